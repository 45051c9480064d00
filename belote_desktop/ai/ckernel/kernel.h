/* The bots' compiled kernel: what every C file of ckernel/ shares.
 *
 * Cards are bits suit * 9 + rank, as in the engine; index 36 (BK_NO_CARD) is "no card" in every per-card
 * table. BkTables mirrors ai/tables.py's Tables (and the per-suit subset tables of ai/play/batch.py) for one
 * ruleset and strain; belote_desktop/ai/play/native.py fills it from the Python tables, field for field. The
 * pure-Python kernel is the reference: tests/ai/play/test_native_kernel.py holds the two to the same answers.
 * Plain C99, no Python headers: the library is loaded with ctypes, one build for every CPython. */
#ifndef BELOTE_KERNEL_H
#define BELOTE_KERNEL_H

#include <stdint.h>

#ifdef _WIN32
#define BK_API __declspec(dllexport)
#else
#define BK_API __attribute__((visibility("default")))
#endif

typedef int64_t i64;
typedef uint64_t u64;

/* bump with any change to a struct below or to an exported function's arguments (native.py checks it) */
#define BK_ABI_VERSION 2
#define BK_NO_CARD 36
#define BK_MAX_COVERS 36
#define BK_SUIT_MASK(s) (((u64)0x1FF) << (9 * (s)))
#define BK_BIT(c) (((u64)1) << (c))

typedef struct {
    i64 players;
    i64 team_of[4];
    i64 partner_of[4];        /* the partner's seat, -1 alone */
    i64 partner_offset;       /* the partner's place after a seat in play order, -1 alone */
    i64 power[37];            /* BK_NO_CARD: -1 */
    i64 points[37];
    u64 higher[37];           /* the cards of the same suit above the card */
    u64 beaters[37];          /* the cards that take the trick from the card (higher, or any trump over a side card) */
    i64 win_power[4][37];     /* [led suit][card]: its power if it can take a trick led in that suit, else -1 */
    i64 codes[4][4];          /* the duty steps in force: [led][best_is_trump * 2 + partner_holds] */
    i64 raise_mode[4];        /* per led suit: 0 no raise duty, 1 always, 2 read codes */
    i64 trump2[37];           /* 2 for a trump, else 0 (the best_is_trump part of a codes index) */
    u64 trump_mask;
    u64 deck_mask;
    i64 lead_side;            /* a locked lead: no trump led while holding a side card */
    i64 last_bonus;
    i64 hand_size;
    i64 card_total;           /* card points + the last trick's bonus */
    i64 raise_bit, overruff_bit, ruff_bit;  /* engine/duties.py's step bits */
    /* per suit and 9-bit subset of that suit (bit r = rank r): the card chosen, BK_NO_CARD for none */
    i64 cheapest[4][512];     /* fewest points, then weakest */
    i64 strongest[4][512];
    i64 richest[4][512];      /* most points, then weakest */
    i64 weakest[4][512];
} BkTables;

/* the learned card-ranking policy (ai/play/policy.py's PolicyNet): one hidden layer (ReLU) from BK_FEATURES
 * inputs to a score per card slot; the weights as float32, w1 [feature][hidden], w2t [slot][hidden] */
#define BK_FEATURES 270
#define BK_MAX_HIDDEN 512
typedef struct {
    i64 hidden;
    const float *w1, *b1, *w2t, *b2;
    i64 slot_of_suit[4];      /* each suit's place in the slot order (the trump suit first) */
    i64 kind;                 /* the strain's kind: 0 suit, 1 no trumps, 2 all trumps */
    i64 plies;                /* the network plays this many cards of the run, the rules the rest */
    i64 card_total;           /* the points' scale in the features */
} BkNet;

/* the face-down table cards among a seat's cards and the face-up card on each (kernel.py's Covers) */
typedef struct {
    i64 count;
    u64 top[BK_MAX_COVERS];
    u64 beneath[BK_MAX_COVERS];
} BkCovers;

static inline int bk_popcount(u64 x) {
#if defined(_MSC_VER)
    return (int)__popcnt64(x);
#else
    return __builtin_popcountll(x);
#endif
}

static inline int bk_lowest(u64 x) { /* the index of the lowest set bit; x != 0 */
#if defined(_MSC_VER)
    unsigned long i;
    _BitScanForward64(&i, x);
    return (int)i;
#else
    return __builtin_ctzll(x);
#endif
}

static inline int bk_kth(u64 m, int k) { /* the index of the k-th lowest set bit (k < popcount) */
    while (k--) m &= m - 1;
    return bk_lowest(m);
}

static inline u64 bk_playable(u64 hand, const BkCovers *cv) {
    if (cv) {
        for (i64 i = 0; i < cv->count; i++)
            if (hand & cv->top[i]) hand &= ~cv->beneath[i];
    }
    return hand;
}

static inline i64 bk_code(const BkTables *t, int led, int best, int best_seat, int seat) {
    return t->codes[led][t->trump2[best] + (t->partner_of[seat] == best_seat)];
}

/* the cards a seat may play from hand (its playable cards) in the trick so far (kernel.py's legal_for) */
static inline u64 bk_legal_for(const BkTables *t, u64 hand, int trick_len, int led_card, int best, int best_seat,
                               int seat) {
    if (!trick_len) {
        if (t->lead_side && (hand & ~t->trump_mask)) return hand & ~t->trump_mask;
        return hand;
    }
    int led = led_card / 9;
    u64 follow = hand & BK_SUIT_MASK(led);
    if (follow) {
        i64 mode = t->raise_mode[led];
        if (mode && (mode == 1 || (bk_code(t, led, best, best_seat, seat) & t->raise_bit))) {
            u64 above = follow & t->higher[best];
            if (above) return above;
        }
        return follow;
    }
    u64 trumps = hand & t->trump_mask;
    if (trumps) {
        i64 code = bk_code(t, led, best, best_seat, seat);
        if (code & t->overruff_bit) {
            u64 above = trumps & t->higher[best];
            if (above) return above;
        }
        if (code & t->ruff_bit) return trumps;
    }
    return hand;
}

#endif
