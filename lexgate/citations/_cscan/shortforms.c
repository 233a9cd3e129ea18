/* Short forms in C: shortforms.handle ("a.a.O.", "ibid.", "op. cit." resolved to their antecedent, with
 * their own pinpoint merged in: shortforms._pinpointed).  An antecedent that is an Onlinekommentar
 * reference answers RULE_BAIL (its pinpoint rules stay in Python). */
#include "scan.h"

#define SF(name) RX_patterns_SHORT_FORM_RE_G_##name


/* canonical.parse(canonical).kind, and the head (second part: the court of a docket, the act key of a
   Swiss statute) as a new str in *head */
int canonical_kind(PyObject *canonical, PyObject **head)
{
    *head = NULL;
    PyObject *stripped = call_method0(canonical, "strip");
    if (stripped == NULL)
        return -1;
    if (PyUnicode_Tailmatch(stripped, LIT("doctrine:"), 0, PY_SSIZE_T_MAX, -1) == 1) {
        Py_DECREF(stripped);
        return K_DOCTRINE;
    }
    PyObject *bits = PyUnicode_Split(stripped, LIT(":"), -1);
    Py_DECREF(stripped);
    if (bits == NULL)
        return -1;
    int kind = K_BAD;
    if (PyList_GET_SIZE(bits) >= 2 && PyUnicode_GET_LENGTH(PyList_GET_ITEM(bits, 1)) > 0) {
        PyObject *jur = PyList_GET_ITEM(bits, 0), *h = PyList_GET_ITEM(bits, 1);
        int ch = PyUnicode_CompareWithASCIIString(jur, "ch") == 0, it = PyUnicode_CompareWithASCIIString(jur, "it") == 0;
        int eu = PyUnicode_CompareWithASCIIString(jur, "eu") == 0;
        int more = PyList_GET_SIZE(bits) > 2;
        if (ch && str_eq_ascii(h, "BGE"))
            kind = more ? K_BGE : K_BAD;
        else if (ch && (str_eq_ascii(h, "BGer") || str_eq_ascii(h, "BVGer") || str_eq_ascii(h, "BVGE") ||
                        str_eq_ascii(h, "BStGer") || str_eq_ascii(h, "BPatGer"))) /* canonical._FEDERAL_COURTS */
            kind = more ? K_DOCKET : K_BAD;
        else if (ch && PyUnicode_Tailmatch(h, LIT("cant-"), 0, PY_SSIZE_T_MAX, -1) == 1)
            kind = more ? K_CANTONAL : K_BAD;
        else if (ch && str_eq_ascii(h, "OK"))
            kind = more ? K_COMMENTARY : K_BAD;
        else if (ch && PyUnicode_Tailmatch(h, LIT("sr-"), 0, PY_SSIZE_T_MAX, -1) == 1)
            kind = K_SR;
        else if (it && (PyUnicode_Tailmatch(h, LIT("cass"), 0, PY_SSIZE_T_MAX, -1) == 1 || str_eq_ascii(h, "corte-cost")))
            kind = more ? K_ITCASE : K_BAD;
        else if (ch)
            kind = K_STATUTE;
        else if (it)
            kind = K_ITSTATUTE;
        else if (eu)
            kind = K_EU;
        *head = Py_NewRef(h);
    }
    Py_DECREF(bits);
    return kind;
}

static PyObject *doctrine_id(Scan *st, Py_ssize_t start, Py_ssize_t end)
{
    PyObject *text = substr(st, start, end), *low = text ? call_method0(text, "lower") : NULL;
    PyObject *parts = low ? call_method0(low, "split") : NULL, *joined = NULL, *id = NULL;
    if (parts != NULL && (joined = PyUnicode_Join(LIT(" "), parts)) != NULL) {
        PyObject *p[2] = {LIT("doctrine:"), joined};
        id = cat(2, p);
    }
    Py_XDECREF(text);
    Py_XDECREF(low);
    Py_XDECREF(parts);
    Py_XDECREF(joined);
    return id;
}

static int cls_startswith_doctrine(PyObject *cit, int *out)
{
    PyObject *cls = cit_attr(cit, T.a_cls);
    if (cls == NULL)
        return -1;
    *out = PyUnicode_Tailmatch(cls, LIT("doctrine"), 0, PY_SSIZE_T_MAX, -1) == 1;
    Py_DECREF(cls);
    return 0;
}

/* shortforms._pinpointed: the short form's canonical id (fields updated); NULL on error; *bail set for
   an antecedent whose pinpoint rules stay in Python */
static PyObject *pinpointed(Scan *st, PyObject *ante_canonical, PyObject *fields, const Py_ssize_t *g,
                            Py_ssize_t start, Py_ssize_t end, int *bail)
{
    *bail = 0;
    PyObject *cons = group_str(st, g, SF(cons)), *pin = group_str(st, g, SF(pin));
    PyObject *margin = group_str(st, g, SF(margin)), *art = group_str(st, g, SF(art));
    PyObject *para = group_str(st, g, SF(para)), *let = group_str(st, g, SF(let));
    PyObject *head = NULL, *out = NULL;
    if (!cons || !pin || !margin || !art || !para || !let)
        goto done;
    int kind = canonical_kind(ante_canonical, &head);
    if (kind < 0)
        goto done;
    if (kind == K_BAD) {
        PyErr_Format(PyExc_ValueError, "not a canonical citation id: %R", ante_canonical);
        goto done;
    }
    if (kind == K_BGE) {
        if (truthy(cons) && dict_set(fields, "consideration", cons) < 0)
            goto done;
        if (truthy(pin)) {
            PyObject *p = PyLong_FromUnicodeObject(pin, 10);
            int bad = p == NULL || dict_set(fields, "pin_page", p) < 0;
            Py_XDECREF(p);
            if (bad)
                goto done;
        }
        PyObject *vol = dict_get(fields, "volume"), *part = vol ? dict_get(fields, "part") : NULL;
        PyObject *page = part ? dict_get(fields, "page") : NULL;
        if (page == NULL) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_KeyError, "volume/part/page");
            goto done;
        }
        /* C.bge(int(volume), part, int(page), ...) */
        PyObject *v = PyNumber_Long(vol), *pg = v ? PyNumber_Long(page) : NULL;
        PyObject *c = dict_get(fields, "consideration"), *pp = dict_get(fields, "pin_page");
        PyObject *pi = pp && pp != Py_None && PyObject_IsTrue(pp) ? PyNumber_Long(pp) : NULL;
        if (pg != NULL && !(pp && pp != Py_None && PyObject_IsTrue(pp) && pi == NULL)) {
            PyObject *vs = PyObject_Str(v), *ps = PyObject_Str(pg), *cc = truthy(c) ? clean_str(c) : NULL;
            PyObject *pis = pi ? PyObject_Str(pi) : NULL;
            if (vs && ps && (!truthy(c) || cc) && (!pi || pis)) {
                PyObject *parts[10] = {LIT("ch:BGE:"), vs, LIT("-"), part, LIT("-"), ps};
                int n = 6;
                if (cc) {
                    parts[n++] = LIT(":E-");
                    parts[n++] = cc;
                }
                if (pis) {
                    parts[n++] = LIT(":p-");
                    parts[n++] = pis;
                }
                if (PyUnicode_Check(part))
                    out = cat(n, parts);
                else
                    PyErr_SetString(PyExc_TypeError, "BGE part must be a str");
            }
            Py_XDECREF(vs);
            Py_XDECREF(ps);
            Py_XDECREF(cc);
            Py_XDECREF(pis);
        }
        Py_XDECREF(v);
        Py_XDECREF(pg);
        Py_XDECREF(pi);
        goto done;
    }
    if (kind == K_DOCKET || kind == K_CANTONAL) {
        if (truthy(cons) && dict_set(fields, "consideration", cons) < 0)
            goto done;
        PyObject *d = dict_get(fields, "docket");
        PyObject *ds = d ? PyObject_Str(d) : (PyErr_Occurred() ? NULL : Py_NewRef(T.s_empty));
        PyObject *dc = ds ? clean_str(ds) : NULL;
        PyObject *c = dict_get(fields, "consideration"), *cc = truthy(c) ? clean_str(c) : NULL;
        if (dc && (!truthy(c) || cc)) {
            PyObject *parts[6] = {LIT("ch:"), head, LIT(":"), dc, LIT(":E-"), cc};
            out = cat(cc ? 6 : 4, parts);
        }
        Py_XDECREF(ds);
        Py_XDECREF(dc);
        Py_XDECREF(cc);
        goto done;
    }
    if (kind == K_COMMENTARY) {
        *bail = 1;
        goto done;
    }
    if (kind == K_STATUTE && (truthy(art) || truthy(para))) {
        static const char *drop[5] = {"paragraph", "letter", "number", "article_to", "following"};
        for (int k = 0; k < 5; k++) {
            PyObject *key = key_of(drop[k]);
            if (key == NULL)
                goto done;
            int in = PyDict_Contains(fields, key);
            if (in < 0 || (in && PyDict_DelItem(fields, key) < 0))
                goto done;
        }
        if (truthy(art) && dict_set(fields, "article", art) < 0)
            goto done;
        if (truthy(para) && dict_set(fields, "paragraph", para) < 0)
            goto done;
        if (truthy(let)) {
            PyObject *l = PyObject_CallMethod(let, "rstrip", "s", ") ");
            int bad = l == NULL || dict_set(fields, "letter", l) < 0;
            Py_XDECREF(l);
            if (bad)
                goto done;
        }
        /* C.ch_statute(key, str(fields.get("article")), para, fields.get("letter")) */
        PyObject *a = dict_get(fields, "article"), *as = a ? PyObject_Str(a) : (PyErr_Occurred() ? NULL : PyUnicode_FromString("None"));
        PyObject *hk = clean_str(head), *ac = as ? clean_str(as) : NULL;
        PyObject *lv = dict_get(fields, "letter"), *pc = truthy(para) ? clean_str(para) : NULL;
        PyObject *lc = (lv && lv != Py_None && PyUnicode_Check(lv) && PyUnicode_GET_LENGTH(lv) > 0) ? clean_str(lv) : NULL;
        if (hk && ac && (!truthy(para) || pc)) {
            PyObject *parts[8] = {LIT("ch:"), hk, LIT(":art-"), ac};
            int n = 4;
            if (pc) {
                parts[n++] = LIT(":para-");
                parts[n++] = pc;
            }
            if (lc) {
                parts[n++] = LIT(":let-");
                parts[n++] = lc;
            }
            out = cat(n, parts);
        }
        Py_XDECREF(as);
        Py_XDECREF(hk);
        Py_XDECREF(ac);
        Py_XDECREF(pc);
        Py_XDECREF(lc);
        goto done;
    }
    if (kind == K_DOCTRINE) {
        if (truthy(margin) && dict_set(fields, "margin", margin) < 0)
            goto done;
        out = doctrine_id(st, start, end);
        goto done;
    }
    if (truthy(margin) && dict_set(fields, "margin", margin) < 0)
        goto done;
    if (truthy(art) && dict_set(fields, "article", art) < 0)
        goto done;
    out = Py_NewRef(ante_canonical);
done:
    Py_XDECREF(cons);
    Py_XDECREF(pin);
    Py_XDECREF(margin);
    Py_XDECREF(art);
    Py_XDECREF(para);
    Py_XDECREF(let);
    Py_XDECREF(head);
    return out;
}

Py_ssize_t rule_short(Scan *st, Py_ssize_t pos)
{
    if (!boundary_before(st, pos))
        return RULE_NONE;
    Py_ssize_t g[2 * (RX_patterns_SHORT_FORM_RE_NGROUPS + 1)];
    int last;
    Py_ssize_t r = rx_patterns_SHORT_FORM_RE_match(st->s, pos, st->n, g, &last);
    if (r == -2)
        return RULE_ERROR;
    if (r < 0)
        return RULE_NONE;
    Py_ssize_t start = pos, end = g[1], rc = RULE_ERROR;
    int has_margin = g[2 * SF(margin)] >= 0 && g[2 * SF(margin) + 1] > g[2 * SF(margin)];
    int has_cons = g[2 * SF(cons)] >= 0 && g[2 * SF(cons) + 1] > g[2 * SF(cons)];
    PyObject *author = NULL, *ante = NULL, *fields = NULL;
    Py_ssize_t ag[2 * (RX_patterns_AUTHOR_BEFORE_NGROUPS + 1)];
    Py_ssize_t lo = pos - 80 > st->floor ? pos - 80 : st->floor;
    if (lo <= pos) {
        r = rx_patterns_AUTHOR_BEFORE_search(st->s, lo, pos, ag, &last);
        if (r == -2)
            return RULE_ERROR;
        if (r >= 0) {
            if ((author = group_str(st, ag, 1)) == NULL)
                return RULE_ERROR;
            start = ag[0];
        }
    }
    if (author != NULL) {
        PyObject *al = call_method0(author, "lower");
        if (al == NULL)
            goto done;
        for (Py_ssize_t i = PyList_GET_SIZE(st->out) - 1; i >= 0 && ante == NULL; i--) {
            PyObject *cit = PyList_GET_ITEM(st->out, i);
            int doc;
            if (cls_startswith_doctrine(cit, &doc) < 0) {
                Py_DECREF(al);
                goto done;
            }
            if (!doc)
                continue;
            PyObject *f = cit_attr(cit, T.a_fields);
            PyObject *a = f ? PyObject_CallMethod(f, "get", "sO", "author", T.s_empty) : NULL;
            PyObject *as = a ? PyObject_Str(a) : NULL, *asl = as ? call_method0(as, "lower") : NULL;
            int in = asl ? PySequence_Contains(asl, al) : -1;
            Py_XDECREF(f);
            Py_XDECREF(a);
            Py_XDECREF(as);
            Py_XDECREF(asl);
            if (in < 0) {
                Py_DECREF(al);
                goto done;
            }
            if (in)
                ante = cit;
        }
        Py_DECREF(al);
    } else {
        PyObject *classes = has_margin ? T.doctrine_classes : has_cons ? T.shortform_decisions : NULL;
        ante = ctx_last(st, classes, T.shortform_reach, pos);
        if (ante == NULL && PyErr_Occurred())
            goto done;
    }
    if (ante == NULL) {
        if (author == NULL) {
            rc = has_margin ? end : RULE_NONE;
            goto done;
        }
        fields = PyDict_New();
        PyObject *sf = group_str(st, g, SF(sf));
        if (fields == NULL || sf == NULL || dict_set(fields, "author", author) < 0 || dict_set(fields, "work", sf) < 0) {
            Py_XDECREF(sf);
            goto done;
        }
        Py_DECREF(sf);
        if (has_margin) {
            PyObject *m = group_str(st, g, SF(margin));
            if (m == NULL || dict_set(fields, "margin", m) < 0) {
                Py_XDECREF(m);
                goto done;
            }
            Py_DECREF(m);
            if ((end = article_of_margin(st, end, fields)) < 0)
                goto done;
        }
        PyObject *id = doctrine_id(st, start, end);
        if (id == NULL)
            goto done;
        if (emit(st, start, end, T.s_doctrine_informal, T.s_CH, fields, id, 1, NULL, NULL) == NULL) {
            fields = NULL;
            goto done;
        }
        fields = NULL;
        rc = end;
        goto done;
    }
    PyObject *afields = cit_attr(ante, T.a_fields);
    if (afields == NULL)
        goto done;
    fields = PyDict_Check(afields) ? PyDict_Copy(afields) : PyObject_CallOneArg((PyObject *)&PyDict_Type, afields);
    Py_DECREF(afields);
    if (fields == NULL)
        goto done;
    int doc;
    if (cls_startswith_doctrine(ante, &doc) < 0)
        goto done;
    if (doc && has_margin && (end = article_of_margin(st, end, fields)) < 0)
        goto done;
    PyObject *acanon = cit_attr(ante, T.a_canonical);
    if (acanon == NULL)
        goto done;
    int bail;
    PyObject *canonical = pinpointed(st, acanon, fields, g, start, end, &bail);
    if (canonical == NULL) {
        Py_DECREF(acanon);
        if (bail)
            rc = RULE_BAIL;
        goto done;
    }
    PyObject *cls = cit_attr(ante, T.a_cls), *jur = cls ? cit_attr(ante, T.a_jurisdiction) : NULL;
    if (jur == NULL) {
        Py_XDECREF(cls);
        Py_DECREF(acanon);
        Py_DECREF(canonical);
        goto done;
    }
    PyObject *cit = emit(st, start, end, cls, jur, fields, canonical, 1, acanon, NULL);
    fields = NULL;
    Py_DECREF(cls);
    Py_DECREF(jur);
    Py_DECREF(acanon);
    rc = cit == NULL ? RULE_ERROR : end;
done:
    Py_XDECREF(author);
    Py_XDECREF(fields);
    return rc;
}
