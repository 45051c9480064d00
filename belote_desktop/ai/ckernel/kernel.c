/* The bots' compiled kernel: legal cards, trick play, random playouts and the exact solver.
 *
 * Each function mirrors its pure-Python twin in ai/play/kernel.py (the reference) line for line in what it
 * computes; tests/ai/play/test_native_kernel.py holds them to the same answers on random positions of every game.
 * The solver's transposition table is one table for the process, shared by every solver: an entry names the
 * solver it belongs to (its owner number, given by native.py) and the whole position, so a collision can only
 * replace an entry, never be mistaken for a hit. */
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

#define TRICK_BITS 5
#define WORST (1 << 20)
#define TABLE_BITS 16

BK_API i64 bk_abi_version(void) { return BK_ABI_VERSION; }
BK_API i64 bk_tables_size(void) { return (i64)sizeof(BkTables); }
BK_API i64 bk_covers_size(void) { return (i64)sizeof(BkCovers); }

BK_API u64 bk_legal(const BkTables *t, const BkCovers *cv, u64 hand, i64 trick_len, i64 led_card, i64 best,
                    i64 best_seat, i64 seat) {
    return bk_legal_for(t, bk_playable(hand, cv), (int)trick_len, (int)led_card, (int)best, (int)best_seat,
                        (int)seat);
}

/* play `card` for the seat to move (kernel.py's play): the trick closes when complete */
BK_API void bk_play(const BkTables *t, u64 *hands, i64 *seat, i64 *trick, i64 *trick_len, i64 *best,
                    i64 *best_seat, i64 *points, i64 *tricks_won, i64 card) {
    i64 s = *seat;
    hands[s] &= ~BK_BIT(card);
    if (!*trick_len || t->win_power[trick[0] / 9][card] > t->power[*best]) {
        *best = card;
        *best_seat = s;
    }
    trick[(*trick_len)++] = card;
    if (*trick_len < t->players) {
        *seat = (s + 1) % t->players;
        return;
    }
    i64 winner = *best_seat, pts = 0;
    for (i64 i = 0; i < *trick_len; i++) pts += t->points[trick[i]];
    if (!hands[winner]) pts += t->last_bonus;
    points[t->team_of[winner]] += pts;
    tricks_won[t->team_of[winner]] += 1;
    *trick_len = 0;
    *best = -1;
    *best_seat = -1;
    *seat = winner;
}

/* finish the deal with uniformly random legal cards, reading `pool` from `start` (kernel.py's random_playout) */
BK_API void bk_random_playout(const BkTables *t, const BkCovers *cv, const u64 *hands_in, i64 seat,
                              const i64 *trick, i64 trick_len, i64 best, i64 best_seat, const i64 *points_in,
                              const i64 *pool, i64 pool_size, i64 start, i64 *points) {
    u64 hands[4];
    int n = (int)t->players;
    for (int i = 0; i < 4; i++) {
        hands[i] = i < n ? hands_in[i] : 0;
        points[i] = points_in[i];
    }
    i64 wrap = pool_size - 1, r = start & wrap;
    int played = (int)trick_len, led = 0;
    u64 lead_mask = 0;
    i64 best_power = 0, trick_points = 0;
    if (played) {
        led = (int)(trick[0] / 9);
        lead_mask = BK_SUIT_MASK(led);
        best_power = t->win_power[led][best];
        for (int i = 0; i < played; i++) trick_points += t->points[trick[i]];
    }
    int remaining = 0;
    for (int i = 0; i < n; i++) remaining += bk_popcount(hands[i]);
    while (remaining) {
        u64 held = hands[seat];
        u64 hand = bk_playable(held, cv);
        int card;
        if (!played) {
            u64 m = hand;
            if (t->lead_side && (hand & ~t->trump_mask)) m = hand & ~t->trump_mask;
            card = bk_kth(m, (int)(pool[r] % bk_popcount(m)));
            r = (r + 1) & wrap;
            led = card / 9;
            lead_mask = BK_SUIT_MASK(led);
            best = card;
            best_seat = seat;
            best_power = t->win_power[led][card];
            trick_points = t->points[card];
        } else {
            u64 follow = hand & lead_mask;
            if (follow) {
                i64 mode = t->raise_mode[led];
                if (mode && (mode == 1 || (bk_code(t, led, (int)best, (int)best_seat, (int)seat) & t->raise_bit))) {
                    u64 above = follow & t->higher[best];
                    if (above) follow = above;
                }
                card = bk_kth(follow, (int)(pool[r] % bk_popcount(follow)));
                r = (r + 1) & wrap;
            } else {
                u64 m = hand, trumps = hand & t->trump_mask;
                if (trumps) {
                    i64 code = bk_code(t, led, (int)best, (int)best_seat, (int)seat);
                    if (code & t->overruff_bit) {
                        u64 above = trumps & t->higher[best];
                        m = above ? above : (code & t->ruff_bit) ? trumps : hand;
                    } else if (code & t->ruff_bit) {
                        m = trumps;
                    }
                }
                card = bk_kth(m, (int)(pool[r] % bk_popcount(m)));
                r = (r + 1) & wrap;
            }
            i64 p = t->win_power[led][card];
            if (p > best_power) {
                best_power = p;
                best = card;
                best_seat = seat;
            }
            trick_points += t->points[card];
        }
        hands[seat] = held ^ BK_BIT(card);
        remaining--;
        played++;
        if (played == n) {
            if (!remaining) trick_points += t->last_bonus;
            points[t->team_of[best_seat]] += trick_points;
            seat = best_seat;
            played = 0;
        } else if (++seat == n) {
            seat = 0;
        }
    }
}

/* -- the exact solver (kernel.py's Solver) -------------------------------------------------------------- */
typedef struct {
    u64 hands[4];
    u64 owner;
    int32_t value;
    uint8_t seat, kind; /* kind: 0 exact, 1 lower bound, 2 upper bound */
} Entry;

static Entry *table_entries = NULL;
static const u64 table_mask = (((u64)1) << TABLE_BITS) - 1;

typedef struct {
    const BkTables *t;
    const BkCovers *cv;
    i64 team;
    u64 owner;
    i64 nodes;
} Search;

static int table_ready(void) {
    if (!table_entries) table_entries = (Entry *)calloc((size_t)1 << TABLE_BITS, sizeof(Entry));
    return table_entries != NULL;
}

BK_API void bk_solver_clear(void) {
    if (table_entries) memset(table_entries, 0, sizeof(Entry) << TABLE_BITS);
}

static u64 position_hash(const u64 *hands, int seat, u64 owner) { /* the high bits of a multiplicative mix */
    u64 h = hands[0] * 0x9E3779B97F4A7C15ULL ^ hands[1] * 0xC2B2AE3D27D4EB4FULL ^ hands[2] * 0x165667B19E3779F9ULL ^
            hands[3] * 0xD6E8FEB86659FD93ULL ^ (owner * 8 + (u64)seat) * 0xFF51AFD7ED558CCDULL;
    return (h ^ (h >> 29)) >> (64 - TABLE_BITS);
}

static i64 node(Search *s, u64 *hands, int seat, int *trick, int trick_len, int best, int best_seat, i64 alpha,
                i64 beta);

static i64 play_card(Search *s, u64 *hands, int seat, int *trick, int trick_len, int best, int best_seat, int card,
                     i64 alpha, i64 beta) {
    const BkTables *t = s->t;
    i64 value;
    hands[seat] ^= BK_BIT(card);
    if (!trick_len || t->win_power[trick[0] / 9][card] > t->power[best]) {
        best = card;
        best_seat = seat;
    }
    trick[trick_len++] = card;
    if (trick_len == t->players) {
        i64 points = 0;
        for (int i = 0; i < trick_len; i++) points += t->points[trick[i]];
        if (!hands[best_seat]) points += t->last_bonus;
        i64 gained = t->team_of[best_seat] == s->team ? (points << TRICK_BITS) + 1 : 0;
        int next_trick[4];
        value = gained + node(s, hands, best_seat, next_trick, 0, -1, -1, alpha - gained, beta - gained);
    } else {
        value = node(s, hands, (int)((seat + 1) % t->players), trick, trick_len, best, best_seat, alpha, beta);
    }
    hands[seat] ^= BK_BIT(card);
    return value;
}

static i64 node(Search *s, u64 *hands, int seat, int *trick, int trick_len, int best, int best_seat, i64 alpha,
                i64 beta) {
    const BkTables *t = s->t;
    Entry *entry = NULL;
    s->nodes++;
    if (!trick_len) {
        if (!hands[seat]) return 0;
        entry = &table_entries[position_hash(hands, seat, s->owner) & table_mask];
        if (entry->owner == s->owner && entry->seat == seat && entry->hands[0] == hands[0] &&
            entry->hands[1] == hands[1] && entry->hands[2] == hands[2] && entry->hands[3] == hands[3]) {
            i64 value = entry->value;
            if (entry->kind == 0 || (entry->kind == 1 && value >= beta) || (entry->kind == 2 && value <= alpha))
                return value;
        }
    }
    u64 legal = bk_legal_for(t, bk_playable(hands[seat], s->cv), trick_len, trick_len ? trick[0] : 0, best,
                             best_seat, seat);
    int cards[36], count = 0;
    while (legal) { /* strongest first (insertion by power, stable for equal powers as Python's sort) */
        int c = bk_lowest(legal);
        legal &= legal - 1;
        int i = count++;
        while (i > 0 && t->power[cards[i - 1]] < t->power[c]) {
            cards[i] = cards[i - 1];
            i--;
        }
        cards[i] = c;
    }
    int maximizing = t->team_of[seat] == s->team;
    i64 alpha0 = alpha, beta0 = beta, value;
    if (maximizing) {
        value = -1;
        for (int i = 0; i < count; i++) {
            i64 v = play_card(s, hands, seat, trick, trick_len, best, best_seat, cards[i], alpha, beta);
            if (v > value) {
                value = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        }
    } else {
        value = WORST;
        for (int i = 0; i < count; i++) {
            i64 v = play_card(s, hands, seat, trick, trick_len, best, best_seat, cards[i], alpha, beta);
            if (v < value) {
                value = v;
                if (v < beta) {
                    beta = v;
                    if (alpha >= beta) break;
                }
            }
        }
    }
    if (entry) {
        memcpy(entry->hands, hands, sizeof entry->hands);
        entry->owner = s->owner;
        entry->seat = (uint8_t)seat;
        entry->value = (int32_t)value;
        entry->kind = value <= alpha0 ? 2 : value >= beta0 ? 1 : 0;
    }
    return value;
}

/* the value for `team` of playing `card` in the position (kernel.py's Solver.after); -1 if out of memory */
BK_API i64 bk_solve_after(const BkTables *t, const BkCovers *cv, i64 team, i64 owner, const u64 *hands_in,
                          i64 seat, const i64 *trick_in, i64 trick_len, i64 best, i64 best_seat, i64 card, i64 alpha,
                          i64 beta, i64 *nodes) {
    if (!table_ready()) return -1;
    Search s = {t, cv && cv->count ? cv : NULL, team, (u64)owner, 0};
    u64 hands[4];
    int trick[4];
    for (int i = 0; i < 4; i++) {
        hands[i] = hands_in[i];
        trick[i] = i < trick_len ? (int)trick_in[i] : 0;
    }
    i64 value = play_card(&s, hands, (int)seat, trick, (int)trick_len, (int)best, (int)best_seat, (int)card, alpha,
                          beta);
    *nodes += s.nodes;
    return value;
}

/* the exact value of each row between two tricks (kernel.py's Solver.from_trick_start): row i is solved by
 * solver owner_base + i % count, with covers[i % count] when covers is given */
BK_API void bk_solve_starts(const BkTables *t, const BkCovers *covers, i64 team, i64 owner_base, i64 count, i64 rows,
                            const u64 *hands, const i64 *leaders, i64 *out, i64 *nodes) {
    if (!table_ready()) {
        for (i64 row = 0; row < rows; row++) out[row] = -1;
        return;
    }
    for (i64 row = 0; row < rows; row++) {
        i64 k = row % count;
        const BkCovers *cv = covers && covers[k].count ? &covers[k] : NULL;
        Search s = {t, cv, team, (u64)(owner_base + k), 0};
        u64 h[4] = {hands[row * 4], hands[row * 4 + 1], hands[row * 4 + 2], hands[row * 4 + 3]};
        int trick[4];
        out[row] = node(&s, h, (int)leaders[row], trick, 0, -1, -1, -1, WORST);
        *nodes += s.nodes;
    }
}

/* the value for `team` of each of `count` cards of the seat to move (kernel.py's Solver.after with the full
 * window for each): one call for a position's legal cards; false if out of memory */
BK_API i64 bk_move_values(const BkTables *t, const BkCovers *cv, i64 team, i64 owner, const u64 *hands_in, i64 seat,
                          const i64 *trick_in, i64 trick_len, i64 best, i64 best_seat, i64 count, const i64 *cards,
                          i64 *values, i64 *nodes) {
    if (!table_ready()) return 0;
    Search s = {t, cv && cv->count ? cv : NULL, team, (u64)owner, 0};
    u64 hands[4];
    int trick[4];
    for (int i = 0; i < 4; i++) hands[i] = hands_in[i];
    for (i64 j = 0; j < count; j++) {
        for (int i = 0; i < 4; i++) trick[i] = i < trick_len ? (int)trick_in[i] : 0;
        values[j] = play_card(&s, hands, (int)seat, trick, (int)trick_len, (int)best, (int)best_seat, (int)cards[j],
                              -1, WORST);
    }
    *nodes += s.nodes;
    return 1;
}
