<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>Το {app} διανέμεται με την άδεια {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>Μηχανή κανόνων, παίκτες υπολογιστή, βιβλίο κανόνων και εκμάθηση: οι προγραμματιστές του Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>Οι όψεις και οι πλάτες των φύλλων και το τραπέζι σχεδιάζονται από το ίδιο το πρόγραμμα· οι ήχοι συντίθενται στον κώδικα. Καμία εικόνα ή ήχος δεν πάρθηκε από αλλού.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>Οι κανόνες ακολουθούν τους δημοσιευμένους κανόνες κάθε παιχνιδιού· όπου οι πηγές διαφωνούν, η επιλογή είναι ρύθμιση στο παράθυρο «Νέα παρτίδα».</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>Μεταφράσεις: γαλλικά, βουλγαρικά, αραβικά, ελληνικά, κροατικά και ρωσικά.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Άδεια χρήσης</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Ευχαριστίες</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Φτιαγμένο με</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Σχετικά με το {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Έκδοση {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>Η μπουρλότ και η οικογένειά της, χωρίς σύνδεση, με τους κανόνες να εξηγούνται καθώς παίζετε.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>Καπό</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <source>{call} {suit}</source>
        <translation>{call} {suit}</translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation>Παίρνω {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation>Κόντρα!</translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation>Σούρκοντρα!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Δήλωση</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>Καμία δήλωση ακόμη: μπορεί να δηλωθεί οποιοδήποτε συμβόλαιο.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>Τρέχουσα δήλωση: {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}, {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Η δήλωσή σας</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>Κάθε φύλλο μετράει σε μία μόνο δήλωση: δήλωσε {first} ή {second}, όχι και τα δύο.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>Προεπιλογή: {usual}, γιατί αξίζει περισσότερο ({first} έναντι {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>Και τα δύο αξίζουν {first}· προεπιλογή: {usual}, γιατί κατατάσσεται ψηλότερα.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>Τα καρέ και οι σειρές συγκρίνονται χωριστά: η άλλη επιλογή μπορεί να είναι αυτή που δεν τη νικάει κανείς.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>Δεν έκανες τη δήλωσή σου ({melds}): οι δηλώσεις γίνονται πριν από το πρώτο σου φύλλο.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>Τι σημαίνει αυτή η επιλογή</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>Μπορείς να δηλώσεις</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>Δήλωσε {melds} (&amp;E)</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>Δήλωσε αντ&apos; αυτού {melds}</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>Δήλωση (&amp;E)</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>ή παίξε ένα φύλλο χωρίς δήλωση</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>Τιμή δήλωσης: {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid}: {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>Δήλωσε καπό σε {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>Δήλωσε {value} σε {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>Δεύτερος γύρος: διάλεξε ατού ή πες πάσο</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>Γυρισμένο φύλλο: {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>«{call}» με το {card};</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>Παίρνεις το γυρισμένο ({card});</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>Το ατού θα είναι {suit}.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>Όλοι είπαν πάσο: πρέπει να ορίσεις ατού</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>Όρισε ατού ή πάσο</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>Τα {count} κλειστά φύλλα σου μαζεύονται μόλις οριστεί το ατού.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Πάσο (&amp;P)</translation>
    </message>
    <message>
        <source>{call} {symbol}</source>
        <translation>{call} {symbol}</translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation>Παίρνω {symbol} (&amp;T)</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Η προσφορά σου</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>Καμία προσφορά ακόμη: ξεκίνα από {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>Ψηλότερη: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>Μικρότερη προσφορά</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Μεγαλύτερη προσφορά</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>Προσφορά (&amp;B)</translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation>Κόντρα (&amp;X)</translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation>Σούρκοντρα (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation>Προσφορά {bid} (&amp;B)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Δήλωσε</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>Πρόταση: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>Κρατάτε το Χοκούμ σας ή το ανεβάζετε σε Σαν;</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>Δεύτερος γύρος: Χοκούμ σε άλλο χρώμα, Σαν ή πάσο</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>Χοκούμ, Σαν ή πάσο;</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>Ισχύει: {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Η σκάλα των διπλασιασμών</translation>
    </message>
    <message>
        <source>{call}, or pass?</source>
        <translation>{call} ή πάσο;</translation>
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
        <translation>Τι ήξερε ο/η {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>Φύλλο που παίχτηκε: {card}. Πριν από αυτή την κίνηση, ο/η {player} δεν έβλεπε αυτά τα φύλλα. Για καθένα, η πιθανότητα που έδινε σε κάθε παίκτη να το κρατά· ο παίκτης που πραγματικά το είχε σημειώνεται με ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>Συμπεράσματα μόνο από τη δική του οπτική, από ένα μοντέλο που έμαθε από πολλά μοιράσματα: τι έδειξε το παιχνίδι (ένα χρώμα που δεν ακολουθήθηκε, ένα ατού που δεν παίχτηκε), τι είπε κάθε παίκτης στις δηλώσεις, ποιος άνοιξε, ακολούθησε και πέταξε τι.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>Συμπεράσματα μόνο από τη δική του οπτική: τι έδειξε το παιχνίδι (ένα χρώμα που δεν ακολουθήθηκε, ένα ατού που δεν παίχτηκε), έπειτα τι είπε κάθε παίκτης στις δηλώσεις και πόσο καλά κάθε πιθανό μοίρασμα εξηγεί τα φύλλα που διάλεξαν.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>Συμπεράσματα μόνο από τη δική του οπτική: τι έδειξε το παιχνίδι (ένα χρώμα που δεν ακολουθήθηκε, ένα ατού που δεν παίχτηκε). Σε αυτό το επίπεδο ο παίκτης υπολογιστή δεν σταθμίζει τίποτε άλλο.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>Όσο μακρύτερη η μπλε μπάρα, τόσο πιο σίγουρος ήταν ο παίκτης υπολογιστή· το χρυσό πλαίσιο (●) δείχνει πού ήταν πραγματικά το φύλλο.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Φύλλο</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Δεν μοιράστηκε</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>Πιθανότητες για κάθε παίκτη</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>Έξι</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Εφτά</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Οχτώ</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Εννιά</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Δέκα</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Βαλές</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ντάμα</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Ρήγας</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Άσσος</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank index: jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank index: queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank index: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Σπαθί</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Καρό</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Κούπα</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Μπαστούνι</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Χωρίς ατού</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Όλα ατού</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation>ΧΑ</translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation>ΟΑ</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>The Master on the same cards</source>
        <translation>Ο Μάστορας με τα ίδια φύλλα</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>Ο Μάστορας παίζει στη θέση σου με τα ίδια φύλλα, απέναντι στους ίδιους παίκτες υπολογιστή…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>Σύγκριση σε εξέλιξη</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Φύλλο</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>Η σύγκριση δεν ήταν δυνατό να γίνει: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>Με τα ίδια φύλλα, απέναντι στους ίδιους παίκτες υπολογιστή:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Σημείωσες {mine}· με τον Μάστορα στη θέση σου κανείς δεν πήρε, τα φύλλα μαζεύτηκαν και κανείς δεν έγραψε ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Σημείωσες {mine}· ο Μάστορας σημείωσε {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>Η μοιρασιά σου</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>Η μοιρασιά του Μάστορα</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>{side}: σημείωσες {mine}· με τον Μάστορα στη θέση σου κανείς δεν πήρε, τα φύλλα μαζεύτηκαν και κανείς δεν έγραψε ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>{side}: σημείωσες {mine}· ο Μάστορας σημείωσε {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>Ο Μάστορας πήρε κάθε απόφαση όπως εσύ.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Χέρι {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>Στις δηλώσεις</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}: διάλεξες {mine}· ο Μάστορας διάλεξε {master}. Μετά όλοι είπαν πάσο: τα φύλλα μαζεύτηκαν και δεν παίχτηκε κανένα φύλλο.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}: διάλεξες {mine}· ο Μάστορας διάλεξε {master}. Από εκεί και πέρα οι μοιρασιές διαφέρουν.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>Με τον Μάστορα, το συμβόλαιο το πήρε η θέση σου.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>Με τον Μάστορα, το συμβόλαιο το πήρε ο συμπαίκτης σου ({player}).</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>Με τον Μάστορα, το συμβόλαιο το πήρε: {player}.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>Η μοιρασιά του Μάστορα έδωσε στην ομάδα σου περισσότερους πόντους από τη δική σου, με διαφορά %n.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>Η μοιρασιά σου έδωσε στην ομάδα σου περισσότερους πόντους από του Μάστορα, με διαφορά %n.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>Και οι δύο μοιρασιές έδωσαν στην ομάδα σου {points}· η άλλη πλευρά έγραψε {mine} στη δική σου και {master} σε του Μάστορα.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>Και οι δύο μοιρασιές έδωσαν στην ομάδα σου {points}.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} από {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>Ζυγίζονται οι επιλογές σου…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>Οι επιλογές σου δεν μπόρεσαν να ζυγιστούν.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>Σύμφωνα με τους υπολογισμούς της Πρότασης, η επιλογή σου {mine} εκεί ήταν ακριβή: κόστισε περίπου {points} κατά μέσο όρο, όπως λέει και η Ανασκόπηση.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>Σύμφωνα με τους υπολογισμούς της Πρότασης, η επιλογή σου {mine} εκεί δεν κόστισε τίποτα κατά μέσο όρο: η Ανασκόπηση δεν τη σημειώνει.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>Ισοπαλία κατά μέσο όρο: σύμφωνα με τους υπολογισμούς της Πρότασης, το {mine} και το {master} οδηγούν περίπου στο ίδιο σκορ, οπότε αυτή η διαφορά δεν κόστισε τίποτα κατά μέσο όρο και η Ανασκόπηση δεν τη σημειώνει.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>Σύμφωνα με τους υπολογισμούς της Πρότασης, η επιλογή σου {mine} εκεί ήταν η καλύτερη (το {master} αξίζει περίπου {points} λιγότερα κατά μέσο όρο): αυτή η διαφορά δεν σου κόστισε τίποτα.</translation>
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
        <translation>{what} ({player})</translation>
    </message>
    <message>
        <source>{contract}, {ladder}</source>
        <comment>Baloot: the doubling step</comment>
        <translation>{contract}, {ladder}</translation>
    </message>
    <message>
        <source>{value}, {strain}, by {player}</source>
        <comment>for a screen reader</comment>
        <translation>{value}, {strain}, από {player}</translation>
    </message>
    <message>
        <source>{contract}, {word}</source>
        <translation>{contract}, {word}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, με κόντρα</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, με σούρκοντρα</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code, such as 00400-00072-B.</source>
        <translation>Γράψε ή επικόλλησε έναν κωδικό μοιρασιάς, π.χ. 00400-00072-B.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>Το «{character}» δεν υπάρχει στους κωδικούς μοιρασιάς: περιέχουν ψηφία και τα λατινικά γράμματα A έως Z εκτός από I, L, O και U.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>Αυτός ο κωδικός αντιστοιχεί σε παιχνίδι που δεν γνωρίζει αυτή η έκδοση: έλεγξε τον πρώτο του χαρακτήρα, ή ίσως ο κωδικός προέρχεται από νεότερη έκδοση.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>Ο δεύτερος χαρακτήρας αυτού του κωδικού είναι λάθος, ή ο κωδικός προέρχεται από νεότερη έκδοση.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>Ο κωδικός είναι πολύ σύντομος: λείπει ένας χαρακτήρας.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>Ένας κωδικός για αυτό το παιχνίδι έχει {expected} χαρακτήρες (χωρίς τις παύλες)· αυτός έχει {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>Οι χαρακτήρες ελέγχου στο τέλος δεν ταιριάζουν: κάποιος χαρακτήρας γράφτηκε λάθος ή δύο άλλαξαν θέση.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>Οι επιλογές κανόνων αυτού του κωδικού δεν δίνουν παιχνίδι που μπορεί να παίξει αυτή η έκδοση.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>Καμία μοιρασιά δεν έχει αυτόν τον αριθμό.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>Χέρι</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>Κάβα (μαζεύεται μετά τις δηλώσεις)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>Τραπέζι, κλειστά</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>Τραπέζι, ανοιχτά</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>Μετά τις δηλώσεις</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Γυρισμένο φύλλο</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>Η τράπουλα που μοιράζεται μετά τις δηλώσεις (με τη σειρά)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Δεν μοιράζονται ποτέ</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>Φύλλα που δεν έχουν τοποθετηθεί</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>Μοιράζεται κλειστή· ο κάτοχός της τη μαζεύει μετά τις δηλώσεις</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>Κανείς δεν βλέπει αυτά τα φύλλα μέχρι να παιχτεί το φύλλο από πάνω</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>Κάθε ανοιχτό φύλλο βρίσκεται πάνω στο κλειστό φύλλο της στήλης του (το πρώτο πάνω στο πρώτο)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>Τα φύλλα που μοιράζονται μετά τις δηλώσεις, από την κορυφή της τράπουλας: ποιος τα παίρνει εξαρτάται από το ποιος αγοράζει</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>Τα φύλλα που παίρνει αυτός ο παίκτης μετά τις δηλώσεις</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>Τα φύλλα που μένουν εκτός αυτής της μοιρασιάς</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}: {have} από {need} φύλλα (λείπουν {n}).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}: {have} φύλλα, χρειάζονται {need} ({n} περισσότερα).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>Επιλέξτε ποιος παίρνει το συμβόλαιο.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>Αυτό το παιχνίδι δεν επιτρέπει συμβόλαιο σε αυτό το χρώμα.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>Τα συμβόλαια αυτού του παιχνιδιού δεν μπορούν να έχουν αυτή την αξία.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>Όλα τα φύλλα έχουν τοποθετηθεί.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>Επεξεργασία μοιρασιάς</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Μοιραστής:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Συμβόλαιο:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>Φύλλα προς τοποθέτηση</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>Μοίρασε τα υπό&amp;λοιπα τυχαία</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>Συμπληρώνει κάθε ελλιπή ζώνη με ανακατεμένα φύλλα που περισσεύουν· οι πλήρεις ζώνες μένουν ίδιες</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Καθα&amp;ρισμός</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Ε&amp;ξαγωγή…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>Αποθήκευση της μοιρασιάς σε αρχείο για να τη μοιραστείτε</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Παίξ&amp;ε</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>Παίξτε αυτή τη μοιρασιά με τον υπολογιστή (μοιρασιά εξάσκησης: δεν μετρά στα στατιστικά)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Αγοραστής</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Ατού</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Αξία</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>Δηλώσεις κανονικά</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>Ορισμένο συμβόλαιο (χωρίς δηλώσεις)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>Η υπόλοιπη τράπουλα</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>Πληκτρολογήστε φύλλα: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need}):</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… και {n} ακόμη.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Έτοιμο για παιχνίδι.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>Φύλλα που μένουν να τοποθετηθούν: {n}. Σύρε ένα σε μια σειρά ή κάνε διπλό κλικ πάνω του για να μπει στην πρώτη σειρά που χρειάζεται φύλλα.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>Διάλεξε παιχνίδι και μοιραστή και μετά μοίρασε τα φύλλα στις θέσεις: σύρε τα από τα «Φύλλα προς τοποθέτηση», γράψε τα σε μια σειρά (7C 10H JS AD …) ή πάτησε «Μοίρασε τα υπόλοιπα τυχαία». Το παιχνίδι ξεκινά μόλις κάθε σειρά έχει τα φύλλα της.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>Έτοιμο για παιχνίδι. Το τελευταίο φύλλο του μοιραστή, {card}, είναι το γυρισμένο φύλλο.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>Εξαγωγή της μοιρασιάς</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>Το {card} γράφτηκε δύο φορές.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>πρόγραμμα επεξεργασίας μοιρασιάς</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>Δεν είναι αρχείο μοιρασιάς: πρέπει να ξεκινά με τη γραμμή «belote-deal 1».</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>Αυτό το αρχείο μοιρασιάς γράφτηκε από νεότερη έκδοση του παιχνιδιού (μορφή {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Το αρχείο είναι κενό.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Το αρχείο δεν είναι κείμενο (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>Το αρχείο είναι πολύ μεγάλο για αρχείο μοιρασιάς.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Το αρχείο δεν μπορεί να διαβαστεί: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>Κάθε γραμμή είναι «όνομα: τιμή», και σε αυτήν λείπει η άνω και κάτω τελεία.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>Το «{key}» δεν είναι γραμμή αρχείου μοιρασιάς.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>Το «{key}» δίνεται ήδη στη γραμμή {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>Το τμήμα «{section}:» δεν είναι στη θέση του: οι δηλώσεις έρχονται πριν από το παιχνίδι.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>Λείπει η γραμμή «{key}:».</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>Το αρχείο δεν αναφέρει κανένα χαρτί, ούτε σπόρο (seed) για να ανακατευτούν.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>Το «{game}» δεν είναι παιχνίδι που γνωρίζει αυτό το πρόγραμμα.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>Αυτή η επιλογή κανόνων δεν μπορεί να χρησιμοποιηθεί: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>Το «{word}» δεν είναι θέση (οι θέσεις είναι {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>Ο σπόρος (seed) είναι αριθμός ή σύντομο κείμενο.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>Δώσε {expected} ακέραιους, ένα σκορ για κάθε ομάδα.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>Το «{word}» δεν είναι χαρτί (γράψε 7C, 10H, JS, AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>Το {card} δεν υπάρχει στην τράπουλα αυτού του παιχνιδιού.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>Το {card} αναφέρεται ήδη στη γραμμή {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} χαρτιά εκεί όπου αυτό το παιχνίδι μοιράζει {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>Αυτό το παιχνίδι δεν μοιράζει χαρτιά εκεί.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>Σε αυτό το παιχνίδι το γυρισμένο χαρτί είναι ένα από τα χαρτιά του μοιραστή: γράψ&apos; το κι εκεί.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>Το {card} δεν είναι το τελευταίο φύλλο της γραμμής «{key}:» (γραμμή {line}): το γυρισμένο φύλλο μοιράζεται τελευταίο στον μοιραστή, γράψτε το λοιπόν τελευταίο εκεί.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>Δώσε είτε την τράπουλα είτε τα χαρτιά μετά τις δηλώσεις, όχι και τα δύο.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>Τα χαρτιά μετά τις δηλώσεις χρειάζονται δηλώσεις που τελειώνουν με συμβόλαιο.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>Αυτά τα χαρτιά δεν μπορούν να μοιραστούν σε αυτό το παιχνίδι: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>Το «{move}» δεν είναι κίνηση.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Σειρά έχει ο/η {expected}, όχι ο/η {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>Οι δηλώσεις έχουν ήδη τελειώσει: ακολουθεί το παιχνίδι.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>Οι δηλώσεις δεν έχουν τελειώσει ακόμη.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>Η μοιρασιά έχει ήδη τελειώσει.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Γραμμή {line}: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>Ο/Η {player} δεν μπορεί να κάνει εδώ την κίνηση «{move}».</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>Πώς μετρήθηκε η μοιρασιά</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Επόμενη μοιρασιά</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>&amp;Ανάλυση παιχνιδιού</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>Ρώτα τον Έμπειρο ποια φύλλα σου κόστισαν τους περισσότερους πόντους σε αυτή τη μοιρασιά</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>Δείτε και τα τέσσερα χέρια όπως μοιράστηκαν και τις μπάζες φύλλο προς φύλλο</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Όλοι είπαν πάσο</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>Τα φύλλα μαζεύονται και τα ξαναμοιράζει ο επόμενος παίκτης.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>Το συμβόλαιο βγήκε!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>Έβγαλαν το συμβόλαιό τους</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>Ισοπαλία: οι πόντοι μένουν σε εκκρεμότητα</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Μπήκαμε μέσα</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>Μπήκαν μέσα!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}: χρειαζόταν {target}, έπιασε {points}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Φύλλα</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>Πόντοι παιχνιδιού: χωρίς το τελευταίο ψηφίο</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>Προσφορά ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Τελευταίο χέρι</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>Χωρίς χέρι: οι δηλώσεις χάνονται</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Μπελότ</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>Οι δικοί πόντοι κάθε πλευράς</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>Όλοι οι πόντοι των φύλλων</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>Όλες οι δηλώσεις</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>Μερίδιο από τους πόντους του αγοραστή</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Προσφορά</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>Κόντρα ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>Δηλωμένο καπό</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>Αποτυχημένο συμβόλαιο</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>Αποτυχημένο δηλωμένο καπό</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>Πόντοι αγώνα (÷ 10, όριο {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Πόντοι παρτίδας</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>Χαμένοι πόντοι της ομάδας που πήρε</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>Όλες οι μπάζες</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <translation>Κίρτικ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Πόντοι μοιρασιάς</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>Πόντοι αγώνα που γράφονται</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Πόντοι που γράφονται</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>&amp;Νέα παρτίδα</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>Επανά&amp;ληψη μοιρασιάς</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Παίξε ξανά αυτή τη &amp;μοιρασιά</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>Τα ίδια χαρτιά ξανά, από την αρχή ή από κάποια μπάζα (δεν μετρά στα στατιστικά)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>&amp;Σύγκριση με τον Μάστορα</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>Ο Μάστορας παίζει στη θέση σου με τα ίδια φύλλα απέναντι στους ίδιους παίκτες υπολογιστή: τα δύο σκορ, και πού χωρίζουν οι δρόμοι σας</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>Τα φύλλα ανακατεύονται και μοιράζονται ξανά από τον ίδιο μοιραστή.</translation>
    </message>
    <message>
        <source>{word}! {headline}</source>
        <translation>{word}! {headline}</translation>
    </message>
    <message>
        <source>{capot} by {team}!</source>
        <translation>{capot}: {team}!</translation>
    </message>
    <message>
        <source>Match: {us} – {them}   (playing to {target})</source>
        <translation>Παρτίδα: {us} – {them}   (στους {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>Παρτίδα: {scores}   (στους {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>{points} σε εκκρεμότητα</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Κερδίσαμε την παρτίδα!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Η παρτίδα έληξε ισόπαλη</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Κέρδισαν την παρτίδα</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>Πίσω στο δικό μου &amp;παιχνίδι</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>Δείξε την &amp;ανασκόπηση</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>Παρουσιάστηκε σφάλμα στο παιχνίδι:
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>Το παιχνίδι σας αποθηκεύτηκε: θα σας προταθεί ξανά στην επόμενη εκκίνηση.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>Μπορείτε να συνεχίσετε να παίζετε. Αν το τραπέζι δεν φαίνεται σωστό, κλείστε και ξεκινήστε ξανά το παιχνίδι.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>Οι λεπτομέρειες γράφτηκαν στο αρχείο καταγραφής:
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Δεν ήταν δυνατή η εγγραφή των λεπτομερειών σε αρχείο καταγραφής.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Απρόσμενο σφάλμα</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>σπαθί</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>καρό</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>κούπα</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>χωρίς ατού</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>όλα ατού</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>τέσσερα εξάρια</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>τέσσερα εφτάρια</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>τέσσερα οχτάρια</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>τέσσερα εννιάρια</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>τέσσερα δεκάρια</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>τέσσερις βαλέδες</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>τέσσερις ντάμες</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>τέσσερις ρηγάδες</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>τέσσερις άσσοι</translation>
    </message>
    <message>
        <source>{name}: {carre} ({points})</source>
        <translation>{name}: {carre} ({points})</translation>
    </message>
    <message>
        <source>{name} to the {card} ({points})</source>
        <translation>{name} ως το {card} ({points})</translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation>{carre} ({points})</translation>
    </message>
    <message>
        <source>a twenty to the {card} ({points})</source>
        <translation>ένα είκοσι ως το {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>ένα πενήντα ως το {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>μια τρίτη ως το {card} ({points})</translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation>μια τετάρτη ως το {card} ({points})</translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation>μια πέμπτη ως το {card} ({points})</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation> και </translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Βορράς–Νότος</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Ανατολή–Δύση</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>Απέναντι σε όσα έχουν δηλωθεί, το {best} σού φέρνει περισσότερα.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>Απέναντι σε όσα έχουν δηλωθεί, το {best} φέρνει περισσότερα στην πλευρά σου.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{first} – {second}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}: ίσο με την καλύτερη δήλωση των αντιπάλων ({who}), και οι ίσες δηλώσεις αλληλοακυρώνονται: κανείς δεν τις γράφει.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}: ίσο με την καλύτερη δήλωση των αντιπάλων ({who}), και οι ίσες δηλώσεις αλληλοακυρώνονται: εσύ γράφεις {mine}, {who} τίποτα.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}: ίσο με την καλύτερη δήλωση των αντιπάλων ({who}), και οι ίσες δηλώσεις αλληλοακυρώνονται: η πλευρά σου γράφει {mine}, {who} τίποτα.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}: κερδίζει τις δηλώσεις των αντιπάλων ({who}), οπότε γράφονται μόνο οι δικές σου ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}: κερδίζει τις δηλώσεις των αντιπάλων ({who}), οπότε γράφονται μόνο οι δηλώσεις της πλευράς σου ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: γράφεις {mine}, αλλά γράφονται και οι δηλώσεις των αντιπάλων ({who}): {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: η πλευρά σου γράφει {mine}, αλλά γράφονται και οι δηλώσεις των αντιπάλων ({who}): {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}: χάνει από τη δήλωση των αντιπάλων ({who}: {theirs}), οπότε γράφονται μόνο οι δηλώσεις των αντιπάλων ({who}).</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>Πρέπει να ακολουθήσεις το χρώμα ({suit}) και, αν μπορείς, να ρίξεις μεγαλύτερο από το {best} ({player}): παίξε {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>Πρέπει να ακολουθήσεις το χρώμα ({suit}): έχεις ακόμη {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>Πρέπει να ακολουθείς το χρώμα ({suit}) όταν μπορείς.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>Πρέπει να κόψεις: δεν έχεις {led} και έχεις ατού. Το {best} ({player}) έχει ήδη πέσει στο χέρι, οπότε ρίξε μεγαλύτερο αν μπορείς ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>Πρέπει να κόψεις: δεν έχεις {led} και έχεις ατού ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>Πρέπει να κόψεις: δεν έχεις {led} και έχεις {trump}, που είναι το ατού.</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>Πρέπει να κόψεις από πάνω, ακόμη και τον συμπαίκτη σου: το {best} ({player}) κρατάει το χέρι και έχεις μεγαλύτερο ατού ({cards}). Σε αυτό το παιχνίδι ο συμπαίκτης που κρατάει το χέρι δεν σε απαλλάσσει.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>Πρέπει να κόψεις από πάνω: το {best} ({player}) κρατάει το χέρι και έχεις μεγαλύτερο ατού ({cards}).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>Όλα ατού: σε κάθε χρώμα πρέπει, αν μπορείς, να ρίξεις μεγαλύτερο από το καλύτερο φύλλο που έχει πέσει. Το {best} ({player}) κρατάει το χέρι και έχεις {cards}.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>Άνοιξαν με ατού: πρέπει να ρίξεις μεγαλύτερο ατού, ακόμη και πάνω από το {best} του συμπαίκτη σου (έχεις {cards}).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>Άνοιξαν με ατού: πρέπει να ρίξεις ατού μεγαλύτερο από το {best} ({player}) – έχεις {cards}.</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>Το συμβόλαιο είναι διπλασιασμένο, κι αυτό κλειδώνει τα ατού: δεν μπορείτε να ανοίξετε με {trump} όσο έχετε άλλο χρώμα.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>Ανοίξτε με ένα από αυτά: {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Το {card} δεν είναι στα φύλλα σου.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>Αυτή η παρτίδα τελείωσε: ξεκίνα νέα για να ξαναπαίξεις.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>Το ατού δεν έχει επιλεγεί ακόμη: πρώτα μίλα (προσφορά ή πάσο)· τα φύλλα παίζονται μετά.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>Η αγορά τελείωσε: ώρα να παίξεις ένα φύλλο.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>Στον πρώτο γύρο μπορείς να πάρεις μόνο το χρώμα του γυρισμένου φύλλου, {suit}, ή να πεις πάσο. Άλλο χρώμα μπορεί να επιλεγεί στον δεύτερο γύρο, αν όλοι πουν πάσο.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>Όλοι οι άλλοι είπαν πάσο: ο μοιραστής πρέπει να δηλώσει συμβόλαιο. Μόνο ένα χέρι αξίας {limit} πόντων ή λιγότερο μπορεί να πει πάσο και να ακυρώσει το μοίρασμα· αυτό αξίζει {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>Οι άλλοι τρεις παίκτες είπαν πάσο: ο μοιραστής πρέπει να ορίσει ατού, δεν μπορεί να πει πάσο.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>Κανείς δεν πήρε {suit} στον πρώτο γύρο: στον δεύτερο γύρο διάλεξε άλλο χρώμα ή πες πάσο.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>Δεν έχετε κανένα {suit}: να παίξετε σε χρώμα που δεν έχετε θα ήταν παράβαση, γι&apos; αυτό το παιχνίδι δεν το επιτρέπει. Πάσο, ή διαλέξτε ένα χρώμα που έχετε.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>Τίποτα δεν είναι πάνω από μια προσφορά καπό: μπορείς μόνο να πεις πάσο ή κόντρα.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>Κάθε προσφορά πρέπει να είναι μεγαλύτερη από την προηγούμενη: πες τουλάχιστον {minimum}.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>Οι προσφορές πάνε από {low} ως {high} ανά {step}: το {value} δεν είναι μία από αυτές.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>Οι προσφορές καπό δεν επιτρέπονται σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>Συμβόλαια «{strain}» δεν επιτρέπονται σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>Είπατε πάσο, και σε αυτό το παιχνίδι το πάσο είναι οριστικό: δεν μπορείτε να ξαναπλειοδοτήσετε σε αυτή τη μοιρασιά.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>Μετά από κόντρα κανείς δεν μπορεί να ανεβάσει: πες πάσο, ή σούρκοντρα αν η κόντρα έγινε στην προσφορά της ομάδας σου.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>Δεν μπορείς να κάνεις κόντρα στην προσφορά της ομάδας σου: μόνο οι αντίπαλοι αυτού που έκανε την ψηλότερη προσφορά μπορούν.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>Αυτή η προσφορά έχει ήδη κόντρα.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>Δεν υπάρχει ακόμη προσφορά για κόντρα.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>Μόνο η ομάδα που δέχτηκε την κόντρα μπορεί να κάνει σούρκοντρα.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>Αυτή η προσφορά έχει ήδη σούρκοντρα.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>Μπορείς να κάνεις σούρκοντρα μόνο αφού ένας αντίπαλος κάνει κόντρα στην προσφορά της ομάδας σου.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>Δεν έχεις τίποτα να δηλώσεις: δήλωση είναι τρία ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος, ή {carres}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>Οι δηλώσεις γίνονται μόνο στο πρώτο χέρι, πριν παίξεις το πρώτο σου φύλλο.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>Αυτό το παιχνίδι παίζεται χωρίς κόντρα και σούρκοντρα.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>Σε αυτό το παιχνίδι παίρνεις ένα χρώμα ή λες πάσο: δεν υπάρχουν προσφορές σε πόντους.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>Σε αυτό το παιχνίδι κάνεις προσφορά σε πόντους σε ένα χρώμα, χωρίς ατού ή όλα ατού, ή λες πάσο.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>Αυτό το παιχνίδι δεν έχει αυτή την κίνηση.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Αυτή η κίνηση δεν επιτρέπεται τώρα.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: δεν χρειάζεται να ρίξεις μεγαλύτερο ατού (επιλογή αυτού του παιχνιδιού).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: δεν χρειάζεται ούτε να κόψεις ούτε να κόψεις από πάνω· μπορείς να παίξεις όποιο φύλλο θέλεις.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: δεν χρειάζεται να κόψεις (άνοιξαν {suit} και δεν έχεις)· μπορείς να παίξεις όποιο φύλλο θέλεις.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>Αν πάρεις, ατού γίνεται {suit}· πρέπει έπειτα να μαζέψεις περισσότερους πόντους από τον άλλο παίκτη: πάνω από {half} στους {total}. Αλλιώς μπαίνεις μέσα και ο άλλος παίκτης γράφει και τους {total}.</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>η ομάδα σου πρέπει τότε να πιάσει τουλάχιστον όσους πόντους και η άλλη ομάδα</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>η ομάδα σου πρέπει τότε να πιάσει περισσότερους πόντους από την άλλη ομάδα (η ισοπαλία δεν αρκεί)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>η ομάδα σου πρέπει τότε να πιάσει περισσότερους πόντους από την άλλη ομάδα (σε ισοπαλία οι πόντοι σας περιμένουν την επόμενη μοιρασιά: εκκρεμότητα)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>Αν πάρεις, το {suit} γίνεται ατού· {duty}, από τους {total}. Αλλιώς η ομάδα σου δεν γράφει τίποτα και η άλλη ομάδα γράφει τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>Αν πάρεις, ατού γίνεται {suit}· {duty}, σε σύνολο {total}. Αλλιώς μπαίνετε μέσα και η άλλη ομάδα γράφει και τους {total}.</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>Παίρνεις το γυρισμένο φύλλο ({card}) και ο μοιραστής σου δίνει ακόμη {count}.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>Καπό ({strain}): η ομάδα σου πρέπει να πάρει όλα τα χέρια. Αν βγει, γράφει {made}· αν αποτύχει, η άλλη ομάδα γράφει {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>Προσφορά {value} {strain}: η ομάδα σου πρέπει να πιάσει τουλάχιστον {value} πόντους ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>Προσφορά {value} {strain}: η ομάδα σου πρέπει να πιάσει τουλάχιστον {value} πόντους, και πάνω από τους μισούς ({half} από {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>Βγήκε: κάθε ομάδα γράφει τους δικούς της πόντους. Απέτυχε: η άλλη ομάδα γράφει όλους τους πόντους της μοιρασιάς.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>Αν βγει: οι πόντοι σας συν {value}. Αν αποτύχει: η άλλη ομάδα γράφει {failed} συν {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>Η μοιρασιά έχει μόνο {total} πόντους σε {strain}, οπότε αυτή η δήλωση δεν μπορεί ποτέ να βγει, ακόμη κι αν πάρεις όλες τις λεβέ.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>Χωρίς ατού: κανένα χρώμα δεν κόβει και κάθε χρώμα κρατά την κανονική σειρά.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>Όλα ατού: κάθε χρώμα έχει τη σειρά και τις αξίες του ατού, και τίποτα δεν κόβει.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Η προσφορά δέχτηκε κόντρα: το σκορ της ομάδας που κερδίζει το συμβόλαιο μετρά διπλό (αν βγει, οι πόντοι φύλλων, οι δηλώσεις και η προσφορά της ομάδας που πήρε· αν αποτύχει, η βάση της άμυνας και η προσφορά), ποτέ όμως η μπελότ.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Η προσφορά δέχτηκε σούρκοντρα: το σκορ της ομάδας που κερδίζει το συμβόλαιο μετρά {times} φορές (αν βγει, οι πόντοι φύλλων, οι δηλώσεις και η προσφορά της ομάδας που πήρε· αν αποτύχει, η βάση της άμυνας και η προσφορά), ποτέ όμως η μπελότ.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>Πάσο: αφήνεις το χρώμα του γυρισμένου φύλλου στους άλλους. Αν όλοι πουν πάσο, σε δεύτερο γύρο ο καθένας μπορεί να διαλέξει άλλο χρώμα.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>Πάσο: αν όλοι πουν πάσο ξανά, τα φύλλα πετιούνται και ο ίδιος μοιραστής ξαναμοιράζει.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>Πάσο: αν όλοι πουν ξανά πάσο, τα φύλλα μαζεύονται και μοιράζει ο επόμενος.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>Πάσο: σε αυτό το παιχνίδι το πάσο είναι οριστικό, δεν θα ξαναπλειοδοτήσετε σε αυτή τη μοιρασιά. Όταν όλοι οι άλλοι έχουν πει πάσο μετά από μια προσφορά, η αγορά τελειώνει· αν πουν πάσο και οι τέσσερις, τα φύλλα πετιούνται.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>Πάσο: δεν ανεβαίνεις. Τρία διαδοχικά πάσο μετά από προσφορά κλείνουν την αγορά.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>Πάσο: αν και οι τέσσερις παίκτες πουν πάσο χωρίς προσφορά, τα φύλλα μαζεύονται.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>Κόντρα: στοιχηματίζεις ότι η ομάδα που πήρε θα αποτύχει. Η αξία του συμβολαίου μετράει διπλή, όποιος κι αν κερδίσει· δεν επιτρέπεται νέα προσφορά.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>Σούρκοντρα: η ομάδα σου, που δέχτηκε κόντρα, απαντά ότι θα το βγάλει: το συμβόλαιο μετράει τετραπλό. Η αγορά τελειώνει.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>Δήλωσε τις σειρές σου τώρα, πριν από το πρώτο σου φύλλο· μετράνε μόνο αν έχεις την καλύτερη σειρά στο τραπέζι.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>Δήλωσε τους συνδυασμούς σου τώρα, πριν από το πρώτο σου φύλλο· οι σειρές και τα καρέ συγκρίνονται χωριστά: ο καλύτερος κάθε είδους μετράει.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>Δήλωσε τους συνδυασμούς σου τώρα, πριν από το πρώτο σου φύλλο· μετράνε μόνο αν έχεις τον καλύτερο.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>Δήλωσε τους συνδυασμούς σου τώρα, πριν από το πρώτο σου φύλλο· μετράνε μόνο αν η ομάδα σου έχει την καλύτερη δήλωση.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>Δήλωσε τους συνδυασμούς σου τώρα, πριν από το πρώτο σου φύλλο· κάθε ομάδα γράφει τις δικές της.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>Όρισε {suit} ατού: γίνεσαι αυτός που ορίζει, και η ομάδα σου πρέπει να πάρει περισσότερους από τους μισούς πόντους ({total} σε φύλλα και τελευταία μπάζα, συν σειρές και μπέλα). Ακριβώς οι μισοί είναι {half}: δεν γράφεις τίποτα, οι άλλοι τους δικούς τους· λιγότεροι είναι {bate}: οι άλλοι γράφουν τα πάντα. Τα {count} κλειστά φύλλα σου μπαίνουν στο χέρι σου μόλις οριστεί το ατού.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>Πάσο: ο μοιραστής, που μιλά τελευταίος, θα πρέπει τότε να ορίσει ατού.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>Πάσο: ο επόμενος παίκτης μπορεί να ορίσει ατού. Αν οι τρεις πρώτοι πουν πάσο, ο μοιραστής πρέπει να ορίσει.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>«{call}»: {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>Η αποτυχία λέγεται {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>Μπορείτε να παίξετε μόνο σε χρώμα που έχετε.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>μετράνε φύλλα, τελευταίο χέρι, δηλώσεις και μπελότ</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>μετράνε φύλλα, τελευταίο χέρι και δηλώσεις</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>μετράνε φύλλα, τελευταίο χέρι και μπελότ</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>μετράνε φύλλα και τελευταίο χέρι</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>Ο/Η {player} παίζει το {card}, ένα από τον ρήγα και την ντάμα ατού: με το άλλο φύλλο έρχεται η {name}, {points} πόντοι για {team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>Ο/Η {player} λέει «{name}» παίζοντας το {card}: ρήγας και ντάμα ατού στο ίδιο χέρι, {points} πόντοι για {team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: «Μπελότ», με το {card}. Ρήγας και ντάμα του ίδιου χρώματος στα ίδια φύλλα· με το άλλο φύλλο έρχεται το «Ρεμπελότ» και {points} πόντοι για την ομάδα {team}, όποιος κι αν κερδίσει τις δηλώσεις.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: «Μπελότ», με το {card}. Ρήγας και ντάμα του ατού στα ίδια φύλλα· με το άλλο φύλλο έρχεται το «Ρεμπελότ» και {points} πόντοι για την ομάδα {team}, όποιος κι αν κερδίσει τις δηλώσεις.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>Σε αυτό το παιχνίδι πρέπει να παιχτεί πρώτα ο ρήγας για να μετρήσει η μπελότ.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>{player}: «Ρεμπελότ», με το {card}: {points} πόντοι για την ομάδα {team}.</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>Αν αυτή η ομάδα πήρε το συμβόλαιο, οι πόντοι αυτοί μετράνε και για την προσφορά της.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>{player}: δηλώνει {melds}, {points} πόντοι. Σε αυτό το παιχνίδι τα φύλλα μιας δήλωσης δείχνονται μόλις τελειώσει η πρώτη χαρτωσιά.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>Δηλώνεις {melds}: σύνολο {points} πόντοι.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>Δήλωση – {player}: {melds}, σύνολο {points} πόντοι.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>Σε αυτό το παιχνίδι μετράνε όλες οι δηλώσεις: αυτές πάνε στην ομάδα {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>Γράφει μόνο ο παίκτης με την καλύτερη σειρά, και μόνο τις δικές του σειρές: το πενήντα κερδίζει το είκοσι, μετά το υψηλότερο πάνω φύλλο· σε ίσες σειρές κερδίζει αυτή στα ατού, αλλιώς δεν γράφει κανείς.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>Σε αυτό το παιχνίδι το είκοσι κερδίζει το πενήντα, όπως λένε κάποιοι γραπτοί κανόνες.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>Οι σειρές και τα καρέ συγκρίνονται χωριστά: ο παίκτης με την καλύτερη σειρά γράφει τις σειρές του, ο παίκτης με το καλύτερο καρέ τα καρέ του.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>Τα καρέ και οι σειρές κρίνονται χωριστά: η ομάδα με το καλύτερο καρέ γράφει όλα τα καρέ της, η ομάδα με την καλύτερη σειρά όλες τις σειρές της.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>Ανάμεσα σε σειρές ίδιας αξίας κερδίζει η μακρύτερη, μετά αυτή με το ψηλότερο πάνω φύλλο.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>Ίσες καλύτερες σειρές αντιπάλων αλληλοακυρώνονται: κανείς δεν γράφει σειρές.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>Μέχρι στιγμής η καλύτερη δήλωση είναι η δική σου: {meld} (ομάδα {team}).</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Μόνο ο παίκτης με την καλύτερη δήλωση γράφει τις δηλώσεις του: πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο, μετά η σειρά στο ατού.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Μόνο ο παίκτης με την καλύτερη δήλωση γράφει τις δηλώσεις του: πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Μόνο ο παίκτης με την καλύτερη δήλωση γράφει τις δηλώσεις του: πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο, μετά η σειρά στο ατού.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Μόνο ο παίκτης με την καλύτερη δήλωση γράφει τις δηλώσεις του: πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Μόνο η ομάδα με την καλύτερη δήλωση γράφει τις δηλώσεις της: μετράνε πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο, μετά η σειρά στο ατού.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Μόνο η ομάδα με την καλύτερη δήλωση γράφει τις δηλώσεις της: μετράνε πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Μόνο η ομάδα με την καλύτερη δήλωση γράφει τις δηλώσεις της: μετράνε πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο, μετά η σειρά στο ατού.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Μόνο η ομάδα με την καλύτερη δήλωση γράφει τις δηλώσεις της: μετράνε πρώτα οι περισσότεροι πόντοι, μετά το καρέ πριν από τη σειρά, μετά το ψηλότερο φύλλο.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>Μέχρι στιγμής η καλύτερη δήλωση: {meld} ({player}, ομάδα {team}).</translation>
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
        <translation>Προσφορά: καπό {strain}, από την ομάδα {team}.</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>Προσφορά: {value} {strain}, από την ομάδα {team}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>Η προσφορά δέχτηκε κόντρα: η αξία της μετράει διπλή.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} η καθεμία): litige. Η άμυνα γράφει τους δικούς της πόντους· οι {held} πόντοι της ομάδας που πήρε περιμένουν και πηγαίνουν στην ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>Πήρε η ομάδα {team}, με ατού {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Κανείς δεν πήρε: τα φύλλα μαζεύονται, κανείς δεν γράφει και μοιράζει ο επόμενος.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>Σκορ αυτής της μοιρασιάς: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>Πόντοι φύλλων: {points} ({total} συνολικά, μαζί με {bonus} για το τελευταίο χέρι, που το πήρε η ομάδα {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>Η ομάδα {team} πήρε όλα τα χέρια: καπό! Τα φύλλα της μετράνε {score} αντί για {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>Δηλώσεις – καλύτερη: {player}· μετράνε μόνο οι δηλώσεις αυτής της ομάδας: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>Δηλώσεις: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της: {points}.</translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation>Μπελότ και ρεμπελότ: {points}.</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation>{team} {sum}</translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation>Σύνολα: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>Βγήκε: το συμβόλαιο εκπληρώθηκε.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>Απέτυχε: η ομάδα που πήρε είναι μέσα (dedans).</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>Η ομάδα που πήρε ({team}) έχει τόσους πόντους όσους και η άλλη ομάδα ({points} η καθεμία): σε αυτό το παιχνίδι αρκεί. Το συμβόλαιο βγήκε και κάθε ομάδα γράφει το σύνολό της.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>Η ομάδα που πήρε ({team}) έχει περισσότερους πόντους από την άλλη ομάδα: το συμβόλαιο βγήκε και κάθε ομάδα γράφει το σύνολό της.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>Ισοπαλία ({points} η καθεμία): σε αυτό το παιχνίδι η ομάδα που πήρε πρέπει να πιάσει περισσότερους, άρα μπαίνει μέσα.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>Η ομάδα που πήρε ({taker}) έπιασε {t_points}, η άμυνα ({defence}) {d_points}: η ομάδα που πήρε μπαίνει μέσα.</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>{defence} και {other} ισοβάθμησαν στην κορυφή και μοιράζονται όλους τους πόντους της μοιρασιάς και όλες τις δηλώσεις: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>Η άμυνα ({defence}) γράφει όλους τους πόντους της μοιρασιάς και όλες τις δηλώσεις: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>Η ομάδα που πήρε ({taker}) μπαίνει μέσα: η καλύτερη ομάδα της άμυνας ήταν {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>Η προσφορά δέχτηκε σούρκοντρα: η αξία της μετρά {times} φορές.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>Η ομάδα {team} δήλωσε {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>Δηλώθηκε «Ματς»: αυτό το μοίρασμα κρίνει όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>Το συμβόλαιο έγινε ρεκόντρα.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>Το συμβόλαιο έγινε κόντρα.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>Όλοι οι παίκτες δεσμεύονται: όποιος έχει τους περισσότερους πόντους παίρνει όλους τους πόντους, και αν δύο ισοβαθμήσουν στην κορυφή, τους μοιράζονται.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>Και οι δύο παίκτες δεσμεύονται: όποιος έχει τους περισσότερους πόντους παίρνει όλους τους πόντους.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>Και οι δύο ομάδες δεσμεύονται: η ομάδα με τους περισσότερους πόντους παίρνει όλους τους πόντους.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>Γράφει μόνο ο παίκτης με τους περισσότερους πόντους.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>Γράφει μόνο η ομάδα με τους περισσότερους πόντους.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>Οι πόντοι μετράνε {times} φορές.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Κανείς δεν πήρε: τα φύλλα πετιούνται, κανείς δεν γράφει, και ο ίδιος μοιραστής ξαναμοιράζει.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>Στο {game} οι παίκτες του συμβολαίου είναι {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} πήραν όλες τις μπάζες: {word}! Τα φύλλα τους μετράνε {score} αντί για {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>Σειρές: ο/η {player} είχε την καλύτερη, άρα μετράνε μόνο οι δικές του σειρές: {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word}: ο/η {player} είχε την καλύτερη, άρα μετράνε μόνο της ομάδας του: {points}.</translation>
    </message>
    <message>
        <source>{word}: {points}.</source>
        <translation>{word}: {points}.</translation>
    </message>
    <message>
        <source>{name}: {points}.</source>
        <comment>the king+queen of trumps scored</comment>
        <translation>{name}: {points}.</translation>
    </message>
    <message>
        <source>The best runs were equal and none was in trumps: they cancel out, and nobody scores runs ({points}).</source>
        <translation>Οι καλύτερες σειρές ήταν ίσες και καμία δεν ήταν στα ατού: ακυρώνονται, και κανείς δεν γράφει σειρές ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>Οι καλύτερες σειρές των δύο πλευρών ήταν ίσες: ακυρώνονται, και κανείς δεν γράφει σειρές ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>Μια προσφορά καπό βγαίνει μόνο αν η ομάδα πάρει όλα τα χέρια.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>Για να βγει το συμβόλαιο, η ομάδα που πήρε χρειαζόταν την προσφορά της: {target} πόντους.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>Για να βγει το συμβόλαιο, η ομάδα που πήρε χρειαζόταν την προσφορά της ({value}) και πάνω από το μισό των {total} πόντων: {target} πόντους.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>Μέτρησε {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>Ο αγοραστής ({player}) έχει τους περισσότερους πόντους: το συμβόλαιο βγήκε και κάθε παίκτης γράφει το σύνολό του.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} η καθεμία) σε συμβόλαιο με κόντρα: και οι δύο ομάδες είναι δεσμευμένες, καμία δεν γράφει, και όλοι οι πόντοι, {held} ({mp} πόντοι παρτίδας), κρατούνται για την ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} η καθεμία): όσοι δήλωσαν δεν γράφουν τίποτα, οι αμυνόμενοι γράφουν όλους τους πόντους του μοιράσματος, και τα δύο σύνολα, και {held} πόντοι ({mp} πόντοι παρτίδας) κρατούνται για την ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} η καθεμία): οι αναλαβόντες δεν γράφουν τίποτα, οι αμυνόμενοι γράφουν τους δικούς τους πόντους, και {held} πόντοι ({mp} πόντοι αγώνα) κρατούνται για την ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>Ισοπαλία ({points} η καθεμία): η ομάδα που πήρε χρειαζόταν περισσότερους. Δεν γράφει τίποτα, και η άλλη ομάδα γράφει μόνο τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>Η ομάδα που πήρε ({taker}) έχει λιγότερους πόντους από την άλλη: δεν γράφει τίποτα, και η άλλη ομάδα γράφει μόνο τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>Ο αγοραστής ({player}) μπήκε μέσα: {first} και {second} ισοβάθμησαν ως οι καλύτεροι από τους άλλους.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>Ο αγοραστής ({player}) μπήκε μέσα: ο καλύτερος από τους άλλους ήταν ο/η {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>Ακριβώς οι μισοί ({points} η καθεμία): οι {taker} είναι {half}. Δεν γράφουν τίποτα, και οι {other} γράφουν τους δικούς τους πόντους.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>Οι {taker} πήραν {t_points}, λιγότερους από τους μισούς: είναι {bate}, και οι {other} γράφουν όλους τους πόντους της μοιρασιάς.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>Πόντοι αγώνα: οι πόντοι διαιρούνται με το δέκα· υπόλοιπο πάνω από {limit} στρογγυλεύεται προς τα πάνω, {limit} ή λιγότερο προς τα κάτω: {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>Και οι δύο ομάδες σταμάτησαν ακριβώς στο όριο, οπότε το μικρότερο σκορ στρογγυλεύεται προς τα πάνω και το μεγαλύτερο προς τα κάτω.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>Η ομάδα {team} πήρε όλες τις μπάζες: {points} πόντοι αγώνα επιπλέον, που δεν πολλαπλασιάζονται ποτέ.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} ο καθένας) σε συμβόλαιο με κόντρα: όλοι οι παίκτες είναι δεσμευμένοι, κανείς δεν γράφει, και όλοι οι πόντοι, {held} ({mp} πόντοι παρτίδας), κρατούνται για τον παίκτη που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>Ίσα σύνολα ({points} ο καθένας): αυτός που πήρε δεν γράφει τίποτα, οι άλλοι γράφουν τους δικούς τους πόντους, και {held} πόντοι ({mp} πόντοι παρτίδας) κρατούνται για τον παίκτη που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} χάνουν {points} πόντους αγώνα (κίρτικ): δεσμευμένοι και νικημένοι, ή χωρίς καμία χαρτωσιά.</translation>
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
        <translation>Οι πόντοι παιχνιδιού είναι οι πόντοι χωρίς το τελευταίο τους ψηφίο: {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>Και οι δύο ομάδες έγραφαν 15, οπότε το μεγαλύτερο τελευταίο ψηφίο κάνει 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>φύλλα</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>μερίδιο από τους πόντους του αγοραστή</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>δηλώσεις</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>μπελότ</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>πόντοι</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>προσφορά</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>προσφορά καπό</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>αποτυχημένο καπό</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>αποτυχημένο συμβόλαιο</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>κόντρα</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>πόντοι παρτίδας</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>όλες οι μπάζες</translation>
    </message>
    <message>
        <source>×{times}</source>
        <comment>part of a score: what a doubled, redoubled or no-trumps contract adds</comment>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>kirtik</source>
        <comment>part of a score: the Bulgarian penalty</comment>
        <translation>κίρτικ</translation>
    </message>
    <message>
        <source>{value} ({label})</source>
        <comment>one part of a sum</comment>
        <translation>{value} ({label})</translation>
    </message>
    <message>
        <source>{team} score nothing.</source>
        <translation>{team}: τίποτα.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>{team}: {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum}: ατού είναι το {suit}. Η ομάδα σας πρέπει τότε να κερδίσει περισσότερους πόντους από την άλλη (16 στη μοιρασιά, φύλλα και τελευταία λεβέ), αλλιώς τους παίρνουν όλους οι άλλοι. Παίρνετε το γυρισμένο φύλλο και ανοίγετε.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun}: χωρίς ατού, και η μοιρασιά μετράει διπλά (26 πόντοι). Κερδίζει το Χοκούμ. Η ομάδα σας πρέπει να κερδίσει περισσότερα από την άλλη, αλλιώς τα παίρνουν όλα οι άλλοι. Παίρνετε το γυρισμένο φύλλο και ανοίγετε.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal}: Σαν για τον συμπαίκτη σας, που παίρνει το γυρισμένο φύλλο και ανοίγει· η ομάδα σας πρέπει να κερδίσει περισσότερα από την άλλη.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>Πάσο: το συμβόλαιο μένει στο σκαλί του· αν πει πάσο και ο συμπαίκτης σας, αρχίζει το παιχνίδι.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>Πάσο: κρατάτε το Χοκούμ σας.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>Πάσο: αφήνετε τη δήλωση που ισχύει.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>Πάσο: αν όλοι πουν πάσο και σε αυτόν τον δεύτερο γύρο, τα φύλλα ξαναμοιράζονται.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>Πάσο: αν πουν πάσο και οι τέσσερις, ένας δεύτερος γύρος επιτρέπει σε καθέναν να δηλώσει Χοκούμ σε άλλο χρώμα ή Σαν.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double}: στοιχηματίζετε ότι οι δηλώσαντες θα χάσουν· κάθε πόντος μετράει διπλά (όχι το μπαλούτ). Όσο είναι διπλασιασμένο, κανείς δεν ανοίγει ατού αν έχει άλλο χρώμα.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three}: η ομάδα σας απαντά στον διπλασιασμό· οι πόντοι μετράνε τριπλά.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four}: απαντάτε ξανά· οι πόντοι μετράνε τετραπλά.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa}: η τελευταία λέξη. Η ομάδα που κερδίζει αυτή τη μοιρασιά κερδίζει όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>Στον πρώτο γύρο το Χοκούμ γίνεται μόνο στο χρώμα του γυρισμένου φύλλου, {suit}.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>Στον δεύτερο γύρο το Χοκούμ ορίζει άλλο χρώμα από {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>Ισχύει ήδη μια δήλωση: μόνο το Σαν την ξεπερνά.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>Έχετε ήδη δηλώσει Σαν σε αυτή τη μοιρασιά.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>Το Ασκάλ λέγεται στον πρώτο γύρο, μόνο από τον μοιραστή ή τον παίκτη πριν από αυτόν.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>Ισχύει ήδη Σαν: το Ασκάλ δεν είναι πια δυνατό.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>Το Χοκούμ σας ισχύει: κρατήστε το (πάσο) ή ανεβάστε το σε Σαν.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>Η δήλωση κρίθηκε: τώρα μόνο η σκάλα των διπλασιασμών ή πάσο.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>Ο διπλασιασμός έρχεται αφού κριθεί η δήλωση.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>Στη σκάλα είναι η σειρά των δηλωσάντων, όχι η δική σας.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>Στη σκάλα είναι η σειρά της άλλης ομάδας, όχι η δική σας.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>Η σκάλα ανεβαίνει ένα σκαλί τη φορά: Ντάμπλ, Θρι, Φορ, μετά Γκάχουα.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>Το Σαν διπλασιάζεται μόνο όσο η ομάδα του έχει πάνω από {limit} και οι διπλασιάζοντες κάτω από {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>Σαν: στρογγύλεμα σε δεκάδες, διπλασιασμός, διαίρεση με το δέκα</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>Χοκούμ: διαίρεση με το δέκα, το μισό ή λιγότερο προς τα κάτω</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team}: {raw} πόντοι κάνουν {points} πόντους μοιρασιάς ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>Διπλασιασμένο στη σκάλα: × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>Μπαλούτ: + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>Το διπλασιασμένο συμβόλαιο βγήκε, οπότε κάθε ομάδα γράφει τους δικούς της πόντους, πολλαπλασιασμένους και τους δύο: ο νικητής δεν τα παίρνει όλα (μόνο μια Γκάχουα το κάνει).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>Η ομάδα που πήρε ({taker}) έχει περισσότερους πόντους μοιρασιάς από την άλλη ομάδα ({t_points} έναντι {d_points}, μετά τη στρογγυλοποίηση, μαζί με το {baloot}): το συμβόλαιο βγήκε και κάθε ομάδα γράφει τους δικούς της.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>Η ομάδα που πήρε ({taker}) έχει περισσότερους πόντους μοιρασιάς από την άλλη ομάδα ({t_points} έναντι {d_points}, μετά τη στρογγυλοποίηση): το συμβόλαιο βγήκε και κάθε ομάδα γράφει τους δικούς της.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Ίσοι πόντοι μοιρασιάς ({points} η καθεμία, μετά τη στρογγυλοποίηση, μαζί με το {baloot}): η ομάδα που πήρε πρέπει να γράψει περισσότερους, άρα μπαίνει μέσα, και η άλλη ομάδα παίρνει όλους τους πόντους από φύλλα και πρότζεκτ.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Ίσοι πόντοι μοιρασιάς ({points} η καθεμία, μετά τη στρογγυλοποίηση): η ομάδα που πήρε πρέπει να γράψει περισσότερους, άρα μπαίνει μέσα, και η άλλη ομάδα παίρνει όλους τους πόντους από φύλλα και πρότζεκτ.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>Η ομάδα που πήρε ({taker}) έχει λιγότερους πόντους μοιρασιάς από την άλλη ομάδα ({t_points} έναντι {d_points}, μετά τη στρογγυλοποίηση, μαζί με το {baloot}): μπαίνει μέσα, και η άλλη ομάδα παίρνει όλους τους πόντους από φύλλα και πρότζεκτ.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>Η ομάδα που πήρε ({taker}) έχει λιγότερους πόντους μοιρασιάς από την άλλη ομάδα ({t_points} έναντι {d_points}, μετά τη στρογγυλοποίηση): μπαίνει μέσα, και η άλλη ομάδα παίρνει όλους τους πόντους από φύλλα και πρότζεκτ.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>μετρούν τα χαρτιά, η τελευταία χαρτωσιά, οι δηλώσεις και το μπελότ</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>μετρούν τα χαρτιά, η τελευταία χαρτωσιά και το μπελότ</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>μετρούν μόνο τα χαρτιά και η τελευταία χαρτωσιά</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>Σε ισοπαλία η άλλη ομάδα γράφει τους πόντους της και οι δικοί σας μένουν εκκρεμείς για τον νικητή της επόμενης μοιρασιάς.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>Η ισοπαλία αρκεί.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>Η ισοπαλία δεν αρκεί.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>Δήλωση {strain}: αν κανείς δεν δηλώσει ψηλότερα, η ομάδα σας πρέπει να πάρει περισσότερους πόντους από την άλλη ({counted}· {total} στα χαρτιά και την τελευταία χαρτωσιά), αλλιώς μένει μέσα και η άλλη ομάδα γράφει τα πάντα.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>Χωρίς ατού: κανείς δεν μπορεί να κόψει.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>Το αποτέλεσμα μετράει διπλό.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>Όλα ατού: κάθε χρώμα παίρνει τη σειρά και τις αξίες του ατού· κερδίζει μόνο ψηλότερο χαρτί του χρώματος που παίχτηκε.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>Έπειτα ο καθένας παίρνει {count} χαρτιά ακόμη.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>Πάσο: δεν δηλώνετε τίποτα ψηλότερο. Όταν όλοι οι άλλοι παίκτες πουν πάσο μετά από μια δήλωση, αυτή γίνεται το συμβόλαιο.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>Πάσο: αν όλοι οι παίκτες πουν πάσο χωρίς δήλωση, τα χαρτιά ξαναμοιράζονται.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word}: στοιχηματίζετε ότι όσοι δήλωσαν θα αποτύχουν. Τότε δεσμεύονται και οι δύο ομάδες: η ομάδα με τους λιγότερους πόντους τα δίνει όλα στην άλλη, και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>Μπορεί να ακολουθήσει ψηλότερη δήλωση· ισχύει χωρίς το κόντρα.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word}: η ομάδα σας, που δέχτηκε κόντρα, απαντά ότι θα το πετύχει: οι πόντοι μετρούν τετραπλοί.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word}: όλο το παιχνίδι παίζεται σε αυτή τη μοιρασιά: η ομάδα που την κερδίζει κερδίζει το παιχνίδι. Οι δηλώσεις τελειώνουν.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>Κάθε δήλωση πρέπει να είναι ψηλότερη από την τρέχουσα (σπαθιά, καρό, κούπες, μπαστούνια, χωρίς ατού, όλα ατού, από τη χαμηλότερη): δηλώστε {strain} ή ψηλότερα.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>Τίποτα δεν είναι ψηλότερο από την τρέχουσα δήλωση: πάσο, ή κόντρα αν μπορείτε.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>Σε αυτό το παιχνίδι καμία νέα δήλωση δεν ακολουθεί ένα {contra}: πάσο, ή απαντήστε με {recontra} αν η ομάδα σας δέχτηκε κόντρα.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>Μπορείτε να πείτε {contra} μόνο σε δήλωση αντιπάλου, ποτέ της δικής σας ομάδας.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>Αυτή η δήλωση έχει ήδη κόντρα ({contra}).</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>Δεν υπάρχει ακόμη δήλωση για κόντρα.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>Μόνο η ομάδα της οποίας η δήλωση δέχτηκε κόντρα μπορεί να απαντήσει με {recontra}.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>Αυτή η δήλωση έχει ήδη ρεκόντρα ({recontra}).</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>Μπορείτε να πείτε {recontra} μόνο αφού αντίπαλος πει κόντρα στη δήλωση της ομάδας σας.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>Μόνο η ομάδα που είπε κόντρα μπορεί να απαντήσει στο {recontra} με {word}.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>Το {word} λέγεται μόνο μετά από {recontra}, από την ομάδα που είπε κόντρα.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>Σε αυτό το παιχνίδι το πάσο είναι οριστικό: αφού πείτε πάσο, μπορείτε μόνο να πείτε πάσο.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Δήλωση {strain}: αν ο αντίπαλός σας δεν δηλώσει κάτι ψηλότερο, πρέπει να μαζέψετε περισσότερους πόντους από αυτόν ({counted}· το πολύ {total} στα φύλλα και την τελευταία χαρτωσιά), αλλιώς μπαίνετε μέσα και αυτός παίρνει τα πάντα.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Δήλωση {strain}: αν ο αντίπαλός σας δεν δηλώσει κάτι ψηλότερο, πρέπει να μαζέψετε περισσότερους πόντους από αυτόν ({counted}· {total} στα φύλλα και την τελευταία χαρτωσιά), αλλιώς μπαίνετε μέσα και αυτός παίρνει τα πάντα.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>Δήλωση {strain}: αν κανείς δεν δηλώσει ψηλότερα, πρέπει να μαζέψετε περισσότερους πόντους από καθέναν από τους άλλους ({counted}· {total} στα φύλλα και την τελευταία χαρτωσιά), αλλιώς μπαίνετε μέσα και οι άλλοι μοιράζονται τους πόντους σας.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>Δήλωση {strain}: αν κανείς δεν δηλώσει ψηλότερα, πρέπει να μαζέψετε περισσότερους πόντους από καθέναν από τους άλλους ({counted}· {total} στα φύλλα και την τελευταία χαρτωσιά), αλλιώς μπαίνετε μέσα και οι πόντοι σας χάνονται.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>Σε ισοπαλία, αυτός γράφει τους πόντους του και οι δικοί σας περιμένουν τον νικητή της επόμενης μοιρασιάς.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>Σε ισοπαλία με τον καλύτερο από τους άλλους, εκείνοι γράφουν τους πόντους τους και οι δικοί σας περιμένουν τον νικητή της επόμενης μοιρασιάς.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}: στοιχηματίζετε ότι ο αγοραστής θα μπει μέσα. Όποιος μαζέψει τότε τους περισσότερους πόντους παίρνει τα πάντα (αν δύο ισοβαθμήσουν στην κορυφή, τα μοιράζονται), και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word}: στοιχηματίζετε ότι ο αγοραστής θα μπει μέσα. Όποιος μαζέψει τότε τους περισσότερους πόντους παίρνει τα πάντα, και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word}: με κόντρα εναντίον σας, απαντάτε ότι θα το βγάλετε: οι πόντοι μετρούν τετραπλοί.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Γράφει μόνο η ομάδα με το καλύτερο πρότζεκτ, τα πρότζεκτ και των δύο παικτών της: το πιο ακριβό· ανάμεσα σε ίσες σειρές, το ψηλότερο πάνω φύλλο, μετά η σειρά σε ατού, μετά ο παίκτης πιο κοντά δεξιά του μοιραστή.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>Γράφει μόνο η ομάδα με το καλύτερο πρότζεκτ, τα πρότζεκτ και των δύο παικτών της: το πιο ακριβό· ανάμεσα σε ίσες σειρές, το ψηλότερο πάνω φύλλο, μετά ο παίκτης πιο κοντά δεξιά του μοιραστή.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Γράφει μόνο η πλευρά με τον καλύτερο συνδυασμό, όλους τους συνδυασμούς της: ο μεγαλύτερος σε αξία· ανάμεσα σε ίσες σειρές αυτή με τα ψηλότερα φύλλα, μετά αυτή στο ατού· αν είναι ακόμη ίσες, κανείς δεν γράφει συνδυασμούς.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>Η ομάδα {team} έπαιξε {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>Η ομάδα {team} έπαιξε {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>μοίρασμα {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>μοιράσματα {numbers} και {last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>Ισοπαλία: {points} πόντοι περιμένουν τον νικητή του επόμενου μοιράσματος</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} σε εκκρεμότητα ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>Οι {points} πόντοι σε εκκρεμότητα ({deals}) πάνε στον νικητή αυτού του μοιράσματος, {team}: {score} + {points} = {sum} σε αυτό το μοίρασμα.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>Οι {points} πόντοι σε εκκρεμότητα ({deals}) μοιράζονται στους νικητές αυτού του μοιράσματος, {first} και {second}: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>Η παρτίδα τελείωσε: οι {points} πόντοι σε εκκρεμότητα δεν πάνε σε κανέναν.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>Νέα ισοπαλία: {points} πόντοι ({deals}) περιμένουν τώρα τον νικητή του επόμενου μοιράσματος.</translation>
    </message>
</context>
<context>
    <name>GameFacts</name>
    <message>
        <source>France</source>
        <translation>Γαλλία</translation>
    </message>
    <message>
        <source>Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters.</source>
        <translation>Προσφορές από 80 έως 160 σε χρώμα, χωρίς ατού ή όλα ατού· κόντρα σε όσους το παρακάνουν.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>Κανόνες τουρνουά: μόνο χρώματα, με δηλώσεις· η κόντρα διπλασιάζει το σκορ.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Βουλγαρία</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>Το γυρισμένο φύλλο προτείνει το ατού: πάρ&apos; το ή όρισε άλλο χρώμα.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>Γαλλία (τουρνουά)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>Ανατολική Ευρώπη</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>Δηλώσεις ως τα όλα ατού· κόντρα, ή όλη η παρτίδα σε μία μοιρασιά.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>Δηλώσεις ως τα όλα ατού, κόντρα και ρεκόντρα· το βαλάτ.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>Κύπρος και Ελλάδα</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>Το πάσο είναι οριστικό· το σκορ χάνει το τελευταίο του ψηφίο.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>Σαουδική Αραβία και Κόλπος</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>Σαν ή Χοκούμ, και η σκάλα των διπλασιασμών ως τη Γκάχουα.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>Καναδάς (Κέιπ Μπρέτον)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 φύλλα και κάβα· το ατού ορίζεται με τη σειρά, ο μοιραστής υποχρεωτικά.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>ΗΠΑ και Αγγλία</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>Έξι φύλλα ένα ένα· το τελευταίο φύλλο του μοιραστή προτείνει το ατού.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>Δύο παίκτες και όλα τα φύλλα στο τραπέζι, ανοιχτά πάνω σε κλειστά.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>Τρεις παίκτες, ο καθένας μόνος του, με 24 φύλλα.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>Δύο παίκτες με 24 φύλλα· έξι δεν μοιράζονται ποτέ.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>Ο καθένας ένα χέρι και οκτώ φύλλα στο τραπέζι, ανοιχτά πάνω σε κλειστά.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>Ατού (atout)</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>Το χρώμα που επιλέγεται για τη μοιρασιά. Οποιοδήποτε ατού κερδίζει οποιοδήποτε φύλλο άλλου χρώματος· στο ατού ο βαλές και το εννιά είναι τα ψηλότερα φύλλα.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Μπελότ (belote)</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>Ο ρήγας και η ντάμα του ατού στα φύλλα του ίδιου παίκτη. Όποιος τα έχει λέει «Μπελότ» όταν παίζει το πρώτο από τα δύο· το ζευγάρι αξίζει {points} πόντους. Είναι και το όνομα του παιχνιδιού.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>Διάταξη (tableau)</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>Τα φύλλα που μοιράζονται στο τραπέζι μπροστά σε έναν παίκτη: κλειστά φύλλα, το καθένα σκεπασμένο από ένα ανοιχτό. Παίζει τα ανοιχτά φύλλα· ένα κλειστό φύλλο γυρίζει μόλις παιχτεί το φύλλο από πάνω του, και κανείς, ούτε ο κάτοχός του, δεν μπορεί να το δει πριν (Belote Découverte, μπελότ για δύο με ανοιχτά φύλλα).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte (ξεσκέπαστη)</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote Découverte: μπελότ για δύο χωρίς φύλλα στο χέρι, όλα τα φύλλα στις διατάξεις των δύο παικτών· λέγεται και μπελότ της Μασσαλίας.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>Ρεμπελότ (rebelote)</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>Αυτό που λέει όποιος έχει την μπελότ όταν παίζει το δεύτερο φύλλο του ζευγαριού.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Καπό (capot)</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>Όταν μια ομάδα παίρνει όλα τα χέρια μιας μοιρασιάς. Αξίζει περισσότερο από τα ίδια τα φύλλα, και στη La Coinche μπορεί να γίνει και προσφορά καπό.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>Μέσα (dedans)</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>Λέγεται για την ομάδα που πήρε και δεν έβγαλε το συμβόλαιο: «μπαίνει μέσα» και η άλλη ομάδα γράφει τους πόντους της μοιρασιάς.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>Δέκα του τελευταίου (dix de der)</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>«Δέκα για το τελευταίο»: οι {points} πόντοι για όποιον παίρνει το τελευταίο χέρι.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Κόντρα (coinche)</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>Διπλασιασμός της προσφοράς των αντιπάλων, επειδή πιστεύεις ότι θα αποτύχει. Από εδώ πήρε το όνομά της και η παραλλαγή με προσφορές, La Coinche.</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Σούρκοντρα (surcoinche)</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>Η απάντηση της ομάδας που δέχτηκε κόντρα: ξαναδιπλασιάζει (τετραπλάσια η προσφορά).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>Εκκρεμότητα (litige)</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>Με ορισμένους κανόνες, μοιρασιά όπου η ομάδα που πήρε και η άμυνα τελειώνουν ισόπαλες: οι πόντοι της ομάδας που πήρε κρατιούνται και πάνε σε όποιον κερδίσει την επόμενη μοιρασιά.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Τρίτη (tierce)</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>Τρία διαδοχικά φύλλα του ίδιου χρώματος, π.χ. 9, 10, βαλές: δήλωση που αξίζει {points}.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>Τετάρτη (quarte)</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Τέσσερα διαδοχικά φύλλα του ίδιου χρώματος: δήλωση που αξίζει {points}.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>Πέμπτη (quinte)</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Πέντε ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος: δήλωση που αξίζει {points}.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>Καρέ (carré)</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>Και τα τέσσερα φύλλα της ίδιας αξίας: τέσσερις βαλέδες αξίζουν {jacks}, τέσσερα εννιάρια {nines}, τέσσερις άσσοι, δεκάρια, ρηγάδες ή ντάμες {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Δήλωση (annonce)</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>Συνδυασμός (σειρά ή καρέ) που δηλώνεται στο πρώτο χέρι για επιπλέον πόντους.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>Χωρίς ατού (sans atout)</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>Συμβόλαιο χωρίς χρώμα ατού: κάθε χρώμα κρατά τη συνηθισμένη σειρά και τους πόντους του.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>Όλα ατού (tout atout)</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>Συμβόλαιο όπου κάθε χρώμα παίζεται σαν ατού: ψηλότερα ο βαλές και το εννιά, και πρέπει να ρίξεις μεγαλύτερο από το καλύτερο φύλλο του χρώματος που άνοιξε, όταν μπορείς.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>Αυτός που παίρνει (preneur)</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>Ο παίκτης που διάλεξε το ατού ή κέρδισε την αγορά. Αυτός και ο συμπαίκτης του πρέπει να βγάλουν το συμβόλαιο.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Άμυνα</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>Η ομάδα που δεν πήρε: προσπαθεί να βάλει μέσα την ομάδα που πήρε.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Πρώτος παίκτης</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>Ο παίκτης δίπλα στον μοιραστή, προς τη φορά του παιχνιδιού: μιλάει πρώτος και ανοίγει το πρώτο χέρι.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Μοιραστής</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>Ο παίκτης που μοιράζει τα φύλλα· ο ρόλος περνά στον επόμενο παίκτη μετά από κάθε μοιρασιά.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>Γυρισμένο φύλλο (la retourne)</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>Στην κλασική Μπελότ, το φύλλο που γυρίζει ανοιχτό μετά το πρώτο μέρος του μοιράσματος· το χρώμα του προτείνεται για ατού, και αυτός που παίρνει το σηκώνει.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>Χέρι (pli)</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>Ένα φύλλο από κάθε παίκτη, με τη σειρά· το καλύτερο φύλλο κερδίζει και τα τέσσερα φύλλα.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>Ακολουθώ χρώμα (fournir)</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>Παίζεις φύλλο του χρώματος που άνοιξε. Είναι υποχρεωτικό όταν μπορείς.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>Κόψιμο (couper)</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>Όταν παίζεις ατού σε χέρι που άνοιξε με άλλο χρώμα, επειδή δεν έχεις από εκείνο το χρώμα.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>Κόψιμο από πάνω (surcouper)</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>Όταν παίζεις ατού μεγαλύτερο από κάποιο ατού που έχει ήδη πέσει στο χέρι.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>Κόψιμο από κάτω (sous-couper)</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>Όταν παίζεις ατού μικρότερο από κάποιο ατού που έχει ήδη πέσει στο χέρι, επειδή δεν μπορείς να το περάσεις.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>Πέταγμα (se défausser)</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>Όταν παίζεις φύλλο άλλου χρώματος, όχι ατού, επειδή δεν μπορείς να ακολουθήσεις χρώμα.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Συμβόλαιο</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>Αυτό που υποσχέθηκε η ομάδα που πήρε: το ατού, και στη La Coinche τον αριθμό των πόντων.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>Κυρίαρχο φύλλο (maître)</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>Το ψηλότερο φύλλο που μένει στο παιχνίδι στο χρώμα του: θα κερδίσει αν ανοίξει αυτό το χρώμα.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>Πιλόττα: ο ρήγας και η ντάμα του ατού στο ίδιο χέρι, που αξίζουν {points} πόντους στην ομάδα τους, όποια κι αν κερδίσει τις δηλώσεις. Είναι και το όνομα του παιχνιδιού της Κύπρου.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Πόντοι παιχνιδιού</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>Στην πιλόττα, οι πόντοι μιας ομάδας για μια μοιρασιά χωρίς το τελευταίο τους ψηφίο (το 157 κάνει 15): το παιχνίδι μετριέται σε αυτούς.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>Οριστικό πάσο</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>Στην πιλόττα όποιος πει πάσο δεν μπορεί να ξαναπλειοδοτήσει στην ίδια μοιρασιά· η αγορά συνεχίζεται χωρίς αυτόν.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Μπέλα</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>Στο Ταραμπίς, ο ρήγας και η ντάμα ατού στο ίδιο χέρι, που δηλώνονται όταν παίζεται το δεύτερο: {points} πόντοι.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>Είκοσι</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>Στο Ταραμπίς, σειρά τριών φύλλων του ίδιου χρώματος: {points} πόντοι.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Πενήντα</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>Στο Ταραμπίς, σειρά τεσσάρων ή περισσότερων φύλλων του ίδιου χρώματος: {points} πόντοι.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>Μπέιτ</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>Στο Ταραμπίς, όποιος όρισε το ατού με λιγότερους από τους μισούς πόντους είναι «μπέιτ»: η άλλη ομάδα γράφει όλους τους πόντους της μοιρασιάς.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>Μισό μπέιτ</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>Στο Ταραμπίς, όποιος όρισε το ατού με ακριβώς τους μισούς πόντους: δεν γράφει τίποτα, η άλλη ομάδα τους δικούς της.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Αυτός που ορίζει (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>Στο Ταραμπίς, ο παίκτης που ορίζει το ατού· η ομάδα του πρέπει να πάρει περισσότερους από τους μισούς πόντους.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>Πόντοι αγώνα (points de match)</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>Στη Μπελότ με δηλώσεις και στη βουλγαρική Μπελότ, το σκορ ενός μοιράσματος διαιρεμένο με το δέκα και στρογγυλεμένο σε όριο που εξαρτάται από το συμβόλαιο· το παιχνίδι παίζεται στους {target}.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>Ματς (η δήλωση)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>Στη Μπελότ με δηλώσεις, η απάντηση σε ρεκόντρα: το μοίρασμα κρίνει τότε όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>Κλάμπερ: οι τέσσερις βαλέδες σε ένα χέρι, η υψηλότερη δήλωση, αξίας 200.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>Κλάμπερ: τρία διαδοχικά φύλλα του ίδιου χρώματος, αξίας 20.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>Κλάμπερ: ο ρήγας και η ντάμα του ατού σε ένα χέρι, 20 για όποια ομάδα τα έχει.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>Κλάμπερ: η δήλωση που δέχεται το ατού· η ομάδα αυτού που τη λέει πρέπει να γράψει περισσότερα από την άλλη.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>Κλάμπερ: η ομάδα του συμβολαίου δεν έγραψε περισσότερα από την άλλη: δεν γράφει τίποτα, και η άλλη γράφει τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Παράβαση</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>Κλάμπερ: παιχνίδι σε χρώμα που δεν έχετε, ή άλλη παράβαση των κανόνων. Το παιχνίδι το αποτρέπει.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>Μπαλούτ: συμβόλαιο με χρώμα ατού (το χρώμα του γυρισμένου φύλλου στον πρώτο γύρο).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>Μπαλούτ: συμβόλαιο χωρίς ατού· κερδίζει το Χοκούμ και μετράει διπλά.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>Μπαλούτ: Σαν που δηλώνεται για τον συμπαίκτη, ο οποίος παίρνει το γυρισμένο φύλλο και το παίζει.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>Μπαλούτ: το τελευταίο σκαλί της σκάλας των διπλασιασμών (Ντάμπλ, Θρι, Φορ, Γκάχουα): η μοιρασιά κρίνει όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>Πρότζεκτ (Μπαλούτ)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>Οι δηλώσεις του Μπαλούτ: σίρα (τρία διαδοχικά φύλλα), πενήντα (τέσσερα), εκατό (πέντε ή καρέ) και τετρακόσια (οι τέσσερις άσοι στο Σαν).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>Ο ρήγας και η ντάμα ατού στο Χοκούμ, 2 πόντοι· και το όνομα του παιχνιδιού.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>Μπαλούτ: μια ομάδα κερδίζει όλες τις λεβέ.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Γλωσσάρι</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>Οι λέξεις του παιχνιδιού. Όπου οι παίκτες τους χρησιμοποιούν, δίνονται και οι γαλλικοί όροι· ένας σύνδεσμος οδηγεί στον κανόνα.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Δες τον κανόνα</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Δήλωση</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>Στο βουλγάρικο μπελότ και στο μπελότ με δηλώσεις: ονομάζω συμβόλαιο — σπαθιά, καρό, κούπες, μπαστούνια, χωρίς ατού ή όλα ατού, το καθένα πάνω από το προηγούμενο.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>Στο βουλγάρικο μπελότ και στο μπελότ με δηλώσεις: κόντρα σε δήλωση αντιπάλου — δεσμεύονται και οι δύο ομάδες και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>Η απάντηση της ομάδας που δέχτηκε κόντρα: οι πόντοι μετρούν τετραπλοί.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>Το βουλγάρικο όνομα για τον ρήγα και τη ντάμα του ατού (στο όλα ατού, οποιουδήποτε χρώματος): 20 πόντοι, δηλώνονται με το πρώτο από τα δύο. Και το όνομα του παιχνιδιού.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>Βουλγάρικο μπελότ: μια ομάδα παίρνει όλες τις χαρτωσιές· προσθέτει 9 πόντους αγώνα, ποτέ διπλούς, και το παιχνίδι δεν τελειώνει σε εκείνη τη μοιρασιά.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>Εκκρεμείς πόντοι</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>Βουλγάρικο μπελότ: όταν οι δύο ομάδες τελειώσουν ισόπαλες, οι πόντοι όσων δήλωσαν περιμένουν την ομάδα που θα κερδίσει την επόμενη μοιρασιά.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>Βουλγάρικη επιλογή: ποινή σε πόντους αγώνα για δεσμευμένη ομάδα που δεν κερδίζει ή για ομάδα χωρίς καμία χαρτωσιά.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Rule: {title}</source>
        <translation>Κανόνας: {title}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your team</source>
        <translation>Η ομάδα σου</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>Τραπέζι μπελότ</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Τραπέζι: {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Φίλος</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογ.</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Αναμονή</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>Φιλοξενία τραπεζιού σε αυτό το δίκτυο</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>Μπορούν να μπουν μόνο όσοι είναι στο οικιακό σου δίκτυο· το τραπέζι δεν βγαίνει ποτέ στο διαδίκτυο. Θα χρειαστούν τον κωδικό που εμφανίζεται μόλις ανοίξει το τραπέζι.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>Το πρόγραμμά σου μοιράζει τα φύλλα, άρα ξέρει κάθε φύλλο: οι φίλοι σου σε εμπιστεύονται ως οικοδεσπότη. Ο ίδιος ο κωδικός δεν περνά ποτέ από το δίκτυο, και ό,τι ακολουθεί είναι κρυπτογραφημένο.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Το παιχνίδι</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Στόχος πόντων</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>Η παρτίδα τελειώνει όταν μια πλευρά φτάσει αυτό το σκορ</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Στόχος πόντων:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>Αλλαγή &amp;κανόνων…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>Όλοι οι κανόνες αυτού του παιχνιδιού, όπως στη Νέα παρτίδα</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Αλλαγή κανόνων</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>Σε τραπέζι στο δίκτυο τα φύλλα ανακατεύονται πριν από κάθε μοιρασιά, ώστε κανείς να μην μπορεί να βρει τα επόμενα χέρια από τις μπάζες.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>Οι θέσεις</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>Το τραπέζι από πάνω</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>Εσύ και το τραπέζι σου</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Το όνομά σου</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Όνομα τραπεζιού</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>Το όνομα που βλέπουν οι φίλοι σου στη λίστα τραπεζιών τους</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>Όνομα &amp;τραπεζιού:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>Να &amp;βρίσκουν το τραπέζι οι παίκτες αυτού του δικτύου</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>Χωρίς αυτό: οι φίλοι σου γράφουν τη διεύθυνση αυτού του υπολογιστή και τη θύρα</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Να βρίσκουν το τραπέζι οι παίκτες αυτού του δικτύου</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>Μία φορά ανά χέρι</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ποτέ</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>Όσο από τότε έχει παίξει μόνο ο υπολογιστής</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>Αναίρεση κίνησης</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>Πότε μπορεί ένας παίκτης να πάρει πίσω μια κίνηση. Μία φορά ανά χέρι: κανείς δεν μπορεί να δει την απάντηση του υπολογιστή και να ξαναδοκιμάζει ξανά και ξανά. Όλοι οι παίκτες στο τραπέζι μαθαίνουν τον κανόνα.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>&amp;Αναίρεση κίνησης:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>Όταν ένας παίκτης &amp;δεν παίζει:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>Τι χρειάζεται το τραπέζι</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Άνοιγμα τραπεζιού</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>Ο υπολογιστής παίζει στη θέση του μετά από 1 λεπτό</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>Ο υπολογιστής παίζει στη θέση του μετά από 2 λεπτά</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>Ο υπολογιστής παίζει στη θέση του μετά από 5 λεπτά</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>Ποτέ: το τραπέζι τον περιμένει</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>Όταν ένας παίκτης δεν παίζει</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>Όταν ένας παίκτης δεν κάνει κίνηση για τόσο χρόνο, ο υπολογιστής παίζει στη θέση του μέχρι να επιστρέψει, ώστε να μην περιμένουν οι άλλοι. Όλοι οι παίκτες στο τραπέζι ειδοποιούνται.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>Κανόνες: {game}, τυπικοί</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>Κανόνες: {game}, με τις αλλαγές σου</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Ποιος κάθεται εδώ</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Επίπεδο υπολογιστή</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>Ανοιχτή για φίλο</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}: ποιος κάθεται εδώ</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}: επίπεδο υπολογιστή</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>Ο υπολογιστής παίζει σε αυτή τη θέση σε αυτό το επίπεδο, και την αναλαμβάνει σε αυτό το επίπεδο όταν φεύγει ένας φίλος</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>Άνοιξε τουλάχιστον μία θέση για φίλο ή παίξε μια κανονική παρτίδα</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>Γράψε το όνομά σου: οι φίλοι σου το βλέπουν στο τραπέζι</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Γράψε το δικό σου όνομα: «{you}» είναι η λέξη με την οποία το παράθυρο κάθε παίκτη ονομάζει τη δική του θέση</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Το όνομά σου έχει έναν χαρακτήρα που δεν μπορεί να εμφανιστεί</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>Δώσε ένα όνομα στο τραπέζι: οι φίλοι σου το βλέπουν στη λίστα τους</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>Το όνομα του τραπεζιού έχει έναν χαρακτήρα που δεν μπορεί να εμφανιστεί</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>Αυτές οι επιλογές δεν δίνουν παιχνίδι που να παίζεται: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>Έτοιμο — ανοιχτές θέσεις για φίλους: %n· ο υπολογιστής παίζει σε μια ανοιχτή θέση μέχρι να καθίσει εκεί ένας φίλος</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>Παίκτης υπολογιστή μέχρι το τέλος της παρτίδας, στη θέση του/της {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>Παίκτης υπολογιστή μέχρι το τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name}, λείπει: παίζει ο υπολογιστής</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>Παίκτης υπολογιστή· ένας φίλος μπορεί να σου ζητήσει αυτή τη θέση</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>Το τραπέζι είναι ανοιχτό</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>Το τραπέζι σου είναι ανοιχτό — {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Το τραπέζι σου είναι ανοιχτό</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}, στους {target} πόντους</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>Ο κωδικός που δίνεις στους φίλους σου</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Κωδικός συμμετοχής</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>Αντιγραφή του κωδικού, για να τον επικολλήσεις σε ένα μήνυμα</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Αντιγραφή του κωδικού</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>Αν οι φίλοι σου δεν βλέπουν το τραπέζι στη λίστα τους</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>Γράφουν μία από αυτές τις διευθύνσεις και τη θύρα στη «Συμμετοχή σε τραπέζι»:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>Το τραπέζι δεν εμφανίζεται σε λίστες: οι φίλοι σου γράφουν μία από αυτές τις διευθύνσεις και τη θύρα στη «Συμμετοχή σε τραπέζι»:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>{address}   θύρα {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>Διευθύνσεις και θύρα</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>Αυτός ο υπολογιστής δεν φαίνεται να είναι σε δίκτυο: μπορούν να μπουν μόνο παράθυρα σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Στο τραπέζι</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Θέσεις</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>Κ&amp;λείσιμο του τραπεζιού</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>Τέλος στο τραπέζι: οι φίλοι σου ειδοποιούνται και κανείς άλλος δεν μπορεί να μπει</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;Έναρξη τώρα</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>Μοίρασε τώρα: οι θέσεις που μένουν άδειες πάνε σε παίκτες υπολογιστή</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Αντιγράφηκε</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Εσύ ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}, στο τραπέζι</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}, η σύνδεση χάθηκε</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>Παίκτης υπολογιστή, στη θέση του/της {name} που έφυγε (μπορεί να γυρίσει)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Αναμονή για φίλο…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Αφαίρεση: {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}: αφαίρεση του/της {name} από το τραπέζι μέχρι το τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Δώσε στον υπολογιστή</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}: η θέση δίνεται στον υπολογιστή μέχρι το τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>Φίλοι στο τραπέζι: %n</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>Η παρτίδα είναι σε εξέλιξη. Το κουμπί μιας θέσης τη δίνει στον υπολογιστή μέχρι το τέλος της παρτίδας.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>Θέσεις σε αναμονή: %n — με «Έναρξη τώρα» τις παίζει ο υπολογιστής</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>Όλες οι θέσεις είναι πιασμένες: ξεκίνα όποτε θέλεις</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Συμμετοχή σε τραπέζι</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>Το πρόγραμμα του οικοδεσπότη μοιράζει τα φύλλα και άρα ξέρει κάθε φύλλο: παίξε με κάποιον που εμπιστεύεσαι ως οικοδεσπότη. Ο κωδικός δεν περνά ποτέ από το δίκτυο: ένα τραπέζι που δεν τον ξέρει δεν μπορεί να μπει ανάμεσα σε σένα και τον οικοδεσπότη, και κανείς στο δίκτυο δεν μπορεί να διαβάσει το παιχνίδι.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Τραπέζια σε αυτό το δίκτυο</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Τραπέζια που βρέθηκαν</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Ψάξε ξανά</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>Ρώτα ξανά το δίκτυο ποια τραπέζια είναι ανοιχτά</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>Ή γράψε ό,τι δείχνει το παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>για παράδειγμα 192.168.1.20</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Διεύθυνση</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Διεύθυνση:</translation>
    </message>
    <message>
        <source>1 to 65535</source>
        <translation>1 έως 65535</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Θύρα</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Θύ&amp;ρα:</translation>
    </message>
    <message>
        <source>I &amp;trust this address: join it anyway</source>
        <translation>&amp;Εμπιστεύομαι αυτή τη διεύθυνση: να γίνει η σύνδεση</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>Εμπιστεύομαι αυτή τη διεύθυνση: να γίνει η σύνδεση</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} χαρακτήρες (ποτέ O, 0, I, 1 ή L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>Ο κωδικός που δείχνει το παράθυρο του φίλου σου. Δεν έχει ποτέ O ή 0, I, 1 ή L, που μοιάζουν μεταξύ τους</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Κωδικός συμμετοχής</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Κωδικός:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Το όνομά σου</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Θέση:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Τι λείπει</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Συμμετοχή</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Αναζήτηση τραπεζιών…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>Η αναζήτηση στο δίκτυο δεν έγινε ({why}): γράψε τη διεύθυνση που δείχνει το παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>κι άλλο τραπέζι έχει αυτό το όνομα: ζήτα από τον φίλο σου τη διεύθυνση</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>Τραπέζια που βρέθηκαν: %n· διάλεξε ένα και γράψε τον κωδικό του</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>Δεν βρέθηκε τραπέζι σε αυτό το δίκτυο: γράψε τη διεύθυνση που δείχνει το παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>ελεύθερες θέσεις: %n</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>καμία ελεύθερη θέση</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>οικοδεσπότης: {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Οποιαδήποτε ελεύθερη θέση</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>συμπαίκτης του οικοδεσπότη</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>αντίπαλος του οικοδεσπότη</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>Διάλεξε ένα τραπέζι από τη λίστα ή γράψε τη διεύθυνση και τη θύρα του φίλου σου</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>Το «{address}» δεν είναι διεύθυνση: γράψε τέσσερις αριθμούς όπως 192.168.1.20, μια διεύθυνση IPv6 ή το όνομα του υπολογιστή</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>Γράψε τη θύρα που δείχνει το παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>Η θύρα είναι ακέραιος αριθμός από 1 έως 65535: τη δείχνει το παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>Αυτή η διεύθυνση δεν είναι στο οικιακό σου δίκτυο: τσέκαρε το «Εμπιστεύομαι αυτή τη διεύθυνση» μόνο αν σου την έδωσε ο φίλος σου</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>Πληκτρολογήστε τον κωδικό που δείχνει το παράθυρο του φίλου σας ({length} χαρακτήρες)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>Ο κωδικός έχει {length} χαρακτήρες· πληκτρολογήσατε {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>Ένας κωδικός δεν έχει ποτέ O ή 0, I, 1 ή L: διάβασέ τον ξανά στο παράθυρο του φίλου σου</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>Ένας κωδικός έχει μόνο γράμματα και ψηφία</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Γράψε το όνομά σου: οι άλλοι το βλέπουν στο τραπέζι</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Γράψε το δικό σου όνομα: «{you}» είναι η λέξη με την οποία το παράθυρο κάθε παίκτη ονομάζει τη δική του θέση</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Το όνομά σου έχει έναν χαρακτήρα που δεν μπορεί να εμφανιστεί</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>Η διεύθυνση {address} δεν είναι στο οικιακό σου δίκτυο: το τραπέζι μπορεί να είναι στο διαδίκτυο και να το έχει στήσει κάποιος που δεν ξέρεις.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>Έτοιμο: πάτα «Συμμετοχή»</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>Αριστερά, Δεξιά</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Επιλέξτε ένα φύλλο του χεριού σας</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>Παίξτε το επιλεγμένο φύλλο (μετά την Πρόταση: το προτεινόμενο φύλλο ή δήλωση)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Καθαρίστε την επιλογή</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D ή E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>Δηλώστε ό,τι μπορείτε να δηλώσετε</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>Κλικ, διπλό κλικ ή σύρσιμο</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>Παίξτε ένα φύλλο με το ποντίκι</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Take the turned card&apos;s suit</source>
        <translation>Πάρτε το χρώμα του γυρισμένου φύλλου</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>Ονομάστε ♣ ♦ ♥ ♠ (τα κουμπιά δείχνουν ποιο)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Χωρίς ατού</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Όλα ατού</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>Ανεβάστε ή κατεβάστε την αξία</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B ή Enter</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>Δηλώστε ό,τι επιλέξατε</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>Κόντρα (κουάνς)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>Ρεκόντρα (σουρκουάνς)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Φύλλα</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Αγορά</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ή </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Πληκτρολόγιο</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Όλα τα πλήκτρα</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Πλήκτρα</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Τι κάνουν</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>Όλα τα πλήκτρα και τι κάνουν</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>Με τις υποδείξεις κανόνων, τα φύλλα που μπορείτε να παίξετε ξεχωρίζουν· δείξτε ένα γκρίζο φύλλο για να δείτε ποιος κανόνας ισχύει, και κάντε κλικ στο όνομα του κανόνα για να τον διαβάσετε.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Τελευταίο χέρι</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>Χέρι {number} – το πήρε: {player}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>You say: {call}.</source>
        <translation>Λέτε: {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} λέει: {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>Δηλώνετε {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>Ο/Η {player} δηλώνει {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>Λέτε «{word}»</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>Ο/Η {player} λέει «{word}»</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Λες πάσο.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player}: πάσο.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>Παίρνεις: {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>{player}: παίρνει {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>Η προσφορά σου: καπό {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>{player}: καπό {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>Η προσφορά σου: {value} {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>{player}: {value} {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>Κάνεις κόντρα!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>{player}: κόντρα!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>Κάνεις σούρκοντρα!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>{player}: σούρκοντρα!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>Δηλώνεις.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>{player}: δήλωση.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Παίζεις: {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player}: {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game status</source>
        <translation>Κατάσταση παρτίδας</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Πίνακας σκορ</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Τελ. χέρι</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Αναίρ.</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Πρόταση</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>Σύμπτυξη της κουβέντας του τραπεζιού στην τελευταία γραμμή ή ανάπτυξή της</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>Τι θα έπαιζε ένας έμπειρος παίκτης; (S ή Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Πρόταση κίνησης</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Τα φύλλα σου</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}, {n} από {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, παίζεται</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, δεν παίζεται</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}, δεν παίζεται: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>Τελευταίες προσφορές: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Χέρι: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>Δεν έχει παιχτεί ακόμη φύλλο σε αυτό το χέρι.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>Φύλλα στο τραπέζι ({player}): {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(κλειστά: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>Τα φύλλα σου ({n}): {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Μοιράζονται τα φύλλα…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>Τα φύλλα σου θα εμφανιστούν εδώ μόλις μοιραστούν.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Ιστορικό κινήσεων</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>Ξανάπαιξες την κίνηση που είχες πάρει πίσω.</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>Υπόδειξη κανόνα</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Νέα παρτίδα…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>Άν&amp;οιγμα αποθηκευμένης παρτίδας…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Αποθήκευση παρτίδας…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>Ε&amp;ξαγωγή αυτής της μοιρασιάς…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>Γράψε τη μοιρασιά του τραπεζιού σε αρχείο κειμένου που μπορείς να διαβάσεις, να μοιραστείς και να ξαναπαίξεις</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>Ε&amp;ισαγωγή μοιρασιάς…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>Παίξε τη μοιρασιά ενός αρχείου απέναντι στον υπολογιστή (δεν μετρά στα στατιστικά)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>Μοιρασιά από &amp;κωδικό…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>Γράψε έναν κωδικό μοιρασιάς για να παίξεις τα ίδια φύλλα, το ίδιο παιχνίδι και τις ίδιες επιλογές με έναν φίλο</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>Αντι&amp;γραφή κωδικού μοιρασιάς</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>Αντιγραφή του κωδικού της μοιρασιάς στο τραπέζι, για να παίξουν οι φίλοι σου την ίδια μοιρασιά</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>Επεξεργασία &amp;μοιρασιάς…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>Ορίστε τα φύλλα κάθε παίκτη και μετά παίξτε τα με τον υπολογιστή ή εξαγάγετέ τα</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Σ&amp;τατιστικά…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>&amp;Φιλοξενία τραπεζιού σε αυτό το δίκτυο…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>Φίλοι στο σπίτι μπαίνουν στο τραπέζι σου· ο υπολογιστής παίζει στις άδειες θέσεις</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>&amp;Συμμετοχή σε τραπέζι αυτού του δικτύου…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>Συν&amp;έχιση τραπεζιού από αντίγραφο παίκτη…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>Άνοιξε ξανά το τραπέζι σου από το αντίγραφο της παρτίδας που κράτησε ένας παίκτης όταν έκλεισε</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>Κωδικός και διε&amp;υθύνσεις του τραπεζιού…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Απο&amp;χώρηση από το τραπέζι</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Αναί&amp;ρεση</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Επανάλη&amp;ψη</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>&amp;Πρόταση κίνησης</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Διεκδίκηση των υπόλοιπων χεριών</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>Δείξε τα φύλλα σου: οι άλλοι δέχονται αν όλα τα υπόλοιπα χέρια είναι σίγουρα της ομάδας σου</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>Ε&amp;ξάσκηση</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Τα λάθη &amp;μου…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>Οι δικές σου ακριβές επιλογές από τις μοιρασιές που τελείωσες, να τις ξαναπαίξεις ώσπου να τις μάθεις</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Προβλήματα…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>Προβλήματα παιξίματος με όλα τα χέρια ανοιχτά: βρείτε το ένα πρώτο φύλλο που φτάνει τον στόχο</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Προβ&amp;ολή</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Τελευταίο χέρι</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>&amp;Πίνακας σκορ και πλαϊνό πλαίσιο</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>Το &amp;χέρι ως λίστα στο πλαϊνό πλαίσιο</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Π&amp;λήρης οθόνη</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>Εκ&amp;φώνηση</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>Η &amp;μπάζα ως τώρα</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>Το &amp;σκορ</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>Το σ&amp;υμβόλαιο</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>Το &amp;χέρι μου ανά χρώμα</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>Τι έδειξαν οι ά&amp;λλοι</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>Πες ξανά το &amp;τελευταίο</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>Συνέχεια χωρίς &amp;αναμονή για τη φωνή</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>Η &amp;φωνή του προγράμματος ή του αναγνώστη οθόνης</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Προτιμήσεις…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Κανόνες αυτού του παιχνιδιού</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Γλωσσάρι</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Εκμάθηση</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>Εκμάθηση για &amp;άλλο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Πληκτρολόγιο</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Σχετικά</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>Επιστροφή στο τραπέζι {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>Ξαναμπές στο τελευταίο τραπέζι όπου έπαιξες· η θέση σου σε περιμένει</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>Δείχνεις τα φύλλα σου και διεκδικείς τα υπόλοιπα: έγινε δεκτό, όλα τα υπόλοιπα χέρια είναι δικά σου.</translation>
    </message>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (εσύ)</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>Συμπαίκτης · {level}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>στο δίκτυο</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>υπολογιστής, μέχρι το τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>υπολογιστής, μέχρι να επιστρέψει</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>Νέα παρτίδα: {variant}.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Συνέχεια παρτίδας</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>Εκμάθηση: {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>Μοιρασιά {n}: μοιράζεις εσύ.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>Μοιρασιά {n} – μοιραστής: {dealer}.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>Κωδικός μοιρασιάς: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} δείχνει: {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>Δείχνεις τα φύλλα σου ({cards}) και διεκδικείς τα υπόλοιπα: απορρίφθηκε, {why}. Το παιχνίδι συνεχίζεται.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>είναι νωρίς για διεκδίκηση: πάρα πολλά φύλλα δεν έχουν φανεί ακόμη</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>ένας αντίπαλος μπορεί ακόμη να έχει ατού και να κόψει</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>ένας αντίπαλος μπορεί ακόμη να έχει μεγαλύτερο ατού</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>ένας αντίπαλος μπορεί ακόμη να έχει μεγαλύτερο φύλλο σε {suit}</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>η διεκδίκηση δεν μπόρεσε να αποδειχθεί στον διαθέσιμο χρόνο</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>οι άλλοι μπορούν ακόμη να πάρουν ένα χέρι</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>Συμβόλαιο: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>Η παρτίδα συνεχίζεται: {game}, μοιρασιά {deal}. Σκορ: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Παίρνεις το χέρι.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>{player}: παίρνει το χέρι.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>&amp;Τέλος εκμάθησης</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>έως τους {target}</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} (δεν παίζεται: {reason})</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} (δεν παίζεται)</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} (προτείνεται)</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Η μοιρασιά τελείωσε.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Σειρά σου να μιλήσεις.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Σειρά σου: παίξε ένα φύλλο.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>Περιμένουμε τη δήλωση: {player}.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>Περιμένουμε να παίξει: {player}.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>Σειρά του/της {player} να δηλώσει.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>Παίζει: {player}.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Γυρισμένο: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>Σκορ: εμείς {us}, αυτοί {them} (στους {target})</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>Σκορ: {scores} (στους {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>Πρώτα η αγορά: τα φύλλα παίζονται μετά.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>Στην εκμάθηση, το πλαίσιο πάνω από το τραπέζι λέει τι να παίξεις.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>Οι προτάσεις δίνονται όταν είναι η σειρά σου.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Σκέψη…</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Η ανάλυση δεν ήταν δυνατή.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>Πρόταση: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>Πρόταση: {card}.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Πήρες πίσω την τελευταία σου κίνηση.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>Δεν έχει παιχτεί ακόμη κανένα χέρι σε αυτή τη μοιρασιά.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέα παρτίδα</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Να εγκαταλειφθεί η παρτίδα σε εξέλιξη;</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>Η μοιρασιά εκμάθησης δεν μπορεί να αποθηκευτεί.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Κανόνας: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>Μια μοιρασιά εξάσκησης δεν αποθηκεύεται ως παρτίδα: χρησιμοποίησε Παιχνίδι &gt; Εξαγωγή αυτής της μοιρασιάς…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Αποθήκευση παρτίδας</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Όνομα αποθήκευσης:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>Η παρτίδα μου</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Συνέχισέ το</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ξεκίνα νέο παιχνίδι</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Μια παρτίδα σε εξέλιξη αποθηκεύτηκε την τελευταία φορά που έπαιξες ({when}):
{game}, μοιρασιά {deal}, σκορ {scores}.

Να συνεχιστεί;</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Μια παρτίδα σε εξέλιξη αποθηκεύτηκε την τελευταία φορά που έπαιξες:
{game}, μοιρασιά {deal}, σκορ {scores}.

Να συνεχιστεί;</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>Η παρτίδα σου μένει στο Παιχνίδι &gt; Άνοιγμα αποθηκευμένης παρτίδας… ως «{name}».</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Εγκατάλειψέ το</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Συνέχισε να παίζεις</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>Να μπει σε αναμονή η παρτίδα σε εξέλιξη; Μένει στο Παιχνίδι &gt; Άνοιγμα αποθηκευμένης παρτίδας…, και η λωρίδα πάνω από το τραπέζι τη φέρνει πίσω.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>Βάλ&apos; τη σε αναμονή</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Υπάρχει ήδη αποθήκευση με όνομα «{name}». Να αντικατασταθεί;</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Αντικατάστησέ το</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>Διάλεξε άλλο όνομα</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση της παρτίδας.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Αποθηκεύτηκε ως «{name}».</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>Η κατεστραμμένη αποθήκευση με αυτό το όνομα κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Δεν ήταν δυνατό το άνοιγμα της αποθηκευμένης παρτίδας.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>Περιέχει μόνο μία μοιρασιά, όχι παρτίδα.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση όλων των ρυθμίσεών σου.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>Αρχεία μοιρασιάς (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>CFN του colver (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Εξαγωγή της μοιρασιάς</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>Αυτή η μοιρασιά δεν μπορεί να γραφτεί σε CFN.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>Το CFN περιέχει μόνο μοιρασιές La Coinche με ένα χρώμα για ατού· κάνε εξαγωγή ως αρχείο μοιρασιάς.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>Δεν ήταν δυνατή η εξαγωγή της μοιρασιάς.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>Η μοιρασιά εξήχθη στο {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>Εισαγωγή μοιρασιάς</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>Αρχεία μοιρασιάς (*.deal *.txt);;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>Δεν ήταν δυνατό το άνοιγμα του αρχείου μοιρασιάς {file}.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>Ο κωδικός μοιρασιάς {code} αντιγράφηκε.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>Μοιρασιά από κωδικό</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>Ο κωδικός μοιρασιάς (ίδια φύλλα, παιχνίδι και επιλογές):</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>Αυτός ο κωδικός μοιρασιάς δεν μπορεί να διαβαστεί.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>Από την αρχή (μοίρασμα και δηλώσεις)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>Από τη μπάζα {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>Αλλαγή των φύλλων στην επεξεργασία μοιρασιάς…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>Με τα ίδια φύλλα ο Μάστορας σημείωσε {master}· εσύ σημείωσες {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>Μοιρασιά εξάσκησης: δεν μετρά στα στατιστικά σου.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>Πί&amp;σω στην παρτίδα μου</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>Παίξε μια &amp;κανονική παρτίδα</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>Οι παίκτες υπολογιστή δεν μπόρεσαν να σκεφτούν με όλη τους τη δύναμη: οι βοηθητικές διεργασίες τους σταματούσαν συνεχώς. Ο Έμπειρος και ο Μάστορας παίζουν με απλούστερους κανόνες μέχρι να επανεκκινήσετε το πρόγραμμα.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Το Belote Desktop είναι ήδη ανοιχτό.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>Το παράθυρό του χρησιμοποιεί τις ρυθμίσεις και τις αποθηκεύσεις σου: πήγαινε σε αυτό (μπορεί να είναι ελαχιστοποιημένο ή σε άλλη επιφάνεια εργασίας). Ένα δεύτερο παράθυρο θα έγραφε πάνω από την παρτίδα του.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>Για να παίξεις το {file} εκεί, χρησιμοποίησε Παιχνίδι &gt; Εισαγωγή μοιρασιάς…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}, σε αναμονή</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>Η παρτίδα σας περιμένει: {game}, μοίρασμα {deal}, σκορ {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>Μπήκε σε αναμονή για την παρτίδα στο τραπέζι και κρατήθηκε ως η αποθήκευση «{name}» (Παιχνίδι &gt; Άνοιγμα αποθηκευμένης παρτίδας…).</translation>
    </message>
</context>
<context>
    <name>MatchMoment</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} και {last}</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Η παρτίδα έληξε ισόπαλη</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Κέρδισες την παρτίδα</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name}: νίκη στην παρτίδα</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>{names}: νίκη στην παρτίδα</translation>
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
        <translation>{run} ως το {card}</translation>
    </message>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation>Καρέ: {rank} ({points})</translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation>Τρίτη ({points})</translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation>Τετάρτη ({points})</translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation>Πέμπτη ({points})</translation>
    </message>
    <message>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <source>Carré ({points})</source>
        <translation>Καρέ ({points})</translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation>Μπελότ!</translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation>Ρεμπελότ!</translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation>Τίποτα για δήλωση</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Χέρι {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>Οι δηλώσεις ως τώρα: {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>τίποτα ακόμη, μιλάς πρώτος</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>Το γυρισμένο φύλλο: {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>Ειπώθηκε στο τραπέζι: {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>πόντοι: %n</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>Σωστά! Το {best} είναι η επιλογή του κριτή.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>Σωστά: το {chosen} αξίζει όσο το {best}, μέσα στο περιθώριο του κριτή.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>Όχι αυτό: ο κριτής δεν ζύγισε το {chosen}· η επιλογή του είναι το {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>Όχι αυτό: το {chosen} χάνει περίπου {points} σε σχέση με το {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>Στο παιχνίδι σου διάλεξες {played}: κόστισε κατά μέσο όρο περίπου {points}.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>το καλύτερο</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>Μαθεύτηκε: {count} σωστές απαντήσεις στη σειρά αποσύρουν αυτό το λάθος.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>Επιστρέφει αργότερα σήμερα.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>Επιστρέφει σε {days} ημέρες ({right} από {count} σωστές απαντήσεις στη σειρά).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>Τι χάνει κάθε επιλογή, κατά μέσο όρο: {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>Τι χάνει κάθε επιλογή, κατά μέσο όρο:</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · χαμένο {count}×</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>Δήλωση με πολύ ελαφρύ χέρι</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>Χαμένο συμβόλαιο</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>Λάθος δήλωση</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>Παραλειπόμενη ανακοίνωση</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>Τράβηγμα ατού πολύ νωρίς</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>Χωρίς τράβηγμα ατού</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>Κόψιμο του χεριού του συμπαίκτη</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>Δέκα ή περισσότερα στο χέρι των αντιπάλων</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>Χέρι που δεν πάρθηκε</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Το άνοιγμα</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>Το φύλλο για ακολούθηση ή πέταμα</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Τα λάθη μου</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>Λάθη για εξάσκηση σήμερα</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Επόμενο λάθος</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>&amp;Ξέχασε αυτό το λάθος…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>Αφαιρέστε το από τη λίστα σας: επιστρέφει μόνο αν συναντήσετε την ίδια θέση και κάνετε πάλι λάθος.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Όλα τα παιχνίδια</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>Για σήμερα: {due}. Φυλαγμένα: {kept}, από αυτά μαθημένα: {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>Κανένα λάθος για εξάσκηση σήμερα</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>Μετά από κάθε μοιρασιά που τελειώνεις, οι επιλογές που κόστισαν στην ομάδα σου μερικούς πόντους ή περισσότερους (με την ίδια αναζήτηση που χρησιμοποιούν η Πρόταση και η Ανάλυση, όχι με την τύχη των φύλλων) φυλάγονται εδώ και επιστρέφουν ώσπου να βρεις την καλύτερη τρεις φορές στη σειρά.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>Η θέση αυτού του λάθους δεν μπορεί πια να εμφανιστεί.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>Αυτό είναι το τραπέζι όπως το είδες. Διάλεξε ξανά: κάνε κλικ σε ένα φύλλο ή μια δήλωση, ή κινήσου στα φύλλα σου με τα βέλη και πάτα Enter· το Tab φτάνει στις δηλώσεις.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>Να ξεχαστεί αυτό το λάθος;</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>Δεν θα επιστρέφει πια για εξάσκηση, εκτός αν συναντήσετε την ίδια θέση σε παιχνίδι και κάνετε πάλι λάθος.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Ξέχασέ το</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Κράτησέ το</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>Ξεχάστηκε. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>Σε αυτό το τραπέζι το παιχνίδι περιμένει τον παίκτη που δεν παίζει.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 λεπτό</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} λεπτά</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} δευτερόλεπτα</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>Σε αυτό το τραπέζι, αν ένας παίκτης δεν κάνει κίνηση για {span}, ο υπολογιστής παίζει στη θέση του μέχρι να επιστρέψει.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name}: ζητά να καθίσει</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>&amp;Να καθίσει ο/η {name}</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>{name}: ζητά να καθίσει στη θέση του/της {player}, όπου τώρα παίζει ο υπολογιστής. Να παίξει ο/η {name} σε αυτή τη θέση;</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>Όχι σε αυτή την &amp;παρτίδα</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>Έδωσες στον/στην {name} τη θέση του/της {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>Κράτησες τον υπολογιστή στη θέση του/της {player}· ο/η {name} πήρε αρνητική απάντηση.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>Κράτησες τον υπολογιστή στη θέση του/της {player}· ο/η {name} δεν μπορεί να ζητήσει ξανά θέση μέχρι το τέλος της παρτίδας.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>{name}: έφυγε από το τραπέζι και δεν ζητά πια τη θέση του/της {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>{name}: ζήτησε τη θέση του/της {player}, αλλά η ερώτηση έμεινε αναπάντητη για πολύ: τη θέση την κρατά ο υπολογιστής.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>Αφαίρεση του/της {name} από το τραπέζι</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>Ο/Η {name} φεύγει τώρα από το τραπέζι και ο υπολογιστής παίζει στη θέση {place} μέχρι το τέλος της παρτίδας. Ο/Η {name} δεν μπορεί να γυρίσει σε αυτή τη θέση.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Αφαίρεση: {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Να μείνει ο/η {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>Ο υπολογιστής παίζει στη θέση {place} μέχρι το τέλος της παρτίδας. Ο/Η {name}, που έφυγε, δεν μπορεί να γυρίσει σε αυτή τη θέση, και κανείς άλλος δεν μπορεί να καθίσει εκεί.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>Ο υπολογιστής παίζει στη θέση {place} μέχρι το τέλος της παρτίδας: κανείς δεν μπορεί πια να καθίσει εκεί.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>Η θέση {place} στον υπολογιστή</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>Δώσ&apos; τη στον υπολογιστή</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Κράτα τη θέση</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>Συνέχιση τραπεζιού από αντίγραφο παίκτη</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>Αντίγραφα παρτίδων δικτύου (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>Αυτό το αντίγραφο δεν μπορεί να συνεχιστεί εδώ: {error}. Μόνο ο υπολογιστής που φιλοξένησε το τραπέζι μπορεί να το συνεχίσει, από αντίγραφο που δεν έχει αλλαχτεί.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>Το τραπέζι δεν μπόρεσε να ανοίξει σε αυτό το δίκτυο: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Κ&amp;λείσιμο του τραπεζιού</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Κλείσιμο του τραπεζιού</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>Αν κλείσεις αυτό το παράθυρο, το τραπέζι κλείνει για όλους τους παίκτες. Ο καθένας κρατά ένα αντίγραφο της παρτίδας, από το οποίο μπορείς να τη συνεχίσεις αργότερα. Να κλείσει το τραπέζι;</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Άφησέ το ανοιχτό</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>{name}: κάθισε στο τραπέζι.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name}: έφυγε από το τραπέζι.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>Ο υπολογιστής παίζει στη θέση του/της {name} μέχρι να επιστρέψει.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>{name}: επέστρεψε στο τραπέζι.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name}: πήρε πίσω την τελευταία κίνηση.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>{name}: επέστρεψε· ο υπολογιστής δεν παίζει πια στη θέση του/της.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>Κάθισες στο τραπέζι.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>Οι λέξεις της σύνδεσής σου: {words} ({number}). Το παράθυρο του οικοδεσπότη δείχνει τις ίδιες λέξεις δίπλα στο όνομά σου, εκτός αν κάποιος μπει ανάμεσά σας.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>Σύνδεση του/της {name}: {words} ({number}). Το παράθυρό του/της δείχνει τις ίδιες λέξεις, εκτός αν κάποιος μπει ανάμεσά σας.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>Σε αυτό το τραπέζι οι κινήσεις δεν παίρνονται πίσω.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>Έχεις ήδη πάρει πίσω μια κίνηση σε αυτό το χέρι.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>Πολύ αργά για να την πάρεις πίσω: στο μεταξύ έπαιξε άλλος παίκτης.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Ο οικοδεσπότης έκλεισε το τραπέζι.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>Η παρτίδα τελείωσε· το τραπέζι έκλεισε.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Χάθηκε η σύνδεση με τον οικοδεσπότη.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>Η παρτίδα φυλάσσεται: ο οικοδεσπότης μπορεί να ξανανοίξει το τραπέζι από εκεί που σταμάτησε, και παίρνεις πίσω τη θέση σου αν μπεις σε αυτό από αυτόν τον υπολογιστή με το ίδιο όνομα. Αυτός ο υπολογιστής κρατά κι εκείνος ένα αντίγραφο της παρτίδας, σε περίπτωση που το χρειαστεί ο οικοδεσπότης (το Παιχνίδι › Συνέχιση τραπεζιού από αντίγραφο παίκτη… δείχνει πού).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>Ο οικοδεσπότης δεν σου δίνει θέση σε αυτή την παρτίδα. Μπες όταν ο οικοδεσπότης ανοίξει την επόμενη παρτίδα.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>Ζήτησες θέση από τον οικοδεσπότη πολύ συχνά: περίμενε ένα λεπτό πριν ζητήσεις ξανά.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>Ζήτησες ξανά αυτή τη θέση από άλλο παράθυρο ή άλλη σύνδεση: αυτή εδώ έκλεισε.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>Λάθος κωδικός, ή δεν είναι το τραπέζι που σου έδωσαν: έλεγξε τον κωδικό με τον οικοδεσπότη ({length} γράμματα και ψηφία) και τη διεύθυνση του τραπεζιού.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>Αυτό το πρόγραμμα και του οικοδεσπότη είναι διαφορετικές εκδόσεις: πρέπει να ενημερωθεί η παλαιότερη ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>Δεν υπάρχει θέση για σένα σε αυτό το τραπέζι ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>Ένας παίκτης σε αυτό το τραπέζι έχει αυτό το όνομα ή ένα που του μοιάζει. Αν είχες καθίσει σε αυτό το τραπέζι πριν, γύρνα από τον ίδιο υπολογιστή με το ίδιο όνομα: σου κρατά τη θέση σου. Αλλιώς διάλεξε άλλο όνομα.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>Ο οικοδεσπότης σε απομάκρυνε από αυτό το τραπέζι. Ο υπολογιστής παίζει στη θέση σου μέχρι το τέλος της παρτίδας.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>Ο οικοδεσπότης δεν σου έδωσε θέση: η παρτίδα είχε ήδη ξεκινήσει. Μπες όταν ο οικοδεσπότης ανοίξει την επόμενη παρτίδα ή ζήτα από τον οικοδεσπότη να σε αφήσει να μπεις.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>Επέστρεψες στη θέση σου από άλλο παράθυρο ή άλλη σύνδεση: αυτή εδώ έκλεισε.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>Το «You» («Εσύ» στα αγγλικά) είναι η λέξη με την οποία το παράθυρο κάθε παίκτη ονομάζει τη δική του θέση, οπότε οι άλλοι θα το διάβαζαν σαν να ήταν οι ίδιοι: μπες με το όνομά σου.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>Ο οικοδεσπότης δεν σου έδωσε θέση: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Έφυγες από το τραπέζι.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>Σε αυτό το τραπέζι οι κινήσεις δεν παίρνονται πίσω.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>Σε αυτό το τραπέζι κάθε παίκτης μπορεί να πάρει πίσω μια κίνηση μία φορά ανά χέρι, όσο από τότε έχει παίξει μόνο ο υπολογιστής.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>Σε αυτό το τραπέζι μια κίνηση παίρνεται πίσω όσο από τότε έχει παίξει μόνο ο υπολογιστής.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — στο δίκτυο</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Το τραπέζι έκλεισε.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>&amp;Επέστρεψα</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>Ζητήθηκε από τον οικοδεσπότη να σε αφήσει να καθίσεις…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>Η παρτίδα ξεκίνησε: ο παίκτης του οικοδεσπότη αποφασίζει αν θα πάρεις θέση.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Επέστρεψες στη θέση σου.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>Ο υπολογιστής παίζει για σένα</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>Επανάληψη της &amp;τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>Κανείς δεν συνεχίζει σε αυτό το τραπέζι: μένει όπως ήταν όταν τελείωσε.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} και {last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>Αναμονή για τους άλλους παίκτες για την επόμενη μοιρασιά…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>Αναμονή για την επόμενη μοιρασιά: {names}…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>Επόμενη μοιρασιά: αναμονή για τους άλλους…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>Επόμενη μοιρασιά, αναμονή: {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>Οι άλλοι είναι έτοιμοι: η επόμενη μοιρασιά περιμένει εσένα.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>Είσαι ακόμα εκεί; Ο υπολογιστής θα παίξει για σένα σε {seconds} δευτ., αν δεν κάνεις κίνηση.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>Έλειψες πολλή ώρα: τώρα ο υπολογιστής παίζει για σένα. Πάτησε «Επέστρεψα» ή παίξε ένα φύλλο για να ξαναπάρεις τη θέση σου.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>Ο υπολογιστής παίζει στη θέση του/της {name}: λείπει.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>Ο οικοδεσπότης έδωσε τη θέση του/της {name} στον υπολογιστή μέχρι το τέλος της παρτίδας.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>κινήσεις: %n</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>Όσο έλειπες, ο υπολογιστής έπαιξε για σένα: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>Όσο έλειπες, ο υπολογιστής έπαιξε για σένα ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>Μοιρασιές που τελείωσαν στο μεταξύ: %n.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>Στόχος πόντων</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>Δηλώσεις (τρίτη, καρέ…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>Ποιες δηλώσεις μετράνε</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>Πόντοι μπελότ και ρεμπελότ</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>Μπελότ μόνο αν παιχτεί πρώτα ο ρήγας</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>Μπελότ σε κάθε χρώμα στα όλα ατού</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>Η μπελότ μετράει για την προσφορά</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Υποχρεωτικό κόψιμο</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Υποχρεωτικό κόψιμο από πάνω</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>Όχι υποχρεωτικό κόψιμο όταν κρατάει ο συμπαίκτης</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>Χωρίς ανέβασμα στο ατού όταν κρατάει ο συμπαίκτης</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>Υποχρεωτικά μεγαλύτερο όταν ανοίγουν ατού</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>Όλα ατού: υποχρεωτικά μεγαλύτερο σε κάθε χρώμα</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>Μπόνους τελευταίου χεριού (dix de der)</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>Μπόνους καπό</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>Όταν η ομάδα που πήρε έρθει ισόπαλη</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>Και οι δύο ομάδες περνούν τον στόχο</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>Τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations} που μετράνε</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>Ομάδα χωρίς χέρι χάνει τις δηλώσεις της</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>Ομάδα χωρίς χέρι: χάνονται {declarations}</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>δηλώσεις</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>Πόντοι {name}</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name} μόνο αν παιχτεί πρώτα ο ρήγας</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>Η {name} μετράει για την προσφορά</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>Όσοι απέτυχαν κρατούν την μπελότ τους</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>Όσοι απέτυχαν κρατούν την {name} τους</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Μπόνους τελευταίου χεριού</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>Το είκοσι κερδίζει το πενήντα</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>Η σειρά κερδίζει το καρέ</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>Όταν η ομάδα που πήρε αποτύχει</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>Ένα ξεσκέπαστο φύλλο του τραπεζιού γυρίζει</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>Παιχνίδι μόνο σε χρώμα που έχετε</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>Ο ίδιος μοιραστής μετά από πέταγμα</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>Ανακάτεμα πριν από κάθε μοιρασιά</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Ελάχιστη προσφορά</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Μέγιστη προσφορά</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Βήμα προσφοράς</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>Συμβόλαια χωρίς ατού</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>Συμβόλαια όλα ατού</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>Προσφορές καπό</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>Μια προσφορά 80 χρειάζεται</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>Η κόντρα πολλαπλασιάζει</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Σούρκοντρα</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>Η σούρκοντρα πολλαπλασιάζει επί</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>Αποτυχημένο συμβόλαιο: η άμυνα παίρνει αυτό + την προσφορά</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>Αποτυχημένο συμβόλαιο: προστίθεται η προσφορά</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>Αξία προσφοράς καπό</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>Κόστος αποτυχημένης προσφοράς καπό</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>Αξία καπό χωρίς προσφορά</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>Καμπούτ στο Σαν</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>Καμπούτ στο Χοκούμ</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>Το καμπούτ διπλασιάζεται με γυρισμένο άσο</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>Κόψιμο μόνο πάνω από κόψιμο αντιπάλου</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>Το πάσο είναι οριστικό</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Πρώτο άνοιγμα</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>Οι δηλώσεις μετράνε για την προσφορά</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>Οι δηλώσεις δείχνονται στη δεύτερη χαρτωσιά</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations} δείχνονται στη δεύτερη χαρτωσιά</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>Και οι δύο στο 15: το μεγαλύτερο τελευταίο ψηφίο κάνει 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>Οι πόντοι ενός αγοραστή που μπήκε μέσα</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>Οι δηλώσεις μετρούν τα φύλλα του τραπεζιού</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>Ισοπαλία: πόντοι που κρατούνται</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>Κόντρα: η ανώτερη ομάδα παίρνει και τα δύο σύνολα</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>Το χωρίς ατού μετράει</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>Δηλώσεις στο χωρίς ατού</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>Όριο στρογγυλέματος σε χρώμα</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>Όριο στρογγυλέματος στο χωρίς ατού</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>Όριο στρογγυλέματος στα όλα ατού</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>Και οι δύο στο όριο: το μικρότερο προς τα πάνω</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>Όλες οι μπάζες: πόντοι αγώνα</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>Δηλώσεις μπορούν να ακολουθήσουν κόντρα</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>Η δήλωση «Ματς»</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>Ένα χαρτί σε δύο δηλώσεις</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>Μπελότ μόνο όταν ανοίγετε, κόβετε ή ακολουθείτε τον συμπαίκτη</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>Ισοπαλία: και το μπελότ όσων δήλωσαν μένει εκκρεμές</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>Κανένα παιχνίδι δεν τελειώνει σε βαλάτ</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>Ισοπαλία στο όριο: κανένας πόντος παρτίδας δεν χάνεται</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>Κόντρα και ισοπαλία: όλοι οι πόντοι κρατούνται</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>Οι πόντοι που κρατούνται περιμένουν και μετά από νέα ισοπαλία</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>Το μπελότ μπορεί να μη δηλωθεί</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>Ο μοιραστής πρέπει να δηλώσει</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>Κλειδωμένο άνοιγμα με ατού και στο ×3</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>Σειρά επτά ή περισσότερων φύλλων μετράει διπλή</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>Κίρτικ (πόντοι αγώνα)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ναι</translation>
    </message>
    <message>
        <source>no</source>
        <translation>όχι</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>το συμβόλαιο βγαίνει</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>το συμβόλαιο αποτυγχάνει</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>οι πόντοι μένουν σε εκκρεμότητα (litige)</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>η ομάδα που πήρε δεν γράφει τίποτα, η άμυνα τους δικούς της</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>η άμυνα γράφει όλους τους πόντους</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>η άμυνα γράφει μόνο τους δικούς της</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>η παρτίδα λήγει ισόπαλη</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>κερδίζει το μεγαλύτερο σκορ</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>κερδίζει το μεγαλύτερο σκορ· σε ισοπαλία, ο νικητής της τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>μόνο της καλύτερης ομάδας</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>κάθε ομάδας</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>μόνο του καλύτερου παίκτη</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>κάθε είδος χωριστά: η πλευρά της καλύτερης σειράς, η πλευρά του καλύτερου καρέ</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>αρκεί να φτάσει τον στόχο</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>πρέπει να ξεπεράσει τον στόχο</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>περισσότερο από το μισό (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>το μισό (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>μόνο την προσφορά (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>μόνο την προσφορά</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>όλο το σκορ</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>ο παίκτης μετά τον μοιραστή</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>αυτός που πλειοδότησε πρώτος</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>αυτός που πήρε</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>μοιράζονται εξίσου στους άλλους</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>χάνονται: καθένας από τους άλλους κρατά τους δικούς του</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>αμέσως</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>μετά τη χαρτωσιά</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>όλες</translation>
    </message>
    <message>
        <source>none</source>
        <translation>καμία</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>μόνο το καρέ άσσων (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέα παρτίδα</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Παιχνίδια</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Συμπαίκτης</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Αντίπαλοι</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Μοίρασμα</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Η παρτίδα</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Μοίρασμα και δηλώσεις</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Το παιχνίδι των φύλλων</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Μέτρημα πόντων</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Άλλοι κανόνες</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>&amp;Διάλεξε παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>&amp;Τυπικοί κανόνες</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>Επαναφορά των κανόνων του επιλεγμένου παιχνιδιού</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Παίκτες υπολογιστή</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>&amp;Περισσότεροι κανόνες</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>Όλοι οι υπόλοιποι κανόνες αυτού του παιχνιδιού, σε ομάδες</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>Διαβάστε για αυτόν τον κανόνα στο βιβλίο κανόνων</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>Βιβλίο κανόνων: {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>Αυτές οι επιλογές δεν δίνουν παιχνίδι που να παίζεται: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>Κανόνες: προσαρμοσμένοι</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Κανόνες: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} παίκτες σε {teams} ομάδες</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>{players} παίκτες, ο καθένας μόνος του</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · {cards} φύλλα</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>Άνοιγμα αποθηκευμένης παρτίδας</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Αποθηκευμένες παρτίδες</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — δεν ανοίγει: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}, {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Δεν υπάρχουν ακόμη αποθηκευμένες παρτίδες.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>Η παρτίδα τελειώνει όταν μια ομάδα φτάσει αυτό το σκορ.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>Αν αρκεί σκορ ίσο με τον στόχο ή αν ο στόχος πρέπει να ξεπεραστεί.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>Ποιος κερδίζει όταν και οι δύο ομάδες φτάσουν τον στόχο στο ίδιο μοίρασμα.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>Οι σειρές και τα καρέ που δηλώνονται στο πρώτο χέρι δίνουν πόντους.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations} που δηλώνονται στο πρώτο χέρι δίνουν πόντους.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>Γράφει μόνο η ομάδα με την καλύτερη δήλωση ή κάθε ομάδα γράφει τις δικές της.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι δεν γράφει καμία δήλωσή της (εκτός από την μπελότ).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>Όταν μια ομάδα δεν παίρνει κανένα χέρι, δεν της μετράνε {declarations} (εκτός από την {name}).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>Πόσο αξίζουν ο ρήγας και η ντάμα του ατού στο ίδιο χέρι.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>Η μπελότ μετρά μόνο αν ο ρήγας παιχτεί πριν από τη ντάμα.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>Η {name} μετρά μόνο αν ο ρήγας παιχτεί πριν από τη ντάμα.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>Στα όλα ατού, ρήγας και ντάμα οποιουδήποτε χρώματος στο ίδιο χέρι είναι μπελότ.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>Η μπελότ της ομάδας που πήρε τη βοηθά να φτάσει την προσφορά της.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>Η {name} της ομάδας που πήρε τη βοηθά να φτάσει την προσφορά της.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>Όταν το συμβόλαιο αποτυγχάνει, η ομάδα που πήρε γράφει ακόμη την μπελότ της· αλλιώς την παίρνει η άμυνα.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>Όταν το συμβόλαιο αποτυγχάνει, η ομάδα που πήρε γράφει ακόμη την {name} της· αλλιώς την παίρνει η άμυνα.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>Αν δεν έχετε το χρώμα που παίχτηκε, πρέπει να κόψετε με ατού αν έχετε.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>Όταν στο χέρι υπάρχει ατού, πρέπει να το ξεπεράσετε αν μπορείτε.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>Όσο ο συμπαίκτης σας κερδίζει το χέρι, μπορείτε να πετάξετε φύλλο αντί να κόψετε.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>Παίχτηκε ατού και κερδίζει ο συμπαίκτης σας: μπορείτε να ρίξετε μικρότερο ατού.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>Όταν παίζεται ατού, πρέπει να ανεβείτε αν μπορείτε.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>Στα όλα ατού κάθε χρώμα είναι ατού: πρέπει να ξεπεράσετε το καλύτερο φύλλο αν μπορείτε.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>Πόντοι για το τελευταίο χέρι.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>Προστίθενται στους πόντους φύλλων μιας ομάδας που παίρνει όλα τα χέρια (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>Ομάδα που πήρε με ακριβώς τόσους πόντους όσους η άμυνα: επιτυχία, αποτυχία, οι πόντοι περιμένουν, ή η ομάδα που πήρε δεν γράφει τίποτα ενώ η άμυνα κρατά τους δικούς της.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>Ταραμπίς: κάποιοι γραπτοί κανόνες βάζουν τη σειρά των τριών πάνω από τη σειρά των τεσσάρων· οι περισσότεροι δημοσιευμένοι κανόνες βάζουν το πενήντα ψηλότερα.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>Μπαλούτ: από δύο πρότζεκτ των 100, οι σαουδαραβικοί κανόνες όπως δημοσιεύονται συνήθως βάζουν τη σειρά πέντε φύλλων πάνω από το καρέ· η γαλλική σειρά βάζει πρώτα το καρέ.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>Ομάδα που πήρε με λιγότερους πόντους από την άμυνα: η άμυνα γράφει όλους τους πόντους της μοιρασιάς ή μόνο τους δικούς της (η ομάδα που πήρε δεν γράφει τίποτα σε κάθε περίπτωση).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>Ένα κλειστό φύλλο του τραπεζιού, του οποίου το φύλλο από πάνω παίχτηκε, γυρίζει ανοιχτό αμέσως ή όταν τελειώσει η χαρτωσιά.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>Το «Παίζω» ή ένα χρώμα που ονομάζεται χρειάζεται φύλλο αυτού του χρώματος στο χέρι (αλλιώς θα ήταν παράβαση).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>Όταν όλοι πουν πάσο δύο φορές, ο ίδιος παίκτης ξαναμοιράζει αντί για τον επόμενο.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>Ανακάτεμα πριν από κάθε μοίρασμα αντί για μάζεμα και κόψιμο.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>Η μικρότερη επιτρεπτή προσφορά.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>Ο μεγαλύτερος αριθμός που μπορεί να προσφερθεί (εκτός από καπό).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>Κάθε προσφορά πρέπει να είναι μεγαλύτερη τουλάχιστον κατά τόσο.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>Συμβόλαια χωρίς ατού.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>Συμβόλαια όπου κάθε χρώμα είναι ατού.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>Προσφορά να παρθούν όλα τα χέρια.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>Μια χαμηλή προσφορά χρειάζεται επίσης περισσότερο από τους μισούς πόντους (82), τους μισούς (81) ή μόνο την προσφορά (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>Ένας αμυνόμενος μπορεί να διπλασιάσει το συμβόλαιο.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>Διπλασιάζεται μόνο η προσφορά ή οι πόντοι των νικητών μαζί με την προσφορά.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>Η ομάδα που πήρε μπορεί να διπλασιάσει ξανά μια κόντρα.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>Τέσσερις φορές στα περισσότερα βιβλία, τρεις σε ορισμένα τραπέζια.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 στα περισσότερα βιβλία, 162 σε άλλα· 0 για μόνο την προσφορά.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>Χωρίς αυτό, η άμυνα ενός αποτυχημένου συμβολαίου παίρνει μόνο τον παραπάνω αριθμό.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>Τι γράφει ένα δηλωμένο καπό που βγήκε.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>Τι γράφει η άμυνα όταν αποτυγχάνει ένα δηλωμένο καπό.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>Οι πόντοι φύλλων μιας ομάδας που παίρνει όλα τα χέρια χωρίς να έχει δηλώσει καπό: 250 ή 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>Πόντοι ομάδας που κερδίζει όλες τις λεβέ στο Σαν (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>Πόντοι ομάδας που κερδίζει όλες τις λεβέ στο Χοκούμ (44 κατά την πηγή μας, 25 κατά τους δημοσιευμένους κανόνες).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>Όταν το γυρισμένο φύλλο είναι άσος, το καμπούτ αξίζει διπλά (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>Χωρίς το χρώμα που παίχτηκε, πρέπει να κόψετε μόνο αν έχει ήδη κόψει αντίπαλος (αυστηρή ανάγνωση της πηγής μας για το Μπαλούτ).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>Όποιος έχει πει πάσο δεν μπορεί να ξαναπλειοδοτήσει στην ίδια αγορά.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>Ποιος ανοίγει την πρώτη χαρτωσιά: ο παίκτης μετά τον μοιραστή ή αυτός που πλειοδότησε πρώτος.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>Οι δηλώσεις της ομάδας που πήρε τη βοηθούν να φτάσει την προσφορά της.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>Στην πρώτη χαρτωσιά οι άλλοι ακούνε μόνο το είδος μιας δήλωσης· τα φύλλα της δείχνονται όταν τελειώσει αυτή η χαρτωσιά.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>Όταν και οι δύο ομάδες γράφουν 15 πόντους παιχνιδιού σε μια μοιρασιά, όποια έχει το μεγαλύτερο τελευταίο ψηφίο γράφει 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>Με τρεις παίκτες: τι παίρνουν οι άλλοι δύο όταν ο αγοραστής μπει μέσα.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>Οι δηλώσεις και η μπελότα μπορούν να χρησιμοποιούν τα ανοιχτά φύλλα σας στο τραπέζι (και η μπελότα ένα κλειστό).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>Τι περιμένει τον νικητή του επόμενου μοιράσματος όταν τα σύνολα είναι ίσα: 85 στη Μπελότ με δηλώσεις· το 0 κρατά τους πόντους των δηλούντων.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>Αλλιώς η ομάδα με τους περισσότερους πόντους γράφει μόνο το δικό της σύνολο.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>Πόσες φορές μετράνε οι πόντοι ενός συμβολαίου χωρίς ατού: μία, ή δύο όπως στη βουλγαρική Μπελότ.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>Ποιες δηλώσεις μετράνε σε συμβόλαιο χωρίς ατού.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>Πόντοι αγώνα: υπόλοιπο πάνω από αυτό στρογγυλεύεται προς τα πάνω σε συμβόλαιο με χρώμα ατού (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>Πόντοι αγώνα: υπόλοιπο πάνω από αυτό στρογγυλεύεται προς τα πάνω σε συμβόλαιο χωρίς ατού (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>Πόντοι αγώνα: υπόλοιπο πάνω από αυτό στρογγυλεύεται προς τα πάνω σε συμβόλαιο όλα ατού (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>Όταν και οι δύο ομάδες σταματούν ακριβώς στο όριο στρογγυλέματος, το μικρότερο σκορ στρογγυλεύεται προς τα πάνω και το μεγαλύτερο προς τα κάτω (βουλγαρικός κανόνας).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>Πόντοι αγώνα για την ομάδα που παίρνει όλες τις μπάζες, μετά τη μετατροπή.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>Μετά από κόντρα ή ρεκόντρα μπορεί ακόμη να δηλωθεί ψηλότερο συμβόλαιο· ισχύει χωρίς κόντρα.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>Μετά από ρεκόντρα η ομάδα που είπε κόντρα μπορεί να παίξει όλο το παιχνίδι στη μοιρασιά.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>Ένα χαρτί μπορεί να μετρήσει ταυτόχρονα σε καρέ και σε σειρά.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>Ένα χαρτί μπορεί να μετρήσει ταυτόχρονα σε καρέ και σε σειρά.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>Ο ρήγας και η ντάμα του ατού μετρούν μόνο αν το πρώτο τους παιχτεί ανοίγοντας τη χαρτωσιά, κόβοντας άλλο χρώμα ή ακολουθώντας το άνοιγμα του συμπαίκτη.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>Σε ισοπαλία το μπελότ όσων δήλωσαν περιμένει τον νικητή της επόμενης μοιρασιάς μαζί με τους υπόλοιπους πόντους τους· αλλιώς το κρατούν.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>Όταν μια μοιρασιά με όλες τις χαρτωσιές θα τελείωνε το παιχνίδι, παίζεται ακόμη μία μοιρασιά.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>Όταν ίσα σύνολα πέφτουν ακριβώς στο όριο στρογγυλέματος, οι πόντοι που γράφονται στρογγυλεύονται προς τα πάνω και όσοι κρατούνται προς τα κάτω· αλλιώς και οι δύο προς τα κάτω.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>Ένα συμβόλαιο με κόντρα δεσμεύει και τις δύο ομάδες: με ίσους πόντους καμία δεν γράφει και όλο το μοίρασμα περιμένει τον επόμενο νικητή· αλλιώς όπως μια ισοπαλία χωρίς κόντρα.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>Οι πόντοι που κρατούνται πηγαίνουν στο επόμενο μοίρασμα που κερδίζει μια ομάδα· αλλιώς ένα μοίρασμα που λήγει πάλι ισόπαλο τους δίνει στην ομάδα που γράφει σε αυτό.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>Η δήλωση του μπελότ δεν είναι υποχρεωτική: η πλευρά που χάνει το μοίρασμα το αποσιωπά και κανείς δεν το γράφει· αλλιώς το παίρνουν οι νικητές.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>Όταν όλοι οι άλλοι πουν πάσο, ο μοιραστής πρέπει να δηλώσει συμβόλαιο, εκτός αν τα φύλλα του αξίζουν 7 πόντους ή λιγότερο· τότε το πάσο του ακυρώνει το μοίρασμα.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>Το άνοιγμα με ατού κλειδώνει όταν το συμβόλαιο διπλασιάζεται ή τετραπλασιάζεται· σε κάποια τραπέζια και όταν τριπλασιάζεται.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>Επτά φύλλα είναι ένα πενήντα κι ένα είκοσι, οκτώ ή εννέα δύο πενήντα· αλλιώς κάθε σειρά τεσσάρων ή περισσότερων φύλλων είναι ένα πενήντα.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>Μια δεσμευμένη ομάδα που δεν κερδίζει τη μοιρασιά, και μια ομάδα χωρίς καμία χαρτωσιά, χάνουν τόσους πόντους αγώνα (0: χωρίς κίρτικ).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>Κλείσιμο (η παρτίδα μένει στο Παιχνίδι &gt; Άνοιγμα αποθηκευμένης παρτίδας…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>Μοιρασιά εξάσκησης από το {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>Αυτή η μοιρασιά ξανά</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>Τα ίδια χαρτιά, απέναντι στον υπολογιστή. Μια μοιρασιά εξάσκησης δεν μετρά στα στατιστικά σου.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>Πίσω στην παρτίδα μου</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>Τέλος εξάσκησης</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>Πάρε όλες τις μπάζες που απομένουν.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>Βγάλε το συμβόλαιο.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>Ρίξε το συμβόλαιο.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}, κλειστό στο τραπέζι</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Τα φύλλα</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · {count} φύλλα</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>λυμένο</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>άλυτο ακόμη</translation>
    </message>
    <message>
        <source>new</source>
        <translation>νέο</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>δυσκολία {grade} από {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Προβλήματα με φύλλα</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>Πρόβλημα της η&amp;μέρας</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>Ένα πρόβλημα την ημέρα, το ίδιο για όλους, από όλα τα παιχνίδια</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>Προβλήματα, από το πιο εύκολο</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ετυμηγορία</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>&amp;Δείξε τη λύση</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>&amp;Επόμενο πρόβλημα</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Λυμένα: {solved} από {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>Πρόβλημα {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>Τα προβλήματα αυτού του παιχνιδιού δεν διαβάστηκαν (το αρχείο {file}, γραμμή {line}), οπότε δεν υπάρχει κανένα να δειχθεί.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · πρόβλημα {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>Σειρά σας: διαλέξτε το πρώτο φύλλο. Κάντε κλικ πάνω του ή κινηθείτε στα φύλλα σας με τα βέλη και πατήστε Enter. Όλα τα χέρια φαίνονται.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Η λύση</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Η λύση: {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>Πρόβλημα της ημέρας · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Συμβόλαιο: {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>Πόντοι ως τώρα: {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>Χαρτωσιές που μένουν: {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Πρώτο φύλλο</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Χαρτωσιές</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>Το μόνο φύλλο που φτάνει τον στόχο είναι {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>Σωστά! {card}: το μόνο φύλλο που φτάνει τον στόχο.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>Όχι αυτό: {chosen} δεν φτάνει τον στόχο. Το μόνο φύλλο που τον φτάνει είναι {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>Τι κερδίζει κάθε πρώτο φύλλο από εδώ και πέρα, απέναντι στην καλύτερη άμυνα:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Γιατί: {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card}: πόντοι {points}, χαρτωσιές {tricks}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Όχι</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Περίμενε τη σειρά σου.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>Παίρνεις τη μπάζα</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>Ο/Η {player} παίρνει τη μπάζα</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>Επανάληψη της μοιρασιάς</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Οι δηλώσεις</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Φύλλο</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Πίσω</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Επόμενο ▶</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Αρχή της μοιρασιάς</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Τέλος της μοιρασιάς</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>&amp;Τι ήξεραν;</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>Πριν από αυτό το φύλλο: η πιθανότητα που έδινε ο παίκτης του σε κάθε θέση να κρατά καθένα από τα φύλλα που δεν έβλεπε</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Τα χέρια όπως μοιράστηκαν</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>Μπάζα {trick}: παίζεις {card} ({step} από {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>Μπάζα {trick}: ο/η {player} παίζει {card} ({step} από {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>&amp;Παίξε ξανά τη μοιρασιά από την αρχή</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>&amp;Παίξε ξανά τη μοιρασιά από τη μπάζα {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}: το {played} κόστισε {points} κατά μέσο όρο, {luck} με αυτά τα φύλλα· το {best} ήταν καλύτερο.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}: το {played} κόστισε {points} κατά μέσο όρο, τίποτα με αυτά τα φύλλα (το {best} ήταν καλύτερο): κακή επιλογή που τη συγχώρεσαν τα φύλλα.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}: το {played} κόστισε {points} κατά μέσο όρο (το {best} ήταν καλύτερο), αλλά με αυτά τα φύλλα έφερε {more} περισσότερους: κακή επιλογή κατά μέσο όρο που εδώ βγήκε σε καλό.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}: το {played} κόστισε {points} κατά μέσο όρο, αλλά με αυτά τα φύλλα το {best} θα έφερνε {fewer} λιγότερους: κακή επιλογή που τη συγχώρεσαν τα φύλλα.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>Με αυτά τα φύλλα ο Μάστορας σημείωσε όσο κι εσύ.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Με αυτά τα φύλλα ο Μάστορας σημείωσε όσο κι εσύ· οι επιλογές σου κόστισαν περίπου {choices} κατά μέσο όρο, και τα φύλλα τις αναπλήρωσαν.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>Ανασκόπηση: καμία ακριβή επιλογή, ούτε στις δηλώσεις ούτε στο παιχνίδι — μπράβο.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>Ανασκόπηση: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>Ανασκόπηση: κανένα φύλλο και καμία δήλωση δεν ξεχωρίζει ως λάθος.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>Ανασκόπηση: οι επιλογές που σου κόστισαν περισσότερο (σημειωμένες στο τραπέζι)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>Η Πρόταση θα έκανε την ίδια δήλωση με τα φύλλα σου: τα άλλα χέρια ήταν που γύρισαν εναντίον σου.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}: διάλεξες {played}· το {best} ήταν καλύτερο (με διαφορά περίπου %n κατά μέσο όρο).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>Ο Μάστορας έφερε %n παραπάνω: οι {choices} οφείλονται στις επιλογές σου, οι {cards} στα φύλλα.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>Ο Μάστορας έφερε %n παραπάνω· οι επιλογές σου κόστισαν {choices} κατά μέσο όρο, τα φύλλα σού επέστρεψαν {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>Με αυτά τα φύλλα έφερες %n παραπάνω από τον Μάστορα.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Με αυτά τα φύλλα έφερες %n παραπάνω από τον Μάστορα· οι επιλογές σου κόστισαν περίπου {choices} κατά μέσο όρο, και τα φύλλα τις αναπλήρωσαν.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>Σύμφωνα με τους υπολογισμούς της Πρότασης, καμία επιλογή σου δεν κόστισε τίποτα: όπου ο Μάστορας έπαιξε αλλιώς, η κίνησή του δεν ήταν καλύτερη κατά μέσο όρο, και με αυτά τα φύλλα έφερε %n παραπάνω.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>Το συμβόλαιο που κόντραρες βγήκε: η {call} σου σού κόστισε %n· αυτούς τους πόντους τους έγραψε η άλλη πλευρά.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>Το συμβόλαιό σου έπεσε: η δήλωσή σου {bid} σού κόστισε %n· αυτούς τους πόντους τους έγραψε η άλλη πλευρά.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>Δηλώσεις: η επιλογή σου «{call}» κόστισε περίπου %n· το {best} ήταν καλύτερο.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>Χέρι {trick}: το {played} ήταν σωστή επιλογή (το {best} δεν ήταν καλύτερο κατά μέσο όρο), αλλά με αυτά τα φύλλα το {best} θα έφερνε %n παραπάνω: καλή επιλογή που την τιμώρησαν τα φύλλα.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>{card} χωρίς δήλωση</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>{card} χωρίς να δηλώσεις {melds}</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>«Δήλωση»</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>«Δήλωση» ({melds})</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>Σκέψη… επιλογές: {done} από {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>Σκέψη… ο Μάστορας παίζει τη μοιρασιά ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>Σκέψη… {done} από {total} με τα πραγματικά φύλλα</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Χέρι {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>Καλύτερο: {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Ανασκόπηση του παιχνιδιού σας</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>Η ανασκόπηση</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>Το παιχνίδι με λίγα λόγια</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>Φύλλα: σειρά και πόντοι</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Το μοίρασμα</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>Επιλογή ατού</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>Πρώτος γύρος: το γυρισμένο φύλλο</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>Δεύτερος γύρος: άλλο χρώμα</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>Κανείς δεν παίρνει</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>Αξίες προσφορών</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>Χρώμα ατού, χωρίς ατού, όλα ατού</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>Κάθε προσφορά πρέπει να είναι μεγαλύτερη</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>Προσφορά καπό</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Σούρκοντρα</translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation>Τέλος της αγοράς</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Το παίξιμο των χεριών</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Τα φύλλα στο τραπέζι</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ακολουθώ χρώμα</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Κόψιμο όταν δεν έχεις το χρώμα</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Κόψιμο από πάνω</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>Όταν ο συμπαίκτης σου κρατάει το χέρι</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Άνοιγμα με ατού: ρίχνεις μεγαλύτερο</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>Όλα ατού: μεγαλύτερο σε κάθε χρώμα</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Χωρίς ατού</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>Ένα διπλασιασμένο συμβόλαιο κλειδώνει το άνοιγμα με ατού</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>Ποια δήλωση κερδίζει</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>Μπελότ και ρεμπελότ</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>Το μέτρημα της μοιρασιάς</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>Οι πόντοι της μοιρασιάς</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>Τελευταίο χέρι (dix de der)</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Καπό</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>Πότε βγαίνει το συμβόλαιο</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>Ισοπαλία πόντων</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>Όταν το συμβόλαιο αποτυγχάνει</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Τέλος της παρτίδας</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>Επιλογές σε ισχύ</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>Πού διαφέρουν οι κανόνες, και οι επιλογές μας</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>Μόνο χρώμα που έχετε</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>Χοκούμ και Σαν</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>Ασκάλ</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Η σκάλα των διπλασιασμών</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>Γκάχουα</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Πρότζεκτ</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Πόντοι μοιρασιάς</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>Καμπούτ: όλες οι λεβέ</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>Μπαλούτ: οι πηγές μας</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>Συμβόλαιο με κόντρα</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Πόντοι αγώνα</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>Όλο το ματς σε ένα μοίρασμα</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation>{items} και {last}</translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation>Προσαρμοσμένο παιχνίδι: οι επιλογές σου σημειώνονται παρακάτω.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name}, με τις επιλογές σου</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>, μετά </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ναι</translation>
    </message>
    <message>
        <source>no</source>
        <translation>όχι</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>Τέσσερις παίκτες σε δύο ομάδες· οι συμπαίκτες κάθονται απέναντι.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>{count} παίκτες, ο καθένας για τον εαυτό του.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>Τράπουλα {deck} φύλλων, από το {low} ως τον άσσο· {hand} φύλλα ο καθένας.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>Σε κάθε μοιρασιά μια ομάδα διαλέγει το ατού και πρέπει μετά να πιάσει τουλάχιστον όσους πόντους και η άλλη πλευρά· τα φύλλα παίζονται σε χέρια, και οι πόντοι έρχονται από τα φύλλα που κερδίζονται, τις δηλώσεις και την μπελότ.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>Σε κάθε μοιρασιά οι παίκτες κάνουν προσφορές για το πόσους πόντους θα πιάσει η ομάδα τους και με ποιο ατού (ή χωρίς ατού, ή όλα ατού)· η ομάδα με την ψηλότερη προσφορά πρέπει μετά να τη βγάλει, ενώ οι άλλοι προσπαθούν να την εμποδίσουν.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>Κερδίζει η πρώτη ομάδα που ξεπερνά τους {target} πόντους.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>Κερδίζει την παρτίδα η πρώτη ομάδα που φτάνει τους {target} πόντους.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>Οι ασυνήθιστοι όροι εξηγούνται στο</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>γλωσσάρι</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>Σύνολο ανά χρώμα</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>Τα φύλλα έχουν διαφορετική σειρά στο ατού και στα άλλα χρώματα: ο βαλές και το εννιά του ατού γίνονται τα δύο ψηλότερα φύλλα. Από το δυνατότερο:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Ατού</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>Άλλα χρώματα</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>Στα χωρίς ατού κάθε χρώμα κρατά τη σειρά και τους πόντους της δεξιάς στήλης· στα όλα ατού κάθε χρώμα παίρνει τη σειρά και τους πόντους της αριστερής στήλης.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Η ομάδα που παίρνει το τελευταίο χέρι προσθέτει {bonus} πόντους (dix de der).</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>Όλα γίνονται αριστερόστροφα (αντίθετα από τους δείκτες του ρολογιού): επόμενος παίκτης είναι αυτός στα δεξιά σου.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>τον παίκτη στα δεξιά του μοιραστή</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>Όλα γίνονται δεξιόστροφα (όπως οι δείκτες του ρολογιού): επόμενος παίκτης είναι αυτός στα αριστερά σου.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>τον παίκτη στα αριστερά του μοιραστή</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>Σε κάθε μοιρασιά μια ομάδα δηλώνει Χοκούμ (χρώμα ατού) ή Σαν (χωρίς ατού) και πρέπει να κερδίσει περισσότερους πόντους από την άλλη· η άλλη ομάδα μπορεί να τη διπλασιάζει σκαλί σκαλί ως το Γκάχουα.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>Σε κάθε μοίρασμα οι παίκτες δηλώνουν συμβόλαιο, κάθε δήλωση πάνω από την προηγούμενη: ένα χρώμα ατού, χωρίς ατού ή όλα ατού· ο παίκτης της τελευταίας δήλωσης πρέπει μετά να κάνει περισσότερους πόντους από κάθε άλλον παίκτη.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>Σε κάθε μοίρασμα οι παίκτες δηλώνουν συμβόλαιο, κάθε δήλωση πάνω από την προηγούμενη: ένα χρώμα ατού, χωρίς ατού ή όλα ατού· η ομάδα της τελευταίας δήλωσης πρέπει μετά να κάνει περισσότερους πόντους από την άλλη ομάδα.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>Σε κάθε μοιρασιά οι παίκτες πλειοδοτούν πόσους πόντους θα κάνει η ομάδα τους και ποιο χρώμα θα είναι ατού· η ομάδα με την υψηλότερη προσφορά πρέπει μετά να φτάσει την προσφορά της, ενώ οι άλλοι προσπαθούν να την εμποδίσουν.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>Κερδίζει την παρτίδα ο πρώτος παίκτης που ξεπερνά τους {target} πόντους.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>Κερδίζει την παρτίδα ο πρώτος παίκτης που φτάνει τους {target} πόντους.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Ο παίκτης που παίρνει το τελευταίο χέρι προσθέτει {bonus} πόντους (dix de der).</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>Ο παίκτης που παίρνει το τελευταίο χέρι προσθέτει {bonus} πόντους.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>Η ομάδα που παίρνει το τελευταίο χέρι προσθέτει {bonus} πόντους.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>Ο μοιραστής μοιράζει τα φύλλα ένα ένα, {count} σε κάθε παίκτη, ξεκινώντας από {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>Ο μοιραστής δίνει σε κάθε παίκτη {packets} φύλλα, ένα πακέτο τη φορά, ξεκινώντας από {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>Μετά γυρίζει ανοιχτό το επόμενο φύλλο: αυτό προτείνει το χρώμα του ατού.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>Μόλις επιλεγεί το ατού, μοιράζει τα υπόλοιπα: {packets} φύλλα σε κάθε παίκτη, εκτός από αυτόν που πήρε, που σηκώνει το γυρισμένο φύλλο και παίρνει ένα φύλλο λιγότερο.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>Όλα τα φύλλα μοιράζονται πριν από την αγορά και δεν γυρίζει κανένα φύλλο.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Ο ίδιος παίκτης μιλά πρώτος στις δηλώσεις· ο δηλών ανοίγει την πρώτη λεβέ. Η μοιρασιά περνά στον επόμενο παίκτη μετά από κάθε μοιρασιά.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>Ο παίκτης στα {side} του μοιραστή μιλάει πρώτος στην αγορά. Το μοίρασμα περνάει στον επόμενο παίκτη μετά από κάθε μοιρασιά.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Ο ίδιος παίκτης μιλάει πρώτος στην αγορά και ανοίγει το πρώτο χέρι. Μετά από κάθε μοιρασιά μοιράζει ο επόμενος παίκτης.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>Τα φύλλα ανακατεύονται πριν από κάθε μοιρασιά (επιλογή).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>Τα φύλλα ανακατεύονται πριν από κάθε μοιρασιά (επιλογή· πάντα σε τραπέζι στο δίκτυο, ώστε κανείς να μην μπορεί να βρει τα επόμενα χέρια από τις μπάζες).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>Τα φύλλα ανακατεύονται μόνο πριν από την πρώτη μοιρασιά. Μετά τα χέρια μαζεύονται και κόβονται, χωρίς ανακάτεμα, οπότε ό,τι παίχτηκε επηρεάζει τα επόμενα φύλλα.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>Ξεκινώντας από τα {side} του μοιραστή, κάθε παίκτης με τη σειρά του είτε λέει «{call}», κάνοντας ατού το χρώμα του γυρισμένου φύλλου, είτε πάσο. Ο πρώτος που το λέει κλείνει τη δημοπρασία: η ομάδα του είναι η ομάδα του συμβολαίου.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>Μιλά πρώτος ο αντίπαλος του μοιραστή και μετά ο μοιραστής: ο καθένας είτε παίρνει, κάνοντας ατού το χρώμα του γυρισμένου φύλλου, είτε πάει πάσο. Ο πρώτος που παίρνει κλείνει τη δημοπρασία και γίνεται ο αναλαμβάνων.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>Ξεκινώντας από τον παίκτη στα {side} του μοιραστή, κάθε παίκτης με τη σειρά του είτε παίρνει, κάνοντας ατού το χρώμα του γυρισμένου φύλλου, είτε λέει πάσο. Ο πρώτος που παίρνει κλείνει την αγορά και γίνεται αυτός που πήρε· ο συμπαίκτης του παίζει μαζί του.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>Αν όλοι πουν πάσο, ακολουθεί δεύτερος γύρος: τώρα ο καθένας μπορεί να ορίσει ατού οποιοδήποτε άλλο χρώμα, ή να πει πάσο. Το χρώμα του γυρισμένου φύλλου δεν μπορεί πια να επιλεγεί.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>Και στους δύο γύρους μπορείτε να παίξετε μόνο σε χρώμα από το οποίο έχετε τουλάχιστον ένα φύλλο: να δεχτείτε ή να ονομάσετε χρώμα που δεν έχετε θα ήταν παράβαση, και το παιχνίδι δεν το επιτρέπει. Ο μοιραστής έχει πάντα το γυρισμένο φύλλο.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Αν όλοι πουν πάσο δύο φορές, τα φύλλα πετιούνται, κανείς δεν γράφει, και ο ίδιος μοιραστής ξαναμοιράζει.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Αν όλοι πουν πάσο δύο φορές, τα φύλλα μαζεύονται, κανείς δεν γράφει και μοιράζει ο επόμενος παίκτης.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>Ξεκινώντας από τον παίκτη στα {side} του μοιραστή, κάθε παίκτης με τη σειρά του λέει πάσο ή κάνει προσφορά: έναν αριθμό πόντων που η ομάδα του υπόσχεται να πιάσει, και το ατού της μοιρασιάς. Η αγορά μπορεί να κάνει πολλούς γύρους.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>Οι προσφορές πάνε από {low} ως {high} ανά {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>ένα χρώμα ατού (σπαθί, καρό, κούπα ή μπαστούνι)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>χωρίς ατού</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>όλα ατού</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} ή {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>Μια προσφορά ορίζει {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>Κάθε προσφορά πρέπει να είναι μεγαλύτερη σε πόντους από την προηγούμενη· το ατού που ορίζεται δεν παίζει ρόλο σε αυτό.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>Αντί για αριθμό, ένας παίκτης μπορεί να πει καπό: η ομάδα του θα πάρει όλα τα χέρια. Είναι πάνω από κάθε αριθμό, και τίποτα δεν μπορεί να ειπωθεί πάνω από αυτό.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>Σε αυτό το παιχνίδι δεν επιτρέπεται προσφορά καπό.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>Ένας παίκτης της άλλης ομάδας μπορεί να κάνει κόντρα στην ψηλότερη προσφορά: στοιχηματίζει ότι θα αποτύχει, και το σκορ του συμβολαίου μετρά διπλό (βλ. παρακάτω). Μετά από κόντρα κανείς δεν μπορεί να ανεβάσει.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>Ένας παίκτης της άλλης ομάδας μπορεί να κάνει κόντρα στην ψηλότερη προσφορά: στοιχηματίζει ότι θα αποτύχει, και η αξία της προσφοράς μετράει διπλή. Μετά από κόντρα κανείς δεν μπορεί να ανεβάσει.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>Σε αυτό το παιχνίδι δεν υπάρχει κόντρα.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>Κανείς δεν έχει συμπαίκτη</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>Το κλείδωμα ισχύει όταν το συμβόλαιο διπλασιάζεται ή τετραπλασιάζεται (μια Γκάχουα πατά σε τετραπλασιασμό). Στο ×3: {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>κλειδωμένο κι εκεί (επιλογή)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>όχι κλειδωμένο (οι σαουδαραβικοί κανόνες όπως δημοσιεύονται συνήθως)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>Η κόντρα διπλασιάζει το μέρος του σκορ που οφείλεται στην προσφορά, η σούρκοντρα το πολλαπλασιάζει επί {times}· οι πόντοι του παιχνιδιού δεν πολλαπλασιάζονται ποτέ.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>Ένα αποτυχημένο συμβόλαιο δίνει στην άμυνα 160 συν την προσφορά στα περισσότερα βιβλία, 162 συν την προσφορά σε άλλα, μόνο 160 ή μόνο την προσφορά σε ορισμένα τραπέζια. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} συν την προσφορά</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>Η σούρκοντρα πολλαπλασιάζει επί τέσσερα στα περισσότερα βιβλία, επί τρία σε ορισμένα τραπέζια· η κόντρα διπλασιάζει μόνο την προσφορά ή όλο το σκορ. Εδώ: ×{times}, {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>Μια προσφορά 80 χρειάζεται περισσότερο από τους μισούς πόντους (82) στα περισσότερα βιβλία, τους μισούς (81) ή μόνο την προσφορά (80) σε ορισμένα τραπέζια. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>Ένα καπό που δεν δηλώθηκε μετρά 250 στα περισσότερα βιβλία, 252 (162 + 90) σε άλλα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>Σε αυτό το παιχνίδι δεν υπάρχει σούρκοντρα.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>Μετά από μια προσφορά (ή μια κόντρα), τρία συνεχόμενα πάσο κλείνουν την αγορά: η τελευταία προσφορά γίνεται το συμβόλαιο και όποιος την έκανε είναι αυτός που πήρε.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Αν και οι τέσσερις παίκτες πουν πάσο χωρίς καμία προσφορά, τα φύλλα μαζεύονται, κανείς δεν γράφει και μοιράζει ο επόμενος παίκτης.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>Σε τραπέζι στο δίκτυο όμως τα φύλλα ανακατεύονται πριν από κάθε μοιρασιά, ώστε κανείς να μην μπορεί να βρει τα επόμενα χέρια από τις μπάζες.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>Σε τραπέζι στο δίκτυο το πρόγραμμα του οικοδεσπότη ανακατεύει και μοιράζει, άρα ξέρει κάθε φύλλο: παίξε με κάποιον που εμπιστεύεσαι ως οικοδεσπότη. Ο κωδικός του τραπεζιού δεν περνά ποτέ από το δίκτυο, και ό,τι λένε τα προγράμματα μεταξύ τους είναι κρυπτογραφημένο.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>Αυτός ο τρόπος επιλογής ατού δεν περιγράφεται ακόμη.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>δεξιά</translation>
    </message>
    <message>
        <source>left</source>
        <translation>αριστερά</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Ο δηλών ανοίγει την πρώτη λεβέ· κάθε παίκτης προσθέτει ύστερα ένα φύλλο με τη σειρά. Το ψηλότερο ατού κερδίζει τη λεβέ· χωρίς ατού, το ψηλότερο φύλλο του χρώματος που παίχτηκε. Ο νικητής ανοίγει την επόμενη λεβέ.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Όποιος έκανε την πρώτη προσφορά ανοίγει την πρώτη χαρτωσιά· κάθε παίκτης μετά ρίχνει ένα φύλλο με τη σειρά του. Το μεγαλύτερο ατού κερδίζει τη χαρτωσιά· χωρίς ατού, το μεγαλύτερο φύλλο του χρώματος που άνοιξε. Ο νικητής ανοίγει την επόμενη χαρτωσιά.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Ο παίκτης στα {side} του μοιραστή ανοίγει το πρώτο χέρι· μετά κάθε παίκτης ρίχνει ένα φύλλο με τη σειρά. Το χέρι το κερδίζει το μεγαλύτερο ατού· αν δεν έχει πέσει ατού, το μεγαλύτερο φύλλο του χρώματος που άνοιξε. Ο νικητής ανοίγει το επόμενο χέρι.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>Ποια φύλλα μπορείς να παίξεις ορίζεται αυστηρά. Με τη σειρά:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>Αν έχεις φύλλο του χρώματος που άνοιξε, πρέπει να παίξεις ένα.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>Αν δεν έχεις από το χρώμα που άνοιξε αλλά έχεις ατού, πρέπει να παίξεις ατού (κόβεις το χέρι).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>Αν δεν έχεις από το χρώμα που άνοιξε, μπορείς να παίξεις οποιοδήποτε φύλλο: το κόψιμο δεν είναι ποτέ υποχρεωτικό σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>Αφού το κόψιμο είναι ελεύθερο, ελεύθερο είναι και το κόψιμο από πάνω.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>Αν έχει ήδη πέσει ατού στο χέρι, πρέπει να ρίξεις μεγαλύτερο αν μπορείς. Αν δεν μπορείς, πρέπει και πάλι να παίξεις ατού, έστω και μικρότερο (κόψιμο από κάτω).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>Αν έχει ήδη πέσει ατού στο χέρι, πρέπει να κόψεις, αλλά κάνει οποιοδήποτε ατού: δεν χρειάζεται να το περάσεις.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>Κάθε παίκτης παίζει μόνος του: κανένας συμπαίκτης δεν σας απαλλάσσει ποτέ από το να κόψετε ή να υπερκόψετε.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>Αν ο συμπαίκτης σου κρατάει το χέρι όταν δεν μπορείς να ακολουθήσεις χρώμα, δεν χρειάζεται ούτε να κόψεις ούτε να κόψεις από πάνω: μπορείς να παίξεις οποιοδήποτε φύλλο.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>Ακόμη κι όταν ο συμπαίκτης σου κρατάει το χέρι, πρέπει να κόψεις και να κόψεις από πάνω, ακριβώς όπως απέναντι σε αντίπαλο.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>Αφού το κόψιμο είναι ελεύθερο, δεν αλλάζει τίποτα αν ο συμπαίκτης σου κρατάει το χέρι.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>Όταν παίζεται ατού, πρέπει να ρίξετε ψηλότερο ατού από το καλύτερο που έχει παιχτεί, αν μπορείτε.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>Όταν ανοίγουν ατού, πρέπει, αν μπορείς, να ρίξεις ατού μεγαλύτερο από το καλύτερο που έχει πέσει, εκτός αν ο συμπαίκτης σου κρατάει το χέρι.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>Όταν ανοίγουν ατού, πρέπει, αν μπορείς, να ρίξεις ατού μεγαλύτερο από το καλύτερο που έχει πέσει, ακόμη κι όταν ο συμπαίκτης σου κρατάει το χέρι.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>Όταν ανοίγουν ατού, πρέπει να ρίξεις ατού, αλλά κάνει οποιοδήποτε ατού.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>Στα όλα ατού κάθε χρώμα παίζεται σαν ατού: ακολουθείς χρώμα και, αν μπορείς, ρίχνεις μεγαλύτερο από το καλύτερο φύλλο του χρώματος που άνοιξε. Φύλλο άλλου χρώματος δεν κερδίζει ποτέ, οπότε δεν υπάρχει κόψιμο.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>Στα όλα ατού ακολουθείς χρώμα χωρίς υποχρέωση να ρίξεις μεγαλύτερο. Φύλλο άλλου χρώματος δεν κερδίζει ποτέ.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>Στα χωρίς ατού πρέπει μόνο να ακολουθείς χρώμα· αν δεν έχεις από το χρώμα που άνοιξε, παίζεις οποιοδήποτε φύλλο. Κερδίζει το μεγαλύτερο φύλλο του χρώματος που άνοιξε.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Από το δεύτερο χέρι και μετά, όταν είναι η σειρά σου, μπορείς να δείξεις τα φύλλα σου και να διεκδικήσεις όλα τα υπόλοιπα χέρια (Παιχνίδι &gt; Διεκδίκηση των υπόλοιπων χεριών). Η διεκδίκηση κρίνεται μόνο με όσα βλέπεις: γίνεται δεκτή όταν η ομάδα σου παίρνει όλα τα υπόλοιπα χέρια, όπως κι αν είναι μοιρασμένα τα φύλλα που δεν βλέπεις, με δεδομένα τα φύλλα που έχουν παιχτεί (ποιος δεν μπόρεσε να ακολουθήσει το χρώμα ή να κόψει), τις δηλώσεις και τα ανοιχτά φύλλα, με τον συμπαίκτη σου να παίζει μαζί σου και τους άλλους να παίζουν όσο καλύτερα μπορούν. Τα υπόλοιπα παίζονται έπειτα ως το τέλος. Μια διεκδίκηση που απορρίπτεται λέει τι είδους φύλλο θα μπορούσε να σε κερδίσει (ένα ατού, ένα μεγαλύτερο φύλλο κάποιου χρώματος), ποτέ ποιος έχει τι· όταν πάρα πολλά φύλλα δεν έχουν φανεί, είναι νωρίς για διεκδίκηση.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Από το δεύτερο χέρι και μετά, όταν είναι η σειρά σου, μπορείς να δείξεις τα φύλλα σου και να διεκδικήσεις όλα τα υπόλοιπα χέρια (Παιχνίδι &gt; Διεκδίκηση των υπόλοιπων χεριών). Η διεκδίκηση κρίνεται μόνο με όσα βλέπεις: γίνεται δεκτή όταν παίρνεις όλα τα υπόλοιπα χέρια, όπως κι αν είναι μοιρασμένα τα φύλλα που δεν βλέπεις, με δεδομένα τα φύλλα που έχουν παιχτεί (ποιος δεν μπόρεσε να ακολουθήσει το χρώμα ή να κόψει), τις δηλώσεις και τα ανοιχτά φύλλα, με τους άλλους να παίζουν όσο καλύτερα μπορούν. Τα υπόλοιπα παίζονται έπειτα ως το τέλος. Μια διεκδίκηση που απορρίπτεται λέει τι είδους φύλλο θα μπορούσε να σε κερδίσει (ένα ατού, ένα μεγαλύτερο φύλλο κάποιου χρώματος), ποτέ ποιος έχει τι· όταν πάρα πολλά φύλλα δεν έχουν φανεί, είναι νωρίς για διεκδίκηση.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>Σε αυτό το παιχνίδι δεν παίζονται δηλώσεις (μπορούν να ενεργοποιηθούν στις επιλογές). Η μπελότ μετράει κανονικά.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>Σε αυτό το παιχνίδι δεν παίζονται δηλώσεις (μπορούν να ενεργοποιηθούν στις επιλογές). Η {name} μετράει κανονικά.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>Ένας παίκτης που έχει έναν από αυτούς τους συνδυασμούς μπορεί να τον δηλώσει στο πρώτο χέρι, πριν παίξει το πρώτο του φύλλο. Στις σειρές τα φύλλα ακολουθούν τη σειρά {order}, όποιο κι αν είναι το ατού.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>Σε αυτό το παιχνίδι δεν παίζονται δηλώσεις (μπορούν να ενεργοποιηθούν στις επιλογές).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>Τρίτη: τρία διαδοχικά φύλλα στο ίδιο χρώμα</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>Τετάρτη: τέσσερα διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>Πέμπτη: πέντε ή περισσότερα διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>Τρία διαδοχικά φύλλα στο ίδιο χρώμα</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>Τέσσερα διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>Πέντε ή περισσότερα διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation>Καρέ: {cards}</translation>
    </message>
    <message>
        <source>Four of a kind: {cards}</source>
        <translation>Καρέ: {cards}</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Δήλωση</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>Τα καρέ των μικρών φύλλων ({cards}) δεν μετράνε τίποτα.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>Η δήλωση είναι προαιρετική: αν παίξεις το πρώτο σου φύλλο χωρίς να δηλώσεις, οι συνδυασμοί σου χάνονται.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>Κάθε δήλωση μετράει, για την ομάδα που την έκανε.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Γράφει μόνο η ομάδα που έχει τη μία καλύτερη δήλωση, και τότε γράφει όλες τις δηλώσεις της· της άλλης ομάδας δεν μετράνε. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>τους πόντους της·</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>με ίσους πόντους, το καρέ κερδίζει τη σειρά·</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>μετά το ψηλότερο φύλλο (για τα καρέ: {order})·</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>μετά η σειρά στο ατού κερδίζει σειρά σε άλλο χρώμα·</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>τον ίδιο τον μοιραστή</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>τον αντίπαλο του μοιραστή</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>τον παίκτη απέναντι από τον μοιραστή</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>Ο μοιραστής μοιράζει σε κάθε παίκτη με τη σειρά, ξεκινώντας από {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>Έπειτα {packets} φύλλα κλειστά μπροστά σε κάθε παίκτη: η πάστα του, που κανείς δεν κοιτάζει πριν επιλεγεί το ατού· τότε ο καθένας σηκώνει τη δική του.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>Έπειτα {down} φύλλα κλειστά στο τραπέζι μπροστά σε κάθε παίκτη, και {up} φύλλα ανοιχτά από πάνω τους, ένα σε καθένα.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>Έπειτα {up} φύλλα ανοιχτά στο τραπέζι μπροστά σε κάθε παίκτη.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>Το τελευταίο φύλλο του μοιραστή μοιράζεται ανοιχτό: προτείνει το χρώμα του ατού, και ο μοιραστής το κρατά.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>Το τελευταίο ανοιχτό φύλλο στις σειρές του μοιραστή προτείνει το χρώμα του ατού· μένει στη θέση του.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>Μόλις επιλεγεί το ατού, μοιράζει τα υπόλοιπα: {packets} φύλλα σε κάθε παίκτη, εκτός από τον μοιραστή, που σηκώνει το γυρισμένο φύλλο, όποιος κι αν πήρε, και παίρνει ένα φύλλο λιγότερο.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>Μόλις επιλεγεί το ατού, μοιράζει τα υπόλοιπα: {packets} φύλλα σε κάθε παίκτη.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>{count} φύλλα δεν μοιράζονται: μένουν κλειστά στην τράπουλα, χωρίς να τα δει κανείς, ως την επόμενη μοιρασιά.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Ο παίκτης μετά τον μοιραστή μιλάει πρώτος στην αγορά και ανοίγει το πρώτο χέρι. Μετά από κάθε μοιρασιά μοιράζει ο επόμενος παίκτης.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>Στα χωρίς ατού η μοιρασιά έχει μόνο {total} πόντους και δεν υπάρχει μπελότ, οπότε μια δήλωση χωρίς ατού πάνω από {total} δεν μπορεί ποτέ να βγει, ακόμη και με όλες τις λεβέ· το παιχνίδι την επιτρέπει πάντως, και η υπόδειξη το λέει.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>Η ομάδα που δέχτηκε κόντρα μπορεί να απαντήσει με σούρκοντρα: η αξία μετρά {times} φορές και η αγορά τελειώνει αμέσως.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>Αν δεν έχετε από το χρώμα που ζητήθηκε, είστε υποχρεωμένοι να κόψετε μόνο όταν τη λεβέ κρατά ατού αντιπάλου· αλλιώς μπορείτε να παίξετε οποιοδήποτε φύλλο.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>Αν στη λεβέ υπάρχει ήδη ατού, πρέπει να παίξετε μεγαλύτερο αν μπορείτε. Αν δεν μπορείτε, παίξτε οποιοδήποτε φύλλο: μικρότερο ατού ή άλλο χρώμα.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>Όταν ένα συμβόλαιο με ατού διπλασιαστεί, τα ατού κλειδώνουν: κανείς δεν μπορεί να ανοίξει με ατού όσο έχει φύλλο άλλου χρώματος.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>Ένας παίκτης δηλώνει το πολύ {count} από αυτές.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} μαζί με {run} στο ίδιο χρώμα</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Ένα φύλλο μπορεί να μετράει ταυτόχρονα σε καρέ και σε σειρά ({example}): δηλώνονται και τα δύο, δεν υπάρχει επιλογή.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Ένα φύλλο μπορεί να μετράει ταυτόχρονα σε καρέ και σε σειρά ({example}): δηλώνονται και τα δύο, δεν υπάρχει επιλογή.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Κάθε φύλλο μετράει σε μία μόνο δήλωση. Όταν είναι σε καρέ και σε σειρά ({example}), διαλέγεις τι θα δηλώσεις: το τραπέζι προτείνει κάθε συνδυασμό, πρώτα αυτόν που αξίζει περισσότερο (σε ίση αξία, αυτόν που κατατάσσεται ψηλότερα), και λέει τι κάνει ο καθένας απέναντι στις δηλώσεις που έχουν ήδη γίνει.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Κάθε φύλλο μετράει σε μία μόνο δήλωση. Όταν είναι σε καρέ και σε σειρά ({example}), διαλέγεις τι θα δηλώσεις: το τραπέζι προτείνει κάθε συνδυασμό, πρώτα αυτόν που αξίζει περισσότερο (σε ίση αξία, αυτόν που κατατάσσεται ψηλότερα), και λέει τι κάνει ο καθένας απέναντι στις δηλώσεις που έχουν ήδη γίνει.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>Σε αυτό το παιχνίδι γράφονται όλες οι δηλώσεις, οπότε καλύτερος είναι ο συνδυασμός που αξίζει περισσότερο.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Τα καρέ και οι σειρές συγκρίνονται χωριστά, οπότε ο καλύτερος συνδυασμός δεν είναι πάντα αυτός που κατατάσσεται ψηλότερα: ένα καρέ αφήνει τις σειρές στην καλύτερη σειρά που δηλώθηκε, ενώ η δική σου σειρά ίσως να την είχε νικήσει.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Τα καρέ και οι σειρές συγκρίνονται χωριστά, οπότε ο καλύτερος συνδυασμός δεν είναι πάντα αυτός που κατατάσσεται ψηλότερα: ένα καρέ αφήνει τις σειρές στην καλύτερη σειρά που δηλώθηκε, ενώ η δική σου σειρά ίσως να την είχε νικήσει.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>Γράφει μόνο η πλευρά με την καλύτερη δήλωση (βλ. παρακάτω), οπότε καλύτερος συνδυασμός είναι αυτός που δίνει στην πλευρά σου την καλύτερη δήλωση· έπειτα αυτός που αξίζει περισσότερο.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>Γράφει μόνο ο παίκτης που έχει τη μία καλύτερη δήλωση, και τότε γράφει όλες τις δηλώσεις του· των άλλων δεν μετράνε. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>Τα καρέ και οι σειρές κατατάσσονται χωριστά: ο παίκτης με το καλύτερο καρέ γράφει όλα τα καρέ του, και ο παίκτης με την καλύτερη σειρά γράφει όλες τις σειρές του. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>Τα καρέ και οι σειρές κρίνονται χωριστά: η ομάδα με το καλύτερο καρέ γράφει όλα τα καρέ της και η ομάδα με την καλύτερη σειρά γράφει όλες τις σειρές της. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>Γράφει μόνο ο παίκτης που έχει τη μία καλύτερη δήλωση, και μόνο τις δικές του δηλώσεις. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>ίσες δηλώσεις αντίπαλων πλευρών αλληλοεξουδετερώνονται και καμία δεν γράφει.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>μετά ο παίκτης που μιλάει πρώτος στη μοιρασιά.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>με ίσους πόντους, το καρέ κερδίζει τη σειρά·</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>ανάμεσα σε σειρές ίδιας αξίας, η μακρύτερη·</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>μετά το ψηλότερο φύλλο (για τα καρέ: {order})·</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>Σε αυτό το παιχνίδι η μπελότ δεν μετράει.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>Σε αυτό το παιχνίδι η {name} δεν μετράει.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Ο παίκτης που έχει τον ρήγα και την ντάμα του ατού λέει «{name}» όταν παίζει το πρώτο από τα δύο. Η ομάδα του γράφει {points} πόντους, ακόμη κι όταν τις δηλώσεις τις κερδίζει άλλη ομάδα.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Ο παίκτης που έχει τον ρήγα και την ντάμα του ατού λέει «{name}» όταν παίζει το δεύτερο από τα δύο. Η ομάδα του γράφει {points} πόντους, ακόμη κι όταν τις δηλώσεις τις κερδίζει άλλη ομάδα.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>Ο παίκτης που έχει τον ρήγα και την ντάμα του ατού λέει «Μπελότ» όταν παίζει το πρώτο από τα δύο και «Ρεμπελότ» με το δεύτερο. Γράφει {points} πόντους, ακόμη κι όταν τις δηλώσεις τις κερδίζει άλλος παίκτης.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Ο παίκτης που έχει τον ρήγα και την ντάμα του ατού λέει «Μπελότ» όταν παίζει το πρώτο από τα δύο και «Ρεμπελότ» με το δεύτερο. Η ομάδα του γράφει {points} πόντους, ακόμη κι όταν τις δηλώσεις τις κερδίζει άλλη ομάδα.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>Σε αυτό το παιχνίδι ο ρήγας και η ντάμα του ατού λέγονται {word}· μετράνε για όποιον τα έχει, όποιος κι αν γράφει τις δηλώσεις, και μπορούν να είναι και μέρος σειράς.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>Σε αυτό το παιχνίδι ο ρήγας και η ντάμα του ατού λέγονται {word}· μετρούν για όποια ομάδα κι αν γράφει τις δηλώσεις, και μπορούν να είναι και μέρος μιας σειράς.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>Σε αυτό το παιχνίδι ο ρήγας πρέπει να παιχτεί πριν από την ντάμα, αλλιώς η μπελότ δεν μετράει.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>Σε αυτό το παιχνίδι ο ρήγας πρέπει να παιχτεί πριν από την ντάμα, αλλιώς η {name} δεν μετράει.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>Ο ρήγας και η ντάμα μπορούν να παιχτούν με οποιαδήποτε σειρά.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>Στα όλα ατού κάθε ρήγας με ντάμα του ίδιου χρώματος στα φύλλα του ίδιου παίκτη είναι μπελότ.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>Στα όλα ατού δεν υπάρχει μπελότ.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>Στα χωρίς ατού δεν υπάρχει μπελότ.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>Η μπελότ της ομάδας που πήρε μετράει για την προσφορά της.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>Η {name} της ομάδας που πήρε μετράει για την προσφορά της.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>Η μπελότ της ομάδας που πήρε προστίθεται στο σκορ της αλλά δεν βοηθά να βγει η προσφορά.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>Η {name} της ομάδας που πήρε προστίθεται στο σκορ της αλλά δεν βοηθά να βγει η προσφορά.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>Ο παίκτης που είχε την μπελότ κρατά τους πόντους της ακόμη κι όταν το συμβόλαιό του αποτυγχάνει.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>Η ομάδα που είχε την μπελότ κρατά τους πόντους της ακόμη κι όταν το συμβόλαιό της αποτύχει.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>Η ομάδα που είχε την {name} κρατά τους πόντους της ακόμη κι όταν το συμβόλαιό της αποτύχει.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Όταν το συμβόλαιο των δηλούντων πέφτει, το μπελότ τους δεν γράφεται για κανέναν: το κρατούν κρυφό αντί να το δώσουν στους αμυνόμενους.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Όταν το συμβόλαιο της ομάδας που πήρε αποτυγχάνει, η {name} της δεν γράφεται για κανέναν: την κρατά κρυφή αντί να τη δώσει στην άμυνα.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>Όταν το συμβόλαιο της ομάδας που πήρε αποτυγχάνει, η {name} της χάνεται: δεν γράφεται για κανέναν.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>μπελότ</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>Όταν το συμβόλαιο της ομάδας που πήρε αποτυγχάνει, η μπελότ της πηγαίνει στην άμυνα.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>Όταν το συμβόλαιο της ομάδας που πήρε αποτυγχάνει, η {name} της πηγαίνει στην άμυνα.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>Με κόντρα χάνεται μαζί με τους υπόλοιπους πόντους της: γράφει μόνο η ομάδα με τους περισσότερους πόντους.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>Κάθε μοιρασιά (ένα χρώμα ατού)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Όλα ατού</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>Ένα χρώμα ατού</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>Ένας παίκτης που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις του (πηγαίνουν στους άλλους μόνο αν πάρουν όλους τους πόντους ενός συμβολαίου που απέτυχε)· η μπελότ του μετρά ακόμη.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της (πηγαίνουν στην άλλη ομάδα μόνο αν εκείνη πάρει όλους τους πόντους ενός συμβολαίου που απέτυχε)· η μπελότ της μετρά ακόμη.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της (πηγαίνουν στην άλλη ομάδα μόνο αν εκείνη πάρει όλους τους πόντους ενός συμβολαίου που απέτυχε)· η {name} της μετρά ακόμη.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>Στο χωρίς ατού μετράει μόνο μία δήλωση: το καρέ άσσων, που αξίζει 200.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>Στο χωρίς ατού δεν υπάρχουν δηλώσεις.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>Ο παίκτης που παίρνει όλα τα χέρια προσθέτει {points} πόντους αγώνα στο σκορ του, μετά τη μετατροπή παρακάτω· δεν διπλασιάζονται ποτέ.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>Μια ομάδα που παίρνει όλες τις μπάζες προσθέτει {points} πόντους αγώνα στο σκορ της, μετά τη μετατροπή παρακάτω· δεν διπλασιάζονται ποτέ.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>Ο παίκτης που παίρνει όλα τα χέρια γράφει {capot} πόντους φύλλων.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>Μια ομάδα που παίρνει όλες τις μπάζες γράφει {capot} πόντους φύλλων.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>Κάθε παίκτης αθροίζει τους πόντους των φύλλων, τις δηλώσεις και την μπελότ του. Αν ο παίκτης που δήλωσε το συμβόλαιο έχει περισσότερους πόντους από κάθε άλλον, το συμβόλαιο βγαίνει και κάθε παίκτης γράφει το σύνολό του.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>Κάθε ομάδα αθροίζει τους πόντους των φύλλων, τις δηλώσεις και την μπελότ της. Αν η ομάδα που δήλωσε το συμβόλαιο έχει περισσότερους πόντους από την άλλη, το συμβόλαιο βγαίνει και κάθε ομάδα γράφει το σύνολό της.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>Με ίσους πόντους οι άλλοι γράφουν όλους τους πόντους του μοιράσματος, τα σύνολα όλων των παικτών (με τα λόγια των συνηθισμένων κανόνων: «όλοι οι πόντοι που κερδήθηκαν στο μοίρασμα»), ο δηλών δεν γράφει τίποτα, και {points} πόντοι κρατούνται: τους προσθέτει ο παίκτης που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>Με ίσους πόντους η άλλη ομάδα γράφει όλους τους πόντους του μοιράσματος, τα σύνολα και των δύο ομάδων (με τα λόγια των συνηθισμένων κανόνων: «όλοι οι πόντοι που κερδήθηκαν στο μοίρασμα»), όσοι δήλωσαν δεν γράφουν τίποτα, και {points} πόντοι κρατούνται: τους προσθέτει η ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>Με ίσους πόντους οι άλλοι γράφουν τους δικούς τους πόντους, ο δηλών δεν γράφει τίποτα, και {points} πόντοι κρατούνται: τους προσθέτει ο παίκτης που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>Με ίσους πόντους η άλλη ομάδα γράφει τους δικούς της πόντους, οι δηλούντες δεν γράφουν τίποτα, και {points} πόντοι κρατούνται: τους προσθέτει η ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>Με ίσους πόντους οι άλλοι γράφουν τους δικούς τους πόντους, και οι πόντοι του δηλούντος κρατούνται: τους προσθέτει ο παίκτης που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>Με ίσους πόντους η άλλη ομάδα γράφει τους δικούς της πόντους, και οι πόντοι των δηλούντων κρατούνται: τους προσθέτει η ομάδα που θα κερδίσει το επόμενο μοίρασμα.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>Ο δηλών χρειάζεται τουλάχιστον τόσους πόντους όσους κάθε άλλος παίκτης: η ισοπαλία αρκεί.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>Οι δηλούντες χρειάζονται τουλάχιστον όσους πόντους έχει η άλλη ομάδα: η ισοπαλία αρκεί.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>Ο δηλών χρειάζεται περισσότερους πόντους από κάθε άλλον παίκτη: με ίσους πόντους είναι μέσα.</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>Οι δηλούντες χρειάζονται περισσότερους πόντους από την άλλη ομάδα: με ίσους πόντους είναι μέσα.</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>Αν ο δηλών έχει λιγότερους πόντους, είναι μέσα: οι πόντοι του (φύλλα, δηλώσεις και μπελότ) πηγαίνουν στους άλλους, όπως λένε οι επιλογές παρακάτω.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>Αν οι δηλούντες έχουν λιγότερους πόντους, είναι μέσα: η άλλη ομάδα γράφει τα σύνολα και των δύο ομάδων, φύλλα, δηλώσεις και μπελότ.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>Με κόντρα όλοι οι παίκτες είναι δεσμευμένοι: ο παίκτης με τους περισσότερους πόντους παίρνει τα σύνολα όλων.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>Σε συμβόλαιο με κόντρα και οι δύο ομάδες δεσμεύονται: η ομάδα με τους περισσότερους πόντους παίρνει και τα δύο σύνολα.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>Με κόντρα γράφει μόνο ο παίκτης με τους περισσότερους πόντους· οι άλλοι δεν γράφουν τίποτα.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>Σε συμβόλαιο με κόντρα γράφει μόνο η ομάδα με τους περισσότερους πόντους· η άλλη δεν γράφει τίποτα.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>Με κόντρα οι πόντοι μετράνε διπλά· με ρεκόντρα {times} φορές.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>Ένα συμβόλαιο χωρίς ατού μετράει κι αυτό {times} φορές, με κόντρα ή χωρίς.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>Μετά τη δήλωση «Ματς» το μοίρασμα μετράει σαν ρεκόντρα και κρίνει όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Με κόντρα όλοι οι παίκτες είναι δεσμευμένοι: με ίσους πόντους κανείς δεν γράφει, και όλοι οι πόντοι του μοιράσματος κρατούνται (όπως μετρούν οι Βούλγαροι παίκτες· επιλογή).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Με κόντρα και οι δύο ομάδες είναι δεσμευμένες: με ίσους πόντους καμία δεν γράφει, και όλοι οι πόντοι του μοιράσματος κρατούνται (όπως μετρούν οι Βούλγαροι παίκτες· επιλογή).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>Με κόντρα η ισοπαλία μετράει όπως χωρίς κόντρα, πολλαπλασιασμένη (επιλογή· οι Βούλγαροι παίκτες κρατούν όλους τους πόντους).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>Ένα μοίρασμα που τελειώνει πάλι ισόπαλο δεν το κερδίζει κανείς: οι πόντοι που κρατούνται περιμένουν, μαζί με τους νέους, το επόμενο μοίρασμα που θα κερδίσει κάποιος παίκτης (επιλογή).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>Ένα μοίρασμα που λήγει πάλι ισόπαλο δεν το κερδίζει κανείς: οι πόντοι που κρατούνται περιμένουν, μαζί με τους νέους, το επόμενο μοίρασμα που κερδίζει μια ομάδα (επιλογή).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>Αν το επόμενο μοίρασμα τελειώσει πάλι ισόπαλο, ο παίκτης που γράφει σε αυτό παίρνει τους πόντους που κρατούνται (επιλογή· κανονικά περιμένουν ένα μοίρασμα που θα κερδίσει κάποιος παίκτης).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>Αν και το επόμενο μοίρασμα λήξει ισόπαλο, η ομάδα που γράφει σε αυτό παίρνει τους πόντους που κρατούνται (επιλογή· από προεπιλογή περιμένουν ένα μοίρασμα που κερδίζει μια ομάδα).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ό,τι γράφει κάθε παίκτης διαιρείται μετά με το δέκα και στρογγυλεύεται σε ακέραιους πόντους αγώνα. Αποφασίζει το υπόλοιπο: πάνω από το όριο του συμβολαίου στρογγυλεύεται προς τα πάνω, στο όριο ή κάτω από αυτό προς τα κάτω.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ό,τι γράφει κάθε ομάδα διαιρείται μετά με το δέκα και στρογγυλεύεται σε ακέραιους πόντους αγώνα. Αποφασίζει το υπόλοιπο: πάνω από το όριο του συμβολαίου στρογγυλεύεται προς τα πάνω, στο όριο ή κάτω από αυτό προς τα κάτω.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} δίνει {down}, {high} δίνει {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Συμβόλαιο</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Όριο</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Παράδειγμα</translation>
    </message>
    <message>
        <source>When two players stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Όταν δύο παίκτες σταματούν ακριβώς στο όριο, το μικρότερο σκορ στρογγυλεύεται προς τα πάνω και το μεγαλύτερο προς τα κάτω: στα όλα ατού 154 και 144 κάνουν και τα δύο 15.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Όταν και οι δύο ομάδες σταματούν ακριβώς στο όριο, το μικρότερο σκορ στρογγυλεύεται προς τα πάνω και το μεγαλύτερο προς τα κάτω: στα όλα ατού το 154 και το 144 δίνουν και τα δύο 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>Ένας παίκτης που δεν γράφει τίποτα στο μοίρασμα μένει έξω από αυτόν τον κανόνα: αρκεί οι άλλοι δύο να είναι στο όριο.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>Με ίσους πόντους στο όριο, οι πόντοι που γράφονται στρογγυλεύονται προς τα πάνω και όσοι κρατούνται προς τα κάτω, ώστε το μοίρασμα να κρατά τους πόντους παρτίδας του: σε χρώμα 96 και 96 κάνουν 10 και 9 (επιλογή).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>Με ίσους πόντους στο όριο, και οι πόντοι που γράφονται και όσοι κρατούνται στρογγυλεύονται προς τα κάτω: σε χρώμα 96 και 96 κάνουν 9 και 9 (επιλογή· από προεπιλογή οι πόντοι που γράφονται στρογγυλεύονται προς τα πάνω).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>Οι πόντοι που κρατήθηκαν μετά από ισοπαλία μετατρέπονται με τον ίδιο τρόπο.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>Μετά τη δήλωση «Ματς» το μοίρασμα κρίνει το παιχνίδι: αν οι δηλούντες βγάλουν το συμβόλαιο κερδίζουν το παιχνίδι, αλλιώς το κερδίζει η άλλη ομάδα, όποιο κι αν είναι το σκορ.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>Οι πόντοι που κρατούνται μετά από ισοπαλία πηγαίνουν στον επόμενο παίκτη που κερδίζει μοίρασμα.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>Οι πόντοι που κρατήθηκαν μετά από ισοπαλία πηγαίνουν στην επόμενη ομάδα που κερδίζει ένα μοίρασμα.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>Οι πόντοι που κρατούνται μετά από ισοπαλία πηγαίνουν στον παίκτη που κερδίζει το επόμενο μοίρασμα που παίζεται.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>Οι πόντοι που κρατήθηκαν μετά από ισοπαλία πηγαίνουν στην ομάδα που κερδίζει το επόμενο μοίρασμα που παίζεται.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>Μια μοιρασιά κερδίζεται με τους πόντους της, ακόμη κι όταν οι πόντοι αγώνα βγαίνουν ίσοι μετά τη στρογγυλοποίηση: από τον αγοραστή που βγάζει το συμβόλαιό του, ή από τον αντίπαλό του όταν εκείνος αποτυγχάνει.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>Μια μοιρασιά κερδίζεται με τους πόντους της, ακόμη κι όταν οι πόντοι αγώνα βγαίνουν ίσοι μετά τη στρογγυλοποίηση: από τον αγοραστή που βγάζει το συμβόλαιό του· αν αποτύχει, από τον άλλο παίκτη με τους περισσότερους πόντους (δύο ισόπαλοι μοιράζονται ό,τι είχε κρατηθεί, με τον μονό πόντο στον πρώτο μετά τον αγοραστή).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>Μια μοιρασιά κερδίζεται με τους πόντους της, ακόμη κι όταν οι πόντοι αγώνα βγαίνουν ίσοι μετά τη στρογγυλοποίηση: από την ομάδα που βγάζει το συμβόλαιό της, ή από την άμυνα όταν το ρίχνει.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>Η Μπελότ με δηλώσεις ακολουθεί τους κανόνες της όπως δημοσιεύονται συνήθως στα αγγλικά. Αυτοί δεν δίνουν πίνακα δηλώσεων: η σειρά των δηλώσεων (σπαθί, καρό, κούπα, μπαστούνι, χωρίς ατού, όλα ατού), η κόντρα, η ρεκόντρα και το «Ματς» συμπληρώθηκαν από άλλους δημοσιευμένους κανόνες του παιχνιδιού.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>Αυτοί οι κανόνες λένε μία φορά ότι οι δηλώσεις πάνε δεξιόστροφα· όλα τα άλλα στο παιχνίδι πάνε προς τα δεξιά, άρα και οι δηλώσεις.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>Ίσοι πόντοι: αυτοί οι κανόνες δίνουν 85 πόντους στον νικητή του επόμενου μοιράσματος· τους μετατρέπουμε σε πόντους αγώνα με το όριο του συμβολαίου του ισόπαλου μοιράσματος. Εδώ: {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>Συμβόλαιο με κόντρα: αυτοί οι κανόνες λένε ότι γράφει μόνο η ομάδα με τους περισσότερους πόντους· οι βουλγαρικοί κανόνες της δίνουν και τα δύο σύνολα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>και τα δύο σύνολα</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>το δικό της σύνολο</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>Χωρίς το χρώμα που παίχτηκε, αυτοί οι κανόνες ζητούν ατού αλλά όχι μεγαλύτερο· δεν λένε αν σας απαλλάσσει ο συμπαίκτης που κρατά τη μπάζα, και ακολουθούμε τον συνήθη κανόνα.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>Ισοπαλία: αυτοί οι κανόνες λένε ότι η άλλη ομάδα γράφει «όλους τους πόντους που κερδήθηκαν στο μοίρασμα»· εμείς το διαβάζουμε ως τα σύνολα και των δύο ομάδων, όπως όταν αποτυγχάνουν όσοι δήλωσαν, με τους 85 πόντους από πάνω.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>Η επιλογή μας: μετά από κόντρα ή ρεκόντρα μπορεί ακόμη να ακολουθήσει υψηλότερη δήλωση, και η νέα δήλωση ισχύει χωρίς κόντρα (οι πηγές μας δεν το λένε).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>Πέντε φύλλα ο καθένας και ένα γυρισμένο φύλλο. Από τα δεξιά του μοιραστή, ο καθένας με τη σειρά λέει Πάσο, {hokum} (ατού το χρώμα του γυρισμένου φύλλου) ή {sun} (χωρίς ατού, πάνω από το Χοκούμ). Μετά από Χοκούμ κάθε άλλος παίκτης μπορεί ακόμη να δηλώσει Σαν· ύστερα όποιος είπε Χοκούμ το κρατά ή το ανεβάζει σε Σαν. Μετά από Σαν οι άλλοι μπορούν να το ξεπεράσουν με δικό τους Σαν (μία φορά ο καθένας). Αν πουν πάσο και οι τέσσερις, ακολουθεί δεύτερος γύρος: το Χοκούμ ορίζει πια άλλο χρώμα και το Σαν κλείνει αμέσως τις δηλώσεις. Δύο γύροι με πάσο και τα φύλλα ξαναμοιράζονται.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal}: στον πρώτο γύρο ο μοιραστής ή ο παίκτης πριν από αυτόν μπορεί να δηλώσει Σαν για τον συμπαίκτη του, ο οποίος τότε παίρνει το γυρισμένο φύλλο και παίζει το Σαν.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>Ο παίκτης που κέρδισε τη δήλωση (ο δηλών) παίρνει το γυρισμένο φύλλο· ο μοιραστής του δίνει άλλα δύο φύλλα και στους άλλους από τρία. Ο δηλών ανοίγει την πρώτη λεβέ.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>Όταν κριθεί η δήλωση, η άλλη ομάδα μπορεί να πει {double} (×2)· σε Σαν μόνο αν η ομάδα του έχει πάνω από {limit} πόντους και οι διπλασιάζοντες κάτω από {limit}. Οι δηλώσαντες μπορούν να απαντήσουν {three} (×3), οι άλλοι {four} (×4) και οι δηλώσαντες {gahwa}. Κάθε ομάδα μιλά με τη σειρά· όταν πουν πάσο και οι δύο παίκτες της, αρχίζει το παιχνίδι. Όσο είναι διπλασιασμένο, κανείς δεν ανοίγει ατού αν έχει άλλο χρώμα (το χέρι είναι κλειδωμένο).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa}: η ομάδα που κερδίζει τη μοιρασιά κερδίζει όλο το παιχνίδι, όποιο κι αν είναι το σκορ.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>Σε αυτό το παιχνίδι δεν υπάρχει διπλασιασμός.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>Σε αυτό το παιχνίδι δεν υπάρχουν πρότζεκτ.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} διαδοχικά φύλλα ενός χρώματος</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>τέσσερα δεκάρια, βαλέδες, ντάμες ή ρηγάδες· τέσσερις άσοι στο Χοκούμ</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>τέσσερις άσοι στο Σαν</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Πρότζεκτ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Φύλλα</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>Τα πρότζεκτ δηλώνονται στην πρώτη λεβέ, το πολύ {count} ανά παίκτη. Οι σειρές ακολουθούν τη σειρά A K Q J 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Γράφει μόνο η ομάδα με το καλύτερο πρότζεκτ, τα πρότζεκτ και των δύο παικτών της. Καλύτερο είναι το πιο ακριβό· ανάμεσα σε ίσες σειρές, το ψηλότερο πάνω φύλλο, μετά η σειρά σε ατού, μετά ο παίκτης πιο κοντά δεξιά του μοιραστή.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>Ανάμεσα σε πρότζεκτ ίδιας αξίας, η σειρά είναι πάνω από το καρέ: ο πίνακας πρότζεκτ της πηγής μας βάζει τη σειρά πέντε φύλλων (100) πάνω από τους τέσσερις άσους στο Χοκούμ, και τους τέσσερις άσους πάνω από τέσσερα δεκάρια, βαλέδες, ντάμες ή ρηγάδες (επιλογή: η γαλλική σειρά βάζει πρώτα το καρέ).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>Ανάμεσα σε πρότζεκτ ίδιας αξίας, το καρέ είναι πάνω από τη σειρά (η γαλλική σειρά· η πηγή μας βάζει πρώτη τη σειρά πέντε φύλλων).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot}: ο ρήγας και η ντάμα ατού στο ίδιο χέρι, μόνο στο Χοκούμ, αξίζουν {points} πόντους στην ομάδα τους και δεν πολλαπλασιάζονται ποτέ από τη σκάλα. Δεν μετράνε αν ο ρήγας ή η ντάμα ανήκει σε πρότζεκτ που γράφει.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>Τα φύλλα μετράνε όπως στη Μπελότ (Χοκούμ: 162 με τους 10 της τελευταίας λεβέ· Σαν: 130). Γίνονται πόντοι μοιρασιάς: στο Σαν στρογγυλεύονται στην πλησιέστερη δεκάδα (το 5 προς τα πάνω), διπλασιάζονται και διαιρούνται με το δέκα (26 στη μοιρασιά)· στο Χοκούμ διαιρούνται με το δέκα, με το μισό ή λιγότερο προς τα κάτω (16 στη μοιρασιά). Τα πρότζεκτ προστίθενται σε πόντους.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>Οι δηλώσαντες χρειάζονται περισσότερους πόντους από την άλλη ομάδα (φύλλα, πρότζεκτ και μπαλούτ). Τότε κάθε ομάδα γράφει τους δικούς της· αλλιώς η άλλη ομάδα γράφει τα πάντα, φύλλα και πρότζεκτ και των δύο ομάδων. Με διπλασιασμό οι πόντοι μετράνε δύο, τρεις ή τέσσερις φορές.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>Ένα διπλασιασμένο συμβόλαιο που βγαίνει γράφει ακόμη και για τις δύο ομάδες, την καθεμία τους δικούς της πόντους πολλαπλασιασμένους: ο νικητής δεν τα παίρνει όλα (οι σαουδαραβικοί κανόνες όπως δημοσιεύονται συνήθως: «κάθε ομάδα κερδίζει … αν η νικηφόρα δήλωση διπλασιάστηκε, οι πόντοι αυτοί διπλασιάζονται»). Μόνο μια Γκάχουα δίνει σε μία ομάδα όλο το παιχνίδι.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>Η τελευταία λεβέ αξίζει {bonus} πόντους ακόμη.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points} όταν το γυρισμένο φύλλο είναι άσος)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot}: ομάδα που κερδίζει όλες τις λεβέ γράφει {sun} στο Σαν και {hokum} στο Χοκούμ αντί για τα φύλλα της{ace}, μαζί με τα πρότζεκτ της.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>Σειρά των φύλλων και υποχρεώσεις στο παίξιμο: ο πίνακας της πηγής μας χάθηκε, οπότε ακολουθούμε τους δημοσιευμένους σαουδαραβικούς κανόνες: στο ατού J 9 A 10 K Q 8 7, αλλού A 10 K Q J 9 8 7· ακολουθήστε χρώμα· αλλιώς κόψτε και ξεπεράστε ατού της λεβέ, εκτός αν την κρατά ο συμπαίκτης σας· όταν παίζεται ατού: ψηλότερα.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>Ο στόχος: 152, όπως παίζουν τα περισσότερα τραπέζια (η πηγή μας λέει 128: επιλογή).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>Καμπούτ: 44, ή 88 με γυρισμένο άσο, όπως λέει η πηγή μας· οι δημοσιευμένοι κανόνες δίνουν 25 στο Χοκούμ (επιλογή).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>Ασκάλ: κατά τους δημοσιευμένους κανόνες (ο μοιραστής ή ο παίκτης πριν από αυτόν, στον πρώτο γύρο)· η πηγή μας μόνο το αναφέρει.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>Στο Σαν οι πόντοι στρογγυλεύονται σε δεκάδες με το 5 προς τα πάνω· η πηγή μας δεν λέει προς τα πού πάει το 5.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Τελευταίο χέρι</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Πάνω από τους μισούς</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>Το τελευταίο χέρι αξίζει {bonus} πόντους επιπλέον (dix de der).</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>Ο παίκτης που παίρνει όλα τα χέρια κάνει καπό: τα φύλλα του μετράνε {capot} αντί για {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>Η ομάδα που παίρνει όλα τα χέρια κάνει καπό: τα φύλλα της μετράνε {capot} αντί για {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>Όλα τα χέρια δεν φέρνουν μπόνους: ο παίκτης έχει απλώς όλους τους {total} πόντους των φύλλων.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>Όλες οι μπάζες δεν φέρνουν μπόνους: η ομάδα έχει απλώς και τους {total} πόντους των φύλλων.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>Κάθε παίκτης αθροίζει τους πόντους των φύλλων του, τις δηλώσεις του (αν μετράνε) και την μπελότ του. Αν το σύνολο του παίκτη που πήρε αρκεί, κάθε παίκτης γράφει το δικό του σύνολο.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Κάθε ομάδα αθροίζει τους πόντους των φύλλων της, τις δηλώσεις της (αν μετράνε) και την μπελότ της. Αν το σύνολο της ομάδας που πήρε αρκεί, κάθε ομάδα γράφει το δικό της σύνολο.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Κάθε ομάδα αθροίζει τους πόντους της: φύλλα, {declarations} (αν μετράνε) και {name}. Αν το σύνολο της ομάδας που πήρε αρκεί, κάθε ομάδα γράφει το δικό της σύνολο.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>Ο παίκτης που πήρε χρειάζεται τουλάχιστον τόσους πόντους όσους κάθε άλλος παίκτης: η ισοπαλία αρκεί.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>Η ομάδα που πήρε χρειάζεται τουλάχιστον όσους πόντους και η άλλη ομάδα: η ισοπαλία αρκεί.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>Ο παίκτης που πήρε χρειάζεται περισσότερους πόντους από κάθε άλλον παίκτη: η ισοπαλία είναι κι αυτή αποτυχία.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>Οι παίκτες του συμβολαίου χρειάζονται περισσότερους πόντους από την άλλη ομάδα: και η ισοπαλία είναι αποτυχία.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>Ο παίκτης που πήρε χρειάζεται περισσότερους πόντους από κάθε άλλον παίκτη: με ίσους πόντους είναι μέσα.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>Η ομάδα που πήρε χρειάζεται περισσότερους πόντους από την άλλη ομάδα: με ισοπαλία μπαίνει μέσα.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>Ο παίκτης που πήρε χρειάζεται περισσότερους πόντους από κάθε άλλον παίκτη. Με ίσους πόντους δεν γράφει τίποτα και οι άλλοι γράφουν μόνο τους δικούς τους πόντους.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>Η ομάδα που πήρε χρειάζεται περισσότερους πόντους από την άλλη. Με ισοπαλία δεν γράφει τίποτα και η άλλη ομάδα γράφει μόνο τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>Ο παίκτης που πήρε χρειάζεται περισσότερους πόντους από κάθε άλλον παίκτη. Με ισοπαλία υπάρχει εκκρεμότητα (litige): οι άλλοι γράφουν τους πόντους τους, ενώ οι πόντοι του παίκτη που πήρε περιμένουν· τους παίρνει ο παίκτης που θα κερδίσει την επόμενη μοιρασιά.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>Η ομάδα που πήρε χρειάζεται περισσότερους πόντους από την άλλη ομάδα. Με ισοπαλία υπάρχει εκκρεμότητα (litige): η άμυνα γράφει τους πόντους της, ενώ οι πόντοι της ομάδας που πήρε περιμένουν· τους παίρνει η ομάδα που θα κερδίσει την επόμενη μοιρασιά.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>Αλλιώς το συμβόλαιο αποτυγχάνει: ο παίκτης που πήρε δεν γράφει τίποτα (εκτός από τη δική του μπελότ, αν αυτό το παιχνίδι την κρατά), και οι άλλοι γράφουν μόνο τους δικούς τους πόντους.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Αλλιώς το συμβόλαιο αποτυγχάνει: η ομάδα που πήρε δεν γράφει τίποτα (εκτός από τη δική της μπελότ, αν το παιχνίδι την κρατά), και η άλλη ομάδα γράφει μόνο τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Αλλιώς το συμβόλαιο αποτυγχάνει: η ομάδα που πήρε δεν γράφει τίποτα (εκτός από τη δική της {name}, αν το παιχνίδι την κρατά), και η άλλη ομάδα γράφει μόνο τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>Αλλιώς ο παίκτης που πήρε μπαίνει μέσα: δεν γράφει τίποτα εκτός από τη δική του μπελότ, και ο αντίπαλός του γράφει {total} συν κάθε δήλωση που μέτρησε (και τη δική του μπελότ)· {capot} αν πήρε όλα τα χέρια.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>Αλλιώς η ομάδα που πήρε μπαίνει μέσα: δεν γράφει τίποτα εκτός από τη δική της μπελότ, και η άλλη ομάδα γράφει {total} συν κάθε δήλωση που μέτρησε (και τη δική της μπελότ)· {capot} αν πήρε όλα τα χέρια.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>τους πόντους των φύλλων</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>το τελευταίο χέρι</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>τις δηλώσεις της</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>την μπελότ της</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Η ομάδα που πήρε μετράει {counted}. Το συμβόλαιο βγαίνει όταν το σύνολο φτάνει την προσφορά και επιπλέον ξεπερνά τους μισούς πόντους της μοιρασιάς: μια προσφορά {low} σε χρώμα ατού χρειάζεται {half} από {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Η ομάδα που πήρε μετρά {counted}. Το συμβόλαιο βγαίνει όταν αυτό φτάσει την προσφορά και επίσης τους μισούς πόντους του μοιράσματος: μια προσφορά {low} σε χρώμα ατού χρειάζεται {half} από {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Η ομάδα που πήρε μετρά {counted}. Το συμβόλαιο βγαίνει όταν αυτό φτάσει την προσφορά: μια προσφορά {low} σε χρώμα ατού χρειάζεται {half} από {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>Αν βγει: η ομάδα που πήρε γράφει τους πόντους της συν την προσφορά· η άλλη ομάδα γράφει τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>Προσφορά καπό που βγαίνει γράφει {made}, και κάθε ομάδα τις δηλώσεις της· αν αποτύχει, η άλλη ομάδα γράφει {failed} και όλες τις δηλώσεις. Η κόντρα ή η σούρκοντρα πολλαπλασιάζει τα {made} και τα {failed}, όχι τις δηλώσεις· οι μπελότ γράφονται όπως σε κάθε συμβόλαιο.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>Αρκεί να πιάσεις ακριβώς την προσφορά· σε αυτό το παιχνίδι δεν υπάρχει εκκρεμότητα.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>Η ομάδα που δέχτηκε κόντρα μπορεί να απαντήσει με σούρκοντρα: το σκορ του συμβολαίου μετρά {times} φορές και η αγορά τελειώνει αμέσως.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>Η κόντρα διπλασιάζει το σκορ της ομάδας που κερδίζει το συμβόλαιο, αλλά ποτέ την μπελότ: αν βγει, η ομάδα που πήρε γράφει (πόντοι φύλλων + δηλώσεις + προσφορά) × 2 + μπελότ (με σούρκοντρα: × {times}), και η άλλη ομάδα τους δικούς της πόντους· αν αποτύχει, η άμυνα γράφει ({base} + προσφορά) × 2 (με σούρκοντρα: × {times}), συν όλες τις δηλώσεις και την μπελότ της.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>Αν αποτύχει: η ομάδα που πήρε γράφει μόνο την μπελότ της. Η άλλη ομάδα γράφει {base} συν την προσφορά, και τα δύο πολλαπλασιασμένα με την κόντρα ή τη σούρκοντρα, συν κάθε δήλωση και τη δική της μπελότ.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>Αν αποτύχει: η ομάδα που πήρε γράφει μόνο την μπελότ της. Η άλλη ομάδα γράφει {base} συν την προσφορά (πολλαπλασιασμένη με την κόντρα ή τη σούρκοντρα), συν κάθε δήλωση και τη δική της μπελότ.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>Απέτυχε: η ομάδα που πήρε γράφει μόνο την μπελότ της. Η άλλη ομάδα γράφει {base} (η προσφορά δεν προστίθεται), συν όλες τις δηλώσεις και τη δική της μπελότ.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>Ομάδα που παίρνει όλα τα χέρια χωρίς να έχει κάνει προσφορά καπό μετράει {points} πόντους φύλλων.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>Ένας παίκτης που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις του, και αυτές δεν πηγαίνουν σε κανέναν, ούτε σε παίκτη που παίρνει όλους τους πόντους· η μπελότ του μετρά ακόμη.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της, και αυτές δεν πηγαίνουν σε κανέναν, ούτε σε ομάδα που παίρνει όλους τους πόντους· η μπελότ της μετρά ακόμη.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>Ένας παίκτης κρατά τις δηλώσεις του ακόμη κι όταν δεν παίρνει κανένα χέρι.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>Μια ομάδα κρατά τις δηλώσεις της ακόμη κι αν δεν πάρει κανένα χέρι.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>Η contrée της γαλλικής ομοσπονδίας, όπως διαβάζουμε τους κανόνες της· σε σχέση με τη La Coinche διαφέρει σε: {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation>· </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Τα σκορ αθροίζονται μοιρασιά με μοιρασιά· η παρτίδα τελειώνει όταν ένας παίκτης έχει περισσότερους από {target} πόντους: δεν αρκεί να φτάσει ακριβώς τους {target}.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Τα σκορ προστίθενται μοίρασμα με μοίρασμα· το παιχνίδι τελειώνει όταν μια ομάδα έχει περισσότερους από {target} πόντους: ακριβώς {target} δεν αρκεί.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>Τα σκορ αθροίζονται μοιρασιά με μοιρασιά· η παρτίδα τελειώνει όταν ένας παίκτης φτάσει τους {target} πόντους.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>Τα σκορ αθροίζονται μοιρασιά με μοιρασιά· η παρτίδα τελειώνει όταν μια ομάδα φτάσει τους {target} πόντους.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>Αν δύο παίκτες περάσουν τους {target} στο ίδιο μοίρασμα, η παρτίδα είναι ισόπαλη.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>Αν και οι δύο ομάδες περάσουν τους {target} στην ίδια μοιρασιά, η παρτίδα λήγει ισόπαλη.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Αν δύο παίκτες περάσουν τους {target} στο ίδιο μοίρασμα, κερδίζει το μεγαλύτερο σκορ· με ίσα σκορ η παρτίδα είναι ισόπαλη.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Αν και οι δύο ομάδες περάσουν τους {target} στην ίδια μοιρασιά, κερδίζει το μεγαλύτερο σκορ· με ίσα σκορ, ισοπαλία.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>Αν δύο παίκτες περάσουν τους {target} στο ίδιο μοίρασμα, κερδίζει το μεγαλύτερο σκορ· με ίσα σκορ, ο παίκτης που κέρδισε το τελευταίο μοίρασμα.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>Αν και οι δύο ομάδες περάσουν τους {target} στην ίδια μοιρασιά, κερδίζει το μεγαλύτερο σκορ· με ίσα σκορ, η ομάδα που κέρδισε την τελευταία μοιρασιά.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>Οι πόντοι που περιμένουν μετά από εκκρεμότητα πηγαίνουν στον παίκτη που κερδίζει το επόμενο μοίρασμα που παίζεται.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>Οι πόντοι που περιμένουν μετά από εκκρεμότητα πάνε στην ομάδα που θα κερδίσει την επόμενη μοιρασιά που θα παιχτεί.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>το συμβόλαιο βγαίνει</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>μέσα</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>η ομάδα που πήρε τίποτα, η άμυνα τους δικούς της</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>εκκρεμότητα (οι πόντοι περιμένουν)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ισοπαλία</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>κερδίζει το μεγαλύτερο σκορ</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>κερδίζει το μεγαλύτερο σκορ, μετά ο νικητής της τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>Οι επιλογές με ● διαφέρουν από τους τυπικούς κανόνες αυτής της παραλλαγής.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>Αυτοί είναι οι τυπικοί κανόνες αυτής της παραλλαγής· οι επιλογές μπορούν να αλλάξουν σε νέα παρτίδα.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Επιλογή</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>Σε αυτό το παιχνίδι</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>Δική μας επιλογή: η δήλωση είναι προαιρετική· όπου ένα φύλλο ανήκει σε δύο συνδυασμούς και μετράει μία φορά, ο παίκτης διαλέγει ποιον θα δηλώσει, με πρώτο αυτόν που αξίζει περισσότερο, και οι παίκτες υπολογιστή δηλώνουν τον συνδυασμό που φέρνει στην πλευρά τους τα περισσότερα απέναντι στις δηλώσεις που έχουν ήδη γίνει.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>Δική μας επιλογή: η δήλωση είναι προαιρετική.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>Η μπελότ παίζεται με πολλούς τοπικούς κανόνες. Όπου τα βιβλία κανόνων που ακολουθούμε διαφωνούν, το ζήτημα γίνεται επιλογή· όπου δεν λένε τίποτα, διαλέξαμε εμείς. Να τι κάνει αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Παίκτης που πήρε με ακριβώς τόσους πόντους όσους ο αντίπαλός του: κάποια βιβλία λένε ότι το συμβόλαιο βγαίνει, άλλα ότι μπαίνει μέσα, άλλα ότι οι πόντοι περιμένουν (εκκρεμότητα). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Ομάδα που πήρε με ακριβώς τόσους πόντους όσους η άλλη ομάδα: κάποια βιβλία λένε ότι το συμβόλαιο βγαίνει, άλλα ότι η ομάδα μπαίνει μέσα, άλλα ότι οι πόντοι περιμένουν (εκκρεμότητα). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>αποτυχία: οι παίκτες του συμβολαίου δεν γράφουν τίποτα</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Χωρίς φύλλο από το χρώμα που άνοιξε, ενώ κρατάει το χέρι συμπαίκτης: τα περισσότερα βιβλία σε απαλλάσσουν από το κόψιμο, μια αυστηρή ανάγνωση όχι (εδώ κανείς δεν έχει συμπαίκτη, οπότε αυτή η επιλογή δεν εφαρμόζεται ποτέ). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Όταν ανοίγει ατού ενώ κρατάει το χέρι συμπαίκτης: συνήθως πρέπει πάλι να ανεβείς· κάποια παιχνίδια σε απαλλάσσουν (εδώ κανείς δεν έχει συμπαίκτη, οπότε αυτή η επιλογή δεν εφαρμόζεται ποτέ). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>Χωρίς φύλλο από το χρώμα που άνοιξε, ενώ ο συμπαίκτης σου κρατάει το χέρι: τα περισσότερα βιβλία σε απαλλάσσουν από το κόψιμο, μια αυστηρή ανάγνωση όχι. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>είσαι ελεύθερος</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>πρέπει να κόψεις</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>Άνοιγμα με ατού ενώ ο συμπαίκτης σου κρατάει το χέρι: συνήθως πρέπει και πάλι να ρίξεις μεγαλύτερο· κάποια παιχνίδια σε απαλλάσσουν. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>πρέπει να ρίξεις μεγαλύτερο</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Μπελότ με την ντάμα να παίζεται πριν από τον ρήγα: συνήθως μετράει· σε κάποια τραπέζια θέλουν πρώτα τον ρήγα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Η {name} με την ντάμα να παίζεται πριν από τον ρήγα: συνήθως μετράει· σε κάποια τραπέζια θέλουν πρώτα τον ρήγα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>πρώτα πρέπει να παιχτεί ο ρήγας</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>μετράει με οποιαδήποτε σειρά</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>Δική μας επιλογή: μετά από κόντρα κανείς δεν μπορεί να ανεβάσει (οι πηγές μας δεν το λένε).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>Δύο παίκτες περνούν τον στόχο στο ίδιο μοίρασμα: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>Και οι δύο ομάδες περνούν τον στόχο στην ίδια μοιρασιά: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Όσοι απέτυχαν κρατούν την μπελότ τους στα περισσότερα βιβλία· σε ορισμένα τραπέζια πηγαίνει στην άμυνα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Όσοι απέτυχαν κρατούν την {name} τους στα περισσότερα βιβλία· σε ορισμένα τραπέζια πηγαίνει στην άμυνα. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>Ο στόχος πρέπει να φτάνεται στα περισσότερα βιβλία, να ξεπερνιέται σε ορισμένα τραπέζια. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>Ένας παίκτης που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις του (εκτός από την μπελότ), όπως λένε οι κανόνες· σε κάποια τραπέζια τις κρατά. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της (εκτός από την μπελότ), όπως λένε οι κανόνες· ορισμένα τραπέζια της τις αφήνουν. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Μια ομάδα που δεν παίρνει κανένα χέρι χάνει τις δηλώσεις της (εκτός από την {name}), όπως λένε οι κανόνες· ορισμένα τραπέζια της τις αφήνουν. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>Η επιλογή μας: όταν ο παίκτης που πήρε μπαίνει μέσα και ο αντίπαλός του πήρε όλα τα χέρια, ο αντίπαλος γράφει την αξία του καπό ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>Δική μας επιλογή: όταν η ομάδα που πήρε μπαίνει μέσα και η άλλη ομάδα πήρε όλα τα χέρια, γράφει την αξία του καπό ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>Ανάμεσα στις μοιρασιές τα φύλλα μαζεύονται και κόβονται αντί να ανακατεύονται, όπως λένε οι παραδοσιακοί κανόνες. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>ανακάτεμα σε κάθε μοιρασιά</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>μάζεμα και κόψιμο</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>Το πάσο είναι οριστικό: όποιος έχει πει πάσο δεν μπορεί να ξαναπλειοδοτήσει σε αυτή τη μοιρασιά, και η αγορά συνεχίζεται χωρίς αυτόν. Όταν όλοι οι άλλοι έχουν πει πάσο μετά από μια προσφορά, αυτή η προσφορά είναι το συμβόλαιο.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>Όποιος έκανε την πρώτη προσφορά της αγοράς ανοίγει την πρώτη χαρτωσιά, όποιος κι αν κέρδισε την αγορά.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>Στην πρώτη χαρτωσιά οι άλλοι ακούνε μόνο το είδος και την αξία μιας δήλωσης («τρίτη, 20»)· τα φύλλα της δείχνονται όταν τελειώσει η πρώτη χαρτωσιά, πριν από τη δεύτερη.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>Στην πρώτη χαρτωσιά οι άλλοι ακούνε μόνο το είδος και την αξία μιας δήλωσης («{meld}, 20»)· τα φύλλα της δείχνονται όταν τελειώσει η πρώτη χαρτωσιά, πριν από τη δεύτερη.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>Βγήκε: κάθε ομάδα γράφει τους δικούς της πόντους (φύλλα, τελευταία χαρτωσιά, τις δηλώσεις που μετράνε και την πιλόττα της). Η ίδια η προσφορά δεν προσθέτει τίποτα.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>Απέτυχε: η ομάδα που πήρε δεν γράφει τίποτα, και η άλλη ομάδα παίρνει όλους τους πόντους της μοιρασιάς: όλους τους πόντους των φύλλων, κάθε δήλωση και των δύο ομάδων και, αν δεν ορίζει αλλιώς μια επιλογή, και την πιλόττα της ομάδας που πήρε.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>Οι πόντοι κάθε ομάδας για τη μοιρασιά γίνονται πόντοι παιχνιδιού αν σβήσουμε το τελευταίο τους ψηφίο: 157 πόντοι κάνουν 15, 82 κάνουν 8. Το παιχνίδι μετριέται σε πόντους παιχνιδιού.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>Όταν και οι δύο ομάδες γράφουν 15 στην ίδια μοιρασιά, όποια έχει το μεγαλύτερο τελευταίο ψηφίο γράφει 16: 153 απέναντι σε 151 κάνουν 16 απέναντι σε 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>Στην πιλόττα ο πρώτος μοιραστής βγαίνει με κόψιμο της τράπουλας, αφού κάθε παίκτης πάρει ένα χρώμα· αυτό το τελετουργικό δεν αλλάζει τίποτα στο παιχνίδι, γι&apos; αυτό το πρόγραμμα διαλέγει τον πρώτο μοιραστή στην τύχη, και μετά το μοίρασμα περνάει κάθε φορά στον επόμενο παίκτη.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>Ο πίνακας δηλώσεων της πηγής μας χάθηκε: οι αξίες είναι αυτές των δημοσιευμένων κυπριακών κανόνων (τρία στη σειρά 20, τέσσερα 50, πέντε ή περισσότερα 100· τέσσερις βαλέδες 200, τέσσερα εννιάρια 150, τέσσερις άσοι, ρήγες, ντάμες ή δεκάρια 100· σειρές με τη σειρά 7 8 9 10 J Q K A).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>Η πηγή μας δεν λέει τίποτα για κόντρα, για προσφορά καπό ή για την υψηλότερη προσφορά: αυτό το παιχνίδι δεν έχει κόντρα ούτε προσφορά καπό, και οι προσφορές φτάνουν ως το {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>«Ανοίγει αυτός που πλειοδότησε πρώτος»: οι κυπριακοί κανόνες λένε ότι όποιος πλειοδότησε πρώτος παίζει πρώτος· το διαβάζουμε ως τον πρώτο παίκτη που έκανε προσφορά (μια επιλογή αφήνει να ανοίξει ο παίκτης μετά τον μοιραστή).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>Σε κάθε μοιρασιά ένας παίκτης ορίζει το ατού, και η ομάδα του πρέπει να πάρει περισσότερους από τους μισούς πόντους: πόντους φύλλων, την τελευταία μπάζα, σειρές ({twenty} ή {fifty}) και τη {bella}. Το παιχνίδι του Κέιπ Μπρέτον, δεξιόστροφα.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>Δεν ανοίγεται φύλλο. Βλέποντας μόνο τα πρώτα {hand} φύλλα του (τα κλειστά του μένουν κλειστά), κάθε παίκτης με τη σειρά, από τα αριστερά του μοιραστή, ορίζει ατού, οποιοδήποτε από τα τέσσερα χρώματα, ή λέει πάσο· ο καθένας μιλά μία φορά. Ο πρώτος που ορίζει κάνει το ατού: είναι αυτός που ορίζει, και ο συμπαίκτης του παίζει μαζί του.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>Αν οι τρεις πρώτοι πουν πάσο, ο μοιραστής πρέπει να ορίσει ατού: δεν μπορεί να πει πάσο, άρα μια μοιρασιά δεν ακυρώνεται ποτέ.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>Μόλις οριστεί το ατού, κάθε παίκτης μαζεύει τα κλειστά του φύλλα, και ο παίκτης αριστερά του μοιραστή ανοίγει την πρώτη μπάζα.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>Σε αυτό το παιχνίδι δεν παίζονται σειρές (ενεργοποιούνται από τις επιλογές). Η μπέλα μετράει πάντα.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>Σειρές είναι διαδοχικά φύλλα του ίδιου χρώματος, με τη σειρά {order} όποιο κι αν είναι το ατού. Ο παίκτης δηλώνει τις σειρές του στην πρώτη μπάζα, πριν παίξει το πρώτο του φύλλο· η καλύτερη δείχνεται πριν από τη δεύτερη μπάζα.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} ή περισσότερα διαδοχικά φύλλα</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Σειρά</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>Σειρά επτά ή περισσότερων φύλλων μετράει για δύο: επτά φύλλα είναι ένα πενήντα κι ένα είκοσι, οκτώ ή εννέα δύο πενήντα (επιλογή· η πηγή μας σιωπά).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>Σειρά επτά, οκτώ ή εννέα φύλλων είναι ένα πενήντα (η πηγή μας σιωπά· σε κάποια τραπέζια μετράει για δύο σειρές, επιλογή).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>Στο Ταραμπίς δεν υπάρχει καρέ, και ένα φύλλο μετράει σε μία μόνο σειρά.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>Η δήλωση είναι προαιρετική: αν παίξεις το πρώτο σου φύλλο χωρίς να δηλώσεις, οι σειρές σου χάνονται.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>το είκοσι κερδίζει το πενήντα (όπως λένε κάποιοι γραπτοί κανόνες, εδώ επιλογή)·</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>το πενήντα κερδίζει το είκοσι·</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Γράφει μόνο ο παίκτης που έχει τη μία καλύτερη σειρά, και τότε γράφει όλες τις δικές του σειρές· του συμπαίκτη του και της άλλης ομάδας δεν μετράνε. Η καλύτερη κρίνεται από:</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>ανάμεσα σε σειρές του ίδιου είδους, το υψηλότερο πάνω φύλλο·</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>ίσες σειρές: κερδίζει αυτή στα ατού· αν καμία δεν είναι ατού αλληλοαναιρούνται, και κανείς δεν γράφει σειρές σε αυτή τη μοιρασιά.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>Η {bella} δεν μετράει σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>Ο παίκτης που έχει ρήγα και ντάμα ατού λέει «{bella}» όταν παίζει το δεύτερο: {points} πόντοι για την ομάδα του, όποιος κι αν γράφει τις σειρές.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>Η {bella} αυτού που όρισε πηγαίνει στην άλλη ομάδα όταν είναι μπέιτ, και δεν μετράει για κανέναν στο μισό μπέιτ.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>Η ομάδα που παίρνει όλες τις μπάζες προσθέτει {bonus} πόντους.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>Στο Ταραμπίς το να πάρεις όλες τις μπάζες δεν δίνει μπόνους: τα φύλλα και η τελευταία μπάζα είναι ήδη όλοι οι πόντοι.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>Κάθε ομάδα αθροίζει τους πόντους των φύλλων της (μαζί με την τελευταία μπάζα), τις σειρές της και τη {bella}. Αν η ομάδα που όρισε έχει περισσότερους από τους μισούς πόντους των δύο ομάδων μαζί, κάθε ομάδα γράφει το δικό της σύνολο.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>Ακριβώς οι μισοί είναι {half}: η άλλη ομάδα γράφει τους δικούς της πόντους και η ομάδα που όρισε δεν γράφει τίποτα.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>Ακριβώς οι μισοί αρκούν: κάθε ομάδα γράφει το δικό της σύνολο.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>Ακριβώς οι μισοί αποτυγχάνουν, σαν να είχε λιγότερους η ομάδα που όρισε.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>Λιγότεροι από τους μισούς: η ομάδα που όρισε δεν γράφει τίποτα και η άλλη ομάδα γράφει τους δικούς της πόντους.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>Λιγότεροι από τους μισούς είναι {bate}: η άλλη ομάδα γράφει όλους τους πόντους της μοιρασιάς, {total} σε φύλλα και τελευταία μπάζα, κάθε σειρά που μέτρησε και κάθε {bella}· η ομάδα που όρισε δεν γράφει τίποτα.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>Κάποιοι γραπτοί κανόνες λένε ότι το είκοσι είναι ψηλότερα από το πενήντα· οι περισσότεροι δημοσιευμένοι κανόνες του Ταραμπίς βάζουν το πενήντα ψηλότερα, όπως λέει και η αξία του. Ακολουθούμε αυτούς· η άλλη ανάγνωση είναι η επιλογή «Το είκοσι κερδίζει το πενήντα».</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>Κατά κάποιους γραπτούς κανόνες ο μοιραστής ξεκινά από τον παίκτη στα δεξιά του και συνεχίζει δεξιόστροφα· οι περισσότεροι δημοσιευμένοι κανόνες, και το ίδιο το παιχνίδι, ξεκινούν από τα αριστερά του μοιραστή. Ξεκινάμε από τα αριστερά· το παιχνίδι είναι το ίδιο και στις δύο περιπτώσεις.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>Οι σειρές και οι αξίες τους (είκοσι για τρία φύλλα, πενήντα για τέσσερα ή περισσότερα, χωρίς καρέ) ακολουθούν τους δημοσιευμένους κανόνες του Ταραμπίς.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>Λάθος παιξίματος (φύλλο που απαγορεύουν οι κανόνες) δεν μπορεί να γίνει εδώ: το πρόγραμμα το αρνείται και λέει γιατί, άρα η συνηθισμένη ποινή (όλοι οι πόντοι στην άλλη ομάδα) δεν εφαρμόζεται ποτέ.</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>Σε κάθε μοιρασιά μία ομάδα λέει «{i_play}» σε ένα ατού και πρέπει μετά να γράψει περισσότερους πόντους από την άλλη, αλλιώς είναι {set}· οι πόντοι έρχονται από τα φύλλα που κερδίζονται, την τελευταία μπάζα, τις δηλώσεις (η καλύτερη δίνει στην ομάδα της όλες τις δηλώσεις της) και το {bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Στο Κλάμπερ οι τέσσερις βαλέδες είναι το {mule} (200), κάθε άλλο καρέ είναι εκατοστάρι, μια σειρά τριών φύλλων είναι {dad}, τεσσάρων πενηντάρι και πέντε εκατοστάρι. Οι σειρές πάνε με τη σειρά A K Q J 10 9. Η καλύτερη δήλωση είναι η μεγαλύτερη σε αξία· ανάμεσα σε ίσες σειρές αυτή με τα ψηλότερα φύλλα, μετά αυτή στο ατού· αν είναι ακόμα ίσες, κανείς δεν γράφει δηλώσεις.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>Στο Κλάμπερ η ομάδα του συμβολαίου είναι τότε {set}: στο φύλλο βαθμολογίας δεν παίρνει τίποτα, ούτε το μπελ της.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>Ο πρώτος μοιραστής: στο Κλάμπερ τα φύλλα μοιράζονται ανοιχτά μέχρι να βγει βαλές, και όποιος τον πάρει μοιράζει πρώτος. Αυτό απλώς διαλέγει θέση, γι&apos; αυτό εδώ το πρόγραμμα κληρώνει τον πρώτο μοιραστή.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>Να πείτε «{i_play}» ή να ονομάσετε χρώμα από το οποίο δεν έχετε φύλλο είναι παράβαση, που τα βιβλία την τιμωρούν με 162 πόντους και τις δηλώσεις στην άλλη ομάδα. Εδώ το παιχνίδι αρνείται μια τέτοια δήλωση (η υπόδειξη λέει γιατί), ώστε παράβαση δεν μπορεί να γίνει· η πηγή μας το εφαρμόζει και στην αποδοχή του γυρισμένου χρώματος.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>Όταν παίζεται ατού: η πηγή μας λέει μόνο να ακολουθήσετε χρώμα· όπως στην υπόλοιπη οικογένεια, πρέπει να ανεβείτε με μεγαλύτερο ατού αν μπορείτε (επιλογή).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>Όλες οι μπάζες δεν φέρνουν μπόνους στο Κλάμπερ: τα βιβλία δεν δίνουν.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>Όταν όλοι πουν πάσο δύο φορές, τα φύλλα ανακατεύονται και ο ίδιος μοιραστής ξαναμοιράζει.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>Σε κάθε μοιρασιά ένας παίκτης διαλέγει το ατού και πρέπει έπειτα να μαζέψει περισσότερους πόντους από τον άλλο: πάνω από {half} στους {total}. Τα φύλλα παίζονται σε χαρτωσιές· οι πόντοι έρχονται από τα φύλλα που κερδίζονται.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>Σε κάθε μοιρασιά ένας παίκτης διαλέγει το ατού και πρέπει έπειτα να μαζέψει τουλάχιστον όσους πόντους και ο άλλος. Τα φύλλα παίζονται σε χαρτωσιές· οι πόντοι έρχονται από τα φύλλα που κερδίζονται.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>Παίζετε από το χέρι σας ή από τα ανοιχτά σας φύλλα στο τραπέζι, όπως θέλετε· οι υποχρεώσεις παρακάτω μετρούν και τα δύο.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>Δεν έχετε χέρι: παίζετε μόνο τα ανοιχτά φύλλα της διάταξής σας, και οι υποχρεώσεις παρακάτω μετρούν μόνο αυτά.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>Όταν παιχτεί ένα ανοιχτό φύλλο, το κλειστό φύλλο που σκέπαζε γυρίζει μόλις τελειώσει η χαρτωσιά· από την επόμενη χαρτωσιά μπορεί να παιχτεί.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>Όταν παιχτεί ένα ανοιχτό φύλλο, το κλειστό φύλλο που σκέπαζε γυρίζει αμέσως· ο κάτοχός του μπορεί να το παίξει στην επόμενη σειρά του.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>Κανείς δεν μπορεί να δει ένα κλειστό φύλλο πριν γυρίσει, ούτε ο κάτοχός του.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>Ένα κλειστό φύλλο, του οποίου το φύλλο από πάνω παίχτηκε, γυρίζει μετά τη χαρτωσιά (Belote Découverte, όπως γράφονται συνήθως οι κανόνες της) ή αμέσως (μπελότ για δύο με ανοιχτά φύλλα). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote Découverte: οι γραπτοί κανόνες της δεν δίνουν σκορ-στόχο· παίζουμε ως τους {target}, όπως το κλασικό παιχνίδι (επιλογή).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote Découverte: ούτε δηλώσεις ούτε μπελότ, όπως λέει η πηγή· ένα καπό μετρά 252, όπως στο κλασικό παιχνίδι.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>Μετά τα πρώτα {count} χαρτιά, ξεκινώντας από τα {side} του μοιραστή, κάθε παίκτης με τη σειρά λέει πάσο ή δηλώνει συμβόλαιο. Οι δηλώσεις μπορεί να κάνουν αρκετούς γύρους.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>Τα συμβόλαια, από το χαμηλότερο: {order}. Σε συμβόλαιο χρώματος αυτό το χρώμα είναι ατού· στο χωρίς ατού δεν υπάρχει· στο όλα ατού κάθε χρώμα παίζεται σαν ατού.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>Κάθε δήλωση πρέπει να ονομάζει ψηλότερο συμβόλαιο από το τρέχον, όποιος κι αν το δήλωσε.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>Κάθε δήλωση πρέπει να ονομάζει ψηλότερο συμβόλαιο από το τρέχον, όποιος κι αν το δήλωσε, και ο συμπαίκτης.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>Όποιος είπε πάσο μπορεί να δηλώσει αργότερα, όταν έρθει ξανά η σειρά του.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>Το πάσο είναι οριστικό: όποιος είπε πάσο μπορεί μετά μόνο να λέει πάσο.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>Ένας παίκτης μπορεί να πει κόντρα ({contra}) στην τρέχουσα δήλωση οποιουδήποτε άλλου παίκτη, ποτέ στη δική του. Τότε δεσμεύονται αυτός που δήλωσε και αυτός που είπε κόντρα, και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>Ένας παίκτης μπορεί να πει κόντρα ({contra}) στην τρέχουσα δήλωση μόνο αν την έκανε αντίπαλος, ποτέ της ομάδας του. Τότε δεσμεύονται και οι δύο ομάδες και οι πόντοι μετρούν διπλοί.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Μπορεί ακόμη να ακολουθήσει ψηλότερη δήλωση: ένας παίκτης που φοβάται την κόντρα μπορεί να δηλώσει άλλο συμβόλαιο, και η νέα δήλωση ισχύει χωρίς κόντρα.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Μπορεί ακόμη να ακολουθήσει ψηλότερη δήλωση: μια ομάδα που φοβάται την κόντρα μπορεί να δηλώσει άλλο συμβόλαιο, που ισχύει χωρίς κόντρα.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>Μετά από κόντρα κανείς δεν μπορεί να δηλώσει ξανά.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>Δεν υπάρχει κόντρα σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>Ο παίκτης που δέχτηκε κόντρα μπορεί να πει ρεκόντρα ({recontra}): οι πόντοι μετρούν {times} φορές.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>Η ομάδα που δέχτηκε κόντρα μπορεί να πει ρεκόντρα ({recontra}): οι πόντοι μετρούν {times} φορές.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>Δεν υπάρχει ρεκόντρα σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>Μετά από ρεκόντρα η ομάδα που είπε κόντρα μπορεί να απαντήσει «{word}»: όλο το παιχνίδι παίζεται στη μοιρασιά και οι δηλώσεις τελειώνουν.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>Μετά από δήλωση, κόντρα ή ρεκόντρα, {count} διαδοχικά πάσο τελειώνουν τις δηλώσεις: η τελευταία δήλωση είναι το συμβόλαιο και ο παίκτης που την έκανε δεσμεύεται σε αυτό.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>Μετά από δήλωση, κόντρα ή ρεκόντρα, {count} διαδοχικά πάσο τελειώνουν τις δηλώσεις: η τελευταία δήλωση είναι το συμβόλαιο και η ομάδα που την έκανε δεσμεύεται σε αυτό.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>Το όλα ατού με ρεκόντρα τις τελειώνει αμέσως: τίποτα δεν λέγεται ψηλότερα.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>Έπειτα ο καθένας παίρνει {count} χαρτιά ακόμη και ανοίγει ο παίκτης στα {side} του μοιραστή.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Αν και οι {count} παίκτες πουν πάσο χωρίς δήλωση, τα χαρτιά ξαναμοιράζονται, κανείς δεν γράφει και μοιράζει ο επόμενος.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>Εδώ ο μοιραστής δεν μπορεί να πει πάσο μετά από όλους τους άλλους: πρέπει να δηλώσει συμβόλαιο, εκτός αν τα {count} φύλλα του αξίζουν {points} πόντους ή λιγότερο (άσσος 11, δέκα 10, ρήγας 4, ντάμα 3, βαλές 2)· τότε το πάσο του ακυρώνει το μοίρασμα (κανόνας που οι Βούλγαροι παίκτες λένε σπάνιο, επιλογή).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>Σε αυτό το παιχνίδι το μπελότ μετρά μόνο αν το πρώτο από τα δύο χαρτιά, ρήγας ή ντάμα, παιχτεί ανοίγοντας τη χαρτωσιά, κόβοντας άλλο χρώμα ή ακολουθώντας το άνοιγμα του συμπαίκτη.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>Η δήλωση του μπελότ δεν είναι υποχρεωτική (ο βουλγαρικός κανόνας): η πλευρά που χάνει το μοίρασμα το αποσιωπά, και κανείς δεν το γράφει· η πλευρά που βγάζει το συμβόλαιό της ή φέρνει ισοπαλία το δηλώνει (επιλογή: αλλιώς το παίρνουν οι νικητές).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>Το παιχνίδι δεν μπορεί να τελειώσει σε μοιρασιά που κερδήθηκε με {valat} (όλες τις χαρτωσιές): παίζεται ακόμη μία μοιρασιά.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik}: μια δεσμευμένη ομάδα που δεν κερδίζει τη μοιρασιά, και μια ομάδα χωρίς καμία χαρτωσιά, χάνουν {points} πόντους αγώνα (μία φορά ανά μοιρασιά).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ναι</translation>
    </message>
    <message>
        <source>off</source>
        <translation>όχι</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>Το βουλγάρικο μπελότ ακολουθεί τους κανόνες όπως τους καταγράφουν συνήθως οι Βούλγαροι παίκτες· όπου τα γραπτά κείμενα διαφέρουν ακολουθούμε τον κοινό κανόνα και κάνουμε τον άλλο επιλογή.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>Οι δηλώσεις γίνονται στην πρώτη χαρτωσιά (κάποιοι γραπτοί κανόνες λένε στις δύο πρώτες). Σειρές από έξι έως οκτώ χαρτιά μετρούν 100, όπως οι πέντε (κάποιοι γραπτοί κανόνες σταματούν στις πέντε).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>Όταν παίζεται ατού: κάποιοι γραπτοί κανόνες απαλλάσσουν τον παίκτη από το να ανεβάσει όταν ο συμπαίκτης κρατά τη χαρτωσιά, άλλοι δεν το αναφέρουν· εμείς τον απαλλάσσουμε.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>Το μπελότ μετρά στο πρώτο από τον ρήγα και τη ντάμα· σε κάποια τραπέζια μετρά μόνο όταν ανοίγετε, κόβετε ή ακολουθείτε τον συμπαίκτη. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>Μόνο σε κάποια τραπέζια ένα χαρτί μετρά σε δύο δηλώσεις. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>Το κίρτικ παίζεται μόνο σε ορισμένες περιοχές της Βουλγαρίας· το διαβάζουμε όπως γράφεται συνήθως (ποινή για δεσμευμένη ομάδα που δεν κερδίζει ή για ομάδα χωρίς χαρτωσιά). Εδώ: {value} πόντοι αγώνα.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>Σε κάποια τραπέζια παίζεται τρίτο επίπεδο κόντρας που βάζει όλο το παιχνίδι. Εδώ: {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>Ισοπαλία: οι πόντοι όσων δήλωσαν μένουν εκκρεμείς για τον νικητή της επόμενης μοιρασιάς, μαζί με το μπελότ τους (δική μας ανάγνωση). Όταν όλοι λένε πάσο, τα χαρτιά ξαναμοιράζονται (ο μοιραστής δεν υποχρεώνεται να δηλώσει, κανόνας που οι Βούλγαροι παίκτες λένε σπάνιο).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>Οι συνήθεις βουλγαρικές αναγνώσεις, η καθεμία με την άλλη ως επιλογή: μια μακρύτερη σειρά κερδίζει μια κοντύτερη· οι δηλώσεις μιας ομάδας χωρίς χέρι δεν πηγαίνουν σε κανέναν· ένα συμβόλαιο με κόντρα και ίσους πόντους κρατά όλους τους πόντους· οι πόντοι που κρατούνται περιμένουν και μετά από νέα ισοπαλία· μια ισοπαλία στο όριο κρατά τους πόντους παρτίδας του μοιράσματος· η πλευρά που χάνει αποσιωπά το μπελότ της· ο μοιραστής υποχρεώνεται να δηλώσει. Εδώ ο μοιραστής πρέπει να δηλώσει: {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>Κάθε παίκτης παίζει μόνος του (οι κανόνες του μπελότ που ακολουθούμε: «κάθε παίκτης παίζει για τον εαυτό του»). Κανείς δεν έχει συμπαίκτη, οπότε οι κανόνες που σας απαλλάσσουν όταν ο συμπαίκτης σας κρατά τη χαρτωσιά δεν ισχύουν ποτέ· οποιοσδήποτε άλλος παίκτης μπορεί να κάνει κόντρα στην ψηλότερη δήλωση και μόνο αυτός που την έκανε μπορεί να κάνει ρεκόντρα. Η αγορά κλείνει όταν όλοι οι άλλοι πουν πάσο μετά από μια δήλωση, και η μοιρασιά ακυρώνεται όταν όλοι πουν πάσο.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>Ο αγοραστής πρέπει να μαζέψει περισσότερους πόντους από καθέναν από τους άλλους (οι κανόνες που ακολουθούμε: «ο παίκτης που αγόρασε πρέπει να μαζέψει περισσότερους πόντους»)· με όσους ο καλύτερος από αυτούς, οι πόντοι του περιμένουν τον νικητή της επόμενης μοιρασιάς (κρεμασμένοι πόντοι, όπως στους τέσσερις).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>καθένας κρατά τους πόντους του, και οι πόντοι του αγοραστή (φύλλα, δηλώσεις και η μπελότα του) μοιράζονται εξίσου ανάμεσά τους, ενώ ένας μονός πόντος πηγαίνει στον πρώτο μετά τον αγοραστή</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>καθένας κρατά τους πόντους του· οι πόντοι του αγοραστή χάνονται</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>Αποτυχημένο συμβόλαιο: οι κανόνες που ακολουθούμε λένε μόνο ότι «όλοι οι πόντοι πηγαίνουν στον αντίπαλο», χωρίς να λένε πώς όταν οι αντίπαλοι είναι δύο. Η επιλογή μας, ως ρύθμιση: {value}. Ένα συμβόλαιο με κόντρα το κερδίζει όποιος μαζέψει τους περισσότερους πόντους και παίρνει τα πάντα, όπως στους τέσσερις. Αν οι δύο άλλοι ισοβαθμήσουν στην κορυφή, οι κανόνες που ακολουθούμε δεν λένε ποιος κερδίζει· εδώ μοιράζονται τα πάντα εξίσου, και κάθε μισό διπλασιάζεται και στρογγυλεύεται σε πόντους αγώνα όπως κάθε σκορ.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>Με δύο παίκτες {count} φύλλα δεν μοιράζονται ποτέ και κανείς δεν μπορεί να τα δει (οι κανόνες που ακολουθούμε). Οι πόντοι μιας μοιρασιάς είναι αυτοί των φύλλων που παίζονται, άρα μια μοιρασιά αξίζει λιγότερο από 162 και όχι πάντα το ίδιο· οι πόντοι της παρτίδας στρογγυλεύονται από αυτούς όπως συνήθως. Η επόμενη μοιρασιά μαζεύει όλα τα φύλλα, και τα αχρησιμοποίητα.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>Ανοιχτά φύλλα (οι κανόνες που ακολουθούμε): μπορείτε να παίξετε οποιοδήποτε φύλλο του χεριού σας ή οποιοδήποτε ανοιχτό φύλλο του τραπεζιού σας· το φύλλο κάτω από ένα φύλλο που παίχτηκε γυρίζει ανοιχτό {when} και από εκεί και πέρα μπορεί να παιχτεί.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>Οι δηλώσεις γίνονται με τα φύλλα του χεριού σας και τα ανοιχτά φύλλα του τραπεζιού σας, και ένας ρήγας ή μια ντάμα που είναι κλειστά μετρούν για τη μπελότα, αφού θα ανοίξουν πριν παιχτούν (οι κανόνες που ακολουθούμε). Εδώ: {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>τα φύλλα του τραπεζιού μετρούν</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>μετρά μόνο το χέρι</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>Όταν όλοι πουν πάσο, οι κανόνες που ακολουθούμε θέλουν τον επόμενο παίκτη να ανακατέψει και να μοιράσει· εδώ μοιράζει ο επόμενος παίκτης και τα φύλλα μαζεύονται και κόβονται όπως μετά από κάθε μοιρασιά.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Κανόνες του παιχνιδιού</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Σελίδες</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Κείμενο κανόνων</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Αυτό το παιχνίδι</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Γλωσσάρι</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>Σύνδεσμος: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>όλοι πάσο</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>Κανείς δεν πήρε: τα φύλλα ξαναμοιράστηκαν.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>Ισοπαλία: {points} πόντοι κρατούνται για τον νικητή του επόμενου μοιράσματος</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>Το συμβόλαιο βγήκε</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Το συμβόλαιο απέτυχε</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>Οι πόντοι της ισοπαλίας ({deals}), που κρατήθηκαν και κερδήθηκαν στο μοίρασμα {number} από: {winners}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Συμβόλαιο</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>{points} πόντοι σε εκκρεμότητα δεν πήγαν σε κανέναν</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>Σε εκκρεμότητα από την ισοπαλία ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>Από μεταφορά</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>Το σκορ της παρτίδας πριν από αυτό το μοίρασμα</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Νότος</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ανατολή</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Βορράς</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Δύση</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Παίκτης {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>Αργή</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονική</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Άμεση (χωρίς κίνηση)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>Κλασικά (κόκκινο και μαύρο)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Τέσσερα χρώματα</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Μέτριος</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Έμπειρος</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Μάστορας</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Πράσινο</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Μπλε</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Κόκκινο</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Καφέ</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Γκρι</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Προτιμήσεις</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Ταχύτητα κίνησης</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>Γράμματα στις γωνίες των φύλλων στη γλώσσα σας (R, D, V στα γαλλικά)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>Γράμ&amp;ματα φύλλων</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Πλάτη φύλλων</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>Ταξινόμηση των φύλλων μου κατά χρώμα και αξία (αλλιώς με τη σειρά της μοιρασιάς)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>Τα&amp;ξινόμηση χεριού</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>Να παίζεται μόνο του το φύλλο μου όταν είναι το μόνο που μπορώ να παίξω</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>Αυτόματο παί&amp;ξιμο</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>Αυτόματη δήλωση: οι δηλώσεις μου γίνονται όταν παίζω το πρώτο μου φύλλο</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>Δη&amp;λώσεις</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Ηχητικά εφέ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Φύλλα</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Παίκτες του υπολογιστή</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>Το τραπέζι όπως επιλέχθηκε</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Χρώμα</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Ένταση</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Όψεις φύλλων</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>Σχέ&amp;διο φύλλων</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Μικρά</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Μεγάλα</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Μέ&amp;γεθος φύλλων</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>Επισήμανση των φύλλων που παίζονται και εξήγηση των κανόνων στο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Υποδείξεις</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>Δύο κλικ σε ένα φύλλο για να παιχτεί</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>&amp;Επιβεβαίωση</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>Να επιτρέπεται το πάρσιμο πίσω μιας κίνησης (μετράει στα στατιστικά)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>Όταν λειτουργεί αναγνώστης</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>Πάντα (και το χέρι ως λίστα)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>Αναγνώστης &amp;οθόνης</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>Κάθε φύλλο που παίζεται</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>Κάθε μπάζα όταν κερδίζεται</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>Ομιλ&amp;ία</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>&amp;Φωνή</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Το ό&amp;νομά σου</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>Παύση ανάμεσα στις &amp;κινήσεις</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Γλώσσα συστήματος</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>Ημερομηνίες και αριθμοί σε αυτή τη γλώσσα: {date}, {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Συμπαίκτης</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>Αντί&amp;παλοι</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>Διατήρηση της παρτίδας σε εξέλιξη για την επόμενη εκκίνηση</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>Αυτό&amp;ματη αποθήκευση</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Απλό</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Παραδοσιακό</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>Δικτυωτό, μπλε</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>Δικτυωτό, κόκκινο</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>Δικτυωτό, πράσινο</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>Ροζέτα, μπορντό</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>Ροζέτα, σκούρο μπλε</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>Τσόχα και χρυσό</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>Η φωνή του προγράμματος όπου ο αναγνώστης οθόνης δεν μπορεί να μιλήσει</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>Πάντα η φωνή του προγράμματος</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>Ποτέ η φωνή του προγράμματος</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>Η φωνή του προγράμματος</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>Μη διαθέσιμη: δεν βρέθηκε μηχανή ομιλίας σε αυτόν τον υπολογιστή</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>Οι παίκτες την περιμένουν με αναγνώστη οθόνης</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>Οι παίκτες την περιμένουν πάντα</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>Οι παίκτες δεν την περιμένουν ποτέ</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>Αναμονή για τη φωνή</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> λέξεις το λεπτό</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Ταχύτητα ομιλίας</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>Φύλλο σκορ και κουβέντα του τραπεζιού (F9)</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>{suit}: {ranks}.</source>
        <translation>{suit}: {ranks}.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Δεν υπάρχει παιχνίδι στο τραπέζι.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>εσύ</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>Μπάζα: {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>Κανένα φύλλο ακόμα σε αυτή τη μπάζα. Την προηγούμενη την πήρε ο/η {player}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Δεν έχει παιχτεί ακόμα φύλλο.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>Σκορ: εμείς {us}, αυτοί {them}, παιχνίδι στους {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>Σκορ: {scores}, παιχνίδι στους {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>Πόντοι φύλλων αυτής της μοιρασιάς: εμείς {us}, αυτοί {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>Πόντοι φύλλων αυτής της μοιρασιάς: {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Συμβόλαιο: {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Δεν υπάρχει ακόμα συμβόλαιο.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>Ανοιχτό φύλλο: {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Δεν έχεις φύλλα.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>Τα φύλλα σου (%n): {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>δήλωσε {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>δεν έχει {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player}: {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>Ανοιχτά φύλλα του/της {player}: {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>Κανείς δεν έχει δείξει τίποτα ακόμα.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Δεν έχει ειπωθεί τίποτα ακόμα.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>Παίρνεις την τελευταία μπάζα, πόντοι: %n.</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>Παίρνεις τη μπάζα, πόντοι: %n.</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player}: παίρνει την τελευταία μπάζα, πόντοι: %n.</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player}: παίρνει τη μπάζα, πόντοι: %n.</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>Το πρόγραμμα μιλά με τη δική του φωνή. V: η φωνή του αναγνώστη οθόνης αντί γι&apos; αυτήν.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>Η φωνή του προγράμματος δεν είναι διαθέσιμη ({why})· μιλά ο αναγνώστης οθόνης σου.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>Το πρόγραμμα μιλά μέσω του αναγνώστη οθόνης σου. V: η δική του φωνή αντί γι&apos; αυτόν.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>κερδισμένη</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>χαμένη</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ισόπαλη</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>ημιτελής</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}: {outcome}, {us} – {them}, {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Παρτίδες που παίχτηκαν ως το τέλος</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Παρτίδες</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>Παρτίδες που κέρδισε η ομάδα σας</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Τα στατιστικά σου</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Παιχνίδι που εμφανίζεται</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>Τα αποτελέσματά σου θα εμφανιστούν εδώ</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>Οι παρτίδες σου στον χρόνο</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>προβάδισμα σε πόντους</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>Κάθε μπάρα είναι μία παρτίδα, η παλαιότερη αριστερά, με την ημερομηνία από κάτω: με πόσους πόντους η ομάδα σου τελείωσε μπροστά από την άλλη πλευρά (πάνω από το 0) ή πίσω της (κάτω από το 0)· για μια ημιτελή παρτίδα, όπως ήταν τότε. Κρατιούνται οι τελευταίες 200 παρτίδες.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>Πώς τελείωσαν οι παρτίδες σου</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>παρτίδες</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>Ίδια φύλλα: εσύ απέναντι στον Μάστορα</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>μοιρασιές σε σύγκριση, από την παλαιότερη στη νεότερη</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>πόντοι πίσω από τον Μάστορα</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>Κάθε μπάρα μετράει παρτίδες: νίκες, ήττες, ισοπαλίες ή παρτίδες που έμειναν ημιτελείς όταν τις αντικατέστησε νέα παρτίδα.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>Κάθε μπάρα είναι μια μοιρασιά που ο Μάστορας ξανάπαιξε με τα φύλλα σου: πάνω από το 0 σημείωσε περισσότερα από σένα, κάτω από το 0 τα πήγες καλύτερα εσύ. Η χρυσή γραμμή είναι η βαθμολογία σου, ο μέσος όρος ως τώρα: όσο χαμηλότερα, τόσο καλύτερα.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>Όλα τα παιχνίδια δίπλα δίπλα</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>Όλα τα παιχνίδια μαζί</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (δεν έχει παιχτεί ακόμη)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> Έμειναν ημιτελείς: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Παρτίδες που παίχτηκαν</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>Ως το τέλος – νίκες: {won}, ήττες: {lost}, ισοπαλίες: {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> Μια παρτίδα σε εξέλιξη μετράει όταν τελειώσει.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Ποσοστό νικών</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>Οι παρτίδες που κέρδισε η ομάδα σου, επί όσων παίχτηκαν ως το τέλος.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Μοιρασιές που παίχτηκαν</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>Το ποσοστό των συμβολαίων που πήρε η ομάδα σου και τα έβγαλε (δεν έχει πάρει κανένα ακόμη).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Συμβόλαια που βγήκαν</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>Καλύτερο σκορ παρτίδας</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>Το υψηλότερο τελικό σκορ της ομάδας σου σε μια παρτίδα. Περισσότερες νίκες στη σειρά: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>Διάλεξε ένα παιχνίδι: κάθε παιχνίδι μετράει τους πόντους με τον δικό του τρόπο.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>Πώς παίζεις απέναντι στον Μάστορα με τα ίδια φύλλα. Σε τραπέζι Έμπειρου ή Μάστορα, πάτησε «Σύγκριση με τον Μάστορα» μετά από μια μοιρασιά για να μετρήσει.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>Το σκορ του Μάστορα μείον το δικό σου με τα ίδια φύλλα, ανά μοιρασιά, στις συγκρίσεις ως τώρα ({deals}). 0 ή λιγότερο: έπαιξες εξίσου καλά με τον Μάστορα.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>Βαθμολογία με ίδια φύλλα</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>Το «Όλα τα παιχνίδια μαζί» μετράει και τις παρτίδες που παίχτηκαν με δικούς σου κανόνες.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>δεν κρατούνταν πριν από αυτή την έκδοση</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>Δικοί σου κανόνες: παρτίδες {game} των οποίων άλλαξες τις ρυθμίσεις στη Νέα παρτίδα ({rules}). Μετράνε εδώ, χωριστά από τους συνηθισμένους κανόνες του παιχνιδιού, γιατί οι στόχοι και τα σκορ τους δεν συγκρίνονται· η γραμμή στην κορυφή μετράει και τα δύο.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>Οι παρτίδες σου {game} με δικούς σου κανόνες μετράνε χωριστά, ως «{custom}»: διάλεξέ το παραπάνω. Αυτά τα νούμερα αφορούν μόνο τους συνηθισμένους κανόνες· η γραμμή στην κορυφή μετράει και τα δύο.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>Οι επιλογές σου, τα φύλλα</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>Όταν η «Σύγκριση με τον Μάστορα» έχει ζυγίσει τις επιλογές σου, το προβάδισμα του Μάστορα μοιράζεται εδώ: τι κόστισαν οι επιλογές σου και τι έκαναν τα φύλλα.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>ζυγισμένες μοιρασιές: %n</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Από το προβάδισμα του Μάστορα, {choices} πόντοι ανά μοιρασιά οφείλονται στις επιλογές σου, {cards} στα φύλλα ({deals}). Οι επιλογές σου: τι κόστισαν κατά μέσο όρο πάνω στα φύλλα που δεν μπορούσες να δεις.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Από το προβάδισμα του Μάστορα, {choices} πόντοι ανά μοιρασιά οφείλονται στις επιλογές σου· τα φύλλα σού επέστρεψαν {back} ({deals}). Οι επιλογές σου: τι κόστισαν κατά μέσο όρο πάνω στα φύλλα που δεν μπορούσες να δεις.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Πόντοι ανά μοιρασιά</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>Οι πόντοι παρτίδας της ομάδας σου ανά μοιρασιά, μετρημένοι από τις παρτίδες που θα τελειώσεις ή θα αφήσεις από εδώ και πέρα.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>παρτίδες: %n</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>Οι πόντοι παρτίδας της ομάδας σου ανά μοιρασιά, από τις παρτίδες μετά από αυτή την έκδοση ({matches}· οι παλαιότερες παρτίδες δεν κράτησαν σκορ).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>Οι πόντοι παρτίδας της ομάδας σου ανά μοιρασιά ({matches}).</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>Διάλεξε ένα παιχνίδι για να δεις τις παρτίδες του στον χρόνο: κάθε παιχνίδι μετράει τους πόντους με τον δικό του τρόπο.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>Καμία παρτίδα εδώ ακόμη: κάθε παρτίδα που θα τελειώσεις ή θα αφήσεις από εδώ και πέρα εμφανίζεται ως μία μπάρα, με ημερομηνία, με τη σειρά που παίχτηκε.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>Καμία παρτίδα δεν έχει μετρηθεί ακόμη για αυτό το παιχνίδι: ολοκλήρωσε μία και δες εδώ πώς έληξε.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττες</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ισοπαλίες</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>, ημιτελείς: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>Όλα τα παιχνίδια: {games}, νίκες: {won} ({rate}){left}· {deals}· {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>Παίξε μια μοιρασιά ως το τέλος και μετράει εδώ αμέσως· μια παρτίδα, όταν τελειώσει ή την αντικαταστήσει νέα παρτίδα: οι παρτίδες που κέρδισες και έχασες, οι μοιρασιές σου και τα συμβόλαια που έβγαλε η ομάδα σου, με ένα γράφημα για το καθένα. Σε τραπέζι Έμπειρου ή Μάστορα, η «Σύγκριση με τον Μάστορα» μετά από μια μοιρασιά δείχνει επίσης πόσο κοντά στον Μάστορα παίζεις με τα ίδια φύλλα.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% νικών</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>Νίκες επί των παρτίδων που παίχτηκαν</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Ίδια φύλλα</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>Βαθμολογία με ίδια φύλλα: στις μοιρασιές που σύγκρινες σε τραπέζι Έμπειρου ή Μάστορα, το σκορ του Μάστορα μείον το δικό σου, ανά μοιρασιά (0 ή λιγότερο: έπαιξες εξίσου καλά με τον Μάστορα)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Εγκαταλείψεις</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Μοιρασιές</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>Μοιρασιές που παίχτηκαν (όχι όσες πήγαν πάσο)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>% επιτυχίας</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>Συμβόλαια που έβγαλε η ομάδα σας από όσα πήρε</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Καπό</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Αναιρέσεις</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>Κινήσεις που πήρατε πίσω</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>Στατιστικά ανά παιχνίδι</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Όλα τα παιχνίδια</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>Μοιρασιές: %n</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — δικοί σου κανόνες</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules} και άλλα σύνολα κανόνων: {n}</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — δικοί σου κανόνες ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>Κάθε μοιρασιά μετράει μόλις παιχτεί το τελευταίο της χέρι· μια μοιρασιά που εγκαταλείφθηκε πριν από το τελευταίο της χέρι δεν μετράει πουθενά. Μια παρτίδα μετράει όταν τελειώσει, ή ως ημιτελής όταν την αντικαταστήσει νέα παρτίδα. Η γραμμή στην κορυφή αθροίζει όλα τα παιχνίδια. Κάνε κλικ σε ένα παιχνίδι στον πίνακα για να το δεις παραπάνω· κάνε κλικ στον τίτλο μιας στήλης για ταξινόμηση με βάση αυτήν.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>Κάθε μοιρασιά που παίχτηκε ως το τελευταίο χέρι, μετράει μόλις τελειώσει· μια μοιρασιά που πήγε πάσο (δεν πήρε κανείς) ή εγκαταλείφθηκε πριν από το τέλος δεν μετράει.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>Συμβόλαια που πήρε η ομάδα σου: %n· βγήκαν: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>Διάλεξε ένα παιχνίδι για να δεις τη βαθμολογία του με ίδια φύλλα.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>Καμία μοιρασιά δεν έχει συγκριθεί ακόμη. Σε τραπέζι Έμπειρου ή Μάστορα, η «Σύγκριση με τον Μάστορα» στο τέλος μιας μοιρασιάς ξαναπαίζει τα φύλλα σου όπως θα τα έπαιζε ο Μάστορας.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>Μοιρασιές όπου η ομάδα σου πήρε όλα τα χέρια.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>Πόσες φορές πάτησες Αναίρεση.</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>Προτάσεις που ζήτησες</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>Πόσες φορές ζήτησες πρόταση.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Ημιτελείς</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>Παρτίδες που αντικαταστάθηκαν από νέα παρτίδα πριν τελειώσουν.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>Παρτίδες που παίχτηκαν: %n</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>Κινήσεις που πάρθηκαν πίσω: %n</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>Καμία παρτίδα δεν έχει μετρηθεί ακόμη: τελειώστε μια παρτίδα και θα εμφανιστεί εδώ.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>Τα λάθη μου: {kept} φυλαγμένα, {retired} μαθημένα, {due} για σήμερα.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>Είδος λάθους</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Φυλαγμένα</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Μαθημένα</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Προβλήματα φύλλων</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Λυμένα</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} από {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind}: {kept} φυλαγμένα, {retired} μαθημένα.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>Προβλήματα φύλλων στο {game}: λυμένα {solved} από {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Εξάσκηση</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση της παρτίδας.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση όλων των ρυθμίσεών σου.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση όλων των στατιστικών σου.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>Δεν ήταν δυνατή η επαναφορά της παρτίδας σε εξέλιξη.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>Τα λυμένα προβλήματά σας δεν διαβάστηκαν.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>Τα λάθη σου για εξάσκηση δεν διαβάστηκαν όλα.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Δεν ήταν δυνατό το άνοιγμα της αποθηκευμένης παρτίδας.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>ταχύτητα κινήσεων</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>στυλ καρτών</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>μέγεθος φύλλων</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>σχέδιο φύλλων</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>χρώμα τραπεζιού</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>ταξινόμηση του χεριού</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>εμφάνιση της τελευταίας λεβέ</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>υποδείξεις κανόνων</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>αναίρεση κινήσεων</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>επιβεβαίωση κάθε κάρτας</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>αυτόματο παίξιμο της μόνης επιτρεπτής κάρτας</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>αυτόματη δήλωση</translation>
    </message>
    <message>
        <source>language</source>
        <translation>γλώσσα</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>το όνομά σου</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>το επίπεδο του συμπαίκτη σου</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>το επίπεδο των αντιπάλων</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>η παύση των παικτών</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>ήχος</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>ένταση</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>το παιχνίδι που διάλεξες τελευταίο</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>οι επιλογές κανόνων που διάλεξες τελευταίες</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>διατήρηση της παρτίδας σε εξέλιξη</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>ερώτηση πριν εγκαταλειφθεί μια παρτίδα</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>η υποδοχή</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>το μέγεθος και η θέση του παραθύρου</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>η διάταξη του παραθύρου</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (δικοί σου κανόνες)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ο δίσκος είναι γεμάτος</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>η άδεια απορρίφθηκε</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>ο δίσκος είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>ο δίσκος ανέφερε σφάλμα</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>η διαδρομή του είναι πολύ μεγάλη για το σύστημα</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>Το αρχείο μένει ως έχει: χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις και οι ρυθμίσεις σου δεν αποθηκεύονται πάνω του μέχρι να μπορεί να διαβαστεί ξανά.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>Το αρχείο μένει ως έχει: δεν καταγράφονται στατιστικά πάνω του μέχρι να μπορεί να διαβαστεί ξανά.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>Το αρχείο μένει ως έχει: η παρτίδα δεν κρατιέται αυτόματα μέχρι να μπορεί να διαβαστεί ξανά.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>Το αρχείο μένει όπως είναι: κανένα πρόβλημα δεν σημειώνεται λυμένο πάνω του ώσπου να διαβαστεί ξανά.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>Το αρχείο μένει όπως είναι: κανένα λάθος δεν φυλάγεται σε αυτό ώσπου να διαβαστεί ξανά.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>Το αρχείο μένει ως έχει.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>Τα στατιστικά για {items} ήταν αδύνατα (περισσότερες νίκες από παρτίδες ή υπερβολικά μεγάλοι αριθμοί), οπότε παραλείφθηκαν.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>Παραλείφθηκαν στατιστικά με όνομα που δεν αντιστοιχεί σε κανένα παιχνίδι αυτής της έκδοσης: {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>Το αρχείο ρυθμίσεών σου είχε καταστραφεί, οπότε χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις. Το παλιό αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>Το αρχείο στατιστικών σου είχε καταστραφεί, οπότε τα στατιστικά ξεκινούν πάλι από το μηδέν. Το παλιό αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Η παρτίδα σε εξέλιξη είχε καταστραφεί και δεν μπορεί να συνεχιστεί. Το αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>Το αρχείο των λυμένων προβλημάτων σας ήταν κατεστραμμένο, οπότε κανένα πρόβλημα δεν είναι σημειωμένο λυμένο τώρα. Το παλιό αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>Το αρχείο με τα λάθη σου για εξάσκηση ήταν κατεστραμμένο, οπότε η λίστα ξεκινά από την αρχή. Το παλιό αρχείο φυλάχτηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>Η αποθήκευση «{name}» έχει καταστραφεί και δεν μπορεί να ανοίξει. Το αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>Το αρχείο {path} έχει καταστραφεί και δεν ήταν δυνατό να μετακινηθεί στην άκρη.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση του αρχείου {path}{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>Το {path} δεν είναι κανονικό αρχείο, οπότε δεν διαβάστηκε.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>Η αποθήκευση «{name}» έγινε από νεότερη έκδοση του Belote Desktop. Ενημέρωσε την εφαρμογή για να την ανοίξεις· το αρχείο μένει ως έχει.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>Η παρτίδα σε εξέλιξη αποθηκεύτηκε από νεότερη έκδοση του Belote Desktop. Ενημέρωσε την εφαρμογή για να τη συνεχίσεις· το αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>Το αρχείο {path} γράφτηκε από νεότερη έκδοση του Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Η παρτίδα που κρατήθηκε από την προηγούμενη φορά περιέχει μόνο ένα μοίρασμα, όχι ολόκληρη παρτίδα, οπότε δεν μπορεί να συνεχιστεί. Το αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>Η παρτίδα που κρατήθηκε από την προηγούμενη φορά περιέχει μόνο ένα μοίρασμα, όχι ολόκληρη παρτίδα, οπότε δεν μπορεί να συνεχιστεί.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Η παρτίδα σε εξέλιξη ζητά κανόνες που το Belote Desktop δεν προσφέρει ({rules}), οπότε δεν μπορεί να συνεχιστεί. Το αρχείο κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>Η παρτίδα σε εξέλιξη ζητά κανόνες που το Belote Desktop δεν προσφέρει ({rules}), οπότε δεν μπορεί να συνεχιστεί.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>Η αποθήκευση «{name}» ζητά κανόνες που το Belote Desktop δεν προσφέρει ({rules}), οπότε δεν άνοιξε. Το αρχείο μένει ως έχει.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>Κάποιες από τις ρυθμίσεις σου δεν διαβάστηκαν και επανήλθαν στις προεπιλογές τους: {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>Κάποια στατιστικά δεν διαβάστηκαν και μηδενίστηκαν, για: {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση των ρυθμίσεών σου.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση των στατιστικών σου.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>Δεν ήταν δυνατή η διατήρηση της παρτίδας σε εξέλιξη.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>Τα λυμένα προβλήματά σας δεν αποθηκεύτηκαν.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>Τα λάθη σου για εξάσκηση δεν αποθηκεύτηκαν.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>Λάθη για εξάσκηση που δεν διαβάστηκαν και αφέθηκαν έξω: %n.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>Ένα αντίγραφο του παλιού αρχείου κρατήθηκε ως {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>Η αποθήκευση «{name}» δεν υπάρχει πια.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>Οι ρυθμίσεις σου δεν αποθηκεύτηκαν: το αρχείο {path} δεν μπόρεσε να διαβαστεί και δεν γράφεται ποτέ από πάνω του.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>Τα στατιστικά δεν καταγράφηκαν: το αρχείο {path} δεν μπόρεσε να διαβαστεί και δεν γράφεται ποτέ από πάνω του.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>Η παρτίδα δεν κρατιέται αυτόματα: το αρχείο {path} δεν μπόρεσε να διαβαστεί και δεν γράφεται ποτέ από πάνω του.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>Το αρχείο {path} δεν μπόρεσε να διαβαστεί και δεν γράφεται ποτέ από πάνω του.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>Οι αποθηκεύσεις σου μπαίνουν στον φάκελο {path}, αλλά εκεί υπάρχει ένα αρχείο. Μετακίνησε αυτό το αρχείο και δοκίμασε ξανά.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>Μια αποθήκευση με το όνομα «{name}» έγινε από νεότερη έκδοση του Belote Desktop. Κρατιέται· διάλεξε άλλο όνομα.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>Δεν ήταν δυνατή η εγγραφή του {path}{reason}. Το αρχείο που υπήρχε εκεί δεν άλλαξε.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>έγινε από νεότερη έκδοση</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>το αρχείο δεν διαβάζεται</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>δεν είναι κανονικό αρχείο</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>κανόνες που το παιχνίδι δεν προσφέρει</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>το αρχείο έχει καταστραφεί</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>Αυτή είναι η κίνηση που θα έκανε εδώ ένας έμπειρος παίκτης.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>Το {card} είναι το μόνο φύλλο που επιτρέπουν εδώ οι κανόνες.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Παίξε το φύλλο {card}.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: δώσ&apos; του πόντους</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: κράτα τα ατού σου και πέτα ένα μικρό φύλλο</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι: παίξε το μικρότερο φύλλο σου</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>Κόψε για να πάρεις το χέρι</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>Το {card} είναι το κυρίαρχο φύλλο στο χρώμα ({suit})</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>Παίζεις τελευταίος: το {card} φτάνει για να πάρεις το χέρι</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>Πάρε το χέρι με το {card}</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>Πρέπει να κόψεις αλλά δεν μπορείς να πάρεις το χέρι: δώσε το μικρότερο ατού σου</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>Κράτα τα ατού σου: το χέρι είναι χαμένο</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>Το χέρι είναι χαμένο: παίξε το μικρότερο φύλλο σου ({suit})</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>Το χέρι είναι χαμένο: παίξε το {card}</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>Πέτα το μικρότερο φύλλο σου</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>Το χέρι είναι χαμένο: πέτα το {card}</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>Το {card} είναι το κυρίαρχο ατού: άνοιξε με αυτό για να τραβήξεις τα ατού των αντιπάλων</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>Άνοιξε με ατού για να τραβήξεις τα ατού των αντιπάλων</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>Παίξε το χρώμα του συμπαίκτη σου</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>Άνοιξε με ένα μικρό φύλλο ({suit}): κράτα τα δυνατά σου φύλλα για αργότερα</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>Άνοιξε με το {card}</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>Δήλωσε τώρα, πριν από το πρώτο σου φύλλο</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>Δηλώστε {melds}: μετρά αν έχετε την καλύτερη δήλωση</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>Δήλωσε {melds}: μετράει αν η ομάδα σου έχει την καλύτερη δήλωση</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>Δυνατό χρώμα ({suit}): βαλές και εννιά ατού</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>Δυνατός στο {suit}: ο βαλές (ατού στο χέρι: {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>Καλός στο {suit}: το εννιά (ατού στο χέρι: {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>Ατού {suit} στο χέρι: {count}, και άσοι στα άλλα χρώματα</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>Ατού {suit} στο χέρι: {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>Έχεις {cards} στο ατού τους: το συμβόλαιό τους μάλλον θα αποτύχει</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>Τα φύλλα σου μάλλον θα ρίξουν το συμβόλαιό τους: πες κόντρα</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>Είσαι σίγουρος για το συμβόλαιό σου: πες σούρκοντρα</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>Το χέρι σου θα μπορούσε να δηλώσει ατού ({suit}), αλλά εδώ το πάσο αξίζει το ίδιο ή περισσότερο</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>Τη δήλωση την έχει ο συμπαίκτης σας: αφήστε τον να την παίξει</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>Πολύ αδύναμο χέρι για ψηλότερη δήλωση</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>Πολύ αδύναμο χέρι για δήλωση</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>Ο συμπαίκτης σου έχει την ψηλότερη προσφορά: άφησέ τον να την παίξει</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>Πολύ αδύναμα φύλλα για μεγαλύτερη προσφορά</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>Πολύ αδύναμα φύλλα για να ανοίξεις την αγορά</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>Πολύ αδύναμο χρώμα ({suit}): ούτε βαλές ούτε εννιά ατού</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>Δεν έχεις αρκετά ατού ({suit}) για να πάρεις</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>Κανένα χρώμα δεν είναι αρκετά δυνατό</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>Οι άσοι και τα δεκάρια σας ({cards}) θα πρέπει να κερδίσουν πάνω από τα μισά στο Σαν</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>Το συμβόλαιό τους θα πρέπει να χάσει: {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>Η ομάδα σας θα πρέπει να το βγάλει: {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>Το ανέβασμα στη σκάλα δεν θα άξιζε εδώ</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>Προσφορά καπό: τα φύλλα σου μπορούν να πάρουν όλα τα χέρια</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>Χωρίς ατού: οι άσσοι και τα δεκάρια σου ({cards}) παίρνουν χέρια σε κάθε χρώμα</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>Όλα ατού: οι βαλέδες και τα εννιάρια σου ({cards}) είναι τα καλύτερα φύλλα</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>Στήριξε το χρώμα του συμπαίκτη σου ({suit}): έχεις {cards}</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>Στήριξε το χρώμα του συμπαίκτη σου ({suit})</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>Το συμβόλαιό τους θα αποτύχει σχεδόν πάντα: παίξτε όλο το παιχνίδι σε αυτή τη μοιρασιά</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>Μ</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>Σειρά του/της</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Σκέφτεται…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}: 1 χέρι</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team}: {n} χέρια</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Γυρισμένο φύλλο</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>Προσφορά {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>Δήλωσε {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>Πήρε {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Μοιρασιά</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Όλοι πάσο</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Αγορά</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Καμία δήλωση ακόμη</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>Τρέχουσα δήλωση</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Καμία προσφορά ακόμη</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Προσφορά</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>Συμβόλαιο: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Ατού: {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, κόντρα</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, σούρκοντρα</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Παίρνεις το χέρι</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name}: παίρνει το χέρι</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Τραπέζι</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>Εμείς</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Αυτοί</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Belote</source>
        <comment>king and queen of trumps, the first of them played (French games)</comment>
        <translation>Μπελότ</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <comment>king and queen of trumps, the second of them played (French games)</comment>
        <translation>Ρεμπελότ</translation>
    </message>
    <message>
        <source>Belot</source>
        <comment>king and queen of trumps in Bulgarian Belot</comment>
        <translation>Μπελότ</translation>
    </message>
    <message>
        <source>Bell</source>
        <comment>king and queen of trumps in Clabber</comment>
        <translation>Μπελ</translation>
    </message>
    <message>
        <source>Bella</source>
        <comment>king and queen of trumps in Tarabish</comment>
        <translation>Μπέλα</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <comment>king and queen of trumps in Pilotta (Cyprus, Greece)</comment>
        <translation>Πιλόττα</translation>
    </message>
    <message>
        <source>Baloot</source>
        <comment>king and queen of trumps in Baloot (Saudi Arabia)</comment>
        <translation>Μπαλούτ</translation>
    </message>
    <message>
        <source>Capot</source>
        <comment>one side wins every trick (French games)</comment>
        <translation>Καπό</translation>
    </message>
    <message>
        <source>Valat</source>
        <comment>one side wins every trick (Bulgarian Belot)</comment>
        <translation>Βαλάτ</translation>
    </message>
    <message>
        <source>Kaboot</source>
        <comment>one side wins every trick (Baloot)</comment>
        <translation>Καμπούτ</translation>
    </message>
    <message>
        <source>Dedans</source>
        <comment>the takers failed their contract (French games)</comment>
        <translation>Μέσα</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>Παίρνω</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>Διαφορά</translation>
    </message>
    <message>
        <source>Coinche</source>
        <comment>double of the opponents&apos; bid in La Coinche</comment>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <comment>redouble in La Coinche</comment>
        <translation>Σούρκοντρα</translation>
    </message>
    <message>
        <source>Contra</source>
        <comment>double in Bulgarian Belot and Bidding Belote</comment>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>Re-contra</source>
        <comment>redouble in Bulgarian Belot and Bidding Belote</comment>
        <translation>Ρεκόντρα</translation>
    </message>
    <message>
        <source>Match</source>
        <comment>Bidding Belote: the call that stakes the whole game on one deal</comment>
        <translation>Ματς</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>Baloot: the no-trumps contract</comment>
        <translation>Σαν</translation>
    </message>
    <message>
        <source>Hokum</source>
        <comment>Baloot: the trump contract</comment>
        <translation>Χοκούμ</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <comment>Baloot: a call that asks the partner to play Sun</comment>
        <translation>Ασκάλ</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <comment>Baloot: the last double, which decides the whole game</comment>
        <translation>Γκάχουα</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>Ντάμπλ</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>Baloot: the bidders answer a double (x3)</comment>
        <translation>Θρι</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>Baloot: the defenders answer a three (x4)</comment>
        <translation>Φορ</translation>
    </message>
    <message>
        <source>Sira</source>
        <comment>Baloot project: three cards in sequence</comment>
        <translation>Σίρα</translation>
    </message>
    <message>
        <source>Fifty</source>
        <comment>a project or run worth fifty (Baloot, Tarabish)</comment>
        <translation>Πενήντα</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>Εκατό</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>Τετρακόσια</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>Είκοσι</translation>
    </message>
    <message>
        <source>Bate</source>
        <comment>Tarabish: the maker failed and the other side takes everything</comment>
        <translation>Μπέιτ</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <comment>Tarabish: the maker has exactly half: he scores nothing, the others their own</comment>
        <translation>Μισό μπέιτ</translation>
    </message>
    <message>
        <source>Mule</source>
        <comment>Clabber: the four jacks</comment>
        <translation>Μιούλ</translation>
    </message>
    <message>
        <source>Set</source>
        <comment>Clabber: the contract side failed</comment>
        <translation>Σετ</translation>
    </message>
    <message>
        <source>Dad</source>
        <comment>Clabber: a run of three cards</comment>
        <translation>Ντατ</translation>
    </message>
    <message>
        <source>I play</source>
        <comment>Clabber: the call that accepts a trump and makes the caller&apos;s side the contract side</comment>
        <translation>Παίζω</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>Κιρτίκ</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>Τρίτη</translation>
    </message>
    <message>
        <source>Quarte</source>
        <comment>four cards in sequence</comment>
        <translation>Τετάρτη</translation>
    </message>
    <message>
        <source>Quinte</source>
        <comment>five cards in sequence</comment>
        <translation>Πέμπτη</translation>
    </message>
    <message>
        <source>Carré</source>
        <comment>four cards of one rank</comment>
        <translation>Καρέ</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <comment>the last trick&apos;s bonus (French games)</comment>
        <translation>Δέκα του τελευταίου (dix de der)</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>Πρότζεκτ</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>Συνδυασμοί</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>Σειρές</translation>
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
        <translation>{term} (πρώτο φύλλο)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term}!</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>Τρία στη σειρά</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>Τέσσερα στη σειρά</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>Πέντε στη σειρά</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>Pilotta: its meld of four cards of one rank</comment>
        <translation>Καρέ</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>North and you</source>
        <translation>Εσύ – Βορράς</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>Ανατολή – Δύση</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>Καλώς ήρθες στην Μπελότ! Κάθεσαι Νότος· ο Βορράς, απέναντι, είναι ο συμπαίκτης σου. Ο Βορράς μοίρασε πέντε φύλλα σε κάθε παίκτη και γύρισε το {turned}. Η Δύση είπε πάσο. Τώρα διαλέγεις εσύ: παίρνεις, και ατού γίνεται η κούπα, ή λες πάσο. Με το {k}, το {q} και το {t}, και με το {turned} να έρχεται σε σένα, πάρε.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>Το πάσο επιτρέπεται, αλλά αυτά τα φύλλα είναι δυνατά στην κούπα: πάρε το γυρισμένο φύλλο.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>Ατού είναι η κούπα. Σηκώνεις το {turned} και άλλα δύο φύλλα, οι άλλοι από τρία. Η ομάδα σου πρέπει τώρα να πιάσει τουλάχιστον όσους πόντους η Ανατολή και η Δύση.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>Η Δύση δήλωσε τρίτη και άνοιξε με το {ace}. Πριν από το πρώτο σου φύλλο μπορείς να δηλώσεις τους συνδυασμούς σου. Έχεις το {a}, το {k} και το {q}: τρία φύλλα στη σειρά, μια τρίτη που αξίζει 20. Δήλωσέ τη.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>Πρώτα η δήλωση: μόλις παίξεις φύλλο, η δήλωσή σου χάνεται.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>Και οι δύο τρίτες αξίζουν 20, αλλά η δική σου φτάνει ως τον άσσο και της Δύσης μόνο ως το δέκα: η δική σου είναι καλύτερη, οπότε μόνο η ομάδα σου γράφει δηλώσεις.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>Τώρα παίξε στο χέρι. Άνοιξαν καρό και έχεις ένα καρό, το {card}: πρέπει να ακολουθήσεις χρώμα, ακόμη και με μικρό φύλλο.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>Η Δύση πήρε το πρώτο χέρι με τον άσσο της και τώρα ανοίγει με το {led}. Δεν έχεις μπαστούνι, άρα πρέπει να κόψεις. Παίξε το {king}: αφού έχεις και το {queen}, λες «Μπελότ».</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>Εδώ επιτρέπεται οποιοδήποτε ατού, αλλά σε αυτό το μάθημα παίξε το {king} για να πεις μπελότ.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>Μπελότ! Το ατού σου παίρνει το χέρι: ένα ατού κερδίζει κάθε φύλλο άλλου χρώματος.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>Κέρδισες, άρα ανοίγεις εσύ. Άνοιξε με το {queen}: λες «Ρεμπελότ» και οι 20 πόντοι της μπελότ είναι δικοί σου. Όταν ανοίγεις ατού, τραβάς και τα ατού των άλλων: ο καθένας πρέπει να ρίξει μεγαλύτερο αν μπορεί.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>Σε αυτό το μάθημα άνοιξε με το {queen}.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>Ρεμπελότ! Η Ανατολή έπρεπε να περάσει την ντάμα σου και το έκανε με το {jack}, το μεγαλύτερο ατού. Δεν πειράζει: οι αντίπαλοι δεν έχουν πια ατού.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>Η Ανατολή άνοιξε με το {king} και ο Βορράς έριξε το {ace}: ο συμπαίκτης σου κρατάει το χέρι. Δεν έχεις μπαστούνι, αλλά όταν ο συμπαίκτης σου κρατάει το χέρι δεν χρειάζεται να κόψεις. Κράτα τα ατού σου και πέτα το {queen}: οι 3 πόντοι του πάνε στον Βορρά.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>Επιτρέπεται, αλλά δεν χρειάζεται: ο Βορράς ήδη παίρνει αυτό το χέρι. Πέτα το {queen}.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>Ο Βορράς ανοίγει με το {ace}. Όταν ανοίγουν ατού, πρέπει να ρίξεις μεγαλύτερο ατού αν μπορείς, ακόμη και πάνω από τον συμπαίκτη σου. Το {nine} σου περνάει τον άσσο: παίξ&apos; το.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>Όλα τα άλλα ατού έχουν παιχτεί· σου έμεινε μόνο το {ten}. Το {ace} σου είναι το ψηλότερο σπαθί: άνοιξε με αυτό, κανείς δεν μπορεί να το περάσει.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>Σε αυτό το μάθημα άνοιξε με το {ace}.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>Αφού έφυγαν ο άσσος και το δέκα σπαθί, το {king} σου είναι τώρα το κυρίαρχο σπαθί: άνοιξε με αυτό.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>Σε αυτό το μάθημα άνοιξε με το {king}.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>Το τελευταίο χέρι: παίξε το {ten} σου. Όποιος πάρει το τελευταίο χέρι γράφει 10 πόντους επιπλέον, το «δέκα του τελευταίου» (dix de der).</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Παίξε το φύλλο {card}.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>Η μοιρασιά εκμάθησης τελείωσε.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>Περίμενε: οι άλλοι παίκτες δεν έχουν τελειώσει.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Μπράβο, σωστά.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>Επιτρέπεται, αλλά αυτό το μάθημα ζητά άλλη κίνηση.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>Η μοιρασιά τελείωσε. Να πώς μετρήθηκε:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>Κλασικό μπελότ: το γυρισμένο φύλλο, οι δηλώσεις, η μπελότ</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>Αν η ομάδα σου είχε πιάσει λιγότερους πόντους από την Ανατολή και τη Δύση, θα είχατε μπει μέσα: εκείνοι θα έγραφαν και τους {total} πόντους. Αυτό είναι όλο το παιχνίδι: μοιρασιά με μοιρασιά, ώσπου μια ομάδα να φτάσει τους {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>Καλώς ήρθες στην La Coinche! Δεν γυρίζει φύλλο: όλοι κρατούν και τα οκτώ φύλλα τους και η αγορά γίνεται σε πόντους. Μια δήλωση είναι ένας αριθμός από 80 έως 160 και ένα ατού (ή χωρίς ατού, ή όλα ατού): οι πόντοι που η ομάδα σου υπόσχεται να πιάσει. Η Δύση είπε πάσο. Έχεις το {j} και το {n}, τα δύο μεγαλύτερα ατού, το {k} και τη {q} (μια μπελότ, 20 πόντοι που μετράνε για το συμβόλαιο) και τον {a}: δήλωσε 100 κούπα.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>Σε αυτό το μάθημα δήλωσε 100 κούπα.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>Η ομάδα σου υπόσχεται 100 πόντους με ατού την κούπα. Κάθε επόμενη δήλωση πρέπει να είναι μεγαλύτερη.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>Η Δύση είπε «Κόντρα!»: στοιχηματίζει ότι θα πέσεις, και το συμβόλαιο μετράει πια διπλό. Αν το βγάλεις, η ομάδα σου γράφει τους πόντους της συν δύο φορές το 100· αν πέσεις, η Ανατολή και η Δύση γράφουν 160 συν δύο φορές το 100. Μπορείς να πεις σούρκοντρα (τετραπλό), που κλείνει την αγορά, ή πάσο. Σε αυτό το μάθημα πες πάσο: το συμβόλαιο παίζεται με κόντρα.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>Σε αυτό το μάθημα πες πάσο: το συμβόλαιο παίζεται με κόντρα.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>Μετά από κόντρα κανείς δεν μπορεί να δηλώσει. Το συμβόλαιο είναι 100 κούπα με κόντρα, και ανοίγει η Δύση.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>Πήρες το χέρι με το {ten}. Τώρα τράβηξε τα ατού: άνοιξε με τον {jack}, το μεγαλύτερο ατού. Όταν οι άλλοι μείνουν χωρίς ατού, οι άσσοι σου είναι ασφαλείς.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>Σε αυτό το μάθημα άνοιξε με τον {jack}.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>Άνοιξε με τη {queen}: αφού ο {king} είναι ακόμη στο χέρι σου, λες «Μπελότ». Στην La Coinche οι 20 πόντοι της μπελότ μετράνε για το συμβόλαιο.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>Μπελότ! Ο άσσος της Δύσης παίρνει αυτό το χέρι, αλλά ο ρήγας σου θα πάρει το τελευταίο: ρεμπελότ.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>Στην La Coinche όσοι πήραν το συμβόλαιο πρέπει να φτάσουν τη δήλωσή τους και πάνω από τους μισούς πόντους. Τα κατάφερες: οι πόντοι σου συν τη δήλωση, διπλασιασμένη από την κόντρα. Μοιρασιά τη μοιρασιά, η πρώτη ομάδα που φτάνει τους {target} κερδίζει.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>La Coinche: δηλώσεις σε πόντους, η κόντρα</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>Καλώς ήρθες στο βουλγάρικο μπελότ! Κρατάς πέντε φύλλα· άλλα τρία έρχονται μετά την αγορά. Κάθε δήλωση πρέπει να είναι μεγαλύτερη από την προηγούμενη: σπαθί, καρό, κούπα, μπαστούνι, χωρίς ατού, όλα ατού. Η Δύση δήλωσε καρό. Με το {j}, το {n} και τον {k}, δήλωσε κούπα: είναι μεγαλύτερη από το καρό.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>Σε αυτό το μάθημα δήλωσε κούπα.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>Η κούπα μένει αν κανείς δεν δηλώσει μεγαλύτερο· τρία πάσο κλείνουν την αγορά. Μετά ο καθένας παίρνει άλλα τρία φύλλα.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>Ήρθαν τα τρία νέα σου φύλλα. Ο {k}, η {q} και ο {j} είναι τρίτη, 20 πόντοι, και ο ρήγας, η ντάμα και ο βαλές κούπα είναι άλλη μία. Οι δηλώσεις γίνονται στο πρώτο χέρι, πριν από το φύλλο σου: δήλωσέ τες.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>Μόνο η ομάδα με την καλύτερη σειρά γράφει τις σειρές της, και μόνο αν πάρει ένα χέρι.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>Η Δύση άνοιξε με τον {ace}. Δεν έχεις καρό, άρα πρέπει να κόψεις. Παίξε τη {queen}: αφού έχεις και τον {king} ατού, δηλώνεις μπελότ, 20 πόντους.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>Εδώ επιτρέπεται κάθε ατού, αλλά σε αυτό το μάθημα παίξε τη {queen} για να δηλώσεις την μπελότ σου.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>Μπελότ! Το ατού σου παίρνει το χέρι.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>Ανοίγεις εσύ: παίξε τον {jack}, το μεγαλύτερο ατού, για να τραβήξεις τα ατού των αντιπάλων.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>Το τελευταίο χέρι: το παίρνει ο {king} σου, μαζί με 10 πόντους. Θα έχεις πάρει όλα τα χέρια: βαλάτ.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>Το βουλγάρικο μπελότ μετριέται σε πόντους παρτίδας: το ένα δέκατο των πόντων, στρογγυλεμένο (σε συμβόλαιο χρώματος υπόλοιπο πάνω από 6 στρογγυλεύει προς τα πάνω), και το βαλάτ προσθέτει 9. Όσοι δήλωσαν πρέπει να πιάσουν περισσότερα από την άλλη ομάδα, αλλιώς η άλλη ομάδα τα παίρνει όλα. Η πρώτη ομάδα που ξεπερνά τους {target} κερδίζει την παρτίδα.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>Βουλγάρικο μπελότ: η αγορά των συμβολαίων, οι πόντοι παρτίδας</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>Καλώς ήρθες στο Μπαλούτ! Κρατάς πέντε φύλλα και ο {turned} είναι γυρισμένος. Στον πρώτο γύρο μπορείς να πεις Χοκούμ, με ατού το χρώμα του γυρισμένου φύλλου, ή Σαν, χωρίς ατού, που περνάει κάθε Χοκούμ. Η Δύση είπε πάσο. Με τον {j} και το {n}, τα δύο μεγαλύτερα ατού, πες Χοκούμ κούπα: ο {turned} θα γίνει δικός σου.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>Σε αυτό το μάθημα πες Χοκούμ κούπα: ο βαλές και το εννιά σου είναι τα καλύτερα ατού.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>Χοκούμ κούπα. Οι άλλοι μπορούν ακόμη να πουν Σαν από πάνω.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>Κανείς δεν είπε Σαν. Ως αυτός που είπε Χοκούμ μπορείς να το κρατήσεις (πάσο) ή να το κάνεις εσύ Σαν. Η δύναμή σου είναι στα ατού: πες πάσο και κράτα το Χοκούμ.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>Σε αυτό το μάθημα πες πάσο: στο Σαν ο βαλές και το εννιά κούπα σου θα ήταν μικρά φύλλα.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>Το Χοκούμ μένει, εκτός αν οι άλλοι ανέβουν τη σκάλα των διπλασιασμών.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>Η Ανατολή είπε Ντάμπλ: η μοιρασιά μετράει πια διπλή. Αυτή είναι η σκάλα των διπλασιασμών: η ομάδα σου μπορεί να απαντήσει Θρι (τριπλό), η Ανατολή και η Δύση Φορ, και η ομάδα σου Γκάχουα, που βάζει όλη την παρτίδα σε αυτή τη μοιρασιά. Ο συμπαίκτης σου είπε πάσο· τα φύλλα σου είναι δυνατά: πες Θρι.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>Σε αυτό το μάθημα απάντησε Θρι.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>Θρι! Αν η Ανατολή και η Δύση δεν πουν Φορ, η μοιρασιά μετράει τριπλή.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>Πήρες τον {turned} και άλλα δύο φύλλα. Στο Μπαλούτ ανοίγει αυτός που πήρε το συμβόλαιο. Όσο το συμβόλαιο είναι διπλασιασμένο, δεν μπορείς να ανοίξεις με ατού όσο έχεις άλλο χρώμα: άνοιξε με τον {ace}.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>Η Ανατολή ανοίγει με το {led} και το χέρι το κρατά η Δύση. Δεν έχεις καρό, άρα πρέπει να κόψεις: εδώ κερδίζει οποιοδήποτε ατού, οπότε κράτα τα μεγάλα και παίξε το {seven}.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>Εδώ κερδίζει οποιοδήποτε ατού· σε αυτό το μάθημα κράτα τα μεγάλα σου ατού και παίξε το {seven}.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>Το Μπαλούτ μετριέται σε πόντους μοιρασιάς: στο Χοκούμ το ένα δέκατο των πόντων των φύλλων (μισό ή λιγότερο στρογγυλεύει προς τα κάτω), τα πρότζεκτ το ίδιο, κι όλα πολλαπλασιάζονται από τη σκάλα. Όσοι πήραν το συμβόλαιο χρειάζονται περισσότερους πόντους μοιρασιάς από τους άλλους. Η πρώτη ομάδα που φτάνει τους {target} κερδίζει την παρτίδα.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>Μπαλούτ: Χοκούμ και Σαν, η σκάλα των διπλασιασμών</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>Καλώς ήρθες στο Ταραμπίς! 36 φύλλα: έξι στο χέρι σου και τρία κλειστά στην πάστα σου, που δεν τα έχει δει κανείς. Δεν γυρίζει φύλλο: με τη σειρά, από τα αριστερά του μοιραστή, ο καθένας ονομάζει ατού ή λέει πάσο. Η Δύση, ο Βορράς και η Ανατολή είπαν πάσο, και μοιράζεις εσύ: ο μοιραστής πρέπει να ονομάσει χρώμα. Με τον {j}, το {n} και τον {a}, ονόμασε μπαστούνι.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>Σε αυτό το μάθημα ονόμασε μπαστούνι: ο βαλές και το εννιά είναι τα καλύτερα ατού.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>Ατού το μπαστούνι. Τώρα ο καθένας παίρνει την πάστα του.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>Η πάστα σου έφερε τον {k}, τη {q} και το {t}. Ο άσσος, ο ρήγας, η ντάμα και ο βαλές μπαστούνι είναι σειρά τεσσάρων, ένα πενήντα (50 πόντοι)· ο ρήγας και η ντάμα ατού είναι η μπέλα. Δήλωσε τη σειρά σου πριν από το πρώτο σου φύλλο.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>Το πενήντα σου περνάει τα είκοσι της Ανατολής: μόνο ο παίκτης με την καλύτερη σειρά γράφει σειρές.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>Δεν έχεις σπαθί, άρα πρέπει να κόψεις. Παίξε τη {queen}· όταν αργότερα παίξεις τον {king}, λες «Μπέλα» για άλλους 20 πόντους.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>Σε αυτό το μάθημα παίξε τη {queen}.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>Ανοίγεις εσύ: παίξε τον {jack}, το μεγαλύτερο ατού, για να τραβήξεις τα ατού των άλλων.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>Ο Βορράς ανοίγει με τον {ace}: ακολούθησε χρώμα με τον {king}. Στο Ταραμπίς ο συμπαίκτης δεν σε απαλλάσσει από τίποτα: αν δεν είχες κούπα, θα έπρεπε να κόψεις, κι ας κρατά ο Βορράς το χέρι.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>Σε αυτό το μάθημα παίξε τον {king}.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>Στο Ταραμπίς όσοι όρισαν το ατού πρέπει να πιάσουν πάνω από τους μισούς πόντους· ακριβώς τους μισούς, δεν γράφουν τίποτα· λιγότερους, μπέιτ: η άλλη ομάδα παίρνει όλους τους πόντους. Η πρώτη ομάδα που ξεπερνά τους {target} κερδίζει.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>Ταραμπίς: ονομάζουμε το ατού με τη σειρά, η πάστα</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>Καλώς ήρθες στο Κλάμπερ! 24 φύλλα, μοιρασμένα ένα ένα, έξι στον καθένα. Μοίρασε ο Βορράς· το τελευταίο του φύλλο, ο {turned}, είναι ανοιχτό: προτείνει το ατού και μένει δικό του. Από τα αριστερά του μοιραστή ο καθένας λέει «Παίζω» (ατού γίνεται η κούπα) ή πάσο, αλλά δέχεσαι μόνο χρώμα που έχεις. Η Ανατολή είπε πάσο. Έχεις το {n} και τον {a} κούπα: πες «Παίζω».</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>Σε αυτό το μάθημα πες «Παίζω»: το εννιά και ο άσσος κούπα σου, μαζί με τον βαλέ του Βορρά, κάνουν την κούπα χρώμα της πλευράς σου.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>Ατού η κούπα. Κανείς δεν παίρνει άλλα φύλλα: παίζεις με τα έξι που κρατάς.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>Η Ανατολή άνοιξε με τον {king}. Πριν από το πρώτο σου φύλλο μπορείς να δηλώσεις τους συνδυασμούς σου: ο {a}, ο {k} και η {q} είναι σειρά τριών, ένα ντατ, που αξίζει 20. Δήλωσέ το.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>Μόνο η πλευρά με τον καλύτερο συνδυασμό γράφει τους συνδυασμούς της.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>Δεν έχεις καρό, άρα πρέπει να κόψεις. Παίξε το {nine}: στα ατού το εννιά είναι μεγαλύτερο από τον άσσο.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>Σε αυτό το μάθημα κόψε με το {nine}.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>Πήρες το χέρι. Άνοιξε με τον {ace}: όταν ανοίγουν ατού, ο καθένας πρέπει να ρίξει μεγαλύτερο αν μπορεί, και ο Βορράς έχει τον {jack}, το γυρισμένο φύλλο, που περνάει κάθε ατού.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>Το τελευταίο χέρι: το παίρνει ο {ace} σου, μαζί με 10 πόντους.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>Στο Κλάμπερ η πλευρά που διάλεξε το ατού πρέπει να πιάσει περισσότερα από την άλλη· αλλιώς είναι σετ και δεν γράφει τίποτα. Η πρώτη πλευρά που ξεπερνά τους {target} κερδίζει.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>Κλάμπερ: το φύλλο του μοιραστή προτείνει το ατού</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>Καλώς ήρθες στην Μπελότ Découverte! Δύο παίκτες, χωρίς χέρι: ο καθένας έχει στο τραπέζι δύο σειρές κλειστά φύλλα, με ένα ανοιχτό φύλλο πάνω σε καθένα. Μοίρασες εσύ, και το τελευταίο ανοιχτό σου φύλλο, ο {turned}, προτείνει το ατού· μένει δικό σου. Ο Βορράς είπε πάσο. Τα ανοιχτά σου φύλλα είναι δυνατά στην κούπα: πάρε.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>Σε αυτό το μάθημα πάρε κούπα: ο βαλές σου είναι το καλύτερο ατού.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>Ατού η κούπα. Ανοίγει ο Βορράς, που δεν μοίρασε.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>Παίζεις μόνο τα ανοιχτά σου φύλλα. Ο Βορράς άνοιξε με τον {ace}: ακολούθησε χρώμα με το {ten}, το μόνο σπαθί που φαίνεται. Μετά το χέρι, το φύλλο που σκέπαζε γυρίζει ανοιχτό, και μπορείς να το παίξεις μετά.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>Κανείς, ούτε κι εσύ, δεν ήξερε το φύλλο από κάτω: δες το να γυρίζει.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>Ο Βορράς ανοίγει με το {led}. Δεν έχεις φανερό σπαθί, άρα πρέπει να κόψεις: παίξε τη {queen}.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>Σε αυτό το μάθημα κόψε με τη {queen}.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>Άνοιξε με τον {jack}, το μεγαλύτερο ατού: ο Βορράς τον βλέπει όσο κι εσύ, αλλά δεν μπορεί να τον περάσει.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>Το τελευταίο χέρι: παίξε τον {jack}. Το παίρνει ο {king} του Βορρά, μαζί με άλλους 10 πόντους.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>Δεκαέξι χέρια, χωρίς δηλώσεις, χωρίς μπελότ. Αυτός που πήρε χρειάζεται πάνω από τους μισούς από τους 162 πόντους, αλλιώς ο αντίπαλος τους γράφει όλους. Ο πρώτος που φτάνει τους {target} κερδίζει.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>Μπελότ Découverte: παιχνίδι με φύλλα στο τραπέζι</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>Καλώς ήρθες στο μπελότ για τρεις! 24 φύλλα, από το εννιά ως τον άσσο, και χωρίς συμπαίκτες: η Ανατολή και η Δύση παίζουν ο καθένας για τον εαυτό του, κι εσύ το ίδιο. Μιλάς πρώτος. Οι δηλώσεις ανεβαίνουν όπως στο βουλγάρικο μπελότ: σπαθί, καρό, κούπα, μπαστούνι, χωρίς ατού, όλα ατού· δύο πάσο κλείνουν την αγορά. Με τον {j}, το {n} και τον {a}, δήλωσε μπαστούνι.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>Σε αυτό το μάθημα δήλωσε μπαστούνι.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>Αν πουν πάσο και οι δύο άλλοι, παίζεις μπαστούνι μόνος εναντίον δύο.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>Τα τρία νέα σου φύλλα είναι η {q}, ο {k} και ο {a}: ο άσσος, ο ρήγας, η ντάμα και ο βαλές μπαστούνι είναι τετάρτη, 50 πόντοι, και ο ρήγας με τη ντάμα ατού μπελότ. Δήλωσε πριν από το πρώτο σου φύλλο.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>Όποιος μιλά πρώτος ανοίγει. Άνοιξε με τον {king}: κρατάς τα ατού σου για αργότερα.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>Η Ανατολή ανοίγει με τον {ace}. Δεν έχεις κούπα: κόψε με το {nine}. Χωρίς συμπαίκτη στο τραπέζι, κάθε χέρι είναι δικό σου να το κερδίσεις ή να το χάσεις.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>Μόνος του, αυτός που δήλωσε πρέπει να πιάσει περισσότερα από τον καθέναν από τους άλλους· αν πέσει, εκείνοι μοιράζονται τους πόντους του. Οι πόντοι γίνονται πόντοι παρτίδας, ένα δέκατο στρογγυλεμένο, όπως στο βουλγάρικο μπελότ, και ο πρώτος που ξεπερνά τους {target} κερδίζει.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>Μπελότ για τρεις: ο καθένας μόνος του</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>Επιλογή ατού</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Ακολουθώ χρώμα</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>Άνοιγμα με ατού</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>Κόψιμο και μπελότ</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>Ο συμπαίκτης σου κρατάει το χέρι</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Άνοιγμα με ατού: ρίχνεις μεγαλύτερο</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>Κυρίαρχα φύλλα</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Το τελευταίο χέρι</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Το φύλλο σου</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>Δηλώσεις σε πόντους</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Κόντρα</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>Δήλωση συμβολαίου</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>Χοκούμ ή Σαν</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Η σκάλα των διπλασιασμών</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>Ονομάζοντας το ατού</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>Η πάστα και οι σειρές σου</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Φύλλα στο τραπέζι</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>Ο καθένας μόνος του</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Το μέτρημα</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Εκμάθηση</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Παίξε μια κανονική παρτίδα</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Έξοδος από την εκμάθηση</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>Εκμάθηση: μπράβο!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>Εκμάθηση, μάθημα {n} από {total}: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>Παρακολούθησε τους άλλους παίκτες…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>Πάτησε D (ή κάνε κλικ στο «Δήλωση») για να δηλώσεις.</translation>
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
        <translation>Κλάμπερ</translation>
    </message>
    <message>
        <source>Baloot</source>
        <translation>Μπαλούτ</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <translation>Πιλόττα</translation>
    </message>
    <message>
        <source>Tarabish</source>
        <translation>Ταραμπίς</translation>
    </message>
    <message>
        <source>Belote Découverte</source>
        <comment>a French game: kept in French</comment>
        <translation>Belote Découverte</translation>
    </message>
    <message>
        <source>Bidding Belote</source>
        <comment>Belote à l&apos;annonce</comment>
        <translation>Μπελότ με δηλώσεις</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>Βουλγάρικο μπελότ</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>Μπελότ για 3 παίκτες</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>Μπελότ για 2 παίκτες</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>Μπελότ για 2 παίκτες με ανοιχτά φύλλα</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>Το εθνικό παιχνίδι της Γαλλίας: παίρνεις το χρώμα του γυρισμένου φύλλου ή διαλέγεις άλλο· 1000 πόντοι.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>Προσφορές από 80 ως 160 ή καπό, σε ένα χρώμα, χωρίς ατού ή όλα ατού· κόντρα για διπλασιασμό· 2000 πόντοι.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>Η contrée της γαλλικής ομοσπονδίας: συμβόλαια μόνο σε χρώμα, δηλώσεις, η κόντρα διπλασιάζει όλο το σκορ· 2000 πόντοι.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>Το αμερικάνικο τζας: 24 φύλλα μοιρασμένα ένα ένα δεξιόστροφα, το τελευταίο φύλλο του μοιραστή γυρισμένο· «Παίζω» ή ονομάστε χρώμα που έχετε· το μιούλ και οι σειρές· 500 πόντοι.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>Η Μπελότ της Σαουδικής Αραβίας και του Κόλπου: Σαν, Χοκούμ ή Ασκάλ, η σκάλα των διπλασιασμών ως το Γκάχουα, πρότζεκτ· 152 πόντοι.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>Το παιχνίδι της Κύπρου: προσφορές από 80 και πάνω με ένα χρώμα, το πάσο είναι οριστικό· δηλώσεις· οι πόντοι παιχνιδιού είναι οι πόντοι χωρίς το τελευταίο ψηφίο· 162 για τη νίκη.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>Το παιχνίδι του Κέιπ Μπρέτον: 36 φύλλα, δεξιόστροφα· το ατού ορίζεται με τη σειρά, ο μοιραστής υποχρεωτικά· σειρές και μπέλα· 500 πόντοι.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>Δύο παίκτες, όλα τα φύλλα στο τραπέζι: ανοιχτά φύλλα πάνω σε κλειστά· 16 χαρτωσιές· 1000 πόντοι.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>Δηλώστε σπαθί, καρό, κούπα, μπαστούνι, χωρίς ατού ή όλα ατού· κόντρα, ρεκόντρα ή όλο το ματς· και οι δύο ομάδες γράφουν τις δηλώσεις τους· 151 πόντοι αγώνα.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>Δηλώστε σπαθιά, καρό, κούπες, μπαστούνια, χωρίς ατού ή όλα ατού· κόντρα και ρεκόντρα· δηλώσεις στην πρώτη χαρτωσιά· 151 πόντοι αγώνα.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>Βουλγαρικό μπελότ για τρεις, ο καθένας μόνος του, με 24 φύλλα (από το 9 ως τον άσο)· 151 πόντοι παρτίδας.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>Βουλγαρικό μπελότ για δύο με 24 φύλλα: 9 ο καθένας, έξι δεν μοιράζονται ποτέ· 151 πόντοι παρτίδας.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>Βουλγαρικό μπελότ για δύο με 32 φύλλα: ένα χέρι και οκτώ φύλλα στο τραπέζι ο καθένας, ανοιχτά πάνω σε κλειστά· 151 πόντοι παρτίδας.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>Μπελότ (κλασική)</translation>
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
        <translation>απλοί κανόνες, και πού και πού ένα τυχαίο φύλλο.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>πρακτικοί κανόνες: μετράει τα ατού, παίζει τα κυρίαρχα φύλλα του.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>δοκιμάζει πολλές πιθανές μοιρασιές πριν από κάθε φύλλο.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>ψάχνει όπως ο Έμπειρος, και μετά λύνει ακριβώς τις τελευταίες μπάζες.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Καλώς ήρθατε</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>Καλώς ήρθατε στο Belote Desktop!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>Παίξτε μπουρλότ με τον υπολογιστή: ο συμπαίκτης σας κάθεται απέναντι, οι αντίπαλοι αριστερά και δεξιά σας. Τα φύλλα που μπορείτε να παίξετε ξεχωρίζουν, και κάθε φύλλο που δεν μπορείτε να παίξετε λέει γιατί.

Πρώτη φορά στο παιχνίδι; Η εκμάθηση σας οδηγεί σε λίγα λεπτά σε μια πρώτη μοιρασιά με προκαθορισμένα φύλλα.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>Επί&amp;πεδο παικτών υπολογιστή</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>Ξεκινήστε με την &amp;εκμάθηση</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Μοιράστε τα φύλλα</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>Αυτό το καλωσόρισμα εμφανίζεται μόνο μία φορά. Όλα εδώ αλλάζουν αργότερα: Παιχνίδι &gt; Νέα παρτίδα, Βοήθεια &gt; Εκμάθηση, Ρυθμίσεις &gt; Προτιμήσεις.</translation>
    </message>
</context>
</TS>
