<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>{app} est distribué sous la {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>Moteur de règles, joueurs artificiels, livre des règles et initiation&#xa0;: les développeurs de Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>Les faces et les dos des cartes ainsi que le tapis sont dessinés par le programme lui-même&#xa0;; les sons sont synthétisés par le code. Aucune image ni aucun son n’a été repris d’ailleurs.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>Les règles suivent les règles publiées de chaque jeu&#xa0;; là où les sources divergent, le choix est une option de la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>Traductions&#xa0;: français, bulgare, arabe, grec, croate et russe.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Remerciements</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Réalisé avec</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>La belote et sa famille de jeux de cartes, hors ligne, avec les règles expliquées en jouant.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>{call} {suit}</source>
        <translation>{call} {suit}</translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation>Prend {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation>Coinche&#xa0;!</translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation>Surcoinche&#xa0;!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Annonce</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>Aucune annonce pour l’instant : tout contrat peut être annoncé.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>En cours : {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}, {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Votre annonce</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>Une carte ne compte que dans une seule annonce&#xa0;: annoncez {first} ou {second}, pas les deux.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>Présélection&#xa0;: {usual}, qui vaut plus ({first} contre {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>Les deux valent {first}&#xa0;; présélection&#xa0;: {usual}, qui se classe plus haut.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>Carrés et suites se comparent à part&#xa0;: l&apos;autre choix peut être celui que personne ne bat.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>Vous n&apos;avez pas annoncé votre {melds} : les annonces se font avant votre première carte.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>Ce que signifie ce choix</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>Vous pouvez annoncer</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>&amp;Annoncer {melds}</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>Annoncer plutôt {melds}</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Annoncer</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>ou jouez une carte sans annoncer</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>Valeur de l&apos;enchère : {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid} : {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>Annoncer capot à {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>Annoncer {value} à {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>Second tour&#xa0;: choisissez l&apos;atout ou passez</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>La retourne&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>« {call} » avec le {card} ?</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>Prendre la retourne ({card})&#xa0;?</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>{suit} serait l&apos;atout.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>Tous ont passé : vous devez nommer un atout</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>Nommez un atout ou passez</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>Vos {count} cartes face cachée sont ramassées une fois l’atout nommé.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>{call} {symbol}</source>
        <translation>{call} {symbol}</translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation>P&amp;rendre {symbol}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre enchère</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>Aucune enchère&#xa0;: ouvrez à partir de {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>Enchère en cours&#xa0;: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>Enchère inférieure</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Enchère supérieure</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Enchérir</translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation>Coinche (&amp;X)</translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation>Surcoinche (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Enchérir {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>Conseil&#xa0;: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>Garder votre Hokum ou le monter en Sun ?</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>Second tour : Hokum dans une autre couleur, Sun, ou passer</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>Hokum, Sun ou passer ?</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>En cours : {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>L&apos;échelle des contres</translation>
    </message>
    <message>
        <source>{call}, or pass?</source>
        <translation>{call}, ou passer ?</translation>
    </message>
    <message>
        <source>{ladder} ({who})</source>
        <translation>{ladder} ({who})</translation>
    </message>
    <message>
        <source>{value}, {strain}</source>
        <comment>a bid, said by a screen reader</comment>
        <translation>{value}, {strain}</translation>
    </message>
</context>
<context>
    <name>BotKnowledge</name>
    <message>
        <source>What {player} knew</source>
        <translation>Ce que savait {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>Carte jouée&#xa0;: {card}. Avant ce coup, {player} ne voyait pas ces cartes. Pour chacune, la probabilité qu’il attribuait à chaque joueur de la détenir&#xa0;; le joueur qui la détenait vraiment est marqué ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>Déduit de son seul point de vue par un modèle appris sur de nombreuses donnes&#xa0;: ce que le jeu a montré (une couleur non fournie, un atout non joué), ce que chaque joueur a dit aux enchères, qui a entamé, fourni et défaussé quoi.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>Déduit de son seul point de vue&#xa0;: ce que le jeu a montré (une couleur non fournie, un atout non joué), puis ce que chaque joueur a dit aux enchères et à quel point chaque répartition possible explique les cartes qu’il a choisies.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>Déduit de son seul point de vue&#xa0;: ce que le jeu a montré (une couleur non fournie, un atout non joué). À ce niveau, le joueur artificiel ne tient compte de rien d’autre.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>Plus la barre bleue est longue, plus le joueur artificiel était sûr de lui&#xa0;; le cadre doré (●) montre où se trouvait vraiment la carte.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Jamais distribuée</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>Probabilités données à chaque joueur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank index: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank index: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank index: king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation>SA</translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation>TA</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>The Master on the same cards</source>
        <translation>Le Maître avec les mêmes cartes</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>Le Maître joue à votre place avec les mêmes cartes, contre les mêmes joueurs artificiels…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>Comparaison en cours</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>La comparaison n’a pas pu être faite&#xa0;: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>Avec les mêmes cartes, contre les mêmes joueurs artificiels&#xa0;:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Vous avez marqué {mine}&#xa0;; avec le Maître à votre place, personne n’a pris, les cartes ont été ramassées et personne n’a marqué ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Vous avez marqué {mine}&#xa0;; le Maître a marqué {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>Votre donne</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>La donne du Maître</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Pour {side}&#xa0;: vous avez marqué {mine}&#xa0;; avec le Maître à votre place, personne n&apos;a pris, les cartes ont été ramassées et personne n&apos;a marqué ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Pour {side}&#xa0;: vous avez marqué {mine}&#xa0;; le Maître a marqué {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>Le Maître a pris chaque décision comme vous.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Pli {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>Aux enchères</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}&#xa0;: vous avez choisi {mine}&#xa0;; le Maître a choisi {master}. Ensuite tout le monde a passé&#xa0;: les cartes ont été ramassées et aucune carte n’a été jouée.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}&#xa0;: vous avez choisi {mine}&#xa0;; le Maître a choisi {master}. À partir de là, les donnes diffèrent.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>Avec le Maître, c’est votre place qui a pris le contrat.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>Avec le Maître, c’est votre partenaire {player} qui a pris le contrat.</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>Avec le Maître, c’est {player} qui a pris le contrat.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>La donne du Maître a rapporté à votre camp %n point(s) de plus que la vôtre.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>Votre donne a rapporté à votre camp %n point(s) de plus que celle du Maître.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>Les deux donnes ont rapporté {points} à votre camp&#xa0;; l’autre camp a marqué {mine} dans la vôtre et {master} dans celle du Maître.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>Les deux donnes ont rapporté {points} à votre camp.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} sur {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>Évaluation de vos choix…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>Vos choix n’ont pas pu être évalués.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>D&apos;après les calculs du Conseil, votre {mine} était ici un choix coûteux&#xa0;: ce choix a coûté environ {points} en moyenne, comme l&apos;indique l&apos;analyse.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>D&apos;après les calculs du Conseil, votre {mine} n&apos;a rien coûté ici en moyenne&#xa0;: l&apos;analyse ne le signale pas.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>Égalité en moyenne&#xa0;: d&apos;après les calculs du Conseil, {mine} et {master} mènent à peu près au même score, donc cette différence n&apos;a rien coûté en moyenne et l&apos;analyse ne la signale pas.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>D&apos;après les calculs du Conseil, votre {mine} était ici le meilleur choix ({master} vaut environ {points} de moins en moyenne)&#xa0;: cette différence ne vous a rien coûté.</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{what} by {player}</source>
        <translation>{what} par {player}</translation>
    </message>
    <message>
        <source>{contract}, {ladder}</source>
        <comment>Baloot: the doubling step</comment>
        <translation>{contract}, {ladder}</translation>
    </message>
    <message>
        <source>{value}, {strain}, by {player}</source>
        <comment>for a screen reader</comment>
        <translation>{value}, {strain}, par {player}</translation>
    </message>
    <message>
        <source>{contract}, {word}</source>
        <translation>{contract}, {word}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, coinché</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, surcoinché</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code, such as 00400-00072-B.</source>
        <translation>Tapez ou collez un code de donne, par exemple 00400-00072-B.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>«&#xa0;{character}&#xa0;» n’existe pas dans les codes de donne&#xa0;: ils ne contiennent que des chiffres et les lettres de A à Z sauf I, L, O et U.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>Ce code désigne un jeu que cette version ne connaît pas&#xa0;: vérifiez son premier caractère, ou le code vient peut-être d’une version plus récente.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>Le deuxième caractère de ce code est erroné, ou le code vient d’une version plus récente.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>Ce code est trop court&#xa0;: il manque un caractère.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>Un code de ce jeu compte {expected} caractères (tirets non compris)&#xa0;; celui-ci en a {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>Les caractères de contrôle de la fin ne correspondent pas&#xa0;: un caractère est mal tapé ou deux sont inversés.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>Les options de règles de ce code ne forment pas un jeu que cette version sait jouer.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>Aucune donne ne porte ce numéro.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>Talon (ramassé après les enchères)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>Table, face cachée</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>Table, face visible</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>Après les enchères</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>Le paquet, distribué après les enchères (dans l’ordre)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Jamais distribuées</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>Cartes pas encore placées</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>Distribué face cachée&#xa0;; son propriétaire le ramasse après les enchères</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>Personne ne voit ces cartes avant que la carte posée dessus soit jouée</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>Chaque carte visible recouvre la carte cachée de sa colonne (la première sur la première)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>Les cartes distribuées après les enchères, depuis le haut du paquet&#xa0;: qui les reçoit dépend du preneur</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>Les cartes que ce joueur reçoit après les enchères</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>Les cartes écartées de cette donne</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}&#xa0;: {have} cartes sur {need} ({n} manquante(s)).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}&#xa0;: {have} cartes, {need} attendues ({n} en trop).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>Choisissez le preneur du contrat.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>Ce jeu ne permet pas de contrat à cette couleur.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>Les contrats de ce jeu ne peuvent pas avoir cette valeur.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>Toutes les cartes sont placées.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>Éditeur de donnes</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Donneur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Contrat&#xa0;:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>Cartes à placer</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>Distribuer le &amp;reste au hasard</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>Compléter chaque zone incomplète avec les cartes restantes, mélangées&#xa0;; les zones complètes ne changent pas</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>Enregistrer cette donne dans un fichier de donne pour la partager</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>J&amp;ouer</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>Jouer cette donne contre l’ordinateur (donne d’entraînement&#xa0;: non comptée dans les statistiques)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>Enchères normales</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>Contrat imposé (sans enchères)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>Le reste du paquet</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>Tapez les cartes&#xa0;: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need})&#xa0;:</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… et {n} de plus.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Prête à jouer.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>Cartes pas encore placées&#xa0;: {n}. Faites-en glisser une vers une ligne, ou double-cliquez dessus pour compléter la première ligne incomplète.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>Choisissez un jeu et un donneur, puis distribuez les cartes aux joueurs&#xa0;: faites-les glisser depuis «&#xa0;Cartes à placer&#xa0;», tapez-les dans une ligne (7C 10H JS AD …) ou appuyez sur «&#xa0;Distribuer le reste au hasard&#xa0;». Le jeu commence quand chaque ligne a toutes ses cartes.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>Prête à jouer. La dernière carte du donneur, {card}, est la retourne.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>Exporter la donne</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} est tapée deux fois.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>l’éditeur de donnes</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>Ce n&apos;est pas un fichier de donne&#xa0;: il doit commencer par la ligne «&#xa0;belote-deal 1&#xa0;».</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>Ce fichier de donne a été écrit par une version plus récente du jeu (format {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Le fichier n&apos;est pas du texte (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>Le fichier est trop gros pour être un fichier de donne.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>Chaque ligne est de la forme «&#xa0;nom: valeur&#xa0;», et celle-ci n&apos;a pas de deux-points.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>«&#xa0;{key}&#xa0;» n&apos;est pas une ligne d&apos;un fichier de donne.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>«&#xa0;{key}&#xa0;» est déjà donné à la ligne {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>La partie «&#xa0;{section}:&#xa0;» n&apos;est pas à sa place&#xa0;: les enchères viennent avant le jeu.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>La ligne «&#xa0;{key}:&#xa0;» manque.</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>Le fichier ne nomme aucune carte, ni de graine pour les mélanger.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>«&#xa0;{game}&#xa0;» n&apos;est pas un jeu que ce programme connaît.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>Cette option de règle ne peut pas être utilisée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>«&#xa0;{word}&#xa0;» n&apos;est pas une place (les places sont {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>Une graine est un nombre ou un texte court.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>Donnez {expected} nombres entiers, un score par équipe.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>«&#xa0;{word}&#xa0;» n&apos;est pas une carte (écrivez 7C, 10H, JS, AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>{card} n&apos;est pas dans le paquet de ce jeu.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>{card} est déjà nommée à la ligne {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} cartes là où ce jeu en distribue {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>Ce jeu ne distribue aucune carte à cet endroit.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>Dans ce jeu, la carte retournée est une des cartes du donneur&#xa0;: nommez-la aussi à cet endroit.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>{card} n’est pas la dernière carte de la ligne « {key}: » (ligne {line}) : la carte retournée est donnée au donneur en dernier, nommez-la donc en dernier sur cette ligne.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>Donnez soit le talon, soit les cartes d&apos;après les enchères, pas les deux.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>Les cartes d&apos;après les enchères demandent des enchères qui finissent par un contrat.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>Ces cartes ne peuvent pas être distribuées dans ce jeu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>«&#xa0;{move}&#xa0;» n&apos;est pas un coup.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>C&apos;est à {expected} de jouer, pas à {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>Les enchères sont déjà finies&#xa0;: le jeu de la carte vient ensuite.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>Les enchères ne sont pas encore finies.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>La donne est déjà finie.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Ligne {line}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>{player} ne peut pas jouer le coup «&#xa0;{move}&#xa0;» ici.</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>Comment la donne a été comptée</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>&amp;Revoir mon jeu</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>Demander à l’Expert lesquelles de vos cartes ont coûté le plus de points dans cette donne</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>Voir les quatre mains telles qu’elles ont été distribuées, et les plis carte par carte</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Tout le monde a passé</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>Les cartes sont ramassées et redistribuées par le joueur suivant.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>Contrat réussi&#xa0;!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>Ils ont réussi leur contrat</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>Égalité&#xa0;: les points sont en litige</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Nous sommes dedans</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>Ils sont dedans&#xa0;!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}&#xa0;: {target} demandés, {points} réalisés</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>Points de partie : dernier chiffre retiré</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>Enchère ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dix de der</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>Aucun pli : annonces perdues</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>Points propres de chaque camp</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>Tous les points des cartes</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>Toutes les annonces</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>Part des points du preneur</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>Coinche ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>Capot annoncé</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>Contrat chuté</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>Capot annoncé chuté</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>Points de match (÷ 10, limite {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Points de partie</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>Points des preneurs perdus</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <translation>Kirtik</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Points de manche</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>Points de match marqués</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Points marqués</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>Nou&amp;velle partie</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>Re&amp;lecture de la donne</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rejouer cette &amp;donne</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>Les mêmes cartes, depuis le début ou depuis un pli (non comptée dans les statistiques)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>&amp;Comparer avec le Maître</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>Le Maître joue à votre place avec les mêmes cartes contre les mêmes joueurs artificiels&#xa0;: les deux scores, et le moment où vos jeux divergent</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>Les cartes sont battues et redistribuées par le même donneur.</translation>
    </message>
    <message>
        <source>{word}! {headline}</source>
        <translation>{word} ! {headline}</translation>
    </message>
    <message>
        <source>{capot} by {team}!</source>
        <translation>{capot} pour {team} !</translation>
    </message>
    <message>
        <source>Match: {us} – {them}   (playing to {target})</source>
        <translation>Partie&#xa0;: {us} – {them}   (en {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>Partie : {scores}   (en {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>{points} en réserve</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Ils gagnent la partie</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>Retour à &amp;ma propre partie</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>Afficher l&apos;&amp;analyse</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>Une erreur s’est produite dans le jeu :
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>Votre partie a été enregistrée : elle vous sera proposée au prochain démarrage.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>Vous pouvez continuer à jouer. Si la table semble incorrecte, quittez puis relancez le jeu.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>Les détails ont été écrits dans le fichier journal :
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Les détails n’ont pas pu être écrits dans un fichier journal.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>pique</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>tout atout</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>quatre six</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>quatre sept</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>quatre huit</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>quatre neuf</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>quatre dix</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>quatre valets</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>quatre dames</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>quatre rois</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>quatre as</translation>
    </message>
    <message>
        <source>{name}: {carre} ({points})</source>
        <translation>{name} : {carre} ({points})</translation>
    </message>
    <message>
        <source>{name} to the {card} ({points})</source>
        <translation>{name} au {card} ({points})</translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation>{carre} ({points})</translation>
    </message>
    <message>
        <source>a twenty to the {card} ({points})</source>
        <translation>un vingt au {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>un cinquante au {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>une tierce hauteur {card} ({points})</translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation>une quarte hauteur {card} ({points})</translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation>une quinte hauteur {card} ({points})</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation> et </translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>Face aux annonces déjà faites, {best} vous rapporte davantage.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>Face aux annonces déjà faites, {best} rapporte davantage à votre camp.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}&#xa0;: à égalité avec la meilleure annonce de {who}&#xa0;; des annonces égales s&apos;annulent&#xa0;: personne ne les marque.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}&#xa0;: à égalité avec la meilleure annonce de {who}&#xa0;; des annonces égales s&apos;annulent&#xa0;: vous marquez {mine}, {who} rien.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}&#xa0;: à égalité avec la meilleure annonce de {who}&#xa0;; des annonces égales s&apos;annulent&#xa0;: votre camp marque {mine}, {who} rien.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}&#xa0;: bat les annonces de {who}, donc seules les vôtres marquent ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}&#xa0;: bat les annonces de {who}, donc seules celles de votre camp marquent ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}&#xa0;: vous marquez {mine}, mais les annonces de {who} marquent aussi&#xa0;: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}&#xa0;: votre camp marque {mine}, mais les annonces de {who} marquent aussi&#xa0;: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}&#xa0;: perd contre ce qu&apos;a annoncé {who} ({theirs}), donc seules les annonces de {who} marquent.</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>Vous devez fournir à {suit} et battre {best} ({player}) si vous le pouvez&#xa0;: jouez {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>Vous devez fournir à {suit}&#xa0;: il vous reste {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>Vous devez fournir à {suit} quand vous le pouvez.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>Vous devez couper&#xa0;: vous n&apos;avez pas de {led} et vous avez de l&apos;atout. {best} ({player}) est déjà dans le pli&#xa0;: battez-le si vous le pouvez ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>Vous devez couper&#xa0;: vous n&apos;avez pas de {led} et vous avez de l&apos;atout ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>Vous devez couper&#xa0;: vous n&apos;avez pas de {led} et vous avez du {trump}, la couleur d&apos;atout.</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>Vous devez surcouper, même votre partenaire&#xa0;: {best} ({player}) tient le pli et vous avez un atout plus fort ({cards}). Dans cette partie, un partenaire maître ne vous en dispense pas.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>Vous devez surcouper&#xa0;: {best} ({player}) tient le pli et vous avez un atout plus fort ({cards}).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>Tout atout&#xa0;: dans chaque couleur, vous devez battre la meilleure carte jouée si vous le pouvez. {best} ({player}) tient le pli et vous avez {cards}.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>Atout demandé&#xa0;: vous devez monter, même sur {best} de votre partenaire (vous avez {cards}).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>Atout demandé&#xa0;: vous devez jouer un atout plus fort que {best}, joué par {player} (vous avez {cards}).</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>Le contrat est contré, ce qui verrouille l&apos;atout : vous ne pouvez pas entamer {trump} tant que vous avez une autre couleur.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>Entamez l&apos;une de ces cartes : {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>{card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>Cette partie est terminée&#xa0;: commencez-en une nouvelle pour rejouer.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>L&apos;atout n&apos;est pas encore choisi&#xa0;: parlez d&apos;abord (enchère ou passe)&#xa0;; les cartes se jouent ensuite.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>Les enchères sont terminées&#xa0;: c&apos;est le moment de jouer une carte.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>Au premier tour, vous ne pouvez prendre que la couleur de la retourne, {suit}, ou passer. Une autre couleur peut être choisie au second tour si tout le monde passe.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>Tous les autres ont passé : le donneur doit annoncer un contrat. Seule une main de {limit} points ou moins peut passer et annuler la donne ; celle-ci vaut {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>Les trois autres joueurs ont passé : le donneur doit nommer un atout, il ne peut pas passer.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>Tout le monde a refusé {suit} au premier tour&#xa0;: au second tour, choisissez une autre couleur, ou passez.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>Vous n&apos;avez aucun {suit} : jouer dans une couleur que vous n&apos;avez pas serait une renonce, le jeu ne le permet donc pas. Passez, ou choisissez une couleur que vous avez.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>Rien n&apos;est au-dessus d&apos;une enchère de capot&#xa0;: vous pouvez seulement passer ou coincher.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>Chaque enchère doit être plus haute que la précédente&#xa0;: enchérissez au moins à {minimum}.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>Les enchères vont de {low} à {high} par paliers de {step}&#xa0;: {value} n&apos;en fait pas partie.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>Les enchères de capot ne sont pas permises dans cette partie.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>Les contrats «&#xa0;{strain}&#xa0;» ne sont pas permis dans cette partie.</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>Vous avez passé, et dans ce jeu une passe est définitive : vous ne pouvez plus enchérir dans cette donne.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>Après une coinche, plus personne ne peut enchérir&#xa0;: passez, ou surcoinchez si c&apos;est l&apos;enchère de votre équipe qui a été coinchée.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>Vous ne pouvez pas coincher l&apos;enchère de votre propre équipe&#xa0;: seuls les adversaires du plus fort enchérisseur le peuvent.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>Cette enchère est déjà coinchée.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>Il n&apos;y a pas encore d&apos;enchère à coincher.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>Seule l&apos;équipe dont l&apos;enchère a été coinchée peut surcoincher.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>Cette enchère est déjà surcoinchée.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>Vous ne pouvez surcoincher qu&apos;après la coinche d&apos;un adversaire sur l&apos;enchère de votre équipe.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>Vous n&apos;avez rien à annoncer&#xa0;: une annonce, c&apos;est au moins trois cartes qui se suivent dans une même couleur, ou {carres}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>Les annonces se font uniquement au premier pli, avant de jouer votre première carte.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>Cette partie se joue sans coinche ni surcoinche.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>Dans cette partie, on prend une couleur ou on passe&#xa0;: il n&apos;y a pas d&apos;enchères en points.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>Dans cette partie, on enchérit en points à une couleur, à sans atout ou à tout atout, ou on passe.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>Cette partie n&apos;utilise pas ce coup.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>Votre partenaire est maître&#xa0;: vous n&apos;êtes pas obligé de monter à l&apos;atout (une option de cette partie).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>Votre partenaire est maître&#xa0;: vous n&apos;êtes pas obligé de couper ni de surcouper&#xa0;; vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>Votre partenaire est maître&#xa0;: vous n&apos;êtes pas obligé de couper ({suit} demandé, vous n&apos;en avez pas)&#xa0;; vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>En prenant, {suit} devient l&apos;atout ; vous devez ensuite marquer plus de points que l&apos;autre joueur : plus de {half} sur {total}. Sinon vous êtes dedans et l&apos;autre joueur marque les {total} points.</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>votre équipe devra alors marquer au moins autant de points que l&apos;autre équipe</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>votre équipe devra alors marquer plus de points que l&apos;autre équipe (l&apos;égalité ne suffit pas)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>votre équipe devra alors marquer plus de points que l&apos;autre équipe (en cas d&apos;égalité, vos points attendent la donne suivante&#xa0;: litige)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>Prendre fait de {suit} l’atout ; {duty}, sur {total}. Sinon votre équipe ne marque rien et l’autre équipe marque ses propres points.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>En prenant, {suit} devient l&apos;atout&#xa0;; {duty}, sur {total}. Sinon vous êtes dedans et l&apos;autre équipe marque les {total} points.</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>Vous ramassez la retourne ({card}) et le donneur vous en donne {count} de plus.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>Capot ({strain})&#xa0;: votre équipe doit faire tous les plis. Réussi, il rapporte {made}&#xa0;; chuté, l&apos;autre équipe marque {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>Enchère {value} {strain}&#xa0;: votre équipe doit marquer au moins {value} points ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>Enchère {value} {strain}&#xa0;: votre équipe doit marquer au moins {value} points, et plus de la moitié ({half} sur {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>Fait : chaque équipe marque ses propres points. Chuté : l&apos;autre équipe marque tous les points de la donne.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>Réussi&#xa0;: vos points plus {value}. Chuté&#xa0;: l&apos;autre équipe marque {failed} plus {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>La donne ne contient que {total} points à {strain} : cette enchère ne peut donc jamais être réussie, même en faisant tous les plis.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>Sans atout&#xa0;: aucune couleur ne coupe et chaque couleur garde l&apos;ordre normal.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>Tout atout&#xa0;: chaque couleur prend l&apos;ordre et les valeurs de l&apos;atout, et rien ne peut couper.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>L&apos;enchère a été coinchée&#xa0;: le score de l&apos;équipe qui gagne le contrat compte double (réussi, les points de cartes, les annonces et l&apos;enchère des preneurs&#xa0;; chuté, la base des défenseurs et l&apos;enchère), jamais la belote.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>L&apos;enchère a été surcoinchée&#xa0;: le score de l&apos;équipe qui gagne le contrat compte {times} fois (réussi, les points de cartes, les annonces et l&apos;enchère des preneurs&#xa0;; chuté, la base des défenseurs et l&apos;enchère), jamais la belote.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>Passer&#xa0;: vous laissez la couleur de la retourne aux autres. Si tout le monde passe, un second tour permet à chacun de choisir une autre couleur.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>Passer : si tout le monde passe encore, les cartes sont jetées et le même donneur redonne.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>Passer&#xa0;: si tout le monde passe encore, les cartes sont ramassées et le donneur suivant distribue.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>Passe : dans ce jeu une passe est définitive, vous n&apos;enchérirez plus dans cette donne. Quand tous les autres ont passé après une enchère, les enchères sont finies ; si les quatre passent, les cartes sont jetées.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>Passer&#xa0;: vous ne montez pas. Trois passes de suite après une enchère terminent les enchères.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>Passer&#xa0;: si les quatre joueurs passent sans enchère, les cartes sont ramassées et redistribuées.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>Coinche&#xa0;: vous pariez que les preneurs vont chuter. La valeur du contrat compte double, quel que soit le gagnant&#xa0;; aucune nouvelle enchère ne peut suivre.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>Surcoinche&#xa0;: votre équipe, coinchée, répond qu&apos;elle réussira&#xa0;: le contrat compte quatre fois. Les enchères s&apos;arrêtent.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>Annoncez vos suites maintenant, avant votre première carte ; elles ne comptent que si vous avez la meilleure suite de la table.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>Annoncez vos combinaisons maintenant, avant votre première carte ; suites et carrés se comparent à part : la meilleure de chaque sorte marque.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>Annoncez vos combinaisons maintenant, avant votre première carte ; elles ne comptent que si vous détenez la meilleure.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>Faites vos annonces maintenant, avant votre première carte&#xa0;; elles ne comptent que si votre équipe a la meilleure.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>Faites vos annonces maintenant, avant votre première carte&#xa0;; chaque équipe marque les siennes.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>Nommer {suit} atout : vous devenez le preneur, et votre équipe doit faire plus de la moitié des points ({total} en cartes et dernier pli, plus les suites et la bella). Exactement la moitié, c’est un {half} : vous ne marquez rien, les autres leurs propres points ; moins, c’est {bate} : les autres marquent tout. Vos {count} cartes face cachée rejoignent votre main une fois l’atout nommé.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>Passe : le donneur, qui parle en dernier, devra alors nommer un atout.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>Passe : le joueur suivant peut nommer un atout. Si les trois premiers joueurs passent, le donneur doit en nommer un.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>« {call} » : {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>Échouer s&apos;appelle être {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>Vous ne pouvez jouer que dans une couleur que vous avez.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>en comptant cartes, dix de der, annonces et belote</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>en comptant cartes, dix de der et annonces</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>en comptant cartes, dix de der et belote</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>en comptant cartes et dix de der</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>{player} joue le {card}, l’un du roi et de la dame d’atout : avec l’autre carte viendra la {name}, {points} points pour {team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>{player} annonce « {name} » en jouant le {card} : le roi et la dame d’atout dans une même main, {points} points pour {team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player} dit «&#xa0;Belote&#xa0;» en jouant {card}&#xa0;: le roi et la dame d&apos;une même couleur dans la même main. Avec l&apos;autre carte viendra «&#xa0;Rebelote&#xa0;» et {points} points pour {team}, quel que soit le gagnant des annonces.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player} dit «&#xa0;Belote&#xa0;» en jouant {card}&#xa0;: le roi et la dame d&apos;atout dans la même main. Avec l&apos;autre carte viendra «&#xa0;Rebelote&#xa0;» et {points} points pour {team}, quel que soit le gagnant des annonces.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>Dans cette partie, le roi doit être joué en premier pour que la belote compte.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>{player} dit «&#xa0;Rebelote&#xa0;» en jouant {card}&#xa0;: {points} points pour {team}.</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>Si cette équipe a pris le contrat, ces points comptent aussi pour son enchère.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>{player} annonce {melds} : {points} points. Dans ce jeu, les cartes d&apos;une annonce sont montrées une fois le premier pli terminé.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>Vous annoncez {melds}&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>{player} annonce {melds}&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>Dans cette partie, toutes les annonces comptent&#xa0;: celles-ci vont à {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>Seul le joueur qui a la meilleure suite marque, et seulement ses propres suites : un cinquante bat un vingt, puis la plus haute carte de tête ; à suites égales, celle d’atout gagne, sinon personne ne marque.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>Dans cette partie, un vingt bat un cinquante, comme le disent certaines règles écrites.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>Suites et carrés se comparent à part : le joueur qui a la meilleure suite marque ses suites, celui qui a le meilleur carré ses carrés.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>Carrés et suites sont classés à part : l&apos;équipe qui a le meilleur carré marque tous ses carrés, l&apos;équipe qui a la meilleure suite toutes ses suites.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>Entre deux suites de même valeur la plus longue gagne, puis la plus haute carte de tête.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>Des meilleures suites égales de camps opposés s&apos;annulent : personne ne marque de suite.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>Meilleure annonce pour l&apos;instant&#xa0;: la vôtre, {meld} ({team}).</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Seul le joueur qui a la meilleure annonce marque ses annonces : le plus de points d&apos;abord, puis un carré avant une suite, puis la plus haute carte de tête, puis une suite à l&apos;atout.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Seul le joueur qui a la meilleure annonce marque ses annonces&#xa0;: le plus de points d’abord, puis un carré avant une suite, puis la plus haute carte de tête.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Seul le joueur qui a la meilleure annonce marque ses annonces&#xa0;: le plus de points d’abord, puis un carré avant une suite, puis la plus haute carte de tête, puis une suite à l’atout.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Seul le joueur qui a la meilleure annonce marque ses annonces&#xa0;: le plus de points d’abord, puis un carré avant une suite, puis la plus haute carte de tête.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Seule l&apos;équipe qui a la meilleure annonce marque ses annonces&#xa0;: d&apos;abord le plus de points, puis un carré avant une suite, puis la carte la plus haute, puis une suite à l&apos;atout.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Seule l’équipe qui a la meilleure annonce marque ses annonces&#xa0;: d’abord le plus de points, puis un carré avant une suite, puis la carte la plus haute.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Seule l’équipe qui a la meilleure annonce marque ses annonces&#xa0;: d’abord le plus de points, puis un carré avant une suite, puis la carte la plus haute, puis une suite à l’atout.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Seule l’équipe qui a la meilleure annonce marque ses annonces&#xa0;: d’abord le plus de points, puis un carré avant une suite, puis la carte la plus haute.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>Meilleure annonce pour l&apos;instant&#xa0;: {meld} ({player}, {team}).</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between teams&apos; points</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>a team and its points</comment>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>{team} bid capot in {strain}.</source>
        <translation>Enchère&#xa0;: capot {strain}, par {team}.</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>Enchère&#xa0;: {value} {strain}, par {team}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>L&apos;enchère a été coinchée&#xa0;: sa valeur compte double.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun) : litige. La défense marque ses propres points ; les {held} points des preneurs attendent et iront à l&apos;équipe qui gagnera la donne suivante.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>Preneurs&#xa0;: {team}, atout {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Personne n&apos;a pris&#xa0;: les cartes sont ramassées, personne ne marque, et le donneur suivant distribue.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>Score de cette donne&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>Points des cartes&#xa0;: {points} ({total} en tout, dont {bonus} de dix de der pour {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>Tous les plis pour {team}&#xa0;: capot&#xa0;! Les cartes comptent alors {score} au lieu de {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>Annonces – meilleure&#xa0;: {player}&#xa0;; seules les annonces de cette équipe comptent&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>Annonces&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces : {points}.</translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation>Belote et rebelote&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation>{team} {sum}</translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation>Totaux&#xa0;: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>Fait : le contrat est rempli.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>Chuté : les preneurs sont dedans.</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>Les preneurs ({team}) ont autant de points que l&apos;autre équipe ({points} chacune)&#xa0;: dans cette partie, cela suffit. Le contrat est réussi et chaque équipe marque son total.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>Les preneurs ({team}) ont plus de points que l&apos;autre équipe&#xa0;: le contrat est réussi et chaque équipe marque son total.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>Égalité ({points} chacune)&#xa0;: dans cette partie, les preneurs doivent faire plus, ils sont donc dedans.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>Preneurs ({taker})&#xa0;: {t_points}, défenseurs ({defence})&#xa0;: {d_points}. Les preneurs sont dedans.</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>{defence} et {other}, à égalité en tête, se partagent tous les points de la donne et toutes les annonces&#xa0;: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>Les défenseurs ({defence}) marquent tous les points de la donne et toutes les annonces&#xa0;: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>Les preneurs ({taker}) sont dedans&#xa0;: la meilleure équipe en défense était {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>L&apos;enchère a été surcoinchée : sa valeur compte {times} fois.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>{team} a annoncé {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>« Match » a été annoncé : cette donne décide de toute la partie.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>Le contrat a été surcontré.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>Le contrat a été contré.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>Tous les joueurs sont engagés&#xa0;: celui qui a le plus de points prend tous les points, et deux joueurs à égalité en tête se les partagent.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>Les deux joueurs sont engagés : celui qui a le plus de points prend tous les points.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>Les deux équipes sont engagées : l&apos;équipe qui a le plus de points prend tous les points.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>Seul le joueur qui a le plus de points marque.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>Seule l&apos;équipe qui a le plus de points marque.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>Les points comptent {times} fois.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Personne n&apos;a pris : les cartes sont jetées, personne ne marque, et le même donneur redonne.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>Au {game}, les preneurs sont {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} ont fait tous les plis : {word} ! Leurs cartes comptent {score} au lieu de {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>Suites : {player} avait la meilleure, seules ses propres suites comptent : {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word} : {player} avait la meilleure, donc seules celles de son équipe comptent : {points}.</translation>
    </message>
    <message>
        <source>{word}: {points}.</source>
        <translation>{word} : {points}.</translation>
    </message>
    <message>
        <source>{name}: {points}.</source>
        <comment>the king+queen of trumps scored</comment>
        <translation>{name} : {points}.</translation>
    </message>
    <message>
        <source>The best runs were equal and none was in trumps: they cancel out, and nobody scores runs ({points}).</source>
        <translation>Les meilleures suites étaient égales et aucune n&apos;était à l&apos;atout : elles s&apos;annulent, et personne ne marque de suite ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>Les meilleures suites des deux camps étaient égales : elles s&apos;annulent, et personne ne marque de suite ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>Une enchère de capot n&apos;est réussie qu&apos;en faisant tous les plis.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>Pour réussir le contrat, les preneurs devaient atteindre leur enchère&#xa0;: {target} points.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>Pour réussir le contrat, les preneurs devaient atteindre leur enchère ({value}) et plus de la moitié des {total} points&#xa0;: {target} points.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>Ils ont réalisé {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>Le preneur ({player}) a le plus de points : le contrat est rempli et chaque joueur marque son total.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun) dans un contrat contré : les deux équipes sont engagées, aucune ne marque, et tous les points, {held} ({mp} points de match), sont mis en réserve pour l&apos;équipe qui gagne la donne suivante.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun) : les preneurs ne marquent rien, les défenseurs marquent tous les points de la donne, les deux totaux, et {held} points ({mp} points de match) sont mis en réserve pour l&apos;équipe qui gagne la donne suivante.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun) : les preneurs ne marquent rien, les défenseurs marquent leurs propres points, et {held} points ({mp} points de match) sont mis en réserve pour l&apos;équipe qui gagnera la donne suivante.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>Égalité ({points} chacune) : les preneurs devaient faire plus. Ils ne marquent rien, et l’autre équipe ne marque que ses propres points.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>Les preneurs ({taker}) ont moins de points que l’autre équipe : ils ne marquent rien, et l’autre équipe ne marque que ses propres points.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>Le preneur ({player}) est dedans&#xa0;: {first} et {second} sont à égalité en tête des autres joueurs.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>Le preneur ({player}) est dedans : le meilleur des autres était {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>Exactement la moitié ({points} chacune) : {taker} sont en {half}. Ils ne marquent rien, et {other} marquent leurs propres points.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>{taker} ont fait {t_points}, moins de la moitié : ils sont {bate}, et {other} marquent tous les points de la donne.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>Points de match : les points sont divisés par dix ; un reste supérieur à {limit} arrondit au-dessus, {limit} ou moins arrondit au-dessous : {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>Les deux équipes s&apos;arrêtent exactement à la limite : le score le plus bas est arrondi au-dessus et le plus haut au-dessous.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>{team} a fait tous les plis : {points} points de match de plus, jamais multipliés.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun) dans un contrat contré&#xa0;: tous les joueurs sont engagés, personne ne marque, et tous les points, {held} ({mp} points de match), sont mis en réserve pour le joueur qui gagnera la donne suivante.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>Totaux égaux ({points} chacun)&#xa0;: le preneur ne marque rien, les autres marquent leurs propres points, et {held} points ({mp} points de match) sont mis en réserve pour le joueur qui gagnera la donne suivante.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} perdent {points} points de match (kirtik) : engagés et battus, ou sans aucun pli.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{team} {points} → {game}</source>
        <translation>{team} {points} → {game}</translation>
    </message>
    <message>
        <source>Game points are the points without their last digit: {parts}.</source>
        <translation>Les points de partie sont les points sans leur dernier chiffre : {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>Les deux équipes affichaient 15 : le dernier chiffre le plus haut fait 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>cartes</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>part des points du preneur</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>annonces</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>belote</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>points</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>enchère</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>capot annoncé</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>capot chuté</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>contrat chuté</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>coinche</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>points de partie</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>capot</translation>
    </message>
    <message>
        <source>×{times}</source>
        <comment>part of a score: what a doubled, redoubled or no-trumps contract adds</comment>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>kirtik</source>
        <comment>part of a score: the Bulgarian penalty</comment>
        <translation>kirtik</translation>
    </message>
    <message>
        <source>{value} ({label})</source>
        <comment>one part of a sum</comment>
        <translation>{value} ({label})</translation>
    </message>
    <message>
        <source>{team} score nothing.</source>
        <translation>{team}&#xa0;: aucun point.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>{team}&#xa0;: {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum} : {suit} est atout. Votre équipe doit alors gagner plus de points de manche que l&apos;autre (16 dans la donne, cartes et dernier pli), sinon les autres les prennent tous. Vous prenez la carte retournée et vous entamez.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun} : sans atout, et la donne compte double (26 points de manche). Il passe au-dessus du Hokum. Votre équipe doit gagner plus que l&apos;autre, sinon les autres prennent tout. Vous prenez la carte retournée et vous entamez.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal} : un Sun pour votre partenaire, qui prend la carte retournée et entame ; votre équipe doit gagner plus que l&apos;autre.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>Passer : le contrat reste à son échelon ; si votre partenaire passe aussi, le jeu commence.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>Passer : vous gardez votre Hokum.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>Passer : vous laissez l&apos;annonce en cours.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>Passer : si tout le monde passe aussi dans ce second tour, les cartes sont redistribuées.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>Passer : si les quatre passent, un second tour permet à chacun d&apos;annoncer Hokum dans une autre couleur, ou Sun.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double} : vous pariez que les preneurs chuteront ; chaque point de manche compte double (pas le baloot). Tant que c&apos;est contré, personne ne peut entamer atout s&apos;il a une autre couleur.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three} : votre équipe répond au contre ; les points de manche comptent triple.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four} : vous répondez encore ; les points de manche comptent quatre fois.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa} : le dernier mot. L&apos;équipe qui gagne cette donne gagne toute la partie.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>Au premier tour, le Hokum se fait seulement dans la couleur de la carte retournée, {suit}.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>Au second tour, le Hokum nomme une autre couleur que {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>Une annonce est déjà en cours : seul un Sun peut passer au-dessus.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>Vous avez déjà annoncé Sun dans cette donne.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>Ashkal s&apos;annonce au premier tour, par le donneur ou le joueur qui le précède seulement.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>Un Sun est déjà en cours : l&apos;Ashkal n&apos;est plus possible.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>Votre Hokum tient : gardez-le (passer) ou montez-le en Sun.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>L&apos;annonce est acquise : place à l&apos;échelle des contres, ou passez.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>Le contre vient une fois l&apos;annonce acquise.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>C&apos;est aux preneurs de monter l&apos;échelle, pas à vous.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>C&apos;est à l&apos;autre équipe de monter l&apos;échelle, pas à vous.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>L&apos;échelle se monte une marche à la fois : Double, Three, Four, puis Gahwa.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>Un Sun ne peut être contré que si son équipe a plus de {limit} et les contreurs moins de {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>Sun : arrondi à la dizaine, doublé, divisé par dix</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>Hokum : divisé par dix, une demie ou moins arrondie au-dessous</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team} : {raw} points font {points} points de manche ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>Contré sur l&apos;échelle : × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>Baloot : + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>Le contrat contré a été rempli : chaque équipe marque ses propres points de manche, tous deux multipliés ; le vainqueur ne prend pas tout (seule une Gahwa le fait).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>Les preneurs ({taker}) ont plus de points de manche que l&apos;autre équipe ({t_points} à {d_points}, après arrondi, {baloot} compris)&#xa0;: le contrat est réussi et chaque équipe marque les siens.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>Les preneurs ({taker}) ont plus de points de manche que l&apos;autre équipe ({t_points} à {d_points}, après arrondi)&#xa0;: le contrat est réussi et chaque équipe marque les siens.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Points de manche égaux ({points} chacune, après arrondi, {baloot} compris)&#xa0;: les preneurs doivent marquer plus, ils sont donc dedans, et l&apos;autre équipe prend tous les points de cartes et de projets.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Points de manche égaux ({points} chacune, après arrondi)&#xa0;: les preneurs doivent marquer plus, ils sont donc dedans, et l&apos;autre équipe prend tous les points de cartes et de projets.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>Les preneurs ({taker}) ont moins de points de manche que l&apos;autre équipe ({t_points} à {d_points}, après arrondi, {baloot} compris)&#xa0;: ils sont dedans, et l&apos;autre équipe prend tous les points de cartes et de projets.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>Les preneurs ({taker}) ont moins de points de manche que l&apos;autre équipe ({t_points} à {d_points}, après arrondi)&#xa0;: ils sont dedans, et l&apos;autre équipe prend tous les points de cartes et de projets.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>les cartes, le dernier pli, les annonces et la belote comptent</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>les cartes, le dernier pli et la belote comptent</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>seuls les cartes et le dernier pli comptent</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>En cas d’égalité, l’autre équipe marque ses points et les vôtres restent en suspens pour le gagnant de la donne suivante.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>L’égalité suffit.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>L’égalité ne suffit pas.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>Annoncer {strain} : si personne n’annonce plus haut, votre équipe doit marquer plus de points que l’autre ({counted} ; {total} dans les cartes et le dernier pli), sinon elle est dedans et l’autre équipe marque tout.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>Sans atout : personne ne peut couper.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>Le résultat compte double.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>Tout atout : chaque couleur prend l’ordre et les valeurs de l’atout ; seule une carte plus haute de la couleur demandée l’emporte.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>Chacun reçoit ensuite {count} cartes de plus.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>Passer : vous n’annoncez rien de plus haut. Quand tous les autres joueurs passent après une annonce, elle devient le contrat.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>Passer : si tous les joueurs passent sans annonce, les cartes sont redistribuées.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word} : vous pariez que l’équipe preneuse chutera. Les deux équipes sont alors engagées : celle qui marque le moins donne tout à l’autre, et les points comptent double.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>Une annonce plus haute peut encore suivre ; elle vaut sans le contre.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word} : votre équipe, contrée, répond qu’elle réussira : les points comptent quatre fois.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word} : toute la partie se joue sur cette donne : l’équipe qui la gagne gagne la partie. Les enchères sont closes.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>Chaque annonce doit dépasser celle en cours (trèfle, carreau, cœur, pique, sans atout, tout atout, de la plus basse à la plus haute) : annoncez {strain} ou plus haut.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>Rien ne dépasse l’annonce en cours : passez, ou contrez-la si vous le pouvez.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>Dans ce jeu, aucune nouvelle annonce ne peut suivre un {contra} : passez, ou répondez par {recontra} si votre équipe a été contrée.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>Vous ne pouvez dire {contra} qu’à l’annonce d’un adversaire, jamais à celle de votre équipe.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>Cette annonce est déjà contrée ({contra}).</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>Il n’y a encore aucune annonce à contrer.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>Seule l’équipe dont l’annonce a été contrée peut répondre par {recontra}.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>Cette annonce est déjà surcontrée ({recontra}).</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>Vous ne pouvez dire {recontra} qu’après qu’un adversaire a contré l’annonce de votre équipe.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>Seule l’équipe qui a contré peut répondre au {recontra} par {word}.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>{word} ne peut être dit qu’après un {recontra}, par l’équipe qui a contré.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>Dans ce jeu, passer est définitif : après avoir passé, vous ne pouvez plus que passer.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Annoncer {strain} : si votre adversaire n&apos;annonce rien de plus haut, vous devez marquer plus de points que lui ({counted} ; au plus {total} dans les cartes et le dernier pli), sinon vous êtes dedans et il marque tout.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Annoncer {strain} : si votre adversaire n&apos;annonce rien de plus haut, vous devez marquer plus de points que lui ({counted} ; {total} dans les cartes et le dernier pli), sinon vous êtes dedans et il marque tout.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>Annoncer {strain} : si personne n&apos;annonce plus haut, vous devez marquer plus de points que chacun des autres joueurs ({counted} ; {total} dans les cartes et le dernier pli), sinon vous êtes dedans et les autres se partagent vos points.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>Annoncer {strain} : si personne n&apos;annonce plus haut, vous devez marquer plus de points que chacun des autres joueurs ({counted} ; {total} dans les cartes et le dernier pli), sinon vous êtes dedans et vos points sont perdus.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>En cas d&apos;égalité, il marque ses points et les vôtres restent en suspens pour le gagnant de la donne suivante.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>À égalité avec le meilleur des autres, ils marquent leurs points et les vôtres restent en suspens pour le gagnant de la donne suivante.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}&#xa0;: vous pariez que le preneur chutera. Celui qui marque alors le plus prend tout (deux joueurs à égalité en tête se le partagent), et les points comptent double.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word} : vous pariez que le preneur chutera. Celui qui marque alors le plus prend tout, et les points comptent double.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word} : contré, vous répondez que vous réussirez : les points comptent quatre fois.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Seule l’équipe qui tient le meilleur projet marque, les projets de ses deux joueurs&#xa0;: le meilleur est celui qui vaut le plus&#xa0;; entre suites égales, la plus haute carte, puis une suite à l’atout, puis le joueur le plus proche de la droite du donneur.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>Seule l’équipe qui tient le meilleur projet marque, les projets de ses deux joueurs&#xa0;: le meilleur est celui qui vaut le plus&#xa0;; entre suites égales, la plus haute carte, puis le joueur le plus proche de la droite du donneur.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Seul le camp qui a la meilleure annonce marque, toutes ses annonces&#xa0;: la meilleure est la plus forte en valeur&#xa0;; entre suites égales, celle aux cartes les plus hautes, puis celle à l’atout&#xa0;; si elles sont encore égales, personne ne marque d’annonce.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>{team} a joué {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>{team} a joué {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>donne {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>donnes {numbers} et {last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>Égalité&#xa0;: {points} points attendent le gagnant de la donne suivante</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} mis en réserve ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>Les {points} points mis en réserve ({deals}) vont au gagnant de cette donne, {team}&#xa0;: {score} + {points} = {sum} pour cette donne.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>Les {points} points mis en réserve ({deals}) sont partagés entre les gagnants de cette donne, {first} et {second}&#xa0;: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>La partie est terminée&#xa0;: les {points} points mis en réserve ne vont à personne.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>Nouvelle égalité&#xa0;: {points} points ({deals}) attendent maintenant le gagnant de la donne suivante.</translation>
    </message>
</context>
<context>
    <name>GameFacts</name>
    <message>
        <source>France</source>
        <translation>France</translation>
    </message>
    <message>
        <source>Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters.</source>
        <translation>Enchérissez de 80 à 160 à la couleur, à sans-atout ou à tout-atout&#xa0;; coinchez les vantards.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>Règles de tournoi&#xa0;: couleurs seulement, avec annonces&#xa0;; une coinche double le score.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Bulgarie</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>La retourne propose l’atout&#xa0;: prenez, ou nommez une autre couleur.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>France (tournois)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>Europe de l’Est</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>Annonces jusqu’au tout-atout&#xa0;; contrez, ou mettez toute la partie en jeu.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>Annonces jusqu’au tout-atout, contre et surcontre&#xa0;; le valat.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>Chypre et Grèce</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>Une passe est définitive&#xa0;; le score perd son dernier chiffre.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>Arabie saoudite et pays du Golfe</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>Sun ou Hokum, et l’échelle des contres jusqu’à la Gahwa.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>Canada (Cap-Breton)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 cartes et un talon&#xa0;; chacun nomme l’atout à son tour, le donneur y est obligé.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>États-Unis et Angleterre</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>Six cartes distribuées une à une&#xa0;; la dernière carte du donneur propose l’atout.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>À deux, toutes les cartes sur la table, visibles sur cachées.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>À trois, chacun pour soi, avec 24 cartes.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>À deux avec 24 cartes&#xa0;; six ne sont jamais distribuées.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>Chacun une main et huit cartes de table, visibles sur cachées.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>La couleur choisie pour la donne. N&apos;importe quel atout bat n&apos;importe quelle carte d&apos;une autre couleur&#xa0;; à l&apos;atout, le valet et le neuf sont les plus fortes cartes.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>Le roi et la dame d&apos;atout dans une même main. Celui qui les détient dit «&#xa0;Belote&#xa0;» en jouant la première des deux&#xa0;; la paire vaut {points} points. C&apos;est aussi le nom du jeu.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>Les cartes distribuées sur la table devant un joueur : des cartes faces cachées, chacune couverte d&apos;une carte face visible. Il joue les cartes visibles ; une carte cachée est retournée dès que la carte posée dessus est jouée, et personne, pas même son propriétaire, ne peut la regarder avant (Belote découverte, belote à deux à cartes ouvertes).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote découverte : la belote à deux sans main, toutes les cartes étant dans les tableaux des deux joueurs ; on l&apos;appelle aussi belote marseillaise.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>Rebelote</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>Ce que dit le détenteur de la belote en jouant la seconde carte de la paire.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>Faire tous les plis d&apos;une donne. Cela vaut plus que les cartes elles-mêmes, et à La Coinche on peut en faire une enchère.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>Dedans</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>Se dit des preneurs qui ne réussissent pas leur contrat&#xa0;: l&apos;autre équipe marque alors les points de la donne.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>Dix de der</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>«&#xa0;Dix de dernier&#xa0;»&#xa0;: les {points} points gagnés en remportant le dernier pli.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>Doubler l&apos;enchère des adversaires parce qu&apos;on pense qu&apos;elle va chuter. C&apos;est aussi le nom de la variante à enchères, La Coinche.</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>La réponse de l&apos;équipe coinchée&#xa0;: elle double encore (quatre fois l&apos;enchère).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>Litige</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>Avec certaines règles, une donne où preneurs et défenseurs finissent à égalité&#xa0;: les points des preneurs sont mis en attente et vont aux gagnants de la donne suivante.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Tierce</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>Trois cartes qui se suivent dans une même couleur, par exemple 9, 10, valet&#xa0;: une annonce qui vaut {points}.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>Quarte</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Quatre cartes qui se suivent dans une même couleur&#xa0;: une annonce qui vaut {points}.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Cinq cartes ou plus qui se suivent dans une même couleur&#xa0;: une annonce qui vaut {points}.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>Les quatre cartes d&apos;une même valeur&#xa0;: quatre valets valent {jacks}, quatre neuf {nines}, quatre as, dix, rois ou dames {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>Une combinaison (suite ou carré) annoncée pendant le premier pli pour marquer des points en plus.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>Un contrat sans couleur d&apos;atout&#xa0;: chaque couleur garde l&apos;ordre et les points ordinaires.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>Un contrat où chaque couleur se joue comme l&apos;atout&#xa0;: valet et neuf en tête, et il faut battre la meilleure carte de la couleur demandée quand on le peut.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>Le joueur qui a choisi l&apos;atout ou remporté les enchères. Le preneur et son partenaire doivent réussir le contrat.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Défenseurs</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>L&apos;équipe qui n&apos;a pas pris&#xa0;: elle essaie de faire chuter les preneurs.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>Le joueur qui suit le donneur dans le sens du jeu&#xa0;: il parle en premier et entame le premier pli.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>Le joueur qui distribue les cartes&#xa0;; ce rôle passe au joueur suivant après chaque donne.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>À la Belote classique, la carte retournée face visible après la première partie de la distribution&#xa0;; sa couleur est proposée comme atout, et le preneur la ramasse.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>Une carte de chaque joueur, à tour de rôle&#xa0;; la meilleure carte remporte les quatre cartes.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>Fournir</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>Jouer une carte de la couleur demandée. C&apos;est obligatoire quand on le peut.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>Jouer un atout sur un pli entamé dans une autre couleur, quand on n&apos;a pas de cette couleur.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>Surcouper</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>Jouer un atout plus fort qu&apos;un atout déjà présent dans le pli.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>Sous-couper</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>Jouer un atout plus faible qu&apos;un atout déjà présent dans le pli, quand on ne peut pas le battre.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>Se défausser</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>Jouer une carte d&apos;une autre couleur, qui n&apos;est pas un atout, quand on ne peut pas fournir.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>Ce que les preneurs ont promis&#xa0;: l&apos;atout, et à La Coinche le nombre de points.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>Carte maîtresse</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>La plus forte carte encore en jeu dans sa couleur&#xa0;: elle gagnera si cette couleur est jouée.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>Pilotta : le roi et la dame d&apos;atout dans une même main, qui valent {points} points à leur équipe, quelle que soit l&apos;équipe qui gagne les annonces. C&apos;est aussi le nom du jeu de Chypre.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Points de partie</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>À la Pilotta, les points d&apos;une équipe pour une donne sans leur dernier chiffre (157 fait 15) : la partie se compte en ces points.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>Passe définitive</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>À la Pilotta, un joueur qui passe ne peut plus enchérir dans la même donne ; les enchères continuent sans lui.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Bella</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>Au Tarabish, le roi et la dame d’atout dans une même main, annoncés en jouant le second : {points} points.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>Vingt</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>Au Tarabish, une suite de trois cartes de la même couleur : {points} points.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Cinquante</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>Au Tarabish, une suite de quatre cartes ou plus de la même couleur : {points} points.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>Bate</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>Au Tarabish, un preneur qui a moins de la moitié des points est « bate » : l’autre équipe marque tous les points de la donne.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>Demi-bate</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>Au Tarabish, un preneur qui a exactement la moitié des points : il ne marque rien, l’autre équipe ses propres points.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Preneur (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>Au Tarabish, le joueur qui nomme l’atout ; son équipe doit faire plus de la moitié des points.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>Points de match</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>À la belote à l&apos;annonce et au belot bulgare, le score d&apos;une donne divisé par dix et arrondi selon une limite qui dépend du contrat ; la partie se joue en {target}.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>Match (l&apos;annonce)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>À la belote à l&apos;annonce, la réponse à un surcontre : la donne décide alors de toute la partie.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>Clabber : les quatre valets dans une main, l&apos;annonce la plus haute, 200 points.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>Clabber : trois cartes qui se suivent dans une couleur, 20 points.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>Clabber : le roi et la dame d&apos;atout dans une main, 20 points pour l&apos;une ou l&apos;autre équipe.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>Clabber : l&apos;annonce qui accepte l&apos;atout ; le camp de celui qui la fait doit alors marquer plus que l&apos;autre.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>Clabber : le camp du contrat n&apos;a pas marqué plus que l&apos;autre : il ne marque rien, et l&apos;autre camp marque ses propres points.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>Clabber : jouer dans une couleur que l&apos;on n&apos;a pas, ou une autre faute contre les règles. Le jeu l&apos;empêche.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>Baloot : un contrat avec une couleur d&apos;atout (celle de la carte retournée au premier tour).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>Baloot : un contrat sans atout ; il passe au-dessus du Hokum et compte double.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>Baloot : un Sun annoncé pour le partenaire, qui prend la carte retournée et le joue.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>Baloot : la dernière marche de l&apos;échelle des contres (Double, Three, Four, Gahwa) : la donne décide de toute la partie.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>Projets (Baloot)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>Les annonces du Baloot : sira (trois cartes qui se suivent), cinquante (quatre), cent (cinq, ou un carré) et quatre cents (les quatre as en Sun).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>Le roi et la dame d&apos;atout en Hokum, valant 2 points de manche ; c&apos;est aussi le nom du jeu.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>Baloot : une équipe remporte tous les plis.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>Les mots du jeu et leur définition&#xa0;; un lien mène à la règle correspondante.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Voir la règle</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Annonce (du contrat)</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>À la belote bulgare et à la belote à l’annonce, nommer un contrat : trèfle, carreau, cœur, pique, sans atout ou tout atout, chacun au-dessus du précédent.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>À la belote bulgare et à la belote à l’annonce, contrer l’annonce d’un adversaire : les deux équipes sont alors engagées et les points comptent double.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>La réponse de l’équipe contrée à un contre : les points comptent quatre fois.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>Le nom bulgare du roi et de la dame d’atout (à tout atout, de n’importe quelle couleur) : 20 points, annoncés avec la première des deux cartes. C’est aussi le nom du jeu.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>Belote bulgare : une équipe fait tous les plis ; elle ajoute 9 points de match, jamais doublés, et la partie ne peut pas finir sur cette donne.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>Points en suspens</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>Belote bulgare : quand les deux équipes finissent à égalité, les points des preneurs attendent l’équipe qui gagnera la donne suivante.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>Une option bulgare : une pénalité en points de match pour une équipe engagée qui ne gagne pas, ou pour une équipe sans aucun pli.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Rule: {title}</source>
        <translation>Règle&#xa0;: {title}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your team</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Votre partenaire</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>Table de belote</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordi</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>Héberger une table sur ce réseau</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>Seules les personnes de votre réseau domestique peuvent rejoindre la table&#xa0;; elle n&apos;est jamais sur Internet. Elles ont besoin du code affiché une fois la table ouverte.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>Votre programme distribue les cartes, il connaît donc toutes les cartes : vos amis vous font confiance pour héberger. Le code lui-même ne passe jamais sur le réseau, et tout ce qui suit est chiffré.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>La partie se termine quand un camp atteint ce score</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Score à a&amp;tteindre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Modifier les règles…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>Toutes les règles de ce jeu, comme dans Nouvelle partie</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Modifier les règles</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>À une table en réseau, les cartes sont mélangées avant chaque donne&#xa0;: personne ne peut deviner les mains suivantes à partir des plis.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>Les places</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>La table vue de dessus</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>Vous et votre table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>Le nom que vos amis voient dans leur liste de tables</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>Nom de la ta&amp;ble&#xa0;:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>Laisser les joueurs de ce réseau t&amp;rouver la table</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>Décoché&#xa0;: vos amis saisissent plutôt l&apos;adresse de cet ordinateur et le port</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Laisser les joueurs de ce réseau trouver la table</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>Une fois par pli</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>Tant que seul l&apos;ordinateur a joué depuis</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>Reprendre un coup</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>Quand un joueur peut reprendre un coup. Une fois par pli&#xa0;: personne ne peut voir la réponse de l&apos;ordinateur et rejouer encore et encore. Chaque joueur de la table est informé de la règle.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>Re&amp;prendre un coup&#xa0;:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>&amp;Quand un joueur ne joue pas&#xa0;:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>Ce dont la table a besoin</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>L&apos;ordinateur joue à sa place au bout d&apos;1 minute</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>L&apos;ordinateur joue à sa place au bout de 2 minutes</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>L&apos;ordinateur joue à sa place au bout de 5 minutes</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>Jamais&#xa0;: la table l&apos;attend</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>Quand un joueur ne joue pas</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>Quand un joueur ne joue pas pendant ce temps, l&apos;ordinateur joue à sa place jusqu&apos;à son retour, pour que les autres n&apos;attendent pas. Tous les joueurs de la table en sont informés.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>Règles&#xa0;: {game}, standard</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>Règles&#xa0;: {game}, avec vos modifications</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Qui joue ici</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>Ouverte à un ami</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Joueur ordinateur</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}&#xa0;: qui joue ici</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}&#xa0;: niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>L&apos;ordinateur joue cette place à ce niveau, et la reprend à ce niveau quand un ami s&apos;en va</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>Ouvrez au moins une place à un ami, ou jouez une partie normale</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>Saisissez votre nom&#xa0;: vos amis le voient à la table</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Saisissez votre propre nom&#xa0;: « {you} » est le nom que la fenêtre de chaque joueur donne à sa propre place</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Votre nom contient un caractère qui ne peut pas être affiché</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>Donnez un nom à la table&#xa0;: vos amis le voient dans leur liste</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>Le nom de la table contient un caractère qui ne peut pas être affiché</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>Ces options ne donnent pas une partie jouable&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>Prêt&#xa0;: %n place(s) ouverte(s) aux amis&#xa0;; l&apos;ordinateur joue une place ouverte jusqu&apos;à ce qu&apos;un ami s&apos;y assoie</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>Joueur ordinateur jusqu&apos;à la fin de la partie, à la place de {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>Joueur ordinateur jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name} ne répond plus&#xa0;: l&apos;ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>Joueur ordinateur&#xa0;; un ami peut vous demander cette place</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>Table ouverte</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>Votre table est ouverte&#xa0;: {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Votre table est ouverte</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}, en {target} points</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>Le code à donner à vos amis</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code pour rejoindre</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>Copier le code pour le coller dans un message</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>Si vos amis ne voient pas la table dans leur liste</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>Ils saisissent l&apos;une de ces adresses et le port dans Rejoindre une table&#xa0;:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>La table n&apos;apparaît pas dans les listes&#xa0;: ils saisissent l&apos;une de ces adresses et le port dans Rejoindre une table&#xa0;:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>{address}   port {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>Adresses et port</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>Cet ordinateur ne semble pas être sur un réseau&#xa0;: seules des fenêtres de cet ordinateur peuvent rejoindre la table.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>Fermer la table&#xa0;: vos amis sont prévenus, plus personne ne peut la rejoindre</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;Démarrer maintenant</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>Distribuer maintenant&#xa0;: des joueurs ordinateur prennent les places encore vides</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Vous ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}, à la table</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}, connexion perdue</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>Joueur ordinateur, en l&apos;absence de {name} (qui peut revenir)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>En attente d&apos;un ami…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}&#xa0;: retirer {name} de la table jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Confier à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}&#xa0;: confier la place à l&apos;ordinateur jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>%n ami(s) à la table</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>La partie est en cours. Le bouton d&apos;une place la confie à l&apos;ordinateur jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>%n place(s) en attente&#xa0;: démarrez maintenant et l&apos;ordinateur y jouera</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>Toutes les places sont prises&#xa0;: démarrez quand vous voulez</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>Le programme de l&apos;hôte distribue les cartes et connaît donc toutes les cartes : jouez avec quelqu&apos;un à qui vous faites confiance pour héberger. Le code ne passe jamais sur le réseau : une table qui ne le connaît pas ne peut pas se glisser entre vous et l&apos;hôte, et personne sur le réseau ne peut lire la partie.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Tables trouvées</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Relancer la recherche</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>Redemander au réseau quelles tables sont ouvertes</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>Ou saisissez ce qu&apos;affiche la fenêtre de votre ami</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>par exemple 192.168.1.20</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>1 to 65535</source>
        <translation>1 à 65535</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>I &amp;trust this address: join it anyway</source>
        <translation>Je &amp;fais confiance à cette adresse&#xa0;: la rejoindre quand même</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>Je fais confiance à cette adresse&#xa0;: la rejoindre quand même</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} caractères (jamais O, 0, I, 1 ni L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>Le code qu&apos;affiche la fenêtre de votre ami. Il ne contient jamais O ni 0, I, 1 ni L, qui se ressemblent</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code pour rejoindre</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Code&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>P&amp;lace&#xa0;:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Ce qui manque</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Re&amp;joindre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Recherche des tables…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>Impossible de chercher sur le réseau ({why})&#xa0;: saisissez l&apos;adresse qu&apos;affiche la fenêtre de votre ami</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>une autre table porte ce nom : demandez l&apos;adresse à votre ami</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>%n table(s) trouvée(s)&#xa0;: choisissez-en une, puis saisissez son code</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>Aucune table trouvée sur ce réseau&#xa0;: saisissez l&apos;adresse qu&apos;affiche la fenêtre de votre ami</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>%n place(s) libre(s)</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>aucune place libre</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>hébergée par {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>N&apos;importe quelle place libre</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>partenaire de l&apos;hôte</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>contre l&apos;hôte</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>Choisissez une table dans la liste, ou saisissez l&apos;adresse et le port de votre ami</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>«&#xa0;{address}&#xa0;» n&apos;est pas une adresse&#xa0;: saisissez quatre nombres comme 192.168.1.20, une adresse IPv6 ou le nom de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>Saisissez le port qu&apos;affiche la fenêtre de votre ami</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>Le port est un nombre entier de 1 à 65535&#xa0;: la fenêtre de votre ami l&apos;affiche</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>Cette adresse n&apos;est pas sur votre réseau domestique&#xa0;: cochez «&#xa0;Je fais confiance à cette adresse&#xa0;» seulement si votre ami vous l&apos;a donnée</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>Tapez le code que montre la fenêtre de votre ami ({length} caractères)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>Le code a {length} caractères ; vous en avez tapé {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>Un code ne contient jamais O ni 0, I, 1 ni L&#xa0;: relisez-le sur la fenêtre de votre ami</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>Un code ne contient que des lettres et des chiffres</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Saisissez votre nom&#xa0;: les autres le voient à la table</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Saisissez votre propre nom&#xa0;: « {you} » est le nom que la fenêtre de chaque joueur donne à sa propre place</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Votre nom contient un caractère qui ne peut pas être affiché</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>{address} n&apos;est pas sur votre réseau domestique&#xa0;: la table est peut-être sur Internet, tenue par quelqu&apos;un que vous ne connaissez pas.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>Prêt&#xa0;: cliquez sur Rejoindre</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Choisir une carte de votre main</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>Jouer la carte choisie (après Suggérer : la carte ou l&apos;annonce suggérée)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Effacer le choix</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D ou E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>Annoncer ce que vous pouvez annoncer</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>Clic, double-clic ou glisser</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>Jouer une carte à la souris</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Take the turned card&apos;s suit</source>
        <translation>Prendre la couleur de la carte retournée</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>Nommer ♣ ♦ ♥ ♠ (les boutons indiquent laquelle)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>Monter ou baisser la valeur</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B ou Entrée</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>Annoncer ce que vous avez choisi</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>Contrer (coinche)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>Surcontrer (surcoinche)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Toutes les touches</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu&apos;elles font</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>Toutes les touches et ce qu&apos;elles font</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>Avec les aides aux règles, les cartes jouables ressortent ; pointez une carte grisée pour voir quelle règle s&apos;applique, et cliquez sur le nom de la règle pour la lire.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>Pli {number}, remporté par {player}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}&#xa0;: {card}</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>You say: {call}.</source>
        <translation>Vous dites : {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} dit : {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>Vous annoncez {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>{player} annonce {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>Vous dites « {word} »</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>{player} dit « {word} »</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>Vous prenez à {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>{player} prend à {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>Vous enchérissez&#xa0;: capot {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>{player} enchérit&#xa0;: capot {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>Vous enchérissez&#xa0;: {value} {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>{player} enchérit&#xa0;: {value} {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>Vous coinchez&#xa0;!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>{player} coinche&#xa0;!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>Vous surcoinchez&#xa0;!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>{player} surcoinche&#xa0;!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>Vous faites vos annonces.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>{player} fait ses annonces.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Vous jouez&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} joue&#xa0;: {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>Replier la conversation de table sur sa dernière ligne, ou la déplier</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>Que jouerait un expert&#xa0;? (S ou Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Suggérer un coup</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}, {n} sur {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, jouable</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, injouable</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}, injouable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>Dernières enchères&#xa0;: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Pli&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>Aucune carte n&apos;a encore été jouée dans ce pli.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>Cartes sur table de {player}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(face cachée&#xa0;: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>Vos cartes ({n})&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Distribution des cartes…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>Vos cartes apparaîtront ici une fois distribuées.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>Vous avez rejoué le coup que vous aviez repris.</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>Indice sur la règle</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>E&amp;xporter cette donne…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>Enregistrer la donne en cours dans un fichier texte à lire, partager et rejouer</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>&amp;Importer une donne…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>Jouer la donne d&apos;un fichier de donne contre l&apos;ordinateur (non comptée dans les statistiques)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>Donne par nu&amp;méro…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>Saisir un code de donne pour jouer les mêmes cartes, le même jeu et les mêmes options qu’un ami</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>&amp;Copier le code de la donne</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>Copier le code de la donne en cours, pour que vos amis puissent jouer la même donne</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>Éditeur de &amp;donnes…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>Choisir les cartes de chaque joueur, puis les jouer contre l’ordinateur ou les exporter</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>&amp;Héberger une table sur ce réseau…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>Vos amis à la maison rejoignent votre table&#xa0;; l&apos;ordinateur joue les places vides</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>Re&amp;joindre une table sur ce réseau…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>Re&amp;prendre une table depuis la copie d&apos;un joueur…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>Rouvrir votre table à partir de la copie de la partie qu&apos;un joueur a gardée à sa fermeture</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>Code et adre&amp;sses de la table…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Q&amp;uitter la table</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Re&amp;faire le coup</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>Su&amp;ggérer un coup</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Revendiquer les plis restants</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>Montrer vos cartes&#xa0;: les autres acceptent si tous les plis restants reviennent à coup sûr à votre camp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Mes &amp;erreurs…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>Vos propres choix coûteux des donnes que vous avez finies, à rejouer jusqu&apos;à les savoir</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Problèmes…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>Des problèmes de jeu de la carte, toutes les mains visibles : trouvez la seule première carte qui atteint le but</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>&amp;Feuille de marque et panneau latéral</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>&amp;Main en liste dans le panneau latéral</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>Di&amp;re</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>Le &amp;pli en cours</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>Le &amp;score</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>Le &amp;contrat</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>Ma &amp;main par couleur</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>Ce que les &amp;autres ont montré</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>&amp;Redire la dernière annonce</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>Continuer sans a&amp;ttendre la voix</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>La &amp;voix du programme ou celle du lecteur d&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de cette partie</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossaire</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Initiation</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>Initiation pour un &amp;autre jeu</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>Retourner à {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>Revenir à la dernière table où vous avez joué, votre place vous étant gardée</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>Vous montrez vos cartes et revendiquez le reste&#xa0;: accepté, tous les plis restants sont à vous.</translation>
    </message>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (vous)</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>Partenaire · {level}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>en réseau</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>ordinateur jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>ordinateur jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>Nouvelle partie&#xa0;: {variant}.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>Initiation : {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>Donne {n}&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>Donne {n}&#xa0;: {dealer} distribue.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>Code de la donne&#xa0;: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}&#xa0;: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} montre : {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>Vous montrez vos cartes ({cards}) et revendiquez le reste&#xa0;: refusé, {why}. Continuez à jouer.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>trop tôt pour revendiquer&#xa0;: trop de cartes sont encore cachées</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>un adversaire pourrait encore avoir un atout et couper</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>un adversaire pourrait encore avoir un atout plus fort</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>un adversaire pourrait encore avoir une carte plus forte à {suit}</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>la revendication n’a pas pu être prouvée dans le temps imparti</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>les autres pourraient encore faire un pli</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>Contrat&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>Partie reprise&#xa0;: {game}, donne {deal}. Score&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>{player} remporte le pli.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>&amp;Terminer l&apos;initiation</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>en {target}</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} (injouable&#xa0;: {reason})</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} (injouable)</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} (conseillée)</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>À vous de parler.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>On attend que {player} parle.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>On attend que {player} joue.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>À {player} de parler.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>À {player} de jouer.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Retourne&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>Score&#xa0;: nous {us}, eux {them} (en {target})</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>Score : {scores} (en {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}&#xa0;:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>Parlez d&apos;abord&#xa0;: les cartes se jouent après les enchères.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>Pendant l&apos;initiation, le bandeau au-dessus du tapis indique quoi jouer.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>Les conseils sont donnés quand c&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Calcul…</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>La revue n’a pas pu être faite.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>Conseil&#xa0;: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>Conseil&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Vous avez repris votre dernier coup.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>Aucun pli n&apos;a encore été joué dans cette donne.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>La donne d&apos;initiation ne peut pas être enregistrée.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Règle&#xa0;: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>Une donne d&apos;entraînement ne s&apos;enregistre pas comme une partie&#xa0;: utilisez Partie &gt; Exporter cette donne…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Nom de la sauvegarde&#xa0;:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>Ma partie</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Une partie en cours a été enregistrée lors de votre dernière session ({when})&#xa0;:
{game}, donne {deal}, score {scores}.

La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Une partie en cours a été enregistrée lors de votre dernière session&#xa0;:
{game}, donne {deal}, score {scores}.

La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>Votre partie reste dans Partie &gt; Ouvrir une partie enregistrée… sous le nom « {name} ».</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>Mettre de côté la partie en cours&#xa0;? Elle reste dans Partie &gt; Ouvrir une partie enregistrée…, et le bandeau au-dessus de la table la ramène.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>La mettre de côté</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Une sauvegarde nommée «&#xa0;{name}&#xa0;» existe déjà. La remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>La remplacer</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>Choisir un autre nom</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Enregistrée sous «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>La sauvegarde endommagée de ce nom a été conservée sous {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>La partie enregistrée n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>Ce fichier contient une seule donne, pas une partie.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Vos réglages n&apos;ont pas tous pu être lus.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>Fichiers de donne (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>CFN de colver (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Exporter cette donne</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>Cette donne ne peut pas s&apos;écrire en CFN.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>Le CFN ne contient que des donnes de coinche avec une couleur d&apos;atout&#xa0;; exportez-la comme fichier de donne.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>La donne n&apos;a pas pu être exportée.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>Donne exportée dans {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>Importer une donne</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>Fichiers de donne (*.deal *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>Le fichier de donne {file} n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>Code de donne {code} copié.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>Donne par numéro</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>Le code de la donne (mêmes cartes, même jeu, mêmes options)&#xa0;:</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>Ce code de donne est illisible.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>Depuis le début (la distribution et les enchères)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>Depuis le pli {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>Modifier les cartes dans l’éditeur de donnes…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>Avec les mêmes cartes, le Maître a marqué {master}&#xa0;; vous avez marqué {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>Donne d&apos;entraînement&#xa0;: elle ne compte pas dans vos statistiques.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>&amp;Retour à ma partie</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>&amp;Jouer une vraie partie</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>Les joueurs artificiels n’ont pas pu réfléchir à pleine force&#xa0;: leurs processus d’aide s’arrêtaient sans cesse. Expert et Maître jouent avec des règles plus simples jusqu’au redémarrage du programme.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Belote Desktop est déjà ouvert.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>Sa fenêtre utilise vos réglages et vos sauvegardes&#xa0;: passez-y (elle est peut-être réduite ou sur un autre bureau). Une deuxième fenêtre écraserait sa partie.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>Pour y jouer {file}, utilisez Partie &gt; Importer une donne…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}, mise de côté</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>Votre partie vous attend : {game}, donne {deal}, score {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>Elle a été mise de côté pour la partie sur la table et gardée comme la sauvegarde «&#xa0;{name}&#xa0;» (Partie &gt; Ouvrir une partie enregistrée…).</translation>
    </message>
</context>
<context>
    <name>MatchMoment</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>La partie est nulle</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Vous gagnez la partie</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} gagne la partie</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>{names} gagnent la partie</translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>{name} ({points})</source>
        <translation>{name} ({points})</translation>
    </message>
    <message>
        <source>{run} to the {card}</source>
        <comment>a Tarabish run and its top card</comment>
        <translation>{run} au {card}</translation>
    </message>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation>Carré&#xa0;: {rank} ({points})</translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation>Tierce ({points})</translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation>Quarte ({points})</translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation>Quinte ({points})</translation>
    </message>
    <message>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <source>Carré ({points})</source>
        <translation>Carré ({points})</translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation>Belote&#xa0;!</translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation>Rebelote&#xa0;!</translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation>Rien à annoncer</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Pli {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>Les enchères jusqu&apos;ici : {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>rien encore, vous parlez en premier</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>La carte retournée : {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>Dit à la table : {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>%n point(s)</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>Juste ! {best} est le choix du juge.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>Juste : {chosen} vaut {best}, dans la marge du juge.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>Pas celui-ci : le juge n&apos;a pas pesé {chosen} ; son choix est {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>Pas celui-ci : {chosen} perd environ {points} par rapport à {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>Dans votre partie vous avez choisi {played} : cela a coûté environ {points} en moyenne.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>le meilleur</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>Appris : {count} bonnes réponses de suite retirent cette erreur.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>Elle revient plus tard aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>Elle revient dans {days} jours ({right} bonnes réponses de suite sur {count}).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>Ce que coûte chaque choix, en moyenne : {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>Ce que coûte chaque choix, en moyenne :</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · manquée {count}×</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>Une enchère sur une main trop légère</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>Un contrat manqué</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>La mauvaise enchère</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>Un contre</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>Une annonce oubliée</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>Tirer les atouts trop tôt</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>Ne pas tirer les atouts</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>Couper le pli du partenaire</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>Donner un dix ou plus au pli adverse</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>Un pli non pris</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>L&apos;entame</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>La carte pour fournir ou défausser</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mes erreurs</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>Erreurs à travailler aujourd&apos;hui</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>Erreur &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>&amp;Oublier cette erreur…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>La retirer de votre liste : elle ne revient que si vous retrouvez la même position et vous trompez encore.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>À revoir aujourd&apos;hui : {due}. Gardées : {kept}, dont apprises : {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>Aucune erreur à travailler aujourd&apos;hui</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>Après chaque donne que vous finissez, les choix qui ont coûté quelques points ou plus à votre camp (selon la même recherche que Conseil et Revoir, pas selon la chance des cartes) sont gardés ici et reviennent jusqu&apos;à ce que vous ayez trouvé le meilleur trois fois de suite.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>La position de cette erreur ne peut plus être montrée.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>Voici la table telle que vous l&apos;avez vue. Choisissez à nouveau : cliquez une carte ou une annonce, ou parcourez vos cartes avec les flèches et appuyez sur Entrée ; Tab atteint les annonces.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>Oublier cette erreur ?</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>Elle ne reviendra plus à l&apos;entraînement, sauf si vous retrouvez la même position dans une partie et vous trompez encore.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>L&apos;oublier</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>Oubliée. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>À cette table, la partie attend un joueur qui ne joue pas.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} minutes</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} secondes</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>À cette table, l&apos;ordinateur joue à la place d&apos;un joueur qui ne joue pas pendant {span}, jusqu&apos;à son retour.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name} demande à s&apos;asseoir</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>&amp;Laisser {name} s&apos;asseoir</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>{name} demande à s&apos;asseoir à la place de {player}, où joue actuellement l&apos;ordinateur. Laisser {name} jouer à cette place&#xa0;?</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>Pas pendant &amp;cette partie</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>Vous avez laissé {name} s&apos;asseoir à la place de {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>Vous avez gardé l&apos;ordinateur à la place de {player}&#xa0;: {name} a reçu un refus.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>Vous avez gardé l&apos;ordinateur à la place de {player}&#xa0;: {name} ne pourra plus demander à s&apos;asseoir jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>{name} a quitté la table et ne demande plus à s&apos;asseoir à la place de {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>{name} a demandé à s&apos;asseoir à la place de {player}, mais la question est restée trop longtemps sans réponse&#xa0;: l&apos;ordinateur garde la place.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>Retirer {name} de la table</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>{name} quitte la table maintenant, et l&apos;ordinateur occupe la place {place} jusqu&apos;à la fin de la partie. {name} ne pourra pas revenir à cette place.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Garder {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>L&apos;ordinateur occupe la place {place} jusqu&apos;à la fin de la partie. {name}, qui a quitté la table, ne pourra pas y revenir, et personne d&apos;autre ne pourra s&apos;y asseoir.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>L&apos;ordinateur occupe la place {place} jusqu&apos;à la fin de la partie&#xa0;: plus personne ne pourra s&apos;y asseoir.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>Confier la place {place} à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>La confier à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Garder la place</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>Reprendre une table depuis la copie d&apos;un joueur</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>Copies de parties en réseau (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>Cette copie ne peut pas être reprise ici&#xa0;: {error}. Seul l&apos;ordinateur qui a hébergé la table peut la reprendre, à partir d&apos;une copie non modifiée.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>La table n&apos;a pas pu être ouverte sur ce réseau&#xa0;: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Fermer la ta&amp;ble</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>Fermer cette fenêtre ferme la table pour tous les joueurs. Chacun garde une copie de la partie, que vous pourrez reprendre plus tard. Fermer la table&#xa0;?</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>La laisser ouverte</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>{name} prend place à la table.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} quitte la table.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>L&apos;ordinateur joue pour {name} jusqu&apos;à son retour.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>{name} revient à la table.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} reprend son dernier coup.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>{name} est de retour&#xa0;: l&apos;ordinateur ne joue plus à sa place.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>Vous prenez place à la table.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>Les mots de votre connexion : {words} ({number}). La fenêtre de l&apos;hôte affiche les mêmes mots à côté de votre nom, sauf si quelqu&apos;un se glisse entre vous.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>Connexion de {name} : {words} ({number}). Sa fenêtre affiche les mêmes mots, sauf si quelqu&apos;un se glisse entre vous.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>On ne peut pas reprendre de coup à cette table.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>Vous avez déjà repris un coup dans ce pli.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>Trop tard pour reprendre le coup&#xa0;: un autre joueur a joué depuis.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>La partie est terminée&#xa0;; la table est fermée.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>La connexion avec l&apos;hôte a été perdue.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>La partie est conservée&#xa0;: l&apos;hôte peut rouvrir la table là où elle s&apos;est arrêtée, et vous retrouvez votre place en la rejoignant depuis cet ordinateur avec le même nom. Cet ordinateur garde aussi une copie de la partie, au cas où l&apos;hôte en aurait besoin (Partie › Reprendre une table depuis la copie d&apos;un joueur… indique où).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>L&apos;hôte ne vous laisse pas vous asseoir pendant cette partie. Rejoignez la table quand l&apos;hôte ouvrira la partie suivante.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>Vous avez demandé trop souvent à l&apos;hôte de vous asseoir&#xa0;: attendez une minute avant de redemander.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>Vous avez redemandé cette place depuis une autre fenêtre ou une autre connexion&#xa0;: celle-ci est fermée.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>Code erroné, ou ce n&apos;est pas la table qu&apos;on vous a donnée : vérifiez le code avec l&apos;hôte ({length} lettres et chiffres) et l&apos;adresse de la table.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>Ce programme et celui de l&apos;hôte ne sont pas de la même version&#xa0;: le plus ancien doit être mis à jour ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>Il n&apos;y a pas de place pour vous à cette table ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>Un joueur de cette table porte ce nom, ou un nom qui lui ressemble. Si vous étiez déjà assis à cette table, revenez depuis le même ordinateur avec le même nom&#xa0;: il vous garde votre place. Sinon, choisissez un autre nom.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>L&apos;hôte vous a fait quitter cette table. L&apos;ordinateur occupe votre place jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>L&apos;hôte ne vous a pas laissé vous asseoir&#xa0;: la partie avait déjà commencé. Rejoignez la table quand l&apos;hôte ouvrira la partie suivante, ou demandez à l&apos;hôte de vous laisser entrer.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>Vous êtes revenu à votre place depuis une autre fenêtre ou une autre connexion&#xa0;: celle-ci est fermée.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>« You » (« Vous » en anglais) est le nom que la fenêtre de chaque joueur donne à sa propre place&#xa0;: les autres croiraient y lire la leur. Rejoignez la table avec votre nom.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>L&apos;hôte a refusé de vous installer&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>À cette table, on ne peut pas reprendre de coup.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>À cette table, chaque joueur peut reprendre un coup une fois par pli, tant que seul l&apos;ordinateur a joué depuis.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>À cette table, on peut reprendre un coup tant que seul l&apos;ordinateur a joué depuis.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — en réseau</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>La table est fermée.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>Me &amp;revoilà</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>On demande à l&apos;hôte de vous laisser vous asseoir…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>La partie a commencé&#xa0;: le joueur de l&apos;hôte décide si vous prenez une place.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Vous avez repris votre place.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>L&apos;ordinateur joue à votre place</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>Re&amp;lecture de la dernière donne</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>Plus personne ne joue à cette table&#xa0;: elle reste telle qu&apos;elle était à sa fin.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>En attente des autres joueurs pour lancer la donne suivante…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>En attente de {names} pour lancer la donne suivante…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>Donne suivante&#xa0;: en attente des autres…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>Donne suivante&#xa0;: en attente de {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>Les autres sont prêts&#xa0;: la donne suivante n&apos;attend plus que vous.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>Vous êtes toujours là&#xa0;? L&apos;ordinateur joue à votre place dans {seconds} s si vous ne jouez pas.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>Votre absence a duré trop longtemps&#xa0;: l&apos;ordinateur joue maintenant à votre place. Appuyez sur «&#xa0;Me revoilà&#xa0;» ou jouez une carte pour reprendre votre place.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>L&apos;ordinateur joue pour {name} en son absence.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>L&apos;hôte a confié la place de {name} à l&apos;ordinateur jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>%n coup(s)</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>Pendant votre absence, l&apos;ordinateur a joué à votre place&#xa0;: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>Pendant votre absence, l&apos;ordinateur a joué à votre place ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>%n donne(s) terminée(s) entre-temps.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>Annonces (tierce, carré…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>Annonces qui comptent</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>Points de belote et rebelote</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>Belote seulement si le roi vient en premier</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>Belote dans chaque couleur à tout atout</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>La belote compte pour l&apos;enchère</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Obligation de couper</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Obligation de surcouper</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>Partenaire maître&#xa0;: pas besoin de couper</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>Partenaire maître&#xa0;: pas besoin de monter à l&apos;atout</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>Obligation de monter quand l&apos;atout est demandé</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>Tout atout&#xa0;: obligation de monter dans chaque couleur</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>Bonus du dernier pli (dix de der)</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>Bonus de capot</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>Quand les preneurs sont à égalité</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>Les deux équipes dépassent l&apos;objectif</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations} qui comptent</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>Une équipe sans pli perd ses annonces</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>Une équipe sans pli perd ses {declarations}</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>annonces</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>Points de {name}</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name} seulement si le roi vient en premier</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>{name} compte pour l’enchère</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>Les preneurs chutés gardent leur belote</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>Les preneurs chutés gardent leur {name}</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Bonus du dernier pli</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>Un vingt bat un cinquante</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>Une suite bat un carré</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>Quand les preneurs chutent</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>Une carte du tableau découverte se retourne</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>Jouer seulement dans une couleur que l&apos;on a</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>Le même donneur après des cartes jetées</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>Mélanger avant chaque donne</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Enchère minimale</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Enchère maximale</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Palier des enchères</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>Contrats sans atout</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>Contrats tout atout</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>Enchères de capot</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>Une enchère de 80 demande</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>Une coinche multiplie</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>Une surcoinche multiplie par</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>Contrat chuté&#xa0;: la défense marque ceci + l&apos;enchère</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>Contrat chuté : l&apos;enchère est ajoutée</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>Valeur du capot annoncé</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>Coût d&apos;un capot annoncé chuté</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>Valeur d&apos;un capot non annoncé</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>Kaboot en Sun</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>Kaboot en Hokum</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>Kaboot doublé avec un as retourné</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>Couper seulement sur une coupe adverse</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>Une passe est définitive</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Première entame</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>Les annonces comptent pour l&apos;enchère</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>Annonces montrées au deuxième pli</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations}&#xa0;: cartes montrées au deuxième pli</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>Les deux à 15 : le dernier chiffre le plus haut fait 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>Points d&apos;un preneur chuté</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>Les annonces comptent les cartes de table</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>Égalité : points mis en réserve</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>Contré : l&apos;équipe la plus forte prend les deux totaux</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>Le sans-atout compte</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>Annonces à sans-atout</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>Limite d&apos;arrondi à la couleur</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>Limite d&apos;arrondi à sans-atout</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>Limite d&apos;arrondi à tout-atout</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>Les deux à la limite : le plus bas arrondi au-dessus</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>Capot : points de match</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>Des annonces peuvent suivre un contre</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>L’annonce « Match »</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>Une carte dans deux annonces</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>Belote seulement en entame, en coupe ou en suivant le partenaire</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>Égalité : la belote des preneurs reste aussi en suspens</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>Aucune partie ne finit sur un valat</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>Égalité à la limite : aucun point de match perdu</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>Contré, égalité : tous les points restent en suspens</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>Les points en suspens attendent après une nouvelle égalité</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>La belote peut être tue</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>Le donneur doit annoncer</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>Entame d&apos;atout verrouillée aussi à ×3</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>Une suite de sept cartes ou plus compte double</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>Kirtik (points de match)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>le contrat est réussi</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>le contrat chute</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>les points sont mis en attente (litige)</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>les preneurs ne marquent rien, la défense ses propres points</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>la défense marque tous les points</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>la défense ne marque que ses propres points</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>la partie est nulle</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>le meilleur score gagne</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>le meilleur score gagne&#xa0;; à égalité, le gagnant de la dernière donne</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>seulement celles de la meilleure équipe</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>celles de chaque équipe</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>seulement celles du meilleur joueur</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>chaque sorte à part : le camp de la meilleure suite, celui du meilleur carré</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>atteindre le score suffit</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>il faut dépasser le score</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>plus de la moitié (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>la moitié (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>l&apos;enchère seule (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>l&apos;enchère seulement</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>tout le score</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>le joueur après le donneur</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>le premier enchérisseur</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>le preneur</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>partagés à parts égales entre les autres</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>perdus : chacun garde les siens</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>aussitôt</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>après le pli</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>seulement le carré d&apos;as (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Partenaire</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Adversaires</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Distribution et enchères</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte des points</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Autres règles</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>Choisissez un &amp;jeu</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>Règles &amp;standard</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>Rétablir les règles propres au jeu choisi</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>Plus de &amp;règles</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>Toutes les autres règles de ce jeu, par groupes</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>Lire cette règle dans le livre des règles</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>Livre des règles : {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>Ces options ne donnent pas une partie jouable&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>Règles&#xa0;: personnalisées</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Règles&#xa0;: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} joueurs en {teams} équipes</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>{players} joueurs, chacun pour soi</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · {cards} cartes</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — impossible à ouvrir&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}, {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>La partie se termine quand une équipe atteint ce score.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>Si un score égal au but suffit, ou s&apos;il faut le dépasser.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>Qui gagne quand les deux équipes atteignent le but dans la même donne.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>Les suites et les carrés annoncés au premier pli rapportent des points.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations}&#xa0;: les combinaisons montrées au premier pli rapportent des points.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>Seule l&apos;équipe qui a la meilleure annonce marque, ou chaque équipe marque les siennes.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>Une équipe qui ne fait aucun pli ne marque aucune de ses annonces (sauf la belote).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>Une équipe qui ne fait aucun pli ne marque pas ses {declarations} (sauf la {name}).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>Ce que valent le roi et la dame d&apos;atout dans une même main.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>La belote ne compte que si le roi est joué avant la dame.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>La {name} ne compte que si le roi est joué avant la dame.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>À tout atout, un roi et une dame de la même couleur dans une main forment une belote.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>La belote des preneurs les aide à atteindre leur enchère.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>La {name} des preneurs les aide à atteindre leur enchère.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>Quand le contrat chute, les preneurs marquent quand même leur belote ; sinon elle va à la défense.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>Quand le contrat chute, les preneurs marquent quand même leur {name}&#xa0;; sinon, elle va à la défense.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>Sans la couleur demandée, vous devez couper si vous avez de l&apos;atout.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>Quand un atout est dans le pli, vous devez le battre si vous le pouvez.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>Tant que votre partenaire est maître, vous pouvez vous défausser au lieu de couper.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>Atout demandé et partenaire maître : vous pouvez jouer un atout plus petit.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>Quand l&apos;atout est demandé, vous devez monter si vous le pouvez.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>À tout atout, chaque couleur est atout : vous devez battre la meilleure carte si vous le pouvez.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>Points pour le gain du dernier pli.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>Ajouté aux points de cartes d&apos;une équipe qui fait tous les plis (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>Des preneurs à égalité avec la défense : contrat réussi, chuté, points en attente, ou les preneurs ne marquent rien tandis que la défense garde ses propres points.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>Tarabish : certaines règles écrites placent une suite de trois au-dessus d’une suite de quatre ; la plupart des règles publiées placent le cinquante plus haut.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>Baloot : de deux projets valant 100, les règles saoudiennes telles qu’on les publie d’ordinaire placent la suite de cinq cartes au-dessus du carré ; l’ordre français met le carré en premier.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>Des preneurs avec moins de points que la défense : la défense marque tous les points de la donne, ou seulement les siens (les preneurs ne marquent rien dans les deux cas).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>Une carte cachée du tableau dont la carte qui la couvrait a été jouée se retourne aussitôt, ou à la fin du pli.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>« Je joue » ou une couleur nommée exige une carte de cette couleur en main (sinon ce serait une renonce).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>Quand tout le monde passe deux fois, le même joueur redonne au lieu du suivant.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>Mélanger les cartes avant chaque donne au lieu de les ramasser et de couper.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>La plus petite enchère permise.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>Le plus grand nombre qu&apos;on peut annoncer (hors capot).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>Chaque enchère doit être plus haute d&apos;au moins autant.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>Contrats sans couleur d&apos;atout.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>Contrats où chaque couleur est atout.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>Une enchère pour faire tous les plis.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>Une petite enchère demande aussi plus de la moitié des points (82), la moitié (81) ou juste l&apos;enchère (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>Un défenseur peut doubler le contrat.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>Seule l&apos;enchère est doublée, ou bien les points des gagnants et l&apos;enchère ensemble.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>Les preneurs peuvent redoubler une coinche.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>Quatre fois dans la plupart des livres, trois fois à certaines tables.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 dans la plupart des livres, 162 dans d&apos;autres ; 0 pour l&apos;enchère seule.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>Sans cela, la défense d&apos;un contrat chuté reçoit seulement le nombre ci-dessus.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>Ce que rapporte un capot annoncé et réussi.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>Ce que marque la défense quand un capot annoncé chute.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>Les points de cartes d&apos;une équipe qui fait tous les plis sans avoir annoncé capot : 250 ou 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>Points de manche d&apos;une équipe qui fait tous les plis en Sun (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>Points de manche d&apos;une équipe qui fait tous les plis en Hokum (44 selon notre source, 25 selon les règles publiées).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>Quand la carte retournée est un as, un kaboot rapporte deux fois plus (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>Sans la couleur demandée, vous ne devez couper que si un adversaire a déjà coupé (lecture stricte de notre source sur le Baloot).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>Un joueur qui a passé ne peut plus enchérir dans les mêmes enchères.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>Qui entame le premier pli : le joueur après le donneur, ou le premier enchérisseur.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>Les annonces des preneurs les aident à atteindre leur enchère.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>Pendant le premier pli, les autres n&apos;entendent que le genre d&apos;une annonce ; ses cartes sont montrées à la fin de ce pli.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>Quand les deux équipes marquent 15 points de partie dans une donne, celle dont le dernier chiffre est le plus haut marque 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>À trois joueurs : ce que reçoivent les deux autres quand le preneur chute.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>Les annonces et la belote peuvent utiliser vos cartes de table visibles (et la belote une carte cachée).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>Ce qui attend le gagnant de la donne suivante quand les totaux sont égaux : 85 à la belote à l&apos;annonce ; 0 met en réserve les points des preneurs.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>Sinon l&apos;équipe qui a le plus de points ne marque que son propre total.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>Combien de fois comptent les points d&apos;un contrat à sans-atout : une fois, ou deux comme au belot bulgare.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>Les annonces qui comptent dans un contrat à sans-atout.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>Points de match : un reste supérieur à cette valeur arrondit au-dessus dans un contrat à la couleur (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>Points de match : un reste supérieur à cette valeur arrondit au-dessus dans un contrat à sans-atout (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>Points de match : un reste supérieur à cette valeur arrondit au-dessus dans un contrat à tout-atout (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>Quand les deux équipes s&apos;arrêtent exactement à la limite d&apos;arrondi, le score le plus bas est arrondi au-dessus et le plus haut au-dessous (règle bulgare).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>Points de match pour l&apos;équipe qui fait tous les plis, ajoutés après la conversion.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>Un contrat plus haut peut encore être annoncé après un contre ou un surcontre ; il vaut sans contre.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>Après un surcontre, l’équipe qui a contré peut jouer toute la partie sur la donne.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>Une carte peut compter à la fois dans un carré et dans une séquence.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>Une carte peut compter à la fois dans un carré et dans une suite.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>Le roi et la dame d’atout ne comptent que si le premier des deux est joué en entame, pour couper une autre couleur ou en suivant l’entame du partenaire.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>À égalité, la belote des preneurs attend le gagnant de la donne suivante avec le reste de leurs points ; sinon ils la gardent.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>Quand une donne gagnée en faisant tous les plis finirait la partie, on joue une donne de plus.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>Quand des totaux égaux tombent sur la limite d&apos;arrondi, les points marqués sont arrondis au-dessus et ceux mis en réserve au-dessous ; sinon les deux sont arrondis au-dessous.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>Un contrat contré engage les deux équipes : à égalité aucune ne marque et toute la donne attend le prochain gagnant ; sinon comme une égalité non contrée.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>Les points mis en réserve vont à la prochaine donne qu&apos;une équipe gagne ; sinon une donne à nouveau à égalité les donne à l&apos;équipe qui y marque.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>Annoncer la belote n&apos;est pas obligatoire : un camp qui perd la donne la tait et personne ne la marque ; sinon les gagnants la prennent.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>Quand tous les autres passent, le donneur doit annoncer un contrat, sauf si ses cartes valent 7 points ou moins ; son passe annule alors la donne.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>L&apos;entame d&apos;atout est verrouillée quand le contrat est doublé ou quadruplé ; certaines tables la verrouillent aussi quand il est triplé.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>Sept cartes font un cinquante et un vingt, huit ou neuf deux cinquante ; sinon toute suite de quatre cartes ou plus est un seul cinquante.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>Une équipe engagée qui ne gagne pas la donne, et une équipe sans aucun pli, perdent ce nombre de points de match (0 : pas de kirtik).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>Fermer (la partie reste dans Partie &gt; Ouvrir une partie enregistrée…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>Donne d&apos;entraînement&#xa0;: {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>Cette donne, à nouveau</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>Les mêmes cartes, jouées contre l&apos;ordinateur. Une donne d&apos;entraînement ne compte pas dans vos statistiques.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>Retour à ma partie</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>Quitter l&apos;entraînement</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>Faites tous les plis qui restent.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>Réussissez le contrat.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>Faites chuter le contrat.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}, face cachée sur la table</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player} : {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · {count} cartes</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>pas encore résolu</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>difficulté {grade} sur {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Problèmes de cartes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>Problème du &amp;jour</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>Un problème par jour, le même pour tous, de tous les jeux</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>Problèmes, du plus facile au plus difficile</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>&amp;Voir la solution</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Résolus : {solved} sur {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>Problème {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>Les problèmes de ce jeu n&apos;ont pas pu être lus (le fichier {file}, ligne {line}) : il n&apos;y en a aucun à montrer.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · problème {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>À vous : choisissez la première carte. Cliquez-la, ou parcourez vos cartes avec les flèches et appuyez sur Entrée. Toutes les mains sont visibles.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>La solution</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>La solution : {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>Problème du jour · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Contrat : {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>Points gagnés jusqu&apos;ici : {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>Plis restants : {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Première carte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>La seule carte qui atteint le but est {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>Bravo ! {card} est la seule carte qui atteint le but.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>Pas celle-ci : {chosen} n&apos;atteint pas le but. La seule carte qui l&apos;atteint est {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>Ce que chaque première carte gagne à partir d&apos;ici, contre la meilleure défense :</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Pourquoi : {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card} : points {points}, plis {tricks}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>Vous remportez le pli</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} remporte le pli</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>Relecture de la donne</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Les enchères</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Début de la donne</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Fin de la donne</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>&amp;Que savaient-ils&#xa0;?</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>Avant cette carte&#xa0;: la probabilité, selon le joueur qui l’a jouée, que chaque place détienne chacune des cartes qu’il ne voyait pas</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Les mains distribuées</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>Pli {trick}&#xa0;: vous jouez le {card} ({step} sur {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>Pli {trick}&#xa0;: {player} joue le {card} ({step} sur {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>&amp;Rejouer cette donne depuis le début</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>&amp;Rejouer cette donne depuis le pli {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}&#xa0;: {played} a coûté {points} en moyenne, {luck} avec ces cartes&#xa0;; mieux valait {best}.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}&#xa0;: {played} a coûté {points} en moyenne, rien avec ces cartes (mieux valait {best})&#xa0;: un mauvais choix que les cartes ont pardonné.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}&#xa0;: {played} a coûté {points} en moyenne (mieux valait {best}), mais a rapporté {more} de plus avec ces cartes&#xa0;: un mauvais choix en moyenne qui a payé ici.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}&#xa0;: {played} a coûté {points} en moyenne, mais avec ces cartes {best} aurait rapporté {fewer} de moins&#xa0;: un mauvais choix que les cartes ont pardonné.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>Avec ces cartes, le Maître a marqué autant que vous.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Avec ces cartes, le Maître a marqué autant que vous&#xa0;; vos choix ont coûté environ {choices} en moyenne, et les cartes ont compensé.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>Bilan : aucun choix coûteux, ni aux enchères ni dans le jeu — bien joué.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>Bilan&#xa0;: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>Revue : aucune carte ni annonce ne ressort comme une erreur.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>Bilan : les choix qui vous ont coûté le plus (marqués sur la table)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>Le Conseil aurait fait la même annonce avec votre main : ce sont les autres mains qui ont tourné contre vous.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}&#xa0;: vous avez joué {played}&#xa0;; mieux valait {best} (environ %n point(s) en moyenne).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>Le Maître a fait %n point(s) de mieux&#xa0;: {choices} dus à vos choix, {cards} aux cartes.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>Le Maître a fait %n point(s) de mieux&#xa0;; vos choix ont coûté {choices} en moyenne, les cartes vous en ont rendu {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>Avec ces cartes, vous avez marqué %n point(s) de plus que le Maître.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Avec ces cartes, vous avez marqué %n point(s) de plus que le Maître&#xa0;; vos choix ont coûté environ {choices} en moyenne, et les cartes ont compensé.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>D&apos;après les calculs du Conseil, aucun de vos choix n&apos;a coûté quoi que ce soit&#xa0;: là où le Maître a joué autrement, son coup n&apos;était pas meilleur en moyenne, et avec ces cartes il a marqué %n point(s) de plus.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>Le contrat que vous avez contré a été réussi&#xa0;: votre {call} vous a coûté %n point(s), marqué(s) par l&apos;autre camp.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>Votre contrat a chuté&#xa0;: votre {bid} vous a coûté %n point(s), marqué(s) par l&apos;autre camp.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>Enchères&#xa0;: votre {call} a coûté environ %n point(s)&#xa0;; mieux valait {best}.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>Pli {trick}&#xa0;: {played} était un choix judicieux ({best} ne faisait pas mieux en moyenne), mais avec ces cartes {best} aurait rapporté %n point(s) de plus&#xa0;: un bon choix que les cartes ont puni.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>{card} sans annoncer</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>{card} sans annoncer {melds}</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>annoncer</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>annoncer {melds}</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>Calcul… choix&#xa0;: {done} sur {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>Calcul… le Maître joue la donne ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>Calcul… {done} sur {total} avec les vraies cartes</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Pli {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>Mieux : {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Analyse de votre jeu</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>L&apos;analyse</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>Le jeu en bref</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>Les cartes&#xa0;: ordre et valeur</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>Le choix de l&apos;atout</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>Premier tour&#xa0;: la retourne</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>Second tour&#xa0;: une autre couleur</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>Personne ne prend</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>Valeur des enchères</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>Couleur d&apos;atout, sans atout, tout atout</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>Chaque enchère doit être plus haute</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>L&apos;enchère de capot</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation>Fin des enchères</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Les cartes sur la table</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Fournir</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Couper quand on ne peut pas fournir</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Surcouper</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>Quand votre partenaire est maître</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Atout demandé&#xa0;: monter</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>Tout atout&#xa0;: monter dans chaque couleur</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>Un contrat contré verrouille l&apos;entame à l&apos;atout</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Les annonces</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>Quelle annonce l&apos;emporte</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>Belote et rebelote</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>Le décompte d&apos;une donne</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>Les points de la donne</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>Dernier pli (dix de der)</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>Réussir le contrat</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>Égalité de points</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>Contrat chuté</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>Options en vigueur</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>Là où les règles divergent, et nos choix</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>Seulement une couleur que vous avez</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>Hokum et Sun</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>Ashkal</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>L&apos;échelle des contres</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>Gahwa</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Points de manche</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>Kaboot : tous les plis</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>Baloot : nos sources</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>Un contrat contré</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Points de match</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>Jouer la partie sur une donne</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation>Partie personnalisée&#xa0;: les options que vous avez choisies sont signalées plus bas.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name}, avec vos options</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>, puis </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>Quatre joueurs en deux équipes&#xa0;; les partenaires sont assis face à face.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>{count} joueurs, chacun pour soi.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>Un jeu de {deck} cartes, du {low} à l&apos;as&#xa0;; {hand} cartes par joueur.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>À chaque donne, une équipe choisit l&apos;atout et doit ensuite marquer au moins autant de points que l&apos;autre camp&#xa0;; les cartes se jouent en plis, et les points viennent des cartes gagnées, des annonces et de la belote.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>À chaque donne, les joueurs enchérissent sur le nombre de points que leur équipe marquera et sur l&apos;atout (ou sans atout, ou tout atout)&#xa0;; l&apos;équipe du plus fort enchérisseur doit ensuite atteindre son enchère tandis que les autres essaient de l&apos;en empêcher.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>La première équipe à dépasser {target} points gagne la partie.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>La première équipe à atteindre {target} points gagne la partie.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>Les mots inhabituels sont expliqués dans le</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>glossaire</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>Total par couleur</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>Les cartes ne se classent pas de la même façon à l&apos;atout et dans les autres couleurs&#xa0;: le valet et le neuf d&apos;atout deviennent les deux plus fortes cartes. De la plus forte à la plus faible&#xa0;:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>Autres couleurs</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>À sans atout, chaque couleur garde l&apos;ordre et les points de la colonne de droite&#xa0;; à tout atout, chaque couleur prend l&apos;ordre et les points de la colonne de gauche.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>L&apos;équipe qui remporte le dernier pli ajoute {bonus} points (dix de der).</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>Tout se fait dans le sens inverse des aiguilles d&apos;une montre&#xa0;: le joueur suivant est celui de droite.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>le joueur à droite du donneur</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>Tout se fait dans le sens des aiguilles d&apos;une montre&#xa0;: le joueur suivant est celui de gauche.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>le joueur à gauche du donneur</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>À chaque donne, une équipe annonce Hokum (une couleur d&apos;atout) ou Sun (sans atout) et doit alors gagner plus de points de manche que l&apos;autre ; l&apos;autre équipe peut la contrer, marche après marche, jusqu&apos;à la Gahwa.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>À chaque donne les joueurs annoncent un contrat, chaque annonce au-dessus de la précédente&#xa0;: une couleur d&apos;atout, sans-atout ou tout-atout&#xa0;; le joueur de la dernière annonce doit ensuite marquer plus de points que chacun des autres.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>À chaque donne les joueurs annoncent un contrat, chaque annonce au-dessus de la précédente : une couleur d&apos;atout, sans-atout ou tout-atout ; l&apos;équipe de la dernière annonce doit ensuite marquer plus de points que l&apos;autre équipe.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>À chaque donne, les joueurs annoncent combien de points leur équipe marquera et quelle couleur sera l&apos;atout ; l&apos;équipe du plus fort enchérisseur doit ensuite atteindre son enchère pendant que les autres tentent de l&apos;en empêcher.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>Le premier joueur à dépasser {target} points gagne la partie.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>Le premier joueur à atteindre {target} points gagne la partie.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Le joueur qui remporte le dernier pli ajoute {bonus} points (dix de der).</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>Le joueur qui remporte le dernier pli ajoute {bonus} points.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>L’équipe qui remporte le dernier pli ajoute {bonus} points.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>Le donneur distribue les cartes une à une, {count} à chaque joueur, en commençant par {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>Le donneur distribue à chaque joueur {packets} cartes, un paquet à la fois, en commençant par {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>Il retourne ensuite la carte suivante face visible&#xa0;: elle propose la couleur d&apos;atout.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>Une fois l&apos;atout choisi, il distribue le reste&#xa0;: {packets} cartes à chaque joueur, sauf que le preneur ramasse la retourne et reçoit une carte de moins.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>Toutes les cartes sont distribuées avant les enchères et aucune carte n&apos;est retournée.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Le même joueur parle en premier aux enchères ; le preneur entame le premier pli. La donne passe au joueur suivant après chaque donne.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>Le joueur à la {side} du donneur parle le premier aux enchères. La donne passe au joueur suivant après chaque donne.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Le même joueur parle en premier aux enchères et entame le premier pli. Après chaque donne, c&apos;est au joueur suivant de distribuer.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>Les cartes sont mélangées avant chaque donne (une option).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>Les cartes sont mélangées avant chaque donne (une option&#xa0;; toujours à une table en réseau, pour que personne ne puisse deviner les mains suivantes à partir des plis).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>Les cartes ne sont mélangées qu&apos;avant la première donne. Ensuite, les plis sont ramassés et coupés, jamais mélangés&#xa0;: ce qui a été joué façonne les mains suivantes.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>En commençant à la {side} du donneur, chaque joueur à son tour dit « {call} », ce qui fait de la couleur de la carte retournée l&apos;atout, ou passe. Le premier à le dire clôt les enchères : son camp est le camp du contrat.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>L&apos;adversaire du donneur parle en premier, puis le donneur : chacun prend, faisant atout la couleur de la retourne, ou passe. Le premier qui prend clôt les enchères et devient le preneur.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>En commençant par le joueur à la {side} du donneur, chacun à son tour prend, ce qui fait de la couleur de la retourne l&apos;atout, ou passe. Le premier qui prend met fin aux enchères et devient le preneur&#xa0;; son partenaire joue avec lui.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>Si tout le monde passe, un second tour suit&#xa0;: chacun peut alors choisir n&apos;importe quelle autre couleur comme atout, ou passer. La couleur de la retourne ne peut plus être choisie.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>Aux deux tours vous ne pouvez jouer que dans une couleur dont vous avez au moins une carte : accepter ou nommer une couleur que vous n&apos;avez pas serait une renonce, et le jeu ne le permet pas. Le donneur a toujours la carte retournée.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Si tout le monde passe deux fois, les cartes sont jetées, personne ne marque, et le même donneur redonne.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Si tout le monde passe deux fois, les cartes sont ramassées, personne ne marque, et le joueur suivant distribue.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>En commençant par le joueur à la {side} du donneur, chacun à son tour passe ou fait une enchère&#xa0;: un nombre de points que son équipe promet de marquer, et l&apos;atout de la donne. Les enchères peuvent faire plusieurs tours.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>Les enchères vont de {low} à {high} par paliers de {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>une couleur d&apos;atout (trèfle, carreau, cœur ou pique)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>tout atout</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>Une enchère désigne {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>Chaque enchère doit être plus haute en points que la précédente&#xa0;; l&apos;atout choisi n&apos;entre pas en compte.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>Au lieu d&apos;un nombre, un joueur peut demander capot&#xa0;: son équipe fera tous les plis. C&apos;est au-dessus de tous les nombres, et on ne peut plus enchérir par-dessus.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>On ne peut pas demander capot dans cette partie.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>Un joueur de l&apos;autre équipe peut coincher la plus haute enchère&#xa0;: il parie qu&apos;elle va chuter, et le score du contrat compte double (voir plus bas). Après une coinche, plus personne ne peut enchérir.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>Un joueur de l&apos;autre équipe peut coincher la plus haute enchère&#xa0;: il parie qu&apos;elle va chuter, et la valeur de l&apos;enchère compte double. Après une coinche, plus personne ne peut enchérir.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>Il n&apos;y a pas de coinche dans cette partie.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>Personne n&apos;a de partenaire</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>Le verrou tient quand le contrat est doublé ou quadruplé (une Gahwa repose sur un quadruple). À ×3 : {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>verrouillée aussi (option)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>pas verrouillée (les règles saoudiennes telles qu’on les publie d’ordinaire)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>Une coinche double la part du score due à l&apos;enchère, une surcoinche la multiplie par {times} ; les points gagnés au jeu ne sont jamais multipliés.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>Un contrat chuté donne à la défense 160 plus l&apos;enchère dans la plupart des livres, 162 plus l&apos;enchère dans d&apos;autres, 160 seul ou l&apos;enchère seule à certaines tables. Ici : {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} plus l&apos;enchère</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>Une surcoinche multiplie par quatre dans la plupart des livres, par trois à certaines tables ; une coinche double l&apos;enchère seulement, ou tout le score. Ici : ×{times}, {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>Une enchère de 80 demande plus de la moitié des points (82) dans la plupart des livres, la moitié (81) ou juste l&apos;enchère (80) à certaines tables. Ici : {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>Un capot non annoncé compte 250 dans la plupart des livres, 252 (162 + 90) dans d&apos;autres. Ici : {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>Il n&apos;y a pas de surcoinche dans cette partie.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>Après une enchère (ou une coinche), trois passes de suite terminent les enchères&#xa0;: la dernière enchère est le contrat et son auteur est le preneur.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Si les quatre joueurs passent sans aucune enchère, les cartes sont ramassées, personne ne marque, et le joueur suivant distribue.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>À une table en réseau, en revanche, les cartes sont mélangées avant chaque donne, pour que personne ne puisse deviner les mains suivantes à partir des plis.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>À une table sur le réseau, le programme de l&apos;hôte mélange et distribue, il connaît donc toutes les cartes : jouez avec quelqu&apos;un à qui vous faites confiance pour héberger. Le code de la table ne passe jamais sur le réseau, et tout ce que les programmes se disent est chiffré.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>Cette façon de choisir l&apos;atout n&apos;est pas encore décrite.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Le preneur entame le premier pli ; chaque joueur ajoute ensuite une carte à son tour. Le plus fort atout remporte le pli ; sans atout, la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Le joueur qui a fait la première enchère entame le premier pli ; chaque joueur ajoute ensuite une carte à son tour. Le plus fort atout remporte le pli ; sans atout, la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Le joueur à la {side} du donneur entame le premier pli&#xa0;; chacun ajoute ensuite une carte à son tour. Le plus fort atout remporte le pli&#xa0;; sans atout dans le pli, c&apos;est la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>Les cartes que l&apos;on peut jouer sont strictement fixées. Dans l&apos;ordre&#xa0;:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>Si vous avez une carte de la couleur demandée, vous devez en jouer une.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>Si vous n&apos;avez pas de la couleur demandée mais que vous avez de l&apos;atout, vous devez jouer atout (vous coupez le pli).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>Si vous n&apos;avez pas de la couleur demandée, vous pouvez jouer n&apos;importe quelle carte&#xa0;: couper n&apos;est jamais obligatoire dans cette partie.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>Couper étant libre, surcouper l&apos;est aussi.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>Si un atout est déjà dans le pli, vous devez en jouer un plus fort si vous le pouvez. Sinon, vous devez quand même jouer atout, même plus faible (sous-couper).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>Si un atout est déjà dans le pli, vous devez couper, mais n&apos;importe quel atout convient&#xa0;: vous n&apos;êtes pas obligé de le battre.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>Chaque joueur joue seul : aucun partenaire ne vous dispense jamais de couper ou de surcouper.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>Si votre partenaire est maître quand vous ne pouvez pas fournir, vous n&apos;êtes pas obligé de couper ni de surcouper&#xa0;: vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>Même quand votre partenaire est maître, vous devez couper et surcouper, exactement comme contre un adversaire.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>Couper étant libre, que votre partenaire soit maître ne change rien.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>Quand l&apos;atout est demandé, vous devez fournir un atout plus fort que le meilleur déjà joué si vous le pouvez.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>Quand l&apos;atout est demandé, vous devez jouer un atout plus fort que le meilleur déjà joué si vous le pouvez, sauf si votre partenaire est maître.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>Quand l&apos;atout est demandé, vous devez jouer un atout plus fort que le meilleur déjà joué si vous le pouvez, même quand votre partenaire est maître.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>Quand l&apos;atout est demandé, vous devez fournir à l&apos;atout, mais n&apos;importe quel atout convient.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>À tout atout, chaque couleur se joue comme l&apos;atout&#xa0;: fournissez et battez la meilleure carte de la couleur demandée si vous le pouvez. Une carte d&apos;une autre couleur ne gagne jamais, il n&apos;y a donc pas de coupe.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>À tout atout, vous fournissez sans être obligé de monter. Une carte d&apos;une autre couleur ne gagne jamais.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>À sans atout, il suffit de fournir&#xa0;; sans carte de la couleur demandée, jouez n&apos;importe quelle carte. La plus forte carte de la couleur demandée l&apos;emporte.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>À partir du deuxième pli, quand c’est à vous de jouer, vous pouvez montrer vos cartes et revendiquer tous les plis restants (Partie &gt; Revendiquer les plis restants). La revendication n’est jugée que sur ce que vous voyez&#xa0;: elle est acceptée quand votre camp fait tous les plis restants quelle que soit la place des cartes que vous ne voyez pas, compte tenu des cartes jouées (qui n’a pas pu fournir, ou couper), des annonces et des cartes visibles, votre partenaire jouant avec vous et les autres jouant au mieux. Les plis restants sont alors joués jusqu’au bout. Une revendication refusée dit quel genre de carte pourrait vous battre (un atout, une carte plus forte dans une couleur), jamais qui détient quoi&#xa0;; avec trop de cartes encore cachées, il est trop tôt pour revendiquer.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>À partir du deuxième pli, quand c’est à vous de jouer, vous pouvez montrer vos cartes et revendiquer tous les plis restants (Partie &gt; Revendiquer les plis restants). La revendication n’est jugée que sur ce que vous voyez&#xa0;: elle est acceptée quand vous faites tous les plis restants quelle que soit la place des cartes que vous ne voyez pas, compte tenu des cartes jouées (qui n’a pas pu fournir, ou couper), des annonces et des cartes visibles, les autres jouant au mieux. Les plis restants sont alors joués jusqu’au bout. Une revendication refusée dit quel genre de carte pourrait vous battre (un atout, une carte plus forte dans une couleur), jamais qui détient quoi&#xa0;; avec trop de cartes encore cachées, il est trop tôt pour revendiquer.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>Les annonces ne se jouent pas dans cette partie (on peut les activer dans les options). La belote compte toujours.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>Les annonces ne se jouent pas dans cette partie (on peut les activer dans les options). La {name} compte toujours.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>Un joueur qui détient l&apos;une de ces combinaisons peut l&apos;annoncer pendant le premier pli, avant de jouer sa première carte. Pour les suites, les cartes se suivent dans l&apos;ordre {order}, quel que soit l&apos;atout.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>Les annonces ne se jouent pas dans cette partie (on peut les activer dans les options).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>Tierce&#xa0;: trois cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>Quarte&#xa0;: quatre cartes qui se suivent</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>Quinte&#xa0;: cinq cartes ou plus qui se suivent</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>Trois cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>Quatre cartes qui se suivent</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>Cinq cartes ou plus qui se suivent</translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation>Carré&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Four of a kind: {cards}</source>
        <translation>Carré&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>Les carrés de petites cartes ({cards}) ne rapportent rien.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>Annoncer est facultatif&#xa0;: si vous jouez votre première carte sans annoncer, vos combinaisons sont perdues.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>Toutes les annonces comptent, pour l&apos;équipe qui les a faites.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Seule l&apos;équipe qui détient la meilleure annonce marque, et elle marque alors toutes ses annonces&#xa0;; celles de l&apos;autre équipe ne comptent pas. La meilleure se décide par&#xa0;:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>ses points&#xa0;;</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>à points égaux, un carré bat une suite&#xa0;;</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>puis la carte la plus haute (pour les carrés&#xa0;: {order})&#xa0;;</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>puis une suite à l&apos;atout bat une suite dans une autre couleur&#xa0;;</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>le donneur lui-même</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>l&apos;adversaire du donneur</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>le joueur en face du donneur</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>Le donneur sert chaque joueur à tour de rôle, en commençant par {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>Puis {packets} cartes face cachée devant chaque joueur : son talon, que personne ne regarde avant le choix de l&apos;atout ; ensuite chaque joueur ramasse le sien.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>Puis {down} cartes face cachée sur la table devant chaque joueur, et {up} cartes face visible par-dessus, une sur chacune.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>Puis {up} cartes face visible sur la table devant chaque joueur.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>La dernière carte du donneur lui est distribuée face visible : elle propose la couleur d&apos;atout, et il la garde.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>La dernière carte visible du jeu étalé du donneur propose la couleur d&apos;atout ; elle reste à sa place.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>Une fois l&apos;atout choisi, il distribue le reste : {packets} cartes à chaque joueur, sauf que le donneur ramasse la retourne, quel que soit le preneur, et reçoit une carte de moins.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>Une fois l&apos;atout choisi, il distribue le reste : {packets} cartes à chaque joueur.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>{count} cartes ne sont pas distribuées : elles restent face cachée dans le paquet, sans être vues, jusqu&apos;à la donne suivante.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Le joueur qui suit le donneur parle en premier aux enchères et entame le premier pli. Après chaque donne, c&apos;est au joueur suivant de distribuer.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>Sans atout, la donne ne contient que {total} points et il n&apos;y a pas de belote : une enchère sans atout au-dessus de {total} ne peut donc jamais être réussie, même en faisant tous les plis ; le jeu permet tout de même de l&apos;annoncer, et l&apos;aide le signale.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>L&apos;équipe coinchée peut répondre par une surcoinche : la valeur compte {times} fois, et les enchères s&apos;arrêtent aussitôt.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>Si vous n&apos;avez pas la couleur demandée, vous ne devez couper que si un atout adverse est maître du pli ; sinon vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>Si un atout est déjà dans le pli, vous devez monter si vous le pouvez. Sinon, vous pouvez jouer n&apos;importe quelle carte : un atout plus petit ou une défausse.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>Quand un contrat à l&apos;atout est contré, l&apos;atout est verrouillé : personne ne peut entamer atout tant qu&apos;il a une carte d&apos;une autre couleur.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>Un joueur en annonce au plus {count}.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} avec {run} d&apos;une même couleur</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Une carte peut compter à la fois dans un carré et dans une suite ({example})&#xa0;: les deux sont annoncés, il n&apos;y a pas de choix à faire.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Une carte peut compter à la fois dans un carré et dans une suite ({example})&#xa0;: les deux sont annoncés, il n&apos;y a pas de choix à faire.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Une carte ne compte que dans une seule annonce. Quand elle est dans un carré et dans une suite ({example}), vous choisissez ce que vous annoncez&#xa0;: la table propose chaque combinaison, celle qui vaut le plus d&apos;abord (à valeur égale, celle qui se classe le plus haut), et dit ce que chacune donne face aux annonces déjà faites.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Une carte ne compte que dans une seule annonce. Quand elle est dans un carré et dans une suite ({example}), vous choisissez ce que vous annoncez&#xa0;: la table propose chaque combinaison, celle qui vaut le plus d&apos;abord (à valeur égale, celle qui se classe le plus haut), et dit ce que chacune donne face aux annonces déjà faites.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>Toutes les annonces marquent dans cette partie&#xa0;: la meilleure combinaison est donc celle qui vaut le plus.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Carrés et suites se comparent à part, si bien que la meilleure combinaison n&apos;est pas toujours celle qui se classe le plus haut&#xa0;: un carré laisse les suites à la meilleure suite annoncée, que votre suite aurait peut-être battue.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Carrés et suites se comparent à part, si bien que la meilleure combinaison n&apos;est pas toujours celle qui se classe le plus haut&#xa0;: un carré laisse les suites à la meilleure suite annoncée, que votre suite aurait peut-être battue.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>Seul le camp qui détient la meilleure annonce marque (voir plus bas)&#xa0;: la meilleure combinaison est donc celle qui donne à votre camp la meilleure annonce, puis celle qui vaut le plus.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>Seul le joueur qui détient la meilleure annonce marque, et il marque alors toutes ses annonces&#xa0;; celles des autres ne comptent pas. La meilleure se décide par&#xa0;:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>Carrés et suites sont classés à part&#xa0;: le joueur qui détient le meilleur carré marque tous ses carrés, et le joueur qui détient la meilleure suite marque toutes ses suites. Le meilleur se décide par&#xa0;:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>Carrés et suites sont classés à part : l&apos;équipe qui détient le meilleur carré marque tous ses carrés, et l&apos;équipe qui détient la meilleure suite marque toutes ses suites. Le meilleur se décide par :</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>Seul le joueur qui détient la meilleure annonce marque, et seulement ses propres annonces. La meilleure se décide par :</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>des annonces égales de camps opposés s&apos;annulent, et aucune ne marque.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>puis le joueur qui parle le premier dans la donne.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>à points égaux, un carré bat une suite&#xa0;;</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>entre suites de même valeur, la plus longue ;</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>puis la carte la plus haute (pour les carrés&#xa0;: {order})&#xa0;;</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>La belote ne compte pas dans cette partie.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>La {name} ne compte pas dans cette partie.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Le joueur qui détient le roi et la dame d’atout annonce «&#xa0;{name}&#xa0;» en jouant le premier des deux. Son équipe marque {points} points, même quand une autre équipe remporte les annonces.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Le joueur qui détient le roi et la dame d’atout annonce «&#xa0;{name}&#xa0;» en jouant le second des deux. Son équipe marque {points} points, même quand une autre équipe remporte les annonces.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>Le joueur qui détient le roi et la dame d&apos;atout dit «&#xa0;Belote&#xa0;» en jouant le premier des deux et «&#xa0;Rebelote&#xa0;» avec le second. Il marque {points} points, même quand un autre joueur remporte les annonces.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Le joueur qui détient le roi et la dame d&apos;atout dit «&#xa0;Belote&#xa0;» en jouant le premier des deux et «&#xa0;Rebelote&#xa0;» avec le second. Son équipe marque {points} points, même quand une autre équipe remporte les annonces.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>Dans ce jeu, le roi et la dame d&apos;atout s&apos;appellent le {word}&#xa0;; ils comptent pour celui qui les détient, quel que soit celui qui marque les annonces, et peuvent aussi faire partie d&apos;une suite.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>Dans ce jeu, le roi et la dame d&apos;atout s&apos;appellent le {word} ; ils comptent pour l&apos;une ou l&apos;autre équipe, quelle que soit celle qui marque les annonces, et peuvent aussi faire partie d&apos;une suite.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>Dans cette partie, le roi doit être joué avant la dame, sinon la belote ne compte pas.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>Dans cette partie, le roi doit être joué avant la dame, sinon la {name} ne compte pas.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>Le roi et la dame peuvent venir dans n&apos;importe quel ordre.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>À tout atout, chaque roi et dame d&apos;une même couleur dans une même main forment une belote.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>À tout atout, il n&apos;y a pas de belote.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>À sans atout, il n&apos;y a pas de belote.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>La belote des preneurs compte pour atteindre leur enchère.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>La {name} des preneurs compte pour atteindre leur enchère.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>La belote des preneurs s&apos;ajoute à leur score mais n&apos;aide pas à atteindre l&apos;enchère.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>La {name} des preneurs s’ajoute à leur score mais n’aide pas à atteindre l’enchère.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>Le joueur qui avait la belote garde ses points même si son contrat chute.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>L&apos;équipe qui avait la belote garde ses points même si son contrat chute.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>L’équipe qui avait la {name} garde ses points même si son contrat chute.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Quand le contrat des preneurs chute, leur belote ne compte pour personne : ils la taisent plutôt que de la donner aux défenseurs.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Quand le contrat des preneurs chute, leur {name} ne compte pour personne&#xa0;: ils la taisent plutôt que de la donner aux défenseurs.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>Quand le contrat des preneurs chute, leur {name} est perdue&#xa0;: elle ne compte pour personne.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>belote</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>Quand le contrat des preneurs chute, leur belote va à la défense.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>Quand le contrat des preneurs chute, leur {name} va à la défense.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>Contré, elle est perdue avec le reste de leurs points&#xa0;: seule l&apos;équipe qui a le plus de points marque.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>Chaque donne (une couleur d&apos;atout)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>Une couleur d&apos;atout</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>Un joueur qui ne fait aucun pli perd ses annonces (elles ne vont aux autres que s&apos;ils font tous les points d&apos;un contrat chuté)&#xa0;; sa belote compte quand même.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces (elles ne vont à l&apos;autre équipe que si celle-ci fait tous les points d&apos;un contrat chuté)&#xa0;; sa belote compte quand même.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces (elles ne vont à l&apos;autre équipe que si celle-ci fait tous les points d&apos;un contrat chuté)&#xa0;; sa {name} compte quand même.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>À sans-atout une seule annonce compte : le carré d&apos;as, qui vaut 200.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>À sans-atout il n&apos;y a pas d&apos;annonces.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>Un joueur qui fait tous les plis ajoute {points} points de match à son score, après la conversion ci-dessous&#xa0;; ils ne sont jamais doublés.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>Une équipe qui fait tous les plis ajoute {points} points de match à son score, après la conversion ci-dessous ; ils ne sont jamais doublés.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>Un joueur qui fait tous les plis marque {capot} points de cartes.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>Une équipe qui fait tous les plis marque {capot} points de cartes.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>Chaque joueur additionne ses points de cartes, ses annonces et sa belote. Si le joueur qui a annoncé le contrat a plus de points que chacun des autres, le contrat est rempli et chaque joueur marque son propre total.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>Chaque équipe additionne ses points de cartes, ses annonces et sa belote. Si l&apos;équipe qui a annoncé le contrat a plus de points que l&apos;autre, le contrat est rempli et chaque équipe marque son propre total.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>À égalité de points, les autres marquent tous les points de la donne, les totaux de tous les joueurs (selon les mots des règles courantes : « tous les points gagnés pendant la donne »), le preneur ne marque rien, et {points} points sont mis en réserve : le joueur qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>À égalité de points, l&apos;autre équipe marque tous les points de la donne, les totaux des deux équipes (selon les mots des règles courantes : « tous les points gagnés pendant la donne »), les preneurs ne marquent rien, et {points} points sont mis en réserve : l&apos;équipe qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>À égalité de points, les autres marquent leurs propres points, le preneur ne marque rien, et {points} points sont mis en réserve&#xa0;: le joueur qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>À égalité de points, l&apos;autre équipe marque ses propres points, les preneurs ne marquent rien, et {points} points sont mis en réserve : l&apos;équipe qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>À égalité de points, les autres marquent leurs propres points, et ceux du preneur restent en suspens&#xa0;: le joueur qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>À égalité de points, l&apos;autre équipe marque ses propres points, et ceux des preneurs restent en suspens : l&apos;équipe qui gagne la donne suivante les ajoute.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>Le preneur doit avoir au moins autant de points que chacun des autres&#xa0;: l&apos;égalité suffit.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>Les preneurs doivent avoir au moins autant de points que l&apos;autre équipe : l&apos;égalité suffit.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>Le preneur doit avoir plus de points que chacun des autres&#xa0;: à égalité il est dedans.</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>Les preneurs doivent avoir plus de points que l&apos;autre équipe : à égalité ils sont dedans.</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>Si le preneur a moins de points, il est dedans&#xa0;: ses points (cartes, annonces et belote) vont aux autres, comme le disent les choix ci-dessous.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>Si les preneurs ont moins de points, ils sont dedans : l&apos;autre équipe marque les totaux des deux équipes, cartes, annonces et belotes.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>Dans un contrat contré tous les joueurs sont engagés&#xa0;: le joueur qui a le plus de points prend les totaux de tous les joueurs.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>Dans un contrat contré les deux équipes sont engagées : l&apos;équipe qui a le plus de points prend les deux totaux.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>Dans un contrat contré seul le joueur qui a le plus de points marque&#xa0;; les autres ne marquent rien.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>Dans un contrat contré seule l&apos;équipe qui a le plus de points marque ; l&apos;autre ne marque rien.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>Contrés, les points comptent double ; surcontrés, {times} fois.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>Un contrat à sans-atout compte {times} fois lui aussi, contré ou non.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>Après l&apos;annonce « Match », la donne est comptée comme surcontrée, et elle décide de toute la partie.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Contré, tous les joueurs sont engagés : à égalité personne ne marque, et tous les points de la donne restent en suspens (comme le comptent les joueurs bulgares ; une option).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Contré, les deux équipes sont engagées : à égalité aucune ne marque, et tous les points de la donne restent en suspens (comme le comptent les joueurs bulgares ; une option).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>Contré, une égalité se compte comme sans contre, multipliée (une option ; les joueurs bulgares mettent tous les points en suspens).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>Une donne qui finit de nouveau à égalité n&apos;est gagnée par personne&#xa0;: les points mis en réserve attendent, avec les nouveaux, la prochaine donne qu&apos;un joueur gagne (une option).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>Une donne qui finit de nouveau à égalité n&apos;est gagnée par personne : les points mis en réserve attendent, avec les nouveaux, la prochaine donne qu&apos;une équipe gagne (une option).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>Si la donne suivante finit de nouveau à égalité, le joueur qui y marque prend les points mis en réserve (une option&#xa0;; par défaut ils attendent une donne qu&apos;un joueur gagne).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>Si la donne suivante finit de nouveau à égalité, l&apos;équipe qui y marque prend les points mis en réserve (une option ; par défaut ils attendent une donne qu&apos;une équipe gagne).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ce que marque chaque joueur est ensuite divisé par dix et arrondi en points de match entiers. Le reste décide&#xa0;: au-dessus de la limite du contrat on arrondit au-dessus, à la limite ou en dessous on arrondit au-dessous.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ce que marque chaque équipe est ensuite divisé par dix et arrondi en points de match entiers. Le reste décide : au-dessus de la limite du contrat on arrondit au-dessus, à la limite ou en dessous on arrondit au-dessous.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} donne {down}, {high} donne {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>When two players stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Quand deux joueurs s&apos;arrêtent exactement à la limite, le score le plus bas est arrondi au-dessus et le plus haut au-dessous&#xa0;: à tout-atout 154 et 144 donnent tous deux 15.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Quand les deux équipes s&apos;arrêtent exactement à la limite, le score le plus bas est arrondi au-dessus et le plus haut au-dessous : à tout-atout 154 et 144 donnent tous deux 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>Un joueur qui ne marque rien dans la donne est laissé hors de cette règle : il suffit que les deux autres soient à la limite.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>À égalité de points sur la limite, les points marqués sont arrondis au-dessus et ceux mis en réserve au-dessous, si bien que la donne garde ses points de match : à la couleur 96 et 96 font 10 et 9 (une option).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>À égalité de points sur la limite, les points marqués et ceux mis en réserve sont tous arrondis au-dessous : à la couleur 96 et 96 font 9 et 9 (une option ; par défaut les points marqués sont arrondis au-dessus).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>Les points mis en réserve après une égalité sont convertis de la même façon.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>Après l&apos;annonce « Match », la donne décide de la partie : si les preneurs remplissent leur contrat ils gagnent la partie, sinon c&apos;est l&apos;autre équipe, quels que soient les scores.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>Les points mis en réserve après une égalité vont au prochain joueur qui gagne une donne.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>Les points mis en réserve après une égalité vont à la prochaine équipe qui gagne une donne.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>Les points mis en réserve après une égalité vont au joueur qui gagne la prochaine donne jouée.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>Les points mis en réserve après une égalité vont à l&apos;équipe qui gagne la prochaine donne jouée.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>Une donne se gagne aux points, même quand les points de match arrondis sont égaux&#xa0;: par le preneur qui réussit son contrat, ou par son adversaire quand il chute.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>Une donne se gagne aux points, même quand les points de match arrondis sont égaux&#xa0;: par le preneur qui réussit son contrat&#xa0;; s&apos;il chute, par l&apos;autre joueur qui a le plus de points (deux à égalité se partagent ce qui était en suspens, un point impair allant au premier joueur après le preneur).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>Une donne se gagne aux points, même quand les points de match arrondis sont égaux&#xa0;: par l&apos;équipe qui réussit son contrat, ou par la défense quand elle le fait chuter.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>La belote à l&apos;annonce suit ses règles telles qu&apos;on les publie d&apos;ordinaire en anglais. Elles ne donnent pas de tableau des annonces : l&apos;ordre des annonces (trèfle, carreau, cœur, pique, sans-atout, tout-atout), le contre, le surcontre et le « Match » sont repris d&apos;autres règles publiées du jeu.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>Ces règles disent une fois que les annonces tournent dans le sens des aiguilles d&apos;une montre ; tout le reste du jeu va vers la droite, les annonces aussi.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>Égalité : ces règles donnent 85 points au gagnant de la donne suivante ; nous les convertissons en points de match avec la limite du contrat de la donne à égalité. Ici : {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>Un contrat contré : ces règles disent que seule l&apos;équipe qui a le plus de points marque ; les règles bulgares lui donnent les deux totaux. Ici : {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>les deux totaux</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>son propre total</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>Sans la couleur demandée, ces règles exigent un atout mais pas un atout plus fort ; elles ne disent pas si un partenaire maître du pli vous en dispense, et nous suivons la règle courante.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>Égalité : ces règles disent que l&apos;autre équipe marque « tous les points gagnés pendant la donne » ; nous lisons les totaux des deux équipes, comme quand les preneurs chutent, les 85 points venant en plus.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>Notre choix : une annonce plus haute peut encore suivre un contre ou un surcontre, et la nouvelle annonce n&apos;est pas contrée (nos sources ne le disent pas).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>Cinq cartes chacun et une carte retournée. En partant de la droite du donneur, chacun à son tour dit Passe, {hokum} (la couleur de la carte retournée est atout) ou {sun} (sans atout, qui passe au-dessus du Hokum). Après un Hokum, chaque autre joueur peut encore annoncer Sun ; puis celui qui a dit Hokum le garde ou le monte en Sun. Après un Sun, les autres peuvent surenchérir d&apos;un Sun à eux (une fois chacun). Si les quatre passent, un second tour suit : le Hokum nomme alors une autre couleur, et un Sun clôt aussitôt les enchères. Deux tours de passe font redistribuer les cartes.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal} : au premier tour, le donneur ou le joueur qui le précède peut annoncer Sun pour son partenaire, qui prend alors la carte retournée et joue le Sun.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>Le joueur qui a remporté l&apos;annonce (le preneur) prend la carte retournée ; le donneur lui donne deux cartes de plus et trois à chacun des autres. Le preneur entame le premier pli.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>Une fois l&apos;annonce acquise, l&apos;autre équipe peut dire {double} (×2) ; un Sun seulement si son équipe a plus de {limit} points et les contreurs moins de {limit}. Les preneurs peuvent répondre {three} (×3), les autres {four} (×4), et les preneurs {gahwa}. Chaque équipe parle à son tour ; quand ses deux joueurs passent, le jeu commence. Tant que c&apos;est contré, personne ne peut entamer atout s&apos;il a une autre couleur (la main est fermée).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa} : l&apos;équipe qui gagne la donne gagne toute la partie, quel que soit le score.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>Pas de contre dans cette partie.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>Pas de projets dans cette partie.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>quatre dix, valets, dames ou rois ; quatre as en Hokum</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>quatre as en Sun</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>Les projets s&apos;annoncent pendant le premier pli, au plus {count} par joueur. Les suites suivent l&apos;ordre A R D V 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Seule l&apos;équipe qui tient le meilleur projet marque, les projets de ses deux joueurs. Le meilleur est celui qui vaut le plus ; entre suites égales, la plus haute carte, puis une suite à l&apos;atout, puis le joueur le plus proche de la droite du donneur.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>Entre projets de même valeur, une suite passe avant un carré : le tableau des projets de notre source place la suite de cinq cartes (100) au-dessus des quatre as en Hokum, et les quatre as au-dessus de quatre dix, valets, dames ou rois (une option : l’ordre français met le carré en premier).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>Entre projets de même valeur, un carré passe avant une suite (l’ordre français ; notre source place la suite de cinq cartes en premier).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot} : le roi et la dame d&apos;atout dans une même main, en Hokum seulement, valent {points} points de manche à leur équipe, jamais multipliés par l&apos;échelle. Ils ne comptent pas si le roi ou la dame fait partie d&apos;un projet qui marque.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>Les cartes comptent comme à la Belote (Hokum : 162 avec les 10 du dernier pli ; Sun : 130). Elles deviennent des points de manche : en Sun, arrondies à la dizaine la plus proche (un 5 arrondi au-dessus), doublées et divisées par dix (26 dans la donne) ; en Hokum, divisées par dix, une demie ou moins arrondie au-dessous (16 dans la donne). Les projets s&apos;ajoutent en points de manche.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>Les preneurs doivent avoir plus de points de manche que l&apos;autre équipe (cartes, projets et baloot). Chaque équipe marque alors les siens ; sinon l&apos;autre équipe marque tout, les cartes et les projets des deux équipes. Contrés, les points de manche comptent deux, trois ou quatre fois.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>Un contrat contré et rempli compte toujours pour les deux équipes, chacune ses propres points de manche multipliés : le vainqueur ne prend pas tout (les règles saoudiennes telles qu’on les publie d’ordinaire : « chaque équipe gagne … si l’enchère gagnante a été contrée, ces points sont doublés »). Seule une Gahwa donne toute la partie à une équipe.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>Le dernier pli rapporte {bonus} points de plus.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points} quand la carte retournée est un as)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot} : une équipe qui fait tous les plis marque {sun} en Sun et {hokum} en Hokum au lieu de ses cartes{ace}, avec ses projets.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>Ordre des cartes et obligations de jeu : le tableau de notre source est perdu, nous suivons donc les règles saoudiennes publiées : à l&apos;atout V 9 A 10 R D 8 7, ailleurs A 10 R D V 9 8 7 ; fournir ; sinon couper et surcouper un atout du pli, sauf si votre partenaire est maître ; atout demandé : monter.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>L&apos;objectif : 152 comme à la plupart des tables (notre source dit 128 : une option).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>Kaboot : 44, ou 88 avec un as retourné, comme le dit notre source ; les règles publiées donnent 25 en Hokum (une option).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>Ashkal : règles publiées (le donneur ou le joueur qui le précède, au premier tour) ; notre source ne fait que le nommer.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>En Sun, les points de manche sont arrondis à la dizaine avec un 5 arrondi au-dessus ; notre source ne dit pas dans quel sens va un 5.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Plus de la moitié</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>Remporter le dernier pli rapporte {bonus} points de plus (dix de der).</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>Un joueur qui remporte tous les plis fait capot&#xa0;: ses cartes comptent {capot} au lieu de {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>Une équipe qui remporte tous les plis fait capot&#xa0;: ses cartes comptent {capot} au lieu de {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>Faire tous les plis ne rapporte aucun bonus&#xa0;: le joueur a simplement les {total} points de cartes.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>Faire tous les plis ne rapporte aucun bonus : l&apos;équipe a simplement les {total} points de cartes.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>Chaque joueur additionne ses points de cartes, ses annonces (si elles comptent) et sa belote. Si le total du preneur suffit, chaque joueur marque son propre total.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Chaque équipe additionne ses points de cartes, ses annonces (si elles comptent) et sa belote. Si le total des preneurs suffit, chaque équipe marque son propre total.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Chaque équipe additionne ses points de cartes, ses {declarations} (si elles comptent) et sa {name}. Si le total des preneurs suffit, chaque équipe marque son propre total.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>Le preneur doit avoir au moins autant de points que chacun des autres&#xa0;: l&apos;égalité suffit.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>Les preneurs doivent avoir au moins autant de points que l&apos;autre équipe&#xa0;: l&apos;égalité suffit.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>Le preneur doit marquer plus de points que chacun des autres&#xa0;: l&apos;égalité est aussi un échec.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>Les preneurs doivent marquer plus de points que l&apos;autre équipe : l&apos;égalité est aussi un échec.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>Le preneur doit avoir plus de points que chacun des autres&#xa0;: à égalité il est dedans.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>Les preneurs doivent avoir plus de points que l&apos;autre équipe&#xa0;: à égalité, ils sont dedans.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>Le preneur doit avoir plus de points que chacun des autres. À égalité il ne marque rien et les autres ne marquent que leurs propres points.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>Les preneurs doivent faire plus de points que l’autre équipe. À égalité, ils ne marquent rien et l’autre équipe ne marque que ses propres points.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>Le preneur doit avoir plus de points que chacun des autres. À égalité, il y a litige&#xa0;: les autres marquent leurs points, et ceux du preneur sont mis en attente&#xa0;; le joueur qui gagne la donne suivante les remporte.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>Les preneurs doivent avoir plus de points que l&apos;autre équipe. À égalité, il y a litige&#xa0;: les défenseurs marquent leurs points, et ceux des preneurs sont mis en attente&#xa0;; l&apos;équipe qui gagne la donne suivante les remporte.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>Sinon le contrat chute&#xa0;: le preneur ne marque rien (sauf sa belote, si ce jeu la lui laisse), et les autres ne marquent que leurs propres points.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Sinon le contrat chute : les preneurs ne marquent rien (sauf leur belote, si ce jeu la leur laisse), et l’autre équipe ne marque que ses propres points.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Sinon le contrat chute&#xa0;: les preneurs ne marquent rien (sauf leur {name}, si ce jeu la leur laisse), et l’autre équipe ne marque que ses propres points.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>Sinon, le preneur est dedans&#xa0;: il ne marque que sa propre belote, et son adversaire marque {total} plus toutes les annonces qui comptaient (et sa propre belote)&#xa0;; {capot} s&apos;il a fait tous les plis.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>Sinon, les preneurs sont dedans&#xa0;: ils ne marquent que leur propre belote, et l&apos;autre équipe marque {total} plus toutes les annonces qui comptaient (et sa propre belote)&#xa0;; {capot} si elle a fait tous les plis.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>les points des cartes</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>le dernier pli</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>leurs annonces</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>leur belote</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Les preneurs comptent {counted}. Le contrat est réussi quand ce total atteint l&apos;enchère et dépasse aussi la moitié des points de la donne&#xa0;: une enchère de {low} à une couleur d&apos;atout demande {half} sur {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Les preneurs comptent {counted}. Le contrat est fait quand cela atteint l&apos;enchère et aussi la moitié des points de la donne : une enchère de {low} à la couleur demande {half} sur {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Les preneurs comptent {counted}. Le contrat est fait quand cela atteint l&apos;enchère : une enchère de {low} à la couleur demande {half} sur {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>Réussi&#xa0;: les preneurs marquent leurs points plus l&apos;enchère&#xa0;; l&apos;autre équipe marque ses propres points.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>Un capot demandé et réussi rapporte {made}, et à chaque équipe ses annonces&#xa0;; chuté, l&apos;autre équipe marque {failed} et toutes les annonces. Une coinche ou une surcoinche multiplie les {made} et les {failed}, pas les annonces&#xa0;; les belotes comptent comme pour tout contrat.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>Atteindre exactement l&apos;enchère suffit&#xa0;; il n&apos;y a pas de litige dans cette partie.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>L&apos;équipe coinchée peut répondre par une surcoinche&#xa0;: le score du contrat compte {times} fois, et les enchères s&apos;arrêtent aussitôt.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>Une coinche double le score de l&apos;équipe qui gagne le contrat, mais jamais la belote&#xa0;: réussi, les preneurs marquent (points de cartes + annonces + enchère) × 2 + belote (surcoinche&#xa0;: × {times}), et l&apos;autre équipe ses propres points&#xa0;; chuté, la défense marque ({base} + enchère) × 2 (surcoinche&#xa0;: × {times}), plus toutes les annonces et sa belote.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>Chuté&#xa0;: les preneurs ne marquent que leur belote. L&apos;autre équipe marque {base} plus l&apos;enchère, les deux multipliés par une coinche ou une surcoinche, plus toutes les annonces et sa propre belote.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>Chuté&#xa0;: les preneurs ne marquent que leur belote. L&apos;autre équipe marque {base} plus l&apos;enchère (multipliée par une coinche ou une surcoinche), plus toutes les annonces et sa propre belote.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>Chuté : les preneurs ne marquent que leur belote. L&apos;autre équipe marque {base} (l&apos;enchère n&apos;est pas ajoutée), plus toutes les annonces et sa propre belote.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>Une équipe qui fait tous les plis sans avoir demandé capot compte {points} points de cartes.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>Un joueur qui ne fait aucun pli perd ses annonces, et elles ne vont à personne, pas même à un joueur qui prend tous les points&#xa0;; sa belote compte quand même.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces, et elles ne vont à personne, pas même à une équipe qui prend tous les points ; sa belote compte quand même.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>Un joueur garde ses annonces même quand il ne fait aucun pli.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>Une équipe garde ses annonces même quand elle ne fait aucun pli.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>La contrée de la fédération française, telle que nous lisons ses règles ; par rapport à La Coinche, elle diffère en : {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Les scores s&apos;additionnent donne après donne&#xa0;; la partie se termine quand un joueur a plus de {target} points&#xa0;: atteindre exactement {target} ne suffit pas.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Les scores s&apos;additionnent donne après donne ; la partie se termine quand une équipe a plus de {target} points : atteindre exactement {target} ne suffit pas.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>Les scores s&apos;additionnent donne après donne&#xa0;; la partie se termine quand un joueur atteint {target} points.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>Les scores s&apos;additionnent donne après donne&#xa0;; la partie se termine quand une équipe atteint {target} points.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>Si deux joueurs dépassent {target} sur la même donne, la partie est nulle.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>Si les deux équipes dépassent {target} sur la même donne, la partie est nulle.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Si deux joueurs dépassent {target} sur la même donne, le meilleur score gagne&#xa0;; à égalité, la partie est nulle.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Si les deux équipes dépassent {target} sur la même donne, le meilleur score gagne&#xa0;; à égalité, la partie est nulle.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>Si deux joueurs dépassent {target} sur la même donne, le meilleur score gagne&#xa0;; à égalité, c&apos;est le joueur qui a gagné la dernière donne.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>Si les deux équipes dépassent {target} sur la même donne, le meilleur score gagne&#xa0;; à égalité, c&apos;est l&apos;équipe qui a gagné la dernière donne.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>Les points en attente après un litige vont au joueur qui gagne la donne jouée ensuite.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>Les points en attente après un litige vont à l&apos;équipe qui gagne la donne jouée ensuite.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>contrat réussi</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>dedans</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>preneurs rien, défense ses propres points</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>litige (points en attente)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>le meilleur score gagne</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>le meilleur score gagne, puis le gagnant de la dernière donne</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>Les options marquées ● diffèrent des règles standard de cette variante.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>Ce sont les règles standard de cette variante&#xa0;; les options peuvent être modifiées pour une nouvelle partie.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>Dans cette partie</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>Notre choix&#xa0;: annoncer est facultatif&#xa0;; quand une carte est dans deux combinaisons et ne peut compter qu&apos;une fois, le joueur choisit laquelle annoncer, celle qui vaut le plus étant proposée d&apos;abord, et les joueurs artificiels annoncent celle qui rapporte le plus à leur camp face aux annonces déjà faites.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>Notre choix&#xa0;: annoncer est facultatif.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>La belote se joue avec beaucoup de règles maison. Là où les livres de règles que nous suivons divergent, la question devient une option&#xa0;; là où ils ne disent rien, nous avons fait un choix. Voici ce que fait ce jeu.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Un preneur avec exactement autant de points que son adversaire&#xa0;: certains livres disent que le contrat est réussi, d&apos;autres que le preneur est dedans, d&apos;autres que les points sont en attente (litige). Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Preneurs avec exactement autant de points que l&apos;autre équipe&#xa0;: certains livres disent que le contrat est réussi, d&apos;autres que les preneurs sont dedans, d&apos;autres que les points sont en attente (litige). Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>un échec : les preneurs ne marquent rien</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Plus de la couleur demandée alors qu&apos;un partenaire est maître&#xa0;: la plupart des livres vous dispensent de couper, une lecture stricte non (personne n&apos;a de partenaire ici, ce choix ne s&apos;applique donc jamais). Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Atout demandé alors qu&apos;un partenaire est maître&#xa0;: en général vous devez quand même monter&#xa0;; certains jeux vous en dispensent (personne n&apos;a de partenaire ici, ce choix ne s&apos;applique donc jamais). Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>Plus de la couleur demandée alors que votre partenaire est maître&#xa0;: la plupart des livres vous dispensent de couper, une lecture stricte non. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>vous êtes libre</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>vous devez couper</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>Atout demandé alors que votre partenaire est maître&#xa0;: en général, vous devez quand même monter&#xa0;; certains jeux vous en dispensent. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>vous devez monter</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Belote avec la dame jouée avant le roi&#xa0;: en général, elle compte&#xa0;; certaines tables exigent le roi d&apos;abord. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>La {name} avec la dame jouée avant le roi&#xa0;: en général, elle compte&#xa0;; certaines tables exigent le roi d’abord. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>le roi doit venir en premier</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>les deux ordres comptent</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>Notre choix&#xa0;: après une coinche, plus personne ne peut enchérir (nos sources ne le précisent pas).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>Deux joueurs au-delà du score à atteindre sur la même donne&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>Les deux équipes au-delà du score à atteindre sur la même donne&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Les preneurs chutés gardent leur belote dans la plupart des livres ; à certaines tables, elle va à la défense. Ici : {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Les preneurs chutés gardent leur {name} dans la plupart des livres&#xa0;; à certaines tables, elle va à la défense. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>Le but doit être atteint dans la plupart des livres, dépassé à certaines tables. Ici : {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>Un joueur qui ne fait aucun pli perd ses annonces (sauf la belote), comme le disent les règles&#xa0;; certaines tables les lui laissent. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces (sauf la belote), comme le disent les règles ; certaines tables les lui laissent. Ici : {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Une équipe qui ne fait aucun pli perd ses annonces (sauf la {name}), comme le disent les règles&#xa0;; certaines tables les lui laissent. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>Notre choix&#xa0;: quand le preneur est dedans et que son adversaire a fait tous les plis, l&apos;adversaire marque la valeur du capot ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>Notre choix&#xa0;: quand les preneurs sont dedans et que l&apos;autre équipe a fait tous les plis, elle marque la valeur du capot ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>Entre les donnes, les cartes sont ramassées et coupées plutôt que mélangées, comme le veulent les règles traditionnelles. Ici&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>mélangées à chaque donne</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>ramassées et coupées</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>Une passe est définitive : un joueur qui a passé ne peut plus enchérir dans cette donne, et les enchères tournent sans lui. Quand tous les autres ont passé après une enchère, cette enchère est le contrat.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>Le joueur qui a fait la première enchère entame le premier pli, quel que soit le vainqueur des enchères.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>Pendant le premier pli, les autres n&apos;entendent que le genre et la valeur d&apos;une annonce (« une tierce, 20 ») ; ses cartes sont montrées à la fin du premier pli, avant le deuxième.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>Pendant le premier pli, les autres n’entendent que le genre et la valeur d’une annonce («&#xa0;{meld}, 20&#xa0;»)&#xa0;; ses cartes sont montrées à la fin du premier pli, avant le deuxième.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>Fait : chaque équipe marque ses propres points (cartes, dernier pli, les annonces qui comptent et son roi et sa dame d&apos;atout). L&apos;enchère elle-même n&apos;ajoute rien.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>Chuté : les preneurs ne marquent rien, et l&apos;autre équipe prend tous les points de la donne : tous les points des cartes, toutes les annonces des deux équipes et, sauf option contraire, le roi et la dame d&apos;atout des preneurs aussi.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>Les points de chaque équipe pour la donne deviennent des points de partie en retirant leur dernier chiffre : 157 points font 15, 82 font 8. La partie se compte en points de partie.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>Quand les deux équipes affichent 15 sur la même donne, celle dont le dernier chiffre est le plus haut marque 16 : 153 contre 151 font 16 contre 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>À la Pilotta, le premier donneur est désigné en coupant le paquet, chaque joueur tenant une couleur ; ce rituel ne change rien au jeu, le programme tire donc le premier donneur au hasard, puis la donne passe chaque fois au joueur suivant.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>La table des annonces de notre source a été perdue : les valeurs sont celles des règles chypriotes publiées (trois cartes qui se suivent 20, quatre 50, cinq ou plus 100 ; quatre valets 200, quatre neuf 150, quatre as, rois, dames ou dix 100 ; suites dans l&apos;ordre 7 8 9 10 V D R A).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>Notre source ne dit rien du contre, d&apos;une enchère de capot ni de l&apos;enchère la plus haute : ce jeu n&apos;a ni contre ni enchère de capot, et les enchères vont jusqu&apos;à {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>« Le premier enchérisseur entame » : les règles chypriotes disent que le joueur qui a enchéri en premier joue le premier ; nous le comprenons comme le premier joueur à faire une enchère (une option fait entamer le joueur après le donneur).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>À chaque donne un joueur nomme l’atout, et son équipe doit alors faire plus de la moitié des points : points des cartes, dernier pli, suites (un {twenty} ou un {fifty}) et la {bella}. Le jeu du Cap-Breton, joué dans le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>Aucune carte n’est retournée. En ne regardant que ses {hand} premières cartes (son talon reste face cachée), chaque joueur à son tour, à partir de la gauche du donneur, nomme un atout, n’importe laquelle des quatre couleurs, ou passe ; chacun parle une fois. Le premier qui en nomme un fait l’atout : il est le preneur, et son partenaire joue avec lui.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>Si les trois premiers joueurs passent, le donneur doit nommer un atout : il ne peut pas passer, une donne n’est donc jamais annulée.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>Une fois l’atout nommé, chaque joueur ramasse son talon, et le joueur à gauche du donneur entame le premier pli.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>Les suites ne sont pas jouées dans cette partie (on peut les activer dans les options). La bella compte toujours.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>Les suites sont des cartes de la même couleur qui se suivent, dans l’ordre {order} quel que soit l’atout. Un joueur annonce ses suites pendant le premier pli, avant de jouer sa première carte ; la meilleure est montrée avant le deuxième pli.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} cartes qui se suivent</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} cartes ou plus qui se suivent</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>Une suite de sept cartes ou plus compte pour deux : sept cartes font un cinquante et un vingt, huit ou neuf deux cinquante (une option ; notre source ne dit rien).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>Une suite de sept, huit ou neuf cartes est un seul cinquante (notre source ne dit rien ; certaines tables la comptent pour deux suites, une option).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>Il n’y a pas de carré au Tarabish, et une carte ne compte que dans une seule suite.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>Annoncer est facultatif : si vous jouez votre première carte sans annoncer, vos suites sont perdues.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>un vingt bat un cinquante (comme le disent certaines règles écrites, une option ici) ;</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>un cinquante bat un vingt ;</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Seul le joueur qui détient la meilleure suite marque, et il marque alors toutes ses propres suites ; celles de son partenaire et de l’autre équipe ne comptent pas. La meilleure se décide ainsi :</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>entre suites de même sorte, la plus haute carte de tête ;</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>suites égales : celle d’atout gagne ; si aucune n’est d’atout, elles s’annulent et personne ne marque de suite dans cette donne.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>La {bella} ne compte pas dans cette partie.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>Un joueur qui a le roi et la dame d’atout annonce « {bella} » en jouant le second : {points} points pour son équipe, quel que soit celui qui marque les suites.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>La {bella} du preneur va à l’autre équipe quand il est bate, et ne compte pour personne en cas de demi-bate.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>Une équipe qui remporte tous les plis ajoute {bonus} points.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>Remporter tous les plis ne donne aucune prime au Tarabish : les cartes et le dernier pli font déjà tous les points.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>Chaque équipe additionne ses points de cartes (dernier pli compris), ses suites et sa {bella}. Si les preneurs ont plus de la moitié des points des deux équipes réunies, chaque équipe marque son propre total.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>Exactement la moitié, c’est un {half} : l’autre équipe marque ses propres points et les preneurs ne marquent rien.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>Exactement la moitié suffit : chaque équipe marque son propre total.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>Exactement la moitié fait chuter le contrat, comme si les preneurs avaient moins.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>Moins de la moitié : les preneurs ne marquent rien et l’autre équipe marque ses propres points.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>Moins de la moitié, c’est {bate} : l’autre équipe marque tous les points de la donne, {total} en cartes et dernier pli, chaque suite qui comptait et chaque {bella} ; les preneurs ne marquent rien.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>Certaines règles écrites disent qu’un vingt est plus haut qu’un cinquante ; la plupart des règles publiées du Tarabish placent le cinquante plus haut, comme sa valeur l’indique. Nous les suivons ; l’autre lecture est l’option « Un vingt bat un cinquante ».</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>Certaines règles écrites font commencer la donne par le joueur à droite du donneur, puis dans le sens des aiguilles d’une montre ; la plupart des règles publiées, et le jeu lui-même, commencent à gauche du donneur. Nous commençons à gauche ; le jeu est le même dans les deux cas.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>Les suites et leurs valeurs (un vingt pour trois cartes, un cinquante pour quatre ou plus, pas de carré) suivent les règles publiées du Tarabish.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>Une faute de jeu (une carte que les règles interdisent) ne peut pas arriver ici : le programme la refuse et dit pourquoi, la pénalité habituelle (tous les points à l’autre équipe) ne s’applique donc jamais.</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>À chaque donne, un camp dit « {i_play} » à un atout et doit alors marquer plus de points que l&apos;autre camp, sinon il est {set} ; les points viennent des cartes gagnées, du dernier pli, des annonces (la meilleure donne à son camp toutes ses annonces) et du {bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Au Clabber les quatre valets sont la {mule} (200), tout autre carré est une centaine, une suite de trois cartes est un {dad}, de quatre une cinquantaine et de cinq une centaine. Les suites vont dans l&apos;ordre A R D V 10 9. La meilleure annonce est la plus forte en valeur ; entre suites égales, celle aux cartes les plus hautes, puis celle à l&apos;atout ; si elles sont encore égales, personne ne marque d&apos;annonce.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>Au Clabber le camp du contrat est alors {set} : sa ligne de la feuille de marque ne lui donne rien, son bell compris.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>Le premier donneur : au Clabber on distribue les cartes face visible jusqu&apos;au premier valet, dont le destinataire donne en premier. Cela ne fait que choisir une place, donc ici le programme tire le premier donneur au hasard.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>Dire « {i_play} » ou nommer une couleur dont on n&apos;a aucune carte est une renonce, que les livres punissent de 162 points et des annonces pour l&apos;autre camp. Ici le jeu refuse une telle annonce (l&apos;aide dit pourquoi), si bien qu&apos;une renonce ne peut pas arriver ; notre source l&apos;applique aussi à l&apos;acceptation de la couleur retournée.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>Atout demandé : notre source dit seulement de fournir ; comme dans le reste de la famille, vous devez monter à l&apos;atout si vous le pouvez (une option).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>Faire tous les plis ne rapporte aucun bonus au Clabber : les livres n&apos;en donnent pas.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>Quand tout le monde passe deux fois, les cartes sont battues et le même donneur redonne.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>À chaque donne, un joueur choisit l&apos;atout et doit ensuite marquer plus de points que l&apos;autre : plus de {half} sur {total}. Les cartes se jouent en plis ; les points viennent des cartes gagnées.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>À chaque donne, un joueur choisit l&apos;atout et doit ensuite marquer au moins autant de points que l&apos;autre. Les cartes se jouent en plis ; les points viennent des cartes gagnées.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>Vous jouez de votre main ou de vos cartes visibles sur la table, à votre guise ; les obligations ci-dessous comptent les unes et les autres.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>Vous n&apos;avez pas de main : vous ne jouez que les cartes visibles de votre tableau, et les obligations ci-dessous ne comptent qu&apos;elles.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>Quand une carte visible est jouée, la carte cachée qu&apos;elle couvrait est retournée une fois le pli terminé ; elle peut être jouée dès le pli suivant.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>Quand une carte visible est jouée, la carte cachée qu&apos;elle couvrait est retournée aussitôt ; son propriétaire peut la jouer à son tour suivant.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>Personne ne peut regarder une carte cachée avant qu&apos;elle soit retournée, pas même son propriétaire.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>Une carte cachée dont la carte qui la couvrait a été jouée se retourne après le pli (belote découverte, telle que ses règles sont écrites d’ordinaire) ou aussitôt (belote à deux à cartes ouvertes). Ici : {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote découverte : ses règles écrites ne donnent pas de score à atteindre ; nous jouons en {target}, comme la belote classique (une option).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote découverte : ni annonces ni belote, comme le dit la source ; un capot vaut 252, comme dans la belote classique.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>Après les {count} premières cartes, en commençant à la {side} du donneur, chaque joueur à son tour passe ou annonce un contrat. Les enchères peuvent faire plusieurs tours.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>Les contrats, du plus bas : {order}. Dans un contrat à la couleur, cette couleur est l’atout ; à sans atout il n’y en a pas ; à tout atout chaque couleur se joue comme l’atout.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>Chaque annonce doit nommer un contrat plus haut que celui en cours, quel qu&apos;en soit l&apos;auteur.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>Chaque annonce doit nommer un contrat plus haut que celui en cours, quel qu’en soit l’auteur, partenaire compris.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>Un joueur qui a passé peut encore annoncer plus tard, quand son tour revient.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>Passer est définitif : un joueur qui a passé ne peut plus que passer.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>Un joueur peut contrer ({contra}) l&apos;annonce en cours de n&apos;importe quel autre joueur, jamais la sienne. Celui qui a annoncé et celui qui a contré sont alors engagés, et les points comptent double.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>Un joueur peut contrer ({contra}) l’annonce en cours seulement si un adversaire l’a faite, jamais celle de son équipe. Les deux équipes sont alors engagées, et les points comptent double.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Une annonce plus haute peut encore suivre&#xa0;: un joueur qui craint le contre peut annoncer un autre contrat, qui vaut sans contre.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Une annonce plus haute peut encore suivre : une équipe qui craint le contre peut annoncer un autre contrat, qui vaut sans contre.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>Après un contre, personne ne peut plus annoncer.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>Il n’y a pas de contre dans ce jeu.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>Le joueur contré peut surcontrer ({recontra})&#xa0;: les points comptent {times} fois.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>L’équipe contrée peut surcontrer ({recontra}) : les points comptent {times} fois.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>Il n’y a pas de surcontre dans ce jeu.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>Après un surcontre, l’équipe qui a contré peut répondre « {word} » : toute la partie se joue sur la donne, et les enchères sont closes.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>Après une annonce, un contre ou un surcontre, {count} passes de suite closent les enchères&#xa0;: la dernière annonce est le contrat, et le joueur qui l&apos;a faite y est engagé.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>Après une annonce, un contre ou un surcontre, {count} passes de suite closent les enchères : la dernière annonce est le contrat, et l’équipe qui l’a faite y est engagée.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>Tout atout surcontré les clôt aussitôt : rien ne peut être dit au-dessus.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>Puis chacun reçoit {count} cartes de plus, et le joueur à la {side} du donneur entame.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Si les {count} joueurs passent sans annonce, les cartes sont redistribuées, personne ne marque, et le joueur suivant donne.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>Ici le donneur ne peut pas passer après tous les autres : il doit annoncer un contrat, sauf si ses {count} cartes valent {points} points ou moins (as 11, dix 10, roi 4, dame 3, valet 2) ; son passe annule alors la donne (une règle que les joueurs bulgares disent rare, une option).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>Dans ce jeu, la belote ne compte que si la première des deux cartes, roi ou dame, est jouée en entame, pour couper une autre couleur ou en suivant l’entame du partenaire.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>Annoncer la belote n&apos;est pas obligatoire (la règle bulgare) : un camp qui perd la donne la tait, et personne ne la marque ; un camp qui réussit son contrat ou fait égalité l&apos;annonce (une option : sinon les gagnants la prennent).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>La partie ne peut pas finir sur une donne gagnée par un {valat} (tous les plis) : on joue une donne de plus.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik} : une équipe engagée qui ne gagne pas la donne, et une équipe sans aucun pli, perdent {points} points de match (une fois par donne).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>La belote bulgare suit les règles telles que les joueurs bulgares les mettent d’ordinaire par écrit ; là où les textes diffèrent, nous suivons la règle commune et faisons de l’autre une option.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>Les annonces se font au premier pli (certaines règles écrites disent aux deux premiers plis). Les séquences de six à huit cartes valent 100, comme cinq (certaines règles écrites s’arrêtent à cinq).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>Atout demandé : certaines règles écrites dispensent de monter quand le partenaire tient le pli, d’autres n’en disent rien ; nous l’en dispensons.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>La belote compte sur la première carte du roi et de la dame ; certaines tables ne la comptent que jouée en entame, en coupe ou en suivant le partenaire. Ici : {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>À certaines tables seulement, une carte peut compter dans deux annonces. Ici : {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>Le kirtik ne se joue que dans certaines régions de Bulgarie ; nous le lisons tel qu’on l’écrit d’ordinaire (une pénalité pour une équipe engagée qui ne gagne pas, ou pour une équipe sans aucun pli). Ici : {value} points de match.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>Un troisième niveau de contre, qui met toute la partie en jeu, se joue à certaines tables. Ici : {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>Égalité : les points des preneurs restent en suspens pour le gagnant de la donne suivante, leur belote avec (notre lecture). Quand tout le monde passe, les cartes sont redistribuées (le donneur n’est pas obligé d’annoncer, une règle que les joueurs bulgares disent rare).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>Les lectures bulgares courantes, chacune avec l&apos;autre en option : une suite plus longue bat une plus courte ; une équipe sans pli perd ses annonces au profit de personne ; un contrat contré à égalité met tous les points en suspens ; les points en suspens attendent après une nouvelle égalité ; une égalité sur la limite garde les points de match de la donne ; un camp perdant tait sa belote ; le donneur obligé d&apos;annoncer. Ici le donneur doit annoncer : {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>Chaque joueur joue seul (les règles du belot que nous suivons : « chaque joueur joue pour lui-même »). Personne n&apos;a de partenaire : les règles qui vous dispensent quand votre partenaire tient le pli ne s&apos;appliquent jamais, tout autre joueur peut contrer l&apos;enchère la plus haute, et seul son auteur peut surcontrer. Les enchères se terminent quand tous les autres joueurs passent après une enchère, et la donne est annulée quand tout le monde passe.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>Le preneur doit marquer plus que chacun des autres (les règles que nous suivons : « le joueur qui a pris le contrat doit marquer plus de points ») ; à égalité avec le meilleur d&apos;entre eux, ses points restent en suspens pour le gagnant de la donne suivante (points en suspens, comme à quatre).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>chacun garde ses points, et ceux du preneur (cartes, annonces et sa belote) sont partagés à parts égales entre eux, un point impair allant au premier après le preneur</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>chacun garde ses points ; ceux du preneur sont perdus</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>Contrat chuté&#xa0;: les règles que nous suivons disent seulement que « tous les points vont à l&apos;adversaire », sans préciser comment avec deux adversaires. Notre choix, une option&#xa0;: {value}. Un contrat contré est gagné par celui qui marque le plus, qui prend tout, comme à quatre. Si les deux autres sont à égalité en tête, les règles que nous suivons ne disent pas qui gagne&#xa0;; ici ils se partagent tout à parts égales, et chaque moitié est doublée et arrondie en points de match comme n&apos;importe quel score.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>À deux joueurs, {count} cartes ne sont jamais distribuées et personne ne peut les regarder (les règles que nous suivons). Les points d&apos;une donne sont ceux des cartes en jeu : une donne vaut donc moins de 162 et pas toujours autant ; les points de partie s&apos;en arrondissent comme d&apos;habitude. La donne suivante rassemble toutes les cartes, celles non utilisées aussi.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>Cartes ouvertes (les règles que nous suivons) : vous pouvez jouer n&apos;importe quelle carte de votre main ou n&apos;importe quelle carte visible de votre table ; la carte placée sous une carte jouée se retourne {when} et peut être jouée dès lors.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>Les annonces se font avec les cartes de votre main et vos cartes de table visibles, et un roi ou une dame posé face cachée compte pour la belote, puisqu&apos;il se retourne avant d&apos;être joué (les règles que nous suivons). Ici : {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>les cartes de table comptent</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>seule la main compte</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>Quand tout le monde passe, les règles que nous suivons font battre les cartes et donner par le joueur suivant ; ici le joueur suivant donne, et les cartes sont rassemblées et coupées comme après chaque donne.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>Lien&#xa0;: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>tous ont passé</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>Personne n&apos;a pris&#xa0;: les cartes ont été redistribuées.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>Égalité&#xa0;: {points} points mis en réserve pour le gagnant de la donne suivante</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>Contrat réussi</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Contrat chuté</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>Les points de l&apos;égalité ({deals}), mis en réserve puis gagnés à la donne {number} par {winners}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>{points} points mis en réserve ne sont allés à personne</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>Mis en réserve après l&apos;égalité ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>Report</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>Les scores de la partie avant cette donne</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Instantanée (sans animation)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>Classique (rouge et noir)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatre couleurs</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d&apos;&amp;animation</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>Coins des cartes dans les lettres de votre langue (R, D, V en français)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>Lett&amp;res des cartes</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>Trier mes cartes par couleur et par rang (sinon, dans l’ordre de la distribution)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>T&amp;ri de la main</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>Jouer ma carte tout seul quand c’est la seule que je peux jouer</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>&amp;Jeu automatique</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>Annoncer automatiquement : mes annonces sont faites quand je joue ma première carte</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>Annonc&amp;es</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>La table telle que choisie</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Couleur</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Faces des cartes</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>Dessin des fi&amp;gures</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petites</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Tai&amp;lle des cartes</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>Signaler les cartes jouables et expliquer les règles en cours de jeu</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Indices</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>Cliquer deux fois sur une carte pour la jouer</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>C&amp;onfirmation</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>Permettre de reprendre un coup (compté dans les statistiques)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Reprise de coup</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>Quand un lecteur fonctionne</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>Toujours (la main en liste aussi)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>&amp;Lecteur d&apos;écran</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>Chaque carte jouée</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>Chaque pli quand il est remporté</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Parole</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>&amp;Voix</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>Pause entre les &amp;coups</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>Dates et nombres dans cette langue : {date}, {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Partenaire</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>Ad&amp;versaires</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>Garder la partie en cours pour le prochain démarrage</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>&amp;Sauvegarde automatique</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditionnel</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>Treillis rouge</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>Treillis vert</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>Rosace bordeaux</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>Rosace bleu marine</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>Feutre et or</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>Voix du programme quand le lecteur d&apos;écran ne peut pas parler</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>Toujours la voix du programme</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>Jamais la voix du programme</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>La voix du programme</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>Indisponible&#xa0;: aucun moteur de synthèse vocale n&apos;a été trouvé sur cet ordinateur</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>Les joueurs l&apos;attendent avec un lecteur d&apos;écran</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>Les joueurs l&apos;attendent toujours</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>Les joueurs ne l&apos;attendent jamais</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>Attente de la voix</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> mots par minute</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Débit de parole</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>Feuille de marque et conversation de table (F9)</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>{suit}: {ranks}.</source>
        <translation>{suit} : {ranks}.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player} : {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>Pli : {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>Aucune carte dans ce pli. {player} a remporté le précédent.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Aucune carte jouée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>Score : nous {us}, eux {them}, partie en {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>Score : {scores}, partie en {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>Points de cartes de cette donne : nous {us}, eux {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>Points de cartes de cette donne : {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Contrat : {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Pas encore de contrat.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>Carte retournée : {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Vous n&apos;avez plus de cartes.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>Vos cartes (%n) : {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>a annoncé {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>n&apos;a plus de {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player} {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>Cartes visibles de {player} : {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>Personne n&apos;a encore rien montré.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>Vous remportez le dernier pli, %n point(s).</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>Vous remportez le pli, %n point(s).</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player} remporte le dernier pli, %n point(s).</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player} remporte le pli, %n point(s).</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player} : {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>Le programme parle avec sa propre voix. V&#xa0;: la voix du lecteur d&apos;écran à la place.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>La voix du programme n&apos;est pas disponible ({why})&#xa0;; c&apos;est votre lecteur d&apos;écran qui parle.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>Le programme parle par votre lecteur d&apos;écran. V&#xa0;: la voix du programme à la place.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>laissée inachevée</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}&#xa0;: {outcome}, {us} à {them}, {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>Parties gagnées par votre équipe</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Jeu affiché</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>Vos résultats apparaîtront ici</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>Vos parties au fil du temps</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>points d’avance</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>Chaque barre est une partie, de la plus ancienne à gauche, datée en dessous&#xa0;: de combien de points votre équipe a fini devant l’autre camp (au-dessus de 0) ou derrière lui (en dessous de 0)&#xa0;; une partie laissée inachevée, telle qu’elle était alors. Les 200 dernières parties sont conservées.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>L’issue de vos parties</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>Mêmes cartes&#xa0;: vous contre le Maître</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>donnes comparées, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>points de retard sur le Maître</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>Chaque barre compte des parties&#xa0;: gagnées, perdues, nulles, ou laissées inachevées quand une nouvelle partie les a remplacées.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>Chaque barre est une donne que le Maître a rejouée avec vos cartes&#xa0;: au-dessus de 0, il a marqué plus que vous&#xa0;; en dessous, vous avez fait mieux. La ligne dorée est votre note, la moyenne jusqu’ici&#xa0;: plus elle est basse, mieux c’est.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>Tous les jeux côte à côte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>Tous les jeux réunis</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (pas encore joué)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> Laissées inachevées&#xa0;: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>Jouées jusqu’au bout — gagnées&#xa0;: {won}, perdues&#xa0;: {lost}, nulles&#xa0;: {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> Une partie en cours compte quand elle se termine.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>Les parties gagnées par votre équipe, sur celles jouées jusqu’au bout.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>La part des contrats pris par votre équipe qu’elle a réussis (aucun pris pour l’instant).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>Meilleur score de partie</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>Le plus haut score final de votre équipe dans une partie. Plus longue série de victoires&#xa0;: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>Choisissez un jeu&#xa0;: chaque jeu compte ses points à sa façon.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>Votre jeu face au Maître avec les mêmes cartes. À une table Expert ou Maître, appuyez sur «&#xa0;Comparer avec le Maître&#xa0;» après une donne pour la compter.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>Le score du Maître moins le vôtre avec les mêmes cartes, par donne, sur {deals} de comparaison. 0 ou moins&#xa0;: vous avez joué aussi bien que le Maître.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>Note à cartes égales</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>«&#xa0;Tous les jeux réunis&#xa0;» compte aussi les parties jouées avec vos propres règles.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>non conservées avant cette version</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>Vos propres règles&#xa0;: les parties de {game} dont vous avez modifié les options dans Nouvelle partie ({rules}). Elles comptent ici, à part des règles habituelles du jeu, car leurs objectifs et leurs scores ne se comparent pas&#xa0;; la ligne du haut compte les deux.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>Vos parties de {game} avec vos propres règles comptent à part, sous «&#xa0;{custom}&#xa0;»&#xa0;: choisissez-le ci-dessus. Ces chiffres ne concernent que les règles habituelles&#xa0;; la ligne du haut compte les deux.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>Vos choix, les cartes</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>Quand «&#xa0;Comparer avec le Maître&#xa0;» a évalué vos choix, l’avance du Maître est partagée ici&#xa0;: ce qu’ont coûté vos choix et ce qu’ont fait les cartes.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>%n donne(s) évaluée(s)</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>De l’avance du Maître, {choices} points par donne sont dus à vos choix, {cards} aux cartes ({deals}). Vos choix&#xa0;: ce qu’ils ont coûté en moyenne sur les cartes que vous ne pouviez pas voir.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>De l’avance du Maître, {choices} points par donne sont dus à vos choix&#xa0;; les cartes vous en ont rendu {back} ({deals}). Vos choix&#xa0;: ce qu’ils ont coûté en moyenne sur les cartes que vous ne pouviez pas voir.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>Les points de partie de votre équipe par donne, comptés sur les parties que vous terminerez ou abandonnerez à partir de maintenant.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>%n partie(s)</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>Les points de partie de votre équipe par donne, sur {matches} depuis cette version (les parties plus anciennes n’ont pas gardé leurs scores).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>Les points de partie de votre équipe par donne, sur {matches}.</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>Choisissez un jeu pour voir ses parties au fil du temps&#xa0;: chaque jeu compte ses points à sa façon.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>Aucune partie ici pour l’instant&#xa0;: chaque partie que vous terminerez ou abandonnerez à partir de maintenant apparaîtra sous forme d’une barre, datée, dans l’ordre où elle a été jouée.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>Aucune partie comptée pour ce jeu&#xa0;: terminez-en une et vous verrez ici son issue.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>, laissées inachevées&#xa0;: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>Tous les jeux&#xa0;: {games}, victoires&#xa0;: {won} ({rate}){left}&#xa0;; {deals}&#xa0;; {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>Jouez une donne jusqu’au bout et elle est comptée ici aussitôt&#xa0;; une partie, quand elle se termine ou qu’une nouvelle partie la remplace&#xa0;: les parties gagnées et perdues, vos donnes et les contrats réussis par votre équipe, avec un graphique pour chacun. À une table Expert ou Maître, «&#xa0;Comparer avec le Maître&#xa0;» après une donne montre aussi à quel point vous jouez près du Maître avec les mêmes cartes.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>Parties gagnées sur les parties jouées</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Mêmes cartes</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>Note à cartes égales&#xa0;: sur les donnes que vous avez comparées à une table Expert ou Maître, le score du Maître moins le vôtre, par donne (0 ou moins&#xa0;: vous avez joué aussi bien que le Maître)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>Donnes jouées (hors donnes où tout le monde a passé)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>% réussis</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>Contrats réussis par votre équipe sur ceux qu’elle a pris</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>Coups repris</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>Statistiques par jeu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>%n donne(s)</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — vos propres règles</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules}, et {n} autre(s) jeu(x) de règles</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — vos propres règles ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>Chaque donne compte dès que son dernier pli est joué&#xa0;; une donne quittée avant son dernier pli ne compte nulle part. Une partie compte quand elle se termine, ou comme laissée inachevée quand une nouvelle partie la remplace. La ligne du haut additionne tous les jeux. Cliquez sur un jeu dans le tableau pour l’afficher au-dessus&#xa0;; cliquez sur le titre d’une colonne pour trier.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>Toutes les donnes jouées jusqu’au dernier pli, comptées dès qu’elles se terminent&#xa0;; une donne où personne n’a pris, ou quittée avant la fin, n’est pas comptée.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>Contrats pris par votre équipe&#xa0;: %n&#xa0;; réussis&#xa0;: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>Choisissez un jeu pour voir sa note à cartes égales.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>Aucune donne comparée pour l’instant. À une table Expert ou Maître, «&#xa0;Comparer avec le Maître&#xa0;» à la fin d’une donne rejoue vos cartes comme le Maître l’aurait fait.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>Donnes où votre équipe a fait tous les plis.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>Nombre de fois où vous avez annulé un coup.</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>Conseils demandés</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>Nombre de fois où vous avez demandé un conseil.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Laissées inachevées</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>Parties remplacées par une nouvelle partie avant leur fin.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>%n partie(s) jouée(s)</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>%n coup(s) repris</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>Aucune partie n’a encore été comptée&#xa0;: terminez une partie et elle apparaîtra ici.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>Mes erreurs : {kept} gardées, {retired} apprises, {due} à revoir aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>Type d&apos;erreur</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardées</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Apprises</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Problèmes de cartes</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} sur {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind} : {kept} gardées, {retired} apprises.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>Problèmes de cartes de {game} : {solved} résolus sur {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Vos réglages n&apos;ont pas tous pu être lus.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>Vos statistiques n&apos;ont pas toutes pu être lues.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>La partie en cours n&apos;a pas pu être restaurée.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>Vos problèmes résolus n&apos;ont pas pu être lus.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>Vos erreurs à travailler n&apos;ont pas toutes pu être lues.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>La partie enregistrée n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>vitesse des animations</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>style des cartes</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>taille des cartes</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>dessin des figures</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>couleur du tapis</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>tri de la main</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>affichage du dernier pli</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>aide sur les règles</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>reprise des coups</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>confirmation de chaque carte</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>jeu automatique d&apos;une seule carte permise</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>annonce automatique</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>votre nom</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>niveau de votre partenaire</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>niveau des adversaires</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>pause des joueurs</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>volume</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>dernier jeu choisi</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>dernières options de règles choisies</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>conservation de la partie en cours</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>confirmation avant d&apos;abandonner une partie</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>accueil</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>taille et position de la fenêtre</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>disposition de la fenêtre</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (vos propres règles)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>l&apos;autorisation a été refusée</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>son chemin est trop long pour le système</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>Le fichier est laissé tel quel : les réglages par défaut sont utilisés, et vos réglages ne l&apos;écraseront pas tant qu&apos;il ne pourra pas être lu à nouveau.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>Le fichier est laissé tel quel : aucune statistique ne l&apos;écrasera tant qu&apos;il ne pourra pas être lu à nouveau.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>Le fichier est laissé tel quel : la partie n&apos;est plus conservée automatiquement tant qu&apos;il ne pourra pas être lu à nouveau.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>Le fichier est laissé tel quel : aucun problème n&apos;est marqué résolu par-dessus tant qu&apos;il ne peut pas être relu.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>Le fichier est laissé tel quel : aucune erreur n&apos;y est gardée tant qu&apos;il ne peut pas être relu.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>Le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>Les statistiques de {items} étaient impossibles (plus de parties gagnées que jouées, ou des nombres bien trop grands) : elles ont été écartées.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>Des statistiques rangées sous un nom qui n&apos;est aucun jeu de cette version ont été écartées : {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>Votre fichier de réglages était endommagé ; les réglages par défaut sont donc utilisés. L&apos;ancien fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>Votre fichier de statistiques était endommagé ; les statistiques repartent donc de zéro. L&apos;ancien fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>La partie en cours était endommagée et ne peut pas être reprise. Le fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>Le fichier de vos problèmes résolus était endommagé : aucun problème n&apos;est marqué résolu pour l&apos;instant. L&apos;ancien fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>Le fichier de vos erreurs à travailler était endommagé : la liste repart de zéro. L&apos;ancien fichier a été gardé sous {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>La sauvegarde « {name} » est endommagée et ne peut pas être ouverte. Le fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>Le fichier {path} est endommagé et n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>Le fichier {path} n&apos;a pas pu être lu{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>{path} n&apos;est pas un fichier ordinaire ; il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>La sauvegarde « {name} » a été faite par une version plus récente de Belote Desktop. Mettez l&apos;application à jour pour l&apos;ouvrir ; le fichier est conservé tel quel.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>La partie en cours a été enregistrée par une version plus récente de Belote Desktop. Mettez l&apos;application à jour pour la reprendre ; le fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>Le fichier {path} a été écrit par une version plus récente de Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>La partie gardée depuis la dernière fois ne contient qu&apos;une donne, pas une partie : elle ne peut pas être reprise. Le fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>La partie gardée depuis la dernière fois ne contient qu&apos;une donne, pas une partie : elle ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>La partie en cours demande des règles que Belote Desktop ne propose pas ({rules}) : elle ne peut pas être reprise. Le fichier a été conservé sous {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>La partie en cours demande des règles que Belote Desktop ne propose pas ({rules}) : elle ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>La sauvegarde « {name} » demande des règles que Belote Desktop ne propose pas ({rules}) : elle n&apos;a pas été ouverte. Le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>Certains de vos réglages n&apos;ont pas pu être lus et ont repris leur valeur par défaut : {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>Certaines statistiques n&apos;ont pas pu être lues et ont été remises à zéro, pour : {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Vos réglages n&apos;ont pas pu être enregistrés.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Vos statistiques n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>La partie en cours n&apos;a pas pu être conservée.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>Vos problèmes résolus n&apos;ont pas pu être enregistrés.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>Vos erreurs à travailler n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>%n de vos erreurs à travailler n&apos;ont pas pu être lues et ont été laissées de côté.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>Une copie de l&apos;ancien fichier a été conservée sous {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>La sauvegarde « {name} » n&apos;existe plus.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>Vos réglages n&apos;ont pas été enregistrés : le fichier {path} n&apos;a pas pu être lu, et il n&apos;est jamais écrasé.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>Les statistiques n&apos;ont pas été enregistrées : le fichier {path} n&apos;a pas pu être lu, et il n&apos;est jamais écrasé.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>La partie n&apos;est pas conservée automatiquement : le fichier {path} n&apos;a pas pu être lu, et il n&apos;est jamais écrasé.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>Le fichier {path} n&apos;a pas pu être lu, et il n&apos;est jamais écrasé.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>Vos sauvegardes vont dans le dossier {path}, mais un fichier s&apos;y trouve. Déplacez ce fichier et réessayez.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>Une sauvegarde nommée « {name} » a été faite par une version plus récente de Belote Desktop. Elle est conservée ; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>{path} n&apos;a pas pu être écrit{reason}. Le fichier qui s&apos;y trouvait est inchangé.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>faite par une version plus récente</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>des règles que le jeu ne propose pas</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>le fichier est endommagé</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>C&apos;est le coup que jouerait ici un joueur expert.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>{card} est la seule carte que les règles permettent ici.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Jouez {card}.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>Votre partenaire est maître&#xa0;: donnez-lui des points</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>Votre partenaire est maître&#xa0;: gardez vos atouts et défaussez-vous d&apos;une petite carte</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>Votre partenaire est maître&#xa0;: jouez votre plus petite carte</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>Coupez pour remporter le pli</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>{card} est la carte maîtresse à {suit}</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>Vous jouez en dernier&#xa0;: {card} suffit pour remporter le pli</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>Remportez le pli avec {card}</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>Vous devez couper sans pouvoir gagner le pli&#xa0;: donnez votre plus petit atout</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>Gardez vos atouts&#xa0;: le pli est perdu</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>Le pli est perdu&#xa0;: jouez votre plus petit {suit}</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>Le pli est perdu&#xa0;: jouez {card}</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>Défaussez-vous de votre plus petite carte</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>Le pli est perdu&#xa0;: défaussez {card}</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>{card} est l&apos;atout maître&#xa0;: entamez-le pour faire tomber les atouts adverses</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>Entamez atout pour faire tomber les atouts adverses</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>Jouez la couleur de votre partenaire</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>Entamez un petit {suit}&#xa0;: gardez vos fortes cartes pour plus tard</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>Entamez {card}</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>Annoncez maintenant, avant votre première carte</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>Annoncez {melds} : elle marque si vous avez la meilleure annonce</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>Annoncez {melds}&#xa0;: cela compte si votre équipe a la meilleure annonce</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>Fort à {suit}&#xa0;: valet et neuf d&apos;atout</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>Fort à {suit} : le valet (atouts en main : {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>Bien à {suit} : le neuf (atouts en main : {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>Atouts à {suit} en main : {count}, et des as à côté</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>Atouts à {suit} en main : {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>Vous avez {cards} dans leur atout&#xa0;: ils devraient chuter</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>Votre jeu devrait faire chuter leur contrat&#xa0;: coinchez</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>Vous êtes sûr de votre contrat&#xa0;: surcoinchez</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>Votre main pourrait prendre à {suit}, mais ici passer rapporte autant ou plus</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>Votre partenaire a l’annonce : laissez-le la jouer</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>Trop faible pour annoncer plus haut</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>Trop faible pour annoncer un contrat</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>Votre partenaire a la plus forte enchère&#xa0;: laissez-le jouer</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>Trop faible pour enchérir plus haut</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>Trop faible pour ouvrir les enchères</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>Trop faible à {suit}&#xa0;: ni valet ni neuf d&apos;atout</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>Pas assez d&apos;atouts à {suit} pour prendre</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>Aucune couleur n&apos;est assez forte pour la choisir</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>Vos as et dix ({cards}) devraient gagner plus de la moitié en Sun</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>Leur contrat devrait chuter : {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>Votre équipe devrait le réussir : {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>Monter l&apos;échelle ne paierait pas ici</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>Enchérissez capot&#xa0;: votre jeu peut faire tous les plis</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>Sans atout&#xa0;: vos as et vos dix ({cards}) font des plis dans toutes les couleurs</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>Tout atout&#xa0;: vos valets et vos neuf ({cards}) sont les meilleures cartes</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>Soutenez le {suit} de votre partenaire&#xa0;: vous avez {cards}</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>Soutenez le {suit} de votre partenaire</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>Leur contrat devrait chuter presque à chaque fois : jouez toute la partie sur cette donne</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>À son tour</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réfléchit…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}&#xa0;: 1 pli</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team}&#xa0;: {n} plis</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>Enchère {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>A annoncé {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>A pris {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Tout le monde a passé</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Aucune annonce</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>Annonce en cours</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Aucune enchère</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>Contrat&#xa0;: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, coinché</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, surcoinché</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Vous remportez le pli</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} remporte le pli</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Belote</source>
        <comment>king and queen of trumps, the first of them played (French games)</comment>
        <translation>Belote</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <comment>king and queen of trumps, the second of them played (French games)</comment>
        <translation>Rebelote</translation>
    </message>
    <message>
        <source>Belot</source>
        <comment>king and queen of trumps in Bulgarian Belot</comment>
        <translation>Belot</translation>
    </message>
    <message>
        <source>Bell</source>
        <comment>king and queen of trumps in Clabber</comment>
        <translation>Bell</translation>
    </message>
    <message>
        <source>Bella</source>
        <comment>king and queen of trumps in Tarabish</comment>
        <translation>Bella</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <comment>king and queen of trumps in Pilotta (Cyprus, Greece)</comment>
        <translation>Pilotta</translation>
    </message>
    <message>
        <source>Baloot</source>
        <comment>king and queen of trumps in Baloot (Saudi Arabia)</comment>
        <translation>Baloot</translation>
    </message>
    <message>
        <source>Capot</source>
        <comment>one side wins every trick (French games)</comment>
        <translation>Capot</translation>
    </message>
    <message>
        <source>Valat</source>
        <comment>one side wins every trick (Bulgarian Belot)</comment>
        <translation>Valat</translation>
    </message>
    <message>
        <source>Kaboot</source>
        <comment>one side wins every trick (Baloot)</comment>
        <translation>Kaboot</translation>
    </message>
    <message>
        <source>Dedans</source>
        <comment>the takers failed their contract (French games)</comment>
        <translation>Dedans</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>Litige</translation>
    </message>
    <message>
        <source>Coinche</source>
        <comment>double of the opponents&apos; bid in La Coinche</comment>
        <translation>Coinche</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <comment>redouble in La Coinche</comment>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <source>Contra</source>
        <comment>double in Bulgarian Belot and Bidding Belote</comment>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Re-contra</source>
        <comment>redouble in Bulgarian Belot and Bidding Belote</comment>
        <translation>Surcontre</translation>
    </message>
    <message>
        <source>Match</source>
        <comment>Bidding Belote: the call that stakes the whole game on one deal</comment>
        <translation>Match</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>Baloot: the no-trumps contract</comment>
        <translation>Sun</translation>
    </message>
    <message>
        <source>Hokum</source>
        <comment>Baloot: the trump contract</comment>
        <translation>Hokum</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <comment>Baloot: a call that asks the partner to play Sun</comment>
        <translation>Ashkal</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <comment>Baloot: the last double, which decides the whole game</comment>
        <translation>Gahwa</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>Double</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>Baloot: the bidders answer a double (x3)</comment>
        <translation>Three</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>Baloot: the defenders answer a three (x4)</comment>
        <translation>Four</translation>
    </message>
    <message>
        <source>Sira</source>
        <comment>Baloot project: three cards in sequence</comment>
        <translation>Sira</translation>
    </message>
    <message>
        <source>Fifty</source>
        <comment>a project or run worth fifty (Baloot, Tarabish)</comment>
        <translation>Cinquante</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>Cent</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>Quatre cents</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>Vingt</translation>
    </message>
    <message>
        <source>Bate</source>
        <comment>Tarabish: the maker failed and the other side takes everything</comment>
        <translation>Bate</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <comment>Tarabish: the maker has exactly half: he scores nothing, the others their own</comment>
        <translation>Demi-bate</translation>
    </message>
    <message>
        <source>Mule</source>
        <comment>Clabber: the four jacks</comment>
        <translation>Mule</translation>
    </message>
    <message>
        <source>Set</source>
        <comment>Clabber: the contract side failed</comment>
        <translation>Set</translation>
    </message>
    <message>
        <source>Dad</source>
        <comment>Clabber: a run of three cards</comment>
        <translation>Dad</translation>
    </message>
    <message>
        <source>I play</source>
        <comment>Clabber: the call that accepts a trump and makes the caller&apos;s side the contract side</comment>
        <translation>Je joue</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>Kirtik</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>Tierce</translation>
    </message>
    <message>
        <source>Quarte</source>
        <comment>four cards in sequence</comment>
        <translation>Quarte</translation>
    </message>
    <message>
        <source>Quinte</source>
        <comment>five cards in sequence</comment>
        <translation>Quinte</translation>
    </message>
    <message>
        <source>Carré</source>
        <comment>four cards of one rank</comment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <comment>the last trick&apos;s bonus (French games)</comment>
        <translation>Dix de der</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>Suites</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <comment>two meld names in a list</comment>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{hokum} {suit}</source>
        <comment>Baloot: Hokum and the trump suit&apos;s symbol</comment>
        <translation>{hokum} {suit}</translation>
    </message>
    <message>
        <source>{term} (first card)</source>
        <comment>a king+queen call on its first card</comment>
        <translation>{term} (première carte)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term} !</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>Suite de trois</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>Suite de quatre</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>Suite de cinq</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>Pilotta: its meld of four cards of one rank</comment>
        <translation>Carré</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>North and you</source>
        <translation>Nord et vous</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>Est et Ouest</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>Bienvenue à la Belote&#xa0;! Vous êtes Sud&#xa0;; Nord, en face, est votre partenaire. Nord a distribué cinq cartes à chacun et retourné le {turned}. Ouest a passé. À vous de choisir&#xa0;: prendre, et cœur devient l&apos;atout, ou passer. Avec le {k}, la {q} et le {t}, et le {turned} qui vous revient, prenez.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>Passer est permis, mais cette main est forte à cœur&#xa0;: prenez la retourne.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>Cœur est l&apos;atout. Vous ramassez le {turned} et deux cartes de plus, les autres trois chacun. Votre équipe doit maintenant marquer au moins autant de points qu&apos;Est et Ouest.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>Ouest a annoncé une tierce et entamé l&apos;{ace}. Avant votre première carte, vous pouvez annoncer vos combinaisons. Vous avez l&apos;{a}, le {k} et la {q}&#xa0;: trois cartes qui se suivent, une tierce qui vaut 20. Annoncez-la.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>Annoncez d&apos;abord&#xa0;: une fois une carte jouée, votre annonce est perdue.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>Les deux tierces valent 20, mais la vôtre monte jusqu&apos;à l&apos;as et celle d&apos;Ouest seulement jusqu&apos;au dix&#xa0;: la vôtre est meilleure, donc seule votre équipe marque ses annonces.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>Jouez maintenant dans le pli. Carreau est demandé et vous avez un seul carreau, le {card}&#xa0;: vous devez fournir, même avec une petite carte.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>Ouest a remporté le premier pli avec son as et entame maintenant le {led}. Vous n&apos;avez pas de pique, vous devez donc couper. Jouez le {king}&#xa0;: avec la {queen} aussi dans votre main, vous dites «&#xa0;Belote&#xa0;».</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>N&apos;importe quel atout est permis ici, mais pour cette leçon jouez le {king} pour annoncer votre belote.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>Belote&#xa0;! Votre atout remporte le pli&#xa0;: un atout bat toutes les cartes d&apos;une autre couleur.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>Vous avez gagné, c&apos;est donc à vous d&apos;entamer. Entamez la {queen}&#xa0;: vous dites «&#xa0;Rebelote&#xa0;» et les 20 points de la belote sont à vous. Entamer atout fait aussi tomber les atouts des autres&#xa0;: chacun doit monter s&apos;il le peut.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>Pour cette leçon, entamez la {queen}.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>Rebelote&#xa0;! Est devait battre votre dame et l&apos;a fait avec le {jack}, le plus fort atout. Ce n&apos;est pas grave&#xa0;: les adversaires n&apos;ont plus d&apos;atout.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>Est a entamé le {king} et Nord a joué l&apos;{ace}&#xa0;: votre partenaire est maître. Vous n&apos;avez pas de pique, mais quand votre partenaire est maître, vous n&apos;êtes pas obligé de couper. Gardez vos atouts et défaussez-vous de la {queen}&#xa0;: ses 3 points vont à Nord.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>C&apos;est permis, mais inutile&#xa0;: Nord remporte déjà ce pli. Défaussez-vous de la {queen}.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>Nord entame l&apos;{ace}. Quand l&apos;atout est demandé, vous devez monter si vous le pouvez, même sur votre partenaire. Votre {nine} bat l&apos;as&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>Tous les autres atouts sont tombés&#xa0;; il ne vous reste que le {ten}. Votre {ace} est le plus fort trèfle&#xa0;: entamez-le, personne ne peut le battre.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>Pour cette leçon, entamez l&apos;{ace}.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>L&apos;as et le dix de trèfle étant tombés, votre {king} est maintenant le trèfle maître&#xa0;: entamez-le.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>Pour cette leçon, entamez le {king}.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>Le dernier pli&#xa0;: jouez votre {ten}. Celui qui remporte le dernier pli marque 10 points de plus, le dix de der.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Jouez la carte {card}.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>La donne d&apos;initiation est terminée.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>Attendez&#xa0;: les autres joueurs n&apos;ont pas fini.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Bien joué.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>C&apos;est permis, mais cette leçon demande un autre coup.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>La donne est terminée. Voici comment elle a été comptée&#xa0;:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>La Belote classique : la carte retournée, les annonces, la belote</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>Si votre équipe avait marqué moins qu&apos;Est et Ouest, vous auriez été dedans&#xa0;: ils auraient marqué les {total} points. C&apos;est tout le jeu&#xa0;: donne après donne, jusqu&apos;à ce qu&apos;une équipe atteigne {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>Bienvenue à la Coinche ! Aucune carte n&apos;est retournée : chacun a ses huit cartes en main et les enchères se font en points. Une enchère, c&apos;est un nombre de 80 à 160 et un atout (ou sans atout, ou tout atout) : les points que votre équipe s&apos;engage à marquer. Ouest a passé. Vous avez le {j} et le {n}, les deux plus forts atouts, le {k} et la {q} (une belote, 20 points qui comptent pour le contrat) et l&apos;{a} : annoncez 100 à cœur.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>Pour cette leçon, annoncez 100 à cœur.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>Votre équipe s&apos;engage à faire 100 points avec cœur atout. Toute enchère suivante doit être plus haute.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>Ouest a dit « Coinche ! » : il parie que vous allez chuter, et le contrat compte double. Réussi, votre équipe marque ses points plus deux fois 100 ; chuté, Est et Ouest marquent 160 plus deux fois 100. Vous pouvez surcoincher (quatre fois), ce qui clôt les enchères, ou passer. Pour cette leçon, passez : le contrat se joue coinché.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>Pour cette leçon, passez : le contrat se joue coinché.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>Plus personne ne peut enchérir après une coinche. Le contrat est 100 à cœur, coinché, et Ouest entame.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>Vous avez remporté le pli avec votre {ten}. Faites maintenant tomber les atouts : entamez le {jack}, le plus fort atout. Quand les autres n&apos;ont plus d&apos;atout, vos as sont à l&apos;abri.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>Pour cette leçon, entamez le {jack}.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>Entamez la {queen} : avec le {king} encore en main, vous dites « Belote ». À la Coinche, les 20 points de la belote comptent pour le contrat.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>Belote ! L&apos;as d&apos;Ouest prend ce pli, mais votre roi gagnera le dernier : rebelote.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>À la Coinche, les preneurs doivent atteindre leur contrat, et plus de la moitié des points. C&apos;est fait : vos points plus le contrat, doublé par la coinche. Donne après donne, la première équipe à {target} gagne.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>La Coinche : enchérir en points, la coinche</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>Bienvenue à la Belote bulgare ! Vous avez cinq cartes ; trois autres arrivent après les enchères. Chaque annonce doit dépasser la précédente : trèfle, carreau, cœur, pique, sans atout, tout atout. Ouest a annoncé carreau. Avec le {j}, le {n} et le {k}, annoncez cœur : c&apos;est plus haut que carreau.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>Pour cette leçon, annoncez cœur.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>Cœur tient tant que personne n&apos;annonce plus haut ; trois passes closent les enchères. Ensuite chacun reçoit trois cartes de plus.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>Vos trois nouvelles cartes sont là. Le {k}, la {q} et le {j} forment une tierce, 20 points, et le roi, la dame et le valet de cœur en forment une autre. Les annonces se font au premier pli, avant votre carte : annoncez-les.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>Seule l&apos;équipe qui a la meilleure suite marque ses suites, et seulement si elle fait un pli.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>Ouest a entamé l&apos;{ace}. Vous n&apos;avez pas de carreau, vous devez donc couper. Jouez la {queen} : avec le {king} d&apos;atout aussi en main, vous annoncez une belote, 20 points.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>Tout atout est permis ici, mais pour cette leçon jouez la {queen} pour annoncer votre belote.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>Belote ! Votre atout remporte le pli.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>À vous d&apos;entamer : jouez le {jack}, le plus fort atout, pour faire tomber les atouts adverses.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>Le dernier pli : votre {king} le remporte, avec 10 points. Vous aurez fait tous les plis : un valat.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>La Belote bulgare se compte en points de partie : un dixième des points, arrondi (à la couleur, un reste au-dessus de 6 arrondit au-dessus), et un valat ajoute 9. Ceux qui ont annoncé doivent faire plus que l&apos;autre équipe, sinon l&apos;autre équipe prend tout. La première équipe à dépasser {target} gagne la partie.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>La Belote bulgare : les enchères par contrat, les points de partie</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>Bienvenue au Baloot ! Vous avez cinq cartes et le {turned} est retourné. Au premier tour, vous pouvez dire Hokum, la couleur retournée comme atout, ou Sun, sans atout, qui l&apos;emporte sur tout Hokum. Ouest a passé. Avec le {j} et le {n}, les deux plus forts atouts, dites Hokum à cœur : le {turned} sera à vous.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>Pour cette leçon, dites Hokum à cœur : votre valet et votre neuf sont les meilleurs atouts.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>Hokum à cœur. Les autres peuvent encore dire Sun par-dessus.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>Personne n&apos;a dit Sun. Vous qui avez dit Hokum pouvez le garder (passer) ou le changer vous-même en Sun. Votre force est à l&apos;atout : passez et gardez le Hokum.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>Pour cette leçon, passez : en Sun, votre valet et votre neuf de cœur seraient de petites cartes.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>Le Hokum tient, à moins que les autres ne montent l&apos;échelle des contres.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>Est a contré : la donne compte maintenant double. C&apos;est l&apos;échelle des contres : votre équipe peut répondre Three (trois fois), Est et Ouest Four, et votre équipe Gahwa, qui met toute la partie en jeu sur cette donne. Votre partenaire a passé ; votre main est forte : dites Three.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>Pour cette leçon, répondez Three.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>Three ! Si Est et Ouest ne disent pas Four, la donne compte trois fois.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>Vous avez pris le {turned} et deux cartes de plus. Au Baloot, c&apos;est le preneur qui entame. Tant que le contrat est contré, vous ne pouvez pas entamer atout si vous avez une autre couleur : entamez l&apos;{ace}.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>Est entame le {led} et c&apos;est Ouest qui tient le pli. Vous n&apos;avez pas de carreau, vous devez donc couper : n&apos;importe quel atout gagne ici, alors gardez les gros et jouez le {seven}.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>N&apos;importe quel atout gagne ici ; pour cette leçon, gardez vos gros atouts et jouez le {seven}.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>Le Baloot se compte en points de manche : en Hokum, un dixième des points de cartes (une moitié ou moins arrondit au-dessous), les projets de même, le tout multiplié par l&apos;échelle. Les preneurs doivent avoir plus de points de manche que les autres. La première équipe à {target} gagne la partie.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>Le Baloot : Hokum et Sun, l&apos;échelle des contres</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>Bienvenue au Tarabish ! 36 cartes : six dans votre main et trois face cachée dans votre talon, que personne n&apos;a vues. Aucune carte n&apos;est retournée : à tour de rôle, à partir de la gauche du donneur, chacun nomme un atout ou passe. Ouest, Nord et Est ont passé, et c&apos;est vous qui donnez : le donneur doit nommer une couleur. Avec le {j}, le {n} et l&apos;{a}, nommez pique.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>Pour cette leçon, nommez pique : le valet et le neuf sont les meilleurs atouts.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>Pique est atout. Chacun ramasse maintenant son talon.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>Votre talon vous a apporté le {k}, la {q} et le {t}. L&apos;as, le roi, la dame et le valet de pique forment une suite de quatre, une cinquante (50 points) ; le roi et la dame d&apos;atout sont la bella. Annoncez votre suite avant votre première carte.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>Votre cinquante bat les vingt d&apos;Est : seul le joueur qui a la meilleure suite marque ses suites.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>Vous n&apos;avez pas de trèfle, vous devez donc couper. Jouez la {queen} ; quand vous jouerez ensuite le {king}, vous direz « Bella » pour 20 points de plus.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>Pour cette leçon, jouez la {queen}.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>À vous d&apos;entamer : jouez le {jack}, le plus fort atout, pour faire tomber les atouts des autres.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>Nord entame l&apos;{ace} : fournissez avec votre {king}. Au Tarabish, le partenaire maître ne dispense de rien : sans cœur, vous devriez couper même si Nord tient le pli.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>Pour cette leçon, jouez le {king}.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>Au Tarabish, les preneurs doivent faire plus de la moitié des points ; juste la moitié, ils ne marquent rien ; moins, c&apos;est la bate : l&apos;autre équipe prend tous les points. La première équipe à dépasser {target} gagne.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>Le Tarabish : nommer l&apos;atout à tour de rôle, le talon</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>Bienvenue au Clabber ! 24 cartes, données une à une, six chacun. Nord a donné ; sa dernière carte, le {turned}, est face visible : elle propose l&apos;atout et lui reste. À partir de la gauche du donneur, chacun dit « Je joue » (cœur devient atout) ou passe, mais on ne peut accepter qu&apos;une couleur qu&apos;on a en main. Est a passé. Vous avez le {n} et l&apos;{a} de cœur : dites « Je joue ».</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>Pour cette leçon, dites « Je joue » : votre neuf et votre as de cœur, avec le valet de Nord, font de cœur la couleur de votre camp.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>Cœur est atout. Personne ne reçoit d&apos;autres cartes : vous jouez les six que vous avez.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>Est a entamé le {king}. Avant votre première carte, vous pouvez annoncer vos combinaisons : l&apos;{a}, le {k} et la {q} forment une suite de trois, un dad, qui vaut 20. Annoncez-la.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>Seul le camp qui a la meilleure combinaison marque ses combinaisons.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>Vous n&apos;avez pas de carreau, vous devez donc couper. Jouez le {nine} : à l&apos;atout, le neuf est plus fort que l&apos;as.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>Pour cette leçon, coupez avec le {nine}.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>Vous avez remporté le pli. Entamez l&apos;{ace} : quand l&apos;atout est demandé, chacun doit monter s&apos;il le peut, et Nord a le {jack}, la carte retournée, qui bat tous les atouts.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>Le dernier pli : votre {ace} le remporte, avec 10 points.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>Au Clabber, le camp qui a choisi l&apos;atout doit faire plus que l&apos;autre ; sinon il est set et ne marque rien. Le premier camp à dépasser {target} gagne.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>Le Clabber : la carte du donneur propose l&apos;atout</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>Bienvenue à la Belote Découverte ! Deux joueurs, pas de main : chacun a deux rangées de cartes sur la table, face cachée, avec une carte face visible sur chacune. Vous avez donné, et votre dernière carte visible, le {turned}, propose l&apos;atout ; elle reste à vous. Nord a passé. Vos cartes visibles sont fortes à cœur : prenez.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>Pour cette leçon, prenez à cœur : votre valet est le meilleur atout.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>Cœur est atout. Nord, qui n&apos;a pas donné, entame.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>Vous ne jouez que vos cartes face visible. Nord a entamé l&apos;{ace} : fournissez avec votre {ten}, le seul trèfle que vous voyez. Après le pli, la carte qu&apos;il recouvrait se retourne, et vous pourrez la jouer ensuite.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>Personne, pas même vous, ne connaissait la carte en dessous : regardez-la se retourner.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>Nord entame le {led}. Vous n&apos;avez aucun trèfle visible, vous devez donc couper : jouez la {queen}.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>Pour cette leçon, coupez avec la {queen}.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>Entamez le {jack}, le plus fort atout : Nord le voit aussi bien que vous, mais ne peut pas le battre.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>Le dernier pli : jouez votre {jack}. Le {king} de Nord le remporte, et 10 points de plus avec.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>Seize plis, pas d&apos;annonces, pas de belote. Le preneur doit faire plus de la moitié des 162 points, sinon l&apos;adversaire les marque tous. Le premier à {target} gagne.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>La Belote Découverte : jouer avec des cartes sur la table</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>Bienvenue à la Belote à trois ! 24 cartes, du neuf à l&apos;as, et pas de partenaires : Est et Ouest jouent chacun pour soi, et vous aussi. Vous parlez le premier. Les annonces montent comme à la Belote bulgare : trèfle, carreau, cœur, pique, sans atout, tout atout ; deux passes closent les enchères. Avec le {j}, le {n} et l&apos;{a}, annoncez pique.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>Pour cette leçon, annoncez pique.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>Si les deux autres passent, vous jouez pique seul contre deux.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>Vos trois nouvelles cartes sont la {q}, le {k} et l&apos;{a} : l&apos;as, le roi, la dame et le valet de pique forment une quarte, 50 points, et le roi et la dame d&apos;atout une belote. Annoncez avant votre première carte.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>Celui qui parle le premier entame. Entamez le {king} : vous gardez vos atouts pour plus tard.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>Est entame l&apos;{ace}. Vous n&apos;avez pas de cœur : coupez avec votre {nine}. Sans partenaire à la table, chaque pli est à vous de le gagner ou de le perdre.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>Seul, celui qui a annoncé doit faire plus que chacun des autres ; s&apos;il chute, ils se partagent ses points. Les points deviennent des points de partie, un dixième arrondi, comme à la Belote bulgare, et le premier à dépasser {target} gagne.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>La Belote à trois : chacun pour soi</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>Le choix de l&apos;atout</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Les annonces</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Fournir</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>Entamer atout</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>Couper et belote</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>Votre partenaire est maître</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Atout demandé&#xa0;: monter</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>Les cartes maîtresses</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Le dernier pli</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Votre carte</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>Enchérir en points</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>La coinche</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>Annoncer un contrat</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>Hokum ou Sun</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>L&apos;échelle des contres</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>Nommer l&apos;atout</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>Le talon et vos suites</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Des cartes sur la table</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>Chacun pour soi</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Initiation</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Quitter l&apos;initiation</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>Initiation&#xa0;: bravo&#xa0;!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>Initiation, leçon {n} sur {total}&#xa0;: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>Regardez jouer les autres…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>Appuyez sur D (ou cliquez sur Annoncer) pour annoncer.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Contrée (FFB)</source>
        <translation>Contrée (FFB)</translation>
    </message>
    <message>
        <source>Clabber</source>
        <translation>Clabber</translation>
    </message>
    <message>
        <source>Baloot</source>
        <translation>Baloot</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <translation>Pilotta</translation>
    </message>
    <message>
        <source>Tarabish</source>
        <translation>Tarabish</translation>
    </message>
    <message>
        <source>Belote Découverte</source>
        <comment>a French game: kept in French</comment>
        <translation>Belote découverte</translation>
    </message>
    <message>
        <source>Bidding Belote</source>
        <comment>Belote à l&apos;annonce</comment>
        <translation>Belote à l&apos;annonce</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>Belote bulgare</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>Belot à 3 joueurs</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>Belot à 2 joueurs</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>Belot à 2 joueurs à cartes ouvertes</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>Le jeu national français&#xa0;: prenez la couleur de la retourne ou choisissez-en une autre&#xa0;; 1000 points.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>Enchères de 80 à 160 ou capot, à une couleur, sans atout ou tout atout&#xa0;; coinche pour doubler&#xa0;; 2000 points.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>La contrée de la fédération française : contrats à la couleur seulement, annonces, une coinche double tout le score ; 2000 points.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>Le jass américain : 24 cartes distribuées une à une dans le sens des aiguilles d&apos;une montre, la dernière carte du donneur retournée ; « Je joue » ou nommez une couleur que vous avez ; la mule et les suites ; 500 points.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>La Belote d&apos;Arabie saoudite et du Golfe : Sun, Hokum ou Ashkal, l&apos;échelle des contres jusqu&apos;à la Gahwa, les projets ; 152 points de manche.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>Le jeu de Chypre : enchères à partir de 80 en nommant une couleur, une passe est définitive ; annonces ; les points de partie sont les points sans leur dernier chiffre ; 162 pour gagner.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>Le jeu du Cap-Breton : 36 cartes, sens des aiguilles d’une montre ; chacun nomme l’atout à son tour, le donneur y est obligé ; suites et bella ; 500 points.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>À deux, toutes les cartes sur la table : des cartes visibles sur des cartes cachées ; 16 plis ; 1000 points.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>Annoncez trèfle, carreau, cœur, pique, sans-atout ou tout-atout ; contrez, surcontrez ou jouez la partie ; les deux équipes marquent leurs annonces ; 151 points de match.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>Annoncez trèfle, carreau, cœur, pique, sans atout ou tout atout ; contre et surcontre ; annonces au premier pli ; 151 points de match.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>Le belot bulgare à trois, chacun pour soi, avec 24 cartes (du 9 à l&apos;as) ; 151 points de partie.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>Le belot bulgare à deux avec 24 cartes : 9 chacun, six jamais distribuées ; 151 points de partie.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>Le belot bulgare à deux avec 32 cartes : une main et huit cartes de table chacun, visibles sur cachées ; 151 points de partie.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>Belote (classique)</translation>
    </message>
    <message>
        <source>La Coinche</source>
        <translation>La Coinche</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>simple rules, and now and then a random card.</source>
        <translation>règles simples, et de temps en temps une carte au hasard.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>règles de bon sens&#xa0;: compte les atouts, joue ses cartes maîtresses.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>essaie de nombreuses donnes possibles avant chaque carte.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>cherche comme l’Expert, puis calcule exactement les derniers plis.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>Bienvenue dans Belote Desktop&#xa0;!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>Jouez à la belote contre l’ordinateur&#xa0;: votre partenaire est assis en face de vous, les adversaires à votre gauche et à votre droite. Les cartes que vous pouvez jouer ressortent, et chaque carte que vous ne pouvez pas jouer dit pourquoi.

Vous découvrez le jeu&#xa0;? L’initiation vous guide en quelques minutes dans une première donne aux cartes fixées.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>&amp;Niveau des joueurs artificiels</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>Commencer par l’&amp;initiation</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Distribuer les cartes</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>Cet accueil n’apparaît qu’une fois. Tout ce qui est ici peut être changé plus tard&#xa0;: Partie &gt; Nouvelle partie, Aide &gt; Initiation, Options &gt; Préférences.</translation>
    </message>
</context>
</TS>
