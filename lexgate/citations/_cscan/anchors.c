/* The anchor pass and the language guess of the compiled scanner.
 *
 * anchors.anchor_hits: every anchor word of the table, leftmost-longest and non-overlapping (at each
 * position the longest word starting there, the scan going on after its end), as ahocorasick_rs finds
 * them; here a trie over code points with a two-character prefilter.  lang.detect_language: stopwords
 * counted in the first characters of the text, lower-cased as str.lower() does.
 */
#include "scan.h"

/* ------------------------------------------------------------------ word tries */
typedef struct {
    Py_UCS4 c;
    int child;
} Edge;

typedef struct {
    int word;       /* index of the word ending here, or -1 */
    int word2;      /* in a trie of two word sets: index of the second set's word ending here, or -1 */
    int first_edge; /* children: edges[first_edge .. first_edge + nedges), sorted by character */
    int nedges;
} Node;

/* A trie of words with a prefilter: pair_state[c0 * 256 + c1] for two characters < 256 says 0: no word
   starts so, 1: some word of three or more characters may (test the three-character hash), 2: walk the
   trie (a word of two characters, or one of one character c0). */
typedef struct {
    Node *nodes;
    Edge *edges;
    int root_next[256];
    unsigned char walk_first[256]; /* a word of one character, or with a second character >= 256 */
    unsigned char *pair_state;     /* 65536 entries */
    unsigned char *pair_bytes;     /* pair_state indexed by two bytes as one native 16-bit load */
    unsigned char tri_ok[65536 / 8];
    int have_wide_first;
    int built;
} Trie;

static Trie anchor_trie, cue_trie;

#define BIT(a, i) ((a)[(i) >> 3] & (1u << ((i) & 7)))
#define SETBIT(a, i) ((a)[(i) >> 3] |= (unsigned char)(1u << ((i) & 7)))

static inline unsigned tri_hash(Py_UCS4 a, Py_UCS4 b, Py_UCS4 c)
{
    return ((a * 961u) ^ (b * 31u) ^ c ^ (a >> 5) * 7u) & 0xffffu;
}

static int child_of(const Trie *t, int node, Py_UCS4 c)
{
    int lo = t->nodes[node].first_edge, hi = lo + t->nodes[node].nedges, end = hi;
    if (hi - lo <= 8) { /* most nodes have a child or two: a scan beats the search */
        for (int e = lo; e < hi; e++)
            if (t->edges[e].c >= c)
                return t->edges[e].c == c ? t->edges[e].child : -1;
        return -1;
    }
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (t->edges[mid].c < c)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < end && t->edges[lo].c == c ? t->edges[lo].child : -1;
}

static int cmp_edge(const void *a, const void *b)
{
    Py_UCS4 x = ((const Edge *)a)->c, y = ((const Edge *)b)->c;
    return x < y ? -1 : x > y;
}

typedef struct {
    Py_UCS4 c;
    int child, next;
} BEdge;

/* words[0:split] are the first set (Node.word), words[split:] the second (Node.word2, numbered from 0) */
static int build_trie2(Trie *t, PyObject *words, Py_ssize_t split)
{
    PyObject *seq = PySequence_Fast(words, "words must be a sequence");
    if (seq == NULL)
        return -1;
    Py_ssize_t nw = PySequence_Fast_GET_SIZE(seq), total = 1;
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *w = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyUnicode_Check(w) || PyUnicode_GET_LENGTH(w) == 0) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "configure(): trie words must be non-empty str");
            return -1;
        }
        total += PyUnicode_GET_LENGTH(w);
    }
    int *word = PyMem_Calloc((size_t)total, sizeof(int)), *head = PyMem_Calloc((size_t)total, sizeof(int));
    int *word2 = PyMem_Calloc((size_t)total, sizeof(int));
    BEdge *be = PyMem_Calloc((size_t)total, sizeof(BEdge));
    unsigned char *pair = t->pair_state ? t->pair_state : PyMem_Malloc(65536);
    if (word == NULL || head == NULL || be == NULL || pair == NULL || word2 == NULL) {
        PyMem_Free(word2);
        PyMem_Free(word);
        PyMem_Free(head);
        PyMem_Free(be);
        if (pair != t->pair_state)
            PyMem_Free(pair);
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    t->pair_state = pair;
    int nn = 1, ne = 0;
    word[0] = -1;
    word2[0] = -1;
    head[0] = -1;
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *w = PySequence_Fast_GET_ITEM(seq, i);
        int node = 0;
        for (Py_ssize_t k = 0; k < PyUnicode_GET_LENGTH(w); k++) {
            Py_UCS4 c = PyUnicode_READ_CHAR(w, k);
            int found = -1;
            for (int e = head[node]; e >= 0; e = be[e].next)
                if (be[e].c == c) {
                    found = be[e].child;
                    break;
                }
            if (found < 0) {
                found = nn++;
                word[found] = -1;
                word2[found] = -1;
                head[found] = -1;
                be[ne].c = c;
                be[ne].child = found;
                be[ne].next = head[node];
                head[node] = ne++;
            }
            node = found;
        }
        if (i < split && word[node] < 0)
            word[node] = (int)i; /* the first of equal words wins */
        else if (i >= split && word2[node] < 0)
            word2[node] = (int)(i - split);
    }
    PyMem_Free(t->nodes);
    PyMem_Free(t->edges);
    t->nodes = PyMem_Calloc((size_t)nn, sizeof(Node));
    t->edges = PyMem_Calloc((size_t)(ne ? ne : 1), sizeof(Edge));
    if (t->nodes == NULL || t->edges == NULL) {
        PyMem_Free(word2);
        PyMem_Free(word);
        PyMem_Free(head);
        PyMem_Free(be);
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    int k = 0;
    for (int n = 0; n < nn; n++) {
        t->nodes[n].word = word[n];
        t->nodes[n].word2 = word2[n];
        t->nodes[n].first_edge = k;
        for (int e = head[n]; e >= 0; e = be[e].next) {
            t->edges[k].c = be[e].c;
            t->edges[k].child = be[e].child;
            k++;
        }
        t->nodes[n].nedges = k - t->nodes[n].first_edge;
        qsort(t->edges + t->nodes[n].first_edge, (size_t)t->nodes[n].nedges, sizeof(Edge), cmp_edge);
    }
    memset(t->walk_first, 0, sizeof t->walk_first);
    memset(t->pair_state, 0, 65536);
    memset(t->tri_ok, 0, sizeof t->tri_ok);
    t->have_wide_first = 0;
    for (int c = 0; c < 256; c++)
        t->root_next[c] = child_of(t, 0, (Py_UCS4)c);
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *w = PySequence_Fast_GET_ITEM(seq, i);
        Py_UCS4 c0 = PyUnicode_READ_CHAR(w, 0);
        if (c0 >= 256) {
            t->have_wide_first = 1;
            continue;
        }
        Py_UCS4 c1 = PyUnicode_GET_LENGTH(w) > 1 ? PyUnicode_READ_CHAR(w, 1) : 0;
        if (PyUnicode_GET_LENGTH(w) == 1 || c1 >= 256) {
            t->walk_first[c0] = 1;
            continue;
        }
        unsigned char *ps = &t->pair_state[c0 * 256 + c1];
        if (PyUnicode_GET_LENGTH(w) == 2) {
            *ps = 2;
        } else {
            if (*ps == 0)
                *ps = 1;
            SETBIT(t->tri_ok, tri_hash(c0, c1, PyUnicode_READ_CHAR(w, 2)));
        }
    }
    /* a character that starts a one-character word must always be walked: every pair with it walks */
    for (int c0 = 0; c0 < 256; c0++)
        if (t->walk_first[c0])
            for (int c1 = 0; c1 < 256; c1++)
                t->pair_state[c0 * 256 + c1] = 2;
    PyMem_Free(word2);
    PyMem_Free(word);
    PyMem_Free(head);
    PyMem_Free(be);
    Py_DECREF(seq);
    if (t->pair_bytes == NULL && (t->pair_bytes = PyMem_Malloc(65536)) == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (unsigned v = 0; v < 65536; v++) {
        unsigned char two[2];
        uint16_t w = (uint16_t)v;
        memcpy(two, &w, 2); /* the bytes a 16-bit load of value v came from, in memory order */
        t->pair_bytes[v] = t->pair_state[(two[0] << 8) | two[1]];
    }
    t->built = 1;
    return 0;
}

static int build_trie(Trie *t, PyObject *words)
{
    Py_ssize_t n = PySequence_Size(words);
    return n < 0 ? -1 : build_trie2(t, words, n);
}

/* The next position at or after *pp where a word of t may start: *pp set there, and the trie node of
   its first character returned; -1 at the end of the text. */
static inline int next_candidate(const Trie *t, const Py_UCS4 *s, const Py_UCS1 *bytes, Py_ssize_t n,
                                 Py_ssize_t *pp)
{
    const unsigned char *pair = t->pair_state;
    Py_ssize_t p = *pp;
    while (p < n) {
        /* the fast skip: two characters < 256 that start no word (most positions of a text) */
        if (bytes != NULL) { /* a Latin-1 text: its own bytes, two at a time */
            const unsigned char *pb = t->pair_bytes;
            for (Py_ssize_t lim = n - 1; p < lim; p++) {
                uint16_t v;
                memcpy(&v, bytes + p, 2);
                if (pb[v])
                    break;
            }
        } else {
            for (Py_ssize_t lim = n - 1; p < lim; p++) {
                Py_UCS4 x = s[p], y = s[p + 1];
                if ((x | y) >= 256 || pair[(x << 8) | y])
                    break;
            }
        }
        if (p >= n)
            break;
        Py_UCS4 c0 = s[p];
        if (c0 < 256) {
            Py_UCS4 c1 = p + 1 < n ? s[p + 1] : 0;
            if (c1 < 256) {
                unsigned char ps = pair[(c0 << 8) | c1];
                if (ps == 0 || (p + 1 >= n && !t->walk_first[c0])) {
                    p++;
                    continue;
                }
                if (ps == 1 && (p + 2 >= n || !BIT(t->tri_ok, tri_hash(c0, c1, s[p + 2])))) {
                    p++;
                    continue;
                }
            } else if (!t->walk_first[c0]) {
                p++; /* no word has a second character >= 256 after c0 (walk_first says) */
                continue;
            }
            *pp = p;
            return t->root_next[c0];
        }
        if (t->have_wide_first) {
            int node = child_of(t, 0, c0);
            if (node >= 0) {
                *pp = p;
                return node;
            }
        }
        p++;
    }
    *pp = n;
    return -1;
}

/* The next word of t at or after *i, leftmost-longest: 1 and (word index, start, end), *i moved past
   it; 0 at the end of the text. */
static int next_word(const Trie *t, const Py_UCS4 *s, const Py_UCS1 *bytes, Py_ssize_t n, Py_ssize_t *i, int *idx,
                     Py_ssize_t *a, Py_ssize_t *b)
{
    Py_ssize_t p = *i;
    for (;;) {
        int node = next_candidate(t, s, bytes, n, &p);
        if (node < 0 && p >= n)
            break;
        int best = -1;
        Py_ssize_t best_end = 0, j = p + 1;
        while (node >= 0) {
            if (t->nodes[node].word >= 0) {
                best = t->nodes[node].word;
                best_end = j;
            }
            if (j >= n || t->nodes[node].nedges == 0)
                break;
            node = child_of(t, node, s[j]);
            j++;
        }
        if (best >= 0) {
            *idx = best;
            *a = p;
            *b = best_end;
            *i = best_end;
            return 1;
        }
        p++;
    }
    *i = p;
    return 0;
}

int build_anchor_trie(PyObject *words)
{
    return build_trie(&anchor_trie, words);
}

int next_anchor(const Py_UCS4 *s, const Py_UCS1 *bytes, Py_ssize_t n, Py_ssize_t *i, int *idx, Py_ssize_t *a,
                Py_ssize_t *b)
{
    return next_word(&anchor_trie, s, bytes, n, i, idx, a, b);
}

/* ------------------------------------------------------------------ the jurisdiction vote */
/* per cue: side (0 CH, 1 IT), weight, boundary before, boundary after, follow code (0 none, 1 \d,
   2 [ \u00a0]?\d, 3 [A-Z], 4 (?! e Cantone), 5 another pattern: cue_follow_rx[i].match), and the
   languages it counts in (bit 1 << lang_index; 0: every language) */
typedef struct {
    int side, weight, before, after, follow, langs;
} Cue;

static Cue *cues;
static Py_ssize_t ncues;
static PyObject *cue_follow_rx; /* tuple: the compiled follow pattern of each cue, or None */

int build_cues(PyObject *table)
{
    /* table: tuple of (word, side, weight, before, after, follow code, compiled follow or None, languages) */
    if (!PyTuple_Check(table)) {
        PyErr_SetString(PyExc_TypeError, "configure(): cues must be a tuple");
        return -1;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(table);
    PyObject *words = PyList_New(n), *rx = PyTuple_New(n);
    Cue *c = PyMem_Calloc((size_t)(n ? n : 1), sizeof(Cue));
    if (words == NULL || rx == NULL || c == NULL) {
        Py_XDECREF(words);
        Py_XDECREF(rx);
        PyMem_Free(c);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *row = PyTuple_GET_ITEM(table, i);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 8) {
            PyErr_SetString(PyExc_TypeError, "configure(): a cue must be an 8-tuple");
            goto error;
        }
        PyList_SET_ITEM(words, i, Py_NewRef(PyTuple_GET_ITEM(row, 0)));
        PyTuple_SET_ITEM(rx, i, Py_NewRef(PyTuple_GET_ITEM(row, 6)));
        c[i].side = (int)PyLong_AsLong(PyTuple_GET_ITEM(row, 1));
        c[i].weight = (int)PyLong_AsLong(PyTuple_GET_ITEM(row, 2));
        c[i].before = PyObject_IsTrue(PyTuple_GET_ITEM(row, 3));
        c[i].after = PyObject_IsTrue(PyTuple_GET_ITEM(row, 4));
        c[i].follow = (int)PyLong_AsLong(PyTuple_GET_ITEM(row, 5));
        c[i].langs = (int)PyLong_AsLong(PyTuple_GET_ITEM(row, 7));
        if (PyErr_Occurred())
            goto error;
    }
    if (build_trie(&cue_trie, words) < 0)
        goto error;
    Py_DECREF(words);
    PyMem_Free(cues);
    cues = c;
    ncues = n;
    Py_XSETREF(cue_follow_rx, rx);
    return 0;
error:
    Py_DECREF(words);
    Py_DECREF(rx);
    PyMem_Free(c);
    return -1;
}

static int cue_counts(const Scan *st, int idx, Py_ssize_t a, Py_ssize_t b, long votes[2]);

/* jurisdiction.document_jurisdiction(text, lang): a new reference to "CH" or "IT" */
PyObject *document_jurisdiction(const Scan *st)
{
    if (st->have_votes) {
        int italian = st->votes[1] != st->votes[0] ? st->votes[1] > st->votes[0] : st->lang_index == 3;
        return Py_NewRef(italian ? T.s_IT : T.s_CH);
    }
    long votes[2] = {0, 0};
    Py_ssize_t i = 0, a, b;
    int idx;
    while (next_word(&cue_trie, st->s, st->bytes, st->n, &i, &idx, &a, &b))
        if (cue_counts(st, idx, a, b, votes) < 0)
            return NULL;
    int italian = votes[1] != votes[0] ? votes[1] > votes[0] : st->lang_index == 3;
    return Py_NewRef(italian ? T.s_IT : T.s_CH);
}

/* anchor_hits(text) -> [(word index, start, end)]: for the tests against anchors.anchor_hits */
PyObject *scan_anchor_hits(PyObject *self, PyObject *text)
{
    (void)self;
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "anchor_hits() needs a str");
        return NULL;
    }
    if (!anchor_trie.built) {
        PyErr_SetString(PyExc_RuntimeError, "_cscan.configure() was not called");
        return NULL;
    }
    Py_UCS4 *s = PyUnicode_AsUCS4Copy(text);
    if (s == NULL)
        return NULL;
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), i = 0, a, b;
    int idx;
    PyObject *out = PyList_New(0);
    const Py_UCS1 *bytes = PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND ? PyUnicode_1BYTE_DATA(text) : NULL;
    while (out != NULL && next_anchor(s, bytes, n, &i, &idx, &a, &b)) {
        PyObject *t = Py_BuildValue("(inn)", idx, a, b);
        if (t == NULL || PyList_Append(out, t) < 0)
            Py_CLEAR(out);
        Py_XDECREF(t);
    }
    PyMem_Free(s);
    return out;
}

/* ------------------------------------------------------------------ the language guess */
#define STOP_SLOTS 1024
typedef struct {
    Py_UCS4 *w; /* NULL: empty slot */
    Py_ssize_t len;
    unsigned mask; /* bit k: a stopword of language k (de fr it en) */
} Stop;

static Stop stops[STOP_SLOTS];
static Py_ssize_t lang_sample;
static PyObject *lang_names[4];

static uint32_t fnv(const Py_UCS4 *w, Py_ssize_t len)
{
    uint32_t h = 2166136261u;
    for (Py_ssize_t i = 0; i < len; i++) {
        h ^= (uint32_t)w[i];
        h *= 16777619u;
    }
    return h;
}

static Stop *stop_slot(const Py_UCS4 *w, Py_ssize_t len)
{
    uint32_t h = fnv(w, len) & (STOP_SLOTS - 1);
    for (int probe = 0; probe < STOP_SLOTS; probe++) {
        Stop *e = &stops[(h + (uint32_t)probe) & (STOP_SLOTS - 1)];
        if (e->w == NULL || (e->len == len && memcmp(e->w, w, sizeof(Py_UCS4) * (size_t)len) == 0))
            return e;
    }
    return NULL;
}

/* stopwords: a tuple of four tuples of lower-case words (de fr it en); sample: lang._SAMPLE */
int build_stopwords(PyObject *table, Py_ssize_t sample)
{
    static const char *names[4] = {"de", "fr", "it", "en"};
    if (!PyTuple_Check(table) || PyTuple_GET_SIZE(table) != 4) {
        PyErr_SetString(PyExc_TypeError, "configure(): stopwords must be a tuple of 4 tuples");
        return -1;
    }
    for (int i = 0; i < STOP_SLOTS; i++) {
        PyMem_Free(stops[i].w);
        stops[i].w = NULL;
        stops[i].len = 0;
        stops[i].mask = 0;
    }
    for (int k = 0; k < 4; k++) {
        if (lang_names[k] == NULL && (lang_names[k] = PyUnicode_InternFromString(names[k])) == NULL)
            return -1;
        PyObject *words = PyTuple_GET_ITEM(table, k);
        if (!PyTuple_Check(words)) {
            PyErr_SetString(PyExc_TypeError, "configure(): stopwords must be a tuple of 4 tuples");
            return -1;
        }
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(words); i++) {
            PyObject *w = PyTuple_GET_ITEM(words, i);
            if (!PyUnicode_Check(w))
                return PyErr_SetString(PyExc_TypeError, "stopwords must be str"), -1;
            Py_UCS4 *u = PyUnicode_AsUCS4Copy(w);
            if (u == NULL)
                return -1;
            Stop *e = stop_slot(u, PyUnicode_GET_LENGTH(w));
            if (e == NULL) {
                PyMem_Free(u);
                return PyErr_SetString(PyExc_OverflowError, "too many stopwords"), -1;
            }
            if (e->w == NULL) {
                e->w = u;
                e->len = PyUnicode_GET_LENGTH(w);
            } else {
                PyMem_Free(u);
            }
            e->mask |= 1u << k;
        }
    }
    lang_sample = sample;
    return 0;
}

/* lang.detect_language(text): a new reference to "de" | "fr" | "it" | "en" */
PyObject *detect_language(PyObject *text)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    PyObject *head = PyUnicode_Substring(text, 0, n < lang_sample ? n : lang_sample);
    if (head == NULL)
        return NULL;
    PyObject *low = PyObject_CallMethod(head, "lower", NULL);
    Py_DECREF(head);
    if (low == NULL)
        return NULL;
    Py_UCS4 *s = PyUnicode_AsUCS4Copy(low);
    Py_ssize_t m = PyUnicode_GET_LENGTH(low);
    Py_DECREF(low);
    if (s == NULL)
        return NULL;
    long counts[4] = {0, 0, 0, 0};
    Py_ssize_t i = 0;
    while (i < m) { /* str.split(): runs of whitespace separate the words */
        while (i < m && CH_SPACE(s[i]))
            i++;
        Py_ssize_t a = i;
        while (i < m && !CH_SPACE(s[i]))
            i++;
        if (i > a) {
            Stop *e = stop_slot(s + a, i - a);
            if (e != NULL && e->w != NULL)
                for (int k = 0; k < 4; k++)
                    if (e->mask & (1u << k))
                        counts[k]++;
        }
    }
    PyMem_Free(s);
    int best = 0;
    for (int k = 1; k < 4; k++)
        if (counts[k] > counts[best])
            best = k;
    return Py_NewRef(counts[best] > 0 ? lang_names[best] : lang_names[0]);
}

PyObject *scan_detect_language(PyObject *self, PyObject *text)
{
    (void)self;
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "detect_language() needs a str");
        return NULL;
    }
    if (lang_names[0] == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_cscan.configure() was not called");
        return NULL;
    }
    return detect_language(text);
}

/* ------------------------------------------------------------------ one pass for anchors and cues */
/* The anchor words and the jurisdiction cues in one trie (the cues as its second word set): one pass over
   a text finds every anchor (leftmost-longest, as next_anchor) and tallies the jurisdiction vote (as
   document_jurisdiction), each set with its own scan position. */
static Trie both_trie;

int build_both_trie(PyObject *anchor_words, PyObject *cue_table)
{
    Py_ssize_t na = PySequence_Size(anchor_words);
    if (na < 0 || !PyTuple_Check(cue_table))
        return -1;
    PyObject *all = PySequence_List(anchor_words);
    if (all == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cue_table); i++)
        if (PyList_Append(all, PyTuple_GET_ITEM(PyTuple_GET_ITEM(cue_table, i), 0)) < 0) {
            Py_DECREF(all);
            return -1;
        }
    int r = build_trie2(&both_trie, all, na);
    Py_DECREF(all);
    return r;
}

/* one cue found at text[a:b]: its weight added to its side when its boundaries and follow test hold */
static int cue_counts(const Scan *st, int idx, Py_ssize_t a, Py_ssize_t b, long votes[2])
{
    const Py_UCS4 *s = st->s;
    Py_ssize_t n = st->n;
    const Cue *c = &cues[idx];
    if (c->langs && !(c->langs & (1 << st->lang_index)))
        return 0;
    if (c->before && a && CH_ALNUM(s[a - 1]))
        return 0;
    if (c->after && b < n && CH_ALNUM(s[b]))
        return 0;
    int ok = 1;
    switch (c->follow) {
    case 0:
        break;
    case 1: /* \d */
        ok = b < n && CH_DECIMAL(s[b]);
        break;
    case 2: /* [ \u00a0]?\d */
        ok = (b < n && CH_DECIMAL(s[b])) || (b + 1 < n && (s[b] == ' ' || s[b] == 0xa0) && CH_DECIMAL(s[b + 1]));
        break;
    case 3: /* [A-Z] */
        ok = b < n && s[b] >= 'A' && s[b] <= 'Z';
        break;
    case 4: { /* (?! e Cantone) */
        static const char lit[] = " e Cantone";
        Py_ssize_t len = (Py_ssize_t)sizeof(lit) - 1;
        int same = b + len <= n;
        for (Py_ssize_t k = 0; same && k < len; k++)
            same = s[b + k] == (Py_UCS4)lit[k];
        ok = !same;
        break;
    }
    default: {
        PyObject *rx = PyTuple_GET_ITEM(cue_follow_rx, idx);
        PyObject *r = PyObject_CallMethod(rx, "match", "On", st->text, b);
        if (r == NULL)
            return -1;
        ok = r != Py_None;
        Py_DECREF(r);
    }
    }
    if (ok)
        votes[c->side] += c->weight;
    return 0;
}

/* Every anchor of st's text into *hits (PyMem, *nhits of them) and the vote into st->votes. */
int prescan(Scan *st, Hit **hits_out, Py_ssize_t *nhits)
{
    const Trie *t = &both_trie;
    const Py_UCS4 *s = st->s;
    const Py_UCS1 *bytes = st->bytes;
    Py_ssize_t n = st->n, p = 0, next_a = 0, next_c = 0, nh = 0, cap = 64;
    Hit *hits = PyMem_Malloc(sizeof(Hit) * (size_t)cap);
    if (hits == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    st->votes[0] = st->votes[1] = 0;
    for (;;) {
        int node = next_candidate(t, s, bytes, n, &p);
        if (node < 0 && p >= n)
            break;
        int best = -1, best2 = -1;
        Py_ssize_t end1 = 0, end2 = 0, j = p + 1;
        while (node >= 0) {
            if (t->nodes[node].word >= 0) {
                best = t->nodes[node].word;
                end1 = j;
            }
            if (t->nodes[node].word2 >= 0) {
                best2 = t->nodes[node].word2;
                end2 = j;
            }
            if (j >= n || t->nodes[node].nedges == 0)
                break;
            node = child_of(t, node, s[j]);
            j++;
        }
        if (best >= 0 && p >= next_a) {
            if (nh == cap) {
                cap *= 2;
                Hit *h = PyMem_Realloc(hits, sizeof(Hit) * (size_t)cap);
                if (h == NULL) {
                    PyMem_Free(hits);
                    PyErr_NoMemory();
                    return -1;
                }
                hits = h;
            }
            hits[nh].idx = best;
            hits[nh].a = p;
            hits[nh].b = end1;
            nh++;
            next_a = end1;
        }
        if (best2 >= 0 && p >= next_c) {
            if (cue_counts(st, best2, p, end2, st->votes) < 0) {
                PyMem_Free(hits);
                return -1;
            }
            next_c = end2;
        }
        p++;
    }
    st->have_votes = 1;
    *hits_out = hits;
    *nhits = nh;
    return 0;
}
