/* lexgate.citations._cscan: the compiled citation scanner (see scan.h).  Optional: without it lexgate
 * runs the pure-Python scanner, which is the reference this one is tested against. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

extern PyObject *scan_run(PyObject *, PyObject *);
extern PyObject *scan_configure(PyObject *, PyObject *);
extern PyObject *scan_anchor_hits(PyObject *, PyObject *);
extern PyObject *scan_detect_language(PyObject *, PyObject *);
extern PyObject *scan_stats(PyObject *, PyObject *);
extern PyObject *rxtest_call(PyObject *, PyObject *), *rxtest_bench(PyObject *, PyObject *);

static PyMethodDef methods[] = {
    {"configure", scan_configure, METH_O, "configure(tables: dict) -> None: the tables of lexgate.citations.cscan"},
    {"run", scan_run, METH_VARARGS, "run(ctx, codes, rules) -> None: the anchor loop of extract()"},
    {"anchor_hits", scan_anchor_hits, METH_O, "anchor_hits(text) -> [(word index, start, end)]"},
    {"detect_language", scan_detect_language, METH_O, "detect_language(text) -> 'de' | 'fr' | 'it' | 'en'"},
    {"stats", scan_stats, METH_VARARGS, "stats(reset=False) -> [(rule code, C calls, bails, Python calls)]"},
    {"rx_call", rxtest_call, METH_VARARGS, "rx_call(name, mode, text, pos, endpos): a compiled regex (tests)"},
    {"rx_bench", rxtest_bench, METH_VARARGS, "rx_bench(name, text, positions, repeat) -> seconds (benchmarks)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moddef = {PyModuleDef_HEAD_INIT, "_cscan", "compiled citation scanner", -1, methods};

PyMODINIT_FUNC PyInit__cscan(void)
{
    return PyModule_Create(&moddef);
}
