/* The bots' rule-based playout policy (ai/play/batch.py's Batch.greedy) and its trick play (Batch.play), row by
 * row: the compiled twin of the numpy lockstep loop `while cards_left > stop_at or pos: play(greedy(...))`.
 *
 * Every choice mirrors batch.py step for step, ties included: the ordering keys carry the card in their low
 * six bits (cheap_key, rich_key, weak_key, strong_key), so a min or max over the suits names one card.
 * tests/ai/play/test_native_greedy.py holds the two to the same batch, field for field. */
#include <math.h>

#include "kernel.h"

#define TEN_RANK 4
#define ACE_RANK 8
#define POINT ((i64)256 * 64) /* one card point in the cheap_key scale */
#define LOW_SENTINEL ((((i64)1 << 40) * 64) | BK_NO_CARD)
#define HIGH_SENTINEL ((i64)-64 + BK_NO_CARD) /* (-1 << 6) | NO_CARD */
#define ALL_CARDS (((u64)1 << 36) - 1)

typedef struct {
    i64 cheap_key[37], rich_key[37], weak_key[37], strong_key[37];
    i64 points[37];
    u64 higher[37], beaters[37];
    int is_trump[37];
    unsigned char pop9[512]; /* bits set in a 9-bit suit subset (no popcount instruction is assumed) */
} Keys;

static void make_keys(const BkTables *t, Keys *k) {
    for (int c = 0; c < 36; c++) {
        i64 pw = t->power[c], pt = t->points[c];
        k->cheap_key[c] = (pt * 256 + pw) * 64 + c;
        k->rich_key[c] = (pt * 256 + 255 - pw) * 64 + c;
        k->weak_key[c] = k->strong_key[c] = pw * 64 + c;
        k->points[c] = pt;
        k->higher[c] = t->higher[c];
        k->beaters[c] = t->beaters[c];
        k->is_trump[c] = (int)(t->trump_mask >> c & 1);
    }
    k->cheap_key[BK_NO_CARD] = k->weak_key[BK_NO_CARD] = LOW_SENTINEL;
    k->rich_key[BK_NO_CARD] = k->strong_key[BK_NO_CARD] = HIGH_SENTINEL;
    k->points[BK_NO_CARD] = 0;
    k->higher[BK_NO_CARD] = k->beaters[BK_NO_CARD] = 0;
    k->is_trump[BK_NO_CARD] = 0;
    for (int b = 0; b < 512; b++) k->pop9[b] = (unsigned char)bk_popcount((u64)b);
}

static inline int bits9(u64 mask, int suit) { return (int)(mask >> (9 * suit) & 511); }

/* Batch.choose_among: the card each suit's table picks, the lowest (or highest) key over the suits */
static inline int choose_among(u64 mask, const i64 (*table)[512], const i64 *key, int lowest) {
    i64 best = key[table[0][bits9(mask, 0)]];
    for (int s = 1; s < 4; s++) {
        i64 k = key[table[s][bits9(mask, s)]];
        if (lowest ? k < best : k > best) best = k;
    }
    return (int)(best & 63);
}

static inline int weakest_of(const BkTables *t, const Keys *k, u64 m) { return choose_among(m, t->weakest, k->weak_key, 1); }
static inline int cheapest_of(const BkTables *t, const Keys *k, u64 m) { return choose_among(m, t->cheapest, k->cheap_key, 1); }
static inline int richest_of(const BkTables *t, const Keys *k, u64 m) { return choose_among(m, t->richest, k->rich_key, 0); }
static inline int strongest_of(const BkTables *t, const Keys *k, u64 m) { return choose_among(m, t->strongest, k->strong_key, 0); }

/* one row's deal at one point of the play: hands and public voids by seat, the trick in progress */
typedef struct {
    u64 hand[4], forbidden[4];
    i64 first_led[4];
    int leader, pos, led, best, best_pos;
    i64 best_power, trick_points;
    const u64 *top, *beneath; /* this row's covers: top[i * top_step], beneath[i * beneath_step] */
    i64 cover_count, top_step, beneath_step;
    int wrap[8];              /* x % players, for x < 8 */
    int seat[4];              /* the seat j places after the leader */
    int trick[4];             /* the card played at each place of the trick in progress (places < pos) */
} Row;

static inline u64 playable(const Row *r, u64 hand) {
    for (i64 i = 0; i < r->cover_count; i++)
        if (hand & r->top[i * r->top_step]) hand &= ~r->beneath[i * r->beneath_step];
    return hand;
}

static inline int seat_at(const BkTables *t, const Row *r, int j) {
    (void)t;
    return r->seat[j];
}

static inline void set_leader(Row *r, int leader) {
    r->leader = leader;
    for (int j = 0; j < 4; j++) r->seat[j] = r->wrap[leader + j];
}

/* Batch._duty_index (led * 4 + best_is_trump * 2 + partner_holds) as a code of the duty table */
static inline i64 duty_code(const BkTables *t, const Row *r) {
    int holds = t->partner_offset >= 0 && r->best_pos == r->wrap[r->pos + t->partner_offset];
    return t->codes[r->led][t->trump2[r->best] + holds];
}

/* Batch.legal */
static u64 legal_of(const BkTables *t, const Row *r, u64 hand) {
    u64 trump = t->trump_mask;
    if (r->pos == 0) {
        if (t->lead_side && (hand & ~trump)) return hand & ~trump;
        return hand;
    }
    i64 code = duty_code(t, r);
    u64 higher = t->higher[r->best];
    u64 follow = hand & BK_SUIT_MASK(r->led);
    if ((code & t->raise_bit) && (follow & higher)) follow &= higher;
    u64 legal = follow ? follow : hand;
    u64 trumps = hand & trump;
    u64 over = trumps & higher;
    int overruff = (code & t->overruff_bit) && over;
    if (!follow && trumps && (overruff || (code & t->ruff_bit))) legal = overruff ? over : trumps;
    return legal;
}

/* Batch._masters: the cards of mine no other hand beats in their suit */
static u64 masters_of(const BkTables *t, u64 mine, u64 others) {
    u64 masters = 0;
    for (int s = 0; s < 4; s++) {
        i64 top = t->strongest[s][bits9(others, s)];
        masters |= top == BK_NO_CARD ? mine & BK_SUIT_MASK(s) : mine & t->higher[top];
    }
    return masters;
}

/* Batch._discard */
static int discard_of(const BkTables *t, const Keys *k, u64 legal, u64 mine, u64 others, u64 masters) {
    u64 trump = t->trump_mask;
    int has_trumps = (mine & trump) != 0;
    i64 best_key = 0;
    for (int s = 0; s < 4; s++) {
        int shift = 9 * s;
        u64 suit_mask = BK_SUIT_MASK(s);
        int here = bits9(legal, s);
        i64 card = t->cheapest[s][here];
        i64 key = k->cheap_key[card];
        if (trump & suit_mask) {
            key += 40 * POINT;
        } else {
            u64 mine_here = mine & suit_mask;
            int count = k->pop9[bits9(mine, s)];
            int guard = (mine_here >> (shift + TEN_RANK) & 1) && count == 2 && (others >> (shift + ACE_RANK) & 1);
            if (guard && card != shift + TEN_RANK) key += 12 * POINT;
            if (has_trumps && count == 1) key -= 2 * POINT;
        }
        if ((masters >> card & 1) && k->points[card] >= 10) key += 30 * POINT;
        if (!here) key = k->cheap_key[BK_NO_CARD];
        if (s == 0 || key < best_key) best_key = key;
    }
    return (int)(best_key & 63);
}

/* Batch._smear */
static int smear_of(const BkTables *t, const Keys *k, u64 legal, u64 mine, u64 masters, int discard) {
    u64 side = legal & ~t->trump_mask;
    u64 plain = side & ~masters;
    u64 tops = 0;
    for (int s = 0; s < 4; s++) {
        i64 top = t->strongest[s][bits9(mine, s)];
        if (top != BK_NO_CARD) tops |= BK_BIT(top);
    }
    u64 second = side & ~tops;
    if (plain) return richest_of(t, k, plain);
    if (second) return richest_of(t, k, second);
    return discard;
}

/* Batch._sure: no seat of later (count hands) can take the trick from card */
static int sure_of(const Keys *k, int card, const u64 *later, int count, u64 lead_mask, int public_, int none_out) {
    u64 beaters = k->beaters[card];
    for (int i = 0; i < count; i++) {
        u64 hand = later[i];
        u64 follow = hand & lead_mask;
        int threat;
        if (public_) {
            int may_void = !follow || none_out;
            threat = (follow & beaters) || (may_void && (hand & beaters & ~lead_mask));
        } else {
            threat = (follow ? follow & beaters : hand & beaters) != 0;
        }
        if (threat) return 0;
    }
    return 1;
}

/* Batch._greedy_lead (partner: -1 unknown, else whether has_partner; partner_hand its hand) */
static int greedy_lead(const BkTables *t, const Keys *k, const Row *r, u64 mine, int has_partner, u64 partner,
                       const u64 *opponents, int opp_count, u64 others, u64 masters, i64 taker_team) {
    u64 trump = t->trump_mask;
    int opp_trumps = 0;
    u64 opp_all = 0;
    for (int i = 0; i < opp_count; i++) {
        opp_trumps |= (opponents[i] & trump) != 0;
        opp_all |= opponents[i];
    }
    int choice = BK_NO_CARD, side_master = BK_NO_CARD, to_partner = BK_NO_CARD;
    i64 side_master_key = -1, plain_key = k->cheap_key[BK_NO_CARD];
    int have_trump_suit = 0, trump_top = BK_NO_CARD, trump_master = 0;
    for (int s = 0; s < 4; s++) {
        int shift = 9 * s;
        u64 suit_mask = BK_SUIT_MASK(s);
        int mine_here = bits9(mine, s);
        int top = (int)t->strongest[s][mine_here];
        int master = mine_here && (masters >> top & 1);
        if (trump & suit_mask) {
            have_trump_suit = 1;
            trump_top = top;
            trump_master = master;
            continue;
        }
        int ruffable = 0;
        if (trump)
            for (int i = 0; i < opp_count; i++) ruffable |= !(opponents[i] & suit_mask) && (opponents[i] & trump);
        i64 key = master && !ruffable ? k->rich_key[top] : -1;
        if (key > side_master_key) {
            side_master = top;
            side_master_key = key;
        }
        int small = (int)t->cheapest[s][mine_here];
        if (has_partner) {
            int partner_here = bits9(partner, s);
            i64 ptop = t->strongest[s][partner_here];
            int partner_master = partner_here && !(opp_all & k->higher[ptop]) && !ruffable;
            if (partner_master && mine_here && to_partner == BK_NO_CARD) to_partner = small;
        }
        /* the plain lead: a small card of a long suit, not from a ten whose ace is out, not into a ruff */
        i64 count = k->pop9[mine_here];
        int ten_exposed = (mine_here >> TEN_RANK & 1) && !(mine_here >> ACE_RANK & 1) &&
                          (others >> (shift + ACE_RANK) & 1);
        key = k->cheap_key[small] - count * 3 * POINT + (ten_exposed ? 8 * POINT : 0);
        if ((mine & trump) && count == 1 && !master) key -= 12 * POINT;
        if (ruffable) key += 5 * POINT;
        if (!mine_here) key = k->cheap_key[BK_NO_CARD];
        if (key < plain_key) plain_key = key;
    }
    if (have_trump_suit) {
        int takers = t->team_of[r->seat[r->pos]] == taker_team;
        if (takers && opp_trumps && trump_master) choice = trump_top;
        /* without the master, the takers still draw with a small trump when they hold two or more */
        u64 my_trumps = mine & trump;
        if (takers && opp_trumps && !trump_master && (my_trumps & (my_trumps - 1))) { /* two or more */
            int low = weakest_of(t, k, my_trumps);
            if (t->power[low] % 100 <= 3) choice = low;
        }
    }
    if (choice == BK_NO_CARD) choice = side_master;
    if (!has_partner && t->partner_offset >= 0) {
        /* without seeing the partner's hand: return the side suit it led first */
        int partner_seat = r->seat[r->wrap[r->pos + t->partner_offset]];
        i64 suit = r->first_led[partner_seat];
        for (int s = 0; s < 4; s++) {
            if (trump & BK_SUIT_MASK(s)) continue;
            int mine_here = bits9(mine, s);
            int top = (int)t->strongest[s][mine_here];
            int pick = (masters >> top & 1) ? top : (int)t->cheapest[s][mine_here];
            if (suit == s && mine_here && to_partner == BK_NO_CARD) to_partner = pick;
        }
    }
    if (choice == BK_NO_CARD) choice = to_partner;
    if (choice != BK_NO_CARD) return choice;
    int plain = (int)(plain_key & 63);
    return plain != BK_NO_CARD ? plain : cheapest_of(t, k, mine);
}

/* Batch.greedy for one row */
static int greedy(const BkTables *t, const Keys *k, const Row *r, i64 taker_team, int public_) {
    int n = (int)t->players, pos = r->pos;
    int offset = (int)t->partner_offset; /* -1: alone */
    u64 rel[4] = {0}, seen[4] = {0};
    for (int j = 0; j < n; j++) rel[j] = r->hand[seat_at(t, r, j)];
    u64 mine = r->cover_count ? playable(r, rel[pos]) : rel[pos];
    u64 legal = legal_of(t, r, mine);
    if (!(legal & (legal - 1))) return bk_lowest(legal); /* one legal card: every rule below picks it */
    u64 others = 0;
    for (int j = 0; j < n; j++)
        if (j != pos) others |= rel[j];
    int has_partner = 0;
    u64 partner = 0;
    if (public_) {
        for (int j = 0; j < n; j++) seen[j] = others & ~r->forbidden[seat_at(t, r, j)];
    } else {
        if (offset >= 0) {
            has_partner = 1;
            partner = rel[r->wrap[pos + offset]];
        }
        for (int j = 0; j < n; j++) seen[j] = rel[j];
    }
    u64 masters = masters_of(t, mine, others);
    if (pos == 0) {
        u64 opponents[3];
        int opp_count = 0;
        for (int j = 1; j < n; j++)
            if (j != offset) opponents[opp_count++] = seen[r->wrap[pos + j]];
        int choice = greedy_lead(t, k, r, mine, has_partner, partner, opponents, opp_count, others, masters,
                                 taker_team);
        if (t->lead_side) { /* a locked lead: the cheapest side card instead of a trump */
            if (!(choice < 64 && (legal >> choice & 1))) choice = cheapest_of(t, k, legal);
        }
        return choice;
    }
    int best = r->best;
    u64 trump = t->trump_mask;
    u64 lead_mask = BK_SUIT_MASK(r->led);
    u64 winners = legal & k->beaters[best];
    int has_winner = winners != 0;
    u64 later[3];
    int later_count = 0;
    for (int j = pos + 1; j < n; j++)
        if (j - pos != offset) later[later_count++] = seen[j];
    int none_out = public_ && !(others & lead_mask);
    int discard = discard_of(t, k, legal, mine, others, masters);
    int choice, weak = BK_NO_CARD, sure_weak = 0;
    if (!later_count) {
        choice = has_winner ? weakest_of(t, k, winners) : discard;
    } else {
        weak = weakest_of(t, k, winners);
        int strong = strongest_of(t, k, winners);
        sure_weak = has_winner && sure_of(k, weak, later, later_count, lead_mask, public_, none_out);
        int sure_strong = has_winner && sure_of(k, strong, later, later_count, lead_mask, public_, none_out);
        int rich_trick = r->trick_points >= 4;
        int ruffing = has_winner && !(winners & ~trump) && !k->is_trump[r->led * 9];
        int fight = ruffing ? weak : rich_trick && has_winner ? strong : discard;
        choice = sure_weak ? weak : sure_strong ? strong : fight;
    }
    if (offset >= 0 && r->best_pos == r->wrap[pos + offset]) { /* the partner holds the trick */
        if (later_count) {
            int safe = sure_of(k, best, later, later_count, lead_mask, public_, none_out);
            if (safe) choice = smear_of(t, k, legal, mine, masters, discard);
            else choice = sure_weak ? weak : discard; /* make the partner's trick safe */
        } else {
            choice = smear_of(t, k, legal, mine, masters, discard);
        }
    }
    return choice;
}

/* Batch.play for one row; returns 1 when the card completed the trick */
static int play(const BkTables *t, const Keys *k, Row *r, int card, i64 *cards_left) {
    int n = (int)t->players;
    int seat = seat_at(t, r, r->pos);
    r->hand[seat] &= ~BK_BIT(card);
    r->trick[r->pos] = card;
    *cards_left -= 1;
    int suit = card / 9;
    if (r->pos == 0) {
        r->led = suit;
        if (r->first_led[seat] < 0) r->first_led[seat] = suit;
        r->best = card;
        r->best_pos = 0;
        r->best_power = t->win_power[suit][card];
        r->trick_points = k->points[card];
    } else {
        /* what the table learns: a seat that does not follow has none of the led suit; one that neither
         * follows nor trumps has no trump it was due to play */
        if (suit != r->led) {
            u64 shown = BK_SUIT_MASK(r->led);
            if (!k->is_trump[card]) {
                i64 code = duty_code(t, r);
                if (code & t->ruff_bit) shown |= t->trump_mask;
                else if (code & t->overruff_bit) shown |= t->trump_mask & t->higher[r->best];
            }
            r->forbidden[seat] |= shown;
        }
        i64 power = t->win_power[r->led][card];
        if (power > r->best_power) {
            r->best = card;
            r->best_pos = r->pos;
            r->best_power = power;
        }
        r->trick_points += k->points[card];
    }
    r->pos += 1;
    if (r->pos < n) return 0;
    return 1;
}

/* the network's hidden layer gets a feature's row added (x = 1) or scaled (x = v) */
static inline void add_row(float *h, const float *w, int hidden, float v) {
    for (int i = 0; i < hidden; i++) h[i] += v * w[i];
}

static inline void add_cards(float *h, const BkNet *net, u64 cards, int block) {
    int hidden = (int)net->hidden;
    while (cards) {
        int c = bk_lowest(cards);
        cards &= cards - 1;
        int f = block * 36 + (int)net->slot_of_suit[c / 9] * 9 + c % 9;
        add_row(h, net->w1 + (i64)f * hidden, hidden, 1.0f);
    }
}

/* policy.py's PolicyNet.choose for one row: the legal card of the best score (ties: the first slot), from
 * policy_features' inputs (the same columns, the trump suit's cards first) */
static int net_choice(const BkTables *t, const BkNet *net, const Row *r, u64 legal, i64 taker_team, i64 left,
                      const i64 *team_points, int played, double *log_p) {
    int n = (int)t->players, pos = r->pos, hidden = (int)net->hidden;
    float h[BK_MAX_HIDDEN];
    for (int i = 0; i < hidden; i++) h[i] = net->b1[i];
    u64 rel[4] = {0};
    for (int j = 0; j < n; j++) rel[j] = r->hand[r->seat[j]];
    u64 mine = r->cover_count ? playable(r, rel[pos]) : rel[pos];
    u64 out = 0;
    for (int j = 0; j < n; j++)
        if (j != pos) out |= rel[j];
    add_cards(h, net, mine, 0);
    for (int j = 0; j < n; j++) {
        if (j == pos) continue;
        int place = (j - pos + n) % n - 1;
        add_cards(h, net, out & ~r->forbidden[r->seat[j]], 1 + place);
        if (j < pos) add_cards(h, net, BK_BIT(r->trick[j]), 4 + place);
    }
    const float *scalars = net->w1 + (i64)(7 * 36) * hidden;
    add_row(h, scalars + (i64)(pos < 3 ? pos : 3) * hidden, hidden, 1.0f);
    int seat = r->seat[pos];
    if (pos) {
        if (t->partner_offset >= 0 && r->best_pos == r->wrap[pos + t->partner_offset])
            add_row(h, scalars + 4 * hidden, hidden, 1.0f);
        if (r->trick_points) add_row(h, scalars + 5 * hidden, hidden, (float)r->trick_points / 30.0f);
        if (t->trump_mask >> r->best & 1) add_row(h, scalars + 6 * hidden, hidden, 1.0f);
        add_row(h, scalars + (7 + net->slot_of_suit[r->led]) * hidden, hidden, 1.0f);
    }
    i64 team = t->team_of[seat];
    if (team == taker_team) add_row(h, scalars + 11 * hidden, hidden, 1.0f);
    add_row(h, scalars + (12 + net->kind) * hidden, hidden, 1.0f);
    if (left) add_row(h, scalars + 15 * hidden, hidden, (float)left / 32.0f);
    if (team_points) {
        i64 mine_pts = team_points[team == 0 ? 0 : 1], theirs = team_points[team == 0 ? 1 : 0];
        float scale = (float)net->card_total;
        if (mine_pts) add_row(h, scalars + 16 * hidden, hidden, (float)mine_pts / scale);
        if (theirs) add_row(h, scalars + 17 * hidden, hidden, (float)theirs / scale);
    }
    for (int i = 0; i < hidden; i++)
        if (h[i] < 0.0f) h[i] = 0.0f;
    int chosen = BK_NO_CARD, chosen_slot = 99;
    float best = 0.0f, scores[36], played_score = 0.0f;
    int count = 0;
    for (u64 m = legal; m; m &= m - 1) {
        int c = bk_lowest(m);
        int slot = (int)net->slot_of_suit[c / 9] * 9 + c % 9;
        const float *w = net->w2t + (i64)slot * hidden;
        float score = net->b2[slot];
        for (int i = 0; i < hidden; i++) score += h[i] * w[i];
        scores[count++] = score;
        if (c == played) played_score = score;
        if (chosen == BK_NO_CARD || score > best || (score == best && slot < chosen_slot)) {
            chosen = c;
            chosen_slot = slot;
            best = score;
        }
    }
    if (log_p) { /* the softmax over the legal cards: log p(played) */
        double total = 0.0;
        for (int i = 0; i < count; i++) total += exp((double)scores[i] - (double)best);
        *log_p = (double)played_score - (double)best - log(total);
    }
    return chosen;
}

/* Plays every row of a batch forward with the greedy policy until the first trick start with at most
 * stop_at cards left (0: to the end); all rows are at the same point (cards_left, pos), the state is read
 * and written in place. hands, forbidden, first_led: [seat * rows + row]; points, tricks_won:
 * [team * rows + row]; leader and the trick in progress (led suit, best card, its place in the trick and
 * power, the trick's points): [row]. Covers: cover_count face-up cards, top[i * rows + row] (top_per_row)
 * or top[i], beneath[i * rows + row]. last_leader[row]: the leader of the last trick completed (written
 * only where a trick was completed). Returns the cards each row played. */
static i64 run_rows(const BkTables *t, const BkNet *net, const i64 *trick_cards, i64 rows, i64 teams,
                    i64 taker_team, i64 public_, i64 stop_at, i64 cards_left, i64 pos, i64 cover_count,
                    i64 top_per_row, const i64 *cover_top, const i64 *cover_beneath, i64 *hands, i64 *forbidden,
                    i64 *first_led, i64 *leader, i64 *points, i64 *tricks_won, i64 *led, i64 *best, i64 *best_pos,
                    i64 *best_power, i64 *trick_points, i64 *last_leader) {
    Keys k;
    make_keys(t, &k);
    int n = (int)t->players;
    i64 played = 0;
    for (i64 row = 0; row < rows; row++) {
        Row r;
        for (int s = 0; s < 4; s++) {
            r.hand[s] = s < n ? (u64)hands[s * rows + row] : 0;
            r.forbidden[s] = s < n ? (u64)forbidden[s * rows + row] : 0;
            r.first_led[s] = s < n ? first_led[s * rows + row] : -1;
        }
        for (int x = 0; x < 8; x++) r.wrap[x] = x % n;
        set_leader(&r, (int)leader[row]);
        r.pos = (int)pos;
        r.led = (int)led[row];
        r.best = (int)best[row];
        r.best_pos = (int)best_pos[row];
        r.best_power = best_power[row];
        r.trick_points = trick_points[row];
        r.cover_count = cover_count;
        r.top = (const u64 *)cover_top + (top_per_row ? row : 0);
        r.top_step = top_per_row ? rows : 1;
        r.beneath = (const u64 *)cover_beneath + row;
        r.beneath_step = rows;
        for (int j = 0; j < 4; j++) r.trick[j] = trick_cards && j < pos ? (int)trick_cards[j * rows + row] : BK_NO_CARD;
        i64 left = cards_left;
        while (left > stop_at || (r.pos && left > 0)) {
            int card;
            if (net && cards_left - left < net->plies) {
                u64 mine = r.hand[r.seat[r.pos]];
                u64 legal = legal_of(t, &r, r.cover_count ? playable(&r, mine) : mine);
                i64 team_points[2] = {points[row], teams == 2 ? points[rows + row] : 0};
                card = legal & (legal - 1)
                           ? net_choice(t, net, &r, legal, taker_team, left, teams == 2 ? team_points : 0, -1, 0)
                           : bk_lowest(legal);
            } else {
                card = greedy(t, &k, &r, taker_team, (int)public_);
            }
            if (!play(t, &k, &r, card, &left)) continue;
            /* the trick is complete: score it, the winner leads */
            int winner = r.seat[r.best_pos];
            if (left == 0) r.trick_points += t->last_bonus;
            i64 team = t->team_of[winner];
            if (team >= 0 && team < teams) {
                points[team * rows + row] += r.trick_points;
                tricks_won[team * rows + row] += 1;
            }
            last_leader[row] = r.leader;
            set_leader(&r, winner);
            r.pos = 0;
        }
        played = cards_left - left;
        for (int s = 0; s < n; s++) {
            hands[s * rows + row] = (i64)r.hand[s];
            forbidden[s * rows + row] = (i64)r.forbidden[s];
            first_led[s * rows + row] = r.first_led[s];
        }
        leader[row] = r.leader;
        led[row] = r.led;
        best[row] = r.best;
        best_pos[row] = r.best_pos;
        best_power[row] = r.best_power;
        trick_points[row] = r.trick_points;
    }
    return played;
}

BK_API i64 bk_greedy_run(const BkTables *t, i64 rows, i64 teams, i64 taker_team, i64 public_, i64 stop_at,
                         i64 cards_left, i64 pos, i64 cover_count, i64 top_per_row, const i64 *cover_top,
                         const i64 *cover_beneath, i64 *hands, i64 *forbidden, i64 *first_led, i64 *leader,
                         i64 *points, i64 *tricks_won, i64 *led, i64 *best, i64 *best_pos, i64 *best_power,
                         i64 *trick_points, i64 *last_leader) {
    return run_rows(t, 0, 0, rows, teams, taker_team, public_, stop_at, cards_left, pos, cover_count, top_per_row,
                    cover_top, cover_beneath, hands, forbidden, first_led, leader, points, tricks_won, led, best,
                    best_pos, best_power, trick_points, last_leader);
}

/* bk_greedy_run with the learned policy (net) choosing the run's first net->plies cards where a seat has a
 * choice; trick_cards[j * rows + row]: the card at place j < pos of the trick in progress (the network reads it) */
BK_API i64 bk_policy_run(const BkTables *t, const BkNet *net, const i64 *trick_cards, i64 rows, i64 teams,
                         i64 taker_team, i64 public_, i64 stop_at, i64 cards_left, i64 pos, i64 cover_count,
                         i64 top_per_row, const i64 *cover_top, const i64 *cover_beneath, i64 *hands, i64 *forbidden,
                         i64 *first_led, i64 *leader, i64 *points, i64 *tricks_won, i64 *led, i64 *best,
                         i64 *best_pos, i64 *best_power, i64 *trick_points, i64 *last_leader) {
    if (net->hidden > BK_MAX_HIDDEN || net->hidden < 1) return -1;
    return run_rows(t, net, trick_cards, rows, teams, taker_team, public_, stop_at, cards_left, pos, cover_count,
                    top_per_row, cover_top, cover_beneath, hands, forbidden, first_led, leader, points, tricks_won,
                    led, best, best_pos, best_power, trick_points, last_leader);
}

/* one row of a replay from the first trick: start[seat * rows + row] hands, no covers, no voids shown yet */
static void replay_start(Row *r, const i64 *start, i64 rows, i64 row, int n, int leader) {
    for (int s = 0; s < 4; s++) {
        r->hand[s] = s < n ? (u64)start[s * rows + row] : 0;
        r->forbidden[s] = 0;
        r->first_led[s] = -1;
        r->trick[s] = BK_NO_CARD;
    }
    for (int x = 0; x < 8; x++) r->wrap[x] = x % n;
    set_leader(r, leader);
    r->pos = 0;
    r->led = 0;
    r->best = BK_NO_CARD;
    r->best_pos = 0;
    r->best_power = -1;
    r->trick_points = 0;
    r->cover_count = 0;
    r->top = r->beneath = 0;
    r->top_step = r->beneath_step = 0;
}

/* search.py's play_weights (its policy part), row by row: replay the deal from the first trick's leader,
 * the given plays (seats[i], cards[i]) in order; at each play of a seat other than viewer with more than one
 * legal card, a row whose policy card (greedy, as Batch.greedy) is not the real one has its weight multiplied
 * by mismatch, in the order of the plays (the same products as numpy's). start: the rows' hands from the
 * first trick, [seat * rows + row]; no covers, no public voids yet; weights[row] read and written. */
BK_API void bk_play_weights(const BkTables *t, i64 rows, i64 taker_team, i64 public_, i64 viewer, double mismatch,
                            i64 leader, i64 count, const i64 *seats, const i64 *cards, const i64 *start,
                            double *weights) {
    Keys k;
    make_keys(t, &k);
    int n = (int)t->players;
    for (i64 row = 0; row < rows; row++) {
        Row r;
        replay_start(&r, start, rows, row, n, (int)leader);
        double w = weights[row];
        i64 left = t->card_total; /* unread: play only counts it down */
        for (i64 i = 0; i < count; i++) {
            int card = (int)cards[i];
            if (seats[i] != viewer) {
                u64 legal = legal_of(t, &r, r.hand[r.seat[r.pos]]);
                if ((legal & (legal - 1)) && greedy(t, &k, &r, taker_team, (int)public_) != card) w *= mismatch;
            }
            if (!play(t, &k, &r, card, &left)) continue;
            set_leader(&r, r.seat[r.best_pos]); /* the trick is complete: the winner leads */
            r.pos = 0;
        }
        weights[row] = w;
    }
}

/* policy.py's play_log_likelihood, row by row: replay the given plays (seats[i], cards[i]) from the first trick
 * (start: [seat * rows + row] hands, no covers, no voids shown yet) and add to out[row], at each play of a seat
 * other than viewer with more than one legal card, the network's log-probability of the card played (the
 * softmax over its legal cards), floored at floor_ (also where the card is not legal in that row's deal). */
BK_API void bk_policy_likelihood(const BkTables *t, const BkNet *net, i64 rows, i64 teams, i64 taker_team,
                                 i64 viewer, double floor_, i64 leader, i64 count, const i64 *seats,
                                 const i64 *cards, const i64 *start, double *out) {
    Keys k;
    make_keys(t, &k);
    int n = (int)t->players;
    if (net->hidden > BK_MAX_HIDDEN || net->hidden < 1) return;
    for (i64 row = 0; row < rows; row++) {
        Row r;
        replay_start(&r, start, rows, row, n, (int)leader);
        i64 left = 0;
        for (int s = 0; s < n; s++) left += bk_popcount(r.hand[s]);
        i64 points[2] = {0, 0};
        double sum = 0.0;
        for (i64 i = 0; i < count; i++) {
            int card = (int)cards[i];
            if (seats[i] != viewer) {
                u64 legal = legal_of(t, &r, r.hand[r.seat[r.pos]]);
                if (legal & (legal - 1)) {
                    double log_p = floor_;
                    if (legal >> card & 1)
                        net_choice(t, net, &r, legal, taker_team, left, teams == 2 ? points : 0, card, &log_p);
                    sum += log_p > floor_ ? log_p : floor_;
                }
            }
            if (!play(t, &k, &r, card, &left)) continue;
            int winner = r.seat[r.best_pos];
            i64 team = t->team_of[winner];
            if (teams == 2 && team >= 0 && team < 2) points[team] += r.trick_points + (left == 0 ? t->last_bonus : 0);
            set_leader(&r, winner); /* the trick is complete: the winner leads */
            r.pos = 0;
        }
        out[row] += sum;
    }
}
