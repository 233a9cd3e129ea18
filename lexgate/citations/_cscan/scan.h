/* The compiled citation scanner: shared state and helpers of the C grammar rules.
 *
 * The scanner is an exact, faster copy of the pure-Python extractor (lexgate/citations/extract.py and the
 * rule modules): the Python code is the reference.  A C rule either finishes an anchor exactly as the
 * Python rule would (emitting the same citations, returning the same end), or answers RULE_BAIL before
 * it has changed anything that the Python rule could see; the driver then drops what the C rule added
 * to ctx.out and runs the Python rule at that anchor.  Every regex is the Python one, compiled to C by
 * lexgate/citations/rxgen.py (rx_gen.c), so that a C rule sees exactly the matches the Python rule sees.
 */
#ifndef LEXGATE_SCAN_H
#define LEXGATE_SCAN_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "rx_gen.h"

#define RULE_NONE (-1)  /* the Python rule returned None: nothing emitted, the floor stays */
#define RULE_BAIL (-2)  /* run the Python rule instead (the driver rolls back ctx.out first) */
#define RULE_ERROR (-3) /* a Python exception is set */

#define GROUPS_MAX 160 /* scratch room for the groups of the largest pattern (2 per group + 2) */

typedef struct {
    PyObject *ctx;  /* the Python Ctx (borrowed) */
    PyObject *text; /* ctx.text (borrowed) */
    PyObject *lang; /* ctx.lang (borrowed) */
    PyObject *out;  /* ctx.out (borrowed) */
    Py_UCS4 *s;     /* the text as UCS4 (owned) */
    const Py_UCS1 *bytes; /* the text's own characters when it is Latin-1 (borrowed), else NULL */
    Py_ssize_t n;
    Py_ssize_t floor;
    int lang_index; /* index into the per-language act tables: 0 None, 1 de, 2 fr, 3 it, 4 en */
    PyObject *jurisdiction; /* ctx.jurisdiction once read (owned), or NULL */
    long votes[2];          /* the jurisdiction vote (CH, IT) of the text, when have_votes */
    int have_votes;
} Scan;

/* ---- character tests: the ones Python's str methods and sre use ---- */
#define CH_ALNUM(c) (Py_UNICODE_ISALNUM(c))
#define CH_SPACE(c) (Py_UNICODE_ISSPACE(c))
#define CH_DIGIT(c) (Py_UNICODE_ISDIGIT(c))
#define CH_DECIMAL(c) (Py_UNICODE_ISDECIMAL(c))

static inline int boundary_before(const Scan *st, Py_ssize_t pos)
{
    /* context.boundary_before: pos starts a token (not inside a word or number) */
    if (pos == 0)
        return 1;
    Py_UCS4 c = st->s[pos - 1];
    return !(CH_ALNUM(c) || c == '_');
}

/* ---- tables handed over by lexgate/citations/cscan.py (configure) ---- */
typedef struct {
    PyObject *citation_type; /* lexgate.citations.model.Citation */
    /* interned strings */
    PyObject *s_statute, *s_it_statute, *s_CH, *s_IT, *s_EU, *s_empty, *s_de, *s_floor;
    PyObject *k_act, *k_sr, *k_article, *k_paragraph, *k_letter;
    PyObject *a_start, *a_end, *a_cls, *a_fields, *a_canonical, *a_short_form; /* Citation attributes */
    PyObject *k_author, *k_work, *k_margin, *s_doctrine_informal;
    PyObject *author_stopwords, *non_title_words, *noun_determiners; /* tables' frozensets */
    Py_ssize_t doctrine_reach;
    PyObject *s_Cost, *s_cost;            /* "Cost.", "cost": the Costituzione */
    PyObject *italian_codes;              /* patterns.ITALIAN_CODES token -> (act, key) */
    PyObject *it_decree_words, *it_decree_keys; /* patterns.IT_DECREE_WORDS, IT_DECREE_KEYS */
    PyObject *canton_codes;               /* tables.CANTON_CODES (tuple) */
    PyObject *canton_adjectives;          /* tables.CANTON_ADJECTIVES */
    PyObject *s_GE, *s_VD, *s_ZH, *s_BS;
    PyObject *a_jurisdiction_cache; /* "_jurisdiction", Ctx's cache of the vote */
    PyObject *a_claim_source;       /* "_claim_source" */
    PyObject *a_jurisdiction;       /* "jurisdiction" */
    PyObject *doctrine_classes, *shortform_decisions; /* shortforms.DOCTRINE, DECISIONS */
    Py_ssize_t shortform_reach;                       /* shortforms.SHORT_FORM_REACH */
    PyObject *operator_module;
    /* acts */
    PyObject *acts_by_lang[5]; /* abbreviation -> act row, per language (None de fr it en) */
    PyObject *act_fallback;    /* acts.lookup_act(abbrev, lang) -> ActInfo | None, for the rare rest */
    PyObject *long_names;      /* long name -> key (a miss found there goes to act_fallback) */
    PyObject *by_sr;           /* SR number -> key (likewise) */
    PyObject *act_rows;        /* key -> (abbr_de, sr or None, "ch:KEY:art-", key) */
    PyObject *ambiguous;       /* jurisdiction.AMBIGUOUS_ACTS: token -> (swiss key, it act, it key) */
    PyObject *ambiguous_long;  /* jurisdiction.AMBIGUOUS_LONG_NAMES: English name -> token of ambiguous */
    PyObject *numbered_paragraph_acts; /* frozenset of keys */
    PyObject *alternative_langs, *alternatives_in_every_lang; /* jurisdiction's frozensets */
    PyObject *pinpoint_jurisdiction;   /* jurisdiction.pinpoint_jurisdiction(body) -> "IT" | "CH" | None */
    PyObject *unknown_act;             /* unknown_acts.unknown_act (no longer called: ported) */
    PyObject *non_act_words;           /* tables.NON_ACT_WORDS */
    PyObject *act_word_suffixes;       /* tables.ACT_WORD_SUFFIXES (tuple) */
    PyObject *lookup_cache;            /* (token, language index) -> act row or None: lookup_act's rare ways */
    /* word tables */
    PyObject *para_words, *letter_words; /* statutes._plain_words() */
    PyObject *margin_links;              /* statutes._MARGIN_LINKS (tuple of str) */
    PyObject *margin_link_words;         /* patterns.MARGIN_LINK_WORDS (tuple of str) */
    PyObject *continuation_first;        /* statutes._CONTINUATION_FIRST (str of characters) */
    PyObject *continuation_initials;     /* patterns.CONTINUATION_INITIALS (str of characters) */
    PyObject *following;                 /* tables.FOLLOWING */
    PyObject *italian_ordinal_comma;     /* tables.ITALIAN_ORDINAL_COMMA */
    PyObject *sentence_ordinals;         /* tables.SENTENCE_ORDINALS */
    PyObject *list_connectors;           /* patterns.LIST_CONNECTORS (frozenset) */
    PyObject *months;                    /* tuple(tables.MONTHS) */
    PyObject *statute_classes;           /* frozenset({"statute", "it-statute", "eu-act"}) */
    Py_ssize_t short_form_reach;         /* statutes.SHORT_FORM_REACH */
    /* decisions */
    PyObject *s_BGE, *s_federal_case, *s_cantonal_case, *s_BGer, *s_BVGer, *s_XX, *s_TI;
    PyObject *decision_nouns;             /* patterns.DECISION_NOUNS (tuple) */
    PyObject *months_dict;                /* tables.MONTHS */
    PyObject *bge_continue_initials;      /* patterns.BGE_CONTINUE_INITIALS (str of characters) */
    PyObject *bge_page_continue_initials; /* patterns.BGE_PAGE_CONTINUE_INITIALS (str of characters) */
    PyObject *decision_classes;           /* context.DECISION_CLASSES */
    Py_ssize_t bge_continue_reach, consideration_reach, prefix_reach;
    long first_underscore_year;
} Tables;

extern Tables T;

typedef Py_ssize_t (*rxfn)(const Py_UCS4 *, Py_ssize_t, Py_ssize_t, Py_ssize_t *, int *);

/* ---- helpers (util.c) ---- */
PyObject *substr(const Scan *st, Py_ssize_t a, Py_ssize_t b);
PyObject *group_str(const Scan *st, const Py_ssize_t *g, int k); /* the group's text or None (new ref) */
PyObject *str_of_groups(PyObject *v, const Py_ssize_t *g, int k);
int str_has_char(PyObject *chars, Py_UCS4 c);
int truthy(PyObject *v); /* Python truth of a str or None (NULL = None) */
int text_startswith(const Scan *st, Py_ssize_t at, Py_ssize_t stop, PyObject *word);
int text_endswith(const Scan *st, Py_ssize_t lo, Py_ssize_t hi, PyObject *word);
int str_eq_ascii(PyObject *v, const char *s);
PyObject *call_method0(PyObject *v, const char *name);
PyObject *clean_str(PyObject *v); /* canonical._clean */
PyObject *str_lower(PyObject *v); /* str.lower, without a call for ASCII without capitals */
PyObject *art_str(PyObject *v);   /* statutes._art */
Py_ssize_t rx_on_str(rxfn fn, PyObject *v, Py_ssize_t *g, int *last);
int sync_floor(Scan *st);
PyObject *call_with_ctx(Scan *st, PyObject *fn, PyObject *const *args, Py_ssize_t nargs);
PyObject *ctx_last(Scan *st, PyObject *classes, Py_ssize_t within, Py_ssize_t at);
Py_ssize_t attr_ssize(PyObject *obj, PyObject *name);
PyObject *cit_attr(PyObject *obj, PyObject *name); /* a citation's attribute (fast for plain slots) */
PyObject *key_of(const char *lit);                       /* the interned str of a key literal (borrowed) */
int dict_set(PyObject *d, const char *key, PyObject *v); /* PyDict_SetItemString without a new str */
PyObject *dict_get(PyObject *d, const char *key);        /* borrowed, NULL (error set or not) */
PyObject *cat(int n, PyObject *const *parts);             /* "".join(parts), one allocation */
#define LIT(s) key_of(s)                                  /* an interned str literal (borrowed) */

/* ctx.add(start, end, cls, jurisdiction, fields, canonical, short_form=..., antecedent=..., extra=...):
   steals fields, canonical and extra (extra NULL: a new empty dict); returns a borrowed reference to the
   new citation (ctx.out holds it) or NULL on error. */
PyObject *emit(Scan *st, Py_ssize_t start, Py_ssize_t end, PyObject *cls, PyObject *jur, PyObject *fields,
               PyObject *canonical, int short_form, PyObject *antecedent, PyObject *extra);

/* ---- statutes.c, doctrine.c ---- */
PyObject *act_lookup(PyObject *tok, int lang_index, PyObject *lang); /* acts.lookup_act as an act row */
Py_ssize_t doctrine_margin(Scan *st, Py_ssize_t pos);
int informal_before(Scan *st, Py_ssize_t pos, Py_ssize_t end);
Py_ssize_t margin_after_article(Scan *st, Py_ssize_t body_start, Py_ssize_t body_end);
Py_ssize_t article_of_margin(Scan *st, Py_ssize_t end, PyObject *fields);

/* ---- shortforms.c: canonical.parse(id).kind, and the id's second part (new str) in *head ---- */
enum { K_BGE, K_DOCKET, K_CANTONAL, K_COMMENTARY, K_SR, K_ITCASE, K_STATUTE, K_ITSTATUTE, K_EU, K_DOCTRINE, K_BAD };
int canonical_kind(PyObject *canonical, PyObject **head);

/* ---- anchors.c ---- */
int build_anchor_trie(PyObject *words);
int next_anchor(const Py_UCS4 *s, const Py_UCS1 *bytes, Py_ssize_t n, Py_ssize_t *i, int *idx, Py_ssize_t *a,
                Py_ssize_t *b);
int build_stopwords(PyObject *table, Py_ssize_t sample);
PyObject *detect_language(PyObject *text);
int build_cues(PyObject *table);
typedef struct {
    int idx;
    Py_ssize_t a, b;
} Hit;
int build_both_trie(PyObject *anchor_words, PyObject *cue_table);
int prescan(Scan *st, Hit **hits, Py_ssize_t *nhits); /* every anchor, and the vote, in one pass */
PyObject *document_jurisdiction(const Scan *st); /* jurisdiction.document_jurisdiction: "CH" | "IT" */

/* ---- the C rules (codes as in cscan.py RULE_CODES) ---- */
Py_ssize_t rule_statute(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_para(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_bge(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_slash(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_page(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_court(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_ticino(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_cons(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_itact(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_eu(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_sr(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_margin(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_zurich(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_basel(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_short(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_commentary(Scan *st, Py_ssize_t pos);
Py_ssize_t rule_treatise(Scan *st, Py_ssize_t pos);

#endif
