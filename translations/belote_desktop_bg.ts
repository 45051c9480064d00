<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg_BG">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>{app} се разпространява под {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>Правила, компютърни играчи, книга с правилата и обучение: разработчиците на Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>Лицата и гърбовете на картите и масата се рисуват от самата програма; звуците се синтезират в кода. Нито една картина или звук не е взет отнякъде другаде.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>Правилата следват публикуваните правила на всяка игра; където източниците се разминават, изборът е настройка в прозореца „Нова игра“.</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>Преводи: френски, български, арабски, гръцки, хърватски и руски.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лиценз</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Благодарности</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Създадено с</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>За {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версия {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>Белот и неговото семейство игри с карти, без интернет, с правилата обяснени по време на игра.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>Валат</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>{call} {suit}</source>
        <translation>{call} {suit}</translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation>Вземам {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation>Контра!</translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation>Реконтра!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Обявявам</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>Още няма обява: може да се обяви всякакъв договор.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>Текуща обява: {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}, {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Вашата обява</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>Всяка карта участва само в един анонс: обявете {first} или {second}, но не и двете.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>Предварително избрано: {usual}, защото носи повече ({first} срещу {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>И двата варианта носят {first}; предварително избрано: {usual}, защото е по-старши анонс.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>Каретата и поредиците се сравняват отделно: другият вариант може да се окаже този, който никой не бие.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>Не обявихте анонса си ({melds}): анонсите се обявяват преди първата ви карта.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>Какво означава този избор</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>Можете да обявите анонс</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>&amp;Обяви {melds}</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>Обяви вместо това {melds}</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Обяви</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>или играйте карта, без да обявявате</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>Стойност на обявата: {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid}: {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>Обяви капо на {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>Обяви {value} на {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>Втори кръг: изберете коз или кажете пас</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>Обърнатата карта е {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>„{call}“ с {card}?</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>Вземате ли {card}?</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>Коз ще бъде {suit}.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>Всички казаха пас: трябва да обявите коз</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>Обявете коз или пас</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>Вашите {count} карти с лицето надолу се вземат, щом козът бъде обявен.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <source>{call} {symbol}</source>
        <translation>{call} {symbol}</translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation>&amp;Вземи {symbol}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Вашата обява</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>Още няма обява: започнете от {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>Най-висока: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>По-ниска обява</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>По-висока обява</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Обяви</translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation>&amp;Контра (X)</translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation>&amp;Реконтра (R)</translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation>&amp;Обяви {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Обяви</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>Съвет: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>Запазвате ли Хокума си, или го вдигате на Сън?</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>Втори кръг: Хокум в друга боя, Сън или пас</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>Хокум, Сън или пас?</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>В сила: {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Стълбата на удвояванията</translation>
    </message>
    <message>
        <source>{call}, or pass?</source>
        <translation>{call} или пас?</translation>
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
        <translation>Какво знаеше {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>Изиграна карта: {card}. Преди този ход {player} не виждаше тези карти. За всяка от тях — вероятността, която е давал на всеки играч да я държи; играчът, който наистина я е държал, е отбелязан с ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>Изведено само от собствената му гледна точка чрез модел, научен от много раздавания: какво показа играта (цвят, на който не е отговорено, коз, който не е изигран), какво е казал всеки играч при обявяването, кой какво е изиграл първи, на какво е отговорил и какво е изхвърлил.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>Изведено само от собствената му гледна точка: какво показа играта (цвят, на който не е отговорено, коз, който не е изигран), после какво е казал всеки играч при обявяването и доколко всяко възможно разпределение обяснява избраните от тях карти.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>Изведено само от собствената му гледна точка: какво показа играта (цвят, на който не е отговорено, коз, който не е изигран). На това ниво компютърният играч не отчита нищо повече.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>Колкото по-дълга е синята лента, толкова по-сигурен е бил компютърният играч; златната рамка (●) показва къде наистина е била картата.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Не е раздадена</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>Вероятности за всеки играч</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>шестица</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>седмица</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>осмица</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>деветка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десетка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>вале</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>поп</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>асо</translation>
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
        <translation>спатия</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>купа</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>пика</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>без коз</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>всичко коз</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation>БК</translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation>ВК</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>The Master on the same cards</source>
        <translation>Майсторът със същите карти</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>Майсторът играе на вашето място със същите карти, срещу същите компютърни играчи…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>Сравнението е в ход</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>Сравнението не можа да се направи: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>Със същите карти, срещу същите компютърни играчи:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Вашият резултат е {mine}; с Майстора на вашето място никой не взе, картите се хвърлиха и никой не получи точки ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Вашият резултат е {mine}; този на Майстора е {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>Вашето раздаване</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>Раздаването на Майстора</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>{side}: вашият резултат е {mine}; с Майстора на вашето място никой не взе, картите се хвърлиха и никой не получи точки ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>{side}: вашият резултат е {mine}; този на Майстора е {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>Майсторът взе всяко решение като вас.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Ръка {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>При обявяването</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}: вие избрахте {mine}; Майсторът избра {master}. След това всички казаха пас: картите се хвърлиха и не се изигра нито една карта.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}: вие избрахте {mine}; Майсторът избра {master}. Оттам нататък раздаванията се различават.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>С Майстора играта обяви вашето място.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>С Майстора играта обяви партньорът ви {player}.</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>С Майстора играта обяви {player}.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>Раздаването на Майстора донесе на вашия отбор повече точки от вашето – с %n.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>Вашето раздаване донесе на вашия отбор повече точки от това на Майстора – с %n.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>И двете раздавания донесоха на вашия отбор {points}; другата страна записа {mine} във вашето и {master} в това на Майстора.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>И двете раздавания донесоха на вашия отбор {points}.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} от {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>Оценяване на решенията ви…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>Решенията ви не можаха да бъдат оценени.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>Според изчисленията на Съвета изборът ви {mine} тук беше скъп: струваше средно около {points}, както показва и прегледът.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>Според изчисленията на Съвета изборът ви {mine} тук средно не струваше нищо: прегледът не го отбелязва.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>Средно е равно: според изчисленията на Съвета {mine} и {master} водят до почти еднакъв резултат, така че тази разлика средно не струваше нищо и прегледът не я отбелязва.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>Според изчисленията на Съвета изборът ви {mine} тук беше по-добрият ({master} носи средно с около {points} по-малко): тази разлика не ви струваше нищо.</translation>
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
        <translation>{player} — {what}</translation>
    </message>
    <message>
        <source>{contract}, {ladder}</source>
        <comment>Baloot: the doubling step</comment>
        <translation>{contract}, {ladder}</translation>
    </message>
    <message>
        <source>{value}, {strain}, by {player}</source>
        <comment>for a screen reader</comment>
        <translation>{value}, {strain}, от {player}</translation>
    </message>
    <message>
        <source>{contract}, {word}</source>
        <translation>{contract}, {word}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, контра</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, реконтра</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code, such as 00400-00072-B.</source>
        <translation>Въведете или поставете код на раздаване, например 00400-00072-B.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>„{character}“ не се среща в кодовете на раздавания: те съдържат само цифри и латинските букви от A до Z без I, L, O и U.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>Този код сочи игра, която тази версия не познава: проверете първия му знак или кодът може би е от по-нова версия.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>Вторият знак на този код е грешен или кодът е от по-нова версия.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>Кодът е твърде кратък: липсва един знак.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>Кодът за тази игра има {expected} знака (без тиретата); този има {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>Контролните знаци в края не съвпадат: някой знак е сгрешен или два са разменени.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>Опциите на правилата в този код не дават игра, която тази версия може да играе.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>Няма раздаване с този номер.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>Ръка</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>Прикуп (взима се след обявяването)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>Маса, с лицето надолу</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>Маса, с лицето нагоре</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>След обявяването</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Обърната карта</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>Тестето, раздавано след обявяването (по ред)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Нераздадени</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>Още неразпределени карти</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>Раздава се с лицето надолу; притежателят го взима след обявяването</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>Никой не вижда тези карти, докато картата отгоре не бъде изиграна</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>Всяка открита карта лежи върху закритата карта от своята колона (първата върху първата)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>Картите, раздавани след обявяването, от горната част на тестето: кой ги получава зависи от това кой печели обявата</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>Картите, които този играч получава след обявяването</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>Картите, които остават извън това раздаване</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}: {have} от {need} карти (липсват {n}).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}: {have} карти, нужни са {need} ({n} в повече).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>Изберете кой играе обявата.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>В тази игра не може да се играе обява в този цвят.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>Обявите в тази игра не могат да имат тази стойност.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>Всички карти са разпределени.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>Редактор на раздавания</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Раздаващ:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Обява:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>Карти за разпределяне</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>Раздай ост&amp;аналите случайно</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>Допълва всяка непълна зона с разбъркани неразпределени карти; пълните зони остават</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Из&amp;чисти</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Експортирай…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>Запазва раздаването във файл, за да го споделите</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Игра&amp;й</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>Изиграйте раздаването срещу компютъра (тренировъчно раздаване: не се брои в статистиката)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Играч с обявата</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Коз</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стойност</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>Обявяване както обикновено</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>Зададена обява (без обявяване)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>Останалата част от тестето</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>Въведете карти: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need}):</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… и още {n}.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Готово за игра.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>Още неразпределени карти: {n}. Плъзнете карта до ред или щракнете двукратно върху нея, за да попълните първия непълен ред.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>Изберете игра и раздаващ, след това раздайте картите на играчите: плъзнете ги от „Карти за разпределяне“, въведете ги в ред (7C 10H JS AD …) или натиснете „Раздай останалите случайно“. Играта започва, когато всеки ред има всичките си карти.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>Готово за игра. Последната карта на раздаващия, {card}, е обърнатата карта.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>Експортиране на раздаването</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} е въведена два пъти.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>редактора на раздавания</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>Това не е файл с раздаване: той трябва да започва с реда „belote-deal 1“.</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>Този файл с раздаване е записан от по-нова версия на играта (формат {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файлът е празен.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Файлът не е текст (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>Файлът е твърде голям, за да е файл с раздаване.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Файлът не може да бъде прочетен: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>Всеки ред е „име: стойност“, а на този липсва двоеточие.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>„{key}“ не е ред от файл с раздаване.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>„{key}“ вече е зададено на ред {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>Частта „{section}:“ не е на мястото си: обявяването е преди играта.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>Липсва редът „{key}:“.</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>Файлът не назовава карти, нито начално число (seed), от което да се разбъркат.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>„{game}“ не е игра, която тази програма познава.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>Тази опция на правилата не може да се използва: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>„{word}“ не е място на масата (местата са {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>Началното число (seed) е число или кратък текст.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>Дай {expected} цели числа, по един резултат за всеки отбор.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>„{word}“ не е карта (пиши 7C, 10H, JS, AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>{card} не е в тестето на тази игра.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>{card} вече е назована на ред {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} карти там, където тази игра раздава {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>Тази игра не раздава карти там.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>В тази игра обърнатата карта е една от картите на раздаващия: назови я и там.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>{card} не е последната карта на реда „{key}:“ (ред {line}): обърнатата карта се раздава на раздаващия последна, затова я напишете последна там.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>Дай или тестето, или картите след обявяването, не и двете.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>Картите след обявяването изискват обявяване, което завършва с игра.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>Тези карти не могат да бъдат раздадени в тази игра: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>„{move}“ не е ход.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Ред е на {expected}, не на {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>Обявяването вече е приключило: следва играта.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>Обявяването още не е приключило.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>Раздаването вече е приключило.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Ред {line}: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>{player} не може да изиграе хода „{move}“ тук.</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>Как е точкувано раздаването</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Следващо раздаване</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>&amp;Анализ на играта</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>Попитайте Експерта кои ваши карти струваха най-много точки в това раздаване</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>Вижте четирите ръце, както са раздадени, и ръцете карта по карта</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Всички казаха пас</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>Картите се събират и следващият играч раздава отново.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>Обявата е изпълнена!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>Противниците изпълниха обявата си</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>Равенство: точките висят</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Обявата пропадна</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>Противниците са вътре!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}: нужни {target}, взети {points}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>Точки за играта: без последната цифра</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>Обява ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последна ръка</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>Без ръка: анонсите се губят</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>Собствените точки на всяка страна</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>Всички точки от картите</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>Всички анонси</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>Дял от точките на играча с обявата</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>Контра ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>Обявен валат</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>Пропаднала обява</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>Пропаднал обявен валат</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>Точки (÷ 10, граница {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Точки за играта</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>Изгубени точки на обявилите</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>Валат</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <translation>Киртик</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Общо</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки от раздаването</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Точки от раздаването</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>Записани точки</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Точки за раздаването</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>Но&amp;ва игра</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>П&amp;реглед на раздаването</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Изиграй това раз&amp;даване отново</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>Същите карти отново, от началото или от дадена ръка (не се брои в статистиката)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>Сравни с &amp;Майстора</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>Майсторът играе на вашето място със същите карти срещу същите компютърни играчи: двата резултата и мястото, където пътищата ви се разделят</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>Картите се размесват и се раздават отново от същия раздаващ.</translation>
    </message>
    <message>
        <source>{word}! {headline}</source>
        <translation>{word}! {headline}</translation>
    </message>
    <message>
        <source>{capot} by {team}!</source>
        <translation>{capot} — {team}!</translation>
    </message>
    <message>
        <source>Match: {us} – {them}   (playing to {target})</source>
        <translation>Игра: {us} – {them}   (до {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>Игра: {scores}   (до {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>висящи точки: {points}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Спечелихте играта!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Играта завърши наравно</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Противниците печелят играта</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>Обратно към моята &amp;игра</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>Покажи &amp;прегледа</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>В играта възникна грешка:
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>Играта ви е запазена: ще ви бъде предложена при следващото стартиране.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>Можете да продължите да играете. Ако масата изглежда неправилно, излезте и стартирайте играта отново.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>Подробностите са записани в журналния файл:
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Подробностите не можаха да бъдат записани в журнален файл.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Неочаквана грешка</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>спатия</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>каро</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>купа</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>пика</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>без коз</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>всичко коз</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>четири шестици</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>четири седмици</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>четири осмици</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>четири деветки</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>четири десетки</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>четири валета</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>четири дами</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>четири попа</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>четири аса</translation>
    </message>
    <message>
        <source>{name}: {carre} ({points})</source>
        <translation>{name}: {carre} ({points})</translation>
    </message>
    <message>
        <source>{name} to the {card} ({points})</source>
        <translation>{name} до {card} ({points})</translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation>{carre} ({points})</translation>
    </message>
    <message>
        <source>a twenty to the {card} ({points})</source>
        <translation>двайсет до {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>петдесет до {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>терца до {card} ({points})</translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation>кварта до {card} ({points})</translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation>квинта до {card} ({points})</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation> и </translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Север–Юг</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Изток–Запад</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>Срещу вече обявените анонси {best} ви носи повече.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>Срещу вече обявените анонси {best} носи повече на вашата страна.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}: равен на най-силния анонс на {who}, а равните анонси се анулират: никой не ги записва.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}: равен на най-силния анонс на {who}, а равните анонси се анулират: вие записвате {mine}, {who} — нищо.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}: равен на най-силния анонс на {who}, а равните анонси се анулират: вашата страна записва {mine}, {who} — нищо.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}: бие анонсите на {who}, така че се записват само вашите ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}: бие анонсите на {who}, така че се записват само анонсите на вашата страна ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: записвате {mine}, но анонсите на {who} също се записват: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: вашата страна записва {mine}, но анонсите на {who} също се записват: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}: губи от {theirs} на {who}, така че се записват само анонсите на {who}.</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>Трябва да отговорите на {suit} и, ако можете, да биете {best} на {player}: играйте {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>Трябва да отговорите на {suit}: още имате {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>Когато имате {suit}, трябва да отговорите на цвета.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>Трябва да цакате: нямате {led}, а имате козове. В ръката вече е {best} на {player}, затова сложете по-силен коз, ако можете ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>Трябва да цакате: нямате {led}, а имате козове ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>Трябва да цакате: нямате {led}, а имате {trump} — козовия цвят.</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>Трябва да надцакате, дори партньора си: в момента ръката взема {best} на {player}, а вие имате по-силен коз ({cards}). В тази игра това, че партньорът ви взема ръката, не ви освобождава.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>Трябва да надцакате: в момента ръката взема {best} на {player}, а вие имате по-силен коз ({cards}).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>Всичко коз: във всеки цвят трябва да качите над най-силната изиграна карта, ако можете. В момента ръката взема {best} на {player}, а вие имате {cards}.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>Първата карта е коз: трябва да качите с по-силен коз, дори над {best} на партньора си (имате {cards}).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>Първата карта е коз: трябва да сложите по-силен коз от {best} на {player} (имате {cards}).</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>Договорът е контриран и това заключва козовете: не можете да излезете с {trump}, докато имате карта от друга боя.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>Излезте с една от тези карти: {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Нямате {card}.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>Тази игра свърши: започнете нова, за да играете отново.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>Козът още не е избран: първо обявете или кажете пас; картите се играят след това.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>Наддаването приключи: време е да изиграете карта.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>В първия кръг можете само да вземете цвета на обърнатата карта ({suit}) или да кажете пас. Друг цвят може да се избере във втория кръг, ако всички кажат пас.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>Всички останали казаха пас: раздаващият трябва да обяви игра. Само ръка за {limit} точки или по-малко може да каже пас и да отмени раздаването; тази е за {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>Другите трима играчи казаха пас: раздаващият трябва да обяви коз, не може да каже пас.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>В първия кръг всички отказаха {suit}: във втория кръг изберете друг цвят или кажете пас.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>Нямате {suit}: да играете в боя, който нямате, би било ренонс, затова играта не го позволява. Пасувайте или изберете боя, която имате.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>Няма нищо по-високо от обява валат: можете само да кажете пас или да дадете контра.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>Всяка обява трябва да е по-висока от предишната: обявете поне {minimum}.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>Обявите са от {low} до {high} през {step}: {value} не е сред тях.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>В тази игра не може да се обявява валат.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>В тази игра не може да се обявява {strain}.</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>Казахте пас, а в тази игра пасът е окончателен: не можете да обявявате отново в това раздаване.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>След контра никой не може да обявява повече: кажете пас или дайте реконтра, ако контрата е на обявата на вашия отбор.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>Не можете да дадете контра на обявата на собствения си отбор: контра дават само противниците на обявилия най-високо.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>Тази обява вече е с контра.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>Още няма обява, на която да се даде контра.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>Реконтра може да даде само отборът, чиято обява е получила контра.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>Тази обява вече е с реконтра.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>Можете да дадете реконтра само след като противник е дал контра на обявата на вашия отбор.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>Нямате анонси: анонс е поредица от три или повече карти от един цвят или каре ({carres}).</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>Анонсите се обявяват само в първата ръка, преди да изиграете първата си карта.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>Тази игра се играе без контра и реконтра.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>В тази игра вземате цвят или казвате пас: обяви с точки няма.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>В тази игра обявявате точки в цвят, без коз или всичко коз, или казвате пас.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>В тази игра няма такъв ход.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Този ход не е позволен сега.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>Партньорът ви взема ръката: не е нужно да качвате с по-силен коз (настройка на тази игра).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>Партньорът ви взема ръката: не е нужно да цакате или надцаквате; можете да играете всяка карта.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>Партньорът ви взема ръката: не е нужно да цакате (искан е цвят {suit}, а нямате такъв); можете да играете всяка карта.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>Ако вземете, {suit} става коз и трябва да съберете повече точки от другия играч: повече от {half} от {total}. Иначе сте вътре и другият играч получава всички {total}.</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>отборът ви трябва да събере поне толкова точки, колкото другият отбор</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>отборът ви трябва да събере повече точки от другия отбор (равенството не стига)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>отборът ви трябва да събере повече точки от другия отбор (при равенство точките ви висят до следващото раздаване)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>Ако вземете, {suit} става коз; {duty}, от {total}. Иначе вашият отбор не записва нищо, а другият отбор записва своите точки.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>Ако вземете, {suit} става коз и {duty} (общо {total} в раздаването). Иначе сте вътре и другият отбор получава всички {total}.</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>Вземате обърнатата карта {card} и още {count} карти.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>Обява валат ({strain}): отборът ви трябва да вземе всички ръце. Ако успее, получава {made}; ако не — другият отбор получава {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>Обява {value} {strain}: отборът ви трябва да събере поне {value} точки ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>Обява {value} {strain}: отборът ви трябва да събере поне {value} точки и повече от половината ({half} от {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>Изпълнена: всеки отбор записва своите точки. Пропаднала: другият отбор записва всички точки от раздаването.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>При успех: вашите точки плюс {value}. При неуспех другият отбор получава {failed} плюс {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>Раздаването съдържа само {total} точки при {strain}, затова тази обява никога не може да бъде изпълнена, дори ако вземете всички взятки.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>Без коз: нито един цвят не цака и всички цветове са в обикновения ред.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>Всичко коз: всеки цвят има реда и стойностите на коз и никоя карта не цака.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Обявата е с контра: резултатът на отбора, спечелил обявата, се удвоява (при изпълнение — точките от картите, анонсите и обявата на обявилите; при пропадане — основата на защитниците и обявата), но никога белотът.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Обявата е с реконтра: резултатът на отбора, спечелил обявата, се брои {times} пъти (при изпълнение — точките от картите, анонсите и обявата на обявилите; при пропадане — основата на защитниците и обявата), но никога белотът.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>Пас: оставяте обърнатия цвят на другите. Ако всички кажат пас, във втори кръг всеки играч може да избере друг цвят.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>Пас: ако всички пасуват отново, картите се хвърлят и същият раздаващ раздава пак.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>Пас: ако всички отново кажат пас, картите се хвърлят и раздава следващият.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>Пас: в тази игра пасът е окончателен, няма да обявявате отново в това раздаване. Когато всички останали кажат пас след обява, наддаването свършва; ако и четиримата кажат пас, картите се хвърлят.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>Пас: не обявявате по-високо. Три поредни паса след обява приключват наддаването.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>Пас: ако и четиримата кажат пас без нито една обява, картите се хвърлят.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>Контра: залагате, че обявилите ще останат вътре. Стойността на обявата се удвоява, който и да спечели; нови обяви не може да следват.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>Реконтра: отборът ви, получил контра, отговаря, че ще изпълни обявата: тя се брои четирикратно. Наддаването приключва.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>Обявете поредиците си сега, преди първата си карта; те се броят само ако имате най-добрата поредица на масата.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>Обявете комбинациите си сега, преди първата си карта; поредиците и каретата се сравняват отделно: най-добрата от всеки вид печели.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>Обявете комбинациите си сега, преди първата си карта; те се броят само ако държите най-добрата.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>Обявете анонсите си сега, преди първата си карта; те се броят само ако най-силният анонс е на вашия отбор.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>Обявете анонсите си сега, преди първата си карта; всеки отбор получава своите.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>Обявете {suit} за коз: ставате обявил и отборът ви трябва да вземе повече от половината точки ({total} от карти и последна взятка, плюс поредици и бела). Точно половината е {half}: не записвате нищо, другите – своите точки; по-малко е {bate}: другите записват всичко. Вашите {count} карти с лицето надолу влизат в ръката ви, щом козът бъде обявен.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>Пас: тогава раздаващият, който говори последен, ще трябва да обяви коз.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>Пас: следващият играч може да обяви коз. Ако първите трима играчи кажат пас, раздаващият трябва да обяви.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>„{call}“: {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>Провалът се нарича {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>Може да играете само в боя, която имате.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>броят се картите, последната ръка, анонсите и белотът</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>броят се картите, последната ръка и анонсите</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>броят се картите, последната ръка и белотът</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>броят се картите и последната ръка</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>{player} играе {card}, един от поп и дама коз: с другата карта идва {name}, {points} точки за {team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>{player} казва „{name}“, като играе {card}: поп и дама коз в една ръка, {points} точки за {team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: „Белот“ с {card} — поп и дама от един цвят у един играч. С другата карта идва „Ребелот“ и {points} точки за отбора ({team}), независимо кой печели анонсите.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: „Белот“ с {card} — поп и дама коз у един играч. С другата карта идва „Ребелот“ и {points} точки за отбора ({team}), независимо кой печели анонсите.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>В тази игра попът трябва да се изиграе пръв, за да се брои белотът.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>{player}: „Ребелот“ с {card} — {points} точки за отбора ({team}).</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>Ако този отбор е обявил играта, тези точки се броят и за обявата му.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>{player} обявява {melds}: {points} точки. В тази игра картите на анонса се показват, щом свърши първата ръка.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>Обявявате {melds}: общо {points} точки.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>Анонс — {player}: {melds}, общо {points} точки.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>В тази игра се броят всички анонси: тези точки са за отбора ({team}).</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>Записва само играчът с най-добрата поредица и само своите поредици: петдесет бие двайсет, после по-високата горна карта; при равни поредици печели козовата, иначе никой не записва.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>В тази игра двайсет бие петдесет, както е в някои писани правила.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>Поредиците и каретата се сравняват отделно: играчът с най-добрата поредица записва своите поредици, играчът с най-доброто каре — своите карета.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>Каретата и поредиците се сравняват отделно: отборът с най-силното каре записва всичките си карета, отборът с най-силната поредица — всичките си поредици.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>Между поредици с еднаква стойност печели по-дългата, после по-високата горна карта.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>Равни най-силни поредици на противници се анулират: никой не записва поредици.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>Засега най-силният анонс е вашият: {meld} — отбор {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Само играчът с най-добрия анонс записва анонсите си: първо повече точки, после каре пред поредица, после по-високата горна карта, после поредица в коз.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Само играчът с най-добрия анонс записва анонсите си: първо повече точки, после каре пред поредица, после по-високата горна карта.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Само играчът с най-добрия анонс записва анонсите си: първо повече точки, после каре пред поредица, после по-високата горна карта, после поредица в коз.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Само играчът с най-добрия анонс записва анонсите си: първо повече точки, после каре пред поредица, после по-високата горна карта.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Точки за анонси получава само отборът с най-силния анонс: първо по точки, после каре пред поредица, после по-високата най-горна карта, накрая поредица в коз.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Точки за анонси получава само отборът с най-силния анонс: първо по точки, после каре пред поредица, после по-високата най-горна карта.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Точки за анонси получава само отборът с най-силния анонс: първо по точки, после каре пред поредица, после по-високата най-горна карта, накрая поредица в коз.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Точки за анонси получава само отборът с най-силния анонс: първо по точки, после каре пред поредица, после по-високата най-горна карта.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>Засега най-силен анонс: {meld} — {player}, отбор {team}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between teams&apos; points</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>a team and its points</comment>
        <translation>{team} – {points}</translation>
    </message>
    <message>
        <source>{team} bid capot in {strain}.</source>
        <translation>{team}: обява валат, {strain}.</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>{team}: обява {value} {strain}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>Обявата е с контра: стойността ѝ се удвоява.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>Равни суми ({points} всеки): висящи точки. Защитниците записват своите точки; {held} точки на обявилите чакат и отиват при отбора, спечелил следващото раздаване.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>Обявили: {team}; коз: {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Никой не взе: картите се хвърлят, никой не получава точки и раздава следващият.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>Резултат от раздаването: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>Точки от картите: {points} (общо {total}, от тях {bonus} за последната ръка — {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>{team}: всички ръце — валат! Картите им се броят {score} вместо {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>Анонси: най-силен анонс — {player}, затова се броят само анонсите на този отбор: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>Анонси: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>Отбор без нито една ръка губи анонсите си: {points}.</translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation>Белот и ребелот: {points}.</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation>{team} – {sum}</translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation>Общо: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>Изпълнена: обявата е спечелена.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>Пропаднала: обявилите са вътре.</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>Обявилите ({team}) имат толкова точки, колкото и другият отбор (по {points}): в тази игра това стига. Обявата е изпълнена и всеки отбор записва своите точки.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>Обявилите ({team}) имат повече точки от другия отбор: обявата е изпълнена и всеки отбор записва своите точки.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>Равенство (по {points}): в тази игра обявилите трябва да имат повече, затова са вътре.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>Обявилите ({taker}) имат {t_points}, защитниците ({defence}) — {d_points}: обявилите са вътре.</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>{defence} и {other} са наравно с най-много точки и си поделят всички точки от раздаването и всички анонси: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>Защитниците ({defence}) получават всички точки от раздаването и всички анонси: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>Обявилите ({taker}) са вътре; най-добрият защитаващ се отбор е {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>Обявата е с реконтра: стойността ѝ се брои {times} пъти.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>{team} обявиха {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>Обявен е „Мач“: това раздаване решава цялата игра.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>Обявата е с реконтра.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>Обявата е с контра.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>Всички играчи са ангажирани: който има най-много точки, взема всички точки, а двама наравно с най-много си ги поделят.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>И двамата играчи са ангажирани: който има повече точки, взема всички точки.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>И двата отбора са ангажирани: отборът с повече точки взема всички точки.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>Записва само играчът с повече точки.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>Записва само отборът с повече точки.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>Точките се броят {times} пъти.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Никой не взе: картите се хвърлят, никой не записва и същият раздаващ раздава отново.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>В {game} взелите са {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} взеха всички ръце: {word}! Картите им струват {score} вместо {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>Поредици: {player} имаше най-добрата, затова се броят само неговите поредици: {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word}: {player} имаше най-добрия, затова се броят само тези на неговия отбор: {points}.</translation>
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
        <translation>Най-силните поредици бяха равни и никоя не беше коз: анулират се и никой не записва поредици ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>Най-силните поредици на двете страни бяха равни: анулират се и никой не записва поредици ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>Обявеният валат е изпълнен само ако се вземат всички ръце.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>За да изпълнят обявата, обявилите трябваше да съберат обявеното: {target} точки.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>За да изпълнят обявата, обявилите трябваше да съберат обявеното ({value}) и повече от половината от {total} точки: {target} точки.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>Събрани точки: {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>Обявилият ({player}) има най-много точки: договорът е изпълнен и всеки играч записва своя сбор.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>Равни сборове (по {points}) при контра: двата отбора са задължени, никой не записва и всички точки, {held} ({mp} точки за играта), висят за отбора, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Равни сборове (по {points}): обявилите не записват нищо, защитаващите се записват всички точки от раздаването, двата сбора, а {held} точки ({mp} точки за играта) висят за отбора, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Равен резултат ({points} на отбор): играещите не записват нищо, противниците записват своите точки, а {held} точки ({mp} записани точки) висят за отбора, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>Равенство (по {points}): обявилите трябваше да имат повече. Те не записват нищо, а другият отбор записва само своите точки.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>Обявилите ({taker}) имат по-малко точки от другия отбор: не записват нищо, а другият отбор записва само своите точки.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>Обявилият ({player}) е вътре: {first} и {second} са наравно като най-добри от другите.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>Обявилият ({player}) е вътре: най-добрият от другите беше {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>Точно половината (по {points}): {taker} са {half}. Не записват нищо, а {other} записват своите точки.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>{taker} взеха {t_points}, по-малко от половината: те са {bate}, а {other} записват всички точки от раздаването.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>Записани точки: точките се делят на десет; остатък над {limit} се закръгля нагоре, {limit} или по-малко – надолу: {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>И двата отбора са точно на границата, затова по-малкият резултат се закръгля нагоре, а по-големият – надолу.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>{team} взеха всички ръце: още {points} точки, които никога не се умножават.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>Равни сборове (по {points}) при контра: всички играчи са задължени, никой не записва и всички точки, {held} ({mp} точки за играта), висят за играча, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>Равни сборове (по {points}): обявилият не записва нищо, другите записват своите точки, а {held} точки ({mp} точки за играта) висят за играча, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} губят {points} точки (киртик): обвързани и бити или без нито една ръка.</translation>
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
        <translation>Точките за играта са точките без последната им цифра: {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>И двата отбора имаха 15, затова по-голямата последна цифра прави 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>карти</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>дял от точките на играча с обявата</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>анонси</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>белот</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>точки</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>обява</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>обявен валат</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>пропаднал валат</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>пропаднала обява</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>контра</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>точки за играта</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>валат</translation>
    </message>
    <message>
        <source>×{times}</source>
        <comment>part of a score: what a doubled, redoubled or no-trumps contract adds</comment>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>kirtik</source>
        <comment>part of a score: the Bulgarian penalty</comment>
        <translation>киртик</translation>
    </message>
    <message>
        <source>{value} ({label})</source>
        <comment>one part of a sum</comment>
        <translation>{value} ({label})</translation>
    </message>
    <message>
        <source>{team} score nothing.</source>
        <translation>{team}: не се записва нищо.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>{team}: записват се {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum}: {suit} е коз. Вашият отбор трябва да спечели повече точки от другия (16 в раздаването, карти и последна ръка), иначе другите вземат всички. Вземате обърнатата карта и започвате.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun}: без коз, а раздаването се брои двойно (26 точки). Бие Хокум. Вашият отбор трябва да спечели повече от другия, иначе другите вземат всичко. Вземате обърнатата карта и започвате.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal}: Сън за партньора ви, който взема обърнатата карта и започва; отборът ви трябва да спечели повече от другия.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>Пас: договорът остава на своето стъпало; ако и партньорът ви каже пас, играта започва.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>Пас: запазвате Хокума си.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>Пас: оставяте обявата в сила.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>Пас: ако всички кажат пас и във втория кръг, картите се раздават наново.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>Пас: ако и четиримата кажат пас, във втори кръг всеки може да обяви Хокум в друга боя или Сън.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double}: залагате, че обявилите ще паднат; всяка точка се брои двойно (без балута). Докато е удвоено, никой не може да започне с коз, ако има друга боя.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three}: отборът ви отговаря на удвояването; точките се броят тройно.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four}: отговаряте отново; точките се броят четирикратно.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa}: последната дума. Отборът, който спечели това раздаване, печели цялата игра.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>В първия кръг Хокум е само в боята на обърнатата карта, {suit}.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>Във втория кръг Хокум назовава боя, различна от {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>Вече има обява в сила: само Сън може да я надвиши.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>Вече обявихте Сън в това раздаване.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>Ашкал се обявява в първия кръг, само от раздаващия или от играча преди него.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>Вече има Сън в сила: Ашкал не е възможен.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>Хокумът ви е в сила: запазете го (пас) или го вдигнете на Сън.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>Обявата е решена: сега само стълбата на удвояванията или пас.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>Удвояването идва, след като обявата е решена.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>Ред на стълбата е на обявилите, не ваш.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>Ред на стълбата е на другия отбор, не ваш.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>Стълбата се изкачва стъпало по стъпало: Дабъл, Сри, Фор, после Гахуа.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>Сън може да се удвои само докато отборът му има повече от {limit}, а удвояващите по-малко от {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>Сън: закръглено до десетици, удвоено, делено на десет</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>Хокум: делено на десет, половината или по-малко надолу</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team}: {raw} точки правят {points} точки от раздаването ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>Удвоено по стълбата: × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>Балут: + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>Удвоената игра е изкарана, затова всеки отбор записва своите точки, и двете умножени: победителят не взема всичко (само Гахуа го прави).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>Обявилите ({taker}) имат повече точки от раздаването, отколкото другият отбор ({t_points} на {d_points} след закръгляне, включително {baloot}): играта е изкарана и всеки отбор записва своите.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>Обявилите ({taker}) имат повече точки от раздаването, отколкото другият отбор ({t_points} на {d_points} след закръгляне): играта е изкарана и всеки отбор записва своите.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Равни точки от раздаването (по {points} след закръгляне, включително {baloot}): обявилите трябва да имат повече, затова са вътре, а другият отбор взема всички точки от карти и проекти.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Равни точки от раздаването (по {points} след закръгляне): обявилите трябва да имат повече, затова са вътре, а другият отбор взема всички точки от карти и проекти.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>Обявилите ({taker}) имат по-малко точки от раздаването, отколкото другият отбор ({t_points} на {d_points} след закръгляне, включително {baloot}): те са вътре, а другият отбор взема всички точки от карти и проекти.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>Обявилите ({taker}) имат по-малко точки от раздаването, отколкото другият отбор ({t_points} на {d_points} след закръгляне): те са вътре, а другият отбор взема всички точки от карти и проекти.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>броят картите, последната ръка, обявите и белотът</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>броят картите, последната ръка и белотът</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>броят само картите и последната ръка</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>При равенство другият отбор записва своите точки, а вашите остават висящи за победителя в следващото раздаване.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>Равенството стига.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>Равенството не стига.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>Обява {strain}: ако никой не обяви по-високо, вашият отбор трябва да събере повече точки от другия ({counted}; {total} в картите и последната ръка), иначе е вътре и другият отбор записва всичко.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>Без коз: никой не може да цака.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>Резултатът се брои двойно.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>Всичко коз: всяка боя е с реда и стойностите на коза; печели само по-висока карта от изиграната боя.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>След това всеки получава още {count} карти.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>Пас: не обявявате нищо по-високо. Когато всички останали играчи кажат пас след обява, тя става договорът.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>Пас: ако всички играчи кажат пас без обява, картите се раздават наново.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word}: залагате, че обявилите ще паднат. Тогава и двата отбора са обвързани: отборът с по-малко точки дава всичко на другия, а точките се броят двойно.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>Може да последва по-висока обява; тя важи без контрата.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word}: вашият отбор, на който са казали контра, отговаря, че ще изпълни: точките се броят четирикратно.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word}: цялата игра се залага на това раздаване: отборът, който го спечели, печели играта. Обявяването приключва.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>Всяка обява трябва да е по-висока от текущата (спатия, каро, купа, пика, без коз, всичко коз, от най-ниската): обявете {strain} или по-високо.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>Няма нищо по-високо от текущата обява: кажете пас или контра, ако можете.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>В тази игра след {contra} не може да има нова обява: кажете пас или отговорете с {recontra}, ако на вашия отбор са казали контра.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>Можете да кажете {contra} само на обява на противник, никога на обява на своя отбор.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>На тази обява вече е казано {contra}.</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>Още няма обява, на която да се каже контра.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>Само отборът, на чиято обява е казано контра, може да отговори с {recontra}.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>На тази обява вече е казано {recontra}.</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>Можете да кажете {recontra} само след като противник е казал контра на обявата на вашия отбор.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>Само отборът, казал контра, може да отговори на {recontra} с {word}.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>{word} може да се каже само след {recontra}, от отбора, казал контра.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>В тази игра пасът е окончателен: след като сте казали пас, можете само да пасувате.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Обява {strain}: ако противникът ви не обяви нищо по-високо, трябва да съберете повече точки от него ({counted}; най-много {total} в картите и последната ръка), иначе сте вътре и той взема всичко.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Обява {strain}: ако противникът ви не обяви нищо по-високо, трябва да съберете повече точки от него ({counted}; {total} в картите и последната ръка), иначе сте вътре и той взема всичко.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>Обява {strain}: ако никой не обяви по-високо, трябва да съберете повече точки от всеки от другите играчи ({counted}; {total} в картите и последната ръка), иначе сте вътре и другите си поделят точките ви.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>Обява {strain}: ако никой не обяви по-високо, трябва да съберете повече точки от всеки от другите играчи ({counted}; {total} в картите и последната ръка), иначе сте вътре и точките ви се губят.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>При равенство той записва своите точки, а вашите остават висящи за победителя в следващото раздаване.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>При равенство с най-добрия от другите те записват своите точки, а вашите остават висящи за победителя в следващото раздаване.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}: залагате, че обявилият ще падне. Който събере най-много, взема всичко (двама наравно с най-много си го поделят), а точките се броят двойно.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word}: залагате, че обявилият ще падне. Който събере най-много, взема всичко, а точките се броят двойно.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word}: с контра срещу вас отговаряте, че ще изкарате играта: точките се броят четирикратно.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Записва само отборът с най-добрия проект – проектите и на двамата си играчи: най-добър е най-скъпият; при равни поредици – по-високата най-горна карта, после поредицата в коз, после играчът по-близо вдясно от раздаващия.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>Записва само отборът с най-добрия проект – проектите и на двамата си играчи: най-добър е най-скъпият; при равни поредици – по-високата най-горна карта, после играчът по-близо вдясно от раздаващия.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Записва само страната с най-добрата комбинация – всичките си комбинации: най-добра е най-високата по стойност; между равни поредици – тази с по-високите карти, после тази в коз; ако пак са равни, никой не записва комбинации.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>{team} играха {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>{team} играха {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>раздаване {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>раздавания {numbers} и {last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>Равенство: {points} точки чакат победителя в следващото раздаване</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} висящи точки ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>Висящите {points} точки ({deals}) отиват при победителя в това раздаване, {team}: {score} + {points} = {sum} в това раздаване.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>Висящите {points} точки ({deals}) се поделят между победителите в това раздаване, {first} и {second}: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>Играта свърши: висящите {points} точки не отиват при никого.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>Ново равенство: {points} точки ({deals}) вече чакат победителя в следващото раздаване.</translation>
    </message>
</context>
<context>
    <name>GameFacts</name>
    <message>
        <source>France</source>
        <translation>Франция</translation>
    </message>
    <message>
        <source>Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters.</source>
        <translation>Обявявайте от 80 до 160 в цвят, без коз или всичко коз; давайте контра на самохвалците.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>Турнирни правила: само обяви в цвят, с анонси; контрата удвоява резултата.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>България</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>Обърнатата карта предлага коз: вземете го или обявете друг цвят.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>Франция (турнири)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>Източна Европа</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>Обяви до всичко коз; контра или залагане на целия мач.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>Обяви до всичко коз, контра и реконтра; валат.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>Кипър и Гърция</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>Пасът е окончателен; резултатът губи последната си цифра.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>Саудитска Арабия и страните от Залива</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>Сън или Хокум и стълбата на удвояванията до Гахуа.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>Канада (Кейп Бретон)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 карти и прикуп; коз се обявява поред, раздаващият е длъжен.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>САЩ и Англия</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>Шест карти една по една; последната карта на раздаващия предлага коз.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>Двама играчи и всички карти на масата, открити върху закрити.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>Трима играчи, всеки сам за себе си, с 24 карти.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>Двама играчи с 24 карти; шест никога не се раздават.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>Всеки има ръка и осем карти на масата, открити върху закрити.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>Коз (atout)</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>Цветът, избран за раздаването. Всеки коз бие всяка карта от друг цвят; в коза най-силни са валето и деветката.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>Поп и дама коз у един играч. Той казва „Белот“, когато изиграе първата от двете карти; двойката носи {points} точки. Така се нарича и самата игра.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>Подредба (tableau)</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>Картите, раздадени на масата пред играча: карти с лицето надолу, всяка покрита с карта с лицето нагоре. Той играе откритите карти; закритата карта се обръща, щом картата върху нея бъде изиграна, и никой, дори притежателят ѝ, не може да я погледне преди това (Belote Découverte, белот за двама с открити карти).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte (открита)</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote Découverte: белот за двама без карти в ръка – всички карти са в подредбите на двамата играчи; нарича се още марсилски белот.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>Ребелот</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>Това казва играчът с белота, когато изиграе втората карта от двойката.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Валат</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>Вземане на всички ръце в едно раздаване. Носи повече от самите карти, а в Коанш валат може и да се обяви.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>Вътре (dedans)</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>Казва се за обявили, които не са изпълнили обявата си: тогава другият отбор получава точките от раздаването.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>Последна ръка (dix de der)</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>„Десет за последната“: {points} точки за вземането на последната ръка.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра (coinche)</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>Удвояване на обявата на противниците, защото смятате, че ще пропадне. Така се нарича и вариантът с наддаване на точки — Коанш (La Coinche).</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Реконтра (surcoinche)</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>Отговорът на отбора, получил контра: удвоява още веднъж (четири пъти обявата).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>Висящи точки (litige)</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>По някои правила — раздаване, в което обявилите и защитниците завършват наравно: точките на обявилите се задържат и отиват при победителя в следващото раздаване.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Терца</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>Три поредни карти от един цвят, например 9, 10, вале: анонс за {points} точки.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>Кварта</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Четири поредни карти от един цвят: анонс за {points} точки.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>Квинта</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Пет или повече поредни карти от един цвят: анонс за {points} точки.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>Каре (carré)</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>Четирите карти от един ранг: четири валета носят {jacks}, четири деветки — {nines}, четири аса, десетки, попа или дами — {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Анонс</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>Комбинация (поредица или каре), обявена по време на първата ръка за допълнителни точки.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>Без коз (sans atout)</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>Игра без козов цвят: всеки цвят запазва обикновения ред и точки.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>Всичко коз (tout atout)</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>Игра, в която всеки цвят се играе като коз: валето и деветката са най-силни и трябва да качвате над най-силната карта от искания цвят, когато можете.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>Обявил (preneur)</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>Играчът, който е избрал коза или е спечелил наддаването. Той и партньорът му трябва да изпълнят обявата.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Защитници</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>Отборът, който не е обявил: той се опитва да остави обявилите вътре.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Първи играч</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>Играчът след раздаващия по посоката на играта: той говори пръв и излиза в първата ръка.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Раздаващ</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>Играчът, който раздава картите; след всяко раздаване ролята минава към следващия играч.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>Обърната карта (la retourne)</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>В класическия белот — картата, обърната с лицето нагоре след първата част от раздаването; нейният цвят се предлага за коз и обявилият я взема.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>Ръка (pli)</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>По една карта от всеки играч поред; най-силната карта взема четирите карти.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>Отговаряне на цвета (fournir)</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>Изиграване на карта от искания цвят. Задължително е, когато можете.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>Цакане (couper)</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>Изиграване на коз в ръка, започната с друг цвят, когато нямате от този цвят.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>Надцакване (surcouper)</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>Изиграване на по-силен коз от вече изиграния в ръката.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>Подцакване (sous-couper)</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>Изиграване на по-слаб коз от вече изиграния в ръката, когато не можете да го надцакате.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>Хвърляне (se défausser)</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>Изиграване на карта от друг цвят, не коз, когато не можете да отговорите на цвета.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>Това, което са поели обявилите: коза, а в Коанш и броя точки.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>Най-силна карта (maître)</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>Най-силната карта от своя цвят, която още е в игра: тя ще вземе ръката, ако се играе този цвят.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>Пилота: попът и дамата коз в една ръка, които носят {points} точки на отбора си, който и да спечели анонсите. Така се казва и играта от Кипър.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Точки за играта</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>В пилотата точките на отбор от раздаване без последната им цифра (157 прави 15): играта се брои в тях.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>Окончателен пас</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>В пилотата играч, който каже пас, не може да обявява отново в същото раздаване; наддаването продължава без него.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Бела</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>В Тарабиш – поп и дама коз в една ръка, обявени при игра на втория от тях: {points} точки.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>Двайсет</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>В Тарабиш – поредица от три карти от една боя: {points} точки.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Петдесет</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>В Тарабиш – поредица от четири или повече карти от една боя: {points} точки.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>Бейт</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>В Тарабиш обявил с по-малко от половината точки е „бейт“: другият отбор записва всички точки от раздаването.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>Полубейт</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>В Тарабиш обявил с точно половината точки: не записва нищо, другият отбор – своите точки.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Обявил (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>В Тарабиш – играчът, който обявява коза; отборът му трябва да вземе повече от половината точки.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>Записани точки (points de match)</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>Във френския белот с обявяване и в българския белот резултатът от раздаването, разделен на десет и закръглен според граница, която зависи от играта; играе се до {target} такива точки.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>Мач (обявата)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>Във френския белот с обявяване отговорът на реконтра: тогава раздаването решава цялата игра.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>Клабър: четирите вала в една ръка, най-високата обява, 200 точки.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>Клабър: три поредни карти от една боя, 20 точки.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>Клабър: поп и дама коз в една ръка, 20 точки за всеки от отборите.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>Клабър: обявата, която приема коза; отборът на обявилия трябва да събере повече от другия.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>Клабър: отборът на договора не е събрал повече от другия: не записва нищо, а другият отбор записва своите точки.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Ренонс</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>Клабър: игра в боя, която нямате, или друго нарушение на правилата. Играта не го допуска.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>Балут: договор с козова боя (боята на обърнатата карта в първия кръг).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>Балут: договор без коз; бие Хокум и се брои двойно.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>Балут: Сън, обявен за партньора, който взема обърнатата карта и го играе.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>Балут: последното стъпало на стълбата на удвояванията (Дабъл, Сри, Фор, Гахуа): раздаването решава цялата игра.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>Проекти (Балут)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>Обявите в Балут: сира (три поредни карти), петдесет (четири), сто (пет или каре) и четиристотин (четирите аса в Сън).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>Попът и дамата коз в Хокум, 2 точки; също и името на играта.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>Балут: единият отбор взема всички ръце.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Речник</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>Думите на играта. В скоби са дадени френските термини, които се срещат в правилата на белота; връзката води към правилото.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Виж правилото</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>В белота и в белота с обявяване: назоваване на договор — спатия, каро, купа, пика, без коз или всичко коз, всеки над предишния.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>В белота и в белота с обявяване: контра на обява на противник — тогава и двата отбора са обвързани и точките се броят двойно.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>Отговорът на отбора, на който е казана контра: точките се броят четирикратно.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>Попът и дамата коз (при всичко коз — от всяка боя): 20 точки, обявени с първата от двете карти. Така се казва и играта.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>Белот: единият отбор взема всички ръце; добавя 9 точки, никога не се удвояват, и играта не може да свърши с това раздаване.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>Висящи точки</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>Белот: когато двата отбора завършат наравно, точките на обявилите чакат отбора, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>Българска опция: наказание в точки за обвързан отбор, който не печели, или за отбор без нито една ръка.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Rule: {title}</source>
        <translation>Правило: {title}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your team</source>
        <translation>Вашият отбор</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Партньор</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>Маса за белот</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Масата на {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Приятел</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Чака се</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>Създаване на маса в тази мрежа</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>Могат да се присъединят само хора от вашата домашна мрежа; масата никога не е в интернет. Ще им трябва кодът, който ще се покаже, щом масата се отвори.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>Вашата програма раздава картите, затова знае всяка карта: приятелите ви ви се доверяват като домакин. Самият код никога не минава по мрежата, а всичко след него е шифровано.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Играта</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Играе се до</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>Играта свършва, когато една от страните стигне този резултат</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Играе се &amp;до:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Промени правилата…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>Всички правила на тази игра, както в „Нова игра“</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Промяна на правилата</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>На маса в мрежата картите се разбъркват преди всяко раздаване, така че никой не може да отгатне следващите ръце от взятките.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>Местата</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>Масата отгоре</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>Вие и вашата маса</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Вашето име:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Име на масата</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>Името, което приятелите ви виждат в списъка си с маси</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>Име на &amp;масата:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>Нека играчите в тази мрежа да &amp;намират масата</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>Изключено: приятелите ви въвеждат вместо това адреса на този компютър и порта</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Нека играчите в тази мрежа да намират масата</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>Веднъж на ръка</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Никога</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>Докато след това е играл само компютърът</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>Връщане на ход</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>Кога играч може да върне ход. Веднъж на ръка: никой не може да види отговора на компютъра и да опитва отново и отново. Всеки играч на масата научава правилото.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>В&amp;ръщане на ход:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>&amp;Ако играч не прави ход:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>Какво е нужно за масата</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Отвори масата</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>Компютърът играе вместо него след 1 минута</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>Компютърът играе вместо него след 2 минути</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>Компютърът играе вместо него след 5 минути</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>Никога: масата го чака</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>Ако играч не прави ход</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>Ако играч не направи ход за това време, компютърът играе вместо него, докато се върне, за да не чакат другите. Всички играчи на масата биват уведомени.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>Правила: {game}, стандартни</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>Правила: {game}, с вашите промени</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Кой седи тук</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Ниво на компютъра</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>За приятел</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Компютърен играч</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}: кой седи тук</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}: ниво на компютъра</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>Компютърът играе на това място на това ниво и го поема на същото ниво, когато приятел напусне</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>Оставете поне едно място свободно за приятел или играйте обикновена игра</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>Въведете името си: приятелите ви го виждат на масата</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Въведете собственото си име: „{you}“ е думата, с която прозорецът на всеки играч означава собственото му място</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Името ви съдържа знак, който не може да бъде показан</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>Дайте име на масата: приятелите ви го виждат в списъка си</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>Името на масата съдържа знак, който не може да бъде показан</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>С тези настройки не може да се играе: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>Готово — свободни места за приятели: %n. Компютърът играе на свободно място, докато не седне приятел</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>Компютърен играч до края на играта, вместо {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>Компютърен играч до края на играта</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name} отсъства: играе компютърът</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>Компютърен играч; приятел може да ви поиска това място</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>Масата е отворена</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>Масата ви е отворена: {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Масата ви е отворена</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}, до {target} точки</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>Кодът, който да дадете на приятелите си</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код за присъединяване</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирай</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>Копирайте кода, за да го поставите в съобщение</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Копиране на кода</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>Ако приятелите ви не виждат масата в списъка си</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>Нека въведат един от тези адреси и порта в „Присъединяване към маса“:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>Масата не се показва в списъците: нека въведат един от тези адреси и порта в „Присъединяване към маса“:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>{address}   порт {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>Адреси и порт</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>Изглежда, този компютър не е в мрежа: могат да се присъединят само прозорци на този компютър.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>На масата</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>Затвори &amp;масата</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>Закрий масата: приятелите ви ще бъдат уведомени и никой друг няма да може да се присъедини</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;Започни сега</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>Раздай сега: компютърни играчи заемат местата, които са още празни</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Копирано</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Вие ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}, на масата</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}, връзката е прекъсната</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>Компютърен играч вместо {name} (напусна масата, може да се върне)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Чака се приятел…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Отстрани {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}: отстраняване на {name} от масата до края на играта</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Дай на компютъра</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}: мястото се дава на компютъра до края на играта</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>Седнали приятели: %n</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>Играта тече. Бутонът на всяко място го дава на компютъра до края на играта.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>Свободни места: %n — натиснете „Започни сега“ и компютърът ще играе на тях</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>Всички места са заети: започнете, когато пожелаете</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Присъединяване към маса</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>Програмата на домакина раздава картите и затова знае всяка карта: играйте с някого, на когото имате доверие като домакин. Кодът никога не минава по мрежата: маса, която не го знае, не може да застане между вас и домакина, и никой в мрежата не може да прочете играта.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Маси в тази мрежа</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Намерени маси</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Търсене</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>Търси &amp;отново</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>Попитай мрежата отново кои маси са отворени</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>Или въведете това, което показва прозорецът на приятеля ви</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>например 192.168.1.20</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>1 to 65535</source>
        <translation>от 1 до 65535</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>I &amp;trust this address: join it anyway</source>
        <translation>&amp;Доверявам се на този адрес: присъедини ме въпреки това</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>Доверявам се на този адрес: присъедини ме въпреки това</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} знака (никога O, 0, I, 1 или L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>Кодът, който показва прозорецът на приятеля ви. В него никога няма O или 0, I, 1 или L, защото си приличат</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код за присъединяване</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Вашето &amp;име:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Място:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Какво липсва</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Присъедини &amp;се</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Търсят се маси…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>Мрежата не можа да бъде претърсена ({why}): въведете адреса, който показва прозорецът на приятеля ви</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>друга маса има същото име: попитайте приятеля си за адреса</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>Намерени маси: %n — изберете една и въведете кода ѝ</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>В тази мрежа няма намерени маси: въведете адреса, който показва прозорецът на приятеля ви</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>свободни места: %n</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>няма свободно място</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>домакин: {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Което и да е свободно място</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>партньор на домакина</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>срещу домакина</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>Изберете маса от списъка или въведете адреса и порта на приятеля си</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>„{address}“ не е адрес: въведете четири числа като 192.168.1.20, адрес IPv6 или името на компютъра</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>Въведете порта, който показва прозорецът на приятеля ви</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>Портът е цяло число от 1 до 65535: показва го прозорецът на приятеля ви</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>Този адрес не е в домашната ви мрежа: отметнете „Доверявам се на този адрес“ само ако ви го е дал приятелят ви</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>Въведете кода, който показва прозорецът на приятеля ви ({length} знака)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>Кодът има {length} знака; въведохте {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>В кода никога няма O или 0, I, 1 или L: прочетете го отново в прозореца на приятеля си</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>Кодът съдържа само латински букви и цифри</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Въведете името си: другите го виждат на масата</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Въведете собственото си име: „{you}“ е думата, с която прозорецът на всеки играч означава собственото му място</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>Името ви съдържа знак, който не може да бъде показан</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>{address} не е в домашната ви мрежа: масата може да е в интернет и да е на някой, когото не познавате.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>Готово: натиснете „Присъедини се“</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>Ляво, Дясно</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Изберете карта от ръката си</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>Изиграйте избраната карта (след Съвет: предложената карта или обява)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Изчистете избора</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D или E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>Обявете каквото можете да обявите</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>Щракване, двойно щракване или плъзгане</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>Изиграйте карта с мишката</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Take the turned card&apos;s suit</source>
        <translation>Вземете боята на обърнатата карта</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>Назовете ♣ ♦ ♥ ♠ (бутоните показват коя)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без коз</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Всичко коз</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>Увеличете или намалете стойността</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B или Enter</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>Обявете избраното</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>Контра (коанш)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>Реконтра (сюркоанш)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>Всички клавиши</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Какво правят</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>Всички клавиши и какво правят</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>С включени подсказки за правилата картите, които можете да играете, изпъкват; посочете сива карта, за да видите кое правило важи, и щракнете името на правилото, за да го прочетете.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Последна ръка</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>Ръка {number}, победител: {player}</translation>
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
        <translation>Казвате: {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} казва: {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>Обявявате {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>{player} обявява {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>Казвате „{word}“</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>{player} казва „{word}“</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Казвате пас.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} казва пас.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>Вземате, коз: {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>{player} взема, коз: {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>Обявявате валат: {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>{player} обявява валат: {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>Обявявате {value} {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>{player} обявява {value} {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>Казвате контра!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>{player} казва контра!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>Казвате реконтра!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>{player} казва реконтра!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>Обявявате анонсите си.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>{player} обявява анонсите си.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Играете {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} играе {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game status</source>
        <translation>Състояние на играта</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Резултати</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ръката</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Върни</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Съвет</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>Свий разговора на масата до последния ред или го разгърни</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>Какво би изиграл експерт? (S или Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Съвет за ход</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Вашите карти</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}, {n} от {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, може да се играе</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, не може да се играе</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}, не може да се играе: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>Последни обяви: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Ръка: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>В тази ръка още няма изиграна карта.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>Картите на масата на {player}: {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(с лицето надолу: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>Вашите карти ({n}): {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Картите се раздават…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>Картите ви ще се появят тук, след като бъдат раздадени.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Ход на играта</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>Повторихте хода, който бяхте върнали.</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>Подсказка за правило</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Обявяване</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Отвори запазена игра…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Запази играта…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>&amp;Експортирай това раздаване…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>Запиши раздаването на масата в текстов файл, който можеш да четеш, споделяш и играеш отново</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>&amp;Импортирай раздаване…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>Изиграй раздаването от файл срещу компютъра (не се брои в статистиката)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>Раздаване по но&amp;мер…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>Въведете код на раздаване, за да играете същите карти, игра и опции като приятел</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>&amp;Копирай кода на раздаването</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>Копирайте кода на раздаването на масата, за да могат приятели да изиграят същото раздаване</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>&amp;Редактор на раздавания…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>Задайте картите на всеки играч, след това ги изиграйте срещу компютъра или ги експортирайте</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>&amp;Създай маса в тази мрежа…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>Приятели у дома сядат на вашата маса; компютърът играе на празните места</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>Присъе&amp;дини се към маса в тази мрежа…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>Възо&amp;бнови маса от копие на играч…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>Отворете отново масата си от копието на играта, което играч е запазил при затварянето ѝ</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>Кодът и &amp;адресите на масата…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Напусни масата</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>О&amp;тмени ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Повтори &amp;хода</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>Съ&amp;вет за ход</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Претендирай за останалите ръце</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>Покажете картите си: другите приемат, ако всички оставащи ръце със сигурност са на вашия отбор</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>&amp;Упражнения</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Моите &amp;грешки…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>Вашите скъпи избори от завършените раздавания, за повторение до научаване</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>Задачи с картите, всички ръце открити: намерете единствената първа карта, която постига целта</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Последна ръка</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>&amp;Резултати и страничен панел</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>&amp;Ръката като списък в страничния панел</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Цял екран</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Кажи</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>&amp;Ръката досега</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>Р&amp;езултатът</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>&amp;Договорът</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>Картите ми по &amp;бои</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>Какво са пока&amp;зали другите</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>Кажи последното &amp;отново</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>Продължи, без да &amp;чакаш гласа</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>Собственият &amp;глас на програмата или този на екранния четец</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Предпочитания…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила на тази игра</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Речник</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Обучение</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>Обучение за &amp;друга игра</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;За програмата</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>Обратно към {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>Присъединете се отново към масата, на която седяхте последно; мястото ви е запазено</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>Показвате картите си и претендирате за останалите ръце: прието, всички оставащи ръце са ваши.</translation>
    </message>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (вие)</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>Партньор · {level}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партньор</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>в мрежата</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>компютър до края на играта</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>компютър, докато играчът се върне</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>Нова игра: {variant}.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Продължаване на играта</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>Обучение: {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>Раздаване {n}: вие раздавате.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>Раздаване {n}: раздава {dealer}.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>Код на раздаването: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} показва: {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>Показвате картите си ({cards}) и претендирате за останалите ръце: отказано — {why}. Играйте нататък.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>твърде рано е за претенция: твърде много карти още не са видени</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>противник все още може да има коз и да цака</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>противник все още може да има по-силен коз</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>противник все още може да има по-силна карта в {suit}</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>претенцията не можа да бъде доказана в отпуснатото време</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>другите все още могат да вземат ръка</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>Обява: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>Играта продължава: {game}, раздаване {deal}. Резултат: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Вземате ръката.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>{player} взема ръката.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>&amp;Край на обучението</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>до {target}</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} (не може да се играе: {reason})</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} (не може да се играе сега)</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} (съвет)</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Раздаването приключи.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Ваш ред е да обявите.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ред: изиграйте карта.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>Чакаме {player} да обяви.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>Чакаме {player} да играе.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>{player} обявява.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>На ход е {player}.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Обърната карта: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>Резултат: ние {us}, те {them} (до {target})</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>Резултат: {scores} (до {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>Първо обявете или кажете пас: картите се играят след наддаването.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>В обучението лентата над масата казва какво да играете.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>Съвети се дават, когато сте на ход.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Мисли…</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Анализът не можа да бъде направен.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>Съвет: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>Съвет: {card}.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Върнахте последния си ход.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>В това раздаване още няма изиграна ръка.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Да се прекъсне ли текущата игра?</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>Учебното раздаване не може да бъде запазено.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Правило: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>Тренировъчното раздаване не се запазва като игра: използвай Игра &gt; Експортирай това раздаване…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Име на записа:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>Моята игра</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Продължи я</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Започни нова игра</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>При последната ви игра ({when}) беше запазена започната игра:
{game}, раздаване {deal}, резултат {scores}.

Да бъде ли продължена?</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>При последната ви игра беше запазена започната игра:
{game}, раздаване {deal}, резултат {scores}.

Да бъде ли продължена?</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>Играта ви остава в Игра &gt; Отвори запазена игра… като „{name}“.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Изостави я</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продължи да играеш</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>Да се остави ли текущата игра настрана? Тя остава в Игра &gt; Отвори запазена игра…, а лентата над масата я връща.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>Остави я настрана</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Вече има запис с име „{name}“. Да бъде ли заменен?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Замени го</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>Избери друго име</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Играта не можа да бъде запазена.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Запазено като „{name}“.</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>Повреденият запис с това име е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Запазената игра не можа да бъде отворена.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>Файлът съдържа само едно раздаване, а не цяла игра.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Част от настройките не можаха да бъдат прочетени.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>Файлове с раздавания (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>CFN на colver (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Експортиране на раздаването</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>Това раздаване не може да бъде записано в CFN.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>CFN съдържа само раздавания на Коанш с цвят за коз; експортирай го като файл с раздаване.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>Раздаването не можа да бъде експортирано.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>Раздаването е експортирано в {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>Импортиране на раздаване</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>Файлове с раздавания (*.deal *.txt);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>Файлът с раздаване {file} не можа да бъде отворен.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>Кодът на раздаването {code} е копиран.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>Раздаване по номер</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>Кодът на раздаването (същите карти, игра и опции):</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>Този код на раздаване не може да бъде прочетен.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>От началото (раздаването и обявяването)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>От ръка {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>Промени картите в редактора на раздавания…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>Със същите карти резултатът на Майстора е {master}; вашият е {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>Тренировъчно раздаване: не се брои в статистиката ти.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>&amp;Обратно към моята игра</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>&amp;Към истинска игра</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>Компютърните играчи не можаха да мислят с пълна сила: помощните им процеси постоянно спираха. Експерт и Майстор играят по по-прости правила, докато не рестартирате програмата.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Belote Desktop вече е отворен.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>Прозорецът му използва настройките и записите ти: премини към него (може да е минимизиран или на друг работен плот). Втори прозорец би записал върху играта му.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>За да играеш {file} там, използвай Игра &gt; Импортирай раздаване…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}, оставена настрана</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>Вашата игра чака: {game}, раздаване {deal}, резултат {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>Тя беше оставена настрана заради играта на масата и запазена като „{name}“ (Игра &gt; Отвори запазена игра…).</translation>
    </message>
</context>
<context>
    <name>MatchMoment</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Играта завършва наравно</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Печелите играта</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} печели играта</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>{names} печелят играта</translation>
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
        <translation>{run} до {card}</translation>
    </message>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation>Каре: {rank} ({points})</translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation>Терца ({points})</translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation>Кварта ({points})</translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation>Квинта ({points})</translation>
    </message>
    <message>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <source>Carré ({points})</source>
        <translation>Каре ({points})</translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation>Белот!</translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation>Ребелот!</translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation>Няма анонси</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>Обявяване</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Ръка {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>Обявяването досега: {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>още нищо, вие говорите първи</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>Обърнатата карта: {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>Казано на масата: {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>%n т.</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>Правилно! {best} е изборът на съдията.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>Правилно: {chosen} е толкова добро, колкото {best}, в границите на съдията.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>Не това: съдията не е претеглил {chosen}; неговият избор е {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>Не това: {chosen} губи около {points} спрямо {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>В играта си избрахте {played}: това струваше средно около {points}.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>най-добро</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>Научено: {count} верни отговора подред отстраняват тази грешка.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>Ще се върне по-късно днес.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>Ще се върне след {days} дни ({right} от {count} верни отговора подред).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>Какво губи всеки избор средно: {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>Какво губи всеки избор средно:</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · пропусната {count}×</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>Обява със слаба ръка</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>Пропуснат договор</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>Грешна обява</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>Пропусната анонс</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>Теглене на козовете твърде рано</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>Без теглене на козовете</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>Цакане на ръката на партньора</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>Десетка или повече в ръката на противника</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>Невзета ръка</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Изходът</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>Картата за отговор или изхвърляне</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Моите грешки</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>Грешки за упражнение днес</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Следваща грешка</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>&amp;Забрави тази грешка…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>Махнете я от списъка си: тя се връща само ако срещнете същото положение и сгрешите отново.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>За днес: {due}. Пазени: {kept}, от тях научени: {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>Няма грешка за упражнение днес</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>След всяко раздаване, което завършите, изборите, които са стрували на отбора ви няколко точки или повече (по същото търсене като Съвет и Анализ, не по късмета на картите), се пазят тук и се връщат, докато не намерите по-добрия три пъти подред.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>Позицията на тази грешка вече не може да бъде показана.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>Това е масата, както сте я видели. Изберете отново: щракнете карта или обява, или се движете по картите си със стрелките и натиснете Enter; Tab стига до обявите.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>Да се забрави ли тази грешка?</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>Тя повече няма да се връща за упражнение, освен ако не срещнете същото положение в игра и сгрешите отново.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Забрави я</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Запази я</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>Забравена. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>На тази маса играта чака играч, който не прави ход.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 минута</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} минути</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} секунди</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>На тази маса компютърът играе вместо играч, който не прави ход в продължение на {span}, докато той се върне.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name} иска да седне</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>&amp;Пусни {name} да седне</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>{name} иска да седне на мястото на {player}, където сега играе компютърът. Да играе ли {name} на това място?</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>Не по &amp;време на тази игра</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>Пуснахте {name} да седне на мястото на {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>Оставихте компютъра на мястото на {player}: на {name} беше отказано.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>Оставихте компютъра на мястото на {player}: {name} не може да иска да седне отново до края на играта.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>{name} напусна и вече не иска да седне на мястото на {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>{name} поиска да седне на мястото на {player}, но въпросът остана твърде дълго без отговор: мястото остава за компютъра.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>Отстраняване на {name} от масата</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>{name} напуска масата сега и компютърът играе на място {place} до края на играта. {name} не може да се върне на това място.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Отстрани {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Остави {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>Компютърът играе на място {place} до края на играта. {name} напусна и не може да се върне на това място, а никой друг не може да седне там.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>Компютърът играе на място {place} до края на играта: никой вече не може да седне там.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>Място {place} да се даде на компютъра</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>Дай го на компютъра</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Запази мястото</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>Възобновяване на маса от копие на играч</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>Копия на мрежови игри (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>Това копие не може да бъде възобновено тук: {error}. Масата може да възобнови само компютърът, на който е била създадена, и то от непроменено копие.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>Масата не можа да бъде отворена в тази мрежа: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Затвори масата</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Затваряне на масата</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>Затварянето на този прозорец затваря масата за всички играчи. Всеки запазва копие на играта, от което можете да я продължите по-късно. Да се затвори ли масата?</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Остави я отворена</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>{name} седна на масата.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} напусна масата.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>Компютърът играе вместо {name}, докато играчът се върне.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>{name} се върна на масата.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} върна последния си ход.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>{name} се върна на мястото си: компютърът вече не играе.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>Седнахте на масата.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>Думите на вашата връзка: {words} ({number}). Прозорецът на домакина показва същите думи до името ви, освен ако някой не стои между вас.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>Връзката на {name}: {words} ({number}). Прозорецът им показва същите думи, освен ако някой не стои между вас.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>На тази маса ходовете не могат да се връщат.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>Вече сте върнали ход в тази ръка.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>Твърде късно е за връщане: междувременно друг играч е направил ход.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Домакинът затвори масата.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>Играта свърши; масата е затворена.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Връзката с домакина прекъсна.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>Играта е запазена: домакинът може да отвори масата отново оттам, докъдето е стигнала, а вие си връщате мястото, като се присъедините към нея от този компютър със същото име. Този компютър също пази копие на играта, в случай че домакинът има нужда от него (Игра › Възобнови маса от копие на играч… показва къде).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>Домакинът не ви пуска да седнете по време на тази игра. Присъединете се, когато домакинът отвори следващата игра.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>Помолихте домакина твърде често да седнете: изчакайте минута, преди да помолите отново.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>Поискахте това място отново от друг прозорец или друга връзка: тази е затворена.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>Грешен код или това не е масата, която са ви дали: проверете кода с домакина ({length} букви и цифри) и адреса на масата.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>Тази програма и тази на домакина са различни версии: по-старата трябва да бъде обновена ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>На тази маса няма място за вас ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>Играч на тази маса има това име или подобно на него. Ако сте седели на тази маса преди, върнете се от същия компютър със същото име: той пази мястото ви. Иначе изберете друго име.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>Домакинът ви отстрани от тази маса. Компютърът играе на вашето място до края на играта.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>Домакинът не ви допусна на масата: играта вече беше започнала. Присъединете се, когато домакинът отвори следващата игра, или помолете домакина да ви пусне.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>Върнахте се на мястото си от друг прозорец или друга връзка: тази е затворена.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>„You“ („Вие“ на английски) е думата, с която прозорецът на всеки играч означава собственото му място, така че другите биха го прочели като себе си: влезте с името си.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>Домакинът не ви допусна на масата: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Напуснахте масата.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>На тази маса ходовете не могат да се връщат.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>На тази маса всеки играч може да върне ход веднъж на ръка, докато след това е играл само компютърът.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>На тази маса ход може да се върне, докато след това е играл само компютърът.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — в мрежата</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Масата е затворена.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>&amp;Върнах се</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>Домакинът е помолен да ви пусне да седнете…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>Играта започна: играчът на домакина решава дали ще заемете място.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Върнахте се на мястото си.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>Компютърът играе вместо вас</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>Преглед на &amp;последното раздаване</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>На тази маса никой не продължава да играе: тя остава такава, каквато беше при края си.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>Изчакване на другите играчи за следващото раздаване…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>Изчакване на {names} за следващото раздаване…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>Следващо раздаване: изчакване на другите…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>Следващо раздаване: изчакване на {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>Другите са готови: следващото раздаване чака вас.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>Още ли сте тук? Компютърът ще играе вместо вас след {seconds} сек., ако не направите ход.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>Отсъствахте твърде дълго: сега компютърът играе вместо вас. Натиснете „Върнах се“ или изиграйте карта, за да заемете отново мястото си.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>Компютърът играе вместо {name}: играчът отсъства.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>Домакинът даде мястото на {name} на компютъра до края на играта.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>ходове: %n</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>Докато отсъствахте, компютърът игра вместо вас: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>Докато отсъствахте, компютърът игра вместо вас ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>Междувременно завършиха раздавания: %n.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>Играе се до</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>Анонси (терца, каре…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>Броят се анонсите</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>Точки за белот</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>Белот само ако попът е изигран пръв</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>При всичко коз — белот във всеки цвят</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>Белотът се брои за обявата</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Задължително цакане, ако нямате от цвета</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Задължително надцакване</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>Без цакане, когато партньорът взема ръката</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>Без качване в коз, когато партньорът взема ръката</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>Задължително качване при излизане с коз</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>Всичко коз: задължително качване във всеки цвят</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>Бонус за последна ръка</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>Бонус за валат</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>При равни точки на обявилите</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>И двата отбора минат целта</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations}: чии се броят</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>Отбор без ръка губи анонсите си</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>Отбор без ръка губи своите {declarations}</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>анонси</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>Точки за {name}</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name} само ако попът е изигран пръв</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>{name} се брои за обявата</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>Пропадналите обявили запазват белота си</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>Пропадналите обявили запазват точките за {name}</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Бонус за последна ръка</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>Двайсет бие петдесет</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>Поредица бие каре</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>Когато обявилите паднат</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>Откритата карта от масата се обръща</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>Игра само в боя, която имате</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>Същият раздаващ след хвърлени карти</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>Разбъркване преди всяко раздаване</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Най-ниска обява</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Най-висока обява</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Стъпка на обявите</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>Обяви без коз</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>Обяви всичко коз</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>Обява валат</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>Обява 80 изисква</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>Контрата умножава</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>Реконтрата умножава по</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>Пропаднала обява: на защитниците това + обявата</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>Пропаднала обява: добавя се обявата</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>Обявен валат носи</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>Пропаднал обявен валат струва</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>Необявен валат носи</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>Кабут в Сън</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>Кабут в Хокум</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>Кабутът се удвоява при обърнат асо</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>Цакане само върху цакане на противник</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>Пасът е окончателен</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Първо разиграване</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>Анонсите се броят за обявата</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>Анонсите се показват на втората ръка</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations} се показват на втората ръка</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>И двата на 15: по-голямата последна цифра прави 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>Точките при паднала игра</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>Обявите броят картите на масата</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>Равни точки: висящи точки</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>Контра: по-силният отбор взема и двата сбора</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>Без коз се брои</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>Обявления при без коз</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>Граница за закръгляне при боя</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>Граница за закръгляне при без коз</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>Граница за закръгляне при всичко коз</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>И двата на границата: по-малкият нагоре</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>Валат: записани точки</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>След контра може да има обяви</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>Обявата „Мач“</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>Карта в два анонса</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>Белот само при излизане, цакане или след партньора</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>Равенство: белотът на обявилите също виси</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>Играта не свършва с валат</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>Равенство на границата: без загубена точка</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>Контра и равенство: всички точки висят</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>Висящите точки чакат и след ново равенство</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>Белотът може да се премълчи</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>Раздаващият трябва да обяви</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>Заключен коз при излизане и при ×3</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>Поредица от седем или повече се брои двойно</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>Киртик (точки)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>не</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>обявата е изпълнена</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>обявата пропада</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>точките висят до следващото раздаване</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>обявилите не записват нищо, защитата – своите точки</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>защитата записва всички точки</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>защитата записва само своите точки</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>играта е наравно</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>печели по-високият резултат</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>печели по-високият резултат; при равенство — победителят в последното раздаване</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>само на отбора с най-силния анонс</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>на всички отбори</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>само на най-добрия играч</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>всеки вид отделно: страната с най-добрата поредица, страната с най-доброто каре</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>достатъчно е да се стигне целта</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>целта трябва да се надмине</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>повече от половината (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>половината (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>само обявата (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>само обявата</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>целия резултат</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>играчът след раздаващия</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>първият обявил</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>поелият играта</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>поделят се поравно между другите</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>губят се: всеки от другите пази своите</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>веднага</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>след взятката</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>всички</translation>
    </message>
    <message>
        <source>none</source>
        <translation>никакви</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>само каре аса (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игри</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Партньор</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Противници</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Раздай</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Играта</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Раздаване и обявяване</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Разиграване</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Броене на точките</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Други правила</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>Изберете &amp;игра</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>&amp;Стандартни правила</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>Връща собствените правила на избраната игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компютърни играчи</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>&amp;Още правила</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>Всички останали правила на тази игра, по групи</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>Прочетете за това правило в правилника</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>Правилник: {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>С тези настройки не може да се играе: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>Правила: собствени</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Правила: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} играчи в {teams} отбора</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>{players} играчи, всеки сам за себе си</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · {cards} карти</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>Отваряне на запазена игра</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Запазени игри</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — не може да се отвори: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}, {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Все още няма запазени игри.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>Играта свършва, когато отбор стигне този резултат.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>Дали резултат, равен на целта, е достатъчен, или целта трябва да се надмине.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>Кой печели, когато двата отбора стигнат целта в едно и също раздаване.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>Поредиците и каретата, обявени в първата ръка, носят точки.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations}, показани в първата ръка, носят точки.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>Записва само отборът с най-силния анонс или всеки отбор записва своите.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>Отбор без нито една ръка не записва анонсите си (без белота).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>Отбор без нито една ръка не записва своите {declarations} (без {name}).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>Колко струват поп и дама коз в една ръка.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>Белотът се брои само ако попът е изигран преди дамата.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>Попът и дамата коз ({name}) се броят само ако попът е изигран преди дамата.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>При всичко коз поп и дама от всяка боя в една ръка са белот.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>Белотът на обявилите им помага да стигнат обявата.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>При обявилите {name} се брои за обявата им.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>Когато обявата пропадне, обявилите пак записват белота си; иначе го получават защитниците.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>Когато обявата пропадне, обявилите пак записват точките за {name}; иначе те отиват при защитниците.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>Ако нямате от изиграната боя, трябва да цакате, ако имате коз.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>Когато в ръката има коз, трябва да го надвиете, ако можете.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>Докато партньорът ви взема ръката, може да изхвърлите карта вместо да цакате.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>Изигран коз и партньорът взема: може да сложите по-нисък коз.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>Когато е изигран коз, трябва да качите, ако можете.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>При всичко коз всяка боя е коз: трябва да надвиете най-силната карта, ако можете.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>Точки за последната ръка.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>Добавят се към точките от картите на отбор, взел всички ръце (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>Обявили с точно толкова точки, колкото защитата: изпълнено, паднало, точките чакат, или обявилите не записват нищо, а защитата запазва своите.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>Тарабиш: някои писани правила поставят поредица от три над поредица от четири; повечето публикувани правила поставят петдесетте по-високо.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>Балут: от два проекта по 100 саудитските правила, както обикновено се публикуват, поставят поредицата от пет карти над карето; френският ред поставя карето първо.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>Обявили с по-малко точки от защитата: защитата записва всички точки от раздаването или само своите (обявилите не записват нищо и в двата случая).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>Закрита карта от масата, чиято покриваща карта е изиграна, се обръща с лицето нагоре веднага или когато взятката приключи.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>„Играя“ или обявена боя изисква карта от тази боя в ръката (иначе би било ренонс).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>Когато всички пасуват два пъти, същият играч раздава отново вместо следващия.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>Картите се разбъркват преди всяко раздаване, вместо да се събират и цепят.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>Най-ниската разрешена обява.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>Най-голямото число, което може да се обяви (без валат).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>Всяка обява трябва да е по-висока поне с толкова.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>Обяви без коз.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>Обяви, при които всяка боя е коз.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>Обява да се вземат всички ръце.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>Ниската обява изисква и повече от половината точки (82), половината (81) или само обявата (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>Защитник може да удвои обявата.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>Удвоява се само обявата или точките на победителите заедно с обявата.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>Обявилите могат отново да удвоят контрата.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>Четири пъти в повечето правилници, три пъти на някои маси.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 в повечето правилници, 162 в други; 0 за само обявата.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>Без това защитниците при пропаднала обява получават само числото отгоре.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>Колко носи изпълнен обявен валат.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>Колко записват защитниците, когато обявен валат пропадне.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>Точките от картите на отбор, взел всички ръце без да е обявил валат: 250 или 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>Точки на отбор, който вземе всички ръце в Сън (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>Точки на отбор, който вземе всички ръце в Хокум (44 по нашия източник, 25 по публикуваните правила).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>Когато обърнатата карта е асо, кабутът носи двойно (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>Без от исканата боя сте длъжни да цакате само ако противник вече е цакал (стриктен прочит на нашия източник за Балут).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>Играч, който е казал пас, не може да обявява отново в същото наддаване.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>Кой разиграва първата ръка: играчът след раздаващия или първият обявил.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>Анонсите на обявилите им помагат да стигнат обявата си.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>През първата ръка другите чуват само вида на анонса; картите му се показват, когато тази ръка свърши.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>Когато и двата отбора запишат 15 точки за играта в едно раздаване, този с по-голямата последна цифра записва 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>При трима играчи: какво получават другите двама, когато обявилият падне.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>Обявите и белотът могат да ползват откритите ви карти на масата (а белотът и закрита карта).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>Какво чака победителя в следващото раздаване при равни сборове: 85 във френския белот с обявяване; 0 оставя да висят точките на играещите.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>Иначе отборът с повече точки записва само своя сбор.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>Колко пъти се броят точките при игра без коз: веднъж или два пъти, както в българския белот.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>Кои обявления се броят при игра без коз.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>Записани точки: остатък над тази стойност се закръгля нагоре при игра на боя (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>Записани точки: остатък над тази стойност се закръгля нагоре при без коз (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>Записани точки: остатък над тази стойност се закръгля нагоре при всичко коз (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>Когато и двата отбора са точно на границата за закръгляне, по-малкият резултат се закръгля нагоре, а по-големият – надолу (българско правило).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>Записани точки за отбора, взел всички ръце, добавени след закръглянето.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>След контра или реконтра може да се обяви по-висок договор; той важи без контра.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>След реконтра отборът, казал контра, може да заложи цялата игра на раздаването.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>Карта може да участва едновременно в каре и в последователност.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>Една карта може да участва едновременно в каре и в поредица.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>Дамата и попът коз се броят само ако първият от тях е изигран при излизане, за цакане на друга боя или след излизане на партньора.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>При равенство белотът на обявилите чака победителя в следващото раздаване заедно с останалите им точки; иначе го запазват.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>Когато раздаване, спечелено с всички ръце, би завършило играта, се играе още едно раздаване.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>Когато равни сборове спрат точно на границата за закръгляне, записаните точки се закръглят нагоре, а висящите надолу; иначе и двете се закръглят надолу.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>Контрираната игра задължава и двата отбора: при равни точки никой не записва и цялото раздаване чака следващия победител; иначе като равенство без контра.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>Висящите точки отиват при следващото раздаване, което някой отбор спечели; иначе раздаване, завършило пак наравно, ги дава на отбора, който записва в него.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>Обявяването на белота не е задължително: страна, която губи раздаването, го премълчава и никой не го записва; иначе го вземат победителите.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>Когато всички останали кажат пас, раздаващият трябва да обяви игра, освен ако картите му са за 7 точки или по-малко; тогава неговият пас отменя раздаването.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>Излизането с коз е заключено, когато играта е контрирана или учетворена; на някои маси и когато е утроена.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>Седем карти са петдесет и двайсет, осем или девет — два пъти петдесет; иначе всяка поредица от четири или повече е едно петдесет.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>Обвързан отбор, който не спечели раздаването, и отбор без нито една ръка губят толкова точки (0: без киртик).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>Затвори (играта остава в Игра &gt; Отвори запазена игра…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>Тренировъчно раздаване от {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>Това раздаване отново</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>Същите карти, изиграни срещу компютъра. Тренировъчното раздаване не се брои в статистиката ти.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>Обратно към моята игра</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>Край на тренировката</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>Вземете всички останали ръце.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>Изпълнете договора.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>Вкарайте договора.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}, с лицето надолу на масата</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Картите</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · {count} карти</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>решена</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>още не е решена</translation>
    </message>
    <message>
        <source>new</source>
        <translation>нова</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>трудност {grade} от {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Задачи с карти</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>Задача на &amp;деня</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>По една задача на ден, еднаква за всички, от всички игри</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>Задачи, от най-лесната</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Присъда</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>&amp;Покажи решението</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>&amp;Следваща задача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Решени: {solved} от {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>Задача {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>Задачите на тази игра не можаха да бъдат прочетени (файлът {file}, ред {line}), затова няма какво да се покаже.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · задача {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>Ваш ред: изберете първата карта. Щракнете я или се движете по картите си със стрелките и натиснете Enter. Всички ръце са открити.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Решението</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Решението: {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>Задача на деня · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Договор: {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>Спечелени точки досега: {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>Оставащи взятки: {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Първа карта</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>Единствената карта, която постига целта, е {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>Вярно! {card} е единствената карта, която постига целта.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>Не тази: {chosen} не постига целта. Единствената карта, която я постига, е {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>Какво печели всяка първа карта оттук нататък срещу най-добрата защита:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Защо: {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card}: точки {points}, взятки {tricks}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отваряне</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Запазване</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Изчакайте своя ред.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>Вземате ръката</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} взема ръката</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>Преглед на раздаването</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Обявяването</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>На&amp;пред ▶</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Начало на раздаването</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Край на раздаването</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>Какво &amp;знаеха?</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>Преди тази карта: вероятността, която изигралият я играч е давал на всяко място да държи всяка карта, която не е виждал</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Ръцете, както са раздадени</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>Ръка {trick}: играете {card} ({step} от {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>Ръка {trick}: {player} играе {card} ({step} от {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>&amp;Изиграй раздаването отново от началото</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>&amp;Изиграй раздаването отново от ръка {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}: {played} струваше средно {points}, а при тези карти — {luck}; по-добре беше {best}.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}: {played} струваше средно {points}, а при тези карти — нищо (по-добре беше {best}): слаб избор, който картите простиха.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}: {played} струваше средно {points} (по-добре беше {best}), но при тези карти донесе с {more} повече: слаб избор средно, който тук се изплати.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}: {played} струваше средно {points}, но при тези карти {best} щеше да донесе с {fewer} по-малко: слаб избор, който картите простиха.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>При тези карти Майсторът направи колкото вас.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>При тези карти Майсторът направи колкото вас; решенията ви струваха средно около {choices}, а картите ги компенсираха.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>Преглед: няма скъп избор нито в обявяването, нито в играта — добре изиграно.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>Преглед: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>Преглед: нито карта, нито обява не изпъква като грешка.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>Преглед: изборите, които ви струваха най-много (отбелязани на масата)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>Съветът щеше да направи същата обява с вашите карти: другите ръце се паднаха срещу вас.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Обявяване</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}: изиграхте {played}; по-добре беше {best} (средно с около %n).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>Майсторът направи с %n повече: {choices} се дължат на вашите решения, {cards} — на картите.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>Майсторът направи с %n повече; решенията ви струваха средно {choices}, а картите ви върнаха {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>При тези карти направихте с %n повече от Майстора.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>При тези карти направихте с %n повече от Майстора; решенията ви струваха средно около {choices}, а картите ги компенсираха.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>Според изчисленията на Съвета нито едно от решенията ви не струваше нищо: където Майсторът игра иначе, ходът му не беше по-добър средно, а при тези карти той направи с %n повече.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>Договорът, на който казахте контра, беше изпълнен: вашата {call} ви струва %n – тези точки ги записа другата страна.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>Договорът ви падна: вашата обява {bid} ви струва %n – тези точки ги записа другата страна.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>Обявяване: изборът ви „{call}“ струваше около %n; по-добре беше {best}.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>Ръка {trick}: {played} беше разумен избор ({best} не е по-добър средно), но при тези карти {best} щеше да донесе с %n повече: добър избор, който картите наказаха.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>{card} без обявяване</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>{card} без обявяване на {melds}</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>обявяване</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>обявяване на {melds}</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>Мисли… решения: {done} от {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>Мисли… Майсторът играе раздаването ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>Мисли… {done} от {total} с истинските карти</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Ръка {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>По-добре: {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Преглед на играта ви</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>Прегледът</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>Играта накратко</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>Картите: сила и точки</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Раздаването</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>Избор на коз</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>Първи кръг: обърнатата карта</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>Втори кръг: друг цвят</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>Никой не взема</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>Стойност на обявите</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>Козов цвят, без коз, всичко коз</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>Всяка обява трябва да е по-висока</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>Обява валат</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation>Край на наддаването</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Разиграване на ръцете</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Картите на масата</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Отговаряне на цвета</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Цакане, когато нямате от цвета</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Надцакване</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>Когато партньорът ви взема ръката</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Излизане с коз: качване</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>Всичко коз: качване във всеки цвят</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без коз</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>Контриран договор заключва изхода с коз</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>Кой анонс печели</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>Белот и ребелот</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>Точкуване на раздаването</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>Точки в раздаването</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>Последна ръка</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Валат</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>Изпълнение на обявата</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>Равни точки</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>Пропаднала обява</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>Действащи настройки</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>Къде правилата се различават и какво избрахме</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>Само боя, която имате</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>Хокум и Сън</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>Ашкал</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Стълбата на удвояванията</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>Гахуа</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Проекти</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Точки от раздаването</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>Кабут: всички ръце</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>Балут: нашите източници</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>Игра с контра</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Записани точки</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>Игра за целия мач</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation>{items} и {last}</translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation>Игра по ваш избор: променените настройки са отбелязани по-долу.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name} с ваши настройки</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>, после </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>не</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>Четирима играчи в два отбора; партньорите седят един срещу друг.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>Играчи: {count}, всеки играе сам за себе си.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>Тесте от {deck} карти — от {low} до асо; по {hand} карти на играч.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>Във всяко раздаване единият отбор избира коза и после трябва да събере поне толкова точки, колкото другият; картите се играят на ръце, а точките идват от взетите карти, анонсите и белота.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>Във всяко раздаване играчите обявяват колко точки ще събере отборът им и с какъв коз (или без коз, или всичко коз); отборът с най-високата обява трябва да я изпълни, а другите се опитват да му попречат.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>Печели първият отбор, който надмине {target} точки.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>Печели отборът, който пръв събере {target} точки.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>Непознатите думи са обяснени в</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>речника</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>Общо за цвят</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>В козовия цвят картите имат различна сила от тази в останалите цветове: валето и деветката коз стават двете най-силни карти. От най-силната към най-слабата:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Козов цвят</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>Други цветове</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>При без коз всеки цвят има реда и точките от дясната колона; при всичко коз — реда и точките от лявата колона.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Отборът, взел последната ръка, получава още {bonus} точки.</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>Всичко върви обратно на часовниковата стрелка: следващият играч е този вдясно от вас.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>играча вдясно от раздаващия</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>Всичко върви по часовниковата стрелка: следващият играч е този вляво от вас.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>играча вляво от раздаващия</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>Във всяко раздаване единият отбор обявява Хокум (козова боя) или Сън (без коз) и трябва да спечели повече точки от другия; другият отбор може да го удвоява стъпало по стъпало до Гахуа.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>Във всяко раздаване играчите обявяват игра, всяка по-висока от предишната: боя коз, без коз или всичко коз; играчът на последната обява трябва после да събере повече точки от всеки от другите.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>Във всяко раздаване играчите обявяват игра, всяка по-висока от предишната: боя коз, без коз или всичко коз; отборът на последната обява трябва после да събере повече точки от другия отбор.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>Във всяко раздаване играчите обявяват колко точки ще направи отборът им и коя боя ще е коз; отборът с най-високата обява трябва после да я изпълни, а другите се опитват да го спрат.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>Печели първият играч, който надмине {target} точки.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>Печели играчът, който пръв събере {target} точки.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Играчът, взел последната ръка, получава още {bonus} точки.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>Играчът, взел последната ръка, получава още {bonus} точки.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>Отборът, взел последната ръка, получава още {bonus} точки.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>Раздаващият раздава картите една по една, по {count} на всеки играч, като започва от {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>Раздаващият дава на всеки играч карти на пачки ({packets}), като започва от {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>След това обръща следващата карта с лицето нагоре: тя предлага козовия цвят.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>Когато козът е избран, той раздава останалите карти: по {packets} на всеки играч, но обявилият взема обърнатата карта и получава с една карта по-малко.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>Всички карти се раздават преди наддаването и не се обръща карта.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Един и същ играч говори пръв в обявяването; обявилият започва първата ръка. Раздаването минава към следващия играч след всяко раздаване.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>Играчът {side} от раздаващия говори пръв в наддаването. Раздаването минава към следващия играч след всяко раздаване.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Същият играч говори пръв при наддаването и излиза в първата ръка. След всяко раздаване раздава следващият играч.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>Картите се разбъркват преди всяко раздаване (настройка).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>Картите се разбъркват преди всяко раздаване (настройка; на маса в мрежата винаги, за да не може никой да отгатне следващите ръце от взятките).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>Картите се разбъркват само преди първото раздаване. След това взетите ръце се събират и тестето се цепи, без да се разбърква, така че изиграното влияе на следващото раздаване.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>Като се започне от {side} на раздаващия, всеки играч поред или казва „{call}“, с което боята на обърнатата карта става коз, или пасува. Първият, който го каже, приключва наддаването: неговият отбор е отборът на договора.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>Противникът на раздаващия говори пръв, после раздаващият: всеки или взема, като прави боята на обърнатата карта коз, или пасува. Първият, който вземе, слага край на наддаването и става вземащ.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>Като се започне от играча {side} от раздаващия, всеки поред или взема — и цветът на обърнатата карта става коз, — или казва пас. Първият, който вземе, слага край на наддаването и става обявил; партньорът му играе с него.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>Ако всички кажат пас, следва втори кръг: сега всеки може да избере за коз друг цвят или да каже пас. Цветът на обърнатата карта вече не може да се избере.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>И в двата кръга може да играете само в боя, от която имате поне една карта: да приемете или обявите боя, която нямате, би било ренонс и играта не го позволява. Раздаващият винаги държи обърнатата карта.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Ако всички пасуват два пъти, картите се хвърлят, никой не записва и същият раздаващ раздава отново.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ако всички кажат пас два пъти, картите се хвърлят, никой не получава точки и раздава следващият играч.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>Като се започне от играча {side} от раздаващия, всеки поред казва пас или прави обява: колко точки обещава да събере отборът му и какъв е козът. Наддаването може да мине няколко кръга.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>Обявите са от {low} до {high} през {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>козов цвят (спатия, каро, купа или пика)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>без коз</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>всичко коз</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} или {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>Обявата посочва {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>Всяка обява трябва да е с повече точки от предишната; за това козът няма значение.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>Вместо число играчът може да обяви валат: отборът му ще вземе всички ръце. Валатът е над всяко число и над него не може да се обявява.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>В тази игра не може да се обявява валат.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>Играч от другия отбор може да даде контра на най-високата обява: залага, че тя ще пропадне, и резултатът от обявата се удвоява (вижте по-долу). След контра никой не може да обявява повече.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>Играч от другия отбор може да даде контра на най-високата обява: залага, че тя ще пропадне, и стойността ѝ се удвоява. След контра никой не може да обявява повече.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>В тази игра няма контра.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>Никой няма партньор</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>Заключването важи, когато играта е удвоена или учетворена (Гахуа стъпва на учетворяване). При ×3: {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>заключено и тогава (опция)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>не е заключено (саудитските правила, както обикновено се публикуват)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>Контрата удвоява частта от резултата, дължаща се на обявата, реконтрата я умножава по {times}; точките, спечелени в играта, никога не се умножават.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>Пропадналата обява дава на защитниците 160 плюс обявата в повечето правилници, 162 плюс обявата в други, само 160 или само обявата на някои маси. Тук: {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} плюс обявата</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>Реконтрата умножава по четири в повечето правилници, по три на някои маси; контрата удвоява само обявата или целия резултат. Тук: ×{times}, {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>Обява 80 изисква повече от половината точки (82) в повечето правилници, половината (81) или само обявата (80) на някои маси. Тук: {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>Необявен валат се брои 250 в повечето правилници, 252 (162 + 90) в други. Тук: {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>В тази игра няма реконтра.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>След обява (или контра) три поредни паса приключват наддаването: последната обява се играе, а който я е направил, е обявил.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ако и четиримата кажат пас без нито една обява, картите се хвърлят, никой не получава точки и раздава следващият играч.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>На маса в мрежата обаче картите се разбъркват преди всяко раздаване, за да не може никой да отгатне следващите ръце от взятките.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>На маса в мрежата програмата на домакина бърка и раздава, затова знае всяка карта: играйте с някого, на когото имате доверие като домакин. Кодът на масата никога не минава по мрежата, а всичко, което програмите си казват, е шифровано.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>Този начин за избор на коз още не е описан.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>вдясно</translation>
    </message>
    <message>
        <source>left</source>
        <translation>вляво</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Обявилият започва първата ръка; после всеки играч поред добавя по една карта. Най-силният коз взема ръката; без коз – най-силната карта от исканата боя. Спечелилият започва следващата ръка.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Играчът, направил първата обява, разиграва първата ръка; после всеки играч слага по една карта поред. Най-високият коз взема ръката; без коз — най-високата карта от изиграната боя. Спечелилият разиграва следващата ръка.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Играчът {side} от раздаващия излиза в първата ръка; после всеки поред слага по една карта. Ръката печели най-силният коз, а ако няма коз — най-силната карта от искания цвят. Който вземе ръката, излиза в следващата.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>Кои карти можете да играете, е строго определено. По ред:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>Ако имате карта от искания цвят, трябва да изиграете такава.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>Ако нямате от искания цвят, но имате коз, трябва да играете коз (цакате ръката).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>Ако нямате от искания цвят, можете да играете всяка карта: в тази игра цакането никога не е задължително.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>Щом цакането е свободно, свободно е и надцакването.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>Ако в ръката вече има коз, трябва да сложите по-силен, ако можете. Ако не можете, пак трябва да играете коз, дори по-слаб (подцакване).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>Ако в ръката вече има коз, трябва да цакате, но става всеки коз: не е нужно да го надцаквате.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>Всеки играч играе сам: никакъв партньор не ви освобождава от задължението да цакате или да надцаквате.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>Ако партньорът ви взема ръката, а нямате от искания цвят, не е нужно да цакате или надцаквате: можете да играете всяка карта.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>Дори когато партньорът ви взема ръката, трябва да цакате и да надцаквате точно както срещу противник.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>Щом цакането е свободно, това, че партньорът ви взема ръката, не променя нищо.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>Когато се играе коз, трябва да сложите по-висок коз от най-силния изигран, ако можете.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>Когато се излиза с коз, трябва да отговорите с по-силен коз от най-силния изигран, ако можете, освен ако партньорът ви взема ръката.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>Когато се излиза с коз, трябва да отговорите с по-силен коз от най-силния изигран, ако можете, дори когато партньорът ви взема ръката.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>Когато се излиза с коз, трябва да отговорите с коз, но става всеки.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>При всичко коз всеки цвят се играе като коз: отговаряте на цвета и, ако можете, качвате над най-силната карта от искания цвят. Карта от друг цвят никога не печели, затова няма цакане.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>При всичко коз отговаряте на цвета, но не е нужно да качвате. Карта от друг цвят никога не печели.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>При без коз трябва само да отговаряте на цвета; ако нямате от него, играйте всяка карта. Печели най-силната карта от искания цвят.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>От втората ръка нататък, когато сте на ход, можете да покажете картите си и да претендирате за всички оставащи ръце (Игра &gt; Претендирай за останалите ръце). Претенцията се преценява само по това, което виждате: приема се, когато вашият отбор взема всички оставащи ръце, както и да са разпределени картите, които не виждате, като се отчитат изиграните карти (кой не е могъл да отговори на цвета или да цака), анонсите и откритите карти, а партньорът ви играе заедно с вас и другите играят възможно най-добре. След това останалите ръце се изиграват докрай. Отхвърлената претенция казва каква карта би могла да ви бие (коз, по-силна карта от даден цвят), но никога кой какво държи; когато твърде много карти още не са видени, е твърде рано за претенция.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>От втората ръка нататък, когато сте на ход, можете да покажете картите си и да претендирате за всички оставащи ръце (Игра &gt; Претендирай за останалите ръце). Претенцията се преценява само по това, което виждате: приема се, когато вземате всички оставащи ръце, както и да са разпределени картите, които не виждате, като се отчитат изиграните карти (кой не е могъл да отговори на цвета или да цака), анонсите и откритите карти, а другите играят възможно най-добре. След това останалите ръце се изиграват докрай. Отхвърлената претенция казва каква карта би могла да ви бие (коз, по-силна карта от даден цвят), но никога кой какво държи; когато твърде много карти още не са видени, е твърде рано за претенция.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>В тази игра няма анонси (могат да се включат от настройките). Белотът все пак се брои.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>В тази игра няма анонси (могат да се включат от настройките). Но {name} все пак се брои.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>Играч с някоя от тези комбинации може да я обяви по време на първата ръка, преди да изиграе първата си карта. В поредиците картите вървят в реда {order}, независимо кой е коз.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>В тази игра няма анонси (могат да се включат от настройките).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>Терца: три поредни карти от един цвят</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>Кварта: четири поредни карти</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>Квинта: пет или повече поредни карти</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>Три поредни карти от един цвят</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>Четири поредни карти</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>Пет или повече поредни карти</translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation>Каре: {cards}</translation>
    </message>
    <message>
        <source>Four of a kind: {cards}</source>
        <translation>Каре: {cards}</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Анонс</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>Карета от ниските карти ({cards}) не носят точки.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>Обявяването не е задължително: ако изиграете първата си карта, без да обявите, губите комбинациите си.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>Всеки анонс носи точки на отбора, който го е обявил.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Точки получава само отборът с единствения най-силен анонс — и тогава се броят всичките му анонси; анонсите на другия отбор не се броят. Най-силният се определя така:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>по точки;</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>при равни точки карето бие поредицата;</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>после по-високата най-горна карта (при каретата: {order});</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>после поредицата в коз бие поредица в друг цвят;</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>самия раздаващ</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>противника на раздаващия</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>играча срещу раздаващия</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>Раздаващият раздава на всеки играч поред, като започва от {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>След това по {packets} карти с лицето надолу пред всеки играч: неговият прикуп, който никой не гледа, докато не се избере коз; тогава всеки играч взема своя.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>След това по {down} карти с лицето надолу на масата пред всеки играч и {up} карти с лицето нагоре върху тях, по една върху всяка.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>След това по {up} карти с лицето нагоре на масата пред всеки играч.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>Последната карта на раздаващия се раздава с лицето нагоре: тя предлага козовия цвят и той я задържа.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>Последната открита карта от редиците на раздаващия предлага козовия цвят; тя остава на мястото си.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>Когато козът е избран, той раздава останалите карти: по {packets} на всеки играч, но раздаващият взема обърнатата карта, който и да е обявил, и получава с една карта по-малко.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>Когато козът е избран, той раздава останалите карти: по {packets} на всеки играч.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>{count} карти не се раздават: остават с лицето надолу в тестето, невидени, до следващото раздаване.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Играчът след раздаващия говори пръв при наддаването и излиза в първата ръка. След всяко раздаване раздава следващият играч.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>При „без коз“ раздаването съдържа само {total} точки и няма белот, затова обява „без коз“ над {total} никога не може да бъде изпълнена, дори с всички взятки; играта все пак позволява да я обявите, а подсказката го казва.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>Отборът с контра може да отговори с реконтра: стойността се брои {times} пъти и наддаването свършва веднага.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>Ако нямате от поисканата боя, сте длъжни да цакате само когато ръката се държи от коз на противник; иначе можете да играете всяка карта.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>Ако в ръката вече има коз, трябва да качите с по-висок, ако можете. Ако не можете, играйте каквато карта искате: по-нисък коз или друга карта.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>Когато договор с коз е контриран, козовете са заключени: никой не може да излезе с коз, докато има карта от друга боя.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>Един играч обявява най-много {count} от тях.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} и {run} от една боя</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Една карта може да участва едновременно в каре и в поредица ({example}): обявяват се и двете, няма избор.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Една карта може да участва едновременно в каре и в поредица ({example}): обявяват се и двете, няма избор.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Всяка карта участва само в един анонс. Когато е и в каре, и в поредица ({example}), вие избирате кое да обявите: масата предлага всеки вариант, първо по-ценния (при равна стойност — по-високия), и казва какво дава всеки срещу вече обявените анонси.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Всяка карта участва само в един анонс. Когато е и в каре, и в поредица ({example}), вие избирате кое да обявите: масата предлага всеки вариант, първо по-ценния (при равна стойност — по-високия), и казва какво дава всеки срещу вече обявените анонси.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>В тази игра се записват всички анонси, така че по-добрият вариант е по-ценният.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Каретата и поредиците се сравняват отделно, така че по-добрият вариант не винаги е по-високият: каре оставя поредиците на най-силната обявена поредица, а вашата поредица можеше да я бие.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Каретата и поредиците се сравняват отделно, така че по-добрият вариант не винаги е по-високият: каре оставя поредиците на най-силната обявена поредица, а вашата поредица можеше да я бие.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>Записва само страната с най-добрия анонс (вижте по-долу), така че по-добрият вариант е този, който дава на вашата страна най-добрия анонс; после по-ценният.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>Точки получава само играчът с единствения най-силен анонс — и тогава се броят всичките му анонси; анонсите на другите не се броят. Най-силният се определя така:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>Каретата и поредиците се сравняват отделно: играчът с най-силното каре получава точки за всичките си карета, а играчът с най-силната поредица — за всичките си поредици. Най-силният анонс се определя така:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>Каретата и поредиците се сравняват отделно: отборът с най-силното каре получава точки за всичките си карета, а отборът с най-силната поредица — за всичките си поредици. Най-силният анонс се определя така:</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>Точки получава само играчът с единствения най-силен анонс, и то само за своите анонси. Най-силният се определя така:</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>равни анонси на противникови страни се унищожават и никой не получава точки за тях.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>накрая — играчът, който говори пръв в раздаването.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>при равни точки карето бие поредицата;</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>между поредици с еднаква стойност — по-дългата;</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>после по-високата най-горна карта (при каретата: {order});</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>В тази игра белотът не носи точки.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>В тази игра {name} не се брои.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Играч с поп и дама коз казва „{name}“, когато изиграе първата от тях. Отборът му получава {points} точки, дори когато анонсите печели друг отбор.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Играч с поп и дама коз казва „{name}“, когато изиграе втората от тях. Отборът му получава {points} точки, дори когато анонсите печели друг отбор.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>Играч с поп и дама коз казва „Белот“, когато изиграе първата от тях, и „Ребелот“ — с втората. Той получава {points} точки, дори когато анонсите печели друг играч.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Играч с поп и дама коз казва „Белот“, когато изиграе първата от тях, и „Ребелот“ — с втората. Отборът му получава {points} точки, дори когато анонсите печели друг отбор.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>В тази игра попът и дамата коз се наричат {word}; те се броят за играча, който ги държи, независимо кой записва обявите, и могат да са част от поредица.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>В тази игра попът и дамата коз се наричат {word}; те се броят за който и да е отбор, независимо кой записва обявите, и могат да са част от поредица.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>В тази игра попът трябва да се изиграе преди дамата, иначе белотът не се брои.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>В тази игра попът трябва да се изиграе преди дамата, иначе {name} не се брои.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>Попът и дамата могат да се изиграят в произволен ред.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>При всичко коз всеки поп и дама от един цвят у един играч са белот.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>При всичко коз няма белот.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>При без коз няма белот.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>Белотът на обявилите се брои за обявата им.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>При обявилите {name} се брои за обявата им.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>Белотът на обявилите се добавя към резултата им, но не помага за изпълнението на обявата.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>При обявилите {name} се добавя към резултата им, но не помага за изпълнението на обявата.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>Играчът с белота запазва точките за него, дори когато обявата му пропадне.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>Отборът с белота запазва точките за него, дори когато обявата му пропадне.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>Отборът, който е имал {name}, запазва тези точки, дори когато обявата му пропадне.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Когато играта на обявилите падне, белотът им не се записва на никого: те го премълчават, вместо да го дадат на защитниците.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Когато обявата на обявилите пропадне, {name} не се записва на никого: те премълчават комбинацията, вместо да я дадат на защитниците.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>Когато обявата на обявилите пропадне, {name} им се губи: не се записва на никого.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>белот</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>Когато обявата на обявилите пропадне, белотът им отива при защитниците.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>Когато обявата на обявилите пропадне, {name} отива при защитниците.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>При контра се губи заедно с останалите им точки: записва само отборът с повече точки.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>Всяко раздаване (един козов цвят)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Всичко коз</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>Козов цвят</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>Играч без нито една ръка губи анонсите си (те отиват при другите само ако вземат всички точки на пропаднала обява); белотът му пак се брои.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>Отбор без нито една ръка губи анонсите си (те отиват при другия отбор само ако той вземе всички точки на пропаднала обява); белотът му пак се брои.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>Отбор без нито една ръка губи анонсите си (те отиват при другия отбор само ако той вземе всички точки на пропаднала обява); {name} пак се брои.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>При без коз се брои само едно обявление: каре аса, за 200.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>При без коз няма обявления.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>Играч, който вземе всички ръце, добавя {points} точки към резултата си след закръглянето по-долу; те никога не се удвояват.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>Отбор, който вземе всички ръце, добавя {points} точки към резултата си след закръглянето по-долу; те никога не се удвояват.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>Играч, който вземе всички ръце, получава {capot} точки от картите.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>Отбор, който вземе всички ръце, получава {capot} точки от картите.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>Всеки играч събира точките от картите, обявленията и белота си. Ако обявилият играч има повече точки от всеки от другите, играта е изкарана и всеки играч записва своя сбор.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>Всеки отбор събира точките от картите, обявленията и белота си. Ако обявилият отбор има повече точки от другия, играта е изкарана и всеки отбор записва своя сбор.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>При равни точки другите записват всички точки от раздаването, сборовете на всички играчи (с думите на обичайните правила: „всички точки, спечелени в раздаването“), обявилият не записва нищо, а {points} точки висят: играчът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>При равни точки другият отбор записва всички точки от раздаването, сборовете на двата отбора (с думите на обичайните правила: „всички точки, спечелени в раздаването“), обявилите не записват нищо, а {points} точки висят: отборът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>При равни точки другите записват своите точки, обявилият не записва нищо, а {points} точки висят: играчът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>При равни точки другият отбор записва своите точки, обявилите не записват нищо, а {points} точки висят: отборът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>При равни точки другите записват своите точки, а точките на обявилия висят: играчът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>При равни точки другият отбор записва своите точки, а точките на обявилите висят: отборът, спечелил следващото раздаване, ги добавя.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>Обявилият трябва да има поне колкото всеки от другите: равенството стига.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>Обявилите трябва да имат поне колкото другия отбор: равенството стига.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>Обявилият трябва да има повече точки от всеки от другите: при равенство е вътре.</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>Обявилите трябва да имат повече точки от другия отбор: при равенство са вътре.</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>Ако обявилият има по-малко точки, той е вътре: точките му (карти, обявления и белот) отиват при другите, както казват изборите по-долу.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>Ако обявилите имат по-малко точки, те са вътре: другият отбор записва сборовете на двата отбора – карти, обявления и белоти.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>При контра всички играчи са ангажирани: играчът с най-много точки взема сборовете на всички.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>При контра и двата отбора са ангажирани: отборът с повече точки взема и двата сбора.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>При контра записва само играчът с най-много точки; другите не записват нищо.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>При контра записва само отборът с повече точки; другият не записва нищо.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>При контра точките се броят двойно; при реконтра – {times} пъти.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>Игра без коз също се брои {times} пъти, с контра или без.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>След обява „Мач“ раздаването се брои като с реконтра и решава цялата игра.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>При контра всички играчи са задължени: при равни точки никой не записва и всички точки от раздаването висят (както броят българските играчи; опция).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>При контра и двата отбора са задължени: при равни точки никой не записва и всички точки от раздаването висят (както броят българските играчи; опция).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>При контра равенството се брои като без контра, умножено (опция; българските играчи оставят всички точки да висят).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>Раздаване, което пак завършва наравно, не е спечелено от никого: висящите точки заедно с новите чакат следващото раздаване, което някой играч спечели (опция).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>Раздаване, което пак завършва наравно, не е спечелено от никого: висящите точки заедно с новите чакат следващото раздаване, което някой отбор спечели (опция).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>Ако следващото раздаване пак завърши наравно, играчът, който записва в него, взема висящите точки (опция; по подразбиране те чакат раздаване, спечелено от играч).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>Ако следващото раздаване пак завърши наравно, отборът, който записва в него, взема висящите точки (опция; по подразбиране те чакат раздаване, спечелено от отбор).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Точките на всеки играч след това се делят на десет и се закръглят до цели записани точки. Решава остатъкът: над границата на играта се закръгля нагоре, на границата или под нея – надолу.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Точките на всеки отбор след това се делят на десет и се закръглят до цели записани точки. Решава остатъкът: над границата на играта се закръгля нагоре, на границата или под нея – надолу.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} дава {down}, {high} дава {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Граница</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>When two players stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Когато двама играчи са точно на границата, по-малкият резултат се закръгля нагоре, а по-големият – надолу: при всичко коз 154 и 144 дават по 15.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Когато и двата отбора са точно на границата, по-малкият резултат се закръгля нагоре, а по-големият – надолу: при всичко коз 154 и 144 дават по 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>Играч, който не записва нищо в раздаването, остава извън това правило: достатъчно е другите двама да са на границата.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>При равни точки на границата записаните точки се закръглят нагоре, а висящите надолу, така раздаването запазва точките си: при боя 96 и 96 дават 10 и 9 (опция).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>При равни точки на границата и записаните, и висящите точки се закръглят надолу: при боя 96 и 96 дават 9 и 9 (опция; по подразбиране записаните се закръглят нагоре).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>Висящите точки след равенство се закръглят по същия начин.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>След обява „Мач“ раздаването решава играта: ако обявилите изкарат играта, печелят цялата игра, иначе я печели другият отбор, независимо от резултата.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>Висящите точки след равенство отиват при следващия играч, който спечели раздаване.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>Висящите точки след равенство отиват при следващия отбор, който спечели раздаване.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>Висящите точки след равенство отиват при играча, спечелил следващото изиграно раздаване.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>Висящите точки след равенство отиват при отбора, спечелил следващото изиграно раздаване.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>Раздаването се печели по точки, дори когато закръглените записани точки са равни: от обявилия, когато изкара обявата си, или от противника му, когато падне.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>Раздаването се печели по точки, дори когато закръглените записани точки са равни: от обявилия, когато изкара обявата си; ако падне — от другия играч с най-много точки (двама с равни точки си поделят висящите точки, а нечетната точка отива при първия след обявилия).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>Раздаването се печели по точки, дори когато закръглените записани точки са равни: от отбора, който изкара обявата си, или от защитниците, когато обявилите паднат.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>Френският белот с обявяване следва правилата си така, както обикновено се публикуват на английски. В тях няма таблица на обявите: редът на обявите (спатия, каро, купа, пика, без коз, всичко коз), контра, реконтра и „Мач“ са взети от други публикувани правила на играта.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>Тези правила веднъж казват, че обявяването върви по часовниковата стрелка; всичко друго в играта върви надясно, затова и обявяването.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>Равни точки: тези правила дават 85 точки на победителя в следващото раздаване; ние ги закръгляме до записани точки с границата на играта от равното раздаване. Тук: {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>Игра с контра: според тези правила записва само отборът с повече точки; българските правила му дават и двата сбора. Тук: {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>и двата сбора</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>само своя сбор</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>Без боята на ръката тези правила изискват коз, но не по-висок; не казват дали партньорът, който държи ръката, ви освобождава, и ние следваме общото правило.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>Равенство: тези правила казват, че другият отбор записва „всички точки, спечелени в раздаването“; ние четем сборовете на двата отбора, както когато обявилите са вътре, плюс 85-те точки.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>Наш избор: след контра или реконтра все още може да се обяви по-висока игра и новата обява е без контра (източниците ни не казват).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>По пет карти и една обърната карта. Започвайки отдясно на раздаващия, всеки поред казва Пас, {hokum} (боята на обърнатата карта е коз) или {sun} (без коз, бие Хокум). След Хокум всеки друг играч може още да обяви Сън; после обявилият Хокум го запазва или го вдига на Сън. След Сън другите могат да надвишат със свой Сън (по веднъж). Ако и четиримата кажат пас, следва втори кръг: Хокум вече назовава друга боя, а Сън прекратява обявяването веднага. Два кръга пас – картите се раздават наново.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal}: в първия кръг раздаващият или играчът преди него може да обяви Сън за партньора си, който тогава взема обърнатата карта и играе Сън.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>Играчът, спечелил обявата (обявилият), взема обърнатата карта; раздаващият му дава още две карти, а на другите по три. Обявилият започва първата ръка.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>След като обявата е решена, другият отбор може да каже {double} (×2); Сън само ако отборът му има повече от {limit} точки, а удвояващите по-малко от {limit}. Обявилите могат да отговорят с {three} (×3), другите с {four} (×4), а обявилите с {gahwa}. Всеки отбор говори поред; когато и двамата му играчи кажат пас, играта започва. Докато е удвоено, никой не може да започне с коз, ако има друга боя (ръката е заключена).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa}: отборът, който спечели раздаването, печели цялата игра, независимо от резултата.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>В тази игра няма удвояване.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>В тази игра няма проекти.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} поредни карти от една боя</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>четири десетки, валета, дами или попа; четири аса в Хокум</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>четири аса в Сън</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>Проектите се обявяват по време на първата ръка, най-много {count} на играч. Поредиците следват реда A K Q J 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Записва само отборът с най-добрия проект – проектите и на двамата си играчи. Най-добър е най-скъпият; при равни поредици – по-високата най-горна карта, после поредицата в коз, после играчът по-близо вдясно от раздаващия.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>При проекти с еднаква стойност поредицата е над карето: таблицата на проектите в нашия източник поставя поредицата от пет карти (100) над четирите аса в Хокум, а четирите аса над четири десетки, валета, дами или попа (опция: френският ред поставя карето първо).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>При проекти с еднаква стойност карето е над поредицата (френският ред; нашият източник поставя поредицата от пет карти първа).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot}: попът и дамата коз в една ръка, само в Хокум, носят {points} точки на отбора си и никога не се умножават от стълбата. Не се броят, ако попът или дамата е част от записан проект.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>Картите се броят както в Белот (Хокум: 162 с 10-те за последната ръка; Сън: 130). Те стават точки от раздаването: в Сън се закръглят до най-близките десет (петицата нагоре), удвояват се и се делят на десет (26 в раздаването); в Хокум се делят на десет, като половината или по-малко се закръгля надолу (16 в раздаването). Проектите се добавят в точки.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>Обявилите трябва да имат повече точки от другия отбор (карти, проекти и балут). Тогава всеки отбор записва своите; иначе другият отбор записва всичко – картите и проектите на двата отбора. При удвояване точките се броят два, три или четири пъти.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>Удвоена игра, която е изкарана, пак носи точки и на двата отбора – на всеки своите точки, умножени: победителят не взема всичко (саудитските правила, както обикновено се публикуват: „всеки отбор печели … ако печелившата обява е удвоена, тези точки се удвояват“). Само Гахуа дава цялата игра на един отбор.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>Последната ръка носи още {bonus} точки.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points}, когато обърнатата карта е асо)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot}: отбор, който вземе всички ръце, записва {sun} в Сън и {hokum} в Хокум вместо картите си{ace}, заедно с проектите си.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>Ред на картите и задължения при игра: таблицата на нашия източник е изгубена, затова следваме публикуваните саудитски правила: коз J 9 A 10 K Q 8 7, другите бои A 10 K Q J 9 8 7; отговаряйте на боята; иначе цакайте и надцаквайте коза в ръката, освен ако партньорът ви я държи; при изигран коз – по-висок.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>Целта: 152, както играят повечето маси (нашият източник казва 128: опция).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>Кабут: 44 или 88 при обърнат асо, както казва нашият източник; публикуваните правила дават 25 в Хокум (опция).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>Ашкал: по публикуваните правила (раздаващият или играчът преди него, в първия кръг); нашият източник само го назовава.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>В Сън точките се закръглят до десетици, като петицата е нагоре; нашият източник не казва накъде отива петицата.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последна ръка</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Общо</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Повече от половината</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>Последната ръка носи още {bonus} точки.</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>Играч, който вземе всички ръце, прави валат: картите му се броят {capot} вместо {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>Отбор, който вземе всички ръце, прави валат: картите му се броят {capot} вместо {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>Вземането на всички ръце не носи бонус: играчът просто има всичките {total} точки от картите.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>Вземането на всички ръце не носи бонус: отборът просто има всичките {total} точки от картите.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>Всеки играч сумира точките от картите си, анонсите си (ако се броят) и белота си. Ако резултатът на обявилия е достатъчен, всеки играч записва своите точки.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Всеки отбор сумира точките от картите си, анонсите си (ако се броят) и белота си. Ако резултатът на обявилите е достатъчен, всеки отбор записва своите точки.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Всеки отбор сумира точките от картите си, своите {declarations} (ако се броят) и {name}. Ако резултатът на обявилите е достатъчен, всеки отбор записва своите точки.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>Обявилият трябва да има поне колкото всеки от другите: равенството стига.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>Обявилите трябва да имат поне толкова точки, колкото другият отбор: равенството стига.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>Обявилият трябва да събере повече точки от всеки от другите: равенството също е провал.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>Взелите трябва да съберат повече точки от другия отбор: равенството също е провал.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>Обявилият трябва да има повече точки от всеки от другите: при равенство е вътре.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>Обявилите трябва да имат повече точки от другия отбор: при равенство са вътре.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>Обявилият трябва да има повече точки от всеки от другите. При равенство той не записва нищо, а другите записват само своите точки.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>Обявилите трябва да имат повече точки от другия отбор. При равенство не записват нищо, а другият отбор записва само своите точки.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>Обявилият трябва да има повече точки от всеки от другите. При равенство точките висят: другите записват своите точки, а точките на обявилия чакат и ги получава играчът, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>Обявилите трябва да имат повече точки от другия отбор. При равенство точките висят: защитниците записват своите точки, а точките на обявилите чакат и ги получава отборът, който спечели следващото раздаване.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>Иначе обявата пада: обявилият не записва нищо (освен своя белот, ако тази игра го запазва), а другите записват само своите точки.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Иначе обявата пада: обявилите не записват нищо (освен своя белот, ако тази игра го запазва), а другият отбор записва само своите точки.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Иначе обявата пада: обявилите не записват нищо (освен {name}, ако тази игра позволява това), а другият отбор записва само своите точки.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>Иначе обявилият е вътре: не получава нищо освен собствения си белот, а противникът му получава {total} плюс всички зачетени анонси (и собствения си белот); {capot}, ако е взел всички ръце.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>Иначе обявилите са вътре: не получават нищо освен собствения си белот, а другият отбор получава {total} плюс всички зачетени анонси (и собствения си белот); {capot}, ако е взел всички ръце.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>точките от картите</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>последната ръка</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>анонсите си</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>белота си</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Обявилите броят {counted}. Обявата е изпълнена, когато сборът достигне обявата и освен това е повече от половината точки в раздаването: обява {low} в козов цвят изисква {half} от {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Обявилите броят {counted}. Обявата е изпълнена, когато това стигне обявата и също половината от точките в раздаването: обява {low} в боя изисква {half} от {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Обявилите броят {counted}. Обявата е изпълнена, когато това стигне обявата: обява {low} в боя изисква {half} от {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>При изпълнение обявилите записват своите точки плюс обявата; другият отбор записва своите точки.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>Обявен и изпълнен валат носи {made}, а всеки отбор записва анонсите си; ако пропадне, другият отбор получава {failed} и всички анонси. Контрата и реконтрата умножават {made} и {failed}, но не и анонсите; белотите се записват както при всяка обява.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>Достатъчно е да се стигне точно обявата; в тази игра няма висящи точки.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>Отборът с контра може да отговори с реконтра: резултатът от обявата се брои {times} пъти и наддаването свършва веднага.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>Контрата удвоява резултата на отбора, спечелил обявата, но никога белота: при изпълнение обявилите записват (точки от картите + анонси + обява) × 2 + белот (при реконтра: × {times}), а другият отбор — своите точки; при пропадане защитниците записват ({base} + обява) × 2 (при реконтра: × {times}), плюс всички анонси и своя белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>При неуспех обявилите записват само белота си. Другият отбор записва {base} плюс обявата, двете умножени при контра или реконтра, плюс всички анонси и собствения си белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>При неуспех обявилите записват само белота си. Другият отбор записва {base} плюс обявата (умножена при контра или реконтра), плюс всички анонси и собствения си белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>Пропаднала: обявилите записват само белота си. Другият отбор записва {base} (обявата не се добавя), плюс всички анонси и своя белот.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>Отбор, който вземе всички ръце, без да е обявил валат, получава {points} точки за картите.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>Играч без нито една ръка губи анонсите си и те не отиват при никого, дори при играч, който взема всички точки; белотът му пак се брои.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>Отбор без нито една ръка губи анонсите си и те не отиват при никого, дори при отбор, който взема всички точки; белотът му пак се брои.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>Играчът запазва анонсите си дори когато не вземе нито една ръка.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>Отборът запазва анонсите си дори когато не вземе нито една ръка.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>Контрето на френската федерация, както четем правилата ѝ; спрямо Коанш се различава в: {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Резултатите се събират раздаване след раздаване; играта свършва, когато играч има повече от {target} точки: точно {target} не стига.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Резултатите се събират раздаване след раздаване; играта свършва, когато отбор има повече от {target} точки: точно {target} не стига.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>Точките се сумират раздаване след раздаване; играта свършва, когато играч стигне {target} точки.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>Точките се сумират раздаване след раздаване; играта свършва, когато отбор стигне {target} точки.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>Ако двама играчи минат {target} в едно и също раздаване, играта е наравно.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>Ако и двата отбора минат {target} в едно и също раздаване, играта е наравно.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Ако двама играчи минат {target} в едно и също раздаване, печели по-високият резултат; при равен резултат играта е наравно.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Ако и двата отбора минат {target} в едно и също раздаване, печели по-високият резултат; при равен резултат играта е наравно.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>Ако двама играчи минат {target} в едно и също раздаване, печели по-високият резултат; при равен резултат — играчът, спечелил последното раздаване.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>Ако и двата отбора минат {target} в едно и също раздаване, печели по-високият резултат; при равен резултат — отборът, спечелил последното раздаване.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>Висящите точки отиват при играча, който спечели следващото изиграно раздаване.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>Висящите точки отиват при отбора, който спечели следващото изиграно раздаване.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>обявата е изпълнена</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>вътре</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>обявилите нищо, защитата своите</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>висящи точки (чакат следващото раздаване)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>наравно</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>печели по-високият резултат</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>печели по-високият резултат, после победителят в последното раздаване</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>Настройките, отбелязани с ●, се различават от стандартните правила на този вариант.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>Това са стандартните правила на този вариант; настройките могат да се променят за нова игра.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>В тази игра</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>Наш избор: обявяването не е задължително; когато една карта е в две комбинации и може да се брои веднъж, играчът избира кой вариант да обяви, като по-ценният се предлага пръв, а компютърните играчи обявяват варианта, който носи най-много на страната им срещу вече обявените анонси.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>Наш избор: обявяването не е задължително.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>Белот се играе с много домашни правила. Където правилниците, които следваме, се разминават, въпросът е настройка; където мълчат, сме избрали сами. Ето какво прави тази игра.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Обявил с точно толкова точки, колкото противника си: според някои правилници обявата е изпълнена, според други обявилият е вътре, според трети точките висят. Тук: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>Обявили с точно толкова точки, колкото другият отбор: според някои правилници обявата е изпълнена, според други обявилите са вътре, според трети точките висят. Тук: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>провал: взелите не записват нищо</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Нямате от искания цвят, а ръката е на партньор: повечето правилници ви освобождават от цакане, строгото тълкуване — не (тук никой няма партньор, така че този избор никога не важи). Тук: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Искан е коз, а ръката е на партньор: обикновено пак трябва да качите; някои игри ви освобождават (тук никой няма партньор, така че този избор никога не важи). Тук: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>Нямате от искания цвят, а партньорът ви взема ръката: повечето правилници ви освобождават от цакане, строгото тълкуване — не. Тук: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>свободни сте</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>трябва да цакате</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>Излиза се с коз, а партньорът ви взема ръката: обикновено пак трябва да качите; в някои игри сте свободни. Тук: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>трябва да качите</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Белот, при който дамата е изиграна преди попа: обикновено се брои; на някои маси искат попът да е пръв. Тук: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Ако дамата е изиграна преди попа, {name} обикновено се брои; на някои маси искат попът да е пръв. Тук: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>попът трябва да е пръв</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>редът няма значение</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>Наш избор: след контра никой не може да обявява повече (източниците ни не казват).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>Двама играчи минават целта в едно и също раздаване: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>И двата отбора минават целта в едно и също раздаване: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Пропадналите обявили запазват белота си в повечето правилници; на някои маси той отива при защитниците. Тук: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>В повечето правилници {name} остава за пропадналите обявили; на някои маси отива при защитниците. Тук: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>Целта трябва да се стигне в повечето правилници, да се надмине на някои маси. Тук: {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>Играч без нито една ръка губи анонсите си (без белота), както казват правилата; на някои маси ги запазва. Тук: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Отбор без нито една ръка губи анонсите си (без белота), както казват правилата; някои маси му ги оставят. Тук: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Отбор без нито една ръка губи анонсите си (без {name}), както казват правилата; някои маси му ги оставят. Тук: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>Наш избор: когато обявилият е вътре, а противникът му е взел всички ръце, противникът получава стойността на валат ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>Наш избор: когато обявилите са вътре, а другият отбор е взел всички ръце, той получава стойността на валат ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>Между раздаванията картите се събират и цепят, а не се разбъркват, както е по традиционните правила. Тук: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>разбъркват се при всяко раздаване</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>събират се и се цепят</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>Пасът е окончателен: играч, който е казал пас, не може да обявява отново в това раздаване, и наддаването продължава без него. Когато всички останали кажат пас след обява, тази обява е договорът.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>Играчът, направил първата обява в наддаването, разиграва първата ръка, който и да е спечелил наддаването.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>През първата ръка другите чуват само вида и стойността на анонса („терца, 20“); картите му се показват, когато свърши първата ръка, преди втората.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>През първата ръка другите чуват само вида и стойността на анонса („{meld}, 20“); картите му се показват, когато свърши първата ръка, преди втората.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>Изпълнена: всеки отбор записва своите точки (карти, последна ръка, анонсите, които се броят, и своите поп и дама коз). Самата обява не добавя нищо.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>Пропаднала: обявилите не записват нищо, а другият отбор взема всички точки от раздаването: всички точки от картите, всички анонси на двата отбора и, освен ако опция не казва друго, и попа и дамата коз на обявилите.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>Точките на всеки отбор от раздаването стават точки за играта, като се махне последната им цифра: 157 точки правят 15, 82 правят 8. Играта се брои в точки за играта.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>Когато и двата отбора имат 15 в едно и също раздаване, отборът с по-голямата последна цифра записва 16: 153 срещу 151 правят 16 срещу 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>В пилотата първият раздаващ се определя, като се цепи тестето и всеки играч държи по една боя; този ритуал не променя нищо в играта, затова програмата избира първия раздаващ случайно, а после раздаването минава всеки път към следващия играч.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>Таблицата с анонсите от нашия източник е изгубена: стойностите са тези от публикуваните кипърски правила (три поредни карти 20, четири 50, пет или повече 100; четири валета 200, четири деветки 150, четири аса, попа, дами или десетки 100; поредиците в реда 7 8 9 10 J Q K A).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>Нашият източник не казва нищо за контра, за обява капо или за най-високата обява: в тази игра няма контра и обява капо, а обявите стигат до {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>„Първият обявил разиграва“: кипърските правила казват, че играчът, обявил пръв, играе пръв; разбираме го като първия играч, направил обява (опция позволява вместо това да разиграва играчът след раздаващия).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>Във всяко раздаване един играч обявява коза и отборът му трябва да вземе повече от половината точки: точки от карти, последна взятка, поредици ({twenty} или {fifty}) и {bella}. Играта от Кейп Бретон, играна по часовниковата стрелка.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>Не се обръща карта. Гледайки само първите си {hand} карти (талонът му остава с лицето надолу), всеки играч поред, от лявата страна на раздаващия, обявява коз – която и да е от четирите бои – или казва пас; всеки говори веднъж. Първият, който обяви, определя коза: той е обявилият, а партньорът му играе с него.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>Ако първите трима играчи кажат пас, раздаващият трябва да обяви коз: не може да каже пас, така че раздаване никога не се хвърля.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>Щом козът бъде обявен, всеки играч взема талона си, а играчът отляво на раздаващия започва първата взятка.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>В тази игра не се играят поредици (могат да се включат в опциите). Белата пак се брои.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>Поредиците са последователни карти от една боя, в реда {order}, независимо от коза. Играчът обявява поредиците си по време на първата взятка, преди да изиграе първата си карта; най-добрата се показва преди втората взятка.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} поредни карти</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} или повече поредни карти</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Поредица</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>Поредица от седем или повече се брои за две: седем карти са петдесет и двайсет, осем или девет — два пъти петдесет (опция; нашият източник мълчи).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>Поредица от седем, осем или девет карти е едно петдесет (нашият източник мълчи; на някои маси се брои за две поредици, опция).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>В Тарабиш няма каре, а една карта се брои само в една поредица.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>Обявяването не е задължително: ако изиграете първата си карта, без да обявите, поредиците ви се губят.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>двайсет бие петдесет (както е в някои писани правила, тук опция);</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>петдесет бие двайсет;</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Записва само играчът с единствената най-добра поредица и тогава записва всичките си поредици; тези на партньора му и на другия отбор не се броят. Най-добрата се определя по:</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>между поредици от един вид – по-високата горна карта;</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>равни поредици: печели козовата; ако никоя не е коз, те се унищожават и никой не записва поредици в това раздаване.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>{bella} не се брои в тази игра.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>Играч с поп и дама коз казва „{bella}“, когато играе втората от тях: {points} точки за отбора му, независимо кой записва поредиците.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>{bella} на обявилия отива при другия отбор, когато той е бейт, и не се брои за никого при полубейт.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>Отбор, който вземе всички взятки, добавя {bonus} точки.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>В Тарабиш вземането на всички взятки не носи бонус: картите и последната взятка вече са всички точки.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>Всеки отбор събира точките си от карти (с последната взятка), поредиците си и {bella}. Ако обявилите имат повече от половината от общите точки на двата отбора, всеки отбор записва своя сбор.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>Точно половината е {half}: другият отбор записва своите точки, а обявилите не записват нищо.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>Точно половината стига: всеки отбор записва своя сбор.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>Точно половината проваля обявата, все едно обявилите имат по-малко.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>По-малко от половината: обявилите не записват нищо, а другият отбор записва своите точки.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>По-малко от половината е {bate}: другият отбор записва всички точки от раздаването – {total} от карти и последна взятка, всяка зачетена поредица и всяка {bella}; обявилите не записват нищо.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>Някои писани правила казват, че двайсет е по-високо от петдесет; повечето публикувани правила на Тарабиш поставят петдесетте по-високо, както показва стойността им. Следваме тях; другият прочит е опцията „Двайсет бие петдесет“.</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>Според някои писани правила раздаващият започва от играча отдясно и продължава по часовниковата стрелка; повечето публикувани правила, а и самата игра, започват отляво на раздаващия. Започваме отляво; играта е една и съща и в двата случая.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>Поредиците и стойностите им (двайсет за три карти, петдесет за четири или повече, без каре) следват публикуваните правила на Тарабиш.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>Грешка в играта (карта, която правилата забраняват) тук не може да се случи: програмата я отказва и казва защо, така че обичайното наказание (всички точки за другия отбор) никога не се прилага.</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>Във всяко раздаване единият отбор казва „{i_play}“ на коз и трябва да събере повече точки от другия, иначе е {set}; точките идват от взетите карти, последната ръка, обявите (най-добрата дава на отбора си всичките му обяви) и {bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>В Клабър четирите вала са {mule} (200), всеки друг каре е стотица, поредица от три карти е {dad}, от четири — петдесетица, а от пет — стотица. Поредиците вървят в реда A K Q J 10 9. Най-добрата обява е най-високата по стойност; между равни поредици — тази с по-високите карти, после тази в коз; ако пак са равни, никой не записва обяви.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>В Клабър отборът на договора тогава е {set}: в листа с резултата не получава нищо, включително бела си.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>Първият раздаващ: в Клабър картите се раздават открити до първия вале и който го получи, раздава пръв. Това само избира място, затова тук програмата тегли първия раздаващ случайно.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>Да кажете „{i_play}“ или да обявите боя, от която нямате карта, е ренонс, който книгите наказват със 162 точки и обявите за другия отбор. Тук играта отказва такава обява (подсказката казва защо), така че ренонс не може да се случи; нашият източник прилага това и за приемането на обърнатата боя.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>Изигран коз: нашият източник казва само да се отговаря на боята; както в останалите игри от семейството, трябва да качите с по-висок коз, ако можете (опция).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>Всички ръце не носят бонус в Клабър: книгите не дават такъв.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>Когато всички пасуват два пъти, картите се размесват и същият раздаващ раздава отново.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>Във всяко раздаване единият играч избира коза и трябва после да събере повече точки от другия: повече от {half} от {total}. Картите се играят на взятки; точките идват от спечелените карти.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>Във всяко раздаване единият играч избира коза и трябва после да събере поне толкова точки, колкото другия. Картите се играят на взятки; точките идват от спечелените карти.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>Играете от ръката си или от откритите си карти на масата, както желаете; задълженията по-долу важат и за двете.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>Нямате карти в ръка: играете само откритите карти от подредбата си и задълженията по-долу важат само за тях.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>Когато открита карта бъде изиграна, закритата карта под нея се обръща, щом взятката приключи; от следващата взятка може да се играе.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>Когато открита карта бъде изиграна, закритата карта под нея се обръща веднага; притежателят ѝ може да я изиграе при следващия си ход.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>Никой не може да погледне закрита карта, преди да бъде обърната, дори притежателят ѝ.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>Закрита карта, чиято покриваща карта е изиграна, се обръща след взятката (Belote Découverte, както обикновено са записани правилата ѝ) или веднага (белот за двама с открити карти). Тук: {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote Découverte: писаните ѝ правила не дават краен резултат; играем до {target}, както в класическата игра (опция).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote Découverte: без обявявания и без белот, както казва източникът; капо се брои 252, както в класическата игра.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>След първите {count} карти, започвайки от {side} на раздаващия, всеки играч по ред казва пас или обявява договор. Обявяването може да мине няколко обиколки.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>Договорите, от най-ниския: {order}. При договор в боя тази боя е коз; при без коз няма коз; при всичко коз всяка боя се играе като коз.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>Всяка обява трябва да е по-висок договор от текущия, който и да го е обявил.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>Всяка обява трябва да е по-висок договор от текущия, който и да го е обявил, включително партньорът.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>Играч, казал пас, може да обяви по-късно, когато отново дойде редът му.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>Пасът е окончателен: играч, казал пас, може след това само да пасува.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>Играч може да каже контра ({contra}) на текущата обява на всеки друг играч, никога на своята. Тогава обявилият и казалият контра са обвързани, а точките се броят двойно.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>Играч може да каже контра ({contra}) на текущата обява само ако е на противник, никога на своя отбор. Тогава и двата отбора са обвързани, а точките се броят двойно.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Може да последва по-висока обява: играч, който се бои от контрата, може да обяви друг договор, който важи без контра.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Може да последва по-висока обява: отбор, който се бои от контрата, може да обяви друг договор, който важи без контра.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>След контра никой не може да обявява повече.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>В тази игра няма контра.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>Играчът, на когото е казана контра, може да каже реконтра ({recontra}): точките се броят {times} пъти.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>Отборът, на който е казана контра, може да каже реконтра ({recontra}): точките се броят {times} пъти.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>В тази игра няма реконтра.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>След реконтра отборът, казал контра, може да отговори „{word}“: цялата игра се залага на раздаването и обявяването приключва.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>След обява, контра или реконтра {count} паса подред приключват обявяването: последната обява е договорът и играчът, който я е направил, е обвързан с нея.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>След обява, контра или реконтра {count} паса подред приключват обявяването: последната обява е договорът и отборът, който я е направил, е обвързан с нея.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>Всичко коз с реконтра го приключва веднага: над него не може да се каже нищо.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>След това всеки получава още {count} карти и играчът от {side} на раздаващия излиза.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Ако всички {count} играчи кажат пас без обява, картите се раздават наново, никой не записва и раздава следващият играч.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>Тук раздаващият не може да каже пас след всички останали: трябва да обяви игра, освен ако неговите {count} карти са за {points} точки или по-малко (асо 11, десетка 10, поп 4, дама 3, вале 2); тогава пасът му отменя раздаването (правило, което българските играчи наричат рядко, опция).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>В тази игра белотът се брои само ако първата от двете карти, поп или дама, е изиграна при излизане, за цакане на друга боя или след излизане на партньора.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>Обявяването на белота не е задължително (българското правило): страна, която губи раздаването, го премълчава и никой не го записва; страна, която изкарва играта си или е наравно, го обявява (опция: иначе го вземат победителите).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>Играта не може да свърши с раздаване, спечелено с {valat} (всички ръце): играе се още едно раздаване.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik}: обвързан отбор, който не спечели раздаването, и отбор без нито една ръка губят {points} точки (веднъж на раздаване).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>да</translation>
    </message>
    <message>
        <source>off</source>
        <translation>не</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>Белотът следва правилата така, както българските играчи обикновено ги записват; където писаните текстове се различават, следваме общото правило, а другото е опция.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>Анонсите се обявяват в първата ръка (някои писани правила казват в първите две). Последователности от шест до осем карти са 100, колкото пет (някои писани правила стигат само до пет).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>Излиза се коз: някои писани правила освобождават играча да качва, когато партньорът му държи ръката, други мълчат; ние го освобождаваме.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>Белотът се брои при първата карта от попа и дамата; на някои маси се брои само при излизане, цакане или след партньора. Тук: {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>Само на някои маси карта може да участва в два анонса. Тук: {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>Киртикът се играе само в някои краища на България; четем го така, както обикновено се описва (наказание за обвързан отбор, който не печели, или за отбор без нито една ръка). Тук: {value} точки.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>На някои маси се играе трето ниво на контра, което залага цялата игра. Тук: {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>Равенство: точките на обявилите висят за победителя в следващото раздаване, заедно с белота им (наш прочит). Когато всички пасуват, картите се раздават наново (раздаващият не е длъжен да обяви — правило, което българските играчи наричат рядко).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>Обичайните български прочити, всеки с другия като опция: по-дълга поредица бие по-къса; отбор без ръка губи анонсите си и те не отиват при никого; контрирана игра при равни точки оставя всички точки да висят; висящите точки чакат и след ново равенство; равенство на границата запазва точките на раздаването; губещата страна премълчава белота си; раздаващият е длъжен да обяви. Тук раздаващият трябва да обяви: {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>Всеки играе сам (правилата на белота, които следваме: „всеки играч играе за себе си“). Никой няма партньор, затова правилата, които ви освобождават, когато партньорът ви държи ръката, никога не важат; всеки друг играч може да каже контра на най-високата обява, а само обявилият я може да каже реконтра. Наддаването приключва, когато всички останали кажат „пас“ след обява, а раздаването се анулира, когато всички кажат „пас“.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>Обявилият трябва да събере повече от всеки от другите (правилата, които следваме: „играчът, обявил играта, трябва да събере повече точки“); при равенство с най-добрия от тях точките му остават „висящи“ за победителя в следващото раздаване (висящи точки, както при четирима).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>всеки пази своите точки, а точките на обявилия (карти, обяви и белотът му) се поделят поравно между тях, като нечетна точка отива при първия след обявилия</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>всеки пази своите точки; тези на обявилия се губят</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>Паднала игра („вътре“): правилата, които следваме, казват само, че „всички точки отиват при противника“, без да уточняват как при двама противници. Нашият избор, като опция: {value}. Игра с контра печели този, който събере най-много, и той взема всичко, както при четирима. Ако другите двама са наравно с най-много точки, правилата, които следваме, не казват кой печели; тук те си поделят всичко поравно и всяка половина се удвоява и закръгля до записани точки като всеки резултат.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>При двама играчи {count} карти никога не се раздават и никой не може да ги гледа (правилата, които следваме). Точките на раздаването са тези на картите в игра, затова то струва по-малко от 162 и не винаги еднакво; точките за играта се закръглят от тях както обикновено. Следващото раздаване събира всички карти, включително неизползваните.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>Открити карти (правилата, които следваме): можете да играете всяка карта от ръката си или всяка открита карта от масата си; картата под изиграната се обръща {when} и оттогава може да се играе.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>Обявите се правят от картите в ръката ви и откритите ви карти на масата, а поп или дама, лежащи закрити, се броят за белот, защото се обръщат, преди да бъдат изиграни (правилата, които следваме). Тук: {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>картите на масата се броят</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>брои се само ръката</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>Когато всички кажат „пас“, правилата, които следваме, карат следващият играч да размеси и раздаде; тук раздава следващият играч, а картите се събират и цепят както след всяко раздаване.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Правила на играта</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страници</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Текст на правилата</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Тази игра</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Речник</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>Връзка: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>всички пас</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>Никой не взе: картите бяха раздадени отново.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>Равенство: {points} точки висят за победителя в следващото раздаване</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>Обявата е изпълнена</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Обявата пропадна</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>Точките от равенството ({deals}), които висяха и бяха спечелени в раздаване {number} от {winners}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Общо</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>Висящите {points} точки не отидоха при никого</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>Висящи от равенството ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>Пренесено</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>Резултатът от играта преди това раздаване</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Изток</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Играч {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Бърза</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Мигновена (без анимация)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>Класически (червено и черно)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Четири цвята</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Начинаещ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Напреднал</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Майстор</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелено</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синьо</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червено</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Кафяво</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Сиво</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Предпочитания</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорост на анимацията</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>Буквите в ъглите на картите на вашия език (R, D, V на френски)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>Б&amp;укви на картите</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Гръб на картите</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>Подреждай картите ми по боя и сила (иначе – по реда на раздаване)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>П&amp;одреждане на ръката</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>Играй картата ми сама, когато е единствената, която мога да играя</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>&amp;Автоматичен ход</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>Обявявай автоматично: анонсите ми се обявяват, когато играя първата си карта</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>А&amp;нонси</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звукови ефекти</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Маса</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компютърни играчи</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Език</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>Масата, както е избрана</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Цвят</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Лица на картите</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>Ри&amp;сунък на картите</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Малки</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Големи</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Раз&amp;мер на картите</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>Открояване на позволените карти и обяснение на правилата по време на игра</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Подсказки</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>Изиграване на карта с второ щракване</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>П&amp;отвърждение</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>Разрешаване на връщане на ход (отчита се в статистиката)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Връщане на ход</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>Когато работи екранен четец</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>Винаги (и картите като списък)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>&amp;Екранен четец</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>Всяка изиграна карта</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>Всяка ръка, когато бъде взета</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Говор</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>Гла&amp;с</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Вашето &amp;име</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>Пауза между &amp;ходовете</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Езикът на системата</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Език</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>Дати и числа на този език: {date}, {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>Па&amp;ртньор</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>Про&amp;тивници</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>Запазване на текущата игра за следващото стартиране</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>&amp;Автоматичен запис</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Опростен</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Традиционен</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>Синя решетка</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>Червена решетка</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>Зелена решетка</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>Розетка в бордо</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>Тъмносиня розетка</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>Сукно и злато</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>Собствен глас, когато екранният четец не може да говори</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>Винаги собственият глас на програмата</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>Никога собственият глас на програмата</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>Собственият глас на програмата</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>Недостъпно: на този компютър не е намерен синтезатор на реч</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>Играчите го чакат при екранен четец</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>Играчите винаги го чакат</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>Играчите никога не го чакат</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>Изчакване на гласа</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> думи в минута</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Скорост на речта</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>Лист с резултата и разговор на масата (F9)</translation>
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
        <translation>Няма игра на масата.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вие</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>Ръка: {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>Още няма карта в тази ръка. {player} взе предишната.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Още не е изиграна карта.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>Резултат: ние {us}, те {them}, играе се до {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>Резултат: {scores}, играе се до {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>Точки от картите в това раздаване: ние {us}, те {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>Точки от картите в това раздаване: {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Договор: {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Още няма договор.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>Обърната карта: {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Нямате карти.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>Вашите карти (%n): {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>обяви {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>няма {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player} {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>Открити карти на {player}: {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>Още никой нищо не е показал.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Още нищо не е казано.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>Вземате последната ръка, точки: %n.</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>Вземате ръката, точки: %n.</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player} взема последната ръка, точки: %n.</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player} взема ръката, точки: %n.</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>Програмата говори със собствения си глас. V: гласът на екранния четец вместо него.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>Собственият глас на програмата не е достъпен ({why}); говори екранният ви четец.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>Програмата говори чрез екранния ви четец. V: собственият глас на програмата вместо него.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>спечелена</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>загубена</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>равна</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>прекъсната</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}: {outcome}, {us} на {them}, {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Игри, изиграни до края</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Игри</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победи</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>Игри, спечелени от вашия отбор</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Вашата статистика</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Показана игра</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>Резултатите ви ще се появят тук</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>Игрите ви във времето</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>преднина в точки</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>Всеки стълб е една игра, най-старата вляво, с датата отдолу: с колко точки вашият отбор е завършил пред другия (над 0) или зад него (под 0); за прекъсната игра — както е стояла тогава. Пазят се последните 200 игри.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>Как завършиха игрите ви</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>игри</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>Същите карти: вие срещу Майстора</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>сравнени раздавания, от най-старото към най-новото</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>изоставане от Майстора в точки</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>Всеки стълб брои игри: спечелени, загубени, равни или прекъснати, защото нова игра ги е заменила.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>Всеки стълб е раздаване, което Майсторът е изиграл отново с вашите карти: над 0 той е направил повече от вас, под 0 вие сте играли по-добре. Златната линия е вашата оценка, средното досега: колкото по-ниска, толкова по-добре.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>Всички игри в сравнение</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>Всички игри заедно</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (още не е играно)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> Прекъснати: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Изиграни игри</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>Изиграни до края: победи {won}, загуби {lost}, равни {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> Игра в ход се отчита, когато завърши.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент победи</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>Игрите, спечелени от вашия отбор, от изиграните до края.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Изиграни раздавания</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>Делът на изпълнените обяви от поетите от вашия отбор (още няма поети).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Изпълнени обяви</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>Най-добър резултат в игра</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>Най-високият краен резултат на вашия отбор в игра. Най-много поредни победи: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>Изберете една игра: всяка игра брои точките си по свой начин.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>Как играете срещу Майстора със същите карти. На маса с ниво Експерт или Майстор натиснете „Сравни с Майстора“ след раздаване, за да бъде отчетено.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>Резултатът на Майстора минус вашия при същите карти, средно на раздаване (сравнени {deals}). 0 или по-малко: играли сте не по-зле от Майстора.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>Оценка при същите карти</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>„Всички игри заедно“ брои и игрите, изиграни с ваши собствени правила.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>не са пазени преди тази версия</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>Ваши собствени правила: игрите на {game}, чиито настройки сте променили в „Нова игра“ ({rules}). Те се броят тук, отделно от обичайните правила на играта, защото целите и резултатите им не са съпоставими; редът най-горе брои и двете.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>Игрите ви на {game} с ваши собствени правила се броят отделно, като „{custom}“: изберете го по-горе. Тези числа са само за обичайните правила; редът най-горе брои и двете.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>Вашите решения, картите</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>Когато „Сравни с Майстора“ е оценил решенията ви, преднината на Майстора се разделя тук: колко са ви стрували решенията ви и какво са направили картите.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>оценени раздавания: %n</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>От преднината на Майстора {choices} точки на раздаване се дължат на вашите решения, {cards} — на картите ({deals}). Вашите решения: колко са ви стрували средно при картите, които не сте можели да видите.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>От преднината на Майстора {choices} точки на раздаване се дължат на вашите решения; картите ви върнаха {back} ({deals}). Вашите решения: колко са ви стрували средно при картите, които не сте можели да видите.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Точки на раздаване</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>Точките за играта на вашия отбор на раздаване, отчитани от игрите, които завършите или прекъснете отсега нататък.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>игри: %n</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>Точките за играта на вашия отбор на раздаване, от игрите след тази версия ({matches}; по-старите игри не са запазили резултати).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>Точките за играта на вашия отбор на раздаване ({matches}).</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>Изберете една игра, за да видите игрите ѝ във времето: всяка игра брои точките си по свой начин.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>Тук още няма игри: всяка игра, която завършите или прекъснете отсега нататък, се появява като един стълб с дата, по реда на изиграване.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>За тази игра още няма отчетени игри: завършете една и тук ще видите как е приключила.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Загуби</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Равни</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>, прекъснати: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>Всички игри: {games}, победи: {won} ({rate}){left}; {deals}; {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>Изиграйте раздаване до края и то веднага се отчита тук; игра — когато завърши или нова игра я замени: спечелените и загубените игри, раздаванията ви и изпълнените обяви на вашия отбор, с графика за всяко. На маса с ниво Експерт или Майстор „Сравни с Майстора“ след раздаване показва и колко близо играете до Майстора със същите карти.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% победи</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>Спечелени игри от изиграните</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Същите карти</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>Оценка при същите карти: в раздаванията, които сте сравнили на маса с ниво Експерт или Майстор, резултатът на Майстора минус вашия, на раздаване (0 или по-малко: играли сте не по-зле от Майстора)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Прекъснати</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздавания</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>Изиграни раздавания (без тези, в които всички са казали пас)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>% изпълнени</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>Изпълнени обяви на вашия отбор от тези, които е поел</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Валати</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Връщания</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>Върнати ходове</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>Статистика по игри</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>раздавания: %n</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — ваши собствени правила</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules} и още набори правила: {n}</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — ваши собствени правила ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>Всяко раздаване се отчита веднага щом се изиграе последната му ръка; раздаване, оставено преди последната ръка, не се брои никъде. Играта се отчита, когато завърши, или като прекъсната, когато нова игра я замени. Редът най-горе събира всички игри. Щракнете върху игра в таблицата, за да я видите по-горе; щракнете върху заглавието на колона, за да сортирате по нея.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>Всички раздавания, изиграни до последната ръка, отчетени веднага щом свършат; раздаване, в което всички са казали пас, или оставено преди края, не се брои.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>Обяви на вашия отбор: %n, от тях изпълнени: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>Изберете една игра, за да видите оценката ѝ при същите карти.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>Още няма сравнени раздавания. На маса с ниво Експерт или Майстор „Сравни с Майстора“ в края на раздаването изиграва картите ви отново така, както би ги изиграл Майсторът.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>Раздавания, в които вашият отбор е взел всички ръце.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>Колко пъти сте върнали ход.</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>Поискани съвети</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>Колко пъти сте поискали съвет.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Недовършени</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>Игри, заменени с нова игра преди края си.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>Изиграни игри: %n</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>върнати ходове: %n</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>Още няма отчетена игра: завършете игра и тя ще се появи тук.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>Моите грешки: {kept} пазени, {retired} научени, {due} за днес.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>Вид грешка</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Пазени</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Научени</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Задачи с карти</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решени</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} от {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind}: {kept} пазени, {retired} научени.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>Задачи с карти в {game}: решени {solved} от {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Упражнения</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Играта не можа да бъде запазена.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Част от настройките не можаха да бъдат прочетени.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>Част от статистиката не можа да бъде прочетена.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>Започнатата игра не можа да бъде възстановена.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>Решените ви задачи не можаха да бъдат прочетени.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>Грешките ви за упражнение не можаха да бъдат прочетени изцяло.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Запазената игра не можа да бъде отворена.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>скорост на анимацията</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>стил на картите</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>размер на картите</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>рисунък на картите</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>цвят на масата</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>подреждане на ръката</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>показване на последната взятка</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>подсказки за правилата</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>връщане на ходове</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>потвърждаване на всяка карта</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>автоматично играене на единствената позволена карта</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>автоматично обявяване на анонсите</translation>
    </message>
    <message>
        <source>language</source>
        <translation>език</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>вашето име</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>нивото на партньора ви</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>нивото на противниците</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>паузата на играчите</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>звук</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>сила на звука</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>последно избраната игра</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>последно избраните опции на правилата</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>пазене на започнатата игра</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>питане преди изоставяне на игра</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>приветствието</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>размера и мястото на прозореца</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>подредбата на прозореца</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (ваши собствени правила)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>дискът е пълен</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>достъпът беше отказан</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>дискът е само за четене</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>дискът съобщи за грешка</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>пътят до него е твърде дълъг за системата</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>Файлът е оставен както е: използват се настройките по подразбиране и вашите настройки няма да се записват върху него, докато не може да бъде прочетен отново.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>Файлът е оставен както е: няма да се записва статистика върху него, докато не може да бъде прочетен отново.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>Файлът е оставен както е: играта няма да се пази автоматично, докато той не може да бъде прочетен отново.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>Файлът е оставен както е: никоя задача не се отбелязва като решена върху него, докато не може да бъде прочетен отново.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>Файлът е оставен както е: никоя грешка не се пази в него, докато не може да бъде прочетен отново.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>Файлът е оставен както е.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>Статистиката за {items} беше невъзможна (повече спечелени игри от изиграните или прекалено големи числа), затова беше изпусната.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>Статистика под име, което не е игра от тази версия, беше изпусната: {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>Файлът с настройките ви беше повреден, затова се използват настройките по подразбиране. Старият файл е запазен като {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>Файлът със статистиката ви беше повреден, затова статистиката започва отначало. Старият файл е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Започнатата игра беше повредена и не може да бъде продължена. Файлът е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>Файлът с решените ви задачи беше повреден, затова засега никоя задача не е отбелязана като решена. Старият файл е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>Файлът с грешките ви за упражнение беше повреден, затова списъкът започва отначало. Старият файл е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>Записът „{name}“ е повреден и не може да бъде отворен. Файлът е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>Файлът {path} е повреден и не можа да бъде преместен настрани.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>Файлът {path} не можа да бъде прочетен{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>{path} не е обикновен файл, затова не беше прочетен.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>Записът „{name}“ е направен с по-нова версия на Belote Desktop. Обновете приложението, за да го отворите; файлът е оставен както е.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>Започнатата игра е запазена с по-нова версия на Belote Desktop. Обновете приложението, за да я продължите; файлът е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>Файлът {path} е записан с по-нова версия на Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Играта, запазена от миналия път, съдържа само едно раздаване, а не игра, затова не може да бъде продължена. Файлът е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>Играта, запазена от миналия път, съдържа само едно раздаване, а не игра, затова не може да бъде продължена.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Започнатата игра изисква правила, които Belote Desktop не предлага ({rules}), затова не може да бъде продължена. Файлът е запазен като {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>Започнатата игра изисква правила, които Belote Desktop не предлага ({rules}), затова не може да бъде продължена.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>Записът „{name}“ изисква правила, които Belote Desktop не предлага ({rules}), затова не беше отворен. Файлът е оставен както е.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>Някои от настройките ви не можаха да бъдат прочетени и бяха върнати по подразбиране: {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>Част от статистиката не можа да бъде прочетена и беше нулирана за: {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Настройките не можаха да бъдат запазени.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Статистиката не можа да бъде запазена.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>Започнатата игра не можа да бъде съхранена.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>Решените ви задачи не можаха да бъдат запазени.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>Грешките ви за упражнение не можаха да бъдат записани.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>Грешки за упражнение, които не можаха да бъдат прочетени и бяха пропуснати: %n.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>Копие на стария файл е запазено като {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>Записът „{name}“ вече не съществува.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>Настройките ви не бяха запазени: файлът {path} не можа да бъде прочетен, а той никога не се презаписва.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>Статистиката не беше записана: файлът {path} не можа да бъде прочетен, а той никога не се презаписва.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>Играта не се пази автоматично: файлът {path} не можа да бъде прочетен, а той никога не се презаписва.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>Файлът {path} не можа да бъде прочетен, а той никога не се презаписва.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>Записите ви се пазят в папката {path}, но там има файл. Преместете този файл и опитайте отново.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>Запис с името „{name}“ е направен с по-нова версия на Belote Desktop. Той е запазен; изберете друго име.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>{path} не можа да бъде записан{reason}. Файлът, който беше там, е непроменен.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>направен с по-нова версия</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>файлът не може да бъде прочетен</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>не е обикновен файл</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>правила, които играта не предлага</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файлът е повреден</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>Това е ходът, който експертът би изиграл тук.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>{card} е единствената карта, която правилата позволяват тук.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Изиграйте {card}.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>Партньорът ви взема ръката: дайте му точки</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>Партньорът ви взема ръката: запазете козовете си и хвърлете малка карта</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>Партньорът ви взема ръката: изиграйте най-малката си карта</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>Цакайте, за да вземете ръката</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>{card} е най-силната карта в {suit}</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>Играете последни: {card} стига, за да вземете ръката</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>Вземете ръката с {card}</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>Трябва да цакате, но не можете да вземете ръката: дайте най-малкия си коз</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>Запазете козовете си: ръката е загубена</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>Ръката е загубена: изиграйте най-малката си карта ({suit})</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>Ръката е загубена: изиграйте {card}</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>Хвърлете най-малката си карта</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>Ръката е загубена: хвърлете {card}</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>{card} е най-силният коз: излезте с него, за да изтеглите козовете на противниците</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>Излезте с коз, за да изтеглите козовете на противниците</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>Играйте цвета на партньора си</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>Излезте с малка карта ({suit}): запазете силните си карти за по-късно</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>Излезте с {card}</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>Обявете сега, преди първата си карта</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>Обявете {melds}: носи точки, ако вашата обява е най-силната</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>Обявете {melds}: носи точки, ако отборът ви има най-силния анонс</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>Силни карти на {suit}: вале и деветка коз</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>Силен в {suit}: валето (козове в ръка: {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>Добър в {suit}: деветката (козове в ръка: {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>Козове {suit} в ръка: {count}, и аса отстрани</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>Козове {suit} в ръка: {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>Имате {cards} от техния коз: обявата им вероятно ще пропадне</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>Картите ви би трябвало да провалят обявата им: дайте контра</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>Сигурни сте в обявата си: дайте реконтра</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>Ръката ви може да обяви козът ({suit}), но тук пасът носи толкова или повече</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>Обявата е на партньора ви: оставете го да я играе</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>Твърде слаба ръка за по-висока обява</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>Твърде слаба ръка за обява</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>Най-високата обява е на партньора ви: оставете го да я изиграе</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>Твърде слаби карти за по-висока обява</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>Твърде слаби карти, за да откриете наддаването</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>Твърде слаби карти на {suit}: нито вале, нито деветка</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>Нямате достатъчно козове ({suit}), за да вземете</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>Нито един цвят не е достатъчно силен</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>Асата и десетките ви ({cards}) би трябвало да вземат повече от половината в Сън</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>Договорът им би трябвало да падне: {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>Отборът ви би трябвало да го изпълни: {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>Изкачването по стълбата не би се изплатило тук</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>Обявете валат: картите ви могат да вземат всички ръце</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>Без коз: асата и десетките ви ({cards}) вземат ръце във всеки цвят</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>Всичко коз: валетата и деветките ви ({cards}) са най-силните карти</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>Подкрепете цвета на партньора си ({suit}): имате {cards}</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>Подкрепете цвета на партньора си ({suit})</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>Техният договор би трябвало да падне почти винаги: заложете цялата игра на това раздаване</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>Р</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>На ход</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Мисли…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}: 1 ръка</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team}: {n} ръце</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Обърната карта</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>Обява {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>Обяви {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>Коз {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Всички казаха пас</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Кръг {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Още няма обява</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>Текуща обява</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Още няма обява</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Най-висока</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>Обявил: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Коз: {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}, контра</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}, реконтра</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Вземате ръката</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} взема ръката</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Игрална маса</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>Ние</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Те</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Belote</source>
        <comment>king and queen of trumps, the first of them played (French games)</comment>
        <translation>Белот</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <comment>king and queen of trumps, the second of them played (French games)</comment>
        <translation>Ребелот</translation>
    </message>
    <message>
        <source>Belot</source>
        <comment>king and queen of trumps in Bulgarian Belot</comment>
        <translation>Белот</translation>
    </message>
    <message>
        <source>Bell</source>
        <comment>king and queen of trumps in Clabber</comment>
        <translation>Бел</translation>
    </message>
    <message>
        <source>Bella</source>
        <comment>king and queen of trumps in Tarabish</comment>
        <translation>Бела</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <comment>king and queen of trumps in Pilotta (Cyprus, Greece)</comment>
        <translation>Пилота</translation>
    </message>
    <message>
        <source>Baloot</source>
        <comment>king and queen of trumps in Baloot (Saudi Arabia)</comment>
        <translation>Балут</translation>
    </message>
    <message>
        <source>Capot</source>
        <comment>one side wins every trick (French games)</comment>
        <translation>Валат</translation>
    </message>
    <message>
        <source>Valat</source>
        <comment>one side wins every trick (Bulgarian Belot)</comment>
        <translation>Валат</translation>
    </message>
    <message>
        <source>Kaboot</source>
        <comment>one side wins every trick (Baloot)</comment>
        <translation>Кабут</translation>
    </message>
    <message>
        <source>Dedans</source>
        <comment>the takers failed their contract (French games)</comment>
        <translation>Вътре</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>Вземам</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>Спорни точки</translation>
    </message>
    <message>
        <source>Coinche</source>
        <comment>double of the opponents&apos; bid in La Coinche</comment>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <comment>redouble in La Coinche</comment>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>Contra</source>
        <comment>double in Bulgarian Belot and Bidding Belote</comment>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Re-contra</source>
        <comment>redouble in Bulgarian Belot and Bidding Belote</comment>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>Match</source>
        <comment>Bidding Belote: the call that stakes the whole game on one deal</comment>
        <translation>Мач</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>Baloot: the no-trumps contract</comment>
        <translation>Сън</translation>
    </message>
    <message>
        <source>Hokum</source>
        <comment>Baloot: the trump contract</comment>
        <translation>Хокум</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <comment>Baloot: a call that asks the partner to play Sun</comment>
        <translation>Ашкал</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <comment>Baloot: the last double, which decides the whole game</comment>
        <translation>Гахуа</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>Дабъл</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>Baloot: the bidders answer a double (x3)</comment>
        <translation>Сри</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>Baloot: the defenders answer a three (x4)</comment>
        <translation>Фор</translation>
    </message>
    <message>
        <source>Sira</source>
        <comment>Baloot project: three cards in sequence</comment>
        <translation>Сира</translation>
    </message>
    <message>
        <source>Fifty</source>
        <comment>a project or run worth fifty (Baloot, Tarabish)</comment>
        <translation>Петдесет</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>Сто</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>Четиристотин</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>Двайсет</translation>
    </message>
    <message>
        <source>Bate</source>
        <comment>Tarabish: the maker failed and the other side takes everything</comment>
        <translation>Бейт</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <comment>Tarabish: the maker has exactly half: he scores nothing, the others their own</comment>
        <translation>Полубейт</translation>
    </message>
    <message>
        <source>Mule</source>
        <comment>Clabber: the four jacks</comment>
        <translation>Мюл</translation>
    </message>
    <message>
        <source>Set</source>
        <comment>Clabber: the contract side failed</comment>
        <translation>Сет</translation>
    </message>
    <message>
        <source>Dad</source>
        <comment>Clabber: a run of three cards</comment>
        <translation>Дад</translation>
    </message>
    <message>
        <source>I play</source>
        <comment>Clabber: the call that accepts a trump and makes the caller&apos;s side the contract side</comment>
        <translation>Играя</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>Киртик</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>Терца</translation>
    </message>
    <message>
        <source>Quarte</source>
        <comment>four cards in sequence</comment>
        <translation>Кварта</translation>
    </message>
    <message>
        <source>Quinte</source>
        <comment>five cards in sequence</comment>
        <translation>Квинта</translation>
    </message>
    <message>
        <source>Carré</source>
        <comment>four cards of one rank</comment>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <comment>the last trick&apos;s bonus (French games)</comment>
        <translation>Последна ръка</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>Проекти</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>Поредици</translation>
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
        <translation>{term} (първа карта)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term}!</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>Три поредни</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>Четири поредни</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>Пет поредни</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>Pilotta: its meld of four cards of one rank</comment>
        <translation>Каре</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>North and you</source>
        <translation>Север и вие</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>Изток и Запад</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>Добре дошли в белота! Вие сте Юг; срещу вас е Север, вашият партньор. Север раздаде по пет карти на всеки играч и обърна картата {turned}. Запад каза пас. Сега избирате: да вземете — и купа става коз — или да кажете пас. С {k}, {q} и {t} и с картата {turned}, която ще дойде при вас, вземете.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>Може да кажете пас, но картите ви са силни на купа: вземете обърнатата карта.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>Купа е коз. Вземате {turned} и още две карти, а другите — по три. Сега отборът ви трябва да събере поне толкова точки, колкото Изток и Запад.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>Запад обяви терца и излезе с {ace}. Преди първата си карта можете да обявите комбинациите си. Имате {a}, {k} и {q}: три поредни карти, терца за 20 точки. Обявете я.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>Първо обявете: щом изиграете карта, анонсът ви се губи.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>И двете терци са по 20, но вашата стига до асо, а тази на Запад — само до десетка: вашата е по-силна, затова само вашият отбор получава точки за анонси.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>Сега играйте в ръката. Излязоха с каро и имате едно каро — {card}: трябва да отговорите на цвета, дори с малка карта.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>Запад взе първата ръка с асото си и сега излиза с {led}. Нямате пика, затова трябва да цакате. Играйте {king}: тъй като имате и {queen}, казвате „Белот“.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>Тук е позволен всеки коз, но в този урок играйте {king}, за да обявите белот.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>Белот! Козът ви взема ръката: коз бие всяка карта от друг цвят.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>Взехте ръката, значи вие излизате. Излезте с {queen}: казвате „Ребелот“ и 20-те точки за белот са ваши. Излизането с коз изтегля и козовете на другите: всеки трябва да качи, ако може.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>В този урок излезте с {queen}.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>Ребелот! Изток трябваше да бие дамата ви и я би с {jack} — най-силния коз. Нищо страшно: противниците вече нямат козове.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>Изток излезе с {king}, а Север сложи {ace}: ръката е на партньора ви. Нямате пика, но когато партньорът ви взема ръката, не е нужно да цакате. Запазете козовете си и хвърлете {queen}: нейните 3 точки отиват при Север.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>Това е позволено, но не е нужно: Север вече взема тази ръка. Хвърлете {queen}.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>Север излиза с {ace}. Когато се излиза с коз, трябва да качите, ако можете, дори над партньора. Деветката ви ({nine}) бие асото: играйте я.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>Всички други козове са изиграни; остана само десетката ви ({ten}). Асото ви ({ace}) е най-силната спатия: излезте с него, никой не може да го бие.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>В този урок излезте с {ace}.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>Асото и десетката спатия вече ги няма, затова попът ви ({king}) сега е най-силната спатия: излезте с него.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>В този урок излезте с {king}.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>Последната ръка: играйте десетката си ({ten}). Който вземе последната ръка, получава още 10 точки.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Играйте {card}.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>Учебното раздаване приключи.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>Изчакайте: другите играчи още не са изиграли картите си.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Браво.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>Това е позволено, но в този урок се иска друг ход.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>Раздаването приключи. Ето как се преброиха точките:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>Класически белот: обърнатата карта, анонсите, белотът</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>Ако отборът ви беше събрал по-малко точки от Изток и Запад, щяхте да сте вътре: те щяха да получат всички {total} точки. Това е цялата игра: раздаване след раздаване, докато някой отбор стигне {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>Добре дошли в Коанш! Не се обръща карта: всеки държи и осемте си карти и наддаването е в точки. Обявата е число от 80 до 160 и коз (или без коз, или всичко коз): точките, които отборът ви се задължава да вземе. Запад каза пас. Имате {j} и {n}, двата най-силни коза, {k} и {q} (белот, 20 точки, които се броят към договора) и {a}: обявете 100 купа.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>За този урок обявете 100 купа.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>Отборът ви се задължава да вземе 100 точки с коз купа. Всяка следваща обява трябва да е по-висока.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>Запад каза „Контра!“: залага, че ще паднете, и договорът вече се брои двойно. Ако го изпълните, отборът ви записва точките си плюс два пъти по 100; ако паднете, Изток и Запад записват 160 плюс два пъти по 100. Можете да кажете реконтра (четирикратно), което прекратява наддаването, или пас. За този урок кажете пас: договорът се играе с контра.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>За този урок кажете пас: договорът се играе с контра.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>След контра никой не може да наддава. Договорът е 100 купа с контра и Запад излиза пръв.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>Взехте ръката с {ten}. Сега изтеглете козовете: излезте с {jack}, най-силния коз. Щом другите останат без козове, асата ви са на сигурно място.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>За този урок излезте с {jack}.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>Излезте с {queen}: тъй като {king} е още в ръката ви, казвате „Белот“. В Коанш 20-те точки на белота се броят към договора.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>Белот! Асото на Запад взема тази ръка, но вашият поп ще вземе последната: ребелот.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>В Коанш поелите договора трябва да стигнат обявата си и повече от половината точки. Успяхте: точките ви плюс обявата, удвоена от контрата. Раздаване след раздаване, първият отбор, стигнал {target}, печели.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>Коанш: наддаване в точки, контрата</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>Добре дошли в белота! Имате пет карти; още три идват след обявяването. Всяка обява трябва да е по-висока от предишната: спатия, каро, купа, пика, без коз, всичко коз. Запад обяви каро. С {j}, {n} и {k} обявете купа: тя е по-висока от каро.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>За този урок обявете купа.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>Купа остава, ако никой не обяви по-високо; три паса прекратяват обявяването. После всеки получава още три карти.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>Трите ви нови карти са тук. {k}, {q} и {j} са терца, 20 точки, а попът, дамата и валето купа са още една. Анонсите се обявяват в първата ръка, преди картата ви: обявете ги.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>Само отборът с най-добрата поредица записва поредиците си, и то само ако вземе ръка.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>Запад излезе с {ace}. Нямате каро, затова трябва да цакате. Играйте {queen}: тъй като имате и {king} коз, обявявате белот, 20 точки.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>Тук е позволен всеки коз, но за този урок играйте {queen}, за да обявите белота си.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>Белот! Козът ви взема ръката.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>Вие излизате: играйте {jack}, най-силния коз, за да изтеглите козовете на противниците.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>Последната ръка: вашият {king} я взема, и 10 точки с нея. Ще сте взели всички ръце: валат.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>Белотът се брои в точки за играта: една десета от точките, закръглена (при игра на боя остатък над 6 се закръгля нагоре), а валатът добавя 9. Обявилите трябва да вземат повече от другия отбор, иначе другият отбор взема всичко. Първият отбор, който надмине {target}, печели играта.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>Белот: обявяването на договор, точките за играта</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>Добре дошли в Балут! Имате пет карти и {turned} е обърната. В първия кръг можете да кажете Хокум — обърнатата боя е коз — или Сън, без коз, който бие всеки Хокум. Запад каза пас. С {j} и {n}, двата най-силни коза, кажете Хокум купа: {turned} ще е ваша.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>За този урок кажете Хокум купа: валето и деветката ви са най-силните козове.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>Хокум купа. Другите още могат да кажат Сън над него.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>Никой не каза Сън. Като обявил Хокума можете да го запазите (пас) или сами да го обърнете в Сън. Силата ви е в козовете: кажете пас и запазете Хокума.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>За този урок кажете пас: в Сън валето и деветката ви купа биха били слаби карти.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>Хокумът остава, освен ако другите не се изкачат по стълбата на удвояванията.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>Изток каза Дабъл: раздаването вече се брои двойно. Това е стълбата на удвояванията: отборът ви може да отговори Сри (трикратно), Изток и Запад — Фор, а отборът ви — Гахуа, с която цялата игра се решава в това раздаване. Партньорът ви каза пас; картите ви са силни: кажете Сри.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>За този урок отговорете със Сри.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>Сри! Ако Изток и Запад не кажат Фор, раздаването се брои трикратно.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>Взехте {turned} и още две карти. В Балут излиза пръв обявилият. Докато договорът е удвоен, не може да излезете с коз, ако имате друга боя: излезте с {ace}.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>Изток излиза с {led} и ръката е на Запад. Нямате каро, затова трябва да цакате: тук печели всеки коз, така че пазете силните и играйте {seven}.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>Тук печели всеки коз; за този урок пазете силните си козове и играйте {seven}.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>Балут се брои в точки от раздаването: в Хокум една десета от точките на картите (половина или по-малко се закръгля надолу), проектите също, и всичко се умножава по стълбата. Обявилите трябва да имат повече точки от раздаването от другите. Първият отбор, стигнал {target}, печели играта.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>Балут: Хокум и Сън, стълбата на удвояванията</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>Добре дошли в Тарабиш! 36 карти: шест в ръката ви и три с лицето надолу в прикупа ви, които никой не е виждал. Не се обръща карта: поред, от лявата страна на раздаващия, всеки назовава коз или казва пас. Запад, Север и Изток казаха пас, а раздавате вие: раздаващият трябва да назове боя. С {j}, {n} и {a} назовете пика.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>За този урок назовете пика: валето и деветката са най-силните козове.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>Пика е коз. Сега всеки взема прикупа си.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>Прикупът ви донесе {k}, {q} и {t}. Асото, попът, дамата и валето пика са поредица от четири, петдесет (50 точки); попът и дамата коз са бела. Обявете поредицата си преди първата си карта.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>Вашето петдесет бие двайсетиците на Изток: само играчът с най-добрата поредица записва поредици.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>Нямате спатия, затова трябва да цакате. Играйте {queen}; когато по-късно изиграете {king}, казвате „Бела“ за още 20 точки.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>За този урок играйте {queen}.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>Вие излизате: играйте {jack}, най-силния коз, за да изтеглите козовете на другите.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>Север излиза с {ace}: отговорете с {king}. В Тарабиш партньорът не ви освобождава от нищо: ако нямахте купа, щяхте да сте длъжни да цакате, макар ръката да е на Север.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>За този урок играйте {king}.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>В Тарабиш назовалите коза трябва да вземат повече от половината точки; точно половината — не записват нищо; по-малко — бейт: другият отбор взема всички точки. Първият отбор, който надмине {target}, печели.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>Тарабиш: назоваване на коза поред, прикупът</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>Добре дошли в Клабър! 24 карти, раздадени една по една, по шест на всеки. Раздаде Север; последната му карта, {turned}, лежи с лицето нагоре: тя предлага коза и остава негова. От лявата страна на раздаващия всеки казва „Играя“ (купа става коз) или пас, но може да се приеме само боя, която имате. Изток каза пас. Имате {n} и {a} купа: кажете „Играя“.</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>За този урок кажете „Играя“: деветката и асото ви купа и валето на Север правят купата боя на вашата страна.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>Купа е коз. Никой не получава повече карти: играете с шестте, които имате.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>Изток излезе с {king}. Преди първата си карта можете да обявите комбинациите си: {a}, {k} и {q} са поредица от три, дад, за 20 точки. Обявете я.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>Само страната с най-добрата комбинация записва комбинациите си.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>Нямате каро, затова трябва да цакате. Играйте {nine}: при козовете деветката е по-силна от асото.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>За този урок цакайте с {nine}.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>Взехте ръката. Излезте с {ace}: когато се излиза с коз, всеки трябва да качи, ако може, а Север държи {jack}, обърнатата карта, която бие всеки коз.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>Последната ръка: вашето {ace} я взема, и 10 точки с нея.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>В Клабър страната, избрала коза, трябва да вземе повече от другата; иначе е сет и не записва нищо. Първата страна, надминала {target}, печели.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>Клабър: картата на раздаващия предлага коза</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>Добре дошли в Белот Découverte! Двама играчи, без карти в ръка: всеки има на масата два реда карти с лицето надолу и по една открита карта върху всяка. Вие раздадохте и последната ви открита карта, {turned}, предлага коза; тя остава ваша. Север каза пас. Откритите ви карти са силни в купа: вземете.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>За този урок вземете купа: валето ви е най-силният коз.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>Купа е коз. Север, който не раздаваше, излиза пръв.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>Играете само откритите си карти. Север излезе с {ace}: отговорете с {ten}, единствената спатия, която се вижда. След ръката картата под нея се обръща и можете да я играете после.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>Никой, дори вие, не знаеше картата отдолу: гледайте как се обръща.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>Север излиза с {led}. Нямате видима спатия, затова трябва да цакате: играйте {queen}.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>За този урок цакайте с {queen}.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>Излезте с {jack}, най-силния коз: Север го вижда не по-зле от вас, но не може да го бие.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>Последната ръка: играйте {jack}. {king} на Север я взема, и още 10 точки с нея.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>Шестнайсет ръце, без анонси, без белот. Взелият коза трябва да вземе повече от половината от 162-те точки, иначе противникът записва всички. Първият, стигнал {target}, печели.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>Белот Découverte: игра с карти на масата</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>Добре дошли в Белот за трима! 24 карти, от деветката до асото, и без партньори: Изток и Запад играят всеки за себе си, както и вие. Вие говорите първи. Обявите се качват като в белота за четирима: спатия, каро, купа, пика, без коз, всичко коз; два паса прекратяват обявяването. С {j}, {n} и {a} обявете пика.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>За този урок обявете пика.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>Ако и двамата други кажат пас, играете пика сам срещу двама.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>Трите ви нови карти са {q}, {k} и {a}: асото, попът, дамата и валето пика са кварта, 50 точки, а попът и дамата коз — белот. Обявете преди първата си карта.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>Който говори пръв, излиза пръв. Излезте с {king}: пазите козовете си за после.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>Изток излиза с {ace}. Нямате купа: цакайте с {nine}. Без партньор на масата всяка ръка е ваша да я спечелите или загубите.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>Сам, обявилият трябва да вземе повече от всеки от другите; ако падне, те си поделят точките му. Точките стават точки за играта, една десета, закръглена, както в белота за четирима, и първият, надминал {target}, печели.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>Белот за трима: всеки сам за себе си</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>Избор на коз</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Отговаряне на цвета</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>Излизане с коз</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>Цакане и белот</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>Партньорът ви взема ръката</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Излизане с коз: качване</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>Най-силни карти</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Последната ръка</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Вашата карта</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>Наддаване в точки</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>Обявяване на договор</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>Хокум или Сън</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Стълбата на удвояванията</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>Назоваване на коза</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>Прикупът и поредиците ви</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Карти на масата</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>Всеки сам за себе си</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Точкуването</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Към истинска игра</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Изход от обучението</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>Обучение: браво!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>Обучение, урок {n} от {total}: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>Гледайте другите играчи…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>Натиснете D (или щракнете „Обяви“), за да обявите.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Contrée (FFB)</source>
        <translation>Контре (FFB)</translation>
    </message>
    <message>
        <source>Clabber</source>
        <translation>Клабър</translation>
    </message>
    <message>
        <source>Baloot</source>
        <translation>Балут</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <translation>Пилота</translation>
    </message>
    <message>
        <source>Tarabish</source>
        <translation>Тарабиш</translation>
    </message>
    <message>
        <source>Belote Découverte</source>
        <comment>a French game: kept in French</comment>
        <translation>Belote Découverte</translation>
    </message>
    <message>
        <source>Bidding Belote</source>
        <comment>Belote à l&apos;annonce</comment>
        <translation>Белот с обявяване (френски)</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>Белот</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>Белот за трима</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>Белот за двама</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>Белот за двама с открити карти</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>Френската национална игра: вземате цвета на обърнатата карта или избирате друг; до 1000 точки.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>Обяви от 80 до 160 или валат — в цвят, без коз или всичко коз; контрата удвоява; до 2000 точки.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>Контрето на френската федерация: обяви само в боя, анонси, контрата удвоява целия резултат; 2000 точки.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>Американският джас: 24 карти, раздадени една по една по посока на часовниковата стрелка, последната карта на раздаващия обърната; „Играя“ или обявете боя, която имате; мюлът и поредиците; 500 точки.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>Белотът на Саудитска Арабия и Залива: Сън, Хокум или Ашкал, стълбата на удвояванията до Гахуа, проекти; 152 точки.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>Играта от Кипър: обяви от 80 нагоре с боя, пасът е окончателен; анонси; точките за играта са точките без последната им цифра; играе се до 162.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>Играта от Кейп Бретон: 36 карти, по часовниковата стрелка; коз се обявява поред, раздаващият е длъжен; поредици и бела; 500 точки.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>Двама играчи, всички карти на масата: открити карти върху закрити; 16 взятки; 1000 точки.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>Обявявате спатия, каро, купа, пика, без коз или всичко коз; контра, реконтра или игра за мача; и двата отбора записват обявленията си; 151 точки.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>Обявете спатия, каро, купа, пика, без коз или всичко коз; контра и реконтра; анонси в първата ръка; 151 точки.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>Български белот за трима, всеки сам за себе си, с 24 карти (от 9 до асо); 151 точки.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>Български белот за двама с 24 карти: по 9 на играч, шест никога не се раздават; 151 точки.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>Български белот за двама с 32 карти: ръка и осем карти на масата за всеки, открити върху закрити; 151 точки.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>Белот (класически)</translation>
    </message>
    <message>
        <source>La Coinche</source>
        <translation>Коанш</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>simple rules, and now and then a random card.</source>
        <translation>прости правила, а понякога и случайна карта.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>практични правила: брои козовете, прибира ръце с най-силните карти.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>пробва много възможни разпределения преди всяка карта.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>търси като Експерта, после пресмята точно последните ръце.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Добре дошли</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>Добре дошли в Belote Desktop!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>Играйте белот срещу компютъра: партньорът ви седи срещу вас, противниците – отляво и отдясно. Картите, които можете да играете, се открояват, а всяка карта, която не можете да играете, казва защо.

Нови сте в играта? Обучението ще ви преведе за няколко минути през първо раздаване с предварително зададени карти.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>&amp;Ниво на компютърните играчи</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>Започни с &amp;обучението</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Раздай картите</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>Това посрещане се показва само веднъж. Всичко тук може да се промени по-късно: Игра &gt; Нова игра, Помощ &gt; Обучение, Настройки &gt; Предпочитания.</translation>
    </message>
</context>
</TS>
