/* The statute rule (statutes.handle) in C: the same steps, on the same regexes, in the same order.
 *
 * Handled here: the keyword boundary, statute_re, the one-step path (_single), the body tokeniser
 * (_elements), the emission for Swiss acts (_emit, _emit_swiss, _swiss_fields), the ambiguous
 * abbreviations (_emit_ambiguous), bare articles continuing a statute (_short_form, _continue) and lists
 * of further acts (_continue_list).  Answered RULE_BAIL (the Python rule decides): an article after a
 * margin link ("N. 4 zu Art. 15"), Italian codes and decrees, EU acts, long names, SR numbers, unknown
 * acts that look like acts, and short forms continuing an Italian or EU act.
 */
#include "scan.h"

#define G(name) RX_statutes_statute_re_G_##name
/* statute_re and continuation_re have the same groups (checked by cscan.py at configure time) */

/* ------------------------------------------------------------------ elements (statutes.Element) */
typedef struct {
    Py_ssize_t start, end;
    PyObject *article, *article_to, *paragraph, *letter, *number, *comma, *following, *sentence;
    PyObject *extra; /* dict */
} Element;

typedef struct {
    Element *v;
    Py_ssize_t n, cap;
} Elements;

static void el_clear(Element *e)
{
    Py_CLEAR(e->article);
    Py_CLEAR(e->article_to);
    Py_CLEAR(e->paragraph);
    Py_CLEAR(e->letter);
    Py_CLEAR(e->number);
    Py_CLEAR(e->comma);
    Py_CLEAR(e->following);
    Py_CLEAR(e->sentence);
    Py_CLEAR(e->extra);
}

static void els_free(Elements *els)
{
    for (Py_ssize_t i = 0; i < els->n; i++)
        el_clear(&els->v[i]);
    PyMem_Free(els->v);
    els->v = NULL;
    els->n = els->cap = 0;
}

/* A new element (article stolen); NULL on error.  The pointer is valid until the next push. */
static Element *els_push(Elements *els, Py_ssize_t start, Py_ssize_t end, PyObject *article)
{
    if (article == NULL)
        return NULL;
    if (els->n == els->cap) {
        Py_ssize_t cap = els->cap ? 2 * els->cap : 4;
        Element *v = PyMem_Realloc(els->v, sizeof(Element) * (size_t)cap);
        if (v == NULL) {
            Py_DECREF(article);
            PyErr_NoMemory();
            return NULL;
        }
        els->v = v;
        els->cap = cap;
    }
    Element *e = &els->v[els->n];
    memset(e, 0, sizeof(*e));
    e->start = start;
    e->end = end;
    e->article = article;
    e->extra = PyDict_New();
    if (e->extra == NULL) {
        Py_DECREF(article);
        return NULL;
    }
    els->n++;
    return e;
}

#define SETREF(slot, value) Py_XSETREF(slot, value)
#define NEWREF_OR_NULL(v) ((v) != NULL && (v) != Py_None ? Py_NewRef(v) : NULL)

/* ------------------------------------------------------------------ act look-up */
static int has_space_or_sr_prefix(PyObject *tok)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(tok);
    int kind = PyUnicode_KIND(tok);
    const void *data = PyUnicode_DATA(tok);
    for (Py_ssize_t i = 0; i < n; i++)
        if (CH_SPACE(PyUnicode_READ(kind, data, i)))
            return 1;
    return n >= 2 && PyUnicode_READ(kind, data, 0) == 'S' && PyUnicode_READ(kind, data, 1) == 'R';
}

/* acts.lookup_act(tok, lang) as an act row (abbr_de, sr, "ch:KEY:art-", key): a new reference, NULL
 * without an error for no act, NULL with an error set on failure.  ``lang_index`` 0..4 (None de fr it en). */
PyObject *act_lookup(PyObject *tok, int lang_index, PyObject *lang)
{
    PyObject *row = PyDict_GetItemWithError(T.acts_by_lang[lang_index], tok);
    if (row != NULL)
        return Py_NewRef(row);
    if (PyErr_Occurred())
        return NULL;
    /* lookup_act's other ways (spaces normalised, long names, SR numbers) are rare: asked of Python */
    int other = has_space_or_sr_prefix(tok);
    if (!other && (other = PyDict_Contains(T.long_names, tok)) < 0)
        return NULL;
    if (!other && (other = PyDict_Contains(T.by_sr, tok)) < 0)
        return NULL;
    if (!other)
        return NULL;
    /* lookup_act is a pure function of its arguments: its answers are kept (None kept as None) */
    PyObject *ckey = Py_BuildValue("(Oi)", tok, lang_index);
    if (ckey == NULL)
        return NULL;
    PyObject *cached = PyDict_GetItemWithError(T.lookup_cache, ckey);
    if (cached != NULL) {
        Py_DECREF(ckey);
        return cached == Py_None ? NULL : Py_NewRef(cached);
    }
    if (PyErr_Occurred()) {
        Py_DECREF(ckey);
        return NULL;
    }
    PyObject *info = PyObject_CallFunctionObjArgs(T.act_fallback, tok, lang, NULL);
    row = NULL;
    if (info != NULL && info != Py_None) {
        PyObject *key = PyObject_GetAttrString(info, "key");
        row = key ? PyDict_GetItemWithError(T.act_rows, key) : NULL;
        Py_XDECREF(key);
        if (row == NULL && !PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "no act row for a known act");
    }
    if (info == NULL || PyErr_Occurred() ||
        PyDict_SetItem(T.lookup_cache, ckey, row != NULL ? row : Py_None) < 0) {
        Py_XDECREF(info);
        Py_DECREF(ckey);
        return NULL;
    }
    Py_DECREF(info);
    Py_DECREF(ckey);
    return row != NULL ? Py_NewRef(row) : NULL;
}

static PyObject *lookup(const Scan *st, PyObject *tok)
{
    return act_lookup(tok, st->lang_index, st->lang);
}

static int is_decimal_run(const Py_UCS4 *s, Py_ssize_t a, Py_ssize_t b)
{
    if (a >= b)
        return 0;
    for (Py_ssize_t i = a; i < b; i++)
        if (!CH_DECIMAL(s[i]))
            return 0;
    return 1;
}

/* _resolve_act_token: the act named by text[a:b] and how many characters of it belong to the act.  A new
 * reference to the act row and *used, or NULL with *used 0 (no act) or -1 (error set). */
/* the token text[a:b] of the last successful whole-token look-up (new ref kept here), for the caller's
   AMBIGUOUS_ACTS test on the same characters */
static PyObject *last_token;

static PyObject *resolve_act_token(const Scan *st, Py_ssize_t a, Py_ssize_t b, Py_ssize_t *used)
{
    *used = 0;
    PyObject *tok = substr(st, a, b), *row;
    if (tok == NULL)
        goto error;
    row = lookup(st, tok);
    if (row != NULL) {
        Py_XSETREF(last_token, tok);
        *used = b - a;
        return row;
    }
    Py_DECREF(tok);
    if (PyErr_Occurred())
        goto error;
    if (b > a && st->s[b - 1] == '.') {
        if ((tok = substr(st, a, b - 1)) == NULL)
            goto error;
        row = lookup(st, tok);
        Py_DECREF(tok);
        if (row != NULL) {
            *used = b - 1 - a;
            return row;
        }
        if (PyErr_Occurred())
            goto error;
    }
    /* _TRAILING_NUM ^(.*?)[ \u00a0](\d{1,2})$: the first ' ' or NBSP with only 1-2 decimals after it
       (an act token holds no line break) */
    for (Py_ssize_t k = a; k < b; k++) {
        Py_UCS4 c = st->s[k];
        if (!(c == ' ' || c == 0xa0))
            continue;
        if (!(b - (k + 1) >= 1 && b - (k + 1) <= 2 && is_decimal_run(st->s, k + 1, b)))
            continue;
        Py_ssize_t hlen = k - a;
        if ((tok = substr(st, a, k)) == NULL)
            goto error;
        row = lookup(st, tok);
        Py_DECREF(tok);
        if (row != NULL) {
            *used = hlen;
            return row;
        }
        if (PyErr_Occurred())
            goto error;
        if (hlen > 0 && st->s[k - 1] == '.') {
            if ((tok = substr(st, a, k - 1)) == NULL)
                goto error;
            row = lookup(st, tok);
            Py_DECREF(tok);
            if (row != NULL) {
                *used = hlen - 1;
                return row;
            }
            if (PyErr_Occurred())
                goto error;
        }
        break;
    }
    return NULL;
error:
    *used = -1;
    return NULL;
}

/* ------------------------------------------------------------------ bodies */
static int word_in(PyObject *set, const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    PyObject *w = substr(st, a, b);
    if (w == NULL)
        return -1;
    int r = PySet_Contains(set, w);
    Py_DECREF(w);
    return r;
}

static int lower_ascii_letter(const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    return b - a == 1 && st->s[a] >= 'a' && st->s[a] <= 'z';
}

/* _plain_body: spans (article, paragraph, letter) of "41 Abs. 1", "41 Abs. 1 lit. a", "41 lit. a" (split at
 * single spaces); 1 found (absent spans -1), 0 another body, -1 error. */
static int plain_body(const Scan *st, Py_ssize_t a, Py_ssize_t b, Py_ssize_t sp[6])
{
    Py_ssize_t cut[7];
    int parts = 1;
    cut[0] = a;
    for (Py_ssize_t i = a; i < b; i++)
        if (st->s[i] == ' ') {
            if (parts == 6)
                return 0;
            cut[parts++] = i + 1;
        }
    if (parts != 3 && parts != 5)
        return 0;
#define P0(k) (cut[k])
#define P1(k) ((k) + 1 < parts ? cut[(k) + 1] - 1 : b)
    if (!(is_decimal_run(st->s, P0(0), P1(0)) && P1(0) - P0(0) <= 4))
        return 0;
    sp[0] = P0(0);
    sp[1] = P1(0);
    sp[2] = sp[3] = sp[4] = sp[5] = -1;
    int r;
    if (parts == 3) {
        if ((r = word_in(T.para_words, st, P0(1), P1(1))) < 0)
            return -1;
        if (r && is_decimal_run(st->s, P0(2), P1(2)) && P1(2) - P0(2) <= 3) {
            sp[2] = P0(2);
            sp[3] = P1(2);
            return 1;
        }
        if ((r = word_in(T.letter_words, st, P0(1), P1(1))) < 0)
            return -1;
        if (r && lower_ascii_letter(st, P0(2), P1(2))) {
            sp[4] = P0(2);
            sp[5] = P1(2);
            return 1;
        }
        return 0;
    }
    if ((r = word_in(T.para_words, st, P0(1), P1(1))) <= 0)
        return r;
    if (!(is_decimal_run(st->s, P0(2), P1(2)) && P1(2) - P0(2) <= 3))
        return 0;
    if ((r = word_in(T.letter_words, st, P0(3), P1(3))) <= 0)
        return r;
    if (!lower_ascii_letter(st, P0(4), P1(4)))
        return 0;
    sp[2] = P0(2);
    sp[3] = P1(2);
    sp[4] = P0(4);
    sp[5] = P1(4);
    return 1;
#undef P0
#undef P1
}

/* body.isdigit() or (body[:-1].isdigit() and body[-1:].isalpha() and body[-1:].islower()) */
static int article_only(const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    if (b <= a)
        return 0;
    Py_ssize_t i = a;
    while (i < b && CH_DIGIT(st->s[i]))
        i++;
    if (i == b)
        return 1;
    if (b - a < 2 || i != b - 1)
        return 0;
    Py_UCS4 last = st->s[b - 1];
    return Py_UNICODE_ISALPHA(last) && Py_UNICODE_ISLOWER(last);
}

/* a token of BODY_TOKENS: its groups */
typedef struct {
    Py_ssize_t g[2 * (RX_patterns_BODY_TOKENS_NGROUPS + 1)];
} Tok;

#define TG(t, name) RX_patterns_BODY_TOKENS_G_##name
#define TSET(t, name) ((t)->g[2 * TG(t, name)] >= 0)
#define TSTR(st, t, name) group_str((st), (t)->g, TG(t, name))

/* BODY_TOKENS.finditer(text, lo, stop), keeping the tokens that start before body_end */
static Py_ssize_t tokens_of(const Scan *st, Py_ssize_t lo, Py_ssize_t stop, Py_ssize_t body_end, Tok **out)
{
    Py_ssize_t n = 0, cap = 8;
    Tok *v = PyMem_Malloc(sizeof(Tok) * (size_t)cap);
    if (v == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t pos = lo;
    while (pos <= stop) {
        if (n == cap) {
            cap *= 2;
            Tok *w = PyMem_Realloc(v, sizeof(Tok) * (size_t)cap);
            if (w == NULL) {
                PyMem_Free(v);
                PyErr_NoMemory();
                return -1;
            }
            v = w;
        }
        int last;
        Py_ssize_t r = rx_patterns_BODY_TOKENS_search(st->s, pos, stop, v[n].g, &last);
        if (r == -2) {
            PyMem_Free(v);
            return -1;
        }
        if (r < 0)
            break;
        Py_ssize_t a = v[n].g[0], b = v[n].g[1];
        if (b == a) { /* BODY_TOKENS never matches empty; should it, finditer would step on */
            PyMem_Free(v);
            PyErr_SetString(PyExc_RuntimeError, "BODY_TOKENS matched the empty string");
            return -1;
        }
        if (a < body_end)
            n++;
        pos = b;
    }
    *out = v;
    return n;
}

static int set_extra(Element *e, const char *key, PyObject *value)
{
    return dict_set(e->extra, key, value ? value : Py_None);
}

/* statutes._elements */
static int elements_of(Scan *st, Py_ssize_t body_start, Py_ssize_t body_end, Py_ssize_t first_start, Elements *els)
{
    const Py_UCS4 *s = st->s;
    if (article_only(st, body_start, body_end))
        return els_push(els, first_start, body_end, substr(st, body_start, body_end)) ? 0 : -1;
    Py_ssize_t sp[6];
    int r = plain_body(st, body_start, body_end, sp);
    if (r < 0)
        return -1;
    if (r) {
        Element *e = els_push(els, first_start, body_end, substr(st, sp[0], sp[1]));
        if (e == NULL)
            return -1;
        if (sp[2] >= 0 && (e->paragraph = substr(st, sp[2], sp[3])) == NULL)
            return -1;
        if (sp[4] >= 0 && (e->letter = substr(st, sp[4], sp[5])) == NULL)
            return -1;
        return 0;
    }
    /* SIMPLE_BODY fast path, unless NOT_SIMPLE is found in the body */
    {
        Py_ssize_t g[2 * (RX_patterns_NOT_SIMPLE_NGROUPS + 1)];
        int last;
        Py_ssize_t ns = rx_patterns_NOT_SIMPLE_search(s, body_start, body_end, g, &last);
        if (ns == -2)
            return -1;
        if (ns < 0) {
            Py_ssize_t h[2 * (RX_patterns_SIMPLE_BODY_NGROUPS + 1)];
            Py_ssize_t stop = body_end < st->n ? body_end : st->n;
            Py_ssize_t fm = rx_patterns_SIMPLE_BODY_fullmatch(s, body_start, stop, h, &last);
            if (fm == -2)
                return -1;
            if (fm >= 0) {
#define SB(name) RX_patterns_SIMPLE_BODY_G_##name
                Element *e = els_push(els, first_start, body_end, group_str(st, h, SB(art)));
                if (e == NULL)
                    return -1;
                PyObject *para = group_str(st, h, SB(para)), *ppara = group_str(st, h, SB(ppara));
                if (para == NULL || ppara == NULL) {
                    Py_XDECREF(para);
                    Py_XDECREF(ppara);
                    return -1;
                }
                if (truthy(para)) {
                    e->paragraph = para;
                    Py_DECREF(ppara);
                } else {
                    Py_DECREF(para);
                    e->paragraph = ppara == Py_None ? (Py_DECREF(ppara), NULL) : ppara;
                }
                if (h[2 * SB(let)] >= 0) {
                    /* let.rstrip(") \u00a0") */
                    Py_ssize_t a = h[2 * SB(let)], b = h[2 * SB(let) + 1];
                    while (b > a && (s[b - 1] == ')' || s[b - 1] == ' ' || s[b - 1] == 0xa0))
                        b--;
                    if ((e->letter = substr(st, a, b)) == NULL)
                        return -1;
                }
                if (h[2 * SB(num)] >= 0 && (e->number = group_str(st, h, SB(num))) == NULL)
                    return -1;
                if (h[2 * SB(comma)] >= 0 && (e->comma = group_str(st, h, SB(comma))) == NULL)
                    return -1;
                if (h[2 * SB(follow)] >= 0) {
                    PyObject *f = group_str(st, h, SB(follow));
                    if (f == NULL)
                        return -1;
                    PyObject *v = PyDict_GetItemWithError(T.following, f);
                    Py_DECREF(f);
                    if (v == NULL && PyErr_Occurred())
                        return -1;
                    e->following = v ? Py_NewRef(v) : PyUnicode_FromString("f");
                    if (e->following == NULL)
                        return -1;
                }
#undef SB
                return 0;
            }
        }
    }
    /* the general tokeniser */
    Element *cur = NULL; /* always els->v[els->n - 1] when set */
    Py_ssize_t pending_start = -1;
    enum { K_NONE, K_KW, K_ART, K_CONN, K_PIN } last_kind = K_NONE;
    enum { P_NONE, P_PARA, P_LET, P_NUM, P_COMMA, P_SENT, P_PART, P_FOLLOW } last_pin = P_NONE;
    PyObject *conn = NULL; /* the last connector (owned) */
    int plural_comma = 0;
    Py_ssize_t stop = body_end + 2 < st->n ? body_end + 2 : st->n;
    Tok *toks = NULL;
    Py_ssize_t ntok = tokens_of(st, body_start, stop, body_end, &toks);
    int rc = -1;
    if (ntok < 0)
        return -1;
    if (ntok > 0 && !TSET(&toks[0], art)) {
        /* the first number was read as a sentence pinpoint ("5 Satz" in "Art. 5 Satz 2"): it is the article */
        Py_ssize_t g[2 * (RX_patterns_FIRST_ARTICLE_NGROUPS + 1)];
        int last;
        Py_ssize_t fa = rx_patterns_FIRST_ARTICLE_match(s, body_start, st->n, g, &last);
        if (fa == -2)
            goto done;
        if (fa >= 0) {
            cur = els_push(els, first_start, g[1], group_str(st, g, RX_patterns_FIRST_ARTICLE_G_art));
            if (cur == NULL)
                goto done;
            PyObject *to = group_str(st, g, RX_patterns_FIRST_ARTICLE_G_art_to);
            if (to == NULL)
                goto done;
            cur->article_to = to == Py_None ? (Py_DECREF(to), NULL) : to;
            last_kind = K_ART;
            PyMem_Free(toks);
            toks = NULL;
            if ((ntok = tokens_of(st, g[1], stop, body_end, &toks)) < 0)
                goto done;
        }
    }
    for (Py_ssize_t k = 0; k < ntok; k++) {
        Tok *m = &toks[k];
        Py_ssize_t mstart = m->g[0], mend = m->g[1];
        if (TSET(m, kw)) {
            pending_start = mstart;
            last_kind = K_KW;
            continue;
        }
        if (TSET(m, art)) {
            PyObject *value = TSTR(st, m, art);
            if (value == NULL)
                goto done;
            Tok *nxt = NULL;
            for (Py_ssize_t j = k + 1; j < k + 4 && j < ntok; j++)
                if (!TSET(&toks[j], conn)) {
                    nxt = &toks[j];
                    break;
                }
            int next_is_pin = nxt != NULL &&
                              ((last_pin == P_PARA && (TSET(nxt, para) || TSET(nxt, ppara))) ||
                               (last_pin == P_COMMA && (TSET(nxt, comma) || TSET(nxt, ocomma) || TSET(nxt, ocomma2))) ||
                               (last_pin == P_NUM && TSET(nxt, num)));
            int list_conn = 0;
            if (cur != NULL && last_kind == K_CONN && conn != NULL) {
                if ((list_conn = PySet_Contains(T.list_connectors, conn)) < 0) {
                    Py_DECREF(value);
                    goto done;
                }
            }
            Py_ssize_t vlen = PyUnicode_GET_LENGTH(value);
            if (list_conn && last_pin == P_SENT && vlen <= 2 && !next_is_pin) {
                cur->end = mend; /* "Satz 1 und 2": more sentences of the same paragraph */
                last_kind = K_PIN;
                Py_DECREF(value);
                continue;
            }
            /* len(value.split("-")[0]) */
            Py_ssize_t head = 0;
            while (head < vlen && PyUnicode_READ_CHAR(value, head) != '-')
                head++;
            if (list_conn && (last_pin == P_PARA || last_pin == P_NUM || (last_pin == P_COMMA && plural_comma)) &&
                head <= 2 && !next_is_pin) {
                /* "Abs. 1 und 2": one more citation of the same article, with the next paragraph */
                PyObject *article = Py_NewRef(cur->article), *para = NEWREF_OR_NULL(cur->paragraph);
                PyObject *number = NEWREF_OR_NULL(cur->number), *comma = NEWREF_OR_NULL(cur->comma);
                Element *e = els_push(els, mstart, mend, article);
                if (e == NULL) {
                    Py_XDECREF(para);
                    Py_XDECREF(number);
                    Py_XDECREF(comma);
                    Py_DECREF(value);
                    goto done;
                }
                cur = e;
                cur->paragraph = para;
                cur->number = number;
                cur->comma = comma;
                if (last_pin == P_PARA)
                    SETREF(cur->paragraph, value);
                else if (last_pin == P_NUM)
                    SETREF(cur->number, value);
                else
                    SETREF(cur->comma, value);
                last_kind = K_PIN;
                continue;
            }
            Py_ssize_t start = cur == NULL ? first_start : (pending_start >= 0 ? pending_start : mstart);
            PyObject *to = TSTR(st, m, art_to);
            if (to == NULL) {
                Py_DECREF(value);
                goto done;
            }
            cur = els_push(els, start, mend, value);
            if (cur == NULL) {
                Py_DECREF(to);
                goto done;
            }
            cur->article_to = to == Py_None ? (Py_DECREF(to), NULL) : to;
            last_kind = K_ART;
            last_pin = P_NONE;
            pending_start = -1;
            continue;
        }
        if (cur == NULL)
            continue;
        if (TSET(m, conn)) {
            last_kind = K_CONN;
            SETREF(conn, TSTR(st, m, conn));
            if (conn == NULL)
                goto done;
            pending_start = -1;
            continue;
        }
        if (TSET(m, range) || TSET(m, range_to)) {
            /* kind == "range_to" holds only with the range group: both come from one alternative */
            PyObject *to = TSTR(st, m, range_to);
            if (to == NULL)
                goto done;
            int bad = 0;
            if (last_pin == P_LET)
                bad = set_extra(cur, "letter_to", to);
            else if (last_pin == P_PARA)
                bad = set_extra(cur, "para_to", to);
            else if (last_pin == P_NUM)
                bad = set_extra(cur, "num_to", to);
            else if (last_pin == P_COMMA)
                bad = set_extra(cur, "comma_to", to);
            else if (truthy(to) && CH_DIGIT(PyUnicode_READ_CHAR(to, 0))) {
                SETREF(cur->article_to, Py_NewRef(to));
            }
            Py_DECREF(to);
            if (bad < 0)
                goto done;
            cur->end = mend;
            last_kind = K_PIN;
            continue;
        }
        if ((TSET(m, para) || TSET(m, ppara)) && last_kind == K_CONN && truthy(cur->paragraph)) {
            /* "Art. 105 Abs. 1 lit. f i.V.m. Abs. 2 StPO", "Art. 97(1) and (2) CO": another paragraph of
               the same article */
            PyObject *article = Py_NewRef(cur->article);
            PyObject *para = TSET(m, para) ? TSTR(st, m, para) : TSTR(st, m, ppara);
            if (para == NULL) {
                Py_DECREF(article);
                goto done;
            }
            cur = els_push(els, mstart, mend, article);
            if (cur == NULL) {
                Py_DECREF(para);
                goto done;
            }
            cur->paragraph = para;
            if (TSET(m, plet) && m->g[2 * TG(m, plet) + 1] > m->g[2 * TG(m, plet)]) {
                PyObject *plet = TSTR(st, m, plet);
                if (plet == NULL)
                    goto done;
                SETREF(cur->letter, plet);
            }
            last_kind = K_PIN;
            last_pin = P_PARA;
            continue;
        }
        if (TSET(m, para) || TSET(m, ppara)) {
            if (!truthy(cur->paragraph)) {
                PyObject *v = TSTR(st, m, para);
                if (v == NULL)
                    goto done;
                if (!truthy(v)) {
                    Py_DECREF(v);
                    if ((v = TSTR(st, m, ppara)) == NULL)
                        goto done;
                }
                SETREF(cur->paragraph, v == Py_None ? (Py_DECREF(v), (PyObject *)NULL) : v);
            }
            if (TSET(m, plet) && m->g[2 * TG(m, plet) + 1] > m->g[2 * TG(m, plet)] && !truthy(cur->letter)) {
                SETREF(cur->letter, TSTR(st, m, plet));
                if (cur->letter == NULL)
                    goto done;
            }
            last_pin = P_PARA;
        } else if (TSET(m, let)) {
            if (!truthy(cur->letter)) {
                Py_ssize_t a = m->g[2 * TG(m, let)], b = m->g[2 * TG(m, let) + 1];
                while (b > a && (s[b - 1] == ')' || s[b - 1] == ' ' || s[b - 1] == 0xa0))
                    b--;
                SETREF(cur->letter, substr(st, a, b));
                if (cur->letter == NULL)
                    goto done;
            }
            last_pin = P_LET;
            Py_ssize_t la = m->g[2 * TG(m, letmore)], lb = m->g[2 * TG(m, letmore) + 1];
            if (la >= 0 && lb > la) {
                /* "lit. a und b": one more citation of the same article and paragraph per letter */
                Py_ssize_t base = els->n - 1;
                cur->end = la;
                Py_ssize_t p = la;
                while (p <= lb) {
                    Py_ssize_t lg[2 * (RX_patterns_LETTER_LIST_ONE_NGROUPS + 1)];
                    int last;
                    Py_ssize_t r2 = rx_patterns_LETTER_LIST_ONE_search(s, p, lb, lg, &last);
                    if (r2 == -2)
                        goto done;
                    if (r2 < 0 || lg[1] == lg[0])
                        break;
                    Element *b0 = &els->v[base];
                    PyObject *article = Py_NewRef(b0->article), *para = NEWREF_OR_NULL(b0->paragraph);
                    PyObject *number = NEWREF_OR_NULL(b0->number), *comma = NEWREF_OR_NULL(b0->comma);
                    PyObject *letter = group_str(st, lg, 1);
                    Element *e = letter ? els_push(els, lg[2], lg[1], article) : NULL;
                    if (e == NULL) {
                        if (letter == NULL)
                            Py_DECREF(article);
                        Py_XDECREF(para);
                        Py_XDECREF(number);
                        Py_XDECREF(comma);
                        Py_XDECREF(letter);
                        goto done;
                    }
                    e->paragraph = para;
                    e->number = number;
                    e->comma = comma;
                    e->letter = letter;
                    cur = e;
                    p = lg[1];
                }
                last_kind = K_PIN;
                continue;
            }
        } else if (TSET(m, num)) {
            if (!truthy(cur->number)) {
                SETREF(cur->number, TSTR(st, m, num));
                if (cur->number == NULL)
                    goto done;
            }
            last_pin = P_NUM;
        } else if (TSET(m, comma) || TSET(m, ocomma) || TSET(m, ocomma2)) {
            plural_comma = mend - mstart >= 5 && s[mstart] == 'c' && s[mstart + 1] == 'o' && s[mstart + 2] == 'm' &&
                           s[mstart + 3] == 'm' && s[mstart + 4] == 'i';
            PyObject *value = TSTR(st, m, comma);
            if (value == NULL)
                goto done;
            if (!truthy(value)) {
                Py_DECREF(value);
                PyObject *o = TSTR(st, m, ocomma);
                if (o == NULL)
                    goto done;
                if (!truthy(o)) {
                    Py_DECREF(o);
                    if ((o = TSTR(st, m, ocomma2)) == NULL)
                        goto done;
                }
                if (!truthy(o)) {
                    Py_DECREF(o);
                    o = PyUnicode_FromString("");
                    if (o == NULL)
                        goto done;
                }
                PyObject *v = PyDict_GetItemWithError(T.italian_ordinal_comma, o);
                Py_DECREF(o);
                if (v == NULL && PyErr_Occurred())
                    goto done;
                value = v ? Py_NewRef(v) : PyUnicode_FromString("");
                if (value == NULL)
                    goto done;
            }
            if (!truthy(cur->comma))
                SETREF(cur->comma, value);
            else
                Py_DECREF(value);
            last_pin = P_COMMA;
        } else if (TSET(m, sent) || TSET(m, sent2) || TSET(m, osent)) {
            PyObject *v = TSTR(st, m, sent);
            if (v == NULL)
                goto done;
            if (!truthy(v)) {
                Py_DECREF(v);
                if ((v = TSTR(st, m, sent2)) == NULL)
                    goto done;
            }
            if (!truthy(v)) {
                Py_DECREF(v);
                PyObject *o = TSTR(st, m, osent);
                if (o == NULL)
                    goto done;
                v = PyDict_GetItemWithError(T.sentence_ordinals, o);
                if (v == NULL) {
                    if (!PyErr_Occurred())
                        PyErr_SetObject(PyExc_KeyError, o);
                    Py_DECREF(o);
                    goto done;
                }
                Py_DECREF(o);
                Py_INCREF(v);
            }
            SETREF(cur->sentence, v);
            last_pin = P_SENT;
        } else if (TSET(m, part)) {
            PyObject *v = TSTR(st, m, part);
            if (v == NULL)
                goto done;
            int bad = set_extra(cur, "part", v);
            Py_DECREF(v);
            if (bad < 0)
                goto done;
            last_pin = P_PART;
        } else if (TSET(m, follow)) {
            PyObject *f = TSTR(st, m, follow);
            if (f == NULL)
                goto done;
            PyObject *v = PyDict_GetItemWithError(T.following, f);
            Py_DECREF(f);
            if (v == NULL && PyErr_Occurred())
                goto done;
            SETREF(cur->following, v ? Py_NewRef(v) : PyUnicode_FromString("f"));
            if (cur->following == NULL)
                goto done;
            last_pin = P_FOLLOW;
        }
        cur->end = mend;
        last_kind = K_PIN;
    }
    rc = 0;
done:
    Py_XDECREF(conn);
    PyMem_Free(toks);
    return rc;
}

/* ------------------------------------------------------------------ fields and canonical ids */

/* ":label-" + clean(value) appended to *out (value a non-empty str) */
static int add_part(PyObject **out, const char *label, PyObject *value, int lower)
{
    PyObject *v = clean_str(value);
    if (v == NULL)
        return -1;
    if (lower) {
        PyObject *l = str_lower(v);
        Py_DECREF(v);
        if ((v = l) == NULL)
            return -1;
    }
    PyObject *parts[3] = {*out, LIT(label), v};
    PyObject *joined = cat(3, parts);
    Py_DECREF(v);
    Py_SETREF(*out, joined);
    return *out == NULL ? -1 : 0;
}

static int put(PyObject *fields, const char *key, PyObject *value)
{
    return dict_set(fields, key, value);
}

/* the fields both _swiss_fields and _it_fields set after the paragraph, in their order: letter, number,
   article_to (converted by the caller, NULL when el has none), following, sentence */
static int put_pinpoints(PyObject *fields, const Element *el, PyObject *article_to)
{
    if (truthy(el->letter) && put(fields, "letter", el->letter) < 0)
        return -1;
    if (truthy(el->number) && put(fields, "number", el->number) < 0)
        return -1;
    if (article_to != NULL && put(fields, "article_to", article_to) < 0)
        return -1;
    if (truthy(el->following) && put(fields, "following", el->following) < 0)
        return -1;
    if (truthy(el->sentence) && put(fields, "sentence", el->sentence) < 0)
        return -1;
    return 0;
}

/* statutes._swiss_fields(info, el): fields and canonical id of a Swiss act's element (el may change:
 * the EMRK numbers its paragraphs) */
static int swiss_fields(PyObject *row, Element *el, PyObject **fields_out, PyObject **canonical_out)
{
    PyObject *abbr = PyTuple_GET_ITEM(row, 0), *sr = PyTuple_GET_ITEM(row, 1), *prefix = PyTuple_GET_ITEM(row, 2);
    PyObject *key = PyTuple_GET_ITEM(row, 3);
    if (truthy(el->number) && !truthy(el->paragraph)) {
        int numbered = PySet_Contains(T.numbered_paragraph_acts, key);
        if (numbered < 0)
            return -1;
        if (numbered) {
            Py_XSETREF(el->paragraph, el->number);
            el->number = NULL;
        }
    }
    PyObject *article = art_str(el->article);
    PyObject *fields = PyDict_New(), *canonical = NULL, *article_to = NULL;
    if (article == NULL || fields == NULL)
        goto error;
    if (put(fields, "act", abbr) < 0)
        goto error;
    if (truthy(sr) && put(fields, "sr", sr) < 0)
        goto error;
    if (put(fields, "article", article) < 0)
        goto error;
    PyObject *paragraph = truthy(el->paragraph) ? el->paragraph : el->comma;
    if (truthy(paragraph) && put(fields, "paragraph", paragraph) < 0)
        goto error;
    if (truthy(el->article_to) && (article_to = art_str(el->article_to)) == NULL)
        goto error;
    if (put_pinpoints(fields, el, article_to) < 0)
        goto error;
    /* canonical.ch_statute(key, article, paragraph, letter, number, article_to=, following=) */
    PyObject *art_part = clean_str(article);
    if (art_part == NULL)
        goto error;
    canonical = PyUnicode_Concat(prefix, art_part);
    Py_DECREF(art_part);
    if (canonical == NULL)
        goto error;
    if (truthy(article_to)) {
        PyObject *to = clean_str(article_to);
        if (to == NULL)
            goto error;
        PyObject *piece = PyUnicode_FromFormat("-%U", to);
        Py_DECREF(to);
        if (piece == NULL)
            goto error;
        PyObject *joined = PyUnicode_Concat(canonical, piece);
        Py_DECREF(piece);
        Py_SETREF(canonical, joined);
        if (canonical == NULL)
            goto error;
    }
    if (paragraph != NULL && paragraph != Py_None && PyUnicode_GET_LENGTH(paragraph) > 0 &&
        add_part(&canonical, ":para-", paragraph, 0) < 0)
        goto error;
    if (truthy(el->letter) && add_part(&canonical, ":let-", el->letter, 0) < 0)
        goto error;
    if (truthy(el->number) && add_part(&canonical, ":num-", el->number, 0) < 0)
        goto error;
    if (str_eq_ascii(el->following, "f") || str_eq_ascii(el->following, "ff")) {
        PyObject *piece = PyUnicode_FromFormat(":%U", el->following);
        if (piece == NULL)
            goto error;
        PyObject *joined = PyUnicode_Concat(canonical, piece);
        Py_DECREF(piece);
        Py_SETREF(canonical, joined);
        if (canonical == NULL)
            goto error;
    }
    Py_DECREF(article);
    Py_XDECREF(article_to);
    *fields_out = fields;
    *canonical_out = canonical;
    return 0;
error:
    Py_XDECREF(article);
    Py_XDECREF(article_to);
    Py_XDECREF(fields);
    Py_XDECREF(canonical);
    return -1;
}

/* statutes._it_art */
static PyObject *it_art(PyObject *v)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(v);
    int digits = n > 0;
    for (Py_ssize_t i = 0; digits && i < n; i++)
        if (!CH_DIGIT(PyUnicode_READ_CHAR(v, i)))
            digits = 0;
    if (digits)
        return Py_NewRef(v);
    PyObject *plain = PyObject_CallMethod(v, "replace", "ss", "\xc2\xa0", " ");
    if (plain == NULL)
        return NULL;
    Py_ssize_t g[2 * (RX_statutes__ORD_SPLIT_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_on_str(rx_statutes__ORD_SPLIT_match, plain, g, &last);
    if (r == -2) {
        Py_DECREF(plain);
        return NULL;
    }
    if (r >= 0) {
        PyObject *a = str_of_groups(plain, g, 1), *b = str_of_groups(plain, g, 2);
        /* "473-bis.78": the number of an article inserted after an ordinal one */
        PyObject *raw = g[6] >= 0 ? PyUnicode_Substring(plain, g[6], g[7]) : PyUnicode_FromString("");
        /* "669 novies bis": a second ordinal joined by a hyphen, as the first */
        PyObject *sub = raw ? PyObject_CallMethod(raw, "replace", "ss", " ", "-") : NULL;
        Py_XDECREF(raw);
        PyObject *out = (a && b && sub) ? PyUnicode_FromFormat("%U-%U%U", a, b, sub) : NULL;
        Py_XDECREF(a);
        Py_XDECREF(b);
        Py_XDECREF(sub);
        Py_DECREF(plain);
        return out;
    }
    Py_DECREF(plain);
    return art_str(v);
}

/* statutes._it_fields(act, key, el) */
static int it_fields(PyObject *act, PyObject *key, Element *el, PyObject **fields_out, PyObject **canonical_out)
{
    PyObject *article = it_art(el->article), *fields = PyDict_New(), *canonical = NULL, *to = NULL;
    if (article == NULL || fields == NULL)
        goto error;
    if (put(fields, "act", act) < 0 || put(fields, "article", article) < 0)
        goto error;
    PyObject *comma = truthy(el->comma) ? el->comma : el->paragraph;
    if (truthy(comma) && put(fields, "comma", comma) < 0)
        goto error;
    if (truthy(el->article_to) && (to = it_art(el->article_to)) == NULL)
        goto error;
    if (put_pinpoints(fields, el, to) < 0)
        goto error;
    /* canonical.it_statute(key, article, comma, letter) */
    canonical = PyUnicode_FromFormat("it:%U", key);
    if (canonical == NULL)
        goto error;
    if (truthy(article) && add_part(&canonical, ":art-", article, 1) < 0)
        goto error;
    if (truthy(comma) && add_part(&canonical, ":comma-", comma, 1) < 0)
        goto error;
    if (truthy(el->letter) && add_part(&canonical, ":let-", el->letter, 1) < 0)
        goto error;
    Py_DECREF(article);
    Py_XDECREF(to);
    *fields_out = fields;
    *canonical_out = canonical;
    return 0;
error:
    Py_XDECREF(article);
    Py_XDECREF(to);
    Py_XDECREF(fields);
    Py_XDECREF(canonical);
    return -1;
}

static PyObject *extra_of(Element *el)
{
    return Py_NewRef(el->extra);
}

/* statutes._emit_swiss: one citation per element; the last one's span runs to the act name */
static int emit_swiss(Scan *st, PyObject *row, Elements *els, Py_ssize_t end)
{
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *fields, *canonical;
        if (swiss_fields(row, el, &fields, &canonical) < 0)
            return -1;
        if (emit(st, el->start, i == els->n - 1 ? end : el->end, T.s_statute, T.s_CH, fields, canonical, 0, NULL,
                 extra_of(el)) == NULL)
            return -1;
    }
    return 0;
}

/* statutes._emit_ambiguous: CC/CP/CPC/CPP/Cost., Swiss or Italian by the jurisdiction rule */
static int emit_ambiguous(Scan *st, Py_ssize_t body_a, Py_ssize_t body_b, Elements *els, PyObject *shared,
                          Py_ssize_t end)
{
    PyObject *swiss_key = PyTuple_GET_ITEM(shared, 0), *it_act = PyTuple_GET_ITEM(shared, 1);
    PyObject *it_key = PyTuple_GET_ITEM(shared, 2);
    PyObject *row = act_lookup(swiss_key, 0, Py_None);
    if (row == NULL) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_AssertionError, "the Swiss act of an ambiguous abbreviation is missing");
        return -1;
    }
    int rc = -1;
    PyObject *body = substr(st, body_a, body_b), *pinned = NULL, *side = NULL;
    if (body == NULL)
        goto done;
    /* jurisdiction.pinpoint_jurisdiction(body): an article number alone holds no pinpoint word */
    int digits = body_b > body_a;
    for (Py_ssize_t i = body_a; digits && i < body_b; i++)
        digits = CH_DIGIT(st->s[i]);
    if (digits) {
        pinned = Py_NewRef(Py_None);
    } else { /* the Italian side's cues first, then the Swiss side's (jurisdiction._PIN_SIDES) */
        Py_ssize_t pg[2];
        int plast;
        Py_ssize_t r = rx_jurisdiction__PIN_ITALIAN_search(st->s, body_a, body_b, pg, &plast);
        if (r == -2)
            goto done;
        if (r >= 0) {
            pinned = Py_NewRef(T.s_IT);
        } else {
            r = rx_jurisdiction__PIN_SWISS_search(st->s, body_a, body_b, pg, &plast);
            if (r == -2)
                goto done;
            pinned = Py_NewRef(r >= 0 ? T.s_CH : Py_None);
        }
    }
    if (pinned != Py_None) {
        side = Py_NewRef(pinned);
    } else {
        /* ctx.jurisdiction: the document's vote, the same for every citation of the scan */
        if (st->jurisdiction == NULL) {
            PyObject *known = cit_attr(st->ctx, T.a_jurisdiction_cache);
            if (known == NULL)
                goto done;
            if (known != Py_None) {
                st->jurisdiction = known;
            } else {
                Py_DECREF(known);
                if ((st->jurisdiction = document_jurisdiction(st)) == NULL ||
                    PyObject_SetAttr(st->ctx, T.a_jurisdiction_cache, st->jurisdiction) < 0)
                    goto done;
            }
        }
        side = Py_NewRef(st->jurisdiction);
    }
    int undecided = 0;
    if (pinned == Py_None) {
        int in = PySet_Contains(T.alternative_langs, st->lang);
        if (in < 0)
            goto done;
        int every = PySet_Contains(T.alternatives_in_every_lang, swiss_key);
        if (every < 0)
            goto done;
        undecided = in || every;
    }
    int italian = str_eq_ascii(side, "IT");
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *chf, *chc, *itf, *itc;
        if (swiss_fields(row, el, &chf, &chc) < 0)
            goto done;
        if (it_fields(it_act, it_key, el, &itf, &itc) < 0) {
            Py_DECREF(chf);
            Py_DECREF(chc);
            goto done;
        }
        PyObject *fields = italian ? itf : chf, *canonical = italian ? itc : chc;
        PyObject *alt_fields = italian ? chf : itf, *alt_canonical = italian ? chc : itc;
        PyObject *extra = PyDict_Copy(el->extra);
        int bad = extra == NULL;
        if (!bad && undecided) {
            PyObject *alts = PyList_New(1), *altf = PyList_New(1);
            if (alts == NULL || altf == NULL) {
                Py_XDECREF(alts);
                Py_XDECREF(altf);
                bad = 1;
            } else {
                PyList_SET_ITEM(alts, 0, Py_NewRef(alt_canonical));
                PyList_SET_ITEM(altf, 0, Py_NewRef(alt_fields));
                bad = dict_set(extra, "alternatives", alts) < 0 ||
                      dict_set(extra, "alternative_fields", altf) < 0;
                Py_DECREF(alts);
                Py_DECREF(altf);
            }
        }
        Py_DECREF(alt_fields);
        Py_DECREF(alt_canonical);
        if (bad) {
            Py_XDECREF(extra);
            Py_DECREF(fields);
            Py_DECREF(canonical);
            goto done;
        }
        if (emit(st, el->start, i == els->n - 1 ? end : el->end, italian ? T.s_it_statute : T.s_statute,
                 italian ? T.s_IT : T.s_CH, fields, canonical, 0, NULL, extra) == NULL)
            goto done;
    }
    rc = 0;
done:
    Py_DECREF(row);
    Py_XDECREF(body);
    Py_XDECREF(pinned);
    Py_XDECREF(side);
    return rc;
}

/* ------------------------------------------------------------------ short forms */

/* str.lstrip() of text[a:b]: the first non-whitespace index */
static Py_ssize_t skip_ws(const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    while (a < b && CH_SPACE(st->s[a]))
        a++;
    return a;
}

/* statutes._continue for a statute antecedent; other antecedents answer RULE_BAIL (before emitting) */
static Py_ssize_t short_form(Scan *st, Elements *els)
{
    Element *lastel = &els->v[els->n - 1];
    Py_ssize_t stop = lastel->end;
    Py_ssize_t g[2 * (RX_patterns_INTERNAL_AFTER_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_INTERNAL_AFTER_match(st->s, stop, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r >= 0)
        return stop; /* "Art. 5 dieses Vertrags": the draft's own article */
    Py_ssize_t wend = stop + 12 < st->n ? stop + 12 : st->n;
    Py_ssize_t a = skip_ws(st, stop, wend);
    Py_ssize_t nm = PyTuple_GET_SIZE(T.months);
    for (Py_ssize_t k = 0; k < nm; k++)
        if (text_startswith(st, a, wend, PyTuple_GET_ITEM(T.months, k)))
            return stop; /* "am 5. März": a date */
    /* an act no table knows named after the article ("cod. succ.", "del codice del lavoro", "of the
       Italian ... Code", "des Bundesgesetzes über ..."): the
       Python rule (statutes._unnamed_act) emits it */
    {
        Py_ssize_t gu[2 * (RX_patterns_UNNAMED_LONG_ACT_NGROUPS + 1)];
        Py_ssize_t gi[2 * (RX_patterns_UNNAMED_IT_CODE_NGROUPS + 1)];
        Py_ssize_t gl[2 * (RX_patterns_UNNAMED_IT_LONG_CODE_NGROUPS + 1)];
        Py_ssize_t gc[2 * (RX_patterns_UNNAMED_CH_ACT_NGROUPS + 1)];
        int lu, li, ll, lc;
        Py_ssize_t ri = rx_patterns_UNNAMED_IT_CODE_match(st->s, stop, st->n, gi, &li);
        Py_ssize_t rl = ri >= 0 ? ri : rx_patterns_UNNAMED_IT_LONG_CODE_match(st->s, stop, st->n, gl, &ll);
        Py_ssize_t rt = rl >= 0 ? rl : rx_patterns_UNNAMED_CH_ACT_match(st->s, stop, st->n, gc, &lc);
        Py_ssize_t ru = rt >= 0 ? rt : rx_patterns_UNNAMED_LONG_ACT_match(st->s, stop, st->n, gu, &lu);
        if (ri == -2 || rl == -2 || rt == -2 || ru == -2)
            return RULE_ERROR;
        if (ri >= 0 || rl >= 0 || rt >= 0 || ru >= 0)
            return RULE_BAIL;
    }
    PyObject *ante = ctx_last(st, T.statute_classes, T.short_form_reach, els->v[0].start);
    if (ante == NULL)
        return PyErr_Occurred() ? RULE_ERROR : RULE_NONE;
    PyObject *cls = cit_attr(ante, T.a_cls);
    if (cls == NULL)
        return RULE_ERROR;
    int statute = PyUnicode_Compare(cls, T.s_statute) == 0;
    Py_DECREF(cls);
    if (!statute)
        return RULE_BAIL; /* continuing an Italian or EU act */
    PyObject *afields = cit_attr(ante, T.a_fields);
    PyObject *acanon = afields ? cit_attr(ante, T.a_canonical) : NULL;
    if (acanon == NULL) {
        Py_XDECREF(afields);
        return RULE_ERROR;
    }
    Py_ssize_t rc = stop;
    /* info = lookup_act(str(f.get("act", "")), "de") */
    PyObject *act = PyDict_Check(afields) ? PyDict_GetItemWithError(afields, T.k_act) : NULL;
    PyObject *act_s = act ? PyObject_Str(act) : (PyErr_Occurred() ? NULL : PyUnicode_FromString(""));
    PyObject *row = act_s ? act_lookup(act_s, 1, T.s_de) : NULL;
    Py_XDECREF(act_s);
    if (row == NULL) {
        rc = PyErr_Occurred() ? RULE_ERROR : stop; /* _continue emits nothing for an unknown act */
        goto done;
    }
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *fields, *canonical;
        if (swiss_fields(row, el, &fields, &canonical) < 0 ||
            emit(st, el->start, el->end, T.s_statute, T.s_CH, fields, canonical, 1, acanon, extra_of(el)) == NULL) {
            rc = RULE_ERROR;
            break;
        }
    }
    Py_DECREF(row);
done:
    Py_DECREF(afields);
    Py_DECREF(acanon);
    return rc;
}


/* statutes._emit_it: one Italian citation per element */
static int emit_it(Scan *st, PyObject *act, PyObject *key, Elements *els, Py_ssize_t end)
{
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *fields, *canonical;
        if (it_fields(act, key, el, &fields, &canonical) < 0)
            return -1;
        if (emit(st, el->start, i == els->n - 1 ? end : el->end, T.s_it_statute, T.s_IT, fields, canonical, 0, NULL,
                 extra_of(el)) == NULL)
            return -1;
    }
    return 0;
}

/* statutes._emit_unknown: an act missing from the table (the resolver answers "not found") */
static int emit_unknown(Scan *st, PyObject *act, Elements *els, Py_ssize_t end, PyObject *more_extra)
{
    PyObject *clean = clean_str(act);
    PyObject *prefix = clean ? PyUnicode_FromFormat("ch:%U:art-", clean) : NULL;
    Py_XDECREF(clean);
    PyObject *row = prefix ? PyTuple_Pack(4, act, Py_None, prefix, act) : NULL;
    Py_XDECREF(prefix);
    if (row == NULL)
        return -1;
    int rc = -1;
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *fields, *canonical;
        if (swiss_fields(row, el, &fields, &canonical) < 0)
            goto done;
        PyObject *extra = PyDict_Copy(el->extra);
        if (extra == NULL || PyDict_Update(extra, more_extra) < 0) {
            Py_XDECREF(extra);
            Py_DECREF(fields);
            Py_DECREF(canonical);
            goto done;
        }
        if (emit(st, el->start, i == els->n - 1 ? end : el->end, T.s_statute, T.s_CH, fields, canonical, 0, NULL,
                 extra) == NULL)
            goto done;
    }
    rc = 0;
done:
    Py_DECREF(row);
    return rc;
}

/* statutes.decree_act on statute_re's groups: (display, key) as a new tuple, or None */
static PyObject *decree_act(const Scan *st, const Py_ssize_t *g)
{
    PyObject *dword = group_str(st, g, G(dword));
    if (dword == NULL)
        return NULL;
    PyObject *kind = dword == Py_None ? NULL : PyDict_GetItemWithError(T.it_decree_words, dword);
    Py_DECREF(dword);
    if (kind == NULL)
        return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
    int nums[3] = {G(dnum), G(dnum2), G(dnum3)}, years[3] = {G(dyear), G(dyear2), G(dyear3)};
    PyObject *num = NULL, *year = NULL;
    for (int k = 0; k < 3 && num == NULL; k++)
        if (g[2 * nums[k]] >= 0 && g[2 * nums[k] + 1] > g[2 * nums[k]] && (num = group_str(st, g, nums[k])) == NULL)
            return NULL;
    for (int k = 0; k < 3 && year == NULL; k++)
        if (g[2 * years[k]] >= 0 && g[2 * years[k] + 1] > g[2 * years[k]] && (year = group_str(st, g, years[k])) == NULL) {
            Py_XDECREF(num);
            return NULL;
        }
    if (num == NULL || year == NULL) {
        Py_XDECREF(num);
        Py_XDECREF(year);
        return Py_NewRef(Py_None);
    }
    PyObject *out = NULL, *n = PyLong_FromUnicodeObject(num, 10);
    Py_DECREF(num);
    if (n == NULL)
        goto done;
    if (PyUnicode_GET_LENGTH(year) == 2) {
        PyObject *y = PyLong_FromUnicodeObject(year, 10);
        if (y == NULL)
            goto done;
        long yy = PyLong_AsLong(y);
        Py_DECREF(y);
        PyObject *full = PyUnicode_FromFormat("%s%U", yy > 40 ? "19" : "20", year);
        if (full == NULL)
            goto done;
        Py_SETREF(year, full);
    }
    PyObject *key = PyDict_GetItemWithError(T.it_decree_keys, kind);
    if (key == NULL) {
        if (!PyErr_Occurred())
            PyErr_SetObject(PyExc_KeyError, kind);
        goto done;
    }
    PyObject *display = PyUnicode_FromFormat("%U %S/%U", kind, n, year);
    PyObject *id = display ? PyUnicode_FromFormat("%U-%S-%U", key, n, year) : NULL;
    if (id != NULL)
        out = PyTuple_Pack(2, display, id);
    Py_XDECREF(display);
    Py_XDECREF(id);
done:
    Py_XDECREF(n);
    Py_DECREF(year);
    return out;
}

/* the SR branch of statutes._emit: "Art. 5 SR 220" */
static Py_ssize_t emit_sr(Scan *st, const Py_ssize_t *g, Elements *els, Py_ssize_t end)
{
    PyObject *sr = group_str(st, g, G(sr));
    if (sr == NULL)
        return RULE_ERROR;
    PyObject *stripped = call_method0(sr, "strip");
    PyObject *key = stripped ? PyDict_GetItemWithError(T.by_sr, stripped) : NULL;
    Py_XDECREF(stripped);
    PyObject *row = key ? PyDict_GetItemWithError(T.act_rows, key) : NULL;
    Py_ssize_t rc = RULE_ERROR;
    if (row == NULL && PyErr_Occurred())
        goto done;
    for (Py_ssize_t i = 0; i < els->n; i++) {
        Element *el = &els->v[i];
        PyObject *fields = NULL, *canonical = NULL;
        if (row != NULL) {
            if (swiss_fields(row, el, &fields, &canonical) < 0)
                goto done;
        } else {
            PyObject *art = art_str(el->article), *clean = art ? clean_str(sr) : NULL;
            fields = clean ? PyDict_New() : NULL;
            if (fields == NULL || put(fields, "sr", sr) < 0 || put(fields, "article", art) < 0) {
                Py_XDECREF(art);
                Py_XDECREF(clean);
                Py_XDECREF(fields);
                goto done;
            }
            canonical = PyUnicode_FromFormat("ch:sr-%U:art-%U", clean, art);
            Py_DECREF(art);
            Py_DECREF(clean);
        }
        if (emit(st, el->start, i == els->n - 1 ? end : el->end, T.s_statute, T.s_CH, fields, canonical, 0, NULL,
                 extra_of(el)) == NULL)
            goto done;
    }
    rc = end;
done:
    Py_DECREF(sr);
    return rc;
}

/* unknown_acts.unknown_act(token, text, end) for the token text[a:b] (its trailing periods already cut):
   the unknown act it spells (new str) or None */
static PyObject *unknown_act(const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    const Py_UCS4 *s = st->s;
    Py_ssize_t len = b - a, g[2];
    int last;
    if (len < 2 || len > 12)
        return Py_NewRef(Py_None);
    if (rx_unknown_acts__SHAPE_fullmatch(s, a, b, g, &last) < 0)
        return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
    int digits = 1;
    for (Py_ssize_t i = a; i < b && digits; i++)
        digits = CH_DIGIT(s[i]);
    if (digits)
        return Py_NewRef(Py_None);
    Py_ssize_t r = rx_unknown_acts__ROMAN_fullmatch(s, a, b, g, &last);
    if (r == -2)
        return NULL;
    if (r >= 0)
        return Py_NewRef(Py_None);
    PyObject *tok = substr(st, a, b);
    if (tok == NULL)
        return NULL;
    int non = PySet_Contains(T.non_act_words, tok);
    if (non == 0) { /* token.split("-")[0] */
        Py_ssize_t h = a;
        while (h < b && s[h] != '-')
            h++;
        if (h < b) {
            PyObject *head = substr(st, a, h);
            non = head ? PySet_Contains(T.non_act_words, head) : -1;
            Py_XDECREF(head);
        }
    }
    if (non != 0) {
        Py_DECREF(tok);
        return non < 0 ? NULL : Py_NewRef(Py_None);
    }
    r = rx_unknown_acts__AFTER_OK_match(s, b, st->n, g, &last);
    if (r == -2 || r < 0) {
        Py_DECREF(tok);
        return r == -2 ? NULL : Py_NewRef(Py_None);
    }
    int capitals = 0;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = s[i];
        if ((c >= 'A' && c <= 'Z') || c == 0xc4 || c == 0xd6 || c == 0xdc || c == 0xc9 || c == 0xc8)
            capitals++; /* _CAPITALS [A-ZÄÖÜÉÈ] */
    }
    if (capitals >= 2)
        return tok;
    PyObject *low = call_method0(tok, "lower");
    if (low == NULL) {
        Py_DECREF(tok);
        return NULL;
    }
    PyObject *e = PyObject_CallMethod(low, "endswith", "(O)", T.act_word_suffixes);
    if (e == NULL) {
        Py_DECREF(low);
        Py_DECREF(tok);
        return NULL;
    }
    int ends = e == Py_True;
    Py_DECREF(e);
    int is_suffix = ends ? PySequence_Contains(T.act_word_suffixes, low) : 0;
    Py_DECREF(low);
    if (is_suffix < 0) {
        Py_DECREF(tok);
        return NULL;
    }
    if (ends && !is_suffix)
        return tok;
    Py_DECREF(tok);
    return Py_NewRef(Py_None);
}

/* AMBIGUOUS_ACTS.get(act[:used]) naming the act found (row): 1 with the shared reading in *shared
   (borrowed), 0 not ambiguous, -1 error.  text[a:b] is the act token, used the characters of it read. */
static int ambiguous_reading(const Scan *st, Py_ssize_t a, Py_ssize_t b, Py_ssize_t used, PyObject *row,
                             PyObject **shared)
{
    *shared = NULL;
    PyObject *tok = used == b - a && last_token != NULL ? Py_NewRef(last_token) : substr(st, a, a + used);
    if (tok == NULL)
        return -1;
    PyObject *found = PyDict_GetItemWithError(T.ambiguous, tok);
    Py_DECREF(tok);
    if (found == NULL)
        return PyErr_Occurred() ? -1 : 0;
    int same = PyObject_RichCompareBool(PyTuple_GET_ITEM(found, 0), PyTuple_GET_ITEM(row, 3), Py_EQ);
    if (same > 0)
        *shared = found;
    return same;
}

/* ------------------------------------------------------------------ emission of one match */

static int names_no_act(const Py_ssize_t *g)
{
    static const int groups[] = {G(act), G(long), G(sr), G(cost), G(itconst), G(itcode), G(dword), G(euword), G(eunick)};
    for (size_t i = 0; i < sizeof(groups) / sizeof(groups[0]); i++)
        if (g[2 * groups[i]] >= 0)
            return 0;
    return 1;
}

/* statutes._emit: the citations of one statute match (g: statute_re or continuation_re groups) */
static Py_ssize_t emit_match(Scan *st, const Py_ssize_t *g, Elements *els, int short_forms)
{
    if (!short_forms && names_no_act(g))
        return RULE_NONE;
    Py_ssize_t end = g[1];
    if (g[2 * G(act)] >= 0) {
        Py_ssize_t a = g[2 * G(act)], b = g[2 * G(act) + 1], used;
        PyObject *row = resolve_act_token(st, a, b, &used);
        if (row == NULL) {
            if (used < 0)
                return RULE_ERROR;
            /* _unknown_act_token: an act missing from the table that looks like one */
            Py_ssize_t tb = b;
            for (Py_ssize_t k = a; k < b; k++) {
                Py_UCS4 c = st->s[k];
                if ((c == ' ' || c == 0xa0) && b - (k + 1) >= 1 && b - (k + 1) <= 2 && is_decimal_run(st->s, k + 1, b)) {
                    tb = k;
                    break;
                }
            }
            while (tb > a && st->s[tb - 1] == '.')
                tb--;
            PyObject *unknown = unknown_act(st, a, tb);
            if (unknown == NULL)
                return RULE_ERROR;
            if (unknown == Py_None) {
                Py_DECREF(unknown);
                return short_forms ? short_form(st, els) : RULE_NONE;
            }
            Py_ssize_t stop = a + PyUnicode_GET_LENGTH(unknown);
            PyObject *extra = PyDict_New();
            if (extra == NULL || dict_set(extra, "unknown_act", Py_True) < 0)
                goto unknown_error;
            Py_ssize_t cg[2 * (RX_statutes__CANTON_SUFFIX_NGROUPS + 1)];
            int clast;
            Py_ssize_t cr = rx_statutes__CANTON_SUFFIX_match(st->s, stop, st->n, cg, &clast);
            if (cr == -2)
                goto unknown_error;
            if (cr >= 0) { /* "RAJ/VD": a cantonal act */
                PyObject *canton = group_str(st, cg, 1);
                int in = canton ? PySequence_Contains(T.canton_codes, canton) : -1;
                if (in < 0 || (in && dict_set(extra, "canton", canton) < 0)) {
                    Py_XDECREF(canton);
                    goto unknown_error;
                }
                Py_DECREF(canton);
                if (in)
                    stop = cg[1];
            }
            int bad = emit_unknown(st, unknown, els, stop, extra) < 0;
            Py_DECREF(unknown);
            Py_DECREF(extra);
            return bad ? RULE_ERROR : stop;
        unknown_error:
            Py_DECREF(unknown);
            Py_XDECREF(extra);
            return RULE_ERROR;
        }
        end = a + used;
        PyObject *shared;
        int amb = ambiguous_reading(st, a, b, used, row, &shared);
        if (amb != 0) {
            Py_DECREF(row);
            if (amb < 0)
                return RULE_ERROR;
            return emit_ambiguous(st, g[2 * G(body)], g[2 * G(body) + 1], els, shared, end) < 0 ? RULE_ERROR : end;
        }
        int bad = emit_swiss(st, row, els, end);
        Py_DECREF(row);
        return bad < 0 ? RULE_ERROR : end;
    }
    if (g[2 * G(long)] >= 0) {
        PyObject *name = group_str(st, g, G(long)), *row = name ? act_lookup(name, st->lang_index, st->lang) : NULL;
        if (row == NULL) {
            Py_XDECREF(name);
            return PyErr_Occurred() ? RULE_ERROR : RULE_NONE; /* the long-name table only holds known keys */
        }
        /* "of the Civil Code": Swiss or Italian, as "CC" is */
        PyObject *token = PyDict_GetItemWithError(T.ambiguous_long, name);
        Py_DECREF(name);
        if (token == NULL && PyErr_Occurred()) {
            Py_DECREF(row);
            return RULE_ERROR;
        }
        if (token != NULL) {
            Py_DECREF(row);
            PyObject *shared = PyDict_GetItemWithError(T.ambiguous, token);
            if (shared == NULL)
                return PyErr_Occurred() ? RULE_ERROR : (PyErr_SetString(PyExc_KeyError, "ambiguous_long"), RULE_ERROR);
            return emit_ambiguous(st, g[2 * G(body)], g[2 * G(body) + 1], els, shared, end) < 0 ? RULE_ERROR : end;
        }
        int bad = emit_swiss(st, row, els, end);
        Py_DECREF(row);
        return bad < 0 ? RULE_ERROR : end;
    }
    if (g[2 * G(sr)] >= 0)
        return emit_sr(st, g, els, end);
    if (g[2 * G(cost)] >= 0) {
        PyObject *shared = PyDict_GetItemString(T.ambiguous, "Cost.");
        if (shared == NULL)
            return PyErr_SetString(PyExc_KeyError, "Cost."), RULE_ERROR;
        return emit_ambiguous(st, g[2 * G(body)], g[2 * G(body) + 1], els, shared, end) < 0 ? RULE_ERROR : end;
    }
    if (g[2 * G(itconst)] >= 0)
        return emit_it(st, T.s_Cost, T.s_cost, els, end) < 0 ? RULE_ERROR : end;
    if (g[2 * G(itcode)] >= 0) {
        PyObject *tok = group_str(st, g, G(itcode));
        PyObject *pair = tok ? PyDict_GetItemWithError(T.italian_codes, tok) : NULL;
        Py_XDECREF(tok);
        if (pair == NULL) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_KeyError, "an Italian code missing from ITALIAN_CODES");
            return RULE_ERROR;
        }
        return emit_it(st, PyTuple_GET_ITEM(pair, 0), PyTuple_GET_ITEM(pair, 1), els, end) < 0 ? RULE_ERROR : end;
    }
    if (g[2 * G(dword)] >= 0) {
        PyObject *found = decree_act(st, g);
        if (found == NULL)
            return RULE_ERROR;
        if (found == Py_None) {
            Py_DECREF(found);
            return short_forms ? short_form(st, els) : RULE_NONE;
        }
        int bad = emit_it(st, PyTuple_GET_ITEM(found, 0), PyTuple_GET_ITEM(found, 1), els, end) < 0;
        Py_DECREF(found);
        return bad ? RULE_ERROR : end;
    }
    if (g[2 * G(euword)] >= 0 || g[2 * G(eunick)] >= 0)
        return RULE_BAIL; /* EU acts */
    return short_forms ? short_form(st, els) : RULE_NONE;
}

/* ------------------------------------------------------------------ the rule */

/* text[max(0, pos-6):pos].rstrip().endswith(_MARGIN_LINKS) */
static int margin_link_before(const Scan *st, Py_ssize_t pos)
{
    Py_ssize_t lo = pos - 6 > 0 ? pos - 6 : 0, hi = pos;
    while (hi > lo && CH_SPACE(st->s[hi - 1]))
        hi--;
    Py_ssize_t nlinks = PyTuple_GET_SIZE(T.margin_links);
    for (Py_ssize_t k = 0; k < nlinks; k++)
        if (text_endswith(st, lo, hi, PyTuple_GET_ITEM(T.margin_links, k)))
            return 1;
    return 0;
}

/* statutes._margin_before(text, lo, pos): P.MARGIN_BEFORE_ARTICLE in text[lo:pos], after its cheap tests */
static int margin_before(const Scan *st, Py_ssize_t lo, Py_ssize_t pos)
{
    if (lo > pos)
        return 0; /* an empty window: no link word at its end */
    Py_ssize_t hi = pos;
    while (hi > lo && CH_SPACE(st->s[hi - 1]))
        hi--;
    int link = 0;
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(T.margin_link_words) && !link; k++)
        link = text_endswith(st, lo, hi, PyTuple_GET_ITEM(T.margin_link_words, k));
    if (!link)
        return 0;
    int digit = 0, ad = 0;
    for (Py_ssize_t i = lo; i < pos; i++) {
        if (CH_DECIMAL(st->s[i]))
            digit = 1;
        if (i + 1 < pos && st->s[i] == 'a' && st->s[i + 1] == 'd')
            ad = 1;
    }
    if (!digit && !ad)
        return 0;
    Py_ssize_t g[2 * (RX_patterns_MARGIN_BEFORE_ARTICLE_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_MARGIN_BEFORE_ARTICLE_search(st->s, lo, pos, g, &last);
    if (r == -2)
        return -1;
    return r >= 0;
}

static int is_continuation_space(Py_UCS4 c)
{
    return c == ' ' || c == '\t' || c == 0xa0 || c == 0x202f || c == '\n';
}

/* statutes._continue_list: further articles of other acts after a complete citation ending at end */
static Py_ssize_t continue_list(Scan *st, Py_ssize_t end)
{
    while (end >= 0 && PyList_GET_SIZE(st->out) > 0) {
        PyObject *lastcit = PyList_GET_ITEM(st->out, PyList_GET_SIZE(st->out) - 1);
        Py_ssize_t lend = attr_ssize(lastcit, T.a_end);
        if (lend == -1 && PyErr_Occurred())
            return RULE_ERROR;
        if (lend != end)
            break;
        if (end >= st->n || !str_has_char(T.continuation_first, st->s[end]))
            break;
        Py_ssize_t i = end, wend = end + 40 < st->n ? end + 40 : st->n;
        while (i < wend && is_continuation_space(st->s[i]))
            i++;
        if (i < wend && !str_has_char(T.continuation_initials, st->s[i]))
            break;
        Py_ssize_t g[2 * (RX_statutes_continuation_re_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_statutes_continuation_re_match(st->s, end, st->n, g, &last);
        if (r == -2)
            return RULE_ERROR;
        if (r < 0)
            break;
        Elements more = {0};
        if (elements_of(st, g[2 * G(body)], g[2 * G(body) + 1], g[2 * G(body)], &more) < 0) {
            els_free(&more);
            return RULE_ERROR;
        }
        Py_ssize_t nxt = more.n ? emit_match(st, g, &more, 0) : RULE_NONE;
        els_free(&more);
        if (nxt == RULE_ERROR || nxt == RULE_BAIL)
            return nxt;
        if (nxt < 0)
            break;
        end = nxt;
    }
    return end;
}

/* statutes._single: the commonest shape in one step; RULE_NONE (nothing emitted) for any other shape */
static Py_ssize_t single(Scan *st, const Py_ssize_t *g, Py_ssize_t pos)
{
    Py_ssize_t body_a = g[2 * G(body)], body_b = g[2 * G(body) + 1];
    Py_ssize_t sp[6] = {body_a, body_b, -1, -1, -1, -1};
    if (!article_only(st, body_a, body_b)) {
        int r = plain_body(st, body_a, body_b, sp);
        if (r < 0)
            return RULE_ERROR;
        if (r == 0)
            return RULE_NONE;
    }
    Py_ssize_t act_a = g[2 * G(act)], act_b = g[2 * G(act) + 1], used;
    PyObject *row = resolve_act_token(st, act_a, act_b, &used);
    if (row == NULL)
        return used < 0 ? RULE_ERROR : RULE_NONE;
    Py_ssize_t end = act_a + used;
    PyObject *shared;
    int amb = ambiguous_reading(st, act_a, act_b, used, row, &shared);
    if (amb != 0) {
        Py_DECREF(row);
        if (amb < 0)
            return RULE_ERROR;
        Elements els = {0};
        Element *e = els_push(&els, pos, body_b, substr(st, sp[0], sp[1]));
        int bad = e == NULL;
        if (!bad && sp[2] >= 0)
            bad = (e->paragraph = substr(st, sp[2], sp[3])) == NULL;
        if (!bad && sp[4] >= 0)
            bad = (e->letter = substr(st, sp[4], sp[5])) == NULL;
        if (!bad)
            bad = emit_ambiguous(st, body_a, body_b, &els, shared, end) < 0;
        els_free(&els);
        return bad ? RULE_ERROR : end;
    }
    PyObject *abbr = PyTuple_GET_ITEM(row, 0), *sr = PyTuple_GET_ITEM(row, 1), *prefix = PyTuple_GET_ITEM(row, 2);
    PyObject *fields = PyDict_New(), *article = substr(st, sp[0], sp[1]), *canonical = NULL;
    if (fields == NULL || article == NULL)
        goto error;
    if (PyDict_SetItem(fields, T.k_act, abbr) < 0 || (truthy(sr) && PyDict_SetItem(fields, T.k_sr, sr) < 0) ||
        PyDict_SetItem(fields, T.k_article, article) < 0)
        goto error;
    if ((canonical = PyUnicode_Concat(prefix, article)) == NULL)
        goto error;
    static const char *labels[2] = {":para-", ":let-"};
    PyObject *keys[2] = {T.k_paragraph, T.k_letter};
    for (int k = 0; k < 2; k++) {
        if (sp[2 + 2 * k] < 0)
            continue;
        PyObject *v = substr(st, sp[2 + 2 * k], sp[3 + 2 * k]);
        if (v == NULL)
            goto error;
        int bad = PyDict_SetItem(fields, keys[k], v) < 0;
        PyObject *piece = bad ? NULL : PyUnicode_FromFormat("%s%U", labels[k], v);
        Py_DECREF(v);
        if (piece == NULL)
            goto error;
        PyObject *joined = PyUnicode_Concat(canonical, piece);
        Py_DECREF(piece);
        Py_SETREF(canonical, joined);
        if (canonical == NULL)
            goto error;
    }
    Py_DECREF(article);
    Py_DECREF(row);
    if (emit(st, pos, end, T.s_statute, T.s_CH, fields, canonical, 0, NULL, NULL) == NULL)
        return RULE_ERROR;
    return end;
error:
    Py_XDECREF(fields);
    Py_XDECREF(article);
    Py_XDECREF(canonical);
    Py_DECREF(row);
    return RULE_ERROR;
}

Py_ssize_t rule_statute(Scan *st, Py_ssize_t pos)
{
    const Py_UCS4 *s = st->s;
    if (pos && (CH_ALNUM(s[pos - 1]) || s[pos - 1] == '_'))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_statutes_statute_re_NGROUPS + 1)];
    int last;
    Py_ssize_t mend = rx_statutes_statute_re_match(s, pos, st->n, g, &last);
    if (mend == -2)
        return RULE_ERROR;
    if (mend < 0)
        return RULE_NONE;
    int margin = 0;
    if (margin_link_before(st, pos)) {
        margin = margin_before(st, pos - 24 > st->floor ? pos - 24 : st->floor, pos);
        if (margin < 0)
            return RULE_ERROR;
    }
    if (g[2 * G(act)] >= 0 && !margin) {
        Py_ssize_t end = single(st, g, pos);
        if (end == RULE_ERROR)
            return end;
        if (end >= 0)
            return continue_list(st, end);
    }
    Elements els = {0};
    Py_ssize_t body_a = g[2 * G(body)], body_b = g[2 * G(body) + 1];
    if (elements_of(st, body_a, body_b, pos, &els) < 0) {
        els_free(&els);
        return RULE_ERROR;
    }
    if (els.n == 0) {
        els_free(&els);
        return RULE_NONE;
    }
    if (margin) {
        /* statutes._in_doctrine: "N. 1b zu Art. 385 StPO", the article belongs to a doctrine reference */
        els_free(&els);
        Py_ssize_t end = g[1];
        if (g[2 * G(act)] >= 0) {
            Py_ssize_t used;
            PyObject *row = resolve_act_token(st, g[2 * G(act)], g[2 * G(act) + 1], &used);
            if (row == NULL && used < 0)
                return RULE_ERROR;
            end = row != NULL ? g[2 * G(act)] + used : body_b;
            Py_XDECREF(row);
        }
        return informal_before(st, pos, end) < 0 ? RULE_ERROR : end;
    }
    if (g[2 * G(act)] < 0 && names_no_act(g)) {
        /* doctrine.margin_after_article: text[max(ctx.floor, pos - 3):pos].rstrip(" \u00a0").endswith(",") */
        Py_ssize_t lo = pos - 3 > st->floor ? pos - 3 : st->floor, hi = pos;
        while (hi > lo && (s[hi - 1] == ' ' || s[hi - 1] == 0xa0))
            hi--;
        if (hi > lo && s[hi - 1] == ',') {
            Py_ssize_t dend = margin_after_article(st, body_a, body_b);
            if (dend != RULE_NONE) {
                els_free(&els);
                return dend;
            }
        }
    }
    Py_ssize_t end = emit_match(st, g, &els, 1);
    els_free(&els);
    if (end < 0)
        return end; /* RULE_NONE: _continue_list(None) is None */
    return continue_list(st, end);
}

/* statutes.handle_bare_paragraph: a bare "Abs. 2" / "al. 2" / "cpv. 2" continuing the statute just cited;
   continuing an Italian or EU act answers RULE_BAIL */
Py_ssize_t rule_para(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_BARE_PARAGRAPH_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_BARE_PARAGRAPH_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    Py_ssize_t mend = g[1];
    Py_ssize_t h[2 * (RX_patterns_INTERNAL_AFTER_NGROUPS + 1)];
    r = rx_patterns_INTERNAL_AFTER_match(st->s, mend, st->n, h, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r >= 0)
        return mend;
    PyObject *ante = ctx_last(st, T.statute_classes, 400, pos);
    if (ante == NULL)
        return PyErr_Occurred() ? RULE_ERROR : RULE_NONE;
    PyObject *afields = cit_attr(ante, T.a_fields);
    if (afields == NULL)
        return RULE_ERROR;
    PyObject *article = PyDict_Check(afields) ? PyDict_GetItemWithError(afields, T.k_article) : NULL;
    if (article == NULL) {
        Py_DECREF(afields);
        return PyErr_Occurred() ? RULE_ERROR : RULE_NONE;
    }
    PyObject *cls = cit_attr(ante, T.a_cls);
    if (cls == NULL) {
        Py_DECREF(afields);
        return RULE_ERROR;
    }
    int statute = PyUnicode_Compare(cls, T.s_statute) == 0;
    Py_DECREF(cls);
    if (!statute) {
        Py_DECREF(afields);
        return RULE_BAIL;
    }
    Py_ssize_t rc = RULE_ERROR;
    PyObject *acanon = cit_attr(ante, T.a_canonical), *row = NULL;
    Elements els = {0};
    if (acanon == NULL)
        goto done;
    PyObject *act = PyDict_GetItemWithError(afields, T.k_act);
    PyObject *act_s = act ? PyObject_Str(act) : (PyErr_Occurred() ? NULL : PyUnicode_FromString(""));
    if (act_s == NULL)
        goto done;
    row = act_lookup(act_s, 1, T.s_de);
    Py_DECREF(act_s);
    if (row == NULL) {
        rc = PyErr_Occurred() ? RULE_ERROR : mend; /* _continue emits nothing for an unknown act */
        goto done;
    }
    Element *e = els_push(&els, pos, mend, PyObject_Str(article));
    if (e == NULL)
        goto done;
    e->paragraph = group_str(st, g, RX_patterns_BARE_PARAGRAPH_G_para);
    e->letter = group_str(st, g, RX_patterns_BARE_PARAGRAPH_G_let);
    e->number = group_str(st, g, RX_patterns_BARE_PARAGRAPH_G_num);
    if (e->paragraph == NULL || e->letter == NULL || e->number == NULL)
        goto done;
    /* None values are kept as NULL in an element */
    if (e->paragraph == Py_None)
        Py_CLEAR(e->paragraph);
    if (e->letter == Py_None)
        Py_CLEAR(e->letter);
    if (e->number == Py_None)
        Py_CLEAR(e->number);
    PyObject *fields, *canonical;
    if (swiss_fields(row, e, &fields, &canonical) < 0)
        goto done;
    if (emit(st, e->start, e->end, T.s_statute, T.s_CH, fields, canonical, 1, acanon, extra_of(e)) == NULL)
        goto done;
    rc = mend;
done:
    els_free(&els);
    Py_XDECREF(row);
    Py_XDECREF(acanon);
    Py_DECREF(afields);
    return rc;
}

/* statutes.handle_sr: "SR 220", the act with that SR number, or an SR id */
Py_ssize_t rule_sr(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_SR_RE_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_SR_RE_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    PyObject *sr = group_str(st, g, RX_patterns_SR_RE_G_sr);
    if (sr == NULL)
        return RULE_ERROR;
    /* acts.act_by_sr(sr): by_sr.get(sr.strip()); the group holds no spaces */
    PyObject *key = PyDict_GetItemWithError(T.by_sr, sr);
    PyObject *row = key ? PyDict_GetItemWithError(T.act_rows, key) : NULL;
    if (row == NULL && PyErr_Occurred()) {
        Py_DECREF(sr);
        return RULE_ERROR;
    }
    PyObject *fields = PyDict_New(), *canonical = NULL;
    if (fields == NULL)
        goto error;
    if (row != NULL) {
        /* {"act": info.abbr, "sr": sr}, C.ch_statute(info.key) */
        if (put(fields, "act", PyTuple_GET_ITEM(row, 0)) < 0 || put(fields, "sr", sr) < 0)
            goto error;
        PyObject *k = clean_str(PyTuple_GET_ITEM(row, 3));
        canonical = k ? PyUnicode_FromFormat("ch:%U", k) : NULL;
        Py_XDECREF(k);
    } else {
        /* {"sr": sr}, C.ch_sr(sr) */
        if (put(fields, "sr", sr) < 0)
            goto error;
        PyObject *k = clean_str(sr);
        canonical = k ? PyUnicode_FromFormat("ch:sr-%U", k) : NULL;
        Py_XDECREF(k);
    }
    if (canonical == NULL)
        goto error;
    Py_DECREF(sr);
    if (emit(st, pos, g[1], T.s_statute, T.s_CH, fields, canonical, 0, NULL, NULL) == NULL)
        return RULE_ERROR;
    return g[1];
error:
    Py_DECREF(sr);
    Py_XDECREF(fields);
    return RULE_ERROR;
}
