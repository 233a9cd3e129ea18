/* The driver of the compiled scanner: extract.py's anchor loop, in C.
 *
 * run(ctx, hits, codes, rules): for each anchor hit (word index, start, end) at or after the floor, the
 * C rule of the word (codes[index] != 0) runs, or the Python rule rules[index](ctx, pos); a C rule that
 * answers RULE_BAIL is undone (ctx.out cut back) and the Python rule runs instead.  The floor moves as
 * in extract.py: to the end a rule returns when that is beyond it.
 */
#include "scan.h"
#include "structmember.h"

Tables T;

/* ---- new citations: Citation.__init__'s stores, made through the slot offsets ---- */
enum {
    S_TEXT, S_START, S_END, S_CLS, S_JUR, S_FIELDS, S_CANONICAL, S_CLAIM, S_CLAIM_START, S_CLAIM_END,
    S_SHORT_FORM, S_ANTECEDENT, S_LANG, S_LOCATOR, S_EXTRA, S_CLAIM_SOURCE, N_SLOTS
};
static Py_ssize_t slot_offset[N_SLOTS];
static int fast_citations; /* the offsets were read: build citations without calling the class */

static int read_slots(PyObject *descriptors)
{
    fast_citations = 0;
    if (!PyTuple_Check(descriptors) || PyTuple_GET_SIZE(descriptors) != N_SLOTS)
        return 0; /* another shape of Citation: call the class */
    for (int i = 0; i < N_SLOTS; i++) {
        PyObject *d = PyTuple_GET_ITEM(descriptors, i);
        if (!PyObject_TypeCheck(d, &PyMemberDescr_Type))
            return 0;
        PyMemberDef *m = ((PyMemberDescrObject *)d)->d_member;
        if (m->type != T_OBJECT_EX || (m->flags & READONLY))
            return 0;
        slot_offset[i] = m->offset;
    }
    fast_citations = 1;
    return 0;
}

/* obj.name for a citation's plain slots (start, end, cls, jurisdiction, fields, canonical, short_form):
   read at the slot's offset; anything else through getattr.  A new reference, or NULL with an error. */
PyObject *cit_attr(PyObject *obj, PyObject *name)
{
    if (fast_citations && Py_TYPE(obj) == (PyTypeObject *)T.citation_type) {
        int slot = name == T.a_start ? S_START : name == T.a_end ? S_END : name == T.a_cls ? S_CLS
                 : name == T.a_jurisdiction ? S_JUR : name == T.a_fields ? S_FIELDS
                 : name == T.a_canonical ? S_CANONICAL : name == T.a_short_form ? S_SHORT_FORM : -1;
        if (slot >= 0) {
            PyObject *v = *(PyObject **)((char *)obj + slot_offset[slot]);
            if (v != NULL)
                return Py_NewRef(v);
        }
    }
    return PyObject_GetAttr(obj, name);
}

static inline void store(PyObject *obj, int slot, PyObject *value)
{
    PyObject **p = (PyObject **)((char *)obj + slot_offset[slot]);
    Py_XSETREF(*p, Py_NewRef(value));
}


PyObject *emit(Scan *st, Py_ssize_t start, Py_ssize_t end, PyObject *cls, PyObject *jur, PyObject *fields,
               PyObject *canonical, int short_form, PyObject *antecedent, PyObject *extra)
{
    PyObject *cit = NULL, *text = NULL, *a = NULL, *b = NULL, *zero = NULL;
    if (fields == NULL || canonical == NULL)
        goto done;
    if (extra == NULL && (extra = PyDict_New()) == NULL)
        goto done;
    text = substr(st, start, end);
    a = PyLong_FromSsize_t(start);
    b = PyLong_FromSsize_t(end);
    zero = PyLong_FromLong(0);
    if (text == NULL || a == NULL || b == NULL || zero == NULL)
        goto done;
    PyObject *args[15] = {
        text, a, b, cls, jur, fields, canonical, T.s_empty, zero, zero,
        short_form ? Py_True : Py_False, antecedent ? antecedent : Py_None, st->lang, Py_None, extra,
    };
    if (fast_citations) {
        PyTypeObject *tp = (PyTypeObject *)T.citation_type;
        cit = tp->tp_alloc(tp, 0);
        if (cit != NULL) {
            for (int i = 0; i < 15; i++)
                store(cit, i, args[i]);
            store(cit, S_CLAIM_SOURCE, Py_None);
            /* A citation holds text, numbers, dicts of text and numbers and its claim source, none of which
               refers back to it: it can be in no reference cycle, so the cycle collector need not track
               it (as CPython leaves dicts and tuples of atomic values untracked).  Thousands of them
               per document otherwise make every collection traverse them. */
            PyObject_GC_UnTrack(cit);
        }
    } else {
        cit = PyObject_Vectorcall(T.citation_type, args, 15, NULL);
    }
    if (cit != NULL && PyList_Append(st->out, cit) < 0)
        Py_CLEAR(cit);
done:
    Py_XDECREF(fields);
    Py_XDECREF(canonical);
    Py_XDECREF(extra);
    Py_XDECREF(text);
    Py_XDECREF(a);
    Py_XDECREF(b);
    Py_XDECREF(zero);
    if (cit == NULL)
        return NULL;
    Py_DECREF(cit); /* ctx.out holds it */
    return cit;
}

typedef Py_ssize_t (*crule)(Scan *, Py_ssize_t);

/* counters for lexgate bench parse (stats()): anchors run by a C rule, C rules that bailed out, anchors
   run by a Python rule, per rule code (0 = a kind without a C rule) */
#define NCODES 32
static unsigned long long n_c[NCODES], n_bail[NCODES], n_py[NCODES];

PyObject *scan_stats(PyObject *self, PyObject *args)
{
    (void)self;
    int reset = 0;
    if (!PyArg_ParseTuple(args, "|p", &reset))
        return NULL;
    PyObject *out = PyList_New(0);
    for (int k = 0; out != NULL && k < NCODES; k++) {
        if (!n_c[k] && !n_bail[k] && !n_py[k])
            continue;
        PyObject *row = Py_BuildValue("(iKKK)", k, n_c[k], n_bail[k], n_py[k]);
        if (row == NULL || PyList_Append(out, row) < 0)
            Py_CLEAR(out);
        Py_XDECREF(row);
    }
    if (reset) {
        memset(n_c, 0, sizeof n_c);
        memset(n_bail, 0, sizeof n_bail);
        memset(n_py, 0, sizeof n_py);
    }
    return out;
}

static crule rule_of_code(int code)
{
    switch (code) { /* cscan.RULE_CODES */
    case 1:
        return rule_statute;
    case 2:
        return rule_bge;
    case 3:
        return rule_slash;
    case 4:
        return rule_page;
    case 5:
        return rule_court;
    case 6:
        return rule_ticino;
    case 7:
        return rule_cons;
    case 8:
        return rule_para;
    case 9:
        return rule_itact;
    case 10:
        return rule_eu;
    case 11:
        return rule_sr;
    case 12:
        return rule_margin;
    case 13:
        return rule_zurich;
    case 14:
        return rule_basel;
    case 15:
        return rule_short;
    case 16:
        return rule_commentary;
    case 17:
        return rule_treatise;
    default:
        return NULL;
    }
}

static Py_ssize_t python_rule(Scan *st, PyObject *rule, Py_ssize_t pos)
{
    PyObject *floor = PyLong_FromSsize_t(st->floor);
    if (floor == NULL)
        return RULE_ERROR;
    int bad = PyObject_SetAttr(st->ctx, T.s_floor, floor);
    Py_DECREF(floor);
    if (bad < 0)
        return RULE_ERROR;
    PyObject *p = PyLong_FromSsize_t(pos);
    if (p == NULL)
        return RULE_ERROR;
    PyObject *args[2] = {st->ctx, p};
    PyObject *r = PyObject_Vectorcall(rule, args, 2, NULL);
    Py_DECREF(p);
    if (r == NULL)
        return RULE_ERROR;
    Py_ssize_t end = RULE_NONE;
    if (r != Py_None) {
        end = PyLong_AsSsize_t(r);
        if (end == -1 && PyErr_Occurred())
            end = RULE_ERROR;
    }
    Py_DECREF(r);
    return end;
}

/* extract's last steps: ctx.out sorted by start (stable), then every citation's _claim_source set to
   claim_fill(text, frozenset of the ends of the citations whose text ends with ".") */
static int finish(Scan *st, PyObject *claim_fill)
{
    Py_ssize_t n = PyList_GET_SIZE(st->out);
    if (n == 0)
        return 0;
    Py_ssize_t prev = -1;
    int sorted = 1;
    for (Py_ssize_t i = 0; i < n && sorted; i++) {
        Py_ssize_t a = attr_ssize(PyList_GET_ITEM(st->out, i), T.a_start);
        if (a == -1 && PyErr_Occurred())
            return -1;
        sorted = a >= prev;
        prev = a;
    }
    if (!sorted) {
        PyObject *key = PyObject_GetAttrString(T.operator_module, "attrgetter");
        PyObject *getter = key ? PyObject_CallFunction(key, "s", "start") : NULL;
        Py_XDECREF(key);
        if (getter == NULL)
            return -1;
        PyObject *sort = PyObject_GetAttrString(st->out, "sort"), *kw = sort ? Py_BuildValue("{sO}", "key", getter) : NULL;
        PyObject *empty = kw ? PyTuple_New(0) : NULL;
        PyObject *r = empty ? PyObject_Call(sort, empty, kw) : NULL;
        Py_XDECREF(sort);
        Py_XDECREF(kw);
        Py_XDECREF(empty);
        Py_DECREF(getter);
        if (r == NULL)
            return -1;
        Py_DECREF(r);
    }
    PyObject *ends = PySet_New(NULL);
    if (ends == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *cit = PyList_GET_ITEM(st->out, i);
        Py_ssize_t e = attr_ssize(cit, T.a_end);
        if (e == -1 && PyErr_Occurred())
            goto error;
        if (e >= 1 && e <= st->n && st->s[e - 1] == '.') { /* text.endswith(".", 0, end) */
            PyObject *v = PyLong_FromSsize_t(e);
            if (v == NULL || PySet_Add(ends, v) < 0) {
                Py_XDECREF(v);
                goto error;
            }
            Py_DECREF(v);
        }
    }
    PyObject *frozen = PyFrozenSet_New(ends);
    Py_DECREF(ends);
    if (frozen == NULL)
        return -1;
    PyObject *args[2] = {st->text, frozen};
    PyObject *fill = PyObject_Vectorcall(claim_fill, args, 2, NULL);
    Py_DECREF(frozen);
    if (fill == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *cit = PyList_GET_ITEM(st->out, i);
        if (fast_citations && Py_TYPE(cit) == (PyTypeObject *)T.citation_type) {
            store(cit, S_CLAIM_SOURCE, fill);
        } else if (PyObject_SetAttr(cit, T.a_claim_source, fill) < 0) {
            Py_DECREF(fill);
            return -1;
        }
    }
    Py_DECREF(fill);
    return 0;
error:
    Py_DECREF(ends);
    return -1;
}

static int lang_index(PyObject *lang)
{
    static const char *names[] = {"de", "fr", "it", "en"};
    if (lang == Py_None)
        return 0;
    for (int i = 0; i < 4; i++)
        if (PyUnicode_CompareWithASCIIString(lang, names[i]) == 0)
            return i + 1;
    return 0;
}

PyObject *scan_run(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *ctx, *codes, *rules, *claim_fill;
    if (!PyArg_ParseTuple(args, "OO!O!O", &ctx, &PyBytes_Type, &codes, &PyList_Type, &rules, &claim_fill))
        return NULL;
    if (T.citation_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_cscan.configure() was not called");
        return NULL;
    }
    Scan st = {0};
    PyObject *result = NULL;
    int gc_was_on = 0;
    Hit *hits = NULL;
    Py_ssize_t nhits = 0;
    st.ctx = ctx;
    st.text = PyObject_GetAttrString(ctx, "text");
    st.lang = PyObject_GetAttrString(ctx, "lang");
    st.out = PyObject_GetAttrString(ctx, "out");
    if (st.text == NULL || st.lang == NULL || st.out == NULL)
        goto done;
    if (!PyUnicode_Check(st.text) || !PyList_Check(st.out)) {
        PyErr_SetString(PyExc_TypeError, "ctx.text must be a str and ctx.out a list");
        goto done;
    }
    st.n = PyUnicode_GET_LENGTH(st.text);
    st.s = PyUnicode_AsUCS4Copy(st.text);
    if (st.s == NULL)
        goto done;
    st.lang_index = lang_index(st.lang);
    st.bytes = PyUnicode_KIND(st.text) == PyUnicode_1BYTE_KIND ? PyUnicode_1BYTE_DATA(st.text) : NULL;
    /* no garbage collection while the citations are built (none of them can be garbage yet) */
    gc_was_on = PyGC_Disable();
    const unsigned char *code_of = (const unsigned char *)PyBytes_AS_STRING(codes);
    Py_ssize_t ncodes = PyBytes_GET_SIZE(codes);
    Py_ssize_t nrules = PyList_GET_SIZE(rules);
    if (prescan(&st, &hits, &nhits) < 0)
        goto done;
    for (Py_ssize_t h = 0; h < nhits; h++) {
        int idx = hits[h].idx;
        Py_ssize_t pos = hits[h].a;
        if (pos < st.floor)
            continue;
        if (idx < 0 || idx >= nrules) {
            PyErr_SetString(PyExc_IndexError, "anchor word index out of range");
            goto done;
        }
        Py_ssize_t end = RULE_BAIL;
        int code = idx < ncodes ? code_of[idx] % NCODES : 0;
        crule fn = rule_of_code(code);
        if (fn != NULL) {
            Py_ssize_t before = PyList_GET_SIZE(st.out);
            n_c[code]++;
            end = fn(&st, pos);
            if (end == RULE_ERROR && PyErr_ExceptionMatches(PyExc_MemoryError)) {
                /* a generated regex ran out of its backtracking budget (a list of thousands of items):
                   the Python rule, whose re has no such budget, decides this anchor */
                PyErr_Clear();
                end = RULE_BAIL;
            }
            if (end == RULE_BAIL)
                n_bail[code]++;
            /* a C rule bails before it changes any citation it did not add itself */
            if (end == RULE_BAIL && PyList_GET_SIZE(st.out) > before &&
                PyList_SetSlice(st.out, before, PyList_GET_SIZE(st.out), NULL) < 0)
                goto done;
        }
        if (end == RULE_BAIL) {
            n_py[code]++;
            end = python_rule(&st, PyList_GET_ITEM(rules, idx), pos);
        }
        if (end == RULE_ERROR)
            goto done;
        if (end >= 0 && end > st.floor)
            st.floor = end;
    }
    if (sync_floor(&st) < 0)
        goto done;
    if (finish(&st, claim_fill) < 0)
        goto done;
    result = Py_NewRef(st.out);
done:
    if (gc_was_on)
        PyGC_Enable();
    PyMem_Free(hits);
    PyMem_Free(st.s);
    Py_XDECREF(st.jurisdiction);
    Py_XDECREF(st.text);
    Py_XDECREF(st.lang);
    Py_XDECREF(st.out);
    return result;
}

/* configure(tables: dict): the tables of cscan.py, kept for the life of the process. */
static int take(PyObject *d, const char *key, PyObject **slot, PyTypeObject *type)
{
    PyObject *v = PyDict_GetItemString(d, key);
    if (v == NULL) {
        PyErr_Format(PyExc_KeyError, "configure(): missing table %s", key);
        return -1;
    }
    if (type != NULL && !PyObject_TypeCheck(v, type)) {
        PyErr_Format(PyExc_TypeError, "configure(): table %s has the wrong type", key);
        return -1;
    }
    Py_XSETREF(*slot, Py_NewRef(v));
    return 0;
}

static PyObject *intern(const char *s)
{
    return PyUnicode_InternFromString(s);
}

PyObject *scan_configure(PyObject *self, PyObject *arg)
{
    (void)self;
    if (!PyDict_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "configure() needs a dict");
        return NULL;
    }
        if (take(arg, "citation_type", &T.citation_type, NULL) < 0 ||
        take(arg, "numbered_paragraph_acts", &T.numbered_paragraph_acts, &PyFrozenSet_Type) < 0 ||
        take(arg, "alternative_langs", &T.alternative_langs, &PyFrozenSet_Type) < 0 ||
        take(arg, "alternatives_in_every_lang", &T.alternatives_in_every_lang, &PyFrozenSet_Type) < 0 ||
        take(arg, "pinpoint_jurisdiction", &T.pinpoint_jurisdiction, NULL) < 0 ||
        take(arg, "unknown_act", &T.unknown_act, NULL) < 0 ||
        take(arg, "author_stopwords", &T.author_stopwords, &PyFrozenSet_Type) < 0 ||
        take(arg, "italian_codes", &T.italian_codes, &PyDict_Type) < 0 ||
        take(arg, "non_act_words", &T.non_act_words, &PyFrozenSet_Type) < 0 ||
        take(arg, "act_word_suffixes", &T.act_word_suffixes, &PyTuple_Type) < 0 ||
        take(arg, "it_decree_words", &T.it_decree_words, &PyDict_Type) < 0 ||
        take(arg, "it_decree_keys", &T.it_decree_keys, &PyDict_Type) < 0 ||
        take(arg, "canton_codes", &T.canton_codes, &PyTuple_Type) < 0 ||
        take(arg, "canton_adjectives", &T.canton_adjectives, &PyDict_Type) < 0 ||
        take(arg, "doctrine_classes", &T.doctrine_classes, &PyFrozenSet_Type) < 0 ||
        take(arg, "shortform_decisions", &T.shortform_decisions, &PyFrozenSet_Type) < 0 ||
        take(arg, "non_title_words", &T.non_title_words, &PyFrozenSet_Type) < 0 ||
        take(arg, "noun_determiners", &T.noun_determiners, &PyFrozenSet_Type) < 0 ||
        take(arg, "following", &T.following, &PyDict_Type) < 0 ||
        take(arg, "italian_ordinal_comma", &T.italian_ordinal_comma, &PyDict_Type) < 0 ||
        take(arg, "sentence_ordinals", &T.sentence_ordinals, &PyDict_Type) < 0 ||
        take(arg, "list_connectors", &T.list_connectors, &PyFrozenSet_Type) < 0 ||
        take(arg, "months", &T.months, &PyTuple_Type) < 0 ||
        take(arg, "statute_classes", &T.statute_classes, &PyFrozenSet_Type) < 0 ||
        take(arg, "decision_nouns", &T.decision_nouns, &PyTuple_Type) < 0 ||
        take(arg, "months_dict", &T.months_dict, &PyDict_Type) < 0 ||
        take(arg, "bge_continue_initials", &T.bge_continue_initials, &PyUnicode_Type) < 0 ||
        take(arg, "bge_page_continue_initials", &T.bge_page_continue_initials, &PyUnicode_Type) < 0 ||
        take(arg, "decision_classes", &T.decision_classes, &PyFrozenSet_Type) < 0 ||
        take(arg, "act_fallback", &T.act_fallback, NULL) < 0 ||
        take(arg, "act_rows", &T.act_rows, &PyDict_Type) < 0 ||
        take(arg, "long_names", &T.long_names, &PyDict_Type) < 0 ||
        take(arg, "by_sr", &T.by_sr, &PyDict_Type) < 0 ||
        take(arg, "ambiguous", &T.ambiguous, &PyDict_Type) < 0 ||
        take(arg, "ambiguous_long", &T.ambiguous_long, &PyDict_Type) < 0 ||
        take(arg, "para_words", &T.para_words, &PyFrozenSet_Type) < 0 ||
        take(arg, "letter_words", &T.letter_words, &PyFrozenSet_Type) < 0 ||
        take(arg, "margin_links", &T.margin_links, &PyTuple_Type) < 0 ||
        take(arg, "margin_link_words", &T.margin_link_words, &PyTuple_Type) < 0 ||
        take(arg, "continuation_first", &T.continuation_first, &PyUnicode_Type) < 0 ||
        take(arg, "continuation_initials", &T.continuation_initials, &PyUnicode_Type) < 0)
        return NULL;
    PyObject *words = PyDict_GetItemString(arg, "anchor_words");
    if (words == NULL || build_anchor_trie(words) < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "configure(): missing anchor_words");
        return NULL;
    }
    PyObject *stop = PyDict_GetItemString(arg, "stopwords"), *sample = PyDict_GetItemString(arg, "lang_sample");
    Py_ssize_t nsample = sample ? PyLong_AsSsize_t(sample) : -1;
    if (stop == NULL || nsample < 0 || build_stopwords(stop, nsample) < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "configure(): missing stopwords or lang_sample");
        return NULL;
    }
    PyObject *cue_table = PyDict_GetItemString(arg, "cues");
    if (cue_table == NULL || build_cues(cue_table) < 0 || build_both_trie(words, cue_table) < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "configure(): missing cues");
        return NULL;
    }
    PyObject *descriptors = PyDict_GetItemString(arg, "citation_slots");
    if (descriptors == NULL || read_slots(descriptors) < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "configure(): missing citation_slots");
        return NULL;
    }
    if (!PyType_Check(T.citation_type)) {
        PyErr_SetString(PyExc_TypeError, "configure(): citation_type must be a class");
        return NULL;
    }
    Py_XSETREF(T.lookup_cache, PyDict_New());
    if (T.lookup_cache == NULL)
        return NULL;
    PyObject *by_lang = PyDict_GetItemString(arg, "acts_by_lang");
    if (by_lang == NULL || !PyTuple_Check(by_lang) || PyTuple_GET_SIZE(by_lang) != 5) {
        PyErr_SetString(PyExc_TypeError, "configure(): acts_by_lang must be a tuple of 5 dicts");
        return NULL;
    }
    for (int i = 0; i < 5; i++)
        Py_XSETREF(T.acts_by_lang[i], Py_NewRef(PyTuple_GET_ITEM(by_lang, i)));
#define INTERN(slot, s)                                                                                     \
    if (T.slot == NULL && (T.slot = intern(s)) == NULL)                                                    \
        return NULL;
    INTERN(s_floor, "floor")
    INTERN(s_BGE, "BGE")
    INTERN(s_federal_case, "federal-case")
    INTERN(s_cantonal_case, "cantonal-case")
    INTERN(s_BGer, "BGer")
    INTERN(s_BVGer, "BVGer")
    INTERN(s_XX, "XX")
    INTERN(s_TI, "TI")
    INTERN(s_statute, "statute")
    INTERN(s_it_statute, "it-statute")
    INTERN(s_de, "de")
    INTERN(a_end, "end")
    INTERN(a_start, "start")
    INTERN(a_short_form, "short_form")
    INTERN(k_author, "author")
    INTERN(s_Cost, "Cost.")
    INTERN(s_GE, "GE")
    INTERN(a_jurisdiction_cache, "_jurisdiction")
    INTERN(a_claim_source, "_claim_source")
    INTERN(a_jurisdiction, "jurisdiction")
    if (T.operator_module == NULL && (T.operator_module = PyImport_ImportModule("operator")) == NULL)
        return NULL;
    INTERN(s_VD, "VD")
    INTERN(s_ZH, "ZH")
    INTERN(s_BS, "BS")
    INTERN(s_cost, "cost")
    INTERN(k_work, "work")
    INTERN(k_margin, "margin")
    INTERN(s_doctrine_informal, "doctrine-informal")
    INTERN(a_cls, "cls")
    INTERN(a_fields, "fields")
    INTERN(a_canonical, "canonical")
    INTERN(s_CH, "CH")
    INTERN(s_IT, "IT")
    INTERN(s_EU, "EU")
    INTERN(s_empty, "")
    INTERN(k_act, "act")
    INTERN(k_sr, "sr")
    INTERN(k_article, "article")
    INTERN(k_paragraph, "paragraph")
    INTERN(k_letter, "letter")
#undef INTERN
    static const char *numbers[] = {"short_form_reach", "bge_continue_reach", "consideration_reach",
                                    "prefix_reach", "doctrine_reach", "shortform_reach", "first_underscore_year"};
    Py_ssize_t *slots[] = {&T.short_form_reach, &T.bge_continue_reach, &T.consideration_reach, &T.prefix_reach,
                           &T.doctrine_reach, &T.shortform_reach, NULL};
    for (int i = 0; i < 7; i++) {
        PyObject *v = PyDict_GetItemString(arg, numbers[i]);
        Py_ssize_t x = v ? PyLong_AsSsize_t(v) : -1;
        if (x < 0) {
            if (!PyErr_Occurred())
                PyErr_Format(PyExc_ValueError, "configure(): %s missing", numbers[i]);
            return NULL;
        }
        if (slots[i])
            *slots[i] = x;
        else
            T.first_underscore_year = (long)x;
    }
    Py_RETURN_NONE;
}
