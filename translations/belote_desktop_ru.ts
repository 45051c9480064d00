<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>{app} is distributed under the {licence}.</source>
        <translation>{app} распространяется на условиях {licence}.</translation>
    </message>
    <message>
        <source>Rules engine, computer players, rules book and tutorial: the Belote Desktop developers.</source>
        <translation>Движок правил, компьютерные игроки, книга правил и обучение: разработчики Belote Desktop.</translation>
    </message>
    <message>
        <source>Card faces, card backs and the table are drawn in code by the program itself; the sounds are synthesised in code. No picture or sound was taken from elsewhere.</source>
        <translation>Лицевые стороны и рубашки карт, а также стол рисует сама программа; звуки синтезируются в коде. Ни одно изображение и ни один звук не взяты со стороны.</translation>
    </message>
    <message>
        <source>The rules follow the published rules of each game; where the sources disagree, the choice is an option in the New Game dialog.</source>
        <translation>Правила следуют опубликованным правилам каждой игры; там, где источники расходятся, выбор — это параметр в окне «Новая партия».</translation>
    </message>
    <message>
        <source>Translations: French, Bulgarian, Arabic, Greek, Croatian and Russian.</source>
        <translation>Переводы: французский, болгарский, арабский, греческий, хорватский и русский.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Благодарности</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Сделано с помощью</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>О программе {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версия {version}</translation>
    </message>
    <message>
        <source>Belote and its family of card games, offline, with the rules explained as you play.</source>
        <translation>Белот и его семейство карточных игр, без интернета, с правилами, объясняемыми по ходу игры.</translation>
    </message>
</context>
<context>
    <name>Bidding</name>
    <message>
        <source>Capot</source>
        <translation>Капот</translation>
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
        <translation>Беру {suit}</translation>
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
        <translation>Объявляю</translation>
    </message>
</context>
<context>
    <name>BiddingContract</name>
    <message>
        <source>No call yet: any contract may be called.</source>
        <translation>Заявок ещё нет: можно заявить любой контракт.</translation>
    </message>
    <message>
        <source>Standing: {contract} ({who})</source>
        <translation>Текущая заявка: {contract} ({who})</translation>
    </message>
    <message>
        <source>{line}, {word}</source>
        <translation>{line}, {word}</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Ваша заявка</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>A card counts in one declaration only: declare {first} or {second}, not both.</source>
        <translation>Каждая карта входит только в одно объявление: объявите {first} или {second}, но не оба сразу.</translation>
    </message>
    <message>
        <source>{usual} is preselected: it is worth more ({first} to {second}).</source>
        <translation>Заранее выбрано: {usual}, так как это дороже ({first} против {second}).</translation>
    </message>
    <message>
        <source>Both are worth {first}; {usual} is preselected: it ranks higher.</source>
        <translation>Оба варианта стоят {first}; заранее выбрано: {usual}, так как это старше по рангу.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart: the other may be the one nobody beats.</source>
        <translation>Каре и последовательности сравниваются отдельно: другой вариант может оказаться тем, который никто не перебьёт.</translation>
    </message>
    <message>
        <source>You did not declare your {melds}: declarations are made before your first card.</source>
        <translation>Вы не объявили свою комбинацию ({melds}): объявления делаются до первой карты.</translation>
    </message>
    <message>
        <source>What this choice means</source>
        <translation>Что означает этот выбор</translation>
    </message>
    <message>
        <source>{symbol} {name}</source>
        <translation>{symbol} {name}</translation>
    </message>
    <message>
        <source>You can declare</source>
        <translation>Вы можете сделать объявление</translation>
    </message>
    <message>
        <source>&amp;Declare {melds}</source>
        <translation>&amp;Объявить {melds}</translation>
    </message>
    <message>
        <source>Declare {melds} instead</source>
        <translation>Объявить вместо этого {melds}</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Объявить</translation>
    </message>
    <message>
        <source>or play a card without declaring</source>
        <translation>или сыграйте карту без объявления</translation>
    </message>
    <message>
        <source>Bid value: {value}</source>
        <translation>Значение заявки: {value}</translation>
    </message>
    <message>
        <source>{bid}: {why}</source>
        <translation>{bid}: {why}</translation>
    </message>
    <message>
        <source>Bid capot in {strain}</source>
        <translation>Заявить капот в {strain}</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}</source>
        <translation>Заявить {value} в {strain}</translation>
    </message>
    <message>
        <source>Second round: name a trump or pass</source>
        <translation>Второй круг: назовите козырь или пас</translation>
    </message>
    <message>
        <source>The turned card is the {card}.</source>
        <translation>Открытая карта: {card}.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot; with the {card}?</source>
        <translation>«{call}» с картой {card}?</translation>
    </message>
    <message>
        <source>Take the {card}?</source>
        <translation>Берёте открытую карту — {card}?</translation>
    </message>
    <message>
        <source>{suit} would be trumps.</source>
        <translation>Козырями станут {suit}.</translation>
    </message>
    <message>
        <source>Everyone passed: you must name a trump</source>
        <translation>Все спасовали: вы должны назначить козырь</translation>
    </message>
    <message>
        <source>Name a trump or pass</source>
        <translation>Назначьте козырь или пасуйте</translation>
    </message>
    <message>
        <source>Your {count} face-down cards are picked up once the trump is named.</source>
        <translation>Ваши {count} карты рубашкой вверх берутся в руку, как только назначен козырь.</translation>
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
        <translation>&amp;Взять {symbol}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваша заявка</translation>
    </message>
    <message>
        <source>No bid yet: open from {low}.</source>
        <translation>Заявок ещё нет: начните с {low}.</translation>
    </message>
    <message>
        <source>Highest: {bid} ({who})</source>
        <translation>Старшая: {bid} ({who})</translation>
    </message>
    <message>
        <source>Lower bid</source>
        <translation>Понизить заявку</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Повысить заявку</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Заявить</translation>
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
        <translation>&amp;Заявить {bid}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявить</translation>
    </message>
    <message>
        <source>Suggestion: {action}. {reason}</source>
        <translation>Совет: {action}. {reason}</translation>
    </message>
    <message>
        <source>Keep your Hokum or raise it to Sun?</source>
        <translation>Оставить ваш Хокум или поднять его до Сана?</translation>
    </message>
    <message>
        <source>Second round: Hokum in another suit, Sun, or pass</source>
        <translation>Второй круг: Хокум в другой масти, Сан или пас</translation>
    </message>
    <message>
        <source>Hokum, Sun or pass?</source>
        <translation>Хокум, Сан или пас?</translation>
    </message>
    <message>
        <source>Standing: {call} ({who})</source>
        <translation>Действует: {call} ({who})</translation>
    </message>
    <message>
        <source>{n}</source>
        <comment>a digit key</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Лестница удвоений</translation>
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
        <translation>Что знал игрок {player}</translation>
    </message>
    <message>
        <source>Card played: {card}. Before that play, {player} could not see these cards. For each, the chance it gave each player of holding it; the player who really held it is marked ●.</source>
        <translation>Сыгранная карта: {card}. До этого хода игрок {player} не видел этих карт. Для каждой — вероятность, с которой, по его оценке, она была у каждого из игроков; игрок, у которого она была на самом деле, отмечен ●.</translation>
    </message>
    <message>
        <source>Read from its own view only by a model learned from many deals: what the play showed (a suit not followed, a trump not played), what each player said in the auction, who led, followed and discarded what.</source>
        <translation>Выводы только с его собственной позиции, по модели, обученной на множестве раздач: что показала игра (масть, в которую не ответили, козырь, который не сыграли), что каждый игрок сказал в торговле, кто с чего зашёл, чем ответил и что сбросил.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played), then what each player said in the auction and how well each deal explains the cards they chose.</source>
        <translation>Выводы только с его собственной позиции: что показала игра (масть, в которую не ответили, козырь, который не сыграли), затем что каждый игрок сказал в торговле и насколько хорошо каждый возможный расклад объясняет выбранные ими карты.</translation>
    </message>
    <message>
        <source>Read from its own view only: what the play showed (a suit not followed, a trump not played). At this level the bot weighs nothing more.</source>
        <translation>Выводы только с его собственной позиции: что показала игра (масть, в которую не ответили, козырь, который не сыграли). На этом уровне компьютерный игрок больше ничего не учитывает.</translation>
    </message>
    <message>
        <source>The longer the blue bar, the surer the bot was; the gold frame (●) is where the card really was.</source>
        <translation>Чем длиннее синяя полоса, тем увереннее был компьютерный игрок; золотая рамка (●) показывает, где карта была на самом деле.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Не сдана</translation>
    </message>
    <message>
        <source>Chances given to each player</source>
        <translation>Вероятности для каждого игрока</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
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
        <translation>трефы</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} ({suit})</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>без козырей</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>все козыри</translation>
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
        <translation>Мастер на тех же картах</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards, against the same bots…</source>
        <translation>Мастер играет на вашем месте на тех же картах, против тех же компьютерных игроков…</translation>
    </message>
    <message>
        <source>Comparison under way</source>
        <translation>Идёт сравнение</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>The comparison could not be made: {error}</source>
        <translation>Не удалось провести сравнение: {error}</translation>
    </message>
    <message>
        <source>On the same cards, against the same bots:</source>
        <translation>На тех же картах, против тех же компьютерных игроков:</translation>
    </message>
    <message>
        <source>You scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>Ваш результат — {mine}; с Мастером на вашем месте никто не взял, карты бросили, и никто не получил очков ({gap:+d}).</translation>
    </message>
    <message>
        <source>You scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>Ваш результат — {mine}; результат Мастера — {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>Your deal</source>
        <translation>Ваша раздача</translation>
    </message>
    <message>
        <source>The Master&apos;s deal</source>
        <translation>Раздача Мастера</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; with the Master in your seat nobody took, the cards were thrown in and nobody scored ({gap:+d}).</source>
        <translation>{side}: ваш результат — {mine}; с Мастером на вашем месте никто не взял, карты бросили, и никто не получил очков ({gap:+d}).</translation>
    </message>
    <message>
        <source>For {side}: you scored {mine}; the Master scored {master} ({gap:+d}).</source>
        <translation>{side}: ваш результат — {mine}; результат Мастера — {master} ({gap:+d}).</translation>
    </message>
    <message>
        <source>The Master made every decision as you did.</source>
        <translation>Мастер принял все решения так же, как вы.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Взятка {trick}</translation>
    </message>
    <message>
        <source>In the auction</source>
        <translation>В торговле</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. Then everybody passed: the cards were thrown in and no card was played.</source>
        <translation>{where}: вы выбрали {mine}; Мастер выбрал {master}. Потом все спасовали: карты бросили, и ни одна карта не была сыграна.</translation>
    </message>
    <message>
        <source>{where}: you chose {mine}; the Master chose {master}. From there the deals differ.</source>
        <translation>{where}: вы выбрали {mine}; Мастер выбрал {master}. Дальше раздачи расходятся.</translation>
    </message>
    <message>
        <source>With the Master, your seat took the contract.</source>
        <translation>С Мастером контракт взяло ваше место.</translation>
    </message>
    <message>
        <source>With the Master, your partner {player} took the contract.</source>
        <translation>С Мастером контракт взял ваш партнёр {player}.</translation>
    </message>
    <message>
        <source>With the Master, {player} took the contract.</source>
        <translation>С Мастером контракт взял {player}.</translation>
    </message>
    <message>
        <source>The Master&apos;s line gave your side %n point(s) more than yours.</source>
        <translation>Раздача Мастера принесла вашей команде больше очков, чем ваша: на %n.</translation>
    </message>
    <message>
        <source>Your line gave your side %n point(s) more than the Master&apos;s.</source>
        <translation>Ваша раздача принесла вашей команде больше очков, чем раздача Мастера: на %n.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}; the other side scored {mine} in yours and {master} in the Master&apos;s.</source>
        <translation>Обе раздачи принесли вашей команде {points}; другая сторона записала {mine} в вашей и {master} в раздаче Мастера.</translation>
    </message>
    <message>
        <source>Both lines gave your side {points}.</source>
        <translation>Обе раздачи принесли вашей команде {points}.</translation>
    </message>
    <message>
        <source>{step} of {total}</source>
        <translation>{step} из {total}</translation>
    </message>
    <message>
        <source>Weighing your choices…</source>
        <translation>Оцениваем ваши решения…</translation>
    </message>
    <message>
        <source>Your choices could not be weighed.</source>
        <translation>Не удалось оценить ваши решения.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} there was a costly choice: it cost about {points} on average, as Review says.</source>
        <translation>По расчётам Совета, ваш выбор {mine} здесь был дорогим: он стоил в среднем около {points}, как и говорит Разбор.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} cost nothing there on average: Review does not mark it.</source>
        <translation>По расчётам Совета, ваш выбор {mine} здесь в среднем ничего не стоил: Разбор его не отмечает.</translation>
    </message>
    <message>
        <source>Equal on average: by Suggest&apos;s search, {mine} and {master} lead to about the same score, so this difference cost nothing on average and Review does not mark it.</source>
        <translation>В среднем поровну: по расчётам Совета, {mine} и {master} ведут примерно к одному и тому же счёту, так что эта разница в среднем ничего не стоила, и Разбор её не отмечает.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search your {mine} was the better choice there ({master} is worth about {points} less on average): this difference cost you nothing.</source>
        <translation>По расчётам Совета, ваш выбор {mine} здесь был лучше ({master} в среднем приносит примерно на {points} меньше): эта разница вам ничего не стоила.</translation>
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
        <translation>{player} — {value}, {strain}</translation>
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
        <translation>Введите или вставьте код раздачи, например 00400-00072-B.</translation>
    </message>
    <message>
        <source>“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O and U.</source>
        <translation>Символа «{character}» нет в кодах раздач: в них только цифры и латинские буквы от A до Z, кроме I, L, O и U.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know: check its first character, or the code may come from a later version.</source>
        <translation>Этот код указывает на игру, которой эта версия не знает: проверьте первый символ — или, возможно, код создан в более новой версии.</translation>
    </message>
    <message>
        <source>The second character of this code is wrong, or the code comes from a later version.</source>
        <translation>Второй символ этого кода неверен, или код создан в более новой версии.</translation>
    </message>
    <message>
        <source>This code is too short: a character is missing.</source>
        <translation>Код слишком короткий: не хватает символа.</translation>
    </message>
    <message>
        <source>A code for this game has {expected} characters (dashes not counted); this one has {actual}.</source>
        <translation>Символов в коде для этой игры: {expected} (без дефисов); в этом коде: {actual}.</translation>
    </message>
    <message>
        <source>The check characters at the end do not match: a character is mistyped or two are swapped.</source>
        <translation>Контрольные символы в конце не совпадают: один символ введён с ошибкой или два переставлены.</translation>
    </message>
    <message>
        <source>The rule options in this code do not make a game this version can play.</source>
        <translation>Опции правил в этом коде не складываются в игру, которую может сыграть эта версия.</translation>
    </message>
    <message>
        <source>No deal has this number.</source>
        <translation>Раздачи с таким номером нет.</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Kitty (picked up after the auction)</source>
        <translation>Прикуп (берётся после торговли)</translation>
    </message>
    <message>
        <source>Table, face down</source>
        <translation>Стол, рубашкой вверх</translation>
    </message>
    <message>
        <source>Table, face up</source>
        <translation>Стол, лицом вверх</translation>
    </message>
    <message>
        <source>After the auction</source>
        <translation>После торговли</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>The pack, dealt after the auction (in order)</source>
        <translation>Колода, сдаваемая после торговли (по порядку)</translation>
    </message>
    <message>
        <source>Never dealt</source>
        <translation>Не сдаются</translation>
    </message>
    <message>
        <source>Cards not placed yet</source>
        <translation>Ещё не размещённые карты</translation>
    </message>
    <message>
        <source>Dealt face down; its owner picks it up after the auction</source>
        <translation>Сдаётся рубашкой вверх; владелец берёт его после торговли</translation>
    </message>
    <message>
        <source>Nobody sees these cards until the card above is played</source>
        <translation>Никто не видит эти карты, пока не сыграна лежащая на них карта</translation>
    </message>
    <message>
        <source>Each face-up card lies on the face-down card of its column (the first on the first)</source>
        <translation>Каждая открытая карта лежит на закрытой карте своего столбца (первая на первой)</translation>
    </message>
    <message>
        <source>The cards dealt after the auction, from the top of the pack: who gets them depends on who takes</source>
        <translation>Карты, сдаваемые после торговли, сверху колоды: кому они достанутся, зависит от того, кто заказал</translation>
    </message>
    <message>
        <source>The cards this player receives after the auction</source>
        <translation>Карты, которые этот игрок получает после торговли</translation>
    </message>
    <message>
        <source>The cards left out of this deal</source>
        <translation>Карты, не участвующие в этой раздаче</translation>
    </message>
    <message>
        <source>{seat} – {zone}</source>
        <translation>{seat} – {zone}</translation>
    </message>
    <message>
        <source>{where}: {have} of {need} cards ({n} missing).</source>
        <translation>{where}: {have} из {need} карт (не хватает: {n}).</translation>
    </message>
    <message>
        <source>{where}: {have} cards, {need} needed ({n} too many).</source>
        <translation>{where}: карт {have}, нужно {need} (лишних: {n}).</translation>
    </message>
    <message>
        <source>Choose who takes the contract.</source>
        <translation>Выберите, кто играет контракт.</translation>
    </message>
    <message>
        <source>This game cannot play a contract in that strain.</source>
        <translation>В этой игре нельзя играть контракт в этой масти.</translation>
    </message>
    <message>
        <source>This game&apos;s contracts cannot have that value.</source>
        <translation>Контракты этой игры не могут иметь такую стоимость.</translation>
    </message>
    <message>
        <source>Every card is placed.</source>
        <translation>Все карты размещены.</translation>
    </message>
    <message>
        <source>Deal editor</source>
        <translation>Редактор раздач</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Сдающий:</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Контракт:</translation>
    </message>
    <message>
        <source>Cards to place</source>
        <translation>Карты для размещения</translation>
    </message>
    <message>
        <source>Deal the &amp;rest at random</source>
        <translation>Сдать &amp;остальное случайно</translation>
    </message>
    <message>
        <source>Fill every zone that lacks cards with cards from the pool, shuffled; full zones stay</source>
        <translation>Дополнить каждую неполную зону перемешанными свободными картами; полные зоны не меняются</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Save this deal as a deal file to share it</source>
        <translation>Сохранить раздачу в файл, чтобы поделиться ею</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Игра&amp;ть</translation>
    </message>
    <message>
        <source>Play this deal against the computer players (a practice deal: not counted in statistics)</source>
        <translation>Сыграть эту раздачу против компьютера (тренировочная раздача: не учитывается в статистике)</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Заказавший</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Auction as usual</source>
        <translation>Обычная торговля</translation>
    </message>
    <message>
        <source>Fixed contract (no auction)</source>
        <translation>Заданный контракт (без торговли)</translation>
    </message>
    <message>
        <source>The rest of the pack</source>
        <translation>Остаток колоды</translation>
    </message>
    <message>
        <source>Type cards: 7C 10H JS AD …</source>
        <translation>Введите карты: 7C 10H JS AD …</translation>
    </message>
    <message>
        <source>{zone} ({have}/{need}):</source>
        <translation>{zone} ({have}/{need}):</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… и ещё {n}.</translation>
    </message>
    <message>
        <source>Ready to play.</source>
        <translation>Можно играть.</translation>
    </message>
    <message>
        <source>{n} cards not placed yet: drag one to a row, or double-click it to fill the first row that lacks cards.</source>
        <translation>Ещё не размещено карт: {n}. Перетащите карту в ряд или дважды щёлкните по ней, чтобы дополнить первый неполный ряд.</translation>
    </message>
    <message>
        <source>Pick a game and a dealer, then deal the cards to the seats: drag them from “Cards to place”, type them in a row (7C 10H JS AD …), or press “Deal the rest at random”. Play starts when every row has its cards.</source>
        <translation>Выберите игру и сдающего, затем раздайте карты по местам: перетащите их из блока «Карты для размещения», введите в ряд (7C 10H JS AD …) или нажмите «Сдать остальное случайно». Игра начнётся, когда во всех рядах будут все карты.</translation>
    </message>
    <message>
        <source>Ready to play. The dealer&apos;s last card, {card}, is the turned card.</source>
        <translation>Можно играть. Последняя карта сдающего, {card}, — открытая карта.</translation>
    </message>
    <message>
        <source>Export the deal</source>
        <translation>Экспорт раздачи</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} введена дважды.</translation>
    </message>
    <message>
        <source>the deal editor</source>
        <translation>редактора раздач</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>This is not a deal file: it must start with the line “belote-deal 1”.</source>
        <translation>Это не файл раздачи: он должен начинаться со строки «belote-deal 1».</translation>
    </message>
    <message>
        <source>This deal file was written by a newer version of the game (format {version}).</source>
        <translation>Этот файл раздачи записан более новой версией игры (формат {version}).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Файл не является текстом (UTF-8).</translation>
    </message>
    <message>
        <source>The file is too big to be a deal file.</source>
        <translation>Файл слишком велик для файла раздачи.</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}.</source>
        <translation>Не удаётся прочитать файл: {reason}.</translation>
    </message>
    <message>
        <source>Every line is “name: value”, and this one has no colon.</source>
        <translation>Каждая строка имеет вид «имя: значение», а в этой нет двоеточия.</translation>
    </message>
    <message>
        <source>“{key}” is not a line of a deal file.</source>
        <translation>«{key}» — не строка файла раздачи.</translation>
    </message>
    <message>
        <source>“{key}” is already given on line {first}.</source>
        <translation>«{key}» уже указано в строке {first}.</translation>
    </message>
    <message>
        <source>The “{section}:” part is out of place: the auction comes before the play.</source>
        <translation>Раздел «{section}:» не на своём месте: торговля идёт перед розыгрышем.</translation>
    </message>
    <message>
        <source>The line “{key}:” is missing.</source>
        <translation>Нет строки «{key}:».</translation>
    </message>
    <message>
        <source>The file names no cards, and no seed to shuffle them from.</source>
        <translation>В файле нет ни карт, ни зерна (seed), чтобы их перетасовать.</translation>
    </message>
    <message>
        <source>“{game}” is not a game this program knows.</source>
        <translation>«{game}» — игра, неизвестная этой программе.</translation>
    </message>
    <message>
        <source>This rule option cannot be used: {reason}</source>
        <translation>Этот параметр правил нельзя использовать: {reason}</translation>
    </message>
    <message>
        <source>“{word}” is not a seat (the seats are {seats}).</source>
        <translation>«{word}» — не место за столом (места: {seats}).</translation>
    </message>
    <message>
        <source>A seed is a number or a short text.</source>
        <translation>Зерно (seed) — это число или короткий текст.</translation>
    </message>
    <message>
        <source>Give {expected} whole numbers, one score per team.</source>
        <translation>Укажите {expected} целых чисел, по одному счёту на команду.</translation>
    </message>
    <message>
        <source>“{word}” is not a card (write 7C, 10H, JS, AD …).</source>
        <translation>«{word}» — не карта (пишите 7C, 10H, JS, AD …).</translation>
    </message>
    <message>
        <source>{card} is not in this game&apos;s pack.</source>
        <translation>{card} нет в колоде этой игры.</translation>
    </message>
    <message>
        <source>{card} is already named on line {first}.</source>
        <translation>{card} уже названа в строке {first}.</translation>
    </message>
    <message>
        <source>{count} cards where this game deals {expected}.</source>
        <translation>{count} карт там, где эта игра сдаёт {expected}.</translation>
    </message>
    <message>
        <source>This game deals no cards there.</source>
        <translation>В этой игре туда карты не сдаются.</translation>
    </message>
    <message>
        <source>In this game the turned card is one of the dealer&apos;s own cards: name it there too.</source>
        <translation>В этой игре открытая карта — одна из карт сдающего: назовите её и там.</translation>
    </message>
    <message>
        <source>{card} is not the last card of the line “{key}:” (line {line}): the turned card is dealt to the dealer last, so name it there last.</source>
        <translation>{card} — не последняя карта строки «{key}:» (строка {line}): открытая карта сдаётся сдающему последней, поэтому укажите её там последней.</translation>
    </message>
    <message>
        <source>Give either the pack or the cards after the auction, not both.</source>
        <translation>Укажите либо колоду, либо карты после торговли, но не то и другое.</translation>
    </message>
    <message>
        <source>Cards after the auction need an auction that ends with a contract.</source>
        <translation>Для карт после торговли нужна торговля, которая заканчивается контрактом.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt in this game: {reason}</source>
        <translation>Эти карты нельзя сдать в этой игре: {reason}</translation>
    </message>
    <message>
        <source>“{move}” is not a move.</source>
        <translation>«{move}» — не ход.</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Сейчас ходит {expected}, а не {seat}.</translation>
    </message>
    <message>
        <source>The auction is already over: the play comes next.</source>
        <translation>Торговля уже окончена: дальше розыгрыш.</translation>
    </message>
    <message>
        <source>The auction is not over yet.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <source>The deal is already over.</source>
        <translation>Раздача уже окончена.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <translation>Строка {line}: {problem}</translation>
    </message>
    <message>
        <source>{player} cannot make the move “{move}” here.</source>
        <translation>{player} не может сделать здесь ход «{move}».</translation>
    </message>
</context>
<context>
    <name>EndOfDeal</name>
    <message>
        <source>How the deal was scored</source>
        <translation>Как подсчитана раздача</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>С&amp;ледующая раздача</translation>
    </message>
    <message>
        <source>&amp;Review my play</source>
        <translation>&amp;Разбор игры</translation>
    </message>
    <message>
        <source>Ask the Expert which of your cards cost the most points in this deal</source>
        <translation>Спросить Эксперта, какие ваши карты стоили больше всего очков в этой раздаче</translation>
    </message>
    <message>
        <source>See all four hands as they were dealt and the tricks one card at a time</source>
        <translation>Посмотреть все четыре руки, как они были сданы, и взятки карта за картой</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again by the next player.</source>
        <translation>Карты собирают, и следующий игрок сдаёт заново.</translation>
    </message>
    <message>
        <source>Contract made!</source>
        <translation>Контракт выполнен!</translation>
    </message>
    <message>
        <source>They made their contract</source>
        <translation>Соперники выполнили контракт</translation>
    </message>
    <message>
        <source>Tied: the points are held over</source>
        <translation>Поровну: очки откладываются</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Контракт провален</translation>
    </message>
    <message>
        <source>Their contract failed!</source>
        <translation>Соперники «внутри»!</translation>
    </message>
    <message>
        <source>{contract}: needed {target}, scored {points}</source>
        <translation>{contract}: нужно {target}, набрано {points}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Game points: last digit dropped</source>
        <translation>Очки партии: последняя цифра отброшена</translation>
    </message>
    <message>
        <source>Bid ×{times}</source>
        <translation>Заявка ×{times}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>No trick: declarations lost</source>
        <translation>Без взяток: объявления сгорают</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <source>Each side&apos;s own points</source>
        <translation>Собственные очки каждой стороны</translation>
    </message>
    <message>
        <source>All the card points</source>
        <translation>Все очки карт</translation>
    </message>
    <message>
        <source>All the declarations</source>
        <translation>Все объявления</translation>
    </message>
    <message>
        <source>Share of the taker&apos;s points</source>
        <translation>Доля очков заказавшего</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Coinche ×{times}</source>
        <translation>Контра ×{times}</translation>
    </message>
    <message>
        <source>Capot bid</source>
        <translation>Заявленный капот</translation>
    </message>
    <message>
        <source>Failed contract</source>
        <translation>Проваленный контракт</translation>
    </message>
    <message>
        <source>Failed capot bid</source>
        <translation>Проваленный заявленный капот</translation>
    </message>
    <message>
        <source>Match points (÷ 10, limit {limit})</source>
        <translation>Очки партии (÷ 10, граница {limit})</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Очки партии</translation>
    </message>
    <message>
        <source>Takers&apos; points lost</source>
        <translation>Потерянные очки заказчиков</translation>
    </message>
    <message>
        <source>Every trick</source>
        <translation>Все взятки</translation>
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
        <translation>Итого</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Очки раздачи</translation>
    </message>
    <message>
        <source>Match points scored</source>
        <translation>Записанные очки партии</translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation>Очки за раздачу</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation>Новая п&amp;артия</translation>
    </message>
    <message>
        <source>Replay the &amp;deal</source>
        <translation>&amp;Повтор раздачи</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Сыграть эту &amp;раздачу снова</translation>
    </message>
    <message>
        <source>The same cards again, from the start or from a trick (not counted in statistics)</source>
        <translation>Те же карты снова, с начала или с нужной взятки (не учитывается в статистике)</translation>
    </message>
    <message>
        <source>&amp;Compare with the Master</source>
        <translation>Сравнить с &amp;Мастером</translation>
    </message>
    <message>
        <source>The Master plays your seat on the same cards against the same bots: both scores, and where your lines part</source>
        <translation>Мастер играет на вашем месте на тех же картах против тех же компьютерных игроков: оба результата и место, где ваши партии расходятся</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt again by the same dealer.</source>
        <translation>Карты тасуются и снова сдаются тем же сдающим.</translation>
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
        <translation>Партия: {us} – {them}   (до {target})</translation>
    </message>
    <message>
        <source>Match: {scores}   (playing to {target})</source>
        <translation>Партия: {scores}   (до {target})</translation>
    </message>
    <message>
        <source>{points} held over</source>
        <comment>points tied and waiting for the next deal&apos;s winner</comment>
        <translation>отложено: {points}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Вы выиграли партию!</translation>
    </message>
    <message>
        <source>The match is a draw</source>
        <translation>Партия закончилась вничью</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Соперники выиграли партию</translation>
    </message>
    <message>
        <source>Back to &amp;my own game</source>
        <translation>&amp;Вернуться к своей игре</translation>
    </message>
    <message>
        <source>Show the &amp;review</source>
        <translation>Показать &amp;разбор</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>Something went wrong inside the game:
{error}</source>
        <translation>В игре произошла ошибка:
{error}</translation>
    </message>
    <message>
        <source>Your game was saved: it will be offered again at the next start.</source>
        <translation>Ваша партия сохранена: она будет предложена при следующем запуске.</translation>
    </message>
    <message>
        <source>You can go on playing. If the table looks wrong, quit and start the game again.</source>
        <translation>Можно продолжать игру. Если стол выглядит неправильно, закройте игру и запустите её снова.</translation>
    </message>
    <message>
        <source>The details were written to the log file:
{path}</source>
        <translation>Подробности записаны в файл журнала:
{path}</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Не удалось записать подробности в файл журнала.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>clubs</source>
        <comment>suit name inside a sentence</comment>
        <translation>трефы</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>suit name inside a sentence</comment>
        <translation>бубны</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>suit name inside a sentence</comment>
        <translation>черви</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>suit name inside a sentence</comment>
        <translation>пики</translation>
    </message>
    <message>
        <source>no trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>без козырей</translation>
    </message>
    <message>
        <source>all trumps</source>
        <comment>contract inside a sentence</comment>
        <translation>все козыри</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list of cards</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>four sixes</source>
        <translation>четыре шестёрки</translation>
    </message>
    <message>
        <source>four sevens</source>
        <translation>четыре семёрки</translation>
    </message>
    <message>
        <source>four eights</source>
        <translation>четыре восьмёрки</translation>
    </message>
    <message>
        <source>four nines</source>
        <translation>четыре девятки</translation>
    </message>
    <message>
        <source>four tens</source>
        <translation>четыре десятки</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>четыре валета</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>четыре дамы</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>четыре короля</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>четыре туза</translation>
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
        <translation>двадцать до {card} ({points})</translation>
    </message>
    <message>
        <source>a fifty to the {card} ({points})</source>
        <translation>пятьдесят до {card} ({points})</translation>
    </message>
    <message>
        <source>a tierce to the {card} ({points})</source>
        <translation>терц до {card} ({points})</translation>
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
        <translation>Восток–Запад</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings you more.</source>
        <translation>Против уже сделанных объявлений {best} приносит вам больше.</translation>
    </message>
    <message>
        <source>Against what has been declared, {best} brings your side more.</source>
        <translation>Против уже сделанных объявлений {best} приносит больше вашей стороне.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <comment>a team of two players</comment>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: nobody scores them.</source>
        <translation>{set}: равно лучшему объявлению соперников ({who}), а равные объявления взаимно погашаются: их никто не записывает.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: you score {mine}, {who} nothing.</source>
        <translation>{set}: равно лучшему объявлению соперников ({who}), а равные объявления взаимно погашаются: вы записываете {mine}, {who} — ничего.</translation>
    </message>
    <message>
        <source>{set}: equal to {who}&apos;s best, and equal declarations cancel out: your side scores {mine}, {who} nothing.</source>
        <translation>{set}: равно лучшему объявлению соперников ({who}), а равные объявления взаимно погашаются: ваша сторона записывает {mine}, {who} — ничего.</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only yours score ({mine}).</source>
        <translation>{set}: бьёт объявления соперников ({who}), поэтому записываются только ваши ({mine}).</translation>
    </message>
    <message>
        <source>{set}: beats {who}&apos;s declarations, so only your side&apos;s score ({mine}).</source>
        <translation>{set}: бьёт объявления соперников ({who}), поэтому записываются только объявления вашей стороны ({mine}).</translation>
    </message>
    <message>
        <source>{set}: you score {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: вы записываете {mine}, но объявления соперников ({who}) тоже записываются: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: your side scores {mine}, but {who}&apos;s declarations still score too: {theirs}.</source>
        <translation>{set}: ваша сторона записывает {mine}, но объявления соперников ({who}) тоже записываются: {theirs}.</translation>
    </message>
    <message>
        <source>{set}: loses to {who}&apos;s {theirs}, so only {who}&apos;s declarations score.</source>
        <translation>{set}: проигрывает объявлениям соперников ({who}: {theirs}), поэтому записываются только объявления соперников ({who}).</translation>
    </message>
    <message>
        <source>You must follow {suit}, and beat {player}&apos;s {best} if you can: play {cards}.</source>
        <translation>Нужно отвечать в масть ({suit}) и, если можете, перебить {best} игрока {player}: сыграйте {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit}: you still have {cards}.</source>
        <translation>Нужно отвечать в масть ({suit}): у вас ещё есть {cards}.</translation>
    </message>
    <message>
        <source>You must follow {suit} when you can.</source>
        <translation>Если у вас есть карты этой масти ({suit}), нужно отвечать в масть.</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps. {player}&apos;s {best} is already in the trick, so beat it if you can ({cards}).</source>
        <translation>Нужно бить козырем: масти хода ({led}) у вас нет, а козыри есть. Во взятке уже лежит {best} игрока {player}, так что перебейте, если можете ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold trumps ({cards}).</source>
        <translation>Нужно бить козырем: масти хода ({led}) у вас нет, а козыри есть ({cards}).</translation>
    </message>
    <message>
        <source>You must trump: you have no {led} and you hold {trump}, the trump suit.</source>
        <translation>Нужно бить козырем: масти хода ({led}) у вас нет, а козырная масть ({trump}) есть.</translation>
    </message>
    <message>
        <source>You must overtrump, even your partner: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}). In this game a partner holding the trick does not free you.</source>
        <translation>Нужно перебить козырем, даже партнёра: взятку сейчас берёт {best} игрока {player}, а у вас есть козырь старше ({cards}). В этой игре то, что взятку берёт партнёр, не освобождает вас от этого.</translation>
    </message>
    <message>
        <source>You must overtrump: {player}&apos;s {best} holds the trick and you have a higher trump ({cards}).</source>
        <translation>Нужно перебить козырем: взятку сейчас берёт {best} игрока {player}, а у вас есть козырь старше ({cards}).</translation>
    </message>
    <message>
        <source>All trumps: in every suit you must beat the best card played if you can. {player}&apos;s {best} holds the trick and you have {cards}.</source>
        <translation>Все козыри: в любой масти нужно, если можете, положить карту старше лучшей из сыгранных. Взятку сейчас берёт {best} игрока {player}, а у вас есть {cards}.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump, even over your partner&apos;s {best} (you have {cards}).</source>
        <translation>Ход с козыря: нужно сыграть старший козырь, даже поверх {best} партнёра (у вас есть {cards}).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump than {player}&apos;s {best} (you have {cards}).</source>
        <translation>Ход с козыря: нужно сыграть козырь старше, чем {best} игрока {player} (у вас есть {cards}).</translation>
    </message>
    <message>
        <source>The contract is doubled, which locks the trumps: you may not lead {trump} while you hold another suit.</source>
        <translation>Контракт контрирован, и это запирает козыри: нельзя ходить с {trump}, пока у вас есть карта другой масти.</translation>
    </message>
    <message>
        <source>Lead one of {cards}.</source>
        <translation>Ходите одной из этих карт: {cards}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Карты {card} у вас нет.</translation>
    </message>
    <message>
        <source>This game is over: start a new one to play again.</source>
        <translation>Эта партия окончена: начните новую, чтобы играть снова.</translation>
    </message>
    <message>
        <source>The trump is not chosen yet: bid or pass first; the cards are played afterwards.</source>
        <translation>Козырь ещё не выбран: сначала заявка или пас, карты разыгрываются потом.</translation>
    </message>
    <message>
        <source>The bidding is over: it is time to play a card.</source>
        <translation>Торговля окончена: пора сыграть карту.</translation>
    </message>
    <message>
        <source>In the first round you may only take the turned card&apos;s suit, {suit}, or pass. Another suit can be named in the second round if everybody passes.</source>
        <translation>В первом круге можно только взять масть открытой карты ({suit}) или спасовать. Другую масть можно назвать во втором круге, если все спасуют.</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or less may pass and cancel the deal; this one is worth {points}.</source>
        <translation>Все остальные спасовали: сдающий должен заявить контракт. Пасовать и отменить сдачу может только рука в {limit} очков или меньше; эта стоит {points}.</translation>
    </message>
    <message>
        <source>The three other players passed: the dealer must name a trump suit, he may not pass.</source>
        <translation>Трое других игроков спасовали: сдающий должен назначить козырь, пасовать он не может.</translation>
    </message>
    <message>
        <source>Everybody refused {suit} in the first round: in the second round name another suit, or pass.</source>
        <translation>В первом круге все отказались от масти открытой карты ({suit}): во втором круге назовите другую масть или спасуйте.</translation>
    </message>
    <message>
        <source>You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow it. Pass, or choose a suit you hold.</source>
        <translation>У вас нет ни одной {suit}: играть в масти, которой у вас нет, — это ренонс, поэтому игра этого не позволяет. Пасуйте или выберите масть, которая у вас есть.</translation>
    </message>
    <message>
        <source>Nothing is higher than a capot bid: you may only pass or coinche it.</source>
        <translation>Выше заявки капота ничего нет: можно только спасовать или объявить контру.</translation>
    </message>
    <message>
        <source>Each bid must be higher than the last one: bid at least {minimum}.</source>
        <translation>Каждая заявка должна быть выше предыдущей: заявите не меньше {minimum}.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}: {value} is not one of them.</source>
        <translation>Заявки — от {low} до {high} с шагом {step}: {value} среди них нет.</translation>
    </message>
    <message>
        <source>Capot bids are not allowed in this game.</source>
        <translation>В этой игре нельзя заявлять капот.</translation>
    </message>
    <message>
        <source>Contracts in {strain} are not allowed in this game.</source>
        <translation>В этой игре нельзя играть контракт «{strain}».</translation>
    </message>
    <message>
        <source>You have passed, and in this game a pass is final: you may not bid again in this deal.</source>
        <translation>Вы спасовали, а в этой игре пас окончателен: в этой сдаче вы больше не можете делать заявки.</translation>
    </message>
    <message>
        <source>After a coinche nobody may bid again: pass, or surcoinche if it is your team&apos;s bid that was coinched.</source>
        <translation>После контры новых заявок быть не может: спасуйте или объявите реконтру, если законтрирована заявка вашей команды.</translation>
    </message>
    <message>
        <source>You cannot coinche your own team&apos;s bid: only the opponents of the highest bidder may.</source>
        <translation>Нельзя контрировать заявку своей команды: контру объявляют только соперники того, чья заявка старшая.</translation>
    </message>
    <message>
        <source>This bid is already coinched.</source>
        <translation>Эта заявка уже законтрирована.</translation>
    </message>
    <message>
        <source>There is no bid to coinche yet.</source>
        <translation>Пока нет заявки, которую можно контрировать.</translation>
    </message>
    <message>
        <source>Only the team whose bid was coinched may surcoinche.</source>
        <translation>Реконтру может объявить только команда, чью заявку законтрировали.</translation>
    </message>
    <message>
        <source>This bid is already surcoinched.</source>
        <translation>По этой заявке реконтра уже объявлена.</translation>
    </message>
    <message>
        <source>You may surcoinche only after an opponent has coinched your team&apos;s bid.</source>
        <translation>Реконтру можно объявить, только когда соперник законтрировал заявку вашей команды.</translation>
    </message>
    <message>
        <source>You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.</source>
        <translation>Вам нечего объявить: объявление — это три и более карты одной масти подряд или каре ({carres}).</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Declarations are announced only in the first trick, before you play your first card.</source>
        <translation>Объявления делаются только в первой взятке, до того как вы сыграете первую карту.</translation>
    </message>
    <message>
        <source>This game is played without coinche and surcoinche.</source>
        <translation>В этой игре нет контры и реконтры.</translation>
    </message>
    <message>
        <source>In this game you take a suit or pass: there are no point bids.</source>
        <translation>В этой игре масть берут или пасуют: заявок на очки нет.</translation>
    </message>
    <message>
        <source>In this game you bid points in a suit, no trumps or all trumps, or pass.</source>
        <translation>В этой игре заявляют очки — в масти, без козырей или все козыри — или пасуют.</translation>
    </message>
    <message>
        <source>This game does not use that move.</source>
        <translation>В этой игре такого хода нет.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Сейчас такой ход не разрешён.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not play a higher trump (an option of this game).</source>
        <translation>Взятку берёт ваш партнёр: класть старший козырь не обязательно (настройка этой игры).</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump or overtrump; you may play any card.</source>
        <translation>Взятку берёт ваш партнёр: бить или перебивать козырем не обязательно, можно сыграть любую карту.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.</source>
        <translation>Взятку берёт ваш партнёр: бить козырем не обязательно (ход в масть {suit}, а её у вас нет), можно сыграть любую карту.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; you must then score more points than the other player: more than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.</source>
        <translation>Если вы берёте, козырями становятся {suit}, и вы должны набрать больше очков, чем другой игрок: больше {half} из {total}. Иначе вы «внутри», и другой игрок получает все {total}.</translation>
    </message>
    <message>
        <source>your team must then score at least as many points as the other team</source>
        <translation>ваша команда должна набрать не меньше очков, чем соперники</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (equal is not enough)</source>
        <translation>ваша команда должна набрать больше очков, чем соперники (поровну — недостаточно)</translation>
    </message>
    <message>
        <source>your team must then score more points than the other team (if equal, your points wait for the next deal: litige)</source>
        <translation>ваша команда должна набрать больше очков, чем соперники (при равенстве ваши очки ждут следующей раздачи — «спор»)</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing and the other team scores its own points.</source>
        <translation>Взяв, вы делаете {suit} козырем; {duty}, из {total}. Иначе ваша команда ничего не записывает, а другая команда записывает свои очки.</translation>
    </message>
    <message>
        <source>Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other team scores all {total}.</source>
        <translation>Если вы берёте, козырями становятся {suit}, и {duty} (всего в раздаче {total}). Иначе вы «внутри», и соперники получают все {total}.</translation>
    </message>
    <message>
        <source>You pick up the turned {card} and {count} more cards.</source>
        <translation>Вы забираете открытую карту {card} и добираете ещё {count}.</translation>
    </message>
    <message>
        <source>Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other team scores {failed}.</source>
        <translation>Заявка капота ({strain}): ваша команда должна взять все взятки. Если получится — {made}; если нет — соперники получают {failed}.</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points ({counted}).</source>
        <translation>Заявка {value}, {strain}: ваша команда должна набрать не меньше {value} очков ({counted}).</translation>
    </message>
    <message>
        <source>Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} of {total}) ({counted}).</source>
        <translation>Заявка {value}, {strain}: ваша команда должна набрать не меньше {value} очков и больше половины ({half} из {total}) ({counted}).</translation>
    </message>
    <message>
        <source>Made: each team scores its own points. Failed: the other team scores every point of the deal.</source>
        <translation>Сыграно: каждая команда записывает свои очки. Провал: другая команда записывает все очки сдачи.</translation>
    </message>
    <message>
        <source>Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.</source>
        <translation>При выполнении: ваши очки плюс {value}. При провале соперники получают {failed} плюс {value}.</translation>
    </message>
    <message>
        <source>The deal holds only {total} points in {strain}, so this bid can never be made, even by winning every trick.</source>
        <translation>В раздаче всего {total} очков в {strain}, поэтому эту заявку никогда не выполнить, даже взяв все взятки.</translation>
    </message>
    <message>
        <source>No trumps: no suit can trump and every suit keeps the plain order.</source>
        <translation>Без козырей: ни одна масть не бьёт другую, у всех мастей обычный порядок.</translation>
    </message>
    <message>
        <source>All trumps: every suit uses the trump order and values, and nothing can trump.</source>
        <translation>Все козыри: у каждой масти порядок и стоимость козырей, и ни одна масть не бьёт другую.</translation>
    </message>
    <message>
        <source>The bid was coinched: the score of the team that wins the contract counts double (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>Заявка законтрирована: счёт команды, выигравшей контракт, удваивается (при выполнении — очки за карты, объявления и заявка заказчиков; при провале — база защитников и заявка), но белот — никогда.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: the score of the team that wins the contract counts {times} times (made, the takers&apos; card points, declarations and bid; failed, the defenders&apos; base and the bid), never a belote.</source>
        <translation>На заявку дали реконтру: счёт команды, выигравшей контракт, умножается на {times} (при выполнении — очки за карты, объявления и заявка заказчиков; при провале — база защитников и заявка), но белот — никогда.</translation>
    </message>
    <message>
        <source>Pass: you leave the turned suit to the others. If all pass, a second round lets each player name another suit.</source>
        <translation>Пас: вы оставляете открытую масть другим. Если спасуют все, во втором круге каждый сможет назвать другую масть.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the same dealer deals again.</source>
        <translation>Пас: если все снова спасуют, карты сбрасываются и тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes again, the cards are thrown in and the next dealer deals.</source>
        <translation>Пас: если все снова спасуют, карты бросают и сдаёт следующий.</translation>
    </message>
    <message>
        <source>Pass: in this game a pass is final, you will not bid again in this deal. When all the others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.</source>
        <translation>Пас: в этой игре пас окончателен, в этой сдаче вы больше не будете заявлять. Когда все остальные спасовали после заявки, торговля окончена; если пасуют все четверо, карты сбрасываются.</translation>
    </message>
    <message>
        <source>Pass: you do not bid higher. Three passes in a row after a bid end the auction.</source>
        <translation>Пас: вы не повышаете заявку. Три паса подряд после заявки завершают торговлю.</translation>
    </message>
    <message>
        <source>Pass: if all four players pass without a bid, the cards are thrown in.</source>
        <translation>Пас: если все четверо спасуют без единой заявки, карты бросают.</translation>
    </message>
    <message>
        <source>Coinche: you bet the takers will fail. The contract&apos;s value counts double, whoever wins; no new bid may follow.</source>
        <translation>Контра: вы ставите на то, что заказчики не выполнят контракт. Стоимость контракта удваивается, кто бы ни выиграл; новых заявок больше не будет.</translation>
    </message>
    <message>
        <source>Surcoinche: your team, coinched, answers that it will make it: the contract counts four times. The auction ends.</source>
        <translation>Реконтра: ваша законтрированная команда отвечает, что выполнит контракт: он считается вчетверо. Торговля окончена.</translation>
    </message>
    <message>
        <source>Announce your runs now, before your first card; they score only if you hold the best run at the table.</source>
        <translation>Объявите свои последовательности сейчас, до первой карты; они засчитываются, только если у вас лучшая последовательность за столом.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; sequences and carrés are compared apart: the best of each kind scores.</source>
        <translation>Объявите свои комбинации сейчас, до первой карты; последовательности и каре сравниваются отдельно: засчитывается лучшая комбинация каждого вида.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if you hold the best one.</source>
        <translation>Объявите свои комбинации сейчас, до первой карты; они засчитываются, только если лучшая у вас.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; they score only if your team holds the best one.</source>
        <translation>Объявите комбинации сейчас, до первой карты; они засчитываются, только если лучшее объявление у вашей команды.</translation>
    </message>
    <message>
        <source>Declare your combinations now, before your first card; each team scores its own.</source>
        <translation>Объявите комбинации сейчас, до первой карты; каждая команда получает очки за свои.</translation>
    </message>
    <message>
        <source>Name {suit} as trumps: you become the maker, and your team must take more than half of the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down cards join your hand once the trump is named.</source>
        <translation>Назначьте {suit} козырем: вы становитесь заказчиком, и ваша команда должна взять больше половины очков ({total} в картах и последней взятке, плюс последовательности и белла). Ровно половина — это {half}: вы ничего не записываете, другие — свои очки; меньше — это {bate}: другие записывают всё. Ваши {count} карты рубашкой вверх попадают в руку, как только назначен козырь.</translation>
    </message>
    <message>
        <source>Pass: the dealer, last to speak, will then have to name a trump.</source>
        <translation>Пас: тогда сдающий, говорящий последним, должен будет назначить козырь.</translation>
    </message>
    <message>
        <source>Pass: the next player may name a trump. If the first three players pass, the dealer must name one.</source>
        <translation>Пас: следующий игрок может назначить козырь. Если первые трое спасуют, сдающий обязан назначить.</translation>
    </message>
    <message>
        <source>&quot;{call}&quot;: {text}</source>
        <translation>«{call}»: {text}</translation>
    </message>
    <message>
        <source>Failing is called being {set}.</source>
        <translation>Провал называется {set}.</translation>
    </message>
    <message>
        <source>You may only play in a suit you hold.</source>
        <translation>Играть можно только в масти, которая у вас есть.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belote count</source>
        <translation>считаются карты, последняя взятка, объявления и белот</translation>
    </message>
    <message>
        <source>cards, last trick and declarations count</source>
        <translation>считаются карты, последняя взятка и объявления</translation>
    </message>
    <message>
        <source>cards, last trick and belote count</source>
        <translation>считаются карты, последняя взятка и белот</translation>
    </message>
    <message>
        <source>cards and last trick count</source>
        <translation>считаются карты и последняя взятка</translation>
    </message>
    <message>
        <source>{player} plays the {card}, one of the king and queen of trumps: with the other card comes the {name}, {points} points for {team}.</source>
        <translation>{player} играет {card}, одну из пары король и дама козырей: со второй картой будет {name}, {points} очков для {team}.</translation>
    </message>
    <message>
        <source>{player} calls &quot;{name}&quot; playing the {card}: the king and queen of trumps in one hand, {points} points for {team}.</source>
        <translation>{player} объявляет «{name}», играя {card}: король и дама козырей в одной руке, {points} очков для {team}.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of one suit in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: «Белот» при ходе {card} — король и дама одной масти у одного игрока. Со второй картой звучит «Ребелот», и {points} очков получает команда {team}, кто бы ни выиграл объявления.</translation>
    </message>
    <message>
        <source>{player} says &quot;Belote&quot; playing the {card}: the king and queen of trumps in the same hand. With the other card comes &quot;Rebelote&quot; and {points} points for {team}, whoever wins the declarations.</source>
        <translation>{player}: «Белот» при ходе {card} — король и дама козырей у одного игрока. Со второй картой звучит «Ребелот», и {points} очков получает команда {team}, кто бы ни выиграл объявления.</translation>
    </message>
    <message>
        <source>In this game the king must be played first for the belote to count.</source>
        <translation>В этой игре король должен быть сыгран первым, иначе белот не засчитывается.</translation>
    </message>
    <message>
        <source>{player} says &quot;Rebelote&quot; playing the {card}: {points} points for {team}.</source>
        <translation>{player}: «Ребелот» при ходе {card} — {points} очков команде {team}.</translation>
    </message>
    <message>
        <source>If that team took the contract, these points also count toward its bid.</source>
        <translation>Если эта команда — заказчик, эти очки засчитываются и в её заявку.</translation>
    </message>
    <message>
        <source>{player} announces {melds}: {points} points. In this game the cards of a declaration are shown once the first trick is over.</source>
        <translation>{player} объявляет {melds}: {points} очков. В этой игре карты объявления показывают, как только закончится первая взятка.</translation>
    </message>
    <message>
        <source>You declare {melds}: {points} points.</source>
        <translation>Ваше объявление: {melds}, всего {points} очков.</translation>
    </message>
    <message>
        <source>{player} declares {melds}: {points} points.</source>
        <translation>Объявление — {player}: {melds}, всего {points} очков.</translation>
    </message>
    <message>
        <source>In this game every declaration scores: these go to {team}.</source>
        <translation>В этой игре засчитываются все объявления: эти очки получает команда {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best run scores, and only his own runs: a fifty beats a twenty, then the higher top card; equal runs: the one in trumps wins, otherwise nobody scores.</source>
        <translation>Очки получает только игрок с лучшей последовательностью, и только за свои: пятьдесят бьёт двадцать, затем старшая верхняя карта; при равных выигрывает козырная, иначе никто не получает очков.</translation>
    </message>
    <message>
        <source>In this game a twenty beats a fifty, as some written rules have it.</source>
        <translation>В этой игре двадцать бьёт пятьдесят, как сказано в некоторых письменных правилах.</translation>
    </message>
    <message>
        <source>Sequences and carrés are compared apart: the player with the best sequence scores his sequences, the player with the best carré his carrés.</source>
        <translation>Последовательности и каре сравниваются отдельно: игрок с лучшей последовательностью записывает свои последовательности, игрок с лучшим каре — свои каре.</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team with the best carré scores all its carrés, the team with the best sequence all its sequences.</source>
        <translation>Каре и последовательности сравниваются отдельно: команда с лучшим каре получает очки за все свои каре, команда с лучшей последовательностью — за все свои последовательности.</translation>
    </message>
    <message>
        <source>Between sequences worth the same the longer wins, then the higher top card.</source>
        <translation>Из последовательностей одинаковой стоимости побеждает более длинная, затем та, у которой выше старшая карта.</translation>
    </message>
    <message>
        <source>Equal best sequences of opposing sides cancel out: nobody scores sequences.</source>
        <translation>Равные лучшие последовательности противников взаимно погашаются: за последовательности никто не получает очков.</translation>
    </message>
    <message>
        <source>So far the best declaration is yours: {meld}, for {team}.</source>
        <translation>Пока лучшее объявление — ваше: {meld}, команда {team}.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Свои объявления записывает только игрок с лучшим объявлением: сначала больше очков, затем каре прежде последовательности, затем старшая верхняя карта, затем последовательность в козырях.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Свои объявления записывает только игрок с лучшим объявлением: сначала больше очков, затем каре прежде последовательности, затем старшая верхняя карта.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Свои объявления записывает только игрок с лучшим объявлением: сначала больше очков, затем каре прежде последовательности, затем старшая верхняя карта, затем последовательность в козырях.</translation>
    </message>
    <message>
        <source>Only the player with the best declaration scores his declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Свои объявления записывает только игрок с лучшим объявлением: сначала больше очков, затем каре прежде последовательности, затем старшая верхняя карта.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Очки за объявления получает только команда с лучшим объявлением: сначала по очкам, затем каре сильнее последовательности, затем по старшей карте, затем последовательность в козырях.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then a carré before a sequence, then the higher top card.</source>
        <translation>Очки за объявления получает только команда с лучшим объявлением: сначала по очкам, затем каре сильнее последовательности, затем по старшей карте.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card, then a sequence in trumps.</source>
        <translation>Очки за объявления получает только команда с лучшим объявлением: сначала по очкам, затем каре сильнее последовательности, затем по старшей карте, затем последовательность в козырях.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores its declarations: more points first, then four of a kind before a sequence, then the higher top card.</source>
        <translation>Очки за объявления получает только команда с лучшим объявлением: сначала по очкам, затем каре сильнее последовательности, затем по старшей карте.</translation>
    </message>
    <message>
        <source>So far the best declaration is {player}&apos;s: {meld}, for {team}.</source>
        <translation>Пока лучшее объявление: {meld} — {player}, команда {team}.</translation>
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
        <translation>{team}: заявка капота, {strain}.</translation>
    </message>
    <message>
        <source>{team} bid {value} in {strain}.</source>
        <translation>{team}: заявка {value}, {strain}.</translation>
    </message>
    <message>
        <source>The bid was coinched: its value counts double.</source>
        <translation>Заявка законтрирована: её стоимость удваивается.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): litige. The defenders score their own points; the takers&apos; {held} points wait and go to the team that wins the next deal.</source>
        <translation>Поровну ({points} у каждой): спор. Защитники записывают свои очки; {held} очков заказчиков ждут и достанутся команде, которая выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>{team} took, with {strain} as trumps.</source>
        <translation>Заказчики: {team}; козырь: {strain}.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the next dealer deals.</source>
        <translation>Никто не взял: карты бросают, очков никто не получает, сдаёт следующий.</translation>
    </message>
    <message>
        <source>Score of this deal: {points}.</source>
        <translation>Счёт раздачи: {points}.</translation>
    </message>
    <message>
        <source>Card points: {points} ({total} in all, with {bonus} for the last trick, won by {team}).</source>
        <translation>Очки за карты: {points} (всего {total}, из них {bonus} за последнюю взятку — {team}).</translation>
    </message>
    <message>
        <source>{team} won every trick: capot! Their cards count {score} instead of {total}.</source>
        <translation>{team}: все взятки — капот! Их карты считаются как {score} вместо {total}.</translation>
    </message>
    <message>
        <source>Declarations: {player} held the best one, so only that team&apos;s declarations count: {points}.</source>
        <translation>Объявления: лучшее объявление — {player}, поэтому засчитываются только объявления этой команды: {points}.</translation>
    </message>
    <message>
        <source>Declarations: {points}.</source>
        <translation>Объявления: {points}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations: {points}.</source>
        <translation>Команда без единой взятки теряет свои объявления: {points}.</translation>
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
        <translation>Итого: {parts}.</translation>
    </message>
    <message>
        <source>Made: the contract is fulfilled.</source>
        <translation>Сыграно: контракт выполнен.</translation>
    </message>
    <message>
        <source>Failed: the takers are dedans.</source>
        <translation>Провал: заказчики «внутри».</translation>
    </message>
    <message>
        <source>The takers ({team}) have as many points as the other team ({points} each): in this game that is enough. The contract is made and each team scores its total.</source>
        <translation>Заказчики ({team}) набрали столько же очков, сколько соперники (по {points}): в этой игре этого достаточно. Контракт выполнен, и каждая команда записывает свой итог.</translation>
    </message>
    <message>
        <source>The takers ({team}) have more points than the other team: the contract is made and each team scores its total.</source>
        <translation>Заказчики ({team}) набрали больше очков, чем соперники: контракт выполнен, и каждая команда записывает свой итог.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): in this game the takers must score more, so they are dedans.</source>
        <translation>Поровну (по {points}): в этой игре заказчики должны набрать больше, поэтому они «внутри».</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, {defence} {d_points}: the takers are dedans.</source>
        <translation>У заказчиков ({taker}) — {t_points}, у защитников ({defence}) — {d_points}: заказчики «внутри».</translation>
    </message>
    <message>
        <source>{defence} and {other} tied for the most and share all the points of the deal and every declaration: {sum}.</source>
        <translation>{defence} и {other} набрали поровну больше всех и делят все очки раздачи и все объявления: {sum}.</translation>
    </message>
    <message>
        <source>{defence} score all the points of the deal and every declaration: {sum}.</source>
        <translation>Защитники ({defence}) получают все очки раздачи и все объявления: {sum}.</translation>
    </message>
    <message>
        <source>The takers ({taker}) are dedans: the best defending team was {defence}.</source>
        <translation>Заказчики ({taker}) «внутри»; лучшей из защищавшихся команд была {defence}.</translation>
    </message>
    <message>
        <source>The bid was surcoinched: its value counts {times} times.</source>
        <translation>На заявку дали реконтру: её стоимость считается {times} раза.</translation>
    </message>
    <message>
        <source>{team} called {strain}.</source>
        <translation>{team} объявили {strain}.</translation>
    </message>
    <message>
        <source>Match was called: this deal decides the whole game.</source>
        <translation>Объявлен «Матч»: эта сдача решает всю игру.</translation>
    </message>
    <message>
        <source>The contract was redoubled.</source>
        <translation>Контракт реконтрирован.</translation>
    </message>
    <message>
        <source>The contract was doubled.</source>
        <translation>Контракт контрирован.</translation>
    </message>
    <message>
        <source>Every player is committed: the one with the most points takes every point, and two tied for the most share them.</source>
        <translation>Все игроки обязаны: тот, у кого больше всех очков, забирает все очки, а двое, набравшие поровну больше всех, делят их.</translation>
    </message>
    <message>
        <source>Both players are committed: the one with more points takes every point.</source>
        <translation>Оба игрока обязаны: тот, у кого больше очков, забирает все очки.</translation>
    </message>
    <message>
        <source>Both teams are committed: the team with more points takes every point.</source>
        <translation>Обе команды обязаны: команда, набравшая больше очков, забирает все очки.</translation>
    </message>
    <message>
        <source>Only the player with more points scores.</source>
        <translation>Записывает только игрок, набравший больше очков.</translation>
    </message>
    <message>
        <source>Only the team with more points scores.</source>
        <translation>Записывает только команда, набравшая больше очков.</translation>
    </message>
    <message>
        <source>The points count {times} times.</source>
        <translation>Очки считаются {times} раза.</translation>
    </message>
    <message>
        <source>Nobody took: the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Никто не взял: карты сбрасываются, никто ничего не записывает, и тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>In {game} the takers are {set}.</source>
        <translation>В игре {game} взявшие получают {set}.</translation>
    </message>
    <message>
        <source>{team} won every trick: {word}! Their cards count {score} instead of {total}.</source>
        <translation>{team} взяли все взятки: {word}! Их карты стоят {score} вместо {total}.</translation>
    </message>
    <message>
        <source>Runs: {player} held the best one, so only his own runs count: {points}.</source>
        <translation>Последовательности: лучшая была у игрока {player}, поэтому считаются только его: {points}.</translation>
    </message>
    <message>
        <source>{word}: {player} held the best one, so only that team&apos;s count: {points}.</source>
        <translation>{word}: лучшая была у {player}, поэтому засчитываются только комбинации его команды: {points}.</translation>
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
        <translation>Лучшие последовательности были равны и ни одна не была козырной: они погашаются, и за последовательности никто не получает очков ({points}).</translation>
    </message>
    <message>
        <source>The best sequences of the two sides were equal: they cancel out, and nobody scores sequences ({points}).</source>
        <translation>Лучшие последовательности обеих сторон были равны: они погашаются, и за последовательности никто не получает очков ({points}).</translation>
    </message>
    <message>
        <source>A capot bid is made only by winning every trick.</source>
        <translation>Заявленный капот выполнен, только если взяты все взятки.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid: {target} points.</source>
        <translation>Чтобы выполнить контракт, заказчикам нужно было набрать заявленное: {target}.</translation>
    </message>
    <message>
        <source>To make the contract the takers needed their bid ({value}) and more than half of the {total} points: {target} points.</source>
        <translation>Чтобы выполнить контракт, заказчикам нужно было набрать заявленное ({value}) и больше половины из {total}: {target}.</translation>
    </message>
    <message>
        <source>They counted {sum}.</source>
        <translation>Набрано: {sum}.</translation>
    </message>
    <message>
        <source>The taker ({player}) has the most points: the contract is made and each player scores his total.</source>
        <translation>У взявшего ({player}) больше всех очков: контракт выполнен, и каждый игрок записывает свою сумму.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: both teams are committed, neither scores, and every point, {held} ({mp} match points), is held over for the team that wins the next deal.</source>
        <translation>Равные суммы (по {points}) в контрированном контракте: обе команды обязаны, никто не записывает, и все очки, {held} ({mp} очков партии), откладываются для команды, которая выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score every point of the deal, both totals, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Равные суммы (по {points}): заявившие ничего не записывают, защитники записывают все очки сдачи, обе суммы, а {held} очков ({mp} очков партии) откладываются для команды, которая выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers score nothing, the defenders score their own points, and {held} points ({mp} match points) are held over for the team that wins the next deal.</source>
        <translation>Равные суммы (по {points}): взявшие ничего не записывают, защитники записывают свои очки, а {held} очков ({mp} очков партии) «висят» до команды, которая выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the takers needed more. They score nothing, and the other team scores only its own points.</source>
        <translation>Поровну (по {points}): заказчикам нужно было больше. Они ничего не записывают, а другая команда записывает только свои очки.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer points than the other team: they score nothing, and the other team scores only its own points.</source>
        <translation>У заказчиков ({taker}) меньше очков, чем у другой команды: они ничего не записывают, а другая команда записывает только свои очки.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: {first} and {second} tied for the best of the others.</source>
        <translation>Взявший ({player}) не выполнил контракт: {first} и {second} разделили лучший результат среди остальных.</translation>
    </message>
    <message>
        <source>The taker ({player}) is dedans: the best of the others was {defence}.</source>
        <translation>Взявший ({player}) не выполнил контракт: лучшим из остальных был {defence}.</translation>
    </message>
    <message>
        <source>Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score their own points.</source>
        <translation>Ровно половина (по {points}): {taker} — {half}. Они ничего не записывают, а {other} записывают свои очки.</translation>
    </message>
    <message>
        <source>{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the deal.</source>
        <translation>{taker} набрали {t_points}, меньше половины: они — {bate}, и {other} записывают все очки раздачи.</translation>
    </message>
    <message>
        <source>Match points: the points are divided by ten; a remainder above {limit} rounds up, {limit} or less rounds down: {pairs}.</source>
        <translation>Очки партии: очки делятся на десять; остаток больше {limit} округляется вверх, {limit} и меньше — вниз: {pairs}.</translation>
    </message>
    <message>
        <source>Both teams stopped exactly at the limit, so the lower score rounds up and the higher down.</source>
        <translation>Обе команды остановились ровно на границе, поэтому меньший счёт округляется вверх, а больший — вниз.</translation>
    </message>
    <message>
        <source>{team} won every trick: {points} more match points, never multiplied.</source>
        <translation>{team} взяли все взятки: ещё {points} очков партии, которые никогда не умножаются.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each) in a doubled contract: every player is committed, nobody scores, and every point, {held} ({mp} match points), is held over for the player who wins the next deal.</source>
        <translation>Равные суммы (по {points}) в контрированном контракте: все игроки обязаны, никто не записывает, и все очки, {held} ({mp} очков партии), откладываются для игрока, который выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>Equal totals ({points} each): the taker scores nothing, the others score their own points, and {held} points ({mp} match points) are held over for the player who wins the next deal.</source>
        <translation>Равные суммы (по {points}): заказчик ничего не записывает, остальные записывают свои очки, а {held} очков ({mp} очков партии) откладываются для игрока, который выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>{team} lose {points} match points (kirtik): committed and beaten, or left without a trick.</source>
        <translation>{team} теряют {points} очков партии (киртик): обязались и проиграли или остались без взятки.</translation>
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
        <translation>Очки партии — это очки без последней цифры: {parts}.</translation>
    </message>
    <message>
        <source>Both teams showed 15, so the higher last digit makes 16.</source>
        <translation>У обеих команд выходило 15, поэтому большая последняя цифра даёт 16.</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>part of a score</comment>
        <translation>карты</translation>
    </message>
    <message>
        <source>share of the taker&apos;s points</source>
        <comment>part of a score: Belot for 3, a failed taker&apos;s points</comment>
        <translation>доля очков заказавшего</translation>
    </message>
    <message>
        <source>declarations</source>
        <comment>part of a score</comment>
        <translation>объявления</translation>
    </message>
    <message>
        <source>belote</source>
        <comment>part of a score</comment>
        <translation>белот</translation>
    </message>
    <message>
        <source>points</source>
        <comment>part of a score: points won in the deal</comment>
        <translation>очки</translation>
    </message>
    <message>
        <source>bid</source>
        <comment>part of a score</comment>
        <translation>заявка</translation>
    </message>
    <message>
        <source>capot bid</source>
        <comment>part of a score</comment>
        <translation>заявленный капот</translation>
    </message>
    <message>
        <source>failed capot</source>
        <comment>part of a score</comment>
        <translation>проваленный капот</translation>
    </message>
    <message>
        <source>failed contract</source>
        <comment>part of a score</comment>
        <translation>проваленный контракт</translation>
    </message>
    <message>
        <source>coinche</source>
        <comment>part of a score: what a coinche adds</comment>
        <translation>контра</translation>
    </message>
    <message>
        <source>match points</source>
        <comment>part of a score</comment>
        <translation>очки партии</translation>
    </message>
    <message>
        <source>every trick</source>
        <comment>part of a score: every trick won</comment>
        <translation>все взятки</translation>
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
        <translation>{team}: очков нет.</translation>
    </message>
    <message>
        <source>{team} score {sum}.</source>
        <translation>{team}: записывается {sum}.</translation>
    </message>
    <message>
        <source>{hokum}: {suit} is trump. Your team must then win more round points than the other (16 in the deal, cards and last trick), else the others take them all. You take the turned card and lead.</source>
        <translation>{hokum}: {suit} — козыри. Ваша команда должна набрать больше очков, чем другая (16 в раздаче, карты и последняя взятка), иначе другие забирают все. Вы берёте открытую карту и ходите первым.</translation>
    </message>
    <message>
        <source>{sun}: no trumps, and the deal counts double (26 round points). It beats Hokum. Your team must win more than the other, else the others take them all. You take the turned card and lead.</source>
        <translation>{sun}: без козырей, и раздача считается вдвойне (26 очков). Сан выше Хокума. Ваша команда должна набрать больше другой, иначе другие забирают всё. Вы берёте открытую карту и ходите первым.</translation>
    </message>
    <message>
        <source>{ashkal}: Sun for your partner, who takes the turned card and leads; your team must win more than the other.</source>
        <translation>{ashkal}: Сан для вашего партнёра, который берёт открытую карту и ходит первым; ваша команда должна набрать больше другой.</translation>
    </message>
    <message>
        <source>Pass: the contract stays at its step of the ladder; if your partner passes too, the play begins.</source>
        <translation>Пас: контракт остаётся на своей ступени; если ваш партнёр тоже пасует, начинается игра.</translation>
    </message>
    <message>
        <source>Pass: you keep your Hokum.</source>
        <translation>Пас: вы оставляете свой Хокум.</translation>
    </message>
    <message>
        <source>Pass: you leave the standing call.</source>
        <translation>Пас: вы оставляете действующую заявку.</translation>
    </message>
    <message>
        <source>Pass: if everybody passes in this second round too, the cards are thrown in.</source>
        <translation>Пас: если все спасуют и во втором круге, карты сдаются заново.</translation>
    </message>
    <message>
        <source>Pass: if all four pass, a second round lets each player call Hokum in another suit, or Sun.</source>
        <translation>Пас: если спасуют все четверо, во втором круге каждый может заявить Хокум в другой масти или Сан.</translation>
    </message>
    <message>
        <source>{double}: you bet the bidders will fail; every round point counts twice (not the baloot). While doubled, nobody may lead a trump while holding another suit.</source>
        <translation>{double}: вы ставите на то, что заявившие проиграют; каждое очко считается вдвойне (кроме балута). Пока удвоено, никто не может ходить с козыря, имея другую масть.</translation>
    </message>
    <message>
        <source>{three}: your team answers the double; the round points count three times.</source>
        <translation>{three}: ваша команда отвечает на удвоение; очки считаются втройне.</translation>
    </message>
    <message>
        <source>{four}: you answer again; the round points count four times.</source>
        <translation>{four}: вы отвечаете ещё раз; очки считаются вчетверо.</translation>
    </message>
    <message>
        <source>{gahwa}: the last word. The team that wins this deal wins the whole game.</source>
        <translation>{gahwa}: последнее слово. Команда, выигравшая эту раздачу, выигрывает всю игру.</translation>
    </message>
    <message>
        <source>In the first round Hokum is in the turned card&apos;s suit, {suit}, only.</source>
        <translation>В первом круге Хокум бывает только в масти открытой карты, {suit}.</translation>
    </message>
    <message>
        <source>In the second round Hokum names another suit than {suit}.</source>
        <translation>Во втором круге Хокум называет масть, отличную от {suit}.</translation>
    </message>
    <message>
        <source>A call already stands: only Sun can go over it.</source>
        <translation>Заявка уже действует: перебить её может только Сан.</translation>
    </message>
    <message>
        <source>You have already called Sun in this deal.</source>
        <translation>Вы уже заявляли Сан в этой раздаче.</translation>
    </message>
    <message>
        <source>Ashkal is called in the first round, by the dealer or the player before him only.</source>
        <translation>Ашкал заявляют в первом круге, только сдающий или игрок перед ним.</translation>
    </message>
    <message>
        <source>A Sun already stands: Ashkal no longer can.</source>
        <translation>Сан уже действует: Ашкал больше невозможен.</translation>
    </message>
    <message>
        <source>Your Hokum stands: keep it (pass) or raise it to Sun.</source>
        <translation>Ваш Хокум действует: оставьте его (пас) или поднимите до Сана.</translation>
    </message>
    <message>
        <source>The call is settled: now only the doubling ladder, or pass.</source>
        <translation>Заявка решена: теперь только лестница удвоений или пас.</translation>
    </message>
    <message>
        <source>Doubling comes once the call is settled.</source>
        <translation>Удвоение возможно, когда заявка решена.</translation>
    </message>
    <message>
        <source>It is the bidders&apos; turn on the ladder, not yours.</source>
        <translation>На лестнице сейчас очередь заявивших, а не ваша.</translation>
    </message>
    <message>
        <source>It is the other team&apos;s turn on the ladder, not yours.</source>
        <translation>На лестнице сейчас очередь другой команды, а не ваша.</translation>
    </message>
    <message>
        <source>The ladder goes one step at a time: double, three, four, then Gahwa.</source>
        <translation>Лестница идёт по одной ступени: Дабл, Сри, Фор, затем Гахва.</translation>
    </message>
    <message>
        <source>A Sun may be doubled only while its team has more than {limit} and the doublers less than {limit}.</source>
        <translation>Сан можно удвоить, только пока у его команды больше {limit}, а у удваивающих меньше {limit}.</translation>
    </message>
    <message>
        <source>Sun: rounded to tens, doubled, divided by ten</source>
        <translation>Сан: округление до десятков, удвоение, деление на десять</translation>
    </message>
    <message>
        <source>Hokum: divided by ten, a half or less rounded down</source>
        <translation>Хокум: деление на десять, половина и меньше вниз</translation>
    </message>
    <message>
        <source>{team}: {raw} points make {points} round points ({how}).</source>
        <translation>{team}: {raw} очков дают {points} очков раздачи ({how}).</translation>
    </message>
    <message>
        <source>Doubled up the ladder: × {times}.</source>
        <translation>Удвоено по лестнице: × {times}.</translation>
    </message>
    <message>
        <source>Baloot: + {points}.</source>
        <translation>Балут: + {points}.</translation>
    </message>
    <message>
        <source>The doubled contract was made, so each team scores its own round points, both multiplied: the winner does not take all (only a Gahwa does).</source>
        <translation>Удвоенный контракт выполнен, поэтому каждая команда записывает свои очки, и те и другие умножены: победитель не забирает всё (так бывает только при Гахве).</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): the contract is made and each team scores its own.</source>
        <translation>У заказчиков ({taker}) больше очков раздачи, чем у соперников ({t_points} против {d_points} после округления, включая {baloot}): контракт выполнен, и каждая команда записывает свои.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have more round points than the other team ({t_points} to {d_points}, after rounding): the contract is made and each team scores its own.</source>
        <translation>У заказчиков ({taker}) больше очков раздачи, чем у соперников ({t_points} против {d_points} после округления): контракт выполнен, и каждая команда записывает свои.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding, the {baloot} included): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Очков раздачи поровну (по {points} после округления, включая {baloot}): заказчики должны набрать больше, поэтому они «внутри», а соперники забирают все очки за карты и проекты.</translation>
    </message>
    <message>
        <source>Equal round points ({points} each, after rounding): the takers must score more, so they are dedans, and the other team takes every card and project point.</source>
        <translation>Очков раздачи поровну (по {points} после округления): заказчики должны набрать больше, поэтому они «внутри», а соперники забирают все очки за карты и проекты.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding, the {baloot} included): they are dedans, and the other team takes every card and project point.</source>
        <translation>У заказчиков ({taker}) меньше очков раздачи, чем у соперников ({t_points} против {d_points} после округления, включая {baloot}): они «внутри», а соперники забирают все очки за карты и проекты.</translation>
    </message>
    <message>
        <source>The takers ({taker}) have fewer round points than the other team ({t_points} to {d_points}, after rounding): they are dedans, and the other team takes every card and project point.</source>
        <translation>У заказчиков ({taker}) меньше очков раздачи, чем у соперников ({t_points} против {d_points} после округления): они «внутри», а соперники забирают все очки за карты и проекты.</translation>
    </message>
    <message>
        <source>cards, last trick, declarations and belot count</source>
        <translation>считаются карты, последняя взятка, комбинации и белот</translation>
    </message>
    <message>
        <source>cards, last trick and belot count</source>
        <translation>считаются карты, последняя взятка и белот</translation>
    </message>
    <message>
        <source>only cards and the last trick count</source>
        <translation>считаются только карты и последняя взятка</translation>
    </message>
    <message>
        <source>If equal, the other team scores its points and yours hang over to the winner of the next deal.</source>
        <translation>При равенстве другая команда записывает свои очки, а ваши остаются висеть до победителя следующей сдачи.</translation>
    </message>
    <message>
        <source>Equal is enough.</source>
        <translation>Равенства достаточно.</translation>
    </message>
    <message>
        <source>Equal is not enough.</source>
        <translation>Равенства недостаточно.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, your team must score more points than the other team ({counted}; {total} in the cards and last trick), or it is inside and the other team scores everything.</source>
        <translation>Заявка {strain}: если никто не заявит выше, ваша команда должна набрать больше очков, чем другая ({counted}; {total} в картах и последней взятке), иначе она «внутри» и другая команда записывает всё.</translation>
    </message>
    <message>
        <source>No trumps: nothing can trump.</source>
        <translation>Без козырей: бить козырем нельзя.</translation>
    </message>
    <message>
        <source>The result counts double.</source>
        <translation>Результат считается вдвойне.</translation>
    </message>
    <message>
        <source>All trumps: every suit takes the trump order and values; only a higher card of the suit led wins.</source>
        <translation>Все козыри: каждая масть получает порядок и ценность козырей; выигрывает только старшая карта масти хода.</translation>
    </message>
    <message>
        <source>Everyone then gets {count} more cards.</source>
        <translation>Затем каждый получает ещё {count} карты.</translation>
    </message>
    <message>
        <source>Pass: you call nothing higher. When every other player passes after a call, that call is the contract.</source>
        <translation>Пас: вы не заявляете ничего выше. Когда все остальные игроки пасуют после заявки, она становится контрактом.</translation>
    </message>
    <message>
        <source>Pass: if every player passes without a call, the cards are thrown in.</source>
        <translation>Пас: если все игроки спасуют без заявки, карты пересдаются.</translation>
    </message>
    <message>
        <source>{word}: you bet the callers will fail. Both teams are then committed: the team that scores less gives everything to the other, and the points count double.</source>
        <translation>{word}: вы ставите на то, что заявившие провалятся. Тогда обе команды обязаны: команда, набравшая меньше, отдаёт всё другой, а очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>A higher call may still follow; it stands without the double.</source>
        <translation>Ещё может последовать более высокая заявка; она действует без контры.</translation>
    </message>
    <message>
        <source>{word}: your team, doubled, answers that it will make it: the points count four times.</source>
        <translation>{word}: ваша команда, получив контру, отвечает, что выполнит контракт: очки считаются вчетверо.</translation>
    </message>
    <message>
        <source>{word}: the whole game is staked on this deal: the team that wins it wins the game. The auction ends.</source>
        <translation>{word}: вся игра ставится на эту сдачу: команда, выигравшая её, выигрывает игру. Торговля окончена.</translation>
    </message>
    <message>
        <source>Each call must be higher than the standing one (clubs, diamonds, hearts, spades, no trumps, all trumps, lowest first): call {strain} or higher.</source>
        <translation>Каждая заявка должна быть выше текущей (трефы, бубны, червы, пики, без козырей, все козыри, от младшей): заявите {strain} или выше.</translation>
    </message>
    <message>
        <source>Nothing is higher than the standing call: pass, or double it if you may.</source>
        <translation>Выше текущей заявки ничего нет: пасуйте или скажите контру, если можете.</translation>
    </message>
    <message>
        <source>In this game no new call may follow a {contra}: pass, or answer with {recontra} if your team was doubled.</source>
        <translation>В этой игре после {contra} новая заявка невозможна: пасуйте или ответьте {recontra}, если вашей команде сказали контру.</translation>
    </message>
    <message>
        <source>You may say {contra} only to an opponent&apos;s call, never to your own team&apos;s.</source>
        <translation>Сказать {contra} можно только на заявку противника, а не своей команды.</translation>
    </message>
    <message>
        <source>This call is already doubled ({contra}).</source>
        <translation>На эту заявку уже сказана контра ({contra}).</translation>
    </message>
    <message>
        <source>There is no call to double yet.</source>
        <translation>Ещё нет заявки, на которую можно сказать контру.</translation>
    </message>
    <message>
        <source>Only the team whose call was doubled may answer with {recontra}.</source>
        <translation>Ответить {recontra} может только команда, чьей заявке сказали контру.</translation>
    </message>
    <message>
        <source>This call is already redoubled ({recontra}).</source>
        <translation>На эту заявку уже сказана реконтра ({recontra}).</translation>
    </message>
    <message>
        <source>You may say {recontra} only after an opponent has doubled your team&apos;s call.</source>
        <translation>Сказать {recontra} можно только после того, как противник сказал контру на заявку вашей команды.</translation>
    </message>
    <message>
        <source>Only the team that doubled may answer the {recontra} with {word}.</source>
        <translation>Ответить на {recontra} словом {word} может только команда, сказавшая контру.</translation>
    </message>
    <message>
        <source>{word} may be said only after a {recontra}, by the team that doubled.</source>
        <translation>{word} можно сказать только после {recontra}, и только команде, сказавшей контру.</translation>
    </message>
    <message>
        <source>In this game a pass is final: having passed, you may only pass.</source>
        <translation>В этой игре пас окончателен: спасовав, вы можете только пасовать.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} at most in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Заявка {strain}: если соперник не заявит выше, вы должны набрать больше очков, чем он ({counted}; не более {total} в картах и последней взятке), иначе вы «внутри» и он получает всё.</translation>
    </message>
    <message>
        <source>Call {strain}: if your opponent calls nothing higher, you must score more points than him ({counted}; {total} in the cards and last trick), or you are inside and he scores everything.</source>
        <translation>Заявка {strain}: если соперник не заявит выше, вы должны набрать больше очков, чем он ({counted}; {total} в картах и последней взятке), иначе вы «внутри» и он получает всё.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and the others share your points.</source>
        <translation>Заявка {strain}: если никто не заявит выше, вы должны набрать больше очков, чем каждый из остальных ({counted}; {total} в картах и последней взятке), иначе вы «внутри» и остальные делят ваши очки.</translation>
    </message>
    <message>
        <source>Call {strain}: if nobody calls higher, you must score more points than each other player ({counted}; {total} in the cards and last trick), or you are inside and your points are lost.</source>
        <translation>Заявка {strain}: если никто не заявит выше, вы должны набрать больше очков, чем каждый из остальных ({counted}; {total} в картах и последней взятке), иначе вы «внутри» и ваши очки пропадают.</translation>
    </message>
    <message>
        <source>If equal, he scores his points and yours hang over to the winner of the next deal.</source>
        <translation>При равенстве он записывает свои очки, а ваши «висят» до победителя следующей сдачи.</translation>
    </message>
    <message>
        <source>If equal to the best of the others, they score their points and yours hang over to the winner of the next deal.</source>
        <translation>При равенстве с лучшим из остальных они записывают свои очки, а ваши «висят» до победителя следующей сдачи.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything (two tied for the most share it), and the points count double.</source>
        <translation>{word}: вы ставите на то, что заказавший проиграет. Кто затем наберёт больше всех, забирает всё (двое, набравшие поровну больше всех, делят это), а очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>{word}: you bet the caller will fail. Whoever then scores most takes everything, and the points count double.</source>
        <translation>{word}: вы ставите на то, что заказавший проиграет. Кто затем наберёт больше всех, забирает всё, а очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>{word}: doubled, you answer that you will make it: the points count four times.</source>
        <translation>{word}: получив контру, вы отвечаете, что выполните заказ: очки считаются вчетверо.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Записывает только команда с лучшим проектом — проекты обоих своих игроков: лучший — самый дорогой; при равных последовательностях — со старшей верхней картой, затем козырная, затем у игрока ближе справа от сдающего.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players: the one worth most; between equal runs the higher top card, then the player nearer the dealer&apos;s right.</source>
        <translation>Записывает только команда с лучшим проектом — проекты обоих своих игроков: лучший — самый дорогой; при равных последовательностях — со старшей верхней картой, затем у игрока ближе справа от сдающего.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores, all of its melds: the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>Очки получает только сторона с лучшей комбинацией — за все свои комбинации: лучшая — самая высокая по стоимости; из равных последовательностей — со старшими картами, затем козырная; если они всё ещё равны, комбинации не записывает никто.</translation>
    </message>
    <message>
        <source>{team} played {contract} ({ladder}).</source>
        <translation>{team} играли {contract} ({ladder}).</translation>
    </message>
    <message>
        <source>{team} played {contract}.</source>
        <translation>{team} играли {contract}.</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <comment>a deal of the match</comment>
        <translation>сдача {number}</translation>
    </message>
    <message>
        <source>deals {numbers} and {last}</source>
        <comment>deals of the match</comment>
        <translation>сдачи {numbers} и {last}</translation>
    </message>
    <message>
        <source>Tied: {points} points wait for the next deal&apos;s winner</source>
        <translation>Поровну: отложенные очки ({points}) ждут победителя следующей сдачи</translation>
    </message>
    <message>
        <source>+ {points} held over from {deals}</source>
        <translation>+ {points} — отложенные очки ({deals})</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} go to this deal&apos;s winner, {team}: {score} + {points} = {sum} this deal.</source>
        <translation>Отложенные очки ({deals}), всего {points}, достаются победителю этой сдачи — {team}: {score} + {points} = {sum} за эту сдачу.</translation>
    </message>
    <message>
        <source>The {points} points held over from {deals} are shared by this deal&apos;s winners, {first} and {second}: {shares}.</source>
        <translation>Отложенные очки ({deals}), всего {points}, делят победители этой сдачи, {first} и {second}: {shares}.</translation>
    </message>
    <message>
        <source>The match is over: the {points} points held over go to nobody.</source>
        <translation>Партия окончена: отложенные очки, всего {points}, не достаются никому.</translation>
    </message>
    <message>
        <source>Tied again: {points} points from {deals} now wait for the next deal&apos;s winner.</source>
        <translation>Снова поровну: отложенные очки ({deals}), всего {points}, теперь ждут победителя следующей сдачи.</translation>
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
        <translation>Заявляйте от 80 до 160 в масти, «без козырей» или «все козыри»; контрируйте хвастунов.</translation>
    </message>
    <message>
        <source>Tournament rules: suits only, declarations; a coinche doubles the score.</source>
        <translation>Турнирные правила: только масти, с объявлениями; контра удваивает счёт.</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Болгария</translation>
    </message>
    <message>
        <source>A turned card proposes the trump: take it, or name another suit.</source>
        <translation>Открытая карта предлагает козырь: берите его или назовите другую масть.</translation>
    </message>
    <message>
        <source>France (tournaments)</source>
        <translation>Франция (турниры)</translation>
    </message>
    <message>
        <source>Eastern Europe</source>
        <translation>Восточная Европа</translation>
    </message>
    <message>
        <source>Call up to all trumps; double, or stake the whole match.</source>
        <translation>Заявки вплоть до «все козыри»; контра или ставка на всю партию.</translation>
    </message>
    <message>
        <source>Calls up to all trumps, contra and re-contra; the valat.</source>
        <translation>Заявки вплоть до «все козыри», контра и реконтра; валат.</translation>
    </message>
    <message>
        <source>Cyprus &amp; Greece</source>
        <translation>Кипр и Греция</translation>
    </message>
    <message>
        <source>A pass is final; the score drops its last digit.</source>
        <translation>Пас окончателен; у счёта отбрасывается последняя цифра.</translation>
    </message>
    <message>
        <source>Saudi Arabia &amp; the Gulf</source>
        <translation>Саудовская Аравия и страны Залива</translation>
    </message>
    <message>
        <source>Sun or Hokum, and the doubling ladder up to Gahwa.</source>
        <translation>Сан или Хокум и лестница удвоений до Гахвы.</translation>
    </message>
    <message>
        <source>Canada (Cape Breton)</source>
        <translation>Канада (Кейп-Бретон)</translation>
    </message>
    <message>
        <source>36 cards and a kitty; name a trump in turn, the dealer must.</source>
        <translation>36 карт и прикуп; козырь назначают по очереди, сдающий обязан.</translation>
    </message>
    <message>
        <source>USA &amp; England</source>
        <translation>США и Англия</translation>
    </message>
    <message>
        <source>Six cards one at a time; the dealer&apos;s last card proposes the trump.</source>
        <translation>Шесть карт по одной; последняя карта сдающего предлагает козырь.</translation>
    </message>
    <message>
        <source>Two players and every card on the table, face up on face down.</source>
        <translation>Двое игроков, все карты на столе: открытые на закрытых.</translation>
    </message>
    <message>
        <source>Three players, each alone, with 24 cards.</source>
        <translation>Трое игроков, каждый сам за себя, 24 карты.</translation>
    </message>
    <message>
        <source>Two players with 24 cards; six are never dealt.</source>
        <translation>Двое игроков, 24 карты; шесть не сдаются.</translation>
    </message>
    <message>
        <source>A hand and eight table cards each, face up on face down.</source>
        <translation>У каждого рука и восемь карт на столе, открытые на закрытых.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trump (atout)</source>
        <translation>Козырь (atout)</translation>
    </message>
    <message>
        <source>The suit chosen for the deal. Any trump beats any card of another suit; in trumps the jack and the nine are the highest cards.</source>
        <translation>Масть, выбранная на раздачу. Любой козырь бьёт любую карту другой масти; в козырях старшие карты — валет и девятка.</translation>
    </message>
    <message>
        <source>Belote</source>
        <translation>Белот</translation>
    </message>
    <message>
        <source>The king and queen of trumps in one hand. Their holder says &quot;Belote&quot; when playing the first of the two; the pair is worth {points} points. Also the name of the game.</source>
        <translation>Король и дама козырей у одного игрока. Он говорит «Белот», когда кладёт первую из двух карт; пара приносит {points} очков. Так называется и сама игра.</translation>
    </message>
    <message>
        <source>Layout (tableau)</source>
        <translation>Раскладка (tableau)</translation>
    </message>
    <message>
        <source>Cards dealt to the table in front of a player: face-down cards, each covered by a face-up one. He plays the face-up cards; a face-down card is turned up once the card on it is played, and nobody, its owner included, may look at it before (Belote Découverte, Belot with open cards).</source>
        <translation>Карты, сданные на стол перед игроком: карты рубашкой вверх, каждая накрыта открытой картой. Он играет открытые карты; закрытая карта переворачивается, как только сыграна лежащая на ней карта, и никто, даже её владелец, не может посмотреть на неё раньше (Belote Découverte, белот вдвоём с открытыми картами).</translation>
    </message>
    <message>
        <source>Découverte (uncovered)</source>
        <translation>Découverte (открытая)</translation>
    </message>
    <message>
        <source>Belote Découverte: Belote for two players with no hand, every card in the two players&apos; layouts; also called Belote Marseilles.</source>
        <translation>Belote Découverte: белот для двоих без карт на руках, все карты — в раскладках двух игроков; её называют также марсельским белотом.</translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation>Ребелот</translation>
    </message>
    <message>
        <source>What the holder of the belote says when playing the second card of the pair.</source>
        <translation>Это говорит обладатель белота, когда кладёт вторую карту пары.</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Капот</translation>
    </message>
    <message>
        <source>Winning all the tricks of a deal. It is worth more than the cards themselves, and in La Coinche it can be bid.</source>
        <translation>Все взятки раздачи у одной команды. Это стоит больше, чем сами карты, а в варианте «Куанш» капот можно заявить.</translation>
    </message>
    <message>
        <source>Dedans (inside)</source>
        <translation>Внутри (dedans)</translation>
    </message>
    <message>
        <source>Said of takers who fail their contract: the other team then scores the points of the deal.</source>
        <translation>Так (по-французски dedans) говорят о заказчиках, не выполнивших контракт: тогда соперники получают очки раздачи.</translation>
    </message>
    <message>
        <source>Dix de der</source>
        <translation>Последняя взятка (dix de der)</translation>
    </message>
    <message>
        <source>&quot;Ten for the last&quot;: the {points} points for winning the last trick.</source>
        <translation>«Десять за последнюю»: {points} очков за последнюю взятку.</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра (coinche)</translation>
    </message>
    <message>
        <source>Doubling the opponents&apos; bid because you think it will fail. Also the name of the bidding variant, La Coinche.</source>
        <translation>Удвоение заявки соперников, если вы считаете, что она не будет выполнена. По ней назван и вариант с торговлей — Куанш (La Coinche).</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Реконтра (surcoinche)</translation>
    </message>
    <message>
        <source>The coinched team&apos;s answer: it doubles again (four times the bid).</source>
        <translation>Ответ законтрированной команды: ещё одно удвоение (заявка считается вчетверо).</translation>
    </message>
    <message>
        <source>Litige (dispute)</source>
        <translation>Спор (litige)</translation>
    </message>
    <message>
        <source>With some rules, a deal where the takers and the defenders finish level: the takers&apos; points are held back and go to the winners of the next deal.</source>
        <translation>По некоторым правилам — раздача, в которой заказчики и защитники набрали поровну: очки заказчиков откладываются и достаются победителю следующей раздачи.</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Терц</translation>
    </message>
    <message>
        <source>Three cards of one suit in sequence, such as 9, 10, jack: a declaration worth {points}.</source>
        <translation>Три карты одной масти подряд, например 9, 10, валет: объявление на {points} очков.</translation>
    </message>
    <message>
        <source>Quarte</source>
        <translation>Кварта</translation>
    </message>
    <message>
        <source>Four cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Четыре карты одной масти подряд: объявление на {points} очков.</translation>
    </message>
    <message>
        <source>Quinte</source>
        <translation>Квинта</translation>
    </message>
    <message>
        <source>Five or more cards of one suit in sequence: a declaration worth {points}.</source>
        <translation>Пять и более карт одной масти подряд: объявление на {points} очков.</translation>
    </message>
    <message>
        <source>Carré (four of a kind)</source>
        <translation>Каре (carré)</translation>
    </message>
    <message>
        <source>The four cards of one rank: four jacks are worth {jacks}, four nines {nines}, four aces, tens, kings or queens {others}.</source>
        <translation>Четыре карты одного достоинства: четыре валета стоят {jacks}, четыре девятки — {nines}, четыре туза, десятки, короля или дамы — {others}.</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Объявление</translation>
    </message>
    <message>
        <source>A combination (sequence or carré) announced during the first trick for extra points.</source>
        <translation>Комбинация (последовательность или каре), объявленная в первой взятке ради дополнительных очков.</translation>
    </message>
    <message>
        <source>No trumps (sans atout)</source>
        <translation>Без козырей (sans atout)</translation>
    </message>
    <message>
        <source>A contract without a trump suit: every suit keeps the ordinary order and points.</source>
        <translation>Контракт без козырной масти: все масти сохраняют обычный порядок и очки.</translation>
    </message>
    <message>
        <source>All trumps (tout atout)</source>
        <translation>Все козыри (tout atout)</translation>
    </message>
    <message>
        <source>A contract where every suit is played like trumps: jack and nine highest, and you must beat the best card of the suit led when you can.</source>
        <translation>Контракт, в котором каждая масть играется как козырная: валет и девятка старшие, и нужно, если можете, класть карту старше лучшей карты масти хода.</translation>
    </message>
    <message>
        <source>Taker (preneur)</source>
        <translation>Заказчик (preneur)</translation>
    </message>
    <message>
        <source>The player who chose the trump or won the auction. The taker and his partner must make the contract.</source>
        <translation>Игрок, который выбрал козырь или выиграл торговлю. Он и его партнёр должны выполнить контракт.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Защитники</translation>
    </message>
    <message>
        <source>The team that did not take: it tries to make the takers fail.</source>
        <translation>Команда, которая не брала: она старается, чтобы заказчики не выполнили контракт.</translation>
    </message>
    <message>
        <source>Eldest hand</source>
        <translation>Первая рука</translation>
    </message>
    <message>
        <source>The player next to the dealer in the direction of play: he speaks first and leads to the first trick.</source>
        <translation>Игрок, следующий за сдающим по ходу игры: он первым говорит в торговле и первым ходит в первой взятке.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>The player who deals the cards; the role passes to the next player after each deal.</source>
        <translation>Игрок, который сдаёт карты; после каждой раздачи эта роль переходит к следующему игроку.</translation>
    </message>
    <message>
        <source>Turned card (la retourne)</source>
        <translation>Открытая карта (la retourne)</translation>
    </message>
    <message>
        <source>In classic Belote, the card turned face up after the first part of the deal; its suit is offered as trump, and the taker picks it up.</source>
        <translation>В классическом белоте — карта, открытая после первой части сдачи; её масть предлагается в козыри, и заказчик забирает её себе.</translation>
    </message>
    <message>
        <source>Trick (pli)</source>
        <translation>Взятка (pli)</translation>
    </message>
    <message>
        <source>One card from each player, in turn; the best card wins the four cards.</source>
        <translation>По одной карте от каждого игрока по очереди; старшая карта забирает все четыре.</translation>
    </message>
    <message>
        <source>Follow suit (fournir)</source>
        <translation>Ответ в масть (fournir)</translation>
    </message>
    <message>
        <source>Play a card of the suit that was led. It is compulsory when you can.</source>
        <translation>Сыграть карту масти хода. Это обязательно, если такая карта есть.</translation>
    </message>
    <message>
        <source>Trumping (couper)</source>
        <translation>Бить козырем (couper)</translation>
    </message>
    <message>
        <source>Playing a trump on a trick led in another suit, when you have none of that suit.</source>
        <translation>Сыграть козырь во взятку другой масти, когда этой масти у вас нет.</translation>
    </message>
    <message>
        <source>Overtrump (surcouper)</source>
        <translation>Перебить козырем (surcouper)</translation>
    </message>
    <message>
        <source>Playing a higher trump than one already in the trick.</source>
        <translation>Сыграть козырь старше того, что уже лежит во взятке.</translation>
    </message>
    <message>
        <source>Undertrump (sous-couper)</source>
        <translation>Младший козырь (sous-couper)</translation>
    </message>
    <message>
        <source>Playing a lower trump than one already in the trick, when you cannot beat it.</source>
        <translation>Сыграть козырь младше того, что уже лежит во взятке, когда перебить его нечем.</translation>
    </message>
    <message>
        <source>Discard (se défausser)</source>
        <translation>Сброс (se défausser)</translation>
    </message>
    <message>
        <source>Playing a card of another suit, not a trump, when you cannot follow suit.</source>
        <translation>Сыграть карту другой масти, не козырь, когда нечем ответить в масть.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>What the takers have promised: the trump, and in La Coinche the number of points.</source>
        <translation>То, что пообещали заказчики: козырь, а в варианте «Куанш» ещё и количество очков.</translation>
    </message>
    <message>
        <source>Master card (maître)</source>
        <translation>Старшая карта (maître)</translation>
    </message>
    <message>
        <source>The highest card still in play in its suit: it will win if that suit is led.</source>
        <translation>Самая старшая из оставшихся в игре карт своей масти: она возьмёт взятку, если пойдут в эту масть.</translation>
    </message>
    <message>
        <source>Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the declarations. Also the name of the game of Cyprus.</source>
        <translation>Пилотта: король и дама козырей в одной руке, приносящие {points} очков своей команде, кто бы ни выиграл объявления. Так же называется игра с Кипра.</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Очки партии</translation>
    </message>
    <message>
        <source>In Pilotta, a team&apos;s points for a deal without their last digit (157 makes 15): the game is counted in them.</source>
        <translation>В пилотте очки команды за сдачу без последней цифры (157 даёт 15): партия считается в них.</translation>
    </message>
    <message>
        <source>Final pass</source>
        <translation>Окончательный пас</translation>
    </message>
    <message>
        <source>In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him.</source>
        <translation>В пилотте спасовавший игрок больше не может заявлять в той же сдаче; торговля продолжается без него.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Белла</translation>
    </message>
    <message>
        <source>In Tarabish, the king and queen of trumps in one hand, called on playing the second of them: {points} points.</source>
        <translation>В тарабише — король и дама козырей в одной руке, объявляемые при розыгрыше второй из них: {points} очков.</translation>
    </message>
    <message>
        <source>Twenty</source>
        <translation>Двадцать</translation>
    </message>
    <message>
        <source>In Tarabish, a run of three cards of one suit in sequence: {points} points.</source>
        <translation>В тарабише — последовательность из трёх карт одной масти: {points} очков.</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Пятьдесят</translation>
    </message>
    <message>
        <source>In Tarabish, a run of four or more cards of one suit in sequence: {points} points.</source>
        <translation>В тарабише — последовательность из четырёх или более карт одной масти: {points} очков.</translation>
    </message>
    <message>
        <source>Bate</source>
        <translation>Бейт</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with less than half the points is bate: the other team scores every point of the deal.</source>
        <translation>В тарабише заказчик, набравший меньше половины очков, — «бейт»: другая команда записывает все очки раздачи.</translation>
    </message>
    <message>
        <source>Half-bate</source>
        <translation>Полубейт</translation>
    </message>
    <message>
        <source>In Tarabish, a maker with exactly half the points: he scores nothing, the other team its own points.</source>
        <translation>В тарабише заказчик, набравший ровно половину очков: он ничего не записывает, другая команда — свои очки.</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Заказчик (maker)</translation>
    </message>
    <message>
        <source>In Tarabish, the player who names the trump; his team must take more than half the points.</source>
        <translation>В тарабише — игрок, назначающий козырь; его команда должна взять больше половины очков.</translation>
    </message>
    <message>
        <source>Match points (points de match)</source>
        <translation>Очки партии (points de match)</translation>
    </message>
    <message>
        <source>In Bidding Belote and Bulgarian Belot, the score of a deal divided by ten and rounded at a limit that depends on the contract; the game is played to {target} of them.</source>
        <translation>В белоте с торговлей и болгарском белоте — счёт сдачи, делённый на десять и округлённый по границе, зависящей от контракта; игра идёт до {target} таких очков.</translation>
    </message>
    <message>
        <source>Match (the call)</source>
        <translation>Матч (объявление)</translation>
    </message>
    <message>
        <source>In Bidding Belote, the answer to a redouble: the deal then decides the whole game.</source>
        <translation>В белоте с торговлей — ответ на реконтру: тогда сдача решает всю игру.</translation>
    </message>
    <message>
        <source>Clabber: the four jacks in one hand, the highest meld, worth 200.</source>
        <translation>Клаббер: четыре валета в одной руке, высшая комбинация, 200 очков.</translation>
    </message>
    <message>
        <source>Clabber: three cards in sequence in one suit, worth 20.</source>
        <translation>Клаббер: три карты подряд одной масти, 20 очков.</translation>
    </message>
    <message>
        <source>Clabber: the king and queen of trumps in one hand, worth 20 to either side.</source>
        <translation>Клаббер: король и дама козырей в одной руке, 20 очков любой из команд.</translation>
    </message>
    <message>
        <source>Clabber: the call that accepts the trump; the caller&apos;s side must then score more than the other.</source>
        <translation>Клаббер: заявка, принимающая козырь; команда заявившего должна набрать больше другой.</translation>
    </message>
    <message>
        <source>Clabber: the contract side scored no more than the other: it scores nothing, and the other side scores its own points.</source>
        <translation>Клаббер: команда контракта набрала не больше другой: она не записывает ничего, а другая записывает свои очки.</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Ренонс</translation>
    </message>
    <message>
        <source>Clabber: playing in a suit you do not hold, or another breach of the rules. The game prevents it.</source>
        <translation>Клаббер: игра в масти, которой у вас нет, или другое нарушение правил. Игра этого не допускает.</translation>
    </message>
    <message>
        <source>Baloot: a contract with a trump suit (the turned card&apos;s suit in the first round).</source>
        <translation>Балут: контракт с козырной мастью (мастью открытой карты в первом круге).</translation>
    </message>
    <message>
        <source>Baloot: a contract without trumps; it beats Hokum and counts double.</source>
        <translation>Балут: контракт без козырей; он выше Хокума и считается вдвойне.</translation>
    </message>
    <message>
        <source>Baloot: a Sun called for the partner, who takes the turned card and plays it.</source>
        <translation>Балут: Сан, заявленный за партнёра, который берёт открытую карту и играет его.</translation>
    </message>
    <message>
        <source>Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal decides the whole game.</source>
        <translation>Балут: последняя ступень лестницы удвоений (Дабл, Сри, Фор, Гахва): раздача решает всю игру.</translation>
    </message>
    <message>
        <source>Projects (Baloot)</source>
        <translation>Проекты (Балут)</translation>
    </message>
    <message>
        <source>Baloot&apos;s declarations: sira (three in sequence), fifty (four), hundred (five, or four of a kind) and four hundred (the four aces in Sun).</source>
        <translation>Объявления Балута: сира (три карты подряд), пятьдесят (четыре), сто (пять или каре) и четыреста (четыре туза в Сане).</translation>
    </message>
    <message>
        <source>The king and queen of trumps in Hokum, worth 2 round points; also the name of the game.</source>
        <translation>Король и дама козырей в Хокуме, 2 очка; также название игры.</translation>
    </message>
    <message>
        <source>Baloot: one team wins every trick.</source>
        <translation>Балут: одна команда берёт все взятки.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>The words of the game. French words are given where players use them; a link leads to the rule.</source>
        <translation>Слова игры. В скобках — французские термины, которыми пользуются игроки; ссылка ведёт к правилу.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>К правилу</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, naming a contract: clubs, diamonds, hearts, spades, no trumps or all trumps, each above the last.</source>
        <translation>В болгарском белоте и белоте с заявками: назвать контракт — трефы, бубны, червы, пики, без козырей или все козыри, каждый выше предыдущего.</translation>
    </message>
    <message>
        <source>In Bulgarian Belot and Bidding Belote, doubling an opponent&apos;s call: both teams are then committed and the points count double.</source>
        <translation>В болгарском белоте и белоте с заявками: контра на заявку противника — обе команды обязаны, очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>The doubled team&apos;s answer to a contra: the points count four times.</source>
        <translation>Ответ команды, получившей контру: очки считаются вчетверо.</translation>
    </message>
    <message>
        <source>Bulgarian Belot&apos;s name for the king and queen of trumps (in all trumps, of any suit): 20 points, announced with the first of the two. Also the name of the game.</source>
        <translation>Болгарское название короля и дамы козырей (во всех козырях — любой масти): 20 очков, объявляются с первой из двух карт. Так же называется игра.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: one team wins every trick; it adds 9 match points, never doubled, and the game cannot end on that deal.</source>
        <translation>Болгарский белот: одна команда берёт все взятки; она добавляет 9 очков партии, никогда не удваиваемых, и игра не может закончиться этой сдачей.</translation>
    </message>
    <message>
        <source>Hanging points</source>
        <translation>Висящие очки</translation>
    </message>
    <message>
        <source>Bulgarian Belot: when both teams finish level, the callers&apos; points wait for the team that wins the next deal.</source>
        <translation>Болгарский белот: когда команды заканчивают вровень, очки заявивших ждут команду, которая выиграет следующую сдачу.</translation>
    </message>
    <message>
        <source>A Bulgarian option: a penalty in match points for a committed team that does not win, or for a team left without a trick.</source>
        <translation>Болгарская опция: штраф в очках партии для обязавшейся команды, которая не выиграла, или для команды без единой взятки.</translation>
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
        <translation>Ваша команда</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Belote table</source>
        <translation>Стол для белота</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Стол игрока {name}</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Друг</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>Host a table on this network</source>
        <translation>Создать стол в этой сети</translation>
    </message>
    <message>
        <source>Only people on your home network can join; the table is never on the internet. They need the code shown once the table is open.</source>
        <translation>Присоединиться могут только люди из вашей домашней сети: стол никогда не выходит в интернет. Им понадобится код, который появится, когда стол откроется.</translation>
    </message>
    <message>
        <source>Your program deals the cards, so it knows every card: your friends trust you to host. The code itself never crosses the network, and everything after it is encrypted.</source>
        <translation>Ваша программа раздаёт карты и поэтому знает каждую карту: друзья доверяют вам роль хозяина. Сам код никогда не передаётся по сети, а всё после него шифруется.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Игра</translation>
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
        <translation>Партия до</translation>
    </message>
    <message>
        <source>The match ends when a side reaches this score</source>
        <translation>Партия заканчивается, когда одна из сторон набирает этот счёт</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Партия &amp;до:</translation>
    </message>
    <message>
        <source>&amp;Change the rules…</source>
        <translation>Изменить &amp;правила…</translation>
    </message>
    <message>
        <source>Every rule of this game, as in New Game</source>
        <translation>Все правила этой игры, как в окне «Новая партия»</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Изменить правила</translation>
    </message>
    <message>
        <source>At a table on the network the cards are shuffled before every deal, so no one can work out the next hands from the tricks.</source>
        <translation>За столом в сети карты тасуются перед каждой раздачей, так что никто не может вычислить следующие расклады по взяткам.</translation>
    </message>
    <message>
        <source>The seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>The table from above</source>
        <translation>Стол сверху</translation>
    </message>
    <message>
        <source>You and your table</source>
        <translation>Вы и ваш стол</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Название стола</translation>
    </message>
    <message>
        <source>The name your friends see in their list of tables</source>
        <translation>Название, которое друзья видят в списке столов</translation>
    </message>
    <message>
        <source>Table na&amp;me:</source>
        <translation>Название &amp;стола:</translation>
    </message>
    <message>
        <source>Let players on this network &amp;find the table</source>
        <translation>Разрешить игрокам в этой сети &amp;находить стол</translation>
    </message>
    <message>
        <source>Off: your friends type this computer&apos;s address and the port instead</source>
        <translation>Если выключено, друзья вводят адрес этого компьютера и порт</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Разрешить игрокам в этой сети находить стол</translation>
    </message>
    <message>
        <source>Once a trick</source>
        <translation>Один раз за взятку</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <source>While only the computer has played since</source>
        <translation>Пока после этого ходил только компьютер</translation>
    </message>
    <message>
        <source>Taking back a move</source>
        <translation>Отмена хода</translation>
    </message>
    <message>
        <source>When a player may take back a move. Once a trick: nobody can see the computer&apos;s answer and try again and again. Every player at the table is told the rule.</source>
        <translation>Когда игрок может отменить ход. Один раз за взятку: никто не сможет увидеть ответ компьютера и пробовать снова и снова. Правило сообщается каждому игроку за столом.</translation>
    </message>
    <message>
        <source>Ta&amp;king back a move:</source>
        <translation>О&amp;тмена хода:</translation>
    </message>
    <message>
        <source>When a player does not mo&amp;ve:</source>
        <translation>&amp;Если игрок не делает ход:</translation>
    </message>
    <message>
        <source>What the table needs</source>
        <translation>Что нужно для стола</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Открыть стол</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The computer plays for them after 1 minute</source>
        <translation>Компьютер играет за него через 1 минуту</translation>
    </message>
    <message>
        <source>The computer plays for them after 2 minutes</source>
        <translation>Компьютер играет за него через 2 минуты</translation>
    </message>
    <message>
        <source>The computer plays for them after 5 minutes</source>
        <translation>Компьютер играет за него через 5 минут</translation>
    </message>
    <message>
        <source>Never: the table waits for them</source>
        <translation>Никогда: стол ждёт игрока</translation>
    </message>
    <message>
        <source>When a player does not move</source>
        <translation>Если игрок не делает ход</translation>
    </message>
    <message>
        <source>A player who does not move for this long has the computer play for them until they are back, so the others are not kept waiting. Every player at the table is told.</source>
        <translation>Если игрок не делает ход так долго, за него играет компьютер, пока игрок не вернётся, чтобы остальным не приходилось ждать. Все игроки за столом получают об этом сообщение.</translation>
    </message>
    <message>
        <source>Rules: {game}, standard</source>
        <translation>Правила: {game}, стандартные</translation>
    </message>
    <message>
        <source>Rules: {game}, with your changes</source>
        <translation>Правила: {game}, с вашими изменениями</translation>
    </message>
    <message>
        <source>Who sits here</source>
        <translation>Кто здесь сидит</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>{place} — {team}</source>
        <translation>{place} — {team}</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>Для друга</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Компьютерный игрок</translation>
    </message>
    <message>
        <source>{place}: who sits here</source>
        <translation>{place}: кто здесь сидит</translation>
    </message>
    <message>
        <source>{place}: computer level</source>
        <translation>{place}: уровень компьютера</translation>
    </message>
    <message>
        <source>The computer plays this seat at this level, and takes it over at this level when a friend leaves</source>
        <translation>Компьютер играет на этом месте на этом уровне и на том же уровне занимает его, когда друг уходит</translation>
    </message>
    <message>
        <source>Open at least one seat for a friend, or play a normal game</source>
        <translation>Оставьте хотя бы одно место свободным для друга или сыграйте обычную партию</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table</source>
        <translation>Введите имя: друзья увидят его за столом</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Введите своё настоящее имя: «{you}» — так окно каждого игрока называет его собственное место</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>В вашем имени есть символ, который нельзя показать</translation>
    </message>
    <message>
        <source>Give the table a name: your friends see it in their list</source>
        <translation>Дайте столу название: друзья увидят его в своём списке</translation>
    </message>
    <message>
        <source>The table&apos;s name has a character that cannot be shown</source>
        <translation>В названии стола есть символ, который нельзя показать</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>С этими настройками играть нельзя: {why}</translation>
    </message>
    <message>
        <source>Ready: %n seat(s) open for friends; the computer plays an open seat until a friend sits down</source>
        <translation>Готово. Свободных мест для друзей: %n; на свободном месте играет компьютер, пока за него не сядет друг</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match, in place of {name}</source>
        <translation>Компьютерный игрок до конца партии вместо игрока {name}</translation>
    </message>
    <message>
        <source>Computer player for the rest of the match</source>
        <translation>Компьютерный игрок до конца партии</translation>
    </message>
    <message>
        <source>{name}, away: the computer plays for them</source>
        <translation>{name} — нет на месте: играет компьютер</translation>
    </message>
    <message>
        <source>Computer player; a friend may ask you for this seat</source>
        <translation>Компьютерный игрок; друг может попросить у вас это место</translation>
    </message>
    <message>
        <source>Table open</source>
        <translation>Стол открыт</translation>
    </message>
    <message>
        <source>Your table is open: {table}</source>
        <translation>Ваш стол открыт: {table}</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Ваш стол открыт</translation>
    </message>
    <message>
        <source>{game}, to {target} points</source>
        <translation>{game}, до {target} очков</translation>
    </message>
    <message>
        <source>The code to give your friends</source>
        <translation>Код для ваших друзей</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код для входа</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the code, to paste it in a message</source>
        <translation>Скопировать код, чтобы вставить его в сообщение</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Скопировать код</translation>
    </message>
    <message>
        <source>If your friends do not see the table in their list</source>
        <translation>Если друзья не видят стол в своём списке</translation>
    </message>
    <message>
        <source>They type one of these addresses and the port in Join a table:</source>
        <translation>Пусть введут один из этих адресов и порт в окне «Присоединиться к столу»:</translation>
    </message>
    <message>
        <source>The table is not shown in lists: they type one of these addresses and the port in Join a table:</source>
        <translation>Стол не показывается в списках: пусть введут один из этих адресов и порт в окне «Присоединиться к столу»:</translation>
    </message>
    <message>
        <source>{address}   port {port}</source>
        <translation>{address}   порт {port}</translation>
    </message>
    <message>
        <source>Addresses and port</source>
        <translation>Адреса и порт</translation>
    </message>
    <message>
        <source>This computer seems not to be on a network: only windows on this computer can join.</source>
        <translation>Похоже, этот компьютер не подключён к сети: присоединиться могут только окна на этом компьютере.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>C&amp;lose the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>Stop the table: your friends are told, nobody else can join</source>
        <translation>Закрыть стол: друзья получат сообщение, больше никто не сможет присоединиться</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>&amp;Начать сейчас</translation>
    </message>
    <message>
        <source>Deal now: computer players take the seats still empty</source>
        <translation>Сдать сейчас: свободные места займут компьютерные игроки</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Вы ({name})</translation>
    </message>
    <message>
        <source>{name}, at the table</source>
        <translation>{name}, за столом</translation>
    </message>
    <message>
        <source>{name}, connection lost</source>
        <translation>{name}, связь потеряна</translation>
    </message>
    <message>
        <source>Computer player, for {name} who left (may come back)</source>
        <translation>Компьютерный игрок вместо игрока {name}, который ушёл (может вернуться)</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Ждём друга…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Удалить игрока {name}</translation>
    </message>
    <message>
        <source>{place}: remove {name} from the table for the rest of the match</source>
        <translation>{place}: удалить игрока {name} из-за стола до конца партии</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Отдать компьютеру</translation>
    </message>
    <message>
        <source>{place}: give the seat to the computer for the rest of the match</source>
        <translation>{place}: отдать место компьютеру до конца партии</translation>
    </message>
    <message>
        <source>%n friend(s) seated</source>
        <translation>Друзей за столом: %n</translation>
    </message>
    <message>
        <source>The match is on. A seat&apos;s button gives it to the computer for the rest of the match.</source>
        <translation>Партия идёт. Кнопка места отдаёт его компьютеру до конца партии.</translation>
    </message>
    <message>
        <source>%n seat(s) waiting: Start now and the computer plays them</source>
        <translation>Свободных мест: %n — нажмите «Начать сейчас», и на них сыграет компьютер</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you like</source>
        <translation>Все места заняты: начинайте, когда захотите</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Присоединиться к столу</translation>
    </message>
    <message>
        <source>The host&apos;s program deals the cards and so knows every card: play with someone you trust to host. The code never crosses the network: a table that does not know it cannot sit between you and the host, and nobody on the network can read the game.</source>
        <translation>Программа хозяина раздаёт карты и поэтому знает каждую карту: играйте с тем, кому доверяете роль хозяина. Код никогда не передаётся по сети: стол, который его не знает, не может встать между вами и хозяином, и никто в сети не прочтёт игру.</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Столы в этой сети</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Найденные столы</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Обновить список</translation>
    </message>
    <message>
        <source>Ask the network again which tables are open</source>
        <translation>Снова спросить сеть, какие столы открыты</translation>
    </message>
    <message>
        <source>Or type what your friend&apos;s window shows</source>
        <translation>Или введите то, что показывает окно вашего друга</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>например, 192.168.1.20</translation>
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
        <translation>Я &amp;доверяю этому адресу: всё равно подключиться</translation>
    </message>
    <message>
        <source>I trust this address: join it anyway</source>
        <translation>Я доверяю этому адресу: всё равно подключиться</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{length} characters (never O, 0, I, 1 or L)</source>
        <translation>{length} символов (никогда O, 0, I, 1 или L)</translation>
    </message>
    <message>
        <source>The code your friend&apos;s window shows. It never has O or 0, I, 1 or L, which look alike</source>
        <translation>Код, который показывает окно вашего друга. В нём никогда нет O и 0, I, 1 и L: их легко спутать</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код для входа</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Место:</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Чего не хватает</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>При&amp;соединиться</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Ищем столы…</translation>
    </message>
    <message>
        <source>The network could not be searched ({why}): type the address your friend&apos;s window shows</source>
        <translation>Не удалось выполнить поиск в сети ({why}): введите адрес, который показывает окно вашего друга</translation>
    </message>
    <message>
        <source>another table has this name: ask your friend for the address</source>
        <translation>у другого стола то же имя: спросите адрес у друга</translation>
    </message>
    <message>
        <source>%n table(s) found: choose one, then type its code</source>
        <translation>Найдено столов: %n — выберите стол и введите его код</translation>
    </message>
    <message>
        <source>No table found on this network: type the address your friend&apos;s window shows</source>
        <translation>В этой сети столы не найдены: введите адрес, который показывает окно вашего друга</translation>
    </message>
    <message>
        <source>%n free seat(s)</source>
        <translation>свободных мест: %n</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>нет свободных мест</translation>
    </message>
    <message>
        <source>hosted by {name}</source>
        <translation>хозяин: {name}</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Любое свободное место</translation>
    </message>
    <message>
        <source>the host&apos;s partner</source>
        <translation>партнёр хозяина стола</translation>
    </message>
    <message>
        <source>against the host</source>
        <translation>против хозяина стола</translation>
    </message>
    <message>
        <source>{place} ({team})</source>
        <translation>{place} ({team})</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type your friend&apos;s address and port</source>
        <translation>Выберите стол в списке или введите адрес и порт вашего друга</translation>
    </message>
    <message>
        <source>“{address}” is not an address: type four numbers like 192.168.1.20, an IPv6 address, or the computer&apos;s name</source>
        <translation>«{address}» — не адрес: введите четыре числа, например 192.168.1.20, адрес IPv6 или имя компьютера</translation>
    </message>
    <message>
        <source>Type the port your friend&apos;s window shows</source>
        <translation>Введите порт, который показывает окно вашего друга</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535: your friend&apos;s window shows it</source>
        <translation>Порт — целое число от 1 до 65535: его показывает окно вашего друга</translation>
    </message>
    <message>
        <source>This address is not on your home network: tick “I trust this address” only if your friend gave it to you</source>
        <translation>Этот адрес не из вашей домашней сети: отметьте «Я доверяю этому адресу», только если его дал вам друг</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s window shows ({length} characters)</source>
        <translation>Введите код, который показывает окно вашего друга ({length} символов)</translation>
    </message>
    <message>
        <source>The code has {length} characters; you typed {n}</source>
        <translation>В коде {length} символов; вы ввели {n}</translation>
    </message>
    <message>
        <source>A code never has O or 0, I, 1 or L: read it again on your friend&apos;s window</source>
        <translation>В коде никогда нет O и 0, I, 1 и L: прочитайте его ещё раз в окне друга</translation>
    </message>
    <message>
        <source>A code has only letters and digits</source>
        <translation>Код состоит только из латинских букв и цифр</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Введите имя: остальные увидят его за столом</translation>
    </message>
    <message>
        <source>Type your own name: “{you}” is what each player&apos;s window calls its own seat</source>
        <translation>Введите своё настоящее имя: «{you}» — так окно каждого игрока называет его собственное место</translation>
    </message>
    <message>
        <source>Your name has a character that cannot be shown</source>
        <translation>В вашем имени есть символ, который нельзя показать</translation>
    </message>
    <message>
        <source>{address} is not on your home network: the table may be on the internet, run by someone you do not know.</source>
        <translation>{address} не из вашей домашней сети: возможно, стол находится в интернете и его открыл незнакомый вам человек.</translation>
    </message>
    <message>
        <source>Ready: press Join</source>
        <translation>Готово: нажмите «Присоединиться»</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Left, Right</source>
        <translation>Влево, Вправо</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Выбрать карту в руке</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen card (after Suggest: the suggested card or call)</source>
        <translation>Сыграть выбранную карту (после «Совета»: предложенную карту или заявку)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Сбросить выбор</translation>
    </message>
    <message>
        <source>D or E</source>
        <translation>D или E</translation>
    </message>
    <message>
        <source>Declare what you may declare</source>
        <translation>Объявить то, что можно объявить</translation>
    </message>
    <message>
        <source>Click, double-click or drag</source>
        <translation>Щелчок, двойной щелчок или перетаскивание</translation>
    </message>
    <message>
        <source>Play a card with the mouse</source>
        <translation>Сыграть карту мышью</translation>
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
        <translation>Взять масть открытой карты</translation>
    </message>
    <message>
        <source>Name ♣ ♦ ♥ ♠ (the buttons show which)</source>
        <translation>Назвать ♣ ♦ ♥ ♠ (кнопки показывают, какую)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Все козыри</translation>
    </message>
    <message>
        <source>Raise or lower the value</source>
        <translation>Повысить или понизить значение</translation>
    </message>
    <message>
        <source>B or Enter</source>
        <translation>B или Enter</translation>
    </message>
    <message>
        <source>Bid what you chose</source>
        <translation>Заявить выбранное</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Double (coinche)</source>
        <translation>Контра (куанш)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Redouble (surcoinche)</source>
        <translation>Реконтра (сюркуанш)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
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
        <translation>Все клавиши</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Что они делают</translation>
    </message>
    <message>
        <source>Every key and what it does</source>
        <translation>Все клавиши и что они делают</translation>
    </message>
    <message>
        <source>With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, and click the rule&apos;s name to read it.</source>
        <translation>С подсказками правил карты, которыми можно ходить, выделены; наведите на серую карту, чтобы увидеть, какое правило действует, и щёлкните название правила, чтобы прочитать его.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Trick {number}, won by {player}</source>
        <translation>Взятка {number}, победитель: {player}</translation>
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
        <translation>Вы говорите: {call}.</translation>
    </message>
    <message>
        <source>{player} says: {call}.</source>
        <translation>{player} говорит: {call}.</translation>
    </message>
    <message>
        <source>You call {strain}.</source>
        <translation>Вы заявляете {strain}.</translation>
    </message>
    <message>
        <source>{player} calls {strain}.</source>
        <translation>{player} заявляет {strain}.</translation>
    </message>
    <message>
        <source>You say “{word}”</source>
        <translation>Вы говорите «{word}»</translation>
    </message>
    <message>
        <source>{player} says “{word}”</source>
        <translation>{player} говорит «{word}»</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Вы пасуете.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} пасует.</translation>
    </message>
    <message>
        <source>You take in {suit}.</source>
        <translation>Вы берёте, козырь — {suit}.</translation>
    </message>
    <message>
        <source>{player} takes in {suit}.</source>
        <translation>{player} берёт, козырь — {suit}.</translation>
    </message>
    <message>
        <source>You bid capot in {strain}.</source>
        <translation>Вы заявляете капот: {strain}.</translation>
    </message>
    <message>
        <source>{player} bids capot in {strain}.</source>
        <translation>{player} заявляет капот: {strain}.</translation>
    </message>
    <message>
        <source>You bid {value} in {strain}.</source>
        <translation>Вы заявляете {value}, {strain}.</translation>
    </message>
    <message>
        <source>{player} bids {value} in {strain}.</source>
        <translation>{player} заявляет {value}, {strain}.</translation>
    </message>
    <message>
        <source>You coinche!</source>
        <translation>Вы объявляете контру!</translation>
    </message>
    <message>
        <source>{player} coinches!</source>
        <translation>{player} объявляет контру!</translation>
    </message>
    <message>
        <source>You surcoinche!</source>
        <translation>Вы объявляете реконтру!</translation>
    </message>
    <message>
        <source>{player} surcoinches!</source>
        <translation>{player} объявляет реконтру!</translation>
    </message>
    <message>
        <source>You declare.</source>
        <translation>Вы делаете объявление.</translation>
    </message>
    <message>
        <source>{player} declares.</source>
        <translation>{player} делает объявление.</translation>
    </message>
    <message>
        <source>You play the {card}.</source>
        <translation>Вы играете: {card}.</translation>
    </message>
    <message>
        <source>{player} plays the {card}.</source>
        <translation>{player} играет: {card}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game status</source>
        <translation>Состояние игры</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись счёта</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Fold the table talk to its newest line, or unfold it</source>
        <translation>Свернуть разговор за столом до последней строки или развернуть</translation>
    </message>
    <message>
        <source>What would an expert play? (S or Ctrl+?)</source>
        <translation>Как сыграл бы эксперт? (S или Ctrl+?)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Подсказать ход</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>{card}, {n} of {total}</source>
        <translation>{card}, {n} из {total}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, можно сыграть</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, нельзя сыграть</translation>
    </message>
    <message>
        <source>{card}, not playable: {reason}</source>
        <translation>{card}, нельзя сыграть: {reason}</translation>
    </message>
    <message>
        <source>Last bids: {calls}</source>
        <translation>Последние заявки: {calls}</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Взятка: {cards}</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>No card played to this trick yet.</source>
        <translation>В эту взятку ещё не сыграно ни одной карты.</translation>
    </message>
    <message>
        <source>{player}&apos;s table cards: {cards}</source>
        <translation>{player}, карты на столе: {cards}</translation>
    </message>
    <message>
        <source>(face down: {n})</source>
        <translation>(рубашкой вверх: {n})</translation>
    </message>
    <message>
        <source>Your cards ({n}): {cards}</source>
        <translation>Ваши карты ({n}): {cards}</translation>
    </message>
    <message>
        <source>The cards are being dealt…</source>
        <translation>Карты сдаются…</translation>
    </message>
    <message>
        <source>Your cards show here once they are dealt.</source>
        <translation>Ваши карты появятся здесь после сдачи.</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>You put back the move you took back.</source>
        <translation>Вы вернули отменённый ход.</translation>
    </message>
    <message>
        <source>Rule hint</source>
        <translation>Подсказка по правилам</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую партию…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить партию…</translation>
    </message>
    <message>
        <source>&amp;Export this deal…</source>
        <translation>&amp;Экспортировать эту раздачу…</translation>
    </message>
    <message>
        <source>Write the deal on the table to a text file you can read, share and play again</source>
        <translation>Записать раздачу на столе в текстовый файл, который можно читать, пересылать и сыграть снова</translation>
    </message>
    <message>
        <source>&amp;Import a deal…</source>
        <translation>&amp;Импортировать раздачу…</translation>
    </message>
    <message>
        <source>Play the deal of a deal file against the computer players (not counted in statistics)</source>
        <translation>Сыграть раздачу из файла против компьютера (не учитывается в статистике)</translation>
    </message>
    <message>
        <source>Deal &amp;by number…</source>
        <translation>Раздача по но&amp;меру…</translation>
    </message>
    <message>
        <source>Type a deal code to play the same cards, game and options as a friend</source>
        <translation>Ввести код раздачи, чтобы сыграть те же карты, ту же игру и опции, что и друг</translation>
    </message>
    <message>
        <source>Cop&amp;y deal code</source>
        <translation>С&amp;копировать код раздачи</translation>
    </message>
    <message>
        <source>Copy the code of the deal on the table, so friends can play the same deal</source>
        <translation>Скопировать код раздачи на столе, чтобы друзья могли сыграть ту же раздачу</translation>
    </message>
    <message>
        <source>&amp;Deal editor…</source>
        <translation>&amp;Редактор раздач…</translation>
    </message>
    <message>
        <source>Set every player&apos;s cards, then play them against the computer players or export them</source>
        <translation>Задать карты каждого игрока, затем сыграть их против компьютера или экспортировать</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Host a table on this network…</source>
        <translation>Созд&amp;ать стол в этой сети…</translation>
    </message>
    <message>
        <source>Friends at home join your table; the computer plays the empty seats</source>
        <translation>Друзья у вас дома садятся за ваш стол, а на свободных местах играет компьютер</translation>
    </message>
    <message>
        <source>&amp;Join a table on this network…</source>
        <translation>Присо&amp;единиться к столу в этой сети…</translation>
    </message>
    <message>
        <source>&amp;Resume a table from a player&apos;s copy…</source>
        <translation>Возо&amp;бновить стол из копии игрока…</translation>
    </message>
    <message>
        <source>Open your table again from the copy of the match a player kept when it closed</source>
        <translation>Снова открыть ваш стол из копии партии, которую игрок сохранил при его закрытии</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code and addresses…</source>
        <translation>Код и &amp;адреса стола…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Поки&amp;нуть стол</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Отменить &amp;ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Повторить хо&amp;д</translation>
    </message>
    <message>
        <source>Su&amp;ggest a move</source>
        <translation>&amp;Подсказать ход</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Забрать оставшиеся взятки</translation>
    </message>
    <message>
        <source>Show your cards: the others accept if every remaining trick is surely your side&apos;s</source>
        <translation>Открыть свои карты: остальные согласятся, если все оставшиеся взятки наверняка достанутся вашей команде</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>P&amp;ractice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Мои &amp;ошибки…</translation>
    </message>
    <message>
        <source>Your own costly choices from the deals you finished, to play again until learned</source>
        <translation>Ваши дорогие решения из законченных раздач — повторять, пока не усвоите</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>Card problems with every hand shown: find the one first card that reaches the goal</source>
        <translation>Задачи на розыгрыш, все руки открыты: найдите единственную первую карту, которая достигает цели</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Последняя взятка</translation>
    </message>
    <message>
        <source>Score &amp;sheet and side panel</source>
        <translation>&amp;Запись счёта и боковая панель</translation>
    </message>
    <message>
        <source>&amp;Hand as a list in the side panel</source>
        <translation>&amp;Рука списком на боковой панели</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Сказать</translation>
    </message>
    <message>
        <source>The &amp;trick so far</source>
        <translation>Текущая &amp;взятка</translation>
    </message>
    <message>
        <source>The &amp;score</source>
        <translation>С&amp;чёт</translation>
    </message>
    <message>
        <source>The &amp;contract</source>
        <translation>&amp;Контракт</translation>
    </message>
    <message>
        <source>My &amp;hand by suit</source>
        <translation>Мои карты по &amp;мастям</translation>
    </message>
    <message>
        <source>What the &amp;others have shown</source>
        <translation>Что показали &amp;другие</translation>
    </message>
    <message>
        <source>Say the last thing &amp;again</source>
        <translation>Повторить &amp;последнее</translation>
    </message>
    <message>
        <source>Go on &amp;without waiting for the voice</source>
        <translation>Продолжить &amp;без ожидания голоса</translation>
    </message>
    <message>
        <source>The program&apos;s own &amp;voice or the screen reader&apos;s</source>
        <translation>Собственный &amp;голос программы или голос экранного диктора</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Словарь</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>О&amp;бучение</translation>
    </message>
    <message>
        <source>Tutorial for &amp;another game</source>
        <translation>Обучение для &amp;другой игры</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>Return to {table}</source>
        <translation>Вернуться за стол {table}</translation>
    </message>
    <message>
        <source>Join the table you last sat at again, with your seat kept for you</source>
        <translation>Снова присоединиться к столу, за которым вы сидели последним; ваше место сохранено</translation>
    </message>
    <message>
        <source>You show your cards and claim the rest: accepted, every remaining trick is yours.</source>
        <translation>Вы открываете карты и заявляете оставшиеся взятки: принято, все они ваши.</translation>
    </message>
    <message>
        <source>{seat} (you)</source>
        <translation>{seat} (вы)</translation>
    </message>
    <message>
        <source>Partner · {level}</source>
        <translation>Партнёр · {level}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <source>on the network</source>
        <translation>по сети</translation>
    </message>
    <message>
        <source>computer, for the rest of the match</source>
        <translation>компьютер до конца партии</translation>
    </message>
    <message>
        <source>computer, until they come back</source>
        <translation>компьютер, пока игрок не вернётся</translation>
    </message>
    <message>
        <source>New game: {variant}.</source>
        <translation>Новая партия: {variant}.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Продолжить партию</translation>
    </message>
    <message>
        <source>Tutorial: {title}.</source>
        <translation>Обучение: {title}.</translation>
    </message>
    <message>
        <source>Deal {n}: you deal.</source>
        <translation>Раздача {n}: сдаёте вы.</translation>
    </message>
    <message>
        <source>Deal {n}: {dealer} deals.</source>
        <translation>Раздача {n}: сдаёт {dealer}.</translation>
    </message>
    <message>
        <source>Deal code: {code}</source>
        <translation>Код раздачи: {code}</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>{player} shows: {said}</source>
        <translation>{player} показывает: {said}</translation>
    </message>
    <message>
        <source>You show your cards ({cards}) and claim the rest: refused, {why}. Play on.</source>
        <translation>Вы открываете карты ({cards}) и заявляете оставшиеся взятки: отказ — {why}. Играйте дальше.</translation>
    </message>
    <message>
        <source>too early to claim: too many cards are still unseen</source>
        <translation>заявлять ещё рано: слишком много карт пока не видно</translation>
    </message>
    <message>
        <source>an opponent could still hold a trump and ruff</source>
        <translation>у соперника ещё может быть козырь, чтобы побить</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher trump</source>
        <translation>у соперника ещё может быть козырь старше</translation>
    </message>
    <message>
        <source>an opponent could still hold a higher card in {suit}</source>
        <translation>у соперника ещё может быть карта старше ({suit})</translation>
    </message>
    <message>
        <source>the claim could not be proved in the time allowed</source>
        <translation>претензию не удалось доказать за отведённое время</translation>
    </message>
    <message>
        <source>the others could still take a trick</source>
        <translation>остальные ещё могут взять взятку</translation>
    </message>
    <message>
        <source>Contract: {contract}</source>
        <translation>Контракт: {contract}</translation>
    </message>
    <message>
        <source>Game resumed: {game}, deal {deal}. Score: {scores}.</source>
        <translation>Партия продолжена: {game}, раздача {deal}. Счёт: {scores}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Взятка ваша.</translation>
    </message>
    <message>
        <source>{player} wins the trick.</source>
        <translation>{player} берёт взятку.</translation>
    </message>
    <message>
        <source>&amp;Finish the tutorial</source>
        <translation>&amp;Завершить обучение</translation>
    </message>
    <message>
        <source>playing to {target}</source>
        <translation>до {target}</translation>
    </message>
    <message>
        <source>{card} (not playable: {reason})</source>
        <translation>{card} — нельзя сыграть: {reason}</translation>
    </message>
    <message>
        <source>{card} (not playable)</source>
        <translation>{card} — сейчас сыграть нельзя</translation>
    </message>
    <message>
        <source>{card} (suggested)</source>
        <translation>{card} — совет</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Ваша очередь в торговле.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: сыграйте карту.</translation>
    </message>
    <message>
        <source>Waiting for {player} to bid.</source>
        <translation>Ждём, пока {player} объявит.</translation>
    </message>
    <message>
        <source>Waiting for {player} to play.</source>
        <translation>Ждём хода: {player}.</translation>
    </message>
    <message>
        <source>{player} to bid.</source>
        <translation>Торгуется {player}.</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>Ходит {player}.</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Открытая карта: {card}</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them} (to {target})</source>
        <translation>Счёт: мы {us}, они {them} (до {target})</translation>
    </message>
    <message>
        <source>Score: {scores} (to {target})</source>
        <translation>Счёт: {scores} (до {target})</translation>
    </message>
    <message>
        <source>{card}:</source>
        <translation>{card}:</translation>
    </message>
    <message>
        <source>Bid first: the cards are played after the auction.</source>
        <translation>Сначала торговля: карты разыгрываются после неё.</translation>
    </message>
    <message>
        <source>In the tutorial, the banner above the table says what to play.</source>
        <translation>В обучении подсказка над столом говорит, что играть.</translation>
    </message>
    <message>
        <source>Suggestions are given when it is your turn.</source>
        <translation>Советы даются, когда ваш ход.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Не удалось сделать разбор.</translation>
    </message>
    <message>
        <source>Suggestion: {action}.</source>
        <translation>Совет: {action}.</translation>
    </message>
    <message>
        <source>Suggestion: {card}.</source>
        <translation>Совет: {card}.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Вы отменили свой последний ход.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>В этой раздаче ещё не сыграно ни одной взятки.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Прервать текущую партию?</translation>
    </message>
    <message>
        <source>The tutorial deal cannot be saved.</source>
        <translation>Учебную раздачу нельзя сохранить.</translation>
    </message>
    <message>
        <source>Rule: {title}</source>
        <translation>Правило: {title}</translation>
    </message>
    <message>
        <source>A practice deal is not saved as a game: use Game &gt; Export this deal…</source>
        <translation>Тренировочная раздача не сохраняется как партия: используйте Игра &gt; Экспортировать эту раздачу…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранение партии</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>Имя сохранения:</translation>
    </message>
    <message>
        <source>My game</source>
        <translation>Моя партия</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Продолжить её</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую игру</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played ({when}):
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>При прошлой игре ({when}) была сохранена незаконченная партия:
{game}, раздача {deal}, счёт {scores}.

Продолжить её?</translation>
    </message>
    <message>
        <source>A game in progress was saved when you last played:
{game}, deal {deal}, score {scores}.

Resume it?</source>
        <translation>При прошлой игре была сохранена незаконченная партия:
{game}, раздача {deal}, счёт {scores}.

Продолжить её?</translation>
    </message>
    <message>
        <source>Your game stays in Game &gt; Open saved game… as “{name}”.</source>
        <translation>Ваша партия остаётся в меню Игра &gt; Открыть сохранённую партию… под именем «{name}».</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Бросить её</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Put the game in progress aside? It stays in Game &gt; Open saved game…, and the banner over the table brings it back.</source>
        <translation>Отложить текущую партию? Она останется в меню Игра &gt; Открыть сохранённую партию…, а полоса над столом вернёт её.</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Сохранение «{name}» уже существует. Заменить его?</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Choose another name</source>
        <translation>Выбрать другое имя</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Не удалось сохранить партию.</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Сохранено как «{name}».</translation>
    </message>
    <message>
        <source>The damaged save of that name was kept as {kept}.</source>
        <translation>Повреждённое сохранение с этим именем сохранено как {kept}.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Не удалось открыть сохранённую партию.</translation>
    </message>
    <message>
        <source>It holds a single deal, not a game.</source>
        <translation>В файле только одна раздача, а не партия.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Не все настройки удалось прочитать.</translation>
    </message>
    <message>
        <source>Deal files (*.deal)</source>
        <translation>Файлы раздач (*.deal)</translation>
    </message>
    <message>
        <source>colver CFN (*.cfn)</source>
        <translation>CFN colver (*.cfn)</translation>
    </message>
    <message>
        <source>Export this deal</source>
        <translation>Экспорт раздачи</translation>
    </message>
    <message>
        <source>This deal cannot be written in CFN.</source>
        <translation>Эту раздачу нельзя записать в CFN.</translation>
    </message>
    <message>
        <source>CFN holds La Coinche deals with a suit as trumps; export it as a deal file.</source>
        <translation>CFN содержит только раздачи Куанш с мастью в козырях; экспортируйте её как файл раздачи.</translation>
    </message>
    <message>
        <source>The deal could not be exported.</source>
        <translation>Не удалось экспортировать раздачу.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Deal exported to {file}.</source>
        <translation>Раздача экспортирована в {file}.</translation>
    </message>
    <message>
        <source>Import a deal</source>
        <translation>Импорт раздачи</translation>
    </message>
    <message>
        <source>Deal files (*.deal *.txt);;All files (*)</source>
        <translation>Файлы раздач (*.deal *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The deal file {file} could not be opened.</source>
        <translation>Не удалось открыть файл раздачи {file}.</translation>
    </message>
    <message>
        <source>Deal code {code} copied.</source>
        <translation>Код раздачи {code} скопирован.</translation>
    </message>
    <message>
        <source>Deal by number</source>
        <translation>Раздача по номеру</translation>
    </message>
    <message>
        <source>The deal code (the same cards, game and options):</source>
        <translation>Код раздачи (те же карты, игра и опции):</translation>
    </message>
    <message>
        <source>This deal code cannot be read.</source>
        <translation>Не удаётся прочитать этот код раздачи.</translation>
    </message>
    <message>
        <source>From the start (the deal and the auction)</source>
        <translation>С начала (сдача и торговля)</translation>
    </message>
    <message>
        <source>From trick {n}</source>
        <translation>Со взятки {n}</translation>
    </message>
    <message>
        <source>Change the cards in the deal editor…</source>
        <translation>Изменить карты в редакторе раздач…</translation>
    </message>
    <message>
        <source>On the same cards the Master scored {master}; you scored {mine}.</source>
        <translation>На тех же картах Мастер набрал {master}; вы набрали {mine}.</translation>
    </message>
    <message>
        <source>Practice deal: it does not count in your statistics.</source>
        <translation>Тренировочная раздача: она не учитывается в вашей статистике.</translation>
    </message>
    <message>
        <source>&amp;Back to my game</source>
        <translation>Вернуться к &amp;моей партии</translation>
    </message>
    <message>
        <source>&amp;Play a real game</source>
        <translation>Сы&amp;грать настоящую партию</translation>
    </message>
    <message>
        <source>The computer players could not think at full strength: their helper processes kept stopping. Expert and Master play by simpler rules until you restart the program.</source>
        <translation>Компьютерные игроки не смогли думать в полную силу: их вспомогательные процессы постоянно останавливались. Эксперт и Мастер играют по более простым правилам, пока вы не перезапустите программу.</translation>
    </message>
    <message>
        <source>Belote Desktop is already open.</source>
        <translation>Belote Desktop уже открыт.</translation>
    </message>
    <message>
        <source>Its window is using your settings and saves: switch to it (it may be minimised or on another desktop). A second window would write over its game.</source>
        <translation>Его окно использует ваши настройки и сохранения: перейдите в него (возможно, оно свёрнуто или на другом рабочем столе). Второе окно записало бы поверх его партии.</translation>
    </message>
    <message>
        <source>To play {file} there, use Game &gt; Import a deal…</source>
        <translation>Чтобы сыграть {file} там, используйте Игра &gt; Импортировать раздачу…</translation>
    </message>
    <message>
        <source>{game}, put aside</source>
        <translation>{game}, отложенная</translation>
    </message>
    <message>
        <source>Your game waits: {game}, deal {deal}, score {scores}.</source>
        <translation>Ваша партия ждёт: {game}, сдача {deal}, счёт {scores}.</translation>
    </message>
    <message>
        <source>It was put aside for the game on the table and kept as the save “{name}” (Game &gt; Open saved game…).</source>
        <translation>Она отложена ради партии на столе и сохранена как «{name}» (Игра &gt; Открыть сохранённую партию…).</translation>
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
        <translation>Партия закончилась вничью</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Вы выиграли партию</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>Победитель партии — {name}</translation>
    </message>
    <message>
        <source>{names} win the match</source>
        <translation>Победители партии — {names}</translation>
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
        <translation>Терц ({points})</translation>
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
        <translation>Нечего объявить</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Взятка {number}</translation>
    </message>
    <message>
        <source>{game} · {where} · {kind}</source>
        <translation>{game} · {where} · {kind}</translation>
    </message>
    <message>
        <source>The auction so far: {calls}.</source>
        <translation>Торговля до сих пор: {calls}.</translation>
    </message>
    <message>
        <source>nothing yet, you speak first</source>
        <translation>пока ничего, вы говорите первым</translation>
    </message>
    <message>
        <source>The turned card: {card}.</source>
        <translation>Открытая карта: {card}.</translation>
    </message>
    <message>
        <source>Said at the table: {said}.</source>
        <translation>Сказано за столом: {said}.</translation>
    </message>
    <message>
        <source>%n point(s)</source>
        <translation>очков: %n</translation>
    </message>
    <message>
        <source>Right! {best} is the judge&apos;s choice.</source>
        <translation>Верно! {best} — выбор судьи.</translation>
    </message>
    <message>
        <source>Right: {chosen} is as good as {best}, within the judge&apos;s margin.</source>
        <translation>Верно: {chosen} не хуже, чем {best}, в пределах допуска судьи.</translation>
    </message>
    <message>
        <source>Not this one: the judge did not weigh {chosen}; its choice is {best}.</source>
        <translation>Не то: судья не оценивал {chosen}; его выбор — {best}.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} gives up about {points} against {best}.</source>
        <translation>Не то: {chosen} теряет около {points} по сравнению с {best}.</translation>
    </message>
    <message>
        <source>In your game you chose {played}: it gave up about {points} on average.</source>
        <translation>В своей игре вы выбрали {played}: в среднем это стоило около {points}.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <source>Learned: {count} right answers in a row retire this mistake.</source>
        <translation>Усвоено: {count} верных ответа подряд снимают эту ошибку.</translation>
    </message>
    <message>
        <source>It comes back later today.</source>
        <translation>Вернётся позже сегодня.</translation>
    </message>
    <message>
        <source>It comes back in {days} days ({right} of {count} right answers in a row).</source>
        <translation>Вернётся через {days} дн. ({right} из {count} верных ответов подряд).</translation>
    </message>
    <message>
        <source>What each choice gives up, on average: {worth}.</source>
        <translation>Сколько теряет каждый выбор в среднем: {worth}.</translation>
    </message>
    <message>
        <source>What each choice gives up, on average:</source>
        <translation>Сколько теряет каждый выбор в среднем:</translation>
    </message>
    <message>
        <source> · missed {count}×</source>
        <translation> · промах {count}×</translation>
    </message>
    <message>
        <source>A bid on too light a hand</source>
        <translation>Заявка на слишком слабой руке</translation>
    </message>
    <message>
        <source>A contract missed</source>
        <translation>Упущенный контракт</translation>
    </message>
    <message>
        <source>The wrong bid</source>
        <translation>Неверная заявка</translation>
    </message>
    <message>
        <source>A double</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>A declaration passed over</source>
        <translation>Пропущенная декларация</translation>
    </message>
    <message>
        <source>Drawing trumps too soon</source>
        <translation>Выбивание козырей слишком рано</translation>
    </message>
    <message>
        <source>Not drawing trumps</source>
        <translation>Козыри не выбиты</translation>
    </message>
    <message>
        <source>Ruffing the partner&apos;s trick</source>
        <translation>Козырение взятки партнёра</translation>
    </message>
    <message>
        <source>Giving a ten or more to the other side&apos;s trick</source>
        <translation>Десятка или больше во взятку соперников</translation>
    </message>
    <message>
        <source>A trick not taken</source>
        <translation>Невзятая взятка</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Заход</translation>
    </message>
    <message>
        <source>The card to follow or discard</source>
        <translation>Карта в масть или сброс</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Мои ошибки</translation>
    </message>
    <message>
        <source>Mistakes to practise today</source>
        <translation>Ошибки для тренировки сегодня</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Следующая ошибка</translation>
    </message>
    <message>
        <source>&amp;Forget this mistake…</source>
        <translation>&amp;Забыть эту ошибку…</translation>
    </message>
    <message>
        <source>Take it off your list: it comes back only if you meet the same position and miss it again.</source>
        <translation>Убрать её из списка: она вернётся, только если вы встретите ту же позицию и снова ошибётесь.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Due today: {due}. Kept: {kept}, of which learned: {retired}.</source>
        <translation>На сегодня: {due}. Сохранено: {kept}, из них усвоено: {retired}.</translation>
    </message>
    <message>
        <source>No mistake to practise today</source>
        <translation>Сегодня нет ошибок для тренировки</translation>
    </message>
    <message>
        <source>After each deal you finish, the choices that cost your side a few points or more (by the same search as Suggest and Review, not by the luck of the cards) are kept here and come back until you have found the better one three times in a row.</source>
        <translation>После каждой законченной раздачи решения, стоившие вашей команде несколько очков или больше (по тому же поиску, что и Совет и Разбор, а не по удаче карт), сохраняются здесь и возвращаются, пока вы трижды подряд не найдёте лучшее.</translation>
    </message>
    <message>
        <source>This mistake&apos;s position cannot be shown any more.</source>
        <translation>Позицию этой ошибки больше нельзя показать.</translation>
    </message>
    <message>
        <source>This is the table as you saw it. Choose again: click a card or a call, or move along your cards with the arrow keys and press Enter; Tab reaches the calls.</source>
        <translation>Это стол, каким вы его видели. Выберите снова: щёлкните карту или заявку либо двигайтесь по картам стрелками и нажмите Enter; Tab доходит до заявок.</translation>
    </message>
    <message>
        <source>Forget this mistake?</source>
        <translation>Забыть эту ошибку?</translation>
    </message>
    <message>
        <source>It will no longer come back for practice, unless you meet the same position in a game and miss it again.</source>
        <translation>Она больше не будет возвращаться для тренировки, если только вы не встретите ту же позицию в игре и снова не ошибётесь.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Forgotten. {due}</source>
        <translation>Забыта. {due}</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>At this table, the game waits for a player who does not move.</source>
        <translation>За этим столом игра ждёт игрока, который не делает ход.</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 минуту</translation>
    </message>
    <message>
        <source>{n} minutes</source>
        <translation>{n} мин.</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} с</translation>
    </message>
    <message>
        <source>At this table, the computer plays for a player who does not move for {span}, until they are back.</source>
        <translation>За этим столом, если игрок не делает ход {span}, за него играет компьютер, пока игрок не вернётся.</translation>
    </message>
    <message>
        <source>{name} asks to sit down</source>
        <translation>{name} просит место</translation>
    </message>
    <message>
        <source>&amp;Let {name} sit down</source>
        <translation>&amp;Пустить игрока {name}</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>{name} asks to sit down in {player}&apos;s seat, where the computer plays now. Let {name} play this seat?</source>
        <translation>{name} просит место игрока {player}, где сейчас играет компьютер. Пустить игрока {name} на это место?</translation>
    </message>
    <message>
        <source>Not &amp;during this match</source>
        <translation>Не в &amp;этой партии</translation>
    </message>
    <message>
        <source>You let {name} sit down in {player}&apos;s seat.</source>
        <translation>Вы пустили игрока {name} на место игрока {player}.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} was told no.</source>
        <translation>Вы оставили компьютер на месте игрока {player}: игроку {name} отказано.</translation>
    </message>
    <message>
        <source>You kept the computer in {player}&apos;s seat: {name} cannot ask to sit down again for the rest of the match.</source>
        <translation>Вы оставили компьютер на месте игрока {player}: игрок {name} больше не сможет просить место до конца партии.</translation>
    </message>
    <message>
        <source>{name} stopped asking to sit down in {player}&apos;s seat (they left).</source>
        <translation>Игрок {name} покинул стол и больше не просит место игрока {player}.</translation>
    </message>
    <message>
        <source>{name} asked to sit down in {player}&apos;s seat, but the question went unanswered for too long: the computer keeps the seat.</source>
        <translation>Игрок {name} просил место игрока {player}, но вопрос слишком долго оставался без ответа: место остаётся за компьютером.</translation>
    </message>
    <message>
        <source>Remove {name} from the table</source>
        <translation>Удалить игрока {name} из-за стола</translation>
    </message>
    <message>
        <source>{name} leaves the table now, and the computer plays {place} for the rest of the match. {name} cannot come back to this seat.</source>
        <translation>Игрок {name} сейчас покинет стол, и до конца партии на месте «{place}» будет играть компьютер. {name} не сможет вернуться на это место.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Удалить игрока {name}</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Оставить игрока {name}</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this seat, and nobody else can sit there.</source>
        <translation>До конца партии на месте «{place}» играет компьютер. Игрок {name} ушёл и не сможет вернуться на это место, и никто другой не сможет туда сесть.</translation>
    </message>
    <message>
        <source>The computer plays {place} for the rest of the match: nobody can sit there any more.</source>
        <translation>До конца партии на месте «{place}» играет компьютер: больше никто не сможет туда сесть.</translation>
    </message>
    <message>
        <source>Give {place} to the computer</source>
        <translation>Отдать место «{place}» компьютеру</translation>
    </message>
    <message>
        <source>Give it to the computer</source>
        <translation>Отдать компьютеру</translation>
    </message>
    <message>
        <source>Keep the seat</source>
        <translation>Оставить место</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>Resume a table from a player&apos;s copy</source>
        <translation>Возобновить стол из копии игрока</translation>
    </message>
    <message>
        <source>Copies of network matches (*{suffix})</source>
        <translation>Копии сетевых партий (*{suffix})</translation>
    </message>
    <message>
        <source>This copy cannot be resumed here: {error}. Only the computer that hosted the table can resume it, from a copy that was not changed.</source>
        <translation>Эту копию нельзя возобновить здесь: {error}. Возобновить стол может только компьютер, на котором он был создан, и только из неизменённой копии.</translation>
    </message>
    <message>
        <source>The table could not be opened on this network: {error}</source>
        <translation>Не удалось открыть стол в этой сети: {error}</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Closing this window closes the table for every player. Each keeps a copy of the match that you can resume later. Close the table?</source>
        <translation>Если закрыть это окно, стол закроется для всех игроков. У каждого останется копия партии, из которой её можно будет возобновить позже. Закрыть стол?</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Оставить открытым</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <translation>{name} садится за стол.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} покидает стол.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>Компьютер играет вместо игрока {name}, пока тот не вернётся.</translation>
    </message>
    <message>
        <source>{name} came back to the table.</source>
        <translation>{name} возвращается за стол.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} отменяет свой последний ход.</translation>
    </message>
    <message>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>Игрок {name} вернулся: компьютер больше не играет за него.</translation>
    </message>
    <message>
        <source>You sat down at the table.</source>
        <translation>Вы сели за стол.</translation>
    </message>
    <message>
        <source>Your connection&apos;s words: {words} ({number}). The host&apos;s window shows the same words beside your name unless someone sits between you.</source>
        <translation>Слова вашего соединения: {words} ({number}). Окно хозяина показывает те же слова рядом с вашим именем, если между вами никто не стоит.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection: {words} ({number}). Their window shows the same words unless someone sits between you.</source>
        <translation>Соединение {name}: {words} ({number}). Его окно показывает те же слова, если между вами никто не стоит.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at this table.</source>
        <translation>За этим столом ходы отменять нельзя.</translation>
    </message>
    <message>
        <source>You have already taken back a move in this trick.</source>
        <translation>Вы уже отменяли ход в этой взятке.</translation>
    </message>
    <message>
        <source>Too late to take it back: another player has moved since.</source>
        <translation>Отменять уже поздно: после этого сходил другой игрок.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <source>The match is over; the table is closed.</source>
        <translation>Партия окончена, стол закрыт.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Связь с хозяином стола потеряна.</translation>
    </message>
    <message>
        <source>The match is kept: the host can open the table again where it stopped, and you get your seat back by joining it from this computer with the same name. This computer keeps a copy of the match too, in case the host needs it (Game › Resume a table from a player&apos;s copy… shows where).</source>
        <translation>Партия сохранена: хозяин стола может снова открыть стол с того места, где игра остановилась, а вы вернёте своё место, если присоединитесь с этого компьютера под тем же именем. Этот компьютер тоже хранит копию партии на случай, если она понадобится хозяину (Игра › Возобновить стол из копии игрока… покажет, где она).</translation>
    </message>
    <message>
        <source>The host does not let you sit down during this match. Join when the host opens the next match.</source>
        <translation>Хозяин стола не пускает вас за стол в этой партии. Присоединяйтесь, когда хозяин откроет следующую партию.</translation>
    </message>
    <message>
        <source>You asked the host too often to sit down: wait a minute before you ask again.</source>
        <translation>Вы слишком часто просили хозяина стола пустить вас: подождите минуту, прежде чем просить снова.</translation>
    </message>
    <message>
        <source>You asked for this seat again from another window or connection: this one is closed.</source>
        <translation>Вы снова попросили это место из другого окна или другого подключения: это закрыто.</translation>
    </message>
    <message>
        <source>Wrong code, or not the table you were given: check the code with the host (it has {length} letters and digits) and the table&apos;s address.</source>
        <translation>Неверный код или это не тот стол, который вам дали: проверьте код у хозяина ({length} букв и цифр) и адрес стола.</translation>
    </message>
    <message>
        <source>This program and the host&apos;s are different versions: the older one must be updated ({detail}).</source>
        <translation>У вас и у хозяина стола разные версии программы: более старую нужно обновить ({detail}).</translation>
    </message>
    <message>
        <source>There is no seat for you at this table ({detail}).</source>
        <translation>За этим столом для вас нет места ({detail}).</translation>
    </message>
    <message>
        <source>A player at this table has this name, or one that looks like it. If you sat at this table before, come back from the same computer with the same name: it keeps your seat for you. Otherwise choose another name.</source>
        <translation>У игрока за этим столом такое же имя или похожее на него. Если вы уже сидели за этим столом, вернитесь с того же компьютера под тем же именем: он хранит ваше место. Иначе выберите другое имя.</translation>
    </message>
    <message>
        <source>The host removed you from this table. The computer plays your seat for the rest of the match.</source>
        <translation>Хозяин удалил вас из-за этого стола. До конца партии на вашем месте играет компьютер.</translation>
    </message>
    <message>
        <source>The host did not let you sit down: the match had already begun. Join when the host opens the next match, or ask the host to let you in.</source>
        <translation>Хозяин стола не пустил вас за стол: партия уже началась. Присоединяйтесь, когда хозяин откроет следующую партию, или попросите его вас пустить.</translation>
    </message>
    <message>
        <source>You came back to your seat from another window or connection: this one is closed.</source>
        <translation>Вы вернулись на своё место из другого окна или другого подключения: это закрыто.</translation>
    </message>
    <message>
        <source>“You” is what each player&apos;s window calls its own seat, so the others would read it as themselves: join with your name.</source>
        <translation>«You» («Вы» по-английски) — так окно каждого игрока называет его собственное место, и остальные приняли бы это имя за себя: присоединяйтесь под своим именем.</translation>
    </message>
    <message>
        <source>The host refused to seat you: {detail}</source>
        <translation>Хозяин стола отказал вам в месте: {detail}</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Вы покинули стол.</translation>
    </message>
    <message>
        <source>At this table, moves cannot be taken back.</source>
        <translation>За этим столом ходы отменять нельзя.</translation>
    </message>
    <message>
        <source>At this table, each player may take back a move once a trick, while only the computer has played since.</source>
        <translation>За этим столом каждый игрок может отменить ход один раз за взятку, пока после этого ходил только компьютер.</translation>
    </message>
    <message>
        <source>At this table, a move may be taken back while only the computer has played since.</source>
        <translation>За этим столом ход можно отменить, пока после этого ходил только компьютер.</translation>
    </message>
    <message>
        <source>{table} — on the network</source>
        <translation>{table} — в сети</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Стол закрыт.</translation>
    </message>
    <message>
        <source>I&apos;m &amp;back</source>
        <translation>Я &amp;снова здесь</translation>
    </message>
    <message>
        <source>The host is asked to let you sit down…</source>
        <translation>Хозяина стола просят пустить вас за стол…</translation>
    </message>
    <message>
        <source>The match has begun: the host&apos;s player decides whether you take a seat.</source>
        <translation>Партия уже началась: игрок-хозяин решает, займёте ли вы место.</translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Вы вернулись на своё место.</translation>
    </message>
    <message>
        <source>The computer plays for you</source>
        <translation>За вас играет компьютер</translation>
    </message>
    <message>
        <source>Replay the &amp;last deal</source>
        <translation>Повтор &amp;последней раздачи</translation>
    </message>
    <message>
        <source>Nobody plays on at this table: it stays as it was when it ended.</source>
        <translation>За этим столом больше никто не играет: он остаётся таким, каким был в конце.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <source>Waiting for the other players to start the next deal…</source>
        <translation>Ждём, пока остальные игроки начнут следующую раздачу…</translation>
    </message>
    <message>
        <source>Waiting for {names} to start the next deal…</source>
        <translation>Для следующей раздачи ждём: {names}…</translation>
    </message>
    <message>
        <source>Next deal: waiting for the others…</source>
        <translation>Следующая раздача: ждём остальных…</translation>
    </message>
    <message>
        <source>Next deal: waiting for {names}…</source>
        <translation>Следующая раздача. Ждём: {names}…</translation>
    </message>
    <message>
        <source>The others are ready: the next deal waits for you.</source>
        <translation>Остальные готовы: следующая раздача ждёт вас.</translation>
    </message>
    <message>
        <source>Are you still there? The computer plays for you in {seconds} s unless you move.</source>
        <translation>Вы ещё здесь? Компьютер начнёт играть за вас через {seconds} с, если вы не сделаете ход.</translation>
    </message>
    <message>
        <source>You were away too long: the computer plays for you now. Press “I&apos;m back” or play a card to take your seat again.</source>
        <translation>Вас слишком долго не было: теперь за вас играет компьютер. Нажмите «Я снова здесь» или сыграйте карту, чтобы вернуться на своё место.</translation>
    </message>
    <message>
        <source>The computer plays for {name}: they are away.</source>
        <translation>За игрока {name} играет компьютер: игрока нет на месте.</translation>
    </message>
    <message>
        <source>The host gave {name}&apos;s seat to the computer for the rest of the match.</source>
        <translation>Хозяин стола отдал место игрока {name} компьютеру до конца партии.</translation>
    </message>
    <message>
        <source>%n move(s)</source>
        <translation>ходов: %n</translation>
    </message>
    <message>
        <source>While you were away the computer played for you: {moves} ({count}).</source>
        <translation>Пока вас не было, компьютер играл за вас: {moves} ({count}).</translation>
    </message>
    <message>
        <source>While you were away the computer played for you ({count}).</source>
        <translation>Пока вас не было, компьютер играл за вас ({count}).</translation>
    </message>
    <message>
        <source>%n deal(s) ended meanwhile.</source>
        <translation>Раздач завершилось за это время: %n.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Target score</source>
        <translation>Партия до</translation>
    </message>
    <message>
        <source>Declarations (tierce, carré…)</source>
        <translation>Объявления (терц, каре…)</translation>
    </message>
    <message>
        <source>Declarations that score</source>
        <translation>Засчитываются объявления</translation>
    </message>
    <message>
        <source>Belote and rebelote points</source>
        <translation>Очки за белот</translation>
    </message>
    <message>
        <source>Belote only if the king comes first</source>
        <translation>Белот, только если король сыгран первым</translation>
    </message>
    <message>
        <source>Belote in every suit at all trumps</source>
        <translation>При «все козыри» — белот в любой масти</translation>
    </message>
    <message>
        <source>Belote counts toward the bid</source>
        <translation>Белот засчитывается в заявку</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Обязательно бить козырем, если нет масти</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Обязательно перебивать козырем</translation>
    </message>
    <message>
        <source>No duty to trump when partner holds the trick</source>
        <translation>Можно не бить козырем, если взятку берёт партнёр</translation>
    </message>
    <message>
        <source>No duty to go higher in trumps when partner holds the trick</source>
        <translation>Можно не класть старший козырь, если взятку берёт партнёр</translation>
    </message>
    <message>
        <source>Must go higher when trumps are led</source>
        <translation>Обязательно класть старше при ходе с козыря</translation>
    </message>
    <message>
        <source>All trumps: must go higher in every suit</source>
        <translation>Все козыри: обязательно класть старше в любой масти</translation>
    </message>
    <message>
        <source>Last trick bonus (dix de der)</source>
        <translation>Бонус за последнюю взятку</translation>
    </message>
    <message>
        <source>Capot bonus</source>
        <translation>Бонус за капот</translation>
    </message>
    <message>
        <source>When the takers tie</source>
        <translation>Если у заказчиков поровну</translation>
    </message>
    <message>
        <source>Both teams pass the target</source>
        <translation>Обе команды перешли рубеж</translation>
    </message>
    <message>
        <source>Ending the match</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>{declarations} ({examples}…)</source>
        <comment>the game&apos;s word for its melds, then two of them</comment>
        <translation>{declarations} ({examples}…)</translation>
    </message>
    <message>
        <source>{declarations} that score</source>
        <translation>{declarations}: чьи засчитываются</translation>
    </message>
    <message>
        <source>A team without a trick loses its declarations</source>
        <translation>Команда без взяток теряет объявления</translation>
    </message>
    <message>
        <source>A team without a trick loses its {declarations}</source>
        <translation>Команда без взяток теряет свои {declarations}</translation>
    </message>
    <message>
        <source>declarations</source>
        <translation>объявления</translation>
    </message>
    <message>
        <source>{name} points</source>
        <comment>the game&apos;s word for the king and queen of trumps</comment>
        <translation>{name}: очки</translation>
    </message>
    <message>
        <source>{name} only if the king comes first</source>
        <translation>{name}, только если король сыгран первым</translation>
    </message>
    <message>
        <source>{name} counts toward the bid</source>
        <translation>{name} засчитывается в заявку</translation>
    </message>
    <message>
        <source>Failed takers keep their belote</source>
        <translation>Провалившиеся заказчики сохраняют белот</translation>
    </message>
    <message>
        <source>Failed takers keep their {name}</source>
        <translation>Провалившимся заказчикам остаётся {name}</translation>
    </message>
    <message>
        <source>Last trick bonus</source>
        <translation>Бонус за последнюю взятку</translation>
    </message>
    <message>
        <source>A twenty beats a fifty</source>
        <translation>Двадцать бьёт пятьдесят</translation>
    </message>
    <message>
        <source>A run beats four of a kind</source>
        <translation>Последовательность бьёт каре</translation>
    </message>
    <message>
        <source>When the takers fail</source>
        <translation>Если заказчики проиграли</translation>
    </message>
    <message>
        <source>An uncovered table card turns up</source>
        <translation>Открывшаяся карта на столе переворачивается</translation>
    </message>
    <message>
        <source>Play only in a suit you hold</source>
        <translation>Играть только в масти, которая есть</translation>
    </message>
    <message>
        <source>The same dealer after a throw-in</source>
        <translation>Тот же сдающий после пересдачи</translation>
    </message>
    <message>
        <source>Shuffle before every deal</source>
        <translation>Тасовать перед каждой раздачей</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Минимальная заявка</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Максимальная заявка</translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation>Шаг заявок</translation>
    </message>
    <message>
        <source>No trumps contracts</source>
        <translation>Контракты без козырей</translation>
    </message>
    <message>
        <source>All trumps contracts</source>
        <translation>Контракты «все козыри»</translation>
    </message>
    <message>
        <source>Capot bids</source>
        <translation>Заявка капота</translation>
    </message>
    <message>
        <source>A bid of 80 needs</source>
        <translation>Заявке 80 нужно</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>A coinche multiplies</source>
        <translation>Контра умножает</translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by</source>
        <translation>Реконтра умножает на</translation>
    </message>
    <message>
        <source>Failed contract: defenders get this + the bid</source>
        <translation>Провал контракта: защитникам это + заявка</translation>
    </message>
    <message>
        <source>Failed contract: the bid is added</source>
        <translation>Провал контракта: заявка добавляется</translation>
    </message>
    <message>
        <source>Capot bid is worth</source>
        <translation>Заявленный капот стоит</translation>
    </message>
    <message>
        <source>Failed capot bid costs</source>
        <translation>Провал заявленного капота стоит</translation>
    </message>
    <message>
        <source>Capot that was not bid counts</source>
        <translation>Незаявленный капот стоит</translation>
    </message>
    <message>
        <source>Kaboot in Sun</source>
        <translation>Кабут в Сане</translation>
    </message>
    <message>
        <source>Kaboot in Hokum</source>
        <translation>Кабут в Хокуме</translation>
    </message>
    <message>
        <source>Kaboot doubles with an ace turned</source>
        <translation>Кабут удваивается при открытом тузе</translation>
    </message>
    <message>
        <source>Trump only over an opponent&apos;s trump</source>
        <translation>Козырять только поверх козыря противника</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>Пас окончателен</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Declarations count toward the bid</source>
        <translation>Объявления засчитываются в заявку</translation>
    </message>
    <message>
        <source>Declarations shown at the second trick</source>
        <translation>Объявления показываются во второй взятке</translation>
    </message>
    <message>
        <source>{declarations} shown at the second trick</source>
        <translation>{declarations} показываются во второй взятке</translation>
    </message>
    <message>
        <source>Both at 15: the higher last digit makes 16</source>
        <translation>Обе по 15: большая последняя цифра даёт 16</translation>
    </message>
    <message>
        <source>A failed taker&apos;s points</source>
        <translation>Очки проигравшего заказ</translation>
    </message>
    <message>
        <source>Declarations count the table cards</source>
        <translation>Объявления учитывают карты на столе</translation>
    </message>
    <message>
        <source>Equal points: points held over</source>
        <translation>Равные очки: отложенные очки</translation>
    </message>
    <message>
        <source>Doubled: the higher team takes both totals</source>
        <translation>Контра: сильнейшая команда забирает обе суммы</translation>
    </message>
    <message>
        <source>No trumps counts</source>
        <translation>Без козырей считается</translation>
    </message>
    <message>
        <source>Declarations in no trumps</source>
        <translation>Комбинации без козырей</translation>
    </message>
    <message>
        <source>Rounding limit in a suit</source>
        <translation>Граница округления в масти</translation>
    </message>
    <message>
        <source>Rounding limit in no trumps</source>
        <translation>Граница округления без козырей</translation>
    </message>
    <message>
        <source>Rounding limit in all trumps</source>
        <translation>Граница округления при всех козырях</translation>
    </message>
    <message>
        <source>Both at the limit: the lower rounds up</source>
        <translation>Обе на границе: меньший вверх</translation>
    </message>
    <message>
        <source>Every trick won: match points</source>
        <translation>Все взятки: очки партии</translation>
    </message>
    <message>
        <source>Calls may follow a double</source>
        <translation>После контры можно заявлять</translation>
    </message>
    <message>
        <source>The &quot;Match&quot; call</source>
        <translation>Заявка «Матч»</translation>
    </message>
    <message>
        <source>A card in two declarations</source>
        <translation>Карта в двух комбинациях</translation>
    </message>
    <message>
        <source>Belot only when leading, trumping or following the partner</source>
        <translation>Белот только при заходе, козырянии или вслед за партнёром</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; belot hangs too</source>
        <translation>Равенство: белот заявивших тоже висит</translation>
    </message>
    <message>
        <source>No game ends on a valat</source>
        <translation>Игра не кончается валатом</translation>
    </message>
    <message>
        <source>Equal points at the limit: no match point lost</source>
        <translation>Равенство на границе: очко партии не теряется</translation>
    </message>
    <message>
        <source>Doubled, equal points: every point hangs</source>
        <translation>Контра и равенство: все очки висят</translation>
    </message>
    <message>
        <source>Held points wait through another tie</source>
        <translation>Отложенные очки ждут и после нового равенства</translation>
    </message>
    <message>
        <source>A belot may be kept quiet</source>
        <translation>Белот можно не объявлять</translation>
    </message>
    <message>
        <source>The dealer must call</source>
        <translation>Сдающий обязан заявить</translation>
    </message>
    <message>
        <source>Locked trump lead also at ×3</source>
        <translation>Заход с козыря заперт и при ×3</translation>
    </message>
    <message>
        <source>A run of seven or more counts twice</source>
        <translation>Последовательность из семи карт и больше считается дважды</translation>
    </message>
    <message>
        <source>Kirtik (match points)</source>
        <translation>Киртик (очки партии)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>×{times}</source>
        <translation>×{times}</translation>
    </message>
    <message>
        <source>the contract is made</source>
        <translation>контракт выполнен</translation>
    </message>
    <message>
        <source>the contract fails</source>
        <translation>контракт провален</translation>
    </message>
    <message>
        <source>the points are held over (litige)</source>
        <translation>очки откладываются («спор»)</translation>
    </message>
    <message>
        <source>the takers score nothing, the defenders their own</source>
        <translation>заказчики ничего не записывают, защитники — свои очки</translation>
    </message>
    <message>
        <source>the defenders score every point</source>
        <translation>защитники записывают все очки</translation>
    </message>
    <message>
        <source>the defenders score only their own</source>
        <translation>защитники записывают только свои очки</translation>
    </message>
    <message>
        <source>the match is a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>the higher score wins</source>
        <translation>побеждает больший счёт</translation>
    </message>
    <message>
        <source>the higher score wins; if equal, the last deal&apos;s winner</source>
        <translation>побеждает больший счёт; при равенстве — выигравший последнюю раздачу</translation>
    </message>
    <message>
        <source>only the best team&apos;s</source>
        <translation>только команды с лучшим объявлением</translation>
    </message>
    <message>
        <source>every team&apos;s</source>
        <translation>всех команд</translation>
    </message>
    <message>
        <source>only the best player&apos;s own</source>
        <translation>только лучшего игрока</translation>
    </message>
    <message>
        <source>each kind apart: the best sequence&apos;s side, the best carré&apos;s side</source>
        <translation>каждый вид отдельно: сторона с лучшей последовательностью, сторона с лучшим каре</translation>
    </message>
    <message>
        <source>reaching the target is enough</source>
        <translation>достаточно достичь цели</translation>
    </message>
    <message>
        <source>the target must be passed</source>
        <translation>цель нужно превысить</translation>
    </message>
    <message>
        <source>more than half (82)</source>
        <translation>больше половины (82)</translation>
    </message>
    <message>
        <source>half (81)</source>
        <translation>половина (81)</translation>
    </message>
    <message>
        <source>the bid alone (80)</source>
        <translation>только заявка (80)</translation>
    </message>
    <message>
        <source>the bid only</source>
        <translation>только заявку</translation>
    </message>
    <message>
        <source>the whole score</source>
        <translation>весь счёт</translation>
    </message>
    <message>
        <source>the player after the dealer</source>
        <translation>игрок после сдающего</translation>
    </message>
    <message>
        <source>the first bidder</source>
        <translation>первый заявивший</translation>
    </message>
    <message>
        <source>the taker</source>
        <translation>взявший</translation>
    </message>
    <message>
        <source>shared equally by the others</source>
        <translation>делятся поровну между остальными</translation>
    </message>
    <message>
        <source>lost: each other keeps his own</source>
        <translation>пропадают: каждый из остальных сохраняет свои</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>сразу</translation>
    </message>
    <message>
        <source>after the trick</source>
        <translation>после взятки</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>все</translation>
    </message>
    <message>
        <source>none</source>
        <translation>никакие</translation>
    </message>
    <message>
        <source>only the carré of aces (200)</source>
        <translation>только каре тузов (200)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Партнёр</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Соперники</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Сдача и торговля</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Прочие правила</translation>
    </message>
    <message>
        <source>Choose a &amp;game</source>
        <translation>Выберите &amp;игру</translation>
    </message>
    <message>
        <source>&amp;Standard rules</source>
        <translation>Стан&amp;дартные правила</translation>
    </message>
    <message>
        <source>Put back the chosen game&apos;s own rules</source>
        <translation>Вернуть собственные правила выбранной игры</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;More rules</source>
        <translation>&amp;Больше правил</translation>
    </message>
    <message>
        <source>Every other rule of this game, in groups</source>
        <translation>Все остальные правила этой игры, по группам</translation>
    </message>
    <message>
        <source>Read about this rule in the rules book</source>
        <translation>Прочитать об этом правиле в книге правил</translation>
    </message>
    <message>
        <source>Rules book: {option}</source>
        <translation>Книга правил: {option}</translation>
    </message>
    <message>
        <source>These options do not make a playable game: {why}</source>
        <translation>С этими настройками играть нельзя: {why}</translation>
    </message>
    <message>
        <source>Rules: custom</source>
        <translation>Правила: свои</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Правила: {name}</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} игрока в {teams} командах</translation>
    </message>
    <message>
        <source>{players} players, each alone</source>
        <translation>{players} игрока, каждый сам за себя</translation>
    </message>
    <message>
        <source>{players} · {cards} cards</source>
        <translation>{players} · карт: {cards}</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <source>{name} — cannot be opened: {problem}</source>
        <translation>{name} — не открывается: {problem}</translation>
    </message>
    <message>
        <source>{name} — {variant}, {scores} ({when})</source>
        <translation>{name} — {variant}, {scores} ({when})</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Сохранённых партий пока нет.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The match ends when a team reaches this score.</source>
        <translation>Партия заканчивается, когда команда набирает этот счёт.</translation>
    </message>
    <message>
        <source>Whether a score equal to the target is enough, or the target must be passed.</source>
        <translation>Достаточно ли счёта, равного цели, или цель нужно превысить.</translation>
    </message>
    <message>
        <source>Who wins when both teams reach the target on the same deal.</source>
        <translation>Кто побеждает, если обе команды достигают цели в одной сдаче.</translation>
    </message>
    <message>
        <source>Sequences and carrés declared in the first trick score points.</source>
        <translation>Последовательности и каре, объявленные в первой взятке, приносят очки.</translation>
    </message>
    <message>
        <source>{declarations} shown in the first trick score points.</source>
        <translation>{declarations}, показанные в первой взятке, приносят очки.</translation>
    </message>
    <message>
        <source>Only the team with the best declaration scores, or every team scores its own.</source>
        <translation>Записывает только команда с лучшим объявлением, или каждая команда записывает свои.</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its declarations (belote excepted).</source>
        <translation>Команда без единой взятки не записывает ни одного своего объявления (кроме белота).</translation>
    </message>
    <message>
        <source>A team that takes no trick scores none of its {declarations} ({name} excepted).</source>
        <translation>Команда без единой взятки не записывает свои {declarations} ({name} при этом засчитывается).</translation>
    </message>
    <message>
        <source>What the king and queen of trumps in one hand are worth.</source>
        <translation>Сколько стоят король и дама козырей на одной руке.</translation>
    </message>
    <message>
        <source>The belote counts only when the king is played before the queen.</source>
        <translation>Белот считается, только если король сыгран раньше дамы.</translation>
    </message>
    <message>
        <source>The {name} counts only when the king is played before the queen.</source>
        <translation>Король и дама козырей ({name}) засчитываются, только если король сыгран раньше дамы.</translation>
    </message>
    <message>
        <source>At all trumps, a king and queen of any suit in one hand is a belote.</source>
        <translation>При «всё козыри» король и дама любой масти на одной руке — белот.</translation>
    </message>
    <message>
        <source>The takers&apos; belote helps them reach their bid.</source>
        <translation>Белот заказчиков помогает им выполнить заявку.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} helps them reach their bid.</source>
        <translation>Заказчикам {name} помогает выполнить заявку.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their belote; otherwise the defenders get it.</source>
        <translation>При провале контракта заказчики всё равно записывают белот; иначе его получают защитники.</translation>
    </message>
    <message>
        <source>When the contract fails, the takers still score their {name}; otherwise the defenders get it.</source>
        <translation>При провале контракта {name} всё равно засчитывается заказчикам; иначе — защитникам.</translation>
    </message>
    <message>
        <source>Out of the suit led, you must play a trump if you have one.</source>
        <translation>Если нет масти хода, нужно бить козырем, если он есть.</translation>
    </message>
    <message>
        <source>When a trump is in the trick, you must beat it if you can.</source>
        <translation>Если во взятке козырь, его нужно перебить, если можете.</translation>
    </message>
    <message>
        <source>While your partner is winning the trick you may discard instead of trumping.</source>
        <translation>Пока взятку берёт партнёр, можно сбросить карту вместо того, чтобы бить.</translation>
    </message>
    <message>
        <source>Trumps led and your partner winning: you may play a lower trump.</source>
        <translation>Ход козырем и берёт партнёр: можно положить младший козырь.</translation>
    </message>
    <message>
        <source>When trumps are led you must play a higher trump if you can.</source>
        <translation>При ходе козырем нужно класть старший козырь, если можете.</translation>
    </message>
    <message>
        <source>At all trumps every suit is trumps: you must beat the best card if you can.</source>
        <translation>При «всё козыри» каждая масть козырная: нужно перебить старшую карту, если можете.</translation>
    </message>
    <message>
        <source>Points for winning the last trick.</source>
        <translation>Очки за последнюю взятку.</translation>
    </message>
    <message>
        <source>Added to the card points of a team that wins every trick (162 + 90 = 252).</source>
        <translation>Прибавляется к очкам карт команды, взявшей все взятки (162 + 90 = 252).</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the defenders: made, failed, held over, or the takers score nothing while the defenders keep their own.</source>
        <translation>У заказчиков ровно столько очков, сколько у защитников: контракт выполнен, провален, очки ждут, или заказчики ничего не записывают, а защитники сохраняют свои.</translation>
    </message>
    <message>
        <source>Tarabish: some written rules rank a run of three above a run of four; most published rules rank the fifty higher.</source>
        <translation>Тарабиш: некоторые письменные правила ставят последовательность из трёх выше последовательности из четырёх; большинство опубликованных правил ставят пятьдесят выше.</translation>
    </message>
    <message>
        <source>Baloot: of two projects worth 100, the Saudi rules as commonly published rank the five-card run above four of a kind; the French order puts four of a kind first.</source>
        <translation>Балут: из двух проектов по 100 саудовские правила в их обычном изложении ставят последовательность из пяти карт выше каре; французский порядок ставит каре первым.</translation>
    </message>
    <message>
        <source>Takers with fewer points than the defenders: the defenders score every point of the deal, or only their own (the takers score nothing either way).</source>
        <translation>У заказчиков меньше очков, чем у защитников: защитники записывают все очки раздачи или только свои (заказчики в любом случае ничего не записывают).</translation>
    </message>
    <message>
        <source>A face-down table card whose covering card was played turns face up at once, or when the trick is over.</source>
        <translation>Закрытая карта на столе, чья накрывающая карта сыграна, переворачивается лицом вверх сразу или по окончании взятки.</translation>
    </message>
    <message>
        <source>&quot;I play&quot; or a named suit needs a card of that suit in hand (otherwise it would be a renege).</source>
        <translation>«Играю» или названная масть требует карты этой масти на руке (иначе это ренонс).</translation>
    </message>
    <message>
        <source>When everybody passes twice, the same player deals again instead of the next.</source>
        <translation>Когда все дважды пасуют, сдаёт снова тот же игрок, а не следующий.</translation>
    </message>
    <message>
        <source>Shuffle the cards before each deal instead of gathering and cutting them.</source>
        <translation>Тасовать карты перед каждой сдачей, а не собирать и снимать.</translation>
    </message>
    <message>
        <source>The smallest bid allowed.</source>
        <translation>Наименьшая разрешённая заявка.</translation>
    </message>
    <message>
        <source>The largest number that may be bid (capot aside).</source>
        <translation>Наибольшее число, которое можно заявить (кроме капота).</translation>
    </message>
    <message>
        <source>Each bid must be higher by at least this much.</source>
        <translation>Каждая заявка должна быть выше хотя бы на столько.</translation>
    </message>
    <message>
        <source>Contracts without a trump suit.</source>
        <translation>Контракты без козырей.</translation>
    </message>
    <message>
        <source>Contracts where every suit is trumps.</source>
        <translation>Контракты, где каждая масть козырная.</translation>
    </message>
    <message>
        <source>A bid to win every trick.</source>
        <translation>Заявка взять все взятки.</translation>
    </message>
    <message>
        <source>A low bid also needs more than half the points (82), half (81), or just the bid (80).</source>
        <translation>Низкой заявке нужно ещё больше половины очков (82), половина (81) или только сама заявка (80).</translation>
    </message>
    <message>
        <source>A defender may double the contract.</source>
        <translation>Защитник может удвоить контракт.</translation>
    </message>
    <message>
        <source>Only the bid is doubled, or the winners&apos; points and the bid together.</source>
        <translation>Удваивается только заявка или очки победителей вместе с заявкой.</translation>
    </message>
    <message>
        <source>The takers may double a coinche again.</source>
        <translation>Заказчики могут ещё раз удвоить контру.</translation>
    </message>
    <message>
        <source>Four times in most books, three times at some tables.</source>
        <translation>В четыре раза в большинстве книг, в три раза за некоторыми столами.</translation>
    </message>
    <message>
        <source>160 in most books, 162 in others; 0 for the bid alone.</source>
        <translation>160 в большинстве книг, 162 в других; 0 — только заявка.</translation>
    </message>
    <message>
        <source>Without it the defenders of a failed contract get the number above alone.</source>
        <translation>Без этого защитники при провале контракта получают только число выше.</translation>
    </message>
    <message>
        <source>What a made capot bid scores.</source>
        <translation>Сколько приносит выполненный заявленный капот.</translation>
    </message>
    <message>
        <source>What the defenders score when a capot bid fails.</source>
        <translation>Сколько записывают защитники при провале заявленного капота.</translation>
    </message>
    <message>
        <source>The card points of a team that wins every trick without bidding capot: 250 or 252.</source>
        <translation>Очки карт команды, взявшей все взятки без заявки капота: 250 или 252.</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Sun (44).</source>
        <translation>Очки команды, взявшей все взятки в Сане (44).</translation>
    </message>
    <message>
        <source>Round points of a team that wins every trick in Hokum (44 in our source, 25 in published rules).</source>
        <translation>Очки команды, взявшей все взятки в Хокуме (44 по нашему источнику, 25 по опубликованным правилам).</translation>
    </message>
    <message>
        <source>When the turned card is an ace, a kaboot scores twice as much (88).</source>
        <translation>Если открытая карта — туз, кабут приносит вдвое больше (88).</translation>
    </message>
    <message>
        <source>Out of the suit led, you must trump only when an opponent has already trumped (a strict reading of our Baloot source).</source>
        <translation>Не имея масти хода, вы обязаны козырять, только если противник уже козырнул (строгое прочтение нашего источника о Балуте).</translation>
    </message>
    <message>
        <source>A player who has passed may not bid again in the same auction.</source>
        <translation>Спасовавший игрок больше не может заявлять в той же торговле.</translation>
    </message>
    <message>
        <source>Who leads to the first trick: the player after the dealer, or the first bidder.</source>
        <translation>Кто ходит первым в первой взятке: игрок после сдающего или первый заявивший.</translation>
    </message>
    <message>
        <source>The takers&apos; declarations help them reach their bid.</source>
        <translation>Объявления заказчиков помогают им выполнить заявку.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind of a declaration; its cards are shown when that trick is over.</source>
        <translation>В первой взятке остальные слышат только вид объявления; его карты показывают, когда эта взятка закончится.</translation>
    </message>
    <message>
        <source>When both teams score 15 game points in a deal, the one with the higher last digit scores 16.</source>
        <translation>Когда обе команды получают в сдаче по 15 очков партии, команда с большей последней цифрой получает 16.</translation>
    </message>
    <message>
        <source>With three players: what the two others get when the taker fails.</source>
        <translation>При трёх игроках: что получают двое остальных, когда заказавший проигрывает.</translation>
    </message>
    <message>
        <source>Declarations and the belot may use your face-up table cards (and the belot a face-down one).</source>
        <translation>Объявления и белот могут использовать ваши открытые карты на столе (а белот — и закрытую).</translation>
    </message>
    <message>
        <source>What waits for the next deal&apos;s winner when the totals are equal: 85 in Bidding Belote; 0 holds over the callers&apos; own points.</source>
        <translation>Что ждёт победителя следующей сдачи при равных суммах: 85 в белоте с торговлей; 0 откладывает собственные очки объявивших.</translation>
    </message>
    <message>
        <source>Otherwise the team with more points scores only its own total.</source>
        <translation>Иначе команда с большим числом очков записывает только свою сумму.</translation>
    </message>
    <message>
        <source>How many times a no-trumps contract&apos;s points count: once, or twice as in Bulgarian Belot.</source>
        <translation>Сколько раз считаются очки контракта без козырей: один раз или дважды, как в болгарском белоте.</translation>
    </message>
    <message>
        <source>Which declarations count in a no-trumps contract.</source>
        <translation>Какие комбинации считаются в контракте без козырей.</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a trump-suit contract (6).</source>
        <translation>Очки партии: остаток больше этого числа округляется вверх в контракте с козырной мастью (6).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in a no-trumps contract (5).</source>
        <translation>Очки партии: остаток больше этого числа округляется вверх в контракте без козырей (5).</translation>
    </message>
    <message>
        <source>Match points: a remainder above this rounds up in an all-trumps contract (4).</source>
        <translation>Очки партии: остаток больше этого числа округляется вверх в контракте «все козыри» (4).</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the rounding limit, the lower score rounds up and the higher down (Bulgarian rule).</source>
        <translation>Когда обе команды останавливаются ровно на границе округления, меньший счёт округляется вверх, а больший — вниз (болгарское правило).</translation>
    </message>
    <message>
        <source>Match points for the team that wins every trick, added after the conversion.</source>
        <translation>Очки партии команде, взявшей все взятки, добавляются после пересчёта.</translation>
    </message>
    <message>
        <source>A higher contract may still be called after a double or redouble; it stands undoubled.</source>
        <translation>После контры или реконтры ещё можно заявить более высокий контракт; он действует без контры.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may stake the whole game on the deal.</source>
        <translation>После реконтры команда, сказавшая контру, может поставить всю игру на сдачу.</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once.</source>
        <translation>Карта может одновременно считаться в каре и в последовательности.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once.</source>
        <translation>Карта может одновременно считаться в каре и в последовательности.</translation>
    </message>
    <message>
        <source>The king and queen of trumps count only if the first of them is played leading the trick, trumping another suit or following the partner&apos;s lead.</source>
        <translation>Король и дама козырей считаются, только если первый из них сыгран заходом, козырянием другой масти или вслед за заходом партнёра.</translation>
    </message>
    <message>
        <source>With equal points the callers&apos; belot waits for the next deal&apos;s winner with the rest of their points; otherwise they keep it.</source>
        <translation>При равенстве белот заявивших ждёт победителя следующей сдачи вместе с остальными их очками; иначе они его сохраняют.</translation>
    </message>
    <message>
        <source>When a deal won by taking every trick would end the game, one more deal is played.</source>
        <translation>Если сдача, выигранная всеми взятками, закончила бы игру, играется ещё одна сдача.</translation>
    </message>
    <message>
        <source>When equal totals stop at the rounding limit, the points scored round up and those held over down; otherwise both round down.</source>
        <translation>Когда равные суммы попадают точно на границу округления, записанные очки округляются вверх, а отложенные вниз; иначе и те и другие округляются вниз.</translation>
    </message>
    <message>
        <source>A doubled contract commits both teams: with equal points neither scores and the whole deal waits for the next winner; otherwise as an undoubled tie.</source>
        <translation>Контрированный контракт обязывает обе команды: при равных очках никто не записывает, и вся сдача ждёт следующего победителя; иначе как равенство без контры.</translation>
    </message>
    <message>
        <source>Points held over go to the next deal a team wins; otherwise a deal that ties again gives them to the team that scores in it.</source>
        <translation>Отложенные очки идут в следующую сдачу, которую выиграет какая-либо команда; иначе сдача, снова закончившаяся вничью, отдаёт их команде, записавшей в ней очки.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory: a side that loses the deal keeps it quiet and nobody scores it; otherwise the winners take it.</source>
        <translation>Объявлять белот не обязательно: сторона, проигравшая сдачу, о нём молчит, и его никто не записывает; иначе его забирают победители.</translation>
    </message>
    <message>
        <source>When all the others pass, the dealer must call a contract unless his cards are worth 7 points or less; then his pass cancels the deal.</source>
        <translation>Когда все остальные пасуют, сдающий должен заявить контракт, если только его карты не стоят 7 очков или меньше; тогда его пас отменяет сдачу.</translation>
    </message>
    <message>
        <source>The trump lead is locked when the contract is doubled or quadrupled; some tables lock it when tripled too.</source>
        <translation>Заход с козыря заперт, когда контракт удвоен или учетверён; за некоторыми столами и когда он утроен.</translation>
    </message>
    <message>
        <source>Seven cards are a fifty and a twenty, eight or nine two fifties; otherwise any run of four or more is one fifty.</source>
        <translation>Семь карт — это пятьдесят и двадцать, восемь или девять — два раза пятьдесят; иначе любая последовательность из четырёх карт и больше — одно пятьдесят.</translation>
    </message>
    <message>
        <source>A committed team that does not win the deal, and a team left without a trick, lose this many match points (0: no kirtik).</source>
        <translation>Обязавшаяся команда, не выигравшая сдачу, и команда без единой взятки теряют столько очков партии (0: без киртика).</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Dismiss (the game stays in Game &gt; Open saved game…)</source>
        <translation>Закрыть (партия останется в меню Игра &gt; Открыть сохранённую партию…)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Practice deal from {file}</source>
        <translation>Тренировочная раздача из {file}</translation>
    </message>
    <message>
        <source>This deal again</source>
        <translation>Эта раздача снова</translation>
    </message>
    <message>
        <source>The same cards, played against the computer players. A practice deal does not count in your statistics.</source>
        <translation>Те же карты против компьютера. Тренировочная раздача не учитывается в вашей статистике.</translation>
    </message>
    <message>
        <source>Back to my game</source>
        <translation>Вернуться к моей партии</translation>
    </message>
    <message>
        <source>Leave the practice</source>
        <translation>Закончить тренировку</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Take every trick that is left.</source>
        <translation>Возьмите все оставшиеся взятки.</translation>
    </message>
    <message>
        <source>Make the contract.</source>
        <translation>Выполните контракт.</translation>
    </message>
    <message>
        <source>Beat the contract.</source>
        <translation>Посадите контракт.</translation>
    </message>
    <message>
        <source>{card}, face down on the table</source>
        <translation>{card}, рубашкой вверх на столе</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>{player} played {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player} · {count} cards</source>
        <translation>{player} · карт: {count}</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>решена</translation>
    </message>
    <message>
        <source>not solved yet</source>
        <translation>ещё не решена</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <source>difficulty {grade} of {most}</source>
        <translation>сложность {grade} из {most}</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Карточные задачи</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Problem of the &amp;day</source>
        <translation>Задача &amp;дня</translation>
    </message>
    <message>
        <source>One problem a day, the same for everyone, from every game</source>
        <translation>Одна задача в день, одна для всех, из всех игр</translation>
    </message>
    <message>
        <source>Problems, easiest first</source>
        <translation>Задачи, от самой лёгкой</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>&amp;Show the solution</source>
        <translation>&amp;Показать решение</translation>
    </message>
    <message>
        <source>&amp;Next problem</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Решено: {solved} из {count}</translation>
    </message>
    <message>
        <source>Problem {number}</source>
        <translation>Задача {number}</translation>
    </message>
    <message>
        <source>The problems of this game could not be read (the file {file}, line {line}), so there are none to show.</source>
        <translation>Задачи этой игры не удалось прочитать (файл {file}, строка {line}), поэтому показать нечего.</translation>
    </message>
    <message>
        <source>{game} · problem {number} · {grade}</source>
        <translation>{game} · задача {number} · {grade}</translation>
    </message>
    <message>
        <source>Your turn: choose the first card. Click it, or move along your cards with the arrow keys and press Enter. Every hand is shown.</source>
        <translation>Ваш ход: выберите первую карту. Щёлкните по ней или перемещайтесь по своим картам стрелками и нажмите Enter. Все руки открыты.</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Решение: {line}</translation>
    </message>
    <message>
        <source>Problem of the day · {title}</source>
        <translation>Задача дня · {title}</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Контракт: {contract}.</translation>
    </message>
    <message>
        <source>Points won so far: {points}.</source>
        <translation>Очки на данный момент: {points}.</translation>
    </message>
    <message>
        <source>Tricks left: {count}.</source>
        <translation>Осталось взяток: {count}.</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>Первая карта</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>The one card that reaches the goal is {card}.</source>
        <translation>Единственная карта, которая достигает цели: {card}.</translation>
    </message>
    <message>
        <source>Right! {card} is the one card that reaches the goal.</source>
        <translation>Верно! {card} — единственная карта, которая достигает цели.</translation>
    </message>
    <message>
        <source>Not this one: {chosen} does not reach the goal. The one card that does is {card}.</source>
        <translation>Не эта: {chosen} не достигает цели. Единственная карта, которая её достигает: {card}.</translation>
    </message>
    <message>
        <source>What each first card wins from here on, against the best defence:</source>
        <translation>Что приносит каждая первая карта отсюда и до конца против лучшей защиты:</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Почему: {reason}</translation>
    </message>
    <message>
        <source>{card}: points {points}, tricks {tricks}</source>
        <translation>{card}: очки {points}, взятки {tricks}</translation>
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
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Wait for your turn.</source>
        <translation>Дождитесь своей очереди.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You win the trick</source>
        <translation>Взятка ваша</translation>
    </message>
    <message>
        <source>{player} wins the trick</source>
        <translation>{player} берёт взятку</translation>
    </message>
    <message>
        <source>Replay of the deal</source>
        <translation>Повтор раздачи</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Торговля</translation>
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
        <translation>&amp;Далее ▶</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Начало раздачи</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Конец раздачи</translation>
    </message>
    <message>
        <source>What did they &amp;know?</source>
        <translation>Что они &amp;знали?</translation>
    </message>
    <message>
        <source>Before this card: the chance its player gave each seat of holding each card it could not see</source>
        <translation>Перед этой картой: с какой вероятностью, по мнению сыгравшего её игрока, каждая невидимая ему карта была у каждого из мест</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Руки после сдачи</translation>
    </message>
    <message>
        <source>Trick {trick}: you play the {card} ({step} of {total})</source>
        <translation>Взятка {trick}: вы играете {card} ({step} из {total})</translation>
    </message>
    <message>
        <source>Trick {trick}: {player} plays the {card} ({step} of {total})</source>
        <translation>Взятка {trick}: {player} играет {card} ({step} из {total})</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from the start</source>
        <translation>&amp;Сыграть раздачу снова с начала</translation>
    </message>
    <message>
        <source>&amp;Play this deal again from trick {n}</source>
        <translation>&amp;Сыграть раздачу снова со взятки {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{where}: {played} cost {points} on average, {luck} on these cards; {best} was better.</source>
        <translation>{where}: {played} — потеря в среднем {points}, на этих картах — {luck}; лучше было {best}.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, nothing on these cards ({best} was better): a poor choice that the cards forgave.</source>
        <translation>{where}: {played} — потеря в среднем {points}, на этих картах — ничего (лучше было {best}): слабое решение, которое карты простили.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average ({best} was better), but made {more} more on these cards: a poor choice on average that paid off here.</source>
        <translation>{where}: {played} — потеря в среднем {points} (лучше было {best}), но на этих картах вышло на {more} больше: в среднем слабое решение, которое здесь окупилось.</translation>
    </message>
    <message>
        <source>{where}: {played} cost {points} on average, but {best} would have made {fewer} fewer on these cards: a poor choice that the cards forgave.</source>
        <translation>{where}: {played} — потеря в среднем {points}, но на этих картах с {best} вышло бы на {fewer} меньше: слабое решение, которое карты простили.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did.</source>
        <translation>На этих картах Мастер набрал столько же, сколько вы.</translation>
    </message>
    <message>
        <source>On these cards the Master scored as you did; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>На этих картах Мастер набрал столько же, сколько вы; ваши решения стоили в среднем около {choices}, но карты это возместили.</translation>
    </message>
    <message>
        <source>Review: no costly choice, in the auction or the play — well played.</source>
        <translation>Разбор: ни одного дорогого решения ни в торговле, ни в игре — отлично сыграно.</translation>
    </message>
    <message>
        <source>Review: {split}</source>
        <translation>Разбор: {split}</translation>
    </message>
    <message>
        <source>Review: no single card or call stands out as a mistake.</source>
        <translation>Разбор: ни одна карта и ни одна заявка не выделяется как ошибка.</translation>
    </message>
    <message>
        <source>Review: the choices that cost you most (marked on the table)</source>
        <translation>Разбор: решения, которые стоили вам больше всего (отмечены на столе)</translation>
    </message>
    <message>
        <source>Suggest would have made the same call from your hand: the other hands lay against it.</source>
        <translation>Совет сделал бы ту же заявку с вашими картами: против вас сыграли карты других игроков.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>{where}: you played {played}; {best} was better (about %n point(s) on average).</source>
        <translation>{where}: вы сыграли {played}; лучше было {best} (в среднем примерно на %n).</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better: {choices} were your choices, {cards} the cards.</source>
        <translation>Мастер набрал на %n больше: {choices} — из-за ваших решений, {cards} — из-за карт.</translation>
    </message>
    <message>
        <source>The Master did %n point(s) better; your choices cost {choices} on average, the cards gave {back} back.</source>
        <translation>Мастер набрал на %n больше; ваши решения стоили в среднем {choices}, карты вернули {back}.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master.</source>
        <translation>На этих картах вы набрали на %n больше Мастера.</translation>
    </message>
    <message>
        <source>On these cards you scored %n point(s) more than the Master; your choices cost about {choices} on average, and the cards made up for them.</source>
        <translation>На этих картах вы набрали на %n больше Мастера; ваши решения стоили в среднем около {choices}, но карты это возместили.</translation>
    </message>
    <message>
        <source>By Suggest&apos;s search none of your choices cost anything: where the Master played otherwise its move was no better on average, and on these cards it made %n point(s) more.</source>
        <translation>По расчётам Совета, ни один ваш выбор ничего не стоил: там, где Мастер сыграл иначе, его ход в среднем не был лучше, а на этих картах он набрал на %n больше.</translation>
    </message>
    <message>
        <source>The contract you doubled was made: your {call} cost %n point(s), scored by the other side.</source>
        <translation>Контракт, на который вы сказали контру, выполнен: ваша {call} стоила вам %n — эти очки записала другая сторона.</translation>
    </message>
    <message>
        <source>Your contract failed: your {bid} cost %n point(s), scored by the other side.</source>
        <translation>Ваш контракт провалился: ваша заявка {bid} стоила вам %n — эти очки записала другая сторона.</translation>
    </message>
    <message>
        <source>Auction: your {call} cost about %n point(s); {best} was better.</source>
        <translation>Торговля: ваш выбор «{call}» стоил около %n; лучше было {best}.</translation>
    </message>
    <message>
        <source>Trick {trick}: {played} was a sound choice ({best} no better on average), but {best} would have made %n point(s) more on these cards: a good choice that the cards punished.</source>
        <translation>Взятка {trick}: {played} — разумный выбор ({best} в среднем не лучше), но на этих картах с {best} вышло бы на %n больше: хорошее решение, которое карты наказали.</translation>
    </message>
    <message>
        <source>{card} without declaring</source>
        <translation>{card} без объявления</translation>
    </message>
    <message>
        <source>{card} without declaring {melds}</source>
        <translation>{card} без объявления ({melds})</translation>
    </message>
    <message>
        <source>declaring</source>
        <translation>объявление</translation>
    </message>
    <message>
        <source>declaring {melds}</source>
        <translation>объявление ({melds})</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} choices</source>
        <translation>Думает… решения: {done} из {total}</translation>
    </message>
    <message>
        <source>Thinking… the Master plays the deal ({percent}%)</source>
        <translation>Думает… Мастер играет раздачу ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <source>Thinking… {done} of {total} on the real cards</source>
        <translation>Думает… {done} из {total} на настоящих картах</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Взятка {trick}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Better: {card}</source>
        <translation>Лучше: {card}</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Разбор вашей игры</translation>
    </message>
    <message>
        <source>The review</source>
        <translation>Разбор</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>The game in brief</source>
        <translation>Коротко об игре</translation>
    </message>
    <message>
        <source>Cards: order and points</source>
        <translation>Карты: старшинство и очки</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>Выбор козыря</translation>
    </message>
    <message>
        <source>First round: the turned card</source>
        <translation>Первый круг: открытая карта</translation>
    </message>
    <message>
        <source>Second round: another suit</source>
        <translation>Второй круг: другая масть</translation>
    </message>
    <message>
        <source>Nobody takes</source>
        <translation>Никто не берёт</translation>
    </message>
    <message>
        <source>Bid values</source>
        <translation>Значения заявок</translation>
    </message>
    <message>
        <source>Trump suit, no trumps, all trumps</source>
        <translation>Козырная масть, без козырей, все козыри</translation>
    </message>
    <message>
        <source>Each bid must be higher</source>
        <translation>Каждая заявка должна быть выше</translation>
    </message>
    <message>
        <source>Bidding capot</source>
        <translation>Заявка капота</translation>
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
        <translation>Конец торговли</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Розыгрыш взяток</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Карты на столе</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ответ в масть</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Бить козырем, если нет масти</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Перебить козырем</translation>
    </message>
    <message>
        <source>When your partner holds the trick</source>
        <translation>Когда взятку берёт партнёр</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Ход с козыря: класть старше</translation>
    </message>
    <message>
        <source>All trumps: play higher in every suit</source>
        <translation>Все козыри: класть старше в любой масти</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <source>A doubled contract locks the trump lead</source>
        <translation>Контрированный контракт запрещает ход с козыря</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>Which declaration wins</source>
        <translation>Чьё объявление сильнее</translation>
    </message>
    <message>
        <source>Belote and rebelote</source>
        <translation>Белот и ребелот</translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Points in the deal</source>
        <translation>Очки в раздаче</translation>
    </message>
    <message>
        <source>Last trick (dix de der)</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Капот</translation>
    </message>
    <message>
        <source>Making the contract</source>
        <translation>Выполнение контракта</translation>
    </message>
    <message>
        <source>Equal points</source>
        <translation>Равенство очков</translation>
    </message>
    <message>
        <source>A failed contract</source>
        <translation>Проваленный контракт</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Options in force</source>
        <translation>Действующие настройки</translation>
    </message>
    <message>
        <source>Where the rules differ, and our choices</source>
        <translation>Где правила расходятся и что выбрали мы</translation>
    </message>
    <message>
        <source>Only a suit you hold</source>
        <translation>Только масть, которая у вас есть</translation>
    </message>
    <message>
        <source>Hokum and Sun</source>
        <translation>Хокум и Сан</translation>
    </message>
    <message>
        <source>Ashkal</source>
        <translation>Ашкал</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Лестница удвоений</translation>
    </message>
    <message>
        <source>Gahwa</source>
        <translation>Гахва</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Очки раздачи</translation>
    </message>
    <message>
        <source>Kaboot: every trick</source>
        <translation>Кабут: все взятки</translation>
    </message>
    <message>
        <source>Baloot: our sources</source>
        <translation>Балут: наши источники</translation>
    </message>
    <message>
        <source>A doubled contract</source>
        <translation>Контрированный контракт</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Очки партии</translation>
    </message>
    <message>
        <source>Staking the match</source>
        <translation>Вся игра на кону</translation>
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
        <translation>Партия с вашими настройками: изменённые отмечены ниже.</translation>
    </message>
    <message>
        <source>{name}, with your options</source>
        <translation>{name} с вашими настройками</translation>
    </message>
    <message>
        <source>, then </source>
        <comment>packets of cards: 3, then 2</comment>
        <translation>, затем </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Four players in two teams; partners sit opposite each other.</source>
        <translation>Четыре игрока в двух командах; партнёры сидят друг напротив друга.</translation>
    </message>
    <message>
        <source>{count} players, each on their own.</source>
        <translation>Игроков: {count}, каждый играет сам за себя.</translation>
    </message>
    <message>
        <source>A pack of {deck} cards, from the {low} up to the ace; {hand} cards each.</source>
        <translation>Колода из {deck} карт — от {low} до туза; каждому по {hand} карт.</translation>
    </message>
    <message>
        <source>In each deal one team chooses the trump suit and must then score at least as many points as the other side; the cards are played in tricks, and points come from the cards won, declarations and belote.</source>
        <translation>В каждой раздаче одна команда выбирает козырь и затем должна набрать не меньше очков, чем другая; карты разыгрываются взятками, а очки приносят взятые карты, объявления и белот.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and in which trump (or no trumps, or all trumps); the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>В каждой раздаче игроки заявляют, сколько очков наберёт их команда и с каким козырем (или без козырей, или все козыри); команда со старшей заявкой должна её выполнить, а остальные стараются ей помешать.</translation>
    </message>
    <message>
        <source>The first team to pass {target} points wins the game.</source>
        <translation>Побеждает команда, первой превысившая {target} очков.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the game.</source>
        <translation>Побеждает команда, первой набравшая {target} очков.</translation>
    </message>
    <message>
        <source>Unusual words are explained in the</source>
        <translation>Незнакомые слова объяснены в</translation>
    </message>
    <message>
        <source>glossary</source>
        <translation>словаре</translation>
    </message>
    <message>
        <source>Total per suit</source>
        <translation>Всего в масти</translation>
    </message>
    <message>
        <source>Cards rank differently in the trump suit and in the other suits: the jack and the nine of trumps become the two highest cards. Strongest first:</source>
        <translation>В козырной масти карты идут в ином порядке, чем в остальных: валет и девятка козырей становятся двумя старшими картами. От старшей к младшей:</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Козырная масть</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Other suits</source>
        <translation>Другие масти</translation>
    </message>
    <message>
        <source>In no trumps every suit keeps the order and points of the right-hand column; in all trumps every suit takes the order and points of the left-hand column.</source>
        <translation>При игре без козырей у каждой масти порядок и очки из правого столбца; при «все козыри» — из левого.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Команда, взявшая последнюю взятку, получает ещё {bonus} очков.</translation>
    </message>
    <message>
        <source>Everything goes counter-clockwise: the next player is the one on your right.</source>
        <translation>Всё идёт против часовой стрелки: следующий игрок — тот, кто справа от вас.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>игрока справа от сдающего</translation>
    </message>
    <message>
        <source>Everything goes clockwise: the next player is the one on your left.</source>
        <translation>Всё идёт по часовой стрелке: следующий игрок — тот, кто слева от вас.</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s left</source>
        <translation>игрока слева от сдающего</translation>
    </message>
    <message>
        <source>In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round points than the other; the other team may double it, step by step, up to Gahwa.</source>
        <translation>В каждой раздаче одна команда заявляет Хокум (козырную масть) или Сан (без козырей) и должна набрать больше очков, чем другая; другая команда может удваивать её ступень за ступенью до Гахвы.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the player of the last call must then score more points than any other player.</source>
        <translation>В каждой сдаче игроки объявляют контракт, каждое объявление выше предыдущего: козырная масть, без козырей или все козыри; игрок, сделавший последнее объявление, должен затем набрать больше очков, чем каждый из остальных.</translation>
    </message>
    <message>
        <source>In each deal the players call a contract, each call above the last: a trump suit, no trumps or all trumps; the team of the last call must then score more points than the other team.</source>
        <translation>В каждой сдаче игроки объявляют контракт, каждое объявление выше предыдущего: козырная масть, без козырей или все козыри; команда последнего объявления должна затем набрать больше очков, чем другая команда.</translation>
    </message>
    <message>
        <source>In each deal the players bid how many points their team will score and which suit will be trumps; the highest bidder&apos;s team must then reach its bid while the others try to stop it.</source>
        <translation>В каждой сдаче игроки заявляют, сколько очков наберёт их команда и какая масть будет козырной; команда самого высокого заявителя должна затем выполнить заявку, а остальные стараются ей помешать.</translation>
    </message>
    <message>
        <source>The first player to pass {target} points wins the game.</source>
        <translation>Побеждает игрок, первым превысивший {target} очков.</translation>
    </message>
    <message>
        <source>The first player to reach {target} points wins the game.</source>
        <translation>Побеждает игрок, первым набравший {target} очков.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points (dix de der).</source>
        <translation>Игрок, взявший последнюю взятку, получает ещё {bonus} очков.</translation>
    </message>
    <message>
        <source>The player who wins the last trick adds {bonus} points.</source>
        <translation>Игрок, взявший последнюю взятку, получает ещё {bonus} очков.</translation>
    </message>
    <message>
        <source>The team that wins the last trick adds {bonus} points.</source>
        <translation>Команда, взявшая последнюю взятку, получает ещё {bonus} очков.</translation>
    </message>
    <message>
        <source>The dealer deals the cards one at a time, {count} to each player, starting with {start}.</source>
        <translation>Сдающий сдаёт карты по одной, по {count} каждому игроку, начиная с {start}.</translation>
    </message>
    <message>
        <source>The dealer gives each player {packets} cards, one packet at a time, starting with {start}.</source>
        <translation>Сдающий раздаёт каждому карты пачками ({packets}), начиная с {start}.</translation>
    </message>
    <message>
        <source>He then turns the next card face up: it proposes the trump suit.</source>
        <translation>Затем он открывает следующую карту: она предлагает козырную масть.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the taker picks up the turned card and gets one card fewer.</source>
        <translation>Когда козырь выбран, он сдаёт остальные карты: каждому по {packets}, но заказчик забирает открытую карту и получает на одну карту меньше.</translation>
    </message>
    <message>
        <source>All the cards are dealt before the bidding and no card is turned.</source>
        <translation>Все карты сдаются до торговли, и ни одна карта не открывается.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding; the bidder leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Один и тот же игрок говорит первым в торговле; заявивший ходит в первую взятку. Сдача переходит к следующему игроку после каждой раздачи.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} speaks first in the bidding. The deal passes to the next player after each deal.</source>
        <translation>Игрок {side} от сдающего говорит первым в торговле. После каждой сдачи сдача переходит к следующему игроку.</translation>
    </message>
    <message>
        <source>The same player speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Этот же игрок первым говорит в торговле и первым ходит в первой взятке. После каждой раздачи сдаёт следующий игрок.</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option).</source>
        <translation>Карты тасуются перед каждой раздачей (настройка).</translation>
    </message>
    <message>
        <source>The cards are shuffled before every deal (an option; always at a table on the network, so that no one can work out the next hands from the tricks).</source>
        <translation>Карты тасуются перед каждой раздачей (настройка; за столом в сети — всегда, чтобы никто не мог вычислить следующие расклады по взяткам).</translation>
    </message>
    <message>
        <source>The cards are shuffled only before the first deal. Afterwards the tricks are gathered and cut, never shuffled, so what was played shapes the next hands.</source>
        <translation>Карты тасуются только перед первой раздачей. Потом взятки собирают и колоду снимают, не тасуя, так что сыгранное влияет на следующие расклады.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either says &quot;{call}&quot;, making the suit of the turned card trump, or passes. The first to say it ends the bidding: his side is the contract side.</source>
        <translation>Начиная {side} от сдающего, каждый игрок по очереди либо говорит «{call}», делая масть открытой карты козырем, либо пасует. Первый, кто это скажет, заканчивает торговлю: его команда — команда контракта.</translation>
    </message>
    <message>
        <source>The dealer&apos;s opponent speaks first, then the dealer: each either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker.</source>
        <translation>Первым говорит противник сдающего, затем сдающий: каждый либо берёт, делая козырем масть открытой карты, либо пасует. Первый взявший заканчивает торговлю и становится берущим.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn either takes, making the suit of the turned card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays with him.</source>
        <translation>Начиная с игрока {side} от сдающего, каждый по очереди либо берёт — и масть открытой карты становится козырем, — либо пасует. Первый взявший завершает торговлю и становится заказчиком; его партнёр играет вместе с ним.</translation>
    </message>
    <message>
        <source>If all pass, a second round follows: now each player may name any other suit as trump, or pass. The turned card&apos;s suit can no longer be chosen.</source>
        <translation>Если все спасуют, начинается второй круг: теперь каждый может назвать козырем любую другую масть или спасовать. Масть открытой карты выбрать уже нельзя.</translation>
    </message>
    <message>
        <source>In both rounds you may only play in a suit you hold at least one card of: accepting or naming a suit you do not hold would be a renege, and the game does not allow it. The dealer always holds the turned card.</source>
        <translation>В обоих кругах играть можно только в масти, в которой у вас есть хотя бы одна карта: принять или назвать масть, которой у вас нет, — это ренонс, и игра этого не допускает. Открытая карта всегда у сдающего.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals again.</source>
        <translation>Если все спасуют дважды, карты сбрасываются, никто ничего не записывает, и тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Если все спасуют дважды, карты бросают, очков никто не получает, и сдаёт следующий игрок.</translation>
    </message>
    <message>
        <source>Starting on the dealer&apos;s {side}, each player in turn passes or makes a bid: a number of points his team promises to score, and the trump of the deal. The auction may go round several times.</source>
        <translation>Начиная с игрока {side} от сдающего, каждый по очереди пасует или делает заявку: сколько очков обещает набрать его команда и какой будет козырь. Торговля может пройти несколько кругов.</translation>
    </message>
    <message>
        <source>Bids go from {low} to {high} in steps of {step}.</source>
        <translation>Заявки — от {low} до {high} с шагом {step}.</translation>
    </message>
    <message>
        <source>a trump suit (clubs, diamonds, hearts or spades)</source>
        <translation>козырную масть (трефы, бубны, черви или пики)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>«без козырей»</translation>
    </message>
    <message>
        <source>all trumps</source>
        <translation>«все козыри»</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>end of a list of choices</comment>
        <translation>{items} или {last}</translation>
    </message>
    <message>
        <source>A bid names {strains}.</source>
        <translation>В заявке называют {strains}.</translation>
    </message>
    <message>
        <source>Each bid must be higher in points than the one before; the trump named does not matter for that.</source>
        <translation>Каждая заявка должна быть выше предыдущей по очкам; названный козырь здесь роли не играет.</translation>
    </message>
    <message>
        <source>Instead of a number a player may bid capot: his team will win every trick. It is above every number, and nothing can be bid over it.</source>
        <translation>Вместо числа игрок может заявить капот: его команда возьмёт все взятки. Капот выше любого числа, и перебить его заявкой нельзя.</translation>
    </message>
    <message>
        <source>Capot may not be bid in this game.</source>
        <translation>В этой игре капот заявлять нельзя.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the contract&apos;s score counts double (below). After a coinche nobody may bid again.</source>
        <translation>Игрок другой команды может законтрировать старшую заявку: он ставит на то, что она не будет выполнена, и счёт контракта удваивается (см. ниже). После контры новых заявок быть не может.</translation>
    </message>
    <message>
        <source>A player of the other team may coinche the highest bid: he bets it will fail, and the bid&apos;s value counts double. After a coinche nobody may bid again.</source>
        <translation>Игрок другой команды может законтрировать старшую заявку: он ставит на то, что она не будет выполнена, и её стоимость удваивается. После контры новых заявок быть не может.</translation>
    </message>
    <message>
        <source>There is no coinche in this game.</source>
        <translation>В этой игре контры нет.</translation>
    </message>
    <message>
        <source>Nobody has a partner</source>
        <translation>Партнёров нет ни у кого</translation>
    </message>
    <message>
        <source>The lock holds when the contract is doubled or quadrupled (a Gahwa stands on a quadruple). At x3: {value}.</source>
        <translation>Запрет действует, когда контракт удвоен или учетверён (Гахва идёт после учетверения). При ×3: {value}.</translation>
    </message>
    <message>
        <source>locked too (option)</source>
        <translation>тоже заперт (опция)</translation>
    </message>
    <message>
        <source>not locked (the Saudi rules as commonly published)</source>
        <translation>не заперт (саудовские правила в их обычном изложении)</translation>
    </message>
    <message>
        <source>A coinche doubles the bid&apos;s part of the score, a surcoinche multiplies it by {times}; the points won in play are never multiplied.</source>
        <translation>Контра удваивает часть счёта за заявку, реконтра умножает её на {times}; очки, взятые в игре, никогда не умножаются.</translation>
    </message>
    <message>
        <source>A failed contract gives the defenders 160 plus the bid in most books, 162 plus the bid in others, 160 alone or the bid alone at some tables. Here: {value}.</source>
        <translation>Проваленный контракт даёт защитникам 160 плюс заявку в большинстве книг, 162 плюс заявку в других, только 160 или только заявку за некоторыми столами. Здесь: {value}.</translation>
    </message>
    <message>
        <source>{base} plus the bid</source>
        <translation>{base} плюс заявка</translation>
    </message>
    <message>
        <source>A surcoinche multiplies by four in most books, by three at some tables; a coinche doubles the bid only, or the whole score. Here: ×{times}, {what}.</source>
        <translation>Реконтра умножает на четыре в большинстве книг, на три за некоторыми столами; контра удваивает только заявку или весь счёт. Здесь: ×{times}, {what}.</translation>
    </message>
    <message>
        <source>A bid of 80 needs more than half the points (82) in most books, half (81) or just the bid (80) at some tables. Here: {value}.</source>
        <translation>Заявке 80 нужно больше половины очков (82) в большинстве книг, половина (81) или только заявка (80) за некоторыми столами. Здесь: {value}.</translation>
    </message>
    <message>
        <source>A capot that was not bid counts 250 in most books, 252 (162 + 90) in others. Here: {value}.</source>
        <translation>Незаявленный капот стоит 250 в большинстве книг, 252 (162 + 90) в других. Здесь: {value}.</translation>
    </message>
    <message>
        <source>There is no surcoinche in this game.</source>
        <translation>В этой игре реконтры нет.</translation>
    </message>
    <message>
        <source>After a bid (or a coinche), three passes in a row end the auction: the last bid is the contract and its bidder is the taker.</source>
        <translation>После заявки (или контры) три паса подряд завершают торговлю: последняя заявка становится контрактом, а её автор — заказчиком.</translation>
    </message>
    <message>
        <source>If all four players pass without any bid, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Если все четверо спасуют без единой заявки, карты бросают, очков никто не получает, и сдаёт следующий игрок.</translation>
    </message>
    <message>
        <source>At a table on the network, though, the cards are shuffled before each deal, so that no one can work out the next hands from the tricks.</source>
        <translation>Но за столом в сети карты тасуются перед каждой раздачей, чтобы никто не мог вычислить следующие расклады по взяткам.</translation>
    </message>
    <message>
        <source>At a table on the network the host&apos;s program shuffles and deals, so it knows every card: play with someone you trust to host. The table&apos;s code never crosses the network, and everything the programs say to each other is encrypted.</source>
        <translation>За столом в сети программа хозяина тасует и раздаёт карты, поэтому знает каждую карту: играйте с тем, кому доверяете роль хозяина. Код стола никогда не передаётся по сети, а всё, что программы говорят друг другу, шифруется.</translation>
    </message>
    <message>
        <source>This way of choosing trumps is not described yet.</source>
        <translation>Этот способ выбора козыря пока не описан.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>справа</translation>
    </message>
    <message>
        <source>left</source>
        <translation>слева</translation>
    </message>
    <message>
        <source>The bidder leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Заявивший ходит в первую взятку; затем каждый по очереди кладёт по карте. Старший козырь берёт взятку; без козырей — старшая карта масти хода. Взявший ходит в следующую взятку.</translation>
    </message>
    <message>
        <source>The player who made the first bid leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Игрок, сделавший первую заявку, ходит первым в первой взятке; затем каждый по очереди кладёт одну карту. Взятку берёт старший козырь; без козырей — старшая карта масти хода. Взявший взятку ходит в следующей.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s {side} leads to the first trick; each player then adds one card in turn. The highest trump wins the trick; without a trump, the highest card of the suit led. The winner leads to the next trick.</source>
        <translation>Игрок {side} от сдающего ходит первым в первой взятке; затем каждый по очереди кладёт по одной карте. Взятку берёт старший козырь, а если козырей нет — старшая карта масти хода. Взявший взятку ходит первым в следующей.</translation>
    </message>
    <message>
        <source>Which cards you may play is strict. In order:</source>
        <translation>Какие карты можно класть, определено строго. По порядку:</translation>
    </message>
    <message>
        <source>If you have a card of the suit led, you must play one.</source>
        <translation>Если у вас есть карта масти хода, нужно сыграть карту этой масти.</translation>
    </message>
    <message>
        <source>If you have none of the suit led but hold trumps, you must play a trump (you trump the trick).</source>
        <translation>Если масти хода нет, но есть козыри, нужно сыграть козырь (побить взятку козырем).</translation>
    </message>
    <message>
        <source>If you have none of the suit led you may play any card: trumping is never compulsory in this game.</source>
        <translation>Если масти хода нет, можно сыграть любую карту: бить козырем в этой игре никогда не обязательно.</translation>
    </message>
    <message>
        <source>As trumping is free, so is overtrumping.</source>
        <translation>Раз бить козырем не обязательно, то и перебивать не обязательно.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you must still play a trump, even a lower one (undertrump).</source>
        <translation>Если во взятке уже есть козырь, нужно положить старший, если можете. Если не можете, всё равно нужно сыграть козырь, даже младший (сыграть под него).</translation>
    </message>
    <message>
        <source>If a trump is already in the trick you must trump, but any trump will do: you need not beat it.</source>
        <translation>Если во взятке уже есть козырь, нужно бить козырем, но подойдёт любой: перебивать не обязательно.</translation>
    </message>
    <message>
        <source>Every player plays alone: no partner ever frees you from trumping or overtrumping.</source>
        <translation>Каждый играет сам за себя: никакой партнёр не освобождает вас от обязанности бить козырем или перебивать.</translation>
    </message>
    <message>
        <source>If your partner holds the trick when you cannot follow suit, you need not trump or overtrump: you may play any card.</source>
        <translation>Если взятку берёт партнёр, а масти хода у вас нет, бить или перебивать козырем не обязательно: можно сыграть любую карту.</translation>
    </message>
    <message>
        <source>Even when your partner holds the trick you must trump, and overtrump, exactly as against an opponent.</source>
        <translation>Даже когда взятку берёт партнёр, нужно бить и перебивать козырем точно так же, как против соперника.</translation>
    </message>
    <message>
        <source>Trumping being free, your partner holding the trick changes nothing.</source>
        <translation>Раз бить козырем не обязательно, то, что взятку берёт партнёр, ничего не меняет.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can.</source>
        <translation>Когда ходят козырем, вы должны положить козырь старше лучшего из сыгранных, если можете.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, unless your partner holds the trick.</source>
        <translation>Когда ходят с козыря, нужно, если можете, положить козырь старше лучшего из сыгранных, если только взятку не берёт партнёр.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a higher trump than the best one played if you can, even when your partner holds the trick.</source>
        <translation>Когда ходят с козыря, нужно, если можете, положить козырь старше лучшего из сыгранных, даже когда взятку берёт партнёр.</translation>
    </message>
    <message>
        <source>When trumps are led you must follow with a trump, but any trump will do.</source>
        <translation>Когда ходят с козыря, нужно ответить козырем, но подойдёт любой.</translation>
    </message>
    <message>
        <source>In all trumps every suit is played like trumps: follow suit and beat the best card of the suit led if you can. A card of another suit never wins, so there is no trumping.</source>
        <translation>При «все козыри» каждая масть играется как козырная: отвечайте в масть и, если можете, кладите карту старше лучшей карты масти хода. Карта другой масти никогда не берёт взятку, так что козырять здесь нечем.</translation>
    </message>
    <message>
        <source>In all trumps you follow suit but need not play higher. A card of another suit never wins.</source>
        <translation>При «все козыри» нужно отвечать в масть, но класть старше не обязательно. Карта другой масти никогда не берёт взятку.</translation>
    </message>
    <message>
        <source>In no trumps you only have to follow suit; with none of the suit led, play any card. The highest card of the suit led wins.</source>
        <translation>При игре без козырей нужно только отвечать в масть; если масти хода нет, кладите любую карту. Взятку берёт старшая карта масти хода.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when your side takes every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, your partner playing along and the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Начиная со второй взятки, в свой ход вы можете открыть карты и заявить все оставшиеся взятки (Игра &gt; Забрать оставшиеся взятки). Претензия оценивается только по тому, что видите вы: она принимается, если ваша команда берёт все оставшиеся взятки при любом раскладе невидимых вам карт — с учётом сыгранных карт (кто не смог ответить в масть или побить козырем), объявлений и открытых карт, при том что партнёр подыгрывает вам, а остальные играют наилучшим образом. Затем оставшиеся взятки разыгрываются до конца. При отказе сообщается, какая карта могла бы вас побить (козырь, карта старше в какой-то масти), но никогда — у кого что на руках; если невидимых карт слишком много, заявлять ещё рано.</translation>
    </message>
    <message>
        <source>From the second trick on, on your turn, you may show your cards and claim every remaining trick (Game &gt; Claim the rest of the tricks). The claim is judged only on what you can see: it is accepted when you take every remaining trick however the cards you cannot see may lie, given the cards played (who could not follow suit, or trump), the declarations and the cards face up, the others playing their best. The rest is then played out. A refused claim says what kind of card could beat you (a trump, a higher card of a suit), never who holds what; with too many cards unseen it is too early to claim.</source>
        <translation>Начиная со второй взятки, в свой ход вы можете открыть карты и заявить все оставшиеся взятки (Игра &gt; Забрать оставшиеся взятки). Претензия оценивается только по тому, что видите вы: она принимается, если вы берёте все оставшиеся взятки при любом раскладе невидимых вам карт — с учётом сыгранных карт (кто не смог ответить в масть или побить козырем), объявлений и открытых карт, при том что остальные играют наилучшим образом. Затем оставшиеся взятки разыгрываются до конца. При отказе сообщается, какая карта могла бы вас побить (козырь, карта старше в какой-то масти), но никогда — у кого что на руках; если невидимых карт слишком много, заявлять ещё рано.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). Belote still counts.</source>
        <translation>В этой игре объявлений нет (их можно включить в настройках). Белот всё равно засчитывается.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options). The {name} still counts.</source>
        <translation>В этой игре объявлений нет (их можно включить в настройках). При этом {name} всё равно засчитывается.</translation>
    </message>
    <message>
        <source>A player holding one of these combinations may announce it during the first trick, before playing his first card. For sequences the cards go in the order {order}, whatever the trump.</source>
        <translation>Игрок с одной из этих комбинаций может объявить её в первой взятке, до того как сыграет свою первую карту. В последовательностях карты идут в порядке {order}, независимо от козыря.</translation>
    </message>
    <message>
        <source>Declarations are not played in this game (they can be switched on in the options).</source>
        <translation>В этой игре объявлений нет (их можно включить в настройках).</translation>
    </message>
    <message>
        <source>Tierce: three cards in sequence in one suit</source>
        <translation>Терц: три карты одной масти подряд</translation>
    </message>
    <message>
        <source>Quarte: four cards in sequence</source>
        <translation>Кварта: четыре карты подряд</translation>
    </message>
    <message>
        <source>Quinte: five or more cards in sequence</source>
        <translation>Квинта: пять и более карт подряд</translation>
    </message>
    <message>
        <source>Three cards in sequence in one suit</source>
        <translation>Три карты одной масти подряд</translation>
    </message>
    <message>
        <source>Four cards in sequence</source>
        <translation>Четыре карты подряд</translation>
    </message>
    <message>
        <source>Five or more cards in sequence</source>
        <translation>Пять и более карт подряд</translation>
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
        <translation>Объявление</translation>
    </message>
    <message>
        <source>Four of the low ranks ({cards}) score nothing.</source>
        <translation>Каре из младших карт ({cards}) очков не приносят.</translation>
    </message>
    <message>
        <source>Declaring is optional: if you play your first card without declaring, your combinations are lost.</source>
        <translation>Объявлять не обязательно: если вы сыграете первую карту без объявления, ваши комбинации пропадают.</translation>
    </message>
    <message>
        <source>Every declaration scores, for the team that announced it.</source>
        <translation>Каждое объявление приносит очки команде, которая его сделала.</translation>
    </message>
    <message>
        <source>Only the team holding the single best declaration scores, and then it scores all its declarations; the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Очки получает только команда с единственным лучшим объявлением — и тогда засчитываются все её объявления; объявления другой команды не считаются. Лучшее определяется так:</translation>
    </message>
    <message>
        <source>its points;</source>
        <translation>по очкам;</translation>
    </message>
    <message>
        <source>at equal points, a carré beats a sequence;</source>
        <translation>при равенстве очков каре сильнее последовательности;</translation>
    </message>
    <message>
        <source>then the higher top card (for carrés: {order});</source>
        <translation>затем по старшей карте (для каре: {order});</translation>
    </message>
    <message>
        <source>then a sequence in trumps beats one in another suit;</source>
        <translation>затем последовательность в козырях сильнее последовательности в другой масти;</translation>
    </message>
    <message>
        <source>the dealer himself</source>
        <translation>самого сдающего</translation>
    </message>
    <message>
        <source>the dealer&apos;s opponent</source>
        <translation>соперника сдающего</translation>
    </message>
    <message>
        <source>the player opposite the dealer</source>
        <translation>игрока напротив сдающего</translation>
    </message>
    <message>
        <source>The dealer deals to each player in turn, starting with {start}.</source>
        <translation>Сдающий сдаёт каждому игроку по очереди, начиная с {start}.</translation>
    </message>
    <message>
        <source>Then {packets} cards face down in front of each player: his kitty, which nobody looks at until the trump is chosen; then each player picks up his own.</source>
        <translation>Затем по {packets} карты рубашкой вверх перед каждым игроком: его прикуп, в который никто не смотрит, пока не выбран козырь; после этого каждый забирает свой.</translation>
    </message>
    <message>
        <source>Then {down} cards face down on the table in front of each player, and {up} cards face up on them, one on each.</source>
        <translation>Затем по {down} карты рубашкой вверх на стол перед каждым игроком и {up} карты лицом вверх поверх них, по одной на каждую.</translation>
    </message>
    <message>
        <source>Then {up} cards face up on the table in front of each player.</source>
        <translation>Затем по {up} карты лицом вверх на стол перед каждым игроком.</translation>
    </message>
    <message>
        <source>The dealer&apos;s own last card is dealt face up: it proposes the trump suit, and he keeps it.</source>
        <translation>Последняя карта сдающего сдаётся ему в открытую: она предлагает козырную масть, и он оставляет её себе.</translation>
    </message>
    <message>
        <source>The last face-up card of the dealer&apos;s layout proposes the trump suit; it stays where it lies.</source>
        <translation>Последняя открытая карта в раскладке сдающего предлагает козырную масть; она остаётся на своём месте.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player, except that the dealer picks up the turned card, whoever takes, and gets one card fewer.</source>
        <translation>Когда козырь выбран, он сдаёт остальные карты: каждому по {packets}, но открытую карту забирает сдающий, кто бы ни был заказчиком, и получает на одну карту меньше.</translation>
    </message>
    <message>
        <source>Once the trump is chosen he deals the rest: {packets} cards to each player.</source>
        <translation>Когда козырь выбран, он сдаёт остальные карты: каждому по {packets}.</translation>
    </message>
    <message>
        <source>{count} cards are not dealt: they stay face down in the pack, unseen, until the next deal.</source>
        <translation>{count} карт не сдаются: они остаются в колоде рубашкой вверх, никем не увиденные, до следующей раздачи.</translation>
    </message>
    <message>
        <source>The next player after the dealer speaks first in the bidding and leads to the first trick. The deal passes to the next player after each deal.</source>
        <translation>Игрок, следующий за сдающим, первым говорит в торговле и первым ходит в первой взятке. После каждой раздачи сдаёт следующий игрок.</translation>
    </message>
    <message>
        <source>In no trumps the deal holds only {total} points and there is no belote, so a no-trumps bid above {total} can never be made, even by winning every trick; the game still lets you bid it, and the hint says so.</source>
        <translation>В бескозырке в раздаче всего {total} очков и нет белота, поэтому бескозырную заявку выше {total} никогда не выполнить, даже взяв все взятки; игра всё же позволяет её сделать, и подсказка об этом говорит.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the value counts {times} times, and the auction ends at once.</source>
        <translation>Команда, получившая контру, может ответить реконтрой: стоимость считается {times} раза, и торговля сразу заканчивается.</translation>
    </message>
    <message>
        <source>If you have none of the suit led, you must trump only when an opponent&apos;s trump holds the trick; otherwise you may play any card.</source>
        <translation>Если у вас нет запрошенной масти, бить козырем обязательно, только когда взятку держит козырь соперника; иначе можно сыграть любую карту.</translation>
    </message>
    <message>
        <source>If a trump is already in the trick, you must play a higher one if you can. If you cannot, you may play any card: a lower trump or a discard.</source>
        <translation>Если во взятке уже есть козырь, нужно перебить его, если можете. Если не можете, играйте любую карту: младший козырь или карту другой масти.</translation>
    </message>
    <message>
        <source>When a trump contract is doubled the trumps are locked: nobody may lead a trump while holding a card of another suit.</source>
        <translation>Когда козырной контракт контрирован, козыри заперты: никто не может ходить с козыря, пока у него есть карта другой масти.</translation>
    </message>
    <message>
        <source>A player declares at most {count} of them.</source>
        <translation>Игрок объявляет не более {count} из них.</translation>
    </message>
    <message>
        <source>{carre} beside {run} of one suit</source>
        <translation>{carre} и {run} одной масти</translation>
    </message>
    <message>
        <source>A card may count in a carré and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Карта может входить одновременно в каре и в последовательность ({example}): объявляются обе комбинации, выбирать не нужно.</translation>
    </message>
    <message>
        <source>A card may count in four of a kind and in a sequence at once ({example}): both are declared, there is no choice to make.</source>
        <translation>Карта может входить одновременно в каре и в последовательность ({example}): объявляются обе комбинации, выбирать не нужно.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in a carré and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Каждая карта входит только в одно объявление. Если она входит и в каре, и в последовательность ({example}), вы выбираете, что объявить: стол предлагает каждый вариант, сначала более ценный (при равной стоимости — более старший), и говорит, что даёт каждый против уже сделанных объявлений.</translation>
    </message>
    <message>
        <source>A card counts in one declaration only. When it is in four of a kind and in a sequence ({example}), you choose which to declare: the table offers each set, the one worth more first (at equal value, the one that ranks higher), and says what each does against the declarations already announced.</source>
        <translation>Каждая карта входит только в одно объявление. Если она входит и в каре, и в последовательность ({example}), вы выбираете, что объявить: стол предлагает каждый вариант, сначала более ценный (при равной стоимости — более старший), и говорит, что даёт каждый против уже сделанных объявлений.</translation>
    </message>
    <message>
        <source>Every declaration scores in this game, so the set worth more is the better one.</source>
        <translation>В этой игре записываются все объявления, поэтому лучше тот вариант, который стоит больше.</translation>
    </message>
    <message>
        <source>Carrés and sequences are compared apart, so the better set is not always the one that ranks higher: a carré leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Каре и последовательности сравниваются отдельно, поэтому лучший вариант — не всегда более старший: каре оставляет последовательности лучшей объявленной последовательности, которую ваша последовательность, возможно, побила бы.</translation>
    </message>
    <message>
        <source>Four of a kind and sequences are compared apart, so the better set is not always the one that ranks higher: four of a kind leaves the sequences to the best sequence announced, where the sequence might have beaten it.</source>
        <translation>Каре и последовательности сравниваются отдельно, поэтому лучший вариант — не всегда более старший: каре оставляет последовательности лучшей объявленной последовательности, которую ваша последовательность, возможно, побила бы.</translation>
    </message>
    <message>
        <source>Only the side holding the best declaration scores (below), so the better set is the one that gives your side the best declaration; then the one worth more.</source>
        <translation>Записывает только сторона с лучшим объявлением (см. ниже), поэтому лучший вариант — тот, что даёт вашей стороне лучшее объявление; затем — тот, что стоит больше.</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and then he scores all his declarations; the others&apos; count for nothing. The best is decided by:</source>
        <translation>Очки получает только игрок с единственным лучшим объявлением — и тогда засчитываются все его объявления; объявления остальных не считаются. Лучшее определяется так:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the player holding the best carré scores all his carrés, and the player holding the best sequence scores all his sequences. The best is decided by:</source>
        <translation>Каре и последовательности сравниваются отдельно: игрок с лучшим каре получает очки за все свои каре, а игрок с лучшей последовательностью — за все свои последовательности. Лучшее определяется так:</translation>
    </message>
    <message>
        <source>Carrés and sequences are ranked apart: the team holding the best carré scores all its carrés, and the team holding the best sequence scores all its sequences. The best is decided by:</source>
        <translation>Каре и последовательности сравниваются отдельно: команда с лучшим каре получает очки за все свои каре, а команда с лучшей последовательностью — за все свои последовательности. Лучшее определяется так:</translation>
    </message>
    <message>
        <source>Only the player holding the single best declaration scores, and only his own declarations. The best is decided by:</source>
        <translation>Очки получает только игрок с единственным лучшим объявлением, и только за свои объявления. Лучшее определяется так:</translation>
    </message>
    <message>
        <source>equal declarations of opposing sides cancel out, and neither scores.</source>
        <translation>равные объявления противоположных сторон взаимно сокращаются, и очков за них никто не получает.</translation>
    </message>
    <message>
        <source>then the player who speaks first in the deal.</source>
        <translation>наконец, побеждает тот, кто в раздаче говорит раньше.</translation>
    </message>
    <message>
        <source>at equal points, four of a kind beats a sequence;</source>
        <translation>при равенстве очков каре сильнее последовательности;</translation>
    </message>
    <message>
        <source>between sequences worth the same, the longer one;</source>
        <translation>из последовательностей одинаковой стоимости — более длинная;</translation>
    </message>
    <message>
        <source>then the higher top card (for four of a kind: {order});</source>
        <translation>затем по старшей карте (для каре: {order});</translation>
    </message>
    <message>
        <source>Belote does not score in this game.</source>
        <translation>В этой игре белот не засчитывается.</translation>
    </message>
    <message>
        <source>The {name} does not score in this game.</source>
        <translation>В этой игре {name} не засчитывается.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the first of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Игрок, у которого есть король и дама козырей, объявляет «{name}», когда кладёт первую из них. Его команда получает {points} очков, даже если объявления выиграла другая команда.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{name}&quot; when he plays the second of them. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Игрок, у которого есть король и дама козырей, объявляет «{name}», когда кладёт вторую из них. Его команда получает {points} очков, даже если объявления выиграла другая команда.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. He scores {points} points, even when another player wins the declarations.</source>
        <translation>Игрок, у которого есть король и дама козырей, говорит «Белот», когда кладёт первую из них, и «Ребелот» — со второй. Он получает {points} очков, даже если объявления выиграл другой игрок.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps says &quot;Belote&quot; when he plays the first of them and &quot;Rebelote&quot; with the second. His team scores {points} points, even when another team wins the declarations.</source>
        <translation>Игрок, у которого есть король и дама козырей, говорит «Белот», когда кладёт первую из них, и «Ребелот» — со второй. Его команда получает {points} очков, даже если объявления выиграла другая команда.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for whoever holds them, whoever scores the melds, and may also be part of a run.</source>
        <translation>В этой игре король и дама козырей называются {word}; они засчитываются тому, у кого они на руках, кто бы ни записал объявления, и могут входить в последовательность.</translation>
    </message>
    <message>
        <source>In this game the king and queen of trumps are called the {word}; they count for either team, whoever scores the melds, and may also be part of a run.</source>
        <translation>В этой игре король и дама козырей называются {word}; они засчитываются любой команде, кто бы ни записал объявления, и могут входить в последовательность.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the belote does not count.</source>
        <translation>В этой игре король должен быть сыгран раньше дамы, иначе белот не засчитывается.</translation>
    </message>
    <message>
        <source>In this game the king must be played before the queen, or the {name} does not count.</source>
        <translation>В этой игре король должен быть сыгран раньше дамы, иначе {name} не засчитывается.</translation>
    </message>
    <message>
        <source>The king and the queen may come in either order.</source>
        <translation>Короля и даму можно сыграть в любом порядке.</translation>
    </message>
    <message>
        <source>In all trumps each king and queen of the same suit in one hand is a belote.</source>
        <translation>При «все козыри» король и дама одной масти у одного игрока — это белот в любой масти.</translation>
    </message>
    <message>
        <source>In all trumps there is no belote.</source>
        <translation>При «все козыри» белота нет.</translation>
    </message>
    <message>
        <source>In no trumps there is no belote.</source>
        <translation>При игре без козырей белота нет.</translation>
    </message>
    <message>
        <source>The takers&apos; belote counts toward their bid.</source>
        <translation>Белот заказчиков засчитывается в их заявку.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} counts toward their bid.</source>
        <translation>У заказчиков {name} засчитывается в заявку.</translation>
    </message>
    <message>
        <source>The takers&apos; belote is added to their score but does not help reach the bid.</source>
        <translation>Белот заказчиков добавляется к их счёту, но не помогает выполнить заявку.</translation>
    </message>
    <message>
        <source>The takers&apos; {name} is added to their score but does not help reach the bid.</source>
        <translation>У заказчиков {name} добавляется к счёту, но не помогает выполнить заявку.</translation>
    </message>
    <message>
        <source>The player who held the belote keeps his points even when his contract fails.</source>
        <translation>Игрок с белотом сохраняет очки за него, даже если его контракт провален.</translation>
    </message>
    <message>
        <source>The team that held the belote keeps its points even when its contract fails.</source>
        <translation>Команда с белотом сохраняет очки за него, даже если её контракт провален.</translation>
    </message>
    <message>
        <source>The team that held the {name} keeps its points even when its contract fails.</source>
        <translation>Команда, у которой на руках {name}, сохраняет эти очки, даже если её контракт провален.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Когда контракт объявивших проваливается, их белот не записывается никому: они его умалчивают, а не отдают защитникам.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} scores for nobody: they keep it quiet rather than give it to the defenders.</source>
        <translation>Когда контракт заказчиков провален, их {name} не записывается никому: заказчики умалчивают о комбинации, а не отдают её защитникам.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} is lost: it scores for nobody.</source>
        <translation>Когда контракт заказчиков провален, их {name} пропадает и не записывается никому.</translation>
    </message>
    <message>
        <source>belote</source>
        <translation>белот</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their belote goes to the defenders.</source>
        <translation>Когда контракт заказчиков провален, их белот переходит к защитникам.</translation>
    </message>
    <message>
        <source>When the takers&apos; contract fails, their {name} goes to the defenders.</source>
        <translation>Когда контракт заказчиков провален, их {name} переходит к защитникам.</translation>
    </message>
    <message>
        <source>Doubled, it is lost with the rest of their points: only the team with more points scores.</source>
        <translation>При контре комбинация теряется вместе с остальными очками заказчиков: записывает только команда, у которой больше очков.</translation>
    </message>
    <message>
        <source>Every deal (one trump suit)</source>
        <translation>Любая раздача (одна козырная масть)</translation>
    </message>
    <message>
        <source>All trumps</source>
        <translation>Все козыри</translation>
    </message>
    <message>
        <source>A trump suit</source>
        <translation>Козырная масть</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (they go to the others only where they take every point of a failed contract); his belote still counts.</source>
        <translation>Игрок без единой взятки теряет объявления (они достаются другим, только если те возьмут все очки проваленного контракта); его белот всё равно считается.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its belote still counts.</source>
        <translation>Команда без единой взятки теряет объявления (они достаются другой команде, только если та возьмёт все очки проваленного контракта); её белот всё равно считается.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (they go to the other team only where it takes every point of a failed contract); its {name} still counts.</source>
        <translation>Команда без единой взятки теряет объявления (они достаются другой команде, только если та возьмёт все очки проваленного контракта); её {name} всё равно засчитывается.</translation>
    </message>
    <message>
        <source>In no trumps only one declaration counts: the carré of aces, worth 200.</source>
        <translation>Без козырей считается только одна комбинация: каре тузов, 200 очков.</translation>
    </message>
    <message>
        <source>In no trumps there are no declarations.</source>
        <translation>Без козырей комбинаций нет.</translation>
    </message>
    <message>
        <source>A player who wins every trick adds {points} match points to his score, after the conversion below; they are never doubled.</source>
        <translation>Игрок, взявший все взятки, добавляет к счёту {points} очков партии после пересчёта ниже; они никогда не удваиваются.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {points} match points to its score, after the conversion below; they are never doubled.</source>
        <translation>Команда, взявшая все взятки, добавляет к счёту {points} очков партии после пересчёта ниже; они никогда не удваиваются.</translation>
    </message>
    <message>
        <source>A player who wins every trick scores {capot} card points.</source>
        <translation>Игрок, взявший все взятки, получает {capot} очков за карты.</translation>
    </message>
    <message>
        <source>A team that wins every trick scores {capot} card points.</source>
        <translation>Команда, взявшая все взятки, получает {capot} очков за карты.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations and his belote. If the player who called the contract has more points than any other player, the contract is made and each player scores his own total.</source>
        <translation>Каждый игрок складывает очки за карты, комбинации и белот. Если объявивший контракт игрок набрал больше очков, чем каждый из остальных, контракт выполнен и каждый игрок записывает свою сумму.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations and its belote. If the team that called the contract has more points than the other team, the contract is made and each team scores its own total.</source>
        <translation>Каждая команда складывает очки за карты, комбинации и белот. Если объявившая команда набрала больше очков, чем другая, контракт выполнен и каждая команда записывает свою сумму.</translation>
    </message>
    <message>
        <source>With equal points the others score every point of the deal, every player&apos;s total (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>При равных очках остальные записывают все очки сдачи, суммы всех игроков (словами обычных правил: «все очки, набранные в сдаче»), заявивший ничего не записывает, а {points} очков откладываются: их добавляет игрок, выигравший следующую сдачу.</translation>
    </message>
    <message>
        <source>With equal points the other team scores every point of the deal, both teams&apos; totals (in the common rules&apos; words: &quot;all points earned during the hand&quot;), the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>При равных очках другая команда записывает все очки сдачи, суммы обеих команд (словами обычных правил: «все очки, набранные в сдаче»), заявившие ничего не записывают, а {points} очков откладываются: их добавляет команда, выигравшая следующую сдачу.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, the caller scores nothing, and {points} points are held over: the player who wins the next deal adds them.</source>
        <translation>При равных очках остальные записывают свои очки, объявивший не записывает ничего, а {points} очков откладываются: их добавляет игрок, выигравший следующую сдачу.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, the callers score nothing, and {points} points are held over: the team that wins the next deal adds them.</source>
        <translation>При равных очках другая команда записывает свои очки, объявившие не записывают ничего, а {points} очков откладываются: их добавляет команда, выигравшая следующую сдачу.</translation>
    </message>
    <message>
        <source>With equal points the others score their own points, and the caller&apos;s points hang: the player who wins the next deal adds them.</source>
        <translation>При равных очках остальные записывают свои очки, а очки объявившего «висят»: их добавляет игрок, выигравший следующую сдачу.</translation>
    </message>
    <message>
        <source>With equal points the other team scores its own points, and the callers&apos; points hang: the team that wins the next deal adds them.</source>
        <translation>При равных очках другая команда записывает свои очки, а очки объявивших «висят»: их добавляет команда, выигравшая следующую сдачу.</translation>
    </message>
    <message>
        <source>The caller needs at least as many points as every other player: equal is enough.</source>
        <translation>Объявившему нужно не меньше очков, чем у каждого из остальных: равенства достаточно.</translation>
    </message>
    <message>
        <source>The callers need at least as many points as the other team: equal is enough.</source>
        <translation>Объявившим нужно не меньше очков, чем у другой команды: равенства достаточно.</translation>
    </message>
    <message>
        <source>The caller needs more points than every other player: with equal points he is dedans.</source>
        <translation>Объявившему нужно больше очков, чем у каждого из остальных: при равенстве он «внутри».</translation>
    </message>
    <message>
        <source>The callers need more points than the other team: with equal points they are dedans.</source>
        <translation>Объявившим нужно больше очков, чем у другой команды: при равенстве они «внутри».</translation>
    </message>
    <message>
        <source>If the caller has fewer points, he is dedans: his points (cards, declarations and belot) go to the others, as the choices below say.</source>
        <translation>Если у объявившего меньше очков, он «внутри»: его очки (карты, комбинации и белот) достаются остальным, как сказано в выборах ниже.</translation>
    </message>
    <message>
        <source>If the callers have fewer points, they are dedans: the other team scores both teams&apos; totals, cards, declarations and belotes.</source>
        <translation>Если у объявивших меньше очков, они «внутри»: другая команда записывает суммы обеих команд — карты, комбинации и белоты.</translation>
    </message>
    <message>
        <source>In a doubled contract every player is committed: the player with the most points takes every player&apos;s total.</source>
        <translation>В контрированном контракте обязаны все игроки: игрок с наибольшим числом очков забирает суммы всех игроков.</translation>
    </message>
    <message>
        <source>In a doubled contract both teams are committed: the team with more points takes both totals.</source>
        <translation>В контрированном контракте обе команды обязаны: команда с большим числом очков забирает обе суммы.</translation>
    </message>
    <message>
        <source>In a doubled contract only the player with the most points scores; the others score nothing.</source>
        <translation>В контрированном контракте записывает только игрок с наибольшим числом очков; остальные не записывают ничего.</translation>
    </message>
    <message>
        <source>In a doubled contract only the team with more points scores; the other scores nothing.</source>
        <translation>В контрированном контракте записывает только команда с большим числом очков; другая не записывает ничего.</translation>
    </message>
    <message>
        <source>Doubled, the points count twice; redoubled, {times} times.</source>
        <translation>При контре очки считаются вдвойне; при реконтре — {times} раза.</translation>
    </message>
    <message>
        <source>A no-trumps contract counts {times} times as well, doubled or not.</source>
        <translation>Контракт без козырей тоже считается {times} раза, с контрой или без.</translation>
    </message>
    <message>
        <source>After a Match call the deal is scored as redoubled, and it decides the whole game.</source>
        <translation>После объявления «Матч» сдача считается как реконтрированная и решает всю игру.</translation>
    </message>
    <message>
        <source>Doubled, every player is committed: with equal points nobody scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>При контре обязаны все игроки: при равных очках никто не записывает, и все очки сдачи висят (как считают болгарские игроки; опция).</translation>
    </message>
    <message>
        <source>Doubled, both teams are committed: with equal points neither scores, and every point of the deal hangs (as Bulgarian players count it; an option).</source>
        <translation>При контре обе команды обязаны: при равных очках никто не записывает, и все очки сдачи висят (как считают болгарские игроки; опция).</translation>
    </message>
    <message>
        <source>Doubled, equal points are scored as undoubled, multiplied (an option; Bulgarian players hang every point).</source>
        <translation>При контре равенство считается как без контры, с умножением (опция; болгарские игроки оставляют висеть все очки).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a player wins (an option).</source>
        <translation>Сдачу, снова закончившуюся вничью, никто не выиграл: отложенные очки вместе с новыми ждут следующей сдачи, которую выиграет какой-либо игрок (опция).</translation>
    </message>
    <message>
        <source>A deal that ends equal again is won by nobody: the points held over wait, with the new ones, for the next deal a team wins (an option).</source>
        <translation>Сдачу, снова закончившуюся вничью, никто не выиграл: отложенные очки вместе с новыми ждут следующей сдачи, которую выиграет какая-либо команда (опция).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the player who scores in it takes the points held over (an option; by default they wait for a deal a player wins).</source>
        <translation>Если следующая сдача снова закончится вничью, отложенные очки забирает игрок, записавший в ней очки (опция; по умолчанию они ждут сдачи, которую выиграет игрок).</translation>
    </message>
    <message>
        <source>If the next deal ends equal again, the team that scores in it takes the points held over (an option; by default they wait for a deal a team wins).</source>
        <translation>Если следующая сдача снова закончится вничью, отложенные очки забирает команда, записавшая в ней очки (опция; по умолчанию они ждут сдачи, которую выиграет команда).</translation>
    </message>
    <message>
        <source>What each player scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Затем очки каждого игрока делятся на десять и округляются до целых очков партии. Решает остаток: выше границы контракта — вверх, на границе или ниже — вниз.</translation>
    </message>
    <message>
        <source>What each team scores is then divided by ten and rounded to whole match points. The remainder decides: above the contract&apos;s limit it rounds up, at the limit or below it rounds down.</source>
        <translation>Затем очки каждой команды делятся на десять и округляются до целых очков партии. Решает остаток: выше границы контракта — вверх, на границе или ниже — вниз.</translation>
    </message>
    <message>
        <source>{low} makes {down}, {high} makes {up}</source>
        <translation>{low} даёт {down}, {high} даёт {up}</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
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
        <translation>Когда два игрока останавливаются ровно на границе, меньший счёт округляется вверх, а больший — вниз: при всех козырях 154 и 144 дают по 15.</translation>
    </message>
    <message>
        <source>When both teams stop exactly at the limit, the lower score rounds up and the higher down: in all trumps 154 and 144 both make 15.</source>
        <translation>Когда обе команды останавливаются ровно на границе, меньший счёт округляется вверх, а больший — вниз: при всех козырях 154 и 144 дают по 15.</translation>
    </message>
    <message>
        <source>A player who scores nothing in the deal is left out of this rule: the two others at the limit are enough.</source>
        <translation>Игрок, не записавший в сдаче ничего, в этом правиле не участвует: достаточно, чтобы двое других были на границе.</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored round up and those held over down, so the deal keeps its match points: in a suit 96 and 96 make 10 and 9 (an option).</source>
        <translation>При равных очках на границе записанные очки округляются вверх, а отложенные вниз, так что сдача сохраняет свои очки партии: в масти 96 и 96 дают 10 и 9 (опция).</translation>
    </message>
    <message>
        <source>With equal points at the limit, the points scored and those held over both round down: in a suit 96 and 96 make 9 and 9 (an option; by default the points scored round up).</source>
        <translation>При равных очках на границе и записанные, и отложенные очки округляются вниз: в масти 96 и 96 дают 9 и 9 (опция; по умолчанию записанные очки округляются вверх).</translation>
    </message>
    <message>
        <source>Points held over after equal points are converted the same way.</source>
        <translation>Отложенные после равенства очки пересчитываются так же.</translation>
    </message>
    <message>
        <source>After a Match call the deal decides the game: if the callers make their contract they win the game, otherwise the other team wins it, whatever the scores.</source>
        <translation>После объявления «Матч» сдача решает игру: если объявившие выполнят контракт, они выигрывают игру, иначе её выигрывает другая команда, каким бы ни был счёт.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next player who wins a deal.</source>
        <translation>Отложенные после равенства очки получает следующий игрок, выигравший сдачу.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the next team that wins a deal.</source>
        <translation>Отложенные после равенства очки получает следующая команда, выигравшая сдачу.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the player who wins the next deal that is played.</source>
        <translation>Отложенные после равенства очки получает игрок, выигравший следующую сыгранную сдачу.</translation>
    </message>
    <message>
        <source>Points held over after equal points go to the team that wins the next deal that is played.</source>
        <translation>Отложенные после равенства очки получает команда, выигравшая следующую сыгранную сдачу.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract, or by his opponent when he fails.</source>
        <translation>Сдачу выигрывают по очкам, даже когда после округления очки партии равны: её выигрывает заказавший, если выполнит контракт, или его противник, если тот провалится.</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the taker who makes his contract; if he fails, by the other player with the most points (two with as many share what was held over, an odd point to the first after the taker).</source>
        <translation>Сдачу выигрывают по очкам, даже когда после округления очки партии равны: её выигрывает заказавший, если выполнит контракт; если он провалится — другой игрок, набравший больше очков (двое с равными очками делят отложенные очки, а нечётное очко получает первый после заказавшего).</translation>
    </message>
    <message>
        <source>A deal is won by its points, even when the match points round equal: by the team that makes its contract, or by the defenders when they beat it.</source>
        <translation>Сдачу выигрывают по очкам, даже когда после округления очки партии равны: её выигрывает команда, выполнившая контракт, или защитники, если контракт провален.</translation>
    </message>
    <message>
        <source>Bidding Belote follows its rules as commonly published in English. They give no chart of the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, redouble and Match are filled in from other published rules of the game.</source>
        <translation>Белот с торговлей следует своим правилам в том виде, в каком их обычно публикуют на английском. Таблицы объявлений в них нет: порядок объявлений (трефы, бубны, червы, пики, без козырей, все козыри), контра, реконтра и «Матч» взяты из других опубликованных правил игры.</translation>
    </message>
    <message>
        <source>Those rules say once that the bidding goes clockwise; everything else in the game goes to the right, so the bidding does too.</source>
        <translation>Эти правила однажды говорят, что торговля идёт по часовой стрелке; всё остальное в игре идёт вправо, значит, и торговля тоже.</translation>
    </message>
    <message>
        <source>Equal points: those rules give 85 points to the winner of the next deal; we convert them to match points with the limit of the tied deal&apos;s contract. Here: {points}.</source>
        <translation>Равные очки: эти правила дают 85 очков победителю следующей сдачи; мы пересчитываем их в очки партии с границей контракта сдачи, закончившейся вничью. Здесь: {points}.</translation>
    </message>
    <message>
        <source>A doubled contract: those rules say only the team with more points scores; Bulgarian rules give that team both totals. Here: {value}.</source>
        <translation>Контрированный контракт: по этим правилам записывает только команда с большим числом очков; болгарские правила дают ей обе суммы. Здесь: {value}.</translation>
    </message>
    <message>
        <source>both totals</source>
        <translation>обе суммы</translation>
    </message>
    <message>
        <source>its own total</source>
        <translation>только свою сумму</translation>
    </message>
    <message>
        <source>Out of the suit led, those rules ask for a trump but not for a higher one; they do not say whether your partner holding the trick frees you, and we follow the common rule.</source>
        <translation>Без масти хода эти правила требуют козырь, но не старший; они не говорят, освобождает ли вас партнёр, берущий взятку, и мы следуем общему правилу.</translation>
    </message>
    <message>
        <source>Equal points: those rules say the other team scores &quot;all points earned during the hand&quot;; we read both teams&apos; totals, as when the callers fail, the 85 points coming on top.</source>
        <translation>Равенство: эти правила говорят, что другая команда записывает «все очки, набранные в сдаче»; мы понимаем это как суммы обеих команд, как при провале заявивших, и 85 очков сверху.</translation>
    </message>
    <message>
        <source>Our choice: a higher call may still follow a double or a redouble, and the new call stands undoubled (our sources do not say).</source>
        <translation>Наш выбор: после контры или реконтры ещё можно объявить выше, и новое объявление идёт без контры (наши источники об этом молчат).</translation>
    </message>
    <message>
        <source>Five cards each and a turned card. From the dealer&apos;s right, each player in turn says Pass, {hokum} (the turned card&apos;s suit is trump) or {sun} (no trumps, which beats Hokum). After a Hokum every other player may still call Sun; then the Hokum caller keeps his Hokum or raises it to Sun. After a Sun the others may overcall with a Sun of their own (once each). If all four pass, a second round follows: Hokum now names another suit, and a Sun ends the bidding at once. Two rounds of passes throw the cards in.</source>
        <translation>По пять карт и одна открытая карта. Начиная справа от сдающего, каждый по очереди говорит Пас, {hokum} (масть открытой карты — козыри) или {sun} (без козырей, выше Хокума). После Хокума каждый другой игрок ещё может заявить Сан; затем заявивший Хокум оставляет его или поднимает до Сана. После Сана другие могут перебить своим Саном (по одному разу). Если все четверо пасуют, следует второй круг: Хокум теперь называет другую масть, а Сан сразу завершает торговлю. Два круга пасов — карты сдаются заново.</translation>
    </message>
    <message>
        <source>{ashkal}: in the first round the dealer or the player before him may call Sun for his partner, who then takes the turned card and plays the Sun.</source>
        <translation>{ashkal}: в первом круге сдающий или игрок перед ним может заявить Сан за своего партнёра, который тогда берёт открытую карту и играет Сан.</translation>
    </message>
    <message>
        <source>The player who won the call (the bidder) takes the turned card; the dealer gives him two more cards and everybody else three. The bidder leads the first trick.</source>
        <translation>Игрок, выигравший заявку (заявивший), берёт открытую карту; сдающий даёт ему ещё две карты, а остальным по три. Заявивший ходит в первую взятку.</translation>
    </message>
    <message>
        <source>Once the call is settled, the other team may say {double} (x2); a Sun only while its team has more than {limit} points and the doublers less than {limit}. The bidders may answer {three} (x3), the others {four} (x4), and the bidders {gahwa}. Each team speaks in turn; when both its players pass, the play begins. While doubled, nobody may lead a trump while holding another suit (the hand is locked).</source>
        <translation>Когда заявка решена, другая команда может сказать {double} (×2); Сан — только если у его команды больше {limit} очков, а у удваивающих меньше {limit}. Заявившие могут ответить {three} (×3), другие — {four} (×4), а заявившие — {gahwa}. Команды говорят по очереди; когда оба игрока команды пасуют, начинается игра. Пока удвоено, никто не может ходить с козыря, имея другую масть (рука закрыта).</translation>
    </message>
    <message>
        <source>{gahwa}: the team that wins the deal wins the whole game, whatever the scores.</source>
        <translation>{gahwa}: команда, выигравшая раздачу, выигрывает всю игру, каким бы ни был счёт.</translation>
    </message>
    <message>
        <source>Doubling is off in this game.</source>
        <translation>В этой игре нет удвоений.</translation>
    </message>
    <message>
        <source>Projects are not played in this game.</source>
        <translation>В этой игре нет проектов.</translation>
    </message>
    <message>
        <source>{count} cards in sequence in one suit</source>
        <translation>{count} карт подряд одной масти</translation>
    </message>
    <message>
        <source>four tens, jacks, queens or kings; four aces in Hokum</source>
        <translation>четыре десятки, валета, дамы или короля; четыре туза в Хокуме</translation>
    </message>
    <message>
        <source>four aces in Sun</source>
        <translation>четыре туза в Сане</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Projects are declared during the first trick, at most {count} a player. Runs follow the order A K Q J 10 9 8 7.</source>
        <translation>Проекты объявляют во время первой взятки, не больше {count} на игрока. Последовательности идут в порядке A K Q J 10 9 8 7.</translation>
    </message>
    <message>
        <source>Only the team holding the best project scores, the projects of both its players. The best is the one worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the dealer&apos;s right.</source>
        <translation>Записывает только команда с лучшим проектом — проекты обоих своих игроков. Лучший — самый дорогой; при равных последовательностях — со старшей верхней картой, затем козырная, затем у игрока ближе справа от сдающего.</translation>
    </message>
    <message>
        <source>Between projects of the same value, a run outranks four of a kind: our source&apos;s project table ranks the five-card run (100) above four aces in Hokum, and four aces above four tens, jacks, queens or kings (an option: the French order puts four of a kind first).</source>
        <translation>Среди проектов одной стоимости последовательность выше каре: таблица проектов нашего источника ставит последовательность из пяти карт (100) выше четырёх тузов в Хокуме, а четыре туза выше четырёх десяток, валетов, дам или королей (опция: французский порядок ставит каре первым).</translation>
    </message>
    <message>
        <source>Between projects of the same value, four of a kind outranks a run (the French order; our source ranks the five-card run first).</source>
        <translation>Среди проектов одной стоимости каре выше последовательности (французский порядок; наш источник ставит последовательность из пяти карт первой).</translation>
    </message>
    <message>
        <source>{baloot}: the king and queen of trumps in one hand, in Hokum only, are worth {points} round points to their team, never multiplied by the ladder. They do not count when the king or the queen is part of a project that scores.</source>
        <translation>{baloot}: король и дама козырей в одной руке, только в Хокуме, приносят {points} очка своей команде и никогда не умножаются лестницей. Они не считаются, если король или дама входит в записанный проект.</translation>
    </message>
    <message>
        <source>Cards count as in Belote (Hokum: 162 with the last trick&apos;s 10; Sun: 130). They become round points: in Sun, rounded to the nearest ten (a five rounds up), doubled and divided by ten (26 in the deal); in Hokum, divided by ten with a half or less rounded down (16 in the deal). Projects are added in round points.</source>
        <translation>Карты считаются как в Белоте (Хокум: 162 вместе с 10 за последнюю взятку; Сан: 130). Они превращаются в очки раздачи: в Сане округляются до ближайшего десятка (пятёрка вверх), удваиваются и делятся на десять (26 в раздаче); в Хокуме делятся на десять, половина и меньше округляется вниз (16 в раздаче). Проекты добавляются в очках.</translation>
    </message>
    <message>
        <source>The bidders need more round points than the other team (cards, projects and baloot). Then each team scores its own; otherwise the other team scores everything, both teams&apos; cards and projects. Doubled, the round points count two, three or four times.</source>
        <translation>Заявившим нужно больше очков, чем другой команде (карты, проекты и балут). Тогда каждая команда записывает свои; иначе другая команда записывает всё — карты и проекты обеих команд. При удвоении очки считаются два, три или четыре раза.</translation>
    </message>
    <message>
        <source>A doubled contract that is made still scores for both teams, each its own round points multiplied: the winner does not take all (the Saudi rules as commonly published: &quot;each team earns … if the winning bid was doubled, these scores are doubled&quot;). Only a Gahwa gives one team the whole game.</source>
        <translation>Удвоенный контракт, который выполнен, по-прежнему приносит очки обеим командам, каждой — её собственные, умноженные: победитель не забирает всё (саудовские правила в их обычном изложении: «каждая команда получает … если выигравшая заявка удвоена, эти очки удваиваются»). Только Гахва отдаёт одной команде всю игру.</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points.</source>
        <translation>Последняя взятка приносит ещё {bonus} очков.</translation>
    </message>
    <message>
        <source> ({points} when the turned card is an ace)</source>
        <translation> ({points}, если открытая карта — туз)</translation>
    </message>
    <message>
        <source>{kaboot}: a team that wins every trick scores {sun} in Sun and {hokum} in Hokum instead of its cards{ace}, with its projects.</source>
        <translation>{kaboot}: команда, взявшая все взятки, записывает {sun} в Сане и {hokum} в Хокуме вместо своих карт{ace}, вместе со своими проектами.</translation>
    </message>
    <message>
        <source>Card order and play duties: our source&apos;s table was lost, so we follow the published Saudi rules: trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7; follow suit; when you cannot, trump and beat a trump in the trick unless your partner holds it; trumps led: play higher.</source>
        <translation>Порядок карт и обязанности при игре: таблица нашего источника утеряна, поэтому мы следуем опубликованным саудовским правилам: козыри J 9 A 10 K Q 8 7, другие масти A 10 K Q J 9 8 7; ходите в масть; иначе козыряйте и перебивайте козырь во взятке, если её не держит партнёр; при ходе с козыря — старше.</translation>
    </message>
    <message>
        <source>The target: 152 as most tables play (our source says 128: an option).</source>
        <translation>Цель: 152, как играет большинство столов (наш источник говорит 128: опция).</translation>
    </message>
    <message>
        <source>Kaboot: 44, or 88 with an ace turned, as our source says; published rules give 25 in Hokum (an option).</source>
        <translation>Кабут: 44 или 88 при открытом тузе, как говорит наш источник; опубликованные правила дают 25 в Хокуме (опция).</translation>
    </message>
    <message>
        <source>Ashkal: published rules (the dealer or the player before him, in the first round); our source only names it.</source>
        <translation>Ашкал: по опубликованным правилам (сдающий или игрок перед ним, в первом круге); наш источник только называет его.</translation>
    </message>
    <message>
        <source>A Sun in the round points is rounded to tens with a five rounded up; our source does not say which way a five goes.</source>
        <translation>В Сане очки округляются до десятков, пятёрка вверх; наш источник не говорит, куда идёт пятёрка.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Больше половины</translation>
    </message>
    <message>
        <source>Winning the last trick is worth {bonus} more points (dix de der).</source>
        <translation>Последняя взятка приносит ещё {bonus} очков.</translation>
    </message>
    <message>
        <source>A player who wins every trick makes capot: his cards count {capot} instead of {total}.</source>
        <translation>Игрок, взявший все взятки, делает капот: его карты считаются как {capot} вместо {total}.</translation>
    </message>
    <message>
        <source>A team that wins every trick makes capot: its cards count {capot} instead of {total}.</source>
        <translation>Команда, взявшая все взятки, делает капот: её карты считаются как {capot} вместо {total}.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the player simply has all {total} card points.</source>
        <translation>Все взятки не дают премии: у игрока просто все {total} очков за карты.</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus: the team simply has all {total} card points.</source>
        <translation>Все взятки не дают премии: у команды просто все {total} очков за карты.</translation>
    </message>
    <message>
        <source>Each player adds up his card points, his declarations (if they count) and his belote. If the taker&apos;s total is enough, each player scores his own total.</source>
        <translation>Каждый игрок складывает очки за карты, свои объявления (если они засчитываются) и белот. Если итога заказчика достаточно, каждый игрок записывает свой итог.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its declarations (if they count) and its belote. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Каждая команда складывает очки за карты, свои объявления (если они засчитываются) и белот. Если итога заказчиков достаточно, каждая команда записывает свой итог.</translation>
    </message>
    <message>
        <source>Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers&apos; total is enough, each team scores its own total.</source>
        <translation>Каждая команда подсчитывает сумму: очки за карты, свои {declarations} (если они засчитываются) и {name}. Если итога заказчиков достаточно, каждая команда записывает свой итог.</translation>
    </message>
    <message>
        <source>The taker needs at least as many points as every other player: equal is enough.</source>
        <translation>Заказчику нужно не меньше очков, чем у каждого из остальных: равенства достаточно.</translation>
    </message>
    <message>
        <source>The takers need at least as many points as the other team: equal is enough.</source>
        <translation>Заказчикам нужно не меньше очков, чем соперникам: равенства достаточно.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: equal points are a failure too.</source>
        <translation>Заказчику нужно больше очков, чем у каждого из остальных: равенство — тоже провал.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: equal points are a failure too.</source>
        <translation>Взявшим нужно больше очков, чем у другой команды: равенство — тоже провал.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player: with equal points he is dedans.</source>
        <translation>Заказчику нужно больше очков, чем у каждого из остальных: при равенстве он «внутри».</translation>
    </message>
    <message>
        <source>The takers need more points than the other team: with equal points they are dedans.</source>
        <translation>Заказчикам нужно больше очков, чем соперникам: при равенстве они «внутри».</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points he scores nothing and the others score only their own points.</source>
        <translation>Заказчику нужно больше очков, чем у каждого из остальных. При равенстве он ничего не записывает, а остальные записывают только свои очки.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points they score nothing and the other team scores only its own points.</source>
        <translation>Заказчикам нужно больше очков, чем у другой команды. При равенстве они ничего не записывают, а другая команда записывает только свои очки.</translation>
    </message>
    <message>
        <source>The taker needs more points than every other player. With equal points there is a litige: the others score their points, and the taker&apos;s points wait; the player who wins the next deal gets them.</source>
        <translation>Заказчику нужно больше очков, чем у каждого из остальных. При равенстве возникает «спор»: остальные записывают свои очки, а очки заказчика откладываются и достаются игроку, который выиграет следующую раздачу.</translation>
    </message>
    <message>
        <source>The takers need more points than the other team. With equal points there is a litige: the defenders score their points, and the takers&apos; points wait; the team that wins the next deal gets them.</source>
        <translation>Заказчикам нужно больше очков, чем соперникам. При равенстве возникает «спор»: защитники записывают свои очки, а очки заказчиков откладываются и достаются команде, которая выиграет следующую раздачу.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this game keeps it), and the others score only their own points.</source>
        <translation>Иначе контракт провален: заказчик ничего не записывает (кроме своего белота, если эта игра его оставляет), а остальные записывают только свои очки.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Иначе контракт провален: заказчики ничего не записывают (кроме своей белоты, если эта игра её оставляет), а другая команда записывает только свои очки.</translation>
    </message>
    <message>
        <source>Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps it), and the other team scores only its own points.</source>
        <translation>Иначе контракт провален: заказчики ничего не записывают (им остаётся только {name}, если в этой игре так принято), а другая команда записывает только свои очки.</translation>
    </message>
    <message>
        <source>Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent scores {total} plus every declaration that counted (and his own belote); {capot} if he took every trick.</source>
        <translation>Иначе заказчик «внутри»: он не получает ничего, кроме своего белота, а его соперник получает {total} плюс все засчитанные объявления (и свой белот); {capot}, если он взял все взятки.</translation>
    </message>
    <message>
        <source>Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores {total} plus every declaration that counted (and its own belote); {capot} if it took every trick.</source>
        <translation>Иначе заказчики «внутри»: они не получают ничего, кроме своего белота, а соперники получают {total} плюс все засчитанные объявления (и свой белот); {capot}, если они взяли все взятки.</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>очки за карты</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>последнюю взятку</translation>
    </message>
    <message>
        <source>their declarations</source>
        <translation>свои объявления</translation>
    </message>
    <message>
        <source>their belote</source>
        <translation>свой белот</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also more than half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Заказчики считают {counted}. Контракт выполнен, если эта сумма достигает заявки и к тому же больше половины очков раздачи: для заявки {low} в козырной масти нужно {half} из {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid and also half the points of the deal: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Заказчики считают {counted}. Контракт выполнен, если это достигает заявки и к тому же половины очков сдачи: заявке {low} в масти нужно {half} из {total}.</translation>
    </message>
    <message>
        <source>The takers count {counted}. The contract is made when that reaches the bid: a bid of {low} in a trump suit needs {half} of {total}.</source>
        <translation>Заказчики считают {counted}. Контракт выполнен, если это достигает заявки: заявке {low} в масти нужно {half} из {total}.</translation>
    </message>
    <message>
        <source>Made: the takers score their points plus the bid; the other team scores its own points.</source>
        <translation>При выполнении заказчики записывают свои очки плюс заявку; соперники записывают свои очки.</translation>
    </message>
    <message>
        <source>A capot bid that is made scores {made}, and each team its declarations; failed, the other team scores {failed} and every declaration. A coinche or surcoinche multiplies the {made} and the {failed}, not the declarations; the belotes score as for any contract.</source>
        <translation>Заявленный и выполненный капот приносит {made}, а каждая команда записывает свои объявления; при провале соперники получают {failed} и все объявления. Контра или реконтра умножают {made} и {failed}, но не объявления; белоты записываются как при любом контракте.</translation>
    </message>
    <message>
        <source>Reaching exactly the bid is enough; there is no litige in this game.</source>
        <translation>Достаточно набрать ровно заявку; «спора» в этой игре нет.</translation>
    </message>
    <message>
        <source>The coinched team may answer with a surcoinche: the contract&apos;s score counts {times} times, and the auction ends at once.</source>
        <translation>Команда, получившая контру, может ответить реконтрой: счёт контракта умножается на {times}, и торговля сразу заканчивается.</translation>
    </message>
    <message>
        <source>A coinche doubles the score of the team that wins the contract, but never a belote: made, the takers score (card points + declarations + bid) × 2 + belote (a surcoinche: × {times}), and the other team its own points; failed, the defenders score ({base} + bid) × 2 (a surcoinche: × {times}), plus every declaration and their belote.</source>
        <translation>Контра удваивает счёт команды, выигравшей контракт, но никогда не белот: при выполнении заказчики записывают (очки за карты + объявления + заявка) × 2 + белот (при реконтре: × {times}), а соперники — свои очки; при провале защитники записывают ({base} + заявка) × 2 (при реконтре: × {times}), плюс все объявления и свой белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid, both multiplied by a coinche or surcoinche, plus every declaration and its own belote.</source>
        <translation>При провале заказчики записывают только свой белот. Соперники записывают {base} плюс заявку, и то и другое умножается при контре или реконтре, плюс все объявления и свой белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} plus the bid (multiplied by a coinche or surcoinche), plus every declaration and its own belote.</source>
        <translation>При провале заказчики записывают только свой белот. Соперники записывают {base} плюс заявку (умноженную при контре или реконтре), плюс все объявления и свой белот.</translation>
    </message>
    <message>
        <source>Failed: the takers score only their belote. The other team scores {base} (the bid is not added), plus every declaration and its own belote.</source>
        <translation>Провал: заказчики записывают только свой белот. Другая команда записывает {base} (заявка не добавляется), плюс все объявления и свой белот.</translation>
    </message>
    <message>
        <source>A team that wins every trick without having bid capot counts {points} card points.</source>
        <translation>Команда, взявшая все взятки без заявки капота, получает за карты {points} очков.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations, and they go to nobody, not even to a player who takes every point; his belot still counts.</source>
        <translation>Игрок без единой взятки теряет объявления, и они не достаются никому, даже игроку, забирающему все очки; его белот всё равно считается.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations, and they go to nobody, not even to a team that takes every point; its belot still counts.</source>
        <translation>Команда без единой взятки теряет объявления, и они не достаются никому, даже команде, забирающей все очки; её белот всё равно считается.</translation>
    </message>
    <message>
        <source>A player keeps his declarations even when he takes no trick.</source>
        <translation>Игрок сохраняет объявления, даже если не взял ни одной взятки.</translation>
    </message>
    <message>
        <source>A team keeps its declarations even when it takes no trick.</source>
        <translation>Команда сохраняет объявления, даже если не взяла ни одной взятки.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée, as we read its rules; beside La Coinche it differs in: {choices}.</source>
        <translation>Контре французской федерации, как мы читаем её правила; в отличие от Куанша здесь: {choices}.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>list separator</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Очки складываются сдача за сдачей; игра заканчивается, когда у игрока больше {target} очков: ровно {target} недостаточно.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team has more than {target} points: reaching exactly {target} is not enough.</source>
        <translation>Очки складываются сдача за сдачей; игра заканчивается, когда у команды больше {target} очков: ровно {target} недостаточно.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a player reaches {target} points.</source>
        <translation>Очки суммируются от раздачи к раздаче; партия заканчивается, когда игрок набирает {target} очков.</translation>
    </message>
    <message>
        <source>Scores are added up deal after deal; the game ends when a team reaches {target} points.</source>
        <translation>Очки суммируются от раздачи к раздаче; партия заканчивается, когда команда набирает {target} очков.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the game is a draw.</source>
        <translation>Если два игрока переходят рубеж {target} в одной раздаче, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the game is a draw.</source>
        <translation>Если обе команды переходят рубеж {target} в одной раздаче, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Если два игрока переходят рубеж {target} в одной раздаче, побеждает больший счёт; при равном счёте — ничья.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; equal scores are a draw.</source>
        <translation>Если обе команды переходят рубеж {target} в одной раздаче, побеждает больший счёт; при равном счёте — ничья.</translation>
    </message>
    <message>
        <source>If two players pass {target} on the same deal, the higher score wins; with equal scores, the player who won the last deal.</source>
        <translation>Если два игрока переходят рубеж {target} в одной раздаче, побеждает больший счёт; при равном счёте — игрок, выигравший последнюю раздачу.</translation>
    </message>
    <message>
        <source>If both teams pass {target} on the same deal, the higher score wins; with equal scores, the team that won the last deal.</source>
        <translation>Если обе команды переходят рубеж {target} в одной раздаче, побеждает больший счёт; при равном счёте — команда, выигравшая последнюю раздачу.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the player who wins the next deal that is played.</source>
        <translation>Очки, отложенные после «спора», достаются игроку, который выиграет следующую сыгранную раздачу.</translation>
    </message>
    <message>
        <source>Points waiting after a litige go to the team that wins the next deal that is played.</source>
        <translation>Очки, отложенные после «спора», достаются команде, которая выиграет следующую сыгранную раздачу.</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>контракт выполнен</translation>
    </message>
    <message>
        <source>dedans</source>
        <translation>«внутри»</translation>
    </message>
    <message>
        <source>takers nothing, defenders their own</source>
        <translation>заказчики ничего, защитники свои</translation>
    </message>
    <message>
        <source>litige (points wait)</source>
        <translation>«спор» (очки откладываются)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>higher score wins</source>
        <translation>побеждает больший счёт</translation>
    </message>
    <message>
        <source>higher score wins, then last deal&apos;s winner</source>
        <translation>побеждает больший счёт, затем — выигравший последнюю раздачу</translation>
    </message>
    <message>
        <source>Options marked ● differ from the standard rules of this variant.</source>
        <translation>Настройки, отмеченные знаком ●, отличаются от стандартных правил этого варианта.</translation>
    </message>
    <message>
        <source>These are the standard rules of this variant; the options can be changed for a new game.</source>
        <translation>Это стандартные правила этого варианта; настройки можно изменить для новой партии.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>В этой партии</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional; where a card is in two combinations and may count once, the player chooses which set to declare, the one worth more offered first, and the bots declare the set that brings their side most against the declarations already announced.</source>
        <translation>Наш выбор: объявлять не обязательно; если карта входит в две комбинации и может учитываться только один раз, игрок выбирает, какой вариант объявить, причём более ценный предлагается первым, а компьютерные игроки объявляют вариант, который приносит их стороне больше всего против уже сделанных объявлений.</translation>
    </message>
    <message>
        <source>Our choice: declaring is optional.</source>
        <translation>Наш выбор: объявлять не обязательно.</translation>
    </message>
    <message>
        <source>Belote is played with many house rules. Where the rule books we follow disagree, the question is an option; where they say nothing, we made a choice. Here is what this game does.</source>
        <translation>В белот играют по множеству домашних правил. Где сборники правил, на которые мы опираемся, расходятся, вопрос вынесен в настройки; где они молчат, мы сделали выбор сами. Вот как устроена эта игра.</translation>
    </message>
    <message>
        <source>A taker with exactly as many points as his opponent: some books say the contract is made, others that the taker is dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>У заказчика ровно столько же очков, сколько у соперника: по одним правилам контракт выполнен, по другим заказчик «внутри», по третьим очки откладываются («спор»). Здесь: {value}.</translation>
    </message>
    <message>
        <source>Takers with exactly as many points as the other team: some books say the contract is made, others that the takers are dedans, others that the points wait (litige). Here: {value}.</source>
        <translation>У заказчиков ровно столько же очков, сколько у соперников: по одним правилам контракт выполнен, по другим заказчики «внутри», по третьим очки откладываются («спор»). Здесь: {value}.</translation>
    </message>
    <message>
        <source>a failure: the takers score nothing</source>
        <translation>провал: взявшие ничего не записывают</translation>
    </message>
    <message>
        <source>Out of the suit led while a partner holds the trick: most books free you from trumping, a strict reading does not (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Масти хода нет, а взятку берёт партнёр: большинство правил освобождает от обязанности бить козырем, строгое толкование — нет (здесь партнёров нет ни у кого, так что этот выбор никогда не применяется). Здесь: {value}.</translation>
    </message>
    <message>
        <source>Trumps led while a partner holds the trick: usually you must still play higher; some games free you (nobody has a partner here, so this choice never applies). Here: {value}.</source>
        <translation>Ход козырем, а взятку берёт партнёр: обычно всё равно нужно класть старший козырь; некоторые игры от этого освобождают (здесь партнёров нет ни у кого, так что этот выбор никогда не применяется). Здесь: {value}.</translation>
    </message>
    <message>
        <source>Out of the suit led while your partner holds the trick: most books free you from trumping, a strict reading does not. Here: {value}.</source>
        <translation>Масти хода нет, а взятку берёт партнёр: большинство правил освобождает от обязанности бить козырем, строгое толкование — нет. Здесь: {value}.</translation>
    </message>
    <message>
        <source>you are free</source>
        <translation>вы свободны</translation>
    </message>
    <message>
        <source>you must trump</source>
        <translation>нужно бить козырем</translation>
    </message>
    <message>
        <source>Trumps led while your partner holds the trick: usually you must still play higher; some games free you. Here: {value}.</source>
        <translation>Ход с козыря, а взятку берёт партнёр: обычно всё равно нужно класть старше; в некоторых играх это не обязательно. Здесь: {value}.</translation>
    </message>
    <message>
        <source>you must play higher</source>
        <translation>нужно класть старше</translation>
    </message>
    <message>
        <source>Belote with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Белот, если дама сыграна раньше короля: обычно засчитывается; за некоторыми столами требуют, чтобы король был первым. Здесь: {value}.</translation>
    </message>
    <message>
        <source>The {name} with the queen played before the king: usually it counts; some tables want the king first. Here: {value}.</source>
        <translation>Если дама сыграна раньше короля, {name} обычно засчитывается; за некоторыми столами требуют, чтобы король был первым. Здесь: {value}.</translation>
    </message>
    <message>
        <source>the king must come first</source>
        <translation>король должен быть первым</translation>
    </message>
    <message>
        <source>either order counts</source>
        <translation>порядок не важен</translation>
    </message>
    <message>
        <source>Our choice: after a coinche nobody may bid again (our sources do not say).</source>
        <translation>Наш выбор: после контры новых заявок быть не может (наши источники об этом молчат).</translation>
    </message>
    <message>
        <source>Two players past the target on the same deal: {value}.</source>
        <translation>Два игрока переходят рубеж в одной раздаче: {value}.</translation>
    </message>
    <message>
        <source>Both teams past the target on the same deal: {value}.</source>
        <translation>Обе команды переходят рубеж в одной раздаче: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their belote in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>Провалившиеся заказчики сохраняют белот в большинстве книг; за некоторыми столами он переходит к защитникам. Здесь: {value}.</translation>
    </message>
    <message>
        <source>Failed takers keep their {name} in most books; at some tables it goes to the defenders. Here: {value}.</source>
        <translation>В большинстве книг {name} остаётся у провалившихся заказчиков; за некоторыми столами переходит к защитникам. Здесь: {value}.</translation>
    </message>
    <message>
        <source>The target must be reached in most books, passed at some tables. Here: {value}.</source>
        <translation>Цель нужно достичь в большинстве книг, превысить — за некоторыми столами. Здесь: {value}.</translation>
    </message>
    <message>
        <source>A player who takes no trick loses his declarations (belote excepted), as the rules say; some tables let him keep them. Here: {value}.</source>
        <translation>Игрок без единой взятки теряет объявления (кроме белота), как сказано в правилах; за некоторыми столами их оставляют. Здесь: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations (belote excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Команда без единой взятки теряет объявления (кроме белота), как говорят правила; за некоторыми столами их оставляют. Здесь: {value}.</translation>
    </message>
    <message>
        <source>A team that takes no trick loses its declarations ({name} excepted), as the rules say; some tables let it keep them. Here: {value}.</source>
        <translation>Команда без единой взятки теряет объявления ({name} при этом остаётся), как говорят правила; за некоторыми столами их оставляют. Здесь: {value}.</translation>
    </message>
    <message>
        <source>Our choice: when the taker is dedans and his opponent took every trick, the opponent scores the capot value ({capot}).</source>
        <translation>Наш выбор: если заказчик «внутри», а его соперник взял все взятки, соперник получает стоимость капота ({capot}).</translation>
    </message>
    <message>
        <source>Our choice: when the takers are dedans and the other team took every trick, it scores the capot value ({capot}).</source>
        <translation>Наш выбор: если заказчики «внутри», а соперники взяли все взятки, соперники получают стоимость капота ({capot}).</translation>
    </message>
    <message>
        <source>Between deals the cards are gathered and cut rather than shuffled, as the traditional rules say. Here: {value}.</source>
        <translation>Между раздачами карты собирают и снимают, а не тасуют, как велят традиционные правила. Здесь: {value}.</translation>
    </message>
    <message>
        <source>shuffled every deal</source>
        <translation>тасуются перед каждой раздачей</translation>
    </message>
    <message>
        <source>gathered and cut</source>
        <translation>собираются и снимаются</translation>
    </message>
    <message>
        <source>A pass is final: a player who has passed may not bid again in this deal, and the auction goes round without him. When everybody else has passed after a bid, that bid is the contract.</source>
        <translation>Пас окончателен: спасовавший игрок больше не может заявлять в этой сдаче, и торговля идёт по кругу без него. Когда все остальные спасовали после заявки, эта заявка становится контрактом.</translation>
    </message>
    <message>
        <source>The player who made the first bid of the auction leads to the first trick, whoever won the auction.</source>
        <translation>Игрок, сделавший первую заявку в торговле, ходит первым в первой взятке, кто бы ни выиграл торговлю.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;a tierce, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>В первой взятке остальные слышат только вид и стоимость объявления («терц, 20»); его карты показывают по окончании первой взятки, перед второй.</translation>
    </message>
    <message>
        <source>During the first trick the others hear only the kind and value of a declaration (&quot;{meld}, 20&quot;); its cards are shown when the first trick is over, before the second.</source>
        <translation>В первой взятке остальные слышат только вид и стоимость объявления («{meld}, 20»); его карты показывают по окончании первой взятки, перед второй.</translation>
    </message>
    <message>
        <source>Made: each team scores its own points (cards, last trick, the declarations that count and its king and queen of trumps). The bid itself adds nothing.</source>
        <translation>Сыграно: каждая команда записывает свои очки (карты, последняя взятка, засчитанные объявления и свои король и дама козырей). Сама заявка ничего не добавляет.</translation>
    </message>
    <message>
        <source>Failed: the takers score nothing, and the other team takes every point of the deal: all the card points, every declaration of both teams and, unless an option says otherwise, the takers&apos; king and queen of trumps too.</source>
        <translation>Провал: заказчики ничего не получают, а другая команда забирает все очки сдачи: все очки карт, все объявления обеих команд и, если опция не говорит иначе, ещё и короля с дамой козырей заказчиков.</translation>
    </message>
    <message>
        <source>Each team&apos;s points for the deal become game points by dropping their last digit: 157 points make 15, 82 make 8. The game is counted in game points.</source>
        <translation>Очки каждой команды за сдачу становятся очками партии, если отбросить последнюю цифру: 157 очков дают 15, 82 дают 8. Партия считается в очках партии.</translation>
    </message>
    <message>
        <source>When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: 153 against 151 makes 16 against 15.</source>
        <translation>Когда у обеих команд в одной сдаче выходит по 15, команда с большей последней цифрой получает 16: 153 против 151 дают 16 против 15.</translation>
    </message>
    <message>
        <source>In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual changes nothing in the play, so the program draws the first dealer at random, and the deal then passes on to the next player each time.</source>
        <translation>В пилотте первого сдающего определяют, срезая колоду, когда у каждого игрока своя масть; этот ритуал ничего не меняет в игре, поэтому программа выбирает первого сдающего случайно, а затем сдача каждый раз переходит к следующему игроку.</translation>
    </message>
    <message>
        <source>Our source&apos;s table of declarations was lost: the values are those of the published Cypriot rules (three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, queens or tens 100; sequences in the order 7 8 9 10 J Q K A).</source>
        <translation>Таблица объявлений из нашего источника утеряна: значения взяты из опубликованных кипрских правил (три карты подряд 20, четыре 50, пять и больше 100; четыре валета 200, четыре девятки 150, четыре туза, короля, дамы или десятки 100; последовательности в порядке 7 8 9 10 В Д К Т).</translation>
    </message>
    <message>
        <source>Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no doubling and no capot bid, and bids go up to {high}.</source>
        <translation>Наш источник ничего не говорит о контре, о заявке капота и о самой высокой заявке: в этой игре нет ни контры, ни заявки капота, а заявки идут до {high}.</translation>
    </message>
    <message>
        <source>&quot;The first bidder leads&quot;: the Cypriot rules say the player who bid first plays first; we read it as the first player to make a bid (an option lets the player after the dealer lead instead).</source>
        <translation>«Первым ходит первый заявивший»: кипрские правила говорят, что игрок, заявивший первым, и ходит первым; мы понимаем это как первого игрока, сделавшего заявку (опция позволяет вместо этого ходить игроку после сдающего).</translation>
    </message>
    <message>
        <source>In each deal one player names the trump suit, and his team must then take more than half of the points: card points, the last trick, runs (a {twenty} or a {fifty}) and the {bella}. Cape Breton&apos;s game, played clockwise.</source>
        <translation>В каждой раздаче один игрок назначает козырь, и его команда должна взять больше половины очков: очки карт, последнюю взятку, последовательности ({twenty} или {fifty}) и {bella}. Игра острова Кейп-Бретон, по часовой стрелке.</translation>
    </message>
    <message>
        <source>No card is turned. Looking at his first {hand} cards only (his kitty stays face down), each player in turn from the dealer&apos;s left either names a trump suit, any of the four, or passes; each speaks once. The first to name one makes the trump: he is the maker, and his partner plays with him.</source>
        <translation>Карта не открывается. Глядя только на свои первые {hand} карт (его прикуп лежит рубашкой вверх), каждый игрок по очереди, начиная слева от сдающего, назначает козырь — любую из четырёх мастей — или пасует; каждый говорит один раз. Первый назначивший определяет козырь: он заказчик, а партнёр играет с ним.</translation>
    </message>
    <message>
        <source>If the first three players pass, the dealer must name a trump: he cannot pass, so a deal is never thrown in.</source>
        <translation>Если первые трое спасовали, сдающий обязан назначить козырь: пасовать он не может, поэтому раздача никогда не пересдаётся.</translation>
    </message>
    <message>
        <source>Once the trump is named every player picks up his kitty, and the player on the dealer&apos;s left leads to the first trick.</source>
        <translation>Как только назначен козырь, каждый игрок берёт свой прикуп, и игрок слева от сдающего ходит в первую взятку.</translation>
    </message>
    <message>
        <source>Runs are not played in this game (they can be switched on in the options). The bella still counts.</source>
        <translation>В этой игре последовательности не играются (их можно включить в настройках). Белла всё равно засчитывается.</translation>
    </message>
    <message>
        <source>Runs are cards of one suit in sequence, in the order {order} whatever the trump. A player announces his runs during the first trick, before playing his first card; the best one is shown before the second trick.</source>
        <translation>Последовательности — это карты одной масти подряд, в порядке {order} при любом козыре. Игрок объявляет их во время первой взятки, до своей первой карты; лучшая показывается до второй взятки.</translation>
    </message>
    <message>
        <source>{count} cards in sequence</source>
        <translation>{count} карты подряд</translation>
    </message>
    <message>
        <source>{count} or more cards in sequence</source>
        <translation>{count} или более карт подряд</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>A run of seven or more counts as two: seven cards are a fifty and a twenty, eight or nine two fifties (an option; our source is silent).</source>
        <translation>Последовательность из семи карт и больше считается за две: семь карт — это пятьдесят и двадцать, восемь или девять — два раза пятьдесят (опция; наш источник об этом молчит).</translation>
    </message>
    <message>
        <source>A run of seven, eight or nine cards is one fifty (our source is silent; some tables count it as two runs, an option).</source>
        <translation>Последовательность из семи, восьми или девяти карт — одно пятьдесят (наш источник об этом молчит; за некоторыми столами её считают за две, опция).</translation>
    </message>
    <message>
        <source>There is no four of a kind in Tarabish, and a card counts in one run only.</source>
        <translation>В тарабише нет каре, а карта засчитывается только в одной последовательности.</translation>
    </message>
    <message>
        <source>Announcing is optional: if you play your first card without announcing, your runs are lost.</source>
        <translation>Объявлять не обязательно: если вы сыграете первую карту без объявления, ваши последовательности пропадают.</translation>
    </message>
    <message>
        <source>a twenty beats a fifty (as some written rules have it, an option here);</source>
        <translation>двадцать бьёт пятьдесят (как сказано в некоторых письменных правилах, здесь — настройка);</translation>
    </message>
    <message>
        <source>a fifty beats a twenty;</source>
        <translation>пятьдесят бьёт двадцать;</translation>
    </message>
    <message>
        <source>Only the player holding the single best run scores, and then he scores all his own runs; his partner&apos;s and the other team&apos;s count for nothing. The best is decided by:</source>
        <translation>Очки получает только игрок с единственной лучшей последовательностью, и тогда — за все свои; последовательности партнёра и другой команды не считаются. Лучшая определяется так:</translation>
    </message>
    <message>
        <source>between runs of the same kind, the higher top card;</source>
        <translation>между последовательностями одного вида — старшая верхняя карта;</translation>
    </message>
    <message>
        <source>equal runs: the one in trumps wins; if neither is in trumps they cancel out, and nobody scores runs in that deal.</source>
        <translation>равные последовательности: выигрывает козырная; если ни одна не козырная, они взаимно уничтожаются, и никто не получает очков за последовательности в этой раздаче.</translation>
    </message>
    <message>
        <source>The {bella} does not score in this game.</source>
        <translation>{bella} в этой игре не засчитывается.</translation>
    </message>
    <message>
        <source>A player holding the king and queen of trumps calls &quot;{bella}&quot; when he plays the second of them: {points} points for his team, whoever scores the runs.</source>
        <translation>Игрок с королём и дамой козырей говорит «{bella}», играя вторую из них: {points} очков его команде, кто бы ни получил очки за последовательности.</translation>
    </message>
    <message>
        <source>A maker&apos;s {bella} goes to the other team when he is bate, and scores for nobody at a half-bate.</source>
        <translation>{bella} заказчика переходит к другой команде при бейте и не засчитывается никому при полубейте.</translation>
    </message>
    <message>
        <source>A team that wins every trick adds {bonus} points.</source>
        <translation>Команда, взявшая все взятки, добавляет {bonus} очков.</translation>
    </message>
    <message>
        <source>Winning every trick earns no bonus in Tarabish: the cards and the last trick are already all the points.</source>
        <translation>В тарабише взятие всех взяток не даёт премии: карты и последняя взятка — это уже все очки.</translation>
    </message>
    <message>
        <source>Each team adds up its card points (the last trick included), its runs and its {bella}. If the makers have more than half of the two teams&apos; points together, each team scores its own total.</source>
        <translation>Каждая команда складывает очки своих карт (с последней взяткой), свои последовательности и {bella}. Если у заказчиков больше половины очков обеих команд вместе, каждая команда записывает свою сумму.</translation>
    </message>
    <message>
        <source>Exactly half is a {half}: the other team scores its own points and the makers score nothing.</source>
        <translation>Ровно половина — это {half}: другая команда записывает свои очки, а заказчики ничего.</translation>
    </message>
    <message>
        <source>Exactly half is enough: each team scores its own total.</source>
        <translation>Ровно половины достаточно: каждая команда записывает свою сумму.</translation>
    </message>
    <message>
        <source>Exactly half fails the contract, as if the makers had less.</source>
        <translation>Ровно половина — контракт провален, как если бы у заказчиков было меньше.</translation>
    </message>
    <message>
        <source>Less than half: the makers score nothing and the other team scores its own points.</source>
        <translation>Меньше половины: заказчики ничего не записывают, а другая команда записывает свои очки.</translation>
    </message>
    <message>
        <source>Less than half is {bate}: the other team scores every point of the deal, {total} in cards and last trick, every run that counted and every {bella}; the makers score nothing.</source>
        <translation>Меньше половины — это {bate}: другая команда записывает все очки раздачи, {total} в картах и последней взятке, каждую засчитанную последовательность и каждую {bella}; заказчики ничего не записывают.</translation>
    </message>
    <message>
        <source>Some written rules say that a twenty is higher than a fifty; most published rules of Tarabish rank the fifty higher, as its value says. We follow them; the other reading is the option &quot;A twenty beats a fifty&quot;.</source>
        <translation>Некоторые письменные правила говорят, что двадцать старше пятидесяти; большинство опубликованных правил тарабиша ставят пятьдесят выше, как и говорит его стоимость. Мы следуем им; другое прочтение — настройка «Двадцать бьёт пятьдесят».</translation>
    </message>
    <message>
        <source>Some written rules have the dealer start dealing with the player on his right and go on clockwise; most published rules, and the play itself, start on the dealer&apos;s left. We start on the left; the game is the same either way.</source>
        <translation>По некоторым письменным правилам сдающий начинает с игрока справа и продолжает по часовой стрелке; большинство опубликованных правил, как и сама игра, начинают слева от сдающего. Мы начинаем слева; игра от этого не меняется.</translation>
    </message>
    <message>
        <source>The runs and their values (a twenty for three cards, a fifty for four or more, no four of a kind) follow the published rules of Tarabish.</source>
        <translation>Последовательности и их стоимость (двадцать за три карты, пятьдесят за четыре и более, без каре) взяты из опубликованных правил тарабиша.</translation>
    </message>
    <message>
        <source>A misplay (a card the rules forbid) cannot happen here: the program refuses it and says why, so the usual penalty (all the points to the other team) never applies.</source>
        <translation>Ошибка в игре (карта, запрещённая правилами) здесь невозможна: программа её не принимает и объясняет почему, так что обычный штраф (все очки другой команде) никогда не применяется.</translation>
    </message>
    <message>
        <source>In each deal one side says &quot;{i_play}&quot; to a trump and must then score more points than the other side, or it is {set}; points come from the cards won, the last trick, the melds (the best one wins its side all of its melds) and the {bell}.</source>
        <translation>В каждой сдаче одна команда говорит «{i_play}» козырю и должна набрать больше очков, чем другая, иначе получает {set}; очки дают взятые карты, последняя взятка, комбинации (лучшая приносит своей команде все её комбинации) и {bell}.</translation>
    </message>
    <message>
        <source>In Clabber the four jacks are the {mule} (200), any other four of a kind is a hundred, a run of three cards is a {dad}, of four a fifty and of five a hundred. Runs go in the order A K Q J 10 9. The best meld is the highest in value; between equal runs the one with the higher cards, then the one in trumps; if they are still equal, nobody scores melds.</source>
        <translation>В Клаббере четыре валета — это {mule} (200), любое другое каре — сотня, последовательность из трёх карт — {dad}, из четырёх — полтинник, из пяти — сотня. Последовательности идут в порядке A K Q J 10 9. Лучшая комбинация — самая высокая по стоимости; из равных последовательностей — со старшими картами, затем козырная; если они всё ещё равны, комбинации не записывает никто.</translation>
    </message>
    <message>
        <source>In Clabber the contract side is then {set}: its score sheet line shows nothing for it, its bell included.</source>
        <translation>В Клаббере команда контракта тогда получает {set}: в таблице ей не записывается ничего, даже белл.</translation>
    </message>
    <message>
        <source>The first dealer: in Clabber the cards are dealt face up until a jack appears, and its receiver deals first. That only chooses a seat, so here the program draws the first dealer at random.</source>
        <translation>Первый сдающий: в Клаббере карты сдают в открытую до первого валета, и получивший его сдаёт первым. Это лишь выбирает место, поэтому здесь программа выбирает первого сдающего случайно.</translation>
    </message>
    <message>
        <source>Saying &quot;{i_play}&quot; or naming a suit you hold no card of is a renege, which the books punish with 162 points and the melds to the other side. Here the game refuses such a call (the hint says why), so a renege cannot happen; our source applies this to accepting the turned suit too.</source>
        <translation>Сказать «{i_play}» или назвать масть, в которой у вас нет ни одной карты, — это ренонс, который книги наказывают 162 очками и комбинациями в пользу другой команды. Здесь игра отклоняет такую заявку (подсказка объясняет почему), так что ренонс невозможен; наш источник применяет это и к принятию открытой масти.</translation>
    </message>
    <message>
        <source>Trumps led: our source only says to follow suit; as in the rest of the family you must play a higher trump if you can (an option).</source>
        <translation>Ход в козырь: наш источник говорит лишь ходить в масть; как и в остальных играх семейства, нужно перебить старшим козырем, если можете (опция).</translation>
    </message>
    <message>
        <source>Winning every trick brings no bonus in Clabber: the books give none.</source>
        <translation>Все взятки не дают премии в Клаббере: книги её не предусматривают.</translation>
    </message>
    <message>
        <source>When everybody passes twice, the cards are shuffled and the same dealer deals again.</source>
        <translation>Когда все дважды пасуют, карты тасуются и тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score more points than the other: more than {half} of the {total}. The cards are played in tricks; points come from the cards won.</source>
        <translation>В каждой сдаче один игрок выбирает козырь и затем должен набрать больше очков, чем другой: больше {half} из {total}. Карты разыгрываются взятками; очки дают выигранные карты.</translation>
    </message>
    <message>
        <source>In each deal one player chooses the trump suit and must then score at least as many points as the other. The cards are played in tricks; points come from the cards won.</source>
        <translation>В каждой сдаче один игрок выбирает козырь и затем должен набрать не меньше очков, чем другой. Карты разыгрываются взятками; очки дают выигранные карты.</translation>
    </message>
    <message>
        <source>You play from your hand or from your face-up cards on the table, as you like; the duties below count both.</source>
        <translation>Вы играете с руки или открытыми картами на столе, как хотите; обязанности ниже учитывают и те и другие.</translation>
    </message>
    <message>
        <source>You have no hand: you play only the face-up cards of your layout, and the duties below count only those.</source>
        <translation>У вас нет карт на руках: вы играете только открытые карты своей раскладки, и обязанности ниже учитывают только их.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up once the trick is over; from the next trick it may be played.</source>
        <translation>Когда сыграна открытая карта, закрытая карта под ней переворачивается по окончании взятки; со следующей взятки её можно играть.</translation>
    </message>
    <message>
        <source>When a face-up card is played, the face-down card it covered is turned up at once; its owner may play it from his next turn.</source>
        <translation>Когда сыграна открытая карта, закрытая карта под ней сразу переворачивается; владелец может сыграть её в свой следующий ход.</translation>
    </message>
    <message>
        <source>Nobody may look at a face-down card before it is turned up, its owner included.</source>
        <translation>Никто не может смотреть на закрытую карту, пока она не перевёрнута, даже её владелец.</translation>
    </message>
    <message>
        <source>A face-down card whose covering card was played turns up after the trick (Belote Découverte, as its rules are commonly written) or at once (Belot with open cards). Here: {value}.</source>
        <translation>Закрытая карта, чья накрывающая карта сыграна, переворачивается после взятки (Belote Découverte, как обычно записаны её правила) или сразу (белот вдвоём с открытыми картами). Здесь: {value}.</translation>
    </message>
    <message>
        <source>Belote Découverte: its written rules give no target score; we play to {target}, like the classic game (an option).</source>
        <translation>Belote Découverte: её письменные правила не называют счёт для победы; мы играем до {target}, как в классической игре (настройка).</translation>
    </message>
    <message>
        <source>Belote Découverte: no declarations and no belote, as the source says; a capot counts 252, as in the classic game.</source>
        <translation>Belote Découverte: ни объявлений, ни белота, как говорит источник; капот стоит 252, как в классической игре.</translation>
    </message>
    <message>
        <source>After the first {count} cards, starting on the dealer&apos;s {side}, each player in turn passes or calls a contract. The auction may go round several times.</source>
        <translation>После первых {count} карт, начиная {side} от сдающего, каждый игрок по очереди пасует или заявляет контракт. Торговля может пройти несколько кругов.</translation>
    </message>
    <message>
        <source>The contracts, from the lowest: {order}. In a suit contract that suit is trumps; in no trumps there are none; in all trumps every suit is played like trumps.</source>
        <translation>Контракты, от младшего: {order}. В контракте в масти эта масть козырная; в без козырей козырей нет; во всех козырях каждая масть играется как козырная.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it.</source>
        <translation>Каждая заявка должна называть контракт выше текущего, кто бы его ни заявил.</translation>
    </message>
    <message>
        <source>Each call must name a higher contract than the standing one, whoever made it, partner included.</source>
        <translation>Каждая заявка должна называть контракт выше текущего, кто бы его ни заявил, включая партнёра.</translation>
    </message>
    <message>
        <source>A player who passed may still call later, when his turn comes again.</source>
        <translation>Спасовавший игрок может заявить позже, когда снова придёт его очередь.</translation>
    </message>
    <message>
        <source>A pass is final: a player who passed may only pass afterwards.</source>
        <translation>Пас окончателен: спасовавший игрок может после этого только пасовать.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call of any other player, never his own. The caller and the doubler are then committed, and the points count double.</source>
        <translation>Игрок может сказать контру ({contra}) на текущую заявку любого другого игрока, но не на свою. Тогда заявивший и сказавший контру обязаны, а очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>A player may double ({contra}) the standing call only if an opponent made it, never his own team&apos;s. Both teams are then committed, and the points count double.</source>
        <translation>Игрок может сказать контру ({contra}) на текущую заявку, только если её сделал противник, а не своя команда. Тогда обе команды обязаны, а очки считаются вдвойне.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a player afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Может последовать более высокая заявка: игрок, опасающийся контры, может заявить другой контракт, который действует без контры.</translation>
    </message>
    <message>
        <source>A higher call may still follow: a team afraid of the double may call another contract, and the new call stands undoubled.</source>
        <translation>Может последовать более высокая заявка: команда, опасающаяся контры, может заявить другой контракт, который действует без контры.</translation>
    </message>
    <message>
        <source>After a double nobody may call again.</source>
        <translation>После контры никто больше не может заявлять.</translation>
    </message>
    <message>
        <source>There is no double in this game.</source>
        <translation>В этой игре нет контры.</translation>
    </message>
    <message>
        <source>The doubled player may redouble ({recontra}): the points count {times} times.</source>
        <translation>Игрок, получивший контру, может сказать реконтру ({recontra}): очки считаются {times} раза.</translation>
    </message>
    <message>
        <source>The doubled team may redouble ({recontra}): the points count {times} times.</source>
        <translation>Команда, получившая контру, может сказать реконтру ({recontra}): очки считаются {times} раза.</translation>
    </message>
    <message>
        <source>There is no redouble in this game.</source>
        <translation>В этой игре нет реконтры.</translation>
    </message>
    <message>
        <source>After a redouble the doubling team may answer &quot;{word}&quot;: the whole game is staked on the deal, and the auction ends.</source>
        <translation>После реконтры команда, сказавшая контру, может ответить «{word}»: вся игра ставится на сдачу, и торговля заканчивается.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the player who made it is committed to it.</source>
        <translation>После заявки, контры или реконтры {count} паса подряд заканчивают торговлю: последняя заявка — контракт, и заявивший игрок обязан его выполнить.</translation>
    </message>
    <message>
        <source>After a call, a double or a redouble, {count} passes in a row end the auction: the last call is the contract, and the team that made it is committed to it.</source>
        <translation>После заявки, контры или реконтры {count} паса подряд заканчивают торговлю: последняя заявка — контракт, и заявившая команда обязана его выполнить.</translation>
    </message>
    <message>
        <source>Redoubled all trumps ends it at once: nothing can be said above it.</source>
        <translation>Все козыри с реконтрой сразу заканчивают её: выше ничего сказать нельзя.</translation>
    </message>
    <message>
        <source>Then everyone gets {count} more cards, and the player on the dealer&apos;s {side} leads.</source>
        <translation>Затем каждый получает ещё {count} карты, и заходит игрок {side} от сдающего.</translation>
    </message>
    <message>
        <source>If all {count} players pass without a call, the cards are thrown in, nobody scores, and the next player deals.</source>
        <translation>Если все {count} игрока спасуют без заявки, карты пересдаются, никто не записывает, и сдаёт следующий игрок.</translation>
    </message>
    <message>
        <source>Here the dealer may not pass after all the others: he must call a contract, unless his {count} cards are worth {points} points or less (ace 11, ten 10, king 4, queen 3, jack 2); then his pass cancels the deal (a rule Bulgarian players call rare, an option).</source>
        <translation>Здесь сдающий не может пасовать после всех остальных: он должен заявить контракт, если только его {count} карт не стоят {points} очков или меньше (туз 11, десятка 10, король 4, дама 3, валет 2); тогда его пас отменяет сдачу (правило, которое болгарские игроки называют редким, опция).</translation>
    </message>
    <message>
        <source>In this game the belot counts only if the first of the king and queen is played leading the trick, trumping another suit, or following the partner&apos;s lead.</source>
        <translation>В этой игре белот считается, только если первая из двух карт, король или дама, сыграна заходом, козырянием другой масти или вслед за заходом партнёра.</translation>
    </message>
    <message>
        <source>Announcing the belot is not obligatory (the Bulgarian rule): a side that loses the deal keeps it quiet, and nobody scores it; a side that makes its contract or ties announces it (an option: otherwise the winners take it).</source>
        <translation>Объявлять белот не обязательно (болгарское правило): сторона, проигравшая сдачу, о нём молчит, и его никто не записывает; сторона, выполнившая контракт или сыгравшая вничью, его объявляет (опция: иначе его забирают победители).</translation>
    </message>
    <message>
        <source>The game cannot end on a deal won by a {valat} (every trick): one more deal is played.</source>
        <translation>Игра не может закончиться сдачей, выигранной {valat} (все взятки): играется ещё одна сдача.</translation>
    </message>
    <message>
        <source>{kirtik}: a committed team that does not win the deal, and a team left without a trick, lose {points} match points (once per deal).</source>
        <translation>{kirtik}: обязавшаяся команда, не выигравшая сдачу, и команда без единой взятки теряют {points} очков партии (один раз за сдачу).</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Bulgarian Belot follows the rules as Bulgarian players commonly write them down; where written accounts differ we follow the common rule and make the other an option.</source>
        <translation>Болгарский белот следует правилам в том виде, в каком их обычно записывают болгарские игроки; где письменные изложения расходятся, мы следуем общему правилу, а другое делаем опцией.</translation>
    </message>
    <message>
        <source>Declarations are announced in the first trick (some written rules say the first two tricks). Sequences of six to eight cards count 100, like five (some written rules list only three to five).</source>
        <translation>Комбинации объявляются в первой взятке (некоторые письменные правила говорят о двух первых). Последовательности из шести–восьми карт стоят 100, как из пяти (некоторые письменные правила доходят только до пяти).</translation>
    </message>
    <message>
        <source>Trumps led: some written rules free a player from playing higher when his partner holds the trick, others say nothing of it; we free him.</source>
        <translation>Ход козырем: некоторые письменные правила освобождают игрока от повышения, когда взятку держит партнёр, другие об этом молчат; мы освобождаем.</translation>
    </message>
    <message>
        <source>The belot counts on the first of the king and queen; some tables count it only when it is played leading, trumping or following the partner. Here: {value}.</source>
        <translation>Белот считается на первой из карт короля и дамы; за некоторыми столами — только при заходе, козырянии или вслед за партнёром. Здесь: {value}.</translation>
    </message>
    <message>
        <source>A card may count in two declarations at some tables only. Here: {value}.</source>
        <translation>Лишь за некоторыми столами карта может считаться в двух комбинациях. Здесь: {value}.</translation>
    </message>
    <message>
        <source>The kirtik is played in some parts of Bulgaria only; we read it as it is commonly written (a penalty for a committed team that does not win, or for a team left without a trick). Here: {value} match points.</source>
        <translation>Киртик играют лишь в некоторых областях Болгарии; мы понимаем его так, как его обычно описывают (штраф обязавшейся команде, которая не выиграла, или команде без взятки). Здесь: {value} очков партии.</translation>
    </message>
    <message>
        <source>A third level of doubling that stakes the whole game is played at some tables. Here: {value}.</source>
        <translation>За некоторыми столами играют третий уровень контры, ставящий на кон всю игру. Здесь: {value}.</translation>
    </message>
    <message>
        <source>Equal points: the callers&apos; points hang for the next deal&apos;s winner, their belot with them (our reading). When everybody passes, the cards are thrown in (the dealer is not made to call, a rule Bulgarian players call rare).</source>
        <translation>Равенство: очки заявивших висят для победителя следующей сдачи, вместе с их белотом (наше прочтение). Когда все пасуют, карты пересдаются (сдающий не обязан заявлять — правило, которое болгарские игроки называют редким).</translation>
    </message>
    <message>
        <source>The common Bulgarian readings, each with the other as an option: a longer sequence beats a shorter one; a team without a trick loses its declarations to nobody; a doubled contract with equal points hangs every point; held points wait through another tie; equal points at the limit keep the deal&apos;s match points; a losing side keeps its belot quiet; the dealer made to call. Here the dealer must call: {value}.</source>
        <translation>Обычные болгарские прочтения, каждое с другим вариантом как опцией: более длинная последовательность бьёт более короткую; объявления команды без взятки не достаются никому; контрированный контракт при равных очках оставляет висеть все очки; отложенные очки ждут и после нового равенства; равенство на границе сохраняет очки партии за сдачу; проигравшая сторона молчит о белоте; сдающий обязан заявить. Здесь сдающий обязан заявить: {value}.</translation>
    </message>
    <message>
        <source>Every player plays alone (the Belot rules we follow: &quot;every player plays for himself&quot;). Nobody has a partner, so the rules that spare you when your partner holds the trick never apply, and any other player may double the high call; only its caller may redouble. The auction closes when every other player passes after a call, and the deal is thrown in when everybody passes.</source>
        <translation>Каждый играет сам за себя (правила белота, которым мы следуем: «каждый играет за себя»). Партнёров нет, поэтому правила, освобождающие вас, когда взятку держит партнёр, не действуют; любой другой игрок может сказать контру на старшую заявку, а реконтру — только её автор. Торговля заканчивается, когда все остальные пасуют после заявки, а сдача отменяется, когда пасуют все.</translation>
    </message>
    <message>
        <source>The taker must score more than each of the others (the rules we follow: &quot;the player who bid the contract must score more points&quot;); as many as the best of them, his points wait for the next deal&apos;s winner (hanging points, as at four).</source>
        <translation>Заказавший должен набрать больше каждого из остальных (правила, которым мы следуем: «игрок, заказавший игру, должен набрать больше очков»); при равенстве с лучшим из них его очки «висят» до победителя следующей сдачи (висящие очки, как при четырёх игроках).</translation>
    </message>
    <message>
        <source>each keeps his own points and the taker&apos;s points (cards and declarations, and his belot) are shared equally between them, an odd point going to the first after the taker</source>
        <translation>каждый сохраняет свои очки, а очки заказавшего (карты, объявления и его белот) делятся между ними поровну, нечётное очко — первому после заказавшего</translation>
    </message>
    <message>
        <source>each keeps his own points; the taker&apos;s are lost</source>
        <translation>каждый сохраняет свои очки; очки заказавшего пропадают</translation>
    </message>
    <message>
        <source>A failed contract: the rules we follow say only that &quot;all points go to the opposing team&quot;, and with two opponents it does not say how. Our choice, an option: {value}. A doubled contract is won by whoever scores most, who takes everything, as at four. If the two others tie for the most, the rules we follow do not say who wins; here they share everything equally, and each half is doubled and rounded to match points like any score.</source>
        <translation>Проигранный заказ: правила, которым мы следуем, говорят лишь, что «все очки получает противник», не уточняя, как при двух противниках. Наш выбор, это настройка: {value}. Заказ с контрой выигрывает тот, кто набрал больше всех, и он забирает всё, как при четырёх игроках. Если двое других набрали поровну больше всех, правила, которым мы следуем, не говорят, кто выигрывает; здесь они делят всё поровну, и каждая половина удваивается и округляется до очков партии, как любой счёт.</translation>
    </message>
    <message>
        <source>With two players {count} cards are never dealt and nobody may look at them (the rules we follow). The points of a deal are those of the cards in play, so a deal is worth less than 162 and not always the same; the match points are rounded from them as usual. The next deal gathers every card, the unused ones too.</source>
        <translation>При двух игроках {count} карт никогда не сдаются, и никто не может на них смотреть (правила, которым мы следуем). Очки сдачи — это очки карт в игре, поэтому сдача стоит меньше 162 и не всегда одинаково; очки партии округляются из них как обычно. Следующая сдача собирает все карты, включая неиспользованные.</translation>
    </message>
    <message>
        <source>Open cards (the rules we follow): you may play any card of your hand or any face-up card of your table; the card beneath a played one turns face up {when} and may be played from then on.</source>
        <translation>Открытые карты (правила, которым мы следуем): можно сыграть любую карту из руки или любую открытую карту со своего стола; карта под сыгранной переворачивается {when} и с этого момента может быть сыграна.</translation>
    </message>
    <message>
        <source>Declarations are made of the cards in your hand and your face-up table cards, and a king or queen lying face down counts for the belot, since it turns up before it is played (the rules we follow). Here: {value}.</source>
        <translation>Объявления составляются из карт руки и открытых карт на столе, а король или дама, лежащие рубашкой вверх, засчитываются в белот, ведь они откроются раньше, чем будут сыграны (правила, которым мы следуем). Здесь: {value}.</translation>
    </message>
    <message>
        <source>table cards count</source>
        <translation>карты на столе учитываются</translation>
    </message>
    <message>
        <source>only the hand counts</source>
        <translation>учитывается только рука</translation>
    </message>
    <message>
        <source>When everybody passes, the rules we follow have the cards shuffled and dealt by the next player; here the next player deals, and the cards are gathered and cut as after every deal.</source>
        <translation>Когда все пасуют, по правилам, которым мы следуем, следующий игрок тасует и сдаёт; здесь сдаёт следующий игрок, а карты собираются и снимаются, как после каждой сдачи.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Правила игры</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Эта партия</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>Link: {text}</source>
        <translation>Ссылка: {text}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>all passed</source>
        <translation>все пас</translation>
    </message>
    <message>
        <source>Nobody took: the cards were dealt again.</source>
        <translation>Никто не взял: карты сданы заново.</translation>
    </message>
    <message>
        <source>Tied: {points} points held over for the next deal&apos;s winner</source>
        <translation>Поровну: очки ({points}) отложены для победителя следующей сдачи</translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation>Контракт выполнен</translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation>Контракт провален</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The points of the tied {deals}, held over and won in deal {number} by {winners}</source>
        <translation>Очки ничьей ({deals}), отложенные и выигранные в сдаче {number}: {winners}</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>{points} points held over went to nobody</source>
        <translation>Отложенные очки ({points}) никому не достались</translation>
    </message>
    <message>
        <source>Held over from the tied {deals}</source>
        <translation>Отложено после ничьей ({deals})</translation>
    </message>
    <message>
        <source>Brought forward</source>
        <translation>Перенесено</translation>
    </message>
    <message>
        <source>The match scores before this deal</source>
        <translation>Счёт партии до этой сдачи</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
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
        <translation>Игрок {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Мгновенная (без анимации)</translation>
    </message>
    <message>
        <source>Classic (red and black)</source>
        <translation>Классические (красные и чёрные)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Четыре цвета</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>Card corners in the letters of your language (R, D, V in French)</source>
        <translation>Буквы в углах карт на вашем языке (R, D, V по-французски)</translation>
    </message>
    <message>
        <source>Card lette&amp;rs</source>
        <translation>Бу&amp;квы на картах</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
        <source>Sort my cards by suit and rank (otherwise as they were dealt)</source>
        <translation>Сортировать мои карты по масти и старшинству (иначе — в порядке сдачи)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>Сор&amp;тировка руки</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only one I may play</source>
        <translation>Играть мою карту автоматически, когда ходить можно только ею</translation>
    </message>
    <message>
        <source>Auto-pla&amp;y</source>
        <translation>Авто&amp;ход</translation>
    </message>
    <message>
        <source>Declare automatically: my declarations are made when I play my first card</source>
        <translation>Объявлять автоматически: мои комбинации объявляются, когда я хожу первой картой</translation>
    </message>
    <message>
        <source>D&amp;eclare</source>
        <translation>О&amp;бъявления</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звуковые эффекты</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The table as chosen</source>
        <translation>Стол, как выбран</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Цвет</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>З&amp;вук</translation>
    </message>
    <message>
        <source>Card &amp;faces</source>
        <translation>&amp;Лица карт</translation>
    </message>
    <message>
        <source>Card desi&amp;gn</source>
        <translation>Р&amp;исунок карт</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Маленькие</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Большие</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Ра&amp;змер карт</translation>
    </message>
    <message>
        <source>Mark the cards you may play and explain the rules as you play</source>
        <translation>Выделять карты, которые можно сыграть, и объяснять правила по ходу игры</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Подсказки</translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation>Играть карту вторым щелчком</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>Подт&amp;верждение</translation>
    </message>
    <message>
        <source>Allow taking back a move (counted in statistics)</source>
        <translation>Разрешить отмену хода (учитывается в статистике)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмена хода</translation>
    </message>
    <message>
        <source>When one is running</source>
        <translation>Когда работает экранный диктор</translation>
    </message>
    <message>
        <source>Always (the hand as a list too)</source>
        <translation>Всегда (и рука списком)</translation>
    </message>
    <message>
        <source>Screen &amp;reader</source>
        <translation>Экранный &amp;диктор</translation>
    </message>
    <message>
        <source>Every card as it is played</source>
        <translation>Каждую сыгранную карту</translation>
    </message>
    <message>
        <source>Each trick when it is won</source>
        <translation>Каждую взятку целиком</translation>
    </message>
    <message>
        <source>Spea&amp;k</source>
        <translation>&amp;Речь</translation>
    </message>
    <message>
        <source>&amp;Voice</source>
        <translation>&amp;Голос</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Ваше &amp;имя</translation>
    </message>
    <message>
        <source>Pause between &amp;moves</source>
        <translation>Пауза между &amp;ходами</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Dates and numbers in this language: {date}, {number}</source>
        <translation>Даты и числа на этом языке: {date}, {number}</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>Па&amp;ртнёр</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>Сопер&amp;ники</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Keep the game in progress for the next start</source>
        <translation>Сохранять незаконченную партию до следующего запуска</translation>
    </message>
    <message>
        <source>&amp;Autosave</source>
        <translation>&amp;Автосохранение</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Простой</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Традиционный</translation>
    </message>
    <message>
        <source>Lattice, blue</source>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>Lattice, red</source>
        <translation>Красная решётка</translation>
    </message>
    <message>
        <source>Lattice, green</source>
        <translation>Зелёная решётка</translation>
    </message>
    <message>
        <source>Rosette, wine</source>
        <translation>Бордовая розетка</translation>
    </message>
    <message>
        <source>Rosette, navy</source>
        <translation>Тёмно-синяя розетка</translation>
    </message>
    <message>
        <source>Felt and gold</source>
        <translation>Сукно и золото</translation>
    </message>
    <message>
        <source>Own voice where the screen reader cannot speak</source>
        <translation>Собственный голос, когда экранный диктор не может говорить</translation>
    </message>
    <message>
        <source>Always the program&apos;s own voice</source>
        <translation>Всегда собственный голос программы</translation>
    </message>
    <message>
        <source>Never the program&apos;s own voice</source>
        <translation>Никогда собственный голос программы</translation>
    </message>
    <message>
        <source>The program&apos;s own voice</source>
        <translation>Собственный голос программы</translation>
    </message>
    <message>
        <source>Unavailable: no speech engine was found on this computer</source>
        <translation>Недоступно: на этом компьютере не найден синтезатор речи</translation>
    </message>
    <message>
        <source>Players wait for it with a screen reader</source>
        <translation>Игроки ждут его при экранном дикторе</translation>
    </message>
    <message>
        <source>Players always wait for it</source>
        <translation>Игроки всегда ждут его</translation>
    </message>
    <message>
        <source>Players never wait for it</source>
        <translation>Игроки никогда не ждут его</translation>
    </message>
    <message>
        <source>Waiting for the voice</source>
        <translation>Ожидание голоса</translation>
    </message>
    <message>
        <source> words a minute</source>
        <translation> слов в минуту</translation>
    </message>
    <message>
        <source>Speech rate</source>
        <translation>Скорость речи</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>Score sheet and table talk (F9)</source>
        <translation>Лист счёта и разговор за столом (F9)</translation>
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
        <translation>На столе нет игры.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>Trick: {cards}.</source>
        <translation>Взятка: {cards}.</translation>
    </message>
    <message>
        <source>No card in this trick yet. {player} won the last one.</source>
        <translation>В этой взятке ещё нет карт. Прошлую взял {player}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Ещё не сыграно ни одной карты.</translation>
    </message>
    <message>
        <source>Score: us {us}, them {them}, playing to {target}.</source>
        <translation>Счёт: мы {us}, они {them}, игра до {target}.</translation>
    </message>
    <message>
        <source>Score: {scores}, playing to {target}.</source>
        <translation>Счёт: {scores}, игра до {target}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: us {us}, them {them}.</source>
        <translation>Очки за карты в этой сдаче: мы {us}, они {them}.</translation>
    </message>
    <message>
        <source>This deal&apos;s card points: {points}.</source>
        <translation>Очки за карты в этой сдаче: {points}.</translation>
    </message>
    <message>
        <source>Contract: {contract}.</source>
        <translation>Контракт: {contract}.</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Контракта ещё нет.</translation>
    </message>
    <message>
        <source>Turned card: {card}.</source>
        <translation>Открытая карта: {card}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>У вас нет карт.</translation>
    </message>
    <message>
        <source>Your %n card(s): {cards}</source>
        <translation>Ваши карты (%n): {cards}</translation>
    </message>
    <message>
        <source>said {what}</source>
        <translation>объявил {what}</translation>
    </message>
    <message>
        <source>is out of {suits}</source>
        <translation>не имеет {suits}</translation>
    </message>
    <message>
        <source>{player} {what}.</source>
        <translation>{player} {what}.</translation>
    </message>
    <message>
        <source>{player}&apos;s face-up cards: {cards}.</source>
        <translation>Открытые карты игрока {player}: {cards}.</translation>
    </message>
    <message>
        <source>Nobody has shown anything yet.</source>
        <translation>Никто ещё ничего не показал.</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Ещё ничего не сказано.</translation>
    </message>
    <message>
        <source>You win the last trick, %n point(s).</source>
        <translation>Вы берёте последнюю взятку, очков: %n.</translation>
    </message>
    <message>
        <source>You win the trick, %n point(s).</source>
        <translation>Вы берёте взятку, очков: %n.</translation>
    </message>
    <message>
        <source>{player} wins the last trick, %n point(s).</source>
        <translation>{player} берёт последнюю взятку, очков: %n.</translation>
    </message>
    <message>
        <source>{player} wins the trick, %n point(s).</source>
        <translation>{player} берёт взятку, очков: %n.</translation>
    </message>
    <message>
        <source>{player}: {said}</source>
        <translation>{player}: {said}</translation>
    </message>
    <message>
        <source>The program speaks with its own voice. V: the screen reader&apos;s voice instead.</source>
        <translation>Программа говорит собственным голосом. V: перейти на голос экранного диктора.</translation>
    </message>
    <message>
        <source>The program&apos;s own voice is unavailable ({why}); your screen reader speaks.</source>
        <translation>Собственный голос программы недоступен ({why}); говорит ваш экранный диктор.</translation>
    </message>
    <message>
        <source>The program speaks through your screen reader. V: the program&apos;s own voice instead.</source>
        <translation>Программа говорит через ваш экранный диктор. V: перейти на собственный голос программы.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>won</source>
        <translation>выиграна</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>проиграна</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>left unfinished</source>
        <translation>не доиграна</translation>
    </message>
    <message>
        <source>{day}: {outcome}, {us} to {them}, {deals}</source>
        <translation>{day}: {outcome}, счёт {us}:{them}, {deals}</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Партии, сыгранные до конца</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Matches won by your team</source>
        <translation>Партии, выигранные вашей командой</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Ваша статистика</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Показываемая игра</translation>
    </message>
    <message>
        <source>Your results will appear here</source>
        <translation>Здесь появятся ваши результаты</translation>
    </message>
    <message>
        <source>Your matches over time</source>
        <translation>Ваши партии по времени</translation>
    </message>
    <message>
        <source>points ahead</source>
        <translation>перевес в очках</translation>
    </message>
    <message>
        <source>Each bar is one match, oldest on the left, dated below: how many points your team finished ahead of the other side (above 0) or behind it (below 0); a match left unfinished, as it stood then. The last 200 matches are kept.</source>
        <translation>Каждый столбик — одна партия, самая старая слева, с датой внизу: на сколько очков ваша команда закончила впереди соперников (выше 0) или позади них (ниже 0); недоигранная партия — по счёту на тот момент. Хранятся последние 200 партий.</translation>
    </message>
    <message>
        <source>How your matches ended</source>
        <translation>Чем закончились ваши партии</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>Same cards: you against the Master</source>
        <translation>Те же карты: вы против Мастера</translation>
    </message>
    <message>
        <source>compared deals, oldest to newest</source>
        <translation>сравнённые раздачи, от старых к новым</translation>
    </message>
    <message>
        <source>points behind the Master</source>
        <translation>отставание от Мастера в очках</translation>
    </message>
    <message>
        <source>Each bar counts matches: won, lost, drawn, or left unfinished when a new game replaced them.</source>
        <translation>Каждый столбик — число партий: выигранных, проигранных, сыгранных вничью или брошенных, когда их заменила новая партия.</translation>
    </message>
    <message>
        <source>Each bar is one deal the Master played again with your cards: above 0 it scored more than you, below 0 you did better. The gold line is your rating, the average so far: the lower, the better.</source>
        <translation>Каждый столбик — раздача, которую Мастер переиграл с вашими картами: выше 0 — он набрал больше вас, ниже 0 — вы сыграли лучше. Золотая линия — ваш рейтинг, среднее на сегодня: чем ниже, тем лучше.</translation>
    </message>
    <message>
        <source>Every game side by side</source>
        <translation>Все игры в сравнении</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>All games together</source>
        <translation>Все игры вместе</translation>
    </message>
    <message>
        <source>{game} (not played yet)</source>
        <translation>{game} (ещё не играли)</translation>
    </message>
    <message>
        <source> {n} left unfinished.</source>
        <translation> Брошено: {n}.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Played to the end: {won} won, {lost} lost, {drawn} drawn.</source>
        <translation>Сыграно до конца: побед — {won}, поражений — {lost}, ничьих — {drawn}.</translation>
    </message>
    <message>
        <source> A match in progress counts when it ends.</source>
        <translation> Текущая партия учитывается, когда закончится.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент побед</translation>
    </message>
    <message>
        <source>The matches your team won, out of those played to the end.</source>
        <translation>Партии, выигранные вашей командой, из сыгранных до конца.</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Сыграно раздач</translation>
    </message>
    <message>
        <source>The share of the contracts your team took that it made (none taken yet).</source>
        <translation>Доля выполненных контрактов из взятых вашей командой (пока ни одного).</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Выполненные контракты</translation>
    </message>
    <message>
        <source>Best match score</source>
        <translation>Лучший счёт партии</translation>
    </message>
    <message>
        <source>Your team&apos;s highest final score in a match. Most matches won in a row: {streak}.</source>
        <translation>Самый высокий итоговый счёт вашей команды в партии. Больше всего побед подряд: {streak}.</translation>
    </message>
    <message>
        <source>Choose one game: each game counts its points in its own way.</source>
        <translation>Выберите одну игру: каждая игра считает очки по-своему.</translation>
    </message>
    <message>
        <source>How you play against the Master on the same cards. At an Expert or Master table, press “Compare with the Master” after a deal to count one.</source>
        <translation>Как вы играете против Мастера на тех же картах. За столом уровня «Эксперт» или «Мастер» нажмите «Сравнить с Мастером» после раздачи, чтобы она учитывалась.</translation>
    </message>
    <message>
        <source>The Master&apos;s score minus yours on the same cards, per deal, over {deals} compared. 0 or less: you played as well as the Master.</source>
        <translation>Результат Мастера минус ваш на тех же картах, в среднем на раздачу (сравнено {deals}). 0 или меньше: вы сыграли не хуже Мастера.</translation>
    </message>
    <message>
        <source>Same-cards rating</source>
        <translation>Рейтинг на тех же картах</translation>
    </message>
    <message>
        <source>All games together counts the games played with your own rules too.</source>
        <translation>Пункт «Все игры вместе» учитывает и партии, сыгранные по вашим собственным правилам.</translation>
    </message>
    <message>
        <source>not kept before this version</source>
        <translation>до этой версии не сохранялись</translation>
    </message>
    <message>
        <source>Your own rules: games of {game} whose options you changed in New Game ({rules}). They count here, apart from the game&apos;s usual rules, because their targets and scores do not compare; the line at the top counts both.</source>
        <translation>Ваши собственные правила: партии в {game}, параметры которых вы изменили в окне «Новая партия» ({rules}). Они учитываются здесь, отдельно от обычных правил игры, потому что их цели и счёт несопоставимы; строка вверху учитывает и то, и другое.</translation>
    </message>
    <message>
        <source>Your games of {game} with your own rules count apart, as “{custom}”: choose it above. These figures are the usual rules only; the line at the top counts both.</source>
        <translation>Ваши партии в {game} по собственным правилам учитываются отдельно, как «{custom}»: выберите этот пункт выше. Эти цифры — только по обычным правилам; строка вверху учитывает и то, и другое.</translation>
    </message>
    <message>
        <source>Your choices, the cards</source>
        <translation>Ваши решения, карты</translation>
    </message>
    <message>
        <source>When “Compare with the Master” has weighed your choices, the Master&apos;s lead is split here: what your choices cost and what the cards did.</source>
        <translation>Когда «Сравнить с Мастером» оценит ваши решения, перевес Мастера разделится здесь: во что обошлись ваши решения и что сделали карты.</translation>
    </message>
    <message>
        <source>%n deal(s) weighed</source>
        <translation>оценено раздач: %n</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices, {cards} the cards ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Из перевеса Мастера {choices} очков за раздачу — из-за ваших решений, {cards} — из-за карт ({deals}). Ваши решения: во что они обошлись в среднем при картах, которых вы не могли видеть.</translation>
    </message>
    <message>
        <source>Of the Master&apos;s lead, {choices} points a deal were your choices; the cards gave {back} back ({deals}). Your choices: what they cost on average over the cards you could not see.</source>
        <translation>Из перевеса Мастера {choices} очков за раздачу — из-за ваших решений; карты вернули {back} ({deals}). Ваши решения: во что они обошлись в среднем при картах, которых вы не могли видеть.</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Очки за раздачу</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, counted from the matches you finish or leave from now on.</source>
        <translation>Очки партии вашей команды за раздачу, по партиям, которые вы доиграете или бросите начиная с этого момента.</translation>
    </message>
    <message>
        <source>%n match(es)</source>
        <translation>партий: %n</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, from the {matches} since this version (older matches kept no scores).</source>
        <translation>Очки партии вашей команды за раздачу, по партиям с этой версии ({matches}; более старые партии не сохранили счёт).</translation>
    </message>
    <message>
        <source>Your team&apos;s match points per deal, over {matches}.</source>
        <translation>Очки партии вашей команды за раздачу ({matches}).</translation>
    </message>
    <message>
        <source>Choose one game to see its matches over time: each game counts its points in its own way.</source>
        <translation>Выберите одну игру, чтобы увидеть её партии по времени: каждая игра считает очки по-своему.</translation>
    </message>
    <message>
        <source>No match here yet: each match you finish or leave from now on appears as one bar, dated, in the order played.</source>
        <translation>Здесь пока нет партий: каждая партия, которую вы доиграете или бросите начиная с этого момента, появится отдельным столбиком с датой, в порядке игры.</translation>
    </message>
    <message>
        <source>No match counted yet for this game: finish one and see how it ended here.</source>
        <translation>Для этой игры пока не учтено ни одной партии: доиграйте партию, и здесь появится её итог.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>, {n} left unfinished</source>
        <translation>, недоиграно: {n}</translation>
    </message>
    <message>
        <source>All games: {games}, {won} won ({rate}){left}; {deals}; {undos}.</source>
        <translation>Все игры: {games}, побед: {won} ({rate}){left}; {deals}; {undos}.</translation>
    </message>
    <message>
        <source>Play a deal to its end and it is counted here at once; a match, when it ends or a new game replaces it: the matches you won and lost, your deals and the contracts your team made, with a chart of each. At an Expert or Master table, “Compare with the Master” after a deal also shows how close you play to the Master on the same cards.</source>
        <translation>Доиграйте раздачу до конца, и она сразу будет учтена здесь; партия — когда она заканчивается или её заменяет новая: выигранные и проигранные партии, ваши раздачи и контракты, выполненные вашей командой, с графиком для каждого показателя. За столом уровня «Эксперт» или «Мастер» кнопка «Сравнить с Мастером» после раздачи покажет ещё и то, насколько близко к Мастеру вы играете на тех же картах.</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% побед</translation>
    </message>
    <message>
        <source>Matches won out of matches played</source>
        <translation>Выигранные партии от сыгранных</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Те же карты</translation>
    </message>
    <message>
        <source>Same-cards rating: on the deals you compared at an Expert or Master table, the Master&apos;s score minus yours, per deal (0 or less: you played as well as the Master)</source>
        <translation>Рейтинг на тех же картах: в раздачах, которые вы сравнили за столом уровня «Эксперт» или «Мастер», результат Мастера минус ваш, на раздачу (0 или меньше: вы сыграли не хуже Мастера)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Брошенные</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>Deals played (not the thrown-in ones)</source>
        <translation>Сыгранные раздачи (без тех, где все спасовали)</translation>
    </message>
    <message>
        <source>Made %</source>
        <translation>% выполнения</translation>
    </message>
    <message>
        <source>Contracts your team made out of those it took</source>
        <translation>Выполненные контракты вашей команды из взятых ею</translation>
    </message>
    <message>
        <source>Capots</source>
        <translation>Капоты</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Отмены</translation>
    </message>
    <message>
        <source>Moves taken back</source>
        <translation>Отменённые ходы</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Statistics by game</source>
        <translation>Статистика по играм</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>%n deal(s)</source>
        <translation>раздач: %n</translation>
    </message>
    <message>
        <source>{variant} — your own rules</source>
        <translation>{variant} — ваши собственные правила</translation>
    </message>
    <message>
        <source>{rules}, and {n} other sets of rules</source>
        <translation>{rules} и ещё наборов правил: {n}</translation>
    </message>
    <message>
        <source>{variant} — your own rules ({rules})</source>
        <translation>{variant} — ваши собственные правила ({rules})</translation>
    </message>
    <message>
        <source>Each deal counts as soon as its last trick is played; a deal left before its last trick counts nowhere. A match counts when it ends, or as left unfinished when a new game replaces it. The line at the top adds up every game. Click a game in the table to see it above; click a column&apos;s title to sort by it.</source>
        <translation>Каждая раздача учитывается, как только сыграна её последняя взятка; раздача, брошенная до последней взятки, не учитывается нигде. Партия учитывается, когда заканчивается, или как недоигранная, когда её заменяет новая. Строка вверху суммирует все игры. Щёлкните игру в таблице, чтобы увидеть её выше; щёлкните заголовок столбца, чтобы отсортировать по нему.</translation>
    </message>
    <message>
        <source>Every deal played to its last trick, counted as soon as it ends; a deal thrown in (nobody took) or left before its end is not counted.</source>
        <translation>Все раздачи, сыгранные до последней взятки, учитываются сразу по окончании; раздача, в которой все спасовали, или брошенная до конца, не учитывается.</translation>
    </message>
    <message>
        <source>Your team took %n contract(s) and made {made} of them.</source>
        <translation>Контрактов взято вашей командой: %n, выполнено: {made}.</translation>
    </message>
    <message>
        <source>Choose one game to see its same-cards rating.</source>
        <translation>Выберите одну игру, чтобы увидеть её рейтинг на тех же картах.</translation>
    </message>
    <message>
        <source>No deal compared yet. At an Expert or Master table, “Compare with the Master” at the end of a deal plays your cards again as the Master would.</source>
        <translation>Сравнённых раздач пока нет. За столом уровня «Эксперт» или «Мастер» кнопка «Сравнить с Мастером» в конце раздачи переигрывает ваши карты так, как сыграл бы Мастер.</translation>
    </message>
    <message>
        <source>Deals where your team won every trick.</source>
        <translation>Раздачи, в которых ваша команда взяла все взятки.</translation>
    </message>
    <message>
        <source>Times you pressed Undo.</source>
        <translation>Сколько раз вы отменяли ход.</translation>
    </message>
    <message>
        <source>Suggestions asked</source>
        <translation>Запрошено советов</translation>
    </message>
    <message>
        <source>Times you asked for a suggestion.</source>
        <translation>Сколько раз вы просили совет.</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Недоигранные</translation>
    </message>
    <message>
        <source>Matches replaced by a new game before their end.</source>
        <translation>Партии, заменённые новой до их окончания.</translation>
    </message>
    <message>
        <source>%n match(es) played</source>
        <translation>Сыграно партий: %n</translation>
    </message>
    <message>
        <source>%n move(s) taken back</source>
        <translation>отменено ходов: %n</translation>
    </message>
    <message>
        <source>No game has been counted yet: finish a game and it will appear here.</source>
        <translation>Пока не учтено ни одной партии: доиграйте партию, и она появится здесь.</translation>
    </message>
    <message>
        <source>My mistakes: {kept} kept, {retired} learned, {due} due today.</source>
        <translation>Мои ошибки: сохранено {kept}, усвоено {retired}, на сегодня {due}.</translation>
    </message>
    <message>
        <source>Kind of mistake</source>
        <translation>Вид ошибки</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Усвоено</translation>
    </message>
    <message>
        <source>Card problems</source>
        <translation>Задачи с картами</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>{solved} of {count}</source>
        <translation>{solved} из {count}</translation>
    </message>
    <message>
        <source>{kind}: {kept} kept, {retired} learned.</source>
        <translation>{kind}: сохранено {kept}, усвоено {retired}.</translation>
    </message>
    <message>
        <source>Card problems of {game}: {solved} of {count} solved.</source>
        <translation>Задачи с картами в {game}: решено {solved} из {count}.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Не удалось сохранить партию.</translation>
    </message>
    <message>
        <source>Your settings could not all be read.</source>
        <translation>Не все настройки удалось прочитать.</translation>
    </message>
    <message>
        <source>Your statistics could not all be read.</source>
        <translation>Не всю статистику удалось прочитать.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored.</source>
        <translation>Не удалось восстановить незаконченную партию.</translation>
    </message>
    <message>
        <source>Your solved problems could not be read.</source>
        <translation>Не удалось прочитать ваши решённые задачи.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not all be read.</source>
        <translation>Не все ваши ошибки для тренировки удалось прочитать.</translation>
    </message>
    <message>
        <source>The saved game could not be opened.</source>
        <translation>Не удалось открыть сохранённую партию.</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>скорость анимации</translation>
    </message>
    <message>
        <source>card style</source>
        <translation>вид карт</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>размер карт</translation>
    </message>
    <message>
        <source>card design</source>
        <translation>рисунок карт</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>цвет стола</translation>
    </message>
    <message>
        <source>sorting of the hand</source>
        <translation>сортировка руки</translation>
    </message>
    <message>
        <source>showing the last trick</source>
        <translation>показ последней взятки</translation>
    </message>
    <message>
        <source>rule hints</source>
        <translation>подсказки по правилам</translation>
    </message>
    <message>
        <source>taking back moves</source>
        <translation>отмена ходов</translation>
    </message>
    <message>
        <source>confirming each card</source>
        <translation>подтверждение каждой карты</translation>
    </message>
    <message>
        <source>playing a single legal card by itself</source>
        <translation>автоматический ход единственной разрешённой картой</translation>
    </message>
    <message>
        <source>declaring automatically</source>
        <translation>автоматическое объявление комбинаций</translation>
    </message>
    <message>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>ваше имя</translation>
    </message>
    <message>
        <source>your partner&apos;s level</source>
        <translation>уровень вашего партнёра</translation>
    </message>
    <message>
        <source>the opponents&apos; level</source>
        <translation>уровень соперников</translation>
    </message>
    <message>
        <source>the players&apos; pause</source>
        <translation>пауза игроков</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>звук</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>громкость</translation>
    </message>
    <message>
        <source>the game last chosen</source>
        <translation>последняя выбранная игра</translation>
    </message>
    <message>
        <source>the rule options last chosen</source>
        <translation>последние выбранные параметры правил</translation>
    </message>
    <message>
        <source>keeping the game in progress</source>
        <translation>сохранение незаконченной партии</translation>
    </message>
    <message>
        <source>asking before a game is abandoned</source>
        <translation>вопрос перед тем, как бросить партию</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>приветствие</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>размер и положение окна</translation>
    </message>
    <message>
        <source>the window&apos;s layout</source>
        <translation>расположение окна</translation>
    </message>
    <message>
        <source>{game} (your own rules)</source>
        <translation>{game} (ваши собственные правила)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>в доступе отказано</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>диск сообщил об ошибке</translation>
    </message>
    <message>
        <source>its path is too long for the system</source>
        <translation>путь к нему слишком длинный для системы</translation>
    </message>
    <message>
        <source>({reason})</source>
        <translation>({reason})</translation>
    </message>
    <message>
        <source>The file is left as it is: the default settings are used, and your settings are not saved over it until it can be read again.</source>
        <translation>Файл оставлен как есть: используются настройки по умолчанию, и ваши настройки не будут записываться поверх него, пока его снова нельзя будет прочитать.</translation>
    </message>
    <message>
        <source>The file is left as it is: no statistics are recorded over it until it can be read again.</source>
        <translation>Файл оставлен как есть: статистика не будет записываться поверх него, пока его снова нельзя будет прочитать.</translation>
    </message>
    <message>
        <source>The file is left as it is: the game is not kept automatically until it can be read again.</source>
        <translation>Файл оставлен как есть: партия не сохраняется автоматически, пока его снова нельзя будет прочитать.</translation>
    </message>
    <message>
        <source>The file is left as it is: no problem is marked solved over it until it can be read again.</source>
        <translation>Файл оставлен как есть: ни одна задача не отмечается решённой поверх него, пока его нельзя будет снова прочитать.</translation>
    </message>
    <message>
        <source>The file is left as it is: no mistake is kept over it until it can be read again.</source>
        <translation>Файл оставлен как есть: ошибки в него не сохраняются, пока его не удастся прочитать снова.</translation>
    </message>
    <message>
        <source>The file is left as it is.</source>
        <translation>Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>The statistics of {items} were impossible (more games won than played, or numbers far too large), so they were left out.</source>
        <translation>Статистика для {items} была невозможной (побед больше, чем сыгранных партий, или слишком большие числа), поэтому она отброшена.</translation>
    </message>
    <message>
        <source>Statistics kept under a name that is no game of this version were left out: {items}.</source>
        <translation>Отброшена статистика под именем, которое не соответствует ни одной игре этой версии: {items}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The old file was kept as {kept}.</source>
        <translation>Файл ваших настроек был повреждён, поэтому используются настройки по умолчанию. Старый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so the statistics start again from zero. The old file was kept as {kept}.</source>
        <translation>Файл вашей статистики был повреждён, поэтому статистика начинается заново. Старый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The game in progress was damaged, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Незаконченная партия была повреждена, и её нельзя продолжить. Файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The file of your solved problems was damaged, so no problem is marked solved now. The old file was kept as {kept}.</source>
        <translation>Файл ваших решённых задач был повреждён, поэтому сейчас ни одна задача не отмечена решённой. Старый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The file of your mistakes to practise was damaged, so the list starts again. The old file was kept as {kept}.</source>
        <translation>Файл ваших ошибок для тренировки был повреждён, поэтому список начинается заново. Старый файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” is damaged, so it cannot be opened. The file was kept as {kept}.</source>
        <translation>Сохранение «{name}» повреждено, и его нельзя открыть. Файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The file {path} is damaged and could not be moved aside.</source>
        <translation>Файл {path} повреждён, и его не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>The file {path} could not be read{reason}.</source>
        <translation>Не удалось прочитать файл {path}{reason}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file, so it was not read.</source>
        <translation>{path} — не обычный файл, поэтому он не был прочитан.</translation>
    </message>
    <message>
        <source>The save “{name}” was made by a newer version of Belote Desktop. Update the app to open it; the file is kept as it is.</source>
        <translation>Сохранение «{name}» сделано более новой версией Belote Desktop. Обновите приложение, чтобы открыть его; файл оставлен как есть.</translation>
    </message>
    <message>
        <source>The game in progress was saved by a newer version of Belote Desktop. Update the app to resume it; the file was kept as {kept}.</source>
        <translation>Незаконченная партия сохранена более новой версией Belote Desktop. Обновите приложение, чтобы продолжить её; файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The file {path} was written by a newer version of Belote Desktop.</source>
        <translation>Файл {path} записан более новой версией Belote Desktop.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Партия, сохранённая с прошлого раза, содержит только одну раздачу, а не партию, поэтому её нельзя продолжить. Файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The game kept from last time holds a single deal, not a game, so it cannot be resumed.</source>
        <translation>Партия, сохранённая с прошлого раза, содержит только одну раздачу, а не партию, поэтому её нельзя продолжить.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed. The file was kept as {kept}.</source>
        <translation>Незаконченная партия требует правил, которых Belote Desktop не предлагает ({rules}), поэтому её нельзя продолжить. Файл сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The game in progress asks for rules that Belote Desktop does not offer ({rules}), so it cannot be resumed.</source>
        <translation>Незаконченная партия требует правил, которых Belote Desktop не предлагает ({rules}), поэтому её нельзя продолжить.</translation>
    </message>
    <message>
        <source>The save “{name}” asks for rules that Belote Desktop does not offer ({rules}), so it was not opened. The file is kept as it is.</source>
        <translation>Сохранение «{name}» требует правил, которых Belote Desktop не предлагает ({rules}), поэтому оно не открыто. Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read and were set back to their defaults: {items}.</source>
        <translation>Некоторые ваши настройки не удалось прочитать, и им вернули значения по умолчанию: {items}.</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were set back to zero, for: {items}.</source>
        <translation>Часть статистики не удалось прочитать, и она обнулена для: {items}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Не удалось сохранить настройки.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Не удалось сохранить статистику.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept.</source>
        <translation>Не удалось сохранить незаконченную партию.</translation>
    </message>
    <message>
        <source>Your solved problems could not be saved.</source>
        <translation>Не удалось сохранить ваши решённые задачи.</translation>
    </message>
    <message>
        <source>Your mistakes to practise could not be saved.</source>
        <translation>Не удалось сохранить ваши ошибки для тренировки.</translation>
    </message>
    <message>
        <source>%n of your mistakes to practise could not be read and were left out.</source>
        <translation>Ошибок для тренировки не удалось прочитать и они пропущены: %n.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {kept}.</source>
        <translation>Копия старого файла сохранена как {kept}.</translation>
    </message>
    <message>
        <source>The save “{name}” no longer exists.</source>
        <translation>Сохранения «{name}» больше нет.</translation>
    </message>
    <message>
        <source>Your settings were not saved: the file {path} could not be read, and it is never written over.</source>
        <translation>Ваши настройки не сохранены: файл {path} не удалось прочитать, а поверх него никогда ничего не записывается.</translation>
    </message>
    <message>
        <source>The statistics were not recorded: the file {path} could not be read, and it is never written over.</source>
        <translation>Статистика не записана: файл {path} не удалось прочитать, а поверх него никогда ничего не записывается.</translation>
    </message>
    <message>
        <source>The game is not kept automatically: the file {path} could not be read, and it is never written over.</source>
        <translation>Партия не сохраняется автоматически: файл {path} не удалось прочитать, а поверх него никогда ничего не записывается.</translation>
    </message>
    <message>
        <source>The file {path} could not be read, and it is never written over.</source>
        <translation>Файл {path} не удалось прочитать, а поверх него никогда ничего не записывается.</translation>
    </message>
    <message>
        <source>Your saves go in the folder {path}, but a file is there. Move that file away and try again.</source>
        <translation>Ваши сохранения хранятся в папке {path}, но на её месте находится файл. Переместите этот файл и попробуйте снова.</translation>
    </message>
    <message>
        <source>A save called “{name}” was made by a newer version of Belote Desktop. It is kept; choose another name.</source>
        <translation>Сохранение с именем «{name}» сделано более новой версией Belote Desktop. Оно сохранено; выберите другое имя.</translation>
    </message>
    <message>
        <source>{path} could not be written{reason}. The file that was there is unchanged.</source>
        <translation>Не удалось записать {path}{reason}. Файл, который там был, не изменён.</translation>
    </message>
    <message>
        <source>made by a newer version</source>
        <translation>сделано более новой версией</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>файл не читается</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <translation>не обычный файл</translation>
    </message>
    <message>
        <source>rules the game does not offer</source>
        <translation>правила, которых игра не предлагает</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>This is the move the expert player would make here.</source>
        <translation>Так здесь сыграл бы эксперт.</translation>
    </message>
    <message>
        <source>The {card} is the only card the rules allow here.</source>
        <translation>{card} — единственная карта, которую здесь разрешают правила.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Сыграйте {card}.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give him points</source>
        <translation>Взятку берёт ваш партнёр: отдайте ему очки</translation>
    </message>
    <message>
        <source>Your partner holds the trick: keep your trumps and discard a small card</source>
        <translation>Взятку берёт ваш партнёр: сохраните козыри и сбросьте мелкую карту</translation>
    </message>
    <message>
        <source>Your partner holds the trick: play your smallest card</source>
        <translation>Взятку берёт ваш партнёр: сыграйте самую младшую карту</translation>
    </message>
    <message>
        <source>Trump to take the trick</source>
        <translation>Бейте козырем, чтобы взять взятку</translation>
    </message>
    <message>
        <source>The {card} is the master card in {suit}</source>
        <translation>{card} — старшая карта в этой масти ({suit})</translation>
    </message>
    <message>
        <source>You play last: the {card} is enough to take the trick</source>
        <translation>Вы ходите последним: чтобы взять взятку, достаточно {card}</translation>
    </message>
    <message>
        <source>Take the trick with the {card}</source>
        <translation>Возьмите взятку картой {card}</translation>
    </message>
    <message>
        <source>You must trump but cannot win: give your smallest trump</source>
        <translation>Нужно бить козырем, но взятку не взять: отдайте самый младший козырь</translation>
    </message>
    <message>
        <source>Keep your trumps: the trick is lost</source>
        <translation>Сохраните козыри: эта взятка потеряна</translation>
    </message>
    <message>
        <source>The trick is lost: play your smallest card in {suit}</source>
        <translation>Взятка потеряна: сыграйте самую младшую карту ({suit})</translation>
    </message>
    <message>
        <source>The trick is lost: play the {card}</source>
        <translation>Взятка потеряна: сыграйте {card}</translation>
    </message>
    <message>
        <source>Discard your smallest card</source>
        <translation>Сбросьте самую младшую карту</translation>
    </message>
    <message>
        <source>The trick is lost: discard the {card}</source>
        <translation>Взятка потеряна: сбросьте {card}</translation>
    </message>
    <message>
        <source>The {card} is the master trump: lead it to draw the opponents&apos; trumps</source>
        <translation>{card} — старший козырь: ходите с него, чтобы вытянуть козыри у соперников</translation>
    </message>
    <message>
        <source>Lead trumps to draw the opponents&apos; trumps</source>
        <translation>Ходите с козыря, чтобы вытянуть козыри у соперников</translation>
    </message>
    <message>
        <source>Play your partner&apos;s suit</source>
        <translation>Ходите в масть партнёра</translation>
    </message>
    <message>
        <source>Lead a small card in {suit}: keep your strong cards for later</source>
        <translation>Ходите с мелкой карты ({suit}): сильные карты приберегите на потом</translation>
    </message>
    <message>
        <source>Lead the {card}</source>
        <translation>Ходите с {card}</translation>
    </message>
    <message>
        <source>Declare now, before your first card</source>
        <translation>Объявляйте сейчас, до своей первой карты</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if you hold the best declaration</source>
        <translation>Объявите {melds}: это принесёт очки, если у вас лучшее объявление</translation>
    </message>
    <message>
        <source>Declare {melds}: it scores if your team holds the best declaration</source>
        <translation>Сделайте объявление ({melds}): очки будут ваши, если у вашей команды лучшее объявление</translation>
    </message>
    <message>
        <source>Strong in {suit}: jack and nine of trumps</source>
        <translation>Сильные {suit}: валет и девятка козырей</translation>
    </message>
    <message>
        <source>Strong in {suit}: the jack (trumps held: {count})</source>
        <translation>Сильная рука в {suit}: валет (козырей на руке: {count})</translation>
    </message>
    <message>
        <source>Good in {suit}: the nine (trumps held: {count})</source>
        <translation>Хорошая рука в {suit}: девятка (козырей на руке: {count})</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}, and aces on the side</source>
        <translation>Козырей {suit} на руке: {count}, и тузы в других мастях</translation>
    </message>
    <message>
        <source>Trumps held in {suit}: {count}</source>
        <translation>Козырей {suit} на руке: {count}</translation>
    </message>
    <message>
        <source>You hold {cards} in their trump: they should fail</source>
        <translation>У вас {cards} в их козырях: контракт, скорее всего, не будет выполнен</translation>
    </message>
    <message>
        <source>Your hand should beat their contract: coinche</source>
        <translation>Ваши карты должны сорвать их контракт: объявите контру</translation>
    </message>
    <message>
        <source>You are sure of your contract: surcoinche</source>
        <translation>Вы уверены в своём контракте: объявите реконтру</translation>
    </message>
    <message>
        <source>Your hand could call {suit}, but here passing is worth as much or more</source>
        <translation>С этой рукой можно заказать козыри ({suit}), но здесь пас приносит столько же или больше</translation>
    </message>
    <message>
        <source>Your partner holds the call: let him play it</source>
        <translation>Заявка у партнёра: пусть он её играет</translation>
    </message>
    <message>
        <source>Too weak to call higher</source>
        <translation>Слишком слабая рука, чтобы заявить выше</translation>
    </message>
    <message>
        <source>Too weak to call a contract</source>
        <translation>Слишком слабая рука для заявки</translation>
    </message>
    <message>
        <source>Your partner holds the bid: let him play it</source>
        <translation>Старшая заявка у партнёра: пусть он её и играет</translation>
    </message>
    <message>
        <source>Too weak to bid higher</source>
        <translation>Слишком слабые карты, чтобы повышать заявку</translation>
    </message>
    <message>
        <source>Too weak to open the bidding</source>
        <translation>Слишком слабые карты, чтобы открыть торговлю</translation>
    </message>
    <message>
        <source>Too weak in {suit}: no jack or nine of trumps</source>
        <translation>Слишком слабые {suit}: ни валета, ни девятки</translation>
    </message>
    <message>
        <source>Not enough trumps in {suit} to take</source>
        <translation>Слишком мало козырей ({suit}), чтобы брать</translation>
    </message>
    <message>
        <source>No suit is strong enough to name</source>
        <translation>Нет достаточно сильной масти</translation>
    </message>
    <message>
        <source>Your aces and tens ({cards}) should win more than half in Sun</source>
        <translation>Ваши тузы и десятки ({cards}) должны взять больше половины в Сане</translation>
    </message>
    <message>
        <source>Their contract should fail: {call}</source>
        <translation>Их контракт должен провалиться: {call}</translation>
    </message>
    <message>
        <source>Your team should make it: {call}</source>
        <translation>Ваша команда должна его выполнить: {call}</translation>
    </message>
    <message>
        <source>Climbing the ladder would not pay here</source>
        <translation>Подниматься по лестнице здесь невыгодно</translation>
    </message>
    <message>
        <source>Bid capot: your hand can win every trick</source>
        <translation>Заявите капот: ваши карты могут взять все взятки</translation>
    </message>
    <message>
        <source>No trumps: your aces and tens ({cards}) take tricks in every suit</source>
        <translation>Без козырей: ваши тузы и десятки ({cards}) берут взятки в каждой масти</translation>
    </message>
    <message>
        <source>All trumps: your jacks and nines ({cards}) are the best cards</source>
        <translation>Все козыри: ваши валеты и девятки ({cards}) — самые сильные карты</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}: you hold {cards}</source>
        <translation>Поддержите масть партнёра ({suit}): у вас {cards}</translation>
    </message>
    <message>
        <source>Support your partner&apos;s {suit}</source>
        <translation>Поддержите масть партнёра ({suit})</translation>
    </message>
    <message>
        <source>Their contract should fail nearly every time: stake the whole game on this deal</source>
        <translation>Их контракт почти всегда провалится: поставьте всю игру на эту сдачу</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>Ход игрока</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>{team}: 1 trick</source>
        <translation>{team}: 1 взятка</translation>
    </message>
    <message>
        <source>{team}: {n} tricks</source>
        <translation>{team} — взяток: {n}</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>Bid {value} {strain}</source>
        <translation>Заявка {value} {strain}</translation>
    </message>
    <message>
        <source>Called {strain}</source>
        <translation>Заявил {strain}</translation>
    </message>
    <message>
        <source>Took {strain}</source>
        <translation>Козырь {strain}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Круг {n}</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Заявок ещё нет</translation>
    </message>
    <message>
        <source>Standing call</source>
        <translation>Текущая заявка</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Заявок пока нет</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Contract: {player}</source>
        <translation>Контракт: {player}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Козырь: {suit}</translation>
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
        <translation>Взятка ваша</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} берёт взятку</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Us</source>
        <translation>Мы</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Они</translation>
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
        <translation>Белл</translation>
    </message>
    <message>
        <source>Bella</source>
        <comment>king and queen of trumps in Tarabish</comment>
        <translation>Белла</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <comment>king and queen of trumps in Pilotta (Cyprus, Greece)</comment>
        <translation>Пилотта</translation>
    </message>
    <message>
        <source>Baloot</source>
        <comment>king and queen of trumps in Baloot (Saudi Arabia)</comment>
        <translation>Балут</translation>
    </message>
    <message>
        <source>Capot</source>
        <comment>one side wins every trick (French games)</comment>
        <translation>Капот</translation>
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
        <translation>Внутри</translation>
    </message>
    <message>
        <source>Take</source>
        <comment>the call that takes the turned card&apos;s suit as trumps</comment>
        <translation>Беру</translation>
    </message>
    <message>
        <source>Litige</source>
        <comment>the takers tied: their points wait for the next deal (French games)</comment>
        <translation>Спор</translation>
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
        <translation>Матч</translation>
    </message>
    <message>
        <source>Sun</source>
        <comment>Baloot: the no-trumps contract</comment>
        <translation>Сан</translation>
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
        <translation>Гахва</translation>
    </message>
    <message>
        <source>Double</source>
        <comment>Baloot: the defenders double (x2)</comment>
        <translation>Дабл</translation>
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
        <translation>Пятьдесят</translation>
    </message>
    <message>
        <source>Hundred</source>
        <comment>Baloot project: five in sequence or four of a kind</comment>
        <translation>Сто</translation>
    </message>
    <message>
        <source>Four hundred</source>
        <comment>Baloot project: the four aces in Sun</comment>
        <translation>Четыреста</translation>
    </message>
    <message>
        <source>Twenty</source>
        <comment>Tarabish run of three cards</comment>
        <translation>Двадцать</translation>
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
        <translation>Мьюл</translation>
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
        <translation>Играю</translation>
    </message>
    <message>
        <source>Kirtik</source>
        <comment>Bulgarian Belot option: a penalty for three failed contracts</comment>
        <translation>Киртик</translation>
    </message>
    <message>
        <source>Tierce</source>
        <comment>three cards in sequence</comment>
        <translation>Терц</translation>
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
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Declarations</source>
        <comment>the combinations shown in the first trick (French games)</comment>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>Projects</source>
        <comment>Baloot: its declarations (mashari&apos;)</comment>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Melds</source>
        <comment>Clabber: its declarations</comment>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>Tarabish: its declarations</comment>
        <translation>Последовательности</translation>
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
        <translation>{term} (первая карта)</translation>
    </message>
    <message>
        <source>{term}!</source>
        <comment>a king+queen call on its second card</comment>
        <translation>{term}!</translation>
    </message>
    <message>
        <source>Three in sequence</source>
        <comment>Pilotta: its meld of three cards in sequence</comment>
        <translation>Три подряд</translation>
    </message>
    <message>
        <source>Four in sequence</source>
        <comment>Pilotta: its meld of four cards in sequence</comment>
        <translation>Четыре подряд</translation>
    </message>
    <message>
        <source>Five in sequence</source>
        <comment>Pilotta: its meld of five or more in sequence</comment>
        <translation>Пять подряд</translation>
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
        <translation>Север и вы</translation>
    </message>
    <message>
        <source>East and West</source>
        <translation>Восток и Запад</translation>
    </message>
    <message>
        <source>Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.</source>
        <translation>Добро пожаловать в белот! Вы играете за Юг; напротив вас — Север, ваш партнёр. Север сдал всем по пять карт и открыл карту {turned}. Запад спасовал. Теперь выбор за вами: взять — и черви станут козырем — или спасовать. С {k}, {q} и {t}, да ещё с картой {turned}, которая достанется вам, берите.</translation>
    </message>
    <message>
        <source>Passing is allowed, but this hand is strong in hearts: take the turned card.</source>
        <translation>Пасовать можно, но у вас сильные черви: возьмите открытую карту.</translation>
    </message>
    <message>
        <source>Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team must now score at least as many points as East and West.</source>
        <translation>Черви — козыри. Вы забираете {turned} и ещё две карты, остальные — по три. Теперь ваша команда должна набрать не меньше очков, чем Восток и Запад.</translation>
    </message>
    <message>
        <source>West declared a tierce and led the {ace}. Before your first card you may announce your combinations. You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.</source>
        <translation>Запад объявил терц и пошёл с {ace}. До своей первой карты вы можете объявить комбинации. У вас {a}, {k} и {q}: три карты подряд, терц на 20 очков. Объявите его.</translation>
    </message>
    <message>
        <source>Declare first: once you have played a card, your declaration is lost.</source>
        <translation>Сначала объявите: как только вы сыграете карту, объявление пропадёт.</translation>
    </message>
    <message>
        <source>Both tierces are worth 20, but yours goes up to the ace and West&apos;s only to the ten: yours is better, so only your team scores declarations.</source>
        <translation>Оба терца стоят по 20, но ваш доходит до туза, а у Запада — только до десятки: ваш сильнее, поэтому очки за объявления получает только ваша команда.</translation>
    </message>
    <message>
        <source>Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, even with a small card.</source>
        <translation>Теперь ваш ход во взятку. Пошли в бубны, а у вас одна бубна — {card}: нужно отвечать в масть, даже мелкой картой.</translation>
    </message>
    <message>
        <source>West won the first trick with his ace and now leads the {led}. You have no spades, so you must play a trump. Play the {king}: with the {queen} also in your hand you say &quot;Belote&quot;.</source>
        <translation>Запад взял первую взятку своим тузом и теперь ходит с {led}. Пик у вас нет, значит, нужно бить козырем. Сыграйте {king}: раз у вас есть и {queen}, вы говорите «Белот».</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {king} to announce your belote.</source>
        <translation>Здесь можно любой козырь, но в этом уроке сыграйте {king}, чтобы объявить белот.</translation>
    </message>
    <message>
        <source>Belote! Your trump wins the trick: a trump beats every card of another suit.</source>
        <translation>Белот! Ваш козырь берёт взятку: козырь бьёт любую карту другой масти.</translation>
    </message>
    <message>
        <source>You won, so you lead. Lead the {queen}: you say &quot;Rebelote&quot; and the 20 points of the belote are yours. Leading a trump also draws the others&apos; trumps: each must play a higher one if he can.</source>
        <translation>Взятка ваша, поэтому ходите вы. Сыграйте {queen}: вы говорите «Ребелот», и 20 очков за белот ваши. Ход с козыря заодно вытягивает козыри у остальных: каждый должен положить старше, если может.</translation>
    </message>
    <message>
        <source>For this lesson lead the {queen}.</source>
        <translation>В этом уроке ходите с {queen}.</translation>
    </message>
    <message>
        <source>Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the opponents now have no trumps left.</source>
        <translation>Ребелот! Восток должен был перебить вашу даму и перебил — картой {jack}, старшим козырем. Ничего страшного: у соперников больше нет козырей.</translation>
    </message>
    <message>
        <source>East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: its 3 points go to North.</source>
        <translation>Восток пошёл с {king}, а Север положил {ace}: взятку берёт ваш партнёр. Пик у вас нет, но когда взятку берёт партнёр, бить козырем не обязательно. Сохраните козыри и сбросьте {queen}: её 3 очка достанутся Северу.</translation>
    </message>
    <message>
        <source>That is allowed, but there is no need: North already wins this trick. Discard the {queen}.</source>
        <translation>Так можно, но незачем: Север и так берёт эту взятку. Сбросьте {queen}.</translation>
    </message>
    <message>
        <source>North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your partner. Your {nine} beats the ace: play it.</source>
        <translation>Север ходит с {ace}. Когда ходят с козыря, нужно класть старше, если можете, даже поверх партнёра. Ваша девятка ({nine}) бьёт туза: сыграйте её.</translation>
    </message>
    <message>
        <source>All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: lead it, nobody can beat it.</source>
        <translation>Все остальные козыри сыграны; осталась только ваша десятка ({ten}). Ваш туз ({ace}) — старшая трефа: ходите с него, побить его никто не сможет.</translation>
    </message>
    <message>
        <source>For this lesson lead the {ace}.</source>
        <translation>В этом уроке ходите с {ace}.</translation>
    </message>
    <message>
        <source>With the ace and the ten of clubs gone, your {king} is now the master club: lead it.</source>
        <translation>Туз и десятка треф уже вышли, поэтому ваш король ({king}) теперь старшая трефа: ходите с него.</translation>
    </message>
    <message>
        <source>For this lesson lead the {king}.</source>
        <translation>В этом уроке ходите с {king}.</translation>
    </message>
    <message>
        <source>The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.</source>
        <translation>Последняя взятка: сыграйте свою десятку ({ten}). Кто возьмёт последнюю взятку, получит ещё 10 очков.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Сыграйте {card}.</translation>
    </message>
    <message>
        <source>The tutorial deal is over.</source>
        <translation>Учебная раздача окончена.</translation>
    </message>
    <message>
        <source>Wait: the other players have not finished.</source>
        <translation>Подождите: остальные игроки ещё не сделали свои ходы.</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Хорошо сыграно.</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson asks for another move.</source>
        <translation>Так можно, но в этом уроке нужен другой ход.</translation>
    </message>
    <message>
        <source>The deal is over. Here is how it was scored:</source>
        <translation>Раздача окончена. Вот как были подсчитаны очки:</translation>
    </message>
    <message>
        <source>Classic Belote: the turned card, declarations, belote</source>
        <translation>Классический белот: открытая карта, объявления, белот</translation>
    </message>
    <message>
        <source>Had your team scored less than East and West, you would have been dedans: they would have scored all {total} points. That is the whole game: deal after deal until a team reaches {target}.</source>
        <translation>Если бы ваша команда набрала меньше очков, чем Восток и Запад, вы оказались бы «внутри»: они получили бы все очки раздачи ({total}). Вот и вся игра: раздача за раздачей, пока одна из команд не наберёт {target}.</translation>
    </message>
    <message>
        <source>Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the {k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.</source>
        <translation>Добро пожаловать в Куанш! Карта не открывается: у каждого на руках все восемь карт, а торговля идёт в очках. Заявка — это число от 80 до 160 и козырь (или без козырей, или все козыри): очки, которые ваша команда обязуется набрать. Запад спасовал. У вас {j} и {n}, два старших козыря, {k} и {q} (белот, 20 очков, которые идут в зачёт контракта) и {a}: заявите 100 в червях.</translation>
    </message>
    <message>
        <source>For this lesson bid 100 in hearts.</source>
        <translation>В этом уроке заявите 100 в червях.</translation>
    </message>
    <message>
        <source>Your team promises 100 points with hearts as trumps. Any later bid must be higher.</source>
        <translation>Ваша команда обязуется набрать 100 очков с козырем черви. Каждая следующая заявка должна быть выше.</translation>
    </message>
    <message>
        <source>West said &quot;Coinche!&quot;: he bets that you will fail, and the bid now counts double. Made, your team scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is played coinched.</source>
        <translation>Запад сказал «Контра!»: он ставит на то, что вы провалитесь, и теперь контракт считается вдвойне. Выполните — ваша команда запишет свои очки и ещё дважды по 100; провалите — Восток и Запад запишут 160 и дважды по 100. Можно сказать реконтра (вчетверо), и торговля закончится, или спасовать. В этом уроке спасуйте: контракт играется с контрой.</translation>
    </message>
    <message>
        <source>For this lesson pass: the contract is played coinched.</source>
        <translation>В этом уроке спасуйте: контракт играется с контрой.</translation>
    </message>
    <message>
        <source>No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.</source>
        <translation>После контры никто не может заявлять. Контракт — 100 в червях с контрой, ходит Запад.</translation>
    </message>
    <message>
        <source>You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. Once the others have no trumps left, your aces are safe.</source>
        <translation>Вы взяли взятку своей {ten}. Теперь выбейте козыри: ходите с {jack}, старшего козыря. Когда у других не останется козырей, ваши тузы в безопасности.</translation>
    </message>
    <message>
        <source>For this lesson lead the {jack}.</source>
        <translation>В этом уроке ходите с {jack}.</translation>
    </message>
    <message>
        <source>Lead the {queen}: with the {king} still in your hand you say &quot;Belote&quot;. In La Coinche the belote&apos;s 20 points count toward your bid.</source>
        <translation>Ходите с {queen}: пока {king} ещё у вас на руке, вы говорите «Белот». В Куанше 20 очков белота идут в зачёт контракта.</translation>
    </message>
    <message>
        <source>Belote! West&apos;s ace takes this trick, but your king wins the last one: rebelote.</source>
        <translation>Белот! Туз Запада берёт эту взятку, но ваш король возьмёт последнюю: ребелот.</translation>
    </message>
    <message>
        <source>In La Coinche the takers need their bid, and more than half the points. You made it: your points plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.</source>
        <translation>В Куанше взявшим контракт нужно набрать заявленное и больше половины очков. Получилось: ваши очки плюс заявка, удвоенная контрой. Раздача за раздачей — первая команда, набравшая {target}, побеждает.</translation>
    </message>
    <message>
        <source>La Coinche: bidding points, the coinche</source>
        <translation>Куанш: торговля в очках, контра</translation>
    </message>
    <message>
        <source>Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.</source>
        <translation>Добро пожаловать в болгарский белот! У вас пять карт; ещё три придут после торговли. Каждая заявка должна быть выше предыдущей: трефы, бубны, черви, пики, без козырей, все козыри. Запад заявил бубны. С {j}, {n} и {k} заявите черви: они выше бубен.</translation>
    </message>
    <message>
        <source>For this lesson call hearts.</source>
        <translation>В этом уроке заявите черви.</translation>
    </message>
    <message>
        <source>Hearts stand unless someone calls higher; three passes end the auction. Then each player gets three more cards.</source>
        <translation>Черви остаются, если никто не заявит выше; три паса подряд заканчивают торговлю. Затем каждый получает ещё три карты.</translation>
    </message>
    <message>
        <source>Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, queen and jack of hearts are another. Declarations are made in the first trick, before your card: declare them.</source>
        <translation>Ваши три новые карты пришли. {k}, {q} и {j} — это терц, 20 очков, а король, дама и валет червей — ещё один. Объявления делаются в первой взятке, до вашей карты: объявите их.</translation>
    </message>
    <message>
        <source>Only the team with the best sequence scores its sequences, and only once it wins a trick.</source>
        <translation>Только команда с лучшей последовательностью записывает свои последовательности, и только если возьмёт взятку.</translation>
    </message>
    <message>
        <source>West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of trumps also in your hand, you announce a belot, 20 points.</source>
        <translation>Запад пошёл с {ace}. Бубен у вас нет, значит, нужно бить козырем. Сыграйте {queen}: раз у вас есть и козырной {king}, вы объявляете белот, 20 очков.</translation>
    </message>
    <message>
        <source>Any trump is allowed here, but for this lesson play the {queen} to announce your belot.</source>
        <translation>Здесь можно любой козырь, но в этом уроке сыграйте {queen}, чтобы объявить белот.</translation>
    </message>
    <message>
        <source>Belot! Your trump wins the trick.</source>
        <translation>Белот! Ваш козырь берёт взятку.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the opponents&apos; trumps.</source>
        <translation>Ваш ход: сыграйте {jack}, старшего козыря, чтобы выбить козыри противников.</translation>
    </message>
    <message>
        <source>The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.</source>
        <translation>Последняя взятка: её берёт ваш {king}, и с ней 10 очков. Вы возьмёте все взятки: валат.</translation>
    </message>
    <message>
        <source>Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, or the other team takes everything. The first team past {target} wins the match.</source>
        <translation>Болгарский белот считается в очках партии: десятая часть очков, с округлением (в мастевом контракте остаток больше 6 округляется вверх), а валат добавляет 9. Заявившие должны набрать больше другой команды, иначе другая команда забирает всё. Первая команда, превысившая {target}, выигрывает партию.</translation>
    </message>
    <message>
        <source>Bulgarian Belot: the contract auction, match points</source>
        <translation>Болгарский белот: торговля контрактами, очки партии</translation>
    </message>
    <message>
        <source>Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.</source>
        <translation>Добро пожаловать в Балут! У вас пять карт, и {turned} открыта. В первом круге можно сказать Хокум — козырем станет масть открытой карты — или Сан, без козырей, который бьёт любой Хокум. Запад спасовал. С {j} и {n}, двумя старшими козырями, скажите Хокум в червях: {turned} достанется вам.</translation>
    </message>
    <message>
        <source>For this lesson call Hokum in hearts: your jack and nine are the best trumps.</source>
        <translation>В этом уроке скажите Хокум в червях: ваши валет и девятка — лучшие козыри.</translation>
    </message>
    <message>
        <source>Hokum in hearts. The others may still call Sun over it.</source>
        <translation>Хокум в червях. Другие ещё могут сказать поверх него Сан.</translation>
    </message>
    <message>
        <source>Nobody called Sun. As the Hokum&apos;s caller you may keep it (pass) or turn it into Sun yourself. Your strength is in trumps: pass and keep the Hokum.</source>
        <translation>Никто не сказал Сан. Как заявивший Хокум, вы можете оставить его (пас) или сами превратить в Сан. Ваша сила в козырях: спасуйте и оставьте Хокум.</translation>
    </message>
    <message>
        <source>For this lesson pass: in Sun your jack and nine of hearts would be small cards.</source>
        <translation>В этом уроке спасуйте: в Сане ваши валет и девятка червей были бы мелкими картами.</translation>
    </message>
    <message>
        <source>The Hokum stands, unless the others climb the doubling ladder.</source>
        <translation>Хокум остаётся, если только другие не поднимутся по лестнице удвоений.</translation>
    </message>
    <message>
        <source>East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three (three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. Your partner passed; your hand is strong: say Three.</source>
        <translation>Восток сказал Дабл: раздача теперь считается вдвойне. Это лестница удвоений: ваша команда может ответить Сри (втрое), Восток и Запад — Фор, а ваша команда — Гахва, и тогда вся партия решается в этой раздаче. Ваш партнёр спасовал; карты у вас сильные: скажите Сри.</translation>
    </message>
    <message>
        <source>For this lesson answer with Three.</source>
        <translation>В этом уроке ответьте Сри.</translation>
    </message>
    <message>
        <source>Three! If East and West do not say Four, the deal counts three times.</source>
        <translation>Сри! Если Восток и Запад не скажут Фор, раздача считается втрое.</translation>
    </message>
    <message>
        <source>You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled you may not lead a trump as long as you hold another suit: lead the {ace}.</source>
        <translation>Вы взяли {turned} и ещё две карты. В Балуте первым ходит взявший контракт. Пока контракт удвоен, нельзя ходить с козыря, если у вас есть другая масть: ходите с {ace}.</translation>
    </message>
    <message>
        <source>East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump wins here, so keep your high ones and play the {seven}.</source>
        <translation>Восток ходит с {led}, и взятка за Западом. Бубен у вас нет, значит, нужно бить козырем: здесь выигрывает любой козырь, так что берегите старшие и сыграйте {seven}.</translation>
    </message>
    <message>
        <source>Any trump wins here; for this lesson keep your high trumps and play the {seven}.</source>
        <translation>Здесь выигрывает любой козырь; в этом уроке берегите старшие козыри и сыграйте {seven}.</translation>
    </message>
    <message>
        <source>Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects likewise, all multiplied by the ladder. The bidders need more round points than the others. The first team to {target} wins the match.</source>
        <translation>Балут считается в очках раздачи: в Хокуме десятая часть очков за карты (половина и меньше округляется вниз), проекты так же, и всё умножается по лестнице. Взявшим контракт нужно больше очков раздачи, чем у других. Первая команда, набравшая {target}, выигрывает партию.</translation>
    </message>
    <message>
        <source>Baloot: Hokum and Sun, the doubling ladder</source>
        <translation>Балут: Хокум и Сан, лестница удвоений</translation>
    </message>
    <message>
        <source>Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody has seen. There is no turned card: in turn, from the dealer&apos;s left, each player names a trump or passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} and {a}, name spades.</source>
        <translation>Добро пожаловать в Тарабиш! 36 карт: шесть у вас на руке и три рубашкой вверх в вашем прикупе, их никто не видел. Карта не открывается: по очереди, начиная слева от сдающего, каждый называет козырь или пасует. Запад, Север и Восток спасовали, а сдаёте вы: сдающий обязан назвать масть. С {j}, {n} и {a} назовите пики.</translation>
    </message>
    <message>
        <source>For this lesson name spades: the jack and nine are the best trumps.</source>
        <translation>В этом уроке назовите пики: валет и девятка — лучшие козыри.</translation>
    </message>
    <message>
        <source>Spades are trumps. Everyone now picks up their kitty.</source>
        <translation>Пики — козырь. Теперь каждый забирает свой прикуп.</translation>
    </message>
    <message>
        <source>Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first card.</source>
        <translation>Прикуп принёс вам {k}, {q} и {t}. Туз, король, дама и валет пик — последовательность из четырёх, пятьдесят (50 очков); король и дама козырей — белла. Объявите последовательность до своей первой карты.</translation>
    </message>
    <message>
        <source>Your fifty beats East&apos;s twenties: only the player with the best run scores runs.</source>
        <translation>Ваши пятьдесят бьют двадцатки Востока: последовательности записывает только игрок с лучшей из них.</translation>
    </message>
    <message>
        <source>You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say &quot;Bella&quot; for 20 more points.</source>
        <translation>Треф у вас нет, значит, нужно бить козырем. Сыграйте {queen}; когда позже сыграете {king}, скажете «Белла» — ещё 20 очков.</translation>
    </message>
    <message>
        <source>For this lesson play the {queen}.</source>
        <translation>В этом уроке сыграйте {queen}.</translation>
    </message>
    <message>
        <source>You lead: play the {jack}, the highest trump, to draw the others&apos; trumps.</source>
        <translation>Ваш ход: сыграйте {jack}, старшего козыря, чтобы выбить козыри остальных.</translation>
    </message>
    <message>
        <source>North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your partner: had you no hearts you would have to trump even though North holds the trick.</source>
        <translation>Север ходит с {ace}: ответьте в масть своим {king}. В Тарабише партнёр ни от чего не освобождает: не будь у вас червей, пришлось бы бить козырем, хотя взятка за Севером.</translation>
    </message>
    <message>
        <source>For this lesson play the {king}.</source>
        <translation>В этом уроке сыграйте {king}.</translation>
    </message>
    <message>
        <source>In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, a bate: the other team takes every point. The first team past {target} wins.</source>
        <translation>В Тарабише назвавшим козырь нужно набрать больше половины очков; ровно половина — они не записывают ничего; меньше — бейт: другая команда забирает все очки. Первая команда, превысившая {target}, побеждает.</translation>
    </message>
    <message>
        <source>Tarabish: naming the trump in turn, the kitty</source>
        <translation>Тарабиш: козырь называют по очереди, прикуп</translation>
    </message>
    <message>
        <source>Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the {turned}, lies face up: it proposes the trump and stays his. From the dealer&apos;s left each player says &quot;I play&quot; (hearts become trumps) or passes, but only a suit you hold may be accepted. East passed. You hold the {n} and {a} of hearts: say &quot;I play&quot;.</source>
        <translation>Добро пожаловать в Клаббер! 24 карты, сдаются по одной, по шесть каждому. Сдавал Север; его последняя карта, {turned}, лежит лицом вверх: она предлагает козырь и остаётся у него. Начиная слева от сдающего, каждый говорит «Играю» (черви становятся козырем) или пас, но принять можно только масть, которая у вас есть. Восток спасовал. У вас {n} и {a} червей: скажите «Играю».</translation>
    </message>
    <message>
        <source>For this lesson say &quot;I play&quot;: your nine and ace of hearts and North&apos;s jack make hearts your side&apos;s suit.</source>
        <translation>В этом уроке скажите «Играю»: ваши девятка и туз червей вместе с валетом Севера делают черви мастью вашей стороны.</translation>
    </message>
    <message>
        <source>Hearts are trumps. Nobody gets more cards: you play the six you hold.</source>
        <translation>Черви — козырь. Больше никто карт не получает: вы играете теми шестью, что на руке.</translation>
    </message>
    <message>
        <source>East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a run of three, a dad, worth 20. Declare it.</source>
        <translation>Восток пошёл с {king}. До первой карты можно объявить комбинации: {a}, {k} и {q} — последовательность из трёх, дад, стоимостью 20. Объявите её.</translation>
    </message>
    <message>
        <source>Only the side with the best meld scores its melds.</source>
        <translation>Только сторона с лучшей комбинацией записывает свои комбинации.</translation>
    </message>
    <message>
        <source>You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.</source>
        <translation>Бубен у вас нет, значит, нужно бить козырем. Сыграйте {nine}: в козырях девятка старше туза.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {nine}.</source>
        <translation>В этом уроке бейте козырем {nine}.</translation>
    </message>
    <message>
        <source>You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and North holds the {jack}, the turned card, which beats every trump.</source>
        <translation>Вы взяли взятку. Ходите с {ace}: когда ходят с козыря, каждый обязан класть старше, если может, а у Севера {jack}, открытая карта, которая бьёт любой козырь.</translation>
    </message>
    <message>
        <source>The last trick: your {ace} wins it, and 10 points with it.</source>
        <translation>Последняя взятка: её берёт ваш {ace}, и с ней 10 очков.</translation>
    </message>
    <message>
        <source>In Clabber the side that chose the trump must score more than the other; otherwise it is set and scores nothing. The first side past {target} wins.</source>
        <translation>В Клаббере сторона, выбравшая козырь, должна набрать больше другой; иначе она в сете и не записывает ничего. Первая сторона, превысившая {target}, побеждает.</translation>
    </message>
    <message>
        <source>Clabber: the dealer&apos;s card proposes the trump</source>
        <translation>Клаббер: карта сдающего предлагает козырь</translation>
    </message>
    <message>
        <source>Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.</source>
        <translation>Добро пожаловать в Белот Découverte! Два игрока, карт на руке нет: у каждого на столе два ряда карт рубашкой вверх, и на каждой лежит открытая карта. Сдавали вы, и ваша последняя открытая карта, {turned}, предлагает козырь; она остаётся вашей. Север спасовал. Ваши открытые карты сильны в червях: берите.</translation>
    </message>
    <message>
        <source>For this lesson take hearts: your jack is the best trump.</source>
        <translation>В этом уроке берите черви: ваш валет — лучший козырь.</translation>
    </message>
    <message>
        <source>Hearts are trumps. North, who did not deal, leads.</source>
        <translation>Черви — козырь. Ходит Север, который не сдавал.</translation>
    </message>
    <message>
        <source>You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only club in sight. After the trick the card it covered turns face up, and you may play it next.</source>
        <translation>Вы играете только открытыми картами. Север пошёл с {ace}: ответьте в масть своей {ten}, единственной видимой трефой. После взятки карта под ней откроется, и её можно будет сыграть.</translation>
    </message>
    <message>
        <source>Nobody, you included, knew the card under it: watch it turn up.</source>
        <translation>Никто, даже вы, не знал карту под ней: смотрите, как она открывается.</translation>
    </message>
    <message>
        <source>North leads the {led}. You have no club in sight, so you must trump: play the {queen}.</source>
        <translation>Север ходит с {led}. Видимых треф у вас нет, значит, нужно бить козырем: сыграйте {queen}.</translation>
    </message>
    <message>
        <source>For this lesson trump with the {queen}.</source>
        <translation>В этом уроке бейте козырем {queen}.</translation>
    </message>
    <message>
        <source>Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.</source>
        <translation>Ходите с {jack}, старшего козыря: Север видит его не хуже вас, но побить не может.</translation>
    </message>
    <message>
        <source>The last trick: play your {jack}. North&apos;s {king} wins it, and 10 more points with it.</source>
        <translation>Последняя взятка: сыграйте {jack}. Её берёт {king} Севера, и с ней ещё 10 очков.</translation>
    </message>
    <message>
        <source>Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the opponent scores them all. The first to {target} wins.</source>
        <translation>Шестнадцать взяток, без объявлений, без белота. Взявшему козырь нужно больше половины из 162 очков, иначе противник записывает все. Первый, набравший {target}, побеждает.</translation>
    </message>
    <message>
        <source>Belote Découverte: playing with cards on the table</source>
        <translation>Белот Découverte: игра с картами на столе</translation>
    </message>
    <message>
        <source>Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and {a}, call spades.</source>
        <translation>Добро пожаловать в белот на троих! 24 карты, от девятки до туза, и без партнёров: Восток и Запад играют каждый за себя, и вы тоже. Вы говорите первым. Заявки растут как в болгарском белоте: трефы, бубны, черви, пики, без козырей, все козыри; два паса заканчивают торговлю. С {j}, {n} и {a} заявите пики.</translation>
    </message>
    <message>
        <source>For this lesson call spades.</source>
        <translation>В этом уроке заявите пики.</translation>
    </message>
    <message>
        <source>If both others pass, you play spades alone against two.</source>
        <translation>Если оба других спасуют, вы играете пики один против двоих.</translation>
    </message>
    <message>
        <source>Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.</source>
        <translation>Ваши три новые карты — {q}, {k} и {a}: туз, король, дама и валет пик — кварта, 50 очков, а король и дама козырей — белот. Объявите до своей первой карты.</translation>
    </message>
    <message>
        <source>The first speaker leads. Lead the {king}: you keep your trumps for later.</source>
        <translation>Кто говорит первым, тот и ходит первым. Ходите с {king}: козыри вы бережёте на потом.</translation>
    </message>
    <message>
        <source>East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, every trick is yours to win or lose.</source>
        <translation>Восток ходит с {ace}. Червей у вас нет: бейте своей козырной {nine}. Без партнёра за столом каждую взятку вам выигрывать или проигрывать самому.</translation>
    </message>
    <message>
        <source>Alone, the caller must score more than each of the others; if he fails, they share his points. Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.</source>
        <translation>Один против всех, заявивший должен набрать больше каждого из остальных; если он провалится, они делят его очки. Очки превращаются в очки партии, десятая часть с округлением, как в болгарском белоте, и первый, превысивший {target}, побеждает.</translation>
    </message>
    <message>
        <source>Belot for three: every player alone</source>
        <translation>Белот на троих: каждый сам за себя</translation>
    </message>
</context>
<context>
    <name>TutorialMode</name>
    <message>
        <source>Choosing trumps</source>
        <translation>Выбор козыря</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Ответ в масть</translation>
    </message>
    <message>
        <source>Leading trumps</source>
        <translation>Ход с козыря</translation>
    </message>
    <message>
        <source>Trumping and belote</source>
        <translation>Бить козырем и белот</translation>
    </message>
    <message>
        <source>Your partner holds the trick</source>
        <translation>Взятку берёт партнёр</translation>
    </message>
    <message>
        <source>Trumps led: play higher</source>
        <translation>Ход с козыря: класть старше</translation>
    </message>
    <message>
        <source>Master cards</source>
        <translation>Старшие карты</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Ваша карта</translation>
    </message>
    <message>
        <source>Bidding points</source>
        <translation>Торговля в очках</translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Calling a contract</source>
        <translation>Заявка контракта</translation>
    </message>
    <message>
        <source>Hokum or Sun</source>
        <translation>Хокум или Сан</translation>
    </message>
    <message>
        <source>The doubling ladder</source>
        <translation>Лестница удвоений</translation>
    </message>
    <message>
        <source>Naming the trump</source>
        <translation>Выбор козыря</translation>
    </message>
    <message>
        <source>The kitty and your runs</source>
        <translation>Прикуп и ваши последовательности</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Карты на столе</translation>
    </message>
    <message>
        <source>Every player alone</source>
        <translation>Каждый сам за себя</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Сыграть настоящую партию</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Выйти из обучения</translation>
    </message>
    <message>
        <source>Tutorial: well done!</source>
        <translation>Обучение: отлично!</translation>
    </message>
    <message>
        <source>Tutorial, lesson {n} of {total}: {title}</source>
        <translation>Обучение, урок {n} из {total}: {title}</translation>
    </message>
    <message>
        <source>Watch the other players…</source>
        <translation>Следите за другими игроками…</translation>
    </message>
    <message>
        <source>Press D (or click Declare) to declare.</source>
        <translation>Нажмите D (или кнопку «Объявить»), чтобы объявить.</translation>
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
        <translation>Клаббер</translation>
    </message>
    <message>
        <source>Baloot</source>
        <translation>Балут</translation>
    </message>
    <message>
        <source>Pilotta</source>
        <translation>Пилотта</translation>
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
        <translation>Белот с торговлей</translation>
    </message>
    <message>
        <source>Bulgarian Belot</source>
        <translation>Болгарский белот</translation>
    </message>
    <message>
        <source>Belot for 3 players</source>
        <translation>Белот на троих</translation>
    </message>
    <message>
        <source>Belot for 2 players</source>
        <translation>Белот на двоих</translation>
    </message>
    <message>
        <source>Belot for 2 players with open cards</source>
        <translation>Белот на двоих с открытыми картами</translation>
    </message>
    <message>
        <source>The French national game: take the turned card&apos;s suit or name another; 1000 points.</source>
        <translation>Национальная игра Франции: берут масть открытой карты или называют другую; до 1000 очков.</translation>
    </message>
    <message>
        <source>Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.</source>
        <translation>Заявки от 80 до 160 или капот — в масти, без козырей или все козыри; контра удваивает; до 2000 очков.</translation>
    </message>
    <message>
        <source>The French federation&apos;s contrée: suit contracts only, declarations, a coinche doubles the whole score; 2000 points.</source>
        <translation>Контре французской федерации: контракты только в масти, объявления, контра удваивает весь счёт; 2000 очков.</translation>
    </message>
    <message>
        <source>The American jass: 24 cards dealt one at a time clockwise, the dealer&apos;s last card turned; &quot;I play&quot; or name a suit you hold; the mule and runs; 500 points.</source>
        <translation>Американский ясс: 24 карты, сданные по одной по часовой стрелке, последняя карта сдающего открыта; «Играю» или назовите масть, которая у вас есть; мьюл и последовательности; 500 очков.</translation>
    </message>
    <message>
        <source>The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to Gahwa, projects; 152 round points.</source>
        <translation>Белот Саудовской Аравии и Залива: Сан, Хокум или Ашкал, лестница удвоений до Гахвы, проекты; 152 очка.</translation>
    </message>
    <message>
        <source>The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points are the points without their last digit; 162 to win.</source>
        <translation>Игра с Кипра: заявки от 80 с названием масти, пас окончателен; объявления; очки партии — это очки без последней цифры; партия до 162.</translation>
    </message>
    <message>
        <source>Cape Breton&apos;s game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; 500 points.</source>
        <translation>Игра острова Кейп-Бретон: 36 карт, по часовой стрелке; козырь назначают по очереди, сдающий обязан; последовательности и белла; 500 очков.</translation>
    </message>
    <message>
        <source>Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.</source>
        <translation>Двое игроков, все карты на столе: открытые карты на закрытых; 16 взяток; 1000 очков.</translation>
    </message>
    <message>
        <source>Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the match; both teams score their declarations; 151 match points.</source>
        <translation>Объявляйте трефы, бубны, червы, пики, без козырей или все козыри; контра, реконтра или игра на матч; обе команды записывают свои комбинации; 151 очко партии.</translation>
    </message>
    <message>
        <source>Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; declarations in the first trick; 151 match points.</source>
        <translation>Заявляйте трефы, бубны, червы, пики, без козырей или все козыри; контра и реконтра; комбинации в первой взятке; 151 очко партии.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.</source>
        <translation>Болгарский белот на троих, каждый сам за себя, 24 карты (от девятки до туза); 151 очко партии.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.</source>
        <translation>Болгарский белот на двоих, 24 карты: по 9 каждому, шесть не сдаются; 151 очко партии.</translation>
    </message>
    <message>
        <source>Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on face-down; 151 match points.</source>
        <translation>Болгарский белот на двоих, 32 карты: у каждого рука и восемь карт на столе, открытые на закрытых; 151 очко партии.</translation>
    </message>
    <message>
        <source>Belote (classic)</source>
        <translation>Белот (классический)</translation>
    </message>
    <message>
        <source>La Coinche</source>
        <translation>Куанш</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>simple rules, and now and then a random card.</source>
        <translation>простые правила, а иногда и случайная карта.</translation>
    </message>
    <message>
        <source>rules of thumb: counts trumps, cashes masters.</source>
        <translation>практические правила: считает козыри, забирает взятки старшими картами.</translation>
    </message>
    <message>
        <source>tries many possible deals before each card.</source>
        <translation>перебирает множество возможных раскладов перед каждой картой.</translation>
    </message>
    <message>
        <source>searches as the Expert, then solves the last tricks exactly.</source>
        <translation>ищет как Эксперт, затем точно просчитывает последние взятки.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <source>Welcome to Belote Desktop!</source>
        <translation>Добро пожаловать в Belote Desktop!</translation>
    </message>
    <message>
        <source>Play Belote against the computer: your partner sits across the table, the opponents on your left and right. The cards you may play stand out, and every card you may not play says why.

New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes.</source>
        <translation>Играйте в белот против компьютера: партнёр сидит напротив вас, соперники — слева и справа. Карты, которыми можно ходить, выделены, а каждая карта, которой ходить нельзя, объясняет почему.

Впервые в игре? Обучение за несколько минут проведёт вас через первую раздачу с заранее заданными картами.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;level</source>
        <translation>&amp;Уровень компьютерных игроков</translation>
    </message>
    <message>
        <source>Start with the &amp;tutorial</source>
        <translation>Начать с &amp;обучения</translation>
    </message>
    <message>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Сдать карты</translation>
    </message>
    <message>
        <source>This welcome is shown only once. Everything here can be changed later: Game &gt; New game, Help &gt; Tutorial, Settings &gt; Preferences.</source>
        <translation>Это приветствие показывается только один раз. Всё здесь можно изменить позже: Игра &gt; Новая партия, Справка &gt; Обучение, Настройки &gt; Параметры.</translation>
    </message>
</context>
</TS>
