<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>يُوزَّع {app} بموجب {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>محرّك القواعد واللاعبون الآليون وكتاب القواعد والتدريب: مطوّرو Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>وجوه الأوراق وظهورها والطاولة يرسمها البرنامج نفسه بالشيفرة، والأصوات مُركّبة بالشيفرة. لم تُؤخذ أي صورة أو صوت من مصدر آخر.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>تتبع القواعد القواعد المنشورة لكل لعبة؛ وحيث تختلف المصادر يكون الاختيار خيارًا في نافذة اللعبة الجديدة.</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>الترجمات: الفرنسية والبلغارية والعربية واليونانية والكرواتية والروسية.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>الرخصة</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>شكر وتقدير</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>صُنع باستخدام</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}، Qt {qt}، PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>حول {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>الإصدار {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>البلوت وعائلته من ألعاب الورق، دون اتصال، مع شرح القواعد أثناء اللعب.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>كبوت</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>بس</translation>
    </message>
    <message>
        <source>{call} {suit}</source>
        <translation>{call} {suit}</translation>
    </message>
    <message>
        <source>Take {suit}</source>
        <translation>حكم {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>Coinche!</source>
        <translation>دبل!</translation>
    </message>
    <message>
        <source>Surcoinche!</source>
        <translation>ردّ الدبل!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>إعلان المشاريع</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>لا إعلان بعد: يمكن إعلان أي عقد.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>الإعلان الحالي: {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}، {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>إعلانك</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>لا تُحتسب الورقة إلا في مشروع واحد: أعلن {first} أو {second}، لا كليهما.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>الاختيار المسبق: {usual}، لأنه أعلى قيمة ({first} مقابل {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>كلاهما يساوي {first}؛ الاختيار المسبق: {usual}، لأنه أعلى رتبة.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>تُقارَن المربّعات والسلاسل كلٌّ على حدة: قد يكون الخيار الآخر هو الذي لا يتفوّق عليه أحد.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>لم تُعلن مشروعك ({melds}): تُعلَن المشاريع قبل ورقتك الأولى.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>معنى هذا الاختيار</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>يمكنك إعلان مشاريعك</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>&amp;أعلن {melds}</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>أعلن {melds} بدلًا من ذلك</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>أعلن</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>أو العب ورقة دون إعلان</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>قيمة الطلب: {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid}: {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>اطلب كبوت في {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>اطلب {value} في {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>الجولة الثانية: اختر الحكم أو قل بس</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>الورقة المكشوفة: {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>«{call}» مع {card}؟</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>تشتري {card}؟</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>سيكون الحكم {suit}.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>مرّر الجميع: عليك أن تسمّي حكمًا</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>سمِّ حكمًا أو مرّر</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>تُلتقط أوراقك المقلوبة الـ{count} بعد تسمية الحكم.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>بس</translation>
    </message>
    <message>
        <source>{call} {symbol}</source>
        <translation>{call} {symbol}</translation>
    </message>
    <message>
        <source>&amp;Take {symbol}</source>
        <translation>حكم {symbol}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>مزايدتك</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>لا مزايدة بعد: ابدأ من {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>الأعلى: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>مزايدة أقل</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>مزايدة أعلى</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>زايد</translation>
    </message>
    <message>
        <source>Coinche (&amp;X)</source>
        <translation>دبل (&amp;X)</translation>
    </message>
    <message>
        <source>Surcoinche (&amp;R)</source>
        <translation>ردّ الدبل (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Bid {bid}</source>
        <translation>زايد {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>اطلب</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>الاقتراح: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>تبقي الحكم أو ترفعه إلى صن؟</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>الجولة الثانية: حكم بنوع آخر، أو صن، أو بس</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>حكم، صن أو بس؟</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>المشترى الآن: {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>سلّم الدبل</translation>
    </message>
    <message>
        <source>{call}, or pass?</source>
        <translation>{call}، أو بس؟</translation>
    </message>
    <message>
        <source>{ladder} ({who})</source>
        <translation>{ladder} ({who})</translation>
    </message>
    <message>
        <source>{value}, {strain}</source>
        <comment>a bid, said by a screen reader</comment>
        <translation>{value}، {strain}</translation>
    </message>
</context>
<context>
    <name>BotKnowledge</name>
    <message>
        <source>What {player} knew</source>
        <translation>ماذا كان يعرف {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>الورقة الملعوبة: ‎{card}‎. قبل هذه اللعبة لم يكن {player} يرى هذه الأوراق. لكل منها الاحتمال الذي أعطاه لكل لاعب بأن تكون معه؛ واللاعب الذي كانت معه فعلًا معلَّم بـ ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>مستنتَج من منظوره وحده بنموذج تعلّم من توزيعات كثيرة: ما أظهره اللعب (لون لم يُتَّبع، حكم لم يُلعب)، وما قاله كل لاعب في المزايدة، ومن افتتح بماذا ومن اتّبع بماذا ومن تخلّص من أيّ ورقة.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>مستنتَج من منظوره وحده: ما أظهره اللعب (لون لم يُتَّبع، حكم لم يُلعب)، ثم ما قاله كل لاعب في المزايدة ومدى ما يفسّره كل توزيع ممكن من الأوراق التي اختاروها.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>مستنتَج من منظوره وحده: ما أظهره اللعب (لون لم يُتَّبع، حكم لم يُلعب). في هذا المستوى لا يأخذ اللاعب الآلي شيئًا آخر في الحسبان.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>كلما طال الشريط الأزرق كان اللاعب الآلي أكثر ثقة؛ والإطار الذهبي (●) يبيّن أين كانت الورقة فعلًا.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>لم تُوزَّع</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>الاحتمالات المعطاة لكل لاعب</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>ستة</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>سبعة</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ثمانية</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>تسعة</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>عشرة</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>بنت</translation>
    </message>
    <message>
        <source>King</source>
        <translation>شايب</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>إكة</translation>
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
        <translation>شريا</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ديمن</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>هاص</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>سبيت</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>صن</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>حكم شامل</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, short</comment>
        <translation>صن</translation>
    </message>
    <message>
        <source>AT</source>
        <comment>all trumps, short</comment>
        <translation>شامل</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>The Master on the same cards</source>
        <translation>المحترف بالأوراق نفسها</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>يلعب المحترف مكانك بالأوراق نفسها، ضد اللاعبين الآليين أنفسهم…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>المقارنة جارية</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>تعذّرت المقارنة: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>بالأوراق نفسها، ضد اللاعبين الآليين أنفسهم:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>سجّلت {mine}؛ ومع المحترف مكانك لم يشترِ أحد، فأُلغيت الأوراق ولم يسجّل أحد ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>سجّلت {mine}؛ وسجّل المحترف {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>توزيعتك</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>توزيعة المحترف</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>{side}: سجّلت {mine}؛ ومع المحترف مكانك لم يشترِ أحد، فأُلغيت الأوراق ولم يسجّل أحد ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>{side}: سجّلت {mine}؛ وسجّل المحترف {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>اتخذ المحترف كل قرار كما اتخذته أنت.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>الأكلة {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>في المزايدة</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}: اخترت {mine}؛ واختار المحترف {master}. ثم مرّر الجميع: فأُلغيت الأوراق ولم تُلعب أي ورقة.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}: اخترت {mine}؛ واختار المحترف {master}. من هنا تختلف التوزيعتان.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>مع المحترف، أخذ مقعدك العقد.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>مع المحترف، أخذ شريكك {player} العقد.</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>مع المحترف، أخذ {player} العقد.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>أعطت توزيعة المحترف فريقك نقاطًا أكثر من توزيعتك بفارق %n.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>أعطت توزيعتك فريقك نقاطًا أكثر من توزيعة المحترف بفارق %n.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>أعطت التوزيعتان فريقك {points}؛ وسجّل الفريق الآخر {mine} في توزيعتك و{master} في توزيعة المحترف.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>أعطت التوزيعتان فريقك {points}.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} من {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>جارٍ وزن خياراتك…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>تعذّر وزن خياراتك.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>بحسب حسابات الاقتراح، كان اختيارك {mine} هنا مكلفًا: كلّف نحو {points} في المتوسط، كما تقول المراجعة.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>بحسب حسابات الاقتراح، لم يكلّف اختيارك {mine} هنا شيئًا في المتوسط: لا تعلّمه المراجعة.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>تعادل في المتوسط: بحسب حسابات الاقتراح، يؤدي {mine} و{master} إلى النتيجة نفسها تقريبًا، فلم يكلّف هذا الفرق شيئًا في المتوسط ولا تعلّمه المراجعة.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>بحسب حسابات الاقتراح، كان اختيارك {mine} هنا الخيار الأفضل ({master} أقل بنحو {points} في المتوسط): لم يكلّفك هذا الفرق شيئًا.</translation>
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
        <translation>{contract}، {ladder}</translation>
    </message>
    <message>
        <source>{value}, {strain}, by {player}</source>
        <comment>for a screen reader</comment>
        <translation>{value}، {strain}، ({player})</translation>
    </message>
    <message>
        <source>{contract}, {word}</source>
        <translation>{contract}، {word}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}، دبل</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}، ردّ الدبل</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code, such as 00400-00072-B.</source>
        <translation>اكتب رمز توزيعة أو الصقه، مثل 00400-00072-B‎.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>«{character}» ليس من خانات رموز التوزيعات: فهي أرقام وحروف لاتينية من A إلى Z ما عدا I وL وO وU.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>هذا الرمز يشير إلى لعبة لا يعرفها هذا الإصدار: تحقّق من خانته الأولى، أو ربما جاء الرمز من إصدار أحدث.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>الخانة الثانية في هذا الرمز خاطئة، أو أن الرمز من إصدار أحدث.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>هذا الرمز قصير جدًا: تنقصه خانة.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>رمز هذه اللعبة يتكوّن من {expected} خانة (من دون الشرطات)؛ وهذا الرمز فيه {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>خانات التحقق في آخر الرمز غير متطابقة: هناك خانة مكتوبة خطأً أو خانتان تبادلتا مكانيهما.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>خيارات القواعد في هذا الرمز لا تشكّل لعبة يستطيع هذا الإصدار لعبها.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>لا توجد توزيعة بهذا الرقم.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>اليد</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>الأوراق المقلوبة (تُلتقط بعد المزايدة)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>الطاولة، مقلوبة</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>الطاولة، مكشوفة</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>بعد المزايدة</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>الورقة المكشوفة</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>الأوراق الموزّعة بعد المزايدة (بالترتيب)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>لا تُوزَّع أبدًا</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>أوراق لم توضع بعد</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>تُوزَّع مقلوبة، ويلتقطها صاحبها بعد المزايدة</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>لا يرى أحد هذه الأوراق حتى تُلعب الورقة التي فوقها</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>كل ورقة مكشوفة تغطي الورقة المقلوبة في عمودها (الأولى على الأولى)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>الأوراق الموزّعة بعد المزايدة من أعلى الرزمة: من يأخذها يتوقف على من يشتري</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>الأوراق التي يتلقاها هذا اللاعب بعد المزايدة</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>الأوراق المستبعدة من هذه التوزيعة</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}: {have} من {need} أوراق (ينقص {n}).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}: {have} أوراق، والمطلوب {need} (زيادة {n}).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>اختر من يأخذ العقد.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>لا تسمح هذه اللعبة بعقد من هذا النوع.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>لا يمكن أن تكون لعقود هذه اللعبة هذه القيمة.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>وُضعت كل الأوراق.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>محرّر التوزيعات</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>اللعبة:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>الموزّع:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>العقد:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>الأوراق المراد وضعها</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>وزّع الباقي عشوائيًا</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>يملأ كل منطقة ناقصة بأوراق مخلوطة من الأوراق المتبقية، وتبقى المناطق الكاملة كما هي</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>تصدير…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>احفظ هذه التوزيعة في ملف توزيعة لمشاركتها</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>العب هذه التوزيعة ضد الحاسوب (توزيعة تمرين: لا تُحتسب في الإحصاءات)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>المشتري</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>المزايدة كالمعتاد</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>عقد محدد (بلا مزايدة)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>بقية الأوراق</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>اكتب الأوراق: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need}):</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… و{n} أخرى.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>جاهزة للعب.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>أوراق لم توضع بعد: {n}. اسحب ورقة إلى صف، أو انقر عليها نقرًا مزدوجًا لتملأ أول صف تنقصه أوراق.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>اختر لعبة وموزّعًا، ثم وزّع الأوراق على المقاعد: اسحبها من «الأوراق المراد وضعها»، أو اكتبها في صف (7C 10H JS AD …)، أو اضغط «وزّع الباقي عشوائيًا». يبدأ اللعب حين تكتمل أوراق كل صف.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>جاهزة للعب. آخر ورقة للموزّع، {card}، هي الورقة المكشوفة.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>تصدير التوزيعة</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>كُتبت {card} مرتين.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>محرّر التوزيعات</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>هذا ليس ملف توزيعة: يجب أن يبدأ بالسطر «belote-deal 1».</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>كُتب ملف التوزيعة هذا بإصدار أحدث من اللعبة (الصيغة {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>الملف فارغ.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>الملف ليس نصًا (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>الملف أكبر من أن يكون ملف توزيعة.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>تعذّرت قراءة الملف: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>كل سطر على شكل «الاسم: القيمة»، وهذا السطر بلا نقطتين.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>«{key}» ليس سطرًا من أسطر ملف التوزيعة.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>«{key}» مذكور من قبل في السطر {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>القسم «{section}:» في غير مكانه: المزايدة تأتي قبل اللعب.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>السطر «{key}:» ناقص.</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>لا يذكر الملف أي ورقة، ولا بذرة (seed) لخلطها منها.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>«{game}» ليست لعبة يعرفها هذا البرنامج.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>لا يمكن استعمال خيار القواعد هذا: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>«{word}» ليس مقعدًا (المقاعد هي {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>البذرة (seed) رقم أو نص قصير.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>اكتب {expected} أعدادًا صحيحة، نتيجة لكل فريق.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>«{word}» ليست ورقة (اكتب 7C، 10H، JS، AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>{card} ليست في أوراق هذه اللعبة.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>{card} مذكورة من قبل في السطر {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} أوراق حيث توزّع هذه اللعبة {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>هذه اللعبة لا توزّع أوراقًا هناك.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>في هذه اللعبة الورقة المكشوفة من أوراق الموزّع نفسه: اذكرها هناك أيضًا.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>{card} ليست الورقة الأخيرة في السطر «{key}:» (السطر {line}): الورقة المكشوفة تُعطى للموزّع في الآخر، فاكتبها هناك في الآخر.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>اذكر إما باقي الأوراق وإما الأوراق بعد المزايدة، لا الاثنين.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>الأوراق بعد المزايدة تحتاج إلى مزايدة تنتهي بمشترى.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>لا يمكن توزيع هذه الأوراق في هذه اللعبة: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>«{move}» ليست حركة.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>الدور على {expected} لا على {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>انتهت المزايدة: يأتي اللعب بعدها.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>لم تنته المزايدة بعد.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>انتهت التوزيعة.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>السطر {line}: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>لا يستطيع {player} أن يلعب «{move}» هنا.</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>كيف حُسبت نقاط التوزيعة</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>التوزيعة التالية</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>مراجعة لعبي</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>اسأل الخبير أيّ أوراقك كلّفتك أكثر النقاط في هذه التوزيعة</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>شاهد الأيدي الأربع كما وُزّعت، والأكلات ورقةً ورقة</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>الجميع قالوا بس</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>تُجمع الأوراق ويعيد اللاعب التالي توزيعها.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>نجح عقدنا!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>نجح عقد الخصوم</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>تعادل: النقاط معلّقة</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>خسرنا العقد</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>خسر الخصوم عقدهم!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}: المطلوب {target}، والمُحرَز {points}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>نقاط اللعبة: بحذف الرقم الأخير</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>المزايدة ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>الأرض</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>بلا أكلة: تضيع المشاريع</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>نقاط كل طرف الخاصة</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>كل نقاط الأوراق</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>كل المشاريع</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>حصة من نقاط المشتري</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>الدبل ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>كبوت معلن</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>عقد خاسر</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>كبوت معلن خاسر</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>نقاط المباراة (÷ 10، الحد {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>نقاط المباراة</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>نقاط المشترين الضائعة</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>كل الأكلات</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <translation>كيرتيك</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>نقاط الجولة</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>نقاط المباراة المسجلة</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>النقاط المسجّلة</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>&amp;لعبة جديدة</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>&amp;إعادة عرض التوزيعة</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>العب هذه التوزيعة مرة أخرى</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>الأوراق نفسها مرة أخرى، من البداية أو من أكلة معيّنة (لا تُحتسب في الإحصاءات)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>&amp;قارن بالمحترف</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>يلعب المحترف مكانك بالأوراق نفسها ضد اللاعبين الآليين أنفسهم: النتيجتان، وأين يفترق لعبكما</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>تُخلط الأوراق ويوزّعها الموزّع نفسه من جديد.</translation>
    </message>
    <message>
        <source>{word}! {headline}</source>
        <translation>{word}! {headline}</translation>
    </message>
    <message>
        <source>{capot} by {team}!</source>
        <translation>{capot} لـ{team}!</translation>
    </message>
    <message>
        <source>Match: {us} – {them}   (playing to {target})</source>
        <translation>النتيجة: {us} – {them}   (اللعب حتى {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>النتيجة: {scores}   (اللعب حتى {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>نقاط معلّقة: {points}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>فزنا باللعبة!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>انتهت اللعبة بالتعادل</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>فاز الخصوم باللعبة</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>ال&amp;عودة إلى لعبتي</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>اعرض ال&amp;مراجعة</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>حدث خطأ داخل اللعبة:
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>تم حفظ لعبتك: ستُعرض عليك مجددًا عند التشغيل القادم.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>يمكنك مواصلة اللعب. إذا بدت الطاولة غير صحيحة، فأغلق اللعبة ثم شغّلها من جديد.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>كُتبت التفاصيل في ملف السجل:
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>تعذّرت كتابة التفاصيل في ملف سجل.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>خطأ غير متوقع</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>شريا</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>ديمن</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>هاص</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>سبيت</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>صن</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>حكم شامل</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>أربع ستات</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>أربع سبعات</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>أربع ثمانيات</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>أربع تسعات</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>أربع عشرات</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>أربعة أولاد</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>أربع بنات</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>أربعة شيّاب</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>أربع إكات</translation>
    </message>
    <message>
        <source>{name}: {carre} ({points})</source>
        <translation>{name}: {carre} ({points})</translation>
    </message>
    <message>
        <source>{name} to the {card} ({points})</source>
        <translation>{name} حتى {card} ({points})</translation>
    </message>
    <message>
        <source>{carre} ({points})</source>
        <translation>{carre} ({points})</translation>
    </message>
    <message>
        <source>a twenty to the {card} ({points})</source>
        <translation>عشرين حتى {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>خمسين حتى {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>سرا حتى ‎{card}‎ ({points})</translation>
    </message>
    <message>
        <source>a quarte to the {card} ({points})</source>
        <translation>خمسين حتى ‎{card}‎ ({points})</translation>
    </message>
    <message>
        <source>a quinte to the {card} ({points})</source>
        <translation>مية حتى ‎{card}‎ ({points})</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins two declarations</comment>
        <translation> و</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>الشمال والجنوب</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>الشرق والغرب</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>أمام المشاريع المعلنة، يجلب لك {best} أكثر.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>أمام المشاريع المعلنة، يجلب {best} لفريقك أكثر.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{second} و{first}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}: يساوي أفضل مشاريع {who}، والمشاريع المتساوية يُلغي بعضها بعضًا: لا أحد يسجّلها.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}: يساوي أفضل مشاريع {who}، والمشاريع المتساوية يُلغي بعضها بعضًا: تسجّل أنت {mine}، و{who} لا شيء.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}: يساوي أفضل مشاريع {who}، والمشاريع المتساوية يُلغي بعضها بعضًا: يسجّل فريقك {mine}، و{who} لا شيء.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}: يتفوّق على مشاريع {who}، فلا تُحتسب إلا مشاريعك ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}: يتفوّق على مشاريع {who}، فلا تُحتسب إلا مشاريع فريقك ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: تسجّل {mine}، لكن مشاريع {who} تُحتسب أيضًا: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: يسجّل فريقك {mine}، لكن مشاريع {who} تُحتسب أيضًا: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}: يخسر أمام ما أعلنه {who} ({theirs})، فلا تُحتسب إلا مشاريع {who}.</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>عليك أن تتبع لون {suit}، وأن تعلو على ورقة {player} (‎{best}‎) إن استطعت: العب ‎{cards}‎.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>عليك أن تتبع لون {suit}: ما زال لديك ‎{cards}‎.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>عليك أن تتبع لون {suit} متى استطعت.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>عليك أن تقطع بالحكم: ليس لديك {led} ولديك أوراق حكم. في الأكلة ورقة {player} (‎{best}‎)، فاعلُ عليها إن استطعت (‎{cards}‎).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>عليك أن تقطع بالحكم: ليس لديك {led} ولديك أوراق حكم (‎{cards}‎).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>عليك أن تقطع بالحكم: ليس لديك {led} ولديك {trump}، وهو لون الحكم.</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>عليك أن تقطع بحكم أعلى ولو كانت الأكلة لشريكك: ورقة {player} (‎{best}‎) تمسك الأكلة ولديك حكم أعلى (‎{cards}‎). في هذه اللعبة لا يُعفيك أن تكون الأكلة لشريكك.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>عليك أن تقطع بحكم أعلى: ورقة {player} (‎{best}‎) تمسك الأكلة ولديك حكم أعلى (‎{cards}‎).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>حكم شامل: عليك في كل لون أن تعلو على أكبر ورقة لُعبت إن استطعت. ورقة {player} (‎{best}‎) تمسك الأكلة ولديك ‎{cards}‎.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>بدأت الأكلة بالحكم: عليك أن تلعب حكمًا أعلى، حتى فوق ورقة شريكك (‎{best}‎) (لديك ‎{cards}‎).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>بدأت الأكلة بالحكم: عليك أن تلعب حكمًا أعلى من ورقة {player} (‎{best}‎) (لديك ‎{cards}‎).</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>العقد مضاعَف، وهذا يقفل الحكم: لا يجوز لك أن تبدأ بـ{trump} ما دامت معك ورقة من لون آخر.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>ابدأ بإحدى هذه الأوراق: {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>الورقة ‎{card}‎ ليست في يدك.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>انتهت هذه اللعبة: ابدأ لعبة جديدة لتلعب مجددًا.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>لم يُحدَّد الحكم بعد: زايد أو قل بس أولًا؛ تُلعب الأوراق بعد ذلك.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>انتهت المزايدة: حان وقت لعب ورقة.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>في الجولة الأولى لا يمكنك إلا أن تشتري لون الورقة المكشوفة ({suit}) أو تقول بس. ويمكن اختيار لون آخر في الجولة الثانية إذا قال الجميع بس.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>مرّر الجميع: على الموزّع أن يعلن عقدًا. لا يجوز أن يمرّر ويلغي التوزيعة إلا من كانت يده بقيمة {limit} نقاط أو أقل؛ وهذه اليد قيمتها {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>مرّر اللاعبون الثلاثة الآخرون: على الموزّع أن يسمّي لون الحكم، ولا يجوز له أن يمرّر.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>رفض الجميع {suit} في الجولة الأولى: في الجولة الثانية اختر لونًا آخر أو قل بس.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>ليس معك أي {suit}: اللعب بنقش لا تملكه مخالفة، لذلك لا تسمح بها اللعبة. مرّر، أو اختر نقشًا تملكه.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>لا شيء أعلى من مزايدة الكبوت: يمكنك فقط أن تقول بس أو أن تدبّلها.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>يجب أن تكون كل مزايدة أعلى من سابقتها: زايد بـ{minimum} على الأقل.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>المزايدات من {low} إلى {high} بخطوات قدرها {step}: والرقم {value} ليس منها.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>مزايدة الكبوت غير مسموحة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>عقود {strain} غير مسموحة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>لقد قلت بس، وفي هذه اللعبة البس نهائي: لا يمكنك المزايدة مرة أخرى في هذا التوزيع.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>بعد الدبل لا يحق لأحد أن يزايد: قل بس، أو ردّ الدبل إن كانت مزايدة فريقك هي التي دُبّلت.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>لا يمكنك أن تدبّل مزايدة فريقك: الدبل لخصوم صاحب أعلى مزايدة فقط.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>هذه المزايدة مدبَّلة بالفعل.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>لا توجد بعد مزايدة يمكن تدبيلها.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>لا يردّ الدبل إلا الفريق الذي دُبّلت مزايدته.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>رُدّ الدبل على هذه المزايدة بالفعل.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>لا يمكنك ردّ الدبل إلا بعد أن يدبّل أحد الخصوم مزايدة فريقك.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>ليس لديك مشروع: المشروع ثلاث أوراق متتالية أو أكثر من لون واحد، أو {carres}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>تُعلن المشاريع في الأكلة الأولى فقط، قبل أن تلعب ورقتك الأولى.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>تُلعب هذه اللعبة بلا دبل ولا ردّ دبل.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>في هذه اللعبة تشتري لونًا أو تقول بس: لا مزايدة بالنقاط.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>في هذه اللعبة تزايد بالنقاط على لون أو صن أو حكم شامل، أو تقول بس.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>هذه الحركة غير موجودة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>هذه الحركة غير مسموحة الآن.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>الأكلة لشريكك: لست مضطرًا إلى لعب حكم أعلى (خيار في هذه اللعبة).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>الأكلة لشريكك: لست مضطرًا إلى القطع ولا إلى القطع الأعلى؛ يمكنك لعب أي ورقة.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>الأكلة لشريكك: لست مضطرًا إلى القطع (اللون المطلوب {suit} وليس لديك منه)؛ يمكنك لعب أي ورقة.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>بالشراء يصبح {suit} هو الحكم، وعليك بعدها أن تجمع نقاطًا أكثر من اللاعب الآخر: أكثر من {half} من أصل {total}. وإلا خسرت وسجّل اللاعب الآخر النقاط كلها ({total}).</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>وعلى فريقك حينها أن يجمع نقاطًا لا تقل عن نقاط الفريق الآخر</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>وعلى فريقك حينها أن يجمع نقاطًا أكثر من الفريق الآخر (التعادل لا يكفي)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>وعلى فريقك حينها أن يجمع نقاطًا أكثر من الفريق الآخر (وعند التعادل تُعلَّق نقاطكم حتى التوزيعة التالية)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>الأخذ يجعل {suit} الحكم؛ {duty}، من أصل {total}. وإلا فلا يسجل فريقك شيئًا ويسجل الفريق الآخر نقاطه الخاصة.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>بالشراء يصبح {suit} هو الحكم، {duty}، من أصل {total}. وإلا خسرتم وسجّل الفريق الآخر النقاط كلها ({total}).</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>وتأخذ الورقة المكشوفة ‎{card}‎ ومعها أوراق إضافية عددها {count}.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>مزايدة كبوت على {strain}: على فريقك أن يأخذ كل الأكلات. إن نجح سجّل {made}، وإن فشل سجّل الفريق الآخر {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>مزايدة {value} على {strain}: على فريقك أن يجمع {value} نقطة على الأقل ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>مزايدة {value} على {strain}: على فريقك أن يجمع {value} نقطة على الأقل، وأكثر من النصف ({half} من {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>ناجح: يسجّل كل فريق نقاطه. خاسر: يسجّل الفريق الآخر كل نقاط التوزيع.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>عند النجاح: نقاطكم زائد {value}. عند الفشل: يسجّل الفريق الآخر {failed} زائد {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>لا تحوي الجولة إلا {total} نقطة في {strain}، لذا لا يمكن أبدًا تحقيق هذه المزايدة، حتى بالفوز بكل اللمّات.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>صن: لا حكم، وكل لون يحتفظ بترتيبه العادي.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>حكم شامل: كل لون يأخذ ترتيب الحكم وقيمه، ولا قطع بالحكم.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>المزايدة مدبَّلة: تُحتسب نتيجة الفريق الذي يربح العقد مضاعفة (عند النجاح: نقاط أوراق المشترين ومشاريعهم والمزايدة؛ وعند الفشل: أساس المدافعين والمزايدة)، ولا يُضاعَف البلوت أبدًا.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>رُدّ الدبل على المزايدة: تُحتسب نتيجة الفريق الذي يربح العقد {times} مرات (عند النجاح: نقاط أوراق المشترين ومشاريعهم والمزايدة؛ وعند الفشل: أساس المدافعين والمزايدة)، ولا يُضاعَف البلوت أبدًا.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>بس: تترك لون الورقة المكشوفة للآخرين. إذا قال الجميع بس، تتيح جولة ثانية لكل لاعب أن يختار لونًا آخر.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>مرّر: إذا مرّر الجميع مرة أخرى تُلغى الأوراق ويوزّع الموزّع نفسه من جديد.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>بس: إذا قال الجميع بس مرة أخرى، تُلغى الأوراق ويوزّع الموزّع التالي.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>بس: في هذه اللعبة البس نهائي، فلن تزايد مرة أخرى في هذا التوزيع. عندما يقول كل الآخرين بس بعد مزايدة تنتهي المزايدة؛ وإذا قال الأربعة بس تُرمى الأوراق.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>بس: لا تزايد أعلى. ثلاث «بس» متتالية بعد مزايدة تُنهي المزايدة.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>بس: إذا قال اللاعبون الأربعة بس دون أي مزايدة، تُلغى الأوراق.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>دبل: تراهن على خسارة المشترين. تُحتسب قيمة العقد مضاعفة أيًّا كان الفائز، ولا تجوز بعده مزايدة جديدة.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>ردّ الدبل: فريقك المدبَّل يردّ بأنه سينجح: يُحتسب العقد أربعة أضعاف، وتنتهي المزايدة.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>أعلن متتالياتك الآن قبل ورقتك الأولى؛ لا تُحتسب إلا إذا كانت لديك أفضل متتالية على الطاولة.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>أعلن تركيباتك الآن، قبل ورقتك الأولى؛ تُقارَن المتتاليات والأربعات كلٌّ على حدة: الأفضل من كل نوع يُحتسب.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>أعلن تركيباتك الآن، قبل ورقتك الأولى؛ لا تُحتسب إلا إذا كانت لديك الأفضل.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>أعلن مشاريعك الآن، قبل ورقتك الأولى؛ ولا تُحتسب إلا إذا كان أعلى مشروع لفريقك.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>أعلن مشاريعك الآن، قبل ورقتك الأولى؛ ويسجّل كل فريق مشاريعه.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>سمِّ {suit} حكمًا: تصبح المُسمّي، وعلى فريقك أن يجمع أكثر من نصف النقاط ({total} من الأوراق والأكلة الأخيرة، مع المتتاليات والبيلا). النصف تمامًا هو {half}: لا تسجل شيئًا ويسجل الآخرون نقاطهم؛ والأقل هو {bate}: يسجل الآخرون كل شيء. تنضم أوراقك المقلوبة الـ{count} إلى يدك بعد تسمية الحكم.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>تمرير: سيكون على الموزّع، وهو آخر من يتكلم، أن يسمّي حكمًا.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>تمرير: يمكن للاعب التالي أن يسمّي حكمًا. إذا مرّر اللاعبون الثلاثة الأوائل، فعلى الموزّع أن يسمّي واحدًا.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>«{call}»: {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>الفشل يُسمّى {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>لا يمكنك اللعب إلا بنقش تملكه.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>تُحتسب الأوراق والأرض والمشاريع والبلوت</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>تُحتسب الأوراق والأرض والمشاريع</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>تُحتسب الأوراق والأرض والبلوت</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>تُحتسب الأوراق والأرض</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>{player} يلعب {card}، أحد الشايب والبنت من الحكم: مع الورقة الأخرى تأتي {name}، {points} نقطة لـ{team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>{player} يقول «{name}» وهو يلعب {card}: الشايب والبنت من الحكم في يد واحدة، {points} نقطة لـ{team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>إعلان «بلوت» ({player}، مع الورقة ‎{card}‎): الشايب والبنت من لون واحد في يد واحدة. ومع الورقة الأخرى يأتي «ريبلوت» و{points} نقطة لفريق {team}، أيًّا كان الفائز بالمشاريع.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>إعلان «بلوت» ({player}، مع الورقة ‎{card}‎): الشايب والبنت من الحكم في يد واحدة. ومع الورقة الأخرى يأتي «ريبلوت» و{points} نقطة لفريق {team}، أيًّا كان الفائز بالمشاريع.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>في هذه اللعبة يجب أن يُلعب الشايب أولًا ليُحتسب البلوت.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>إعلان «ريبلوت» ({player}، مع الورقة ‎{card}‎): {points} نقطة لفريق {team}.</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>وإن كان هذا الفريق هو المشتري، فهذه النقاط تُحتسب أيضًا ضمن مزايدته.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>يعلن {player} {melds}: {points} نقطة. في هذه اللعبة تُعرض أوراق المشروع حالما تنتهي الأكلة الأولى.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>تعلن {melds}: بمجموع {points} نقطة.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>مشروع ({player}): {melds}، بمجموع {points} نقطة.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>في هذه اللعبة يُحتسب كل مشروع: وهذه النقاط لفريق {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>لا يسجل إلا اللاعب صاحب أفضل متتالية، ومتتالياته هو فقط: الخمسين تغلب العشرين، ثم الورقة العليا الأعلى؛ عند تساوي المتتاليات تفوز متتالية الحكم، وإلا لا يسجل أحد.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>في هذه اللعبة تغلب العشرين الخمسين، كما تقول بعض القواعد المكتوبة.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>تُقارَن المتتاليات والأربعات كلٌّ على حدة: اللاعب صاحب أفضل متتالية يسجل متتالياته، واللاعب صاحب أفضل أربعة يسجل أربعاته.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>تُقارَن المربّعات والسلاسل كلٌّ على حدة: الفريق صاحب أعلى مربّع يسجّل كل مربّعاته، والفريق صاحب أعلى سلسلة يسجّل كل سلاسله.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>بين سلسلتين متساويتين في القيمة تفوز الأطول، ثم صاحبة أعلى ورقة.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>أعلى سلسلتين متساويتين لطرفين متخاصمين تُلغي إحداهما الأخرى: لا أحد يسجّل السلاسل.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>أعلى مشروع حتى الآن هو مشروعك: {meld}، لفريق {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>لا يسجل إعلاناته إلا اللاعب صاحب أفضل إعلان: الأكثر نقاطًا أولًا، ثم الأربعة قبل المتتالية، ثم الورقة العليا الأعلى، ثم المتتالية في الحكم.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>لا يسجل إعلاناته إلا اللاعب صاحب أفضل إعلان: الأكثر نقاطًا أولًا، ثم الأربعة قبل المتتالية، ثم الورقة العليا الأعلى.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>لا يسجل إعلاناته إلا اللاعب صاحب أفضل إعلان: الأكثر نقاطًا أولًا، ثم الأربعة المتشابهة قبل المتتالية، ثم الورقة العليا الأعلى، ثم المتتالية في الحكم.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>لا يسجل إعلاناته إلا اللاعب صاحب أفضل إعلان: الأكثر نقاطًا أولًا، ثم الأربعة المتشابهة قبل المتتالية، ثم الورقة العليا الأعلى.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>لا يسجّل المشاريع إلا الفريق صاحب أعلى مشروع: الأكثر نقاطًا أولًا، ثم الكاريه قبل التسلسل، ثم الأعلى في ورقته العليا، ثم التسلسل في الحكم.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>لا يسجّل المشاريع إلا الفريق صاحب أعلى مشروع: الأكثر نقاطًا أولًا، ثم الكاريه قبل التسلسل، ثم الأعلى في ورقته العليا.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>لا يسجّل المشاريع إلا الفريق صاحب أعلى مشروع: الأكثر نقاطًا أولًا، ثم الأربعة المتشابهة قبل التسلسل، ثم الأعلى في ورقته العليا، ثم التسلسل في الحكم.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>لا يسجّل المشاريع إلا الفريق صاحب أعلى مشروع: الأكثر نقاطًا أولًا، ثم الأربعة المتشابهة قبل التسلسل، ثم الأعلى في ورقته العليا.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>أعلى مشروع حتى الآن: {meld} ({player})، لفريق {team}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between teams&apos; points</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <comment>a team and its points</comment>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>{team} bid capot in {strain}.</source>
        <translation>زايد فريق {team} بكبوت على {strain}.</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>زايد فريق {team} بـ{value} على {strain}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>المزايدة مدبَّلة: قيمتها تُحتسب مضاعفة.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>مجموعان متساويان ({points} لكل فريق): تعليق. يسجّل المدافعون نقاطهم؛ وتنتظر نقاط المشترين البالغة {held} لتذهب إلى الفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>اشترى فريق {team}، والحكم {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>لم يشترِ أحد: تُلغى الأوراق، ولا يسجّل أحد، ويوزّع الموزّع التالي.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>نتيجة هذه التوزيعة: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>نقاط الأوراق: {points} (المجموع {total}، منها {bonus} للأرض التي أخذها فريق {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>أخذ فريق {team} كل الأكلات: كبوت! تُحتسب أوراقه {score} بدلًا من {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>المشاريع: صاحب أعلى مشروع هو {player}، فلا تُحتسب إلا مشاريع هذا الفريق: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>المشاريع: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه: {points}.</translation>
    </message>
    <message>
        <source>Belote and rebelote: {points}.</source>
        <translation>بلوت وريبلوت: {points}.</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <comment>a team and the sum of its points</comment>
        <translation>{team} {sum}</translation>
    </message>
    <message>
        <source>Totals: {parts}.</source>
        <translation>المجاميع: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>ناجح: تحقق العقد.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>خاسر: المشترون داخل (dedans).</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>لدى المشترين ({team}) نقاط بقدر نقاط الفريق الآخر ({points} لكلٍّ منهما): وهذا يكفي في هذه اللعبة. نجح العقد ويسجّل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>لدى المشترين ({team}) نقاط أكثر من الفريق الآخر: نجح العقد ويسجّل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>تعادل في المجموع ({points} لكلٍّ منهما): في هذه اللعبة يجب أن يجمع المشترون أكثر، لذا خسروا.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>جمع المشترون ({taker}) {t_points} والمدافعون ({defence}) {d_points}: خسر المشترون.</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>تعادل {defence} و{other} في أكثر النقاط فيتقاسمان كل نقاط التوزيعة وكل المشاريع: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>يسجّل المدافعون ({defence}) كل نقاط التوزيعة وكل المشاريع: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>خسر المشترون ({taker}): وأفضل فريق مدافع كان {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>رُدّ الدبل على المزايدة: تُحسب قيمتها {times} مرات.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>أعلن {team} {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>أُعلن «ماتش»: هذه التوزيعة تحسم اللعبة كلها.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>ضوعف العقد مرة ثانية.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>ضوعف العقد.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>كل اللاعبين ملتزمون: صاحب أكثر النقاط يأخذ كل النقاط، وإذا تعادل اثنان في الأكثر تقاسماها.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>اللاعبان ملتزمان: صاحب النقاط الأكثر يأخذ كل النقاط.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>الفريقان ملتزمان: الفريق صاحب النقاط الأكثر يأخذ كل النقاط.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>لا يسجل إلا اللاعب صاحب النقاط الأكثر.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>لا يسجل إلا الفريق صاحب النقاط الأكثر.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>تُحسب النقاط {times} مرات.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>لم يأخذ أحد: تُلغى الأوراق ولا يسجّل أحد، ويوزّع الموزّع نفسه من جديد.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>في {game} الآخذون {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} أخذوا كل الأكلات: {word}! أوراقهم تُحتسب {score} بدل {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>المتتاليات: كانت لدى {player} أفضلها، فلا تُحتسب إلا متتالياته: {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word}: كان لدى {player} الأفضل، فلا يُحتسب إلا ما لفريقه: {points}.</translation>
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
        <translation>كانت أفضل المتتاليات متساوية ولم تكن أيٌّ منها في الحكم: فتُلغى، ولا أحد يسجّل المتتاليات ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>كانت أعلى سلاسل الطرفين متساوية: فتُلغى، ولا أحد يسجّل السلاسل ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>لا تنجح مزايدة الكبوت إلا بأخذ كل الأكلات.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>لنجاح العقد احتاج المشترون إلى مزايدتهم: {target} نقطة.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>لنجاح العقد احتاج المشترون إلى مزايدتهم ({value}) وإلى أكثر من نصف النقاط البالغة {total}: أي {target} نقطة.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>وجمعوا {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>للآخذ ({player}) أكثر النقاط: نجح العقد ويسجل كل لاعب مجموعه.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>مجموعان متساويان ({points} لكل فريق) في عقد مضاعَف: الفريقان ملتزمان، فلا يسجّل أحد، وتُعلَّق كل النقاط، {held} ({mp} نقاط مباراة)، للفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>مجموعان متساويان ({points} لكل فريق): لا يسجّل المعلنون شيئًا، ويسجّل المدافعون كل نقاط التوزيعة، المجموعين معًا، وتُعلَّق {held} نقطة ({mp} نقاط مباراة) للفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>المجموعان متساويان ({points} لكل فريق): لا يسجل الآخذون شيئًا، ويسجل المدافعون نقاطهم، وتُعلَّق {held} نقطة ({mp} من نقاط المباراة) للفريق الذي يفوز بالتوزيعة التالية.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>تعادل في المجموع ({points} لكلٍّ منهما): كان على المشترين أن يجمعوا أكثر. لا يسجلون شيئًا، ويسجل الفريق الآخر نقاطه الخاصة فقط.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>لدى المشترين ({taker}) نقاط أقل من الفريق الآخر: لا يسجلون شيئًا، ويسجل الفريق الآخر نقاطه الخاصة فقط.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>خسر الآخذ ({player}) عقده: تعادل {first} و{second} كأفضل الآخرين.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>خسر الآخذ ({player}) عقده: أفضل الآخرين كان {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>النصف تمامًا ({points} لكلٍّ منهما): {taker} في {half}. لا يسجلون شيئًا، ويسجل {other} نقاطهم.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>جمع {taker} {t_points}، أقل من النصف: هم {bate}، ويسجل {other} كل نقاط التوزيعة.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>نقاط المباراة: تُقسم النقاط على عشرة؛ الباقي الأكبر من {limit} يُقرَّب إلى الأعلى، و{limit} أو أقل إلى الأدنى: {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>توقف الفريقان عند الحد تمامًا، لذلك تُقرَّب النتيجة الأدنى إلى الأعلى والأعلى إلى الأدنى.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>ربح {team} كل الأكلات: {points} نقاط مباراة إضافية، لا تُضاعَف أبدًا.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>مجاميع متساوية ({points} لكلٍّ) في عقد مضاعَف: كل اللاعبين ملتزمون، فلا يسجّل أحد، وتُعلَّق كل النقاط، {held} ({mp} نقاط مباراة)، للاعب الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>مجاميع متساوية ({points} لكلٍّ): لا يسجّل المشتري شيئًا، ويسجّل الآخرون نقاطهم، وتُعلَّق {held} نقطة ({mp} نقاط مباراة) للاعب الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} يخسرون {points} نقاط مباراة (كيرتيك): ملتزمون وخاسرون، أو بلا أي أكلة.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{team} {points} → {game}</source>
        <translation>{team} {points} ← {game}</translation>
    </message>
    <message>
        <source>Game points are the points without their last digit: {parts}.</source>
        <translation>نقاط اللعبة هي النقاط بعد حذف رقمها الأخير: {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>كان لدى الفريقين 15، لذا فالرقم الأخير الأعلى يصبح 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>أوراق</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>حصة من نقاط المشتري</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>مشاريع</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>نقاط</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>مزايدة</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>مزايدة كبوت</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>كبوت فاشل</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>عقد خاسر</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>الدبل</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>نقاط المباراة</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>كل الأكلات</translation>
    </message>
    <message>
        <source>×{times}</source>
        <comment>part of a score: what a doubled, redoubled or no-trumps contract adds</comment>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>kirtik</source>
        <comment>part of a score: the Bulgarian penalty</comment>
        <translation>كيرتيك</translation>
    </message>
    <message>
        <source>{value} ({label})</source>
        <comment>one part of a sum</comment>
        <translation>{value} ({label})</translation>
    </message>
    <message>
        <source>{team} score nothing.</source>
        <translation>لا يسجّل فريق {team} شيئًا.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>يسجّل فريق {team} {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum}: {suit} هو الحكم. على فريقك أن يكسب نقاطًا أكثر من الفريق الآخر (16 في الجولة، الأوراق والأكلة الأخيرة)، وإلا أخذها الآخرون كلها. تأخذ الورقة المكشوفة وتبدأ اللعب.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun}: بلا حكم، والجولة تُحسب مضاعفة (26 نقطة). الصن أعلى من الحكم. على فريقك أن يكسب أكثر من الآخر، وإلا أخذ الآخرون كل شيء. تأخذ الورقة المكشوفة وتبدأ اللعب.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal}: صن لشريكك، فيأخذ الورقة المكشوفة ويبدأ اللعب؛ على فريقك أن يكسب أكثر من الآخر.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>بس: يبقى الشراء على درجته من السلّم؛ وإن قال شريكك بس أيضًا بدأ اللعب.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>بس: تبقي حكمك.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>بس: تترك الشراء القائم.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>بس: إن قال الجميع بس في هذه الجولة الثانية أيضًا، تُجمع الأوراق وتوزّع من جديد.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>بس: إن قال الأربعة بس، تتيح جولة ثانية لكل لاعب أن يشتري حكمًا بنوع آخر أو صن.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double}: تراهن على أن المشترين سيخسرون؛ كل نقطة تُحسب مرتين (إلا البلوت). ما دام مدبّلًا لا يجوز لأحد أن يبدأ بالحكم وفي يده نوع آخر.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three}: فريقك يرد على الدبل؛ تُحسب النقاط ثلاث مرات.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four}: ترد مرة أخرى؛ تُحسب النقاط أربع مرات.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa}: الكلمة الأخيرة. الفريق الذي يكسب هذه الجولة يكسب اللعبة كلها.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>في الجولة الأولى يكون الحكم بنوع الورقة المكشوفة، {suit}، فقط.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>في الجولة الثانية يُسمّى الحكم بنوع غير {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>هناك شراء قائم: لا يعلو عليه إلا الصن.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>سبق أن قلت صن في هذه الجولة.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>الأشكل يُقال في الجولة الأولى، من الموزّع أو اللاعب الذي قبله فقط.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>هناك صن قائم: لم يعد الأشكل ممكنًا.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>حكمك قائم: أبقه (بس) أو ارفعه إلى صن.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>انتهى الشراء: الآن سلّم الدبل فقط، أو بس.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>الدبل يأتي بعد أن ينتهي الشراء.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>الدور في السلّم للمشترين، لا لك.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>الدور في السلّم للفريق الآخر، لا لك.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>السلّم درجة بعد درجة: دبل، ثري، فور، ثم قهوة.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>لا يُدبَّل الصن إلا إذا كان لفريقه أكثر من {limit} وللمدبِّلين أقل من {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>صن: تقريب إلى العشرات، ثم مضاعفة، ثم قسمة على عشرة</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>حكم: قسمة على عشرة، والنصف أو أقل يُقرّب إلى الأسفل</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team}: {raw} نقطة تصير {points} نقطة ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>مدبّل على السلّم: × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>بلوت: + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>نجح العقد المدبّل، فيسجّل كل فريق نقاطه، وكلتاهما مضاعفة: الفائز لا يأخذ كل شيء (القهوة وحدها تفعل ذلك).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>لدى المشترين ({taker}) نقاط جولة أكثر من الفريق الآخر ({t_points} مقابل {d_points} بعد التقريب، بما فيها {baloot}): نجح العقد ويسجّل كل فريق نقاطه.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>لدى المشترين ({taker}) نقاط جولة أكثر من الفريق الآخر ({t_points} مقابل {d_points} بعد التقريب): نجح العقد ويسجّل كل فريق نقاطه.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>نقاط الجولة متساوية ({points} لكلٍّ منهما بعد التقريب، بما فيها {baloot}): على المشترين أن يسجّلوا أكثر، لذا خسروا، ويأخذ الفريق الآخر كل نقاط الأوراق والمشاريع.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>نقاط الجولة متساوية ({points} لكلٍّ منهما بعد التقريب): على المشترين أن يسجّلوا أكثر، لذا خسروا، ويأخذ الفريق الآخر كل نقاط الأوراق والمشاريع.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>لدى المشترين ({taker}) نقاط جولة أقل من الفريق الآخر ({t_points} مقابل {d_points} بعد التقريب، بما فيها {baloot}): خسروا، ويأخذ الفريق الآخر كل نقاط الأوراق والمشاريع.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>لدى المشترين ({taker}) نقاط جولة أقل من الفريق الآخر ({t_points} مقابل {d_points} بعد التقريب): خسروا، ويأخذ الفريق الآخر كل نقاط الأوراق والمشاريع.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>تُحسب الأوراق والأكلة الأخيرة والمشاريع والبلوت</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>تُحسب الأوراق والأكلة الأخيرة والبلوت</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>تُحسب الأوراق والأكلة الأخيرة فقط</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>عند التعادل يسجل الفريق الآخر نقاطه، وتبقى نقاطكم معلقة لفائز التوزيعة التالية.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>التعادل يكفي.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>التعادل لا يكفي.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>إعلان {strain}: إن لم يعلن أحد أعلى منه، فعلى فريقك أن يسجل نقاطًا أكثر من الفريق الآخر ({counted}؛ {total} في الأوراق والأكلة الأخيرة)، وإلا خسر وسجّل الفريق الآخر كل شيء.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>بلا حكم: لا يمكن لأحد أن يقطع.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>تُحسب النتيجة مضاعفة.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>الكل حكم: كل نوع يأخذ ترتيب الحكم وقيمه؛ ولا تفوز إلا ورقة أعلى من النوع المطلوب.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>ثم يحصل كل لاعب على {count} أوراق إضافية.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>باس: لا تعلن شيئًا أعلى. عندما يمرر جميع اللاعبين الآخرين بعد إعلان، يصبح ذلك الإعلان هو العقد.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>باس: إذا مرر جميع اللاعبين دون أي إعلان، تُجمع الأوراق ويعاد التوزيع.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word}: تراهن على أن المعلنين سيخسرون. يصبح الفريقان ملتزمين: الفريق الأقل نقاطًا يعطي كل شيء للآخر، وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>قد يتبعه إعلان أعلى؛ ويكون بلا مضاعفة.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word}: فريقك، بعد مضاعفة عقده، يرد بأنه سينجح: تُحسب النقاط أربع مرات.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word}: اللعبة كلها معلقة على هذه التوزيعة: الفريق الذي يفوز بها يفوز باللعبة. تنتهي المزايدة.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>يجب أن يكون كل إعلان أعلى من الحالي (سباتي، ديناري، كبة، بستوني، بلا حكم، الكل حكم، من الأدنى): أعلن {strain} أو أعلى.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>لا شيء أعلى من الإعلان الحالي: مرر، أو ضاعفه إن كان يحق لك.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>في هذه اللعبة لا يجوز إعلان جديد بعد {contra}: مرر، أو رد بـ {recontra} إذا ضوعف عقد فريقك.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>يمكنك قول {contra} على إعلان خصم فقط، لا على إعلان فريقك.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>هذا الإعلان مضاعف بالفعل ({contra}).</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>لا يوجد إعلان لمضاعفته بعد.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>وحده الفريق الذي ضوعف إعلانه يمكنه الرد بـ {recontra}.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>هذا الإعلان مضاعف مرة ثانية بالفعل ({recontra}).</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>يمكنك قول {recontra} فقط بعد أن يضاعف خصم إعلان فريقك.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>وحده الفريق الذي ضاعف يمكنه الرد على {recontra} بـ {word}.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>لا يُقال {word} إلا بعد {recontra}، ومن الفريق الذي ضاعف.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>في هذه اللعبة التمرير نهائي: بعد أن مررت لا يمكنك إلا التمرير.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>طلب {strain}: إن لم يطلب خصمك أعلى منه، فعليك أن تجمع نقاطًا أكثر منه ({counted}؛ {total} على الأكثر في الأوراق واللمّة الأخيرة)، وإلا خسرت ويأخذ هو كل شيء.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>طلب {strain}: إن لم يطلب خصمك أعلى منه، فعليك أن تجمع نقاطًا أكثر منه ({counted}؛ {total} في الأوراق واللمّة الأخيرة)، وإلا خسرت ويأخذ هو كل شيء.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>طلب {strain}: إن لم يطلب أحد أعلى منه، فعليك أن تجمع نقاطًا أكثر من كل لاعب آخر ({counted}؛ {total} في الأوراق واللمّة الأخيرة)، وإلا خسرت ويتقاسم الآخرون نقاطك.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>طلب {strain}: إن لم يطلب أحد أعلى منه، فعليك أن تجمع نقاطًا أكثر من كل لاعب آخر ({counted}؛ {total} في الأوراق واللمّة الأخيرة)، وإلا خسرت وتضيع نقاطك.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>عند التعادل يسجّل هو نقاطه وتبقى نقاطك معلّقة للفائز بالجولة التالية.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>عند التعادل مع أفضل الآخرين يسجّلون نقاطهم وتبقى نقاطك معلّقة للفائز بالجولة التالية.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}: تراهن على أن المشتري سيخسر. من يجمع عندئذ أكثر النقاط يأخذ كل شيء (وإذا تعادل اثنان في الأكثر تقاسماه)، وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word}: تراهن على أن المشتري سيخسر. من يجمع عندئذ أكثر النقاط يأخذ كل شيء، وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word}: وقد ضوعف عليك، تجيب بأنك ستنجح: تُحسب النقاط أربع مرات.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>لا يسجّل إلا الفريق الذي يملك أفضل مشروع، ويسجّل مشاريع لاعبيه كليهما: الأعلى قيمة؛ وبين متتاليات متساوية الأعلى ورقة، ثم المتتالية من الحكم، ثم اللاعب الأقرب إلى يمين الموزّع.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>لا يسجّل إلا الفريق الذي يملك أفضل مشروع، ويسجّل مشاريع لاعبيه كليهما: الأعلى قيمة؛ وبين متتاليات متساوية الأعلى ورقة، ثم اللاعب الأقرب إلى يمين الموزّع.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>لا يسجّل إلا الطرف صاحب أفضل تركيبة، ويسجّل كل تركيباته: الأعلى قيمةً؛ وبين المتتاليات المتساوية صاحبة الأوراق الأعلى، ثم التي في الحكم؛ وإن بقيت متساوية فلا أحد يسجّل التركيبات.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>لعب {team} {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>لعب {team} {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>التوزيعة {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>التوزيعات {numbers} و{last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>تعادل: {points} نقطة تنتظر الفائز بالتوزيعة التالية</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} معلّقة ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>النقاط المعلّقة ({deals})، وعددها {points}، تذهب إلى الفائز بهذه التوزيعة، {team}: {score} + {points} = {sum} في هذه التوزيعة.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>النقاط المعلّقة ({deals})، وعددها {points}، يتقاسمها الفائزان بهذه التوزيعة، {first} و{second}: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>انتهت المباراة: النقاط المعلّقة، وعددها {points}، لا تذهب لأحد.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>تعادل من جديد: {points} نقطة ({deals}) تنتظر الآن الفائز بالتوزيعة التالية.</translation>
    </message>
</context>
<context>
    <name>GameFacts</name>
    <message>
        <source>France</source>
        <translation>فرنسا</translation>
    </message>
    <message>
        <source>Bid 80 to 160 in a suit, no trumps or all trumps; coinche the boasters.</source>
        <translation>زايد من 80 إلى 160 في لون أو صن أو حكم شامل؛ ودبّل على المتباهين.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>قواعد البطولات: الألوان فقط، مع المشاريع؛ والدبل يضاعف النتيجة.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>بلغاريا</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>الورقة المكشوفة تقترح الحكم: خذها أو سمِّ لونًا آخر.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>فرنسا (البطولات)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>أوروبا الشرقية</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>إعلانات حتى الحكم الشامل؛ دبل، أو المراهنة على المباراة كلها.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>إعلانات حتى الحكم الشامل، كونترا وريكونترا؛ والفالات.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>قبرص واليونان</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>البس نهائي؛ ويُحذف من النتيجة رقمها الأخير.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>السعودية والخليج</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>صن أو حكم، وسلّم الدبل حتى القهوة.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>كندا (كيب بريتون)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 ورقة وأوراق مقلوبة؛ يُسمّى الحكم بالدور، والموزّع ملزَم.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>الولايات المتحدة وإنجلترا</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>ست أوراق واحدةً واحدة؛ آخر ورقة للموزّع تقترح الحكم.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>لاعبان وكل الأوراق على الطاولة، مكشوفة فوق مقلوبة.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>ثلاثة لاعبين، كلٌّ وحده، بـ24 ورقة.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>لاعبان بـ24 ورقة؛ ست منها لا تُوزَّع أبدًا.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>لكلٍّ يدٌ وثماني أوراق على الطاولة، مكشوفة فوق مقلوبة.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>الحكم (Atout)</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>اللون المختار للتوزيعة. أي ورقة حكم تغلب أي ورقة من لون آخر؛ وفي الحكم يكون الولد والتسعة أعلى الأوراق.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>بلوت (Belote)</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>الشايب والبنت من الحكم في يد واحدة. يقول صاحبهما «بلوت» عند لعب أولاهما؛ ويساوي الزوج {points} نقطة. وهو أيضًا اسم اللعبة.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>التشكيلة (tableau)</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>الأوراق الموزعة على الطاولة أمام اللاعب: أوراق مقلوبة على وجهها، تغطي كلًّا منها ورقة مكشوفة. يلعب الأوراق المكشوفة؛ وتُقلب الورقة المقلوبة حين تُلعب الورقة التي فوقها، ولا يحق لأحد، ولا لصاحبها، أن ينظر إليها قبل ذلك (Belote Découverte، والبلوت لاثنين بأوراق مكشوفة).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte (المكشوفة)</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote Découverte: بلوت للاعبَين بلا أوراق في اليد، كل الأوراق في تشكيلتَي اللاعبَين؛ وتُسمى أيضًا بلوت مرسيليا.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>ريبلوت (Rebelote)</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>ما يقوله صاحب البلوت عند لعب الورقة الثانية من الزوج.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>كبوت (Capot)</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>أخذ كل أكلات التوزيعة. قيمته أكبر من قيمة الأوراق نفسها، ويمكن المزايدة عليه في الكوانش.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>الخسارة (Dedans)</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>تُقال عن المشترين إذا فشلوا في عقدهم: فيسجّل الفريق الآخر نقاط التوزيعة.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>الأرض (Dix de der)</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>معناها «العشرة الأخيرة»: {points} نقاط لمن يأخذ الأكلة الأخيرة.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>دبل (Coinche)</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>مضاعفة مزايدة الخصوم لأنك تظن أنها ستفشل. ومنه اسم نوع اللعب بالمزايدة: الكوانش (La Coinche).</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>ردّ الدبل (Surcoinche)</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>جواب الفريق المدبَّل: يضاعف مرة أخرى (أربعة أضعاف المزايدة).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>التعليق (Litige)</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>في بعض القواعد، توزيعة يتعادل فيها المشترون والمدافعون: تُحجز نقاط المشترين وتذهب إلى الفائزين بالتوزيعة التالية.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>سرا (Tierce)</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>ثلاث أوراق متتالية من لون واحد، مثل 9 و10 والولد: مشروع قيمته {points}.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>خمسين (Quarte)</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>أربع أوراق متتالية من لون واحد: مشروع قيمته {points}.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>مية (Quinte)</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>خمس أوراق متتالية أو أكثر من لون واحد: مشروع قيمته {points}.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>كاريه (Carré)</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>الأوراق الأربع من رتبة واحدة: أربعة أولاد قيمتها {jacks}، وأربع تسعات {nines}، وأربع إكات أو عشرات أو شيّاب أو بنات {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>مشروع</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>تركيبة (تسلسل أو كاريه) تُعلن في الأكلة الأولى لكسب نقاط إضافية.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>صن (Sans atout)</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>عقد بلا لون حكم: كل لون يحتفظ بترتيبه ونقاطه العادية.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>حكم شامل (Tout atout)</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>عقد تُلعب فيه كل الألوان كأنها حكم: الولد والتسعة أعلى الأوراق، وعليك أن تعلو على أكبر ورقة من اللون المطلوب متى استطعت.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>المشتري (Preneur)</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>اللاعب الذي اختار الحكم أو فاز بالمزايدة. وعلى المشتري وشريكه تحقيق العقد.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>المدافعون</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>الفريق الذي لم يشترِ: يحاول إفشال المشترين.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>اللاعب الأول</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>اللاعب الذي يلي الموزّع في اتجاه اللعب: يتكلم أولًا ويبدأ الأكلة الأولى.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>الموزّع</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>اللاعب الذي يوزّع الأوراق؛ وينتقل الدور إلى اللاعب التالي بعد كل توزيعة.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>الورقة المكشوفة (La retourne)</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>في البلوت الكلاسيكي، الورقة التي تُكشف بعد الجزء الأول من التوزيع؛ يُعرض لونها حكمًا، ويأخذها المشتري.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>أكلة (Pli)</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>ورقة من كل لاعب بالدور؛ وأعلى ورقة تأخذ الأوراق الأربع.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>اتّباع اللون (Fournir)</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>لعب ورقة من اللون المطلوب. وهو إلزامي متى استطعت.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>القطع (Couper)</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>لعب ورقة حكم في أكلة بدأت بلون آخر، حين لا تملك من ذلك اللون.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>القطع الأعلى (Surcouper)</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>لعب ورقة حكم أعلى من ورقة حكم موجودة في الأكلة.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>القطع الأدنى (Sous-couper)</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>لعب ورقة حكم أدنى من ورقة حكم موجودة في الأكلة، حين لا تستطيع أن تعلو عليها.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>الرمي (Se défausser)</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>لعب ورقة من لون آخر غير الحكم، حين لا تستطيع اتّباع اللون.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>ما التزم به المشترون: الحكم، وفي الكوانش عدد النقاط أيضًا.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>الورقة المسيطرة (Maître)</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>أعلى ورقة ما زالت في اللعب من لونها: ستأخذ الأكلة إن لُعب ذلك اللون.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>بيلوتا: الشايب والبنت من الحكم في يد واحدة، وتساوي {points} نقطة لفريقها أيًّا كان من يربح المشاريع. وهي أيضًا اسم لعبة قبرص.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>نقاط اللعبة</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>في البيلوتا، نقاط الفريق في التوزيع بعد حذف رقمها الأخير (157 تصبح 15): تُحسب اللعبة بها.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>بس نهائي</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>في البيلوتا لا يمكن لمن قال بس أن يزايد مرة أخرى في التوزيع نفسه؛ وتستمر المزايدة من دونه.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>بيلا</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>في التارابيش، الشايب والبنت من الحكم في يد واحدة، يُعلنان عند لعب ثانيهما: {points} نقطة.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>عشرين</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>في التارابيش، متتالية من ثلاث أوراق من اللون نفسه: {points} نقطة.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>خمسين</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>في التارابيش، متتالية من أربع أوراق أو أكثر من اللون نفسه: {points} نقطة.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>بيت</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>في التارابيش، المُسمّي الذي يجمع أقل من نصف النقاط يكون «بيت»: يسجل الفريق الآخر كل نقاط التوزيعة.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>نصف بيت</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>في التارابيش، المُسمّي الذي يجمع نصف النقاط تمامًا: لا يسجل شيئًا، ويسجل الفريق الآخر نقاطه.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>المُسمّي (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>في التارابيش، اللاعب الذي يسمّي الحكم؛ على فريقه أن يجمع أكثر من نصف النقاط.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>نقاط المباراة (points de match)</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>في البلوت بالمزايدة والبلوت البلغاري، نتيجة التوزيعة مقسومة على عشرة ومقرَّبة بحسب حد يتوقف على العقد؛ وتُلعب اللعبة حتى {target} منها.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>ماتش (الإعلان)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>في البلوت بالمزايدة، الرد على المضاعفة الثانية: عندها تحسم التوزيعة اللعبة كلها.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>كلابر: الأولاد الأربعة في يد واحدة، أعلى مشروع، بـ200.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>كلابر: ثلاث أوراق متتالية من نقش واحد، بـ20.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>كلابر: الشايب والبنت من الحكم في يد واحدة، بـ20 لأي من الفريقين.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>كلابر: النداء الذي يقبل الحكم؛ على فريق المنادي أن يسجّل أكثر من الآخر.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>كلابر: لم يسجّل فريق العقد أكثر من الآخر: لا يسجّل شيئًا، ويسجّل الفريق الآخر نقاطه.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>مخالفة</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>كلابر: اللعب بنقش لا تملكه، أو أي خرق آخر للقواعد. اللعبة تمنع ذلك.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>بلوت: شراء بنوع حكم (نوع الورقة المكشوفة في الجولة الأولى).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>بلوت: شراء بلا حكم؛ أعلى من الحكم ويُحسب مضاعفًا.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>بلوت: صن يُقال للشريك، فيأخذ الورقة المكشوفة ويلعبه.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>بلوت: الدرجة الأخيرة من سلّم الدبل (دبل، ثري، فور، قهوة): الجولة تحسم اللعبة كلها.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>المشاريع (بلوت)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>مشاريع البلوت: سرا (ثلاث أوراق متتالية)، خمسين (أربع)، مية (خمس، أو أربع أوراق من نفس الرتبة) وأربعمية (الإكَك الأربعة في الصن).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>الشايب والبنت من الحكم في يد واحدة في الحكم، وقيمتهما نقطتان؛ وهو أيضًا اسم اللعبة.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>بلوت: فريق يكسب كل الأكلات.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>المصطلحات</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>مفردات اللعبة. ذُكرت الكلمات الفرنسية حيث يستخدمها اللاعبون؛ ويقود كل رابط إلى القاعدة.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>انظر القاعدة</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>إعلان</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>في البلوت البلغاري وبلوت المزايدة: تسمية عقد — سباتي أو ديناري أو كبة أو بستوني أو بلا حكم أو الكل حكم، كل واحد أعلى من سابقه.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>في البلوت البلغاري وبلوت المزايدة: مضاعفة إعلان الخصم — يلتزم الفريقان وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>رد الفريق المضاعَف على الكونترا: تُحسب النقاط أربع مرات.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>الاسم البلغاري للشايب والبنت من الحكم (في الكل حكم من أي نوع): 20 نقطة تُعلن مع أولى الورقتين. وهو أيضًا اسم اللعبة.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>البلوت البلغاري: فريق يربح كل الأكلات؛ يضيف 9 نقاط مباراة لا تُضاعف أبدًا، ولا يمكن أن تنتهي اللعبة بتلك التوزيعة.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>النقاط المعلقة</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>البلوت البلغاري: عندما يتعادل الفريقان تنتظر نقاط المعلنين الفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>خيار بلغاري: عقوبة بنقاط المباراة لفريق ملتزم لا يربح، أو لفريق بلا أي أكلة.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Rule: {title}</source>
        <translation>القاعدة: {title}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your team</source>
        <translation>فريقك</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>شريكك</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>خصم</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>طاولة بلوت</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>طاولة {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>صديق</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>انتظار</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>استضافة طاولة على هذه الشبكة</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>لا يستطيع الانضمام إلا من هم على شبكتك المنزلية؛ فالطاولة لا تكون على الإنترنت أبدًا. وسيحتاجون إلى الرمز الذي يظهر بعد فتح الطاولة.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>برنامجك يوزّع الأوراق، لذا يعرف كل ورقة: أصدقاؤك يثقون بك كمضيف. الرمز نفسه لا يعبر الشبكة أبدًا، وكل ما بعده مشفّر.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;اللعبة:</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>نقاط الفوز</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>تنتهي المباراة حين يبلغ أحد الطرفين هذه النتيجة</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>نقاط الفو&amp;ز:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>&amp;تغيير القواعد…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>كل قواعد هذه اللعبة، كما في «لعبة جديدة»</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>تغيير القواعد</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>على طاولة في الشبكة تُخلط الأوراق قبل كل توزيعة، فلا يستطيع أحد أن يستنتج الأيدي التالية من الأكلات.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>الطاولة من الأعلى</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>أنت وطاولتك</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>اسم الطاولة</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>الاسم الذي يراه أصدقاؤك في قائمة الطاولات لديهم</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>اسم ال&amp;طاولة:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>&amp;إظهار الطاولة للاعبين على هذه الشبكة</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>عند إلغائه: يكتب أصدقاؤك بدلًا من ذلك عنوان هذا الحاسوب والمنفذ</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>إظهار الطاولة للاعبين على هذه الشبكة</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>مرة في كل أكلة</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>أبدًا</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>ما دام الحاسوب وحده قد لعب منذ ذلك الحين</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>التراجع عن حركة</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>متى يمكن للاعب أن يتراجع عن حركة. مرة في كل أكلة: لا يستطيع أحد أن يرى رد الحاسوب ثم يعيد المحاولة مرة بعد مرة. يُبلَّغ كل لاعب على الطاولة بهذه القاعدة.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>الت&amp;راجع عن حركة:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>&amp;عندما لا يلعب أحد اللاعبين:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>ما تحتاج إليه الطاولة</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;فتح الطاولة</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>يلعب الحاسوب مكانه بعد دقيقة واحدة</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>يلعب الحاسوب مكانه بعد دقيقتين</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>يلعب الحاسوب مكانه بعد 5 دقائق</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>أبدًا: تنتظره الطاولة</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>عندما لا يلعب أحد اللاعبين</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>إذا لم يلعب اللاعب طوال هذه المدة، يلعب الحاسوب مكانه إلى أن يعود، حتى لا ينتظر الآخرون. ويُبلَّغ بذلك كل اللاعبين على الطاولة.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>القواعد: {game}، القياسية</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>القواعد: {game}، مع تعديلاتك</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>من يجلس هنا</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>مستوى الحاسوب</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>مفتوح لصديق</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>لاعب الحاسوب</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}: من يجلس هنا</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}: مستوى الحاسوب</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>يلعب الحاسوب في هذا المقعد بهذا المستوى، ويتولاه بهذا المستوى حين يغادر صديق</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>افتح مقعدًا واحدًا على الأقل لصديق، أو العب لعبة عادية</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>اكتب اسمك: يراه أصدقاؤك على الطاولة</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>اكتب اسمك الحقيقي: «{you}» هو ما تسمّي به نافذة كل لاعب مقعده هو</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>في اسمك حرف لا يمكن عرضه</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>أعطِ الطاولة اسمًا: يراه أصدقاؤك في قائمتهم</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>في اسم الطاولة حرف لا يمكن عرضه</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>لا تصنع هذه الخيارات لعبة قابلة للعب: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>جاهز — المقاعد المفتوحة للأصدقاء: %n؛ يلعب الحاسوب في المقعد المفتوح إلى أن يجلس فيه صديق</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>لاعب الحاسوب حتى نهاية المباراة، مكان {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>لاعب الحاسوب حتى نهاية المباراة</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name} غائب: يلعب الحاسوب مكانه</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>لاعب الحاسوب؛ قد يطلب منك صديق هذا المقعد</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>الطاولة مفتوحة</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>طاولتك مفتوحة: {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>طاولتك مفتوحة</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}، حتى {target} نقطة</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>الرمز الذي تعطيه لأصدقائك</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;نسخ</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>انسخ الرمز لتلصقه في رسالة</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>نسخ الرمز</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>إن لم يرَ أصدقاؤك الطاولة في قائمتهم</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>يكتبون أحد هذه العناوين والمنفذ في «الانضمام إلى طاولة»:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>الطاولة لا تظهر في القوائم: يكتب أصدقاؤك أحد هذه العناوين والمنفذ في «الانضمام إلى طاولة»:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>‏{address}   المنفذ {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>العناوين والمنفذ</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>يبدو أن هذا الحاسوب ليس على أي شبكة: لا يمكن الانضمام إلا من نوافذ على هذا الحاسوب.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>على الطاولة</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>إ&amp;غلاق الطاولة</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>إيقاف الطاولة: يُبلَّغ أصدقاؤك، ولا يستطيع أحد آخر الانضمام</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>ا&amp;بدأ الآن</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>وزّع الآن: يأخذ لاعبو الحاسوب المقاعد التي ما زالت فارغة</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>نُسخ</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>أنت ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}، على الطاولة</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}، انقطع الاتصال</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>لاعب الحاسوب، مكان {name} الذي غادر (قد يعود)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>بانتظار صديق…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>إخراج {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}: إخراج {name} من الطاولة حتى نهاية المباراة</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>أعطه للحاسوب</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}: إعطاء المقعد للحاسوب حتى نهاية المباراة</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>الأصدقاء الجالسون: %n</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>المباراة جارية. زر كل مقعد يعطيه للحاسوب حتى نهاية المباراة.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>المقاعد المنتظرة: %n — اضغط «ابدأ الآن» فيلعب فيها الحاسوب</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>كل المقاعد مشغولة: ابدأ متى شئت</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>برنامج المضيف يوزّع الأوراق ولذلك يعرف كل ورقة: العب مع شخص تثق به كمضيف. الرمز لا يعبر الشبكة أبدًا: طاولة لا تعرفه لا تستطيع أن تقف بينك وبين المضيف، ولا أحد على الشبكة يستطيع قراءة اللعبة.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>الطاولات على هذه الشبكة</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>الطاولات التي عُثر عليها</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>البحث</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;بحث مجددًا</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>اسأل الشبكة مجددًا عن الطاولات المفتوحة</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>أو اكتب ما تعرضه نافذة صديقك</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>مثلًا 192.168.1.20</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>العنوان</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>ال&amp;عنوان:</translation>
    </message>
    <message>
        <source>1 to 65535</source>
        <translation>من 1 إلى 65535</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>المنفذ</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>المن&amp;فذ:</translation>
    </message>
    <message>
        <source>I &amp;trust this address: join it anyway</source>
        <translation>&amp;أثق بهذا العنوان: انضمّ إليه على أي حال</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>أثق بهذا العنوان: انضمّ إليه على أي حال</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} محارف (ليس فيها أبدًا O أو 0 أو I أو 1 أو L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>الرمز الذي تعرضه نافذة صديقك. ليس فيه أبدًا O أو 0 أو I أو 1 أو L، لأنها متشابهة</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>ال&amp;رمز:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>المقعد</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>ال&amp;مقعد:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>ما الذي ينقص</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;انضمّ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>جارٍ البحث عن طاولات…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>تعذّر البحث في الشبكة ({why}): اكتب العنوان الذي تعرضه نافذة صديقك</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>طاولة أخرى تحمل هذا الاسم: اسأل صديقك عن العنوان</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>الطاولات التي عُثر عليها: %n؛ اختر واحدة ثم اكتب رمزها</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>لم يُعثر على أي طاولة في هذه الشبكة: اكتب العنوان الذي تعرضه نافذة صديقك</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>المقاعد الشاغرة: %n</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>لا مقعد شاغر</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>المضيف: {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>أي مقعد شاغر</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>شريك المضيف</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>ضد المضيف</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>اختر طاولة من القائمة، أو اكتب عنوان صديقك والمنفذ</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>«{address}» ليس عنوانًا: اكتب أربعة أرقام مثل 192.168.1.20، أو عنوان IPv6، أو اسم الحاسوب</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>اكتب المنفذ الذي تعرضه نافذة صديقك</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>المنفذ عدد صحيح من 1 إلى 65535: تعرضه نافذة صديقك</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>هذا العنوان ليس على شبكتك المنزلية: لا تحدّد «أثق بهذا العنوان» إلا إذا أعطاك إياه صديقك</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>اكتب الرمز الذي تعرضه نافذة صديقك ({length} محارف)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>للرمز {length} محارف؛ كتبت {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>ليس في الرمز أبدًا O أو 0 أو I أو 1 أو L: اقرأه مجددًا في نافذة صديقك</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>الرمز فيه حروف وأرقام فقط</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>اكتب اسمك: يراه الآخرون على الطاولة</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>اكتب اسمك الحقيقي: «{you}» هو ما تسمّي به نافذة كل لاعب مقعده هو</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>في اسمك حرف لا يمكن عرضه</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>العنوان {address} ليس على شبكتك المنزلية: قد تكون الطاولة على الإنترنت، يديرها شخص لا تعرفه.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>جاهز: اضغط «انضمّ»</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>يسار، يمين</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>اختر ورقة من يدك</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>العب الورقة المختارة (بعد «اقتراح»: الورقة أو النداء المقترح)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>امسح الاختيار</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D أو E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>صرّح بما يحق لك التصريح به</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>نقرة أو نقرة مزدوجة أو سحب</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>العب ورقة بالفأرة</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>باس</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Take the turned card&apos;s suit</source>
        <translation>خذ لون الورقة المكشوفة</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>سمِّ ♣ ♦ ♥ ♠ (الأزرار تبيّن أيّها)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>بلا حكم</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>الكل حكم</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>ارفع القيمة أو اخفضها</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B أو Enter</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>زايد بما اخترت</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>دبل (كوانش)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>ري دبل (سوركوانش)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source> or </source>
        <translation> أو </translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>كل المفاتيح</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>ما تفعله</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>كل المفاتيح وما تفعله</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>مع تلميحات القواعد تبرز الأوراق التي يمكنك لعبها؛ أشر إلى ورقة رمادية لترى أي قاعدة تنطبق، وانقر اسم القاعدة لقراءتها.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>الأكلة {number}، الفائز بها: {player}</translation>
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
        <translation>تقول: {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} يقول: {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>أنت تعلن {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>{player} يعلن {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>أنت تقول «{word}»</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>{player} يقول «{word}»</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>تقول: بس.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>يقول {player}: بس.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>تشتري، والحكم {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>يشتري {player}، والحكم {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>تزايد بكبوت على {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>يزايد {player} بكبوت على {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>تزايد بـ{value} على {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>يزايد {player} بـ{value} على {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>تدبّل!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>يدبّل {player}!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>تردّ الدبل!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>يردّ {player} الدبل!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>تعلن مشاريعك.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>يعلن {player} مشاريعه.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>تلعب {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>يلعب {player} {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (أنت)</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>على الشبكة</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>الحاسوب، حتى نهاية المباراة</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>الحاسوب، إلى أن يعود</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>لعبة جديدة: {variant}.</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>أعدت الحركة التي تراجعت عنها.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>استئناف اللعبة</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>التدريب: {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>التوزيعة {n}: أنت الموزّع.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>التوزيعة {n}: الموزّع {dealer}.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>رمز التوزيعة: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} يعرض: {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>تكشف أوراقك ({cards}) وتطالب بالبقية: رُفض الطلب، {why}. تابع اللعب.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>من المبكر المطالبة: ما زالت أوراق كثيرة لم تظهر</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>قد يكون مع أحد الخصوم حكم فيقطع</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>قد يكون مع أحد الخصوم حكم أعلى</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>قد يكون مع أحد الخصوم ورقة أعلى في {suit}</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>تعذّر إثبات المطالبة في الوقت المتاح</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>قد يأخذ الآخرون أكلة</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>العقد: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>استُؤنفت اللعبة: {game}، التوزيعة {deal}. النتيجة: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>الأكلة لك.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>يأخذ {player} الأكلة.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>إنهاء التدريب</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} (لا يمكن لعبها: {reason})</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} (لا يمكن لعبها)</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} (مقترحة)</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>انتهت التوزيعة.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>دورك في المزايدة.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>دورك: العب ورقة.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>في انتظار مزايدة {player}.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>في انتظار لعب {player}.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>دور {player} في المزايدة.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>الدور على {player}.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>الورقة المكشوفة: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>النتيجة: لنا {us}، لهم {them} (حتى {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>المزايدة أولًا: تُلعب الأوراق بعد انتهائها.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>في التدريب، يخبرك الشريط فوق الطاولة بما تلعب.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>تُقدَّم الاقتراحات حين يأتي دورك.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>اقتراح</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>حالة اللعبة</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>سجلّ النقاط</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>اطوِ حديث الطاولة إلى آخر سطر فيه، أو افرده</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>ماذا كان سيلعب الخبير؟ (S أو Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>اقترح حركة</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>أوراقك</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}، {n} من {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}، يمكن لعبها</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}، لا يمكن لعبها</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}، لا يمكن لعبها: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>آخر المزايدات: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>الأكلة: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>لم تُلعب أي ورقة في هذه الأكلة بعد.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>أوراق {player} على الطاولة: {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(مقلوبة: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>أوراقك ({n}): {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>جارٍ توزيع الأوراق…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>تظهر أوراقك هنا بعد توزيعها.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>حديث الطاولة</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>تلميح القاعدة</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>لعبة جديدة…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>فتح لعبة محفوظة…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>حفظ اللعبة…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>تصدير هذه التوزيعة…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>اكتب التوزيعة التي على الطاولة في ملف نصي تقرؤه وتشاركه وتعيد لعبه</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>استيراد توزيعة…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>العب توزيعة من ملف ضد الحاسوب (لا تُحتسب في الإحصاءات)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>توزيعة &amp;برقم…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>اكتب رمز توزيعة لتلعب الأوراق واللعبة والخيارات نفسها التي لعبها صديق</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>&amp;نسخ رمز التوزيعة</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>انسخ رمز التوزيعة التي على الطاولة ليلعب أصدقاؤك التوزيعة نفسها</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>محرّر التوزيعات…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>حدّد أوراق كل لاعب، ثم العبها ضد الحاسوب أو صدّرها</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>الإحصاءات…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>ا&amp;ستضافة طاولة على هذه الشبكة…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>ينضم أصدقاؤك في المنزل إلى طاولتك؛ ويلعب الحاسوب في المقاعد الفارغة</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>الانضمام إلى &amp;طاولة على هذه الشبكة…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>استئناف طاولة من نسخة &amp;لاعب…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>افتح طاولتك مجددًا من نسخة المباراة التي احتفظ بها لاعب حين أُغلقت</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>&amp;رمز الطاولة وعناوينها…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;مغادرة الطاولة</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إعادة</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>اقترح حركة</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;المطالبة بالأكلات المتبقية</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>اكشف أوراقك: يقبل الآخرون إذا كانت كل الأكلات المتبقية لفريقك بلا شك</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>تدريب</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>أخطائي…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>اختياراتك المكلفة من التوزيعات التي أنهيتها، لتلعبها من جديد حتى تتعلمها</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>مسائل…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>مسائل لعب الورق وكل الأيدي مكشوفة: جد الورقة الأولى الوحيدة التي تبلغ الهدف</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>عرض</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>سجلّ النقاط واللوحة الجانبية</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>ال&amp;يد كقائمة في اللوحة الجانبية</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>ملء الشاشة</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>ق&amp;ل</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>الأكلة حتى الآن</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>يدي حسب النوع</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>ما أظهره الآخرون</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>أعد آخر ما قيل</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>تابع دون انتظار الصوت</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>صوت البرنامج نفسه أو صوت قارئ الشاشة</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>التفضيلات…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مساعدة</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>قواعد هذه اللعبة</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>المصطلحات</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>التدريب</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>تدريب على لعبة &amp;أخرى</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>لوحة المفاتيح</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>عن البرنامج</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>العودة إلى {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>الانضمام من جديد إلى آخر طاولة جلست إليها، ومقعدك محفوظ لك</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>تكشف أوراقك وتطالب بالبقية: قُبل الطلب، كل الأكلات المتبقية لك.</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>الشريك · {level}</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>حتى {target}</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>النتيجة: {scores} (حتى {target})</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>تعذّر إجراء المراجعة.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>الاقتراح: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>الاقتراح: ‎{card}‎.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>تراجعت عن حركتك الأخيرة.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>لم تُلعب أي أكلة بعد في هذه التوزيعة.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>هل تريد التخلي عن اللعبة الجارية؟</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>لا يمكن حفظ توزيعة التدريب.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>القاعدة: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>توزيعة التمرين لا تُحفظ كلعبة: استخدم اللعبة &gt; تصدير هذه التوزيعة…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>حفظ اللعبة</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>اسم الحفظ:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>لعبتي</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>استأنفها</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>ابدأ لعبة جديدة</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>حُفظت لعبة جارية في آخر مرة لعبت فيها ({when}):
{game}، التوزيعة {deal}، النتيجة {scores}.

هل تريد استئنافها؟</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>حُفظت لعبة جارية في آخر مرة لعبت فيها:
{game}، التوزيعة {deal}، النتيجة {scores}.

هل تريد استئنافها؟</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>تبقى لعبتك في اللعبة &gt; فتح لعبة محفوظة… باسم «{name}».</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>تخلَّ عنها</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>تابع اللعب</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>هل تريد تأجيل اللعبة الجارية؟ تبقى في اللعبة &gt; فتح لعبة محفوظة…، ويعيدها الشريط الظاهر فوق الطاولة.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>أجِّلها</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>يوجد حفظ باسم «{name}» بالفعل. هل تريد استبداله؟</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>استبدله</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>اختر اسمًا آخر</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>تعذّر حفظ اللعبة.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>حُفظت باسم «{name}».</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>احتُفظ بالحفظ التالف الذي يحمل هذا الاسم باسم {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>تعذّر فتح اللعبة المحفوظة.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>يحتوي هذا الملف على توزيعة واحدة لا على لعبة كاملة.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>تعذّرت قراءة بعض إعداداتك.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>ملفات التوزيعات (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>صيغة CFN من colver (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>تصدير التوزيعة</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>لا يمكن كتابة هذه التوزيعة بصيغة CFN.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>صيغة CFN لا تحمل إلا توزيعات الكوانش التي يكون فيها الحكم لونًا؛ صدّرها كملف توزيعة.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>تعذّر تصدير التوزيعة.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>صُدّرت التوزيعة إلى {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>استيراد توزيعة</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>ملفات التوزيعات (*.deal *.txt);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>تعذّر فتح ملف التوزيعة {file}.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>نُسخ رمز التوزيعة {code}‎.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>توزيعة برقم</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>رمز التوزيعة (الأوراق واللعبة والخيارات نفسها):</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>تعذّرت قراءة رمز التوزيعة هذا.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>من البداية (التوزيع والمزايدة)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>من الأكلة {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>غيّر الأوراق في محرّر التوزيعات…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>بالأوراق نفسها سجّل المحترف {master}، وسجّلت أنت {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>توزيعة تمرين: لا تُحتسب في إحصاءاتك.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>العودة إلى لعبتي</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>العب لعبة حقيقية</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>لم يتمكّن اللاعبون الآليون من التفكير بكامل قوتهم: كانت عملياتهم المساعدة تتوقف مرارًا. يلعب الخبير والمحترف بقواعد أبسط إلى أن تعيد تشغيل البرنامج.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Belote Desktop مفتوح بالفعل.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>نافذته تستخدم إعداداتك وحفظاتك: انتقل إليها (قد تكون مصغّرة أو على سطح مكتب آخر). نافذة ثانية ستكتب فوق لعبتها.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>لتلعب {file} هناك، استخدم اللعبة &gt; استيراد توزيعة…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}، مؤجَّلة</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>لعبتك تنتظرك: {game}، التوزيعة {deal}، النتيجة {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>أُجِّلت من أجل اللعبة التي على الطاولة وحُفظت باسم «{name}» (اللعبة &gt; فتح لعبة محفوظة…).</translation>
    </message>
</context>
<context>
    <name>MatchMoment</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} و{last}</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>انتهت المباراة بالتعادل</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>فزت بالمباراة</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>فاز {name} بالمباراة</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>فاز بالمباراة: {names}</translation>
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
        <translation>{run} حتى {card}</translation>
    </message>
    <message>
        <source>Four {rank}s ({points})</source>
        <translation>كاريه {rank} ({points})</translation>
    </message>
    <message>
        <source>Tierce ({points})</source>
        <translation>سرا ({points})</translation>
    </message>
    <message>
        <source>Quarte ({points})</source>
        <translation>خمسين ({points})</translation>
    </message>
    <message>
        <source>Quinte ({points})</source>
        <translation>مية ({points})</translation>
    </message>
    <message>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <source>Carré ({points})</source>
        <translation>كاريه ({points})</translation>
    </message>
    <message>
        <source>Belote!</source>
        <translation>بلوت!</translation>
    </message>
    <message>
        <source>Rebelote!</source>
        <translation>ريبلوت!</translation>
    </message>
    <message>
        <source>Nothing to declare</source>
        <translation>لا مشاريع</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>الأكلة {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>المزايدة حتى الآن: {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>لا شيء بعد، أنت تتكلم أولًا</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>الورقة المقلوبة: {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>ما قيل على الطاولة: {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>%n نقطة</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>صحيح! {best} هو اختيار الحَكَم.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>صحيح: {chosen} جيد مثل {best}، ضمن هامش الحَكَم.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>ليس هذا: لم يزن الحَكَم {chosen}؛ اختياره هو {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>ليس هذا: {chosen} يخسر نحو {points} مقارنةً بـ {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>في لعبتك اخترت {played}: كلّف نحو {points} في المتوسط.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>تعلّمته: {count} إجابات صحيحة متتالية تُخرج هذا الخطأ.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>يعود لاحقًا اليوم.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>يعود بعد {days} أيام ({right} من {count} إجابات صحيحة متتالية).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>ما يخسره كل اختيار في المتوسط: {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>ما يخسره كل اختيار في المتوسط:</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · أُخطئ {count} مرة</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>مزايدة بيد خفيفة جدًا</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>عقد فائت</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>مزايدة خاطئة</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>دبل</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>مشروع لم يُعلن</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>سحب الحكم مبكرًا جدًا</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>عدم سحب الحكم</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>القطع على أكلة الشريك</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>إعطاء عشرة أو أكثر لأكلة الخصم</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>أكلة لم تُؤخذ</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>الافتتاح</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>ورقة المتابعة أو الرمي</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>أخطائي</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>أخطاء للتدريب اليوم</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>الخطأ التالي</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>انسَ هذا الخطأ…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>أزله من قائمتك: لن يعود إلا إذا صادفت الوضع نفسه وأخطأت فيه مرة أخرى.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>كل الألعاب</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>مستحقة اليوم: {due}. المحفوظة: {kept}، منها المتعلَّمة: {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>لا خطأ للتدريب اليوم</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>بعد كل توزيعة تنهيها، تُحفظ هنا الاختيارات التي كلّفت فريقك بضع نقاط أو أكثر (بالبحث نفسه الذي يستخدمه الاقتراح والمراجعة، لا بحظ الأوراق) وتعود حتى تجد الأفضل ثلاث مرات متتالية.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>لم يعد من الممكن عرض وضعية هذا الخطأ.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>هذه الطاولة كما رأيتها. اختر من جديد: انقر ورقة أو إعلانًا، أو تنقّل بين أوراقك بمفاتيح الأسهم واضغط Enter؛ يصل Tab إلى الإعلانات.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>هل تنسى هذا الخطأ؟</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>لن يعود للتمرين بعد الآن، إلا إذا صادفت الوضع نفسه في لعبة وأخطأت فيه مرة أخرى.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>انسَه</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>احتفظ به</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>نُسي. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>على هذه الطاولة، تنتظر اللعبةُ اللاعبَ الذي لا يلعب.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>دقيقة واحدة</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} دقائق</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} ثانية</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>على هذه الطاولة، يلعب الحاسوب مكان اللاعب الذي لا يلعب مدة {span}، إلى أن يعود.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name} يطلب الجلوس</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>ا&amp;سمح بجلوس {name}</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>يطلب {name} الجلوس في مقعد {player}، حيث يلعب الحاسوب الآن. هل تسمح لـ{name} باللعب في هذا المقعد؟</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>ليس في &amp;هذه المباراة</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>سمحت لـ{name} بالجلوس في مقعد {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>أبقيت الحاسوب في مقعد {player}: أُبلغ {name} بالرفض.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>أبقيت الحاسوب في مقعد {player}: لم يعد بإمكان {name} أن يطلب الجلوس حتى نهاية المباراة.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>غادر {name} الطاولة فلم يعد يطلب الجلوس في مقعد {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>طلب {name} الجلوس في مقعد {player}، لكن السؤال بقي بلا جواب مدة طويلة: يبقى المقعد للحاسوب.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>إخراج {name} من الطاولة</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>يغادر {name} الطاولة الآن، ويلعب الحاسوب في مقعد {place} حتى نهاية المباراة. لا يمكن لـ{name} العودة إلى هذا المقعد.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>إخراج {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>إبقاء {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>يلعب الحاسوب في مقعد {place} حتى نهاية المباراة. لا يمكن لـ{name}، الذي غادر، العودة إلى هذا المقعد، ولا يمكن لأحد غيره الجلوس فيه.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>يلعب الحاسوب في مقعد {place} حتى نهاية المباراة: لم يعد بإمكان أحد الجلوس فيه.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>إعطاء مقعد {place} للحاسوب</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>أعطه للحاسوب</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>أبقِ المقعد</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>استئناف طاولة من نسخة لاعب</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>نسخ مباريات الشبكة (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>لا يمكن استئناف هذه النسخة هنا: {error}. لا يستطيع استئنافها إلا الحاسوب الذي استضاف الطاولة، ومن نسخة لم تُعدَّل.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>تعذّر فتح الطاولة على هذه الشبكة: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;إغلاق الطاولة</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>إغلاق الطاولة</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>إغلاق هذه النافذة يغلق الطاولة على جميع اللاعبين. ويحتفظ كل منهم بنسخة من المباراة يمكنك استئنافها لاحقًا. هل تريد إغلاق الطاولة؟</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>أبقِها مفتوحة</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>جلس {name} إلى الطاولة.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>غادر {name} الطاولة.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>يلعب الحاسوب مكان {name} إلى أن يعود.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>عاد {name} إلى الطاولة.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>تراجع {name} عن حركته الأخيرة.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>عاد {name}: لم يعد الحاسوب يلعب مكانه.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>جلست إلى الطاولة.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>كلمات اتصالك: {words} ({number}). نافذة المضيف تعرض الكلمات نفسها بجانب اسمك ما لم يقف أحد بينكما.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>اتصال {name}: {words} ({number}). نافذته تعرض الكلمات نفسها ما لم يقف أحد بينكما.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>لا يمكن التراجع عن الحركات على هذه الطاولة.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>لقد تراجعت عن حركة في هذه الأكلة من قبل.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>فات أوان التراجع: لعب لاعب آخر منذ ذلك الحين.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>أغلق المضيف الطاولة.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>انتهت المباراة؛ وأُغلقت الطاولة.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>انقطع الاتصال بالمضيف.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>المباراة محفوظة: يستطيع المضيف فتح الطاولة من جديد من حيث توقفت، وتستعيد مقعدك بالانضمام إليها من هذا الحاسوب بالاسم نفسه. ويحتفظ هذا الحاسوب أيضًا بنسخة من المباراة تحسّبًا لحاجة المضيف إليها (اللعبة › استئناف طاولة من نسخة لاعب… يبيّن مكانها).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>لا يسمح لك المضيف بالجلوس خلال هذه المباراة. انضم حين يفتح المضيف المباراة التالية.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>طلبت من المضيف الجلوس مرات كثيرة: انتظر دقيقة قبل أن تطلب مجددًا.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>طلبت هذا المقعد مجددًا من نافذة أو اتصال آخر: أُغلق هذا الاتصال.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>رمز خاطئ، أو ليست الطاولة التي أُعطيت لك: تحقق من الرمز مع المضيف ({length} حروف وأرقام) ومن عنوان الطاولة.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>هذا البرنامج وبرنامج المضيف إصداران مختلفان: يجب تحديث الأقدم منهما ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>لا يوجد مقعد لك على هذه الطاولة ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>لدى أحد اللاعبين على هذه الطاولة هذا الاسم أو اسم يشبهه. إن كنت قد جلست على هذه الطاولة من قبل، فعد من الحاسوب نفسه وبالاسم نفسه: فهو يحفظ لك مقعدك. وإلا فاختر اسمًا آخر.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>أخرجك المضيف من هذه الطاولة. يلعب الحاسوب في مقعدك حتى نهاية المباراة.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>لم يسمح لك المضيف بالجلوس: كانت المباراة قد بدأت. انضم حين يفتح المضيف المباراة التالية، أو اطلب من المضيف أن يسمح لك بالدخول.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>عدت إلى مقعدك من نافذة أو اتصال آخر: أُغلق هذا الاتصال.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>«You» («أنت» بالإنجليزية) هو ما تسمّي به نافذة كل لاعب مقعده هو، فسيقرؤه الآخرون كأنه هم أنفسهم: انضم باسمك.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>رفض المضيف إجلاسك: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>غادرت الطاولة.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>على هذه الطاولة، لا يمكن التراجع عن الحركات.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>على هذه الطاولة، يمكن لكل لاعب أن يتراجع عن حركة مرة في كل أكلة، ما دام الحاسوب وحده قد لعب منذ ذلك الحين.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>على هذه الطاولة، يمكن التراجع عن حركة ما دام الحاسوب وحده قد لعب منذ ذلك الحين.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — على الشبكة</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>أُغلقت الطاولة.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>&amp;عدت</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>طُلب من المضيف أن يسمح لك بالجلوس…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>بدأت المباراة: لاعب المضيف يقرر هل تأخذ مقعدًا.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>عدت إلى مقعدك.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>الحاسوب يلعب مكانك</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>إعادة عرض &amp;آخر توزيعة</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>لم يعد أحد يلعب على هذه الطاولة: تبقى كما كانت عند انتهائها.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} و{last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>بانتظار اللاعبين الآخرين لبدء التوزيعة التالية…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>بانتظار {names} لبدء التوزيعة التالية…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>التوزيعة التالية: بانتظار الآخرين…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>التوزيعة التالية: بانتظار {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>الآخرون جاهزون: التوزيعة التالية تنتظرك.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>هل ما زلت هنا؟ سيلعب الحاسوب مكانك بعد {seconds} ثانية ما لم تلعب.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>غبت مدة طويلة: الحاسوب يلعب مكانك الآن. اضغط «عدت» أو العب ورقة لتستعيد مقعدك.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>يلعب الحاسوب مكان {name} في غيابه.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>أعطى المضيف مقعد {name} للحاسوب حتى نهاية المباراة.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>الحركات: %n</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>أثناء غيابك لعب الحاسوب مكانك: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>أثناء غيابك لعب الحاسوب مكانك ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>التوزيعات التي انتهت في الأثناء: %n.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>نقاط الفوز</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>المشاريع (سرا، كاريه…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>المشاريع المحتسبة</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>نقاط البلوت</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>البلوت فقط إذا لُعب الشايب أولًا</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>بلوت في كل لون في الحكم الشامل</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>البلوت يُحتسب ضمن المزايدة</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>القطع إلزامي عند غياب اللون</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>القطع الأعلى إلزامي</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>لا إلزام بالقطع حين تكون الأكلة للشريك</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>لا إلزام بالحكم الأعلى حين تكون الأكلة للشريك</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>العلوّ إلزامي حين يُبدأ بالحكم</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>حكم شامل: العلوّ إلزامي في كل لون</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>نقاط الأرض (الأكلة الأخيرة)</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>علاوة الكبوت</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>عند تعادل المشترين</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>إذا تجاوز الفريقان حدّ الفوز</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>نهاية المباراة</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations} المحتسبة</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>الفريق بلا أكلة يخسر مشاريعه</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>الفريق بلا أكلة يخسر {declarations}</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>نقاط {name}</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name} فقط إذا لُعب الشايب أولًا</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>{name} يُحتسب ضمن المزايدة</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>المشترون الخاسرون يحتفظون بالبلوت</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>المشترون الخاسرون يحتفظون بنقاط {name}</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>نقاط الأرض</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>العشرين تغلب الخمسين</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>المتتالية تغلب الأربعة المتشابهة</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>عند فشل المشترين</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>الورقة المكشوف عنها على الطاولة تُقلب</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>اللعب بنقش تملكه فقط</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>الموزّع نفسه بعد إلغاء الأوراق</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>خلط الأوراق قبل كل توزيعة</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>أدنى مزايدة</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>أعلى مزايدة</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>خطوة المزايدة</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>عقود الصن</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>عقود الحكم الشامل</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>مزايدات الكبوت</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>مزايدة 80 تحتاج إلى</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>الدبل</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>الدبل يضاعف</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>ردّ الدبل</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>ردّ الدبل يضرب في</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>العقد الخاسر: يأخذ المدافعون هذا + المزايدة</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>العقد الخاسر: تُضاف المزايدة</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>قيمة مزايدة الكبوت</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>كلفة فشل مزايدة الكبوت</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>قيمة الكبوت غير المُزايَد عليه</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>كبوت في الصن</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>كبوت في الحكم</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>الكبوت يتضاعف إن كانت المكشوفة إكة</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>لا قطع إلا فوق قطع الخصم</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>البس نهائي</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>أول لعب</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>المشاريع تُحتسب ضمن المزايدة</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>المشاريع تُعرض في الأكلة الثانية</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations} تُعرض في الأكلة الثانية</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>الاثنان على 15: الرقم الأخير الأعلى يصبح 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>نقاط المشتري الخاسر</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>المشاريع تحتسب أوراق الطاولة</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>تعادل النقاط: النقاط المعلقة</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>عند المضاعفة: الفريق الأعلى يأخذ المجموعين</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>بلا حكم يُحسب</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>المشاريع في بلا حكم</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>حد التقريب في لون حكم</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>حد التقريب في بلا حكم</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>حد التقريب في كل الأوراق حكم</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>الفريقان عند الحد: الأدنى يُقرَّب إلى الأعلى</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>كل الأكلات: نقاط المباراة</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>يمكن الإعلان بعد المضاعفة</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>إعلان «ماتش»</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>ورقة في مشروعين</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>البلوت فقط عند البدء أو القطع أو اتباع الشريك</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>التعادل: بلوت المعلنين معلق أيضًا</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>لا تنتهي اللعبة بفالات</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>تعادل عند الحد: لا تضيع أي نقطة مباراة</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>مضاعفة وتعادل: تُعلَّق كل النقاط</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>النقاط المعلقة تنتظر بعد تعادل جديد</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>يجوز كتمان البلوت</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>على الموزّع أن يعلن</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>قفل البدء بالحكم عند ×3 أيضًا</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>متتالية من سبع أوراق أو أكثر تُحتسب مرتين</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>كيرتيك (نقاط المباراة)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>ينجح العقد</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>يفشل العقد</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>تُعلَّق النقاط (التعليق)</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>لا يسجل المشترون شيئًا، والمدافعون نقاطهم الخاصة</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>يسجل المدافعون كل النقاط</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>يسجل المدافعون نقاطهم الخاصة فقط</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>تنتهي اللعبة بالتعادل</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>يفوز صاحب النتيجة الأعلى</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>يفوز الأعلى، وعند التساوي الفائز بآخر توزيعة</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>مشاريع الفريق الأفضل فقط</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>مشاريع كل الفرق</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>متتاليات أفضل لاعب فقط</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>كل نوع على حدة: جهة أفضل متتالية، وجهة أفضل أربعة</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>بلوغ الهدف يكفي</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>يجب تجاوز الهدف</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>أكثر من النصف (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>النصف (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>المزايدة وحدها (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>المزايدة فقط</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>النتيجة كلها</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>اللاعب بعد الموزّع</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>أول من زايد</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>المشتري</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>تُقسم بالتساوي بين الآخرين</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>تضيع: يحتفظ كل من الآخرين بنقاطه</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>فورًا</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>بعد الأكلة</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>كلها</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>أربعة الآسات فقط (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>الألعاب</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>الخصوم</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>وزّع</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>المباراة</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>التوزيع والمزايدة</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>لعب الأوراق</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>حساب النقاط</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>قواعد أخرى</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>اختر &amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>القواعد القياسية</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>إعادة القواعد الأصلية للعبة المختارة</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>لاعبو الحاسوب</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>&amp;مزيد من القواعد</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>كل القواعد الأخرى لهذه اللعبة، في مجموعات</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>اقرأ عن هذه القاعدة في كتاب القواعد</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>كتاب القواعد: {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>هذه الخيارات لا تصنع لعبة قابلة للعب: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>القواعد: مخصّصة</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>القواعد: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} لاعبين في فرق عددها {teams}</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>عدد اللاعبين {players}، كلٌّ يلعب وحده</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · {cards} ورقة</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>فتح لعبة محفوظة</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>الألعاب المحفوظة</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — لا يمكن فتحها: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}، {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>لا توجد ألعاب محفوظة بعد.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>تنتهي المباراة عندما يبلغ فريق هذه النتيجة.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>هل تكفي نتيجة مساوية للهدف، أم يجب تجاوزه.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>من يفوز عندما يبلغ الفريقان الهدف في التوزيعة نفسها.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>المتتاليات والكاريهات المعلنة في الأكلة الأولى تسجّل نقاطًا.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations} المعلنة في الأكلة الأولى تسجّل نقاطًا.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>يسجّل الفريق صاحب أفضل مشروع وحده، أو يسجّل كل فريق مشاريعه.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>الفريق الذي لا يأخذ أي أكلة لا يسجّل أيًّا من مشاريعه (ما عدا البلوت).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>الفريق الذي لا يأخذ أي أكلة لا يسجّل أيًّا من {declarations} (ما عدا {name}).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>قيمة الشايب والبنت من الحكم في يد واحدة.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>لا يُحسب البلوت إلا إذا لُعب الشايب قبل البنت.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>لا يُحسب {name} إلا إذا لُعب الشايب قبل البنت.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>في كل الحكم، الشايب والبنت من أي لون في يد واحدة بلوت.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>بلوت المشترين يساعدهم على بلوغ مزايدتهم.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>{name} المشترين يساعدهم على بلوغ مزايدتهم.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>عندما يخسر العقد يسجّل المشترون بلوتهم رغم ذلك؛ وإلا يأخذه المدافعون.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>عندما يخسر العقد يسجّل المشترون {name} رغم ذلك؛ وإلا يأخذه المدافعون.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>إذا لم يكن معك من اللون المطلوب فعليك أن تقطع بالحكم إن كان معك.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>إذا كان في الأكلة حكم فعليك أن تعلو عليه إن استطعت.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>ما دام شريكك رابحًا للأكلة يمكنك أن ترمي ورقة بدل أن تقطع.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>طُلب الحكم وشريكك رابح: يمكنك أن تلعب حكمًا أصغر.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>عندما يُطلب الحكم عليك أن تعلو إن استطعت.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>في كل الحكم كل لون حكم: عليك أن تعلو على أقوى ورقة إن استطعت.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>نقاط ربح الأكلة الأخيرة.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>تُضاف إلى نقاط أوراق الفريق الذي يأخذ كل الأكلات (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>مشترون لديهم نقاط مساوية تمامًا للمدافعين: ينجح العقد، أو يفشل، أو تُؤجَّل النقاط، أو لا يسجل المشترون شيئًا ويحتفظ المدافعون بنقاطهم.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>التارابيش: بعض القواعد المكتوبة تضع متتالية الثلاث فوق متتالية الأربع؛ وأغلب القواعد المنشورة تجعل الخمسين أعلى.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>البلوت: بين مشروعين قيمة كلٍّ منهما 100 تضع القواعد السعودية كما تُنشر عادةً متتالية الأوراق الخمس فوق الأربعة المتشابهة؛ والترتيب الفرنسي يقدّم الأربعة المتشابهة.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>مشترون لديهم نقاط أقل من المدافعين: يسجل المدافعون كل نقاط التوزيعة، أو نقاطهم الخاصة فقط (ولا يسجل المشترون شيئًا في الحالتين).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>الورقة المقلوبة على الطاولة التي لُعبت الورقة التي تغطيها تُقلب على وجهها فورًا، أو عند انتهاء الأكلة.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>«ألعب» أو النقش المسمّى يتطلّب ورقة من ذلك النقش في اليد (وإلا فهي مخالفة).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>عندما يمرّر الجميع مرتين يوزّع اللاعب نفسه من جديد بدل التالي.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>خلط الأوراق قبل كل توزيعة بدل جمعها وقطعها.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>أصغر مزايدة مسموحة.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>أكبر رقم يمكن المزايدة به (عدا الكبوت).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>يجب أن تعلو كل مزايدة بهذا المقدار على الأقل.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>عقود بلا لون حكم.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>عقود يكون فيها كل لون حكمًا.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>مزايدة لأخذ كل الأكلات.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>المزايدة الصغيرة تحتاج أيضًا إلى أكثر من نصف النقاط (82)، أو النصف (81)، أو المزايدة وحدها (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>يمكن لمدافع أن يضاعف العقد.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>تُضاعف المزايدة وحدها، أو نقاط الرابحين مع المزايدة معًا.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>يمكن للمشترين أن يضاعفوا الدبل مرة أخرى.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>أربع مرات في معظم الكتب، وثلاث مرات على بعض الطاولات.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 في معظم الكتب، و162 في غيرها؛ 0 للمزايدة وحدها.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>من دونه يأخذ مدافعو العقد الخاسر الرقم أعلاه وحده.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>ما يسجّله كبوت معلن ناجح.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>ما يسجّله المدافعون عندما يخسر كبوت معلن.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>نقاط أوراق الفريق الذي يأخذ كل الأكلات دون أن يعلن كبوت: 250 أو 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>نقاط الفريق الذي يكسب كل الأكلات في الصن (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>نقاط الفريق الذي يكسب كل الأكلات في الحكم (44 في مصدرنا، و25 في القواعد المنشورة).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>إذا كانت الورقة المكشوفة إكة، يُحسب الكبوت مضاعفًا (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>إذا لم يكن معك النوع المطلوب، لا يلزمك القطع إلا إذا قطع خصم قبلك (قراءة حرفية لمصدرنا عن البلوت).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>من قال بس لا يمكنه أن يزايد مرة أخرى في المزايدة نفسها.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>من يبدأ الأكلة الأولى: اللاعب بعد الموزّع أم أول من زايد.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>مشاريع المشترين تساعدهم على بلوغ مزايدتهم.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>في الأكلة الأولى لا يسمع الآخرون إلا نوع المشروع؛ وتُعرض أوراقه عندما تنتهي تلك الأكلة.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>عندما يسجّل الفريقان 15 نقطة لعبة في توزيع واحد، يسجّل صاحب الرقم الأخير الأعلى 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>مع ثلاثة لاعبين: ما يناله الآخران عندما يخسر المشتري عقده.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>يمكن أن تستخدم المشاريع والبلوت أوراقك المكشوفة على الطاولة (والبلوت ورقة مقلوبة أيضًا).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>ما ينتظر الفائز بالتوزيعة التالية عند تساوي المجموعين: 85 في البلوت بالمزايدة؛ و0 يعلّق نقاط المعلنين أنفسهم.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>وإلا فالفريق صاحب النقاط الأكثر يسجل مجموعه فقط.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>كم مرة تُحسب نقاط عقد بلا حكم: مرة واحدة، أو مرتين كما في البلوت البلغاري.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>المشاريع التي تُحسب في عقد بلا حكم.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>نقاط المباراة: الباقي الأكبر من هذا يُقرَّب إلى الأعلى في عقد بلون حكم (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>نقاط المباراة: الباقي الأكبر من هذا يُقرَّب إلى الأعلى في عقد بلا حكم (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>نقاط المباراة: الباقي الأكبر من هذا يُقرَّب إلى الأعلى في عقد كل الأوراق حكم (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>عندما يتوقف الفريقان عند حد التقريب تمامًا، تُقرَّب النتيجة الأدنى إلى الأعلى والأعلى إلى الأدنى (القاعدة البلغارية).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>نقاط مباراة للفريق الذي يربح كل الأكلات، تُضاف بعد التحويل.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>يمكن إعلان عقد أعلى بعد المضاعفة أو إعادة المضاعفة؛ ويكون بلا مضاعفة.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>بعد إعادة المضاعفة يمكن للفريق المضاعِف أن يراهن باللعبة كلها على التوزيعة.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>يمكن أن تُحسب الورقة في أربعة من نوع وفي متتالية معًا.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>يمكن أن تُحسب الورقة في أربع أوراق متشابهة وفي متتالية معًا.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>لا يُحسب الشايب والبنت من الحكم إلا إذا لُعب أولهما عند بدء الأكلة أو للقطع على نوع آخر أو اتباعًا لبدء الشريك.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>عند التعادل ينتظر بلوت المعلنين فائز التوزيعة التالية مع بقية نقاطهم؛ وإلا احتفظوا به.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>إذا كانت توزيعة رُبحت بكل الأكلات ستنهي اللعبة، تُلعب توزيعة أخرى.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>عندما يقع مجموعان متساويان على حد التقريب تمامًا، تُقرَّب النقاط المسجّلة إلى الأعلى والمعلّقة إلى الأدنى؛ وإلا تُقرَّب كلتاهما إلى الأدنى.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>العقد المضاعَف يُلزم الفريقين: عند تساوي النقاط لا يسجّل أحد وتنتظر التوزيعة كلها الفائز التالي؛ وإلا فهو كتعادل بلا مضاعفة.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>النقاط المعلقة تذهب إلى التوزيعة التالية التي يربحها فريق؛ وإلا فإن توزيعة تنتهي بالتعادل مرة أخرى تعطيها للفريق الذي يسجّل فيها.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>إعلان البلوت ليس إلزاميًا: الطرف الذي يخسر التوزيعة يكتمه ولا يسجّله أحد؛ وإلا يأخذه الفائزون.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>عندما يمرّر جميع الآخرين، على الموزّع أن يعلن عقدًا إلا إذا كانت أوراقه بقيمة 7 نقاط أو أقل؛ وعندها يلغي تمريره التوزيعة.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>يُقفل البدء بالحكم عندما يكون العقد مضاعفًا أو مربّعًا؛ وبعض الطاولات تقفله أيضًا عند المضاعفة ثلاث مرات.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>سبع أوراق خمسون وعشرون، وثمانٍ أو تسع خمسونان؛ وإلا فكل متتالية من أربع أوراق أو أكثر خمسون واحدة.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>الفريق الملتزم الذي لا يربح التوزيعة، والفريق الذي لم يأخذ أي أكلة، يخسران هذا العدد من نقاط المباراة (0: بلا كيرتيك).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>إغلاق (تبقى اللعبة في اللعبة &gt; فتح لعبة محفوظة…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>توزيعة تمرين من {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>هذه التوزيعة مرة أخرى</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>الأوراق نفسها، تُلعب ضد الحاسوب. توزيعة التمرين لا تُحتسب في إحصاءاتك.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>العودة إلى لعبتي</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>إنهاء التمرين</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>اكسب كل الأكلات المتبقية.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>أنجز العقد.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>أسقط العقد.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}، مقلوبة على الطاولة</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · {count} أوراق</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>محلولة</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>لم تُحلّ بعد</translation>
    </message>
    <message>
        <source>new</source>
        <translation>جديدة</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>الصعوبة {grade} من {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>مسائل الورق</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>مسألة اليوم</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>مسألة كل يوم، هي نفسها للجميع، من كل الألعاب</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>المسائل، من الأسهل</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>عرض الحل</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>المسألة التالية</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>المحلولة: {solved} من {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>المسألة {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>تعذّرت قراءة مسائل هذه اللعبة (الملف {file}، السطر {line})، فلا شيء يُعرض.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · المسألة {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>دورك: اختر الورقة الأولى. انقرها، أو تنقّل بين أوراقك بالأسهم واضغط Enter. كل الأيدي مكشوفة.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>الحل</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>الحل: {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>مسألة اليوم · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>العقد: {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>النقاط المكسوبة حتى الآن: {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>الأكلات الباقية: {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>الورقة الأولى</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>الأكلات</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>الورقة الوحيدة التي تبلغ الهدف هي {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>أحسنت! {card} هي الورقة الوحيدة التي تبلغ الهدف.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>ليست هذه: {chosen} لا تبلغ الهدف. الورقة الوحيدة التي تبلغه هي {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>ما تكسبه كل ورقة أولى من هنا فصاعدًا أمام أفضل دفاع:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>السبب: {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card}: النقاط {points}، الأكلات {tricks}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>موافق</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>فتح</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;نعم</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>انتظر دورك.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>الأكلة لك</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} يأكل الأكلة</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>إعادة عرض التوزيعة</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>السابق</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>التالي</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>بداية التوزيعة</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>نهاية التوزيعة</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>ماذا كانوا &amp;يعرفون؟</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>قبل هذه الورقة: الاحتمال الذي أعطاه لاعبها لكل مقعد بأن يملك كل ورقة لم يكن يراها</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>الأيدي كما وُزّعت</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>الأكلة {trick}: تلعب {card} ({step} من {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>الأكلة {trick}: {player} يلعب {card} ({step} من {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>العب التوزيعة مرة أخرى من البداية</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>العب التوزيعة مرة أخرى من الأكلة {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}: كلّف {played} في المتوسط {points} نقطة، و{luck} بهذه الأوراق؛ كان {best} أفضل.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}: كلّف {played} في المتوسط {points} نقطة، ولم يكلّف شيئًا بهذه الأوراق (كان {best} أفضل): خيار ضعيف سامحته الأوراق.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}: كلّف {played} في المتوسط {points} نقطة (كان {best} أفضل)، لكنه جلب {more} أكثر بهذه الأوراق: خيار ضعيف في المتوسط أتى بثماره هنا.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}: كلّف {played} في المتوسط {points} نقطة، لكن {best} كان سيجلب {fewer} أقل بهذه الأوراق: خيار ضعيف سامحته الأوراق.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>بهذه الأوراق سجّل المحترف ما سجّلته أنت.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>بهذه الأوراق سجّل المحترف ما سجّلته أنت؛ كلّفتك خياراتك نحو {choices} في المتوسط، وعوّضتها الأوراق.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>المراجعة: لا خيار مكلف، لا في المزايدة ولا في اللعب — أحسنت.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>المراجعة: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>المراجعة: لا ورقة ولا نداء يبرز كخطأ.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>المراجعة: الخيارات التي كلفتك أكثر (معلّمة على الطاولة)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>كان الاقتراح سينادي النداء نفسه بأوراقك: أوراق الآخرين هي التي جاءت ضدك.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}: لعبت {played}؛ كان {best} أفضل (بفارق نحو %n في المتوسط).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>تفوّق المحترف بفارق %n: {choices} منها بسبب خياراتك، و{cards} بسبب الأوراق.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>تفوّق المحترف بفارق %n؛ كلّفتك خياراتك {choices} في المتوسط، وأعادت لك الأوراق {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>بهذه الأوراق تفوّقت على المحترف بفارق %n.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>بهذه الأوراق تفوّقت على المحترف بفارق %n؛ كلّفتك خياراتك نحو {choices} في المتوسط، وعوّضتها الأوراق.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>بحسب حسابات الاقتراح، لم يكلّف أيٌّ من خياراتك شيئًا: حيث لعب المحترف بشكل مختلف لم تكن حركته أفضل في المتوسط، وبهذه الأوراق تفوّق بفارق %n.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>نجح العقد الذي دبّلته: كلّفك نداؤك {call} عددًا من النقاط قدره %n، سجّلها الفريق الآخر.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>سقط عقدك: كلّفك نداؤك {bid} عددًا من النقاط قدره %n، سجّلها الفريق الآخر.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>المزايدة: كلّفك «{call}» نحو %n؛ كان {best} أفضل.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>الأكلة {trick}: كان {played} خيارًا سليمًا (لم يكن {best} أفضل في المتوسط)، لكن {best} كان سيجلب %n أكثر بهذه الأوراق: خيار جيد عاقبته الأوراق.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>‎{card}‎ دون إعلان</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>‎{card}‎ دون إعلان {melds}</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>الإعلان</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>إعلان {melds}</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>يفكّر… الخيارات: {done} من {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>يفكّر… المحترف يلعب التوزيعة ({percent}%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>يفكّر… {done} من {total} بالأوراق الحقيقية</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>الأكلة {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>الأفضل: {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>مراجعة لعبك</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>المراجعة</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>اللعبة باختصار</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>الأوراق: الترتيب والنقاط</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>التوزيع</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>اختيار الحكم</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>الجولة الأولى: الورقة المكشوفة</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>الجولة الثانية: لون آخر</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>لا أحد يشتري</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>قيم المزايدة</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>لون حكم، صن، حكم شامل</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>كل مزايدة أعلى من سابقتها</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>المزايدة بكبوت</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>الدبل</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>ردّ الدبل</translation>
    </message>
    <message>
        <source>End of the auction</source>
        <translation>نهاية المزايدة</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>لعب الأكلات</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>الأوراق على الطاولة</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>اتّباع اللون</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>القطع حين لا تملك اللون</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>القطع الأعلى</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>حين تكون الأكلة لشريكك</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>البدء بالحكم: العب أعلى</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>الحكم الشامل: العب أعلى في كل لون</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>صن</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>العقد المضاعَف يقفل البدء بالحكم</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>أي مشروع يفوز</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>بلوت وريبلوت</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>حساب نقاط التوزيعة</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>النقاط في التوزيعة</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>الأكلة الأخيرة (الأرض)</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>الكبوت</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>نجاح العقد</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>تعادل النقاط</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>العقد الخاسر</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>نهاية اللعبة</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>الخيارات المعمول بها</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>حيث تختلف القواعد، وما اخترناه</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>نقش تملكه فقط</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>الحكم والصن</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>أشكل</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>سلّم الدبل</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>قهوة</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>نقاط الجولة</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>كبوت: كل الأكلات</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>بلوت: مصادرنا</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>عقد مضاعف</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>نقاط المباراة</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>المراهنة على المباراة</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>end of a list</comment>
        <translation>{items} و{last}</translation>
    </message>
    <message>
        <source>A custom game: the options you chose are marked below.</source>
        <translation>لعبة مخصّصة: الخيارات التي اخترتها مميّزة أدناه.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name}، بخياراتك</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>، ثم </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>أربعة لاعبين في فريقين؛ ويجلس الشريكان متقابلين.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>عدد اللاعبين {count}، ويلعب كلٌّ منهم لنفسه.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>مجموعة من {deck} ورقة، من {low} حتى الإكة؛ ولكل لاعب {hand} أوراق.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>في كل توزيعة يختار أحد الفريقين لون الحكم، وعليه حينها أن يجمع نقاطًا لا تقل عن نقاط الطرف الآخر؛ تُلعب الأوراق في أكلات، وتأتي النقاط من الأوراق المكسوبة والمشاريع والبلوت.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>في كل توزيعة يزايد اللاعبون على عدد النقاط التي سيجمعها فريقهم وعلى الحكم (أو صن، أو حكم شامل)؛ وعلى فريق صاحب أعلى مزايدة أن يبلغ مزايدته بينما يحاول الآخرون منعه.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>يفوز أول فريق يتجاوز {target} نقطة.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>أول فريق يبلغ {target} نقطة يفوز باللعبة.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>الكلمات غير المألوفة مشروحة في</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>صفحة المصطلحات</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>المجموع لكل لون</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>يختلف ترتيب الأوراق في لون الحكم عنه في الألوان الأخرى: يصبح الولد والتسعة في الحكم أعلى ورقتين. من الأقوى إلى الأضعف:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>لون الحكم</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>الألوان الأخرى</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>في الصن يأخذ كل لون ترتيب عمود «الألوان الأخرى» ونقاطه؛ وفي الحكم الشامل يأخذ كل لون ترتيب عمود «لون الحكم» ونقاطه.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>الفريق الذي يأخذ الأكلة الأخيرة يضيف {bonus} نقاط (الأرض).</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>يسير كل شيء عكس اتجاه عقارب الساعة: اللاعب التالي هو الذي على يمينك.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>اللاعب الذي على يمين الموزّع</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>يسير كل شيء في اتجاه عقارب الساعة: اللاعب التالي هو الذي على يسارك.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>اللاعب الذي على يسار الموزّع</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>في كل جولة يشتري فريق حكمًا (نوع حكم) أو صنًا (بلا حكم)، وعليه أن يكسب نقاطًا أكثر من الآخر؛ ويمكن للفريق الآخر أن يدبّله درجة بعد درجة حتى القهوة.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>في كل توزيعة يعلن اللاعبون عقدًا، كل إعلان أعلى من سابقه: لون حكم أو بلا حكم أو كل الأوراق حكم؛ وعلى صاحب آخر إعلان أن يسجل نقاطًا أكثر من كل لاعب آخر.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>في كل توزيعة يعلن اللاعبون عقدًا، كل إعلان أعلى من سابقه: لون حكم أو بلا حكم أو كل الأوراق حكم؛ وعلى فريق آخر إعلان أن يسجل نقاطًا أكثر من الفريق الآخر.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>في كل توزيع يزايد اللاعبون على عدد النقاط التي سيسجّلها فريقهم وعلى لون الحكم؛ ثم على فريق صاحب أعلى مزايدة أن يبلغ مزايدته بينما يحاول الآخرون منعه.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>يفوز باللعبة أول لاعب يتجاوز {target} نقطة.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>يفوز باللعبة أول لاعب يبلغ {target} نقطة.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>اللاعب الذي يأخذ الأكلة الأخيرة يضيف {bonus} نقاط (الأرض).</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>اللاعب الذي يأخذ الأكلة الأخيرة يضيف {bonus} نقاط.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>الفريق الذي يأخذ الأكلة الأخيرة يضيف {bonus} نقاط.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>يوزّع الموزّع الأوراق واحدة واحدة، {count} لكل لاعب، بدءًا من {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>يعطي الموزّع كل لاعب أوراقه على دفعات ({packets})، دفعةً بعد دفعة، بدءًا من {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>ثم يكشف الورقة التالية: ولونها هو الحكم المقترح.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>بعد اختيار الحكم يوزّع الباقي: {packets} أوراق لكل لاعب، غير أن المشتري يأخذ الورقة المكشوفة فينال ورقة أقل.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>توزَّع كل الأوراق قبل المزايدة ولا تُكشف أي ورقة.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>اللاعب نفسه يتكلم أولًا في الشراء؛ والمشتري يبدأ الأكلة الأولى. ينتقل التوزيع إلى اللاعب التالي بعد كل جولة.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>يتكلم اللاعب الذي على {side} الموزّع أولًا في المزايدة. وينتقل التوزيع إلى اللاعب التالي بعد كل توزيع.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>هذا اللاعب نفسه يتكلم أولًا في المزايدة ويبدأ الأكلة الأولى. وينتقل التوزيع إلى اللاعب التالي بعد كل توزيعة.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>تُخلط الأوراق قبل كل توزيعة (خيار).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>تُخلط الأوراق قبل كل توزيعة (خيار؛ ودائمًا على طاولة في الشبكة، كي لا يستطيع أحد أن يستنتج الأيدي التالية من الأكلات).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>لا تُخلط الأوراق إلا قبل التوزيعة الأولى. وبعدها تُجمع الأكلات وتُقَصّ دون خلط، فيؤثّر ما لُعب في الأيدي التالية.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>بدءًا من {side} الموزّع، يقول كل لاعب بدوره «{call}» فيصبح نقش الورقة المكشوفة حكمًا، أو يمرّر. أول من يقولها ينهي المزايدة: فريقه هو فريق العقد.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>يتكلم خصم الموزّع أولًا ثم الموزّع: كلٌّ منهما إما يأخذ فيجعل لون الورقة المكشوفة حكمًا، أو يمرّر. أول من يأخذ يُنهي المزايدة ويصبح الآخذ.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>بدءًا من اللاعب الذي على {side} الموزّع، يختار كل لاعب بدوره إما الشراء، فيصبح لون الورقة المكشوفة حكمًا، وإما قول بس. وأول من يشتري يُنهي المزايدة ويصبح المشتري؛ ويلعب شريكه معه.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>إذا قال الجميع بس تأتي جولة ثانية: يمكن لكل لاعب الآن أن يختار أي لون آخر حكمًا، أو يقول بس. ولا يمكن بعدها اختيار لون الورقة المكشوفة.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>في الجولتين لا يمكنك اللعب إلا بنقش تملك منه ورقة على الأقل: قبول نقش لا تملكه أو تسميته مخالفة، ولا تسمح بها اللعبة. الموزّع يملك دائمًا الورقة المكشوفة.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>إذا مرّر الجميع مرتين تُلغى الأوراق ولا يسجّل أحد، ويوزّع الموزّع نفسه من جديد.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>إذا قال الجميع بس مرتين، تُلغى الأوراق ولا يسجّل أحد، ويوزّع اللاعب التالي.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>بدءًا من اللاعب الذي على {side} الموزّع، يقول كل لاعب بدوره بس أو يزايد: أي يلتزم بعدد من النقاط سيجمعه فريقه، وبحكم التوزيعة. وقد تدور المزايدة عدة دورات.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>المزايدات من {low} إلى {high} بخطوات قدرها {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>لون حكم (شريا أو ديمن أو هاص أو سبيت)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>صن</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>حكم شامل</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} أو {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>تسمّي المزايدة: {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>يجب أن تكون كل مزايدة أعلى بالنقاط من سابقتها؛ ولا عبرة في ذلك بالحكم المسمّى.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>بدلًا من رقم يمكن للاعب أن يزايد بكبوت: أي أن فريقه سيأخذ كل الأكلات. والكبوت فوق كل رقم، ولا يُزايَد فوقه بشيء.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>لا تجوز المزايدة بكبوت في هذه اللعبة.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>يمكن للاعب من الفريق الآخر أن يدبّل أعلى مزايدة: يراهن على فشلها، فتُحتسب نتيجة العقد مضاعفة (انظر أدناه). وبعد الدبل لا يزايد أحد.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>يمكن للاعب من الفريق الآخر أن يدبّل أعلى مزايدة: يراهن على فشلها، فتُحتسب قيمتها مضاعفة. وبعد الدبل لا يزايد أحد.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>لا دبل في هذه اللعبة.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>لا شريك لأحد</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>يسري القفل عندما يكون العقد مضاعفًا أو مربّعًا (والقهوة تأتي بعد التربيع). عند ×3: {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>مقفل أيضًا (خيار)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>غير مقفل (القواعد السعودية كما تُنشر عادةً)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>الدبل يضاعف جزء النتيجة العائد إلى المزايدة، ورد الدبل يضربه في {times}؛ ولا تُضاعف أبدًا النقاط المكسوبة في اللعب.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>العقد الخاسر يعطي المدافعين 160 زائد المزايدة في معظم الكتب، و162 زائد المزايدة في غيرها، و160 وحدها أو المزايدة وحدها على بعض الطاولات. هنا: {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} زائد المزايدة</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>ردّ الدبل يضرب في أربعة في معظم الكتب، وفي ثلاثة على بعض الطاولات؛ والدبل يضاعف المزايدة فقط أو النتيجة كلها. هنا: ×{times}، {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>مزايدة 80 تحتاج إلى أكثر من نصف النقاط (82) في معظم الكتب، وإلى النصف (81) أو المزايدة وحدها (80) على بعض الطاولات. هنا: {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>الكبوت غير المعلن يُحسب 250 في معظم الكتب، و252 (162 + 90) في غيرها. هنا: {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>لا ردّ للدبل في هذه اللعبة.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>بعد مزايدة (أو دبل)، تُنهي ثلاث «بس» متتالية المزايدة: آخر مزايدة هي العقد وصاحبها هو المشتري.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>إذا قال اللاعبون الأربعة بس دون أي مزايدة، تُلغى الأوراق ولا يسجّل أحد، ويوزّع اللاعب التالي.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>أما على طاولة في الشبكة فتُخلط الأوراق قبل كل توزيعة، كي لا يستطيع أحد أن يستنتج الأيدي التالية من الأكلات.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>على طاولة عبر الشبكة يخلط برنامج المضيف الأوراق ويوزّعها، لذا يعرف كل ورقة: العب مع شخص تثق به كمضيف. رمز الطاولة لا يعبر الشبكة أبدًا، وكل ما تتبادله البرامج مشفّر.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>لم تُشرح طريقة اختيار الحكم هذه بعد.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>يمين</translation>
    </message>
    <message>
        <source>left</source>
        <translation>يسار</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>المشتري يبدأ الأكلة الأولى؛ ثم يضيف كل لاعب ورقة بدوره. أعلى حكم يكسب الأكلة؛ وبلا حكم، أعلى ورقة من النوع المطلوب. الفائز يبدأ الأكلة التالية.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>يبدأ الأكلة الأولى اللاعبُ الذي قدّم أول مزايدة؛ ثم يضع كل لاعب ورقة واحدة بدوره. أعلى ورقة حكم تأخذ الأكلة؛ ومن دون حكم، أعلى ورقة من اللون المطلوب. والفائز يبدأ الأكلة التالية.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>اللاعب الذي على {side} الموزّع يبدأ الأكلة الأولى؛ ثم يضيف كل لاعب ورقة بدوره. أعلى ورقة حكم تأخذ الأكلة؛ وإن لم يكن فيها حكم فأعلى ورقة من اللون المطلوب. ومن يأخذ الأكلة يبدأ الأكلة التالية.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>ما يجوز لك لعبه محدَّد بدقة. بالترتيب:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>إذا كان لديك ورقة من اللون المطلوب، فعليك أن تلعب منه.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>إذا لم يكن لديك من اللون المطلوب ولديك حكم، فعليك أن تلعب ورقة حكم (تقطع الأكلة).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>إذا لم يكن لديك من اللون المطلوب فيمكنك لعب أي ورقة: القطع ليس إلزاميًا أبدًا في هذه اللعبة.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>وبما أن القطع اختياري، فالقطع الأعلى اختياري كذلك.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>إذا كانت في الأكلة ورقة حكم، فعليك أن تلعب أعلى منها إن استطعت. وإن لم تستطع فعليك مع ذلك أن تلعب حكمًا، ولو أدنى (قطع أدنى).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>إذا كانت في الأكلة ورقة حكم فعليك أن تقطع، لكن أي حكم يكفي: لست مضطرًا إلى العلوّ عليها.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>يلعب كل لاعب وحده: لا يعفيك أي شريك أبدًا من القطع أو القطع بأعلى.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>إذا كانت الأكلة لشريكك ولم تستطع اتّباع اللون، فلست مضطرًا إلى القطع ولا إلى القطع الأعلى: يمكنك لعب أي ورقة.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>حتى لو كانت الأكلة لشريكك فعليك أن تقطع، وأن تقطع أعلى، تمامًا كما لو كانت لخصم.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>بما أن القطع اختياري، فلا يغيّر شيئًا أن تكون الأكلة لشريكك.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>عندما يُلعب الحكم عليك أن تتبع بورقة حكم أعلى من أفضل ما لُعب إن استطعت.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>حين يُبدأ بالحكم عليك أن تلعب حكمًا أعلى من أعلى حكم لُعب إن استطعت، إلا إذا كانت الأكلة لشريكك.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>حين يُبدأ بالحكم عليك أن تلعب حكمًا أعلى من أعلى حكم لُعب إن استطعت، حتى لو كانت الأكلة لشريكك.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>حين يُبدأ بالحكم عليك أن تتبع بحكم، لكن أي حكم يكفي.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>في الحكم الشامل يُلعب كل لون كأنه حكم: اتبع اللون واعلُ على أعلى ورقة من اللون المطلوب إن استطعت. ولا تفوز أبدًا ورقة من لون آخر، فلا قطع.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>في الحكم الشامل تتبع اللون لكنك لست مضطرًا إلى اللعب أعلى. ولا تفوز أبدًا ورقة من لون آخر.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>في الصن عليك فقط أن تتبع اللون؛ فإن لم يكن لديك منه فالعب أي ورقة. وأعلى ورقة من اللون المطلوب تأخذ الأكلة.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>ابتداءً من الأكلة الثانية، وفي دورك، يمكنك كشف أوراقك والمطالبة بكل الأكلات المتبقية (اللعبة &gt; المطالبة بالأكلات المتبقية). يُحكم على المطالبة بما تراه أنت فقط: تُقبل حين يأخذ فريقك كل الأكلات المتبقية مهما كان توزيع الأوراق التي لا تراها، بالنظر إلى الأوراق الملعوبة (من لم يستطع اتباع اللون أو القطع)، والمشاريع، والأوراق المكشوفة، مع لعب شريكك معك ولعب الآخرين بأفضل ما لديهم. ثم تُلعب البقية حتى النهاية. والمطالبة المرفوضة تذكر نوع الورقة التي قد تغلبك (حكم، أو ورقة أعلى من لون ما)، ولا تذكر أبدًا من يملك ماذا؛ وحين تكون أوراق كثيرة لم تظهر بعد يكون من المبكر المطالبة.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>ابتداءً من الأكلة الثانية، وفي دورك، يمكنك كشف أوراقك والمطالبة بكل الأكلات المتبقية (اللعبة &gt; المطالبة بالأكلات المتبقية). يُحكم على المطالبة بما تراه أنت فقط: تُقبل حين تأخذ أنت كل الأكلات المتبقية مهما كان توزيع الأوراق التي لا تراها، بالنظر إلى الأوراق الملعوبة (من لم يستطع اتباع اللون أو القطع)، والمشاريع، والأوراق المكشوفة، مع لعب الآخرين بأفضل ما لديهم. ثم تُلعب البقية حتى النهاية. والمطالبة المرفوضة تذكر نوع الورقة التي قد تغلبك (حكم، أو ورقة أعلى من لون ما)، ولا تذكر أبدًا من يملك ماذا؛ وحين تكون أوراق كثيرة لم تظهر بعد يكون من المبكر المطالبة.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>لا مشاريع في هذه اللعبة (يمكن تفعيلها من الخيارات). لكن البلوت يُحتسب.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>لا مشاريع في هذه اللعبة (يمكن تفعيلها من الخيارات). لكن {name} يُحتسب.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>يمكن للاعب الذي يملك إحدى هذه التركيبات أن يعلنها في الأكلة الأولى، قبل أن يلعب ورقته الأولى. وفي التسلسلات يكون ترتيب الأوراق ‎{order}‎، أيًّا كان الحكم.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>لا مشاريع في هذه اللعبة (يمكن تفعيلها من الخيارات).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>سرا: ثلاث أوراق متتالية من لون واحد</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>خمسين: أربع أوراق متتالية</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>مية: خمس أوراق متتالية أو أكثر</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>ثلاث أوراق متتالية من لون واحد</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>أربع أوراق متتالية</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>خمس أوراق متتالية أو أكثر</translation>
    </message>
    <message>
        <source>Carré: {cards}</source>
        <translation>كاريه: {cards}</translation>
    </message>
    <message>
        <source>Four of a kind: {cards}</source>
        <translation>أربع أوراق متشابهة: {cards}</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>المشروع</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>كاريه الرتب الدنيا ({cards}) لا يُحتسب.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>الإعلان اختياري: إذا لعبت ورقتك الأولى دون إعلان ضاعت مشاريعك.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>كل مشروع يُحتسب للفريق الذي أعلنه.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>لا يسجّل إلا الفريق صاحب أعلى مشروع، فيسجّل حينها كل مشاريعه؛ ولا تُحتسب مشاريع الفريق الآخر. ويُحدَّد الأعلى بحسب:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>نقاطه؛</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>عند تساوي النقاط يغلب الكاريه التسلسل؛</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>ثم الورقة العليا الأعلى (للكاريه: ‎{order}‎)؛</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>ثم يغلب التسلسل في الحكم التسلسل في لون آخر؛</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>الموزّع نفسه</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>خصم الموزّع</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>اللاعب المقابل للموزّع</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>يوزّع الموزّع على كل لاعب بالدور، بدءًا من {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>ثم {packets} أوراق مقلوبة أمام كل لاعب: هي رصيده، لا ينظر إليها أحد حتى يُختار الحكم؛ ثم يأخذ كل لاعب رصيده.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>ثم {down} أوراق مقلوبة على الطاولة أمام كل لاعب، وفوقها {up} أوراق مكشوفة، ورقة فوق كل واحدة.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>ثم {up} أوراق مكشوفة على الطاولة أمام كل لاعب.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>تُوزَّع آخر ورقة للموزّع مكشوفة: لونها هو الحكم المقترح، ويحتفظ بها.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>آخر ورقة مكشوفة في صفوف الموزّع لونها هو الحكم المقترح؛ وتبقى في مكانها.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>بعد اختيار الحكم يوزّع الباقي: {packets} أوراق لكل لاعب، غير أن الموزّع يأخذ الورقة المكشوفة أيًّا كان المشتري، فينال ورقة أقل.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>بعد اختيار الحكم يوزّع الباقي: {packets} أوراق لكل لاعب.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>لا تُوزَّع {count} أوراق: تبقى مقلوبة في الرزمة، لا يراها أحد، حتى التوزيعة التالية.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>اللاعب الذي يلي الموزّع يتكلم أولًا في المزايدة ويبدأ الأكلة الأولى. وينتقل التوزيع إلى اللاعب التالي بعد كل توزيعة.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>في «بلا حكم» لا تحوي الجولة إلا {total} نقطة ولا بيلوت فيها، لذا لا يمكن أبدًا تحقيق مزايدة «بلا حكم» فوق {total}، حتى بالفوز بكل اللمّات؛ ومع ذلك تسمح اللعبة بها، ويذكر التلميح ذلك.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>يمكن للفريق الذي ضوعف عقده أن يردّ بردّ الدبل: تُحسب القيمة {times} مرات، وتنتهي المزايدة فورًا.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>إذا لم يكن معك من اللون المطلوب، فعليك أن تقطع بالحكم فقط عندما تكون ورقة حكم لخصم هي الرابحة في الأكلة؛ وإلا فالعب أي ورقة.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>إذا كانت في الأكلة ورقة حكم، فعليك أن تلعب حكمًا أعلى منها إن استطعت. وإن لم تستطع، فلك أن تلعب أي ورقة: حكمًا أصغر أو ورقة من لون آخر.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>عندما يُضاعَف عقد بحكم يُقفل الحكم: لا يجوز لأحد أن يبدأ بورقة حكم ما دامت معه ورقة من لون آخر.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>يعلن اللاعب {count} منها على الأكثر.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} مع {run} من النوع نفسه</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>يمكن أن تُحتسب الورقة في مربّع وفي سلسلة معًا ({example}): يُعلَن الاثنان، ولا حاجة إلى الاختيار.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>يمكن أن تُحتسب الورقة في أربعة متشابهة وفي سلسلة معًا ({example}): يُعلَن الاثنان، ولا حاجة إلى الاختيار.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>لا تُحتسب الورقة إلا في مشروع واحد. فإذا كانت في مربّع وفي سلسلة ({example})، تختار أيّهما تعلن: تعرض الطاولة كل مجموعة، الأعلى قيمةً أولًا (وعند تساوي القيمة، الأعلى رتبةً)، وتقول ما تفعله كلٌّ منها أمام المشاريع المعلنة من قبل.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>لا تُحتسب الورقة إلا في مشروع واحد. فإذا كانت في أربعة متشابهة وفي سلسلة ({example})، تختار أيّهما تعلن: تعرض الطاولة كل مجموعة، الأعلى قيمةً أولًا (وعند تساوي القيمة، الأعلى رتبةً)، وتقول ما تفعله كلٌّ منها أمام المشاريع المعلنة من قبل.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>كل المشاريع تُحتسب في هذه اللعبة، لذا فالمجموعة الأعلى قيمةً هي الأفضل.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>تُقارَن المربّعات والسلاسل كلٌّ على حدة، لذا ليست المجموعة الأفضل دائمًا هي الأعلى رتبةً: المربّع يترك السلاسل لأفضل سلسلة معلنة، وكان يمكن لسلسلتك أن تتفوّق عليها.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>تُقارَن الأربعات المتشابهة والسلاسل كلٌّ على حدة، لذا ليست المجموعة الأفضل دائمًا هي الأعلى رتبةً: الأربعة المتشابهة تترك السلاسل لأفضل سلسلة معلنة، وكان يمكن لسلسلتك أن تتفوّق عليها.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>لا يسجّل إلا الطرف صاحب أفضل مشروع (انظر أدناه)، لذا فالمجموعة الأفضل هي التي تمنح طرفك أفضل مشروع؛ ثم الأعلى قيمةً.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>لا يسجّل إلا اللاعب صاحب أعلى مشروع، فيسجّل حينها كل مشاريعه؛ ولا تُحتسب مشاريع الآخرين. ويُحدَّد الأعلى بحسب:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>تُقارَن المربّعات والسلاسل كلٌّ على حدة: اللاعب صاحب أعلى مربّع يسجّل كل مربّعاته، واللاعب صاحب أعلى سلسلة يسجّل كل سلاسله. ويُحدَّد الأعلى بحسب:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>تُقارَن المربّعات والسلاسل كلٌّ على حدة: الفريق صاحب أعلى مربّع يسجّل كل مربّعاته، والفريق صاحب أعلى سلسلة يسجّل كل سلاسله. ويُحدَّد الأعلى بحسب:</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>لا يسجّل إلا اللاعب صاحب أعلى مشروع، ولا يسجّل إلا مشاريعه هو. ويُحدَّد الأعلى بحسب:</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>المشاريع المتساوية لدى طرفين متخاصمين يُلغي بعضها بعضًا، ولا يسجّل أيٌّ منهما.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>ثم اللاعب الذي يتكلم أولًا في التوزيعة.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>عند تساوي النقاط تغلب الأربعة المتشابهة التسلسل؛</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>بين سلسلتين متساويتين في القيمة، الأطول؛</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>ثم الورقة العليا الأعلى (للأربعة المتشابهة: ‎{order}‎)؛</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>لا يُحتسب البلوت في هذه اللعبة.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>لا يُحتسب {name} في هذه اللعبة.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>اللاعب الذي يملك الشايب والبنت من الحكم يقول «{name}» حين يلعب أولاهما. ويسجّل فريقه {points} نقطة، حتى لو فاز فريق آخر بالمشاريع.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>اللاعب الذي يملك الشايب والبنت من الحكم يقول «{name}» حين يلعب ثانيتهما. ويسجّل فريقه {points} نقطة، حتى لو فاز فريق آخر بالمشاريع.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>اللاعب الذي يملك الشايب والبنت من الحكم يقول «بلوت» حين يلعب أولاهما و«ريبلوت» مع الثانية. ويسجّل {points} نقطة، حتى لو فاز لاعب آخر بالمشاريع.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>اللاعب الذي يملك الشايب والبنت من الحكم يقول «بلوت» حين يلعب أولاهما و«ريبلوت» مع الثانية. ويسجّل فريقه {points} نقطة، حتى لو فاز فريق آخر بالمشاريع.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>في هذه اللعبة يُسمّى الشايب والبنت من الحكم {word}؛ ويُحتسبان لمن يملكهما، أيًا كان من يسجّل المشاريع، ويمكن أن يكونا جزءًا من سلسلة.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>في هذه اللعبة يُسمّى الشايب والبنت من الحكم {word}؛ يُحسبان لأي فريق أيًّا كان من يسجّل المشاريع، ويمكن أن يكونا جزءًا من تسلسل.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>في هذه اللعبة يجب أن يُلعب الشايب قبل البنت، وإلا لم يُحتسب البلوت.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>في هذه اللعبة يجب أن يُلعب الشايب قبل البنت، وإلا لم يُحتسب {name}.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>يمكن أن يأتي الشايب والبنت بأي ترتيب.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>في الحكم الشامل كل شايب وبنت من لون واحد في يد واحدة بلوت.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>لا بلوت في الحكم الشامل.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>لا بلوت في الصن.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>بلوت المشترين يُحتسب ضمن مزايدتهم.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>{name} المشترين يُحتسب ضمن مزايدتهم.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>يُضاف بلوت المشترين إلى نقاطهم لكنه لا يساعد على بلوغ المزايدة.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>يُضاف {name} المشترين إلى نقاطهم لكنه لا يساعد على بلوغ المزايدة.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>اللاعب الذي كان معه البلوت يحتفظ بنقاطه حتى لو فشل عقده.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>الفريق صاحب البلوت يحتفظ بنقاطه حتى لو خسر عقده.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>الفريق صاحب {name} يحتفظ بنقاطه حتى لو خسر عقده.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>إذا فشل عقد المشترين فلا يُسجَّل بلوتهم لأحد: يكتمونه بدل أن يعطوه للمدافعين.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>إذا فشل عقد المشترين فلا يُسجَّل {name} لأحد: يكتمونه بدل أن يعطوه للمدافعين.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>إذا فشل عقد المشترين ضاع {name}: لا يُسجَّل لأحد.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>عندما يخسر عقد المشترين يذهب بلوتهم إلى المدافعين.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>عندما يخسر عقد المشترين يذهب {name} إلى المدافعين.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>وعند الدبل يضيع مع بقية نقاطهم: لا يسجّل إلا الفريق صاحب النقاط الأكثر.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>كل توزيعة (لون حكم واحد)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>حكم شامل</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>لون حكم</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>اللاعب الذي لا يأخذ أي أكلة يخسر مشاريعه (ولا تذهب إلى الآخرين إلا إذا أخذوا كل نقاط عقد فاشل)؛ ويبقى بلوته محسوبًا.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه (ولا تذهب إلى الفريق الآخر إلا إذا أخذ كل نقاط عقد فاشل)؛ ويبقى بلوته محسوبًا.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه (ولا تذهب إلى الفريق الآخر إلا إذا أخذ كل نقاط عقد فاشل)؛ ويبقى {name} محسوبًا.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>في بلا حكم لا يُحسب إلا مشروع واحد: أربعة الآسات، بقيمة 200.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>لا مشاريع في بلا حكم.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>اللاعب الذي يأخذ كل الأكلات يضيف {points} نقاط مباراة إلى نتيجته، بعد التحويل أدناه؛ ولا تُضاعف أبدًا.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>الفريق الذي يربح كل الأكلات يضيف {points} نقاط مباراة إلى نتيجته بعد التحويل أدناه؛ ولا تُضاعَف أبدًا.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>اللاعب الذي يأخذ كل الأكلات يسجّل {capot} نقطة من الأوراق.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>الفريق الذي يربح كل الأكلات يسجل {capot} نقطة من الأوراق.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>يجمع كل لاعب نقاط أوراقه ومشاريعه وبلوته. إذا كان لدى اللاعب المعلن نقاط أكثر من كل لاعب آخر نجح العقد وسجل كل لاعب مجموعه.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>يجمع كل فريق نقاط أوراقه ومشاريعه وبلوته. إذا كان لدى الفريق المعلن نقاط أكثر من الفريق الآخر نجح العقد وسجل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجل الآخرون كل نقاط التوزيعة، مجاميع كل اللاعبين (بلفظ القواعد الشائعة: «كل النقاط المكتسبة أثناء التوزيعة»)، ولا يسجل المعلن شيئًا، وتُعلَّق {points} نقطة: يضيفها اللاعب الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجّل الفريق الآخر كل نقاط التوزيعة، مجموعَي الفريقين (بلفظ القواعد الشائعة: «كل النقاط المكتسبة في التوزيعة»)، ولا يسجّل المعلنون شيئًا، وتُعلَّق {points} نقطة: يضيفها الفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجل الآخرون نقاطهم، ولا يسجل المعلن شيئًا، وتُعلَّق {points} نقطة: يضيفها اللاعب الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجل الفريق الآخر نقاطه، ولا يسجل المعلنون شيئًا، وتُعلَّق {points} نقطة: يضيفها الفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجل الآخرون نقاطهم، وتُعلَّق نقاط المعلن: يضيفها اللاعب الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>عند تساوي النقاط يسجل الفريق الآخر نقاطه، وتُعلَّق نقاط المعلنين: يضيفها الفريق الذي يربح التوزيعة التالية.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>يحتاج المعلن إلى نقاط مثل نقاط كل لاعب آخر على الأقل: التعادل يكفي.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>يحتاج المعلنون إلى نقاط مثل نقاط الفريق الآخر على الأقل: التعادل يكفي.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>يحتاج المعلن إلى نقاط أكثر من كل لاعب آخر: عند التعادل يخسر العقد.</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>يحتاج المعلنون إلى نقاط أكثر من الفريق الآخر: عند التعادل يخسرون العقد.</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>إذا كانت نقاط المعلن أقل خسر العقد: تذهب نقاطه (الأوراق والمشاريع والبلوت) إلى الآخرين، كما تقول الخيارات أدناه.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>إذا كانت نقاط المعلنين أقل خسروا العقد: يسجل الفريق الآخر مجموعي الفريقين، الأوراق والمشاريع والبلوت.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>في العقد المضاعَف يلتزم كل اللاعبين: اللاعب صاحب أكثر النقاط يأخذ مجاميع كل اللاعبين.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>في العقد المضاعف الفريقان ملتزمان: الفريق صاحب النقاط الأكثر يأخذ المجموعين.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>في العقد المضاعَف لا يسجّل إلا اللاعب صاحب أكثر النقاط؛ ولا يسجل الآخرون شيئًا.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>في العقد المضاعف لا يسجل إلا الفريق صاحب النقاط الأكثر؛ والآخر لا يسجل شيئًا.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>مع المضاعفة تُحسب النقاط مرتين؛ ومع المضاعفة الثانية {times} مرات.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>عقد بلا حكم يُحسب {times} مرات أيضًا، مضاعفًا كان أم لا.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>بعد إعلان «ماتش» تُحسب التوزيعة كأنها مضاعفة مرتين، وتحسم اللعبة كلها.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>عند المضاعفة يلتزم كل اللاعبين: عند تساوي النقاط لا يسجّل أحد، وتُعلَّق كل نقاط التوزيعة (كما يحسبها اللاعبون البلغار؛ خيار).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>عند المضاعفة يكون الفريقان ملتزمين: عند تساوي النقاط لا يسجّل أحد، وتُعلَّق كل نقاط التوزيعة (كما يحسبها اللاعبون البلغار؛ خيار).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>عند المضاعفة يُحسب التعادل كما بلا مضاعفة، مضروبًا (خيار؛ اللاعبون البلغار يعلّقون كل النقاط).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>التوزيعة التي تنتهي بالتعادل مرة أخرى لا يربحها أحد: تنتظر النقاط المعلقة، مع الجديدة، التوزيعة التالية التي يربحها لاعب (خيار).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>التوزيعة التي تنتهي بالتعادل مرة أخرى لا يربحها أحد: تنتظر النقاط المعلقة، مع الجديدة، التوزيعة التالية التي يربحها فريق (خيار).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>إذا انتهت التوزيعة التالية بالتعادل مرة أخرى، أخذ النقاط المعلقة اللاعب الذي يسجّل فيها (خيار؛ وافتراضيًا تنتظر توزيعة يربحها لاعب).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>إذا انتهت التوزيعة التالية بالتعادل أيضًا، يأخذ النقاط المعلقة الفريق الذي يسجّل فيها (خيار؛ افتراضيًا تنتظر توزيعة يربحها فريق).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>ثم يُقسم ما يسجله كل لاعب على عشرة ويُقرَّب إلى نقاط مباراة كاملة. الباقي هو الذي يقرر: فوق حد العقد يُقرَّب إلى الأعلى، وعند الحد أو تحته إلى الأدنى.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>ثم يُقسم ما يسجله كل فريق على عشرة ويُقرَّب إلى نقاط مباراة كاملة. الباقي هو الذي يقرر: فوق حد العقد يُقرَّب إلى الأعلى، وعند الحد أو تحته إلى الأدنى.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} تعطي {down}، و{high} تعطي {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>الحد</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>مثال</translation>
    </message>
    <message>
        <source>When two players stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>حين يتوقف لاعبان عند الحد تمامًا، تُقرَّب النتيجة الأدنى إلى الأعلى والأعلى إلى الأدنى: في كل الأوراق حكم 154 و144 تعطيان 15 كلتاهما.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>عندما يتوقف الفريقان عند الحد تمامًا، تُقرَّب النتيجة الأدنى إلى الأعلى والأعلى إلى الأدنى: في كل الأوراق حكم تعطي 154 و144 كلتاهما 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>اللاعب الذي لا يسجّل شيئًا في التوزيعة يبقى خارج هذه القاعدة: يكفي أن يكون الآخران عند الحد.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>عند تساوي النقاط على الحد تُقرَّب النقاط المسجّلة إلى الأعلى والمعلّقة إلى الأدنى، فتحتفظ التوزيعة بنقاط مبارياتها: في لون حكم 96 و96 تعطيان 10 و9 (خيار).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>عند تساوي النقاط على الحد تُقرَّب النقاط المسجّلة والمعلّقة كلتاهما إلى الأدنى: في لون حكم 96 و96 تعطيان 9 و9 (خيار؛ افتراضيًا تُقرَّب المسجّلة إلى الأعلى).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>النقاط المعلقة بعد التعادل تُحوَّل بالطريقة نفسها.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>بعد إعلان «ماتش» تحسم التوزيعة اللعبة: إذا نجح المعلنون في عقدهم ربحوا اللعبة، وإلا ربحها الفريق الآخر، مهما كانت النتائج.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>النقاط المعلقة بعد التعادل تذهب إلى اللاعب التالي الذي يربح توزيعة.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>النقاط المعلقة بعد التعادل تذهب إلى الفريق التالي الذي يربح توزيعة.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>النقاط المعلقة بعد التعادل تذهب إلى اللاعب الذي يربح التوزيعة التالية التي تُلعب.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>النقاط المعلقة بعد التعادل تذهب إلى الفريق الذي يربح التوزيعة التالية التي تُلعب.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>تُربح التوزيعة بنقاطها، حتى عندما تتساوى نقاط المباراة بعد التقريب: يربحها المشتري إذا نجح في عقده، أو خصمه إذا سقط.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>تُربح التوزيعة بنقاطها، حتى عندما تتساوى نقاط المباراة بعد التقريب: يربحها المشتري إذا نجح في عقده؛ وإن سقط فيربحها اللاعب الآخر صاحب أكثر النقاط (وإذا تساوى اثنان تقاسما النقاط المعلّقة، وتذهب النقطة الفردية إلى أول لاعب بعد المشتري).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>تُربح التوزيعة بنقاطها، حتى عندما تتساوى نقاط المباراة بعد التقريب: يربحها الفريق الذي ينجح في عقده، أو المدافعون إذا أسقطوه.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>يتبع البلوت بالمزايدة قواعده كما تُنشر عادةً بالإنجليزية. وهي لا تعطي جدولًا للإعلانات: ترتيب الإعلانات (سباتي، ديناري، كبة، بستوني، بلا حكم، كل الأوراق حكم) والمضاعفة والمضاعفة الثانية و«ماتش» مأخوذة من قواعد منشورة أخرى للعبة.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>تقول هذه القواعد مرة إن المزايدة تدور مع عقارب الساعة؛ لكن كل ما عداها في اللعبة يتجه إلى اليمين، فكذلك المزايدة.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>تعادل النقاط: تعطي هذه القواعد 85 نقطة للفائز بالتوزيعة التالية؛ ونحن نحولها إلى نقاط مباراة بحد عقد التوزيعة المتعادلة. هنا: {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>العقد المضاعف: تقول هذه القواعد إن الفريق صاحب النقاط الأكثر وحده يسجل؛ والقواعد البلغارية تعطيه المجموعين. هنا: {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>المجموعان</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>مجموعه فقط</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>عند غياب اللون المطلوب تطلب هذه القواعد ورقة حكم لا ورقة أعلى؛ ولا تقول هل يعفيك كون شريكك مالك الأكلة، فنتبع القاعدة الشائعة.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>التعادل: تقول هذه القواعد إن الفريق الآخر يسجّل «كل النقاط المكتسبة في التوزيعة»؛ ونقرؤها مجموعَي الفريقين، كما عند سقوط المعلنين، مع الـ85 نقطة فوق ذلك.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>اختيارنا: يمكن أن يلي المضاعفةَ أو المضاعفةَ الثانية إعلانٌ أعلى، ويكون الإعلان الجديد غير مضاعف (مصادرنا لا تقول).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>خمس أوراق لكل لاعب وورقة مكشوفة. من يمين الموزّع، يقول كل لاعب بدوره بس، أو {hokum} (نوع الورقة المكشوفة هو الحكم)، أو {sun} (بلا حكم، وهو أعلى من الحكم). بعد الحكم يحق لكل لاعب آخر أن يقول صن؛ ثم يبقي صاحب الحكم حكمه أو يرفعه إلى صن. بعد الصن يحق للآخرين أن يعلوا بصن خاص بهم (مرة لكل لاعب). إن قال الأربعة بس، تأتي جولة ثانية: الحكم فيها يسمّي نوعًا آخر، والصن ينهي الشراء فورًا. جولتان من بس تعيدان التوزيع.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal}: في الجولة الأولى يحق للموزّع أو للاعب الذي قبله أن يقول صن لشريكه، فيأخذ الشريك الورقة المكشوفة ويلعب الصن.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>اللاعب الذي فاز بالشراء (المشتري) يأخذ الورقة المكشوفة؛ ويعطيه الموزّع ورقتين أخريين ولكل لاعب آخر ثلاثًا. المشتري يبدأ الأكلة الأولى.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>بعد انتهاء الشراء يحق للفريق الآخر أن يقول {double} (×2)؛ والصن فقط إذا كان لفريقه أكثر من {limit} نقطة وللمدبِّلين أقل من {limit}. يرد المشترون بـ{three} (×3)، والآخرون بـ{four} (×4)، والمشترون بـ{gahwa}. يتكلم كل فريق بدوره؛ وإذا قال لاعباه بس بدأ اللعب. ما دام مدبّلًا لا يجوز لأحد أن يبدأ بالحكم وفي يده نوع آخر (اليد مقفولة).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa}: الفريق الذي يكسب الجولة يكسب اللعبة كلها، مهما كانت النتيجة.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>لا دبل في هذه اللعبة.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>لا مشاريع في هذه اللعبة.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} أوراق متتالية من نوع واحد</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>أربع عشرات أو أولاد أو بنات أو شياب؛ أربع إكَك في الحكم</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>أربع إكَك في الصن</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>المشروع</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>تُعلن المشاريع أثناء الأكلة الأولى، {count} على الأكثر لكل لاعب. التتالي بترتيب إكة شايب بنت ولد 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>لا يسجّل إلا الفريق الذي يملك أفضل مشروع، ويسجّل مشاريع لاعبيه كليهما. الأفضل هو الأعلى قيمة؛ وبين متتاليات متساوية الأعلى ورقة، ثم المتتالية من الحكم، ثم اللاعب الأقرب إلى يمين الموزّع.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>بين مشروعين متساويين في القيمة تتقدّم المتتالية على الأربعة المتشابهة: جدول المشاريع في مصدرنا يضع متتالية الأوراق الخمس (100) فوق الإكك الأربعة في الحكم، والإكك الأربعة فوق أربع عشرات أو أربعة شيوخ أو بنات أو أولاد (خيار: الترتيب الفرنسي يقدّم الأربعة المتشابهة).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>بين مشروعين متساويين في القيمة تتقدّم الأربعة المتشابهة على المتتالية (الترتيب الفرنسي؛ مصدرنا يقدّم متتالية الأوراق الخمس).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot}: الشايب والبنت من الحكم في يد واحدة، في الحكم فقط، قيمتهما {points} نقطة لفريقهما، ولا يضاعفهما السلّم أبدًا. لا يُحسبان إذا كان الشايب أو البنت جزءًا من مشروع مسجّل.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>تُحسب الأوراق كما في البلوت الفرنسي (الحكم: 162 مع عشرة الأكلة الأخيرة؛ الصن: 130). ثم تصير نقاطًا: في الصن تُقرّب إلى أقرب عشرة (الخمسة تُقرّب إلى الأعلى)، وتُضاعف وتُقسم على عشرة (26 في الجولة)؛ وفي الحكم تُقسم على عشرة والنصف أو أقل يُقرّب إلى الأسفل (16 في الجولة). وتُضاف المشاريع بالنقاط.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>على المشترين أن يكسبوا نقاطًا أكثر من الفريق الآخر (الأوراق والمشاريع والبلوت). عندها يسجّل كل فريق نقاطه؛ وإلا سجّل الفريق الآخر كل شيء، أوراق الفريقين ومشاريعهما. إذا دُبّل، تُحسب النقاط مرتين أو ثلاثًا أو أربعًا.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>العقد المدبّل الناجح يبقى مسجِّلًا للفريقين، لكلٍّ نقاطه مضاعفة: الفائز لا يأخذ كل شيء (القواعد السعودية كما تُنشر عادةً: «يكسب كل فريق … وإذا دُبّلت المزايدة الفائزة تُضاعف هذه النقاط»). القهوة وحدها تعطي فريقًا واحدًا اللعبة كلها.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>الأكلة الأخيرة تساوي {bonus} نقاط إضافية.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points} إذا كانت الورقة المكشوفة إكة)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot}: الفريق الذي يكسب كل الأكلات يسجّل {sun} في الصن و{hokum} في الحكم بدل أوراقه{ace}، مع مشاريعه.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>ترتيب الأوراق وواجبات اللعب: ضاع جدول مصدرنا، فنتبع القواعد السعودية المنشورة: في الحكم ولد 9 إكة 10 شايب بنت 8 7، وفي غيره إكة 10 شايب بنت ولد 9 8 7؛ اتبع النوع؛ وإلا فاقطع واعلُ على الحكم في الأكلة إلا إذا كانت لشريكك؛ إذا طُلب الحكم: اعلُ.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>الهدف: 152 كما تلعب أغلب الطاولات (مصدرنا يقول 128: خيار).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>الكبوت: 44، أو 88 مع إكة مكشوفة، كما يقول مصدرنا؛ والقواعد المنشورة تعطي 25 في الحكم (خيار).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>الأشكل: حسب القواعد المنشورة (الموزّع أو اللاعب الذي قبله، في الجولة الأولى)؛ مصدرنا يذكر اسمه فقط.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>في الصن تُقرّب النقاط إلى العشرات والخمسة إلى الأعلى؛ مصدرنا لا يقول في أي اتجاه تذهب الخمسة.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>الأرض</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>أكثر من النصف</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>أخذ الأكلة الأخيرة يساوي {bonus} نقاط إضافية (الأرض).</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>اللاعب الذي يأخذ كل الأكلات يحقق الكبوت: تُحتسب أوراقه {capot} بدلًا من {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>الفريق الذي يأخذ كل الأكلات يحقق الكبوت: تُحتسب أوراقه {capot} بدلًا من {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>الفوز بكل الأكلات لا يمنح مكافأة: للاعب ببساطة كل نقاط الأوراق الـ{total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>الفوز بكل الأكلات لا يمنح مكافأة: للفريق ببساطة كل نقاط الأوراق الـ{total}.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>يجمع كل لاعب نقاط أوراقه ومشاريعه (إن كانت تُحتسب) وبلوته. فإذا كان مجموع المشتري كافيًا سجّل كل لاعب مجموعه.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>يجمع كل فريق نقاط أوراقه ومشاريعه (إن كانت تُحتسب) وبلوته. فإذا كان مجموع المشترين كافيًا سجّل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>يجمع كل فريق نقاط أوراقه و{declarations} (إن كانت تُحتسب) و{name}. فإذا كان مجموع المشترين كافيًا سجّل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>يحتاج المشتري إلى نقاط مثل نقاط كل لاعب آخر على الأقل: التعادل يكفي.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>يحتاج المشترون إلى نقاط لا تقل عن نقاط الفريق الآخر: والتعادل يكفي.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>على المشتري تسجيل نقاط أكثر من كل لاعب آخر: التعادل فشل أيضًا.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>على الآخذين تسجيل نقاط أكثر من الفريق الآخر: التعادل فشل أيضًا.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>يحتاج المشتري إلى نقاط أكثر من كل لاعب آخر: عند التعادل يخسر العقد.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>يحتاج المشترون إلى نقاط أكثر من الفريق الآخر: وعند التعادل يخسرون.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>يحتاج المشتري إلى نقاط أكثر من كل لاعب آخر. وعند التعادل لا يسجّل شيئًا ولا يسجّل الآخرون إلا نقاطهم.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>يحتاج المشترون إلى نقاط أكثر من الفريق الآخر. عند التعادل لا يسجلون شيئًا ويسجل الفريق الآخر نقاطه الخاصة فقط.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>يحتاج المشتري إلى نقاط أكثر من كل لاعب آخر. وعند التعادل يقع التعليق: يسجّل الآخرون نقاطهم، وتبقى نقاط المشتري معلّقة؛ ويأخذها اللاعب الفائز بالتوزيعة التالية.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>يحتاج المشترون إلى نقاط أكثر من الفريق الآخر. وعند التعادل يقع التعليق: يسجّل المدافعون نقاطهم، وتبقى نقاط المشترين معلّقة؛ ويأخذها الفريق الفائز بالتوزيعة التالية.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>وإلا يفشل العقد: لا يسجل المشتري شيئًا (باستثناء بلوته إن كانت هذه اللعبة تحفظه له)، ولا يسجل الآخرون إلا نقاطهم.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>وإلا يفشل العقد: لا يسجل المشترون شيئًا (باستثناء البلوت الخاص بهم إن كانت هذه اللعبة تحفظه لهم)، ويسجل الفريق الآخر نقاطه الخاصة فقط.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>وإلا يفشل العقد: لا يسجل المشترون شيئًا (باستثناء {name} الخاص بهم إن كانت هذه اللعبة تحفظه لهم)، ويسجل الفريق الآخر نقاطه الخاصة فقط.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>وإلا خسر المشتري: لا يسجّل سوى بلوته، ويسجّل خصمه {total} وكل مشروع احتُسب (وبلوته)؛ و{capot} إن أخذ كل الأكلات.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>وإلا خسر المشترون: لا يسجّلون سوى بلوتهم، ويسجّل الفريق الآخر {total} وكل مشروع احتُسب (وبلوته)؛ و{capot} إن أخذ كل الأكلات.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>نقاط الأوراق</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>الأرض</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>مشاريعهم</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>بلوتهم</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>يحتسب المشترون {counted}. وينجح العقد حين يبلغ ذلك المزايدة ويتجاوز أيضًا نصف نقاط التوزيعة: فمزايدة {low} على لون حكم تحتاج إلى {half} من {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>يحسب المشترون {counted}. ينجح العقد عندما يبلغ ذلك المزايدة ويبلغ أيضًا نصف نقاط التوزيعة: مزايدة {low} بلون حكم تحتاج إلى {half} من {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>يحسب المشترون {counted}. ينجح العقد عندما يبلغ ذلك المزايدة: مزايدة {low} بلون حكم تحتاج إلى {half} من {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>عند النجاح: يسجّل المشترون نقاطهم زائد المزايدة؛ ويسجّل الفريق الآخر نقاطه.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>مزايدة الكبوت الناجحة تسجّل {made}، ويسجّل كل فريق مشاريعه؛ وإن فشلت سجّل الفريق الآخر {failed} وكل المشاريع. الدبل أو ردّ الدبل يضاعف الـ{made} والـ{failed}، لا المشاريع؛ ويُحتسب البلوت كما في أي عقد.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>بلوغ المزايدة بالضبط يكفي؛ ولا تعليق في هذه اللعبة.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>يمكن للفريق الذي ضوعف عقده أن يردّ بردّ الدبل: تُحسب نتيجة العقد {times} مرات، وتنتهي المزايدة فورًا.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>الدبل يضاعف نتيجة الفريق الذي يربح العقد، لكنه لا يضاعف البلوت أبدًا: عند النجاح يسجّل المشترون (نقاط الأوراق + المشاريع + المزايدة) × 2 + البلوت (مع ردّ الدبل: × {times})، ويسجّل الفريق الآخر نقاطه؛ وعند الفشل يسجّل المدافعون ({base} + المزايدة) × 2 (مع ردّ الدبل: × {times})، زائد كل المشاريع وبلوتهم.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>عند الفشل: لا يسجّل المشترون إلا بلوتهم. ويسجّل الفريق الآخر {base} زائد المزايدة، وكلاهما يُضاعَف بالدبل أو بردّ الدبل، زائد كل المشاريع وبلوته.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>عند الفشل: لا يسجّل المشترون إلا بلوتهم. ويسجّل الفريق الآخر {base} زائد المزايدة (مضاعفةً بالدبل أو بردّ الدبل)، زائد كل المشاريع وبلوته.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>خاسر: لا يسجّل المشترون إلا بلوتهم. ويسجّل الفريق الآخر {base} (دون إضافة المزايدة)، مع كل المشاريع وبلوته.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>الفريق الذي يأخذ كل الأكلات دون أن يزايد بكبوت يحتسب {points} نقطة للأوراق.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>اللاعب الذي لا يأخذ أي أكلة يخسر مشاريعه، ولا تذهب لأحد، ولا حتى للاعب يأخذ كل النقاط؛ ويبقى بلوته محسوبًا.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه، ولا تذهب لأحد، ولا حتى لفريق يأخذ كل النقاط؛ ويبقى بلوته محسوبًا.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>يحتفظ اللاعب بمشاريعه حتى إن لم يأخذ أي أكلة.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>يحتفظ الفريق بمشاريعه حتى إن لم يأخذ أي أكلة.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>الكونتريه الخاصة بالاتحاد الفرنسي كما نقرأ قواعده؛ وتختلف عن الكوانش في: {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>تُجمع النتائج توزيعة بعد توزيعة؛ وتنتهي اللعبة عندما يصبح للاعب أكثر من {target} نقطة: بلوغ {target} تمامًا لا يكفي.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>تُجمع النتائج توزيعة بعد توزيعة؛ وتنتهي اللعبة عندما يصبح لفريق أكثر من {target} نقطة: بلوغ {target} تمامًا لا يكفي.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>تُجمع النقاط توزيعةً بعد توزيعة؛ وتنتهي اللعبة حين يبلغ أحد اللاعبين {target} نقطة.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>تُجمع النقاط توزيعةً بعد توزيعة؛ وتنتهي اللعبة حين يبلغ أحد الفريقين {target} نقطة.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>إذا تجاوز لاعبان {target} في التوزيعة نفسها، انتهت اللعبة بالتعادل.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>إذا تجاوز الفريقان {target} في التوزيعة نفسها، انتهت اللعبة بالتعادل.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>إذا تجاوز لاعبان {target} في التوزيعة نفسها، فاز صاحب النتيجة الأعلى؛ وعند التساوي فهو تعادل.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>إذا تجاوز الفريقان {target} في التوزيعة نفسها، فاز صاحب النتيجة الأعلى؛ وعند التساوي فهو تعادل.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>إذا تجاوز لاعبان {target} في التوزيعة نفسها، فاز صاحب النتيجة الأعلى؛ وعند التساوي يفوز اللاعب الذي كسب آخر توزيعة.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>إذا تجاوز الفريقان {target} في التوزيعة نفسها، فاز صاحب النتيجة الأعلى؛ وعند التساوي يفوز الفريق الذي كسب آخر توزيعة.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>النقاط المعلّقة بعد التعليق تذهب إلى اللاعب الذي يفوز بالتوزيعة التالية التي تُلعب.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>النقاط المعلّقة بعد التعليق تذهب إلى الفريق الذي يفوز بالتوزيعة التالية التي تُلعب.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>ينجح العقد</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>المشترون لا شيء، والمدافعون نقاطهم</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>تعليق (النقاط تنتظر)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>يفوز الأعلى نتيجة</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>يفوز الأعلى نتيجة، ثم الفائز بآخر توزيعة</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>الخيارات المميّزة بـ ● تختلف عن القواعد القياسية لهذا النوع من اللعب.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>هذه هي القواعد القياسية لهذا النوع من اللعب؛ ويمكن تغيير الخيارات عند بدء لعبة جديدة.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>الخيار</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>في هذه اللعبة</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>اختيارنا: الإعلان اختياري؛ وحين تكون الورقة في تركيبتين ولا تُحتسب إلا مرة واحدة، يختار اللاعب أي مجموعة يعلن، وتُعرض الأعلى قيمةً أولًا، ويعلن اللاعبون الآليون المجموعة التي تجلب لطرفهم أكثر أمام المشاريع المعلنة من قبل.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>اختيارنا: الإعلان اختياري.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>يُلعب البلوت بقواعد محلية كثيرة. وحيث تختلف كتب القواعد التي نتّبعها جعلنا المسألة خيارًا؛ وحيث لا تقول شيئًا اخترنا بأنفسنا. وهذا ما تفعله هذه اللعبة.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>مشترٍ بنقاط مساوية تمامًا لنقاط خصمه: بعض الكتب تقول إن العقد ينجح، وبعضها إن المشتري يخسر، وبعضها إن النقاط تُعلَّق (التعليق). هنا: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>المشترون بنقاط مساوية تمامًا لنقاط الفريق الآخر: بعض الكتب تقول إن العقد ينجح، وبعضها إن المشترين يخسرون، وبعضها إن النقاط تُعلَّق (التعليق). هنا: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>فشل: الآخذون لا يسجّلون شيئًا</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>غياب اللون المطلوب والأكلة لشريك: معظم الكتب تُعفيك من القطع، والقراءة الصارمة لا تفعل (لا شريك لأحد هنا، فلا ينطبق هذا الخيار أبدًا). هنا: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>البدء بالحكم والأكلة لشريك: عادةً يبقى عليك أن تلعب أعلى؛ وبعض الألعاب تُعفيك (لا شريك لأحد هنا، فلا ينطبق هذا الخيار أبدًا). هنا: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>غياب اللون المطلوب والأكلة لشريكك: معظم الكتب تُعفيك من القطع، والقراءة الصارمة لا تفعل. هنا: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>أنت مُعفى</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>عليك القطع</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>البدء بالحكم والأكلة لشريكك: عادةً يبقى عليك أن تلعب أعلى؛ وبعض الألعاب تُعفيك. هنا: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>عليك اللعب أعلى</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>بلوت لُعبت فيه البنت قبل الشايب: يُحتسب عادةً؛ وبعض الطاولات تشترط الشايب أولًا. هنا: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>{name} لُعبت فيه البنت قبل الشايب: يُحتسب عادةً؛ وبعض الطاولات تشترط الشايب أولًا. هنا: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>يجب أن يأتي الشايب أولًا</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>أي ترتيب يُحتسب</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>اختيارنا: بعد الدبل لا يزايد أحد (مصادرنا لا تذكر ذلك).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>تجاوز لاعبَين حدّ الفوز في التوزيعة نفسها: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>تجاوز الفريقين حدّ الفوز في التوزيعة نفسها: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>المشترون الخاسرون يحتفظون ببلوتهم في معظم الكتب؛ وعلى بعض الطاولات يذهب إلى المدافعين. هنا: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>المشترون الخاسرون يحتفظون بـ{name} في معظم الكتب؛ وعلى بعض الطاولات يذهب إلى المدافعين. هنا: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>يجب بلوغ الهدف في معظم الكتب، وتجاوزه على بعض الطاولات. هنا: {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>اللاعب الذي لا يأخذ أي أكلة يخسر مشاريعه (عدا البلوت)، كما تقول القواعد؛ وبعض الطاولات تتركها له. هنا: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه (ما عدا البلوت) كما تقول القواعد؛ وبعض الطاولات تتركها له. هنا: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>الفريق الذي لا يأخذ أي أكلة يخسر مشاريعه (ما عدا {name}) كما تقول القواعد؛ وبعض الطاولات تتركها له. هنا: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>اختيارنا: حين يخسر المشتري ويأخذ خصمه كل الأكلات، يسجّل الخصم قيمة الكبوت ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>اختيارنا: حين يخسر المشترون ويأخذ الفريق الآخر كل الأكلات، يسجّل قيمة الكبوت ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>بين التوزيعات تُجمع الأوراق وتُقَصّ بدلًا من خلطها، كما تقول القواعد التقليدية. هنا: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>تُخلط في كل توزيعة</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>تُجمع وتُقَصّ</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>البس نهائي: من قال بس لا يمكنه أن يزايد مرة أخرى في هذا التوزيع، وتدور المزايدة من دونه. عندما يقول كل الآخرين بس بعد مزايدة، تصبح تلك المزايدة هي العقد.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>اللاعب الذي قدّم أول مزايدة يبدأ الأكلة الأولى، أيًّا كان من ربح المزايدة.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>في الأكلة الأولى لا يسمع الآخرون إلا نوع المشروع وقيمته («سرا، 20»)؛ وتُعرض أوراقه عندما تنتهي الأكلة الأولى، قبل الثانية.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>في الأكلة الأولى لا يسمع الآخرون إلا نوع المشروع وقيمته («{meld}، 20»)؛ وتُعرض أوراقه عندما تنتهي الأكلة الأولى، قبل الثانية.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>ناجح: يسجّل كل فريق نقاطه (الأوراق، والأكلة الأخيرة، والمشاريع المحتسبة، وشايبه وبنته من الحكم). المزايدة نفسها لا تضيف شيئًا.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>خاسر: لا يسجّل المشترون شيئًا، ويأخذ الفريق الآخر كل نقاط التوزيع: كل نقاط الأوراق، وكل مشاريع الفريقين، وكذلك شايب وبنت الحكم للمشترين ما لم يقل خيارٌ غير ذلك.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>تصبح نقاط كل فريق في التوزيع نقاطَ لعبة بحذف رقمها الأخير: 157 نقطة تصبح 15، و82 تصبح 8. وتُحسب اللعبة بنقاط اللعبة.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>عندما يكون لدى الفريقين 15 في التوزيع نفسه، يسجّل صاحب الرقم الأخير الأعلى 16 بدلًا منها: 153 مقابل 151 تصبح 16 مقابل 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>في البيلوتا يُحدَّد الموزّع الأول بقطع الورق، ولكل لاعب لون؛ هذا الطقس لا يغيّر شيئًا في اللعب، لذا يختار البرنامج الموزّع الأول عشوائيًّا، ثم ينتقل التوزيع في كل مرة إلى اللاعب التالي.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>ضاع جدول المشاريع في مصدرنا: القيم هي قيم القواعد القبرصية المنشورة (ثلاث أوراق متتالية 20، وأربع 50، وخمس أو أكثر 100؛ أربعة شباب 200، وأربع تسعات 150، وأربعة إكك أو شياب أو بنات أو عشرات 100؛ والتسلسل بالترتيب 7 8 9 10 J Q K A).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>لا يقول مصدرنا شيئًا عن الدبل ولا عن المزايدة بالكبوت ولا عن أعلى مزايدة: لا دبل في هذه اللعبة ولا مزايدة بالكبوت، والمزايدات تصل إلى {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>«أول من زايد يبدأ»: تقول القواعد القبرصية إن من زايد أولًا يلعب أولًا؛ ونفهمها على أنها أول لاعب قدّم مزايدة (وهناك خيار يجعل اللاعب بعد الموزّع يبدأ بدلًا منه).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>في كل توزيعة يسمّي لاعب لون الحكم، وعلى فريقه بعدها أن يجمع أكثر من نصف النقاط: نقاط الأوراق والأكلة الأخيرة والمتتاليات ({twenty} أو {fifty}) و{bella}. لعبة كيب بريتون، تُلعب باتجاه عقارب الساعة.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>لا تُقلب أي ورقة. بالنظر إلى أوراقه الـ{hand} الأولى فقط (تبقى أوراقه الاحتياطية مقلوبة)، يسمّي كل لاعب بدوره، بدءًا من يسار الموزّع، لون حكم، أيًّا من الأربعة، أو يمرّر؛ ويتكلم كل واحد مرة واحدة. أول من يسمّي يحدد الحكم: هو المُسمّي، ويلعب شريكه معه.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>إذا مرّر اللاعبون الثلاثة الأوائل، فعلى الموزّع أن يسمّي حكمًا: لا يمكنه التمرير، لذلك لا تُلغى أي توزيعة.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>بعد تسمية الحكم يلتقط كل لاعب أوراقه الاحتياطية، ويبدأ اللاعب الذي على يسار الموزّع الأكلة الأولى.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>لا تُلعب المتتاليات في هذه اللعبة (يمكن تفعيلها من الخيارات). والبيلا تُحتسب دائمًا.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>المتتاليات أوراق متتابعة من لون واحد، بالترتيب {order} مهما كان الحكم. يعلن اللاعب متتالياته خلال الأكلة الأولى قبل أن يلعب ورقته الأولى؛ وتُعرض أفضلها قبل الأكلة الثانية.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} أوراق متتالية</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} أوراق متتالية أو أكثر</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>متتالية</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>المتتالية من سبع أوراق أو أكثر تُحتسب متتاليتين: سبع أوراق خمسون وعشرون، وثمانٍ أو تسع خمسونان (خيار؛ مصدرنا لا يذكر ذلك).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>المتتالية من سبع أو ثماني أو تسع أوراق خمسون واحدة (مصدرنا لا يذكر ذلك؛ وبعض الطاولات تحسبها متتاليتين، خيار).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>لا توجد أربع أوراق متماثلة في التارابيش، والورقة تُحتسب في متتالية واحدة فقط.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>الإعلان اختياري: إذا لعبت ورقتك الأولى دون إعلان، تضيع متتالياتك.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>العشرين تغلب الخمسين (كما تقول بعض القواعد المكتوبة، وهي خيار هنا)؛</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>الخمسين تغلب العشرين؛</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>لا يسجل إلا اللاعب الذي يملك أفضل متتالية، وعندها يسجل كل متتالياته؛ ولا تُحتسب متتاليات شريكه ولا الفريق الآخر. تُحدَّد الأفضل بحسب:</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>بين متتاليتين من النوع نفسه، الورقة العليا الأعلى؛</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>متتاليات متساوية: تفوز متتالية الحكم؛ وإن لم تكن أيٌّ منها من الحكم تُلغى ولا يسجل أحد متتاليات في تلك التوزيعة.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>لا تُحتسب {bella} في هذه اللعبة.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>اللاعب الذي يملك الشايب والبنت من الحكم يقول «{bella}» عندما يلعب ثانيهما: {points} نقطة لفريقه، أيًّا كان من يسجل المتتاليات.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>{bella} المُسمّي تذهب إلى الفريق الآخر عندما يكون بيت، ولا تُحتسب لأحد في نصف البيت.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>يضيف الفريق الذي يكسب كل الأكلات {bonus} نقطة.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>لا يمنح كسب كل الأكلات أي مكافأة في التارابيش: الأوراق والأكلة الأخيرة هي كل النقاط أصلًا.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>يجمع كل فريق نقاط أوراقه (مع الأكلة الأخيرة) ومتتالياته و{bella}. إذا كان لدى فريق المُسمّي أكثر من نصف نقاط الفريقين معًا، يسجل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>النصف تمامًا هو {half}: يسجل الفريق الآخر نقاطه ولا يسجل فريق المُسمّي شيئًا.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>النصف تمامًا يكفي: يسجل كل فريق مجموعه.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>النصف تمامًا يُفشل العقد، كأن فريق المُسمّي جمع أقل.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>أقل من النصف: لا يسجل فريق المُسمّي شيئًا ويسجل الفريق الآخر نقاطه.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>أقل من النصف هو {bate}: يسجل الفريق الآخر كل نقاط التوزيعة، {total} من الأوراق والأكلة الأخيرة، وكل متتالية احتُسبت وكل {bella}؛ ولا يسجل فريق المُسمّي شيئًا.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>تقول بعض القواعد المكتوبة إن العشرين أعلى من الخمسين؛ وأغلب القواعد المنشورة للتارابيش تجعل الخمسين أعلى كما تدل قيمتها. نتبعها؛ والقراءة الأخرى هي الخيار «العشرين تغلب الخمسين».</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>تجعل بعض القواعد المكتوبة الموزّع يبدأ باللاعب الذي على يمينه ثم باتجاه عقارب الساعة؛ وأغلب القواعد المنشورة، واللعب نفسه، تبدأ من يسار الموزّع. نبدأ من اليسار؛ واللعبة هي نفسها في الحالتين.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>تتبع المتتاليات وقيمها (عشرين لثلاث أوراق، وخمسين لأربع أو أكثر، ولا أربع متماثلة) القواعد المنشورة للتارابيش.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>لا يمكن أن يقع خطأ في اللعب (ورقة تمنعها القواعد) هنا: يرفضه البرنامج ويشرح السبب، فلا تُطبَّق أبدًا العقوبة المعتادة (كل النقاط للفريق الآخر).</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>في كل توزيعة يقول أحد الفريقين «{i_play}» لحكم، وعليه أن يسجّل نقاطًا أكثر من الفريق الآخر وإلا فهو {set}؛ تأتي النقاط من الأوراق المأكولة والأكلة الأخيرة والمشاريع (أفضلها يمنح فريقه كل مشاريعه) والـ{bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>في كلابر الأولاد الأربعة هم الـ{mule} (200)، وأي أربعة أخرى من نوع واحد مية، والتسلسل من ثلاث أوراق {dad}، ومن أربع خمسين، ومن خمس مية. تسير التسلسلات بالترتيب A K Q J 10 9. أفضل مشروع هو الأعلى قيمة؛ وبين التسلسلات المتساوية الأعلى أوراقًا، ثم الذي في الحكم؛ وإن بقيت متساوية لا يسجّل أحد المشاريع.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>في كلابر يكون فريق العقد عندئذ {set}: لا يُسجَّل له شيء في ورقة النتائج، ولا حتى الـبِل.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>الموزّع الأول: في كلابر توزَّع الأوراق مكشوفة حتى يظهر ولد، ومن يأخذه يوزّع أولًا. هذا يختار مقعدًا فقط، لذلك يختار البرنامج هنا الموزّع الأول عشوائيًا.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>قول «{i_play}» أو تسمية نقش لا تملك منه ورقة مخالفة، تعاقب عليها الكتب بـ162 نقطة والمشاريع للفريق الآخر. هنا ترفض اللعبة هذا النداء (والتلميح يقول لماذا)، فلا يمكن أن تقع المخالفة؛ ومصدرنا يطبّق ذلك على قبول النقش المكشوف أيضًا.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>عند لعب الحكم: مصدرنا يقول فقط اتبع النقش؛ وكما في بقية العائلة عليك أن تلعب حكمًا أعلى إن استطعت (خيار).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>الفوز بكل الأكلات لا يمنح مكافأة في كلابر: الكتب لا تعطي شيئًا.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>عندما يمرّر الجميع مرتين تُخلط الأوراق ويوزّع الموزّع نفسه من جديد.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>في كل توزيعة يختار أحد اللاعبَين لون الحكم، وعليه بعد ذلك أن يجمع نقاطًا أكثر من الآخر: أكثر من {half} من {total}. تُلعب الأوراق في أكلات، وتأتي النقاط من الأوراق المربوحة.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>في كل توزيعة يختار أحد اللاعبَين لون الحكم، وعليه بعد ذلك أن يجمع من النقاط ما لا يقل عن الآخر. تُلعب الأوراق في أكلات، وتأتي النقاط من الأوراق المربوحة.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>تلعب من يدك أو من أوراقك المكشوفة على الطاولة كما تشاء؛ والواجبات أدناه تشمل الاثنين.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>ليس في يدك أوراق: تلعب فقط الأوراق المكشوفة من تشكيلتك، والواجبات أدناه لا تشمل سواها.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>حين تُلعب ورقة مكشوفة، تُقلب الورقة المقلوبة التي كانت تغطيها بعد انتهاء الأكلة؛ ويجوز لعبها ابتداءً من الأكلة التالية.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>حين تُلعب ورقة مكشوفة، تُقلب الورقة المقلوبة التي كانت تغطيها فورًا؛ ويجوز لصاحبها لعبها في دوره التالي.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>لا يحق لأحد أن ينظر إلى ورقة مقلوبة قبل أن تُقلب، ولا لصاحبها.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>الورقة المقلوبة التي لُعبت الورقة التي تغطيها تُقلب بعد الأكلة (Belote Découverte، كما تُكتب قواعدها عادةً) أو فورًا (البلوت لاثنين بأوراق مكشوفة). هنا: {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote Découverte: قواعدها المكتوبة لا تحدد نتيجة الفوز؛ نلعب حتى {target} كما في اللعبة الكلاسيكية (خيار).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote Découverte: لا إعلانات ولا بلوت كما يقول المصدر؛ والكبوت يُحسب 252 كما في اللعبة الكلاسيكية.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>بعد أول {count} أوراق، بدءًا من {side} الموزع، يمرر كل لاعب بدوره أو يعلن عقدًا. قد تدور المزايدة عدة مرات.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>العقود من الأدنى: {order}. في عقد النوع يكون ذلك النوع حكمًا؛ في بلا حكم لا حكم؛ في الكل حكم يُلعب كل نوع كالحكم.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>يجب أن يسمّي كل إعلان عقدًا أعلى من الحالي، أيًا كان صاحبه.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>يجب أن يسمّي كل إعلان عقدًا أعلى من الحالي، أيًا كان صاحبه، والشريك أيضًا.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>يمكن لمن مرر أن يعلن لاحقًا عندما يعود دوره.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>التمرير نهائي: من مرر لا يمكنه بعد ذلك إلا التمرير.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>يمكن للاعب أن يضاعف ({contra}) الإعلان الحالي لأي لاعب آخر، لا إعلانه هو. عندها يلتزم المعلن والمضاعِف، وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>يمكن للاعب أن يضاعف ({contra}) الإعلان الحالي فقط إن كان لخصم، لا لفريقه. عندها يلتزم الفريقان وتُحسب النقاط مضاعفة.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>قد يتبع ذلك إعلان أعلى: يمكن للاعب الذي يخشى المضاعفة أن يعلن عقدًا آخر، ويبقى الإعلان الجديد بلا مضاعفة.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>قد يتبعه إعلان أعلى: الفريق الذي يخشى المضاعفة يمكنه إعلان عقد آخر يكون بلا مضاعفة.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>بعد المضاعفة لا يمكن لأحد أن يعلن.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>لا مضاعفة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>يمكن للاعب المضاعَف أن يعيد المضاعفة ({recontra}): تُحسب النقاط {times} مرات.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>يمكن للفريق المضاعَف أن يعيد المضاعفة ({recontra}): تُحسب النقاط {times} مرات.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>لا إعادة مضاعفة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>بعد إعادة المضاعفة يمكن للفريق المضاعِف أن يرد «{word}»: اللعبة كلها معلقة على التوزيعة وتنتهي المزايدة.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>بعد إعلان أو مضاعفة أو إعادة مضاعفة، تنهي {count} تمريرات متتالية المزايدة: آخر إعلان هو العقد، واللاعب الذي أعلنه ملتزم به.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>بعد إعلان أو مضاعفة أو إعادة مضاعفة، تنهي {count} تمريرات متتالية المزايدة: آخر إعلان هو العقد، والفريق الذي أعلنه ملتزم به.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>الكل حكم مع إعادة المضاعفة ينهيها فورًا: لا يمكن قول شيء أعلى.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>ثم يحصل كل لاعب على {count} أوراق إضافية، ويبدأ اللاعب على {side} الموزع.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>إذا مرر اللاعبون الـ{count} جميعًا دون إعلان، تُجمع الأوراق ولا يسجل أحد ويوزع اللاعب التالي.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>هنا لا يجوز للموزّع أن يمرّر بعد جميع الآخرين: عليه أن يعلن عقدًا، إلا إذا كانت أوراقه الـ{count} بقيمة {points} نقاط أو أقل (الإكة 11، العشرة 10، الشايب 4، البنت 3، الولد 2)؛ وعندها يلغي تمريره التوزيعة (قاعدة يصفها اللاعبون البلغار بالنادرة، خيار).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>في هذه اللعبة لا يُحسب البلوت إلا إذا لُعبت أولى الورقتين، الشايب أو البنت، عند بدء الأكلة أو للقطع على نوع آخر أو اتباعًا لبدء الشريك.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>إعلان البلوت ليس إلزاميًا (القاعدة البلغارية): الطرف الذي يخسر التوزيعة يكتمه، ولا يسجّله أحد؛ والطرف الذي ينجح في عقده أو يتعادل يعلنه (خيار: وإلا يأخذه الفائزون).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>لا يمكن أن تنتهي اللعبة بتوزيعة رُبحت بـ{valat} (كل الأكلات): تُلعب توزيعة أخرى.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik}: الفريق الملتزم الذي لا يربح التوزيعة، والفريق الذي لم يأخذ أي أكلة، يخسران {points} نقاط مباراة (مرة في التوزيعة).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>مفعّل</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>يتبع البلوت البلغاري القواعد كما يدوّنها اللاعبون البلغار عادةً؛ وحيث تختلف النصوص المكتوبة نتبع القاعدة الشائعة ونجعل الأخرى خيارًا.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>تُعلن المشاريع في الأكلة الأولى (بعض القواعد المكتوبة تقول الأكلتين الأوليين). المتتاليات من ست إلى ثماني أوراق تساوي 100 مثل الخمس (بعض القواعد المكتوبة تقف عند خمس).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>عند لعب الحكم: بعض القواعد المكتوبة تعفي اللاعب من الرفع حين يمسك شريكه الأكلة، وغيرها لا يذكر ذلك؛ ونحن نعفيه.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>يُحسب البلوت عند أولى ورقتي الشايب والبنت؛ بعض الطاولات لا تحسبه إلا عند البدء أو القطع أو اتباع الشريك. هنا: {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>في بعض الطاولات فقط يمكن أن تُحسب الورقة في مشروعين. هنا: {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>الكيرتيك يُلعب في بعض مناطق بلغاريا فقط؛ نقرؤه كما يُكتب عادةً (عقوبة لفريق ملتزم لا يربح، أو لفريق بلا أي أكلة). هنا: {value} نقاط مباراة.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>بعض الطاولات تلعب مستوى ثالثًا من المضاعفة يراهن باللعبة كلها. هنا: {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>التعادل: تبقى نقاط المعلنين معلقة لفائز التوزيعة التالية ومعها بلوتهم (قراءتنا). وإذا مرر الجميع تُجمع الأوراق (لا يُلزم الموزع بالإعلان، وهي قاعدة يصفها اللاعبون البلغار بالنادرة).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>القراءات البلغارية الشائعة، كلٌّ منها والأخرى خيار: السلسلة الأطول تغلب الأقصر؛ مشاريع الفريق الذي لا يأخذ أكلة لا تذهب لأحد؛ العقد المضاعَف مع تساوي النقاط يعلّق كل النقاط؛ النقاط المعلقة تنتظر بعد تعادل جديد؛ التعادل على الحد يحفظ نقاط مباراة التوزيعة؛ الطرف الخاسر يكتم بلوته؛ إلزام الموزّع بالإعلان. هنا على الموزّع أن يعلن: {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>يلعب كل لاعب وحده (قواعد البلوت التي نتبعها: «كل لاعب يلعب لنفسه»). لا شريك لأحد، لذا لا تنطبق أبدًا القواعد التي تعفيك حين يمسك شريكك باللمّة، ويمكن لأي لاعب آخر أن يضاعف أعلى طلب، ولا يضاعفه مرة ثانية إلا صاحبه. ينتهي الشراء حين يمرّر كل اللاعبين الآخرين بعد طلب، وتُلغى الجولة حين يمرّر الجميع.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>على المشتري أن يجمع أكثر من كل واحد من الآخرين (القواعد التي نتبعها: «على اللاعب الذي اشترى أن يجمع نقاطًا أكثر»)؛ وإن تساوى مع أفضلهم تبقى نقاطه معلّقة للفائز بالجولة التالية (نقاط معلّقة، كما في لعبة الأربعة).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>يحتفظ كل منهم بنقاطه، وتُقسم نقاط المشتري (الأوراق والمشاريع والبلوت الخاص به) بينهم بالتساوي، وتذهب النقطة الفردية إلى أول لاعب بعد المشتري</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>يحتفظ كل منهم بنقاطه؛ وتضيع نقاط المشتري</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>العقد الخاسر: لا تقول القواعد التي نتبعها إلا أن «كل النقاط تذهب إلى الخصم»، ولا تقول كيف مع خصمين. اختيارنا، وهو خيار قابل للتغيير: {value}. العقد المضاعف يفوز به من يجمع أكثر النقاط فيأخذ كل شيء، كما في لعبة الأربعة. وإذا تعادل الآخران في أكثر النقاط، فلا تقول القواعد التي نتبعها من يفوز؛ هنا يتقاسمان كل شيء بالتساوي، ويُضاعَف كل نصف ويُقرَّب إلى نقاط مباراة مثل أي نتيجة.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>مع لاعبَين لا توزَّع {count} أوراق أبدًا ولا يجوز لأحد أن ينظر إليها (القواعد التي نتبعها). نقاط الجولة هي نقاط الأوراق التي تُلعب، لذا تساوي الجولة أقل من 162 ولا تساوي دائمًا القدر نفسه؛ وتُقرَّب نقاط المباراة منها كالمعتاد. تجمع الجولة التالية كل الأوراق، بما فيها غير المستعملة.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>الأوراق المكشوفة (القواعد التي نتبعها): يمكنك لعب أي ورقة من يدك أو أي ورقة مكشوفة من طاولتك؛ والورقة التي تحت ورقة لُعبت تنقلب {when} ويمكن لعبها من ذلك الحين.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>تتكوّن المشاريع من أوراق يدك وأوراقك المكشوفة على الطاولة، ويُحتسب للبلوت شايب أو بنت مقلوبان لأنهما ينكشفان قبل أن يُلعبا (القواعد التي نتبعها). هنا: {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>أوراق الطاولة تُحتسب</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>اليد وحدها تُحتسب</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>حين يمرّر الجميع، تقضي القواعد التي نتبعها بأن يخلط اللاعب التالي الأوراق ويوزّعها؛ هنا يوزّع اللاعب التالي، وتُجمع الأوراق وتُقطع كما بعد كل جولة.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>قواعد اللعبة</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>الصفحات</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>نص القواعد</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>هذه اللعبة</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>المصطلحات</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>رابط: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>الكل بس</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>لم يشترِ أحد: أُعيد توزيع الأوراق.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>تعادل: {points} نقطة معلّقة للفائز بالتوزيعة التالية</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>نجح العقد</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>فشل العقد</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>نقاط التعادل ({deals})، عُلِّقت ثم ربحها {winners} في التوزيعة {number}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>{points} نقطة معلّقة لم تذهب لأحد</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>معلّقة منذ التعادل ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>المُرحَّل</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>نتائج المباراة قبل هذه التوزيعة</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>South</source>
        <translation>الجنوب</translation>
    </message>
    <message>
        <source>East</source>
        <translation>الشرق</translation>
    </message>
    <message>
        <source>North</source>
        <translation>الشمال</translation>
    </message>
    <message>
        <source>West</source>
        <translation>الغرب</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>اللاعب {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>فورية (بلا حركة)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>كلاسيكي (أحمر وأسود)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>أربعة ألوان</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدئ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>محترف</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>أحمر</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>بني</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>رمادي</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>سرعة الحركة</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>حروف زوايا الأوراق بلغتك (R وD وV بالفرنسية)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>حروف الأوراق</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>ظهر الأوراق</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>رتّب أوراقي حسب النوع والقوة (وإلا فبترتيب التوزيع)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>ترتيب اليد</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>العب ورقتي تلقائيًا حين تكون الوحيدة التي يمكنني لعبها</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>اللعب التلقائي</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>الإعلان التلقائي: تُعلَن مشاريعي حين ألعب ورقتي الأولى</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>الإعلان</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>المؤثرات الصوتية</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>لاعبو الحاسوب</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>الطاولة كما اخترتها</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>ال&amp;لون</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;وجوه الأوراق</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>تصم&amp;يم الأوراق</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>صغيرة</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>كبيرة</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;حجم الأوراق</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>تمييز الأوراق التي يمكنك لعبها وشرح القواعد أثناء اللعب</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>التلميحات</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>انقر الورقة مرتين للعبها</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>التأكيد</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>السماح بالتراجع عن حركة (يُحتسب في الإحصاءات)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>التراجع</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>عند تشغيل قارئ شاشة</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>دائمًا (واليد كقائمة أيضًا)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>قارئ الشاشة</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>كل ورقة عند لعبها</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>كل أكلة عند الفوز بها</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>النطق</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>مهلة بين ال&amp;حركات</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>التواريخ والأرقام بهذه اللغة: {date}، {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>الخصوم</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ملّي ثانية</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>الاحتفاظ باللعبة الجارية للتشغيل التالي</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>الحفظ التلقائي</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>بسيط</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>تقليدي</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>شبكي، أزرق</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>شبكي، أحمر</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>شبكي، أخضر</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>وردة، نبيذي</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>وردة، كحلي</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>جوخ وذهبي</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>صوت البرنامج حين لا يستطيع قارئ الشاشة النطق</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>استخدام صوت البرنامج دائمًا</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>عدم استخدام صوت البرنامج أبدًا</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>صوت البرنامج</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>غير متاح: لم يُعثر على محرّك نطق في هذا الحاسوب</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>ينتظره اللاعبون مع قارئ الشاشة</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>ينتظره اللاعبون دائمًا</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>لا ينتظره اللاعبون أبدًا</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>انتظار الصوت</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> كلمة في الدقيقة</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>سرعة النطق</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>ورقة النتائج وحديث الطاولة (F9)</translation>
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
        <translation>لا توجد لعبة على الطاولة.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>الأكلة: {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>لا ورقة في هذه الأكلة بعد. {player} فاز بالأكلة السابقة.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>لم تُلعب أي ورقة بعد.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>النتيجة: نحن {us}، هم {them}، اللعب حتى {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>النتيجة: {scores}، اللعب حتى {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>نقاط الأوراق في هذا التوزيع: نحن {us}، هم {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>نقاط الأوراق في هذا التوزيع: {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>العقد: {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>لا عقد بعد.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>الورقة المكشوفة: {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>ليس معك أوراق.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>أوراقك (%n): {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>أعلن {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>ليس لديه {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player} {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>أوراق {player} المكشوفة: {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>لم يُظهر أحد شيئًا بعد.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>لم يُقل شيء بعد.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>تفوز بالأكلة الأخيرة، النقاط: %n.</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>تفوز بالأكلة، النقاط: %n.</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player} يفوز بالأكلة الأخيرة، النقاط: %n.</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player} يفوز بالأكلة، النقاط: %n.</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>يتحدث البرنامج بصوته الخاص. V: صوت قارئ الشاشة بدلًا منه.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>صوت البرنامج الخاص غير متاح ({why})؛ قارئ الشاشة هو الذي يتحدث.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>يتحدث البرنامج عبر قارئ الشاشة. V: صوت البرنامج الخاص بدلًا منه.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>متروكة دون إكمال</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}: {outcome}، {us} مقابل {them}، {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>ألعاب لُعبت حتى النهاية</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>الفوز</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>ألعاب فاز بها فريقك</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>إحصاءاتك</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;اللعبة:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>اللعبة المعروضة</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>ستظهر نتائجك هنا</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>مبارياتك عبر الزمن</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>التقدّم بالنقاط</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>كل عمود مباراة واحدة، الأقدم على اليسار، وتاريخها تحته: بكم نقطة أنهى فريقك متقدّمًا على الفريق الآخر (فوق 0) أو متأخرًا عنه (تحت 0)؛ والمباراة المتروكة دون إكمال كما كانت حينها. تُحفظ آخر 200 مباراة.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>كيف انتهت مبارياتك</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>مباريات</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>الأوراق نفسها: أنت ضد المحترف</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>التوزيعات المقارَنة، من الأقدم إلى الأحدث</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>النقاط التي تتأخر بها عن المحترف</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>كل عمود يعدّ المباريات: الفوز، والخسارة، والتعادل، أو المتروكة دون إكمال حين حلّت محلها لعبة جديدة.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>كل عمود توزيعة أعاد المحترف لعبها بأوراقك: فوق 0 سجّل أكثر منك، وتحت 0 كنت أنت الأفضل. والخط الذهبي تقييمك، أي المتوسط حتى الآن: كلما انخفض كان أفضل.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>كل الألعاب جنبًا إلى جنب</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>كل الألعاب معًا</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (لم تُلعب بعد)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> المتروكة دون إكمال: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>المباريات الملعوبة</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>الملعوبة حتى النهاية: فوز {won}، خسارة {lost}، تعادل {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> تُحتسب المباراة الجارية حين تنتهي.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>المباريات التي فاز بها فريقك من بين التي لُعبت حتى النهاية.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>التوزيعات الملعوبة</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>نسبة العقود التي نجح فيها فريقك من بين التي أخذها (لم يأخذ أي عقد بعد).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>العقود الناجحة</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>أفضل نتيجة في مباراة</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>أعلى نتيجة نهائية لفريقك في مباراة. أكبر عدد من الانتصارات المتتالية: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>اختر لعبة واحدة: لكل لعبة طريقتها في حساب النقاط.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>كيف تلعب مقابل المحترف بالأوراق نفسها. على طاولة بمستوى خبير أو محترف، اضغط «قارن بالمحترف» بعد التوزيعة لتُحتسب.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>نتيجة المحترف ناقص نتيجتك بالأوراق نفسها، لكل توزيعة، في المقارنات حتى الآن ({deals}). 0 أو أقل: لعبت بجودة المحترف.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>تقييم الأوراق نفسها</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>«كل الألعاب معًا» تحتسب أيضًا المباريات التي لُعبت بقواعدك الخاصة.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>لم تكن تُحفظ قبل هذا الإصدار</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>قواعدك الخاصة: مباريات {game} التي غيّرت خياراتها في «لعبة جديدة» ({rules}). تُحتسب هنا بمعزل عن القواعد المعتادة للعبة، لأن أهدافها ونتائجها لا تُقارن؛ والسطر في الأعلى يحتسب الاثنين.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>مبارياتك في {game} بقواعدك الخاصة تُحتسب على حدة، باسم «{custom}»: اخترها في الأعلى. هذه الأرقام للقواعد المعتادة فقط؛ والسطر في الأعلى يحتسب الاثنين.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>خياراتك، والأوراق</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>حين يزن «قارن بالمحترف» خياراتك، يُقسَم تفوّق المحترف هنا: ما كلّفتك خياراتك وما فعلته الأوراق.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>التوزيعات الموزونة: %n</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>من تفوّق المحترف، {choices} نقطة في كل توزيعة بسبب خياراتك، و{cards} بسبب الأوراق ({deals}). خياراتك: ما كلّفتك في المتوسط على الأوراق التي لم تستطع رؤيتها.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>من تفوّق المحترف، {choices} نقطة في كل توزيعة بسبب خياراتك؛ وأعادت لك الأوراق {back} ({deals}). خياراتك: ما كلّفتك في المتوسط على الأوراق التي لم تستطع رؤيتها.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>النقاط لكل توزيعة</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>نقاط المباراة لفريقك في كل توزيعة، محسوبة من المباريات التي تُكملها أو تتركها من الآن فصاعدًا.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>المباريات: %n</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>نقاط المباراة لفريقك في كل توزيعة، من المباريات منذ هذا الإصدار ({matches}؛ المباريات الأقدم لم تحفظ نتائجها).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>نقاط المباراة لفريقك في كل توزيعة ({matches}).</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>اختر لعبة واحدة لترى مبارياتها عبر الزمن: لكل لعبة طريقتها في حساب النقاط.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>لا مباريات هنا بعد: كل مباراة تُكملها أو تتركها من الآن فصاعدًا تظهر عمودًا واحدًا، مؤرَّخًا، بترتيب لعبها.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>لم تُحتسب أي مباراة لهذه اللعبة بعد: أكمل واحدة وشاهد هنا كيف انتهت.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>الخسارة</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>التعادل</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>، المتروكة دون إكمال: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>كل الألعاب: {games}، الفوز: {won} ({rate}){left}؛ {deals}؛ {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>العب توزيعة حتى نهايتها فتُحتسب هنا فورًا؛ والمباراة حين تنتهي أو حين تحلّ محلها لعبة جديدة: المباريات التي فزت بها وخسرتها، وتوزيعاتك، والعقود التي نجح فيها فريقك، مع رسم بياني لكل منها. وعلى طاولة بمستوى خبير أو محترف، يبيّن «قارن بالمحترف» بعد التوزيعة أيضًا مدى قربك من المحترف بالأوراق نفسها.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>نسبة الفوز %</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>الألعاب المكسوبة من الألعاب الملعوبة</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>الأوراق نفسها</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>تقييم الأوراق نفسها: في التوزيعات التي قارنتها على طاولة بمستوى خبير أو محترف، نتيجة المحترف ناقص نتيجتك، لكل توزيعة (0 أو أقل: لعبت بجودة المحترف)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>المتروكة</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>التوزيعات</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>التوزيعات الملعوبة (عدا التي مرّر فيها الجميع)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>نسبة النجاح %</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>العقود التي نجح فيها فريقك من بين التي أخذها</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>الكبوت</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>التراجعات</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>الحركات المسترجعة</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>الإحصاءات حسب اللعبة</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>كل الألعاب</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>التوزيعات: %n</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — قواعدك الخاصة</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules}، ومجموعات قواعد أخرى: {n}</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — قواعدك الخاصة ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>تُحتسب كل توزيعة حالما تُلعب أكلتها الأخيرة؛ والتوزيعة المتروكة قبل أكلتها الأخيرة لا تُحتسب في أي مكان. وتُحتسب المباراة حين تنتهي، أو كمتروكة دون إكمال حين تحلّ محلها لعبة جديدة. السطر في الأعلى يجمع كل الألعاب. انقر لعبة في الجدول لتراها في الأعلى؛ وانقر عنوان عمود للترتيب حسبه.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>كل توزيعة لُعبت حتى أكلتها الأخيرة، وتُحتسب حالما تنتهي؛ ولا تُحتسب التوزيعة الملغاة (حين لا يشتري أحد) ولا المتروكة قبل نهايتها.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>العقود التي أخذها فريقك: %n، ونجح منها: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>اختر لعبة واحدة لترى تقييم الأوراق نفسها فيها.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>لم تُقارَن أي توزيعة بعد. على طاولة بمستوى خبير أو محترف، يعيد «قارن بالمحترف» في نهاية التوزيعة لعب أوراقك كما كان المحترف سيلعبها.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>توزيعات أخذ فيها فريقك كل الأكلات.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>عدد مرات ضغطك على «تراجع».</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>الاقتراحات المطلوبة</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>عدد مرات طلبك اقتراحًا.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>المتروكة دون إكمال</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>مباريات حلّت محلها لعبة جديدة قبل نهايتها.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>المباريات الملعوبة: %n</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>الحركات المسترجعة: %n</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>لم تُحتسب أي لعبة بعد: أنهِ لعبة وستظهر هنا.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>أخطائي: {kept} محفوظة، {retired} متعلَّمة، {due} مستحقة اليوم.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>نوع الخطأ</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>محفوظة</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>متعلَّمة</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>مسائل الأوراق</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>محلولة</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} من {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind}: {kept} محفوظة، {retired} متعلَّمة.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>مسائل الأوراق في {game}: حُلّت {solved} من {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>تدريب</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>تعذّر حفظ اللعبة.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>تعذّرت قراءة بعض إعداداتك.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>تعذّرت قراءة بعض إحصاءاتك.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>تعذّرت استعادة اللعبة الجارية.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>تعذّرت قراءة مسائلك المحلولة.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>تعذّرت قراءة كل أخطائك للتدريب.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>تعذّر فتح اللعبة المحفوظة.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>سرعة الحركة</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>شكل الأوراق</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>حجم الأوراق</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>تصميم الأوراق</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>لون الطاولة</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>ترتيب اليد</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>عرض آخر لمّة</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>تلميحات القواعد</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>التراجع عن الحركات</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>تأكيد كل ورقة</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>لعب الورقة المسموحة الوحيدة تلقائيًا</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>الإعلان التلقائي للمشاريع</translation>
    </message>
    <message>
        <source>language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>مستوى شريكك</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>مستوى الخصمين</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>مهلة اللاعبين</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>آخر لعبة اخترتها</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>آخر خيارات قواعد اخترتها</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>الاحتفاظ باللعبة الجارية</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>السؤال قبل التخلي عن لعبة</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>شاشة الترحيب</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>حجم النافذة وموضعها</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>تخطيط النافذة</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (قواعدك الخاصة)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>رُفض الإذن</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>القرص للقراءة فقط</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>أبلغ القرص عن خطأ</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>مساره أطول مما يسمح به النظام</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>تُرك الملف كما هو: تُستخدم الإعدادات الافتراضية، ولن تُحفظ إعداداتك فوقه حتى تمكن قراءته من جديد.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>تُرك الملف كما هو: لن تُسجَّل أي إحصاءات فوقه حتى تمكن قراءته من جديد.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>تُرك الملف كما هو: لن تُحفظ اللعبة تلقائيًا حتى تمكن قراءته من جديد.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>تُرك الملف كما هو: لا تُعلَّم أي مسألة محلولة فوقه حتى تمكن قراءته من جديد.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>تُرك الملف كما هو: لا يُحفظ فيه أي خطأ حتى تمكن قراءته من جديد.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>تُرك الملف كما هو.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>كانت إحصاءات {items} مستحيلة (ألعاب فائزة أكثر من الملعوبة، أو أعداد كبيرة جدًا)، لذا استُبعدت.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>استُبعدت إحصاءات محفوظة باسم لا يطابق أي لعبة في هذا الإصدار: {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>كان ملف إعداداتك تالفًا، لذا تُستخدم الإعدادات الافتراضية. احتُفظ بالملف القديم باسم {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>كان ملف إحصاءاتك تالفًا، لذا تبدأ الإحصاءات من الصفر. احتُفظ بالملف القديم باسم {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>اللعبة الجارية تالفة، لذا لا يمكن استئنافها. احتُفظ بالملف باسم {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>كان ملف مسائلك المحلولة تالفًا، فلا مسألة معلَّمة محلولة الآن. حُفظ الملف القديم باسم {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>كان ملف أخطائك للتدريب تالفًا، لذا تبدأ القائمة من جديد. حُفظ الملف القديم باسم {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>الحفظ «{name}» تالف، لذا لا يمكن فتحه. احتُفظ بالملف باسم {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>الملف {path} تالف وتعذّر نقله جانبًا.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>تعذّرت قراءة الملف {path}{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>‏{path} ليس ملفًا عاديًا، لذا لم تتم قراءته.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>الحفظ «{name}» أُنشئ بإصدار أحدث من Belote Desktop. حدّث التطبيق لفتحه؛ الملف محفوظ كما هو.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>حُفظت اللعبة الجارية بإصدار أحدث من Belote Desktop. حدّث التطبيق لاستئنافها؛ احتُفظ بالملف باسم {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>كُتب الملف {path} بإصدار أحدث من Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>اللعبة المحفوظة من المرة السابقة تحوي توزيعة واحدة لا لعبة كاملة، لذا لا يمكن استئنافها. احتُفظ بالملف باسم {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>اللعبة المحفوظة من المرة السابقة تحوي توزيعة واحدة لا لعبة كاملة، لذا لا يمكن استئنافها.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>تطلب اللعبة الجارية قواعد لا يقدّمها Belote Desktop ‏({rules})، لذا لا يمكن استئنافها. احتُفظ بالملف باسم {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>تطلب اللعبة الجارية قواعد لا يقدّمها Belote Desktop ‏({rules})، لذا لا يمكن استئنافها.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>يطلب الحفظ «{name}» قواعد لا يقدّمها Belote Desktop ‏({rules})، لذا لم يُفتح. تُرك الملف كما هو.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>تعذّرت قراءة بعض إعداداتك فأُعيدت إلى قيمها الافتراضية: {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>تعذّرت قراءة بعض الإحصاءات فأُعيدت إلى الصفر، في: {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>تعذّر حفظ إعداداتك.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>تعذّر حفظ إحصاءاتك.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>تعذّر الاحتفاظ باللعبة الجارية.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>تعذّر حفظ مسائلك المحلولة.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>تعذّر حفظ أخطائك للتدريب.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>أخطاء للتدريب تعذّرت قراءتها وتُركت جانبًا: %n.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>احتُفظ بنسخة من الملف القديم باسم {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>الحفظ «{name}» لم يعد موجودًا.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>لم تُحفظ إعداداتك: تعذّرت قراءة الملف {path}، ولا يُكتب فوقه أبدًا.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>لم تُسجَّل الإحصاءات: تعذّرت قراءة الملف {path}، ولا يُكتب فوقه أبدًا.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>لا تُحفظ اللعبة تلقائيًا: تعذّرت قراءة الملف {path}، ولا يُكتب فوقه أبدًا.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>تعذّرت قراءة الملف {path}، ولا يُكتب فوقه أبدًا.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>تُحفظ ألعابك في المجلد {path}، لكن يوجد ملف في مكانه. انقل ذلك الملف وحاول مجددًا.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>حفظٌ باسم «{name}» أُنشئ بإصدار أحدث من Belote Desktop. احتُفظ به؛ اختر اسمًا آخر.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>تعذّرت كتابة {path}{reason}. الملف الذي كان هناك لم يتغيّر.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>أُنشئ بإصدار أحدث</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>تتعذّر قراءة الملف</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>ليس ملفًا عاديًا</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>قواعد لا تقدّمها اللعبة</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>الملف تالف</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>هذه هي الحركة التي كان سيختارها اللاعب الخبير هنا.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>الورقة ‎{card}‎ هي الوحيدة التي تسمح بها القواعد هنا.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>العب ‎{card}‎.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>الأكلة لشريكك: أعطه نقاطًا</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>الأكلة لشريكك: احتفظ بأوراق الحكم وارمِ ورقة صغيرة</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>الأكلة لشريكك: العب أصغر ورقة لديك</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>اقطع بالحكم لتأخذ الأكلة</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>الورقة ‎{card}‎ هي الورقة المسيطرة في {suit}</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>أنت آخر من يلعب: الورقة ‎{card}‎ تكفي لأخذ الأكلة</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>خذ الأكلة بالورقة ‎{card}‎</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>عليك القطع لكنك لن تربح الأكلة: العب أصغر ورقة حكم</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>احتفظ بأوراق الحكم: الأكلة خاسرة</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>الأكلة خاسرة: العب أصغر ورقة من {suit}</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>الأكلة خاسرة: العب ‎{card}‎</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>ارمِ أصغر ورقة لديك</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>الأكلة خاسرة: ارمِ ‎{card}‎</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>الورقة ‎{card}‎ هي أعلى حكم باقٍ: ابدأ بها لتسحب أوراق الحكم من الخصوم</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>ابدأ بالحكم لتسحب أوراق الحكم من الخصوم</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>العب لون شريكك</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>ابدأ بورقة صغيرة من {suit}: واحتفظ بأوراقك القوية لوقت لاحق</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>ابدأ بالورقة ‎{card}‎</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>أعلن مشاريعك الآن، قبل ورقتك الأولى</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>أعلن {melds}: يُحتسب إن كان مشروعك هو الأفضل</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>أعلن {melds}: يُحتسب إذا كان أعلى مشروع لفريقك</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>يد قوية في {suit}: الولد والتسعة من الحكم</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>قوي في {suit}: الولد (أوراق الحكم في يدك: {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>جيد في {suit}: التسعة (أوراق الحكم في يدك: {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>أوراق الحكم من {suit} في يدك: {count}، وآصات في الألوان الأخرى</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>أوراق الحكم من {suit} في يدك: {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>معك ‎{cards}‎ في حكمهم: يُرجَّح أن يخسروا</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>يدك كفيلة بإفشال عقدهم: دبّل</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>أنت واثق من عقدك: ردّ الدبل</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>يمكن ليدك أن تشتري {suit}، لكن التمرير هنا يساوي ذلك أو أكثر</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>الإعلان لشريكك: دعه يلعبه</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>يدك أضعف من أن تعلن أعلى</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>يدك أضعف من أن تعلن عقدًا</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>المزايدة لشريكك: دعه يلعبها</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>اليد أضعف من أن تزايد أعلى</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>اليد أضعف من أن تفتتح المزايدة</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>اليد ضعيفة في {suit}: لا ولد ولا تسعة في الحكم</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>أوراق {suit} لا تكفي للشراء</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>لا يوجد لون قوي بما يكفي لاختياره</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>إكاتك وعشراتك ({cards}) يُتوقع أن تكسب أكثر من النصف في الصن</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>يُتوقع أن يخسر شراؤهم: {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>يُتوقع أن ينجح فريقك: {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>صعود السلّم لا يفيد هنا</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>زايد بكبوت: يدك قادرة على أخذ كل الأكلات</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>صن: إكاتك وعشراتك (‎{cards}‎) تأخذ الأكلات في كل لون</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>حكم شامل: أولادك وتسعاتك (‎{cards}‎) أعلى الأوراق</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>ادعم لون شريكك {suit}: معك ‎{cards}‎</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>ادعم لون شريكك {suit}</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>عقدهم سيخسر في كل مرة تقريبًا: راهن باللعبة كلها على هذه التوزيعة</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>م</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>دور اللاعب</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}: أكلة واحدة</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team} – الأكلات: {n}</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>الورقة المكشوفة</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>مزايدة {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>أعلن {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>حكم {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>التوزيعة</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>الكل بس</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>المزايدة</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>الجولة {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>لا إعلان بعد</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>الإعلان الحالي</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>لا مزايدة بعد</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>أعلى مزايدة</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>المشتري: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>الحكم: {suit}</translation>
    </message>
    <message>
        <source>{value} {strain}</source>
        <translation>{value} {strain}</translation>
    </message>
    <message>
        <source>{contract}, coinched</source>
        <translation>{contract}، دبل</translation>
    </message>
    <message>
        <source>{contract}, surcoinched</source>
        <translation>{contract}، ردّ الدبل</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>الأكلة لك</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>الأكلة لـ{name}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>طاولة اللعب</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>لنا</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>لهم</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Belote</source>
        <comment>king and queen of trumps, the first of them played (French games)</comment>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <comment>king and queen of trumps, the second of them played (French games)</comment>
        <translation>ريبلوت</translation>
    </message>
    <message>
        <source>Belot</source>
        <comment>king and queen of trumps in Bulgarian Belot</comment>
        <translation>بيلوت</translation>
    </message>
    <message>
        <source>Bell</source>
        <comment>king and queen of trumps in Clabber</comment>
        <translation>بِل</translation>
    </message>
    <message>
        <source>Bella</source>
        <comment>king and queen of trumps in Tarabish</comment>
        <translation>بيلا</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <comment>king and queen of trumps in Pilotta (Cyprus, Greece)</comment>
        <translation>بيلوتا</translation>
    </message>
    <message>
        <source>Baloot</source>
        <comment>king and queen of trumps in Baloot (Saudi Arabia)</comment>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>Capot</source>
        <comment>one side wins every trick (French games)</comment>
        <translation>كبوت</translation>
    </message>
    <message>
        <source>Valat</source>
        <comment>one side wins every trick (Bulgarian Belot)</comment>
        <translation>فالات</translation>
    </message>
    <message>
        <source>Kaboot</source>
        <comment>one side wins every trick (Baloot)</comment>
        <translation>كبوت</translation>
    </message>
    <message>
        <source>Dedans</source>
        <comment>the takers failed their contract (French games)</comment>
        <translation>داخل</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>آخذ</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>نزاع</translation>
    </message>
    <message>
        <source>Coinche</source>
        <comment>double of the opponents&apos; bid in La Coinche</comment>
        <translation>دبل</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <comment>redouble in La Coinche</comment>
        <translation>ردّ الدبل</translation>
    </message>
    <message>
        <source>Contra</source>
        <comment>double in Bulgarian Belot and Bidding Belote</comment>
        <translation>كونترا</translation>
    </message>
    <message>
        <source>Re-contra</source>
        <comment>redouble in Bulgarian Belot and Bidding Belote</comment>
        <translation>ري-كونترا</translation>
    </message>
    <message>
        <source>Match</source>
        <comment>Bidding Belote: the call that stakes the whole game on one deal</comment>
        <translation>ماتش</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>Baloot: the no-trumps contract</comment>
        <translation>صن</translation>
    </message>
    <message>
        <source>Hokum</source>
        <comment>Baloot: the trump contract</comment>
        <translation>حكم</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <comment>Baloot: a call that asks the partner to play Sun</comment>
        <translation>أشكل</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <comment>Baloot: the last double, which decides the whole game</comment>
        <translation>قهوة</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>دبل</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>Baloot: the bidders answer a double (x3)</comment>
        <translation>ثري</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>Baloot: the defenders answer a three (x4)</comment>
        <translation>فور</translation>
    </message>
    <message>
        <source>Sira</source>
        <comment>Baloot project: three cards in sequence</comment>
        <translation>سرا</translation>
    </message>
    <message>
        <source>Fifty</source>
        <comment>a project or run worth fifty (Baloot, Tarabish)</comment>
        <translation>خمسين</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>مية</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>أربعمية</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>عشرين</translation>
    </message>
    <message>
        <source>Bate</source>
        <comment>Tarabish: the maker failed and the other side takes everything</comment>
        <translation>بيت</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <comment>Tarabish: the maker has exactly half: he scores nothing, the others their own</comment>
        <translation>نصف بيت</translation>
    </message>
    <message>
        <source>Mule</source>
        <comment>Clabber: the four jacks</comment>
        <translation>ميول</translation>
    </message>
    <message>
        <source>Set</source>
        <comment>Clabber: the contract side failed</comment>
        <translation>سِت</translation>
    </message>
    <message>
        <source>Dad</source>
        <comment>Clabber: a run of three cards</comment>
        <translation>داد</translation>
    </message>
    <message>
        <source>I play</source>
        <comment>Clabber: the call that accepts a trump and makes the caller&apos;s side the contract side</comment>
        <translation>ألعب</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>كيرتيك</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>سرا</translation>
    </message>
    <message>
        <source>Quarte</source>
        <comment>four cards in sequence</comment>
        <translation>خمسين</translation>
    </message>
    <message>
        <source>Quinte</source>
        <comment>five cards in sequence</comment>
        <translation>مية</translation>
    </message>
    <message>
        <source>Carré</source>
        <comment>four cards of one rank</comment>
        <translation>مربّع</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <comment>the last trick&apos;s bonus (French games)</comment>
        <translation>الأرض (Dix de der)</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>الإعلانات</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>التركيبات</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>المتتاليات</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <comment>two meld names in a list</comment>
        <translation>{first}، {second}</translation>
    </message>
    <message>
        <source>{hokum} {suit}</source>
        <comment>Baloot: Hokum and the trump suit&apos;s symbol</comment>
        <translation>{hokum} {suit}</translation>
    </message>
    <message>
        <source>{term} (first card)</source>
        <comment>a king+queen call on its first card</comment>
        <translation>{term} (الورقة الأولى)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term}!</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>ثلاث أوراق متتالية</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>أربع أوراق متتالية</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>خمس أوراق متتالية</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <comment>Pilotta: its meld of four cards of one rank</comment>
        <translation>أربع أوراق متشابهة</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>North and you</source>
        <translation>الشمال وأنت</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>الشرق والغرب</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>أهلًا بك في البلوت! تجلس في الجنوب، والشمال مقابلك هو شريكك. وزّع الشمال خمس أوراق على كل لاعب وكشف الورقة ‎{turned}‎. وقال الغرب بس. والآن اختر: اشترِ فيصبح الهاص حكمًا، أو قل بس. ومعك ‎{k}‎ و‎{q}‎ و‎{t}‎، والورقة ‎{turned}‎ ستأتيك، فاشترِ.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>يجوز أن تقول بس، لكن يدك قوية في الهاص: اشترِ الورقة المكشوفة.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>الهاص هو الحكم. تأخذ الورقة ‎{turned}‎ وورقتين أخريين، ويأخذ كلٌّ من الآخرين ثلاث أوراق. وعلى فريقك الآن أن يجمع نقاطًا لا تقل عن نقاط الشرق والغرب.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>أعلن الغرب سرا وبدأ بالورقة ‎{ace}‎. قبل ورقتك الأولى يمكنك إعلان مشاريعك. معك ‎{a}‎ و‎{k}‎ و‎{q}‎: ثلاث أوراق متتالية، أي سرا قيمتها 20. أعلنها.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>أعلن أولًا: إذا لعبت ورقة ضاع مشروعك.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>قيمة كلٍّ من المشروعين 20، لكن مشروعك ينتهي بالإكة ومشروع الغرب بالعشرة فقط: فمشروعك أعلى، ولا يسجّل المشاريع إلا فريقك.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>والآن العب في الأكلة. بدأت الأكلة بالديمن ومعك ديمن واحدة، ‎{card}‎: عليك أن تتبع اللون، ولو بورقة صغيرة.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>أخذ الغرب الأكلة الأولى بإكته، ويبدأ الآن بالورقة ‎{led}‎. ليس معك سبيت، فعليك أن تقطع بالحكم. العب ‎{king}‎: ولأن ‎{queen}‎ معك أيضًا تقول «بلوت».</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>أي ورقة حكم مسموحة هنا، لكن في هذا الدرس العب ‎{king}‎ لتعلن البلوت.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>بلوت! ورقة الحكم التي لعبتها تأخذ الأكلة: الحكم يغلب كل ورقة من لون آخر.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>أخذت الأكلة، فتبدأ أنت. ابدأ بالورقة ‎{queen}‎: تقول «ريبلوت» وتصبح نقاط البلوت العشرون لكم. والبدء بالحكم يسحب أوراق الحكم من الآخرين: فعلى كلٍّ منهم أن يلعب حكمًا أعلى إن استطاع.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>في هذا الدرس ابدأ بالورقة ‎{queen}‎.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>ريبلوت! كان على الشرق أن يعلو على بنتك، ففعل بالورقة ‎{jack}‎، أعلى ورقة حكم. لا بأس: لم يبقَ لدى الخصوم أي حكم.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>بدأ الشرق بالورقة ‎{king}‎ ولعب الشمال ‎{ace}‎: الأكلة لشريكك. ليس معك سبيت، لكن حين تكون الأكلة لشريكك لست مضطرًا إلى القطع. احتفظ بأوراق الحكم وارمِ ‎{queen}‎: نقاطها الثلاث تذهب إلى الشمال.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>هذا مسموح، لكن لا حاجة إليه: الأكلة للشمال أصلًا. ارمِ ‎{queen}‎.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>يبدأ الشمال بالورقة ‎{ace}‎. حين يُبدأ بالحكم عليك أن تلعب حكمًا أعلى إن استطعت، حتى فوق شريكك. تسعتك ‎{nine}‎ تغلب الإكة: العبها.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>لُعبت كل أوراق الحكم الأخرى، ولم يبقَ إلا عشرتك ‎{ten}‎. وإكتك ‎{ace}‎ أعلى ورقة شريا: ابدأ بها، فلا أحد يستطيع أن يعلو عليها.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>في هذا الدرس ابدأ بالورقة ‎{ace}‎.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>بعد خروج إكة الشريا وعشرتها، أصبح شايبك ‎{king}‎ أعلى ورقة شريا: ابدأ به.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>في هذا الدرس ابدأ بالورقة ‎{king}‎.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>الأكلة الأخيرة: العب عشرتك ‎{ten}‎. من يأخذ الأكلة الأخيرة يكسب 10 نقاط إضافية، وهي «الأرض».</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>العب ‎{card}‎.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>انتهت توزيعة التدريب.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>انتظر: لم ينتهِ اللاعبون الآخرون بعد.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>أحسنت.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>هذا مسموح، لكن هذا الدرس يطلب حركة أخرى.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>انتهت التوزيعة. وهكذا حُسبت النقاط:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>البلوت الكلاسيكي: الورقة المكشوفة، المشاريع، البلوت</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>لو جمع فريقك أقل من الشرق والغرب لخسرتم، ولسجّلوا النقاط كلها ({total}). هذه هي اللعبة كلها: توزيعة بعد توزيعة حتى يبلغ أحد الفريقين {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>أهلًا بك في الكوانش! لا تُكشف أي ورقة: كل لاعب يمسك أوراقه الثماني كلها والمزايدة بالنقاط. النداء رقم من 80 إلى 160 مع لون حكم (أو صن، أو حكم شامل): النقاط التي يتعهد فريقك بجمعها. قال الغرب بس. معك ‎{j}‎ و‎{n}‎، أقوى ورقتين في الحكم، و‎{k}‎ و‎{q}‎ (بلوت، 20 نقطة تُحسب للعقد) و‎{a}‎: نادِ 100 هاص.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>في هذا الدرس نادِ 100 هاص.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>يتعهد فريقك بجمع 100 نقطة والحكم هاص. ويجب أن يكون أي نداء بعده أعلى.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>قال الغرب «كوانش!»: يراهن على سقوطك، وصار العقد يُحسب مضاعفًا. إن نجحت سجّل فريقك نقاطه ومعها مرتين 100؛ وإن سقطت سجّل الشرق والغرب 160 ومعها مرتين 100. يمكنك أن تقول سوركوانش (أربعة أضعاف) فتنتهي المزايدة، أو أن تقول بس. في هذا الدرس قل بس: يُلعب العقد مضاعفًا.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>في هذا الدرس قل بس: يُلعب العقد مضاعفًا.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>لا يزايد أحد بعد الكوانش. العقد 100 هاص مضاعفًا، ويبدأ الغرب.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>أخذت الأكلة بعشرتك ‎{ten}‎. والآن اسحب الحكم: ابدأ بـ‎{jack}‎، أعلى ورقة حكم. فإذا لم يبقَ عند الآخرين حكم صارت إكاتك في أمان.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>في هذا الدرس ابدأ بـ‎{jack}‎.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>ابدأ بـ‎{queen}‎: ولأن ‎{king}‎ ما زال في يدك تقول «بلوت». وفي الكوانش تُحسب نقاط البلوت العشرون للعقد.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>بلوت! إكة الغرب تأخذ هذه الأكلة، لكن شايبك سيأخذ الأخيرة: ريبلوت.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>في الكوانش على المشترين أن يبلغوا نداءهم وأكثر من نصف النقاط. وقد نجحت: نقاطك ومعها النداء، مضاعفًا بالكوانش. جولة بعد جولة، أول فريق يبلغ {target} يفوز.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>الكوانش: المزايدة بالنقاط، الكوانش</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>أهلًا بك في البلوت البلغاري! معك خمس أوراق، وتأتيك ثلاث أخرى بعد المزايدة. كل نداء يجب أن يعلو ما قبله: شريا، ديمن، هاص، سبيت، بلا حكم، حكم شامل. نادى الغرب ديمن. ومعك ‎{j}‎ و‎{n}‎ و‎{k}‎، نادِ هاص: فهو أعلى من الديمن.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>في هذا الدرس نادِ هاص.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>يبقى الهاص ما لم ينادِ أحد أعلى؛ وثلاث مرات «بس» تنهي المزايدة. ثم يأخذ كل لاعب ثلاث أوراق أخرى.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>وصلت أوراقك الثلاث الجديدة. ‎{k}‎ و‎{q}‎ و‎{j}‎ سرا، 20 نقطة، والشايب والبنت والولد من الهاص سرا أخرى. تُعلن المشاريع في الأكلة الأولى قبل ورقتك: أعلنها.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>لا يسجّل متتالياته إلا الفريق صاحب أفضل متتالية، وبشرط أن يأخذ أكلة.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>بدأ الغرب بـ‎{ace}‎. ليس معك ديمن، فعليك أن تقطع بالحكم. العب ‎{queen}‎: ولأن ‎{king}‎ من الحكم معك أيضًا تعلن بيلوت، 20 نقطة.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>أي حكم مسموح هنا، لكن في هذا الدرس العب ‎{queen}‎ لتعلن البيلوت.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>بيلوت! حكمك يأخذ الأكلة.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>دورك في البدء: العب ‎{jack}‎، أعلى ورقة حكم، لتسحب حكم الخصوم.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>الأكلة الأخيرة: يأخذها ‎{king}‎ ومعها 10 نقاط. وتكون قد أخذت كل الأكلات: فالات.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>يُحسب البلوت البلغاري بنقاط المباراة: عُشر النقاط مقرّبًا (في عقد اللون يُقرّب الباقي فوق 6 إلى الأعلى)، والفالات يضيف 9. وعلى المنادين أن يجمعوا أكثر من الفريق الآخر، وإلا أخذ الفريق الآخر كل شيء. أول فريق يتجاوز {target} يفوز بالمباراة.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>البلوت البلغاري: مزايدة العقود، نقاط المباراة</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>أهلًا بك في البلوت! معك خمس أوراق، والورقة ‎{turned}‎ مكشوفة. في الدورة الأولى يمكنك أن تقول حكم، ويصير لون الورقة المكشوفة حكمًا، أو صن، بلا حكم، وهو يغلب أي حكم. قال الغرب بس. ومعك ‎{j}‎ و‎{n}‎، أقوى ورقتين في الحكم، قل حكم هاص: وتصير ‎{turned}‎ لك.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>في هذا الدرس قل حكم هاص: الولد والتسعة عندك هما أقوى الحكم.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>حكم هاص. ولا يزال للآخرين أن يقولوا صن فوقه.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>لم يقل أحد صن. ولأنك صاحب الحكم يمكنك أن تثبّته (بس) أو أن تقلبه صن بنفسك. قوتك في الحكم: قل بس وثبّت الحكم.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>في هذا الدرس قل بس: في الصن يصير ولدك وتسعتك من الهاص أوراقًا صغيرة.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>يبقى الحكم، إلا إذا صعد الآخرون سلّم الدبل.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>قال الشرق دبل: صارت الجولة تُحسب مرتين. هذا سلّم الدبل: يمكن لفريقك أن يرد بثري (ثلاث مرات)، وللشرق والغرب فور، ولفريقك قهوة، فتُحسم اللعبة كلها في هذه الجولة. قال شريكك بس؛ وأوراقك قوية: قل ثري.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>في هذا الدرس ردّ بثري.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>ثري! إن لم يقل الشرق والغرب فور، تُحسب الجولة ثلاث مرات.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>أخذت ‎{turned}‎ وورقتين أخريين. في البلوت يبدأ المشتري. وما دام العقد مدبّلًا لا يجوز لك أن تبدأ بالحكم ما دام معك لون آخر: ابدأ بـ‎{ace}‎.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>يبدأ الشرق بـ‎{led}‎ والأكلة للغرب. ليس معك ديمن، فعليك أن تقطع بالحكم: أي حكم يأخذ هنا، فاحتفظ بالكبار والعب ‎{seven}‎.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>أي حكم يأخذ هنا؛ في هذا الدرس احتفظ بحكمك الكبير والعب ‎{seven}‎.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>يُحسب البلوت بنقاط الجولة: في الحكم عُشر نقاط الأوراق (النصف أو أقل يُقرّب إلى الأدنى)، والمشاريع كذلك، والكل مضروب بسلّم الدبل. وعلى المشترين أن يجمعوا من نقاط الجولة أكثر من الآخرين. أول فريق يبلغ {target} يفوز بالمباراة.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>البلوت: حكم وصن، سلّم الدبل</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>أهلًا بك في التارابيش! 36 ورقة: ست في يدك وثلاث مقلوبة في رصيدك لم يرها أحد. لا تُكشف أي ورقة: بالدور، بدءًا من يسار الموزّع، يسمّي كل لاعب حكمًا أو يقول بس. قال الغرب والشمال والشرق بس، وأنت الموزّع: على الموزّع أن يسمّي لونًا. ومعك ‎{j}‎ و‎{n}‎ و‎{a}‎، سمِّ سبيت.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>في هذا الدرس سمِّ سبيت: الولد والتسعة هما أقوى الحكم.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>السبيت حكم. والآن يأخذ كل لاعب رصيده.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>جاءك رصيدك بـ‎{k}‎ و‎{q}‎ و‎{t}‎. الإكة والشايب والبنت والولد من السبيت متتالية من أربع، خمسين (50 نقطة)؛ والشايب والبنت من الحكم هما البيلا. أعلن متتاليتك قبل ورقتك الأولى.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>الخمسين عندك تغلب عشرينات الشرق: لا يسجّل المتتاليات إلا اللاعب صاحب أفضل متتالية.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>ليس معك شريا، فعليك أن تقطع بالحكم. العب ‎{queen}‎؛ وحين تلعب ‎{king}‎ لاحقًا تقول «بيلا» وتكسب 20 نقطة أخرى.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>في هذا الدرس العب ‎{queen}‎.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>دورك في البدء: العب ‎{jack}‎، أعلى ورقة حكم، لتسحب حكم الآخرين.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>يبدأ الشمال بـ‎{ace}‎: اتّبع اللون بـ‎{king}‎. في التارابيش لا يعفيك شريكك من شيء: لو لم يكن معك هاص لوجب عليك أن تقطع بالحكم ولو كانت الأكلة للشمال.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>في هذا الدرس العب ‎{king}‎.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>في التارابيش على مسمّي الحكم أن يجمعوا أكثر من نصف النقاط؛ النصف تمامًا لا يسجّلون شيئًا؛ وأقل من ذلك بيت: يأخذ الفريق الآخر كل النقاط. أول فريق يتجاوز {target} يفوز.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>التارابيش: تسمية الحكم بالدور، الرصيد</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>أهلًا بك في الكلابر! 24 ورقة، توزّع واحدة واحدة، ست لكل لاعب. وزّع الشمال؛ وآخر ورقة له، ‎{turned}‎، مكشوفة: تقترح الحكم وتبقى له. بدءًا من يسار الموزّع يقول كل لاعب «ألعب» (فيصير الهاص حكمًا) أو بس، لكن لا يُقبل إلا لون في يدك. قال الشرق بس. ومعك ‎{n}‎ و‎{a}‎ من الهاص: قل «ألعب».</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>في هذا الدرس قل «ألعب»: تسعتك وإكتك من الهاص وولد الشمال تجعل الهاص لون فريقك.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>الهاص حكم. لا يأخذ أحد أوراقًا أخرى: تلعب بالست التي معك.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>بدأ الشرق بـ‎{king}‎. قبل ورقتك الأولى يمكنك أن تعلن تشكيلاتك: ‎{a}‎ و‎{k}‎ و‎{q}‎ متتالية من ثلاث، داد، قيمتها 20. أعلنها.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>لا يسجّل تشكيلاته إلا الفريق صاحب أفضل تشكيلة.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>ليس معك ديمن، فعليك أن تقطع بالحكم. العب ‎{nine}‎: في الحكم التسعة أعلى من الإكة.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>في هذا الدرس اقطع بـ‎{nine}‎.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>أخذت الأكلة. ابدأ بـ‎{ace}‎: حين يُبدأ بالحكم على كل لاعب أن يلعب أعلى إن استطاع، والشمال معه ‎{jack}‎، الورقة المكشوفة، وهي تغلب كل حكم.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>الأكلة الأخيرة: تأخذها ‎{ace}‎ ومعها 10 نقاط.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>في الكلابر على الفريق الذي اختار الحكم أن يجمع أكثر من الآخر؛ وإلا صار سِت ولا يسجّل شيئًا. أول فريق يتجاوز {target} يفوز.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>الكلابر: ورقة الموزّع تقترح الحكم</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>أهلًا بك في بلوت Découverte! لاعبان بلا أوراق في اليد: لكل منهما صفّان من الأوراق المقلوبة على الطاولة، وفوق كل واحدة ورقة مكشوفة. أنت الموزّع، وآخر ورقة مكشوفة لك، ‎{turned}‎، تقترح الحكم وتبقى لك. قال الشمال بس. أوراقك المكشوفة قوية في الهاص: اشترِ.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>في هذا الدرس اشترِ الهاص: ولدك أقوى الحكم.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>الهاص حكم. ويبدأ الشمال، لأنه لم يوزّع.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>لا تلعب إلا أوراقك المكشوفة. بدأ الشمال بـ‎{ace}‎: اتّبع اللون بـ‎{ten}‎، الشريا الوحيدة الظاهرة لك. بعد الأكلة تنكشف الورقة التي كانت تحتها، ويمكنك أن تلعبها بعد ذلك.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>لم يكن أحد، ولا أنت، يعرف الورقة التي تحتها: انظر إليها وهي تنكشف.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>يبدأ الشمال بـ‎{led}‎. ليس معك شريا ظاهرة، فعليك أن تقطع بالحكم: العب ‎{queen}‎.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>في هذا الدرس اقطع بـ‎{queen}‎.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>ابدأ بـ‎{jack}‎، أعلى ورقة حكم: يراها الشمال كما تراها، لكنه لا يستطيع أن يغلبها.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>الأكلة الأخيرة: العب ‎{jack}‎. يأخذها ‎{king}‎ الشمال، ومعها 10 نقاط أخرى.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>ست عشرة أكلة، بلا مشاريع وبلا بلوت. على المشتري أن يجمع أكثر من نصف النقاط الـ162، وإلا سجّلها الخصم كلها. أول من يبلغ {target} يفوز.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>بلوت Découverte: اللعب بأوراق على الطاولة</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>أهلًا بك في البلوت لثلاثة لاعبين! 24 ورقة، من التسعة إلى الإكة، وبلا شركاء: الشرق والغرب يلعب كل منهما لنفسه، وأنت كذلك. أنت أول من يتكلم. تعلو النداءات كما في البلوت البلغاري: شريا، ديمن، هاص، سبيت، بلا حكم، حكم شامل؛ ومرتان «بس» تنهيان المزايدة. ومعك ‎{j}‎ و‎{n}‎ و‎{a}‎، نادِ سبيت.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>في هذا الدرس نادِ سبيت.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>إن قال الآخران بس، تلعب السبيت وحدك ضد اثنين.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>أوراقك الثلاث الجديدة هي ‎{q}‎ و‎{k}‎ و‎{a}‎: الإكة والشايب والبنت والولد من السبيت متتالية من أربع، 50 نقطة، والشايب والبنت من الحكم بيلوت. أعلن قبل ورقتك الأولى.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>من يتكلم أولًا يبدأ اللعب. ابدأ بـ‎{king}‎: وتحتفظ بحكمك لما بعد.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>يبدأ الشرق بـ‎{ace}‎. ليس معك هاص: اقطع بـ‎{nine}‎. بلا شريك على الطاولة، كل أكلة لك أن تربحها أو تخسرها.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>وحيدًا، على المنادي أن يجمع أكثر من كل واحد من الآخرين؛ فإن سقط تقاسما نقاطه. تصير النقاط نقاط مباراة، العُشر مقرّبًا، كما في البلوت البلغاري، وأول من يتجاوز {target} يفوز.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>البلوت لثلاثة: كل لاعب وحده</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>اختيار الحكم</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>اتّباع اللون</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>البدء بالحكم</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>القطع والبلوت</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>الأكلة لشريكك</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>البدء بالحكم: العب أعلى</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>الأوراق المسيطرة</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>ورقتك</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>المزايدة بالنقاط</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>الكوانش</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>نداء العقد</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>حكم أو صن</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>سلّم الدبل</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>تسمية الحكم</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>الرصيد ومتتالياتك</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>أوراق على الطاولة</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>كل لاعب وحده</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>حساب النقاط</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>التدريب</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>العب لعبة حقيقية</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>مغادرة التدريب</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>التدريب: أحسنت!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>التدريب، الدرس {n} من {total}: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>راقب اللاعبين الآخرين…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>اضغط D (أو انقر «أعلن») للإعلان.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Contrée (FFB)</source>
        <translation>الكونتريه (FFB)</translation>
    </message>
    <message>
        <source>Clabber</source>
        <translation>كلابر</translation>
    </message>
    <message>
        <source>Baloot</source>
        <translation>بلوت</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <translation>بيلوتا</translation>
    </message>
    <message>
        <source>Tarabish</source>
        <translation>تارابيش</translation>
    </message>
    <message>
        <source>Belote Découverte</source>
        <comment>a French game: kept in French</comment>
        <translation>Belote Découverte</translation>
    </message>
    <message>
        <source>Bidding Belote</source>
        <comment>Belote à l&apos;annonce</comment>
        <translation>البلوت بالمزايدة</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>البلوت البلغاري</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>بلوت لثلاثة لاعبين</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>بلوت للاعبَين</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>بلوت للاعبَين بأوراق مكشوفة</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>اللعبة الوطنية الفرنسية: اشترِ لون الورقة المكشوفة أو اختر لونًا آخر؛ حتى 1000 نقطة.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>زايد من 80 إلى 160 أو بكبوت، على لون أو صن أو حكم شامل؛ والدبل يضاعف؛ حتى 2000 نقطة.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>كونتريه الاتحاد الفرنسي: عقود بالألوان فقط، مشاريع، والدبل يضاعف النتيجة كلها؛ 2000 نقطة.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>الجاس الأمريكي: 24 ورقة توزَّع واحدة واحدة مع عقارب الساعة، وآخر ورقة للموزّع مكشوفة؛ «ألعب» أو سمِّ نقشًا تملكه؛ الميول والتسلسلات؛ 500 نقطة.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>بلوت السعودية والخليج: صن أو حكم أو أشكل، وسلّم الدبل حتى القهوة، والمشاريع؛ 152 نقطة.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>لعبة قبرص: مزايدة من 80 فما فوق مع تسمية لون، والبس نهائي؛ مشاريع؛ نقاط اللعبة هي النقاط بلا رقمها الأخير؛ 162 للفوز.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>لعبة كيب بريتون: 36 ورقة باتجاه عقارب الساعة؛ يُسمّى الحكم بالدور والموزّع ملزم؛ متتاليات وبيلا؛ 500 نقطة.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>لاعبان، وكل الأوراق على الطاولة: أوراق مكشوفة فوق أوراق مقلوبة؛ 16 أكلة؛ 1000 نقطة.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>أعلن سباتي أو ديناري أو كبة أو بستوني أو بلا حكم أو كل الأوراق حكم؛ ضاعف أو ضاعف ثانية أو راهن على المباراة؛ يسجل الفريقان مشاريعهما؛ 151 نقطة مباراة.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>أعلن سباتي أو ديناري أو كبة أو بستوني أو بلا حكم أو الكل حكم؛ كونترا وريكونترا؛ المشاريع في الأكلة الأولى؛ 151 نقطة مباراة.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>البلوت البلغاري لثلاثة، كل لاعب وحده، بـ24 ورقة (من التسعة إلى الآس)؛ 151 نقطة مباراة.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>البلوت البلغاري لاثنين بـ24 ورقة: 9 لكل لاعب، وست لا توزَّع أبدًا؛ 151 نقطة مباراة.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>البلوت البلغاري لاثنين بـ32 ورقة: لكل لاعب يد وثماني أوراق على الطاولة، مكشوفة فوق مقلوبة؛ 151 نقطة مباراة.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>بلوت (كلاسيكي)</translation>
    </message>
    <message>
        <source>La Coinche</source>
        <translation>الكوانش</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>simple rules, and now and then a random card.</source>
        <translation>قواعد بسيطة، وبين الحين والآخر ورقة عشوائية.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>قواعد عملية: يعدّ أوراق الحكم، ويلعب أوراقه المسيطرة.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>يجرّب توزيعات ممكنة كثيرة قبل كل ورقة.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>يبحث كالخبير، ثم يحسب الأكلات الأخيرة بدقة تامة.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>أهلًا بك</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>أهلًا بك في Belote Desktop!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>العب البلوت ضد الحاسوب: شريكك يجلس مقابلك، والخصمان عن يمينك ويسارك. تبرز الأوراق التي يمكنك لعبها، وكل ورقة لا يمكنك لعبها تقول لك السبب.

جديد على اللعبة؟ يأخذك التدريب في بضع دقائق عبر توزيعة أولى بأوراق محددة مسبقًا.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>مستوى اللاعبين الآليين</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>ابدأ بالتدريب</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>وزّع الأوراق</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>تظهر هذه الترحيبية مرة واحدة فقط. ويمكن تغيير كل ما فيها لاحقًا: اللعبة &gt; لعبة جديدة، مساعدة &gt; التدريب، الإعدادات &gt; التفضيلات.</translation>
    </message>
</context>
</TS>
