/* String helpers of the C rules: the str methods and small functions of the Python rules they copy. */
#include "scan.h"

PyObject *substr(const Scan *st, Py_ssize_t a, Py_ssize_t b)
{
    return PyUnicode_Substring(st->text, a, b);
}

PyObject *group_str(const Scan *st, const Py_ssize_t *g, int k)
{
    if (g[2 * k] < 0)
        return Py_NewRef(Py_None);
    return substr(st, g[2 * k], g[2 * k + 1]);
}

int str_has_char(PyObject *chars, Py_UCS4 c)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(chars);
    int kind = PyUnicode_KIND(chars);
    const void *data = PyUnicode_DATA(chars);
    for (Py_ssize_t i = 0; i < n; i++)
        if (PyUnicode_READ(kind, data, i) == c)
            return 1;
    return 0;
}

int truthy(PyObject *v)
{
    /* Python truth of a str or None (what the rules test: "if el.paragraph:") */
    return v != NULL && v != Py_None && (!PyUnicode_Check(v) || PyUnicode_GET_LENGTH(v) > 0);
}

int text_startswith(const Scan *st, Py_ssize_t at, Py_ssize_t stop, PyObject *word)
{
    Py_ssize_t len = PyUnicode_GET_LENGTH(word);
    if (len > stop - at)
        return 0;
    int kind = PyUnicode_KIND(word);
    const void *data = PyUnicode_DATA(word);
    for (Py_ssize_t i = 0; i < len; i++)
        if (st->s[at + i] != PyUnicode_READ(kind, data, i))
            return 0;
    return 1;
}

int text_endswith(const Scan *st, Py_ssize_t lo, Py_ssize_t hi, PyObject *word)
{
    Py_ssize_t len = PyUnicode_GET_LENGTH(word);
    if (len > hi - lo)
        return 0;
    return text_startswith(st, hi - len, hi, word);
}

int str_eq_ascii(PyObject *v, const char *s)
{
    return v != NULL && v != Py_None && PyUnicode_CompareWithASCIIString(v, s) == 0;
}

PyObject *call_method0(PyObject *v, const char *name)
{
    return PyObject_CallMethod(v, name, NULL);
}

/* canonical._clean for a str: value.strip().replace(" ", "_") */
PyObject *clean_str(PyObject *v)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(v);
    int kind = PyUnicode_KIND(v);
    const void *data = PyUnicode_DATA(v);
    int plain = n > 0 && !CH_SPACE(PyUnicode_READ(kind, data, 0)) && !CH_SPACE(PyUnicode_READ(kind, data, n - 1));
    for (Py_ssize_t i = 0; plain && i < n; i++)
        if (PyUnicode_READ(kind, data, i) == ' ')
            plain = 0;
    if (plain || n == 0)
        return Py_NewRef(v);
    PyObject *stripped = call_method0(v, "strip");
    if (stripped == NULL)
        return NULL;
    PyObject *out = PyObject_CallMethod(stripped, "replace", "ss", " ", "_");
    Py_DECREF(stripped);
    return out;
}

/* statutes._art: "2043 bis" / "2043bis" -> "2043bis" (Swiss style; "1er" -> "1") */
PyObject *art_str(PyObject *v)
{
    if (PyUnicode_GET_LENGTH(v) > 0) {
        int alnum = 1;
        Py_ssize_t n = PyUnicode_GET_LENGTH(v);
        int kind = PyUnicode_KIND(v);
        const void *data = PyUnicode_DATA(v);
        for (Py_ssize_t i = 0; i < n; i++)
            if (!CH_ALNUM(PyUnicode_READ(kind, data, i))) {
                alnum = 0;
                break;
            }
        if (alnum) {
            if (PyUnicode_CompareWithASCIIString(v, "1er") == 0)
                return PyUnicode_FromString("1");
            return Py_NewRef(v);
        }
    }
    /* re.sub(r"[\s\u00a0-]+", "", value): drop whitespace and hyphens */
    Py_ssize_t n = PyUnicode_GET_LENGTH(v);
    int kind = PyUnicode_KIND(v);
    const void *data = PyUnicode_DATA(v);
    Py_UCS4 *buf = PyMem_Malloc(sizeof(Py_UCS4) * (size_t)(n ? n : 1));
    if (buf == NULL)
        return PyErr_NoMemory();
    Py_ssize_t k = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (CH_SPACE(c) || c == 0xa0 || c == '-')
            continue;
        buf[k++] = c;
    }
    PyObject *out = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, buf, k);
    PyMem_Free(buf);
    return out;
}

/* Match a generated pattern against a str that is not the scanned text (a group value, a derived
   string): its UCS4 copy. */
Py_ssize_t rx_on_str(rxfn fn, PyObject *v, Py_ssize_t *g, int *last)
{
    Py_UCS4 *buf = PyUnicode_AsUCS4Copy(v);
    if (buf == NULL)
        return -2;
    Py_ssize_t r = fn(buf, 0, PyUnicode_GET_LENGTH(v), g, last);
    PyMem_Free(buf);
    return r;
}

PyObject *str_of_groups(PyObject *v, const Py_ssize_t *g, int k)
{
    if (g[2 * k] < 0)
        return Py_NewRef(Py_None);
    return PyUnicode_Substring(v, g[2 * k], g[2 * k + 1]);
}

/* Call a Python function of the rules with ctx.floor brought up to date first. */
PyObject *call_with_ctx(Scan *st, PyObject *fn, PyObject *const *args, Py_ssize_t nargs)
{
    if (sync_floor(st) < 0)
        return NULL;
    return PyObject_Vectorcall(fn, args, (size_t)nargs, NULL);
}

int sync_floor(Scan *st)
{
    PyObject *floor = PyLong_FromSsize_t(st->floor);
    if (floor == NULL)
        return -1;
    int r = PyObject_SetAttr(st->ctx, T.s_floor, floor);
    Py_DECREF(floor);
    return r;
}

/* ctx.last(classes, within, at): the latest citation (of classes; NULL = any), ending at most within
   characters before at (within < 0: no limit).  A borrowed reference, or NULL (none; error if set). */
PyObject *ctx_last(Scan *st, PyObject *classes, Py_ssize_t within, Py_ssize_t at)
{
    for (Py_ssize_t i = PyList_GET_SIZE(st->out) - 1; i >= 0; i--) {
        PyObject *cit = PyList_GET_ITEM(st->out, i);
        if (within >= 0) {
            PyObject *e = cit_attr(cit, T.a_end);
            if (e == NULL)
                return NULL;
            Py_ssize_t end = PyLong_AsSsize_t(e);
            Py_DECREF(e);
            if (end == -1 && PyErr_Occurred())
                return NULL;
            if (at - end > within)
                return NULL;
        }
        if (classes == NULL)
            return cit;
        PyObject *cls = cit_attr(cit, T.a_cls);
        if (cls == NULL)
            return NULL;
        int in = PySet_Contains(classes, cls);
        Py_DECREF(cls);
        if (in < 0)
            return NULL;
        if (in)
            return cit;
    }
    return NULL;
}

Py_ssize_t attr_ssize(PyObject *obj, PyObject *name)
{
    PyObject *v = cit_attr(obj, name);
    if (v == NULL)
        return -1;
    Py_ssize_t r = PyLong_AsSsize_t(v);
    Py_DECREF(v);
    return r;
}

/* Interned str keys for the C string literals the rules use as dict keys (PyDict_SetItemString would
   make and intern a new str each time). */
#define KEY_SLOTS 128
static const char *key_lit[KEY_SLOTS];
static PyObject *key_obj[KEY_SLOTS];

PyObject *key_of(const char *lit)
{
    size_t h = ((size_t)lit >> 3) % KEY_SLOTS;
    for (size_t i = 0; i < KEY_SLOTS; i++) {
        size_t k = (h + i) % KEY_SLOTS;
        if (key_lit[k] == lit)
            return key_obj[k];
        if (key_lit[k] == NULL) {
            PyObject *o = PyUnicode_InternFromString(lit);
            if (o == NULL)
                return NULL;
            key_lit[k] = lit;
            key_obj[k] = o;
            return o;
        }
    }
    return PyUnicode_InternFromString(lit); /* full: never reached with the rules' few keys */
}

int dict_set(PyObject *d, const char *key, PyObject *v)
{
    PyObject *k = key_of(key);
    return k == NULL ? -1 : PyDict_SetItem(d, k, v);
}

PyObject *dict_get(PyObject *d, const char *key)
{
    PyObject *k = key_of(key);
    return k == NULL ? NULL : PyDict_GetItemWithError(d, k);
}

/* The concatenation of n str objects (NULL parts are an error already set): one allocation. */
PyObject *cat(int n, PyObject *const *parts)
{
    Py_ssize_t len = 0;
    Py_UCS4 maxc = 0;
    for (int i = 0; i < n; i++) {
        if (parts[i] == NULL)
            return NULL;
        len += PyUnicode_GET_LENGTH(parts[i]);
        Py_UCS4 m = PyUnicode_MAX_CHAR_VALUE(parts[i]);
        if (m > maxc)
            maxc = m;
    }
    PyObject *out = PyUnicode_New(len, maxc);
    if (out == NULL)
        return NULL;
    Py_ssize_t at = 0;
    for (int i = 0; i < n; i++) {
        Py_ssize_t k = PyUnicode_GET_LENGTH(parts[i]);
        if (PyUnicode_CopyCharacters(out, at, parts[i], 0, k) < 0) {
            Py_DECREF(out);
            return NULL;
        }
        at += k;
    }
    return out;
}

/* v.lower(): itself for an ASCII str without capitals (an article number, a letter), else str.lower */
PyObject *str_lower(PyObject *v)
{
    if (PyUnicode_IS_ASCII(v)) {
        const Py_UCS1 *d = PyUnicode_1BYTE_DATA(v);
        Py_ssize_t n = PyUnicode_GET_LENGTH(v), i = 0;
        while (i < n && !(d[i] >= 'A' && d[i] <= 'Z'))
            i++;
        if (i == n)
            return Py_NewRef(v);
    }
    return call_method0(v, "lower");
}
