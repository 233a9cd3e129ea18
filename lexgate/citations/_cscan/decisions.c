/* Decision rules in C: decisions.handle_bge (with its list continuations), handle_slash (federal,
 * BVGer and EVG dockets with court prefix, date and consideration), handle_ticino, and the cheap first
 * tests of handle_court, handle_bare_consideration and doctrine.handle_page (what they emit is left to
 * Python: RULE_BAIL).  Geneva and Vaud dockets answer RULE_BAIL.
 */
#include "scan.h"

/* ------------------------------------------------------------------ shared pieces */

static PyObject *int_of(const Scan *st, const Py_ssize_t *g, int k)
{
    /* int(text): ASCII digits (nearly always) without making the str first */
    Py_ssize_t a = g[2 * k], b = g[2 * k + 1];
    if (a >= 0 && b > a && b - a <= 9) {
        long v = 0;
        Py_ssize_t i = a;
        for (; i < b && st->s[i] >= '0' && st->s[i] <= '9'; i++)
            v = v * 10 + (long)(st->s[i] - '0');
        if (i == b)
            return PyLong_FromLong(v);
    }
    PyObject *s = group_str(st, g, k);
    if (s == NULL)
        return NULL;
    PyObject *v = PyLong_FromUnicodeObject(s, 10);
    Py_DECREF(s);
    return v;
}

/* decisions._next_char: the first character at or after pos that is not a space or a line break within
   40 characters, or -1 (the "" of Python) */
static long next_char(const Scan *st, Py_ssize_t pos)
{
    Py_ssize_t stop = pos + 40 < st->n ? pos + 40 : st->n;
    for (Py_ssize_t i = pos; i < stop; i++) {
        Py_UCS4 c = st->s[i];
        if (!(c == ' ' || c == '\t' || c == 0xa0 || c == 0x202f || c == '\n'))
            return (long)c;
    }
    return -1;
}

typedef struct {
    PyObject *value;
    Py_ssize_t s, e;
} Item;

typedef struct {
    PyObject *cons;     /* None or str */
    PyObject *range_to; /* None or str */
    Item *items;
    Py_ssize_t n, cap;
} Cons;

static void cons_free(Cons *c)
{
    Py_CLEAR(c->cons);
    Py_CLEAR(c->range_to);
    for (Py_ssize_t i = 0; i < c->n; i++)
        Py_CLEAR(c->items[i].value);
    PyMem_Free(c->items);
    c->items = NULL;
    c->n = c->cap = 0;
}

/* decisions._considerations: the first consideration, the further ones of a list, a range end */
static int considerations(const Scan *st, const Py_ssize_t *g, int gcons, int gmore, Cons *out)
{
    memset(out, 0, sizeof(*out));
    out->range_to = Py_NewRef(Py_None);
    if ((out->cons = group_str(st, g, gcons)) == NULL)
        return -1;
    if (!truthy(out->cons)) {
        Py_SETREF(out->cons, Py_NewRef(Py_None));
        return 0;
    }
    Py_ssize_t a = g[2 * gmore], b = g[2 * gmore + 1];
    if (a < 0 || b <= a)
        return 0;
    Py_ssize_t p = a;
    while (p <= b) {
        Py_ssize_t h[2 * (RX_patterns_CONS_ITEM_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_patterns_CONS_ITEM_search(st->s, p, b, h, &last);
        if (r == -2)
            return -1;
        if (r < 0 || h[1] == h[0])
            break;
        Py_ssize_t sa = h[2 * RX_patterns_CONS_ITEM_G_sep];
        Py_UCS4 sep0 = st->s[sa];
        Py_ssize_t seplen = h[2 * RX_patterns_CONS_ITEM_G_sep + 1] - sa;
        PyObject *value = group_str(st, h, RX_patterns_CONS_ITEM_G_c);
        if (value == NULL)
            return -1;
        if (seplen == 1 && (sep0 == '-' || sep0 == 0x2013)) {
            Py_SETREF(out->range_to, value);
        } else {
            if (out->n == out->cap) {
                Py_ssize_t cap = out->cap ? 2 * out->cap : 4;
                Item *v = PyMem_Realloc(out->items, sizeof(Item) * (size_t)cap);
                if (v == NULL) {
                    Py_DECREF(value);
                    PyErr_NoMemory();
                    return -1;
                }
                out->items = v;
                out->cap = cap;
            }
            out->items[out->n].value = value;
            out->items[out->n].s = h[2 * RX_patterns_CONS_ITEM_G_c];
            out->items[out->n].e = h[2 * RX_patterns_CONS_ITEM_G_c + 1];
            out->n++;
        }
        p = h[1];
    }
    return 0;
}

/* canonical.bge(volume, part, page, consideration, pin_page) */
static PyObject *bge_id(PyObject *vol, PyObject *part, PyObject *page, PyObject *cons, PyObject *pin)
{
    PyObject *v = PyObject_Str(vol), *p = PyObject_Str(page), *c = NULL, *pn = NULL, *out = NULL;
    if (v == NULL || p == NULL)
        goto done;
    PyObject *parts[10] = {LIT("ch:BGE:"), v, LIT("-"), part, LIT("-"), p};
    int n = 6;
    if (truthy(cons)) {
        if ((c = clean_str(cons)) == NULL)
            goto done;
        parts[n++] = LIT(":E-");
        parts[n++] = c;
    }
    if (pin != NULL && pin != Py_None && PyObject_IsTrue(pin)) {
        if ((pn = PyObject_Str(pin)) == NULL)
            goto done;
        parts[n++] = LIT(":p-");
        parts[n++] = pn;
    }
    out = cat(n, parts);
done:
    Py_XDECREF(v);
    Py_XDECREF(p);
    Py_XDECREF(c);
    Py_XDECREF(pn);
    return out;
}

/* decisions._federal_docket(chamber, num, year) */
static PyObject *federal_docket(PyObject *ch, PyObject *num, PyObject *yr)
{
    PyObject *y = PyLong_FromUnicodeObject(yr, 10), *n = y ? PyLong_FromUnicodeObject(num, 10) : NULL;
    if (n == NULL) {
        Py_XDECREF(y);
        return NULL;
    }
    long year = PyLong_AsLong(y);
    Py_DECREF(y);
    if (year == -1 && PyErr_Occurred()) {
        Py_DECREF(n);
        return NULL;
    }
    PyObject *out = PyUnicode_FromFormat("%U%s%S/%U", ch, year >= T.first_underscore_year ? "_" : ".", n, yr);
    Py_DECREF(n);
    return out;
}

/* the groups of a BGE match, whichever of the three patterns made it */
typedef struct {
    int coll, vol, part, page, cons, cons_more, pin;
} BgeGroups;

static const BgeGroups BGE_RE_G = {RX_patterns_BGE_RE_G_coll, RX_patterns_BGE_RE_G_vol, RX_patterns_BGE_RE_G_part,
                                   RX_patterns_BGE_RE_G_page, RX_patterns_BGE_RE_G_cons, RX_patterns_BGE_RE_G_cons_more,
                                   RX_patterns_BGE_RE_G_pin};
static const BgeGroups BGE_CONT_G = {RX_patterns_BGE_CONTINUE_G_coll, RX_patterns_BGE_CONTINUE_G_vol,
                                     RX_patterns_BGE_CONTINUE_G_part, RX_patterns_BGE_CONTINUE_G_page,
                                     RX_patterns_BGE_CONTINUE_G_cons, RX_patterns_BGE_CONTINUE_G_cons_more,
                                     RX_patterns_BGE_CONTINUE_G_pin};
static const BgeGroups BGE_PAGE_G = {RX_patterns_BGE_PAGE_CONTINUE_G_coll, RX_patterns_BGE_PAGE_CONTINUE_G_vol,
                                     RX_patterns_BGE_PAGE_CONTINUE_G_part, RX_patterns_BGE_PAGE_CONTINUE_G_page,
                                     RX_patterns_BGE_PAGE_CONTINUE_G_cons, RX_patterns_BGE_PAGE_CONTINUE_G_cons_more,
                                     RX_patterns_BGE_PAGE_CONTINUE_G_pin};

#define GRP_MAX 16

static PyObject *federal_case_dict(PyObject *vol, PyObject *part, PyObject *page)
{
    PyObject *fields = PyDict_New();
    if (fields == NULL)
        return NULL;
    if (dict_set(fields, "collection", T.s_BGE) < 0 || dict_set(fields, "volume", vol) < 0 ||
        dict_set(fields, "part", part) < 0 || dict_set(fields, "page", page) < 0) {
        Py_DECREF(fields);
        return NULL;
    }
    return fields;
}

/* decisions._bge: the citations of one BGE match; returns its end */
static Py_ssize_t emit_bge(Scan *st, const Py_ssize_t *g, const BgeGroups *bg, Py_ssize_t start, PyObject *vol,
                           PyObject *part)
{
    Py_ssize_t end = g[1], rc = RULE_ERROR;
    PyObject *page = int_of(st, g, bg->page), *fields = NULL, *extra = NULL, *pin = NULL;
    Cons c = {0};
    if (page == NULL || (fields = federal_case_dict(vol, part, page)) == NULL)
        goto done;
    if (considerations(st, g, bg->cons, bg->cons_more, &c) < 0)
        goto done;
    extra = PyDict_New();
    if (extra == NULL)
        goto done;
    if (truthy(c.range_to) && dict_set(extra, "consideration_to", c.range_to) < 0)
        goto done;
    if (g[2 * bg->pin] >= 0 && g[2 * bg->pin + 1] > g[2 * bg->pin]) {
        if ((pin = int_of(st, g, bg->pin)) == NULL)
            goto done;
    } else {
        pin = Py_NewRef(Py_None);
    }
    if (truthy(c.cons) && dict_set(fields, "consideration", c.cons) < 0)
        goto done;
    int pin_true = pin != Py_None && PyObject_IsTrue(pin);
    PyObject *cit = NULL;
    if (c.n > 0) { /* "E. 2.1 und 2.3": one citation per consideration */
        PyObject *f0 = PyDict_Copy(fields), *id0 = bge_id(vol, part, page, c.cons, NULL);
        Py_INCREF(extra);
        if (emit(st, start, g[2 * bg->cons + 1], T.s_federal_case, T.s_CH, f0, id0, 0, NULL, extra) == NULL)
            goto done;
        for (Py_ssize_t k = 0; k < c.n; k++) {
            int lastitem = k == c.n - 1;
            PyObject *f = PyDict_Copy(fields);
            if (f == NULL || dict_set(f, "consideration", c.items[k].value) < 0 ||
                (lastitem && pin_true && dict_set(f, "pin_page", pin) < 0)) {
                Py_XDECREF(f);
                goto done;
            }
            PyObject *id = bge_id(vol, part, page, c.items[k].value, lastitem ? pin : NULL);
            cit = emit(st, c.items[k].s, lastitem ? end : c.items[k].e, T.s_federal_case, T.s_CH, f, id, 0, NULL, NULL);
            if (cit == NULL)
                goto done;
        }
    } else {
        if (pin_true && dict_set(fields, "pin_page", pin) < 0)
            goto done;
        PyObject *id = bge_id(vol, part, page, c.cons, pin);
        Py_INCREF(fields);
        Py_INCREF(extra);
        cit = emit(st, start, end, T.s_federal_case, T.s_CH, fields, id, 0, NULL, extra);
        if (cit == NULL)
            goto done;
    }
    long nc = next_char(st, end);
    if (nc == '(' || nc == -1) {
        /* "BGE 134 III 354 (4A_427/2007)": the same decision; the docket is also cited on its own */
        Py_ssize_t h[2 * (RX_patterns_PAREN_DOCKET_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_patterns_PAREN_DOCKET_match(st->s, end, st->n, h, &last);
        if (r == -2)
            goto done;
        if (r >= 0) {
            PyObject *ch = group_str(st, h, RX_patterns_PAREN_DOCKET_G_ch);
            PyObject *num = group_str(st, h, RX_patterns_PAREN_DOCKET_G_num);
            PyObject *yr = group_str(st, h, RX_patterns_PAREN_DOCKET_G_yr);
            PyObject *docket = (ch && num && yr) ? federal_docket(ch, num, yr) : NULL;
            Py_XDECREF(ch);
            Py_XDECREF(num);
            Py_XDECREF(yr);
            if (docket == NULL)
                goto done;
            PyObject *cextra = PyObject_GetAttrString(cit, "extra");
            int bad = cextra == NULL || dict_set(cextra, "docket", docket) < 0;
            Py_XDECREF(cextra);
            Py_DECREF(docket);
            if (bad)
                goto done;
        }
    }
    rc = end;
done:
    cons_free(&c);
    Py_XDECREF(page);
    Py_XDECREF(fields);
    Py_XDECREF(extra);
    Py_XDECREF(pin);
    return rc;
}

Py_ssize_t rule_bge(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * GRP_MAX];
    int last;
    Py_ssize_t r = rx_patterns_BGE_RE_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    PyObject *vol = int_of(st, g, BGE_RE_G.vol), *part = vol ? group_str(st, g, BGE_RE_G.part) : NULL;
    Py_ssize_t end = RULE_ERROR;
    if (part == NULL)
        goto done;
    if ((end = emit_bge(st, g, &BGE_RE_G, pos, vol, part)) < 0)
        goto done;
    for (;;) {
        /* "BGE 140 III 16 E. 1.3.1; 139 III 334 E. 3.2.5": the list goes on without the prefix */
        long nxt = next_char(st, end);
        int try_cont = nxt == -1 || str_has_char(T.bge_continue_initials, (Py_UCS4)nxt);
        if (!try_cont) {
            Py_ssize_t stop = end + T.bge_continue_reach + 1 < st->n ? end + T.bge_continue_reach + 1 : st->n;
            for (Py_ssize_t i = end; i < stop; i++)
                if (st->s[i] == ';') {
                    try_cont = 1;
                    break;
                }
        }
        if (try_cont) {
            r = rx_patterns_BGE_CONTINUE_match(st->s, end, st->n, g, &last);
            if (r == -2) {
                end = RULE_ERROR;
                goto done;
            }
            if (r >= 0) {
                PyObject *v2 = int_of(st, g, BGE_CONT_G.vol), *p2 = v2 ? group_str(st, g, BGE_CONT_G.part) : NULL;
                if (p2 == NULL) {
                    Py_XDECREF(v2);
                    end = RULE_ERROR;
                    goto done;
                }
                Py_SETREF(vol, v2);
                Py_SETREF(part, p2);
                Py_ssize_t cs = g[2 * BGE_CONT_G.coll];
                int coll = cs >= 0 && g[2 * BGE_CONT_G.coll + 1] > cs;
                Py_ssize_t start = coll ? cs : g[2 * BGE_CONT_G.vol];
                if ((end = emit_bge(st, g, &BGE_CONT_G, start, vol, part)) < 0)
                    goto done;
                continue;
            }
        }
        if (nxt != -1 && !str_has_char(T.bge_page_continue_initials, (Py_UCS4)nxt))
            break;
        r = rx_patterns_BGE_PAGE_CONTINUE_match(st->s, end, st->n, g, &last);
        if (r == -2) {
            end = RULE_ERROR;
            goto done;
        }
        if (r < 0)
            break; /* "ATF 133 IV 139; 288 consid. 3.1": same volume, when it matches */
        if ((end = emit_bge(st, g, &BGE_PAGE_G, g[2 * BGE_PAGE_G.page], vol, part)) < 0)
            goto done;
    }
done:
    Py_XDECREF(vol);
    Py_XDECREF(part);
    return end;
}

/* ------------------------------------------------------------------ dockets */

static int days_in_month(long y, long m)
{
    static const int d[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
        return 29;
    return d[m - 1];
}

static long long_of(const Scan *st, const Py_ssize_t *g, int k, int *err)
{
    PyObject *v = int_of(st, g, k);
    if (v == NULL) {
        *err = 1;
        return 0;
    }
    long r = PyLong_AsLong(v);
    Py_DECREF(v);
    if (r == -1 && PyErr_Occurred()) {
        /* a number too large for a C long is no valid date part either */
        PyErr_Clear();
        return -1;
    }
    return r;
}

/* decisions.iso_date on DATE_AFTER's groups: a new str, or None (invalid), or NULL (error) */
static PyObject *iso_date(const Scan *st, const Py_ssize_t *g)
{
#define DG(name) RX_patterns_DATE_AFTER_G_##name
    int err = 0;
    long y, m, d;
    if (g[2 * DG(day)] >= 0 && g[2 * DG(day) + 1] > g[2 * DG(day)]) {
        PyObject *month = group_str(st, g, DG(month));
        if (month == NULL)
            return NULL;
        PyObject *mv = PyDict_GetItemWithError(T.months_dict, month);
        Py_DECREF(month);
        if (mv == NULL)
            return PyErr_Occurred() ? NULL : Py_NewRef(Py_None);
        m = PyLong_AsLong(mv);
        y = long_of(st, g, DG(year), &err);
        d = long_of(st, g, DG(day), &err);
    } else if (g[2 * DG(nday)] >= 0 && g[2 * DG(nday) + 1] > g[2 * DG(nday)]) {
        y = long_of(st, g, DG(nyear), &err);
        m = long_of(st, g, DG(nmonth), &err);
        d = long_of(st, g, DG(nday), &err);
    } else {
        return Py_NewRef(Py_None);
    }
#undef DG
    if (err)
        return NULL;
    if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 || d > days_in_month(y, m))
        return Py_NewRef(Py_None);
    return PyUnicode_FromFormat("%04ld-%02ld-%02ld", y, m, d);
}

/* canonical.ch_docket(court, docket, consideration) */
static PyObject *docket_id(PyObject *court, PyObject *docket, PyObject *cons)
{
    PyObject *d = clean_str(docket), *c = NULL, *out = NULL;
    if (d == NULL)
        return NULL;
    PyObject *parts[6] = {LIT("ch:"), court, LIT(":"), d};
    int n = 4;
    if (truthy(cons)) {
        if ((c = clean_str(cons)) == NULL)
            goto done;
        parts[n++] = LIT(":E-");
        parts[n++] = c;
    }
    out = cat(n, parts);
done:
    Py_DECREF(d);
    Py_XDECREF(c);
    return out;
}

/* decisions._emit_docket (fields stolen) */
static Py_ssize_t emit_docket(Scan *st, Py_ssize_t start, Py_ssize_t end, PyObject *court, PyObject *docket,
                              PyObject *fields, int federal, PyObject *canton, Py_ssize_t docket_start)
{
    Py_ssize_t rc = RULE_ERROR;
    PyObject *key = NULL;
    Cons c = {0};
    int have_cons = 0;
    Py_ssize_t at = docket_start >= 0 ? docket_start : start;
    Py_ssize_t lo = at - 50 > st->floor ? at - 50 : st->floor;
    if (lo > at)
        lo = at;
    /* every CONS_BEFORE match ends with a decision noun and spaces: tested first */
    Py_ssize_t hi = at;
    while (hi > lo && CH_SPACE(st->s[hi - 1]))
        hi--;
    int named = 0;
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(T.decision_nouns) && !named; k++)
        named = text_endswith(st, lo, hi, PyTuple_GET_ITEM(T.decision_nouns, k));
    if (named) {
        Py_ssize_t g[2 * (RX_patterns_CONS_BEFORE_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_patterns_CONS_BEFORE_search(st->s, lo, at, g, &last);
        if (r == -2)
            goto done;
        if (r >= 0) {
            int in = dict_get(fields, "consideration") != NULL;
            if (!in) {
                PyObject *cb = group_str(st, g, RX_patterns_CONS_BEFORE_G_cons);
                if (cb == NULL || dict_set(fields, "consideration", cb) < 0) {
                    Py_XDECREF(cb);
                    goto done;
                }
                Py_DECREF(cb);
                start = g[0];
            }
        }
    }
    /* _with_date_and_consideration */
    {
        Py_ssize_t g[2 * (RX_patterns_DATE_AFTER_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_patterns_DATE_AFTER_match(st->s, end, st->n, g, &last);
        if (r == -2)
            goto done;
        if (r >= 0) {
            PyObject *iso = iso_date(st, g);
            if (iso == NULL)
                goto done;
            if (iso != Py_None) {
                if (dict_set(fields, "date", iso) < 0) {
                    Py_DECREF(iso);
                    goto done;
                }
                end = g[1];
            }
            Py_DECREF(iso);
        }
    }
    Py_ssize_t first_end = end;
    {
        Py_ssize_t g[2 * (RX_patterns_CONS_AFTER_NGROUPS + 1)];
        int last;
        Py_ssize_t r = rx_patterns_CONS_AFTER_match(st->s, end, st->n, g, &last);
        if (r == -2)
            goto done;
        if (r >= 0) {
            if (considerations(st, g, RX_patterns_CONS_AFTER_G_cons, RX_patterns_CONS_AFTER_G_cons_more, &c) < 0)
                goto done;
            have_cons = 1;
            if (dict_set(fields, "consideration", c.cons) < 0)
                goto done;
            end = g[1];
            first_end = g[2 * RX_patterns_CONS_AFTER_G_cons + 1];
        }
    }
    PyObject *cons = have_cons ? c.cons : Py_None;
    if (!truthy(cons)) {
        PyObject *fc = dict_get(fields, "consideration");
        cons = fc ? fc : Py_None;
    }
    Py_INCREF(cons);
    if (federal)
        key = Py_NewRef(court);
    else
        key = PyUnicode_FromFormat("cant-%U", truthy(canton) ? canton : T.s_XX);
    if (key == NULL) {
        Py_DECREF(cons);
        goto done;
    }
    PyObject *klass = federal ? T.s_federal_case : T.s_cantonal_case;
    if (!have_cons || c.n == 0) {
        PyObject *id = docket_id(key, docket, cons);
        Py_DECREF(cons);
        Py_INCREF(fields);
        if (emit(st, start, end, klass, T.s_CH, fields, id, 0, NULL, NULL) == NULL)
            goto done;
        rc = end;
        goto done;
    }
    {
        PyObject *f0 = PyDict_Copy(fields), *id0 = docket_id(key, docket, cons);
        Py_DECREF(cons);
        if (emit(st, start, first_end, klass, T.s_CH, f0, id0, 0, NULL, NULL) == NULL)
            goto done;
    }
    for (Py_ssize_t k = 0; k < c.n; k++) { /* "consid. 3.2 et 3.3": one citation per consideration */
        PyObject *f = PyDict_Copy(fields);
        if (f == NULL || dict_set(f, "consideration", c.items[k].value) < 0) {
            Py_XDECREF(f);
            goto done;
        }
        PyObject *id = docket_id(key, docket, c.items[k].value);
        if (emit(st, c.items[k].s, k == c.n - 1 ? end : c.items[k].e, klass, T.s_CH, f, id, 0, NULL, NULL) == NULL)
            goto done;
    }
    rc = end;
done:
    cons_free(&c);
    Py_XDECREF(key);
    Py_DECREF(fields);
    return rc;
}

/* three groups of a docket match joined by sep ("C/4431/2013", "BES.2020.12"): a new str */
static PyObject *joined3(const Scan *st, const Py_ssize_t *g, int k1, int k2, int k3, const char *sep)
{
    PyObject *a = group_str(st, g, k1), *b = group_str(st, g, k2), *c = group_str(st, g, k3), *out = NULL;
    if (a && b && c) {
        PyObject *parts[5] = {a, LIT(sep), b, LIT(sep), c};
        out = cat(5, parts);
    }
    Py_XDECREF(a);
    Py_XDECREF(b);
    Py_XDECREF(c);
    return out;
}

/* decisions._prefix_start: where a court prefix (search: FEDERAL_PREFIX or CANTONAL_PREFIX) before start
   begins (start if none); *found tells whether there was one (its groups in g); -1 on error */
static Py_ssize_t prefix_start(Scan *st, rxfn search, Py_ssize_t start, int *found, Py_ssize_t *g)
{
    *found = 0;
    Py_ssize_t lo = start - T.prefix_reach > st->floor ? start - T.prefix_reach : st->floor;
    if (lo > start)
        return start; /* re.search with pos > endpos finds nothing */
    int last;
    Py_ssize_t r = search(st->s, lo, start, g, &last);
    while (r >= 0 && !boundary_before(st, g[0])) {
        if (g[0] + 1 > start) {
            r = -1;
            break;
        }
        r = search(st->s, g[0] + 1, start, g, &last);
    }
    if (r == -2)
        return -1;
    if (r < 0)
        return start;
    *found = 1;
    return g[0];
}

static Py_ssize_t federal_prefix_start(Scan *st, Py_ssize_t start, int *found)
{
    Py_ssize_t g[2 * (RX_patterns_FEDERAL_PREFIX_NGROUPS + 1)];
    return prefix_start(st, rx_patterns_FEDERAL_PREFIX_search, start, found, g);
}

/* decisions._cantonal (docket stolen): a cantonal docket with the court and canton named before it */
static Py_ssize_t cantonal(Scan *st, Py_ssize_t start, Py_ssize_t end, PyObject *docket, PyObject *canton)
{
#define CP(name) RX_patterns_CANTONAL_PREFIX_G_##name
    Py_ssize_t g[2 * (RX_patterns_CANTONAL_PREFIX_NGROUPS + 1)];
    int found;
    Py_ssize_t rc = RULE_ERROR;
    PyObject *fields = PyDict_New();
    Py_XINCREF(canton);
    Py_ssize_t pstart = fields ? prefix_start(st, rx_patterns_CANTONAL_PREFIX_search, start, &found, g) : -1;
    if (pstart < 0)
        goto done;
    if (found) {
        PyObject *named = group_str(st, g, CP(canton));
        if (named != NULL && !truthy(named)) {
            Py_SETREF(named, group_str(st, g, CP(canton2)));
        }
        if (named != NULL && !truthy(named)) {
            PyObject *adj = group_str(st, g, CP(adj));
            if (adj == NULL) {
                Py_CLEAR(named);
            } else {
                PyObject *v = truthy(adj) ? PyDict_GetItemWithError(T.canton_adjectives, adj) : NULL;
                Py_DECREF(adj);
                Py_SETREF(named, v ? Py_NewRef(v) : (PyErr_Occurred() ? NULL : Py_NewRef(Py_None)));
            }
        }
        if (named == NULL)
            goto done;
        if (truthy(named))
            Py_XSETREF(canton, Py_NewRef(named));
        Py_DECREF(named);
        PyObject *court = group_str(st, g, CP(court));
        if (court == NULL)
            goto done;
        int bad = truthy(court) && dict_set(fields, "court", court) < 0;
        Py_DECREF(court);
        if (bad)
            goto done;
    }
    if (truthy(canton) && dict_set(fields, "canton", canton) < 0)
        goto done;
    if (dict_set(fields, "docket", docket) < 0)
        goto done;
    rc = emit_docket(st, pstart, end, T.s_empty, docket, fields, 0, canton, -1);
    fields = NULL;
done:
    Py_XDECREF(fields);
    Py_XDECREF(canton);
    Py_DECREF(docket);
    return rc;
#undef CP
}

/* decisions._search_around: the match of a docket pattern that covers pos and starts at most back
   characters before it (searched in the window, then matched again on the whole text) */
static int search_around(const Scan *st, rxfn search, rxfn match, Py_ssize_t pos, Py_ssize_t back, Py_ssize_t *g)
{
    Py_ssize_t lo = pos - back > 0 ? pos - back : 0, hi = pos + 12 < st->n ? pos + 12 : st->n;
    int last;
    Py_ssize_t r = search(st->s, lo, hi, g, &last);
    if (r == -2)
        return -1;
    if (r < 0)
        return 0;
    r = match(st->s, g[0], st->n, g, &last);
    if (r == -2)
        return -1;
    return r >= 0 && g[0] <= pos && pos < g[1];
}

static PyObject *docket_fields(PyObject *docket, PyObject *court)
{
    PyObject *f = PyDict_New();
    if (f == NULL)
        return NULL;
    if (dict_set(f, "docket", docket) < 0 || dict_set(f, "court", court) < 0) {
        Py_DECREF(f);
        return NULL;
    }
    return f;
}

#define FD(name) RX_patterns_FEDERAL_DOCKET_G_##name
#define BV(name) RX_patterns_BVGER_DOCKET_G_##name
#define EV(name) RX_patterns_EVG_DOCKET_G_##name

Py_ssize_t rule_slash(Scan *st, Py_ssize_t pos)
{
    const Py_UCS4 *s = st->s;
    /* a docket's slash is followed by a number ("/2023", "/ 2020") */
    int digit_after = (pos + 1 < st->n && CH_DIGIT(s[pos + 1])) || (pos + 2 < st->n && CH_DIGIT(s[pos + 2]));
    if (!digit_after)
        return RULE_NONE;
    Py_ssize_t g[2 * GRP_MAX];
    int hit = search_around(st, rx_patterns_FEDERAL_DOCKET_search, rx_patterns_FEDERAL_DOCKET_match, pos, 10, g);
    if (hit < 0)
        return RULE_ERROR;
    if (hit && g[0] >= st->floor) {
        PyObject *ch = group_str(st, g, FD(ch)), *num = group_str(st, g, FD(num)), *yr = group_str(st, g, FD(yr));
        PyObject *docket = (ch && num && yr) ? federal_docket(ch, num, yr) : NULL;
        Py_XDECREF(ch);
        Py_XDECREF(num);
        Py_XDECREF(yr);
        if (docket == NULL)
            return RULE_ERROR;
        int found;
        Py_ssize_t dstart = g[0], dend = g[1];
        Py_ssize_t start = federal_prefix_start(st, dstart, &found);
        PyObject *fields = start < 0 ? NULL : docket_fields(docket, T.s_BGer);
        Py_ssize_t r = fields ? emit_docket(st, start, dend, T.s_BGer, docket, fields, 1, NULL, dstart) : RULE_ERROR;
        Py_DECREF(docket);
        return r;
    }
    hit = search_around(st, rx_patterns_BVGER_DOCKET_search, rx_patterns_BVGER_DOCKET_match, pos, 8, g);
    if (hit < 0)
        return RULE_ERROR;
    if (hit && g[0] >= st->floor) {
        PyObject *ch = group_str(st, g, BV(ch)), *num = int_of(st, g, BV(num)), *yr = group_str(st, g, BV(yr));
        PyObject *docket = (ch && num && yr) ? PyUnicode_FromFormat("%U-%S/%U", ch, num, yr) : NULL;
        Py_XDECREF(ch);
        Py_XDECREF(num);
        Py_XDECREF(yr);
        if (docket == NULL)
            return RULE_ERROR;
        int found;
        Py_ssize_t dend = g[1];
        Py_ssize_t start = federal_prefix_start(st, g[0], &found);
        PyObject *fields = start < 0 ? NULL : docket_fields(docket, T.s_BVGer);
        Py_ssize_t r = fields ? emit_docket(st, start, dend, T.s_BVGer, docket, fields, 1, NULL, -1) : RULE_ERROR;
        Py_DECREF(docket);
        return r;
    }
    hit = search_around(st, rx_patterns_GENEVA_DOCKET_search, rx_patterns_GENEVA_DOCKET_match, pos, 8, g);
    if (hit < 0)
        return RULE_ERROR;
    if (hit && g[0] >= st->floor) {
        /* "C/4431/2013": prefix, number, year */
        PyObject *docket = joined3(st, g, RX_patterns_GENEVA_DOCKET_G_pre, RX_patterns_GENEVA_DOCKET_G_num,
                                   RX_patterns_GENEVA_DOCKET_G_yr, "/");
        return docket ? cantonal(st, g[0], g[1], docket, T.s_GE) : RULE_ERROR;
    }
    hit = search_around(st, rx_patterns_VAUD_DOCKET_search, rx_patterns_VAUD_DOCKET_match, pos, 8, g);
    if (hit < 0)
        return RULE_ERROR;
    if (hit && g[0] >= st->floor) {
        /* "HC/2020/38": prefix, year, number */
        PyObject *docket = joined3(st, g, RX_patterns_VAUD_DOCKET_G_pre, RX_patterns_VAUD_DOCKET_G_yr,
                                   RX_patterns_VAUD_DOCKET_G_num, "/");
        return docket ? cantonal(st, g[0], g[1], docket, T.s_VD) : RULE_ERROR;
    }
    hit = search_around(st, rx_patterns_EVG_DOCKET_search, rx_patterns_EVG_DOCKET_match, pos, 8, g);
    if (hit < 0)
        return RULE_ERROR;
    if (hit && g[0] >= st->floor) {
        int found;
        Py_ssize_t dend = g[1];
        Py_ssize_t start = federal_prefix_start(st, g[0], &found);
        if (start < 0)
            return RULE_ERROR;
        if (!found)
            return RULE_NONE; /* "U 12/05" alone is too weak a shape */
        PyObject *ch = group_str(st, g, EV(ch)), *num = group_str(st, g, EV(num)), *yr = group_str(st, g, EV(yr));
        PyObject *docket = (ch && num && yr) ? PyUnicode_FromFormat("%U %U/%U", ch, num, yr) : NULL;
        Py_XDECREF(ch);
        Py_XDECREF(num);
        Py_XDECREF(yr);
        if (docket == NULL)
            return RULE_ERROR;
        PyObject *fields = docket_fields(docket, T.s_BGer);
        Py_ssize_t r = fields ? emit_docket(st, start, dend, T.s_BGer, docket, fields, 1, NULL, -1) : RULE_ERROR;
        Py_DECREF(docket);
        return r;
    }
    return RULE_NONE;
}

Py_ssize_t rule_ticino(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_TICINO_DOCKET_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_TICINO_DOCKET_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    PyObject *docket = group_str(st, g, RX_patterns_TICINO_DOCKET_G_docket);
    if (docket == NULL)
        return RULE_ERROR;
    PyObject *fields = PyDict_New();
    if (fields == NULL || dict_set(fields, "canton", T.s_TI) < 0 ||
        dict_set(fields, "docket", docket) < 0) {
        Py_XDECREF(fields);
        Py_DECREF(docket);
        return RULE_ERROR;
    }
    Py_ssize_t end = emit_docket(st, pos, g[1], T.s_empty, docket, fields, 0, T.s_TI, -1);
    Py_DECREF(docket);
    return end;
}

/* The first tests of a rule whose emission stays in Python: a token start, then its pattern; no match
   is the rule's None, a match hands the anchor to Python. */
static Py_ssize_t first_test(Scan *st, Py_ssize_t pos, rxfn match)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * GRP_MAX];
    int last;
    Py_ssize_t r = match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    return r < 0 ? RULE_NONE : RULE_BAIL;
}

/* decisions.handle_court: only its first test (a cantonal docket of free shape is rare) */
Py_ssize_t rule_court(Scan *st, Py_ssize_t pos)
{
    return first_test(st, pos, rx_patterns_CANTONAL_GENERIC_match);
}

/* decisions.handle_bare_consideration: its tests in C, the emission in Python */
Py_ssize_t rule_cons(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_BARE_CONSIDERATION_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_BARE_CONSIDERATION_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    Py_ssize_t mend = g[1];
    Py_ssize_t h[2 * GRP_MAX];
    r = rx_patterns_INTERNAL_AFTER_match(st->s, mend, st->n, h, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0) {
        r = rx_patterns_INTERNAL_BEFORE_search(st->s, pos - 14 > 0 ? pos - 14 : 0, pos, h, &last);
        if (r == -2)
            return RULE_ERROR;
    }
    if (r >= 0)
        return mend;
    PyObject *ante = ctx_last(st, NULL, T.consideration_reach, pos);
    if (ante == NULL)
        return PyErr_Occurred() ? RULE_ERROR : RULE_NONE;
    PyObject *cls = cit_attr(ante, T.a_cls);
    if (cls == NULL)
        return RULE_ERROR;
    int decision = PySet_Contains(T.decision_classes, cls);
    int itcase = decision > 0 && PyUnicode_CompareWithASCIIString(cls, "it-case") == 0;
    Py_DECREF(cls);
    if (decision < 0)
        return RULE_ERROR;
    if (!decision || itcase)
        return RULE_NONE;
    Py_ssize_t aend = attr_ssize(ante, T.a_end);
    if (aend == -1 && PyErr_Occurred())
        return RULE_ERROR;
    for (Py_ssize_t i = aend; i < pos; i++)
        if (st->s[i] == '(' || st->s[i] == ')' || st->s[i] == '\n')
            return RULE_NONE; /* another parenthesis or paragraph: an internal reference of the draft */
    /* the short form: the antecedent's fields without its consideration and page, with this consideration */
    Py_ssize_t rc = RULE_ERROR, end = mend;
    PyObject *afields = cit_attr(ante, T.a_fields), *acanon = NULL, *fields = NULL, *cons = NULL, *head = NULL;
    PyObject *canonical = NULL, *acls = NULL;
    if (afields == NULL || !PyDict_Check(afields))
        goto done;
    if ((fields = PyDict_New()) == NULL)
        goto done;
    PyObject *k, *v;
    Py_ssize_t it = 0;
    while (PyDict_Next(afields, &it, &k, &v)) {
        if (PyUnicode_Check(k) && (str_eq_ascii(k, "consideration") || str_eq_ascii(k, "pin_page")))
            continue;
        if (PyDict_SetItem(fields, k, v) < 0)
            goto done;
    }
    if ((cons = group_str(st, g, RX_patterns_BARE_CONSIDERATION_G_cons)) == NULL || dict_set(fields, "consideration", cons) < 0)
        goto done;
    if ((acanon = cit_attr(ante, T.a_canonical)) == NULL)
        goto done;
    int kind = canonical_kind(acanon, &head);
    if (kind < 0)
        goto done;
    if (kind == K_BAD) {
        PyErr_Format(PyExc_ValueError, "not a canonical citation id: %R", acanon);
        goto done;
    }
    if (kind == K_BGE) {
        Py_ssize_t h[2 * (RX_patterns_PAGE_AFTER_CONSIDERATION_NGROUPS + 1)];
        Py_ssize_t r2 = rx_patterns_PAGE_AFTER_CONSIDERATION_match(st->s, end, st->n, h, &last);
        if (r2 == -2)
            goto done;
        PyObject *pin = Py_NewRef(Py_None);
        if (r2 >= 0) {
            Py_SETREF(pin, int_of(st, h, RX_patterns_PAGE_AFTER_CONSIDERATION_G_pin));
            if (pin == NULL || dict_set(fields, "pin_page", pin) < 0) {
                Py_XDECREF(pin);
                goto done;
            }
            end = h[1];
        }
        PyObject *vol = dict_get(fields, "volume"), *part = vol ? dict_get(fields, "part") : NULL;
        PyObject *page = part ? dict_get(fields, "page") : NULL;
        PyObject *vi = page ? PyNumber_Long(vol) : NULL, *pi = vi ? PyNumber_Long(page) : NULL;
        if (pi != NULL && PyUnicode_Check(part))
            canonical = bge_id(vi, part, pi, cons, pin);
        else if (!PyErr_Occurred())
            PyErr_SetString(PyExc_KeyError, "volume/part/page");
        Py_XDECREF(vi);
        Py_XDECREF(pi);
        Py_DECREF(pin);
    } else {
        PyObject *d = dict_get(fields, "docket");
        PyObject *ds = d ? PyObject_Str(d) : (PyErr_Occurred() ? NULL : Py_NewRef(T.s_empty));
        if (ds != NULL)
            canonical = docket_id(head, ds, cons);
        Py_XDECREF(ds);
    }
    if (canonical == NULL)
        goto done;
    if ((acls = cit_attr(ante, T.a_cls)) == NULL)
        goto done;
    PyObject *cit = emit(st, pos, end, acls, T.s_CH, fields, canonical, 1, acanon, NULL);
    fields = canonical = NULL;
    rc = cit == NULL ? RULE_ERROR : end;
done:
    Py_XDECREF(afields);
    Py_XDECREF(acanon);
    Py_XDECREF(fields);
    Py_XDECREF(cons);
    Py_XDECREF(head);
    Py_XDECREF(canonical);
    Py_XDECREF(acls);
    return rc;
}

/* it.handle_act / it.handle_eu: their first tests (boundary, pattern); a match is left to Python */
Py_ssize_t rule_itact(Scan *st, Py_ssize_t pos)
{
    return first_test(st, pos, rx_patterns_IT_DECREE_RE_match);
}

Py_ssize_t rule_eu(Scan *st, Py_ssize_t pos)
{
    return first_test(st, pos, rx_patterns_EU_ACT_RE_match);
}

/* decisions.handle_zurich / handle_basel */
Py_ssize_t rule_zurich(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_ZURICH_DOCKET_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_ZURICH_DOCKET_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    PyObject *pre = group_str(st, g, RX_patterns_ZURICH_DOCKET_G_pre);
    PyObject *num = group_str(st, g, RX_patterns_ZURICH_DOCKET_G_num);
    PyObject *suf = group_str(st, g, RX_patterns_ZURICH_DOCKET_G_suf);
    PyObject *docket = (pre && num && suf) ? PyUnicode_FromFormat("%U%U%U", pre, num, truthy(suf) ? suf : T.s_empty) : NULL;
    Py_XDECREF(pre);
    Py_XDECREF(num);
    Py_XDECREF(suf);
    return docket ? cantonal(st, pos, g[1], docket, T.s_ZH) : RULE_ERROR;
}

Py_ssize_t rule_basel(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_BASEL_DOCKET_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_BASEL_DOCKET_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    PyObject *docket = joined3(st, g, RX_patterns_BASEL_DOCKET_G_pre, RX_patterns_BASEL_DOCKET_G_yr,
                               RX_patterns_BASEL_DOCKET_G_num, ".");
    return docket ? cantonal(st, pos, g[1], docket, T.s_BS) : RULE_ERROR;
}
