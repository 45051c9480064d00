<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>{symbol} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank index: jack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank index: queen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank index: king</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank index: ace</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>{value} {strain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} by {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot by {team}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match: {us} – {them}   (playing to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North–South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East–West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between teams&apos; points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>a team and its points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} bid capot in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts four times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. {defence} score their own points: {points}; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: {taker} score {sum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the takers are dedans. {defence} score {sum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} ({label})</source>
        <comment>one part of a sum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>You pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card: click it (or double-click, or drag it to the table).
Keyboard: Left/Right choose a card, Enter plays it, Esc clears the choice.
Bidding: P pass, T take the turned suit, C/D/H/S name a suit, N no trumps, A all trumps,
+/- change the value, B or Enter bid, X coinche, R surcoinche. E declares.
L shows the last trick, Ctrl+Z takes back your last move, F9 hides the side panel.

Greyed cards cannot be played now; try one to see which rule applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{app} {version}
Belote and its family, offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You must follow suit: play a {suit} card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no {led}: you must play a trump ({trump}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a higher trump than the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play higher than the {card} if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first round you may only take the turned suit ({suit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the second round you must name a suit other than the turned one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a coinche or a pass can follow a capot bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid must be at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules do not allow that contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a coinche nobody may bid higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid is already coinched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the team that was coinched may surcoinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid is already surcoinched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only surcoinche after a coinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have nothing to declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations are made during the first trick only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules do not use that action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts four times, and the auction ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card counts in one declaration only; the program announces your best choice for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its points;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by four; the points won in play are never multiplied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}; failed, the other team scores {failed}. A coinche or surcoinche multiplies these too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game played to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest number bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot bid allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must trump when out of the suit led</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner holding the trick frees you from trumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps led: must play higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps led: partner holding the trick frees you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trumps: must play higher in every suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations scored by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team with the best one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote only with the king first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed contract: defenders score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{base} + the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takers with equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both teams past the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you are free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in some books and 162 plus the bid in others. Here: {base} plus the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our choice: declaring is optional, and the program always announces a player&apos;s best combination, each card counting once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey out the cards that cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players &amp;pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North and you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East and West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La Coinche</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
