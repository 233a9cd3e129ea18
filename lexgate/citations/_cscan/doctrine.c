/* Informal doctrine in C: doctrine.handle_margin ("GAUCH/SCHLUEP/SCHMID, OR AT, N 865", found from the
 * margin number, looking back for the author), handle_page, informal_before (an article inside a doctrine
 * reference: "N. 4 zu Art. 15 ZGB") and margin_after_article, with the helpers they share (_search_floor,
 * _informal_doctrine, _single_author, article_of_margin, _informal, _absorb, _act_key).
 */
#include "scan.h"

/* ---- helpers ---- */

static PyObject *strip_chars(PyObject *v, const char *chars)
{
    return PyObject_CallMethod(v, "strip", "s", chars);
}

/* doctrine._act_key(token, lang) -> abbr (new ref) or None */
static PyObject *act_abbr(Scan *st, PyObject *token)
{
    if (!truthy(token))
        return Py_NewRef(Py_None);
    PyObject *t = PyObject_CallMethod(token, "rstrip", "s", ".");
    if (t == NULL)
        return NULL;
    PyObject *row = act_lookup(t, st->lang_index, st->lang);
    Py_DECREF(t);
    if (row == NULL && !PyErr_Occurred())
        row = act_lookup(token, st->lang_index, st->lang);
    if (row == NULL)
        return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
    PyObject *abbr = Py_NewRef(PyTuple_GET_ITEM(row, 0));
    Py_DECREF(row);
    return abbr;
}

/* doctrine._absorb: drop statute citations already emitted inside a span that starts at start */
static int absorb(Scan *st, Py_ssize_t start)
{
    for (;;) {
        Py_ssize_t n = PyList_GET_SIZE(st->out);
        if (n == 0)
            return 0;
        PyObject *last = PyList_GET_ITEM(st->out, n - 1);
        Py_ssize_t s = attr_ssize(last, T.a_start);
        if (s == -1 && PyErr_Occurred())
            return -1;
        if (s < start)
            return 0;
        PyObject *cls = cit_attr(last, T.a_cls);
        if (cls == NULL)
            return -1;
        int statute = PyUnicode_Compare(cls, T.s_statute) == 0 || PyUnicode_Compare(cls, T.s_it_statute) == 0;
        Py_DECREF(cls);
        if (!statute)
            return 0;
        if (PyList_SetSlice(st->out, n - 1, n, NULL) < 0)
            return -1;
    }
}

/* doctrine._informal: fields stolen; returns end or RULE_ERROR */
static Py_ssize_t informal(Scan *st, Py_ssize_t start, Py_ssize_t end, PyObject *fields)
{
    if (absorb(st, start) < 0) {
        Py_DECREF(fields);
        return RULE_ERROR;
    }
    /* canonical.doctrine(text): "doctrine:" + " ".join(text.lower().split()) */
    PyObject *text = substr(st, start, end), *low = NULL, *parts = NULL, *joined = NULL, *id = NULL;
    if (text == NULL || (low = call_method0(text, "lower")) == NULL || (parts = call_method0(low, "split")) == NULL)
        goto done;
    PyObject *space = PyUnicode_FromString(" ");
    if (space == NULL)
        goto done;
    joined = PyUnicode_Join(space, parts);
    Py_DECREF(space);
    if (joined == NULL)
        goto done;
    id = PyUnicode_FromFormat("doctrine:%U", joined);
done:
    Py_XDECREF(text);
    Py_XDECREF(low);
    Py_XDECREF(parts);
    Py_XDECREF(joined);
    if (id == NULL) {
        Py_DECREF(fields);
        return RULE_ERROR;
    }
    if (emit(st, start, end, T.s_doctrine_informal, T.s_CH, fields, id, 0, NULL, NULL) == NULL)
        return RULE_ERROR;
    return end;
}

/* doctrine._informal_doctrine: INFORMAL_DOCTRINE.search(text, lo, end) started after the last stop char */
static int informal_doctrine(const Scan *st, Py_ssize_t lo, Py_ssize_t end, Py_ssize_t *g)
{
    Py_ssize_t start = lo;
    for (Py_ssize_t i = end - 1; i >= lo; i--)
        if (st->s[i] == ';' || st->s[i] == '(' || st->s[i] == ')') {
            start = i + 1;
            break;
        }
    if (start > end)
        return 0;
    int last;
    Py_ssize_t r = rx_patterns_INFORMAL_DOCTRINE_search(st->s, start, end, g, &last);
    if (r == -2)
        return -1;
    return r >= 0;
}

/* doctrine.handle_margin's _ROMAN: the author group is a volume in capitals ("III"), no author */
static int roman_author(const Scan *st, const Py_ssize_t *g)
{
    int k = RX_patterns_INFORMAL_DOCTRINE_G_author;
    Py_ssize_t a = g[2 * k], b = g[2 * k + 1];
    if (a < 0 || b - a < 1 || b - a > 6)
        return 0;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = st->s[i];
        if (c != 'I' && c != 'V' && c != 'X' && c != 'L' && c != 'C')
            return 0;
    }
    return 1;
}

/* doctrine._search_floor: where the author of a margin number at pos may start; *title the title-only
   reference (borrowed) it completes, or NULL */
static Py_ssize_t search_floor(Scan *st, Py_ssize_t pos, PyObject **title)
{
    *title = NULL;
    Py_ssize_t n = PyList_GET_SIZE(st->out), last_end = 0;
    if (n > 0 && (last_end = attr_ssize(PyList_GET_ITEM(st->out, n - 1), T.a_end)) == -1 && PyErr_Occurred())
        return -1;
    Py_ssize_t base = st->floor > last_end ? st->floor : 0;
    for (Py_ssize_t i = n - 1; i >= 0; i--) {
        PyObject *cit = PyList_GET_ITEM(st->out, i);
        PyObject *cls = cit_attr(cit, T.a_cls);
        if (cls == NULL)
            return -1;
        int statute = PyUnicode_Compare(cls, T.s_statute) == 0 || PyUnicode_Compare(cls, T.s_it_statute) == 0;
        int informal_cls = PyUnicode_Compare(cls, T.s_doctrine_informal) == 0;
        Py_DECREF(cls);
        if (statute)
            continue;
        Py_ssize_t cs = attr_ssize(cit, T.a_start), ce = cs == -1 && PyErr_Occurred() ? -1 : attr_ssize(cit, T.a_end);
        if (ce == -1 && PyErr_Occurred())
            return -1;
        if (informal_cls) {
            PyObject *fields = cit_attr(cit, T.a_fields);
            PyObject *sf = fields ? cit_attr(cit, T.a_short_form) : NULL;
            if (sf == NULL) {
                Py_XDECREF(fields);
                return -1;
            }
            int has_margin = PyDict_Check(fields) ? PyDict_GetItemString(fields, "margin") != NULL
                                                  : PySequence_Contains(fields, T.k_margin);
            int short_form = PyObject_IsTrue(sf);
            Py_DECREF(fields);
            Py_DECREF(sf);
            if (has_margin < 0 || short_form < 0)
                return -1;
            int clean_gap = 1;
            for (Py_ssize_t k = ce; k < pos && clean_gap; k++)
                if (st->s[k] == ';' || st->s[k] == '\n' || st->s[k] == '(' || st->s[k] == ')')
                    clean_gap = 0;
            if (!has_margin && !short_form && clean_gap) {
                *title = cit;
                return base > cs ? base : cs;
            }
        }
        return base > ce ? base : ce;
    }
    return base;
}

static int in_set_str(PyObject *set, PyObject *v)
{
    return PySet_Contains(set, v);
}

/* doctrine._single_author: "Huguenin, Obligationenrecht, N 1012"; 1 with the groups in g, 0 none */
static int single_author(Scan *st, Py_ssize_t lo, Py_ssize_t pos, Py_ssize_t *g)
{
#define SA(name) RX_patterns_SINGLE_AUTHOR_DOCTRINE_G_##name
    while (lo < pos) {
        int last;
        Py_ssize_t r = rx_patterns_SINGLE_AUTHOR_DOCTRINE_search(st->s, lo, pos, g, &last);
        if (r == -2)
            return -1;
        if (r < 0)
            return 0;
        PyObject *work = group_str(st, g, SA(work)), *author = group_str(st, g, SA(author));
        PyObject *words = work ? PyObject_CallMethod(work, "split", "Oi", Py_None, 1) : NULL;
        PyObject *first = NULL;
        int ok = -1;
        if (words == NULL || author == NULL)
            goto next;
        if (PyList_GET_SIZE(words) == 0) {
            PyErr_SetString(PyExc_IndexError, "list index out of range");
            goto next;
        }
        if ((first = PyObject_CallMethod(PyList_GET_ITEM(words, 0), "rstrip", "s", ".,")) == NULL)
            goto next;
        int a = in_set_str(T.author_stopwords, author), b = a < 0 ? -1 : in_set_str(T.non_title_words, first);
        if (a < 0 || b < 0)
            goto next;
        ok = !a && !b;
        if (ok) {
            Py_ssize_t h[2 * (RX_doctrine__WORD_BEFORE_NGROUPS + 1)];
            Py_ssize_t ms = g[0];
            Py_ssize_t r2 = rx_doctrine__WORD_BEFORE_search(st->s, ms - 20 > 0 ? ms - 20 : 0, ms, h, &last);
            if (r2 == -2) {
                ok = -1;
                goto next;
            }
            if (r2 >= 0) {
                PyObject *w = group_str(st, h, 1), *wl = w ? call_method0(w, "lower") : NULL;
                Py_XDECREF(w);
                int d = wl ? in_set_str(T.noun_determiners, wl) : -1;
                Py_XDECREF(wl);
                if (d < 0) {
                    ok = -1;
                    goto next;
                }
                ok = !d;
            }
        }
    next:
        Py_XDECREF(work);
        Py_XDECREF(author);
        Py_XDECREF(words);
        Py_XDECREF(first);
        if (ok < 0)
            return -1;
        if (ok)
            return 1;
        lo = g[0] + 1;
    }
    return 0;
#undef SA
}

/* doctrine.article_of_margin: extend a doctrine span over "zu Art. 3a ArG" / "ad art. 42 LTF" */
Py_ssize_t article_of_margin(Scan *st, Py_ssize_t end, PyObject *fields)
{
    Py_ssize_t g[2 * (RX_patterns_ARTICLE_OF_MARGIN_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_ARTICLE_OF_MARGIN_match(st->s, end, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return end;
    PyObject *art = group_str(st, g, RX_patterns_ARTICLE_OF_MARGIN_G_art);
    if (art == NULL)
        return RULE_ERROR;
    PyObject *had = PyDict_SetDefault(fields, T.k_article, art);
    Py_DECREF(art);
    if (had == NULL)
        return RULE_ERROR;
    Py_ssize_t aa = g[2 * RX_patterns_ARTICLE_OF_MARGIN_G_act], ab = g[2 * RX_patterns_ARTICLE_OF_MARGIN_G_act + 1];
    if (aa >= 0 && ab > aa) {
        PyObject *act = substr(st, aa, ab), *abbr = act ? act_abbr(st, act) : NULL;
        Py_XDECREF(act);
        if (abbr == NULL)
            return RULE_ERROR;
        if (truthy(abbr)) {
            PyObject *h = PyDict_SetDefault(fields, T.k_act, abbr);
            Py_DECREF(abbr);
            return h == NULL ? RULE_ERROR : g[1];
        }
        Py_DECREF(abbr);
        return g[2 * RX_patterns_ARTICLE_OF_MARGIN_G_art + 1];
    }
    return g[1];
}

/* the article named in a work ("..., Art. 97 OR"): _ART_IN_WORK.search(work) into fields */
static int art_in_work(Scan *st, PyObject *work, PyObject *fields, int anchored_at_text, Py_ssize_t pos)
{
    Py_ssize_t g[2 * (RX_doctrine__ART_IN_WORK_NGROUPS + 1)];
    int last;
    Py_ssize_t r;
    PyObject *art = NULL, *act = NULL;
    if (anchored_at_text) { /* _ART_IN_WORK.match(text, pos) */
        r = rx_doctrine__ART_IN_WORK_match(st->s, pos, st->n, g, &last);
        if (r >= 0) {
            art = group_str(st, g, RX_doctrine__ART_IN_WORK_G_art);
            act = group_str(st, g, RX_doctrine__ART_IN_WORK_G_act);
        }
    } else {
        r = rx_on_str(rx_doctrine__ART_IN_WORK_search, work, g, &last);
        if (r >= 0) {
            art = str_of_groups(work, g, RX_doctrine__ART_IN_WORK_G_art);
            act = str_of_groups(work, g, RX_doctrine__ART_IN_WORK_G_act);
        }
    }
    if (r == -2)
        return -1;
    if (r < 0)
        return 0;
    int rc = -1;
    if (art == NULL || act == NULL || PyDict_SetItem(fields, T.k_article, art) < 0)
        goto done;
    PyObject *abbr = act_abbr(st, act);
    if (abbr == NULL)
        goto done;
    rc = truthy(abbr) ? PyDict_SetItem(fields, T.k_act, abbr) : 0;
    Py_DECREF(abbr);
done:
    Py_XDECREF(art);
    Py_XDECREF(act);
    return rc;
}

/* ---- doctrine.handle_margin ---- */
Py_ssize_t doctrine_margin(Scan *st, Py_ssize_t pos)
{
    const Py_UCS4 *s = st->s;
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t mm[2 * 2];
    int last, margin_at = 1;
    Py_ssize_t r = rx_patterns_MARGIN_AT_match(s, pos, st->n, mm, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0) {
        margin_at = 0;
        r = rx_patterns_PAGE_AT_match(s, pos, st->n, mm, &last);
        if (r == -2)
            return RULE_ERROR;
        if (r < 0)
            return RULE_NONE;
    }
    PyObject *title;
    Py_ssize_t floor = search_floor(st, pos, &title);
    if (floor < 0)
        return RULE_ERROR;
    Py_ssize_t lo = pos - T.doctrine_reach > floor ? pos - T.doctrine_reach : floor;
    Py_ssize_t g[2 * 8];
    PyObject *work = NULL, *author = NULL, *fields = NULL;
    Py_ssize_t mstart, rc = RULE_ERROR;
    int found = lo <= pos ? informal_doctrine(st, lo, pos, g) : 0;
    if (found < 0)
        return RULE_ERROR;
    if (found && roman_author(st, g))
        found = 0; /* "Bianca, Diritto civile, III, p. 45" */
    if (found) {
        PyObject *w = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_work);
        work = w ? strip_chars(w, " ,") : NULL;
        Py_XDECREF(w);
        if (work == NULL)
            goto done;
        author = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_author);
        if (author != NULL && !truthy(author)) {
            Py_DECREF(author);
            author = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_author_in);
        }
        if (author == NULL)
            goto done;
    } else if ((margin_at && !(mm[1] < st->n && s[mm[1]] == '/')) || (!margin_at && s[pos] == 'p')) {
        /* doctrine.handle_margin: a margin number, or a page "p." ("Bianca, Diritto civile, p. 587") */
        int one = single_author(st, lo, pos, g);
        if (one < 0)
            goto done;
        if (!one) {
            rc = RULE_NONE;
            goto done;
        }
#define SA(name) RX_patterns_SINGLE_AUTHOR_DOCTRINE_G_##name
        PyObject *w = group_str(st, g, SA(work));
        work = w ? strip_chars(w, " ,") : NULL;
        Py_XDECREF(w);
        if (work == NULL || (author = group_str(st, g, SA(author))) == NULL)
            goto done;
        if (g[2 * SA(art)] >= 0 && g[2 * SA(art) + 1] > g[2 * SA(art)]) {
            PyObject *art = group_str(st, g, SA(art));
            PyObject *joined = art ? PyUnicode_FromFormat("%U, %U", work, art) : NULL;
            Py_XDECREF(art);
            if (joined == NULL)
                goto done;
            Py_SETREF(work, joined);
        }
#undef SA
    } else {
        rc = RULE_NONE;
        goto done;
    }
    mstart = g[0];
    /* not work or work[0].isdigit() or lookup_act(author) is not None: no reference */
    if (!truthy(work) || CH_DIGIT(PyUnicode_READ_CHAR(work, 0))) {
        rc = RULE_NONE;
        goto done;
    }
    PyObject *as_act = act_lookup(author, 0, Py_None);
    if (as_act != NULL) {
        Py_DECREF(as_act);
        rc = RULE_NONE;
        goto done;
    }
    if (PyErr_Occurred())
        goto done;
    /* the author would start inside one of the last 8 citations */
    Py_ssize_t n = PyList_GET_SIZE(st->out);
    for (Py_ssize_t i = n - 8 > 0 ? n - 8 : 0; i < n; i++) {
        PyObject *c = PyList_GET_ITEM(st->out, i);
        Py_ssize_t cs = attr_ssize(c, T.a_start), ce = cs == -1 && PyErr_Occurred() ? -1 : attr_ssize(c, T.a_end);
        if (ce == -1 && PyErr_Occurred())
            goto done;
        if (cs < mstart && mstart < ce) {
            rc = RULE_NONE;
            goto done;
        }
    }
    fields = PyDict_New();
    if (fields == NULL || PyDict_SetItem(fields, T.k_author, author) < 0 || PyDict_SetItem(fields, T.k_work, work) < 0)
        goto done;
    if (art_in_work(st, work, fields, 0, 0) < 0)
        goto done;
    PyObject *margin = group_str(st, mm, 1);
    if (margin == NULL || PyDict_SetItem(fields, T.k_margin, margin) < 0) {
        Py_XDECREF(margin);
        goto done;
    }
    Py_DECREF(margin);
    Py_ssize_t end = article_of_margin(st, mm[1], fields);
    if (end < 0)
        goto done;
    if (title != NULL) {
        Py_ssize_t ts = attr_ssize(title, T.a_start);
        if (ts == -1 && PyErr_Occurred())
            goto done;
        if (mstart <= ts) { /* "Rossi, Commentario al CO" was the start of this reference */
            Py_ssize_t k = PySequence_Index(st->out, title);
            if (k < 0 || PyList_SetSlice(st->out, k, k + 1, NULL) < 0)
                goto done;
        }
    }
    rc = informal(st, mstart, end, fields);
    fields = NULL;
done:
    Py_XDECREF(work);
    Py_XDECREF(author);
    Py_XDECREF(fields);
    return rc;
}

Py_ssize_t rule_margin(Scan *st, Py_ssize_t pos)
{
    return doctrine_margin(st, pos);
}

/* "§ 9 n. 103": a margin number after a section of the work (doctrine.SECTION_BEFORE): left to Python */
static int after_section(const Scan *st, Py_ssize_t pos)
{
    Py_ssize_t i = pos - 1;
    if (i < 0 || (st->s[i] != ' ' && st->s[i] != 0xa0))
        return 0;
    i--;
    if (i >= 0 && st->s[i] >= 'a' && st->s[i] <= 'z')
        i--;
    Py_ssize_t digits = 0;
    while (i >= 0 && st->s[i] >= '0' && st->s[i] <= '9' && digits < 5) {
        i--;
        digits++;
    }
    if (digits == 0 || digits > 4)
        return 0;
    if (i >= 0 && (st->s[i] == ' ' || st->s[i] == 0xa0))
        i--;
    return i >= 0 && st->s[i] == 0xa7; /* § */
}

/* doctrine.handle_page: only after ", " (or after a section, in Python) */
Py_ssize_t rule_page(Scan *st, Py_ssize_t pos)
{
    if (after_section(st, pos))
        return RULE_BAIL;
    if (pos < 2 || st->s[pos - 2] != ',' || st->s[pos - 1] != ' ')
        return RULE_NONE;
    return doctrine_margin(st, pos);
}

/* doctrine.informal_before: emit "AUTHOR, Title, N 3 zu Art. 8 ZGB" ending at end when an author stands
   before pos; 1 emitted, 0 not, -1 error */
int informal_before(Scan *st, Py_ssize_t pos, Py_ssize_t end)
{
    Py_ssize_t lo = pos - T.doctrine_reach > st->floor ? pos - T.doctrine_reach : st->floor;
    Py_ssize_t from = lo > pos - 24 ? lo : pos - 24;
    Py_ssize_t h[2 * (RX_patterns_MARGIN_BEFORE_ARTICLE_NGROUPS + 1)];
    int last;
    Py_ssize_t cut = pos;
    if (from <= pos) {
        Py_ssize_t r = rx_patterns_MARGIN_BEFORE_ARTICLE_search(st->s, from, pos, h, &last);
        if (r == -2)
            return -1;
        if (r >= 0)
            cut = h[0];
    }
    Py_ssize_t g[2 * 8];
    int found = lo <= cut ? informal_doctrine(st, lo, cut, g) : 0;
    if (found <= 0)
        return found;
    PyObject *w = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_work);
    PyObject *work = w ? strip_chars(w, " ,") : NULL;
    Py_XDECREF(w);
    PyObject *author = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_author), *fields = NULL;
    int rc = -1;
    if (work == NULL || author == NULL)
        goto done;
    if (!truthy(author)) {
        Py_DECREF(author);
        if ((author = group_str(st, g, RX_patterns_INFORMAL_DOCTRINE_G_author_in)) == NULL)
            goto done;
    }
    fields = PyDict_New();
    if (fields == NULL || PyDict_SetItem(fields, T.k_author, author) < 0 || PyDict_SetItem(fields, T.k_work, work) < 0)
        goto done;
    if (art_in_work(st, NULL, fields, 1, pos) < 0)
        goto done;
    Py_ssize_t mm[4];
    Py_ssize_t r = rx_patterns_MARGIN_AT_match(st->s, cut, st->n, mm, &last);
    if (r == -2)
        goto done;
    if (r >= 0) {
        PyObject *margin = group_str(st, mm, 1);
        if (margin == NULL || PyDict_SetItem(fields, T.k_margin, margin) < 0) {
            Py_XDECREF(margin);
            goto done;
        }
        Py_DECREF(margin);
    }
    Py_ssize_t e = informal(st, g[0], end, fields);
    fields = NULL;
    rc = e < 0 ? -1 : 1;
done:
    Py_XDECREF(work);
    Py_XDECREF(author);
    Py_XDECREF(fields);
    return rc;
}

/* doctrine.margin_after_article (its first test, the ",", is made by the caller) */
Py_ssize_t margin_after_article(Scan *st, Py_ssize_t body_start, Py_ssize_t body_end)
{
    Py_ssize_t g[2 * (RX_patterns_MARGIN_IN_BODY_NGROUPS + 1)];
    int last;
    if (body_start > body_end)
        return RULE_NONE;
    Py_ssize_t r = rx_patterns_MARGIN_IN_BODY_search(st->s, body_start, body_end, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    return doctrine_margin(st, g[0]);
}

/* doctrine.handle_treatise: its tests in C (a match is emitted by Python) */
static Py_ssize_t treatise_test(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_TREATISE_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_TREATISE_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    Py_ssize_t wa = g[2 * RX_patterns_TREATISE_G_work], wb = g[2 * RX_patterns_TREATISE_G_work + 1];
    Py_ssize_t h[2 * (RX_patterns_TREATISE_SUBJECT_NGROUPS + 1)];
    r = rx_patterns_TREATISE_SUBJECT_search(st->s, wa, wb, h, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    Py_ssize_t lo = pos - 80 > st->floor ? pos - 80 : st->floor;
    if (lo > pos)
        return RULE_NONE;
    Py_ssize_t a[2 * (RX_patterns_AUTHOR_BEFORE_TREATISE_NGROUPS + 1)];
    r = rx_patterns_AUTHOR_BEFORE_TREATISE_search(st->s, lo, pos, a, &last);
    if (r == -2)
        return RULE_ERROR;
    return r < 0 ? RULE_NONE : RULE_BAIL;
}

Py_ssize_t rule_treatise(Scan *st, Py_ssize_t pos)
{
    return treatise_test(st, pos);
}

/* doctrine.handle_commentary: a commentary with an article or margin is emitted by Python; without one
   it is a treatise (handle_treatise) */
Py_ssize_t rule_commentary(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_COMMENTARY_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_COMMENTARY_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    int art = r >= 0 && g[2 * RX_patterns_COMMENTARY_G_art] >= 0 && g[2 * RX_patterns_COMMENTARY_G_art + 1] > g[2 * RX_patterns_COMMENTARY_G_art];
    int margin = r >= 0 && g[2 * RX_patterns_COMMENTARY_G_margin] >= 0 &&
                 g[2 * RX_patterns_COMMENTARY_G_margin + 1] > g[2 * RX_patterns_COMMENTARY_G_margin];
    if (art || margin)
        return RULE_BAIL;
    return treatise_test(st, pos);
}
