/* Test and benchmark entry points for the generated regex matchers (rx_gen.c).
 *
 *   _cscan.rx_call(name, mode, text, pos, endpos) -> None | (spans, lastindex)
 *       mode: "match" | "search" | "fullmatch"; pos/endpos are clamped to [0, len(text)] as by re;
 *       spans: ((start, end) of group 0..n, (-1, -1) for a group that did not participate);
 *       lastindex: int or None.
 *   _cscan.rx_bench(name, text, positions, repeat[, mode[, endpositions]]) -> float seconds
 *       runs `mode` (default "match") of `name` at every position, `repeat` times, in a C loop; endpos is
 *       len(text), or endpositions[k] for positions[k].
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>
#include <time.h>

#include "rx_gen.h"

static const rx_entry *rx_find(const char *name) {
    int lo = 0, hi = RX_COUNT - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(name, RX_TABLE[mid].name);
        if (c == 0) return &RX_TABLE[mid];
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    PyErr_Format(PyExc_KeyError, "no compiled regex named %s", name);
    return NULL;
}

static Py_ssize_t rx_clamp(Py_ssize_t v, Py_ssize_t len) { return v < 0 ? 0 : (v > len ? len : v); }

/* The UCS4 copy of the last text rx_call saw (tests call it many times on one long text; str is
   immutable, so the same object has the same characters). */
static PyObject *rx_last_text = NULL;
static Py_UCS4 *rx_last_buf = NULL;

static const Py_UCS4 *rx_text(PyObject *text) {
    Py_UCS4 *buf;
    if (text == rx_last_text) return rx_last_buf;
    if (!(buf = PyUnicode_AsUCS4Copy(text))) return NULL;
    PyMem_Free(rx_last_buf);
    Py_XDECREF(rx_last_text);
    Py_INCREF(text);
    rx_last_text = text;
    rx_last_buf = buf;
    return buf;
}

PyObject *rxtest_call(PyObject *self, PyObject *args) {
    const char *name, *mode;
    PyObject *text, *spans, *result;
    Py_ssize_t pos, endpos, len, r, *g, k;
    const Py_UCS4 *buf;
    const rx_entry *e;
    rx_fn fn;
    int li = 0;
    (void)self;
    if (!PyArg_ParseTuple(args, "ssUnn", &name, &mode, &text, &pos, &endpos)) return NULL;
    if (!(e = rx_find(name))) return NULL;
    if (strcmp(mode, "match") == 0)
        fn = e->match;
    else if (strcmp(mode, "search") == 0)
        fn = e->search;
    else if (strcmp(mode, "fullmatch") == 0)
        fn = e->fullmatch;
    else {
        PyErr_Format(PyExc_ValueError, "mode must be match, search or fullmatch, not %s", mode);
        return NULL;
    }
    len = PyUnicode_GET_LENGTH(text);
    pos = rx_clamp(pos, len);
    endpos = rx_clamp(endpos, len);
    if (!(buf = rx_text(text))) return NULL;
    if (!(g = (Py_ssize_t *)PyMem_Malloc(sizeof(Py_ssize_t) * 2 * ((size_t)e->ngroups + 1))))
        return PyErr_NoMemory();
    r = fn(buf, pos, endpos, g, &li);
    if (r < 0) {
        PyMem_Free(g);
        if (r == -2) return NULL;
        Py_RETURN_NONE;
    }
    if (!(spans = PyTuple_New(e->ngroups + 1))) {
        PyMem_Free(g);
        return NULL;
    }
    for (k = 0; k <= e->ngroups; k++) {
        PyObject *span = Py_BuildValue("(nn)", g[2 * k], g[2 * k + 1]);
        if (!span) {
            Py_DECREF(spans);
            PyMem_Free(g);
            return NULL;
        }
        PyTuple_SET_ITEM(spans, k, span);
    }
    PyMem_Free(g);
    if (li > 0)
        result = Py_BuildValue("(Ni)", spans, li);
    else
        result = Py_BuildValue("(NO)", spans, Py_None);
    return result;
}

static int rx_positions(PyObject *list, Py_ssize_t n, Py_ssize_t len, Py_ssize_t *out) {
    PyObject *seq = PySequence_Fast(list, "positions must be a sequence of ints");
    Py_ssize_t j;
    if (!seq) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "endpositions must be as long as positions");
        return -1;
    }
    for (j = 0; j < n; j++) {
        out[j] = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(seq, j));
        if (out[j] == -1 && PyErr_Occurred()) break;
        out[j] = rx_clamp(out[j], len);
    }
    Py_DECREF(seq);
    return PyErr_Occurred() ? -1 : 0;
}

PyObject *rxtest_bench(PyObject *self, PyObject *args) {
    const char *name, *mode = "match";
    PyObject *text, *positions, *ends_list = Py_None;
    Py_ssize_t len, n, j, *pos, *ends, *g;
    int repeat, rep, li = 0;
    Py_UCS4 *buf;
    const rx_entry *e;
    rx_fn fn;
    struct timespec t0, t1;
    (void)self;
    if (!PyArg_ParseTuple(args, "sUOi|sO", &name, &text, &positions, &repeat, &mode, &ends_list)) return NULL;
    if (!(e = rx_find(name))) return NULL;
    if (strcmp(mode, "match") == 0)
        fn = e->match;
    else if (strcmp(mode, "search") == 0)
        fn = e->search;
    else if (strcmp(mode, "fullmatch") == 0)
        fn = e->fullmatch;
    else {
        PyErr_Format(PyExc_ValueError, "mode must be match, search or fullmatch, not %s", mode);
        return NULL;
    }
    if ((n = PyObject_Length(positions)) < 0) return NULL;
    len = PyUnicode_GET_LENGTH(text);
    pos = (Py_ssize_t *)PyMem_Malloc(sizeof(Py_ssize_t) * 2 * ((size_t)n + 1));
    ends = pos + n + 1;
    g = (Py_ssize_t *)PyMem_Malloc(sizeof(Py_ssize_t) * 2 * ((size_t)e->ngroups + 1));
    buf = PyUnicode_AsUCS4Copy(text);
    if (!pos || !g || !buf) {
        PyMem_Free(pos);
        PyMem_Free(g);
        PyMem_Free(buf);
        return buf ? PyErr_NoMemory() : NULL;
    }
    for (j = 0; j < n; j++) ends[j] = len;
    if (rx_positions(positions, n, len, pos) < 0 || (ends_list != Py_None && rx_positions(ends_list, n, len, ends) < 0)) {
        PyMem_Free(pos);
        PyMem_Free(g);
        PyMem_Free(buf);
        return NULL;
    }
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (rep = 0; rep < repeat; rep++)
        for (j = 0; j < n; j++)
            if (fn(buf, pos[j], ends[j], g, &li) == -2) {
                PyMem_Free(pos);
                PyMem_Free(g);
                PyMem_Free(buf);
                return NULL;
            }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    PyMem_Free(pos);
    PyMem_Free(g);
    PyMem_Free(buf);
    return PyFloat_FromDouble((double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9);
}
