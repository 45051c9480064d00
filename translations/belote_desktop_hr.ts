<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr_HR">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>{app} se distribuira pod licencom {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>Pravila, računalni igrači, knjiga pravila i vodič: razvijatelji programa Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>Lica i poleđine karata te stol crta sam program; zvukovi se sintetiziraju u kodu. Nijedna slika ni zvuk nisu preuzeti odnekud drugdje.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>Pravila slijede objavljena pravila svake igre; gdje se izvori razilaze, izbor je opcija u prozoru Nova igra.</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>Prijevodi: francuski, bugarski, arapski, grčki, hrvatski i ruski.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenca</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Zahvale</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Izrađeno pomoću</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>O programu {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Inačica {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>Belot i njegova obitelj kartaških igara, bez interneta, s pravilima objašnjenima tijekom igre.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>Štiglja</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <source>{call} {suit}</source>
        <translation>{call} {suit}</translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation>Zovem {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation>Kontra!</translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation>Rekontra!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Prijava zvanja</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>Još nema zvanja: može se zvati bilo koji ugovor.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>Trenutno zvanje: {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}, {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Vaše zvanje</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>Karta se broji samo u jednom zvanju: prijavi {first} ili {second}, ne oboje.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>Unaprijed odabrano: {usual}, jer vrijedi više ({first} prema {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>Obje mogućnosti vrijede {first}; unaprijed odabrano: {usual}, jer je jače po rangu.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>Četvorke i nizovi uspoređuju se odvojeno: drugi izbor možda je upravo onaj koji nitko ne tuče.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>Nisi prijavio zvanje ({melds}): zvanja se prijavljuju prije prve karte.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>Što znači ovaj izbor</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>Možeš prijaviti zvanja</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>&amp;Prijavi {melds}</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>Umjesto toga prijavi {melds}</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Prijavi zvanja</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>ili odigraj kartu bez zvanja</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>Vrijednost zvanja: {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid}: {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>Zovi kapot u {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>Zovi {value} u {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>Drugi krug: zovi adut ili reci „dalje“</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>Okrenuta karta je {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>„{call}“ s kartom {card}?</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>Okrenuta karta: {card}. Zoveš?</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>Adut bi bio {suit}.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>Svi su rekli dalje: morate zvati aduta</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>Zovite aduta ili recite dalje</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>Vaših {count} karata licem dolje uzima se čim je adut zvan.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Dalje</translation>
    </message>
    <message>
        <source>{call} {symbol}</source>
        <translation>{call} {symbol}</translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation>&amp;Zovi {symbol}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Tvoja licitacija</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>Još nema licitacije: otvori od {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>Najviša: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>Niža licitacija</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Viša licitacija</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Licitiraj</translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation>Kontra (&amp;X)</translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation>Rekontra (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Licitiraj {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Zovi</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>Prijedlog: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>Zadržati svoj Hokum ili ga podići na Sun?</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>Drugi krug: Hokum u drugoj boji, Sun ili dalje</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>Hokum, Sun ili dalje?</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>Vrijedi: {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Ljestvica udvostručenja</translation>
    </message>
    <message>
        <source>{call}, or pass?</source>
        <translation>{call} ili dalje?</translation>
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
        <translation>Što je znao igrač {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>Odigrana karta: {card}. Prije tog poteza igrač {player} nije vidio ove karte. Za svaku je prikazana vjerojatnost koju je davao svakom igraču da je drži; igrač koji ju je stvarno držao označen je s ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>Zaključeno samo iz vlastitog pogleda pomoću modela naučenog na mnogo dijeljenja: što je pokazala igra (boja na koju nije odgovoreno, adut koji nije odigran), što je svaki igrač rekao u licitaciji, tko je što izigrao prvi, na što odgovorio i što odbacio.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>Zaključeno samo iz vlastitog pogleda: što je pokazala igra (boja na koju nije odgovoreno, adut koji nije odigran), zatim što je svaki igrač rekao u licitaciji i koliko dobro svaki mogući raspored objašnjava karte koje su odabrali.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>Zaključeno samo iz vlastitog pogleda: što je pokazala igra (boja na koju nije odgovoreno, adut koji nije odigran). Na ovoj razini računalni igrač ne uzima u obzir ništa više.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>Što je plava traka dulja, to je računalni igrač bio sigurniji; zlatni okvir (●) pokazuje gdje je karta stvarno bila.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Nije podijeljena</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>Vjerojatnosti za svakog igrača</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>šestica</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>sedmica</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>osmica</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>devetka</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>desetka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>dečko</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>kralj</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>as</translation>
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
        <translation>tref</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>herc</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>bez aduta</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>sve adut</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation>BA</translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation>SA</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>The Master on the same cards</source>
        <translation>Majstor s istim kartama</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>Majstor igra na tvom mjestu s istim kartama, protiv istih računalnih igrača…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>Usporedba u tijeku</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>Usporedba nije uspjela: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>S istim kartama, protiv istih računalnih igrača:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Tvoj rezultat je {mine}; s Majstorom na tvom mjestu nitko nije zvao, karte su bačene i nitko nije dobio bodove ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Tvoj rezultat je {mine}; Majstorov je {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>Tvoje dijeljenje</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>Majstorovo dijeljenje</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>{side}: tvoj rezultat je {mine}; s Majstorom na tvom mjestu nitko nije zvao, karte su bačene i nitko nije dobio bodove ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>{side}: tvoj rezultat je {mine}; Majstorov je {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>Majstor je donio svaku odluku kao i ti.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Štih {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>U licitaciji</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}: tvoj izbor bio je {mine}, Majstorov {master}. Zatim su svi rekli „dalje“: karte su bačene i nije odigrana nijedna karta.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}: tvoj izbor bio je {mine}, Majstorov {master}. Odatle se dijeljenja razlikuju.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>S Majstorom je ugovor uzelo tvoje mjesto.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>S Majstorom je ugovor uzeo tvoj partner {player}.</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>S Majstorom je ugovor uzeo {player}.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>Majstorovo dijeljenje donijelo je tvojoj ekipi više bodova od tvojeg – razlika je %n.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>Tvoje dijeljenje donijelo je tvojoj ekipi više bodova od Majstorova – razlika je %n.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>Oba dijeljenja donijela su tvojoj ekipi {points}; druga strana upisala je {mine} u tvojem i {master} u Majstorovu.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>Oba dijeljenja donijela su tvojoj ekipi {points}.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} od {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>Procjenjujem tvoje izbore…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>Tvoje izbore nije bilo moguće procijeniti.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>Prema izračunu Prijedloga, tvoj izbor {mine} tu je bio skup: stajao je prosječno oko {points}, kao što kaže i Pregled.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>Prema izračunu Prijedloga, tvoj izbor {mine} tu u prosjeku nije ništa stajao: Pregled ga ne označava.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>U prosjeku jednako: prema izračunu Prijedloga, {mine} i {master} vode do otprilike istog rezultata, pa ta razlika u prosjeku nije ništa stajala i Pregled je ne označava.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>Prema izračunu Prijedloga, tvoj izbor {mine} tu je bio bolji ({master} u prosjeku vrijedi oko {points} manje): ta te razlika nije ništa stajala.</translation>
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
        <translation>{value}, {strain}, igra {player}</translation>
    </message>
    <message>
        <source>{contract}, {word}</source>
        <translation>{contract}, {word}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, kontra</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, rekontra</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code, such as 00400-00072-B.</source>
        <translation>Upiši ili zalijepi kod dijeljenja, npr. 00400-00072-B.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>„{character}” ne postoji u kodovima dijeljenja: oni sadrže znamenke i slova od A do Z osim I, L, O i U.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>Ovaj kod označava igru koju ova verzija ne poznaje: provjeri njegov prvi znak ili kod možda potječe iz novije verzije.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>Drugi znak ovog koda je pogrešan ili kod potječe iz novije verzije.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>Ovaj je kod prekratak: nedostaje jedan znak.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>Kod za ovu igru ima {expected} znakova (crtice se ne broje); ovaj ima {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>Kontrolni znakovi na kraju se ne podudaraju: jedan je znak krivo upisan ili su dva zamijenila mjesta.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>Mogućnosti pravila u ovom kodu ne daju igru koju ova verzija može igrati.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>Nijedno dijeljenje nema taj broj.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>Talon (uzima se nakon licitacije)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>Stol, licem dolje</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>Stol, licem gore</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>Nakon licitacije</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Okrenuta karta</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>Špil koji se dijeli nakon licitacije (po redu)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Nikad podijeljene</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>Još nerazmještene karte</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>Dijeli se licem dolje; vlasnik ga uzima nakon licitacije</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>Nitko ne vidi ove karte dok se karta iznad njih ne odigra</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>Svaka otvorena karta leži na skrivenoj karti svojeg stupca (prva na prvoj)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>Karte koje se dijele nakon licitacije, s vrha špila: tko ih dobiva ovisi o tome tko zove</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>Karte koje ovaj igrač dobiva nakon licitacije</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>Karte izostavljene iz ovog dijeljenja</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}: {have} od {need} karata (nedostaje {n}).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}: {have} karata, potrebno {need} ({n} viška).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>Odaberite tko igra ugovor.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>U ovoj igri ne može se igrati ugovor u toj boji.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>Ugovori ove igre ne mogu imati tu vrijednost.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>Sve su karte razmještene.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>Uređivač dijeljenja</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Igra:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Djelitelj:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Ugovor:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>Karte za razmještanje</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>Podijeli &amp;ostatak nasumično</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>Popunjava svaku nepotpunu zonu promiješanim slobodnim kartama; pune zone ostaju</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>O&amp;čisti</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Iz&amp;vezi…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>Spremite ovo dijeljenje u datoteku kako biste ga podijelili</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>I&amp;graj</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>Odigrajte ovo dijeljenje protiv računala (dijeljenje za vježbu: ne ulazi u statistiku)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Zvač</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Adut</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Vrijednost</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>Uobičajena licitacija</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>Zadani ugovor (bez licitacije)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>Ostatak špila</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>Upišite karte: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need}):</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… i još {n}.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Spremno za igru.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>Još nerazmještenih karata: {n}. Povuci jednu u red ili je dvaput klikni da popuni prvi red kojemu nedostaju karte.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>Odaberi igru i djelitelja, zatim podijeli karte na mjesta: povuci ih iz „Karte za razmještanje”, upiši ih u red (7C 10H JS AD …) ili pritisni „Podijeli ostatak nasumično”. Igra počinje kad svaki red ima svoje karte.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>Spremno za igru. Djeliteljeva zadnja karta, {card}, okrenuta je karta.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>Izvoz dijeljenja</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} je upisana dvaput.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>uređivača dijeljenja</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>Ovo nije datoteka dijeljenja: mora počinjati retkom „belote-deal 1”.</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>Ovu datoteku dijeljenja zapisala je novija inačica igre (format {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Datoteka je prazna.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Datoteka nije tekst (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>Datoteka je prevelika da bi bila datoteka dijeljenja.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Datoteku nije moguće pročitati: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>Svaki redak je oblika „ime: vrijednost”, a ovome nedostaje dvotočka.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>„{key}” nije redak datoteke dijeljenja.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>„{key}” je već zadano u retku {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>Dio „{section}:” nije na svom mjestu: zvanje dolazi prije igre.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>Nedostaje redak „{key}:”.</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>Datoteka ne navodi nijednu kartu, ni sjeme (seed) za njihovo miješanje.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>„{game}” nije igra koju ovaj program poznaje.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>Ova opcija pravila ne može se upotrijebiti: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>„{word}” nije mjesto za stolom (mjesta su {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>Sjeme (seed) je broj ili kratki tekst.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>Navedi {expected} cijela broja, po jedan rezultat za svaku ekipu.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>„{word}” nije karta (piši 7C, 10H, JS, AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>{card} nije u špilu ove igre.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>{card} je već navedena u retku {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} karata ondje gdje ova igra dijeli {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>Ova igra ondje ne dijeli karte.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>U ovoj igri okrenuta karta je jedna od djeliteljevih karata: navedi je i ondje.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>{card} nije zadnja karta retka „{key}:” (redak {line}): okrenuta karta dijeli se djelitelju zadnja, pa je ondje navedite zadnju.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>Navedi ili špil ili karte nakon zvanja, ne oboje.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>Za karte nakon zvanja potrebno je zvanje koje završava ugovorom.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>Ove karte ne mogu se podijeliti u ovoj igri: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>„{move}” nije potez.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Na redu je {expected}, ne {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>Zvanje je već završeno: slijedi igra.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>Zvanje još nije završeno.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>Dijeljenje je već završeno.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Redak {line}: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>{player} ovdje ne može odigrati potez „{move}”.</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>Kako je dijeljenje bodovano</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Sljedeće dijeljenje</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>&amp;Analiza moje igre</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>Pitaj Stručnjaka koje su te karte stajale najviše bodova u ovom dijeljenju</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>Pogledajte sve četiri ruke kako su podijeljene i štihove kartu po kartu</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Svi su rekli „dalje“</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>Karte se skupljaju, a sljedeći igrač ponovno dijeli.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>Prošli smo!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>Prošli su</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>Neriješeno: bodovi vise</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Pali smo</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>Pali su!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}: trebalo je {target}, osvojeno {points}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>Bodovi partije: bez zadnje znamenke</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>Licitacija ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Zadnji štih</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>Bez štiha: zvanja propadaju</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Bela</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>Vlastiti bodovi svake strane</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>Svi bodovi karata</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>Sva zvanja</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>Udio bodova zvača</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>Kontra ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>Licitirana štiglja</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>Pala licitirana štiglja</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>Bodovi partije (÷ 10, granica {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Bodovi partije</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>Izgubljeni bodovi zvača</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>Štiglja</translation>
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
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Bodovi</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Bodovi dijeljenja</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>Upisani bodovi partije</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Upisani bodovi</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>No&amp;va igra</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>Ponavljanje &amp;dijeljenja</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Odi&amp;graj ovo dijeljenje ponovo</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>Iste karte ponovo, od početka ili od nekog štiha (ne broji se u statistici)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>&amp;Usporedi s Majstorom</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>Majstor igra na tvom mjestu s istim kartama protiv istih računalnih igrača: oba rezultata i mjesto gdje se vaše igre razilaze</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>Karte se miješaju i ponovno ih dijeli isti djelitelj.</translation>
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
        <translation>Rezultat: {us} – {them}   (igra se do {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>Rezultat: {scores}   (igra se do {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>{points} na čekanju</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Pobijedili smo!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Igra je završila neriješeno</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Pobijedili su</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>Natrag na &amp;moju igru</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>Prikaži &amp;pregled</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>U igri je došlo do pogreške:
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>Vaša je igra spremljena: bit će vam ponuđena pri sljedećem pokretanju.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>Možete nastaviti igrati. Ako stol ne izgleda kako treba, zatvorite igru i ponovno je pokrenite.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>Pojedinosti su zapisane u datoteku zapisnika:
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Pojedinosti nije bilo moguće zapisati u datoteku zapisnika.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Neočekivana pogreška</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>tref</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>herc</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>pik</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>bez aduta</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>sve adut</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>četiri šestice</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>četiri sedmice</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>četiri osmice</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>četiri devetke</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>četiri desetke</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>četiri dečka</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>četiri dame</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>četiri kralja</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>četiri asa</translation>
    </message>
    <message>
        <source>{name}: {carre} ({points})</source>
        <translation>{name}: {carre} ({points})</translation>
    </message>
    <message>
        <source>{name} to the {card} ({points})</source>
        <translation>{name} do {card} ({points})</translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation>{carre} ({points})</translation>
    </message>
    <message>
        <source>a twenty to the {card} ({points})</source>
        <translation>dvadeset do {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>pedeset do {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>terca do {card} ({points})</translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation>kvarta do {card} ({points})</translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation>kvinta do {card} ({points})</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation> i </translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Sjever–Jug</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Istok–Zapad</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>S obzirom na već prijavljena zvanja, {best} ti donosi više.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>S obzirom na već prijavljena zvanja, {best} tvojoj strani donosi više.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{first}–{second}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}: jednako najboljem zvanju protivnika ({who}), a jednaka zvanja se poništavaju: nitko ih ne boduje.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}: jednako najboljem zvanju protivnika ({who}), a jednaka zvanja se poništavaju: ti boduješ {mine}, {who} ništa.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}: jednako najboljem zvanju protivnika ({who}), a jednaka zvanja se poništavaju: tvoja strana boduje {mine}, {who} ništa.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}: tuče zvanja protivnika ({who}), pa se boduju samo tvoja ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}: tuče zvanja protivnika ({who}), pa se boduju samo zvanja tvoje strane ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: ti boduješ {mine}, ali se boduju i zvanja protivnika ({who}): {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: tvoja strana boduje {mine}, ali se boduju i zvanja protivnika ({who}): {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}: gubi od zvanja protivnika ({who}: {theirs}), pa se boduju samo zvanja protivnika ({who}).</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>Moraš odgovoriti na boju {suit} i, ako možeš, nadjačati {best} ({player}): igraj {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>Moraš odgovoriti na boju {suit}: još imaš {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>Moraš odgovoriti na boju {suit} kad god možeš.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>Moraš sjeći: nemaš boju {led}, a imaš adute. U štihu je već {best} ({player}): ako možeš, sijeci jačim adutom ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>Moraš sjeći: nemaš boju {led}, a imaš adute ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>Moraš sjeći: nemaš boju {led}, a imaš adut ({trump}).</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>Moraš nadsjeći, čak i partnera: štih drži {best} ({player}), a ti imaš jači adut ({cards}). U ovoj igri ne oslobađa te to što štih drži partner.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>Moraš nadsjeći: štih drži {best} ({player}), a ti imaš jači adut ({cards}).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>Sve adut: u svakoj boji moraš, ako možeš, nadjačati najjaču odigranu kartu. Štih drži {best} ({player}), a ti imaš {cards}.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>Igra se adut: moraš staviti jači adut, čak i preko partnerove karte {best} (imaš {cards}).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>Igra se adut: moraš staviti jači adut od karte {best} ({player}); imaš {cards}.</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>Ugovor je kontriran i to zaključava adute: ne smijete otvoriti s {trump} dok imate kartu druge boje.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>Otvorite jednom od ovih karata: {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Nemaš kartu {card}.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>Ova je igra završena: za novu partiju pokreni novu igru.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>Adut još nije određen: najprije licitiraj ili reci „dalje“; karte se igraju poslije.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>Licitacija je završena: vrijeme je da odigraš kartu.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>U prvom krugu možeš zvati samo boju okrenute karte ({suit}) ili reći „dalje“. Ako svi kažu „dalje“, u drugom se krugu može zvati druga boja.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>Svi ostali rekli su dalje: djelitelj mora zvati igru. Samo ruka od {limit} bodova ili manje smije reći dalje i poništiti dijeljenje; ova vrijedi {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>Ostala tri igrača rekla su dalje: djelitelj mora zvati aduta, ne smije reći dalje.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>U prvom krugu svi su odbili boju {suit}: u drugom krugu zovi drugu boju ili reci „dalje“.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>Nemate nijednu kartu boje {suit}: igrati u boji koju nemate bio bi renons, pa igra to ne dopušta. Dalje, ili odaberite boju koju imate.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>Ništa nije više od licitacije štiglje: možeš samo reći „dalje“ ili dati kontru.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>Svaka licitacija mora biti viša od prethodne: licitiraj barem {minimum}.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>Licitira se od {low} do {high} u koracima od {step}: {value} nije među tim vrijednostima.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>U ovoj igri ne može se licitirati štiglja.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>U ovoj igri nije dopušten ugovor: {strain}.</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>Rekli ste „dalje“, a u ovoj igri to je konačno: u ovom dijeljenju više ne možete licitirati.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>Nakon kontre nitko više ne smije licitirati: reci „dalje“ ili daj rekontru ako je kontra dana na licitaciju tvoje ekipe.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>Ne možeš dati kontru na licitaciju vlastite ekipe: to mogu samo protivnici igrača s najvišom licitacijom.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>Na ovu je licitaciju već dana kontra.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>Još nema licitacije na koju bi se dala kontra.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>Rekontru može dati samo ekipa čija je licitacija dobila kontru.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>Na ovu je licitaciju već dana rekontra.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>Rekontru možeš dati tek kad protivnik da kontru na licitaciju tvoje ekipe.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>Nemaš zvanja: zvanje su tri ili više karata u nizu u istoj boji ili {carres}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>Zvanja se prijavljuju samo u prvom štihu, prije nego što odigraš prvu kartu.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>Ova se igra igra bez kontre i rekontre.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>U ovoj igri zoveš boju ili kažeš „dalje“: bodovi se ne licitiraju.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>U ovoj igri licitiraš bodove u boji, bez aduta ili sve adut, ili kažeš „dalje“.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>Ova igra ne poznaje taj potez.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Taj potez sada nije dopušten.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>Štih drži tvoj partner: ne moraš staviti jači adut (pravilo ove igre).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>Štih drži tvoj partner: ne moraš ni sjeći ni nadsjeći; možeš igrati bilo koju kartu.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>Štih drži tvoj partner: ne moraš sjeći (igra se {suit}, a ti ga nemaš); možeš igrati bilo koju kartu.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>Ako zoveš, adut je {suit}; zatim moraš skupiti više bodova od drugog igrača: više od {half} od ukupno {total}. Inače padaš, a drugi igrač dobiva svih {total}.</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>tvoja ekipa tada mora osvojiti barem onoliko bodova koliko i druga ekipa</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>tvoja ekipa tada mora osvojiti više bodova od druge ekipe (jednako nije dovoljno)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>tvoja ekipa tada mora osvojiti više bodova od druge ekipe (ako je jednako, tvoji bodovi vise do sljedećeg dijeljenja)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>Uzimanjem {suit} postaje adut; {duty}, od {total}. Inače vaša ekipa ne piše ništa, a druga ekipa piše svoje bodove.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>Ako zoveš, adut je {suit}; {duty}, od ukupno {total}. Inače padate, a druga ekipa dobiva svih {total}.</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>Uzimaš okrenutu kartu {card}; broj dodatnih karata koje dobivaš: {count}.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>Licitacija štiglje ({strain}): tvoja ekipa mora nositi sve štihove. Ako prođe, dobiva {made}; ako padne, druga ekipa dobiva {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>Licitacija {value} {strain}: tvoja ekipa mora osvojiti barem {value} bodova ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>Licitacija {value} {strain}: tvoja ekipa mora osvojiti barem {value} bodova i više od pola ({half} od {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>Prošlo: svaka ekipa piše svoje bodove. Palo: druga ekipa piše sve bodove dijeljenja.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>Prolaz: tvoji bodovi plus {value}. Pad: druga ekipa dobiva {failed} plus {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>Dijeljenje sadrži samo {total} bodova u {strain} pa se ta licitacija nikad ne može ispuniti, čak ni osvajanjem svih štihova.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>Bez aduta: nijedna boja ne siječe i svaka boja zadržava običnu jačinu.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>Sve adut: svaka boja ima jačinu i vrijednosti aduta, a sjeći se ne može.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Na licitaciju je dana kontra: rezultat ekipe koja dobije ugovor računa se dvostruko (kad prođe, bodovi od karata, zvanja i licitacija zvača; kad padne, osnova branitelja i licitacija), ali nikad bela.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Na licitaciju je dana rekontra: rezultat ekipe koja dobije ugovor računa se {times} puta (kad prođe, bodovi od karata, zvanja i licitacija zvača; kad padne, osnova branitelja i licitacija), ali nikad bela.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>Dalje: boju okrenute karte prepuštaš drugima. Ako svi kažu „dalje“, u drugom krugu svaki igrač može zvati drugu boju.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>Dalje: ako svi opet kažu dalje, karte se bacaju i isti djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>Dalje: ako svi opet kažu „dalje“, karte se bacaju i dijeli sljedeći djelitelj.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>Dalje: u ovoj igri to je konačno, u ovom dijeljenju više nećete licitirati. Kad svi ostali kažu „dalje“ nakon licitacije, licitacija je gotova; ako sva četvorica kažu „dalje“, karte se bacaju.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>Dalje: ne licitiraš više. Tri „dalje“ zaredom nakon licitacije završavaju licitaciju.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>Dalje: ako sva četiri igrača kažu „dalje“ bez ijedne licitacije, karte se bacaju.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>Kontra: kladiš se da će zvači pasti. Vrijednost ugovora računa se dvostruko, tko god pobijedio; nova licitacija više nije moguća.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>Rekontra: tvoja ekipa odgovara na kontru da će proći: ugovor se računa četverostruko. Licitacija završava.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>Zovite svoje nizove sada, prije prve karte; vrijede samo ako imate najbolji niz za stolom.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>Zovi svoje kombinacije sada, prije prve karte; nizovi i četvorke uspoređuju se odvojeno: boduje najbolja od svake vrste.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>Zovi svoje kombinacije sada, prije prve karte; boduju se samo ako imaš najbolju.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>Prijavi zvanja sada, prije prve karte; vrijede samo ako tvoja ekipa ima najjače zvanje.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>Prijavi zvanja sada, prije prve karte; svaka ekipa dobiva bodove za svoja zvanja.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>Zovite {suit} za aduta: postajete zvač, a vaša ekipa mora uzeti više od pola bodova ({total} u kartama i zadnjem štihu, plus nizovi i bella). Točno pola je {half}: ne pišete ništa, drugi svoje bodove; manje je {bate}: drugi pišu sve. Vaših {count} karata licem dolje ide vam u ruku čim je adut zvan.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>Dalje: djelitelj, koji govori zadnji, tada mora zvati aduta.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>Dalje: sljedeći igrač može zvati aduta. Ako prva tri igrača kažu dalje, djelitelj mora zvati.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>„{call}“: {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>Neuspjeh se zove {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>Možete igrati samo u boji koju imate.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>broje se karte, zadnji štih, zvanja i bela</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>broje se karte, zadnji štih i zvanja</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>broje se karte, zadnji štih i bela</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>broje se karte i zadnji štih</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>{player} igra {card}, jednu od kralja i dame aduta: s drugom kartom dolazi {name}, {points} bodova za {team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>{player} kaže „{name}” igrajući {card}: kralj i dama aduta u istoj ruci, {points} bodova za {team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>„Bela“ ({player}, uz kartu {card}): kralj i dama iste boje u istoj ruci. Uz drugu kartu slijedi „Rebela“ i {points} bodova za ekipu {team}, tko god dobio zvanja.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>„Bela“ ({player}, uz kartu {card}): kralj i dama aduta u istoj ruci. Uz drugu kartu slijedi „Rebela“ i {points} bodova za ekipu {team}, tko god dobio zvanja.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>U ovoj igri kralj mora biti odigran prvi da bi bela vrijedila.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>„Rebela“ ({player}, uz kartu {card}): {points} bodova za ekipu {team}.</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>Ako je ta ekipa zvala, ti se bodovi računaju i u njezinu licitaciju.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>{player} zove {melds}: {points} bodova. U ovoj igri karte zvanja pokazuju se čim završi prvi štih.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>Tvoje zvanje: {melds} – ukupno {points}.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>Zvanje ({player}): {melds} – ukupno {points}.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>U ovoj igri boduje se svako zvanje: ovi bodovi idu ekipi {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>Piše samo igrač s najboljim nizom, i samo svoje nizove: pedeset tuče dvadeset, zatim viša gornja karta; kod jednakih nizova pobjeđuje adutski, inače nitko ne piše.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>U ovoj igri dvadeset tuče pedeset, kako kažu neka pisana pravila.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>Nizovi i četvorke uspoređuju se odvojeno: igrač s najboljim nizom boduje svoje nizove, igrač s najboljom četvorkom svoje četvorke.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>Četvorke i nizovi uspoređuju se odvojeno: ekipa s najjačom četvorkom boduje sve svoje četvorke, ekipa s najjačim nizom sve svoje nizove.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>Između nizova iste vrijednosti pobjeđuje duži, zatim onaj s višom najvišom kartom.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>Jednaki najjači nizovi protivnika poništavaju se: nitko ne boduje nizove.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>Zasad je najjače zvanje tvoje: {meld}, za ekipu {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Samo igrač s najboljim zvanjem boduje svoja zvanja: prvo više bodova, zatim četvorka prije niza, zatim viša gornja karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Samo igrač s najboljim zvanjem boduje svoja zvanja: prvo više bodova, zatim četvorka prije niza, zatim viša gornja karta.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Samo igrač s najboljim zvanjem boduje svoja zvanja: prvo više bodova, zatim četiri iste prije niza, zatim viša gornja karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Samo igrač s najboljim zvanjem boduje svoja zvanja: prvo više bodova, zatim četiri iste prije niza, zatim viša gornja karta.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Zvanja boduje samo ekipa s najjačim zvanjem: prvo odlučuje više bodova, zatim četiri iste ispred niza, zatim viša najviša karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Zvanja boduje samo ekipa s najjačim zvanjem: prvo odlučuje više bodova, zatim četiri iste ispred niza, zatim viša najviša karta.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Zvanja boduje samo ekipa s najjačim zvanjem: prvo odlučuje više bodova, zatim četiri iste ispred niza, zatim viša najviša karta, zatim niz u adutu.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Zvanja boduje samo ekipa s najjačim zvanjem: prvo odlučuje više bodova, zatim četiri iste ispred niza, zatim viša najviša karta.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>Zasad je najjače zvanje {meld} ({player}), za ekipu {team}.</translation>
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
        <translation>Ekipa {team} licitirala je štiglju ({strain}).</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>Ekipa {team} licitirala je {value} {strain}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>Na licitaciju je dana kontra: njezina se vrijednost računa dvostruko.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>Jednaki zbrojevi ({points} svaki): bodovi vise. Branitelji upisuju svoje bodove; {held} bodova zvača čeka i ide ekipi koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>Ekipa {team} zvala je adut: {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Nitko nije zvao: karte se bacaju, nitko ne dobiva bodove, a dijeli sljedeći djelitelj.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>Rezultat ovog dijeljenja: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>Bodovi iz karata: {points} (ukupno {total}, od toga {bonus} za zadnji štih, koji je nosila ekipa {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>Ekipa {team} nosila je sve štihove: štiglja! Karte joj vrijede {score} umjesto {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>Zvanja: najjače zvanje – {player}; zato se broje samo zvanja te ekipe: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>Zvanja: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi svoja zvanja: {points}.</translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation>Bela i rebela: {points}.</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation>{team} {sum}</translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation>Zbroj: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>Prošlo: ugovor je ispunjen.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>Palo: zvači su pali.</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>Zvači ({team}) imaju jednako bodova kao druga ekipa (po {points}): u ovoj igri to je dovoljno. Ugovor prolazi i svaka ekipa upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>Zvači ({team}) imaju više bodova od druge ekipe: ugovor prolazi i svaka ekipa upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>Jednak zbroj (po {points}): u ovoj igri zvači moraju imati više, pa padaju.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>Zvači ({taker}) imaju {t_points}, branitelji ({defence}) {d_points}: zvači padaju.</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>{defence} i {other} izjednačeni su s najviše bodova i dijele sve bodove dijeljenja i sva zvanja: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>Branitelji ({defence}) dobivaju sve bodove dijeljenja i sva zvanja: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>Zvači ({taker}) padaju: najbolja ekipa branitelja bila je {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>Na licitaciju je dana rekontra: njezina vrijednost broji se {times} puta.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>{team} zvali su {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>Zvan je „Meč”: ovo dijeljenje odlučuje cijelu igru.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>Zvanje je rekontrirano.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>Zvanje je kontrirano.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>Svi su igrači obvezani: tko ima najviše bodova, uzima sve bodove, a dvojica s jednako najviše bodova dijele ih.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>Oba su igrača obvezana: tko ima više bodova, uzima sve bodove.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>Obje su ekipe obvezane: ekipa s više bodova uzima sve bodove.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>Upisuje samo igrač s više bodova.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>Upisuje samo ekipa s više bodova.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>Bodovi se broje {times} puta.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Nitko nije uzeo: karte se bacaju, nitko ne upisuje, a isti djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>U igri {game} uzimači su {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} su uzeli sve štihove: {word}! Karte im vrijede {score} umjesto {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>Nizovi: {player} je imao najbolji, pa vrijede samo njegovi nizovi: {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word}: {player} je imao najbolje, pa se broje samo ona njegove ekipe: {points}.</translation>
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
        <translation>Najjači nizovi bili su jednaki i nijedan nije bio u adutu: poništavaju se i nitko ne boduje nizove ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>Najjači nizovi obiju strana bili su jednaki: poništavaju se i nitko ne boduje nizove ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>Licitirana štiglja prolazi samo ako se nose svi štihovi.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>Za prolaz su zvači trebali ostvariti licitaciju: {target}.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>Za prolaz su zvači trebali ostvariti licitaciju ({value}) i više od pola od ukupno {total}, dakle: {target}.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>Imali su: {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>Igrač koji je zvao ({player}) ima najviše bodova: igra je prošla i svaki igrač upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>Jednaki zbrojevi (po {points}) u kontriranoj igri: obje su ekipe obvezane, nitko ne upisuje, a svi bodovi, {held} ({mp} bodova partije), čekaju ekipu koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Jednaki zbrojevi (po {points}): zvači ne upisuju ništa, branitelji upisuju sve bodove dijeljenja, oba zbroja, a {held} bodova ({mp} bodova partije) čeka ekipu koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Jednaki zbrojevi ({points} svaka ekipa): zvači ne upisuju ništa, branitelji upisuju svoje bodove, a {held} bodova ({mp} bodova partije) čeka ekipu koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>Jednak zbroj (po {points}): zvači su trebali više. Ne pišu ništa, a druga ekipa piše samo svoje bodove.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>Zvači ({taker}) imaju manje bodova od druge ekipe: ne pišu ništa, a druga ekipa piše samo svoje bodove.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>Igrač koji je zvao ({player}) je pao: {first} i {second} izjednačeni su kao najbolji od ostalih.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>Igrač koji je zvao ({player}) je pao: najbolji od ostalih bio je {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>Točno pola (po {points}): {taker} su {half}. Ne pišu ništa, a {other} pišu svoje bodove.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>{taker} su uzeli {t_points}, manje od pola: oni su {bate}, a {other} pišu sve bodove dijeljenja.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>Bodovi partije: bodovi se dijele s deset; ostatak veći od {limit} zaokružuje se naviše, {limit} ili manje naniže: {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>Obje su ekipe stale točno na granici, pa se manji rezultat zaokružuje naviše, a veći naniže.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>{team} uzimaju sve štihove: još {points} bodova partije, koji se nikad ne množe.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>Jednaki zbrojevi (po {points}) u kontriranoj igri: svi su igrači obvezani, nitko ne upisuje, a svi bodovi, {held} ({mp} bodova partije), čekaju igrača koji dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>Jednaki zbrojevi (po {points}): zvač ne upisuje ništa, ostali upisuju svoje bodove, a {held} bodova ({mp} bodova partije) čeka igrača koji dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} gube {points} bodova partije (kirtik): obvezani i poraženi, ili bez ijednog štiha.</translation>
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
        <translation>Bodovi partije su bodovi bez zadnje znamenke: {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>Obje su ekipe imale 15, pa veća zadnja znamenka daje 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>karte</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>udio bodova zvača</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>zvanja</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>bela</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>bodovi</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>licitacija</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>licitirana štiglja</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>pala štiglja</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>pad</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>kontra</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>bodovi partije</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>štiglja</translation>
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
        <translation>Ekipa {team} ne dobiva ništa.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>Ekipa {team} upisuje {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum}: {suit} je adut. Vaša ekipa tada mora osvojiti više bodova od druge (16 u dijeljenju, karte i zadnji štih), inače ih drugi uzimaju sve. Uzimate okrenutu kartu i igrate prvi.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun}: bez aduta, a dijeljenje se broji dvostruko (26 bodova). Jači je od Hokuma. Vaša ekipa mora osvojiti više od druge, inače drugi uzimaju sve. Uzimate okrenutu kartu i igrate prvi.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal}: Sun za vašeg partnera, koji uzima okrenutu kartu i igra prvi; vaša ekipa mora osvojiti više od druge.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>Dalje: ugovor ostaje na svojoj stepenici; ako i vaš partner kaže dalje, igra počinje.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>Dalje: zadržavate svoj Hokum.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>Dalje: ostavljate zvanje koje vrijedi.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>Dalje: ako svi kažu dalje i u ovom drugom krugu, karte se ponovno dijele.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>Dalje: ako sva četvorica kažu dalje, u drugom krugu svatko može zvati Hokum u drugoj boji ili Sun.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double}: kladite se da će zvači pasti; svaki bod se broji dvostruko (osim baluta). Dok je udvostručeno, nitko ne smije otvoriti adutom ako ima drugu boju.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three}: vaša ekipa odgovara na udvostručenje; bodovi se broje trostruko.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four}: ponovno odgovarate; bodovi se broje četverostruko.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa}: zadnja riječ. Ekipa koja dobije ovo dijeljenje dobiva cijelu igru.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>U prvom krugu Hokum je samo u boji okrenute karte, {suit}.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>U drugom krugu Hokum imenuje boju različitu od {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>Zvanje već vrijedi: nadjačati ga može samo Sun.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>Već ste zvali Sun u ovom dijeljenju.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>Aškal se zove u prvom krugu, samo djelitelj ili igrač prije njega.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>Sun već vrijedi: Aškal više nije moguć.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>Vaš Hokum vrijedi: zadržite ga (dalje) ili ga podignite na Sun.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>Zvanje je odlučeno: sada samo ljestvica udvostručenja ili dalje.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>Udvostručenje dolazi kad je zvanje odlučeno.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>Na ljestvici su na redu zvači, ne vi.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>Na ljestvici je na redu druga ekipa, ne vi.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>Ljestvica ide stepenicu po stepenicu: Dabl, Sri, For, zatim Gahva.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>Sun se smije udvostručiti samo dok njegova ekipa ima više od {limit}, a udvostručitelji manje od {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>Sun: zaokruženo na desetke, udvostručeno, podijeljeno s deset</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>Hokum: podijeljeno s deset, polovina ili manje naniže</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team}: {raw} bodova daje {points} bodova dijeljenja ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>Udvostručeno na ljestvici: × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>Baloot: + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>Udvostručeni ugovor je prošao, pa svaka ekipa boduje svoje bodove, oboje pomnoženo: pobjednik ne uzima sve (to čini samo Gahva).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>Zvači ({taker}) imaju više bodova dijeljenja od druge ekipe ({t_points} prema {d_points}, nakon zaokruživanja, uključujući {baloot}): ugovor prolazi i svaka ekipa upisuje svoje.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>Zvači ({taker}) imaju više bodova dijeljenja od druge ekipe ({t_points} prema {d_points}, nakon zaokruživanja): ugovor prolazi i svaka ekipa upisuje svoje.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Jednaki bodovi dijeljenja (po {points}, nakon zaokruživanja, uključujući {baloot}): zvači moraju imati više, pa padaju, a druga ekipa uzima sve bodove od karata i projekata.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Jednaki bodovi dijeljenja (po {points}, nakon zaokruživanja): zvači moraju imati više, pa padaju, a druga ekipa uzima sve bodove od karata i projekata.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>Zvači ({taker}) imaju manje bodova dijeljenja od druge ekipe ({t_points} prema {d_points}, nakon zaokruživanja, uključujući {baloot}): padaju, a druga ekipa uzima sve bodove od karata i projekata.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>Zvači ({taker}) imaju manje bodova dijeljenja od druge ekipe ({t_points} prema {d_points}, nakon zaokruživanja): padaju, a druga ekipa uzima sve bodove od karata i projekata.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>broje se karte, zadnji štih, zvanja i bela</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>broje se karte, zadnji štih i bela</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>broje se samo karte i zadnji štih</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>Pri izjednačenju druga ekipa upisuje svoje bodove, a vaši ostaju visjeti za pobjednika sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>Izjednačenje je dovoljno.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>Izjednačenje nije dovoljno.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>Zvanje {strain}: ako nitko ne zove više, vaša ekipa mora osvojiti više bodova od druge ({counted}; {total} u kartama i zadnjem štihu), inače je pala i druga ekipa upisuje sve.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>Bez aduta: nitko ne može rezati.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>Rezultat se broji dvostruko.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>Sve aduti: svaka boja ima redoslijed i vrijednosti aduta; pobjeđuje samo viša karta boje koja je izašla.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>Zatim svatko dobiva još {count} karte.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>Dalje: ne zovete ništa više. Kad svi ostali igrači kažu dalje nakon zvanja, to zvanje postaje ugovor.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>Dalje: ako svi igrači kažu dalje bez zvanja, karte se ponovno dijele.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word}: kladite se da će zvači pasti. Tada su obje ekipe obvezane: ekipa s manje bodova daje sve drugoj, a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>Može uslijediti više zvanje; ono vrijedi bez kontre.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word}: vaša ekipa, kojoj je rečena kontra, odgovara da će uspjeti: bodovi se broje četverostruko.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word}: cijela igra ovisi o ovom dijeljenju: ekipa koja ga dobije dobiva igru. Zvanje je završeno.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>Svako zvanje mora biti više od trenutnog (tref, karo, herc, pik, bez aduta, sve aduti, od najnižeg): zovite {strain} ili više.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>Ništa nije više od trenutnog zvanja: recite dalje ili kontru ako smijete.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>U ovoj igri nakon {contra} ne može doći novo zvanje: recite dalje ili odgovorite s {recontra} ako je vašoj ekipi rečena kontra.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>{contra} smijete reći samo na zvanje protivnika, nikad na zvanje svoje ekipe.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>Na ovo zvanje već je rečena kontra ({contra}).</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>Još nema zvanja na koje bi se rekla kontra.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>Samo ekipa čijem je zvanju rečena kontra može odgovoriti s {recontra}.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>Na ovo zvanje već je rečena rekontra ({recontra}).</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>{recontra} smijete reći tek kad protivnik kaže kontru na zvanje vaše ekipe.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>Samo ekipa koja je rekla kontru može na {recontra} odgovoriti s {word}.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>{word} se smije reći samo nakon {recontra}, i to ekipa koja je rekla kontru.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>U ovoj igri dalje je konačno: kad ste rekli dalje, možete samo ponovno reći dalje.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Zvanje {strain}: ako vaš protivnik ne zove ništa više, morate skupiti više bodova od njega ({counted}; najviše {total} u kartama i zadnjem štihu), inače ste pali i on dobiva sve.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Zvanje {strain}: ako vaš protivnik ne zove ništa više, morate skupiti više bodova od njega ({counted}; {total} u kartama i zadnjem štihu), inače ste pali i on dobiva sve.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>Zvanje {strain}: ako nitko ne zove više, morate skupiti više bodova od svakog drugog igrača ({counted}; {total} u kartama i zadnjem štihu), inače ste pali i ostali dijele vaše bodove.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>Zvanje {strain}: ako nitko ne zove više, morate skupiti više bodova od svakog drugog igrača ({counted}; {total} u kartama i zadnjem štihu), inače ste pali i vaši se bodovi gube.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>Ako je jednako, on upisuje svoje bodove, a vaši čekaju pobjednika sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>Ako je jednako kao kod najboljeg od ostalih, oni upisuju svoje bodove, a vaši čekaju pobjednika sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}: kladite se da će zvač pasti. Tko tada skupi najviše, uzima sve (dvojica s jednako najviše to dijele), a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word}: kladite se da će zvač pasti. Tko tada skupi najviše, uzima sve, a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word}: kontrirani, odgovarate da ćete uspjeti: bodovi se broje četverostruko.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Boduje samo ekipa s najboljim projektom, projekte oba svoja igrača: najvredniji; među jednakim nizovima viša gornja karta, zatim niz u adutu, zatim igrač bliži desnoj strani djelitelja.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>Boduje samo ekipa s najboljim projektom, projekte oba svoja igrača: najvredniji; među jednakim nizovima viša gornja karta, zatim igrač bliži desnoj strani djelitelja.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Boduje samo strana s najboljom kombinacijom, i to sve svoje kombinacije: najbolja je ona najveće vrijednosti; između jednakih nizova onaj s višim kartama, zatim onaj u adutu; ako su i dalje jednaki, nitko ne boduje kombinacije.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>{team} igrali su {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>{team} igrali su {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>dijeljenje {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>dijeljenja {numbers} i {last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>Neriješeno: bodovi ({points}) čekaju pobjednika sljedećeg dijeljenja</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} na čekanju ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>Bodovi na čekanju ({deals}), ukupno {points}, idu pobjedniku ovog dijeljenja, {team}: {score} + {points} = {sum} u ovom dijeljenju.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>Bodove na čekanju ({deals}), ukupno {points}, dijele pobjednici ovog dijeljenja, {first} i {second}: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>Partija je gotova: bodovi na čekanju, ukupno {points}, ne idu nikome.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>Opet neriješeno: bodovi na čekanju ({deals}), ukupno {points}, sada čekaju pobjednika sljedećeg dijeljenja.</translation>
    </message>
</context>
<context>
    <name>GameFacts</name>
    <message>
        <source>France</source>
        <translation>Francuska</translation>
    </message>
    <message>
        <source>Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters.</source>
        <translation>Licitiraj od 80 do 160 u boji, bez aduta ili sve adut; reci kontru hvalisavcima.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>Turnirska pravila: samo boje, sa zvanjima; kontra udvostručuje rezultat.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Bugarska</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>Okrenuta karta nudi adut: uzmi ga ili zovi drugu boju.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>Francuska (turniri)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>Istočna Europa</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>Zvanja do sve adut; kontra ili cijela partija na jedno dijeljenje.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>Zvanja do sve adut, kontra i rekontra; valat.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>Cipar i Grčka</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>„Dalje” je konačno; rezultatu otpada zadnja znamenka.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>Saudijska Arabija i Zaljev</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>Sun ili Hokum i ljestvica udvostručenja sve do Gahve.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>Kanada (Cape Breton)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 karata i talon; adut se zove redom, djelitelj mora.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>SAD i Engleska</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>Šest karata jedna po jedna; djeliteljeva zadnja karta nudi adut.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>Dva igrača i sve karte na stolu, otvorene preko skrivenih.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>Tri igrača, svaki za sebe, s 24 karte.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>Dva igrača s 24 karte; šest se nikad ne dijeli.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>Svakome ruka i osam karata na stolu, otvorene preko skrivenih.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>Adut (atout)</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>Boja odabrana za dijeljenje. Svaki adut jači je od svake karte druge boje; u adutu su dečko i devetka najjače karte.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Bela (belote)</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>Kralj i dama aduta u istoj ruci. Igrač koji ih ima kaže „Bela“ kad odigra prvu od njih; par vrijedi {points} bodova. Tako se zove i sama igra.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>Raspored (tableau)</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>Karte podijeljene na stol ispred igrača: karte licem prema dolje, svaka pokrivena jednom kartom licem prema gore. Igra otvorene karte; skrivena karta okreće se čim se odigra karta na njoj, i nitko je, pa ni njezin vlasnik, ne smije pogledati prije toga (Belote Découverte, belot za dvoje s otvorenim kartama).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte (otkrivena)</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote Découverte: belot za dvoje bez karata u ruci, sve karte su u rasporedima dvaju igrača; zove se i marsejski belot.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>Rebela (rebelote)</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>Ono što igrač s belom kaže kad odigra drugu kartu tog para.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Štiglja (capot)</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>Nošenje svih štihova u dijeljenju. Vrijedi više od samih karata, a u igri La Coinche može se i licitirati.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>Pad (dedans)</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>Kaže se za zvače koji ne ostvare ugovor: tada druga ekipa dobiva bodove dijeljenja.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>Zadnji štih (dix de der)</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>„Deset za zadnji“: {points} bodova za nošenje zadnjeg štiha.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Kontra (coinche)</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>Udvostručenje protivničke licitacije jer misliš da neće proći. Po tome je nazvana i varijanta s licitacijom, La Coinche.</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Rekontra (surcoinche)</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>Odgovor ekipe koja je dobila kontru: ponovno udvostručuje (četiri puta licitacija).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>Visi (litige)</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>Po nekim pravilima, dijeljenje u kojem zvači i branitelji završe izjednačeni: bodovi zvača se zadržavaju i idu pobjednicima sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Terca (tierce)</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>Tri karte iste boje u nizu, npr. 9, 10, dečko: zvanje vrijedno {points}.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>Kvarta (quarte)</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Četiri karte iste boje u nizu: zvanje vrijedno {points}.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>Kvinta (quinte)</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Pet ili više karata iste boje u nizu: zvanje vrijedno {points}.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>Četiri iste (carré)</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>Sve četiri karte istog ranga: četiri dečka vrijede {jacks}, četiri devetke {nines}, a četiri asa, četiri desetke, četiri kralja ili četiri dame {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Zvanje</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>Kombinacija (niz ili četiri iste) prijavljena tijekom prvog štiha radi dodatnih bodova.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>Bez aduta (sans atout)</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>Ugovor bez adutske boje: svaka boja zadržava običnu jačinu i bodove.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>Sve adut (tout atout)</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>Ugovor u kojem se svaka boja igra kao adut: dečko i devetka su najjači, a najjaču kartu tražene boje moraš nadjačati kad god možeš.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>Zvač (preneur)</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>Igrač koji je zvao adut ili dobio licitaciju. Zvač i njegov partner moraju ostvariti ugovor.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Branitelji</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>Ekipa koja nije zvala: nastoji da zvači padnu.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Prvi igrač</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>Igrač do djelitelja u smjeru igre: prvi licitira i prvi igra u prvom štihu.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Djelitelj</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>Igrač koji dijeli karte; nakon svakog dijeljenja ta uloga prelazi na sljedećeg igrača.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>Okrenuta karta (la retourne)</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>U klasičnom belotu karta koja se nakon prvog dijela dijeljenja okrene licem prema gore; njezina se boja nudi za adut, a zvač je uzima.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>Štih (pli)</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>Po jedna karta svakog igrača, redom; najjača karta nosi sve četiri.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>Odgovoriti na boju (fournir)</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>Igrati kartu tražene boje. Obavezno je kad god možeš.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>Sječenje (couper)</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>Igranje aduta u štih druge boje kad te boje nemaš.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>Nadsijecanje (surcouper)</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>Igranje jačeg aduta od onoga koji je već u štihu.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>Podsijecanje (sous-couper)</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>Igranje slabijeg aduta od onoga koji je već u štihu, kad ga ne možeš nadjačati.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>Bacanje (se défausser)</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>Igranje karte druge boje, a ne aduta, kad ne možeš odgovoriti na boju.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Ugovor</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>Ono što su zvači obećali: adut, a u igri La Coinche i broj bodova.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>Glavna karta (maître)</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>Najjača karta svoje boje koja je još u igri: nosit će štih ako se ta boja igra.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>Pilota: kralj i dama aduta u istoj ruci, vrijede {points} bodova svojoj ekipi, bez obzira na to tko dobije zvanja. To je i ime igre s Cipra.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Bodovi partije</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>U piloti bodovi ekipe za dijeljenje bez zadnje znamenke (157 daje 15): partija se broji u njima.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>Konačno „dalje“</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>U piloti igrač koji kaže „dalje“ više ne može licitirati u istom dijeljenju; licitacija se nastavlja bez njega.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Bella</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>U tarabishu, kralj i dama aduta u istoj ruci, zvani kad se igra drugi od njih: {points} bodova.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>Dvadeset</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>U tarabishu, niz od tri karte iste boje: {points} bodova.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Pedeset</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>U tarabishu, niz od četiri ili više karata iste boje: {points} bodova.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>Bate</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>U tarabishu, zvač s manje od pola bodova je „bate”: druga ekipa piše sve bodove dijeljenja.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>Pola bate</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>U tarabishu, zvač s točno pola bodova: ne piše ništa, druga ekipa svoje bodove.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Zvač (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>U tarabishu, igrač koji zove aduta; njegova ekipa mora uzeti više od pola bodova.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>Bodovi partije (points de match)</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>U beloti s licitacijom i bugarskom belotu rezultat dijeljenja podijeljen s deset i zaokružen prema granici koja ovisi o igri; igra se do {target} takvih bodova.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>Meč (zvanje)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>U beloti s licitacijom odgovor na rekontru: dijeljenje tada odlučuje cijelu igru.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>Clabber: sva četiri dečka u jednoj ruci, najviše zvanje, vrijedi 200.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>Clabber: tri karte zaredom u jednoj boji, vrijede 20.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>Clabber: kralj i dama aduta u jednoj ruci, 20 bodova za bilo koju stranu.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>Clabber: zov koji prihvaća adut; strana onoga tko zove mora zatim osvojiti više od druge.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>Clabber: strana ugovora nije osvojila više od druge: ne upisuje ništa, a druga strana upisuje svoje bodove.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Renons</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>Clabber: igranje u boji koju nemate ili drugo kršenje pravila. Igra to sprječava.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>Baloot: ugovor s adutskom bojom (boja okrenute karte u prvom krugu).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>Baloot: ugovor bez aduta; jači je od Hokuma i broji se dvostruko.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>Baloot: Sun zvan za partnera, koji uzima okrenutu kartu i igra ga.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>Baloot: zadnja stepenica ljestvice udvostručenja (Dabl, Sri, For, Gahva): dijeljenje odlučuje cijelu igru.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>Projekti (Baloot)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>Zvanja u Balootu: sira (tri karte zaredom), pedeset (četiri), sto (pet ili četiri iste) i četiristo (četiri asa u Sunu).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>Kralj i dama aduta u Hokumu, 2 boda; i ime igre.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>Baloot: jedna ekipa osvaja sve štihove.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Pojmovnik</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>Izrazi igre. Francuski nazivi navedeni su ondje gdje ih igrači koriste; poveznica vodi do pravila.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Vidi pravilo</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Zvanje</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>U bugarskom belotu i belotu sa zvanjem: imenovanje ugovora — tref, karo, herc, pik, bez aduta ili sve aduti, svaki iznad prethodnog.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>U bugarskom belotu i belotu sa zvanjem: kontra na protivnikovo zvanje — obje su ekipe tada obvezane, a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>Odgovor ekipe kojoj je rečena kontra: bodovi se broje četverostruko.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>Bugarsko ime za kralja i damu aduta (u sve aduti, bilo koje boje): 20 bodova, prijavljuje se s prvom od dviju karata. Ujedno i ime igre.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>Bugarski belot: jedna ekipa uzme sve štihove; dodaje 9 bodova partije, nikad udvostručenih, i igra ne može završiti tim dijeljenjem.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>Viseći bodovi</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>Bugarski belot: kad obje ekipe završe izjednačeno, bodovi zvača čekaju ekipu koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>Bugarska opcija: kazna u bodovima partije za obvezanu ekipu koja ne pobijedi ili za ekipu bez ijednog štiha.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Rule: {title}</source>
        <translation>Pravilo: {title}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your team</source>
        <translation>Tvoja ekipa</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Tvoj partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Protivnik</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>Stol za belot</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Stol: {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Prijatelj</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Računalo</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Čeka se</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>Budi domaćin stola u ovoj mreži</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>Pridružiti se mogu samo ljudi iz tvoje kućne mreže; stol nikad nije na internetu. Trebat će im kod koji se prikaže kad se stol otvori.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>Tvoj program dijeli karte, pa zna svaku kartu: prijatelji ti vjeruju kao domaćinu. Sam kod nikad ne prolazi mrežom, a sve nakon njega je šifrirano.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Igra:</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Igra se do</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>Partija završava kad neka strana dosegne ovaj rezultat</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Igra se &amp;do:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Promijeni pravila…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>Sva pravila ove igre, kao u prozoru Nova igra</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Promijeni pravila</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>Za stolom u mreži karte se miješaju prije svakog dijeljenja, pa nitko ne može iz štihova doznati sljedeće ruke.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>Mjesta</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>Stol odozgo</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>Ti i tvoj stol</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tvoje i&amp;me:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Naziv stola</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>Naziv koji prijatelji vide na svom popisu stolova</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>Naziv &amp;stola:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>Neka igrači u ovoj mreži mogu pro&amp;naći stol</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>Isključeno: prijatelji umjesto toga upisuju adresu ovog računala i port</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Neka igrači u ovoj mreži mogu pronaći stol</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>Jednom po štihu</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nikad</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>Dok je otad igralo samo računalo</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>Poništavanje poteza</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>Kada igrač smije poništiti potez. Jednom po štihu: nitko ne može vidjeti odgovor računala i pokušavati iznova i iznova. Svaki igrač za stolom saznaje pravilo.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>Poništ&amp;avanje poteza:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>Kad i&amp;grač ne igra:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>Što stolu treba</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Otvori stol</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>Računalo igra umjesto njega nakon 1 minute</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>Računalo igra umjesto njega nakon 2 minute</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>Računalo igra umjesto njega nakon 5 minuta</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>Nikad: stol ga čeka</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>Kad igrač ne igra</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>Kad igrač toliko dugo ne odigra potez, računalo igra umjesto njega dok se ne vrati, da ostali ne bi čekali. O tome se obavještavaju svi igrači za stolom.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>Pravila: {game}, standardna</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>Pravila: {game}, s tvojim izmjenama</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Tko sjedi ovdje</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Razina računala</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>Otvoreno za prijatelja</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Računalni igrač</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}: tko sjedi ovdje</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}: razina računala</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>Računalo igra na ovom mjestu na ovoj razini i preuzima ga na ovoj razini kad prijatelj ode</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>Otvori barem jedno mjesto za prijatelja ili igraj običnu igru</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>Upiši svoje ime: prijatelji ga vide za stolom</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Upiši svoje pravo ime: „{you}” riječ je kojom prozor svakog igrača naziva njegovo vlastito mjesto</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Tvoje ime sadrži znak koji se ne može prikazati</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>Daj stolu naziv: prijatelji ga vide na svom popisu</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>Naziv stola sadrži znak koji se ne može prikazati</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>S ovim opcijama igra se ne može igrati: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>Spremno. Mjesta otvorena za prijatelje: %n; računalo igra na otvorenom mjestu dok ne sjedne prijatelj</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>Računalni igrač do kraja partije, umjesto igrača {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>Računalni igrač do kraja partije</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name} nije tu: umjesto igrača igra računalo</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>Računalni igrač; prijatelj te može zamoliti za ovo mjesto</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>Stol je otvoren</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>Tvoj stol je otvoren: {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Tvoj stol je otvoren</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}, do {target} bodova</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>Kod koji daješ prijateljima</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod za pridruživanje</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>Kopiraj kod da ga zalijepiš u poruku</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Kopiraj kod</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>Ako prijatelji ne vide stol na svom popisu</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>U prozoru Pridruži se stolu upisuju jednu od ovih adresa i port:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>Stol se ne prikazuje na popisima: u prozoru Pridruži se stolu upisuju jednu od ovih adresa i port:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>{address}   port {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>Adrese i port</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>Čini se da ovo računalo nije u mreži: pridružiti se mogu samo prozori na ovom računalu.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Za stolom</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Mjesta</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>Zatvori &amp;stol</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>Zatvori stol: prijatelji dobivaju obavijest, nitko se više ne može pridružiti</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;Započni odmah</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>Dijeli odmah: računalni igrači zauzimaju mjesta koja su još prazna</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopirano</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Ti ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}, za stolom</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}, veza je prekinuta</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>Računalni igrač umjesto igrača {name} koji je otišao (može se vratiti)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Čeka se prijatelj…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Ukloni igrača {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}: ukloni igrača {name} sa stola do kraja partije</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Daj računalu</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}: daj mjesto računalu do kraja partije</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>Prijatelja za stolom: %n</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>Partija je u tijeku. Gumb pokraj mjesta daje ga računalu do kraja partije.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>Mjesta koja čekaju: %n – klikni Započni odmah i na njima će igrati računalo</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>Sva su mjesta zauzeta: započni kad želiš</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Pridruži se stolu</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>Domaćinov program dijeli karte i zato zna svaku kartu: igraj s nekim kome vjeruješ kao domaćinu. Kod nikad ne prolazi mrežom: stol koji ga ne zna ne može stati između tebe i domaćina, i nitko na mreži ne može čitati igru.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Stolovi u ovoj mreži</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Pronađeni stolovi</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Pretraga</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Traži ponovno</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>Ponovno pitaj mrežu koji su stolovi otvoreni</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>Ili upiši ono što pokazuje prozor tvog prijatelja</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>na primjer 192.168.1.20</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <source>1 to 65535</source>
        <translation>1 do 65535</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>I &amp;trust this address: join it anyway</source>
        <translation>&amp;Vjerujem ovoj adresi: ipak se pridruži</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>Vjerujem ovoj adresi: ipak se pridruži</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} znakova (nikad O, 0, I, 1 ni L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>Kod koji pokazuje prozor tvog prijatelja. Nikad ne sadrži O ni 0, I, 1 ni L, jer su međusobno slični</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod za pridruživanje</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tvoje &amp;ime:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Mjesto</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Mjesto:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Što nedostaje</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Pri&amp;druži se</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Traže se stolovi…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>Mrežu nije bilo moguće pretražiti ({why}): upiši adresu koju pokazuje prozor tvog prijatelja</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>drugi stol ima isto ime: pitaj prijatelja za adresu</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>Pronađeni stolovi: %n – odaberi jedan, zatim upiši njegov kod</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>U ovoj mreži nije pronađen nijedan stol: upiši adresu koju pokazuje prozor tvog prijatelja</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>slobodna mjesta: %n</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>nema slobodnih mjesta</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>domaćin: {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Bilo koje slobodno mjesto</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>partner domaćina</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>protiv domaćina</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>Odaberi stol s popisa ili upiši prijateljevu adresu i port</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>„{address}“ nije adresa: upiši četiri broja poput 192.168.1.20, IPv6 adresu ili ime računala</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>Upiši port koji pokazuje prozor tvog prijatelja</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>Port je cijeli broj od 1 do 65535: pokazuje ga prozor tvog prijatelja</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>Ova adresa nije u tvojoj kućnoj mreži: označi „Vjerujem ovoj adresi“ samo ako ti ju je dao prijatelj</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>Upišite kod koji pokazuje prozor vašeg prijatelja ({length} znakova)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>Kod ima {length} znakova; upisali ste {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>Kod nikad ne sadrži O ni 0, I, 1 ni L: ponovno ga pročitaj u prozoru prijatelja</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>Kod sadrži samo slova i znamenke</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Upiši svoje ime: ostali ga vide za stolom</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Upiši svoje pravo ime: „{you}” riječ je kojom prozor svakog igrača naziva njegovo vlastito mjesto</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Tvoje ime sadrži znak koji se ne može prikazati</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>{address} nije u tvojoj kućnoj mreži: stol je možda na internetu i vodi ga netko koga ne poznaješ.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>Spremno: pritisni Pridruži se</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>Lijevo, Desno</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Odaberite kartu iz ruke</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>Odigrajte odabranu kartu (nakon Prijedloga: predloženu kartu ili zvanje)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Poništite odabir</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D ili E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>Zovite što smijete zvati</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>Klik, dvoklik ili povlačenje</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>Odigrajte kartu mišem</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Take the turned card&apos;s suit</source>
        <translation>Uzmite boju okrenute karte</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>Imenujte ♣ ♦ ♥ ♠ (gumbi pokazuju koju)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Bez aduta</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Sve aduti</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>Povećajte ili smanjite vrijednost</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B ili Enter</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>Licitirajte što ste odabrali</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>Kontra (coinche)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>Rekontra (surcoinche)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tipkovnica</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Sve tipke</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tipke</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Što rade</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>Sve tipke i što rade</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>S uključenim savjetima o pravilima karte koje smijete igrati se ističu; pokažite na sivu kartu da vidite koje pravilo vrijedi, i kliknite ime pravila da ga pročitate.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Zadnji štih</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>Štih {number}, nosi: {player}</translation>
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
        <translation>Kažete: {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} kaže: {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>Zovete {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>{player} zove {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>Kažete „{word}”</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>{player} kaže „{word}”</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Kažeš „dalje“.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} kaže „dalje“.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>Zoveš adut: {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>{player} zove adut: {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>Licitiraš štiglju: {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>{player} licitira štiglju: {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>Licitiraš {value} {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>{player} licitira {value} {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>Daješ kontru!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>{player} daje kontru!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>Daješ rekontru!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>{player} daje rekontru!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>Prijavljuješ zvanja.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>{player} prijavljuje zvanja.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Igraš: {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} igra: {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (ti)</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>na mreži</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>računalo, do kraja partije</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>računalo, dok se igrač ne vrati</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>Nova igra: {variant}.</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>Poništeni potez je vraćen.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Zvanje</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Nastavak igre</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>Vodič: {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>Dijeljenje {n}: ti dijeliš.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>Dijeljenje {n}: dijeli {dealer}.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>Kod dijeljenja: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} pokazuje: {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>Pokazuješ karte ({cards}) i tražiš ostatak: odbijeno, {why}. Igra se nastavlja.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>prerano je za traženje: previše karata još nije viđeno</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>protivnik još može imati adut i presjeći</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>protivnik još može imati jači adut</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>protivnik još može imati jaču kartu u boji {suit}</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>traženje nije bilo moguće dokazati u dopuštenom vremenu</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>ostali još mogu uzeti štih</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>Ugovor: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>Igra je nastavljena: {game}, dijeljenje {deal}. Rezultat: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Nosiš štih.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>{player} nosi štih.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>&amp;Završi vodič</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} (ne može se igrati: {reason})</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} (ne može se igrati)</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} (prijedlog)</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Dijeljenje je završeno.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Na redu si za licitaciju.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Na redu si: odigraj kartu.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>Čeka se da {player} licitira.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>Čeka se da {player} odigra.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>{player} zove.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>Na redu je {player}.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Okrenuta karta: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>Rezultat: mi {us}, oni {them} (do {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>Najprije licitacija: karte se igraju nakon nje.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>U vodiču traka iznad stola kaže što treba igrati.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>Prijedlozi se daju kad si na redu.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Razmišlja…</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Prijedlog</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stanje igre</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Bodovna lista</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Zadnji štih</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Poništi</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>Sklopi razgovor za stolom na najnoviji redak ili ga rasklopi</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>Što bi odigrao stručnjak? (S ili Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Predloži potez</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tvoje karte</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}, {n} od {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, može se igrati</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, ne može se igrati</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}, ne može se igrati: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>Zadnje licitacije: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Štih: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>U ovaj štih još nije odigrana nijedna karta.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>Karte na stolu ({player}): {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(licem dolje: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>Tvoje karte ({n}): {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Karte se dijele…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>Tvoje karte pojavit će se ovdje kad budu podijeljene.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Razgovor za stolom</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>Savjet o pravilu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova igra…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Otvori spremljenu igru…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Spremi igru…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>&amp;Izvezi ovo dijeljenje…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>Zapiši dijeljenje sa stola u tekstnu datoteku koju možeš čitati, dijeliti i ponovo odigrati</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>&amp;Uvezi dijeljenje…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>Odigraj dijeljenje iz datoteke protiv računala (ne broji se u statistici)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>Dijeljenje po &amp;broju…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>Upiši kod dijeljenja da igraš iste karte, igru i mogućnosti kao prijatelj</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>&amp;Kopiraj kod dijeljenja</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>Kopiraj kod dijeljenja sa stola kako bi prijatelji mogli igrati isto dijeljenje</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>Uređi&amp;vač dijeljenja…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>Zadajte karte svakog igrača, zatim ih odigrajte protiv računala ili izvezite</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistika…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>Budi do&amp;maćin stola u ovoj mreži…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>Prijatelji kod kuće pridružuju se tvom stolu; računalo igra na praznim mjestima</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>Pri&amp;druži se stolu u ovoj mreži…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>Nastavi stol iz kopi&amp;je igrača…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>Ponovno otvori svoj stol iz kopije partije koju je igrač sačuvao kad se stol zatvorio</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>Kod i &amp;adrese stola…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Napusti sto&amp;l</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Poništi potez</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ponovi pot&amp;ez</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>P&amp;redloži potez</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Zatraži preostale štihove</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>Pokaži karte: ostali prihvaćaju ako su svi preostali štihovi sigurno tvoje ekipe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>Vje&amp;žba</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Moje &amp;greške…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>Tvoji skupi izbori iz dijeljenja koja si završio, za ponavljanje dok ih ne naučiš</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Problemi…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>Problemi igranja karata sa svim rukama otvorenima: nađite jedinu prvu kartu koja postiže cilj</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Zadnji štih</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>&amp;Bodovna lista i bočna ploča</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>&amp;Ruka kao popis u bočnoj ploči</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Cijeli zaslon</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>R&amp;eci</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>Dosadašnji &amp;štih</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>&amp;Rezultat</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>&amp;Ugovor</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>Moja &amp;ruka po bojama</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>Što su &amp;drugi pokazali</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>Ponovi &amp;zadnje</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>Nastavi &amp;bez čekanja glasa</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>Vlastiti &amp;glas programa ili glas čitača zaslona</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>P&amp;ostavke</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Mogućnosti…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Pravila ove igre</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>Po&amp;jmovnik</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Vodič</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>Vodič za &amp;drugu igru</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tipkovnica</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programu</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>Natrag za stol {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>Ponovno se pridruži svom zadnjem stolu; mjesto ti je sačuvano</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>Pokazuješ karte i tražiš ostatak: prihvaćeno, svi preostali štihovi su tvoji.</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>Partner · {level}</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>do {target}</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>Rezultat: {scores} (do {target})</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Analiza nije uspjela.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>Prijedlog: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>Prijedlog: {card}.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Zadnji potez je poništen.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>U ovom dijeljenju još nije odigran nijedan štih.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Napustiti igru u tijeku?</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>Dijeljenje iz vodiča ne može se spremiti.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Pravilo: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>Dijeljenje za vježbu ne sprema se kao igra: upotrijebi Igra &gt; Izvezi ovo dijeljenje…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spremi igru</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Naziv spremljene igre:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>Moja igra</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Nastavi je</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Započni novu igru</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Igra u tijeku spremljena je kad si zadnji put igrao ({when}):
{game}, dijeljenje {deal}, rezultat {scores}.

Nastaviti je?</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>Igra u tijeku spremljena je kad si zadnji put igrao:
{game}, dijeljenje {deal}, rezultat {scores}.

Nastaviti je?</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>Tvoja igra ostaje u izborniku Igra &gt; Otvori spremljenu igru… kao „{name}”.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Napusti je</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Igraj dalje</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>Ostaviti igru u tijeku po strani? Ostaje u Igra &gt; Otvori spremljenu igru…, a traka iznad stola vraća je natrag.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>Ostavi je po strani</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Spremljena igra „{name}“ već postoji. Zamijeniti je?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Zamijeni ga</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>Odaberi drugo ime</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Igru nije bilo moguće spremiti.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Spremljeno kao „{name}“.</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>Oštećena spremljena igra tog imena sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Spremljenu igru nije bilo moguće otvoriti.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>Sadrži samo jedno dijeljenje, a ne cijelu igru.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Nije bilo moguće pročitati sve tvoje postavke.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>Datoteke dijeljenja (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>colverov CFN (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Izvoz dijeljenja</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>Ovo dijeljenje ne može se zapisati u CFN-u.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>CFN sadrži samo dijeljenja igre La Coinche s bojom kao adutom; izvezi ga kao datoteku dijeljenja.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>Dijeljenje nije bilo moguće izvesti.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>Dijeljenje je izvezeno u {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>Uvoz dijeljenja</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>Datoteke dijeljenja (*.deal *.txt);;Sve datoteke (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>Datoteku dijeljenja {file} nije bilo moguće otvoriti.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>Kod dijeljenja {code} je kopiran.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>Dijeljenje po broju</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>Kod dijeljenja (iste karte, igra i mogućnosti):</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>Ovaj kod dijeljenja nije moguće pročitati.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>Od početka (dijeljenje i zvanje)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>Od štiha {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>Promijeni karte u uređivaču dijeljenja…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>S istim kartama Majstorov rezultat je {master}, a tvoj {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>Dijeljenje za vježbu: ne broji se u tvojoj statistici.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>&amp;Natrag na moju igru</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>Igraj p&amp;ravu igru</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>Računalni igrači nisu mogli razmišljati punom snagom: njihovi pomoćni procesi stalno su se zaustavljali. Stručnjak i Majstor igraju po jednostavnijim pravilima dok ponovno ne pokrenete program.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Belote Desktop je već otvoren.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>Njegov prozor koristi tvoje postavke i spremljene igre: prebaci se na njega (možda je smanjen ili na drugoj radnoj površini). Drugi prozor bi prepisao njegovu igru.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>Da bi ondje igrao {file}, upotrijebi Igra &gt; Uvezi dijeljenje…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}, ostavljena po strani</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>Vaša igra čeka: {game}, dijeljenje {deal}, rezultat {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>Ostavljena je po strani zbog igre na stolu i spremljena kao „{name}” (Igra &gt; Otvori spremljenu igru…).</translation>
    </message>
</context>
<context>
    <name>MatchMoment</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} i {last}</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Partija je završila neriješeno</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Partija je tvoja</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} osvaja partiju</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>Pobjednici partije: {names}</translation>
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
        <translation>{run} do {card}</translation>
    </message>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation>4 × {rank} ({points})</translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation>Terca ({points})</translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation>Kvarta ({points})</translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation>Kvinta ({points})</translation>
    </message>
    <message>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <source>Carré ({points})</source>
        <translation>Četiri iste ({points})</translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation>Bela!</translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation>Rebela!</translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation>Nema zvanja</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Štih {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>Licitacija dosad: {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>još ništa, ti govoriš prvi</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>Okrenuta karta: {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>Rečeno za stolom: {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>bodova: %n</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>Točno! {best} je sučev izbor.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>Točno: {chosen} vrijedi koliko i {best}, unutar sučeve margine.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>Ne ovo: sudac nije odvagnuo {chosen}; njegov izbor je {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>Ne ovo: {chosen} gubi oko {points} u odnosu na {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>U svojoj igri izabrao si {played}: to je u prosjeku koštalo oko {points}.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>najbolje</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>Naučeno: {count} točna odgovora zaredom povlače ovu grešku.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>Vraća se kasnije danas.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>Vraća se za {days} dana ({right} od {count} točnih odgovora zaredom).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>Što svaki izbor gubi, u prosjeku: {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>Što svaki izbor gubi, u prosjeku:</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · promašeno {count}×</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>Zvanje s prelakom rukom</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>Propušten ugovor</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>Pogrešno zvanje</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>Propušteno zvanje</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>Prerano izvlačenje aduta</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>Neizvlačenje aduta</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>Sječenje partnerova štiha</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>Desetka ili više u protivnički štih</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>Neuzet štih</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>Karta za praćenje ili bacanje</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Moje greške</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>Greške za vježbu danas</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Sljedeća greška</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>&amp;Zaboravi ovu grešku…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>Uklonite je s popisa: vraća se samo ako naiđete na isti položaj i ponovno pogriješite.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Sve igre</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>Za danas: {due}. Čuvano: {kept}, od toga naučeno: {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>Danas nema greške za vježbu</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>Nakon svakog dijeljenja koje završiš, izbori koji su tvoju ekipu stajali nekoliko bodova ili više (po istoj pretrazi kao Prijedlog i Analiza, ne po sreći karata) čuvaju se ovdje i vraćaju se dok tri puta zaredom ne nađeš bolji.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>Položaj ove greške više se ne može prikazati.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>Ovo je stol kako si ga vidio. Izaberi ponovno: klikni kartu ili zvanje, ili se kreći po kartama strelicama i pritisni Enter; Tab doseže zvanja.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>Zaboraviti ovu grešku?</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>Više se neće vraćati na vježbu, osim ako u igri naiđete na isti položaj i ponovno pogriješite.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Zaboravi je</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Zadrži je</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>Zaboravljena. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>Za ovim stolom igra čeka igrača koji ne odigra potez.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minutu</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>Za ovim stolom računalo igra umjesto igrača koji ne odigra potez {span}, dok se ne vrati.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name} traži mjesto za stolom</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>&amp;Pusti igrača {name}</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>{name} traži mjesto igrača {player}, na kojem sada igra računalo. Pustiti igrača {name} da igra na tom mjestu?</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>Ne &amp;tijekom ove partije</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>Dopušteno: igrač {name} sjeda na mjesto igrača {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>Računalo ostaje na mjestu igrača {player}: igrač {name} je odbijen.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>Računalo ostaje na mjestu igrača {player}: igrač {name} do kraja partije ne može ponovno tražiti mjesto.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>Igrač {name} napustio je stol i više ne traži mjesto igrača {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>Igrač {name} tražio je mjesto igrača {player}, ali pitanje je predugo ostalo bez odgovora: mjesto ostaje računalu.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>Ukloni igrača {name} sa stola</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>{name} sada napušta stol, a računalo igra na mjestu {place} do kraja partije. {name} se ne može vratiti na to mjesto.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Ukloni igrača {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Zadrži igrača {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>Računalo igra na mjestu {place} do kraja partije. Igrač {name} otišao je i ne može se vratiti na to mjesto, a nitko drugi ne može sjesti na njega.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>Računalo igra na mjestu {place} do kraja partije: nitko više ne može sjesti na njega.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>Daj mjesto {place} računalu</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>Daj ga računalu</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Zadrži mjesto</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>Nastavi stol iz kopije igrača</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>Kopije mrežnih partija (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>Ova se kopija ovdje ne može nastaviti: {error}. Stol može nastaviti samo računalo koje mu je bilo domaćin, i to iz kopije koja nije mijenjana.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>Stol nije bilo moguće otvoriti u ovoj mreži: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Zatvori sto&amp;l</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zatvori stol</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>Zatvaranjem ovog prozora stol se zatvara za sve igrače. Svatko zadržava kopiju partije, koju možeš kasnije nastaviti. Zatvoriti stol?</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Ostavi ga otvorenim</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>{name} sjeda za stol.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} napušta stol.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>Računalo igra umjesto igrača {name} dok se ne vrati.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>{name} se vraća za stol.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} poništava svoj zadnji potez.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>{name} se vraća: računalo više ne igra umjesto igrača.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>Sjedaš za stol.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>Riječi tvoje veze: {words} ({number}). Domaćinov prozor pokazuje iste riječi uz tvoje ime, osim ako netko stoji između vas.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>Veza igrača {name}: {words} ({number}). Njegov prozor pokazuje iste riječi, osim ako netko stoji između vas.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>Za ovim se stolom potezi ne mogu poništiti.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>U ovom ste štihu već poništili potez.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>Prekasno za poništavanje: drugi je igrač u međuvremenu odigrao potez.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Domaćin je zatvorio stol.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>Partija je završena; stol je zatvoren.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Veza s domaćinom je prekinuta.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>Partija je sačuvana: domaćin može ponovno otvoriti stol ondje gdje je stao, a ti dobivaš svoje mjesto natrag ako mu se pridružiš s ovog računala pod istim imenom. Ovo računalo čuva i kopiju partije, za slučaj da zatreba domaćinu (Igra › Nastavi stol iz kopije igrača… pokazuje gdje).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>Domaćin ti ne dopušta da sjedneš tijekom ove partije. Pridruži se kad domaćin otvori sljedeću partiju.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>Prečesto si tražio od domaćina da sjedneš: pričekaj minutu prije nego što ponovno zatražiš.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>Ponovno si zatražio ovo mjesto iz drugog prozora ili druge veze: ova je zatvorena.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>Pogrešan kod ili to nije stol koji su ti dali: provjeri kod s domaćinom ({length} slova i znamenki) i adresu stola.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>Ovaj program i program domaćina različitih su inačica: stariji treba ažurirati ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>Za ovim stolom nema mjesta za tebe ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>Igrač za ovim stolom ima ovo ime ili ime koje mu nalikuje. Ako ste prije sjedili za ovim stolom, vratite se s istog računala pod istim imenom: ono vam čuva mjesto. Inače odaberite drugo ime.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>Domaćin te je uklonio s ovog stola. Računalo igra na tvom mjestu do kraja partije.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>Domaćin ti nije dopustio da sjedneš: partija je već počela. Pridruži se kad domaćin otvori sljedeću partiju ili zamoli domaćina da te pusti.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>Vratili ste se na svoje mjesto iz drugog prozora ili druge veze: ova je zatvorena.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>„You” („Ti” na engleskom) riječ je kojom prozor svakog igrača naziva njegovo vlastito mjesto, pa bi ga ostali čitali kao sebe: pridružite se pod svojim imenom.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>Domaćin ti nije dopustio da sjedneš: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Više nisi za stolom.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>Za ovim se stolom potezi ne mogu poništiti.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>Za ovim stolom svaki igrač smije poništiti potez jednom po štihu, dok je otad igralo samo računalo.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>Za ovim se stolom potez smije poništiti dok je otad igralo samo računalo.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — na mreži</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Stol je zatvoren.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>Opet sam &amp;tu</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>Domaćina se pita da te pusti za stol…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>Partija je počela: igrač domaćina odlučuje hoćeš li dobiti mjesto.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Opet si na svom mjestu.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>Računalo igra umjesto tebe</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>Ponovi &amp;zadnje dijeljenje</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>Za ovim stolom nitko više ne igra: ostaje onakav kakav je bio na kraju.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} i {last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>Čeka se da ostali igrači započnu sljedeće dijeljenje…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>Za sljedeće dijeljenje čeka se: {names}…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>Sljedeće dijeljenje: čekaju se ostali…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>Sljedeće dijeljenje, čeka se: {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>Ostali su spremni: sljedeće dijeljenje čeka tebe.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>Jesi li još tu? Računalo igra umjesto tebe za {seconds} s ako ne odigraš potez.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>Predugo te nije bilo: sada računalo igra umjesto tebe. Pritisni „Opet sam tu” ili odigraj kartu da ponovno zauzmeš svoje mjesto.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>Računalo igra umjesto igrača {name}: igrač nije tu.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>Domaćin je do kraja partije dao mjesto igrača {name} računalu.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>poteza: %n</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>Dok te nije bilo, računalo je igralo umjesto tebe: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>Dok te nije bilo, računalo je igralo umjesto tebe ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>U međuvremenu završenih dijeljenja: %n.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>Igra se do</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>Zvanja (terca, četiri iste…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>Koja se zvanja boduju</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>Bodovi za belu</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>Bela samo ako kralj ide prvi</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>Bela u svakoj boji kod sve adut</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>Bela se računa u licitaciju</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Obavezno sjeći kad nemaš boju</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Obavezno nadsjeći</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>Nema obveze sječenja kad štih drži partner</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>Nema obveze jačeg aduta kad štih drži partner</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>Obavezno jače kad se igra adut</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>Sve adut: obavezno jače u svakoj boji</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>Bonus za zadnji štih</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>Bonus za štiglju</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>Kad zvači izjednače</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>Obje ekipe prijeđu cilj</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>Kraj partije</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations}: tko boduje</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>Ekipa bez štiha gubi zvanja</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>Ekipa bez štiha: {declarations} propadaju</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>zvanja</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>Bodovi za {name}</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name} samo ako kralj ide prvi</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>{name} se računa u licitaciju</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>Pali zvači zadržavaju belu</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>Pali zvači zadržavaju {name}</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Bonus za zadnji štih</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>Dvadeset tuče pedeset</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>Niz pobjeđuje četiri iste</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>Kad zvači padnu</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>Otkrivena karta sa stola okreće se</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>Igra samo u boji koju imate</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>Isti djelitelj nakon bacanja karata</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>Miješanje prije svakog dijeljenja</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Najniža licitacija</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Najviša licitacija</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Korak licitacije</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>Ugovori bez aduta</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>Ugovori sve adut</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>Licitacija štiglje</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>Licitacija 80 traži</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>Kontra množi</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>Rekontra množi s</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>Pad: branitelji dobivaju ovo + licitaciju</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>Pad: licitacija se dodaje</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>Licitirana štiglja vrijedi</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>Pad licitirane štiglje košta</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>Nelicitirana štiglja vrijedi</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>Kabut u Sunu</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>Kabut u Hokumu</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>Kabut se udvostručuje uz okrenutog asa</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>Rezati samo preko protivnikova aduta</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>„Dalje“ je konačno</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Prvo otvaranje</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>Zvanja se računaju u licitaciju</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>Zvanja se pokazuju u drugom štihu</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations} se pokazuju u drugom štihu</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>Obje na 15: veća zadnja znamenka daje 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>Bodovi palog zvača</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>Zvanja broje karte na stolu</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>Jednaki bodovi: bodovi na čekanju</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>Kontra: jača ekipa uzima oba zbroja</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>Bez aduta broji se</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>Zvanja bez aduta</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>Granica zaokruživanja u boji</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>Granica zaokruživanja bez aduta</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>Granica zaokruživanja u igri sve adut</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>Obje na granici: manji naviše</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>Štiglja: bodovi partije</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>Zvanja smiju slijediti kontru</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>Zvanje „Meč”</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>Karta u dva zvanja</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>Bela samo pri izlasku, rezanju ili praćenju partnera</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>Izjednačenje: bela zvača također visi</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>Nijedna igra ne završava štiljom</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>Jednaki bodovi na granici: nijedan bod partije izgubljen</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>Kontra i jednaki bodovi: svi bodovi čekaju</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>Bodovi na čekanju čekaju i nakon novog izjednačenja</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>Bela se smije prešutjeti</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>Djelitelj mora zvati</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>Zaključan izlazak adutom i kod ×3</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>Niz od sedam ili više karata vrijedi dvaput</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>Kirtik (bodovi partije)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>zvači prolaze</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>zvači padaju</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>bodovi vise (litige)</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>zvači ne pišu ništa, branitelji svoje bodove</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>branitelji pišu sve bodove</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>branitelji pišu samo svoje bodove</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>igra je neriješena</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>pobjeđuje viši rezultat</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>viši rezultat; ako je jednak, pobjednik zadnjeg dijeljenja</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>samo ekipe s najjačim zvanjem</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>svih ekipa</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>samo najboljeg igrača</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>svaka vrsta zasebno: strana najboljeg niza, strana najbolje četvorke</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>dovoljno je doseći cilj</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>cilj treba prijeći</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>više od pola (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>pola (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>samo licitaciju (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>samo licitaciju</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>cijeli rezultat</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>igrač nakon djelitelja</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>prvi koji je licitirao</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>igrač koji je uzeo</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>dijele se jednako među ostalima</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>gube se: svaki od ostalih zadržava svoje</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>odmah</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>nakon štiha</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>sva</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nijedno</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>samo četiri asa (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Igre</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Partner</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>P&amp;rotivnici</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Podijeli</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Partija</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Dijeljenje i licitacija</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Igranje karata</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Zvanja</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Ostala pravila</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>Odaberi &amp;igru</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>&amp;Standardna pravila</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>Vrati izvorna pravila odabrane igre</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Računalni igrači</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>&amp;Više pravila</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>Sva ostala pravila ove igre, po skupinama</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>Pročitajte o ovom pravilu u knjizi pravila</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>Knjiga pravila: {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>S ovim opcijama igra nije moguća: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>Pravila: prilagođena</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Pravila: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} igrača, {teams} ekipe</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>{players} igrača, svaki za sebe</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · špil od {cards}</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>Otvori spremljenu igru</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Spremljene igre</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — ne može se otvoriti: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}, {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Još nema spremljenih igara.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>Partija završava kad neka ekipa dosegne ovaj rezultat.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>Je li dovoljan rezultat jednak cilju ili cilj treba prijeći.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>Tko pobjeđuje kad obje ekipe dosegnu cilj u istom dijeljenju.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>Nizovi i karei zvani u prvom štihu donose bodove.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations} iz prvog štiha donose bodove.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>Upisuje samo ekipa s najjačim zvanjem ili svaka ekipa upisuje svoja.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>Ekipa koja ne uzme nijedan štih ne upisuje nijedno svoje zvanje (osim bele).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>Ekipi koja ne uzme nijedan štih ne broje se {declarations} ({name} se ipak broji).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>Koliko vrijede kralj i dama aduta u istoj ruci.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>Bela se broji samo ako je kralj odigran prije dame.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>Kralj mora biti odigran prije dame, inače {name} ne vrijedi.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>Na sve adute kralj i dama bilo koje boje u istoj ruci čine belu.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>Bela zvača pomaže im doseći licitaciju.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>Zvačima {name} pomaže doseći licitaciju.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>Kad ugovor padne, zvači ipak upisuju svoju belu; inače je dobivaju branitelji.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>Kad ugovor padne, zvači ipak upisuju {name}; inače te bodove dobivaju branitelji.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>Ako nemate traženu boju, morate rezati adutom ako ga imate.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>Kad je adut u štihu, morate ga nadjačati ako možete.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>Dok vaš partner nosi štih, možete baciti kartu umjesto rezanja.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>Igran adut i partner nosi: možete baciti manji adut.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>Kad se igra adut, morate ići jače ako možete.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>Na sve adute svaka je boja adut: morate nadjačati najjaču kartu ako možete.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>Bodovi za zadnji štih.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>Dodaje se bodovima karata ekipe koja uzme sve štihove (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>Zvači s točno onoliko bodova koliko i branitelji: uspjeli, pali, bodovi čekaju, ili zvači ne pišu ništa dok branitelji zadržavaju svoje.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>Tarabish: neka pisana pravila stavljaju niz od tri iznad niza od četiri; većina objavljenih pravila stavlja pedeset više.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>Baloot: od dvaju projekata od 100, saudijska pravila kako se obično objavljuju stavljaju niz od pet karata iznad četiri iste; francuski redoslijed stavlja četiri iste prve.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>Zvači s manje bodova od branitelja: branitelji pišu sve bodove dijeljenja ili samo svoje (zvači u oba slučaja ne pišu ništa).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>Skrivena karta na stolu čija je pokrivna karta odigrana okreće se licem prema gore odmah ili kad štih završi.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>„Igram“ ili zvana boja traži kartu te boje u ruci (inače bi to bio renons).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>Kad svi dvaput kažu dalje, isti igrač dijeli ponovno umjesto sljedećeg.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>Miješanje karata prije svakog dijeljenja umjesto skupljanja i dizanja.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>Najmanja dopuštena licitacija.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>Najveći broj koji se smije licitirati (osim štiglje).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>Svaka licitacija mora biti viša barem za toliko.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>Ugovori bez aduta.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>Ugovori u kojima je svaka boja adut.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>Licitacija da se uzmu svi štihovi.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>Niska licitacija traži i više od pola bodova (82), pola (81) ili samo licitaciju (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>Branitelj smije udvostručiti ugovor.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>Udvostručuje se samo licitacija ili bodovi pobjednika zajedno s licitacijom.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>Zvači smiju ponovno udvostručiti kontru.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>Četiri puta u većini knjiga, tri puta za nekim stolovima.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 u većini knjiga, 162 u drugima; 0 za samu licitaciju.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>Bez toga branitelji palog ugovora dobivaju samo gornji broj.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>Koliko donosi prošla licitirana štiglja.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>Koliko upisuju branitelji kad licitirana štiglja padne.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>Bodovi karata ekipe koja uzme sve štihove, a nije licitirala štiglju: 250 ili 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>Bodovi ekipe koja osvoji sve štihove u Sunu (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>Bodovi ekipe koja osvoji sve štihove u Hokumu (44 prema našem izvoru, 25 prema objavljenim pravilima).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>Kad je okrenuta karta as, kabut donosi dvostruko (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>Bez tražene boje morate rezati samo ako je protivnik već rezao (strogo čitanje našeg izvora o Balootu).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>Igrač koji je rekao „dalje“ više ne može licitirati u istoj licitaciji.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>Tko otvara prvi štih: igrač nakon djelitelja ili prvi koji je licitirao.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>Zvanja zvača pomažu im da ostvare licitaciju.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>U prvom štihu ostali čuju samo vrstu zvanja; njegove karte pokazuju se kad taj štih završi.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>Kad obje ekipe u dijeljenju dobiju 15 bodova partije, ona s većom zadnjom znamenkom dobiva 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>S tri igrača: što dobivaju druga dvojica kad zvač padne.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>Zvanja i bela mogu koristiti vaše otvorene karte na stolu (a bela i pokrivenu kartu).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>Što čeka pobjednika sljedećeg dijeljenja kad su zbrojevi jednaki: 85 u beloti s licitacijom; 0 ostavlja na čekanju bodove zvača.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>Inače ekipa s više bodova upisuje samo svoj zbroj.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>Koliko se puta broje bodovi igre bez aduta: jednom ili dvaput, kao u bugarskom belotu.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>Koja se zvanja broje u igri bez aduta.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>Bodovi partije: ostatak veći od ovoga zaokružuje se naviše u igri s adutom u boji (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>Bodovi partije: ostatak veći od ovoga zaokružuje se naviše u igri bez aduta (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>Bodovi partije: ostatak veći od ovoga zaokružuje se naviše u igri sve adut (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>Kad obje ekipe stanu točno na granici zaokruživanja, manji se rezultat zaokružuje naviše, a veći naniže (bugarsko pravilo).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>Bodovi partije za ekipu koja uzme sve štihove, dodani nakon pretvorbe.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>Nakon kontre ili rekontre još se smije zvati viši ugovor; on vrijedi bez kontre.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>Nakon rekontre ekipa koja je rekla kontru smije uložiti cijelu igru u dijeljenje.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>Karta smije istodobno brojati u četiri iste i u nizu.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>Karta smije istodobno brojati u četiri iste i u nizu.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>Kralj i dama aduta broje se samo ako je prvi od njih odigran pri izlasku, rezanjem druge boje ili praćenjem partnerova izlaska.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>Pri izjednačenju bela zvača čeka pobjednika sljedećeg dijeljenja s ostatkom njihovih bodova; inače je zadržavaju.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>Kad bi dijeljenje dobiveno svim štihovima završilo igru, igra se još jedno dijeljenje.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>Kad jednaki zbrojevi padnu točno na granicu zaokruživanja, upisani bodovi zaokružuju se naviše, a bodovi na čekanju naniže; inače se oboje zaokružuje naniže.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>Kontrirana igra obvezuje obje ekipe: kod jednakih bodova nitko ne upisuje i cijelo dijeljenje čeka sljedećeg pobjednika; inače kao izjednačenje bez kontre.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>Bodovi na čekanju idu u sljedeće dijeljenje koje neka ekipa dobije; inače ih dijeljenje koje opet završi izjednačeno daje ekipi koja u njemu upisuje.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>Prijaviti belu nije obvezno: strana koja izgubi dijeljenje prešuti je i nitko je ne boduje; inače je uzimaju pobjednici.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>Kad svi ostali kažu dalje, djelitelj mora zvati igru, osim ako mu karte vrijede 7 bodova ili manje; tada njegov dalje poništava dijeljenje.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>Izlazak adutom zaključan je kad je igra udvostručena ili učetverostručena; za nekim stolovima i kad je utrostručena.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>Sedam karata su pedeset i dvadeset, osam ili devet dvaput pedeset; inače je svaki niz od četiri ili više karata jedno pedeset.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>Obvezana ekipa koja ne dobije dijeljenje i ekipa bez ijednog štiha gube toliko bodova partije (0: bez kirtika).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>Zatvori (igra ostaje u izborniku Igra &gt; Otvori spremljenu igru…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>Dijeljenje za vježbu iz {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>Ovo dijeljenje ponovo</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>Iste karte, igrane protiv računala. Dijeljenje za vježbu ne broji se u tvojoj statistici.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>Natrag na moju igru</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>Završi vježbu</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>Uzmi sve preostale štihove.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>Ispuni ugovor.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>Obori ugovor.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}, licem prema dolje na stolu</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · karata: {count}</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>riješen</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>još nije riješen</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>težina {grade} od {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Problemi s kartama</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>Problem &amp;dana</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>Jedan problem na dan, isti za sve, iz svih igara</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>Problemi, od najlakšeg</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Presuda</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>Pri&amp;kaži rješenje</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>&amp;Sljedeći problem</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Riješeno: {solved} od {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>Problem {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>Problemi ove igre nisu se mogli pročitati (datoteka {file}, redak {line}), pa nema ničega za prikaz.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · problem {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>Vi ste na redu: odaberite prvu kartu. Kliknite je ili se strelicama pomičite po svojim kartama i pritisnite Enter. Sve ruke su otvorene.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Rješenje</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Rješenje: {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>Problem dana · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Ugovor: {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>Dosad osvojeni bodovi: {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>Preostalo štihova: {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Prva karta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Bodovi</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Štihovi</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>Jedina karta koja postiže cilj je {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>Točno! {card} je jedina karta koja postiže cilj.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>Ne ova: {chosen} ne postiže cilj. Jedina karta koja ga postiže je {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>Što svaka prva karta osvaja odavde nadalje protiv najbolje obrane:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Zašto: {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card}: bodovi {points}, štihovi {tricks}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otvori</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spremi</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Pričekaj svoj red.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>Nosiš štih</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} nosi štih</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>Ponavljanje dijeljenja</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Zvanje</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Natrag</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Dalje ▶</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Početak dijeljenja</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Kraj dijeljenja</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>Što su &amp;znali?</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>Prije ove karte: vjerojatnost koju je igrač koji ju je odigrao davao svakom mjestu da drži svaku kartu koju nije vidio</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Ruke kako su podijeljene</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>Štih {trick}: igraš {card} ({step} od {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>Štih {trick}: {player} igra {card} ({step} od {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>&amp;Odigraj dijeljenje ponovo od početka</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>&amp;Odigraj dijeljenje ponovo od štiha {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}: izbor {played} stajao je prosječno {points}, na ovim kartama {luck}; bolje je bilo {best}.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}: izbor {played} stajao je prosječno {points}, na ovim kartama ništa (bolje je bilo {best}): loš izbor koji su karte oprostile.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}: izbor {played} stajao je prosječno {points} (bolje je bilo {best}), ali na ovim kartama donio je {more} više: u prosjeku loš izbor koji se ovdje isplatio.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}: izbor {played} stajao je prosječno {points}, ali s {best} bi na ovim kartama bilo {fewer} manje: loš izbor koji su karte oprostile.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>Na ovim kartama Majstor je osvojio koliko i ti.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Na ovim kartama Majstor je osvojio koliko i ti; tvoji su izbori prosječno stajali oko {choices}, a karte su to nadoknadile.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>Pregled: nijedan skup izbor, ni u licitaciji ni u igri — dobro odigrano.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>Pregled: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>Pregled: nijedna karta ni zvanje ne ističu se kao pogreška.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>Pregled: izbori koji su te najviše stajali (označeni na stolu)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>Prijedlog bi s tvojim kartama zvao isto: karte drugih igrača okrenule su se protiv tebe.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}: odigrao si {played}; bolje je bilo {best} (prosječno za oko %n).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>Majstor je bio bolji za %n: {choices} otpada na tvoje izbore, {cards} na karte.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>Majstor je bio bolji za %n; tvoji su izbori prosječno stajali {choices}, a karte su vratile {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>Na ovim kartama bio si bolji od Majstora za %n.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>Na ovim kartama bio si bolji od Majstora za %n; tvoji su izbori prosječno stajali oko {choices}, a karte su to nadoknadile.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>Prema izračunu Prijedloga, nijedan tvoj izbor nije ništa stajao: gdje je Majstor igrao drukčije, njegov potez u prosjeku nije bio bolji, a na ovim kartama bio je bolji za %n.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>Ugovor na koji si rekao kontru ispunjen je: tvoja te {call} stajala %n – te je bodove upisala druga strana.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>Tvoj je ugovor pao: tvoje te zvanje {bid} stajalo %n – te je bodove upisala druga strana.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>Licitacija: tvoj izbor „{call}“ stajao je oko %n; {best} je bilo bolje.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>Štih {trick}: {played} bio je razuman izbor ({best} u prosjeku nije bolje), ali s {best} bi na ovim kartama bilo %n više: dobar izbor koji su karte kaznile.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>{card} bez prijave zvanja</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>{card} bez prijave zvanja ({melds})</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>prijava zvanja</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>prijava zvanja ({melds})</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>Razmišlja… izbori: {done} od {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>Razmišlja… Majstor igra dijeljenje ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>Razmišlja… {done} od {total} na stvarnim kartama</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Štih {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>Bolje: {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Pregled vaše igre</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>Pregled</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>Igra ukratko</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>Karte: jačina i bodovi</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>Određivanje aduta</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>Prvi krug: okrenuta karta</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>Drugi krug: druga boja</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>Nitko ne zove</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>Vrijednosti licitacije</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>Adut, bez aduta, sve adut</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>Svaka licitacija mora biti viša</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>Licitiranje štiglje</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation>Kraj licitacije</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Igranje štihova</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karte na stolu</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Odgovaranje na boju</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Sjeći kad nemaš boju</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Nadsijecanje</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>Kad štih drži partner</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Igra se adut: idi jače</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>Sve adut: jače u svakoj boji</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Bez aduta</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>Kontrirani ugovor zaključava otvaranje adutom</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Zvanja</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>Koje zvanje pobjeđuje</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>Bela i rebela</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>Bodovanje dijeljenja</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>Bodovi u dijeljenju</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>Zadnji štih (dix de der)</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Štiglja</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>Kad ugovor prolazi</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>Jednaki bodovi</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Kraj igre</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>Opcije koje vrijede</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>Gdje se pravila razlikuju i što smo odabrali</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>Samo boja koju imate</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>Hokum i Sun</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>Aškal</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Ljestvica udvostručenja</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>Gahva</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekti</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Bodovi dijeljenja</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>Kabut: svi štihovi</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>Baloot: naši izvori</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>Kontrirano zvanje</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Bodovi partije</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>Igra za cijeli meč</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation>{items} i {last}</translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation>Prilagođena igra: tvoji odabiri označeni su niže.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name}, s tvojim opcijama</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>, zatim </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>Četiri igrača u dvije ekipe; partneri sjede jedan nasuprot drugome.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>Broj igrača: {count}, svatko igra za sebe.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>Karte u špilu: {deck}, od {low} do asa; svaki igrač dobiva po {hand}.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>U svakom dijeljenju jedna ekipa zove adut i tada mora osvojiti barem onoliko bodova koliko i druga strana; karte se igraju u štihovima, a bodovi dolaze od osvojenih karata, zvanja i bele.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>U svakom dijeljenju igrači licitiraju koliko će bodova osvojiti njihova ekipa i u kojem adutu (ili bez aduta, ili sve adut); ekipa s najvišom licitacijom mora zatim ostvariti licitirano, a protivnici je pokušavaju spriječiti.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>Pobjeđuje prva ekipa koja prijeđe {target} bodova.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>Pobjeđuje ekipa koja prva dosegne {target} bodova.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>Neobični izrazi objašnjeni su u</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>pojmovniku</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>Ukupno po boji</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>Jačina karata u adutu razlikuje se od one u ostalim bojama: dečko i devetka aduta postaju dvije najjače karte. Od najjače:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Adut</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Bodovi</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>Ostale boje</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>Bez aduta svaka boja ima jačinu i bodove iz desnog stupca; u sve adut svaka boja ima jačinu i bodove iz lijevog stupca.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Ekipa koja nosi zadnji štih dobiva još {bonus} bodova (dix de der).</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>Sve ide suprotno od kazaljke na satu: sljedeći igrač je onaj s tvoje desne strane.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>igrača desno od djelitelja</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>Sve ide u smjeru kazaljke na satu: sljedeći igrač je onaj s tvoje lijeve strane.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>igrača lijevo od djelitelja</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>U svakom dijeljenju jedna ekipa zove Hokum (adutsku boju) ili Sun (bez aduta) i tada mora osvojiti više bodova od druge; druga ekipa je može udvostručivati stepenicu po stepenicu do Gahve.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>U svakom dijeljenju igrači zovu igru, svako zvanje iznad prethodnog: boju aduta, bez aduta ili sve adut; igrač posljednjeg zvanja zatim mora skupiti više bodova od svakog drugog igrača.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>U svakom dijeljenju igrači zovu igru, svako zvanje iznad prethodnog: boju aduta, bez aduta ili sve adut; ekipa posljednjeg zvanja zatim mora skupiti više bodova od druge ekipe.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>U svakom dijeljenju igrači licitiraju koliko će bodova njihova ekipa osvojiti i koja će boja biti adut; ekipa najveće licitacije mora je zatim ostvariti, a ostali je pokušavaju spriječiti.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>Pobjeđuje prvi igrač koji prijeđe {target} bodova.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>Pobjeđuje prvi igrač koji dosegne {target} bodova.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Igrač koji nosi zadnji štih dobiva još {bonus} bodova (dix de der).</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>Igrač koji nosi zadnji štih dobiva još {bonus} bodova.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>Ekipa koja nosi zadnji štih dobiva još {bonus} bodova.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>Djelitelj dijeli karte jednu po jednu, po {count} svakom igraču, počevši od {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>Djelitelj svakom igraču daje karte u paketima ({packets}), paket po paket, počevši od {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>Zatim okreće sljedeću kartu licem prema gore: ona predlaže adut.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>Kad je adut određen, dijeli ostatak, svakom igraču po {packets}; zvač uzima i okrenutu kartu, pa dobiva jednu kartu manje.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>Sve se karte podijele prije licitacije i nijedna se karta ne okreće.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Isti igrač prvi govori u zvanju; zvač otvara prvi štih. Dijeljenje prelazi na sljedećeg igrača nakon svakog dijeljenja.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>Igrač {side} od djelitelja prvi licitira. Dijeljenje nakon svakog dijeljenja prelazi na sljedećeg igrača.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Isti igrač prvi licitira i prvi igra u prvom štihu. Nakon svakog dijeljenja dijeli sljedeći igrač.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>Karte se miješaju prije svakog dijeljenja (opcija).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>Karte se miješaju prije svakog dijeljenja (opcija; za stolom u mreži uvijek, da nitko ne može iz štihova doznati sljedeće ruke).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>Karte se miješaju samo prije prvog dijeljenja. Poslije se štihovi skupljaju i presijecaju, nikad ne miješaju, pa odigrano oblikuje sljedeće ruke.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>Počevši {side} od djelitelja, svaki igrač redom ili kaže „{call}“, čime boja okrenute karte postaje adut, ili kaže dalje. Prvi koji to kaže završava licitaciju: njegova strana je strana ugovora.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>Protivnik djelitelja govori prvi, zatim djelitelj: svaki ili uzima, čineći boju okrenute karte adutom, ili kaže dalje. Prvi koji uzme završava licitaciju i postaje uzimač.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>Počevši od igrača {side} od djelitelja, svaki igrač redom ili zove, pa boja okrenute karte postaje adut, ili kaže „dalje“. Prvi koji zove završava licitaciju i postaje zvač; njegov partner igra s njim.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>Ako svi kažu „dalje“, slijedi drugi krug: sada svaki igrač može zvati bilo koju drugu boju za adut ili reći „dalje“. Boja okrenute karte više se ne može odabrati.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>U oba kruga možete igrati samo u boji iz koje imate barem jednu kartu: prihvatiti ili zvati boju koju nemate bio bi renons, a igra to ne dopušta. Djelitelj uvijek drži okrenutu kartu.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Ako svi dvaput kažu dalje, karte se bacaju, nitko ne upisuje, a isti djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ako svi dvaput kažu „dalje“, karte se bacaju, nitko ne dobiva bodove i dijeli sljedeći igrač.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>Počevši od igrača {side} od djelitelja, svaki igrač redom kaže „dalje“ ili licitira: broj bodova koje njegova ekipa obećava osvojiti i adut dijeljenja. Licitacija može ići više krugova.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>Licitira se od {low} do {high}, u koracima od {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>adut u boji (tref, karo, herc ili pik)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>bez aduta</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>sve adut</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} ili {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>Licitacija određuje: {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>Svaka licitacija mora imati više bodova od prethodne; pritom adut nije važan.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>Umjesto broja igrač može licitirati štiglju: njegova će ekipa nositi sve štihove. Štiglja je iznad svakog broja i preko nje se ne može licitirati.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>U ovoj igri štiglja se ne može licitirati.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>Igrač protivničke ekipe može dati kontru na najvišu licitaciju: kladi se da neće proći, a rezultat ugovora računa se dvostruko (vidi niže). Nakon kontre nitko više ne licitira.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>Igrač protivničke ekipe može dati kontru na najvišu licitaciju: kladi se da neće proći, a vrijednost licitacije računa se dvostruko. Nakon kontre nitko više ne licitira.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>U ovoj igri nema kontre.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>Nitko nema partnera</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>Zaključavanje vrijedi kad je igra udvostručena ili učetverostručena (Gahva slijedi nakon učetverostručenja). Kod ×3: {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>također zaključano (opcija)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>nije zaključano (saudijska pravila kako se obično objavljuju)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>Kontra udvostručuje dio rezultata koji donosi licitacija, rekontra ga množi s {times}; bodovi osvojeni u igri nikad se ne množe.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>Pad daje braniteljima 160 plus licitaciju u većini knjiga, 162 plus licitaciju u drugima, samo 160 ili samo licitaciju za nekim stolovima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} plus licitacija</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>Rekontra množi s četiri u većini knjiga, s tri za nekim stolovima; kontra udvostručuje samo licitaciju ili cijeli rezultat. Ovdje: ×{times}, {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>Licitacija 80 traži više od pola bodova (82) u većini knjiga, pola (81) ili samo licitaciju (80) za nekim stolovima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>Nelicitirana štiglja broji se 250 u većini knjiga, 252 (162 + 90) u drugima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>U ovoj igri nema rekontre.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>Nakon licitacije (ili kontre) tri „dalje“ zaredom završavaju licitaciju: zadnja licitacija postaje ugovor, a igrač koji ju je dao postaje zvač.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ako sva četiri igrača kažu „dalje“ bez ijedne licitacije, karte se bacaju, nitko ne dobiva bodove i dijeli sljedeći igrač.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>Za stolom u mreži karte se ipak miješaju prije svakog dijeljenja, da nitko ne može iz štihova doznati sljedeće ruke.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>Za stolom na mreži domaćinov program miješa i dijeli karte, pa zna svaku kartu: igraj s nekim kome vjeruješ kao domaćinu. Kod stola nikad ne prolazi mrežom, a sve što programi jedan drugome kažu je šifrirano.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>Ovaj način određivanja aduta još nije opisan.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>desno</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lijevo</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Zvač otvara prvi štih; zatim svaki igrač redom dodaje jednu kartu. Najjači adut osvaja štih; bez aduta, najjača karta tražene boje. Dobitnik otvara sljedeći štih.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Igrač koji je prvi licitirao otvara prvi štih; zatim svaki igrač redom dodaje jednu kartu. Najjači adut nosi štih; bez aduta, najjača karta tražene boje. Dobitnik otvara sljedeći štih.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Igrač {side} od djelitelja igra prvi u prvom štihu; zatim svaki igrač redom dodaje po jednu kartu. Štih nosi najjači adut; ako aduta nema, najjača karta tražene boje. Tko nosi štih, igra prvi u sljedećem.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>Koje karte smiješ igrati, strogo je određeno. Redom:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>Ako imaš kartu tražene boje, moraš je igrati.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>Ako nemaš traženu boju, a imaš adut, moraš igrati adut (siječeš štih).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>Ako nemaš traženu boju, možeš igrati bilo koju kartu: u ovoj igri sjeći nikad nije obavezno.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>Kako sjeći nije obavezno, nije ni nadsjeći.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>Ako je u štihu već adut, moraš staviti jači ako možeš. Ako ne možeš, ipak moraš igrati adut, makar i slabiji (podsijecanje).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>Ako je u štihu već adut, moraš sjeći, ali može bilo koji adut: ne moraš ga nadjačati.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>Svaki igrač igra sam: nijedan partner vas ne oslobađa obveze rezanja ili nadrezivanja.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>Ako štih drži tvoj partner, a ti nemaš traženu boju, ne moraš ni sjeći ni nadsjeći: možeš igrati bilo koju kartu.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>I kad štih drži tvoj partner, moraš sjeći i nadsjeći, baš kao da ga drži protivnik.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>Budući da sjeći nije obavezno, to što štih drži partner ništa ne mijenja.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>Kad se igra adut, morate staviti jači adut od najjačeg odigranog ako možete.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>Kad se igra adut, moraš, ako možeš, staviti jači adut od najjačeg odigranog, osim ako štih drži tvoj partner.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>Kad se igra adut, moraš, ako možeš, staviti jači adut od najjačeg odigranog, čak i kad štih drži tvoj partner.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>Kad se igra adut, moraš odgovoriti adutom, ali može bilo koji.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>U sve adut svaka se boja igra kao adut: odgovori na boju i, ako možeš, nadjačaj najjaču kartu tražene boje. Karta druge boje nikad ne nosi štih, pa nema sječenja.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>U sve adut odgovaraš na boju, ali ne moraš ići jače. Karta druge boje nikad ne nosi štih.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>Bez aduta moraš samo odgovoriti na boju; ako je nemaš, igraj bilo koju kartu. Štih nosi najjača karta tražene boje.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Od drugog štiha nadalje, kad si na redu, možeš pokazati karte i zatražiti sve preostale štihove (Igra &gt; Zatraži preostale štihove). Traženje se prosuđuje samo prema onome što vidiš: prihvaća se kad tvoja strana uzima sve preostale štihove ma kako bile raspoređene karte koje ne vidiš, s obzirom na odigrane karte (tko nije mogao odgovoriti na boju ili sjeći), zvanja i otvorene karte, uz partnera koji igra s tobom i ostale koji igraju najbolje što mogu. Ostatak se zatim odigra do kraja. Odbijeno traženje kaže koja bi vrsta karte mogla biti jača od tebe (adut, jača karta neke boje), nikad tko što drži; kad je previše karata još neviđeno, prerano je za traženje.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Od drugog štiha nadalje, kad si na redu, možeš pokazati karte i zatražiti sve preostale štihove (Igra &gt; Zatraži preostale štihove). Traženje se prosuđuje samo prema onome što vidiš: prihvaća se kad uzimaš sve preostale štihove ma kako bile raspoređene karte koje ne vidiš, s obzirom na odigrane karte (tko nije mogao odgovoriti na boju ili sjeći), zvanja i otvorene karte, uz ostale koji igraju najbolje što mogu. Ostatak se zatim odigra do kraja. Odbijeno traženje kaže koja bi vrsta karte mogla biti jača od tebe (adut, jača karta neke boje), nikad tko što drži; kad je previše karata još neviđeno, prerano je za traženje.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>U ovoj igri nema zvanja (mogu se uključiti u opcijama). Bela se ipak broji.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>U ovoj igri nema zvanja (mogu se uključiti u opcijama). Ipak se broji {name}.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>Igrač koji ima neku od ovih kombinacija može je prijaviti tijekom prvog štiha, prije nego što odigra prvu kartu. U nizovima karte idu redom {order}, bez obzira na adut.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>U ovoj igri nema zvanja (mogu se uključiti u opcijama).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>Terca: tri karte u nizu u istoj boji</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>Kvarta: četiri karte u nizu</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>Kvinta: pet ili više karata u nizu</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>Tri karte u nizu u istoj boji</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>Četiri karte u nizu</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>Pet ili više karata u nizu</translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation>Četiri iste: {cards}</translation>
    </message>
    <message>
        <source>Four of a kind: {cards}</source>
        <translation>Četiri iste: {cards}</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Zvanje</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>Četiri iste niske karte ({cards}) ne donose bodove.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>Prijava zvanja nije obavezna: ako odigraš prvu kartu bez prijave, zvanja propadaju.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>Svako se zvanje boduje, ekipi koja ga je prijavila.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Boduje samo ekipa s najjačim zvanjem, i to sva svoja zvanja; zvanja druge ekipe ne vrijede ništa. Najjače zvanje određuje se ovako:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>po bodovima;</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>uz jednake bodove četiri iste jače su od niza;</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>zatim po višoj najvišoj karti (za četiri iste: {order});</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>zatim je niz u adutu jači od niza u drugoj boji;</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>samog djelitelja</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>djeliteljeva protivnika</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>igrača nasuprot djelitelju</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>Djelitelj dijeli svakom igraču redom, počevši od {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>Zatim po {packets} karte licem prema dolje ispred svakog igrača: njegov talon, koji nitko ne gleda dok se ne odredi adut; tada svaki igrač uzima svoj.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>Zatim po {down} karte licem prema dolje na stolu ispred svakog igrača i {up} karte licem prema gore na njima, po jedna na svakoj.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>Zatim po {up} karte licem prema gore na stolu ispred svakog igrača.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>Djeliteljeva posljednja karta dijeli se licem prema gore: ona predlaže adut, a djelitelj je zadržava.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>Posljednja otvorena karta u djeliteljevim redovima predlaže adut; ostaje gdje leži.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>Kad je adut određen, dijeli ostatak, svakom igraču po {packets}; djelitelj uzima okrenutu kartu, tko god da je zvao, pa dobiva jednu kartu manje.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>Kad je adut određen, dijeli ostatak, svakom igraču po {packets}.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>{count} karata se ne dijeli: ostaju licem prema dolje u špilu, neviđene, do sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Igrač nakon djelitelja prvi licitira i prvi igra u prvom štihu. Nakon svakog dijeljenja dijeli sljedeći igrač.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>Bez aduta dijeljenje sadrži samo {total} bodova i nema bele pa se licitacija bez aduta iznad {total} nikad ne može ispuniti, čak ni svim štihovima; igra je ipak dopušta, a savjet to kaže.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>Ekipa kojoj je dana kontra može odgovoriti rekontrom: vrijednost se broji {times} puta i licitacija odmah završava.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>Ako nemate traženu boju, morate sjeći adutom samo kad štih drži protivnikov adut; inače smijete igrati bilo koju kartu.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>Ako je adut već u štihu, morate igrati jačeg ako možete. Ako ne možete, smijete igrati bilo koju kartu: slabijeg aduta ili kartu druge boje.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>Kad je ugovor s adutom kontriran, aduti su zaključani: nitko ne smije otvoriti adutom dok ima kartu druge boje.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>Igrač prijavljuje najviše {count} zvanja.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} uz {run} u istoj boji</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Karta se može brojati istodobno u četvorci i u nizu ({example}): prijavljuje se oboje, nema izbora.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Karta se može brojati istodobno u zvanju četiri iste i u nizu ({example}): prijavljuje se oboje, nema izbora.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Karta se broji samo u jednom zvanju. Kad je u četvorci i u nizu ({example}), biraš što ćeš prijaviti: stol nudi svaku kombinaciju, prvo vrjedniju (pri jednakoj vrijednosti onu višeg ranga), i kaže što koja donosi protiv već prijavljenih zvanja.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Karta se broji samo u jednom zvanju. Kad je u zvanju četiri iste i u nizu ({example}), biraš što ćeš prijaviti: stol nudi svaku kombinaciju, prvo vrjedniju (pri jednakoj vrijednosti onu višeg ranga), i kaže što koja donosi protiv već prijavljenih zvanja.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>U ovoj igri boduju se sva zvanja, pa je bolja kombinacija ona vrjednija.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Četvorke i nizovi uspoređuju se odvojeno, pa bolja kombinacija nije uvijek ona višeg ranga: četvorka prepušta nizove najboljem prijavljenom nizu, a tvoj ga je niz možda mogao pobijediti.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Četiri iste i nizovi uspoređuju se odvojeno, pa bolja kombinacija nije uvijek ona višeg ranga: četiri iste prepuštaju nizove najboljem prijavljenom nizu, a tvoj ga je niz možda mogao pobijediti.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>Boduje samo strana s najboljim zvanjem (vidi niže), pa je bolja kombinacija ona koja tvojoj strani daje najbolje zvanje; zatim ona vrjednija.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>Boduje samo igrač koji ima jedino najbolje zvanje, i tada upisuje sva svoja zvanja; zvanja ostalih ne vrijede ništa. Najbolje se određuje prema:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>Četvorke i nizovi uspoređuju se odvojeno: igrač s najjačom četvorkom boduje sve svoje četvorke, a igrač s najjačim nizom sve svoje nizove. Najjače zvanje određuje se ovako:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>Četvorke i nizovi uspoređuju se odvojeno: ekipa s najjačom četvorkom boduje sve svoje četvorke, a ekipa s najjačim nizom sve svoje nizove. Najjače zvanje određuje se ovako:</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>Boduje samo igrač s najjačim zvanjem, i to samo svoja zvanja. Najjače zvanje određuje se ovako:</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>jednaka zvanja suprotnih strana poništavaju se i nitko ih ne boduje.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>zatim prednost ima igrač koji je prvi na redu u dijeljenju.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>uz jednake bodove četiri iste jače su od niza;</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>između nizova iste vrijednosti, duži;</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>zatim po višoj najvišoj karti (za četiri iste: {order});</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>U ovoj igri bela ne donosi bodove.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>U ovoj igri {name} ne donosi bodove.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Igrač koji ima kralja i damu aduta kaže „{name}“ kad odigra prvu od tih karata. Njegova ekipa dobiva {points} bodova, čak i kad zvanja dobije druga ekipa.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Igrač koji ima kralja i damu aduta kaže „{name}“ kad odigra drugu od tih karata. Njegova ekipa dobiva {points} bodova, čak i kad zvanja dobije druga ekipa.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>Igrač koji ima kralja i damu aduta kaže „Bela“ kad odigra prvu od tih karata, a „Rebela“ uz drugu. On dobiva {points} bodova, čak i kad zvanja dobije drugi igrač.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Igrač koji ima kralja i damu aduta kaže „Bela“ kad odigra prvu od tih karata, a „Rebela“ uz drugu. Njegova ekipa dobiva {points} bodova, čak i kad zvanja dobije druga ekipa.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>U ovoj igri kralj i dama aduta zovu se {word}; vrijede za onoga tko ih drži, bez obzira na to tko upisuje zvanja, i mogu biti i dio niza.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>U ovoj igri kralj i dama aduta zovu se {word}; vrijede za bilo koju stranu, bez obzira tko upisuje zvanja, i mogu biti i dio niza.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>U ovoj igri kralj se mora odigrati prije dame, inače bela ne vrijedi.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>U ovoj igri kralj se mora odigrati prije dame, inače {name} ne vrijedi.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>Kralj i dama mogu doći bilo kojim redom.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>U sve adut svaki par kralja i dame iste boje u jednoj ruci je bela.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>U sve adut nema bele.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>Bez aduta nema bele.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>Bela zvača računa se u njihovu licitaciju.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>Zvačima se {name} računa u licitaciju.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>Bela zvača dodaje se njihovu rezultatu, ali ne pomaže ostvariti licitaciju.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>Zvačima se {name} dodaje rezultatu, ali ne pomaže ostvariti licitaciju.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>Igrač koji je imao belu zadržava njezine bodove čak i kad mu igra padne.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>Ekipa koja je imala belu zadržava te bodove čak i kad padne.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>Ekipa koja je imala {name} zadržava te bodove čak i kad padne.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Kad ugovor zvača padne, njihova bela ne boduje se nikome: prešute je umjesto da je daju braniteljima.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Kad ugovor zvača padne, bodove za {name} ne dobiva nitko: zvači to prešute umjesto da bodove daju braniteljima.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>Kad ugovor zvača padne, bodovi za {name} su izgubljeni: ne dobiva ih nitko.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>bela</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>Kad ugovor zvača padne, njihova bela ide braniteljima.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>Kad ugovor zvača padne, bodove za {name} dobivaju branitelji.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>Uz kontru se gube zajedno s ostalim bodovima zvača: boduje samo ekipa s više bodova.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>Svako dijeljenje (jedan adut)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Sve adut</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>Adut u boji</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>Igrač koji ne uzme nijedan štih gubi zvanja (ona idu ostalima samo ako uzmu sve bodove palog ugovora); njegova bela se ipak broji.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi zvanja (ona idu drugoj ekipi samo ako ona uzme sve bodove palog ugovora); njezina bela se ipak broji.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi zvanja (ona idu drugoj ekipi samo ako ona uzme sve bodove palog ugovora); {name} joj se ipak broji.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>Bez aduta broji se samo jedno zvanje: četiri asa, vrijedna 200.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>Bez aduta nema zvanja.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>Igrač koji nosi sve štihove dodaje {points} bodova partije svom rezultatu, nakon pretvorbe opisane dolje; oni se nikad ne udvostručuju.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>Ekipa koja uzme sve štihove dodaje {points} bodova partije svom rezultatu, nakon pretvorbe opisane niže; oni se nikad ne udvostručuju.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>Igrač koji nosi sve štihove upisuje {capot} bodova od karata.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>Ekipa koja uzme sve štihove upisuje {capot} bodova od karata.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>Svaki igrač zbraja bodove od karata, zvanja i belu. Ako igrač koji je zvao ima više bodova od svakog drugog igrača, igra je prošla i svaki igrač upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>Svaka ekipa zbraja bodove od karata, zvanja i belu. Ako ekipa koja je zvala ima više bodova od druge, igra je prošla i svaka ekipa upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>Kod jednakih bodova ostali upisuju sve bodove dijeljenja, zbrojeve svih igrača (riječima uobičajenih pravila: „svi bodovi osvojeni u dijeljenju“), zvač ne upisuje ništa, a {points} bodova čeka: dodaje ih igrač koji dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>Kod jednakih bodova druga ekipa upisuje sve bodove dijeljenja, zbrojeve obiju ekipa (riječima uobičajenih pravila: „svi bodovi osvojeni u dijeljenju”), zvači ne upisuju ništa, a {points} bodova čeka: dodaje ih ekipa koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>Kod jednakih bodova ostali upisuju svoje bodove, zvač ne upisuje ništa, a {points} bodova čeka: dodaje ih igrač koji dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>Kod jednakih bodova druga ekipa upisuje svoje bodove, zvači ne upisuju ništa, a {points} bodova čeka: dodaje ih ekipa koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>Kod jednakih bodova ostali upisuju svoje bodove, a bodovi zvača čekaju: dodaje ih igrač koji dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>Kod jednakih bodova druga ekipa upisuje svoje bodove, a bodovi zvača čekaju: dodaje ih ekipa koja dobije sljedeće dijeljenje.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>Zvaču treba barem onoliko bodova koliko ima svaki drugi igrač: jednako je dovoljno.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>Zvačima treba barem onoliko bodova koliko ima druga ekipa: jednako je dovoljno.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>Zvaču treba više bodova nego svakom drugom igraču: kod jednakih bodova pada.</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>Zvačima treba više bodova nego drugoj ekipi: kod jednakih bodova padaju.</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>Ako zvač ima manje bodova, pada: njegovi bodovi (karte, zvanja i bela) idu ostalima, kako kažu izbori dolje.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>Ako zvači imaju manje bodova, padaju: druga ekipa upisuje zbrojeve obiju ekipa, karte, zvanja i bele.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>Kod kontre svi su igrači obvezani: igrač s najviše bodova uzima zbrojeve svih igrača.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>U kontriranoj igri obje su ekipe obvezane: ekipa s više bodova uzima oba zbroja.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>Kod kontre upisuje samo igrač s najviše bodova; ostali ne upisuju ništa.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>U kontriranoj igri upisuje samo ekipa s više bodova; druga ne upisuje ništa.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>Uz kontru bodovi se broje dvaput; uz rekontru {times} puta.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>Igra bez aduta također se broji {times} puta, s kontrom ili bez nje.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>Nakon zvanja „Meč” dijeljenje se broji kao rekontrirano i odlučuje cijelu igru.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Kod kontre svi su igrači obvezani: kod jednakih bodova nitko ne upisuje i svi bodovi dijeljenja čekaju (kako broje bugarski igrači; opcija).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>Kod kontre obje su ekipe obvezane: kod jednakih bodova nitko ne upisuje i svi bodovi dijeljenja čekaju (kako broje bugarski igrači; opcija).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>Kod kontre izjednačenje se računa kao bez kontre, pomnoženo (opcija; bugarski igrači ostavljaju sve bodove da čekaju).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>Dijeljenje koje opet završi neriješeno ne dobiva nitko: bodovi koji čekaju, zajedno s novima, čekaju sljedeće dijeljenje koje dobije neki igrač (opcija).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>Dijeljenje koje opet završi izjednačeno nitko nije dobio: bodovi na čekanju zajedno s novima čekaju sljedeće dijeljenje koje neka ekipa dobije (opcija).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>Ako sljedeće dijeljenje opet završi neriješeno, igrač koji u njemu upiše bodove uzima bodove koji čekaju (opcija; inače čekaju dijeljenje koje dobije neki igrač).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>Ako i sljedeće dijeljenje završi izjednačeno, ekipa koja u njemu upisuje uzima bodove na čekanju (opcija; inače oni čekaju dijeljenje koje neka ekipa dobije).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ono što svaki igrač upiše zatim se dijeli s deset i zaokružuje na cijele bodove partije. Odlučuje ostatak: iznad granice igre zaokružuje se naviše, na granici ili ispod nje naniže.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Ono što svaka ekipa upiše zatim se dijeli s deset i zaokružuje na cijele bodove partije. Odlučuje ostatak: iznad granice igre zaokružuje se naviše, na granici ili ispod nje naniže.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} daje {down}, {high} daje {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Ugovor</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Granica</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Primjer</translation>
    </message>
    <message>
        <source>When two players stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Kad dva igrača stanu točno na granici, manji se rezultat zaokružuje naviše, a veći naniže: kod sve aduta 154 i 144 daju po 15.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Kad obje ekipe stanu točno na granici, manji se rezultat zaokružuje naviše, a veći naniže: u igri sve adut 154 i 144 daju po 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>Igrač koji u dijeljenju ne upiše ništa ostaje izvan ovog pravila: dovoljno je da su druga dvojica na granici.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>Kod jednakih bodova na granici upisani bodovi zaokružuju se naviše, a bodovi na čekanju naniže, pa dijeljenje zadržava svoje bodove partije: u boji 96 i 96 daju 10 i 9 (opcija).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>Kod jednakih bodova na granici i upisani bodovi i bodovi na čekanju zaokružuju se naniže: u boji 96 i 96 daju 9 i 9 (opcija; inače se upisani bodovi zaokružuju naviše).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>Bodovi na čekanju nakon jednakih bodova pretvaraju se na isti način.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>Nakon zvanja „Meč” dijeljenje odlučuje igru: ako zvači prođu, dobivaju igru, inače je dobiva druga ekipa, bez obzira na rezultat.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>Bodovi koji čekaju nakon jednakih bodova idu sljedećem igraču koji dobije dijeljenje.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>Bodovi na čekanju nakon jednakih bodova pripadaju sljedećoj ekipi koja dobije dijeljenje.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>Bodovi koji čekaju nakon jednakih bodova idu igraču koji dobije sljedeće odigrano dijeljenje.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>Bodovi na čekanju nakon jednakih bodova pripadaju ekipi koja dobije sljedeće odigrano dijeljenje.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>Dijeljenje se dobiva bodovima, čak i kad su zaokruženi bodovi partije jednaki: dobiva ga zvač koji prođe, ili njegov protivnik kad zvač padne.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>Dijeljenje se dobiva bodovima, čak i kad su zaokruženi bodovi partije jednaki: dobiva ga zvač koji prođe; ako padne, drugi igrač s najviše bodova (dvojica s jednako bodova dijele ono što je čekalo, a neparni bod ide prvome nakon zvača).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>Dijeljenje se dobiva bodovima, čak i kad su zaokruženi bodovi partije jednaki: dobiva ga ekipa koja prođe, ili branitelji kad zvači padnu.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>Belota s licitacijom slijedi svoja pravila kako se obično objavljuju na engleskom. Ona ne daju tablicu zvanja: redoslijed zvanja (tref, karo, herc, pik, bez aduta, sve adut), kontra, rekontra i „Meč” preuzeti su iz drugih objavljenih pravila igre.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>Ta pravila jednom kažu da licitacija ide u smjeru kazaljke na satu; sve ostalo u igri ide udesno, pa i licitacija.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>Jednaki bodovi: ta pravila daju 85 bodova pobjedniku sljedećeg dijeljenja; pretvaramo ih u bodove partije s granicom igre iz izjednačenog dijeljenja. Ovdje: {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>Kontrirana igra: ta pravila kažu da upisuje samo ekipa s više bodova; bugarska pravila toj ekipi daju oba zbroja. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>oba zbroja</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>samo svoj zbroj</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>Bez tražene boje ta pravila traže aduta, ali ne većeg; ne kažu oslobađa li vas partner koji drži štih, pa slijedimo uobičajeno pravilo.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>Jednaki bodovi: ta pravila kažu da druga ekipa upisuje „sve bodove osvojene u dijeljenju”; mi to čitamo kao zbrojeve obiju ekipa, kao kad zvači padnu, a 85 bodova dolazi povrh toga.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>Naš izbor: nakon kontre ili rekontre još se može zvati više, a novo zvanje vrijedi bez kontre (naši izvori to ne kažu).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>Svakom pet karata i jedna okrenuta karta. Počevši s desne strane djelitelja, svatko redom kaže Dalje, {hokum} (boja okrenute karte je adut) ili {sun} (bez aduta, jači od Hokuma). Nakon Hokuma svaki drugi igrač još može zvati Sun; zatim onaj koji je zvao Hokum zadržava ga ili ga podiže na Sun. Nakon Suna ostali ga mogu nadjačati svojim Sunom (svatko jednom). Ako sva četvorica kažu dalje, slijedi drugi krug: Hokum sada imenuje drugu boju, a Sun odmah završava zvanje. Dva kruga bez zvanja – karte se ponovno dijele.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal}: u prvom krugu djelitelj ili igrač prije njega može zvati Sun za svog partnera, koji tada uzima okrenutu kartu i igra Sun.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>Igrač koji je dobio zvanje (zvač) uzima okrenutu kartu; djelitelj mu daje još dvije karte, a ostalima po tri. Zvač otvara prvi štih.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>Kad je zvanje odlučeno, druga ekipa može reći {double} (×2); Sun samo ako njegova ekipa ima više od {limit} bodova, a udvostručitelji manje od {limit}. Zvači mogu odgovoriti s {three} (×3), ostali s {four} (×4), a zvači s {gahwa}. Svaka ekipa govori redom; kad oba njezina igrača kažu dalje, igra počinje. Dok je udvostručeno, nitko ne smije otvoriti adutom ako ima drugu boju (ruka je zaključana).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa}: ekipa koja dobije dijeljenje dobiva cijelu igru, bez obzira na rezultat.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>U ovoj igri nema udvostručenja.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>U ovoj igri nema projekata.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} karte zaredom u jednoj boji</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>četiri desetke, dečka, dame ili kralja; četiri asa u Hokumu</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>četiri asa u Sunu</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>Projekti se zovu tijekom prvog štiha, najviše {count} po igraču. Nizovi idu redom A K Q J 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Boduje samo ekipa s najboljim projektom, projekte oba svoja igrača. Najbolji je najvredniji; među jednakim nizovima viša gornja karta, zatim niz u adutu, zatim igrač bliži desnoj strani djelitelja.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>Među projektima iste vrijednosti niz je iznad četiri iste: tablica projekata našeg izvora stavlja niz od pet karata (100) iznad četiri asa u Hokumu, a četiri asa iznad četiri desetke, dečka, dame ili kralja (opcija: francuski redoslijed stavlja četiri iste prve).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>Među projektima iste vrijednosti četiri iste su iznad niza (francuski redoslijed; naš izvor stavlja niz od pet karata prvi).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot}: kralj i dama aduta u istoj ruci, samo u Hokumu, vrijede {points} boda svojoj ekipi i ljestvica ih nikad ne množi. Ne broje se ako je kralj ili dama dio projekta koji se boduje.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>Karte se broje kao u Beli (Hokum: 162 s 10 za zadnji štih; Sun: 130). Postaju bodovi dijeljenja: u Sunu se zaokružuju na najbližu desetku (petica naviše), udvostručuju i dijele s deset (26 u dijeljenju); u Hokumu se dijele s deset, a polovina ili manje zaokružuje se naniže (16 u dijeljenju). Projekti se dodaju u bodovima.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>Zvači trebaju više bodova od druge ekipe (karte, projekti i balut). Tada svaka ekipa upisuje svoje; inače druga ekipa upisuje sve, karte i projekte obiju ekipa. Uz udvostručenje bodovi se broje dva, tri ili četiri puta.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>Udvostručeni ugovor koji prođe i dalje boduje za obje ekipe, svakoj njezine bodove pomnožene: pobjednik ne uzima sve (saudijska pravila kako se obično objavljuju: „svaka ekipa dobiva … ako je pobjednička licitacija udvostručena, ti se bodovi udvostručuju”). Samo Gahva daje jednoj ekipi cijelu igru.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>Zadnji štih donosi još {bonus} bodova.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points} kad je okrenuta karta as)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot}: ekipa koja osvoji sve štihove upisuje {sun} u Sunu i {hokum} u Hokumu umjesto svojih karata{ace}, uz svoje projekte.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>Redoslijed karata i obveze u igri: tablica našeg izvora je izgubljena, pa slijedimo objavljena saudijska pravila: adut J 9 A 10 K Q 8 7, ostale boje A 10 K Q J 9 8 7; poštujte boju; inače režite i nadrežite adut u štihu, osim ako ga drži vaš partner; kad se igra adut: jače.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>Cilj: 152, kako igra većina stolova (naš izvor kaže 128: opcija).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>Kabut: 44, ili 88 uz okrenutog asa, kako kaže naš izvor; objavljena pravila daju 25 u Hokumu (opcija).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>Aškal: prema objavljenim pravilima (djelitelj ili igrač prije njega, u prvom krugu); naš ga izvor samo spominje.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>U Sunu se bodovi zaokružuju na desetke s peticom naviše; naš izvor ne kaže na koju stranu ide petica.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Zadnji štih</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Više od pola</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>Zadnji štih donosi još {bonus} bodova (dix de der).</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>Igrač koji nosi sve štihove ima štiglju: karte mu vrijede {capot} umjesto {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>Ekipa koja nosi sve štihove ima štiglju: karte joj vrijede {capot} umjesto {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>Svi štihovi ne donose bonus: igrač jednostavno ima svih {total} bodova od karata.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>Osvajanje svih štihova ne donosi bonus: strana jednostavno ima svih {total} bodova karata.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>Svaki igrač zbraja bodove iz karata, svoja zvanja (ako vrijede) i belu. Ako je zbroj zvača dovoljan, svaki igrač upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Svaka ekipa zbraja bodove iz karata, svoja zvanja (ako vrijede) i belu. Ako je zbroj zvača dovoljan, svaka ekipa upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Svaka ekipa zbraja svoje bodove: karte, {declarations} (ako vrijede) i {name}. Ako je zbroj zvača dovoljan, svaka ekipa upisuje svoj zbroj.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>Zvaču treba barem onoliko bodova koliko ima svaki drugi igrač: jednako je dovoljno.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>Zvači trebaju barem onoliko bodova koliko i druga ekipa: jednako je dovoljno.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>Zvaču treba više bodova nego svakom drugom igraču: jednaki bodovi također su neuspjeh.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>Uzimači trebaju više bodova od druge strane: i jednak broj je neuspjeh.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>Zvaču treba više bodova nego svakom drugom igraču: kod jednakih bodova pada.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>Zvači trebaju više bodova od druge ekipe: uz jednake bodove padaju.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>Zvaču treba više bodova nego svakom drugom igraču. Uz jednake bodove ne upisuje ništa, a ostali upisuju samo svoje bodove.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>Zvači trebaju više bodova od druge ekipe. Uz jednak zbroj ne pišu ništa, a druga ekipa piše samo svoje bodove.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>Zvaču treba više bodova nego svakom drugom igraču. Uz jednake bodove igra „visi“: ostali upisuju svoje bodove, a bodovi zvača čekaju; dobiva ih igrač koji pobijedi u sljedećem dijeljenju.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>Zvači trebaju više bodova od druge ekipe. Uz jednake bodove igra „visi“: branitelji upisuju svoje bodove, a bodovi zvača čekaju; dobiva ih ekipa koja pobijedi u sljedećem dijeljenju.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>Inače igra pada: zvač ne upisuje ništa (osim svoje bele, ako ju ova igra ostavlja), a ostali upisuju samo svoje bodove.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Inače zvači padaju: ne pišu ništa (osim svoje bele, ako je ova igra zadržava), a druga ekipa piše samo svoje bodove.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Inače zvači padaju: ne pišu ništa (osim bodova za {name}, ako ih ova igra zadržava), a druga ekipa piše samo svoje bodove.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>Inače zvač pada: upisuje samo svoju belu, a njegov protivnik dobiva {total} i sva zvanja koja vrijede (i svoju belu); {capot} ako je nosio sve štihove.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>Inače zvači padaju: upisuju samo svoju belu, a druga ekipa dobiva {total} i sva zvanja koja vrijede (i svoju belu); {capot} ako je nosila sve štihove.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>bodovi iz karata</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>zadnji štih</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>njihova zvanja</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>njihova bela</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Zvačima se broje: {counted}. Ugovor prolazi kad taj zbroj dosegne licitaciju i ujedno premaši polovinu bodova dijeljenja: licitacija {low} u boji traži {half} od {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Zvači broje {counted}. Ugovor prolazi kad to dosegne licitaciju i uz to pola bodova dijeljenja: licitacija {low} u boji traži {half} od {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Zvači broje {counted}. Ugovor prolazi kad to dosegne licitaciju: licitacija {low} u boji traži {half} od {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>Prolaz: zvači upisuju svoje bodove plus licitaciju; druga ekipa upisuje svoje bodove.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>Licitirana štiglja koja prođe donosi {made}, a svaka ekipa boduje svoja zvanja; ako padne, druga ekipa dobiva {failed} i sva zvanja. Kontra ili rekontra množe {made} i {failed}, ne i zvanja; bele se boduju kao u svakom ugovoru.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>Dovoljno je točno dosegnuti licitaciju; u ovoj igri bodovi ne „vise“.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>Ekipa kojoj je dana kontra može odgovoriti rekontrom: rezultat ugovora broji se {times} puta i licitacija odmah završava.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>Kontra udvostručuje rezultat ekipe koja dobije ugovor, ali nikad belu: kad prođe, zvači upisuju (bodovi od karata + zvanja + licitacija) × 2 + bela (uz rekontru: × {times}), a druga ekipa svoje bodove; kad padne, branitelji upisuju ({base} + licitacija) × 2 (uz rekontru: × {times}), plus sva zvanja i svoju belu.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>Pad: zvači upisuju samo svoju belu. Druga ekipa dobiva {base} plus licitaciju, oboje pomnoženo kontrom ili rekontrom, plus sva zvanja i svoju belu.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>Pad: zvači upisuju samo svoju belu. Druga ekipa dobiva {base} plus licitaciju (pomnoženu kontrom ili rekontrom), plus sva zvanja i svoju belu.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>Pad: zvači upisuju samo svoju belu. Druga ekipa upisuje {base} (licitacija se ne dodaje), plus sva zvanja i svoju belu.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>Ekipa koja nosi sve štihove, a nije licitirala štiglju, za karte dobiva {points}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>Igrač koji ne uzme nijedan štih gubi zvanja i ona ne pripadaju nikome, čak ni igraču koji uzima sve bodove; njegova bela se ipak broji.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi zvanja i ona ne pripadaju nikome, čak ni ekipi koja uzima sve bodove; njezina bela se ipak broji.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>Igrač zadržava zvanja čak i kad ne uzme nijedan štih.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>Ekipa zadržava zvanja i kad ne uzme nijedan štih.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>Contrée francuskog saveza, kako čitamo njegova pravila; u odnosu na La Coinche razlikuje se u: {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Rezultati se zbrajaju dijeljenje po dijeljenje; igra završava kad neki igrač ima više od {target} bodova: točno {target} nije dovoljno.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Rezultati se zbrajaju dijeljenje za dijeljenjem; igra završava kad neka ekipa ima više od {target} bodova: točno {target} nije dovoljno.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>Rezultati se zbrajaju dijeljenje po dijeljenje; igra završava kad neki igrač dosegne {target} bodova.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>Rezultati se zbrajaju dijeljenje po dijeljenje; igra završava kad neka ekipa dosegne {target} bodova.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>Ako dva igrača prijeđu {target} u istom dijeljenju, igra je neriješena.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>Ako obje ekipe prijeđu {target} u istom dijeljenju, igra je neriješena.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Ako dva igrača prijeđu {target} u istom dijeljenju, pobjeđuje veći rezultat; uz jednake rezultate igra je neriješena.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Ako obje ekipe prijeđu {target} u istom dijeljenju, pobjeđuje viši rezultat; uz jednak rezultat igra je neriješena.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>Ako dva igrača prijeđu {target} u istom dijeljenju, pobjeđuje veći rezultat; uz jednake rezultate, igrač koji je dobio zadnje dijeljenje.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>Ako obje ekipe prijeđu {target} u istom dijeljenju, pobjeđuje viši rezultat; uz jednak rezultat pobjeđuje ekipa koja je dobila zadnje dijeljenje.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>Bodovi koji čekaju nakon „visi“ idu igraču koji dobije sljedeće odigrano dijeljenje.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>Bodovi koji „vise“ idu ekipi koja pobijedi u sljedećem odigranom dijeljenju.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>ugovor prolazi</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>pad</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>zvači ništa, branitelji svoje</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>visi (bodovi čekaju)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>neriješeno</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>pobjeđuje viši rezultat</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>viši rezultat, zatim pobjednik zadnjeg dijeljenja</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>Opcije označene s ● razlikuju se od standardnih pravila ove varijante.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>Ovo su standardna pravila ove varijante; opcije se mogu promijeniti za novu igru.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opcija</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>U ovoj igri</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>Naš izbor: prijava zvanja nije obavezna; kad je karta u dvije kombinacije i smije se brojati samo jednom, igrač bira koju će prijaviti, a vrjednija se nudi prva, dok računalni igrači prijavljuju kombinaciju koja njihovoj strani donosi najviše protiv već prijavljenih zvanja.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>Naš izbor: prijava zvanja nije obavezna.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>Belot se igra uz mnogo kućnih pravila. Gdje se pravilnici kojih se držimo ne slažu, pitanje je postalo opcija; gdje o nečemu šute, odlučili smo sami. Evo što radi ova igra.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Zvač s točno onoliko bodova koliko ima njegov protivnik: prema nekim pravilnicima ugovor prolazi, prema drugima zvač pada, a prema trećima bodovi „vise“ (litige). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Zvači s točno onoliko bodova koliko ima druga ekipa: prema nekim pravilnicima ugovor prolazi, prema drugima zvači padaju, a prema trećima bodovi „vise“ (litige). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>neuspjeh: uzimači ne upisuju ništa</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Nemaš traženu boju, a štih drži partner: većina pravilnika oslobađa te sječenja, strogo tumačenje ne (ovdje nitko nema partnera, pa se ovaj izbor nikad ne primjenjuje). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Igra se adut, a štih drži partner: obično ipak moraš ići jače; neke igre te oslobađaju (ovdje nitko nema partnera, pa se ovaj izbor nikad ne primjenjuje). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>Nemaš traženu boju, a štih drži partner: većina pravilnika oslobađa te sječenja, strogo tumačenje ne. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>slobodan si</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>moraš sjeći</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>Igra se adut, a štih drži partner: obično ipak moraš ići jače; neke igre te oslobađaju. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>moraš ići jače</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Bela s damom odigranom prije kralja: obično vrijedi; za nekim stolovima kralj mora biti prvi. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Ako je dama odigrana prije kralja, {name} obično vrijedi; za nekim stolovima kralj mora biti prvi. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>kralj mora biti prvi</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>vrijedi bilo koji redoslijed</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>Naš izbor: nakon kontre nitko više ne smije licitirati (naši izvori o tome šute).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>Dva igrača prijeđu cilj u istom dijeljenju: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>Obje ekipe prijeđu cilj u istom dijeljenju: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Pali zvači zadržavaju belu u većini knjiga; za nekim stolovima ona ide braniteljima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Pali zvači zadržavaju {name} u većini knjiga; za nekim stolovima ti bodovi idu braniteljima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>Cilj treba doseći u većini knjiga, prijeći za nekim stolovima. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>Igrač koji ne uzme nijedan štih gubi zvanja (osim bele), kako kažu pravila; za nekim stolovima ih zadržava. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi zvanja (osim bele), kako kažu pravila; neki stolovi joj ih ostavljaju. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Ekipa koja ne uzme nijedan štih gubi zvanja ({name} se ipak broji), kako kažu pravila; neki stolovi joj ih ostavljaju. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>Naš izbor: kad zvač padne, a njegov protivnik je nosio sve štihove, protivnik upisuje vrijednost štiglje ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>Naš izbor: kad zvači padnu, a druga ekipa nosi sve štihove, ona dobiva vrijednost štiglje ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>Između dijeljenja karte se skupljaju i presijecaju umjesto da se miješaju, kako kažu tradicionalna pravila. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>miješaju se svako dijeljenje</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>skupljaju se i presijecaju</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>„Dalje“ je konačno: igrač koji je rekao „dalje“ više ne može licitirati u ovom dijeljenju i licitacija ide ukrug bez njega. Kad svi ostali kažu „dalje“ nakon licitacije, ta licitacija postaje ugovor.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>Igrač koji je prvi licitirao otvara prvi štih, bez obzira na to tko je dobio licitaciju.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>U prvom štihu ostali čuju samo vrstu i vrijednost zvanja („terca, 20“); njegove karte pokazuju se kad završi prvi štih, prije drugoga.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>U prvom štihu ostali čuju samo vrstu i vrijednost zvanja („{meld}, 20“); njegove karte pokazuju se kad završi prvi štih, prije drugoga.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>Prošlo: svaka ekipa piše svoje bodove (karte, zadnji štih, zvanja koja se računaju te svoju belu). Sama licitacija ne dodaje ništa.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>Palo: zvači ne pišu ništa, a druga ekipa uzima sve bodove dijeljenja: sve bodove karata, sva zvanja obiju ekipa i, ako opcija ne kaže drukčije, i belu zvača.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>Bodovi svake ekipe za dijeljenje postaju bodovi partije kad im se makne zadnja znamenka: 157 bodova daje 15, 82 daje 8. Partija se broji u bodovima partije.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>Kad obje ekipe u istom dijeljenju imaju 15, ona s većom zadnjom znamenkom dobiva 16: 153 prema 151 daje 16 prema 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>U piloti se prvi djelitelj određuje dizanjem špila, pri čemu svaki igrač drži jednu boju; taj obred ništa ne mijenja u igri, pa program prvog djelitelja bira nasumce, a zatim dijeljenje svaki put prelazi na sljedećeg igrača.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>Tablica zvanja iz našeg izvora je izgubljena: vrijednosti su iz objavljenih ciparskih pravila (tri karte zaredom 20, četiri 50, pet ili više 100; četiri dečka 200, četiri devetke 150, četiri asa, kralja, dame ili desetke 100; nizovi redom 7 8 9 10 J Q K A).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>Naš izvor ne kaže ništa o kontri, o licitaciji štiglje ni o najvišoj licitaciji: ova igra nema kontru ni licitaciju štiglje, a licitacije idu do {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>„Prvi koji je licitirao otvara“: ciparska pravila kažu da igrač koji je prvi licitirao prvi i igra; shvaćamo to kao prvog igrača koji je dao licitaciju (opcija umjesto toga daje otvaranje igraču nakon djelitelja).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>U svakom dijeljenju jedan igrač zove aduta, a njegova ekipa mora uzeti više od pola bodova: bodove karata, zadnji štih, nizove ({twenty} ili {fifty}) i {bella}. Igra s Cape Bretona, igra se u smjeru kazaljke na satu.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>Ne okreće se karta. Gledajući samo svojih prvih {hand} karata (talon mu ostaje licem dolje), svaki igrač redom, od djeliteljeve lijeve strane, zove aduta, bilo koju od četiri boje, ili kaže dalje; svatko govori jednom. Prvi koji zove određuje aduta: on je zvač, a partner igra s njim.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>Ako prva tri igrača kažu dalje, djelitelj mora zvati aduta: ne može reći dalje, pa se dijeljenje nikad ne poništava.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>Čim je adut zvan, svaki igrač uzima svoj talon, a igrač lijevo od djelitelja otvara prvi štih.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>U ovoj igri nema nizova (mogu se uključiti u opcijama). Bella se i dalje računa.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>Nizovi su uzastopne karte iste boje, redom {order}, bez obzira na aduta. Igrač zove svoje nizove tijekom prvog štiha, prije nego odigra prvu kartu; najbolji se pokazuje prije drugog štiha.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} uzastopne karte</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} ili više uzastopnih karata</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Niz</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>Niz od sedam ili više karata vrijedi kao dva: sedam karata su pedeset i dvadeset, osam ili devet dvaput pedeset (opcija; naš izvor o tome šuti).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>Niz od sedam, osam ili devet karata jedno je pedeset (naš izvor o tome šuti; za nekim stolovima računa se kao dva niza, opcija).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>U tarabishu nema četiri iste, a karta se računa samo u jednom nizu.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>Zvanje nije obavezno: ako odigrate prvu kartu bez zvanja, vaši nizovi propadaju.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>dvadeset tuče pedeset (kako kažu neka pisana pravila, ovdje opcija);</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>pedeset tuče dvadeset;</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Piše samo igrač koji ima jedini najbolji niz, i tada piše sve svoje nizove; nizovi njegova partnera i druge ekipe ne vrijede. Najbolji se određuje po:</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>između nizova iste vrste, viša gornja karta;</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>jednaki nizovi: pobjeđuje adutski; ako nijedan nije adut, poništavaju se i nitko ne piše nizove u tom dijeljenju.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>{bella} se ne računa u ovoj igri.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>Igrač s kraljem i damom aduta kaže „{bella}” kad igra drugu od njih: {points} bodova za njegovu ekipu, bez obzira tko piše nizove.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>Zvačeva {bella} ide drugoj ekipi kad je bate, a kod pola bate ne vrijedi nikome.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>Ekipa koja uzme sve štihove dodaje {bonus} bodova.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>U tarabishu uzimanje svih štihova ne donosi bonus: karte i zadnji štih već su svi bodovi.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>Svaka ekipa zbraja bodove svojih karata (sa zadnjim štihom), svoje nizove i svoju {bella}. Ako zvači imaju više od pola bodova obiju ekipa zajedno, svaka ekipa piše svoj zbroj.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>Točno pola je {half}: druga ekipa piše svoje bodove, a zvači ne pišu ništa.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>Točno pola je dovoljno: svaka ekipa piše svoj zbroj.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>Točno pola znači pad, kao da zvači imaju manje.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>Manje od pola: zvači ne pišu ništa, a druga ekipa piše svoje bodove.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>Manje od pola je {bate}: druga ekipa piše sve bodove dijeljenja, {total} u kartama i zadnjem štihu, svaki niz koji je vrijedio i svaku {bella}; zvači ne pišu ništa.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>Neka pisana pravila kažu da je dvadeset više od pedeset; većina objavljenih pravila tarabisha stavlja pedeset više, kako kaže i njegova vrijednost. Slijedimo njih; drugo čitanje je opcija „Dvadeset tuče pedeset”.</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>Prema nekim pisanim pravilima djelitelj počinje od igrača zdesna i nastavlja u smjeru kazaljke na satu; većina objavljenih pravila, pa i sama igra, počinje lijevo od djelitelja. Počinjemo slijeva; igra je ista u oba slučaja.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>Nizovi i njihove vrijednosti (dvadeset za tri karte, pedeset za četiri ili više, bez četiri iste) slijede objavljena pravila tarabisha.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>Pogrešna igra (karta koju pravila zabranjuju) ovdje se ne može dogoditi: program je odbija i kaže zašto, pa se uobičajena kazna (svi bodovi drugoj ekipi) nikad ne primjenjuje.</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>U svakom dijeljenju jedna strana kaže „{i_play}“ nekom adutu i mora zatim osvojiti više bodova od druge strane, inače je {set}; bodovi dolaze od osvojenih karata, zadnjeg štiha, zvanja (najbolje donosi svojoj strani sva njezina zvanja) i {bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>U Clabberu su četiri dečka {mule} (200), svaki drugi četvorac je stotka, niz od tri karte je {dad}, od četiri pedesetica, a od pet stotka. Nizovi idu redom A K Q J 10 9. Najbolje zvanje je ono najveće vrijednosti; među jednakim nizovima onaj s višim kartama, zatim onaj u adutu; ako su i dalje jednaki, nitko ne upisuje zvanja.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>U Clabberu je strana ugovora tada {set}: na listu rezultata ne dobiva ništa, ni svoj bell.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>Prvi djelitelj: u Clabberu se karte dijele otvoreno dok se ne pojavi dečko, a onaj tko ga dobije dijeli prvi. To samo bira mjesto, pa ovdje program prvog djelitelja bira nasumično.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>Reći „{i_play}“ ili zvati boju iz koje nemate nijednu kartu je renons, koji knjige kažnjavaju sa 162 boda i zvanjima za drugu stranu. Ovdje igra odbija takav zov (savjet kaže zašto), pa se renons ne može dogoditi; naš izvor to primjenjuje i na prihvaćanje okrenute boje.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>Kad se igra adut: naš izvor kaže samo da se odgovori na boju; kao u ostatku obitelji, morate igrati viši adut ako možete (opcija).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>Svi štihovi ne donose bonus u Clabberu: knjige ga ne daju.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>Kad svi dvaput kažu dalje, karte se miješaju i isti djelitelj dijeli ponovno.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>U svakom dijeljenju jedan igrač bira aduta i zatim mora skupiti više bodova od drugoga: više od {half} od {total}. Karte se igraju u štihovima; bodovi dolaze od osvojenih karata.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>U svakom dijeljenju jedan igrač bira aduta i zatim mora skupiti barem onoliko bodova koliko drugi. Karte se igraju u štihovima; bodovi dolaze od osvojenih karata.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>Igrate iz ruke ili otvorenim kartama na stolu, kako želite; obveze u nastavku vrijede za jedne i druge.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>Nemate karata u ruci: igrate samo otvorene karte svog rasporeda, a obveze u nastavku vrijede samo za njih.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>Kad se odigra otvorena karta, skrivena karta koju je pokrivala okreće se kad štih završi; od sljedećeg štiha smije se igrati.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>Kad se odigra otvorena karta, skrivena karta koju je pokrivala okreće se odmah; vlasnik je smije odigrati u svom sljedećem potezu.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>Nitko ne smije pogledati skrivenu kartu prije nego što se okrene, pa ni njezin vlasnik.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>Skrivena karta čija je pokrivna karta odigrana okreće se nakon štiha (Belote Découverte, kako se njezina pravila obično zapisuju) ili odmah (belot za dvoje s otvorenim kartama). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote Découverte: njezina pisana pravila ne navode ciljni rezultat; igramo do {target}, kao u klasičnoj igri (opcija).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote Découverte: bez zvanja i bez belota, kako kaže izvor; kapot vrijedi 252, kao u klasičnoj igri.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>Nakon prvih {count} karata, počevši {side} od djelitelja, svaki igrač redom kaže dalje ili zove ugovor. Zvanje može ići više krugova.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>Ugovori, od najnižeg: {order}. U ugovoru u boji ta je boja adut; bez aduta aduta nema; u sve aduti svaka se boja igra kao adut.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>Svako zvanje mora imenovati viši ugovor od trenutnog, tko god ga je zvao.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>Svako zvanje mora imenovati viši ugovor od trenutnog, tko god ga je zvao, i partner.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>Igrač koji je rekao dalje smije zvati kasnije, kad ponovno dođe na red.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>Dalje je konačno: igrač koji je rekao dalje smije nakon toga samo reći dalje.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>Igrač smije reći kontru ({contra}) na trenutno zvanje bilo kojeg drugog igrača, nikad na svoje. Tada su zvač i onaj koji je rekao kontru obvezani, a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>Igrač smije reći kontru ({contra}) na trenutno zvanje samo ako ga je dao protivnik, nikad svojoj ekipi. Tada su obje ekipe obvezane, a bodovi se broje dvostruko.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Može uslijediti i više zvanje: igrač koji se boji kontre smije zvati drugi ugovor, a novo zvanje vrijedi bez kontre.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Može uslijediti više zvanje: ekipa koja se boji kontre smije zvati drugi ugovor, koji vrijedi bez kontre.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>Nakon kontre nitko više ne smije zvati.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>U ovoj igri nema kontre.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>Igrač kojem je rečena kontra smije reći rekontru ({recontra}): bodovi se broje {times} puta.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>Ekipa kojoj je rečena kontra smije reći rekontru ({recontra}): bodovi se broje {times} puta.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>U ovoj igri nema rekontre.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>Nakon rekontre ekipa koja je rekla kontru smije odgovoriti „{word}”: cijela igra ovisi o dijeljenju i zvanje završava.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>Nakon zvanja, kontre ili rekontre {count} puta dalje zaredom završava zvanje: zadnje zvanje je ugovor, a igrač koji ga je dao obvezan je njime.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>Nakon zvanja, kontre ili rekontre {count} puta dalje zaredom završava zvanje: zadnje zvanje je ugovor, a ekipa koja ga je dala obvezana je njime.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>Sve aduti s rekontrom odmah ga završava: iznad toga se ništa ne može reći.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>Zatim svatko dobiva još {count} karte, a igrač {side} od djelitelja izlazi.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ako svih {count} igrača kaže dalje bez zvanja, karte se ponovno dijele, nitko ne upisuje i dijeli sljedeći igrač.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>Ovdje djelitelj ne smije reći dalje nakon svih ostalih: mora zvati igru, osim ako njegovih {count} karata vrijedi {points} bodova ili manje (as 11, desetka 10, kralj 4, dama 3, dečko 2); tada njegov dalje poništava dijeljenje (pravilo koje bugarski igrači nazivaju rijetkim, opcija).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>U ovoj igri bela se broji samo ako je prva od dviju karata, kralj ili dama, odigrana pri izlasku, rezanjem druge boje ili praćenjem partnerova izlaska.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>Prijaviti belu nije obvezno (bugarsko pravilo): strana koja izgubi dijeljenje prešuti je i nitko je ne boduje; strana koja prođe ili završi izjednačeno prijavljuje je (opcija: inače je uzimaju pobjednici).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>Igra ne može završiti dijeljenjem dobivenim {valat} (svi štihovi): igra se još jedno dijeljenje.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik}: obvezana ekipa koja ne dobije dijeljenje i ekipa bez ijednog štiha gube {points} bodova partije (jednom po dijeljenju).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>uključeno</translation>
    </message>
    <message>
        <source>off</source>
        <translation>isključeno</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>Bugarski belot slijedi pravila kako ih bugarski igrači obično zapisuju; gdje se pisani tekstovi razlikuju, slijedimo uobičajeno pravilo, a drugo je opcija.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>Zvanja se prijavljuju u prvom štihu (neka pisana pravila kažu u prva dva). Nizovi od šest do osam karata vrijede 100, kao pet (neka pisana pravila staju na pet).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>Izašao adut: neka pisana pravila oslobađaju igrača od dizanja kad partner drži štih, druga o tome šute; mi ga oslobađamo.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>Bela se broji na prvoj od kralja i dame; za nekim stolovima broji se samo pri izlasku, rezanju ili praćenju partnera. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>Samo za nekim stolovima karta smije brojati u dva zvanja. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>Kirtik se igra samo u nekim krajevima Bugarske; čitamo ga kako se obično zapisuje (kazna za obvezanu ekipu koja ne pobijedi ili za ekipu bez štiha). Ovdje: {value} bodova partije.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>Za nekim stolovima igra se treća razina kontre koja ulaže cijelu igru. Ovdje: {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>Izjednačenje: bodovi zvača vise za pobjednika sljedećeg dijeljenja, s njihovom belom (naše čitanje). Kad svi kažu dalje, karte se ponovno dijele (djelitelj nije obvezan zvati, pravilo koje bugarski igrači nazivaju rijetkim).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>Uobičajena bugarska čitanja, svako s drugim kao opcijom: duži niz tuče kraći; zvanja ekipe bez štiha ne pripadaju nikome; kontrirana igra s jednakim bodovima ostavlja sve bodove da čekaju; bodovi na čekanju čekaju i nakon novog izjednačenja; izjednačenje na granici čuva bodove partije dijeljenja; strana koja gubi prešuti belu; djelitelj mora zvati. Ovdje djelitelj mora zvati: {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>Svaki igrač igra sam (pravila belota koja slijedimo: „svaki igrač igra za sebe”). Nitko nema partnera, pa pravila koja vas oslobađaju kad vaš partner drži štih nikad ne vrijede; bilo koji drugi igrač može kontrirati najviše zvanje, a rekontrirati može samo onaj tko ga je zvao. Licitacija završava kad svi ostali igrači kažu „dalje” nakon zvanja, a dijeljenje se poništava kad svi kažu „dalje”.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>Zvač mora skupiti više od svakoga od ostalih (pravila koja slijedimo: „igrač koji je zvao igru mora skupiti više bodova”); s jednako bodova kao najbolji od njih, njegovi bodovi čekaju pobjednika sljedećeg dijeljenja (viseći bodovi, kao u četvero).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>svatko zadržava svoje bodove, a bodovi zvača (karte, zvanja i njegova bela) dijele se jednako među njima, a neparan bod ide prvome nakon zvača</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>svatko zadržava svoje bodove; bodovi zvača se gube</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>Pala igra: pravila koja slijedimo kažu samo da „svi bodovi idu protivniku”, ali ne i kako kad su protivnici dvojica. Naš izbor, kao opcija: {value}. Kontriranu igru dobiva onaj tko skupi najviše i uzima sve, kao u četvero. Ako su druga dvojica izjednačena s najviše bodova, pravila koja slijedimo ne kažu tko pobjeđuje; ovdje dijele sve napola, a svaka se polovica udvostručuje i zaokružuje na bodove partije kao i svaki rezultat.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>S dva igrača {count} karata nikad se ne dijeli i nitko ih ne smije gledati (pravila koja slijedimo). Bodovi dijeljenja su bodovi karata u igri, pa dijeljenje vrijedi manje od 162 i ne uvijek jednako; bodovi partije zaokružuju se iz njih kao i obično. Sljedeće dijeljenje skuplja sve karte, i one neiskorištene.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>Otvorene karte (pravila koja slijedimo): možete odigrati bilo koju kartu iz ruke ili bilo koju otvorenu kartu sa svog stola; karta ispod odigrane okreće se {when} i od tada se može igrati.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>Zvanja se sastavljaju od karata u ruci i vaših otvorenih karata na stolu, a kralj ili dama koji leže pokriveni broje se za belu jer se okrenu prije nego što se odigraju (pravila koja slijedimo). Ovdje: {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>karte na stolu se broje</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>broji se samo ruka</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>Kad svi kažu „dalje”, po pravilima koja slijedimo sljedeći igrač miješa i dijeli; ovdje dijeli sljedeći igrač, a karte se skupljaju i dižu kao nakon svakog dijeljenja.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Pravila igre</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Stranice</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Tekst pravila</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ova igra</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Pojmovnik</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>Poveznica: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>svi dalje</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>Nitko nije zvao: karte su ponovno podijeljene.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>Neriješeno: bodovi ({points}) ostaju na čekanju za pobjednika sljedećeg dijeljenja</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>Prolaz</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>Bodovi neriješenog ishoda ({deals}) koji su čekali, a u dijeljenju {number} osvojili su ih: {winners}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Ugovor</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>Bodovi na čekanju ({points}) nisu pripali nikome</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>Na čekanju od neriješenog ishoda ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>Preneseno</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>Rezultat partije prije ovog dijeljenja</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Jug</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Istok</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Sjever</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zapad</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Igrač {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Trenutačno (bez animacije)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>Klasične (crvene i crne)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Četiri boje</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Početnik</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Srednji</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Stručnjak</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Majstor</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelena</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Plava</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Crvena</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Smeđa</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Siva</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Mogućnosti</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Brzina animacije</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>Slova u kutovima karata na vašem jeziku (R, D, V na francuskom)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>Slo&amp;va karata</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Poleđina karata</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>Složi moje karte po boji i jačini (inače redom kako su podijeljene)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>Sl&amp;aganje ruke</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>Odigraj moju kartu samu kad je jedina koju smijem igrati</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>Automatsko &amp;igranje</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>Automatski prijavi: moja se zvanja prijavljuju kad odigram prvu kartu</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>&amp;Zvanja</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Zvučni efekti</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stol</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Računalni igrači</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>Stol kako je odabran</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Boja</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Glasnoća</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Lica karata</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>Iz&amp;gled karata</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Male</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Velike</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Veli&amp;čina karata</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>Istakni karte koje smiješ igrati i objašnjavaj pravila tijekom igre</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Savjeti</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>Za igranje kartu klikni dvaput</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>P&amp;otvrda</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>Dopusti poništavanje poteza (bilježi se u statistici)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Po&amp;ništavanje</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>Kad čitač zaslona radi</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>Uvijek (i ruka kao popis)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>Či&amp;tač zaslona</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>Svaku odigranu kartu</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>Svaki štih kad je dobiven</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Govor</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>G&amp;las</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tvoje &amp;ime</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>Stanka između &amp;poteza</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jezik sustava</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>Datumi i brojevi na ovom jeziku: {date}, {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Partner</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>P&amp;rotivnici</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>Sačuvaj igru u tijeku za sljedeće pokretanje</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>&amp;Automatsko spremanje</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Jednostavan</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Tradicionalan</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>Rešetka, plava</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>Rešetka, crvena</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>Rešetka, zelena</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>Rozeta, bordo</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>Rozeta, tamnoplava</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>Čoha i zlato</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>Vlastiti glas kad čitač zaslona ne može govoriti</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>Uvijek vlastiti glas programa</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>Nikad vlastiti glas programa</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>Vlastiti glas programa</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>Nedostupno: na ovom računalu nije pronađen sintetizator govora</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>Igrači ga čekaju uz čitač zaslona</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>Igrači ga uvijek čekaju</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>Igrači ga nikad ne čekaju</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>Čekanje glasa</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> riječi u minuti</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Brzina govora</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>Bodovna lista i razgovor za stolom (F9)</translation>
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
        <translation>Na stolu nema igre.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>Štih: {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>U ovom štihu još nema karata. Prethodni je uzeo {player}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Još nije odigrana nijedna karta.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>Rezultat: mi {us}, oni {them}, igra se do {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>Rezultat: {scores}, igra se do {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>Bodovi karata u ovom dijeljenju: mi {us}, oni {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>Bodovi karata u ovom dijeljenju: {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Ugovor: {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Još nema ugovora.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>Okrenuta karta: {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Nemaš karata.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>Tvoje karte (%n): {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>je zvao {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>nema {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player} {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>Otvorene karte igrača {player}: {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>Još nitko ništa nije pokazao.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Još ništa nije rečeno.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>Uzimaš zadnji štih, bodova: %n.</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>Uzimaš štih, bodova: %n.</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player} uzima zadnji štih, bodova: %n.</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player} uzima štih, bodova: %n.</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>Program govori vlastitim glasom. V: umjesto njega glas čitača zaslona.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>Vlastiti glas programa nije dostupan ({why}); govori tvoj čitač zaslona.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>Program govori preko tvog čitača zaslona. V: umjesto toga vlastiti glas programa.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>dobivena</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>izgubljena</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>neriješena</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>nedovršena</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}: {outcome}, {us} : {them}, {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Igre odigrane do kraja</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partije</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Pobjede</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>Igre koje je dobila vaša ekipa</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Tvoja statistika</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Igra:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Prikazana igra</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>Ovdje će se pojaviti tvoji rezultati</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>Tvoje partije kroz vrijeme</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>bodova prednosti</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>Svaki stupac je jedna partija, najstarija lijevo, s datumom ispod: s koliko je bodova tvoja ekipa završila ispred druge strane (iznad 0) ili iza nje (ispod 0); nedovršena partija onako kako je tada stajala. Čuva se zadnjih 200 partija.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>Kako su završile tvoje partije</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>partije</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>Iste karte: ti protiv Majstora</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>uspoređena dijeljenja, od najstarijeg do najnovijeg</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>bodova iza Majstora</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>Svaki stupac broji partije: dobivene, izgubljene, neriješene ili nedovršene kad ih je zamijenila nova igra.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>Svaki stupac je jedno dijeljenje koje je Majstor ponovno odigrao s tvojim kartama: iznad 0 osvojio je više od tebe, ispod 0 bio si bolji ti. Zlatna crta je tvoja ocjena, dosadašnji prosjek: što niža, to bolje.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>Sve igre jedna uz drugu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>Sve igre zajedno</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (još nije igrana)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> Nedovršene: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Odigrane partije</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>Odigrane do kraja – pobjede: {won}, porazi: {lost}, neriješene: {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> Partija u tijeku broji se kad završi.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Postotak pobjeda</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>Partije koje je dobila tvoja ekipa, od onih odigranih do kraja.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Odigrana dijeljenja</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>Udio prolaza u igrama koje je tvoja ekipa uzela (još nije uzela nijednu).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Prolazi</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>Najbolji rezultat partije</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>Najviši konačni rezultat tvoje ekipe u partiji. Najviše dobivenih partija zaredom: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>Odaberi jednu igru: svaka igra boduje na svoj način.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>Kako igraš protiv Majstora s istim kartama. Za stolom razine Stručnjak ili Majstor pritisni „Usporedi s Majstorom” nakon dijeljenja da se ono uračuna.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>Majstorov rezultat minus tvoj s istim kartama, po dijeljenju, u dosadašnjim usporedbama ({deals}). 0 ili manje: igrao si jednako dobro kao Majstor.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>Ocjena na istim kartama</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>„Sve igre zajedno“ broji i partije odigrane s tvojim vlastitim pravilima.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>nisu se čuvala prije ove verzije</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>Tvoja vlastita pravila: partije igre {game} kojima si promijenio opcije u prozoru Nova igra ({rules}). Broje se ovdje, odvojeno od uobičajenih pravila igre, jer se njihovi ciljevi i rezultati ne mogu uspoređivati; redak na vrhu broji oboje.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>Tvoje partije igre {game} s vlastitim pravilima broje se odvojeno, kao „{custom}“: odaberi to gore. Ove brojke vrijede samo za uobičajena pravila; redak na vrhu broji oboje.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>Tvoji izbori, karte</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>Kad „Usporedi s Majstorom” procijeni tvoje izbore, Majstorova se prednost ovdje dijeli: koliko su stajali tvoji izbori, a koliko su učinile karte.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>procijenjena dijeljenja: %n</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Od Majstorove prednosti {choices} bodova po dijeljenju otpada na tvoje izbore, {cards} na karte ({deals}). Tvoji izbori: koliko su prosječno stajali na kartama koje nisi mogao vidjeti.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Od Majstorove prednosti {choices} bodova po dijeljenju otpada na tvoje izbore; karte su vratile {back} ({deals}). Tvoji izbori: koliko su prosječno stajali na kartama koje nisi mogao vidjeti.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Bodovi po dijeljenju</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>Bodovi partije tvoje ekipe po dijeljenju, računajući partije koje od sada završiš ili napustiš.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>partije: %n</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>Bodovi partije tvoje ekipe po dijeljenju, iz partija od ove verzije ({matches}; starije partije nisu sačuvale rezultate).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>Bodovi partije tvoje ekipe po dijeljenju ({matches}).</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>Odaberi jednu igru da vidiš njezine partije kroz vrijeme: svaka igra boduje na svoj način.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>Ovdje još nema partija: svaka partija koju od sada završiš ili napustiš pojavljuje se kao jedan stupac, s datumom, redom kojim je odigrana.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>Za ovu igru još nije uračunata nijedna partija: završi jednu i ovdje pogledaj kako je završila.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Porazi</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Neriješeno</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>, nedovršene: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>Sve igre: {games}, pobjede: {won} ({rate}){left}; {deals}; {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>Odigraj dijeljenje do kraja i odmah će se uračunati ovdje; partija kad završi ili kad je zamijeni nova igra: partije koje si dobio i izgubio, tvoja dijeljenja i igre s kojima je tvoja ekipa prošla, s grafikonom za svako. Za stolom razine Stručnjak ili Majstor, „Usporedi s Majstorom“ nakon dijeljenja pokazuje i koliko si blizu Majstoru na istim kartama.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% pobjeda</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>Dobivene igre od odigranih</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Iste karte</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>Ocjena na istim kartama: u dijeljenjima koja si usporedio za stolom razine Stručnjak ili Majstor, Majstorov rezultat minus tvoj, po dijeljenju (0 ili manje: igrao si jednako dobro kao Majstor)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Napuštene</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Dijeljenja</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>Odigrana dijeljenja (bez onih u kojima su svi rekli dalje)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>% prolaza</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>Zvanja s kojima je vaša ekipa prošla od onih koja je uzela</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Štiglje</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Poništavanja</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>Vraćeni potezi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>Statistika po igrama</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Sve igre</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>Dijeljenja: %n</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — tvoja vlastita pravila</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules} i još skupova pravila: {n}</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — tvoja vlastita pravila ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>Svako dijeljenje broji se čim se odigra njegov zadnji štih; dijeljenje napušteno prije zadnjeg štiha ne broji se nigdje. Partija se broji kad završi, ili kao nedovršena kad je zamijeni nova igra. Redak na vrhu zbraja sve igre. Klikni igru u tablici da je vidiš gore; klikni naslov stupca da poredaš po njemu.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>Svako dijeljenje odigrano do zadnjeg štiha, uračunato čim završi; dijeljenje u kojem su svi rekli „dalje“ (nitko nije zvao) ili napušteno prije kraja ne broji se.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>Igre koje je uzela tvoja ekipa: %n; prolazi: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>Odaberi jednu igru da vidiš njezinu ocjenu na istim kartama.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>Još nijedno dijeljenje nije uspoređeno. Za stolom razine Stručnjak ili Majstor, „Usporedi s Majstorom” na kraju dijeljenja ponovno igra tvoje karte onako kako bi ih igrao Majstor.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>Dijeljenja u kojima je tvoja ekipa uzela sve štihove.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>Koliko si puta pritisnuo Poništi.</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>Zatraženi prijedlozi</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>Koliko si puta zatražio prijedlog.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Nedovršene</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>Partije koje je nova igra zamijenila prije kraja.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>Odigrane partije: %n</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>Vraćeni potezi: %n</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>Još nije izbrojena nijedna igra: završite igru i ona će se pojaviti ovdje.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>Moje greške: čuvano {kept}, naučeno {retired}, za danas {due}.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>Vrsta greške</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Čuvano</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Naučeno</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Problemi s kartama</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Riješeno</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} od {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind}: čuvano {kept}, naučeno {retired}.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>Problemi s kartama u igri {game}: riješeno {solved} od {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Vježba</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Igru nije bilo moguće spremiti.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Nije bilo moguće pročitati sve tvoje postavke.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>Nije bilo moguće pročitati svu tvoju statistiku.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>Igru u tijeku nije bilo moguće vratiti.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>Vaši riješeni problemi nisu se mogli pročitati.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>Tvoje greške za vježbu nisu se mogle sve pročitati.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Spremljenu igru nije bilo moguće otvoriti.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>brzina animacija</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>izgled karata</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>veličina karata</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>izgled karata</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>boja stola</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>slaganje ruke</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>prikaz zadnjeg štiha</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>savjeti o pravilima</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>vraćanje poteza</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>potvrda svake karte</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>samostalno igranje jedine dopuštene karte</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>automatsko prijavljivanje zvanja</translation>
    </message>
    <message>
        <source>language</source>
        <translation>jezik</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>tvoje ime</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>razina tvojeg partnera</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>razina protivnika</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>stanka igrača</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>zvuk</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>glasnoća</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>zadnje odabrana igra</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>zadnje odabrane opcije pravila</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>čuvanje igre u tijeku</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>pitanje prije napuštanja igre</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>dobrodošlica</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>veličina i položaj prozora</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>raspored prozora</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (tvoja vlastita pravila)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je pun</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>dopuštenje je odbijeno</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>disk se može samo čitati</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>disk je javio pogrešku</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>putanja je predugačka za sustav</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>Datoteka je ostavljena kakva jest: koriste se zadane postavke, a tvoje se postavke ne spremaju preko nje dok se ponovno ne bude mogla pročitati.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>Datoteka je ostavljena kakva jest: statistika se ne bilježi preko nje dok se ponovno ne bude mogla pročitati.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>Datoteka je ostavljena kakva jest: igra se ne čuva automatski dok se ponovno ne bude mogla pročitati.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>Datoteka je ostavljena kakva jest: nijedan problem ne bilježi se kao riješen preko nje dok se ponovno ne može pročitati.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>Datoteka je ostavljena kakva jest: nijedna greška se u nju ne čuva dok se ne bude mogla ponovno pročitati.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>Datoteka je ostavljena kakva jest.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>Statistika za {items} bila je nemoguća (više dobivenih igara nego odigranih ili golemi brojevi), pa je izostavljena.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>Izostavljena je statistika spremljena pod imenom koje nije nijedna igra ove inačice: {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>Datoteka s tvojim postavkama bila je oštećena pa se koriste zadane postavke. Stara datoteka sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>Datoteka s tvojom statistikom bila je oštećena pa statistika kreće ispočetka. Stara datoteka sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Igra u tijeku bila je oštećena i ne može se nastaviti. Datoteka je sačuvana kao {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>Datoteka vaših riješenih problema bila je oštećena, pa sada nijedan problem nije označen kao riješen. Stara datoteka sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>Datoteka tvojih grešaka za vježbu bila je oštećena, pa popis počinje ispočetka. Stara datoteka sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>Spremljena igra „{name}” je oštećena i ne može se otvoriti. Datoteka je sačuvana kao {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>Datoteka {path} je oštećena i nije ju bilo moguće premjestiti na stranu.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>Datoteku {path} nije bilo moguće pročitati{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>{path} nije obična datoteka pa nije pročitana.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>Spremljenu igru „{name}” napravila je novija inačica programa Belote Desktop. Ažuriraj aplikaciju da bi je otvorio; datoteka je ostavljena kakva jest.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>Igru u tijeku spremila je novija inačica programa Belote Desktop. Ažuriraj aplikaciju da bi je nastavio; datoteka je sačuvana kao {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>Datoteku {path} zapisala je novija inačica programa Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Igra sačuvana od prošlog puta sadrži samo jedno dijeljenje, a ne igru, pa se ne može nastaviti. Datoteka je sačuvana kao {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>Igra sačuvana od prošlog puta sadrži samo jedno dijeljenje, a ne igru, pa se ne može nastaviti.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Igra u tijeku traži pravila koja Belote Desktop ne nudi ({rules}), pa se ne može nastaviti. Datoteka je sačuvana kao {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>Igra u tijeku traži pravila koja Belote Desktop ne nudi ({rules}), pa se ne može nastaviti.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>Spremljena igra „{name}” traži pravila koja Belote Desktop ne nudi ({rules}), pa nije otvorena. Datoteka je ostavljena kakva jest.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>Neke tvoje postavke nije bilo moguće pročitati pa su vraćene na zadane vrijednosti: {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>Dio statistike nije bilo moguće pročitati pa je vraćen na nulu, za: {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Tvoje postavke nije bilo moguće spremiti.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Tvoju statistiku nije bilo moguće spremiti.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>Igru u tijeku nije bilo moguće sačuvati.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>Vaši riješeni problemi nisu se mogli spremiti.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>Tvoje greške za vježbu nisu se mogle spremiti.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>Greške za vježbu koje se nisu mogle pročitati i izostavljene su: %n.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>Kopija stare datoteke sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>Spremljena igra „{name}” više ne postoji.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>Tvoje postavke nisu spremljene: datoteku {path} nije bilo moguće pročitati, a preko nje se nikad ne piše.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>Statistika nije zabilježena: datoteku {path} nije bilo moguće pročitati, a preko nje se nikad ne piše.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>Igra se ne čuva automatski: datoteku {path} nije bilo moguće pročitati, a preko nje se nikad ne piše.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>Datoteku {path} nije bilo moguće pročitati, a preko nje se nikad ne piše.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>Tvoje spremljene igre idu u mapu {path}, ali ondje je datoteka. Premjesti tu datoteku i pokušaj ponovno.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>Spremljenu igru imena „{name}” napravila je novija inačica programa Belote Desktop. Sačuvana je; odaberi drugo ime.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>{path} nije bilo moguće zapisati{reason}. Datoteka koja je ondje bila nije promijenjena.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>napravila ju je novija inačica</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>datoteka se ne može pročitati</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>nije obična datoteka</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>pravila koja igra ne nudi</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>datoteka je oštećena</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>Ovo je potez koji bi ovdje odigrao stručni igrač.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>Karta {card} jedina je koju pravila ovdje dopuštaju.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Igraj kartu {card}.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>Štih drži tvoj partner: daj mu bodove</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>Štih drži tvoj partner: sačuvaj adute i baci malu kartu</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>Štih drži tvoj partner: igraj svoju najmanju kartu</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>Sijeci i uzmi štih</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>Karta {card} glavna je karta u boji {suit}</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>Igraš zadnji: karta {card} dovoljna je za štih</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>Uzmi štih kartom {card}</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>Moraš sjeći, ali ne možeš dobiti štih: daj najmanji adut</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>Sačuvaj adute: štih je izgubljen</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>Štih je izgubljen: igraj najmanju kartu u boji {suit}</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>Štih je izgubljen: igraj kartu {card}</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>Baci svoju najmanju kartu</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>Štih je izgubljen: baci kartu {card}</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>Karta {card} najjači je preostali adut: izađi s njom i izvuci protivničke adute</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>Izađi s adutom i izvuci protivničke adute</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>Igraj partnerovu boju</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>Izađi s malom kartom u boji {suit}: jake karte sačuvaj za poslije</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>Izađi s kartom {card}</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>Prijavi zvanja sada, prije prve karte</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>Zovite {melds}: boduje se ako imate najbolje zvanje</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>Prijavi zvanje ({melds}): boduje se ako tvoja ekipa ima najjače zvanje</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>Jaka ruka u boji {suit}: dečko i devetka aduta</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>Jak u {suit}: dečko (aduta u ruci: {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>Dobar u {suit}: devetka (aduta u ruci: {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>Aduta {suit} u ruci: {count}, i asovi sa strane</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>Aduta {suit} u ruci: {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>U njihovu adutu imaš {cards}: trebali bi pasti</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>Tvoja ruka trebala bi srušiti njihov ugovor: daj kontru</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>Siguran si u svoj ugovor: daj rekontru</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>Vaša ruka mogla bi zvati boju {suit}, ali ovdje dalje vrijedi jednako ili više</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>Zvanje je vašeg partnera: pustite ga da ga igra</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>Preslaba ruka za više zvanje</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>Preslaba ruka za zvanje</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>Licitaciju drži tvoj partner: pusti njega da igra</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>Preslabo za višu licitaciju</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>Preslabo za otvaranje licitacije</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>Preslabo u boji {suit}: nema dečka ni devetke aduta</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>Premalo karata u boji {suit} za zvanje aduta</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>Nijedna boja nije dovoljno jaka da bi se zvala</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>Vaši asovi i desetke ({cards}) trebali bi osvojiti više od pola u Sunu</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>Njihov bi ugovor trebao pasti: {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>Vaša bi ekipa trebala ispuniti ugovor: {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>Penjanje ljestvicom ovdje se ne bi isplatilo</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>Licitiraj štiglju: tvoja ruka može nositi sve štihove</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>Bez aduta: tvoji asovi i desetke ({cards}) nose štihove u svakoj boji</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>Sve adut: tvoji dečki i devetke ({cards}) najjače su karte</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>Podrži partnerovu boju {suit}: imaš {cards}</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>Podrži partnerovu boju {suit}</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>Njihov će ugovor gotovo uvijek pasti: uložite cijelu igru u ovo dijeljenje</translation>
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
        <translation>Na redu</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Razmišlja…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}: 1 štih</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team} – štihovi: {n}</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Okrenuta karta</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>Licitacija {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>Zvao {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>Adut {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Svi dalje</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Krug {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Još nema zvanja</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>Trenutno zvanje</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Još nema licitacije</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Najviša licitacija</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>Zvač: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Adut: {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, kontra</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, rekontra</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Nosiš štih</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} nosi štih</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kartaški stol</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>Mi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Oni</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Belote</source>
        <comment>king and queen of trumps, the first of them played (French games)</comment>
        <translation>Bela</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <comment>king and queen of trumps, the second of them played (French games)</comment>
        <translation>Rebela</translation>
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
        <translation>Štiglja</translation>
    </message>
    <message>
        <source>Valat</source>
        <comment>one side wins every trick (Bulgarian Belot)</comment>
        <translation>Valat</translation>
    </message>
    <message>
        <source>Kaboot</source>
        <comment>one side wins every trick (Baloot)</comment>
        <translation>Kabut</translation>
    </message>
    <message>
        <source>Dedans</source>
        <comment>the takers failed their contract (French games)</comment>
        <translation>Unutra</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>Uzimam</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>Spor</translation>
    </message>
    <message>
        <source>Coinche</source>
        <comment>double of the opponents&apos; bid in La Coinche</comment>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <comment>redouble in La Coinche</comment>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>Contra</source>
        <comment>double in Bulgarian Belot and Bidding Belote</comment>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re-contra</source>
        <comment>redouble in Bulgarian Belot and Bidding Belote</comment>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>Match</source>
        <comment>Bidding Belote: the call that stakes the whole game on one deal</comment>
        <translation>Meč</translation>
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
        <translation>Aškal</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <comment>Baloot: the last double, which decides the whole game</comment>
        <translation>Gahva</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>Dabl</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>Baloot: the bidders answer a double (x3)</comment>
        <translation>Sri</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>Baloot: the defenders answer a three (x4)</comment>
        <translation>For</translation>
    </message>
    <message>
        <source>Sira</source>
        <comment>Baloot project: three cards in sequence</comment>
        <translation>Sira</translation>
    </message>
    <message>
        <source>Fifty</source>
        <comment>a project or run worth fifty (Baloot, Tarabish)</comment>
        <translation>Pedeset</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>Sto</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>Četiristo</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>Dvadeset</translation>
    </message>
    <message>
        <source>Bate</source>
        <comment>Tarabish: the maker failed and the other side takes everything</comment>
        <translation>Bate</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <comment>Tarabish: the maker has exactly half: he scores nothing, the others their own</comment>
        <translation>Pola bate</translation>
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
        <translation>Igram</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>Kirtik</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>Terca</translation>
    </message>
    <message>
        <source>Quarte</source>
        <comment>four cards in sequence</comment>
        <translation>Kvarta</translation>
    </message>
    <message>
        <source>Quinte</source>
        <comment>five cards in sequence</comment>
        <translation>Kvinta</translation>
    </message>
    <message>
        <source>Carré</source>
        <comment>four cards of one rank</comment>
        <translation>Četiri iste</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <comment>the last trick&apos;s bonus (French games)</comment>
        <translation>Zadnji štih (dix de der)</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>Zvanja</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>Projekti</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>Kombinacije</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>Nizovi</translation>
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
        <translation>{term} (prva karta)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term}!</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>Tri u nizu</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>Četiri u nizu</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>Pet u nizu</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>Pilotta: its meld of four cards of one rank</comment>
        <translation>Četiri iste</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>North and you</source>
        <translation>Sjever–Ti</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>Istok–Zapad</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>Dobro došli u belot! Sjediš na jugu; Sjever, nasuprot tebi, tvoj je partner. Sjever je svakom igraču podijelio pet karata i okrenuo kartu {turned}. Zapad je rekao „dalje“. Sada biraš ti: zovi, i herc postaje adut, ili reci „dalje“. S kartama {k}, {q} i {t} te s kartom {turned} koja ti dolazi, zovi.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>Smiješ reći „dalje“, ali ova je ruka jaka u hercu: zovi i uzmi okrenutu kartu.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>Herc je adut. Uzimaš kartu {turned} i još dvije karte, a ostali po tri. Tvoja ekipa sada mora osvojiti barem onoliko bodova koliko Istok i Zapad.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>Zapad je prijavio tercu i izašao s kartom {ace}. Prije prve karte možeš prijaviti svoje kombinacije. Imaš {a}, {k} i {q}: tri karte u nizu, tercu vrijednu 20. Prijavi je.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>Najprije prijavi: kad odigraš kartu, zvanje propada.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>Obje terce vrijede 20, ali tvoja ide do asa, a Zapadova samo do desetke: tvoja je jača, pa zvanja boduje samo tvoja ekipa.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>Sada igraj u štih. Igra se karo, a ti imaš samo jedan karo, kartu {card}: moraš odgovoriti na boju, makar i malom kartom.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>Zapad je asom nosio prvi štih i sada igra kartu {led}. Nemaš pik, pa moraš sjeći. Igraj kartu {king}: budući da imaš i kartu {queen}, kažeš „Bela“.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>Ovdje je dopušten bilo koji adut, ali u ovoj lekciji igraj kartu {king} da prijaviš belu.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>Bela! Tvoj adut nosi štih: adut je jači od svake karte druge boje.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>Štih je tvoj, pa ti igraš prvi. Izađi s kartom {queen}: kažeš „Rebela“ i 20 bodova za belu pripada vama. Kad izađeš s adutom, izvlačiš i adute ostalih: svatko mora staviti jači ako može.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>U ovoj lekciji izađi s kartom {queen}.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>Rebela! Istok je morao nadjačati tvoju damu i učinio je to kartom {jack}, najjačim adutom. To je u redu: protivnici više nemaju aduta.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>Istok je izašao s kartom {king}, a Sjever je stavio {ace}: štih drži tvoj partner. Nemaš pik, ali kad štih drži partner, ne moraš sjeći. Sačuvaj adute i baci kartu {queen}: njezina 3 boda idu Sjeveru.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>To je dopušteno, ali nije potrebno: Sjever već nosi ovaj štih. Baci kartu {queen}.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>Sjever izlazi s kartom {ace}. Kad se igra adut, moraš staviti jači adut ako možeš, čak i preko partnera. Tvoja devetka {nine} jača je od asa: igraj je.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>Svi su ostali aduti odigrani; ostala je samo tvoja desetka {ten}. Tvoj as {ace} najjača je karta u trefu: izađi s njim, nitko ga ne može nadjačati.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>U ovoj lekciji izađi s kartom {ace}.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>Kad su as i desetka trefa izašli, tvoj kralj {king} postaje glavni tref: izađi s njim.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>U ovoj lekciji izađi s kartom {king}.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>Zadnji štih: igraj svoju desetku {ten}. Tko nosi zadnji štih, dobiva još 10 bodova (dix de der).</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Igraj kartu {card}.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>Vježbovno dijeljenje je završeno.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>Pričekaj: ostali igrači još nisu završili.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Dobro odigrano.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>To je dopušteno, ali ova lekcija traži drugi potez.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>Dijeljenje je završeno. Evo kako je bodovano:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>Klasični belot: okrenuta karta, zvanja, bela</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>Da je tvoja ekipa osvojila manje od Istoka i Zapada, pali biste: oni bi dobili sve bodove ({total}). To je cijela igra: dijeljenje za dijeljenjem, dok neka ekipa ne dosegne {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>Dobro došli u La Coinche! Ne okreće se karta: svi drže svih osam karata, a licitira se u bodovima. Zvanje je broj od 80 do 160 i adut (ili bez aduta, ili sve adut): bodovi koje se tvoja ekipa obvezuje uzeti. Zapad je rekao „dalje“. Imaš {j} i {n}, dva najjača aduta, {k} i {q} (belu, 20 bodova koji se računaju za ugovor) te {a}: zovi 100 u hercu.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>Za ovu lekciju zovi 100 u hercu.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>Tvoja se ekipa obvezuje uzeti 100 bodova s hercom kao adutom. Svako sljedeće zvanje mora biti više.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>Zapad je rekao „Kontra!“: kladi se da ćeš pasti, i ugovor se sada računa dvostruko. Ako ga ispuniš, tvoja ekipa upisuje svoje bodove i još dvaput 100; ako padneš, Istok i Zapad upisuju 160 i još dvaput 100. Možeš reći rekontra (četverostruko), čime licitacija završava, ili „dalje“. Za ovu lekciju reci „dalje“: ugovor se igra s kontrom.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>Za ovu lekciju reci „dalje“: ugovor se igra s kontrom.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>Nakon kontre nitko više ne može zvati. Ugovor je 100 u hercu s kontrom, a izlazi Zapad.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>Odnio si štih svojom kartom {ten}. Sad izvuci adute: izađi s kartom {jack}, najjačim adutom. Kad drugi ostanu bez aduta, tvoji su asovi sigurni.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>Za ovu lekciju izađi s kartom {jack}.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>Izađi s kartom {queen}: budući da ti je {king} još u ruci, kažeš „Bela“. U La Coinche se 20 bodova bele računa za ugovor.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>Bela! Zapadov as nosi ovaj štih, ali tvoj će kralj nositi zadnji.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>U La Coinche ekipa koja je uzela ugovor mora doseći svoje zvanje i više od pola bodova. Uspjelo je: tvoji bodovi i zvanje, udvostručeno kontrom. Dijeljenje za dijeljenjem, prva ekipa koja dosegne {target} pobjeđuje.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>La Coinche: licitiranje u bodovima, kontra</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>Dobro došli u bugarski belot! Imaš pet karata; još tri stižu nakon licitacije. Svako zvanje mora biti više od prethodnog: tref, karo, herc, pik, bez aduta, sve adut. Zapad je zvao karo. S kartama {j}, {n} i {k} zovi herc: viši je od kara.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>Za ovu lekciju zovi herc.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>Herc ostaje ako nitko ne zove više; tri puta „dalje“ završavaju licitaciju. Zatim svaki igrač dobiva još tri karte.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>Stigle su tvoje tri nove karte. {k}, {q} i {j} čine tercu, 20 bodova, a kralj, dama i dečko herc još jednu. Zvanja se prijavljuju u prvom štihu, prije tvoje karte: prijavi ih.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>Samo ekipa s najboljim nizom upisuje svoje nizove, i to samo ako nosi štih.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>Zapad je izašao s kartom {ace}. Nemaš karo, pa moraš sjeći. Igraj kartu {queen}: budući da imaš i aduta {king}, prijavljuješ belot, 20 bodova.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>Ovdje je dopušten svaki adut, ali za ovu lekciju igraj kartu {queen} da prijaviš belot.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>Belot! Tvoj adut nosi štih.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>Ti izlaziš: igraj kartu {jack}, najjači adut, da izvučeš adute protivnika.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>Zadnji štih: nosi ga tvoj {king}, a s njim i 10 bodova. Uzet ćeš sve štihove: valat.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>Bugarski belot broji se u bodovima partije: desetina bodova, zaokružena (u ugovoru s bojom ostatak veći od 6 zaokružuje se naviše), a valat dodaje 9. Oni koji su zvali moraju uzeti više od druge ekipe, inače druga ekipa uzima sve. Prva ekipa koja prijeđe {target} dobiva partiju.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>Bugarski belot: licitacija ugovora, bodovi partije</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>Dobro došli u Baloot! Imaš pet karata, a {turned} je okrenuta. U prvom krugu možeš reći Hokum, s bojom okrenute karte kao adutom, ili Sun, bez aduta, koji jača od svakog Hokuma. Zapad je rekao „dalje“. S kartama {j} i {n}, dva najjača aduta, reci Hokum u hercu: {turned} bit će tvoja.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>Za ovu lekciju reci Hokum u hercu: tvoji dečko i devetka najjači su aduti.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>Hokum u hercu. Drugi još mogu reći Sun preko njega.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>Nitko nije rekao Sun. Kao onaj koji je zvao Hokum, možeš ga zadržati („dalje“) ili ga sam pretvoriti u Sun. Tvoja je snaga u adutima: reci „dalje“ i zadrži Hokum.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>Za ovu lekciju reci „dalje“: u Sunu bi tvoji dečko i devetka herc bili slabe karte.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>Hokum ostaje, osim ako se drugi ne popnu ljestvama udvostručavanja.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>Istok je rekao Dabl: dijeljenje se sada računa dvostruko. To su ljestve udvostručavanja: tvoja ekipa može odgovoriti Sri (trostruko), Istok i Zapad For, a tvoja ekipa Gahva, čime se cijela igra odlučuje u ovom dijeljenju. Tvoj je partner rekao „dalje“; karte su ti jake: reci Sri.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>Za ovu lekciju odgovori sa Sri.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>Sri! Ako Istok i Zapad ne kažu For, dijeljenje se računa trostruko.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>Uzeo si kartu {turned} i još dvije. U Balootu izlazi onaj koji je uzeo ugovor. Dok je ugovor udvostručen, ne smiješ izaći s adutom dok imaš drugu boju: izađi s kartom {ace}.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>Istok izlazi s kartom {led}, a štih drži Zapad. Nemaš karo, pa moraš sjeći: ovdje pobjeđuje bilo koji adut, zato čuvaj jake i igraj kartu {seven}.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>Ovdje pobjeđuje bilo koji adut; za ovu lekciju čuvaj jake adute i igraj kartu {seven}.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>Baloot se broji u bodovima dijeljenja: u Hokumu desetina bodova karata (pola ili manje zaokružuje se naniže), projekti jednako, a sve se množi ljestvama. Oni koji su uzeli ugovor trebaju više bodova dijeljenja od drugih. Prva ekipa koja dosegne {target} dobiva partiju.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>Baloot: Hokum i Sun, ljestve udvostručavanja</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>Dobro došli u Tarabish! 36 karata: šest u ruci i tri licem dolje u tvom talonu, koje nitko nije vidio. Ne okreće se karta: redom, od djeliteljeve lijeve strane, svatko zove aduta ili kaže „dalje“. Zapad, Sjever i Istok rekli su „dalje“, a ti dijeliš: djelitelj mora zvati boju. S kartama {j}, {n} i {a} zovi pik.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>Za ovu lekciju zovi pik: dečko i devetka najjači su aduti.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>Pik je adut. Sada svatko uzima svoj talon.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>Talon ti je donio {k}, {q} i {t}. As, kralj, dama i dečko pik čine niz od četiri, pedeset (50 bodova); kralj i dama aduta su bella. Prijavi svoj niz prije prve karte.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>Tvoje pedeset jače je od Istokovih dvadeset: nizove upisuje samo igrač s najboljim nizom.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>Nemaš tref, pa moraš sjeći. Igraj kartu {queen}; kad poslije odigraš kartu {king}, kažeš „Bella“ za još 20 bodova.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>Za ovu lekciju igraj kartu {queen}.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>Ti izlaziš: igraj kartu {jack}, najjači adut, da izvučeš adute ostalih.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>Sjever izlazi s kartom {ace}: odgovori na boju kartom {king}. U Tarabishu te partner ne oslobađa ničega: da nemaš herc, morao bi sjeći iako štih drži Sjever.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>Za ovu lekciju igraj kartu {king}.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>U Tarabishu oni koji su zvali aduta moraju uzeti više od pola bodova; točno pola, ne upisuju ništa; manje, bate: druga ekipa uzima sve bodove. Prva ekipa koja prijeđe {target} pobjeđuje.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>Tarabish: zvanje aduta redom, talon</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>Dobro došli u Clabber! 24 karte, dijele se jedna po jedna, po šest svakome. Dijelio je Sjever; njegova zadnja karta, {turned}, leži licem gore: predlaže aduta i ostaje njegova. Od djeliteljeve lijeve strane svatko kaže „Igram“ (herc postaje adut) ili „dalje“, ali prihvatiti se smije samo boja koju imaš. Istok je rekao „dalje“. Imaš {n} i {a} herc: reci „Igram“.</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>Za ovu lekciju reci „Igram“: tvoji devetka i as herc i Sjeverov dečko čine herc bojom tvoje strane.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>Herc je adut. Nitko ne dobiva više karata: igraš sa šest koje držiš.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>Istok je izašao s kartom {king}. Prije prve karte možeš prijaviti kombinacije: {a}, {k} i {q} čine niz od tri, dad, vrijedan 20. Prijavi ga.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>Samo strana s najboljom kombinacijom upisuje svoje kombinacije.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>Nemaš karo, pa moraš sjeći. Igraj kartu {nine}: u adutu je devetka jača od asa.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>Za ovu lekciju sijeci kartom {nine}.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>Nosio si štih. Izađi s kartom {ace}: kad se igra adut, svatko mora staviti jači ako može, a Sjever drži {jack}, okrenutu kartu, koja je jača od svakog aduta.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>Zadnji štih: nosi ga tvoj {ace}, a s njim i 10 bodova.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>U Clabberu strana koja je izabrala aduta mora uzeti više od druge; inače je set i ne upisuje ništa. Prva strana koja prijeđe {target} pobjeđuje.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>Clabber: djeliteljeva karta predlaže aduta</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>Dobro došli u Belote Découverte! Dva igrača, bez karata u ruci: svaki na stolu ima dva reda karata licem dolje, a na svakoj jednu kartu licem gore. Ti si dijelio, a tvoja zadnja otvorena karta, {turned}, predlaže aduta; ostaje tvoja. Sjever je rekao „dalje“. Tvoje otvorene karte jake su u hercu: zovi.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>Za ovu lekciju zovi herc: tvoj je dečko najjači adut.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>Herc je adut. Izlazi Sjever, koji nije dijelio.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>Igraš samo svoje otvorene karte. Sjever je izašao s kartom {ace}: odgovori na boju kartom {ten}, jedinim trefom koji se vidi. Nakon štiha karta ispod nje okreće se licem gore, pa je možeš igrati poslije.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>Nitko, pa ni ti, nije znao kartu ispod nje: gledaj kako se okreće.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>Sjever izlazi s kartom {led}. Nemaš vidljiv tref, pa moraš sjeći: igraj kartu {queen}.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>Za ovu lekciju sijeci kartom {queen}.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>Izađi s kartom {jack}, najjačim adutom: Sjever je vidi jednako kao ti, ali je ne može nadjačati.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>Zadnji štih: igraj kartu {jack}. Nosi ga Sjeverov {king}, a s njim i još 10 bodova.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>Šesnaest štihova, bez zvanja, bez bele. Onaj koji je zvao treba više od pola od 162 boda, inače protivnik upisuje sve. Prvi koji dosegne {target} pobjeđuje.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>Belote Découverte: igra s kartama na stolu</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>Dobro došli u belot za tri igrača! 24 karte, od devetke do asa, i bez partnera: Istok i Zapad igraju svaki za sebe, a tako i ti. Ti govoriš prvi. Zvanja rastu kao u bugarskom belotu: tref, karo, herc, pik, bez aduta, sve adut; dva puta „dalje“ završavaju licitaciju. S kartama {j}, {n} i {a} zovi pik.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>Za ovu lekciju zovi pik.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>Ako oba druga igrača kažu „dalje“, igraš pik sam protiv dvojice.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>Tvoje tri nove karte su {q}, {k} i {a}: as, kralj, dama i dečko pik čine kvartu, 50 bodova, a kralj i dama aduta belot. Prijavi prije prve karte.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>Tko govori prvi, prvi i izlazi. Izađi s kartom {king}: adute čuvaš za poslije.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>Istok izlazi s kartom {ace}. Nemaš herc: sijeci svojom kartom {nine}. Bez partnera za stolom svaki je štih tvoj da ga dobiješ ili izgubiš.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>Sam, onaj koji je zvao mora uzeti više od svakog od ostalih; ako padne, oni dijele njegove bodove. Bodovi postaju bodovi partije, desetina zaokružena, kao u bugarskom belotu, a prvi koji prijeđe {target} pobjeđuje.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>Belot za tri: svatko za sebe</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>Određivanje aduta</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Zvanja</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Odgovaranje na boju</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>Izlazak s adutom</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>Sječenje i bela</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>Štih drži partner</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Igra se adut: idi jače</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>Glavne karte</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Zadnji štih</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Tvoja karta</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>Licitiranje u bodovima</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>Zvanje ugovora</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>Hokum ili Sun</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Ljestve udvostručavanja</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>Zvanje aduta</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>Talon i tvoji nizovi</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karte na stolu</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>Svatko za sebe</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Vodič</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Igraj pravu igru</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Napusti vodič</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>Vodič: bravo!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>Vodič, lekcija {n} od {total}: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>Gledaj ostale igrače…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>Pritisni D (ili klikni „Prijavi zvanja”) za prijavu.</translation>
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
        <translation>Pilota</translation>
    </message>
    <message>
        <source>Tarabish</source>
        <translation>Tarabish</translation>
    </message>
    <message>
        <source>Belote Découverte</source>
        <comment>a French game: kept in French</comment>
        <translation>Belote Découverte</translation>
    </message>
    <message>
        <source>Bidding Belote</source>
        <comment>Belote à l&apos;annonce</comment>
        <translation>Belota s licitacijom</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>Bugarski belot</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>Belot za 3 igrača</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>Belot za 2 igrača</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>Belot za 2 igrača s otvorenim kartama</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>Francuska nacionalna igra: zovi boju okrenute karte ili neku drugu; igra se do 1000 bodova.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>Licitiraj od 80 do 160 ili štiglju, u boji, bez aduta ili sve adut; kontra udvostručuje; igra se do 2000 bodova.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>Contrée francuskog saveza: ugovori samo u boji, zvanja, kontra udvostručuje cijeli rezultat; 2000 bodova.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>Američki jass: 24 karte podijeljene jedna po jedna u smjeru kazaljke na satu, djeliteljeva zadnja karta okrenuta; „Igram“ ili zovite boju koju imate; mule i nizovi; 500 bodova.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>Bela Saudijske Arabije i Zaljeva: Sun, Hokum ili Aškal, ljestvica udvostručenja do Gahve, projekti; 152 boda.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>Igra s Cipra: licitira se od 80 naviše uz boju, „dalje“ je konačno; zvanja; bodovi partije su bodovi bez zadnje znamenke; igra se do 162.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>Igra s Cape Bretona: 36 karata, u smjeru kazaljke na satu; adut se zove redom, djelitelj mora; nizovi i bella; 500 bodova.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>Dva igrača, sve karte na stolu: otvorene karte na skrivenima; 16 štihova; 1000 bodova.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>Zovite tref, karo, herc, pik, bez aduta ili sve adut; kontra, rekontra ili igra za meč; obje ekipe upisuju svoja zvanja; 151 bod partije.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>Zovite tref, karo, herc, pik, bez aduta ili sve adute; kontra i rekontra; zvanja u prvom štihu; 151 bod partije.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>Bugarski belot za troje, svatko za sebe, s 24 karte (od devetke do asa); 151 bod partije.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>Bugarski belot za dvoje s 24 karte: po 9 svakome, šest se nikad ne dijeli; 151 bod partije.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>Bugarski belot za dvoje s 32 karte: svatko ima ruku i osam karata na stolu, otvorene na pokrivenima; 151 bod partije.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>Belot (klasični)</translation>
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
        <translation>jednostavna pravila i pokoja nasumična karta.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>iskustvena pravila: broji adute, igra glavne karte.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>prije svake karte isproba mnogo mogućih rasporeda karata.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>pretražuje kao Stručnjak, a zatim točno rješava zadnje štihove.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Dobro došli</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>Dobro došli u Belote Desktop!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>Igrajte belot protiv računala: vaš partner sjedi nasuprot vama, protivnici lijevo i desno. Karte koje smijete igrati se ističu, a svaka karta koju ne smijete igrati kaže zašto.

Tek upoznajete igru? Vodič vas za nekoliko minuta provede kroz prvo dijeljenje sa zadanim kartama.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>&amp;Razina računalnih igrača</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>Počni s &amp;vodičem</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Podijeli karte</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>Ova dobrodošlica prikazuje se samo jednom. Sve ovdje može se kasnije promijeniti: Igra &gt; Nova igra, Pomoć &gt; Vodič, Postavke &gt; Mogućnosti.</translation>
    </message>
</context>
</TS>
