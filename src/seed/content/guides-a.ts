import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

const jewellery: GuideSeed = {
  slug: 'how-to-choose-everyday-jewellery',
  subcategory: 'jewellery',
  title: {
    en: 'How to choose jewellery you can wear every day',
    de: 'Schmuck für jeden Tag richtig auswählen',
    fr: 'Comment choisir des bijoux à porter au quotidien',
    it: 'Come scegliere gioielli da indossare tutti i giorni',
    es: 'Cómo elegir joyas para llevar a diario',
    fi: 'Näin valitset korut jokapäiväiseen käyttöön',
    nl: 'Zo kies je sieraden die je elke dag kunt dragen',
    no: 'Slik velger du smykker til hverdagsbruk',
    pl: 'Jak wybrać biżuterię do noszenia na co dzień',
    pt: 'Como escolher joias para usar todos os dias',
    sv: 'Så väljer du smycken för vardagsbruk',
  },
  excerpt: {
    en: 'Everyday jewellery has to survive showers, sweat and knocks. Learn which metals, stones and settings last, and how to keep them looking new.',
    de: 'Alltagsschmuck muss Duschen, Schweiß und Stöße aushalten. Hier erfahren Sie, welche Metalle, Steine und Fassungen lange halten und wie Sie sie richtig pflegen.',
    fr: 'Les bijoux du quotidien doivent résister à la douche, à la transpiration et aux chocs. Voici les métaux, les pierres et les sertis qui durent, et comment les entretenir.',
    it: 'I gioielli di tutti i giorni devono resistere a docce, sudore e urti. Scopri quali metalli, pietre e incastonature durano nel tempo e come prendertene cura.',
    es: 'Las joyas de uso diario tienen que aguantar duchas, sudor y golpes. Descubre qué metales, piedras y engastes duran más y cómo cuidarlos.',
    fi: 'Arkikorujen pitää kestää suihkut, hiki ja kolhut. Lue, mitkä metallit, kivet ja istutukset kestävät ja miten korut pysyvät kauniina.',
    nl: 'Sieraden voor dagelijks gebruik moeten tegen douchen, zweet en stoten kunnen. Lees welke metalen, stenen en zettingen lang meegaan en hoe je ze mooi houdt.',
    no: 'Hverdagssmykker må tåle dusj, svette og støt. Her er metallene, steinene og innfatningene som varer, og slik holder du dem pene.',
    pl: 'Biżuteria noszona codziennie musi wytrzymać prysznic, pot i uderzenia. Sprawdź, które metale, kamienie i oprawy są trwałe i jak o nie dbać.',
    pt: 'Joias de uso diário precisam aguentar banho, suor e batidas. Veja quais metais, pedras e cravações duram mais e como conservá-las.',
    sv: 'Vardagssmycken måste tåla dusch, svett och stötar. Här är metallerna, stenarna och infattningarna som håller – och hur du sköter dem.',
  },
  body: {
    en: [
      h2('Pick a metal that suits your skin and budget'),
      p(
        'Solid gold is the most durable option: 14-carat gold is harder and cheaper than 18-carat, which makes it a good choice for rings worn daily. Sterling silver is affordable but tarnishes and scratches more easily, so it suits earrings and pendants better than rings. If you have sensitive skin, look for nickel-free pieces or hypoallergenic metals such as titanium, platinum or surgical-grade stainless steel.',
      ),
      h2('Plated, filled or solid?'),
      p(
        'Gold-plated jewellery has only a microscopically thin layer of gold over a base metal, and it can wear through within months of daily use. Gold-filled pieces have a much thicker bonded layer and last for years at a fraction of the price of solid gold. Vermeil, a thick gold plating over sterling silver, sits in between and is a sensible mid-range choice.',
      ),
      ul(
        'Check the hallmark, such as 585 for 14-carat gold or 925 for sterling silver.',
        'Choose a low bezel setting rather than tall prongs for rings you wear at work.',
        'Prefer hard stones such as sapphire or diamond for everyday rings, as opal and pearl scratch easily.',
        'Ask whether resizing and repairs are included in the price.',
      ),
      h2('Care that keeps pieces looking new'),
      p(
        'Take jewellery off before swimming, cleaning or going to the gym, because chlorine and sweat dull metals and loosen settings. Clean most pieces with lukewarm water, a drop of mild soap and a soft toothbrush, then dry them with a lint-free cloth. Store each item separately in a lined box or pouch so chains do not tangle and hard stones do not scratch softer ones.',
      ),
    ],
    de: [
      h2('Das passende Metall für Haut und Budget'),
      p(
        'Massives Gold ist die langlebigste Wahl: 14-karätiges Gold ist härter und günstiger als 18-karätiges und eignet sich daher gut für Ringe, die täglich getragen werden. Sterlingsilber ist preiswert, läuft aber an und verkratzt leichter, weshalb es besser zu Ohrringen und Anhängern passt als zu Ringen. Bei empfindlicher Haut sollten Sie auf nickelfreien Schmuck oder gut verträgliche Metalle wie Titan, Platin oder Chirurgenstahl achten.',
      ),
      h2('Vergoldet, Doublé oder massiv?'),
      p(
        'Vergoldeter Schmuck hat nur eine hauchdünne Goldschicht über einem unedlen Metall, die bei täglichem Tragen schon nach wenigen Monaten abgerieben sein kann. Doublé besitzt eine deutlich dickere, fest verbundene Goldauflage und hält jahrelang – zu einem Bruchteil des Preises von Massivgold. Vermeil, also eine dicke Vergoldung auf Sterlingsilber, liegt dazwischen und ist eine vernünftige Wahl im mittleren Preissegment.',
      ),
      ul(
        'Prüfen Sie den Feingehaltsstempel, etwa 585 für 14-karätiges Gold oder 925 für Sterlingsilber.',
        'Wählen Sie für Ringe, die Sie bei der Arbeit tragen, eine flache Zargenfassung statt hoher Krappen.',
        'Greifen Sie bei Alltagsringen zu harten Steinen wie Saphir oder Diamant, denn Opal und Perle verkratzen leicht.',
        'Fragen Sie nach, ob Größenanpassungen und Reparaturen im Preis enthalten sind.',
      ),
      h2('So bleibt Ihr Schmuck schön'),
      p(
        'Legen Sie Schmuck vor dem Schwimmen, Putzen oder Training ab, denn Chlor und Schweiß lassen Metalle stumpf werden und lockern Fassungen. Die meisten Stücke lassen sich mit lauwarmem Wasser, einem Tropfen milder Seife und einer weichen Zahnbürste reinigen und anschließend mit einem fusselfreien Tuch trocknen. Bewahren Sie jedes Stück einzeln in einer ausgekleideten Schatulle oder einem Beutel auf, damit sich Ketten nicht verheddern und harte Steine keine weicheren zerkratzen.',
      ),
    ],
    fr: [
      h2('Un métal adapté à votre peau et à votre budget'),
      p(
        'L’or massif est l’option la plus durable : l’or 14 carats est plus dur et moins cher que l’or 18 carats, ce qui en fait un bon choix pour une bague portée tous les jours. L’argent 925 est abordable, mais il noircit et se raye plus facilement, il convient donc mieux aux boucles d’oreilles et aux pendentifs qu’aux bagues. Si vous avez la peau sensible, privilégiez les bijoux sans nickel ou les métaux hypoallergéniques comme le titane, le platine ou l’acier chirurgical.',
      ),
      h2('Plaqué, gold filled ou massif ?'),
      p(
        'Un bijou plaqué or ne possède qu’une couche d’or extrêmement fine sur un métal de base, qui peut s’user en quelques mois de port quotidien. Les bijoux gold filled, ou laminés or, ont une couche bien plus épaisse et durent des années pour une fraction du prix de l’or massif. Le vermeil, une épaisse dorure sur argent 925, se situe entre les deux et constitue un bon compromis en milieu de gamme.',
      ),
      ul(
        'Vérifiez le poinçon, par exemple 585 pour l’or 14 carats ou 925 pour l’argent massif.',
        'Pour une bague portée au travail, préférez un serti clos bas à des griffes hautes.',
        'Choisissez des pierres dures comme le saphir ou le diamant pour un usage quotidien, car l’opale et la perle se rayent facilement.',
        'Demandez si la mise à taille et les réparations sont comprises dans le prix.',
      ),
      h2('Bien les entretenir'),
      p(
        'Retirez vos bijoux avant de nager, de faire le ménage ou du sport : le chlore et la transpiration ternissent les métaux et fragilisent les sertis. La plupart se nettoient à l’eau tiède avec une goutte de savon doux et une brosse à dents souple, puis se sèchent avec un chiffon non pelucheux. Rangez chaque pièce séparément dans un écrin ou une pochette doublée, pour que les chaînes ne s’emmêlent pas et que les pierres dures ne rayent pas les plus tendres.',
      ),
    ],
    it: [
      h2('Scegli un metallo adatto alla tua pelle e al tuo budget'),
      p(
        'L’oro massiccio è l’opzione più resistente: l’oro 14 carati è più duro ed economico del 18 carati, quindi è ideale per anelli da portare ogni giorno. L’argento 925 costa poco ma si ossida e si graffia più facilmente, per cui è più adatto a orecchini e ciondoli che agli anelli. Se hai la pelle sensibile, cerca gioielli senza nichel o metalli anallergici come titanio, platino o acciaio chirurgico.',
      ),
      h2('Placcato, laminato o massiccio?'),
      p(
        'I gioielli placcati oro hanno solo uno strato d’oro sottilissimo su un metallo di base, che con l’uso quotidiano può consumarsi nel giro di pochi mesi. I gioielli laminati oro (gold filled) hanno uno strato molto più spesso e durano anni, a una frazione del prezzo dell’oro massiccio. Il vermeil, una doratura spessa su argento 925, si colloca a metà strada ed è una scelta sensata nella fascia media.',
      ),
      ul(
        'Controlla il marchio del titolo, ad esempio 585 per l’oro 14 carati o 925 per l’argento.',
        'Per gli anelli che porti al lavoro preferisci un’incastonatura a castone basso alle griffe alte.',
        'Per l’uso quotidiano scegli pietre dure come zaffiro o diamante, perché opale e perle si graffiano facilmente.',
        'Chiedi se la modifica della misura e le riparazioni sono incluse nel prezzo.',
      ),
      h2('La cura giusta per farli durare'),
      p(
        'Togli i gioielli prima di nuotare, fare le pulizie o andare in palestra: cloro e sudore opacizzano i metalli e allentano le incastonature. La maggior parte dei pezzi si pulisce con acqua tiepida, una goccia di sapone neutro e uno spazzolino morbido, poi si asciuga con un panno che non lascia pelucchi. Conserva ogni gioiello separatamente in un portagioie foderato o in un sacchetto, così le catenine non si aggrovigliano e le pietre dure non graffiano quelle più tenere.',
      ),
    ],
    es: [
      h2('Elige un metal adecuado para tu piel y tu presupuesto'),
      p(
        'El oro macizo es la opción más duradera: el oro de 14 quilates es más duro y más barato que el de 18, así que es una buena elección para anillos de uso diario. La plata de ley es asequible, pero se oscurece y se raya con más facilidad, por lo que queda mejor en pendientes y colgantes que en anillos. Si tienes la piel sensible, busca piezas sin níquel o metales hipoalergénicos como el titanio, el platino o el acero quirúrgico.',
      ),
      h2('¿Chapado, laminado o macizo?'),
      p(
        'Las joyas chapadas en oro solo tienen una capa finísima de oro sobre un metal base, que puede desgastarse en pocos meses de uso diario. Las piezas laminadas en oro (gold filled) llevan una capa mucho más gruesa y duran años por una fracción del precio del oro macizo. El vermeil, un baño de oro grueso sobre plata de ley, queda a medio camino y es una opción sensata de gama media.',
      ),
      ul(
        'Comprueba el contraste, por ejemplo 585 para el oro de 14 quilates o 925 para la plata de ley.',
        'Para los anillos que llevas al trabajo, elige un engaste en bisel bajo en lugar de garras altas.',
        'En anillos de diario, opta por piedras duras como el zafiro o el diamante, ya que el ópalo y la perla se rayan con facilidad.',
        'Pregunta si el ajuste de talla y las reparaciones están incluidos en el precio.',
      ),
      h2('Cuidados para que luzcan como nuevas'),
      p(
        'Quítate las joyas antes de nadar, limpiar o ir al gimnasio, porque el cloro y el sudor apagan el brillo de los metales y aflojan los engastes. La mayoría se limpia con agua tibia, una gota de jabón neutro y un cepillo de dientes suave, y se seca con un paño que no suelte pelusa. Guarda cada pieza por separado en un joyero forrado o una bolsita, para que las cadenas no se enreden y las piedras duras no rayen a las más blandas.',
      ),
    ],
    fi: [
      h2('Valitse ihollesi ja budjetillesi sopiva metalli'),
      p(
        'Kiinteä kulta on kestävin vaihtoehto: 14 karaatin kulta on kovempaa ja edullisempaa kuin 18 karaatin, joten se sopii hyvin päivittäin käytettäviin sormuksiin. Sterlinghopea on edullista, mutta se tummuu ja naarmuuntuu helpommin, joten se sopii paremmin korvakoruihin ja riipuksiin kuin sormuksiin. Jos ihosi on herkkä, valitse nikkelittömiä koruja tai allergiaystävällisiä metalleja, kuten titaania, platinaa tai kirurgista terästä.',
      ),
      h2('Kullattu, kultatäytteinen vai kiinteä?'),
      p(
        'Kullatussa korussa on perusmetallin päällä vain hyvin ohut kultakerros, joka voi kulua puhki muutamassa kuukaudessa päivittäisessä käytössä. Kultatäytteisissä (gold filled) koruissa kerros on huomattavasti paksumpi, ja ne kestävät vuosia murto-osalla kiinteän kullan hinnasta. Vermeil eli paksu kullaus sterlinghopean päällä sijoittuu näiden väliin ja on järkevä keskihintainen valinta.',
      ),
      ul(
        'Tarkista pitoisuusleima: esimerkiksi 585 tarkoittaa 14 karaatin kultaa ja 925 sterlinghopeaa.',
        'Valitse työssä käytettävään sormukseen matala kehysistutus korkeiden kynsien sijaan.',
        'Suosi arkisormuksissa kovia kiviä, kuten safiiria tai timanttia, sillä opaali ja helmi naarmuuntuvat helposti.',
        'Kysy, sisältyvätkö koon muuttaminen ja korjaukset hintaan.',
      ),
      h2('Oikea hoito pitää korut kauniina'),
      p(
        'Riisu korut ennen uimista, siivoamista tai kuntosalia, sillä kloori ja hiki himmentävät metallia ja löysäävät istutuksia. Useimmat korut puhdistuvat haalealla vedellä, tipalla mietoa saippuaa ja pehmeällä hammasharjalla, minkä jälkeen ne kuivataan nukkaamattomalla liinalla. Säilytä jokainen koru erikseen vuoratussa rasiassa tai pussissa, jotta ketjut eivät sotkeudu eivätkä kovat kivet naarmuta pehmeämpiä.',
      ),
    ],
    nl: [
      h2('Kies een metaal dat bij je huid en budget past'),
      p(
        'Massief goud is het duurzaamst: 14 karaat goud is harder en goedkoper dan 18 karaat en daardoor een goede keuze voor ringen die je dagelijks draagt. Sterlingzilver is betaalbaar, maar wordt sneller dof en krast makkelijker, dus het past beter bij oorbellen en hangers dan bij ringen. Heb je een gevoelige huid, kies dan voor nikkelvrije sieraden of hypoallergene metalen zoals titanium, platina of chirurgisch staal.',
      ),
      h2('Verguld, doublé of massief?'),
      p(
        'Vergulde sieraden hebben maar een flinterdun laagje goud over een basismetaal, dat bij dagelijks dragen binnen enkele maanden kan slijten. Doublé-sieraden (gold filled) hebben een veel dikkere, vast verbonden goudlaag en gaan jaren mee voor een fractie van de prijs van massief goud. Vermeil, een dikke vergulding op sterlingzilver, zit daar tussenin en is een verstandige keuze in het middensegment.',
      ),
      ul(
        'Controleer de stempel, bijvoorbeeld 585 voor 14 karaat goud of 925 voor sterlingzilver.',
        'Kies voor ringen die je op je werk draagt een lage kastzetting in plaats van hoge griffen.',
        'Ga voor dagelijkse ringen voor harde stenen zoals saffier of diamant, want opaal en parels krassen snel.',
        'Vraag of het aanpassen van de maat en reparaties bij de prijs inbegrepen zijn.',
      ),
      h2('Onderhoud voor een blijvende glans'),
      p(
        'Doe je sieraden af voordat je gaat zwemmen, schoonmaken of sporten, want chloor en zweet maken metaal dof en zettingen los. De meeste sieraden maak je schoon met lauw water, een druppel milde zeep en een zachte tandenborstel, waarna je ze droogt met een pluisvrije doek. Bewaar elk stuk apart in een gevoerd doosje of zakje, zodat kettingen niet in de knoop raken en harde stenen geen zachtere stenen bekrassen.',
      ),
    ],
    no: [
      h2('Velg et metall som passer huden og budsjettet'),
      p(
        'Massivt gull er det mest holdbare alternativet: 14 karat gull er hardere og billigere enn 18 karat og derfor et godt valg for ringer du bruker hver dag. Sterlingsølv er rimelig, men anløper og får riper lettere, så det passer bedre til øredobber og anheng enn til ringer. Har du sensitiv hud, bør du se etter nikkelfrie smykker eller allergivennlige metaller som titan, platina eller kirurgisk stål.',
      ),
      h2('Forgylt, gullfylt eller massivt?'),
      p(
        'Forgylte smykker har bare et hårfint gullag over et uedelt metall, og det kan slites bort i løpet av noen måneder med daglig bruk. Gullfylte smykker har et langt tykkere, sammenvalset gullag og holder i årevis for en brøkdel av prisen på massivt gull. Vermeil, en tykk forgylling på sterlingsølv, ligger midt imellom og er et fornuftig valg i mellomprisklassen.',
      ),
      ul(
        'Sjekk stempelet, for eksempel 585 for 14 karat gull eller 925 for sterlingsølv.',
        'Velg en lav, lukket innfatning framfor høye klør på ringer du bruker på jobb.',
        'Velg harde steiner som safir eller diamant til hverdagsringer, for opal og perler får lett riper.',
        'Spør om endring av størrelse og reparasjoner er inkludert i prisen.',
      ),
      h2('Stell som holder smykkene som nye'),
      p(
        'Ta av smykkene før du bader, vasker eller trener, for klor og svette gjør metallet matt og løsner innfatningene. De fleste smykker kan rengjøres med lunkent vann, en dråpe mild såpe og en myk tannbørste, og deretter tørkes med en lofri klut. Oppbevar hvert smykke for seg i et foret skrin eller en pose, slik at kjedene ikke floker seg og harde steiner ikke riper opp mykere.',
      ),
    ],
    pl: [
      h2('Wybierz metal dopasowany do skóry i budżetu'),
      p(
        'Najtrwalsze jest lite złoto: złoto próby 585 (14 karatów) jest twardsze i tańsze od złota próby 750 (18 karatów), dlatego dobrze sprawdza się w pierścionkach noszonych na co dzień. Srebro próby 925 jest przystępne cenowo, ale ciemnieje i rysuje się łatwiej, więc lepiej nadaje się na kolczyki i wisiorki niż na pierścionki. Jeśli masz wrażliwą skórę, szukaj biżuterii bez niklu lub z metali hipoalergicznych, takich jak tytan, platyna czy stal chirurgiczna.',
      ),
      h2('Pozłacana, gold filled czy z litego złota?'),
      p(
        'Biżuteria pozłacana ma jedynie mikroskopijnie cienką warstwę złota na metalu nieszlachetnym, która przy codziennym noszeniu może się zetrzeć w ciągu kilku miesięcy. Wyroby typu gold filled mają znacznie grubszą, trwale połączoną warstwę złota i wytrzymują lata, a kosztują ułamek ceny litego złota. Vermeil, czyli gruba warstwa złota na srebrze próby 925, plasuje się pośrodku i jest rozsądnym wyborem ze średniej półki.',
      ),
      ul(
        'Sprawdź cechę probierczą, np. 585 dla złota 14-karatowego lub 925 dla srebra.',
        'W pierścionkach noszonych do pracy wybieraj niską, pełną oprawę zamiast wysokich łapek.',
        'Do codziennych pierścionków wybieraj twarde kamienie, takie jak szafir czy diament, bo opale i perły łatwo się rysują.',
        'Zapytaj, czy zmiana rozmiaru i naprawy są wliczone w cenę.',
      ),
      h2('Pielęgnacja, dzięki której biżuteria wygląda jak nowa'),
      p(
        'Zdejmuj biżuterię przed pływaniem, sprzątaniem i treningiem, ponieważ chlor i pot matowią metal oraz luzują oprawy. Większość wyrobów wyczyścisz letnią wodą z kroplą łagodnego mydła i miękką szczoteczką do zębów, a potem osuszysz niepylącą ściereczką. Przechowuj każdą rzecz osobno w wyściełanej szkatułce lub woreczku, aby łańcuszki się nie plątały, a twarde kamienie nie rysowały miększych.',
      ),
    ],
    pt: [
      h2('Escolha um metal adequado à sua pele e ao seu bolso'),
      p(
        'O ouro maciço é a opção mais durável: o ouro 14 quilates é mais duro e mais barato que o 18 quilates, por isso é uma boa escolha para anéis usados todos os dias. A prata 925 é acessível, mas escurece e risca com mais facilidade, então combina melhor com brincos e pingentes do que com anéis. Se você tem pele sensível, procure peças sem níquel ou metais hipoalergênicos, como titânio, platina ou aço cirúrgico.',
      ),
      h2('Banhada, gold filled ou maciça?'),
      p(
        'Joias banhadas a ouro têm apenas uma camada finíssima de ouro sobre um metal base, que pode se desgastar em poucos meses de uso diário. Peças gold filled têm uma camada muito mais espessa e duram anos, custando uma fração do preço do ouro maciço. O vermeil, um banho grosso de ouro sobre prata 925, fica no meio-termo e é uma escolha sensata na faixa intermediária de preço.',
      ),
      ul(
        'Confira a marcação do teor, como 585 para ouro 14 quilates ou 925 para prata.',
        'Para anéis usados no trabalho, prefira uma cravação fechada e baixa a garras altas.',
        'Em anéis do dia a dia, escolha pedras duras, como safira ou diamante, porque opala e pérola riscam com facilidade.',
        'Pergunte se o ajuste de tamanho e os consertos estão incluídos no preço.',
      ),
      h2('Cuidados para manter o brilho'),
      p(
        'Tire as joias antes de nadar, fazer faxina ou ir à academia, porque o cloro e o suor deixam o metal opaco e afrouxam as cravações. A maioria das peças pode ser limpa com água morna, uma gota de sabão neutro e uma escova de dentes macia, e depois seca com um pano que não solte fiapos. Guarde cada peça separadamente em uma caixa forrada ou em um saquinho, para que as correntes não se embaracem e as pedras duras não risquem as mais macias.',
      ),
    ],
    sv: [
      h2('Välj en metall som passar din hud och din budget'),
      p(
        'Massivt guld är det mest hållbara alternativet: 14 karats guld är hårdare och billigare än 18 karat och därför ett bra val för ringar som bärs varje dag. Sterlingsilver är prisvärt men oxiderar och repas lättare, så det passar bättre till örhängen och hängsmycken än till ringar. Har du känslig hud bör du välja nickelfria smycken eller allergivänliga metaller som titan, platina eller kirurgiskt stål.',
      ),
      h2('Förgyllt, guldfyllt eller massivt?'),
      p(
        'Förgyllda smycken har bara ett hårfint guldlager över en basmetall, och det kan nötas bort på några månader vid daglig användning. Guldfyllda smycken (gold filled) har ett betydligt tjockare, sammanvalsat guldlager och håller i flera år till en bråkdel av priset för massivt guld. Vermeil, en tjock förgyllning på sterlingsilver, hamnar däremellan och är ett klokt val i mellanprisklassen.',
      ),
      ul(
        'Kontrollera stämpeln, till exempel 585 för 14 karats guld eller 925 för sterlingsilver.',
        'Välj en låg, sluten infattning i stället för höga klor på ringar du bär på jobbet.',
        'Välj hårda stenar som safir eller diamant till vardagsringar, eftersom opal och pärlor lätt får repor.',
        'Fråga om storleksändring och reparationer ingår i priset.',
      ),
      h2('Skötsel som håller smyckena fina'),
      p(
        'Ta av smyckena innan du badar, städar eller tränar, eftersom klor och svett gör metallen matt och lossar infattningarna. De flesta smycken rengörs med ljummet vatten, en droppe mild tvål och en mjuk tandborste och torkas sedan med en luddfri trasa. Förvara varje smycke för sig i ett fodrat skrin eller en påse, så att kedjorna inte trasslar ihop sig och hårda stenar inte repar mjukare.',
      ),
    ],
  },
}

const bags: GuideSeed = {
  slug: 'how-to-choose-a-handbag',
  subcategory: 'bags',
  title: {
    en: 'How to choose a handbag that lasts',
    de: 'So finden Sie eine Handtasche, die lange hält',
    fr: 'Comment choisir un sac à main qui dure',
    it: 'Come scegliere una borsa che duri nel tempo',
    es: 'Cómo elegir un bolso que dure años',
    fi: 'Näin valitset pitkäikäisen käsilaukun',
    nl: 'Zo kies je een handtas die jaren meegaat',
    no: 'Slik velger du en veske som varer',
    pl: 'Jak wybrać torebkę, która posłuży latami',
    pt: 'Como escolher uma bolsa que dure anos',
    sv: 'Så väljer du en handväska som håller',
  },
  excerpt: {
    en: 'A good bag fits your daily essentials, sits comfortably on your shoulder and ages well. Here is how to judge size, leather and construction.',
    de: 'Eine gute Tasche bietet Platz für alles Nötige, sitzt bequem auf der Schulter und altert in Würde. So beurteilen Sie Größe, Leder und Verarbeitung.',
    fr: 'Un bon sac contient l’essentiel du quotidien, se porte confortablement et vieillit bien. Voici comment juger la taille, le cuir et les finitions.',
    it: 'Una buona borsa contiene tutto il necessario, si porta comodamente e invecchia bene. Ecco come valutare dimensioni, pelle e lavorazione.',
    es: 'Un buen bolso guarda lo imprescindible, se lleva con comodidad y envejece bien. Te explicamos cómo valorar el tamaño, la piel y los acabados.',
    fi: 'Hyvään laukkuun mahtuvat arjen tarpeet, se istuu mukavasti olalla ja vanhenee kauniisti. Näin arvioit koon, nahan ja valmistuslaadun.',
    nl: 'Een goede tas biedt ruimte voor alles wat je dagelijks meeneemt, zit comfortabel op je schouder en wordt mooier met de jaren. Zo beoordeel je maat, leer en afwerking.',
    no: 'En god veske rommer det du trenger i hverdagen, sitter godt på skulderen og eldes pent. Slik vurderer du størrelse, skinn og håndverk.',
    pl: 'Dobra torebka mieści wszystko, czego potrzebujesz na co dzień, wygodnie leży na ramieniu i ładnie się starzeje. Podpowiadamy, jak ocenić rozmiar, skórę i wykonanie.',
    pt: 'Uma boa bolsa comporta o essencial do dia a dia, é confortável no ombro e envelhece bem. Veja como avaliar tamanho, couro e acabamento.',
    sv: 'En bra väska rymmer det du behöver i vardagen, sitter bekvämt på axeln och åldras vackert. Så bedömer du storlek, läder och hantverk.',
  },
  body: {
    en: [
      h2('Start with what you carry every day'),
      p(
        'Empty your current bag on a table and note the biggest item you need to fit, whether that is a 13-inch laptop, an A4 folder or just a phone and wallet. A tote suits commuters with a laptop, a crossbody bag keeps your hands free when travelling, and a small shoulder bag is enough for evenings out. Check the inner dimensions rather than the outer ones, because thick leather and padding take up space.',
      ),
      h2('Materials and construction'),
      p(
        'Full-grain leather is the most durable and develops a patina over time, while corrected-grain leather looks uniform but ages less gracefully. Good synthetic and recycled fabrics are lighter and often water-resistant, which makes them practical for rainy commutes. Whatever the material, look at the details: even, tight stitching, smooth zips and metal hardware that feels solid rather than hollow.',
      ),
      ul(
        'A handle drop of 50–60 cm lets the bag sit comfortably under your arm, even over a coat.',
        'A wide or padded strap spreads the weight of heavier loads.',
        'Interior pockets and a key clip save you from digging around.',
        'A zip or magnetic closure is safer than an open top on public transport.',
        'Metal feet on the base keep the bottom clean.',
      ),
      h2('Keep it in shape'),
      p(
        'Stuff your bag with tissue paper or a small cushion when you are not using it, and store it in a breathable dust bag rather than plastic. Treat leather with a conditioner two or three times a year, and spray fabric bags with a water repellent before the rainy season. Avoid overfilling, as constant strain stretches the handles and distorts the shape for good.',
      ),
    ],
    de: [
      h2('Was tragen Sie jeden Tag mit sich?'),
      p(
        'Leeren Sie Ihre aktuelle Tasche auf dem Tisch aus und notieren Sie den größten Gegenstand, der hineinpassen muss – ob 13-Zoll-Laptop, A4-Mappe oder nur Handy und Geldbörse. Ein Shopper eignet sich für Pendler mit Laptop, eine Umhängetasche hält auf Reisen die Hände frei, und für den Abend genügt eine kleine Schultertasche. Achten Sie auf die Innenmaße statt auf die Außenmaße, denn dickes Leder und Polsterung kosten Platz.',
      ),
      h2('Material und Verarbeitung'),
      p(
        'Vollnarbenleder ist am strapazierfähigsten und entwickelt mit der Zeit eine schöne Patina, während geschliffenes Leder gleichmäßig aussieht, aber weniger ansehnlich altert. Hochwertige Synthetik- und Recyclingstoffe sind leichter und oft wasserabweisend, was sie bei Regenwetter praktisch macht. Unabhängig vom Material lohnt der Blick auf die Details: gleichmäßige, enge Nähte, leichtgängige Reißverschlüsse und Metallbeschläge, die sich massiv statt hohl anfühlen.',
      ),
      ul(
        'Bei einer Henkelhöhe von 50–60 cm sitzt die Tasche auch über dem Mantel bequem unter dem Arm.',
        'Ein breiter oder gepolsterter Riemen verteilt das Gewicht schwerer Inhalte.',
        'Innenfächer und ein Schlüsselkarabiner ersparen lästiges Suchen.',
        'Ein Reißverschluss oder Magnetverschluss ist in Bus und Bahn sicherer als eine offene Tasche.',
        'Bodenfüße aus Metall schützen die Unterseite vor Schmutz.',
      ),
      h2('So bleibt die Tasche in Form'),
      p(
        'Füllen Sie die Tasche bei Nichtgebrauch mit Seidenpapier oder einem kleinen Kissen und bewahren Sie sie in einem atmungsaktiven Staubbeutel statt in Plastik auf. Pflegen Sie Leder zwei- bis dreimal im Jahr mit Lederbalsam und imprägnieren Sie Stofftaschen vor der nassen Jahreszeit. Überladen Sie die Tasche nicht, denn ständige Belastung dehnt die Henkel und verzieht die Form dauerhaft.',
      ),
    ],
    fr: [
      h2('Partez de ce que vous transportez chaque jour'),
      p(
        'Videz votre sac actuel sur une table et repérez l’objet le plus volumineux qu’il doit contenir, qu’il s’agisse d’un ordinateur 13 pouces, d’une pochette A4 ou simplement d’un téléphone et d’un portefeuille. Un cabas convient aux trajets domicile-travail avec ordinateur, un sac bandoulière libère les mains en voyage et un petit sac porté épaule suffit pour les sorties du soir. Fiez-vous aux dimensions intérieures plutôt qu’extérieures, car un cuir épais et les renforts prennent de la place.',
      ),
      h2('Matières et finitions'),
      p(
        'Le cuir pleine fleur est le plus résistant et se patine avec le temps, tandis que le cuir rectifié a un aspect uniforme mais vieillit moins bien. Les bons textiles synthétiques ou recyclés sont plus légers et souvent déperlants, donc pratiques pour les trajets sous la pluie. Quelle que soit la matière, observez les détails : des coutures régulières et serrées, des fermetures éclair fluides et des pièces métalliques qui paraissent pleines plutôt que creuses.',
      ),
      ul(
        'Une hauteur d’anse de 50 à 60 cm permet de porter le sac sous le bras, même par-dessus un manteau.',
        'Une bandoulière large ou rembourrée répartit mieux les charges lourdes.',
        'Des poches intérieures et un mousqueton pour les clés évitent de fouiller.',
        'Une fermeture éclair ou aimantée est plus sûre qu’un sac ouvert dans les transports.',
        'Des pieds métalliques protègent le fond du sac des salissures.',
      ),
      h2('Préserver sa forme'),
      p(
        'Quand vous ne l’utilisez pas, rembourrez votre sac de papier de soie ou d’un petit coussin et rangez-le dans une housse en tissu respirant plutôt qu’en plastique. Nourrissez le cuir deux ou trois fois par an et imperméabilisez les sacs en tissu avant la saison des pluies. Évitez de le surcharger : une tension permanente détend les anses et déforme le sac pour de bon.',
      ),
    ],
    it: [
      h2('Parti da ciò che porti con te ogni giorno'),
      p(
        'Svuota la borsa che usi adesso su un tavolo e individua l’oggetto più ingombrante che deve entrarci, che sia un portatile da 13 pollici, una cartellina A4 o solo telefono e portafoglio. Una shopper è adatta a chi va al lavoro con il portatile, una borsa a tracolla lascia le mani libere in viaggio e una piccola borsa a spalla basta per le serate fuori. Controlla le misure interne e non quelle esterne, perché pelle spessa e imbottiture rubano spazio.',
      ),
      h2('Materiali e lavorazione'),
      p(
        'La pelle pieno fiore è la più resistente e con il tempo sviluppa una bella patina, mentre la pelle corretta ha un aspetto uniforme ma invecchia peggio. I buoni tessuti sintetici o riciclati sono più leggeri e spesso idrorepellenti, quindi pratici quando piove. Qualunque sia il materiale, guarda i dettagli: cuciture regolari e fitte, cerniere scorrevoli e accessori in metallo che sembrano pieni e non cavi.',
      ),
      ul(
        'Manici con un’altezza di 50–60 cm permettono di portare la borsa sotto il braccio anche sopra il cappotto.',
        'Una tracolla larga o imbottita distribuisce meglio i carichi pesanti.',
        'Tasche interne e un moschettone per le chiavi ti evitano di rovistare.',
        'Una chiusura a zip o magnetica è più sicura di una borsa aperta sui mezzi pubblici.',
        'I piedini in metallo proteggono il fondo dallo sporco.',
      ),
      h2('Mantienila in forma'),
      p(
        'Quando non la usi, riempi la borsa con carta velina o un piccolo cuscino e conservala in una sacca antipolvere traspirante anziché nella plastica. Nutri la pelle con un balsamo due o tre volte l’anno e tratta le borse in tessuto con uno spray impermeabilizzante prima della stagione delle piogge. Evita di riempirla troppo: la tensione costante allunga i manici e la deforma in modo permanente.',
      ),
    ],
    es: [
      h2('Empieza por lo que llevas cada día'),
      p(
        'Vacía tu bolso actual sobre una mesa y fíjate en el objeto más grande que tiene que caber, ya sea un portátil de 13 pulgadas, una carpeta A4 o solo el móvil y la cartera. Un bolso tote es ideal si vas al trabajo con portátil, uno bandolera te deja las manos libres cuando viajas y un bolso de hombro pequeño basta para salir por la noche. Consulta las medidas interiores, no las exteriores, porque la piel gruesa y los acolchados restan espacio.',
      ),
      h2('Materiales y confección'),
      p(
        'La piel plena flor es la más resistente y adquiere pátina con el tiempo, mientras que la piel corregida tiene un aspecto uniforme pero envejece peor. Los buenos tejidos sintéticos o reciclados pesan menos y suelen repeler el agua, así que son prácticos para los días de lluvia. Sea cual sea el material, fíjate en los detalles: costuras regulares y apretadas, cremalleras que se deslizan bien y herrajes metálicos que se noten macizos y no huecos.',
      ),
      ul(
        'Unas asas con una caída de 50 a 60 cm permiten llevar el bolso bajo el brazo incluso con abrigo.',
        'Una correa ancha o acolchada reparte mejor el peso de las cargas pesadas.',
        'Los bolsillos interiores y un mosquetón para las llaves te ahorran rebuscar.',
        'Un cierre de cremallera o de imán es más seguro que un bolso abierto en el transporte público.',
        'Los pies metálicos de la base evitan que el fondo se ensucie.',
      ),
      h2('Cómo mantenerlo en forma'),
      p(
        'Cuando no lo uses, rellena el bolso con papel de seda o un cojín pequeño y guárdalo en una funda transpirable en lugar de en plástico. Hidrata la piel con un acondicionador dos o tres veces al año y aplica un espray impermeabilizante a los bolsos de tela antes de la temporada de lluvias. No lo sobrecargues: la tensión constante estira las asas y deforma el bolso para siempre.',
      ),
    ],
    fi: [
      h2('Lähde liikkeelle siitä, mitä kannat päivittäin'),
      p(
        'Tyhjennä nykyinen laukkusi pöydälle ja katso, mikä on suurin tavara, jonka pitää mahtua mukaan: 13 tuuman kannettava, A4-kansio vai pelkkä puhelin ja lompakko. Shopper-laukku sopii työmatkalaiselle, jolla on tietokone mukana, poikittain kannettava olkalaukku pitää kädet vapaina matkoilla, ja iltamenoihin riittää pieni käsilaukku. Tarkista sisämitat ulkomittojen sijaan, sillä paksu nahka ja pehmusteet vievät tilaa.',
      ),
      h2('Materiaalit ja valmistuslaatu'),
      p(
        'Täysjyvänahka on kestävintä ja saa ajan myötä kauniin patinan, kun taas korjattu nahka näyttää tasaiselta mutta vanhenee huonommin. Laadukkaat tekokuidut ja kierrätetyt kankaat ovat kevyempiä ja usein vettä hylkiviä, joten ne ovat käytännöllisiä sateella. Materiaalista riippumatta kannattaa katsoa yksityiskohtia: tasaiset ja tiheät tikkaukset, sujuvasti liikkuvat vetoketjut ja metalliosat, jotka tuntuvat tukevilta eivätkä onttoilta.',
      ),
      ul(
        '50–60 cm:n sankakorkeus antaa pitää laukkua kainalossa myös takin päällä.',
        'Leveä tai pehmustettu hihna jakaa painavan kuorman tasaisemmin.',
        'Sisätaskut ja avainlenkki säästävät turhalta etsimiseltä.',
        'Vetoketju tai magneettilukko on julkisissa kulkuneuvoissa turvallisempi kuin avoin laukku.',
        'Pohjan metallijalat pitävät pohjan puhtaana.',
      ),
      h2('Pidä laukku hyvässä kunnossa'),
      p(
        'Täytä laukku silkkipaperilla tai pienellä tyynyllä, kun se ei ole käytössä, ja säilytä sitä hengittävässä pölypussissa muovin sijaan. Hoida nahkaa hoitoaineella kahdesti tai kolmesti vuodessa ja suihkuta kangaslaukkuihin kyllästettä ennen sadekautta. Älä täytä laukkua liian täyteen, sillä jatkuva rasitus venyttää kahvoja ja muuttaa laukun muotoa pysyvästi.',
      ),
    ],
    nl: [
      h2('Begin bij wat je elke dag bij je hebt'),
      p(
        'Leeg je huidige tas op tafel en kijk wat het grootste voorwerp is dat erin moet, of dat nu een 13-inch laptop, een A4-map of alleen je telefoon en portemonnee is. Een shopper is handig als je met een laptop naar je werk gaat, een crossbodytas houdt je handen vrij op reis en voor een avondje uit volstaat een klein schoudertasje. Let op de binnenmaten in plaats van de buitenmaten, want dik leer en vulling nemen ruimte in.',
      ),
      h2('Materiaal en afwerking'),
      p(
        'Volnerfleer is het sterkst en krijgt na verloop van tijd een mooi patina, terwijl gecorrigeerd nerfleer er egaal uitziet maar minder fraai veroudert. Goede synthetische en gerecyclede stoffen zijn lichter en vaak waterafstotend, wat ze praktisch maakt bij regenachtig weer. Kijk bij elk materiaal naar de details: gelijkmatige, strakke stiksels, soepel lopende ritsen en metalen beslag dat massief aanvoelt in plaats van hol.',
      ),
      ul(
        'Met een hengselhoogte van 50–60 cm draag je de tas ook over een jas comfortabel onder je arm.',
        'Een brede of gevoerde schouderband verdeelt het gewicht van zware spullen.',
        'Binnenvakjes en een sleutelhaak besparen je het zoeken.',
        'Een rits- of magneetsluiting is in het openbaar vervoer veiliger dan een open tas.',
        'Metalen voetjes onder de bodem houden de onderkant schoon.',
      ),
      h2('Houd je tas in vorm'),
      p(
        'Vul je tas met zijdepapier of een klein kussen als je hem niet gebruikt en bewaar hem in een ademende stofhoes in plaats van in plastic. Verzorg leer twee à drie keer per jaar met lederbalsem en impregneer stoffen tassen voor het regenseizoen. Prop hem niet te vol, want constante spanning rekt de hengsels uit en vervormt de tas blijvend.',
      ),
    ],
    no: [
      h2('Ta utgangspunkt i det du bærer hver dag'),
      p(
        'Tøm vesken du bruker nå på et bord, og finn den største tingen som må få plass, enten det er en 13-tommers bærbar PC, en A4-mappe eller bare mobil og lommebok. En shoppingveske passer for pendlere med PC, en crossbody-veske gir frie hender på reise, og en liten skulderveske holder til en kveld ute. Se på innvendige mål framfor utvendige, for tykt skinn og polstring tar plass.',
      ),
      h2('Materialer og håndverk'),
      p(
        'Fullnarvet skinn er det mest slitesterke og får en fin patina med tiden, mens korrigert narv ser jevnt ut, men eldes mindre pent. Gode syntetiske og resirkulerte stoffer er lettere og ofte vannavstøtende, noe som er praktisk i regnvær. Uansett materiale bør du se på detaljene: jevne, tette sømmer, glidelåser som går lett, og metalldetaljer som føles solide og ikke hule.',
      ),
      ul(
        'Hanker med 50–60 cm fallhøyde gjør at vesken sitter godt under armen, også utenpå en kåpe.',
        'En bred eller polstret stropp fordeler vekten når vesken er tung.',
        'Innerlommer og en nøkkelkrok sparer deg for leting.',
        'Glidelås eller magnetlås er tryggere enn en åpen veske på bussen og trikken.',
        'Metallføtter under bunnen holder den ren.',
      ),
      h2('Hold vesken i form'),
      p(
        'Fyll vesken med silkepapir eller en liten pute når du ikke bruker den, og oppbevar den i en pustende støvpose i stedet for i plast. Behandle skinn med lærbalsam to eller tre ganger i året, og impregner tekstilvesker før regnværsesongen. Unngå å fylle den for mye, for konstant belastning strekker hankene og ødelegger fasongen for godt.',
      ),
    ],
    pl: [
      h2('Zacznij od tego, co nosisz codziennie'),
      p(
        'Wysyp zawartość obecnej torebki na stół i sprawdź, jaki jest największy przedmiot, który musi się w niej zmieścić – 13-calowy laptop, teczka A4, a może tylko telefon i portfel. Shopperka sprawdzi się u osób dojeżdżających do pracy z laptopem, torebka typu crossbody zostawia wolne ręce w podróży, a na wieczorne wyjście wystarczy mała torebka na ramię. Sprawdzaj wymiary wewnętrzne, a nie zewnętrzne, bo gruba skóra i usztywnienia zabierają miejsce.',
      ),
      h2('Materiały i wykonanie'),
      p(
        'Skóra licowa pełnoziarnista jest najtrwalsza i z czasem nabiera patyny, natomiast skóra korygowana wygląda jednolicie, ale starzeje się mniej efektownie. Dobre tkaniny syntetyczne i z recyklingu są lżejsze i często odporne na wodę, więc sprawdzają się w deszczowe dni. Niezależnie od materiału zwróć uwagę na szczegóły: równe, gęste szwy, płynnie działające zamki i metalowe okucia, które wydają się pełne, a nie puste w środku.',
      ),
      ul(
        'Uchwyty o wysokości 50–60 cm pozwalają nosić torebkę pod pachą nawet na płaszczu.',
        'Szeroki lub wyściełany pasek lepiej rozkłada ciężar.',
        'Wewnętrzne kieszenie i karabińczyk na klucze oszczędzają szukania.',
        'Zamek błyskawiczny lub magnetyczny jest w komunikacji miejskiej bezpieczniejszy niż otwarta torba.',
        'Metalowe nóżki na spodzie chronią dno przed zabrudzeniem.',
      ),
      h2('Jak zachować jej kształt'),
      p(
        'Gdy nie używasz torebki, wypchaj ją bibułką lub małą poduszką i przechowuj w przewiewnym woreczku, a nie w plastiku. Skórę pielęgnuj odżywką dwa lub trzy razy w roku, a torby z tkaniny zaimpregnuj przed sezonem deszczowym. Nie przepełniaj jej, bo ciągłe obciążenie rozciąga uchwyty i trwale zniekształca torebkę.',
      ),
    ],
    pt: [
      h2('Comece pelo que você carrega todos os dias'),
      p(
        'Esvazie a bolsa que você usa hoje sobre a mesa e veja qual é o maior item que precisa caber, seja um notebook de 13 polegadas, uma pasta A4 ou só o celular e a carteira. Uma bolsa tote é ideal para quem vai ao trabalho com notebook, uma transversal deixa as mãos livres em viagens e uma bolsa pequena de ombro basta para sair à noite. Confira as medidas internas, e não as externas, porque couro grosso e forros acolchoados ocupam espaço.',
      ),
      h2('Materiais e acabamento'),
      p(
        'O couro integral (full grain) é o mais resistente e ganha pátina com o tempo, enquanto o couro corrigido tem aparência uniforme, mas envelhece pior. Bons tecidos sintéticos ou reciclados são mais leves e muitas vezes repelem água, o que ajuda em dias de chuva. Seja qual for o material, repare nos detalhes: costuras regulares e firmes, zíperes que deslizam bem e ferragens de metal que pareçam maciças, e não ocas.',
      ),
      ul(
        'Alças com 50 a 60 cm de altura deixam a bolsa confortável debaixo do braço, mesmo sobre um casaco.',
        'Uma alça larga ou acolchoada distribui melhor o peso.',
        'Bolsos internos e um mosquetão para as chaves evitam que você precise revirar tudo.',
        'Fecho de zíper ou de ímã é mais seguro que uma bolsa aberta no transporte público.',
        'Pezinhos de metal na base protegem o fundo da sujeira.',
      ),
      h2('Mantenha o formato'),
      p(
        'Quando não estiver usando, encha a bolsa com papel de seda ou uma almofadinha e guarde-a em um saco de tecido respirável, e não em plástico. Hidrate o couro duas ou três vezes por ano e aplique impermeabilizante nas bolsas de tecido antes da época de chuvas. Evite encher demais, pois a tensão constante estica as alças e deforma a bolsa de vez.',
      ),
    ],
    sv: [
      h2('Utgå från det du bär med dig varje dag'),
      p(
        'Töm din nuvarande väska på ett bord och se vilket som är det största föremålet som måste få plats, vare sig det är en 13-tumsdator, en A4-mapp eller bara mobil och plånbok. En shopper passar pendlare med dator, en crossbody-väska ger fria händer på resan och en liten axelväska räcker för en kväll ute. Titta på innermåtten snarare än yttermåtten, eftersom tjockt läder och vaddering tar plats.',
      ),
      h2('Material och hantverk'),
      p(
        'Fullnarvsläder är det mest slitstarka och får en fin patina med tiden, medan korrigerat läder ser jämnt ut men åldras mindre vackert. Bra syntetiska och återvunna tyger är lättare och ofta vattenavvisande, vilket är praktiskt i regnväder. Oavsett material bör du granska detaljerna: jämna, täta sömmar, blixtlås som löper lätt och metalldetaljer som känns massiva snarare än ihåliga.',
      ),
      ul(
        'Handtag med 50–60 cm fallhöjd gör att väskan sitter bekvämt under armen även utanpå en kappa.',
        'En bred eller vadderad rem fördelar vikten när väskan är tung.',
        'Innerfickor och en nyckelkrok gör att du slipper leta.',
        'Blixtlås eller magnetlås är säkrare än en öppen väska i kollektivtrafiken.',
        'Metallfötter under botten håller den ren.',
      ),
      h2('Håll väskan i form'),
      p(
        'Fyll väskan med silkespapper eller en liten kudde när du inte använder den och förvara den i en andningsbar dammpåse i stället för i plast. Behandla läder med lädervård två eller tre gånger om året och impregnera tygväskor inför regnsäsongen. Undvik att packa den för full, eftersom ständig belastning töjer ut handtagen och förstör formen för gott.',
      ),
    ],
  },
}

const watches: GuideSeed = {
  slug: 'how-to-choose-a-wristwatch',
  subcategory: 'watches',
  title: {
    en: 'How to choose a wristwatch: movement, size and strap',
    de: 'Armbanduhr kaufen: Uhrwerk, Größe und Armband',
    fr: 'Comment choisir une montre : mouvement, taille et bracelet',
    it: 'Come scegliere un orologio da polso: movimento, misura e cinturino',
    es: 'Cómo elegir un reloj de pulsera: mecanismo, tamaño y correa',
    fi: 'Näin valitset rannekellon: koneisto, koko ja ranneke',
    nl: 'Zo kies je een horloge: uurwerk, maat en band',
    no: 'Slik velger du armbåndsur: urverk, størrelse og reim',
    pl: 'Jak wybrać zegarek na rękę: mechanizm, rozmiar i pasek',
    pt: 'Como escolher um relógio de pulso: mecanismo, tamanho e pulseira',
    sv: 'Så väljer du armbandsur: urverk, storlek och armband',
  },
  excerpt: {
    en: 'Quartz or automatic, 36 or 42 mm, steel or leather? This guide explains the choices that matter when buying a watch you will wear for years.',
    de: 'Quarz oder Automatik, 36 oder 42 mm, Stahl oder Leder? Dieser Ratgeber erklärt, worauf es beim Kauf einer Uhr ankommt, die Sie jahrelang tragen möchten.',
    fr: 'Quartz ou automatique, 36 ou 42 mm, acier ou cuir ? Ce guide présente les choix qui comptent pour acheter une montre que vous porterez pendant des années.',
    it: 'Quarzo o automatico, 36 o 42 mm, acciaio o pelle? Questa guida spiega le scelte che contano quando compri un orologio da portare per anni.',
    es: '¿Cuarzo o automático, 36 o 42 mm, acero o piel? Esta guía explica las decisiones clave para comprar un reloj que llevarás durante años.',
    fi: 'Kvartsi vai automaatti, 36 vai 42 mm, teräs vai nahka? Tämä opas kertoo, mitkä valinnat ratkaisevat, kun ostat kellon vuosien käyttöön.',
    nl: 'Quartz of automatisch, 36 of 42 mm, staal of leer? Deze gids legt uit welke keuzes ertoe doen als je een horloge koopt dat je jarenlang wilt dragen.',
    no: 'Kvarts eller automatisk, 36 eller 42 mm, stål eller lær? Denne guiden forklarer valgene som betyr noe når du kjøper et ur du skal bruke i mange år.',
    pl: 'Kwarcowy czy automatyczny, 36 czy 42 mm, stal czy skóra? Wyjaśniamy, które wybory mają znaczenie przy zakupie zegarka na lata.',
    pt: 'Quartzo ou automático, 36 ou 42 mm, aço ou couro? Este guia explica as escolhas que importam na hora de comprar um relógio para usar por muitos anos.',
    sv: 'Kvarts eller automat, 36 eller 42 mm, stål eller läder? Den här guiden förklarar valen som spelar roll när du köper en klocka som ska hålla i många år.',
  },
  body: {
    en: [
      h2('Quartz or mechanical?'),
      p(
        'A quartz watch runs on a battery, is accurate to within a few seconds a month and needs almost no maintenance, which makes it the best value for everyday wear. Automatic watches wind themselves as you move your wrist and appeal to people who enjoy craftsmanship, but they typically gain or lose several seconds a day. Plan on a service every five to eight years for a mechanical movement, which can cost a noticeable share of the watch’s price.',
      ),
      h2('Find the right size'),
      p(
        'Case diameter is only part of the story: the lug-to-lug length, measured between the strap attachments, decides whether a watch overhangs your wrist. As a rough guide, 34–38 mm suits slim wrists under about 16 cm, while 39–42 mm fits most average wrists. Case thickness matters too, because anything over 13 mm tends to catch on shirt cuffs.',
      ),
      ul(
        'Sapphire crystal resists scratches far better than mineral glass.',
        'A 5 ATM rating handles rain and hand washing, but choose 10 ATM or more for swimming.',
        'Stainless steel and titanium cases suit daily wear, and titanium is noticeably lighter.',
        'Quick-release spring bars make swapping straps a tool-free job.',
      ),
      h2('Straps and everyday care'),
      p(
        'Steel bracelets are durable and water-friendly, leather is comfortable but dislikes water and sweat, and rubber or fabric straps are ideal for sport. If you rely on water resistance, have the gaskets checked whenever the battery is replaced. Keep automatic watches away from strong magnets, such as speakers and phone cases with magnetic clasps, because magnetism can make them run fast.',
      ),
    ],
    de: [
      h2('Quarz oder mechanisch?'),
      p(
        'Eine Quarzuhr läuft mit Batterie, weicht nur wenige Sekunden im Monat ab und braucht kaum Wartung – für den Alltag bietet sie das beste Preis-Leistungs-Verhältnis. Automatikuhren ziehen sich durch die Bewegung des Handgelenks selbst auf und begeistern Liebhaber feiner Handwerkskunst, gehen aber meist einige Sekunden pro Tag vor oder nach. Rechnen Sie bei einem mechanischen Werk alle fünf bis acht Jahre mit einer Revision, die einen spürbaren Teil des Uhrenpreises ausmachen kann.',
      ),
      h2('Die richtige Größe finden'),
      p(
        'Der Gehäusedurchmesser ist nur die halbe Wahrheit: Entscheidend ist auch das Maß von Bandanstoß zu Bandanstoß, denn es bestimmt, ob die Uhr über das Handgelenk hinausragt. Als Faustregel passen 34–38 mm zu schmalen Handgelenken unter etwa 16 cm Umfang, während 39–42 mm den meisten durchschnittlichen Handgelenken stehen. Auch die Gehäusehöhe zählt, denn alles über 13 mm bleibt leicht an der Hemdmanschette hängen.',
      ),
      ul(
        'Saphirglas ist deutlich kratzfester als Mineralglas.',
        'Mit 5 bar übersteht eine Uhr Regen und Händewaschen, zum Schwimmen sollten es 10 bar oder mehr sein.',
        'Gehäuse aus Edelstahl oder Titan eignen sich für den Alltag, Titan ist dabei spürbar leichter.',
        'Mit Schnellwechsel-Federstegen tauschen Sie das Armband ohne Werkzeug.',
      ),
      h2('Armbänder und Pflege im Alltag'),
      p(
        'Stahlbänder sind robust und wasserfest, Leder ist angenehm zu tragen, verträgt aber weder Wasser noch Schweiß, und Kautschuk- oder Textilbänder sind ideal für den Sport. Wenn Sie auf die Wasserdichtigkeit angewiesen sind, lassen Sie bei jedem Batteriewechsel auch die Dichtungen prüfen. Halten Sie Automatikuhren von starken Magneten wie Lautsprechern oder Handyhüllen mit Magnetverschluss fern, da Magnetismus sie vorgehen lassen kann.',
      ),
    ],
    fr: [
      h2('Quartz ou mécanique ?'),
      p(
        'Une montre à quartz fonctionne sur pile, ne dérive que de quelques secondes par mois et ne demande quasiment aucun entretien : c’est le meilleur rapport qualité-prix pour un usage quotidien. Les montres automatiques se remontent grâce aux mouvements du poignet et séduisent les amateurs de belle horlogerie, mais elles avancent ou retardent généralement de plusieurs secondes par jour. Prévoyez une révision tous les cinq à huit ans pour un mouvement mécanique, ce qui peut représenter une part non négligeable du prix de la montre.',
      ),
      h2('Trouver la bonne taille'),
      p(
        'Le diamètre du boîtier ne dit pas tout : la distance entre les cornes, là où se fixe le bracelet, détermine si la montre dépasse de votre poignet. À titre indicatif, un boîtier de 34 à 38 mm convient aux poignets fins de moins de 16 cm environ, tandis que 39 à 42 mm va à la plupart des poignets moyens. L’épaisseur compte aussi, car au-delà de 13 mm la montre accroche facilement le poignet de chemise.',
      ),
      ul(
        'Le verre saphir résiste bien mieux aux rayures que le verre minéral.',
        'Une étanchéité de 5 ATM suffit pour la pluie et le lavage des mains, mais visez 10 ATM ou plus pour nager.',
        'Les boîtiers en acier inoxydable ou en titane conviennent au quotidien, le titane étant nettement plus léger.',
        'Les barrettes à dégagement rapide permettent de changer de bracelet sans outil.',
      ),
      h2('Bracelets et entretien courant'),
      p(
        'Les bracelets en acier sont solides et supportent l’eau, le cuir est confortable mais craint l’eau et la transpiration, et les bracelets en caoutchouc ou en tissu sont parfaits pour le sport. Si vous comptez sur l’étanchéité, faites contrôler les joints à chaque changement de pile. Tenez les montres automatiques à l’écart des aimants puissants, comme les enceintes ou les coques de téléphone à fermeture magnétique, car le magnétisme peut les faire avancer.',
      ),
    ],
    it: [
      h2('Quarzo o meccanico?'),
      p(
        'Un orologio al quarzo funziona a batteria, sbaglia di pochi secondi al mese e non richiede quasi manutenzione, per questo è la scelta più conveniente per tutti i giorni. Gli automatici si caricano con il movimento del polso e piacciono a chi apprezza l’artigianato, ma in genere anticipano o ritardano di diversi secondi al giorno. Per un movimento meccanico metti in conto una revisione ogni cinque-otto anni, che può costare una parte considerevole del prezzo dell’orologio.',
      ),
      h2('Trova la misura giusta'),
      p(
        'Il diametro della cassa non basta: conta anche la distanza tra le anse, cioè i punti di attacco del cinturino, che determina se l’orologio sporge oltre il polso. Indicativamente, 34–38 mm vanno bene per polsi sottili sotto i 16 cm circa, mentre 39–42 mm stanno bene sulla maggior parte dei polsi medi. Anche lo spessore è importante, perché oltre i 13 mm l’orologio tende a impigliarsi nel polsino della camicia.',
      ),
      ul(
        'Il vetro zaffiro resiste ai graffi molto meglio del vetro minerale.',
        'Un’impermeabilità di 5 ATM basta per pioggia e lavaggio delle mani, ma per nuotare scegli 10 ATM o più.',
        'Le casse in acciaio inox o in titanio sono adatte all’uso quotidiano, e il titanio è sensibilmente più leggero.',
        'Le barrette a sgancio rapido permettono di cambiare cinturino senza attrezzi.',
      ),
      h2('Cinturini e cura quotidiana'),
      p(
        'I bracciali in acciaio sono robusti e resistono all’acqua, la pelle è comoda ma teme acqua e sudore, mentre i cinturini in gomma o tessuto sono perfetti per lo sport. Se conti sull’impermeabilità, fai controllare le guarnizioni a ogni cambio della batteria. Tieni gli automatici lontani da magneti potenti, come casse audio o cover del telefono con chiusura magnetica, perché il magnetismo può farli andare avanti.',
      ),
    ],
    es: [
      h2('¿Cuarzo o mecánico?'),
      p(
        'Un reloj de cuarzo funciona con pila, se desvía apenas unos segundos al mes y casi no necesita mantenimiento, por lo que es la opción con mejor relación calidad-precio para el día a día. Los automáticos se cargan con el movimiento de la muñeca y encantan a quienes valoran la artesanía, pero suelen adelantar o atrasar varios segundos al día. Si el mecanismo es mecánico, cuenta con una revisión cada cinco a ocho años, que puede suponer una parte considerable del precio del reloj.',
      ),
      h2('Encuentra la talla adecuada'),
      p(
        'El diámetro de la caja no lo es todo: la distancia entre asas, donde se engancha la correa, decide si el reloj sobresale de la muñeca. Como referencia, entre 34 y 38 mm van bien en muñecas finas de menos de unos 16 cm, mientras que de 39 a 42 mm sientan bien a la mayoría de muñecas medianas. El grosor también importa, porque a partir de 13 mm el reloj se engancha con facilidad en el puño de la camisa.',
      ),
      ul(
        'El cristal de zafiro resiste los arañazos mucho mejor que el cristal mineral.',
        'Con una resistencia de 5 ATM aguanta la lluvia y el lavado de manos, pero para nadar elige 10 ATM o más.',
        'Las cajas de acero inoxidable o titanio son ideales para el uso diario, y el titanio pesa bastante menos.',
        'Los pasadores de cambio rápido permiten cambiar la correa sin herramientas.',
      ),
      h2('Correas y cuidados diarios'),
      p(
        'Los brazaletes de acero son resistentes y toleran el agua, la piel es cómoda pero no se lleva bien con el agua ni con el sudor, y las correas de caucho o tela son perfectas para hacer deporte. Si dependes de la estanqueidad, pide que revisen las juntas cada vez que cambien la pila. Mantén los relojes automáticos lejos de imanes potentes, como altavoces o fundas de móvil con cierre magnético, ya que el magnetismo puede hacer que adelanten.',
      ),
    ],
    fi: [
      h2('Kvartsi vai mekaaninen?'),
      p(
        'Kvartsikello toimii paristolla, heittää vain muutaman sekunnin kuukaudessa eikä juuri kaipaa huoltoa, joten se on arkikäyttöön edullisin vaihtoehto. Automaattikellot vetävät itsensä ranteen liikkeistä ja ihastuttavat käsityön ystäviä, mutta ne edistävät tai jätättävät yleensä useita sekunteja vuorokaudessa. Mekaaninen koneisto kannattaa huollattaa 5–8 vuoden välein, ja huolto voi maksaa huomattavan osan kellon hinnasta.',
      ),
      h2('Löydä oikea koko'),
      p(
        'Kotelon halkaisija ei kerro kaikkea: myös sankojen välinen mitta eli rannekkeen kiinnityskohtien etäisyys ratkaisee, ulottuuko kello ranteen reunan yli. Karkeasti arvioiden 34–38 mm sopii kapeisiin, alle noin 16 cm:n ranteisiin, kun taas 39–42 mm istuu useimpiin keskikokoisiin ranteisiin. Myös kotelon paksuudella on väliä, sillä yli 13 mm:n kello tarttuu helposti paidan hihansuuhun.',
      ),
      ul(
        'Safiirilasi kestää naarmuja paljon paremmin kuin mineraalilasi.',
        '5 ATM:n vesitiiviys riittää sateeseen ja käsienpesuun, mutta uimiseen kannattaa valita vähintään 10 ATM.',
        'Ruostumattomasta teräksestä tai titaanista valmistetut kotelot sopivat arkeen, ja titaani on selvästi kevyempää.',
        'Pikairrotettavien tappien ansiosta rannekkeen vaihtaminen ei vaadi työkaluja.',
      ),
      h2('Rannekkeet ja arjen hoito'),
      p(
        'Teräsrannekkeet ovat kestäviä ja sietävät vettä, nahka on miellyttävä mutta ei pidä vedestä eikä hiestä, ja kumi- tai kangasrannekkeet sopivat parhaiten urheiluun. Jos luotat kellon vesitiiviyteen, pyydä tarkistamaan tiivisteet aina pariston vaihdon yhteydessä. Pidä automaattikellot loitolla voimakkaista magneeteista, kuten kaiuttimista ja magneettisulkimella varustetuista puhelinkuorista, sillä magnetismi voi saada ne edistämään.',
      ),
    ],
    nl: [
      h2('Quartz of mechanisch?'),
      p(
        'Een quartzhorloge loopt op een batterij, wijkt maar een paar seconden per maand af en heeft nauwelijks onderhoud nodig, waardoor het voor dagelijks gebruik de beste prijs-kwaliteitverhouding biedt. Automatische horloges winden zichzelf op door de bewegingen van je pols en spreken liefhebbers van vakmanschap aan, maar lopen meestal enkele seconden per dag voor of achter. Reken bij een mechanisch uurwerk op een onderhoudsbeurt om de vijf à acht jaar, en die kan een flink deel van de prijs van het horloge kosten.',
      ),
      h2('De juiste maat vinden'),
      p(
        'De kastdiameter zegt niet alles: ook de afstand tussen de lugs, de punten waar de band vastzit, bepaalt of het horloge over je pols heen steekt. Als vuistregel past 34–38 mm bij smalle polsen onder ongeveer 16 cm, terwijl 39–42 mm de meeste gemiddelde polsen goed staat. Ook de dikte telt, want alles boven 13 mm blijft makkelijk haken achter een overhemdsmanchet.',
      ),
      ul(
        'Saffierglas is veel krasbestendiger dan mineraalglas.',
        'Met 5 ATM waterdichtheid kan het horloge tegen regen en handen wassen, maar kies voor zwemmen 10 ATM of meer.',
        'Kasten van roestvrij staal of titanium zijn geschikt voor dagelijks gebruik, en titanium is merkbaar lichter.',
        'Met snelwisselpennen verwissel je de band zonder gereedschap.',
      ),
      h2('Banden en dagelijks onderhoud'),
      p(
        'Stalen schakelbanden zijn stevig en kunnen tegen water, leer draagt prettig maar houdt niet van water en zweet, en rubberen of stoffen banden zijn ideaal om mee te sporten. Vertrouw je op de waterdichtheid, laat dan bij elke batterijwissel ook de afdichtingen controleren. Houd automatische horloges uit de buurt van sterke magneten, zoals speakers en telefoonhoesjes met een magneetsluiting, want magnetisme kan ze laten voorlopen.',
      ),
    ],
    no: [
      h2('Kvarts eller mekanisk?'),
      p(
        'Et kvartsur går på batteri, avviker bare noen få sekunder i måneden og trenger nesten ikke vedlikehold, så det gir mest for pengene til hverdagsbruk. Automatiske ur trekker seg opp selv når du beveger håndleddet, og faller i smak hos dem som setter pris på håndverk, men de går som regel flere sekunder for fort eller for sakte i døgnet. Regn med service hvert femte til åttende år på et mekanisk urverk, og den kan koste en merkbar andel av urets pris.',
      ),
      h2('Finn riktig størrelse'),
      p(
        'Kassens diameter forteller ikke alt: Avstanden mellom hornene, der reimen festes, avgjør om uret stikker utenfor håndleddet. Som en tommelfingerregel passer 34–38 mm til smale håndledd under rundt 16 cm, mens 39–42 mm passer de fleste gjennomsnittlige håndledd. Tykkelsen betyr også noe, for alt over 13 mm hekter seg lett fast i skjortemansjetten.',
      ),
      ul(
        'Safirglass tåler riper langt bedre enn mineralglass.',
        'Med 5 ATM vanntetthet tåler uret regn og håndvask, men velg 10 ATM eller mer hvis du skal svømme.',
        'Kasser i rustfritt stål eller titan passer til daglig bruk, og titan er merkbart lettere.',
        'Med hurtigutløsende fjærstifter bytter du reim uten verktøy.',
      ),
      h2('Reimer og daglig stell'),
      p(
        'Stållenker er solide og tåler vann, lær er behagelig, men liker verken vann eller svette, og reimer i gummi eller tekstil er ideelle til trening. Er du avhengig av vanntettheten, bør du få pakningene kontrollert hver gang batteriet byttes. Hold automatiske ur unna sterke magneter, som høyttalere og mobildeksler med magnetlås, fordi magnetisme kan få dem til å gå for fort.',
      ),
    ],
    pl: [
      h2('Kwarcowy czy mechaniczny?'),
      p(
        'Zegarek kwarcowy działa na baterię, spóźnia się lub śpieszy zaledwie o kilka sekund w miesiącu i prawie nie wymaga konserwacji, dlatego na co dzień oferuje najlepszy stosunek jakości do ceny. Zegarki automatyczne nakręcają się same dzięki ruchom nadgarstka i przypadną do gustu miłośnikom rzemiosła, ale zwykle odchylają się o kilka sekund na dobę. Przy mechanizmie mechanicznym licz się z przeglądem co pięć do ośmiu lat, który może kosztować sporą część ceny zegarka.',
      ),
      h2('Dobierz odpowiedni rozmiar'),
      p(
        'Średnica koperty to nie wszystko: o tym, czy zegarek wystaje poza nadgarstek, decyduje też rozstaw uszu, czyli odległość między mocowaniami paska. Orientacyjnie koperta 34–38 mm pasuje do szczupłych nadgarstków o obwodzie poniżej około 16 cm, a 39–42 mm do większości przeciętnych. Liczy się również grubość, bo zegarek grubszy niż 13 mm łatwo zahacza o mankiet koszuli.',
      ),
      ul(
        'Szkło szafirowe jest znacznie bardziej odporne na zarysowania niż mineralne.',
        'Wodoszczelność 5 ATM wystarczy na deszcz i mycie rąk, ale do pływania wybierz co najmniej 10 ATM.',
        'Koperty ze stali nierdzewnej lub tytanu sprawdzą się na co dzień, przy czym tytan jest wyraźnie lżejszy.',
        'Teleskopy z szybkozłączką pozwalają wymienić pasek bez narzędzi.',
      ),
      h2('Paski i codzienna pielęgnacja'),
      p(
        'Stalowe bransolety są wytrzymałe i nie boją się wody, skóra jest wygodna, ale nie lubi wody ani potu, a paski gumowe lub materiałowe idealnie nadają się do sportu. Jeśli polegasz na wodoszczelności, przy każdej wymianie baterii poproś o sprawdzenie uszczelek. Trzymaj zegarki automatyczne z dala od silnych magnesów, takich jak głośniki czy etui na telefon z zapięciem magnetycznym, bo magnetyzm może sprawić, że zaczną się śpieszyć.',
      ),
    ],
    pt: [
      h2('Quartzo ou mecânico?'),
      p(
        'Um relógio de quartzo funciona a bateria, varia só alguns segundos por mês e quase não precisa de manutenção, por isso oferece o melhor custo-benefício para o dia a dia. Os automáticos dão corda sozinhos com o movimento do pulso e agradam a quem valoriza a relojoaria, mas costumam adiantar ou atrasar vários segundos por dia. Em um mecanismo mecânico, conte com uma revisão a cada cinco a oito anos, o que pode custar uma boa parte do preço do relógio.',
      ),
      h2('Encontre o tamanho certo'),
      p(
        'O diâmetro da caixa não diz tudo: a distância entre as alças, onde a pulseira se prende, define se o relógio vai passar da borda do pulso. Como referência, caixas de 34 a 38 mm combinam com pulsos finos, abaixo de uns 16 cm, enquanto 39 a 42 mm servem na maioria dos pulsos médios. A espessura também conta, porque acima de 13 mm o relógio enrosca fácil no punho da camisa.',
      ),
      ul(
        'O cristal de safira resiste muito melhor a riscos do que o vidro mineral.',
        'Resistência de 5 ATM aguenta chuva e lavar as mãos, mas para nadar escolha 10 ATM ou mais.',
        'Caixas de aço inoxidável ou titânio são ótimas para o uso diário, e o titânio é bem mais leve.',
        'Pinos de troca rápida permitem trocar a pulseira sem ferramentas.',
      ),
      h2('Pulseiras e cuidados no dia a dia'),
      p(
        'Pulseiras de aço são resistentes e toleram água, o couro é confortável, mas não combina com água nem suor, e as de borracha ou tecido são ideais para esportes. Se você depende da vedação, peça para verificar as juntas a cada troca de bateria. Mantenha relógios automáticos longe de ímãs fortes, como caixas de som e capinhas de celular com fecho magnético, porque o magnetismo pode fazê-los adiantar.',
      ),
    ],
    sv: [
      h2('Kvarts eller mekaniskt?'),
      p(
        'En kvartsklocka drivs av ett batteri, slår bara fel några sekunder i månaden och kräver nästan inget underhåll, vilket gör den till det mest prisvärda valet för vardagsbruk. Automatklockor drar upp sig själva när du rör handleden och tilltalar den som uppskattar hantverk, men de brukar dra sig före eller efter flera sekunder per dygn. Räkna med service vart femte till åttonde år för ett mekaniskt urverk, och den kan kosta en märkbar del av klockans pris.',
      ),
      h2('Hitta rätt storlek'),
      p(
        'Boettens diameter säger inte allt: avståndet mellan lynorna, där armbandet fästs, avgör om klockan sticker ut över handleden. Som tumregel passar 34–38 mm smala handleder under cirka 16 cm, medan 39–42 mm passar de flesta genomsnittliga handleder. Även tjockleken spelar roll, eftersom allt över 13 mm lätt fastnar i skjortmanschetten.',
      ),
      ul(
        'Safirglas tål repor betydligt bättre än mineralglas.',
        'Med 5 ATM vattentäthet klarar klockan regn och handtvätt, men välj 10 ATM eller mer om du ska simma.',
        'Boetter i rostfritt stål eller titan passar för vardagsbruk, och titan är märkbart lättare.',
        'Med snabbkopplade fjäderpinnar byter du armband utan verktyg.',
      ),
      h2('Armband och daglig skötsel'),
      p(
        'Stållänkar är tåliga och klarar vatten, läder är skönt att bära men tål varken vatten eller svett, och armband i gummi eller textil är perfekta för träning. Om du förlitar dig på vattentätheten bör du låta kontrollera packningarna varje gång batteriet byts. Håll automatklockor borta från starka magneter, som högtalare och mobilskal med magnetstängning, eftersom magnetism kan få dem att gå för fort.',
      ),
    ],
  },
}

const tablets: GuideSeed = {
  slug: 'tablet-buying-guide',
  subcategory: 'tablets',
  title: {
    en: 'Tablet buying guide: screen, storage and what you need it for',
    de: 'Tablet-Kaufberatung: Display, Speicher und Einsatzzweck',
    fr: 'Guide d’achat tablette : écran, stockage et usage',
    it: 'Guida all’acquisto del tablet: schermo, memoria e utilizzo',
    es: 'Guía para comprar una tableta: pantalla, almacenamiento y uso',
    fi: 'Tabletin ostajan opas: näyttö, tallennustila ja käyttötarkoitus',
    nl: 'Tablet kopen: scherm, opslag en waarvoor je hem gebruikt',
    no: 'Kjøpeguide for nettbrett: skjerm, lagring og bruksområde',
    pl: 'Jak kupić tablet: ekran, pamięć i zastosowanie',
    pt: 'Guia de compra de tablet: tela, armazenamento e uso',
    sv: 'Köpguide för surfplattor: skärm, lagring och användning',
  },
  excerpt: {
    en: 'A tablet can replace a laptop, an e-reader or a games console for the kids, but each job needs different specs. Here is how to choose the right one.',
    de: 'Ein Tablet kann Laptop, E-Reader oder Spielkonsole für die Kinder ersetzen – doch jede Aufgabe verlangt eine andere Ausstattung. So finden Sie das passende Gerät.',
    fr: 'Une tablette peut remplacer un ordinateur portable, une liseuse ou une console pour les enfants, mais chaque usage demande des caractéristiques différentes. Voici comment bien choisir.',
    it: 'Un tablet può sostituire un portatile, un e-reader o una console per i bambini, ma ogni uso richiede caratteristiche diverse. Ecco come scegliere quello giusto.',
    es: 'Una tableta puede sustituir a un portátil, a un lector de libros electrónicos o a una consola para los niños, pero cada uso exige prestaciones distintas. Así eliges la adecuada.',
    fi: 'Tabletti voi korvata kannettavan, lukulaitteen tai lasten pelikonsolin, mutta jokainen käyttötapa vaatii erilaiset ominaisuudet. Näin valitset oikean.',
    nl: 'Een tablet kan een laptop, e-reader of spelcomputer voor de kinderen vervangen, maar elke toepassing vraagt om andere specificaties. Zo kies je de juiste.',
    no: 'Et nettbrett kan erstatte en bærbar PC, et lesebrett eller en spillkonsoll for barna, men hvert bruksområde krever ulike spesifikasjoner. Slik velger du riktig.',
    pl: 'Tablet może zastąpić laptopa, czytnik e-booków albo konsolę dla dzieci, ale każde zastosowanie wymaga innych parametrów. Podpowiadamy, jak wybrać właściwy model.',
    pt: 'Um tablet pode substituir um notebook, um leitor de e-books ou um videogame para as crianças, mas cada uso exige especificações diferentes. Veja como escolher o certo.',
    sv: 'En surfplatta kan ersätta en bärbar dator, en läsplatta eller en spelkonsol för barnen, men varje användning kräver olika specifikationer. Så väljer du rätt.',
  },
  body: {
    en: [
      h2('Decide what the tablet is for'),
      p(
        'For streaming, browsing and reading, an entry-level 10- or 11-inch tablet is plenty and usually costs well under the price of a budget laptop. If you want to draw, take handwritten notes or edit photos, look for stylus support, a laminated screen and a faster processor. Anyone hoping to replace a laptop should budget for a keyboard cover and check that the apps they rely on exist in a full tablet version.',
      ),
      h2('Specs that make a real difference'),
      p(
        'Storage is the spec people most often regret skimping on: 64 GB fills up quickly with apps, offline videos and photos, so choose 128 GB unless the tablet has a memory card slot. A screen with a higher refresh rate of 90 or 120 Hz makes scrolling and drawing feel much smoother. Also check how many years of software updates the manufacturer promises, because security updates decide how long the tablet stays safe to use.',
      ),
      ul(
        'Aim for at least 4 GB of RAM, or 8 GB for multitasking and creative work.',
        'An 8-inch screen suits reading, 11 inches suits most people and 12–13 inches suits laptop replacement.',
        'Pay extra for mobile data only if you often work away from Wi-Fi.',
        'Look for USB-C charging so you can share cables with your other devices.',
      ),
      h2('Make it last'),
      p(
        'Put the tablet in a case with a raised edge from day one, and add a matte screen protector if you write with a stylus, as it also improves the feel. Avoid leaving the battery at 100 % for days on end, and switch on the 80 % charging limit if your tablet offers one. If children will use it, set up a separate profile with parental controls and screen-time limits before handing it over.',
      ),
    ],
    de: [
      h2('Wofür brauchen Sie das Tablet?'),
      p(
        'Zum Streamen, Surfen und Lesen genügt ein Einsteigertablet mit 10 oder 11 Zoll, das meist deutlich weniger kostet als ein günstiger Laptop. Wer zeichnen, handschriftliche Notizen machen oder Fotos bearbeiten möchte, sollte auf Stiftunterstützung, ein laminiertes Display und einen schnelleren Prozessor achten. Soll das Tablet den Laptop ersetzen, planen Sie eine Tastaturhülle ein und prüfen Sie, ob Ihre wichtigsten Apps als vollwertige Tablet-Version verfügbar sind.',
      ),
      h2('Ausstattung, die wirklich zählt'),
      p(
        'Beim Speicher wird am häufigsten an der falschen Stelle gespart: 64 GB sind mit Apps, Offline-Videos und Fotos schnell voll, wählen Sie also 128 GB, sofern das Tablet keinen Speicherkartensteckplatz hat. Ein Display mit höherer Bildwiederholrate von 90 oder 120 Hz lässt Scrollen und Zeichnen deutlich flüssiger wirken. Prüfen Sie außerdem, wie viele Jahre Software-Updates der Hersteller zusagt, denn Sicherheitsupdates entscheiden darüber, wie lange das Tablet sicher nutzbar bleibt.',
      ),
      ul(
        'Planen Sie mindestens 4 GB Arbeitsspeicher ein, für Multitasking und kreative Arbeit besser 8 GB.',
        '8 Zoll eignen sich zum Lesen, 11 Zoll für die meisten Nutzer und 12–13 Zoll als Laptop-Ersatz.',
        'Ein Modell mit Mobilfunk lohnt sich nur, wenn Sie oft ohne WLAN arbeiten.',
        'Achten Sie auf USB-C, damit Sie Ladekabel mit anderen Geräten teilen können.',
      ),
      h2('So hält Ihr Tablet länger'),
      p(
        'Stecken Sie das Tablet vom ersten Tag an in eine Hülle mit erhöhtem Rand und bringen Sie eine matte Displayschutzfolie an, wenn Sie mit Stift schreiben – das verbessert zugleich das Schreibgefühl. Lassen Sie den Akku nicht tagelang bei 100 % und aktivieren Sie die Ladebegrenzung auf 80 %, falls Ihr Gerät sie anbietet. Wenn Kinder das Tablet nutzen, richten Sie vorher ein eigenes Profil mit Jugendschutz und Bildschirmzeitlimits ein.',
      ),
    ],
    fr: [
      h2('Définissez l’usage de la tablette'),
      p(
        'Pour le streaming, la navigation et la lecture, une tablette d’entrée de gamme de 10 ou 11 pouces suffit largement et coûte généralement bien moins qu’un ordinateur portable bon marché. Si vous voulez dessiner, prendre des notes manuscrites ou retoucher des photos, cherchez la compatibilité avec un stylet, un écran laminé et un processeur plus rapide. Pour remplacer un ordinateur, prévoyez un étui-clavier et vérifiez que vos applications indispensables existent en version complète pour tablette.',
      ),
      h2('Les caractéristiques qui comptent vraiment'),
      p(
        'Le stockage est le critère sur lequel on regrette le plus d’avoir économisé : 64 Go se remplissent vite avec les applications, les vidéos hors ligne et les photos, alors optez pour 128 Go si la tablette n’a pas de lecteur de carte mémoire. Un écran à fréquence de rafraîchissement élevée, 90 ou 120 Hz, rend le défilement et le dessin nettement plus fluides. Vérifiez aussi combien d’années de mises à jour le fabricant promet, car les correctifs de sécurité déterminent combien de temps la tablette restera sûre.',
      ),
      ul(
        'Visez au moins 4 Go de mémoire vive, ou 8 Go pour le multitâche et la création.',
        'Un écran de 8 pouces convient à la lecture, 11 pouces à la plupart des usages et 12 à 13 pouces au remplacement d’un ordinateur.',
        'Ne prenez un modèle avec données mobiles que si vous travaillez souvent loin du Wi-Fi.',
        'Privilégiez la recharge en USB-C pour partager les câbles avec vos autres appareils.',
      ),
      h2('La faire durer'),
      p(
        'Protégez la tablette dès le premier jour avec une coque à rebords surélevés, et ajoutez un film mat si vous écrivez au stylet : il améliore aussi la sensation d’écriture. Évitez de laisser la batterie à 100 % pendant des jours et activez la limite de charge à 80 % si votre appareil la propose. Si des enfants l’utilisent, créez avant de la leur confier un profil séparé avec contrôle parental et limites de temps d’écran.',
      ),
    ],
    it: [
      h2('Decidi a cosa ti serve'),
      p(
        'Per streaming, navigazione e lettura basta un tablet entry level da 10 o 11 pollici, che di solito costa molto meno di un portatile economico. Se vuoi disegnare, prendere appunti a mano o ritoccare foto, cerca il supporto per la penna, uno schermo laminato e un processore più veloce. Se deve sostituire il portatile, metti in conto una cover con tastiera e verifica che le app che usi di più esistano in versione completa per tablet.',
      ),
      h2('Le specifiche che fanno la differenza'),
      p(
        'La memoria è la voce su cui ci si pente più spesso di aver risparmiato: 64 GB si riempiono in fretta tra app, video offline e foto, quindi scegli 128 GB se il tablet non ha lo slot per schede di memoria. Uno schermo con frequenza di aggiornamento più alta, 90 o 120 Hz, rende scorrimento e disegno molto più fluidi. Controlla anche per quanti anni il produttore garantisce gli aggiornamenti software, perché le patch di sicurezza determinano per quanto tempo il tablet resterà sicuro.',
      ),
      ul(
        'Punta ad almeno 4 GB di RAM, o 8 GB per multitasking e lavori creativi.',
        'Uno schermo da 8 pollici è adatto alla lettura, da 11 pollici alla maggior parte delle persone e da 12–13 pollici a chi vuole sostituire il portatile.',
        'Scegli un modello con connettività mobile solo se lavori spesso lontano dal Wi-Fi.',
        'Preferisci la ricarica USB-C per condividere i cavi con gli altri dispositivi.',
      ),
      h2('Come farlo durare'),
      p(
        'Metti subito al tablet una custodia con i bordi rialzati e aggiungi una pellicola opaca se scrivi con la penna, perché migliora anche la sensazione di scrittura. Evita di lasciare la batteria al 100 % per giorni interi e attiva il limite di ricarica all’80 % se il dispositivo lo prevede. Se lo useranno i bambini, crea prima un profilo separato con controllo parentale e limiti di tempo di utilizzo.',
      ),
    ],
    es: [
      h2('Decide para qué la quieres'),
      p(
        'Para ver series, navegar y leer basta con una tableta de gama de entrada de 10 u 11 pulgadas, que suele costar bastante menos que un portátil económico. Si quieres dibujar, tomar notas a mano o retocar fotos, busca compatibilidad con lápiz, una pantalla laminada y un procesador más rápido. Si va a sustituir al portátil, reserva presupuesto para una funda con teclado y comprueba que las aplicaciones que usas existen en versión completa para tableta.',
      ),
      h2('Las especificaciones que marcan la diferencia'),
      p(
        'El almacenamiento es donde más gente se arrepiente de haber ahorrado: 64 GB se llenan enseguida con aplicaciones, vídeos descargados y fotos, así que elige 128 GB si la tableta no tiene ranura para tarjeta de memoria. Una pantalla con mayor frecuencia de actualización, de 90 o 120 Hz, hace que desplazarse y dibujar resulte mucho más fluido. Comprueba también cuántos años de actualizaciones promete el fabricante, porque los parches de seguridad determinan cuánto tiempo podrás usarla con tranquilidad.',
      ),
      ul(
        'Busca al menos 4 GB de RAM, u 8 GB para multitarea y trabajo creativo.',
        'Una pantalla de 8 pulgadas es ideal para leer, una de 11 sirve a casi todo el mundo y una de 12 o 13 sustituye mejor al portátil.',
        'Elige un modelo con datos móviles solo si sueles trabajar lejos del wifi.',
        'Opta por la carga mediante USB-C para compartir cables con tus otros dispositivos.',
      ),
      h2('Cómo alargar su vida útil'),
      p(
        'Ponle desde el primer día una funda con bordes elevados y añade un protector de pantalla mate si escribes con lápiz, porque además mejora el tacto. No dejes la batería al 100 % durante días y activa el límite de carga al 80 % si tu tableta lo ofrece. Si la van a usar niños, crea antes un perfil aparte con control parental y límites de tiempo de pantalla.',
      ),
    ],
    fi: [
      h2('Päätä, mihin tablettia käytät'),
      p(
        'Suoratoistoon, selailuun ja lukemiseen riittää hyvin edullinen 10 tai 11 tuuman tabletti, joka maksaa yleensä selvästi vähemmän kuin halpa kannettava. Jos haluat piirtää, tehdä käsin kirjoitettuja muistiinpanoja tai muokata kuvia, valitse kynää tukeva malli, jossa on laminoitu näyttö ja nopeampi suoritin. Jos tabletin on tarkoitus korvata kannettava, varaa budjettia näppäimistökuorelle ja varmista, että tärkeimmistä sovelluksistasi on täysiverinen tablettiversio.',
      ),
      h2('Ominaisuudet, joilla on oikeasti väliä'),
      p(
        'Tallennustila on se, jossa säästämistä kadutaan useimmin: 64 Gt täyttyy nopeasti sovelluksista, ladatuista videoista ja kuvista, joten valitse 128 Gt, ellei tabletissa ole muistikorttipaikkaa. Korkeampi virkistystaajuus, 90 tai 120 Hz, tekee vierittämisestä ja piirtämisestä huomattavasti sulavampaa. Tarkista myös, kuinka monen vuoden ohjelmistopäivitykset valmistaja lupaa, sillä tietoturvapäivitykset ratkaisevat, kuinka kauan laitetta voi käyttää turvallisesti.',
      ),
      ul(
        'Valitse vähintään 4 Gt keskusmuistia, moniajoon ja luovaan työhön mieluummin 8 Gt.',
        '8 tuuman näyttö sopii lukemiseen, 11 tuumaa useimmille ja 12–13 tuumaa kannettavan korvaajaksi.',
        'Mobiiliyhteydellä varustettu malli kannattaa vain, jos työskentelet usein ilman Wi-Fiä.',
        'Suosi USB-C-latausta, niin voit käyttää samoja johtoja muiden laitteidesi kanssa.',
      ),
      h2('Näin tabletti kestää pidempään'),
      p(
        'Laita tablettiin heti alusta asti suojakuori, jossa on korotetut reunat, ja lisää mattapintainen näytönsuoja, jos kirjoitat kynällä, sillä se parantaa myös kirjoitustuntumaa. Älä pidä akkua päiväkausia 100 prosentissa, ja ota käyttöön 80 prosentin latausraja, jos laitteessa sellainen on. Jos lapset käyttävät tablettia, luo heille ensin oma profiili, jossa on lapsilukko ja ruutuaikarajat.',
      ),
    ],
    nl: [
      h2('Bepaal waarvoor je de tablet gebruikt'),
      p(
        'Voor streamen, surfen en lezen is een instaptablet van 10 of 11 inch ruim voldoende, en die kost meestal een stuk minder dan een goedkope laptop. Wil je tekenen, handgeschreven notities maken of foto’s bewerken, let dan op ondersteuning voor een stylus, een gelamineerd scherm en een snellere processor. Moet de tablet je laptop vervangen, houd dan budget over voor een toetsenbordhoes en controleer of de apps die je dagelijks gebruikt een volwaardige tabletversie hebben.',
      ),
      h2('Specificaties die echt verschil maken'),
      p(
        'Op opslag wordt het vaakst bezuinigd, met spijt achteraf: 64 GB zit snel vol met apps, offline video’s en foto’s, dus kies 128 GB als de tablet geen geheugenkaartsleuf heeft. Een scherm met een hogere verversingssnelheid van 90 of 120 Hz maakt scrollen en tekenen veel vloeiender. Kijk ook hoeveel jaar software-updates de fabrikant belooft, want beveiligingsupdates bepalen hoe lang je de tablet veilig kunt gebruiken.',
      ),
      ul(
        'Kies minstens 4 GB werkgeheugen, of 8 GB voor multitasken en creatief werk.',
        'Een scherm van 8 inch is fijn om te lezen, 11 inch past bij de meeste mensen en 12–13 inch is geschikt als vervanger van een laptop.',
        'Neem alleen een model met mobiel internet als je vaak zonder wifi werkt.',
        'Ga voor opladen via USB-C, zodat je kabels met je andere apparaten kunt delen.',
      ),
      h2('Zo gaat hij langer mee'),
      p(
        'Stop de tablet vanaf dag één in een hoes met een verhoogde rand en plak er een matte screenprotector op als je met een stylus schrijft, want dat schrijft ook prettiger. Laat de accu niet dagenlang op 100 % staan en zet de oplaadlimiet van 80 % aan als je tablet die optie heeft. Gebruiken kinderen de tablet, maak dan eerst een apart profiel aan met ouderlijk toezicht en schermtijdlimieten.',
      ),
    ],
    no: [
      h2('Bestem hva nettbrettet skal brukes til'),
      p(
        'Til strømming, nettsurfing og lesing holder det lenge med et rimelig nettbrett på 10 eller 11 tommer, som som regel koster godt under en billig bærbar PC. Vil du tegne, ta håndskrevne notater eller redigere bilder, bør du se etter pennstøtte, laminert skjerm og en raskere prosessor. Skal nettbrettet erstatte PC-en, må du sette av penger til et tastaturdeksel og sjekke at appene du er avhengig av, finnes i fullverdig nettbrettversjon.',
      ),
      h2('Spesifikasjoner som faktisk betyr noe'),
      p(
        'Lagring er det folk oftest angrer på at de sparte på: 64 GB fylles fort opp med apper, nedlastede filmer og bilder, så velg 128 GB hvis nettbrettet ikke har minnekortleser. En skjerm med høyere oppdateringsfrekvens, 90 eller 120 Hz, gjør scrolling og tegning merkbart jevnere. Sjekk også hvor mange års programvareoppdateringer produsenten lover, for sikkerhetsoppdateringene avgjør hvor lenge nettbrettet er trygt å bruke.',
      ),
      ul(
        'Velg minst 4 GB RAM, eller 8 GB til multitasking og kreativt arbeid.',
        'En skjerm på 8 tommer passer til lesing, 11 tommer passer de fleste, og 12–13 tommer fungerer som PC-erstatning.',
        'Velg en modell med mobildata bare hvis du ofte jobber uten wifi.',
        'Se etter USB-C-lading, så kan du bruke de samme kablene til andre enheter.',
      ),
      h2('Få det til å vare'),
      p(
        'Sett nettbrettet i et deksel med opphøyd kant fra første dag, og legg på en matt skjermbeskytter hvis du skriver med penn, for den gir også bedre skrivefølelse. Unngå å la batteriet stå på 100 % i flere dager, og slå på ladegrensen på 80 % hvis nettbrettet har en slik funksjon. Skal barn bruke det, bør du først opprette en egen profil med foreldrekontroll og grenser for skjermtid.',
      ),
    ],
    pl: [
      h2('Zdecyduj, do czego będzie ci służył'),
      p(
        'Do oglądania seriali, przeglądania internetu i czytania w zupełności wystarczy podstawowy tablet 10- lub 11-calowy, który zwykle kosztuje znacznie mniej niż tani laptop. Jeśli chcesz rysować, robić odręczne notatki lub obrabiać zdjęcia, szukaj obsługi rysika, laminowanego ekranu i szybszego procesora. Gdy tablet ma zastąpić laptopa, zaplanuj wydatek na etui z klawiaturą i sprawdź, czy potrzebne ci aplikacje mają pełnowartościowe wersje na tablety.',
      ),
      h2('Parametry, które naprawdę mają znaczenie'),
      p(
        'Na pamięci najczęściej oszczędza się ze szkodą dla siebie: 64 GB szybko zapełniają aplikacje, pobrane filmy i zdjęcia, więc wybierz 128 GB, jeśli tablet nie ma czytnika kart pamięci. Ekran o wyższej częstotliwości odświeżania, 90 lub 120 Hz, sprawia, że przewijanie i rysowanie są dużo płynniejsze. Sprawdź też, przez ile lat producent obiecuje aktualizacje oprogramowania, bo to poprawki bezpieczeństwa decydują, jak długo urządzenie będzie bezpieczne w użyciu.',
      ),
      ul(
        'Wybierz co najmniej 4 GB RAM, a do pracy wielozadaniowej i twórczej 8 GB.',
        'Ekran 8-calowy sprawdzi się do czytania, 11-calowy u większości osób, a 12–13-calowy jako zamiennik laptopa.',
        'Model z modemem komórkowym wybierz tylko wtedy, gdy często pracujesz bez dostępu do Wi-Fi.',
        'Postaw na ładowanie przez USB-C, aby korzystać z tych samych kabli co w innych urządzeniach.',
      ),
      h2('Jak przedłużyć jego żywotność'),
      p(
        'Od pierwszego dnia używaj etui z podwyższonymi krawędziami, a jeśli piszesz rysikiem, naklej matową folię, która przy okazji poprawia wrażenia z pisania. Nie trzymaj baterii przez całe dni na poziomie 100 % i włącz limit ładowania do 80 %, jeśli tablet oferuje taką funkcję. Jeśli będą z niego korzystać dzieci, najpierw utwórz osobny profil z kontrolą rodzicielską i limitami czasu przed ekranem.',
      ),
    ],
    pt: [
      h2('Defina para que você vai usar'),
      p(
        'Para streaming, navegação e leitura, um tablet de entrada com tela de 10 ou 11 polegadas é mais que suficiente e costuma custar bem menos que um notebook básico. Se você quer desenhar, fazer anotações à mão ou editar fotos, procure suporte a caneta, tela laminada e um processador mais rápido. Quem pretende substituir o notebook deve reservar dinheiro para uma capa com teclado e conferir se os aplicativos que usa têm versão completa para tablet.',
      ),
      h2('As especificações que fazem diferença'),
      p(
        'Armazenamento é onde mais gente se arrepende de ter economizado: 64 GB enchem rápido com aplicativos, vídeos baixados e fotos, então escolha 128 GB se o tablet não tiver entrada para cartão de memória. Uma tela com taxa de atualização mais alta, de 90 ou 120 Hz, deixa a rolagem e o desenho muito mais fluidos. Verifique também por quantos anos o fabricante promete atualizações de software, porque as correções de segurança definem por quanto tempo o tablet continuará seguro.',
      ),
      ul(
        'Procure no mínimo 4 GB de RAM, ou 8 GB para multitarefa e trabalho criativo.',
        'Telas de 8 polegadas são boas para leitura, 11 polegadas atendem a maioria e 12 a 13 polegadas substituem melhor o notebook.',
        'Só escolha um modelo com 4G ou 5G se você costuma trabalhar longe do Wi-Fi.',
        'Prefira carregamento por USB-C para usar os mesmos cabos dos seus outros aparelhos.',
      ),
      h2('Faça durar mais'),
      p(
        'Coloque uma capa com bordas elevadas desde o primeiro dia e aplique uma película fosca se você escreve com caneta, pois ela também melhora a sensação de escrita. Evite deixar a bateria em 100 % por dias seguidos e ative o limite de carga em 80 % se o tablet tiver essa opção. Se crianças forem usar, crie antes um perfil separado com controle parental e limite de tempo de tela.',
      ),
    ],
    sv: [
      h2('Bestäm vad plattan ska användas till'),
      p(
        'För streaming, surfning och läsning räcker en enklare platta på 10 eller 11 tum gott och väl, och den kostar oftast betydligt mindre än en billig bärbar dator. Vill du rita, anteckna för hand eller redigera bilder bör du leta efter stöd för penna, en laminerad skärm och en snabbare processor. Ska plattan ersätta datorn behöver du räkna med ett tangentbordsfodral och kontrollera att apparna du är beroende av finns i fullständig version för surfplattor.',
      ),
      h2('Specifikationer som gör verklig skillnad'),
      p(
        'Lagring är det man oftast ångrar att man snålade på: 64 GB fylls snabbt av appar, nedladdade filmer och bilder, så välj 128 GB om plattan saknar minneskortsplats. En skärm med högre uppdateringsfrekvens, 90 eller 120 Hz, gör att scrollning och ritande känns mycket smidigare. Kontrollera också hur många års programuppdateringar tillverkaren utlovar, eftersom säkerhetsuppdateringarna avgör hur länge plattan är säker att använda.',
      ),
      ul(
        'Sikta på minst 4 GB RAM, eller 8 GB för multitasking och kreativt arbete.',
        'En skärm på 8 tum passar för läsning, 11 tum passar de flesta och 12–13 tum fungerar som ersättare för datorn.',
        'Välj en modell med mobildata bara om du ofta jobbar utan wifi.',
        'Välj USB-C-laddning så att du kan dela kablar med dina andra enheter.',
      ),
      h2('Få den att hålla'),
      p(
        'Sätt plattan i ett fodral med upphöjd kant från första dagen och lägg på ett matt skärmskydd om du skriver med penna, eftersom det också ger en bättre skrivkänsla. Undvik att låta batteriet ligga på 100 % i flera dagar och slå på laddningsgränsen på 80 % om plattan har en sådan funktion. Om barn ska använda den bör du först skapa en egen profil med föräldrakontroll och gränser för skärmtid.',
      ),
    ],
  },
}

const gaming: GuideSeed = {
  slug: 'how-to-choose-a-gaming-headset',
  subcategory: 'gaming',
  title: {
    en: 'How to choose a gaming headset',
    de: 'Gaming-Headset kaufen: Darauf kommt es an',
    fr: 'Comment choisir un casque gaming',
    it: 'Come scegliere le cuffie da gaming',
    es: 'Cómo elegir unos auriculares gaming',
    fi: 'Näin valitset pelikuulokkeet',
    nl: 'Zo kies je een gaming-headset',
    no: 'Slik velger du gaming-headset',
    pl: 'Jak wybrać słuchawki dla graczy',
    pt: 'Como escolher um headset gamer',
    sv: 'Så väljer du gamingheadset',
  },
  excerpt: {
    en: 'Comfort over long sessions, a clear microphone and the right connection matter more than flashy lighting. Here is what to check before you buy a gaming headset.',
    de: 'Tragekomfort bei langen Sessions, ein klares Mikrofon und die richtige Verbindung zählen mehr als bunte Beleuchtung. Das sollten Sie vor dem Kauf eines Gaming-Headsets prüfen.',
    fr: 'Le confort sur de longues sessions, un micro clair et la bonne connexion comptent plus que les effets lumineux. Voici ce qu’il faut vérifier avant d’acheter un casque gaming.',
    it: 'Il comfort nelle sessioni lunghe, un microfono chiaro e il giusto tipo di connessione contano più delle luci colorate. Ecco cosa verificare prima di comprare delle cuffie da gaming.',
    es: 'La comodidad en sesiones largas, un micrófono claro y la conexión adecuada importan más que las luces llamativas. Esto es lo que debes comprobar antes de comprar unos auriculares para jugar.',
    fi: 'Mukavuus pitkissä pelisessioissa, selkeä mikrofoni ja oikea yhteystapa ratkaisevat enemmän kuin näyttävät valot. Tarkista nämä asiat ennen kuin ostat pelikuulokkeet.',
    nl: 'Comfort tijdens lange sessies, een heldere microfoon en de juiste verbinding zijn belangrijker dan opvallende verlichting. Dit controleer je voordat je een gaming-headset koopt.',
    no: 'Komfort gjennom lange økter, en tydelig mikrofon og riktig tilkobling betyr mer enn fargerike lys. Dette bør du sjekke før du kjøper gaming-headset.',
    pl: 'Wygoda podczas długich sesji, wyraźny mikrofon i odpowiednie połączenie liczą się bardziej niż efektowne podświetlenie. Sprawdź te rzeczy przed zakupem słuchawek gamingowych.',
    pt: 'Conforto em sessões longas, um microfone nítido e a conexão certa importam mais do que luzes chamativas. Veja o que conferir antes de comprar um headset gamer.',
    sv: 'Komfort under långa spelpass, en tydlig mikrofon och rätt anslutning betyder mer än färgglad belysning. Det här ska du kontrollera innan du köper ett gamingheadset.',
  },
  body: {
    en: [
      h2('Comfort comes first'),
      p(
        'Gaming sessions often last for hours, so weight and clamping force matter more than any spec sheet. Headsets under about 300 g with a padded or suspension headband are comfortable for most people, and fabric or velour ear pads stay cooler than faux leather. If you wear glasses, look for soft memory-foam cushions that seal around the arms without pressing them into your head.',
      ),
      h2('Wired, wireless and platform compatibility'),
      p(
        'A wired headset with a 3.5 mm jack works with almost any console, controller and PC, and never needs charging. Wireless models with a 2.4 GHz USB dongle have practically no delay and are the best choice for fast games, whereas Bluetooth alone often lags too much for competitive play. Read the product page carefully, because some wireless headsets only work with one console family.',
      ),
      ul(
        'Look for a battery life of at least 20 hours on wireless models.',
        'A detachable or flip-to-mute microphone is handy if you also use the headset for music.',
        'Closed-back ear cups block out household noise, while open-back ones sound more spacious but leak sound.',
        'Virtual surround can help you locate footsteps, but good stereo drivers matter more.',
        'Replaceable ear pads extend the life of a headset considerably.',
      ),
      h2('Microphone and care'),
      p(
        'Test recordings in reviews tell you more than quoted frequency ranges: you want a voice that sounds clear, not muffled or thin. Position a boom microphone two or three finger widths from the corner of your mouth to avoid breathing noise. Wipe the ear pads regularly with a slightly damp cloth, let them air-dry and store the headset on a stand instead of hanging it by the cable.',
      ),
    ],
    de: [
      h2('Tragekomfort geht vor'),
      p(
        'Gaming-Sessions dauern oft Stunden, daher sind Gewicht und Anpressdruck wichtiger als jedes Datenblatt. Headsets unter etwa 300 g mit gepolstertem oder federndem Kopfbügel sind für die meisten Menschen bequem, und Ohrpolster aus Stoff oder Velours bleiben kühler als Kunstleder. Als Brillenträger sollten Sie auf weiche Polster aus Memory-Schaum achten, die sich um die Bügel legen, ohne sie gegen den Kopf zu drücken.',
      ),
      h2('Kabel, Funk und Plattformkompatibilität'),
      p(
        'Ein kabelgebundenes Headset mit 3,5-mm-Klinke funktioniert mit fast jeder Konsole, jedem Controller und PC und muss nie geladen werden. Funkmodelle mit 2,4-GHz-USB-Dongle haben praktisch keine Verzögerung und sind die beste Wahl für schnelle Spiele, während reines Bluetooth für kompetitives Spielen oft zu stark verzögert. Lesen Sie die Produktseite genau, denn manche kabellosen Headsets funktionieren nur mit einer bestimmten Konsolenfamilie.',
      ),
      ul(
        'Bei kabellosen Modellen sollte der Akku mindestens 20 Stunden halten.',
        'Ein abnehmbares oder beim Hochklappen stummgeschaltetes Mikrofon ist praktisch, wenn Sie das Headset auch für Musik nutzen.',
        'Geschlossene Ohrmuscheln schirmen Haushaltsgeräusche ab, offene klingen räumlicher, lassen aber Schall nach außen dringen.',
        'Virtueller Surround-Sound hilft beim Orten von Schritten, gute Stereotreiber sind aber wichtiger.',
        'Austauschbare Ohrpolster verlängern die Lebensdauer eines Headsets deutlich.',
      ),
      h2('Mikrofon und Pflege'),
      p(
        'Testaufnahmen in Rezensionen verraten mehr als angegebene Frequenzbereiche: Die Stimme sollte klar klingen, weder dumpf noch dünn. Positionieren Sie ein Bügelmikrofon zwei bis drei Fingerbreit neben dem Mundwinkel, damit keine Atemgeräusche übertragen werden. Wischen Sie die Ohrpolster regelmäßig mit einem leicht feuchten Tuch ab, lassen Sie sie an der Luft trocknen und bewahren Sie das Headset auf einem Ständer auf, statt es am Kabel aufzuhängen.',
      ),
    ],
    fr: [
      h2('Le confort avant tout'),
      p(
        'Les sessions de jeu durent souvent des heures, donc le poids et la pression exercée sur la tête comptent plus que n’importe quelle fiche technique. Un casque de moins de 300 g environ, avec un arceau rembourré ou suspendu, convient à la plupart des gens, et les coussinets en tissu ou en velours restent plus frais que le similicuir. Si vous portez des lunettes, choisissez des coussinets en mousse à mémoire de forme qui épousent les branches sans les plaquer contre votre tête.',
      ),
      h2('Filaire, sans fil et compatibilité'),
      p(
        'Un casque filaire avec prise jack 3,5 mm fonctionne avec presque toutes les consoles, manettes et PC, et n’a jamais besoin d’être rechargé. Les modèles sans fil avec dongle USB 2,4 GHz n’ont pratiquement aucune latence et sont le meilleur choix pour les jeux rapides, alors que le Bluetooth seul présente souvent trop de décalage pour le jeu compétitif. Lisez attentivement la fiche produit, car certains casques sans fil ne fonctionnent qu’avec une seule famille de consoles.',
      ),
      ul(
        'Visez au moins 20 heures d’autonomie pour un modèle sans fil.',
        'Un micro amovible ou qui se coupe quand on le relève est pratique si vous écoutez aussi de la musique avec le casque.',
        'Les écouteurs fermés isolent des bruits de la maison, tandis que les ouverts offrent un son plus aéré mais laissent fuir le son.',
        'Le son surround virtuel aide à repérer les bruits de pas, mais de bons transducteurs stéréo comptent davantage.',
        'Des coussinets remplaçables prolongent nettement la durée de vie du casque.',
      ),
      h2('Micro et entretien'),
      p(
        'Les enregistrements de test publiés dans les avis en disent plus que les plages de fréquences annoncées : la voix doit être claire, ni étouffée ni nasillarde. Placez le micro perche à deux ou trois doigts du coin de la bouche pour éviter les bruits de respiration. Essuyez régulièrement les coussinets avec un chiffon légèrement humide, laissez-les sécher à l’air libre et rangez le casque sur un support au lieu de le suspendre par le câble.',
      ),
    ],
    it: [
      h2('Prima di tutto il comfort'),
      p(
        'Le sessioni di gioco durano spesso ore, quindi peso e pressione sulla testa contano più di qualsiasi scheda tecnica. Le cuffie sotto i 300 g circa con archetto imbottito o a sospensione risultano comode per la maggior parte delle persone, e i cuscinetti in tessuto o velluto restano più freschi della similpelle. Se porti gli occhiali, cerca cuscinetti morbidi in memory foam che avvolgano le aste senza premerle contro la testa.',
      ),
      h2('Con filo, wireless e compatibilità'),
      p(
        'Le cuffie con filo e jack da 3,5 mm funzionano con quasi tutte le console, i controller e i PC, e non vanno mai ricaricate. I modelli wireless con dongle USB a 2,4 GHz non hanno praticamente ritardo e sono la scelta migliore per i giochi veloci, mentre il solo Bluetooth ha spesso troppa latenza per il gioco competitivo. Leggi con attenzione la scheda del prodotto, perché alcune cuffie wireless funzionano solo con una famiglia di console.',
      ),
      ul(
        'Per i modelli wireless punta ad almeno 20 ore di autonomia.',
        'Un microfono staccabile o che si disattiva sollevandolo è comodo se usi le cuffie anche per la musica.',
        'I padiglioni chiusi isolano dai rumori di casa, quelli aperti offrono un suono più arioso ma lasciano uscire l’audio.',
        'Il surround virtuale aiuta a localizzare i passi, ma contano di più dei buoni driver stereo.',
        'I cuscinetti sostituibili allungano parecchio la vita delle cuffie.',
      ),
      h2('Microfono e manutenzione'),
      p(
        'Le registrazioni di prova nelle recensioni dicono di più delle gamme di frequenza dichiarate: la voce deve risultare chiara, né ovattata né metallica. Posiziona il microfono ad asta a due o tre dita dall’angolo della bocca per evitare i rumori del respiro. Pulisci spesso i cuscinetti con un panno appena umido, lasciali asciugare all’aria e riponi le cuffie su un supporto invece di appenderle per il cavo.',
      ),
    ],
    es: [
      h2('Lo primero, la comodidad'),
      p(
        'Las sesiones de juego suelen durar horas, así que el peso y la presión sobre la cabeza importan más que cualquier ficha técnica. Los auriculares de menos de unos 300 g con diadema acolchada o de suspensión resultan cómodos para la mayoría, y las almohadillas de tela o terciopelo dan menos calor que las de polipiel. Si llevas gafas, busca almohadillas blandas de espuma viscoelástica que se adapten a las patillas sin apretarlas contra la cabeza.',
      ),
      h2('Con cable, inalámbricos y compatibilidad'),
      p(
        'Unos auriculares con cable y conector de 3,5 mm funcionan con casi cualquier consola, mando y PC, y nunca hay que cargarlos. Los modelos inalámbricos con receptor USB de 2,4 GHz apenas tienen retardo y son la mejor opción para juegos rápidos, mientras que el Bluetooth por sí solo suele tener demasiada latencia para jugar en competitivo. Lee con atención la ficha del producto, porque algunos auriculares inalámbricos solo funcionan con una familia de consolas.',
      ),
      ul(
        'En los modelos inalámbricos, busca una autonomía de al menos 20 horas.',
        'Un micrófono extraíble o que se silencia al levantarlo es práctico si también usas los auriculares para escuchar música.',
        'Las copas cerradas aíslan del ruido de casa, mientras que las abiertas suenan más amplias pero dejan escapar el sonido.',
        'El sonido envolvente virtual ayuda a localizar pasos, pero unos buenos transductores estéreo importan más.',
        'Las almohadillas reemplazables alargan mucho la vida de los auriculares.',
      ),
      h2('Micrófono y cuidados'),
      p(
        'Las grabaciones de prueba de las reseñas dicen más que los rangos de frecuencia anunciados: la voz tiene que sonar clara, ni apagada ni metálica. Coloca el micrófono de varilla a dos o tres dedos de la comisura de la boca para evitar el ruido de la respiración. Limpia a menudo las almohadillas con un paño ligeramente húmedo, déjalas secar al aire y guarda los auriculares en un soporte en lugar de colgarlos del cable.',
      ),
    ],
    fi: [
      h2('Mukavuus ensin'),
      p(
        'Pelisessiot venyvät usein tuntien mittaisiksi, joten paino ja puristusvoima ovat tärkeämpiä kuin mikään tekninen tieto. Alle noin 300 gramman kuulokkeet, joissa on pehmustettu tai joustava pääpanta, tuntuvat useimmista mukavilta, ja kangas- tai velourpehmusteet pysyvät viileämpinä kuin keinonahka. Jos käytät silmälaseja, valitse pehmeät muistivaahtopehmusteet, jotka myötäilevät sankoja painamatta niitä päätä vasten.',
      ),
      h2('Langalliset, langattomat ja yhteensopivuus'),
      p(
        'Langalliset kuulokkeet 3,5 mm:n liittimellä toimivat lähes kaikkien konsolien, ohjainten ja tietokoneiden kanssa, eikä niitä tarvitse koskaan ladata. Langattomissa malleissa, joissa on 2,4 GHz:n USB-vastaanotin, ei ole käytännössä lainkaan viivettä, joten ne sopivat parhaiten nopeisiin peleihin, kun taas pelkkä Bluetooth on kilpapelaamiseen usein liian hidas. Lue tuotesivu tarkkaan, sillä osa langattomista kuulokkeista toimii vain yhden konsoliperheen kanssa.',
      ),
      ul(
        'Langattomissa malleissa akun kannattaa kestää vähintään 20 tuntia.',
        'Irrotettava tai ylös käännettäessä mykistyvä mikrofoni on kätevä, jos kuuntelet kuulokkeilla myös musiikkia.',
        'Suljetut kuulokkeet eristävät kodin äänet, avoimet kuulostavat tilavammilta mutta vuotavat ääntä ympäristöön.',
        'Virtuaalinen tilaääni auttaa paikantamaan askeleet, mutta hyvät stereoelementit ovat tärkeämpiä.',
        'Vaihdettavat korvatyynyt pidentävät kuulokkeiden käyttöikää selvästi.',
      ),
      h2('Mikrofoni ja huolto'),
      p(
        'Arvosteluissa julkaistut testitallenteet kertovat enemmän kuin ilmoitetut taajuusalueet: äänen pitää kuulostaa selkeältä, ei tukkoiselta tai ohuelta. Aseta varrellinen mikrofoni kahden tai kolmen sormen leveyden päähän suupielestä, niin hengitysäänet eivät kuulu. Pyyhi korvatyynyt säännöllisesti kevyesti kostutetulla liinalla, anna niiden kuivua ilmavasti ja säilytä kuulokkeita telineessä sen sijaan, että ripustaisit ne johdosta.',
      ),
    ],
    nl: [
      h2('Comfort staat voorop'),
      p(
        'Gamesessies duren vaak uren, dus gewicht en klemkracht zijn belangrijker dan welk specificatieblad ook. Headsets onder ongeveer 300 gram met een gevoerde of verende hoofdband zitten voor de meeste mensen comfortabel, en oorkussens van stof of velours blijven koeler dan kunstleer. Draag je een bril, kies dan zachte kussens van traagschuim die om de pootjes heen sluiten zonder ze tegen je hoofd te drukken.',
      ),
      h2('Bedraad, draadloos en compatibiliteit'),
      p(
        'Een bedrade headset met 3,5mm-jack werkt met vrijwel elke console, controller en pc en hoeft nooit opgeladen te worden. Draadloze modellen met een 2,4GHz-usb-dongle hebben praktisch geen vertraging en zijn de beste keuze voor snelle games, terwijl alleen bluetooth vaak te veel vertraging heeft voor competitief spelen. Lees de productpagina goed, want sommige draadloze headsets werken maar met één consolefamilie.',
      ),
      ul(
        'Kies bij draadloze modellen voor een accuduur van minstens 20 uur.',
        'Een afneembare microfoon, of een die dempt als je hem omhoogklapt, is handig als je de headset ook voor muziek gebruikt.',
        'Gesloten oorschelpen houden huishoudgeluiden buiten, open exemplaren klinken ruimtelijker maar lekken geluid.',
        'Virtueel surroundgeluid helpt om voetstappen te lokaliseren, maar goede stereodrivers zijn belangrijker.',
        'Vervangbare oorkussens verlengen de levensduur van een headset aanzienlijk.',
      ),
      h2('Microfoon en onderhoud'),
      p(
        'Testopnames in reviews zeggen meer dan opgegeven frequentiebereiken: je stem moet helder klinken, niet dof of dun. Plaats een microfoonarm twee à drie vingers breed naast je mondhoek om ademgeluiden te voorkomen. Veeg de oorkussens regelmatig af met een licht vochtige doek, laat ze aan de lucht drogen en bewaar de headset op een standaard in plaats van hem aan de kabel op te hangen.',
      ),
    ],
    no: [
      h2('Komforten kommer først'),
      p(
        'Spilløkter varer ofte i timevis, så vekt og klemkraft betyr mer enn noe datablad. Headset under rundt 300 gram med polstret eller fjærende hodebøyle er komfortable for de fleste, og øreputer i stoff eller velur holder seg kjøligere enn kunstskinn. Bruker du briller, bør du se etter myke puter i memoryskum som former seg rundt brillestengene uten å presse dem mot hodet.',
      ),
      h2('Kablet, trådløst og kompatibilitet'),
      p(
        'Et kablet headset med 3,5 mm-plugg fungerer med nesten alle konsoller, kontrollere og PC-er og trenger aldri lading. Trådløse modeller med 2,4 GHz USB-dongle har praktisk talt ingen forsinkelse og er det beste valget til raske spill, mens Bluetooth alene ofte har for mye forsinkelse til konkurransespill. Les produktsiden nøye, for enkelte trådløse headset fungerer bare med én konsollfamilie.',
      ),
      ul(
        'Se etter minst 20 timers batteritid på trådløse modeller.',
        'En avtakbar mikrofon, eller en som dempes når du vipper den opp, er praktisk hvis du også bruker headsettet til musikk.',
        'Lukkede øreklokker stenger ute lyder i hjemmet, mens åpne gir et luftigere lydbilde, men lekker lyd.',
        'Virtuell surround hjelper deg å høre hvor fottrinn kommer fra, men gode stereoelementer betyr mer.',
        'Utskiftbare øreputer forlenger levetiden betraktelig.',
      ),
      h2('Mikrofon og vedlikehold'),
      p(
        'Testopptak i anmeldelser sier mer enn oppgitte frekvensområder: Stemmen skal låte klar, verken dempet eller tynn. Plasser bommikrofonen to eller tre fingerbredder fra munnviken, så slipper du pustelyder. Tørk av øreputene jevnlig med en lett fuktet klut, la dem lufttørke, og oppbevar headsettet på et stativ i stedet for å henge det etter kabelen.',
      ),
    ],
    pl: [
      h2('Najpierw wygoda'),
      p(
        'Sesje gamingowe często trwają godzinami, dlatego waga i siła docisku są ważniejsze niż jakakolwiek specyfikacja. Słuchawki lżejsze niż około 300 g z wyściełanym lub samoregulującym się pałąkiem są wygodne dla większości osób, a nauszniki z tkaniny lub weluru grzeją mniej niż te z ekoskóry. Jeśli nosisz okulary, szukaj miękkich poduszek z pianki z pamięcią kształtu, które otulają zauszniki, nie dociskając ich do głowy.',
      ),
      h2('Przewodowe, bezprzewodowe i kompatybilność'),
      p(
        'Słuchawki przewodowe z wtykiem 3,5 mm działają z niemal każdą konsolą, kontrolerem i komputerem i nigdy nie trzeba ich ładować. Modele bezprzewodowe z odbiornikiem USB 2,4 GHz praktycznie nie mają opóźnień i najlepiej sprawdzają się w dynamicznych grach, natomiast sam Bluetooth zwykle ma zbyt duże opóźnienie do gry rywalizacyjnej. Dokładnie przeczytaj opis produktu, bo niektóre słuchawki bezprzewodowe działają tylko z jedną rodziną konsol.',
      ),
      ul(
        'W modelach bezprzewodowych szukaj co najmniej 20 godzin pracy na baterii.',
        'Odłączany mikrofon lub taki, który wycisza się po podniesieniu, przyda się, jeśli słuchasz też muzyki.',
        'Zamknięte muszle odcinają od domowego hałasu, a otwarte brzmią przestrzenniej, ale przepuszczają dźwięk na zewnątrz.',
        'Wirtualny dźwięk przestrzenny pomaga zlokalizować kroki, ale ważniejsze są dobre przetworniki stereo.',
        'Wymienne nauszniki znacznie wydłużają żywotność słuchawek.',
      ),
      h2('Mikrofon i pielęgnacja'),
      p(
        'Próbki nagrań w recenzjach mówią więcej niż podawane zakresy częstotliwości: głos powinien brzmieć wyraźnie, a nie głucho czy płasko. Ustaw mikrofon na wysięgniku w odległości dwóch, trzech palców od kącika ust, aby uniknąć szumu oddechu. Regularnie przecieraj nauszniki lekko wilgotną ściereczką, pozwól im wyschnąć na powietrzu i odkładaj słuchawki na stojak zamiast wieszać je za kabel.',
      ),
    ],
    pt: [
      h2('Conforto em primeiro lugar'),
      p(
        'As partidas costumam durar horas, por isso o peso e a pressão na cabeça importam mais do que qualquer ficha técnica. Headsets com menos de uns 300 g e arco acolchoado ou com suspensão são confortáveis para a maioria das pessoas, e almofadas de tecido ou veludo esquentam menos que as de couro sintético. Se você usa óculos, procure almofadas macias de espuma viscoelástica que se ajustem às hastes sem pressioná-las contra a cabeça.',
      ),
      h2('Com fio, sem fio e compatibilidade'),
      p(
        'Um headset com fio e conector P2 de 3,5 mm funciona com quase todo console, controle e PC, e nunca precisa ser carregado. Modelos sem fio com receptor USB de 2,4 GHz praticamente não têm atraso e são a melhor opção para jogos rápidos, enquanto o Bluetooth sozinho costuma ter latência demais para jogar competitivamente. Leia a página do produto com atenção, porque alguns headsets sem fio só funcionam com uma família de consoles.',
      ),
      ul(
        'Nos modelos sem fio, procure pelo menos 20 horas de bateria.',
        'Um microfone removível ou que silencia ao ser levantado é prático se você também usa o headset para ouvir música.',
        'Conchas fechadas isolam os ruídos da casa, enquanto as abertas soam mais amplas, mas vazam som.',
        'O surround virtual ajuda a localizar passos, mas bons drivers estéreo fazem mais diferença.',
        'Almofadas substituíveis aumentam bastante a vida útil do headset.',
      ),
      h2('Microfone e cuidados'),
      p(
        'As gravações de teste nas análises dizem mais do que as faixas de frequência anunciadas: a voz deve soar nítida, nem abafada nem fina. Posicione o microfone de haste a dois ou três dedos do canto da boca para evitar o ruído da respiração. Limpe as almofadas regularmente com um pano levemente úmido, deixe secar ao ar e guarde o headset em um suporte em vez de pendurá-lo pelo cabo.',
      ),
    ],
    sv: [
      h2('Komforten kommer först'),
      p(
        'Spelpass pågår ofta i flera timmar, så vikt och klämtryck betyder mer än något datablad. Headset under cirka 300 gram med vadderad eller fjädrande hjässbygel är bekväma för de flesta, och öronkuddar i tyg eller velour håller sig svalare än konstläder. Har du glasögon bör du leta efter mjuka kuddar i memoryskum som formar sig runt skalmarna utan att pressa dem mot huvudet.',
      ),
      h2('Trådat, trådlöst och kompatibilitet'),
      p(
        'Ett trådat headset med 3,5 mm-kontakt fungerar med nästan alla konsoler, handkontroller och datorer och behöver aldrig laddas. Trådlösa modeller med en 2,4 GHz USB-dongel har praktiskt taget ingen fördröjning och är det bästa valet för snabba spel, medan enbart Bluetooth ofta har för hög latens för tävlingsspel. Läs produktsidan noga, eftersom vissa trådlösa headset bara fungerar med en konsolfamilj.',
      ),
      ul(
        'Sikta på minst 20 timmars batteritid för trådlösa modeller.',
        'En avtagbar mikrofon, eller en som stängs av när du fäller upp den, är praktisk om du också lyssnar på musik med headsetet.',
        'Slutna kåpor stänger ute ljud i hemmet, medan öppna låter rymligare men läcker ljud.',
        'Virtuellt surroundljud hjälper dig att lokalisera fotsteg, men bra stereoelement betyder mer.',
        'Utbytbara öronkuddar förlänger livslängden avsevärt.',
      ),
      h2('Mikrofon och skötsel'),
      p(
        'Testinspelningar i recensioner säger mer än angivna frekvensomfång: rösten ska låta tydlig, varken dov eller tunn. Placera bommikrofonen två eller tre fingerbredder från mungipan så slipper du andningsljud. Torka av öronkuddarna regelbundet med en lätt fuktad trasa, låt dem lufttorka och förvara headsetet i ett ställ i stället för att hänga det i kabeln.',
      ),
    ],
  },
}

const wearables: GuideSeed = {
  slug: 'how-to-choose-a-smartwatch',
  subcategory: 'wearables',
  title: {
    en: 'Smartwatch or fitness tracker? How to choose a wearable',
    de: 'Smartwatch oder Fitnesstracker? So finden Sie das richtige Wearable',
    fr: 'Montre connectée ou bracelet d’activité : comment choisir ?',
    it: 'Smartwatch o fitness tracker? Come scegliere un dispositivo indossabile',
    es: '¿Reloj inteligente o pulsera de actividad? Cómo elegir un wearable',
    fi: 'Älykello vai aktiivisuusranneke? Näin valitset puettavan laitteen',
    nl: 'Smartwatch of activity tracker? Zo kies je een wearable',
    no: 'Smartklokke eller aktivitetsarmbånd? Slik velger du riktig',
    pl: 'Smartwatch czy opaska sportowa? Jak wybrać urządzenie na nadgarstek',
    pt: 'Smartwatch ou pulseira fitness? Como escolher um vestível',
    sv: 'Smartklocka eller aktivitetsarmband? Så väljer du rätt',
  },
  excerpt: {
    en: 'Wearables range from slim step counters to full smartwatches with apps and GPS. Find out which features you will actually use and what battery life to expect.',
    de: 'Wearables reichen vom schlanken Schrittzähler bis zur vollwertigen Smartwatch mit Apps und GPS. Erfahren Sie, welche Funktionen Sie wirklich nutzen und mit welcher Akkulaufzeit Sie rechnen können.',
    fr: 'Des simples podomètres aux montres connectées avec applications et GPS, l’offre est vaste. Découvrez les fonctions que vous utiliserez vraiment et l’autonomie à laquelle vous attendre.',
    it: 'I dispositivi indossabili vanno dal semplice contapassi allo smartwatch completo di app e GPS. Scopri quali funzioni userai davvero e che autonomia aspettarti.',
    es: 'Los wearables van desde sencillos podómetros hasta relojes inteligentes con aplicaciones y GPS. Descubre qué funciones usarás de verdad y cuánta batería puedes esperar.',
    fi: 'Puettavat laitteet vaihtelevat ohuista askelmittareista sovelluksilla ja GPS:llä varustettuihin älykelloihin. Selvitä, mitä ominaisuuksia oikeasti käytät ja millaista akunkestoa voit odottaa.',
    nl: 'Wearables variëren van slanke stappentellers tot volwaardige smartwatches met apps en gps. Ontdek welke functies je echt gebruikt en welke accuduur je kunt verwachten.',
    no: 'Bærbar teknologi spenner fra slanke skrittellere til fullverdige smartklokker med apper og GPS. Finn ut hvilke funksjoner du faktisk kommer til å bruke, og hvilken batteritid du kan forvente.',
    pl: 'Urządzenia noszone na nadgarstku to zarówno smukłe krokomierze, jak i pełnoprawne smartwatche z aplikacjami i GPS. Sprawdź, z których funkcji naprawdę skorzystasz i na jaki czas pracy baterii możesz liczyć.',
    pt: 'Os vestíveis vão de simples contadores de passos a smartwatches completos, com aplicativos e GPS. Descubra quais recursos você vai usar de verdade e quanto a bateria deve durar.',
    sv: 'Bärbar teknik spänner från smala stegräknare till fullfjädrade smartklockor med appar och GPS. Ta reda på vilka funktioner du faktiskt kommer att använda och vilken batteritid du kan räkna med.',
  },
  body: {
    en: [
      h2('Smartwatch or fitness tracker?'),
      p(
        'A fitness tracker is slim and affordable, and it often runs for one to two weeks on a charge while counting steps, heart rate and sleep. A smartwatch adds a larger screen, apps, contactless payments and detailed notifications, but many models need charging every one to three days. Think about what bothers you more: missing a feature, or having yet another device to charge every night.',
      ),
      h2('Check compatibility and sensors'),
      p(
        'Before anything else, make sure the wearable works with your phone, because some watches only pair with one operating system. Built-in GPS tracks runs and rides without your phone, and it is worth paying for if you train outdoors. Optical heart-rate sensors are accurate enough for everyday use, but for interval training a chest strap paired with the watch gives more reliable readings.',
      ),
      ul(
        'An always-on display is convenient but can halve battery life.',
        'A water resistance of 5 ATM is enough for swimming in a pool.',
        'Choose a case size that does not overhang your wrist, especially for sleep tracking.',
        'Check whether the companion app requires a paid subscription for detailed statistics.',
      ),
      h2('Comfort and care'),
      p(
        'Wear the device a finger’s width above the wrist bone, snug enough for the sensor to stay in contact with your skin but loose enough to be comfortable at night. Rinse the band with fresh water after sweaty workouts or swimming in salt or chlorinated water, and let it dry before charging. Silicone bands are practical for sport, while woven or leather bands are more comfortable for all-day wear.',
      ),
    ],
    de: [
      h2('Smartwatch oder Fitnesstracker?'),
      p(
        'Ein Fitnesstracker ist schlank und günstig und hält oft ein bis zwei Wochen mit einer Akkuladung durch, während er Schritte, Puls und Schlaf aufzeichnet. Eine Smartwatch bietet zusätzlich ein größeres Display, Apps, kontaktloses Bezahlen und ausführliche Benachrichtigungen, muss aber bei vielen Modellen alle ein bis drei Tage ans Ladegerät. Überlegen Sie, was Sie mehr stört: eine fehlende Funktion oder ein weiteres Gerät, das jeden Abend geladen werden will.',
      ),
      h2('Kompatibilität und Sensoren prüfen'),
      p(
        'Stellen Sie zuallererst sicher, dass das Wearable mit Ihrem Smartphone funktioniert, denn manche Uhren lassen sich nur mit einem Betriebssystem koppeln. Integriertes GPS zeichnet Läufe und Radtouren ohne Handy auf und lohnt sich, wenn Sie draußen trainieren. Optische Pulssensoren sind für den Alltag genau genug, beim Intervalltraining liefert ein mit der Uhr gekoppelter Brustgurt aber zuverlässigere Werte.',
      ),
      ul(
        'Ein Always-on-Display ist praktisch, kann die Akkulaufzeit aber halbieren.',
        'Eine Wasserdichtigkeit von 5 ATM reicht zum Schwimmen im Becken.',
        'Wählen Sie eine Gehäusegröße, die nicht über das Handgelenk hinausragt, vor allem für die Schlafaufzeichnung.',
        'Prüfen Sie, ob die zugehörige App für detaillierte Statistiken ein kostenpflichtiges Abo verlangt.',
      ),
      h2('Tragekomfort und Pflege'),
      p(
        'Tragen Sie das Gerät etwa einen Finger breit oberhalb des Handgelenkknochens – so eng, dass der Sensor Hautkontakt hat, aber locker genug, dass es auch nachts angenehm bleibt. Spülen Sie das Armband nach schweißtreibendem Training oder nach dem Schwimmen in Salz- oder Chlorwasser mit klarem Wasser ab und lassen Sie es vor dem Laden trocknen. Silikonarmbänder sind praktisch für den Sport, gewebte oder Lederarmbänder tragen sich den ganzen Tag über angenehmer.',
      ),
    ],
    fr: [
      h2('Montre connectée ou bracelet d’activité ?'),
      p(
        'Un bracelet d’activité est fin et abordable, et il tient souvent une à deux semaines sur une charge tout en mesurant les pas, le rythme cardiaque et le sommeil. Une montre connectée ajoute un écran plus grand, des applications, le paiement sans contact et des notifications détaillées, mais beaucoup de modèles doivent être rechargés tous les un à trois jours. Demandez-vous ce qui vous dérange le plus : l’absence d’une fonction ou un appareil de plus à recharger chaque soir.',
      ),
      h2('Vérifiez la compatibilité et les capteurs'),
      p(
        'Avant tout, assurez-vous que l’appareil fonctionne avec votre téléphone, car certaines montres ne s’associent qu’avec un seul système d’exploitation. Le GPS intégré enregistre vos sorties à pied ou à vélo sans téléphone, et il vaut la dépense si vous vous entraînez en extérieur. Les capteurs cardiaques optiques sont assez précis au quotidien, mais pour le fractionné, une ceinture thoracique associée à la montre donne des mesures plus fiables.',
      ),
      ul(
        'Un écran toujours allumé est pratique, mais peut diviser l’autonomie par deux.',
        'Une étanchéité de 5 ATM suffit pour nager en piscine.',
        'Choisissez un boîtier qui ne dépasse pas de votre poignet, surtout pour le suivi du sommeil.',
        'Vérifiez si l’application associée exige un abonnement payant pour les statistiques détaillées.',
      ),
      h2('Confort et entretien'),
      p(
        'Portez l’appareil à un doigt au-dessus de l’os du poignet, assez serré pour que le capteur reste en contact avec la peau, mais assez lâche pour rester confortable la nuit. Rincez le bracelet à l’eau claire après une séance intense ou une baignade en mer ou en piscine, et laissez-le sécher avant de le recharger. Les bracelets en silicone sont pratiques pour le sport, tandis que ceux en tissu tressé ou en cuir sont plus agréables à porter toute la journée.',
      ),
    ],
    it: [
      h2('Smartwatch o fitness tracker?'),
      p(
        'Un fitness tracker è sottile ed economico, e spesso dura una o due settimane con una ricarica mentre registra passi, battito cardiaco e sonno. Uno smartwatch aggiunge uno schermo più grande, app, pagamenti contactless e notifiche dettagliate, ma molti modelli vanno ricaricati ogni uno-tre giorni. Chiediti cosa ti dà più fastidio: rinunciare a una funzione o avere un altro dispositivo da mettere in carica ogni sera.',
      ),
      h2('Verifica compatibilità e sensori'),
      p(
        'Prima di tutto assicurati che il dispositivo funzioni con il tuo telefono, perché alcuni smartwatch si abbinano a un solo sistema operativo. Il GPS integrato registra corse e uscite in bici senza che tu debba portare il telefono e vale la spesa se ti alleni all’aperto. I sensori ottici del battito sono abbastanza precisi per l’uso quotidiano, ma per gli allenamenti a intervalli una fascia cardio abbinata all’orologio fornisce dati più affidabili.',
      ),
      ul(
        'Il display sempre acceso è comodo, ma può dimezzare l’autonomia.',
        'Un’impermeabilità di 5 ATM basta per nuotare in piscina.',
        'Scegli una cassa che non sporga dal polso, soprattutto se vuoi monitorare il sonno.',
        'Controlla se l’app abbinata richiede un abbonamento a pagamento per le statistiche dettagliate.',
      ),
      h2('Comfort e manutenzione'),
      p(
        'Indossa il dispositivo un dito sopra l’osso del polso, abbastanza aderente perché il sensore resti a contatto con la pelle ma non così stretto da dare fastidio di notte. Sciacqua il cinturino con acqua dolce dopo allenamenti sudati o nuotate in mare o in piscina, e lascialo asciugare prima di ricaricare. I cinturini in silicone sono pratici per lo sport, mentre quelli intrecciati o in pelle sono più comodi da portare tutto il giorno.',
      ),
    ],
    es: [
      h2('¿Reloj inteligente o pulsera de actividad?'),
      p(
        'Una pulsera de actividad es fina y asequible, y a menudo aguanta una o dos semanas con una carga mientras registra pasos, pulso y sueño. Un reloj inteligente añade una pantalla más grande, aplicaciones, pago sin contacto y notificaciones completas, pero muchos modelos hay que cargarlos cada uno a tres días. Piensa qué te molesta más: prescindir de una función o tener otro aparato que cargar cada noche.',
      ),
      h2('Comprueba la compatibilidad y los sensores'),
      p(
        'Antes que nada, asegúrate de que el dispositivo funciona con tu móvil, porque algunos relojes solo se emparejan con un sistema operativo. El GPS integrado registra tus carreras y rutas en bici sin llevar el móvil, y merece la pena si entrenas al aire libre. Los sensores ópticos de pulso son lo bastante precisos para el día a día, pero en el entrenamiento por intervalos una banda pectoral emparejada con el reloj ofrece datos más fiables.',
      ),
      ul(
        'La pantalla siempre activa es cómoda, pero puede reducir la autonomía a la mitad.',
        'Con una resistencia de 5 ATM puedes nadar en la piscina.',
        'Elige un tamaño de caja que no sobresalga de la muñeca, sobre todo si quieres medir el sueño.',
        'Comprueba si la aplicación asociada exige una suscripción de pago para ver estadísticas detalladas.',
      ),
      h2('Comodidad y cuidados'),
      p(
        'Lleva el dispositivo un dedo por encima del hueso de la muñeca, lo bastante ajustado para que el sensor esté en contacto con la piel, pero sin apretar para que resulte cómodo por la noche. Aclara la correa con agua dulce después de entrenar sudando o de nadar en el mar o en la piscina, y déjala secar antes de cargar. Las correas de silicona son prácticas para el deporte, mientras que las trenzadas o de piel resultan más cómodas para todo el día.',
      ),
    ],
    fi: [
      h2('Älykello vai aktiivisuusranneke?'),
      p(
        'Aktiivisuusranneke on ohut ja edullinen, ja se kestää usein viikosta kahteen yhdellä latauksella mitaten askelia, sykettä ja unta. Älykellossa on lisäksi isompi näyttö, sovelluksia, lähimaksu ja kattavat ilmoitukset, mutta monet mallit pitää ladata 1–3 päivän välein. Mieti, kumpi häiritsee sinua enemmän: puuttuva ominaisuus vai taas yksi laite, joka pitää ladata joka ilta.',
      ),
      h2('Tarkista yhteensopivuus ja anturit'),
      p(
        'Varmista ensimmäisenä, että laite toimii puhelimesi kanssa, sillä osa kelloista pariutuu vain yhden käyttöjärjestelmän kanssa. Sisäänrakennettu GPS tallentaa juoksut ja pyörälenkit ilman puhelinta, ja se on hintansa arvoinen, jos treenaat ulkona. Optiset sykeanturit ovat arkikäytössä riittävän tarkkoja, mutta intervalliharjoittelussa kelloon yhdistetty sykevyö antaa luotettavampia lukemia.',
      ),
      ul(
        'Aina päällä oleva näyttö on kätevä, mutta se voi puolittaa akunkeston.',
        '5 ATM:n vesitiiviys riittää uimiseen uima-altaassa.',
        'Valitse kotelon koko, joka ei ulotu ranteen yli, varsinkin jos haluat seurata untasi.',
        'Tarkista, vaatiiko laitteen sovellus maksullisen tilauksen tarkempiin tilastoihin.',
      ),
      h2('Mukavuus ja hoito'),
      p(
        'Pidä laitetta sormen leveyden verran ranteen luun yläpuolella niin tiukalla, että anturi pysyy kosketuksessa ihoon, mutta niin väljällä, että sitä on mukava pitää yöllä. Huuhtele ranneke makealla vedellä hikisen treenin tai meri- tai allasuinnin jälkeen ja anna sen kuivua ennen latausta. Silikoniset rannekkeet ovat käytännöllisiä urheilussa, kun taas punotut ja nahkaiset rannekkeet ovat mukavampia koko päivän käytössä.',
      ),
    ],
    nl: [
      h2('Smartwatch of activity tracker?'),
      p(
        'Een activity tracker is slank en betaalbaar en gaat vaak één tot twee weken mee op een lading, terwijl hij stappen, hartslag en slaap bijhoudt. Een smartwatch heeft daarnaast een groter scherm, apps, contactloos betalen en uitgebreide meldingen, maar veel modellen moeten om de één à drie dagen aan de lader. Bedenk wat je meer stoort: een functie missen of nog een apparaat dat elke avond opgeladen moet worden.',
      ),
      h2('Controleer compatibiliteit en sensoren'),
      p(
        'Zorg eerst dat de wearable met je telefoon werkt, want sommige horloges koppelen maar met één besturingssysteem. Met ingebouwde gps leg je hardloop- en fietsrondjes vast zonder telefoon, en dat is de meerprijs waard als je buiten traint. Optische hartslagsensoren zijn voor dagelijks gebruik nauwkeurig genoeg, maar bij intervaltraining geeft een borstband die je aan het horloge koppelt betrouwbaardere metingen.',
      ),
      ul(
        'Een always-on-scherm is handig, maar kan de accuduur halveren.',
        'Met een waterdichtheid van 5 ATM kun je zwemmen in het zwembad.',
        'Kies een kastmaat die niet over je pols uitsteekt, zeker als je je slaap wilt meten.',
        'Controleer of de bijbehorende app een betaald abonnement vraagt voor uitgebreide statistieken.',
      ),
      h2('Comfort en onderhoud'),
      p(
        'Draag het apparaat een vinger breed boven je polsbotje, strak genoeg om de sensor contact met je huid te laten houden, maar los genoeg om ’s nachts comfortabel te blijven. Spoel het bandje af met kraanwater na een zweterige training of na zwemmen in zout- of chloorwater, en laat het drogen voordat je gaat opladen. Siliconen bandjes zijn praktisch om mee te sporten, geweven of leren bandjes dragen de hele dag prettiger.',
      ),
    ],
    no: [
      h2('Smartklokke eller aktivitetsarmbånd?'),
      p(
        'Et aktivitetsarmbånd er slankt og rimelig, og holder ofte én til to uker på én lading mens det registrerer skritt, puls og søvn. En smartklokke gir i tillegg større skjerm, apper, kontaktløs betaling og utfyllende varsler, men mange modeller må lades med én til tre dagers mellomrom. Tenk over hva som plager deg mest: å mangle en funksjon, eller å ha enda en dings som må lades hver kveld.',
      ),
      h2('Sjekk kompatibilitet og sensorer'),
      p(
        'Før alt annet må du forsikre deg om at klokken fungerer med telefonen din, for enkelte klokker kan bare pares med ett operativsystem. Innebygd GPS registrerer løpeturer og sykkelturer uten at du trenger å ha med telefonen, og er verdt pengene hvis du trener ute. Optiske pulsmålere er nøyaktige nok til hverdagsbruk, men til intervalltrening gir et pulsbelte koblet til klokken mer pålitelige målinger.',
      ),
      ul(
        'En skjerm som alltid er på, er praktisk, men kan halvere batteritiden.',
        'Vanntetthet på 5 ATM holder til svømming i basseng.',
        'Velg en kassestørrelse som ikke stikker utenfor håndleddet, særlig hvis du vil måle søvnen.',
        'Sjekk om appen krever et betalt abonnement for detaljert statistikk.',
      ),
      h2('Komfort og stell'),
      p(
        'Bær enheten en fingerbredde over håndleddsbenet, stramt nok til at sensoren har kontakt med huden, men løst nok til å være behagelig om natten. Skyll reimen i ferskvann etter svette treningsøkter eller svømming i salt- eller klorvann, og la den tørke før du lader. Silikonreimer er praktiske til trening, mens vevde reimer og lærreimer er mer behagelige å ha på hele dagen.',
      ),
    ],
    pl: [
      h2('Smartwatch czy opaska sportowa?'),
      p(
        'Opaska sportowa jest smukła i niedroga, a na jednym ładowaniu często działa od tygodnia do dwóch, mierząc kroki, tętno i sen. Smartwatch oferuje dodatkowo większy ekran, aplikacje, płatności zbliżeniowe i pełne powiadomienia, ale wiele modeli trzeba ładować co jeden do trzech dni. Zastanów się, co bardziej ci przeszkadza: brak jakiejś funkcji czy kolejne urządzenie do ładowania każdego wieczoru.',
      ),
      h2('Sprawdź kompatybilność i czujniki'),
      p(
        'Przede wszystkim upewnij się, że urządzenie współpracuje z twoim telefonem, bo niektóre zegarki łączą się tylko z jednym systemem operacyjnym. Wbudowany GPS zapisuje biegi i przejażdżki rowerowe bez telefonu i jest wart dopłaty, jeśli trenujesz na świeżym powietrzu. Optyczne czujniki tętna są wystarczająco dokładne na co dzień, ale przy treningu interwałowym bardziej wiarygodne pomiary daje pas piersiowy sparowany z zegarkiem.',
      ),
      ul(
        'Ekran zawsze włączony jest wygodny, ale może skrócić czas pracy baterii o połowę.',
        'Wodoszczelność 5 ATM wystarczy do pływania w basenie.',
        'Wybierz kopertę, która nie wystaje poza nadgarstek, zwłaszcza jeśli chcesz monitorować sen.',
        'Sprawdź, czy aplikacja producenta nie wymaga płatnej subskrypcji do szczegółowych statystyk.',
      ),
      h2('Wygoda i pielęgnacja'),
      p(
        'Noś urządzenie na szerokość palca powyżej kości nadgarstka – na tyle ciasno, by czujnik przylegał do skóry, ale na tyle luźno, by w nocy było wygodnie. Po intensywnym treningu albo pływaniu w morzu lub basenie opłucz pasek słodką wodą i pozwól mu wyschnąć przed ładowaniem. Paski silikonowe są praktyczne do sportu, a plecione lub skórzane są wygodniejsze przy noszeniu przez cały dzień.',
      ),
    ],
    pt: [
      h2('Smartwatch ou pulseira fitness?'),
      p(
        'Uma pulseira fitness é fina e barata, e muitas vezes dura de uma a duas semanas com uma carga enquanto registra passos, batimentos cardíacos e sono. Um smartwatch acrescenta tela maior, aplicativos, pagamento por aproximação e notificações completas, mas muitos modelos precisam ser carregados a cada um a três dias. Pense no que incomoda mais: ficar sem um recurso ou ter mais um aparelho para carregar toda noite.',
      ),
      h2('Confira a compatibilidade e os sensores'),
      p(
        'Antes de tudo, verifique se o dispositivo funciona com o seu celular, porque alguns relógios só pareiam com um sistema operacional. O GPS integrado registra corridas e pedaladas sem que você precise levar o celular e vale o investimento se você treina ao ar livre. Os sensores ópticos de frequência cardíaca são precisos o bastante no dia a dia, mas em treinos intervalados uma cinta peitoral pareada com o relógio dá leituras mais confiáveis.',
      ),
      ul(
        'A tela sempre ligada é prática, mas pode reduzir a duração da bateria pela metade.',
        'Resistência de 5 ATM é suficiente para nadar na piscina.',
        'Escolha uma caixa que não ultrapasse a largura do pulso, principalmente se quiser monitorar o sono.',
        'Veja se o aplicativo exige assinatura paga para mostrar estatísticas detalhadas.',
      ),
      h2('Conforto e cuidados'),
      p(
        'Use o dispositivo um dedo acima do ossinho do pulso, justo o bastante para o sensor ficar em contato com a pele, mas folgado o suficiente para ser confortável à noite. Enxágue a pulseira com água doce depois de treinos suados ou de nadar no mar ou na piscina, e deixe secar antes de carregar. Pulseiras de silicone são práticas para esportes, enquanto as de tecido trançado ou couro são mais confortáveis para usar o dia todo.',
      ),
    ],
    sv: [
      h2('Smartklocka eller aktivitetsarmband?'),
      p(
        'Ett aktivitetsarmband är smalt och prisvärt och räcker ofta en till två veckor på en laddning medan det mäter steg, puls och sömn. En smartklocka har dessutom större skärm, appar, kontaktlös betalning och utförliga aviseringar, men många modeller behöver laddas med en till tre dagars mellanrum. Fundera på vad som stör dig mest: att sakna en funktion eller att ha ännu en pryl att ladda varje kväll.',
      ),
      h2('Kontrollera kompatibilitet och sensorer'),
      p(
        'Se först och främst till att klockan fungerar med din telefon, eftersom vissa klockor bara kan parkopplas med ett operativsystem. Inbyggd GPS registrerar löprundor och cykelturer utan att du behöver ha med telefonen och är värd pengarna om du tränar utomhus. Optiska pulsmätare är tillräckligt exakta i vardagen, men vid intervallträning ger ett pulsband kopplat till klockan mer tillförlitliga värden.',
      ),
      ul(
        'En skärm som alltid är på är praktisk men kan halvera batteritiden.',
        'En vattentäthet på 5 ATM räcker för simning i bassäng.',
        'Välj en boettstorlek som inte sticker ut över handleden, särskilt om du vill mäta sömnen.',
        'Kontrollera om appen kräver ett betalabonnemang för detaljerad statistik.',
      ),
      h2('Komfort och skötsel'),
      p(
        'Bär enheten ett fingerbrett ovanför handledsknölen, så tight att sensorn har kontakt med huden men så löst att den är bekväm på natten. Skölj armbandet i sötvatten efter svettiga träningspass eller bad i salt- eller klorvatten, och låt det torka innan du laddar. Silikonarmband är praktiska för träning, medan vävda armband och läderarmband är skönare att bära hela dagen.',
      ),
    ],
  },
}

const smartHome: GuideSeed = {
  slug: 'smart-home-starter-guide',
  subcategory: 'smart-home',
  title: {
    en: 'Getting started with a smart home',
    de: 'Einstieg ins Smart Home: So gelingt der Start',
    fr: 'Bien débuter dans la maison connectée',
    it: 'Come iniziare con la casa intelligente',
    es: 'Cómo empezar con la casa inteligente',
    fi: 'Näin pääset alkuun älykodin kanssa',
    nl: 'Zo begin je met een slim huis',
    no: 'Slik kommer du i gang med smarthjem',
    pl: 'Jak zacząć przygodę z inteligentnym domem',
    pt: 'Como começar sua casa inteligente',
    sv: 'Så kommer du igång med smarta hem',
  },
  excerpt: {
    en: 'Smart plugs, bulbs and sensors can save energy and effort, but only if they work together. Here is how to start small and build a system that stays reliable.',
    de: 'Smarte Steckdosen, Lampen und Sensoren sparen Energie und Mühe – aber nur, wenn sie zusammenarbeiten. So fangen Sie klein an und bauen ein zuverlässiges System auf.',
    fr: 'Prises, ampoules et capteurs connectés font économiser de l’énergie et des efforts, à condition de fonctionner ensemble. Voici comment commencer petit et bâtir un système fiable.',
    it: 'Prese, lampadine e sensori smart fanno risparmiare energia e fatica, ma solo se funzionano insieme. Ecco come partire in piccolo e costruire un sistema affidabile.',
    es: 'Los enchufes, bombillas y sensores inteligentes ahorran energía y esfuerzo, pero solo si funcionan juntos. Te contamos cómo empezar poco a poco y montar un sistema fiable.',
    fi: 'Älypistorasiat, -lamput ja -anturit säästävät energiaa ja vaivaa, mutta vain jos ne toimivat yhdessä. Näin aloitat pienestä ja rakennat luotettavan järjestelmän.',
    nl: 'Slimme stekkers, lampen en sensoren besparen energie en moeite, maar alleen als ze samenwerken. Zo begin je klein en bouw je een systeem dat betrouwbaar blijft.',
    no: 'Smarte stikkontakter, lyspærer og sensorer sparer energi og tid, men bare hvis de fungerer sammen. Slik begynner du i det små og bygger et system som er til å stole på.',
    pl: 'Inteligentne gniazdka, żarówki i czujniki oszczędzają energię i wysiłek, ale tylko wtedy, gdy ze sobą współpracują. Podpowiadamy, jak zacząć od małych kroków i zbudować niezawodny system.',
    pt: 'Tomadas, lâmpadas e sensores inteligentes economizam energia e esforço, mas só quando funcionam juntos. Veja como começar aos poucos e montar um sistema confiável.',
    sv: 'Smarta uttag, lampor och sensorer sparar energi och besvär, men bara om de fungerar tillsammans. Så börjar du i liten skala och bygger ett system som håller i längden.',
  },
  body: {
    en: [
      h2('Choose one ecosystem first'),
      p(
        'The biggest mistake is buying devices that each need their own app. Decide which voice assistant or hub you want to use, then check that every new device supports it, ideally through an open standard such as Matter, which lets products from different makers work together. Devices using Zigbee or Thread need a hub or border router, but they respond faster and put less strain on your Wi-Fi than dozens of Wi-Fi gadgets.',
      ),
      h2('Start with the basics'),
      p(
        'Smart plugs are the cheapest entry point: they switch lamps, fans or the coffee machine on a schedule, and some models measure energy use so you can spot power-hungry appliances. A smart thermostat or smart radiator valves usually pay for themselves fastest, because heating is the largest energy cost in most homes. Add motion and door sensors later to automate lights and receive alerts when you are away.',
      ),
      ul(
        'Check the maximum load of a smart plug before connecting heaters or kettles.',
        'Prefer devices that keep working locally when the internet is down.',
        'Put smart devices on a separate guest network to protect your computers.',
        'Change default passwords and install firmware updates as soon as they appear.',
      ),
      h2('Keep it simple for everyone at home'),
      p(
        'A good smart home should never stop the light switch from working, so choose smart bulbs for table and floor lamps and smart switches or in-wall modules for ceiling lights. Give devices clear names such as “kitchen ceiling” so that voice commands and automations are easy to follow. Before buying cameras or microphones, read how recordings are stored and whether you can keep them locally instead of in the cloud.',
      ),
    ],
    de: [
      h2('Zuerst ein Ökosystem wählen'),
      p(
        'Der häufigste Fehler ist, Geräte zu kaufen, die jeweils eine eigene App brauchen. Legen Sie fest, welchen Sprachassistenten oder welche Zentrale Sie nutzen möchten, und prüfen Sie bei jedem neuen Gerät, ob es damit kompatibel ist – idealerweise über einen offenen Standard wie Matter, mit dem Produkte verschiedener Hersteller zusammenarbeiten. Geräte mit Zigbee oder Thread benötigen eine Zentrale oder einen Border-Router, reagieren aber schneller und belasten Ihr WLAN weniger als Dutzende WLAN-Geräte.',
      ),
      h2('Mit den Grundlagen beginnen'),
      p(
        'Smarte Steckdosen sind der günstigste Einstieg: Sie schalten Lampen, Ventilatoren oder die Kaffeemaschine nach Zeitplan, und manche Modelle messen den Verbrauch, sodass Sie Stromfresser entdecken. Ein smartes Thermostat oder smarte Heizkörperthermostate amortisieren sich meist am schnellsten, weil die Heizung in den meisten Haushalten der größte Energiekostenfaktor ist. Bewegungs- und Türsensoren können Sie später ergänzen, um das Licht zu automatisieren und unterwegs Benachrichtigungen zu erhalten.',
      ),
      ul(
        'Prüfen Sie die maximale Belastbarkeit smarter Steckdosen, bevor Sie Heizlüfter oder Wasserkocher anschließen.',
        'Bevorzugen Sie Geräte, die auch bei einem Internetausfall lokal weiterarbeiten.',
        'Betreiben Sie smarte Geräte in einem separaten Gastnetz, um Ihre Computer zu schützen.',
        'Ändern Sie Standardpasswörter und installieren Sie Firmware-Updates, sobald sie erscheinen.',
      ),
      h2('Einfach für alle im Haushalt'),
      p(
        'Ein gutes Smart Home darf nie verhindern, dass der Lichtschalter funktioniert – nehmen Sie daher smarte Leuchtmittel für Tisch- und Stehlampen und smarte Schalter oder Unterputzaktoren für Deckenleuchten. Geben Sie Geräten eindeutige Namen wie „Küche Decke“, damit Sprachbefehle und Automationen leicht nachvollziehbar bleiben. Lesen Sie vor dem Kauf von Kameras oder Mikrofonen nach, wie Aufnahmen gespeichert werden und ob Sie sie lokal statt in der Cloud ablegen können.',
      ),
    ],
    fr: [
      h2('Choisissez d’abord un écosystème'),
      p(
        'L’erreur la plus courante consiste à acheter des appareils qui exigent chacun leur propre application. Décidez quel assistant vocal ou quelle box domotique vous voulez utiliser, puis vérifiez que chaque nouvel appareil est compatible, idéalement via un standard ouvert comme Matter, qui permet aux produits de différents fabricants de fonctionner ensemble. Les appareils Zigbee ou Thread nécessitent une passerelle, mais ils réagissent plus vite et sollicitent moins votre Wi-Fi que des dizaines de gadgets Wi-Fi.',
      ),
      h2('Commencez par l’essentiel'),
      p(
        'Les prises connectées sont le point d’entrée le moins cher : elles allument lampes, ventilateurs ou cafetière selon un programme, et certains modèles mesurent la consommation pour repérer les appareils énergivores. Un thermostat connecté ou des têtes thermostatiques connectées pour radiateurs sont généralement les plus vite rentabilisés, car le chauffage représente le premier poste de dépense énergétique dans la plupart des logements. Ajoutez ensuite des détecteurs de mouvement et d’ouverture pour automatiser l’éclairage et recevoir des alertes en votre absence.',
      ),
      ul(
        'Vérifiez la puissance maximale d’une prise connectée avant d’y brancher un radiateur ou une bouilloire.',
        'Privilégiez les appareils qui continuent de fonctionner en local quand internet est coupé.',
        'Placez les objets connectés sur un réseau invité séparé pour protéger vos ordinateurs.',
        'Changez les mots de passe par défaut et installez les mises à jour du micrologiciel dès leur sortie.',
      ),
      h2('Restez simple pour toute la famille'),
      p(
        'Une bonne maison connectée ne doit jamais empêcher l’interrupteur de fonctionner : choisissez des ampoules connectées pour les lampes d’appoint et des interrupteurs ou modules encastrés pour les plafonniers. Donnez aux appareils des noms clairs comme « plafonnier cuisine » pour que les commandes vocales et les automatisations restent faciles à suivre. Avant d’acheter des caméras ou des micros, renseignez-vous sur le stockage des enregistrements et sur la possibilité de les conserver en local plutôt que dans le cloud.',
      ),
    ],
    it: [
      h2('Scegli prima un ecosistema'),
      p(
        'L’errore più comune è comprare dispositivi che richiedono ognuno la propria app. Decidi quale assistente vocale o hub vuoi usare, poi verifica che ogni nuovo dispositivo sia compatibile, idealmente tramite uno standard aperto come Matter, che fa dialogare prodotti di marche diverse. I dispositivi Zigbee o Thread richiedono un hub o un border router, ma rispondono più in fretta e pesano meno sul Wi-Fi rispetto a decine di gadget Wi-Fi.',
      ),
      h2('Parti dalle basi'),
      p(
        'Le prese smart sono il punto di partenza più economico: accendono lampade, ventilatori o la macchina del caffè a orari programmati, e alcuni modelli misurano i consumi per scovare gli apparecchi più energivori. Un termostato smart o le valvole termostatiche smart per i termosifoni di solito si ripagano più in fretta, perché il riscaldamento è la voce di spesa energetica più alta nella maggior parte delle case. Più avanti puoi aggiungere sensori di movimento e di apertura per automatizzare le luci e ricevere avvisi quando sei fuori.',
      ),
      ul(
        'Controlla il carico massimo delle prese smart prima di collegare stufette o bollitori.',
        'Preferisci dispositivi che continuano a funzionare in locale quando manca internet.',
        'Metti i dispositivi smart su una rete ospiti separata per proteggere i computer.',
        'Cambia le password predefinite e installa gli aggiornamenti del firmware appena escono.',
      ),
      h2('Mantieni tutto semplice per chi vive in casa'),
      p(
        'Una buona casa intelligente non deve mai impedire all’interruttore di funzionare: scegli lampadine smart per le lampade da tavolo e da terra e interruttori o moduli smart da incasso per le luci a soffitto. Dai ai dispositivi nomi chiari come “plafoniera cucina”, così comandi vocali e automazioni restano facili da capire. Prima di comprare telecamere o microfoni, informati su come vengono salvate le registrazioni e se puoi conservarle in locale anziché nel cloud.',
      ),
    ],
    es: [
      h2('Elige primero un ecosistema'),
      p(
        'El error más habitual es comprar aparatos que necesitan cada uno su propia aplicación. Decide qué asistente de voz o qué centralita quieres usar y comprueba que cada dispositivo nuevo sea compatible, a ser posible mediante un estándar abierto como Matter, que permite que productos de distintos fabricantes funcionen juntos. Los dispositivos Zigbee o Thread necesitan un hub o un router de borde, pero responden más rápido y cargan menos tu wifi que decenas de aparatos wifi.',
      ),
      h2('Empieza por lo básico'),
      p(
        'Los enchufes inteligentes son la forma más barata de empezar: encienden lámparas, ventiladores o la cafetera según un horario, y algunos modelos miden el consumo para que detectes los aparatos que más gastan. Un termostato inteligente o unos cabezales termostáticos para radiadores suelen amortizarse antes que nada, porque la calefacción es el mayor gasto energético en la mayoría de hogares. Más adelante puedes añadir sensores de movimiento y de apertura para automatizar la luz y recibir avisos cuando no estás.',
      ),
      ul(
        'Comprueba la potencia máxima de los enchufes inteligentes antes de conectar estufas o hervidores.',
        'Elige dispositivos que sigan funcionando en local cuando se cae internet.',
        'Conecta los dispositivos inteligentes a una red de invitados aparte para proteger tus ordenadores.',
        'Cambia las contraseñas por defecto e instala las actualizaciones de firmware en cuanto salgan.',
      ),
      h2('Que sea fácil para todos en casa'),
      p(
        'Una buena casa inteligente nunca debe impedir que funcione el interruptor, así que usa bombillas inteligentes en las lámparas de mesa y de pie, e interruptores o módulos empotrables inteligentes para las luces de techo. Pon a los dispositivos nombres claros, como «techo cocina», para que las órdenes de voz y las automatizaciones sean fáciles de entender. Antes de comprar cámaras o micrófonos, infórmate de cómo se guardan las grabaciones y de si puedes almacenarlas en local en lugar de en la nube.',
      ),
    ],
    fi: [
      h2('Valitse ensin yksi ekosysteemi'),
      p(
        'Yleisin virhe on ostaa laitteita, joista jokainen vaatii oman sovelluksensa. Päätä, mitä ääniavustajaa tai keskusyksikköä haluat käyttää, ja tarkista, että jokainen uusi laite on sen kanssa yhteensopiva, mieluiten avoimen Matter-standardin kautta, jonka avulla eri valmistajien tuotteet toimivat yhdessä. Zigbee- ja Thread-laitteet tarvitsevat keskittimen tai reunareitittimen, mutta ne reagoivat nopeammin ja kuormittavat Wi-Fi-verkkoa vähemmän kuin kymmenet Wi-Fi-laitteet.',
      ),
      h2('Aloita perusasioista'),
      p(
        'Älypistorasiat ovat edullisin tapa aloittaa: ne kytkevät valaisimet, tuulettimet tai kahvinkeittimen päälle ajastetusti, ja osa malleista mittaa energiankulutusta, joten löydät helposti eniten sähköä vievät laitteet. Älytermostaatti tai patteritermostaatit maksavat itsensä yleensä nopeimmin takaisin, koska lämmitys on useimmissa kodeissa suurin energiakulu. Liike- ja oviantureita voit lisätä myöhemmin, jolloin valot syttyvät automaattisesti ja saat ilmoituksia, kun olet poissa kotoa.',
      ),
      ul(
        'Tarkista älypistorasian suurin sallittu kuorma ennen kuin kytket siihen lämmittimen tai vedenkeittimen.',
        'Suosi laitteita, jotka toimivat paikallisesti myös silloin, kun internetyhteys katkeaa.',
        'Liitä älylaitteet erilliseen vierasverkkoon tietokoneidesi suojaamiseksi.',
        'Vaihda oletussalasanat ja asenna laiteohjelmistopäivitykset heti, kun niitä julkaistaan.',
      ),
      h2('Pidä järjestelmä helppona koko perheelle'),
      p(
        'Hyvässä älykodissa valokatkaisimen pitää aina toimia, joten valitse pöytä- ja lattiavalaisimiin älylamput ja kattovaloihin älykatkaisimet tai rasiaan asennettavat releet. Anna laitteille selkeät nimet, kuten ”keittiön kattovalo”, jotta äänikomennot ja automaatiot on helppo ymmärtää. Ennen kuin ostat kameroita tai mikrofoneja, selvitä, miten tallenteet säilytetään ja voitko tallentaa ne paikallisesti pilven sijaan.',
      ),
    ],
    nl: [
      h2('Kies eerst één ecosysteem'),
      p(
        'De grootste fout is apparaten kopen die elk hun eigen app nodig hebben. Bepaal welke spraakassistent of hub je wilt gebruiken en controleer bij elk nieuw apparaat of het daarmee werkt, bij voorkeur via een open standaard als Matter, waardoor producten van verschillende fabrikanten samenwerken. Apparaten met Zigbee of Thread hebben een hub of border router nodig, maar ze reageren sneller en belasten je wifi minder dan tientallen wifi-apparaatjes.',
      ),
      h2('Begin met de basis'),
      p(
        'Slimme stekkers zijn de goedkoopste instap: ze schakelen lampen, ventilatoren of het koffiezetapparaat volgens een schema, en sommige modellen meten het verbruik, zodat je stroomvreters opspoort. Een slimme thermostaat of slimme radiatorknoppen verdienen zichzelf meestal het snelst terug, omdat verwarming in de meeste huizen de grootste energiekostenpost is. Voeg later bewegings- en deursensoren toe om verlichting te automatiseren en meldingen te krijgen als je niet thuis bent.',
      ),
      ul(
        'Controleer het maximale vermogen van een slimme stekker voordat je er een kachel of waterkoker op aansluit.',
        'Kies bij voorkeur apparaten die lokaal blijven werken als het internet uitvalt.',
        'Zet slimme apparaten op een apart gastnetwerk om je computers te beschermen.',
        'Wijzig standaardwachtwoorden en installeer firmware-updates zodra ze verschijnen.',
      ),
      h2('Houd het eenvoudig voor iedereen in huis'),
      p(
        'In een goed slim huis blijft de lichtschakelaar altijd werken, dus kies slimme lampen voor tafel- en staande lampen en slimme schakelaars of inbouwmodules voor plafondlampen. Geef apparaten duidelijke namen zoals ‘plafondlamp keuken’, zodat spraakopdrachten en automatiseringen makkelijk te volgen zijn. Lees voordat je camera’s of microfoons koopt hoe opnames worden opgeslagen en of je ze lokaal kunt bewaren in plaats van in de cloud.',
      ),
    ],
    no: [
      h2('Velg ett økosystem først'),
      p(
        'Den vanligste feilen er å kjøpe enheter som hver trenger sin egen app. Bestem deg for hvilken taleassistent eller hvilken hub du vil bruke, og sjekk at hver ny enhet støtter den, helst via en åpen standard som Matter, som lar produkter fra ulike produsenter fungere sammen. Enheter med Zigbee eller Thread trenger en hub eller en såkalt border router, men de reagerer raskere og belaster wifi-nettet mindre enn titalls wifi-dingser.',
      ),
      h2('Begynn med det grunnleggende'),
      p(
        'Smarte stikkontakter er den billigste inngangen: De slår av og på lamper, vifter eller kaffetrakteren etter en tidsplan, og noen modeller måler strømforbruket, slik at du finner strømslukene. Smarte termostater for panelovner, gulvvarme eller radiatorer tjener seg som regel raskest inn, fordi oppvarming er den største energiutgiften i de fleste hjem. Bevegelses- og dørsensorer kan du legge til senere for å automatisere lyset og få varsler når du er borte.',
      ),
      ul(
        'Sjekk maksimal belastning på smarte stikkontakter før du kobler til varmeovner eller vannkokere.',
        'Velg helst enheter som fortsetter å fungere lokalt når internett er nede.',
        'Legg smartenhetene på et eget gjestenett for å beskytte datamaskinene dine.',
        'Bytt standardpassord og installer fastvareoppdateringer så snart de kommer.',
      ),
      h2('Gjør det enkelt for alle i huset'),
      p(
        'Et godt smarthjem skal aldri hindre lysbryteren i å virke, så velg smarte lyspærer til bord- og gulvlamper og smarte brytere eller innbyggingsmoduler til taklys. Gi enhetene tydelige navn, for eksempel «taklys kjøkken», slik at talekommandoer og automasjoner er lette å forstå. Før du kjøper kameraer eller mikrofoner, bør du lese hvordan opptakene lagres, og om du kan lagre dem lokalt i stedet for i skyen.',
      ),
    ],
    pl: [
      h2('Najpierw wybierz jeden ekosystem'),
      p(
        'Najczęstszym błędem jest kupowanie urządzeń, z których każde wymaga osobnej aplikacji. Zdecyduj, z którego asystenta głosowego lub centrali chcesz korzystać, i sprawdzaj, czy każde nowe urządzenie jest z nim zgodne – najlepiej dzięki otwartemu standardowi, takiemu jak Matter, który pozwala współpracować produktom różnych producentów. Urządzenia Zigbee lub Thread wymagają bramki, ale reagują szybciej i mniej obciążają sieć Wi-Fi niż dziesiątki gadżetów Wi-Fi.',
      ),
      h2('Zacznij od podstaw'),
      p(
        'Inteligentne gniazdka to najtańszy sposób na start: włączają lampy, wentylatory czy ekspres do kawy według harmonogramu, a niektóre modele mierzą zużycie energii, dzięki czemu wyłapiesz najbardziej prądożerne sprzęty. Inteligentny termostat lub głowice termostatyczne do grzejników zwykle zwracają się najszybciej, bo ogrzewanie to w większości domów największy koszt energii. Czujniki ruchu i otwarcia drzwi możesz dodać później, aby zautomatyzować oświetlenie i dostawać powiadomienia, gdy nie ma cię w domu.',
      ),
      ul(
        'Zanim podłączysz grzejnik elektryczny lub czajnik, sprawdź maksymalne obciążenie inteligentnego gniazdka.',
        'Wybieraj urządzenia, które działają lokalnie także wtedy, gdy nie ma internetu.',
        'Podłącz inteligentne urządzenia do osobnej sieci gościnnej, aby chronić komputery.',
        'Zmień domyślne hasła i instaluj aktualizacje oprogramowania układowego, gdy tylko się pojawią.',
      ),
      h2('Niech będzie prosto dla wszystkich domowników'),
      p(
        'Dobry inteligentny dom nigdy nie powinien sprawiać, że zwykły włącznik przestaje działać, dlatego do lamp stołowych i podłogowych wybieraj inteligentne żarówki, a do oświetlenia sufitowego inteligentne włączniki lub moduły podtynkowe. Nadawaj urządzeniom jasne nazwy, np. „kuchnia sufit”, aby polecenia głosowe i automatyzacje były łatwe do zrozumienia. Zanim kupisz kamery lub mikrofony, sprawdź, jak przechowywane są nagrania i czy możesz je zapisywać lokalnie zamiast w chmurze.',
      ),
    ],
    pt: [
      h2('Escolha um ecossistema primeiro'),
      p(
        'O erro mais comum é comprar aparelhos que exigem, cada um, um aplicativo diferente. Decida qual assistente de voz ou central você quer usar e confira se cada novo dispositivo é compatível, de preferência por meio de um padrão aberto como o Matter, que permite que produtos de fabricantes diferentes funcionem juntos. Dispositivos Zigbee ou Thread precisam de um hub ou roteador de borda, mas respondem mais rápido e sobrecarregam menos o Wi-Fi do que dezenas de aparelhos Wi-Fi.',
      ),
      h2('Comece pelo básico'),
      p(
        'Tomadas inteligentes são a porta de entrada mais barata: elas ligam abajures, ventiladores ou a cafeteira em horários programados, e alguns modelos medem o consumo para você descobrir quais aparelhos gastam mais energia. Em casas com ar-condicionado, um controle remoto inteligente que liga e desliga o aparelho por horário costuma se pagar rápido, já que a climatização pesa muito na conta de luz. Depois, acrescente sensores de movimento e de abertura de portas para automatizar a iluminação e receber alertas quando estiver fora.',
      ),
      ul(
        'Verifique a potência máxima da tomada inteligente antes de ligar aquecedores ou chaleiras elétricas.',
        'Prefira dispositivos que continuam funcionando localmente quando a internet cai.',
        'Coloque os dispositivos inteligentes em uma rede de convidados separada para proteger seus computadores.',
        'Troque as senhas padrão e instale as atualizações de firmware assim que forem lançadas.',
      ),
      h2('Mantenha tudo simples para quem mora na casa'),
      p(
        'Uma boa casa inteligente nunca deve impedir o interruptor de funcionar, então use lâmpadas inteligentes nos abajures e luminárias de chão, e interruptores ou módulos de embutir inteligentes nas luzes de teto. Dê nomes claros aos dispositivos, como “luz da cozinha”, para que comandos de voz e automações sejam fáceis de entender. Antes de comprar câmeras ou microfones, veja como as gravações são armazenadas e se é possível guardá-las localmente em vez de na nuvem.',
      ),
    ],
    sv: [
      h2('Välj ett ekosystem först'),
      p(
        'Det vanligaste misstaget är att köpa prylar som behöver var sin app. Bestäm vilken röstassistent eller hubb du vill använda och kontrollera att varje ny enhet stöder den, helst via en öppen standard som Matter, som gör att produkter från olika tillverkare fungerar tillsammans. Enheter med Zigbee eller Thread kräver en hubb eller en så kallad border router, men de reagerar snabbare och belastar ditt wifi mindre än dussintals wifi-prylar.',
      ),
      h2('Börja med grunderna'),
      p(
        'Smarta uttag är det billigaste sättet att komma igång: de tänder lampor, fläktar eller kaffebryggaren enligt ett schema, och vissa modeller mäter förbrukningen så att du hittar strömslukarna. En smart termostat eller smarta elementtermostater tjänar oftast in sig snabbast, eftersom uppvärmningen är den största energikostnaden i de flesta hem. Rörelse- och dörrsensorer kan du lägga till senare för att automatisera belysningen och få aviseringar när du är bortrest.',
      ),
      ul(
        'Kontrollera maxlasten för smarta uttag innan du ansluter element eller vattenkokare.',
        'Välj helst enheter som fortsätter att fungera lokalt när internet ligger nere.',
        'Lägg smarta enheter på ett separat gästnätverk för att skydda dina datorer.',
        'Byt standardlösenord och installera uppdateringar av den inbyggda programvaran så snart de kommer.',
      ),
      h2('Gör det enkelt för alla i hemmet'),
      p(
        'Ett bra smart hem ska aldrig hindra strömbrytaren från att fungera, så välj smarta lampor till bords- och golvlampor och smarta strömbrytare eller inbyggnadsmoduler till taklampor. Ge enheterna tydliga namn, till exempel ”taklampa kök”, så att röstkommandon och automationer blir lätta att förstå. Innan du köper kameror eller mikrofoner bör du ta reda på hur inspelningarna lagras och om du kan spara dem lokalt i stället för i molnet.',
      ),
    ],
  },
}

const lighting: GuideSeed = {
  slug: 'how-to-choose-led-lighting',
  subcategory: 'lighting',
  title: {
    en: 'How to choose LED lighting for every room',
    de: 'LED-Beleuchtung für jeden Raum richtig auswählen',
    fr: 'Comment choisir son éclairage LED pour chaque pièce',
    it: 'Come scegliere l’illuminazione LED per ogni stanza',
    es: 'Cómo elegir la iluminación LED para cada estancia',
    fi: 'Näin valitset LED-valaistuksen jokaiseen huoneeseen',
    nl: 'Zo kies je ledverlichting voor elke kamer',
    no: 'Slik velger du LED-belysning til hvert rom',
    pl: 'Jak dobrać oświetlenie LED do każdego pomieszczenia',
    pt: 'Como escolher iluminação LED para cada cômodo',
    sv: 'Så väljer du LED-belysning till varje rum',
  },
  excerpt: {
    en: 'Lumens, kelvin and CRI sound technical, but they decide whether a room feels cosy or clinical. Here is how to pick the right bulbs and lamps for each space.',
    de: 'Lumen, Kelvin und Farbwiedergabeindex klingen technisch, entscheiden aber darüber, ob ein Raum gemütlich oder kühl wirkt. So wählen Sie die richtigen Leuchtmittel und Leuchten.',
    fr: 'Lumens, kelvins et IRC semblent techniques, mais ils déterminent si une pièce paraît chaleureuse ou froide. Voici comment choisir les bonnes ampoules et les bons luminaires pour chaque espace.',
    it: 'Lumen, kelvin e CRI sembrano termini tecnici, ma decidono se una stanza risulta accogliente o fredda. Ecco come scegliere le lampadine e le lampade giuste per ogni ambiente.',
    es: 'Lúmenes, kelvin e IRC suenan técnicos, pero deciden si una habitación resulta acogedora o fría. Así eliges las bombillas y lámparas adecuadas para cada espacio.',
    fi: 'Luumenit, kelvinit ja värintoistoindeksi kuulostavat teknisiltä, mutta ne ratkaisevat, tuntuuko huone kodikkaalta vai kliiniseltä. Näin valitset oikeat lamput ja valaisimet.',
    nl: 'Lumen, kelvin en CRI klinken technisch, maar ze bepalen of een ruimte gezellig of kil aanvoelt. Zo kies je de juiste lampen en armaturen voor elke ruimte.',
    no: 'Lumen, kelvin og fargegjengivelse høres teknisk ut, men avgjør om et rom føles lunt eller kaldt. Slik velger du riktige lyspærer og lamper til hvert rom.',
    pl: 'Lumeny, kelwiny i współczynnik CRI brzmią technicznie, ale to od nich zależy, czy wnętrze jest przytulne, czy chłodne. Podpowiadamy, jak dobrać żarówki i lampy do każdego pomieszczenia.',
    pt: 'Lúmens, kelvin e IRC parecem termos técnicos, mas definem se um ambiente fica aconchegante ou frio. Veja como escolher as lâmpadas e luminárias certas para cada espaço.',
    sv: 'Lumen, kelvin och färgåtergivning låter tekniskt, men avgör om ett rum känns mysigt eller kliniskt. Så väljer du rätt ljuskällor och lampor till varje rum.',
  },
  body: {
    en: [
      h2('Read the label: lumens, kelvin and CRI'),
      p(
        'Brightness is measured in lumens, not watts: a bulb of about 800 lumens replaces an old 60-watt incandescent. Colour temperature is given in kelvin, where 2,700 K gives the warm glow of traditional bulbs and 4,000 K a neutral, crisper white. A colour rendering index (CRI) of 90 or higher makes skin tones, food and fabrics look natural, which is worth paying for in kitchens, bathrooms and dressing areas.',
      ),
      h2('Layer your light'),
      p(
        'A single ceiling light makes a room look flat and leaves the corners gloomy. Combine general lighting with task lighting, such as a reading lamp or under-cabinet strips, and accent lighting that picks out shelves or pictures. As a rough guide, a living room needs about 100 to 150 lumens per square metre in total, while kitchen worktops benefit from 300 or more.',
      ),
      ul(
        'Choose 2,700 K for living rooms and bedrooms, and 3,000–4,000 K for kitchens and home offices.',
        'Check that a bulb is marked dimmable before using it with a dimmer switch.',
        'Bathroom fittings near the shower or bath need an IP rating of at least IP44.',
        'Match the base (E27, E14, GU10) to your fitting before you buy.',
        'Warm-dim bulbs turn warmer as you dim them, just like old incandescents.',
      ),
      h2('Save energy and avoid glare'),
      p(
        'LEDs use around 80 % less electricity than incandescent bulbs and last 15,000 to 25,000 hours, so cheap no-name bulbs that flicker or fail early are a false economy. Use shades or frosted bulbs in fittings you look into directly, because bare filament-style LEDs can be surprisingly harsh. Dust lamps and shades a few times a year, as dirt cuts light output noticeably.',
      ),
    ],
    de: [
      h2('Die Verpackung lesen: Lumen, Kelvin und CRI'),
      p(
        'Die Helligkeit wird in Lumen angegeben, nicht in Watt: Ein Leuchtmittel mit etwa 800 Lumen ersetzt eine alte 60-Watt-Glühbirne. Die Farbtemperatur steht in Kelvin, wobei 2.700 K das warme Licht klassischer Glühbirnen liefert und 4.000 K ein neutrales, klareres Weiß. Ein Farbwiedergabeindex (CRI, auch Ra) von 90 oder mehr lässt Haut, Lebensmittel und Stoffe natürlich aussehen – in Küche, Bad und Ankleide lohnt sich der Aufpreis.',
      ),
      h2('Licht in Ebenen planen'),
      p(
        'Eine einzelne Deckenleuchte lässt einen Raum flach wirken, und die Ecken bleiben düster. Kombinieren Sie Grundbeleuchtung mit Arbeitslicht wie einer Leselampe oder Unterbauleuchten und mit Akzentlicht, das Regale oder Bilder hervorhebt. Als grobe Richtlinie braucht ein Wohnzimmer insgesamt etwa 100 bis 150 Lumen pro Quadratmeter, während Arbeitsflächen in der Küche von 300 oder mehr profitieren.',
      ),
      ul(
        'Wählen Sie 2.700 K für Wohn- und Schlafzimmer und 3.000–4.000 K für Küche und Homeoffice.',
        'Achten Sie darauf, dass ein Leuchtmittel als dimmbar gekennzeichnet ist, bevor Sie es mit einem Dimmer betreiben.',
        'Leuchten im Bad brauchen in der Nähe von Dusche oder Wanne mindestens die Schutzart IP44.',
        'Prüfen Sie vor dem Kauf, welchen Sockel (E27, E14, GU10) Ihre Leuchte hat.',
        'Leuchtmittel mit Warm-Dimming werden beim Dimmen wärmer – wie früher die Glühbirne.',
      ),
      h2('Energie sparen und Blendung vermeiden'),
      p(
        'LEDs verbrauchen rund 80 % weniger Strom als Glühbirnen und halten 15.000 bis 25.000 Stunden – billige No-Name-Lampen, die flackern oder früh ausfallen, sind daher am falschen Ende gespart. Verwenden Sie Schirme oder matte Leuchtmittel in Leuchten, in die man direkt hineinblickt, denn blanke LEDs im Filament-Look können überraschend grell sein. Entstauben Sie Lampen und Schirme einige Male im Jahr, da Schmutz die Lichtausbeute spürbar verringert.',
      ),
    ],
    fr: [
      h2('Décryptez l’emballage : lumens, kelvins et IRC'),
      p(
        'La luminosité se mesure en lumens, pas en watts : une ampoule d’environ 800 lumens remplace une ancienne ampoule à incandescence de 60 watts. La température de couleur s’exprime en kelvins : 2 700 K donne la lumière chaude des ampoules traditionnelles et 4 000 K un blanc neutre et plus net. Un indice de rendu des couleurs (IRC) de 90 ou plus rend le teint, les aliments et les tissus naturels, ce qui vaut la dépense dans la cuisine, la salle de bains et le dressing.',
      ),
      h2('Superposez les sources de lumière'),
      p(
        'Un seul plafonnier rend une pièce plate et laisse les coins dans la pénombre. Associez un éclairage général à un éclairage fonctionnel, comme une liseuse ou des réglettes sous les meubles hauts, et à un éclairage d’accentuation qui met en valeur étagères et tableaux. À titre indicatif, un salon a besoin d’environ 100 à 150 lumens par mètre carré au total, tandis que le plan de travail d’une cuisine gagne à en recevoir 300 ou plus.',
      ),
      ul(
        'Choisissez 2 700 K pour le salon et les chambres, et 3 000 à 4 000 K pour la cuisine et le bureau.',
        'Vérifiez qu’une ampoule est indiquée comme dimmable avant de l’utiliser avec un variateur.',
        'Près de la douche ou de la baignoire, les luminaires doivent avoir un indice de protection d’au moins IP44.',
        'Vérifiez le culot (E27, E14, GU10) de votre luminaire avant d’acheter.',
        'Les ampoules à variation chaude prennent une teinte plus chaude quand on baisse l’intensité, comme les anciennes ampoules à incandescence.',
      ),
      h2('Économiser l’énergie et éviter l’éblouissement'),
      p(
        'Les LED consomment environ 80 % d’électricité en moins que les ampoules à incandescence et durent de 15 000 à 25 000 heures : les ampoules premier prix qui scintillent ou lâchent vite sont donc une fausse économie. Utilisez des abat-jour ou des ampoules dépolies dans les luminaires que l’on regarde directement, car les LED à filament apparent peuvent être étonnamment éblouissantes. Dépoussiérez lampes et abat-jour plusieurs fois par an, car la saleté réduit sensiblement le flux lumineux.',
      ),
    ],
    it: [
      h2('Leggi l’etichetta: lumen, kelvin e CRI'),
      p(
        'La luminosità si misura in lumen, non in watt: una lampadina da circa 800 lumen sostituisce una vecchia lampadina a incandescenza da 60 watt. La temperatura di colore è indicata in kelvin, dove 2.700 K corrisponde alla luce calda delle lampadine tradizionali e 4.000 K a un bianco neutro e più nitido. Un indice di resa cromatica (CRI) pari o superiore a 90 rende naturali incarnato, cibi e tessuti, e vale la spesa in cucina, in bagno e nella cabina armadio.',
      ),
      h2('Illumina a strati'),
      p(
        'Una sola plafoniera appiattisce la stanza e lascia gli angoli in penombra. Combina un’illuminazione generale con luci funzionali, come una lampada da lettura o le strisce LED sotto i pensili, e con luci d’accento che valorizzano mensole o quadri. Indicativamente, un soggiorno ha bisogno in tutto di circa 100–150 lumen per metro quadrato, mentre il piano di lavoro della cucina ne richiede 300 o più.',
      ),
      ul(
        'Scegli 2.700 K per soggiorno e camere da letto e 3.000–4.000 K per cucina e studio.',
        'Verifica che la lampadina sia dimmerabile prima di usarla con un variatore di luce.',
        'Vicino a doccia o vasca le lampade devono avere un grado di protezione di almeno IP44.',
        'Controlla l’attacco (E27, E14, GU10) della tua lampada prima dell’acquisto.',
        'Le lampadine con tecnologia warm dim diventano più calde quando ne abbassi l’intensità, come le vecchie a incandescenza.',
      ),
      h2('Risparmia energia ed evita l’abbagliamento'),
      p(
        'I LED consumano circa l’80 % di elettricità in meno rispetto alle lampadine a incandescenza e durano da 15.000 a 25.000 ore, quindi le lampadine economiche senza marca che sfarfallano o si guastano presto sono un falso risparmio. Usa paralumi o lampadine satinate nelle lampade che si guardano direttamente, perché i LED a filamento a vista possono essere sorprendentemente abbaglianti. Spolvera lampade e paralumi qualche volta l’anno, perché lo sporco riduce sensibilmente la luce emessa.',
      ),
    ],
    es: [
      h2('Lee la etiqueta: lúmenes, kelvin e IRC'),
      p(
        'La luminosidad se mide en lúmenes, no en vatios: una bombilla de unos 800 lúmenes sustituye a una antigua incandescente de 60 vatios. La temperatura de color se indica en kelvin: 2.700 K da la luz cálida de las bombillas de siempre y 4.000 K un blanco neutro y más nítido. Un índice de reproducción cromática (IRC) de 90 o más hace que la piel, la comida y los tejidos se vean naturales, y merece la pena en la cocina, el baño y el vestidor.',
      ),
      h2('Combina varias capas de luz'),
      p(
        'Una sola lámpara de techo deja la habitación plana y los rincones en penumbra. Combina la luz general con luz de trabajo, como un flexo de lectura o tiras bajo los muebles altos, y con luz de acento que resalte estanterías o cuadros. Como referencia, un salón necesita en total unos 100 a 150 lúmenes por metro cuadrado, mientras que la encimera de la cocina agradece 300 o más.',
      ),
      ul(
        'Elige 2.700 K para el salón y los dormitorios, y de 3.000 a 4.000 K para la cocina y el despacho.',
        'Comprueba que la bombilla sea regulable antes de usarla con un regulador de intensidad.',
        'Junto a la ducha o la bañera, las luminarias necesitan un grado de protección de al menos IP44.',
        'Comprueba el casquillo (E27, E14, GU10) de tu lámpara antes de comprar.',
        'Las bombillas con atenuación cálida se vuelven más cálidas al bajar la intensidad, como las antiguas incandescentes.',
      ),
      h2('Ahorra energía y evita deslumbramientos'),
      p(
        'Los LED consumen alrededor de un 80 % menos de electricidad que las bombillas incandescentes y duran entre 15.000 y 25.000 horas, así que las bombillas baratas sin marca que parpadean o se funden pronto son un falso ahorro. Usa pantallas o bombillas esmeriladas en las lámparas que se miran directamente, porque los LED de filamento visto pueden deslumbrar más de lo que parece. Quita el polvo de lámparas y pantallas varias veces al año, ya que la suciedad reduce notablemente la luz.',
      ),
    ],
    fi: [
      h2('Lue pakkausmerkinnät: luumenit, kelvinit ja Ra'),
      p(
        'Valon määrä ilmoitetaan luumeneina, ei watteina: noin 800 luumenin lamppu korvaa vanhan 60 watin hehkulampun. Värilämpötila ilmoitetaan kelvineinä, ja 2 700 K vastaa perinteisen hehkulampun lämmintä valoa, kun taas 4 000 K antaa neutraalin, raikkaamman valkoisen. Värintoistoindeksi (CRI tai Ra) 90 tai enemmän saa ihon, ruoan ja tekstiilit näyttämään luonnollisilta, ja se on lisähintansa arvoinen keittiössä, kylpyhuoneessa ja vaatehuoneessa.',
      ),
      h2('Rakenna valaistus kerroksittain'),
      p(
        'Pelkkä kattovalaisin tekee huoneesta lattean ja jättää nurkat hämäriksi. Yhdistä yleisvalaistukseen kohdevaloa, kuten lukuvalaisin tai yläkaappien alle asennettavat valolistat, sekä tunnelmavaloa, joka korostaa hyllyjä tai tauluja. Suuntaa-antavasti olohuone tarvitsee yhteensä noin 100–150 luumenia neliömetriä kohden, kun taas keittiön työtaso hyötyy 300 luumenista tai enemmästä.',
      ),
      ul(
        'Valitse olohuoneeseen ja makuuhuoneisiin 2 700 K ja keittiöön ja kotitoimistoon 3 000–4 000 K.',
        'Varmista, että lamppu on merkitty himmennettäväksi, ennen kuin käytät sitä himmentimen kanssa.',
        'Kylpyhuoneessa suihkun tai ammeen lähellä valaisimen kotelointiluokan on oltava vähintään IP44.',
        'Tarkista valaisimesi kanta (E27, E14, GU10) ennen ostamista.',
        'Warm dim -lamppujen valo lämpenee himmennettäessä samaan tapaan kuin vanhojen hehkulamppujen.',
      ),
      h2('Säästä energiaa ja vältä häikäisyä'),
      p(
        'LED-lamput kuluttavat noin 80 % vähemmän sähköä kuin hehkulamput ja kestävät 15 000–25 000 tuntia, joten välkkyvät tai nopeasti hajoavat halpalamput ovat näennäissäästöä. Käytä varjostimia tai opaalilamppuja valaisimissa, joihin katsotaan suoraan, sillä paljaat filamenttiledit voivat häikäistä yllättävän paljon. Pyyhi pölyt valaisimista ja varjostimista muutaman kerran vuodessa, koska lika vähentää valon määrää huomattavasti.',
      ),
    ],
    nl: [
      h2('Lees de verpakking: lumen, kelvin en CRI'),
      p(
        'Lichtsterkte wordt uitgedrukt in lumen, niet in watt: een lamp van ongeveer 800 lumen vervangt een oude gloeilamp van 60 watt. De kleurtemperatuur staat in kelvin, waarbij 2700 K het warme licht van een klassieke gloeilamp geeft en 4000 K een neutraal, helderder wit. Een kleurweergave-index (CRI) van 90 of hoger laat huid, eten en stoffen er natuurlijk uitzien, en dat is de meerprijs waard in de keuken, de badkamer en de inloopkast.',
      ),
      h2('Werk met lagen licht'),
      p(
        'Eén plafondlamp maakt een kamer vlak en laat de hoeken donker. Combineer algemene verlichting met taakverlichting, zoals een leeslamp of ledstrips onder de bovenkastjes, en sfeerverlichting die kasten of schilderijen uitlicht. Als vuistregel heeft een woonkamer in totaal zo’n 100 tot 150 lumen per vierkante meter nodig, terwijl een aanrecht baat heeft bij 300 of meer.',
      ),
      ul(
        'Kies 2700 K voor woon- en slaapkamers en 3000 tot 4000 K voor de keuken en de werkkamer.',
        'Controleer of een lamp dimbaar is voordat je hem op een dimmer aansluit.',
        'Armaturen in de badkamer moeten bij de douche of het bad minimaal IP44 hebben.',
        'Controleer de fitting (E27, E14, GU10) van je armatuur voordat je koopt.',
        'Lampen met warm-dimtechniek worden warmer van kleur als je ze dimt, net als vroeger de gloeilamp.',
      ),
      h2('Bespaar energie en voorkom verblinding'),
      p(
        'Ledlampen verbruiken zo’n 80 % minder stroom dan gloeilampen en gaan 15.000 tot 25.000 uur mee, dus goedkope merkloze lampen die flikkeren of snel kapotgaan zijn schijnbesparing. Gebruik kappen of matte lampen in armaturen waar je recht in kijkt, want kale ledlampen met zichtbare gloeidraad kunnen verrassend fel zijn. Maak lampen en kappen een paar keer per jaar stofvrij, want vuil vermindert de lichtopbrengst merkbaar.',
      ),
    ],
    no: [
      h2('Les pakken: lumen, kelvin og Ra'),
      p(
        'Lysstyrke måles i lumen, ikke watt: En pære på rundt 800 lumen erstatter en gammel 60-watts glødepære. Fargetemperaturen oppgis i kelvin, der 2700 K gir det varme lyset fra tradisjonelle pærer og 4000 K et nøytralt, klarere hvitt. En fargegjengivelsesindeks (CRI eller Ra) på 90 eller mer får hud, mat og tekstiler til å se naturlige ut, og er verdt pengene på kjøkkenet, badet og i garderoben.',
      ),
      h2('Bygg opp lyset i lag'),
      p(
        'Én taklampe gjør rommet flatt og lar hjørnene ligge i halvmørke. Kombiner allmennbelysning med arbeidslys, som en leselampe eller lyslister under overskapene, og stemningslys som fremhever hyller eller bilder. Som en tommelfingerregel trenger en stue totalt rundt 100 til 150 lumen per kvadratmeter, mens kjøkkenbenken har godt av 300 eller mer.',
      ),
      ul(
        'Velg 2700 K til stue og soverom og 3000–4000 K til kjøkken og hjemmekontor.',
        'Sjekk at pæren er merket dimbar før du bruker den med en dimmer.',
        'Lamper på badet må ha minst IP44 nær dusj eller badekar.',
        'Sjekk hvilken sokkel (E27, E14, GU10) lampen har før du kjøper pærer.',
        'Pærer med varm dimming blir varmere i fargen når du demper dem, akkurat som gamle glødepærer.',
      ),
      h2('Spar energi og unngå blending'),
      p(
        'LED bruker rundt 80 % mindre strøm enn glødepærer og varer i 15 000 til 25 000 timer, så billige merkeløse pærer som flimrer eller ryker tidlig, er falsk økonomi. Bruk skjermer eller matte pærer i lamper du ser rett inn i, for nakne LED-pærer med synlig glødetråd kan være overraskende skarpe. Tørk støv av lamper og skjermer noen ganger i året, for skitt reduserer lysmengden merkbart.',
      ),
    ],
    pl: [
      h2('Czytaj opakowanie: lumeny, kelwiny i CRI'),
      p(
        'Jasność mierzy się w lumenach, a nie w watach: żarówka o strumieniu około 800 lumenów zastępuje dawną 60-watową żarówkę tradycyjną. Barwę światła podaje się w kelwinach – 2700 K daje ciepłe światło klasycznej żarówki, a 4000 K neutralną, wyrazistszą biel. Współczynnik oddawania barw (CRI, Ra) na poziomie 90 lub wyższym sprawia, że skóra, jedzenie i tkaniny wyglądają naturalnie, co szczególnie przydaje się w kuchni, łazience i garderobie.',
      ),
      h2('Planuj światło warstwami'),
      p(
        'Jedna lampa sufitowa spłaszcza wnętrze i zostawia kąty w półmroku. Połącz oświetlenie ogólne z zadaniowym, np. lampką do czytania lub listwami LED pod szafkami, oraz z dekoracyjnym, które podkreśla półki czy obrazy. Orientacyjnie salon potrzebuje łącznie około 100–150 lumenów na metr kwadratowy, a blat kuchenny – 300 lub więcej.',
      ),
      ul(
        'Wybierz 2700 K do salonu i sypialni, a 3000–4000 K do kuchni i domowego biura.',
        'Zanim podłączysz żarówkę do ściemniacza, sprawdź, czy jest oznaczona jako ściemnialna.',
        'Oprawy w łazience w pobliżu prysznica lub wanny muszą mieć stopień ochrony co najmniej IP44.',
        'Przed zakupem sprawdź trzonek (E27, E14, GU10) swojej lampy.',
        'Żarówki z funkcją ciepłego ściemniania dają cieplejsze światło po przyciemnieniu, jak dawne żarówki tradycyjne.',
      ),
      h2('Oszczędzaj energię i unikaj olśnienia'),
      p(
        'Żarówki LED zużywają około 80 % mniej prądu niż tradycyjne i wytrzymują od 15 000 do 25 000 godzin, dlatego tanie żarówki bez marki, które migoczą lub szybko się przepalają, to pozorna oszczędność. W lampach, w które patrzy się bezpośrednio, stosuj klosze lub matowe żarówki, bo gołe żarówki filamentowe potrafią zaskakująco razić. Kilka razy w roku odkurzaj lampy i abażury, ponieważ brud wyraźnie zmniejsza ilość światła.',
      ),
    ],
    pt: [
      h2('Leia a embalagem: lúmens, kelvin e IRC'),
      p(
        'O brilho é medido em lúmens, não em watts: uma lâmpada de cerca de 800 lúmens substitui uma antiga incandescente de 60 watts. A temperatura de cor aparece em kelvin: 2.700 K produz a luz amarelada e aconchegante das lâmpadas tradicionais, e 4.000 K um branco neutro e mais nítido. Um índice de reprodução de cor (IRC) de 90 ou mais deixa pele, comida e tecidos com aparência natural, e vale o investimento na cozinha, no banheiro e no closet.',
      ),
      h2('Crie camadas de luz'),
      p(
        'Uma única luminária de teto deixa o ambiente sem profundidade e os cantos na penumbra. Combine a iluminação geral com luz de tarefa, como uma luminária de leitura ou fitas de LED sob os armários, e com luz de destaque para valorizar estantes ou quadros. Como referência, uma sala precisa de cerca de 100 a 150 lúmens por metro quadrado no total, enquanto a bancada da cozinha se beneficia de 300 ou mais.',
      ),
      ul(
        'Escolha 2.700 K para sala e quartos e 3.000 a 4.000 K para cozinha e escritório, e evite a luz fria de 6.500 K nos ambientes de descanso.',
        'Confira se a lâmpada é dimerizável antes de usá-la com um dimmer.',
        'Perto do chuveiro, as luminárias precisam de grau de proteção de pelo menos IP44.',
        'Verifique o tipo de soquete (E27, E14, GU10) da luminária antes de comprar.',
        'Lâmpadas com tecnologia warm dim ficam mais amareladas ao serem dimerizadas, como as antigas incandescentes.',
      ),
      h2('Economize energia e evite ofuscamento'),
      p(
        'As lâmpadas LED consomem cerca de 80 % menos energia que as incandescentes e duram de 15.000 a 25.000 horas, por isso lâmpadas baratas sem marca que piscam ou queimam logo são uma falsa economia. Use cúpulas ou lâmpadas leitosas nas luminárias para as quais você olha diretamente, porque as lâmpadas de filamento aparente podem ofuscar mais do que parece. Tire o pó de luminárias e cúpulas algumas vezes por ano, já que a sujeira reduz bastante a luz.',
      ),
    ],
    sv: [
      h2('Läs förpackningen: lumen, kelvin och Ra'),
      p(
        'Ljusstyrka mäts i lumen, inte watt: en ljuskälla på omkring 800 lumen ersätter en gammal glödlampa på 60 watt. Färgtemperaturen anges i kelvin, där 2 700 K ger det varma skenet från traditionella glödlampor och 4 000 K ett neutralt, klarare vitt. Ett färgåtergivningsindex (CRI eller Ra) på 90 eller högre får hud, mat och textilier att se naturliga ut och är värt pengarna i kök, badrum och klädkammare.',
      ),
      h2('Bygg ljuset i lager'),
      p(
        'En ensam taklampa gör rummet platt och lämnar hörnen i dunkel. Kombinera allmänbelysning med arbetsbelysning, som en läslampa eller ljuslister under överskåpen, och stämningsbelysning som lyfter fram hyllor eller tavlor. Som tumregel behöver ett vardagsrum totalt omkring 100 till 150 lumen per kvadratmeter, medan köksbänken mår bra av 300 eller mer.',
      ),
      ul(
        'Välj 2 700 K till vardagsrum och sovrum och 3 000–4 000 K till kök och hemmakontor.',
        'Kontrollera att ljuskällan är märkt som dimbar innan du använder den med en dimmer.',
        'Armaturer i badrummet behöver minst IP44 nära dusch eller badkar.',
        'Kontrollera vilken sockel (E27, E14, GU10) lampan har innan du köper.',
        'Ljuskällor med varmdimning blir varmare i tonen när du dimrar dem, precis som gamla glödlampor.',
      ),
      h2('Spara energi och undvik bländning'),
      p(
        'LED drar omkring 80 % mindre el än glödlampor och håller i 15 000 till 25 000 timmar, så billiga märkeslösa lampor som flimrar eller går sönder tidigt är en falsk besparing. Använd skärmar eller frostade ljuskällor i armaturer som du tittar rakt in i, eftersom nakna LED-lampor med synlig glödtråd kan vara förvånansvärt bländande. Damma av lampor och skärmar några gånger om året, eftersom smuts minskar ljusflödet märkbart.',
      ),
    ],
  },
}

const bedding: GuideSeed = {
  slug: 'how-to-choose-bedding',
  subcategory: 'bedding',
  title: {
    en: 'How to choose bedding: duvets, pillows and sheets',
    de: 'Bettwaren richtig wählen: Bettdecken, Kissen und Bettwäsche',
    fr: 'Comment choisir sa literie : couette, oreillers et draps',
    it: 'Come scegliere la biancheria da letto: piumini, cuscini e lenzuola',
    es: 'Cómo elegir la ropa de cama: nórdicos, almohadas y sábanas',
    fi: 'Näin valitset vuodevaatteet: peitot, tyynyt ja lakanat',
    nl: 'Zo kies je beddengoed: dekbedden, kussens en lakens',
    no: 'Slik velger du dyne, pute og sengetøy',
    pl: 'Jak wybrać kołdrę, poduszkę i pościel',
    pt: 'Como escolher roupa de cama: edredons, travesseiros e lençóis',
    sv: 'Så väljer du täcke, kudde och sängkläder',
  },
  excerpt: {
    en: 'Good bedding keeps you at the right temperature all night. Learn how fillings, warmth ratings, thread counts and fabrics affect comfort, and how to care for them.',
    de: 'Gute Bettwaren sorgen die ganze Nacht für die richtige Temperatur. Erfahren Sie, wie Füllung, Wärmeklasse, Fadendichte und Material den Schlafkomfort beeinflussen und wie Sie alles richtig pflegen.',
    fr: 'Une bonne literie vous maintient à la bonne température toute la nuit. Découvrez comment le garnissage, le niveau de chaleur, la densité de fils et les matières influent sur le confort, et comment les entretenir.',
    it: 'Una buona biancheria da letto ti mantiene alla giusta temperatura per tutta la notte. Scopri come imbottiture, grado di calore, densità dei fili e tessuti influiscono sul comfort e come prendertene cura.',
    es: 'Una buena ropa de cama te mantiene a la temperatura adecuada toda la noche. Descubre cómo influyen el relleno, el nivel de abrigo, la densidad de hilos y los tejidos en el confort, y cómo cuidarlos.',
    fi: 'Hyvät vuodevaatteet pitävät sinut sopivan lämpimänä koko yön. Lue, miten täyte, lämpöluokka, lankaluku ja materiaali vaikuttavat mukavuuteen ja miten vuodevaatteita hoidetaan.',
    nl: 'Goed beddengoed houdt je de hele nacht op de juiste temperatuur. Lees hoe vulling, warmteklasse, draaddichtheid en stof het comfort bepalen, en hoe je alles goed onderhoudt.',
    no: 'Gode dyner, puter og sengetøy holder deg på riktig temperatur hele natten. Lær hvordan fyll, varmegrad, trådtetthet og stoff påvirker komforten, og hvordan du tar vare på dem.',
    pl: 'Dobra kołdra, poduszka i pościel zapewniają właściwą temperaturę przez całą noc. Dowiedz się, jak wypełnienie, stopień ciepła, gęstość splotu i tkanina wpływają na komfort snu oraz jak o nie dbać.',
    pt: 'Uma boa roupa de cama mantém você na temperatura certa a noite toda. Saiba como enchimento, nível de aquecimento, fios e tecidos influenciam o conforto e como cuidar de cada peça.',
    sv: 'Bra täcken, kuddar och sängkläder håller dig vid rätt temperatur hela natten. Lär dig hur fyllning, värmegrad, trådtäthet och tyg påverkar komforten och hur du sköter dem.',
  },
  body: {
    en: [
      h2('Duvets: filling and warmth'),
      p(
        'Down and feather duvets are light, breathable and long-lasting, while synthetic fillings are cheaper, easier to wash and suit allergy sufferers. Warmth is usually given as a tog rating: around 4.5 tog suits summer, 10.5 tog most of the year and 13.5 tog cold bedrooms or people who always feel chilly. If you and your partner sleep at different temperatures, consider two single duvets or an all-season set made of two layers that clip together.',
      ),
      h2('Sheets and pillowcases'),
      p(
        'Thread count alone says little about quality: long-staple cotton at 200 to 400 threads per square inch usually feels better than a cheap sheet boasting 1,000. Percale is crisp and cool, which suits warm sleepers, while sateen feels silky and slightly warmer. Linen is more expensive but highly breathable, and it becomes softer with every wash.',
      ),
      ul(
        'Choose pillows by sleeping position: firm and high for side sleepers, medium for back sleepers, and soft and flat for stomach sleepers.',
        'Measure your mattress depth before buying fitted sheets, and allow an extra 5 cm for a topper.',
        'Look for certified textiles that have been tested for harmful substances.',
        'Keep at least two sets of sheets per bed so you can rotate them.',
      ),
      h2('Washing and care'),
      p(
        'Wash sheets and pillowcases weekly at 40 to 60 °C, and wash or air duvets and pillows two or three times a year. Down needs a large machine, a gentle detergent and a long, low-heat tumble dry with a few dryer balls to break up clumps. Use washable pillow protectors under your pillowcases, which keeps pillows fresh much longer.',
      ),
    ],
    de: [
      h2('Bettdecken: Füllung und Wärme'),
      p(
        'Daunen- und Federdecken sind leicht, atmungsaktiv und langlebig, während Decken mit Kunstfaserfüllung günstiger sind, sich leichter waschen lassen und sich für Allergiker eignen. Die Wärmeleistung wird meist in Klassen angegeben: eine leichte Sommerdecke für warme Nächte, eine Ganzjahresdecke für die meisten Monate und eine extrawarme Winterdecke für kühle Schlafzimmer oder Menschen, die schnell frieren. Schlafen Sie und Ihr Partner unterschiedlich warm, sind zwei Einzeldecken oder ein Vier-Jahreszeiten-Set zum Zusammenknöpfen eine gute Lösung.',
      ),
      h2('Bettwäsche und Kissenbezüge'),
      p(
        'Die Fadendichte allein sagt wenig über die Qualität aus: Langstapelige Baumwolle mit 200 bis 400 Fäden pro Quadratzoll fühlt sich meist besser an als ein billiges Laken mit angeblich 1.000 Fäden. Perkal ist glatt, kühl und etwas fester im Griff, ideal für alle, die nachts leicht schwitzen, während Satin seidig weich und etwas wärmer ist. Leinen ist teurer, aber sehr atmungsaktiv und wird mit jeder Wäsche weicher.',
      ),
      ul(
        'Wählen Sie Kissen nach der Schlafposition: fest und hoch für Seitenschläfer, mittel für Rückenschläfer und weich und flach für Bauchschläfer.',
        'Messen Sie die Matratzenhöhe, bevor Sie Spannbettlaken kaufen, und rechnen Sie bei einem Topper 5 cm hinzu.',
        'Achten Sie auf zertifizierte, auf Schadstoffe geprüfte Textilien.',
        'Planen Sie mindestens zwei Garnituren Bettwäsche pro Bett ein, damit Sie wechseln können.',
      ),
      h2('Waschen und Pflege'),
      p(
        'Waschen Sie Bettwäsche wöchentlich bei 40 bis 60 °C und waschen oder lüften Sie Decken und Kissen zwei- bis dreimal im Jahr. Daunen brauchen eine große Trommel, ein mildes Waschmittel und einen langen Trocknergang bei niedriger Temperatur mit ein paar Trocknerbällen, die Klumpen auflockern. Ziehen Sie unter die Kissenbezüge waschbare Schonbezüge, so bleiben die Kissen viel länger frisch.',
      ),
    ],
    fr: [
      h2('Couettes : garnissage et chaleur'),
      p(
        'Les couettes en duvet et plumes sont légères, respirantes et durables, tandis que les garnissages synthétiques sont moins chers, plus faciles à laver et conviennent aux personnes allergiques. La chaleur est souvent indiquée par niveaux : une couette légère pour l’été, une couette tempérée pour la majeure partie de l’année et une couette chaude pour les chambres fraîches ou les frileux. Si vous et votre partenaire n’avez pas les mêmes besoins, optez pour deux couettes individuelles ou une couette 4 saisons composée de deux couettes qui s’assemblent.',
      ),
      h2('Draps et taies d’oreiller'),
      p(
        'Le nombre de fils ne dit pas tout : un coton à fibres longues de 57 à 80 fils au cm² est souvent plus agréable qu’un drap bon marché qui affiche un chiffre record. La percale est nette et fraîche, idéale si vous avez chaud la nuit, tandis que le satin de coton est soyeux et un peu plus chaud. Le lin coûte plus cher, mais il est très respirant et s’assouplit à chaque lavage.',
      ),
      ul(
        'Choisissez l’oreiller selon votre position : ferme et épais si vous dormez sur le côté, moyen sur le dos, souple et plat sur le ventre.',
        'Mesurez l’épaisseur du matelas avant d’acheter un drap-housse, et ajoutez 5 cm si vous utilisez un surmatelas.',
        'Privilégiez les textiles certifiés sans substances nocives.',
        'Prévoyez au moins deux parures par lit pour pouvoir alterner.',
      ),
      h2('Lavage et entretien'),
      p(
        'Lavez draps et taies chaque semaine entre 40 et 60 °C, et lavez ou aérez couettes et oreillers deux ou trois fois par an. Le duvet demande une machine de grande capacité, une lessive douce et un long séchage à basse température avec quelques balles de séchage pour défaire les amas. Glissez des protège-oreillers lavables sous les taies : vos oreillers resteront frais bien plus longtemps.',
      ),
    ],
    it: [
      h2('Piumini: imbottitura e calore'),
      p(
        'I piumini in piuma d’oca o d’anatra sono leggeri, traspiranti e durano a lungo, mentre le imbottiture sintetiche costano meno, si lavano più facilmente e sono adatte a chi soffre di allergie. Il calore è indicato spesso con dei livelli: un piumino leggero per l’estate, uno medio per gran parte dell’anno e uno pesante per camere fredde o per chi è freddoloso. Se tu e il tuo partner avete esigenze diverse, valuta due piumini singoli o un piumino quattro stagioni composto da due strati che si agganciano.',
      ),
      h2('Lenzuola e federe'),
      p(
        'Il numero di fili da solo dice poco sulla qualità: un cotone a fibra lunga con 200–400 fili per pollice quadrato è spesso più piacevole di un lenzuolo economico che vanta cifre altissime. Il percalle è liscio e fresco, ideale per chi ha caldo di notte, mentre il raso di cotone è setoso e un po’ più caldo. Il lino costa di più, ma è molto traspirante e diventa più morbido a ogni lavaggio.',
      ),
      ul(
        'Scegli il cuscino in base a come dormi: alto e rigido se dormi sul fianco, medio se dormi sulla schiena, morbido e basso se dormi a pancia in giù.',
        'Misura l’altezza del materasso prima di comprare le lenzuola con angoli, e aggiungi 5 cm se usi un topper.',
        'Preferisci tessuti certificati e testati per le sostanze nocive.',
        'Tieni almeno due set di lenzuola per letto, così puoi alternarli.',
      ),
      h2('Lavaggio e cura'),
      p(
        'Lava lenzuola e federe ogni settimana a 40–60 °C, e lava o arieggia piumini e cuscini due o tre volte l’anno. La piuma richiede una lavatrice capiente, un detersivo delicato e un’asciugatura lunga a bassa temperatura con qualche pallina per asciugatrice che sciolga i grumi. Usa copricuscini lavabili sotto le federe: mantengono i cuscini freschi molto più a lungo.',
      ),
    ],
    es: [
      h2('Nórdicos: relleno y abrigo'),
      p(
        'Los nórdicos de plumón y pluma son ligeros, transpirables y duraderos, mientras que los rellenos sintéticos son más baratos, se lavan con más facilidad y van bien a las personas con alergias. El abrigo suele indicarse con el gramaje del relleno: uno ligero para el verano, uno medio para casi todo el año y uno de gramaje alto para dormitorios fríos o personas frioleras. Si tu pareja y tú no necesitáis el mismo abrigo, valorad dos nórdicos individuales o un nórdico 4 estaciones formado por dos piezas que se unen.',
      ),
      h2('Sábanas y fundas de almohada'),
      p(
        'El número de hilos por sí solo dice poco de la calidad: un algodón de fibra larga con una densidad de 200 a 400 hilos suele resultar más agradable que una sábana barata que presume de 1.000. El percal es fresco y tiene un tacto firme, ideal si pasas calor por la noche, mientras que el satén de algodón es sedoso y algo más cálido. El lino es más caro, pero muy transpirable, y se vuelve más suave con cada lavado.',
      ),
      ul(
        'Elige la almohada según cómo duermas: firme y alta si duermes de lado, media si duermes boca arriba y blanda y baja si duermes boca abajo.',
        'Mide el grosor del colchón antes de comprar bajeras, y suma 5 cm si usas un topper.',
        'Busca tejidos certificados y libres de sustancias nocivas.',
        'Ten al menos dos juegos de sábanas por cama para poder alternarlos.',
      ),
      h2('Lavado y cuidados'),
      p(
        'Lava sábanas y fundas cada semana a 40–60 °C, y lava o airea nórdicos y almohadas dos o tres veces al año. El plumón necesita una lavadora de gran capacidad, un detergente suave y un secado largo a baja temperatura con unas pelotas de secadora que deshagan los grumos. Pon protectores de almohada lavables debajo de las fundas: mantienen las almohadas frescas durante mucho más tiempo.',
      ),
    ],
    fi: [
      h2('Peitot: täyte ja lämpö'),
      p(
        'Untuva- ja höyhenpeitot ovat kevyitä, hengittäviä ja pitkäikäisiä, kun taas kuitutäytteiset peitot ovat edullisempia, helpompia pestä ja sopivat allergisille. Lämpöisyys ilmoitetaan yleensä luokkina: kevyt kesäpeitto lämpimiin öihin, keskilämmin peitto suurimmaksi osaksi vuotta ja lämmin talvipeitto viileään makuuhuoneeseen tai helposti palelevalle. Jos sinä ja kumppanisi nukutte eri lämpöisinä, valitse kaksi yhden hengen peittoa tai neljän vuodenajan peittopari, jonka osat voi yhdistää.',
      ),
      h2('Lakanat ja tyynyliinat'),
      p(
        'Lankaluku yksinään kertoo laadusta vähän: pitkäkuituinen puuvilla, jonka lankaluku on 200–400, tuntuu yleensä paremmalta kuin halpa lakana, joka mainostaa lukua 1 000. Perkaali on raikas ja viileä, joten se sopii kuumissaan nukkuville, kun taas satiini tuntuu silkkiseltä ja on hieman lämpimämpi. Pellava on kalliimpaa mutta erittäin hengittävää, ja se pehmenee jokaisessa pesussa.',
      ),
      ul(
        'Valitse tyyny nukkumisasennon mukaan: kylkinukkujalle tukeva ja korkea, selällään nukkuvalle keskikorkea ja vatsallaan nukkuvalle pehmeä ja matala.',
        'Mittaa patjan korkeus ennen kuin ostat muotoonommeltuja lakanoita, ja lisää 5 cm, jos käytät petauspatjaa.',
        'Suosi sertifioituja tekstiilejä, joista on testattu haitalliset aineet.',
        'Hanki jokaiseen sänkyyn vähintään kaksi lakanasarjaa, jotta voit vaihdella niitä.',
      ),
      h2('Pesu ja hoito'),
      p(
        'Pese lakanat ja tyynyliinat viikoittain 40–60 asteessa, ja pese tai tuuleta peitot ja tyynyt – vaikka pakkasessa – kahdesti tai kolmesti vuodessa. Untuva vaatii suuren pesukoneen, miedon pesuaineen ja pitkän rumpukuivauksen matalalla lämmöllä sekä muutaman kuivauspallon, jotka hajottavat paakut. Käytä tyynyliinan alla pestävää tyynynsuojaa, niin tyynyt pysyvät raikkaina paljon pidempään.',
      ),
    ],
    nl: [
      h2('Dekbedden: vulling en warmte'),
      p(
        'Dons- en verendekbedden zijn licht, ademend en gaan lang mee, terwijl synthetische vullingen goedkoper zijn, makkelijker te wassen en geschikt voor mensen met allergieën. De warmte wordt meestal in klassen aangegeven: een licht zomerdekbed voor warme nachten, een dekbed voor het grootste deel van het jaar en een extra warm winterdekbed voor koude slaapkamers of koukleumen. Slapen jij en je partner niet even warm, kies dan twee eenpersoonsdekbedden of een vierseizoenendekbed dat bestaat uit twee delen die je aan elkaar knoopt.',
      ),
      h2('Lakens en kussenslopen'),
      p(
        'De draaddichtheid alleen zegt weinig over de kwaliteit: langvezelig katoen met 200 tot 400 draden per vierkante inch voelt meestal beter dan een goedkoop laken dat met 1000 draden adverteert. Percal is koel en knisperend fris, ideaal als je het ’s nachts snel warm hebt, terwijl satijn zijdezacht aanvoelt en iets warmer is. Linnen is duurder, maar zeer ademend en wordt na elke wasbeurt zachter.',
      ),
      ul(
        'Kies een kussen op basis van je slaaphouding: stevig en hoog voor zijslapers, medium voor rugslapers en zacht en plat voor buikslapers.',
        'Meet de matrashoogte voordat je hoeslakens koopt, en tel er 5 cm bij op als je een topper gebruikt.',
        'Let op gecertificeerd textiel dat op schadelijke stoffen is getest.',
        'Zorg voor minstens twee sets beddengoed per bed, zodat je kunt wisselen.',
      ),
      h2('Wassen en onderhoud'),
      p(
        'Was lakens en slopen wekelijks op 40 tot 60 °C, en was of lucht dekbedden en kussens twee à drie keer per jaar. Dons heeft een grote trommel nodig, een mild wasmiddel en een lange droogbeurt op lage temperatuur met een paar drogerballen die klonten losmaken. Gebruik wasbare kussenbeschermers onder de slopen, zo blijven kussens veel langer fris.',
      ),
    ],
    no: [
      h2('Dyner: fyll og varme'),
      p(
        'Dun- og fjærdyner er lette, pustende og holdbare, mens dyner med syntetisk fyll er billigere, lettere å vaske og passer for allergikere. Varmen oppgis som regel i grader: en lett sommerdyne til varme netter, en helårsdyne til det meste av året og en varm vinterdyne til kalde soverom eller folk som lett fryser. Sover du og partneren din ulikt varmt, kan to enkeltdyner eller en firesesongsdyne med to deler som knappes sammen, være løsningen.',
      ),
      h2('Laken og putetrekk'),
      p(
        'Trådtetthet alene sier lite om kvaliteten: Langfibret bomull med 200 til 400 tråder per kvadrattomme føles som regel bedre enn et billig laken som skryter av 1000. Perkal er svalt og sprøtt og passer for dem som blir varme om natten, mens sateng kjennes silkemykt og er litt varmere. Lin er dyrere, men svært pustende, og blir mykere for hver vask.',
      ),
      ul(
        'Velg pute etter sovestilling: fast og høy hvis du sover på siden, middels på ryggen og myk og lav på magen.',
        'Mål høyden på madrassen før du kjøper formsydde laken, og legg til 5 cm hvis du har overmadrass.',
        'Se etter sertifiserte tekstiler som er testet for skadelige stoffer.',
        'Ha minst to sett sengetøy per seng, så du kan bytte på.',
      ),
      h2('Vask og stell'),
      p(
        'Vask laken og putetrekk hver uke på 40 til 60 °C, og vask eller luft dyner og puter to eller tre ganger i året. Dun trenger en stor vaskemaskin, mildt vaskemiddel og en lang runde i tørketrommelen på lav varme med noen tørkeballer som løser opp klumper. Bruk vaskbare putebeskyttere under putetrekkene, så holder putene seg friske mye lenger.',
      ),
    ],
    pl: [
      h2('Kołdry: wypełnienie i ciepło'),
      p(
        'Kołdry puchowe i pierzowe są lekkie, przewiewne i trwałe, natomiast kołdry z wypełnieniem syntetycznym są tańsze, łatwiejsze w praniu i dobre dla alergików. Ciepło kołdry zwykle określa się kategorią: lekka letnia na ciepłe noce, całoroczna na większą część roku i ciepła zimowa do chłodnych sypialni lub dla zmarzluchów. Jeśli ty i partner śpicie w różnej temperaturze, rozważ dwie pojedyncze kołdry albo kołdrę czterosezonową złożoną z dwóch łączonych części.',
      ),
      h2('Prześcieradła i poszewki'),
      p(
        'Sama liczba nitek niewiele mówi o jakości: bawełna długowłóknista o gęstości 200–400 nitek na cal kwadratowy jest zwykle przyjemniejsza niż tanie prześcieradło z rekordową liczbą 1000. Perkal jest chłodny i sprężysty, idealny dla osób, którym w nocy jest gorąco, a satyna bawełniana jest jedwabiście gładka i nieco cieplejsza. Len jest droższy, ale świetnie oddycha i z każdym praniem staje się bardziej miękki.',
      ),
      ul(
        'Dobierz poduszkę do pozycji snu: twardą i wysoką, jeśli śpisz na boku, średnią na plecach, a miękką i niską na brzuchu.',
        'Przed zakupem prześcieradła z gumką zmierz wysokość materaca i dodaj 5 cm, jeśli używasz materaca nawierzchniowego.',
        'Wybieraj tkaniny z certyfikatem potwierdzającym brak szkodliwych substancji.',
        'Miej co najmniej dwa komplety pościeli na łóżko, aby móc je zmieniać.',
      ),
      h2('Pranie i pielęgnacja'),
      p(
        'Pościel pierz co tydzień w temperaturze 40–60 °C, a kołdry i poduszki pierz lub wietrz dwa, trzy razy w roku. Puch wymaga pralki o dużym bębnie, delikatnego środka piorącego i długiego suszenia w niskiej temperaturze z kilkoma kulkami do suszarki, które rozbijają grudki. Pod poszewki zakładaj nadające się do prania ochraniacze na poduszki – dzięki nim poduszki dłużej pozostaną świeże.',
      ),
    ],
    pt: [
      h2('Edredons: enchimento e aquecimento'),
      p(
        'Edredons de pluma e pena são leves, respiráveis e duráveis, enquanto os de enchimento sintético são mais baratos, mais fáceis de lavar e indicados para quem tem alergia. Em boa parte do Brasil, uma manta leve ou um cobre-leito resolve quase o ano todo, mas para o inverno no Sul e nas serras vale ter um edredom mais encorpado. Se você e seu parceiro sentem temperaturas diferentes, considere dois edredons de solteiro ou um modelo de duas camadas que se unem.',
      ),
      h2('Lençóis e fronhas'),
      p(
        'O número de fios sozinho diz pouco sobre a qualidade: um algodão de fibra longa com 200 a 400 fios costuma ser mais gostoso do que um lençol barato que anuncia 1.000. O percal é fresco e tem toque sequinho, ideal para quem sente calor à noite, enquanto o cetim de algodão é sedoso e um pouco mais quente. O linho é mais caro, mas muito respirável, e fica mais macio a cada lavagem.',
      ),
      ul(
        'Escolha o travesseiro pela posição em que dorme: firme e alto para quem dorme de lado, médio para quem dorme de barriga para cima e macio e baixo para quem dorme de bruços.',
        'Meça a altura do colchão antes de comprar o lençol com elástico e acrescente 5 cm se usar pillow top.',
        'Prefira tecidos certificados e testados contra substâncias nocivas.',
        'Tenha pelo menos dois jogos de lençóis por cama para poder revezar.',
      ),
      h2('Lavagem e cuidados'),
      p(
        'Lave lençóis e fronhas toda semana a 40–60 °C e lave ou areje edredons e travesseiros duas ou três vezes por ano. A pluma precisa de uma máquina grande, sabão neutro e uma secagem longa em temperatura baixa, com algumas bolinhas de secadora para desfazer os grumos. Use protetores de travesseiro laváveis por baixo das fronhas, que mantêm os travesseiros limpos por muito mais tempo.',
      ),
    ],
    sv: [
      h2('Täcken: fyllning och värme'),
      p(
        'Dun- och fjädertäcken är lätta, andas bra och håller länge, medan täcken med syntetfyllning är billigare, lättare att tvätta och passar allergiker. Värmen anges oftast i nivåer: ett svalt sommartäcke för varma nätter, ett mellanvarmt helårstäcke för större delen av året och ett extra varmt täcke för kalla sovrum eller den som lätt fryser. Sover du och din partner olika varmt kan två enkeltäcken eller ett fyrsäsongstäcke med två delar som knäpps ihop vara lösningen.',
      ),
      h2('Lakan och örngott'),
      p(
        'Trådtätheten säger i sig lite om kvaliteten: långfibrig bomull med 200 till 400 trådar per kvadrattum känns oftast bättre än ett billigt lakan som skryter med 1 000. Perkal är svalt och krispigt och passar den som blir varm på natten, medan satin känns silkeslent och är något varmare. Linne är dyrare men andas mycket bra och blir mjukare för varje tvätt.',
      ),
      ul(
        'Välj kudde efter sovställning: fast och hög om du sover på sidan, mellan om du sover på rygg och mjuk och låg om du sover på mage.',
        'Mät madrassens höjd innan du köper dra på-lakan och lägg till 5 cm om du har bäddmadrass.',
        'Välj certifierade textilier som testats för skadliga ämnen.',
        'Ha minst två uppsättningar sängkläder per säng så att du kan växla.',
      ),
      h2('Tvätt och skötsel'),
      p(
        'Tvätta lakan och örngott varje vecka i 40 till 60 °C och tvätta eller vädra täcken och kuddar två eller tre gånger om året. Dun kräver en stor tvättmaskin, ett milt tvättmedel och en lång torktumling på låg värme med några torkbollar som luckrar upp klumpar. Använd tvättbara kuddskydd under örngotten, så håller sig kuddarna fräscha mycket längre.',
      ),
    ],
  },
}

const decor: GuideSeed = {
  slug: 'home-decor-basics',
  subcategory: 'decor',
  title: {
    en: 'Decorating basics: choosing rugs, cushions and wall art',
    de: 'Wohnaccessoires richtig einsetzen: Teppiche, Kissen und Wandbilder',
    fr: 'Les bases de la déco : tapis, coussins et cadres',
    it: 'Arredare con gli accessori: tappeti, cuscini e quadri',
    es: 'Claves de decoración: alfombras, cojines y cuadros',
    fi: 'Sisustuksen perusteet: matot, tyynyt ja taulut',
    nl: 'Inrichten met accessoires: vloerkleden, kussens en wanddecoratie',
    no: 'Grunnleggende interiørtips: tepper, puter og bilder',
    pl: 'Podstawy aranżacji wnętrz: dywany, poduszki i obrazy',
    pt: 'Decoração sem erro: tapetes, almofadas e quadros',
    sv: 'Inredningsgrunder: mattor, kuddar och tavlor',
  },
  excerpt: {
    en: 'The right accessories make a room feel finished without a full makeover. Learn the sizing rules for rugs and art, and how to build a colour scheme that works.',
    de: 'Mit den passenden Accessoires wirkt ein Raum stimmig, ganz ohne Komplettrenovierung. Hier lernen Sie die Größenregeln für Teppiche und Bilder und wie ein harmonisches Farbkonzept entsteht.',
    fr: 'Les bons accessoires donnent à une pièce un air abouti sans tout refaire. Découvrez les règles de dimensions pour les tapis et les cadres, et comment composer une palette de couleurs réussie.',
    it: 'Gli accessori giusti rendono una stanza completa senza bisogno di rifarla da capo. Scopri le regole sulle misure di tappeti e quadri e come creare una palette di colori che funziona.',
    es: 'Los complementos adecuados hacen que una habitación parezca terminada sin necesidad de reformarla. Aprende las reglas de medidas para alfombras y cuadros, y cómo crear una combinación de colores que funcione.',
    fi: 'Oikeat sisustustuotteet viimeistelevät huoneen ilman täydellistä remonttia. Opi mattojen ja taulujen mitoitussäännöt ja se, miten luot toimivan väriyhdistelmän.',
    nl: 'Met de juiste accessoires voelt een kamer af zonder complete make-over. Leer de maatregels voor vloerkleden en kunst, en hoe je een kleurenpalet samenstelt dat werkt.',
    no: 'Riktig interiør gir rommet et ferdig preg uten full oppussing. Lær størrelsesreglene for tepper og bilder, og hvordan du setter sammen en fargepalett som fungerer.',
    pl: 'Odpowiednie dodatki sprawiają, że wnętrze wygląda na skończone bez generalnego remontu. Poznaj zasady doboru rozmiaru dywanów i obrazów oraz sposób na udaną paletę kolorów.',
    pt: 'Os acessórios certos deixam um ambiente com cara de pronto sem precisar de reforma. Aprenda as regras de medida para tapetes e quadros e como montar uma paleta de cores que funcione.',
    sv: 'Rätt inredningsdetaljer får ett rum att kännas färdigt utan en total omgörning. Lär dig storleksreglerna för mattor och tavlor och hur du sätter ihop en färgskala som fungerar.',
  },
  body: {
    en: [
      h2('Get the rug size right'),
      p(
        'A rug that is too small makes a room look disjointed, so in a living room choose one large enough for at least the front legs of the sofa and armchairs to rest on it. Under a dining table, the rug should extend about 60 cm beyond the table on every side so that chairs stay on it when pulled out. Wool rugs resist stains and wear well in busy areas, while cotton and jute are cheaper but flatten and mark more quickly.',
      ),
      h2('Hang art and mirrors at the right height'),
      p(
        'Hang pictures so that their centre sits around 145 to 150 cm from the floor, roughly eye level for most adults. Above a sofa or sideboard, leave 15 to 25 cm between the furniture and the bottom of the frame, and aim for art about two-thirds the width of the furniture. For a gallery wall, lay the frames out on the floor or tape paper templates to the wall before drilling any holes.',
      ),
      ul(
        'Follow the 60-30-10 rule: 60 % main colour, 30 % secondary colour and 10 % accent.',
        'Mix cushion sizes and textures, but repeat at least one colour across them.',
        'Group small objects in odd numbers, such as three vases of different heights.',
        'Place a mirror opposite or beside a window to bounce daylight into the room.',
      ),
      h2('Add texture and keep it personal'),
      p(
        'Rooms decorated in a single texture tend to feel flat, so combine materials such as linen, wool, wood, ceramic and metal. Swap cushion covers and throws with the seasons, which is a cheap way to refresh a room without buying new furniture. Finally, leave some empty space on shelves and walls, because a few pieces that mean something to you will always look better than a crowd of accessories.',
      ),
    ],
    de: [
      h2('Die richtige Teppichgröße'),
      p(
        'Ein zu kleiner Teppich lässt einen Raum zerstückelt wirken – wählen Sie im Wohnzimmer daher einen Teppich, auf dem mindestens die vorderen Füße von Sofa und Sesseln stehen. Unter einem Esstisch sollte der Teppich an allen Seiten etwa 60 cm überstehen, damit die Stühle auch beim Zurückziehen darauf bleiben. Wollteppiche sind schmutzabweisend und in stark genutzten Bereichen strapazierfähig, während Baumwolle und Jute günstiger sind, aber schneller platt werden und Flecken zeigen.',
      ),
      h2('Bilder und Spiegel auf der richtigen Höhe'),
      p(
        'Hängen Sie Bilder so auf, dass ihre Mitte etwa 145 bis 150 cm über dem Boden liegt – ungefähr auf Augenhöhe der meisten Erwachsenen. Über einem Sofa oder Sideboard sollten zwischen Möbel und Rahmenunterkante 15 bis 25 cm frei bleiben, und das Bild sollte etwa zwei Drittel so breit sein wie das Möbelstück. Für eine Bilderwand legen Sie die Rahmen zuerst auf dem Boden aus oder kleben Papierschablonen an die Wand, bevor Sie Löcher bohren.',
      ),
      ul(
        'Halten Sie sich an die 60-30-10-Regel: 60 % Hauptfarbe, 30 % Zweitfarbe und 10 % Akzentfarbe.',
        'Kombinieren Sie Kissen in verschiedenen Größen und Strukturen, wiederholen Sie aber mindestens eine Farbe.',
        'Gruppieren Sie kleine Objekte in ungerader Zahl, etwa drei Vasen in unterschiedlichen Höhen.',
        'Platzieren Sie einen Spiegel gegenüber oder neben einem Fenster, um Tageslicht in den Raum zu lenken.',
      ),
      h2('Struktur hinzufügen und persönlich bleiben'),
      p(
        'Räume mit nur einer Oberflächenstruktur wirken schnell flach, kombinieren Sie deshalb Materialien wie Leinen, Wolle, Holz, Keramik und Metall. Wechseln Sie Kissenbezüge und Plaids mit den Jahreszeiten – eine günstige Möglichkeit, einen Raum ohne neue Möbel aufzufrischen. Lassen Sie zudem auf Regalen und Wänden etwas Platz frei, denn wenige Stücke mit persönlicher Bedeutung wirken immer besser als eine Flut von Accessoires.',
      ),
    ],
    fr: [
      h2('Choisir la bonne taille de tapis'),
      p(
        'Un tapis trop petit donne l’impression d’une pièce morcelée : dans le salon, choisissez-en un assez grand pour accueillir au moins les pieds avant du canapé et des fauteuils. Sous une table à manger, le tapis doit dépasser d’environ 60 cm de chaque côté pour que les chaises restent dessus quand on les recule. Les tapis en laine résistent aux taches et à l’usure dans les zones de passage, tandis que le coton et le jute, moins chers, s’écrasent et se marquent plus vite.',
      ),
      h2('Accrocher cadres et miroirs à la bonne hauteur'),
      p(
        'Accrochez les tableaux de sorte que leur centre se trouve à environ 145 à 150 cm du sol, soit à peu près à hauteur des yeux de la plupart des adultes. Au-dessus d’un canapé ou d’un buffet, laissez 15 à 25 cm entre le meuble et le bas du cadre, et visez une œuvre d’environ deux tiers de la largeur du meuble. Pour un mur de cadres, disposez-les d’abord au sol ou scotchez des gabarits en papier au mur avant de percer.',
      ),
      ul(
        'Suivez la règle 60-30-10 : 60 % de couleur principale, 30 % de couleur secondaire et 10 % de couleur d’accent.',
        'Mélangez tailles et textures de coussins, mais répétez au moins une couleur.',
        'Regroupez les petits objets en nombre impair, par exemple trois vases de hauteurs différentes.',
        'Placez un miroir face à une fenêtre ou à côté pour renvoyer la lumière du jour dans la pièce.',
      ),
      h2('Jouer sur les matières et rester personnel'),
      p(
        'Une pièce décorée avec une seule texture paraît vite plate : associez des matières comme le lin, la laine, le bois, la céramique et le métal. Changez de housses de coussin et de plaids au fil des saisons, c’est une façon économique de rafraîchir une pièce sans acheter de meubles. Enfin, laissez un peu de vide sur les étagères et les murs, car quelques objets qui ont du sens pour vous auront toujours plus d’allure qu’une accumulation d’accessoires.',
      ),
    ],
    it: [
      h2('Scegli il tappeto della misura giusta'),
      p(
        'Un tappeto troppo piccolo fa sembrare la stanza frammentata, quindi in soggiorno scegline uno abbastanza grande da accogliere almeno i piedini anteriori di divano e poltrone. Sotto il tavolo da pranzo il tappeto dovrebbe sporgere di circa 60 cm su ogni lato, così le sedie restano sopra anche quando vengono spostate indietro. I tappeti in lana resistono alle macchie e all’usura nelle zone di passaggio, mentre cotone e iuta costano meno ma si schiacciano e si segnano prima.',
      ),
      h2('Appendi quadri e specchi all’altezza giusta'),
      p(
        'Appendi i quadri in modo che il centro si trovi a circa 145–150 cm da terra, più o meno all’altezza degli occhi della maggior parte degli adulti. Sopra un divano o una credenza lascia 15–25 cm tra il mobile e il bordo inferiore della cornice, e scegli un’opera larga circa due terzi del mobile. Per una parete di quadri, disponi prima le cornici sul pavimento o attacca al muro delle sagome di carta prima di forare.',
      ),
      ul(
        'Segui la regola 60-30-10: 60 % colore principale, 30 % colore secondario e 10 % colore d’accento.',
        'Mescola misure e texture dei cuscini, ma ripeti almeno un colore.',
        'Raggruppa i piccoli oggetti in numero dispari, ad esempio tre vasi di altezze diverse.',
        'Metti uno specchio di fronte o accanto a una finestra per diffondere la luce naturale nella stanza.',
      ),
      h2('Aggiungi materia e mantieni un tocco personale'),
      p(
        'Le stanze arredate con un’unica texture risultano piatte, quindi abbina materiali come lino, lana, legno, ceramica e metallo. Cambia fodere dei cuscini e plaid con le stagioni: è un modo economico per rinnovare una stanza senza comprare mobili nuovi. Infine lascia un po’ di spazio vuoto su mensole e pareti, perché pochi oggetti che significano qualcosa per te faranno sempre più effetto di una folla di soprammobili.',
      ),
    ],
    es: [
      h2('Acierta con el tamaño de la alfombra'),
      p(
        'Una alfombra demasiado pequeña hace que la habitación parezca descompuesta, así que en el salón elige una lo bastante grande para que al menos las patas delanteras del sofá y los sillones queden encima. Bajo la mesa de comedor, la alfombra debe sobresalir unos 60 cm por cada lado para que las sillas sigan encima al retirarlas. Las alfombras de lana resisten las manchas y el desgaste en zonas de paso, mientras que las de algodón y yute son más baratas, pero se aplastan y se marcan antes.',
      ),
      h2('Cuelga cuadros y espejos a la altura correcta'),
      p(
        'Cuelga los cuadros de modo que su centro quede a unos 145–150 cm del suelo, más o menos a la altura de los ojos de la mayoría de los adultos. Encima de un sofá o un aparador, deja entre 15 y 25 cm entre el mueble y el borde inferior del marco, y busca una obra que mida unos dos tercios del ancho del mueble. Para una pared de cuadros, distribuye primero los marcos en el suelo o pega plantillas de papel en la pared antes de taladrar.',
      ),
      ul(
        'Sigue la regla 60-30-10: 60 % de color principal, 30 % de color secundario y 10 % de color de acento.',
        'Mezcla tamaños y texturas de cojines, pero repite al menos un color.',
        'Agrupa los objetos pequeños en números impares, por ejemplo tres jarrones de distintas alturas.',
        'Coloca un espejo frente a una ventana o junto a ella para multiplicar la luz natural.',
      ),
      h2('Suma texturas y dale un toque personal'),
      p(
        'Las habitaciones decoradas con una sola textura resultan planas, así que combina materiales como lino, lana, madera, cerámica y metal. Cambia las fundas de los cojines y las mantas según la estación: es una forma barata de renovar un espacio sin comprar muebles. Por último, deja algo de espacio libre en estanterías y paredes, porque unas pocas piezas con significado para ti siempre lucirán más que un montón de objetos.',
      ),
    ],
    fi: [
      h2('Valitse oikean kokoinen matto'),
      p(
        'Liian pieni matto saa huoneen näyttämään hajanaiselta, joten valitse olohuoneeseen niin suuri matto, että ainakin sohvan ja nojatuolien etujalat mahtuvat sen päälle. Ruokapöydän alla maton pitäisi ulottua noin 60 cm pöydän reunan yli joka puolella, jotta tuolit pysyvät matolla myös taaksepäin vedettyinä. Villamatot hylkivät tahroja ja kestävät kulutusta vilkkaissa paikoissa, kun taas puuvilla ja juutti ovat edullisempia mutta painuvat ja likaantuvat nopeammin.',
      ),
      h2('Ripusta taulut ja peilit oikealle korkeudelle'),
      p(
        'Ripusta taulut niin, että niiden keskikohta on noin 145–150 cm:n korkeudella lattiasta, mikä on useimpien aikuisten silmien korkeus. Jätä sohvan tai senkin yläpuolella 15–25 cm huonekalun ja kehyksen alareunan väliin, ja valitse taulu, joka on noin kaksi kolmasosaa huonekalun leveydestä. Jos teet tauluseinän, asettele kehykset ensin lattialle tai kiinnitä seinään paperisia sapluunoita ennen kuin poraat reikiä.',
      ),
      ul(
        'Noudata 60–30–10-sääntöä: 60 % pääväriä, 30 % toissijaista väriä ja 10 % korostusväriä.',
        'Yhdistele eri kokoisia ja pintaisia tyynyjä, mutta toista ainakin yhtä väriä.',
        'Ryhmittele pienet esineet parittomiin määriin, esimerkiksi kolme eri korkuista maljakkoa.',
        'Sijoita peili ikkunaa vastapäätä tai sen viereen, niin päivänvalo heijastuu huoneeseen.',
      ),
      h2('Lisää materiaaleja ja pidä sisustus persoonallisena'),
      p(
        'Yhden pintamateriaalin huone näyttää helposti latteelta, joten yhdistele materiaaleja, kuten pellavaa, villaa, puuta, keramiikkaa ja metallia. Vaihda tyynynpäälliset ja torkkupeitot vuodenaikojen mukaan – se on edullinen tapa raikastaa huonetta ostamatta uusia huonekaluja. Jätä lopuksi hyllyille ja seinille hieman tyhjää tilaa, sillä muutama sinulle merkityksellinen esine näyttää aina paremmalta kuin sisustustavaroiden paljous.',
      ),
    ],
    nl: [
      h2('Kies de juiste maat vloerkleed'),
      p(
        'Een te klein vloerkleed maakt een kamer onrustig, dus kies in de woonkamer een kleed dat groot genoeg is om minstens de voorpoten van de bank en de fauteuils erop te laten staan. Onder een eettafel moet het kleed aan alle kanten zo’n 60 cm uitsteken, zodat de stoelen erop blijven als je ze naar achteren schuift. Wollen kleden zijn vuilafstotend en slijtvast op drukke plekken, terwijl katoen en jute goedkoper zijn, maar sneller plat worden en vlekken vertonen.',
      ),
      h2('Hang kunst en spiegels op de juiste hoogte'),
      p(
        'Hang schilderijen zo op dat het midden op ongeveer 145 tot 150 cm van de vloer zit, zo’n beetje op ooghoogte van de meeste volwassenen. Boven een bank of dressoir laat je 15 tot 25 cm ruimte tussen het meubel en de onderkant van de lijst, en het werk is bij voorkeur zo’n twee derde van de breedte van het meubel. Leg voor een fotowand de lijsten eerst op de vloer of plak papieren mallen op de muur voordat je gaat boren.',
      ),
      ul(
        'Volg de 60-30-10-regel: 60 % hoofdkleur, 30 % tweede kleur en 10 % accentkleur.',
        'Combineer kussens in verschillende maten en texturen, maar herhaal minstens één kleur.',
        'Groepeer kleine voorwerpen in oneven aantallen, zoals drie vazen van verschillende hoogte.',
        'Hang een spiegel tegenover of naast een raam om daglicht de kamer in te kaatsen.',
      ),
      h2('Voeg textuur toe en houd het persoonlijk'),
      p(
        'Een kamer met maar één textuur oogt al snel vlak, dus combineer materialen als linnen, wol, hout, keramiek en metaal. Wissel kussenhoezen en plaids met de seizoenen, een goedkope manier om een kamer op te frissen zonder nieuwe meubels te kopen. Laat tot slot wat lege ruimte op planken en muren, want een paar spullen die iets voor je betekenen, maken altijd meer indruk dan een zee van accessoires.',
      ),
    ],
    no: [
      h2('Velg riktig størrelse på teppet'),
      p(
        'Et for lite teppe får rommet til å virke oppstykket, så velg et teppe i stua som er stort nok til at minst forbeina på sofaen og lenestolene står på det. Under et spisebord bør teppet stikke rundt 60 cm ut på alle sider, slik at stolene blir stående på teppet når de trekkes ut. Ulltepper tåler flekker og slitasje godt der det er mye trafikk, mens bomull og jute er billigere, men blir fortere flate og flekkete.',
      ),
      h2('Heng bilder og speil i riktig høyde'),
      p(
        'Heng bildene slik at midten er rundt 145 til 150 cm over gulvet, omtrent i øyehøyde for de fleste voksne. Over en sofa eller skjenk bør det være 15 til 25 cm mellom møbelet og underkanten av rammen, og bildet bør være omtrent to tredjedeler så bredt som møbelet. Skal du lage en bildevegg, legger du rammene ut på gulvet først eller teiper papirmaler på veggen før du borer.',
      ),
      ul(
        'Følg 60-30-10-regelen: 60 % hovedfarge, 30 % sekundærfarge og 10 % aksentfarge.',
        'Bland størrelser og teksturer på putene, men gjenta minst én farge.',
        'Grupper små gjenstander i oddetall, for eksempel tre vaser i ulik høyde.',
        'Plasser et speil rett overfor eller ved siden av et vindu for å spre dagslyset i rommet.',
      ),
      h2('Tilfør tekstur og gjør det personlig'),
      p(
        'Rom med bare én overflatetekstur blir fort flate, så kombiner materialer som lin, ull, tre, keramikk og metall. Bytt putetrekk og pledd etter årstidene – det er en billig måte å friske opp et rom på uten å kjøpe nye møbler. La det til slutt være litt tom plass på hyller og vegger, for noen få ting som betyr noe for deg, vil alltid se bedre ut enn en mengde pyntegjenstander.',
      ),
    ],
    pl: [
      h2('Dobierz właściwy rozmiar dywanu'),
      p(
        'Zbyt mały dywan sprawia, że pokój wygląda na poszatkowany, dlatego w salonie wybierz taki, na którym zmieszczą się przynajmniej przednie nogi sofy i foteli. Pod stołem jadalnianym dywan powinien wystawać około 60 cm z każdej strony, aby odsunięte krzesła nadal na nim stały. Dywany wełniane są odporne na plamy i ścieranie w miejscach o dużym ruchu, a bawełniane i jutowe są tańsze, ale szybciej się spłaszczają i brudzą.',
      ),
      h2('Zawieszaj obrazy i lustra na właściwej wysokości'),
      p(
        'Wieszaj obrazy tak, aby ich środek znajdował się około 145–150 cm nad podłogą, czyli mniej więcej na wysokości oczu większości dorosłych. Nad sofą lub komodą zostaw 15–25 cm między meblem a dolną krawędzią ramy i wybierz obraz o szerokości mniej więcej dwóch trzecich mebla. Planując galerię na ścianie, najpierw rozłóż ramy na podłodze lub przyklej do ściany papierowe szablony, zanim zaczniesz wiercić.',
      ),
      ul(
        'Stosuj zasadę 60-30-10: 60 % koloru dominującego, 30 % uzupełniającego i 10 % akcentu.',
        'Łącz poduszki o różnych rozmiarach i fakturach, ale powtarzaj w nich przynajmniej jeden kolor.',
        'Grupuj drobne przedmioty w nieparzystej liczbie, np. trzy wazony różnej wysokości.',
        'Powieś lustro naprzeciwko okna lub obok niego, aby odbijało dzienne światło do wnętrza.',
      ),
      h2('Dodaj faktury i zachowaj osobisty charakter'),
      p(
        'Wnętrza urządzone w jednej fakturze wydają się płaskie, dlatego łącz materiały takie jak len, wełna, drewno, ceramika i metal. Zmieniaj poszewki na poduszki i koce w zależności od pory roku – to tani sposób na odświeżenie pokoju bez kupowania nowych mebli. Na koniec zostaw trochę wolnego miejsca na półkach i ścianach, bo kilka przedmiotów, które coś dla ciebie znaczą, zawsze prezentuje się lepiej niż tłum dekoracji.',
      ),
    ],
    pt: [
      h2('Acerte o tamanho do tapete'),
      p(
        'Um tapete pequeno demais deixa o ambiente com aspecto desconexo, então na sala escolha um grande o bastante para que pelo menos os pés dianteiros do sofá e das poltronas fiquem sobre ele. Debaixo da mesa de jantar, o tapete deve sobrar cerca de 60 cm de cada lado para que as cadeiras continuem em cima quando puxadas. Tapetes de lã resistem a manchas e ao desgaste em áreas de passagem, enquanto os de algodão e juta são mais baratos, mas amassam e marcam mais rápido.',
      ),
      h2('Pendure quadros e espelhos na altura certa'),
      p(
        'Pendure os quadros de modo que o centro fique a cerca de 145 a 150 cm do chão, mais ou menos na altura dos olhos da maioria dos adultos. Acima de um sofá ou aparador, deixe de 15 a 25 cm entre o móvel e a parte de baixo da moldura, e escolha uma obra com cerca de dois terços da largura do móvel. Para montar uma parede de quadros, distribua as molduras no chão ou cole moldes de papel na parede antes de furar.',
      ),
      ul(
        'Siga a regra 60-30-10: 60 % de cor principal, 30 % de cor secundária e 10 % de cor de destaque.',
        'Misture tamanhos e texturas de almofadas, mas repita pelo menos uma cor.',
        'Agrupe objetos pequenos em números ímpares, como três vasos de alturas diferentes.',
        'Coloque um espelho em frente ou ao lado de uma janela para espalhar a luz natural pelo ambiente.',
      ),
      h2('Acrescente texturas e deixe a casa com a sua cara'),
      p(
        'Ambientes com uma única textura ficam sem graça, então combine materiais como linho, lã, madeira, cerâmica e metal. Troque capas de almofada e mantas conforme a estação, uma forma barata de renovar o ambiente sem comprar móveis. Por fim, deixe um pouco de espaço livre em prateleiras e paredes, porque poucas peças que tenham significado para você sempre ficam melhores do que um monte de enfeites.',
      ),
    ],
    sv: [
      h2('Välj rätt storlek på mattan'),
      p(
        'En för liten matta får rummet att se splittrat ut, så välj en matta i vardagsrummet som är så stor att åtminstone frambenen på soffa och fåtöljer står på den. Under ett matbord bör mattan sticka ut omkring 60 cm på alla sidor, så att stolarna står kvar på mattan när de dras ut. Ullmattor står emot fläckar och slitage bra där det är mycket spring, medan bomull och jute är billigare men blir platta och fläckiga fortare.',
      ),
      h2('Häng tavlor och speglar på rätt höjd'),
      p(
        'Häng tavlorna så att mitten hamnar omkring 145 till 150 cm över golvet, ungefär i ögonhöjd för de flesta vuxna. Ovanför en soffa eller skänk bör det vara 15 till 25 cm mellan möbeln och ramens underkant, och tavlan bör vara ungefär två tredjedelar så bred som möbeln. Ska du göra en tavelvägg lägger du först ut ramarna på golvet eller tejpar upp pappersmallar på väggen innan du borrar.',
      ),
      ul(
        'Följ 60-30-10-regeln: 60 % huvudfärg, 30 % sekundärfärg och 10 % accentfärg.',
        'Blanda kuddar i olika storlekar och material, men upprepa minst en färg.',
        'Gruppera små föremål i udda antal, till exempel tre vaser i olika höjd.',
        'Placera en spegel mitt emot eller bredvid ett fönster för att sprida dagsljuset i rummet.',
      ),
      h2('Tillför struktur och gör det personligt'),
      p(
        'Rum med bara en yta blir lätt platta, så kombinera material som linne, ull, trä, keramik och metall. Byt kuddfodral och pläd efter årstiderna – ett billigt sätt att fräscha upp ett rum utan att köpa nya möbler. Lämna till sist lite tomt utrymme på hyllor och väggar, eftersom några få saker som betyder något för dig alltid gör sig bättre än en mängd prydnadssaker.',
      ),
    ],
  },
}

const tools: GuideSeed = {
  slug: 'how-to-choose-a-cordless-drill',
  subcategory: 'tools',
  title: {
    en: 'How to choose a cordless drill',
    de: 'Akkuschrauber richtig auswählen',
    fr: 'Comment choisir une perceuse-visseuse sans fil',
    it: 'Come scegliere un trapano avvitatore a batteria',
    es: 'Cómo elegir un taladro atornillador inalámbrico',
    fi: 'Näin valitset akkuporakoneen',
    nl: 'Zo kies je een accuboormachine',
    no: 'Slik velger du batteridrill',
    pl: 'Jak wybrać wiertarko-wkrętarkę akumulatorową',
    pt: 'Como escolher uma parafusadeira e furadeira a bateria',
    sv: 'Så väljer du sladdlös borrskruvdragare',
  },
  excerpt: {
    en: 'From hanging shelves to building decking, the right cordless drill saves time and frustration. Here is how to compare voltage, torque, batteries and chucks.',
    de: 'Ob Regal aufhängen oder Terrasse bauen: Der richtige Akkuschrauber spart Zeit und Nerven. So vergleichen Sie Spannung, Drehmoment, Akkus und Bohrfutter.',
    fr: 'Pour poser une étagère ou construire une terrasse, la bonne perceuse sans fil fait gagner du temps et évite bien des agacements. Voici comment comparer tension, couple, batteries et mandrins.',
    it: 'Che tu debba appendere una mensola o costruire una pedana in legno, il trapano avvitatore giusto ti fa risparmiare tempo e nervi. Ecco come confrontare tensione, coppia, batterie e mandrino.',
    es: 'Ya sea para colgar una estantería o para montar una tarima, el taladro inalámbrico adecuado ahorra tiempo y disgustos. Así comparas voltaje, par, baterías y portabrocas.',
    fi: 'Olipa kyse hyllyn ripustamisesta tai terassin rakentamisesta, oikea akkuporakone säästää aikaa ja hermoja. Näin vertailet jännitettä, vääntömomenttia, akkuja ja istukoita.',
    nl: 'Of je nu een plank ophangt of een vlonder bouwt, de juiste accuboormachine bespaart tijd en ergernis. Zo vergelijk je voltage, koppel, accu’s en boorkoppen.',
    no: 'Enten du skal henge opp en hylle eller bygge terrasse, sparer riktig batteridrill deg for tid og frustrasjon. Slik sammenligner du spenning, dreiemoment, batterier og chuck.',
    pl: 'Niezależnie od tego, czy wieszasz półkę, czy budujesz taras, odpowiednia wiertarko-wkrętarka oszczędza czas i nerwy. Podpowiadamy, jak porównać napięcie, moment obrotowy, akumulatory i uchwyty.',
    pt: 'Seja para pendurar uma prateleira ou montar um deck, a furadeira a bateria certa economiza tempo e dor de cabeça. Veja como comparar tensão, torque, baterias e mandril.',
    sv: 'Oavsett om du ska hänga upp en hylla eller bygga ett trädäck sparar rätt sladdlös borrmaskin tid och irritation. Så jämför du spänning, vridmoment, batterier och chuck.',
  },
  body: {
    en: [
      h2('Drill driver, combi drill or impact driver?'),
      p(
        'A drill driver drives screws and drills holes in wood, metal and plasterboard, which is enough for most flat-pack furniture and small repairs. A combi drill adds a hammer function for drilling into brick and light masonry, which is what you need to hang shelves or curtain rails on most walls. Impact drivers deliver short, powerful bursts for driving long screws into timber, but they are not designed for drilling holes in walls.',
      ),
      h2('Voltage, torque and batteries'),
      p(
        'For home use, an 18 V tool offers the best balance of power and weight, while 12 V models are lighter and handy for tight spaces and small jobs. Look at torque in newton metres: 30 to 50 Nm suits furniture and light DIY, while 60 Nm or more copes with large screws and hole saws. Brushless motors run cooler and get more work out of each charge, and a 2 Ah battery keeps the drill light, whereas 4 Ah or more is better for long sessions.',
      ),
      ul(
        'Stick to one battery platform so the same packs fit the saw or sander you buy later.',
        'A 13 mm keyless metal chuck holds bits more securely than a 10 mm plastic one.',
        'Two speed settings and an adjustable clutch stop you from stripping screw heads.',
        'A built-in LED light helps in cupboards and dark corners.',
        'For concrete, rent or buy an SDS hammer drill instead.',
      ),
      h2('Use and store it safely'),
      p(
        'Always check for hidden cables and pipes with a detector before drilling into a wall, and wear safety glasses when drilling overhead or into masonry. Store batteries indoors at room temperature, ideally around half charged if you will not use them for months. Keep bits sorted in a case and replace blunt ones, because a sharp bit drills faster and puts far less strain on the motor and battery.',
      ),
    ],
    de: [
      h2('Bohrschrauber, Schlagbohrschrauber oder Schlagschrauber?'),
      p(
        'Ein Bohrschrauber dreht Schrauben ein und bohrt Löcher in Holz, Metall und Gipskarton – für die meisten Möbelbausätze und kleinen Reparaturen reicht das völlig. Ein Schlagbohrschrauber hat zusätzlich eine Schlagfunktion für Ziegel und leichtes Mauerwerk, die Sie brauchen, um an den meisten Wänden Regale oder Gardinenstangen zu befestigen. Schlagschrauber liefern kurze, kräftige Impulse, um lange Schrauben in Holz zu treiben, sind aber nicht zum Bohren von Löchern in Wände gedacht.',
      ),
      h2('Spannung, Drehmoment und Akkus'),
      p(
        'Für zu Hause bietet ein 18-Volt-Gerät das beste Verhältnis von Kraft und Gewicht, während 12-Volt-Modelle leichter sind und sich für enge Stellen und kleine Arbeiten eignen. Achten Sie auf das Drehmoment in Newtonmetern: 30 bis 50 Nm genügen für Möbel und leichte Heimwerkerarbeiten, ab 60 Nm lassen sich auch große Schrauben und Lochsägen bewältigen. Bürstenlose Motoren bleiben kühler und holen mehr aus jeder Akkuladung heraus, und ein 2-Ah-Akku hält das Gerät leicht, während für längere Einsätze 4 Ah oder mehr besser sind.',
      ),
      ul(
        'Bleiben Sie bei einem Akkusystem, damit die Akkus auch in Ihre spätere Säge oder Schleifmaschine passen.',
        'Ein Schnellspannbohrfutter aus Metall mit 13 mm hält Bits sicherer als eines aus Kunststoff mit 10 mm.',
        'Zwei Gänge und eine einstellbare Drehmomentkupplung verhindern, dass Schraubenköpfe ausreißen.',
        'Eine eingebaute LED-Leuchte hilft in Schränken und dunklen Ecken.',
        'Für Beton leihen oder kaufen Sie besser einen Bohrhammer mit SDS-Aufnahme.',
      ),
      h2('Sicher arbeiten und richtig lagern'),
      p(
        'Prüfen Sie vor dem Bohren in eine Wand immer mit einem Ortungsgerät, ob dort Leitungen oder Rohre verlaufen, und tragen Sie beim Bohren über Kopf oder in Mauerwerk eine Schutzbrille. Lagern Sie Akkus im Haus bei Zimmertemperatur, bei längeren Pausen idealerweise etwa halb geladen. Bewahren Sie Bits sortiert in einer Box auf und ersetzen Sie stumpfe, denn ein scharfer Bohrer arbeitet schneller und schont Motor und Akku erheblich.',
      ),
    ],
    fr: [
      h2('Perceuse-visseuse, à percussion ou visseuse à chocs ?'),
      p(
        'Une perceuse-visseuse visse et perce le bois, le métal et le placo, ce qui suffit pour la plupart des meubles en kit et des petites réparations. Une perceuse-visseuse à percussion ajoute une fonction frappe pour percer la brique et la maçonnerie légère, indispensable pour fixer étagères ou tringles à rideaux sur la plupart des murs. Les visseuses à chocs donnent de brèves impulsions puissantes pour enfoncer de longues vis dans le bois, mais elles ne sont pas conçues pour percer des murs.',
      ),
      h2('Tension, couple et batteries'),
      p(
        'Pour un usage domestique, un outil de 18 V offre le meilleur équilibre entre puissance et poids, tandis que les modèles de 12 V, plus légers, sont pratiques dans les espaces étroits et pour les petits travaux. Regardez le couple en newtons-mètres : 30 à 50 Nm conviennent au montage de meubles et au bricolage léger, alors qu’à partir de 60 Nm on vient à bout des grosses vis et des scies cloches. Les moteurs sans balais chauffent moins et tirent davantage de chaque charge, et une batterie de 2 Ah garde l’outil léger, alors que 4 Ah ou plus conviennent mieux aux longues séances.',
      ),
      ul(
        'Restez sur une seule gamme de batteries pour qu’elles servent aussi à la scie ou à la ponceuse que vous achèterez plus tard.',
        'Un mandrin autoserrant métallique de 13 mm maintient mieux les embouts qu’un mandrin en plastique de 10 mm.',
        'Deux vitesses et un embrayage réglable évitent d’abîmer les têtes de vis.',
        'Une LED intégrée aide dans les placards et les recoins sombres.',
        'Pour le béton, louez ou achetez plutôt un perforateur SDS.',
      ),
      h2('L’utiliser et la ranger en toute sécurité'),
      p(
        'Avant de percer un mur, vérifiez toujours la présence de câbles et de tuyaux avec un détecteur, et portez des lunettes de protection quand vous percez au plafond ou dans la maçonnerie. Stockez les batteries à l’intérieur, à température ambiante, idéalement chargées à moitié si vous ne comptez pas vous en servir pendant des mois. Rangez les forets dans un coffret et remplacez ceux qui sont émoussés : un foret bien affûté perce plus vite et sollicite beaucoup moins le moteur et la batterie.',
      ),
    ],
    it: [
      h2('Trapano avvitatore, con percussione o avvitatore a impulsi?'),
      p(
        'Un trapano avvitatore avvita e fora legno, metallo e cartongesso, e basta per la maggior parte dei mobili da montare e delle piccole riparazioni. Un trapano avvitatore con percussione aggiunge la funzione a percussione per forare mattoni e murature leggere, che serve per fissare mensole o bastoni delle tende sulla maggior parte delle pareti. Gli avvitatori a impulsi sprigionano colpi brevi e potenti per avvitare viti lunghe nel legno, ma non sono pensati per forare le pareti.',
      ),
      h2('Tensione, coppia e batterie'),
      p(
        'Per l’uso domestico un utensile da 18 V offre il miglior equilibrio tra potenza e peso, mentre i modelli da 12 V sono più leggeri e comodi negli spazi stretti e per i piccoli lavori. Guarda la coppia in newton metro: 30–50 Nm bastano per mobili e fai da te leggero, mentre da 60 Nm in su si affrontano viti grandi e seghe a tazza. I motori brushless scaldano meno e sfruttano meglio ogni carica, e una batteria da 2 Ah mantiene l’utensile leggero, mentre 4 Ah o più sono migliori per le sessioni lunghe.',
      ),
      ul(
        'Resta su un’unica piattaforma di batterie, così potrai usarle anche con la sega o la levigatrice che comprerai in futuro.',
        'Un mandrino autoserrante in metallo da 13 mm tiene le punte più saldamente di uno in plastica da 10 mm.',
        'Due velocità e una frizione regolabile evitano di rovinare le teste delle viti.',
        'Una luce LED integrata aiuta negli armadi e negli angoli bui.',
        'Per il calcestruzzo noleggia o compra piuttosto un tassellatore SDS.',
      ),
      h2('Usalo e conservalo in sicurezza'),
      p(
        'Prima di forare una parete controlla sempre con un rilevatore che non ci siano cavi o tubi, e indossa occhiali protettivi quando fori sopra la testa o nella muratura. Conserva le batterie in casa a temperatura ambiente, idealmente cariche a metà se non le userai per mesi. Tieni le punte in ordine in una valigetta e sostituisci quelle consumate, perché una punta affilata fora più in fretta e affatica molto meno motore e batteria.',
      ),
    ],
    es: [
      h2('¿Atornillador, taladro percutor o atornillador de impacto?'),
      p(
        'Un taladro atornillador coloca tornillos y hace agujeros en madera, metal y pladur, y basta para la mayoría de muebles de montar y pequeñas reparaciones. Un taladro percutor añade la función de percusión para perforar ladrillo y mampostería ligera, que es lo que necesitas para colgar estanterías o barras de cortina en la mayoría de paredes. Los atornilladores de impacto dan golpes cortos y potentes para meter tornillos largos en madera, pero no están pensados para taladrar paredes.',
      ),
      h2('Voltaje, par y baterías'),
      p(
        'Para casa, una herramienta de 18 V ofrece el mejor equilibrio entre potencia y peso, mientras que los modelos de 12 V son más ligeros y prácticos en espacios estrechos y para trabajos pequeños. Fíjate en el par en newton metro: de 30 a 50 Nm bastan para montar muebles y hacer bricolaje ligero, y a partir de 60 Nm podrás con tornillos grandes y coronas perforadoras. Los motores sin escobillas se calientan menos y aprovechan mejor cada carga, y una batería de 2 Ah mantiene el taladro ligero, aunque para sesiones largas es mejor una de 4 Ah o más.',
      ),
      ul(
        'Quédate con una sola plataforma de baterías para que sirvan también en la sierra o la lijadora que compres más adelante.',
        'Un portabrocas metálico de cierre rápido de 13 mm sujeta mejor las puntas que uno de plástico de 10 mm.',
        'Dos velocidades y un embrague regulable evitan que se dañen las cabezas de los tornillos.',
        'Una luz LED integrada ayuda dentro de armarios y en rincones oscuros.',
        'Para hormigón, alquila o compra mejor un martillo perforador SDS.',
      ),
      h2('Úsalo y guárdalo con seguridad'),
      p(
        'Antes de taladrar una pared, comprueba siempre con un detector que no haya cables ni tuberías, y ponte gafas de protección cuando taladres por encima de la cabeza o en mampostería. Guarda las baterías dentro de casa, a temperatura ambiente, y a ser posible a media carga si no vas a usarlas en meses. Mantén las brocas ordenadas en un estuche y sustituye las desafiladas, porque una broca afilada taladra más rápido y fuerza mucho menos el motor y la batería.',
      ),
    ],
    fi: [
      h2('Porakone, iskuporakone vai iskuväännin?'),
      p(
        'Akkuporakone ruuvaa ja poraa reikiä puuhun, metalliin ja kipsilevyyn, ja se riittää useimpiin itse koottaviin huonekaluihin ja pieniin korjauksiin. Iskuporakoneessa on lisäksi iskutoiminto tiilen ja kevyen muurauksen poraamiseen, ja sitä tarvitset, kun kiinnität hyllyjä tai verhotankoja useimpiin seiniin. Iskuvääntimet antavat lyhyitä ja voimakkaita iskuja pitkien ruuvien kiertämiseen puuhun, mutta niitä ei ole tarkoitettu seinien poraamiseen.',
      ),
      h2('Jännite, vääntömomentti ja akut'),
      p(
        'Kotikäyttöön 18 voltin kone tarjoaa parhaan tasapainon tehon ja painon välillä, kun taas 12 voltin mallit ovat kevyempiä ja käteviä ahtaisiin paikkoihin ja pieniin töihin. Katso vääntömomentti newtonmetreinä: 30–50 Nm riittää huonekaluihin ja kevyeen nikkarointiin, kun taas vähintään 60 Nm auttaa isojen ruuvien ja reikäsahojen kanssa. Harjattomat moottorit lämpenevät vähemmän ja tekevät enemmän työtä yhdellä latauksella, ja 2 Ah:n akku pitää koneen kevyenä, kun taas pitkiin urakoihin sopii paremmin vähintään 4 Ah.',
      ),
      ul(
        'Pysy yhdessä akkujärjestelmässä, niin samat akut sopivat myös myöhemmin ostamaasi sahaan tai hiomakoneeseen.',
        '13 mm:n metallinen pikaistukka pitää terät tukevammin kuin 10 mm:n muovinen.',
        'Kaksi nopeusaluetta ja säädettävä momenttikytkin estävät ruuvien kantoja vaurioitumasta.',
        'Sisäänrakennettu LED-valo auttaa kaapeissa ja pimeissä nurkissa.',
        'Betoniin kannattaa vuokrata tai ostaa SDS-poravasara.',
      ),
      h2('Käytä ja säilytä turvallisesti'),
      p(
        'Tarkista aina ennen seinään poraamista johdinetsimellä, ettei seinässä kulje sähköjohtoja tai putkia, ja käytä suojalaseja, kun poraat kattoon tai muuraukseen. Säilytä akut sisätiloissa huoneenlämmössä eikä talvella kylmässä varastossa, ja pitkiä taukoja varten mieluiten noin puoliksi ladattuina. Pidä terät järjestyksessä rasiassa ja vaihda tylsät uusiin, sillä terävä terä poraa nopeammin ja rasittaa moottoria ja akkua paljon vähemmän.',
      ),
    ],
    nl: [
      h2('Boorschroefmachine, klopboor of slagschroevendraaier?'),
      p(
        'Een boorschroefmachine draait schroeven in en boort gaten in hout, metaal en gipsplaat, en dat is genoeg voor de meeste bouwpakketmeubels en kleine klussen. Een klopboormachine heeft daarnaast een klopfunctie voor baksteen en licht metselwerk, en die heb je nodig om planken of gordijnrails aan de meeste muren te bevestigen. Slagschroevendraaiers geven korte, krachtige slagen om lange schroeven in hout te draaien, maar zijn niet bedoeld om gaten in muren te boren.',
      ),
      h2('Voltage, koppel en accu’s'),
      p(
        'Voor thuisgebruik biedt een 18V-machine de beste balans tussen kracht en gewicht, terwijl 12V-modellen lichter zijn en handig voor krappe plekken en kleine klussen. Let op het draaimoment in newtonmeter: 30 tot 50 Nm is genoeg voor meubels en lichte klussen, terwijl je vanaf 60 Nm ook grote schroeven en gatenzagen aankunt. Koolborstelloze motoren blijven koeler en halen meer uit elke lading, en een accu van 2 Ah houdt de machine licht, terwijl 4 Ah of meer beter is voor langere klussen.',
      ),
      ul(
        'Kies één accuplatform, zodat dezelfde accu’s later ook in je zaag of schuurmachine passen.',
        'Een metalen snelspanboorkop van 13 mm houdt bits steviger vast dan een kunststof exemplaar van 10 mm.',
        'Twee versnellingen en een instelbare slipkoppeling voorkomen dat je schroefkoppen dol draait.',
        'Een ingebouwde ledlamp helpt in kasten en donkere hoeken.',
        'Huur of koop voor beton liever een boorhamer met SDS-opname.',
      ),
      h2('Veilig gebruiken en opbergen'),
      p(
        'Controleer voor het boren in een muur altijd met een leidingzoeker of er kabels of leidingen lopen, en draag een veiligheidsbril als je boven je hoofd of in steen boort. Bewaar accu’s binnen op kamertemperatuur, het liefst half opgeladen als je ze maanden niet gebruikt. Bewaar boortjes gesorteerd in een cassette en vervang botte exemplaren, want een scherpe boor werkt sneller en belast motor en accu veel minder.',
      ),
    ],
    no: [
      h2('Drill, slagdrill eller slagtrekker?'),
      p(
        'En vanlig batteridrill skrur skruer og borer hull i tre, metall og gips, og holder til de fleste flatpakkmøbler og småreparasjoner. En slagdrill har i tillegg slagfunksjon for boring i tegl og lett mur, og det trenger du for å henge opp hyller eller gardinstenger på de fleste vegger. Slagtrekkere gir korte, kraftige slag for å drive lange skruer inn i treverk, men er ikke laget for å bore hull i vegger.',
      ),
      h2('Spenning, dreiemoment og batterier'),
      p(
        'Til hjemmebruk gir en 18 V-maskin den beste balansen mellom kraft og vekt, mens 12 V-modeller er lettere og praktiske på trange steder og til småjobber. Se på dreiemomentet i newtonmeter: 30 til 50 Nm holder til møbler og lett snekring, mens 60 Nm eller mer hjelper med store skruer og hullsager. Børsteløse motorer holder seg kjøligere og får mer arbeid ut av hver lading, og et 2 Ah-batteri holder drillen lett, mens 4 Ah eller mer er bedre til lange økter.',
      ),
      ul(
        'Hold deg til ett batterisystem, så passer de samme batteriene i sagen eller slipemaskinen du kjøper senere.',
        'En nøkkelløs metallchuck på 13 mm holder bits sikrere enn en plastchuck på 10 mm.',
        'To hastigheter og justerbar momentkobling hindrer at du ødelegger skruehodene.',
        'Innebygd LED-lys hjelper i skap og mørke hjørner.',
        'Til betong bør du heller leie eller kjøpe en borhammer med SDS-feste.',
      ),
      h2('Bruk og oppbevar den trygt'),
      p(
        'Sjekk alltid med en detektor om det går kabler eller rør i veggen før du borer, og bruk vernebriller når du borer over hodehøyde eller i mur. Oppbevar batteriene innendørs i romtemperatur og ikke i en kald bod om vinteren, helst halvladet hvis de skal ligge ubrukt i flere måneder. Hold borene sortert i en kassett og bytt ut sløve bor, for et skarpt bor borer raskere og belaster motor og batteri langt mindre.',
      ),
    ],
    pl: [
      h2('Wiertarko-wkrętarka, udarowa czy zakrętarka udarowa?'),
      p(
        'Zwykła wiertarko-wkrętarka wkręca śruby i wierci otwory w drewnie, metalu i płytach gipsowo-kartonowych, co wystarcza do składania większości mebli i drobnych napraw. Wiertarko-wkrętarka udarowa ma dodatkowo funkcję udaru do wiercenia w cegle i lekkim murze, a tego potrzebujesz, by zamocować półki lub karnisze na większości ścian. Zakrętarki udarowe dają krótkie, mocne impulsy do wkręcania długich wkrętów w drewno, ale nie służą do wiercenia otworów w ścianach.',
      ),
      h2('Napięcie, moment obrotowy i akumulatory'),
      p(
        'Do domu najlepszy kompromis między mocą a wagą daje urządzenie 18 V, a modele 12 V są lżejsze i wygodne w ciasnych miejscach oraz przy drobnych pracach. Zwróć uwagę na moment obrotowy w niutonometrach: 30–50 Nm wystarczy do mebli i prostych prac, a od 60 Nm poradzisz sobie z dużymi wkrętami i otwornicami. Silniki bezszczotkowe mniej się nagrzewają i lepiej wykorzystują każde ładowanie, a akumulator 2 Ah zapewnia niską wagę, natomiast do dłuższej pracy lepszy będzie 4 Ah lub większy.',
      ),
      ul(
        'Trzymaj się jednej platformy akumulatorów, aby pasowały też do piły czy szlifierki, którą kupisz później.',
        'Metalowy uchwyt samozaciskowy 13 mm trzyma końcówki pewniej niż plastikowy 10 mm.',
        'Dwa biegi i regulowane sprzęgło chronią łby wkrętów przed zniszczeniem.',
        'Wbudowana dioda LED pomaga w szafkach i ciemnych kątach.',
        'Do betonu lepiej wypożycz lub kup młotowiertarkę z uchwytem SDS.',
      ),
      h2('Bezpieczne użytkowanie i przechowywanie'),
      p(
        'Zanim zaczniesz wiercić w ścianie, zawsze sprawdź wykrywaczem, czy nie biegną w niej przewody lub rury, i zakładaj okulary ochronne, gdy wiercisz nad głową lub w murze. Przechowuj akumulatory w domu, w temperaturze pokojowej, a jeśli nie będziesz ich używać przez kilka miesięcy, najlepiej naładowane mniej więcej do połowy. Trzymaj wiertła posortowane w walizce i wymieniaj tępe, bo ostre wiertło pracuje szybciej i znacznie mniej obciąża silnik i akumulator.',
      ),
    ],
    pt: [
      h2('Parafusadeira, furadeira de impacto ou parafusadeira de impacto?'),
      p(
        'Uma parafusadeira e furadeira comum aperta parafusos e fura madeira, metal e drywall, o que basta para a maioria dos móveis de montar e pequenos reparos. Um modelo com função impacto acrescenta percussão para furar tijolo e alvenaria leve, que é o que você precisa para fixar prateleiras ou varões de cortina na maioria das paredes. Já as parafusadeiras de impacto dão golpes curtos e fortes para apertar parafusos longos em madeira, mas não foram feitas para furar paredes.',
      ),
      h2('Tensão, torque e baterias'),
      p(
        'Para uso doméstico, uma ferramenta de 18 V oferece o melhor equilíbrio entre força e peso, enquanto os modelos de 12 V são mais leves e práticos em espaços apertados e serviços pequenos. Observe o torque em newton-metro: de 30 a 50 Nm bastam para móveis e pequenos reparos, e a partir de 60 Nm você encara parafusos grandes e serras-copo. Motores sem escovas (brushless) esquentam menos e rendem mais a cada carga, e uma bateria de 2 Ah deixa a ferramenta leve, enquanto 4 Ah ou mais é melhor para trabalhos longos.',
      ),
      ul(
        'Fique em uma única linha de baterias para que elas sirvam também na serra ou lixadeira que você comprar depois.',
        'Um mandril metálico de aperto rápido de 13 mm segura as brocas com mais firmeza que um de plástico de 10 mm.',
        'Duas velocidades e embreagem ajustável evitam espanar a cabeça dos parafusos.',
        'Uma luz de LED embutida ajuda dentro de armários e em cantos escuros.',
        'Para concreto, alugue ou compre um martelete com encaixe SDS.',
      ),
      h2('Use e guarde com segurança'),
      p(
        'Antes de furar uma parede, verifique sempre com um detector se não há fios ou canos passando, e use óculos de proteção ao furar o teto ou alvenaria. Guarde as baterias dentro de casa, em temperatura ambiente e longe do sol forte, de preferência com cerca de metade da carga se não for usá-las por meses. Mantenha as brocas organizadas em um estojo e troque as gastas, porque uma broca afiada fura mais rápido e força muito menos o motor e a bateria.',
      ),
    ],
    sv: [
      h2('Borrskruvdragare, slagborrmaskin eller slagskruvdragare?'),
      p(
        'En borrskruvdragare drar i skruvar och borrar hål i trä, metall och gips, vilket räcker för de flesta platta paket och mindre reparationer. En slagborrmaskin har dessutom slagfunktion för att borra i tegel och lätt murverk, och det behöver du för att sätta upp hyllor eller gardinstänger på de flesta väggar. Slagskruvdragare ger korta, kraftfulla slag för att driva in långa skruvar i trä, men är inte gjorda för att borra hål i väggar.',
      ),
      h2('Spänning, vridmoment och batterier'),
      p(
        'För hemmabruk ger en 18 V-maskin bäst balans mellan kraft och vikt, medan 12 V-modeller är lättare och smidiga på trånga ställen och för små jobb. Titta på vridmomentet i newtonmeter: 30 till 50 Nm räcker för möbler och enklare hemmafix, medan 60 Nm eller mer klarar stora skruvar och hålsågar. Borstlösa motorer håller sig svalare och orkar mer per laddning, och ett 2 Ah-batteri håller maskinen lätt, medan 4 Ah eller mer är bättre för långa arbetspass.',
      ),
      ul(
        'Håll dig till ett batterisystem, så passar samma batterier i sågen eller slipmaskinen du köper senare.',
        'En nyckellös metallchuck på 13 mm håller bits stadigare än en plastchuck på 10 mm.',
        'Två växlar och en justerbar momentkoppling hindrar att du förstör skruvhuvudena.',
        'En inbyggd LED-lampa hjälper i skåp och mörka hörn.',
        'För betong är det bättre att hyra eller köpa en borrhammare med SDS-fäste.',
      ),
      h2('Använd och förvara den säkert'),
      p(
        'Kontrollera alltid med en detektor att det inte går kablar eller rör i väggen innan du borrar, och använd skyddsglasögon när du borrar ovanför huvudet eller i murverk. Förvara batterierna inomhus i rumstemperatur och inte i ett kallt förråd på vintern, helst halvladdade om de ska ligga oanvända i flera månader. Håll borren sorterade i en kassett och byt ut slöa, eftersom ett vasst borr borrar snabbare och belastar motor och batteri mycket mindre.',
      ),
    ],
  },
}

const makeup: GuideSeed = {
  slug: 'how-to-find-the-right-foundation',
  subcategory: 'makeup',
  title: {
    en: 'How to find the right foundation shade and formula',
    de: 'So finden Sie die richtige Foundation: Farbton und Textur',
    fr: 'Comment trouver le bon fond de teint : teinte et texture',
    it: 'Come trovare il fondotinta giusto: tonalità e formula',
    es: 'Cómo encontrar la base de maquillaje perfecta: tono y textura',
    fi: 'Näin löydät sopivan meikkivoiteen: sävy ja koostumus',
    nl: 'Zo vind je de juiste foundation: kleur en formule',
    no: 'Slik finner du riktig foundation: farge og formel',
    pl: 'Jak dobrać podkład: odcień i formuła',
    pt: 'Como encontrar a base certa: tom e fórmula',
    sv: 'Så hittar du rätt foundation: nyans och formula',
  },
  excerpt: {
    en: 'The perfect foundation disappears into your skin. Learn how to identify your undertone, pick a finish for your skin type and test shades the right way.',
    de: 'Die perfekte Foundation verschmilzt mit Ihrer Haut. Erfahren Sie, wie Sie Ihren Unterton bestimmen, das passende Finish für Ihren Hauttyp wählen und Farbtöne richtig testen.',
    fr: 'Le fond de teint idéal se fond complètement dans votre peau. Apprenez à identifier votre sous-ton, à choisir un fini adapté à votre type de peau et à tester les teintes correctement.',
    it: 'Il fondotinta perfetto si fonde con la pelle. Scopri come individuare il tuo sottotono, scegliere il finish adatto al tuo tipo di pelle e provare le tonalità nel modo giusto.',
    es: 'La base perfecta se funde con tu piel. Aprende a identificar tu subtono, a elegir un acabado según tu tipo de piel y a probar los tonos correctamente.',
    fi: 'Täydellinen meikkivoide sulautuu ihoon huomaamattomasti. Opi tunnistamaan ihosi alasävy, valitsemaan ihotyypillesi sopiva viimeistely ja testaamaan sävyt oikein.',
    nl: 'De perfecte foundation smelt onzichtbaar samen met je huid. Lees hoe je je ondertoon bepaalt, een finish kiest die bij je huidtype past en kleuren op de juiste manier test.',
    no: 'Den perfekte foundationen smelter sammen med huden. Lær å finne undertonen din, velge finish etter hudtype og teste fargene på riktig måte.',
    pl: 'Idealny podkład stapia się ze skórą. Dowiedz się, jak rozpoznać swój podton, dobrać wykończenie do typu cery i prawidłowo testować odcienie.',
    pt: 'A base perfeita se funde à pele. Aprenda a identificar seu subtom, escolher o acabamento ideal para seu tipo de pele e testar os tons do jeito certo.',
    sv: 'Den perfekta foundationen smälter in i huden. Lär dig hitta din underton, välja finish efter hudtyp och testa nyanser på rätt sätt.',
  },
  body: {
    en: [
      h2('Know your skin type and the finish you want'),
      p(
        'Oily skin usually looks best with oil-free, matte or long-wear formulas, while dry skin needs hydrating, dewy or satin finishes that do not cling to flaky patches. Combination skin often suits a natural or satin finish, with a little powder only on the T-zone. Coverage ranges from sheer tinted moisturisers to full-coverage foundations, and for everyday wear a light to medium formula that you can build up where needed looks most natural.',
      ),
      h2('Find your undertone and test shades properly'),
      p(
        'Your undertone stays the same even when your skin tans: veins that look bluish usually point to a cool undertone, greenish veins to a warm one and a mix of both to neutral. Swatch two or three shades in stripes along your jawline rather than on your hand, let them dry for a few minutes and check them in daylight. The right shade is the one that seems to vanish into your skin and matches your neck as well as your face.',
      ),
      ul(
        'Buy where you can get samples or return easily, as foundation often oxidises and darkens slightly after application.',
        'Use two shades for different seasons, or mix them as your tan fades.',
        'Choose a formula with SPF for daytime, but keep using a separate sunscreen.',
        'Check the period-after-opening symbol, usually 6 to 12 months for foundation.',
      ),
      h2('Application and hygiene'),
      p(
        'Apply foundation once your moisturiser has sunk in, working from the centre of your face outwards with a damp sponge, a dense brush or clean fingers. Use less than you think, add more only where you need it and blend well into the hairline and under the jaw. Wash sponges and brushes every week with mild soap, because old product and bacteria cause breakouts and streaky application.',
      ),
    ],
    de: [
      h2('Hauttyp und gewünschtes Finish kennen'),
      p(
        'Fettige Haut sieht meist mit ölfreien, matten oder langhaftenden Formeln am besten aus, während trockene Haut feuchtigkeitsspendende Texturen mit strahlendem oder seidigem Finish braucht, die sich nicht an trockenen Schüppchen absetzen. Mischhaut verträgt oft ein natürliches oder seidenmattes Finish, mit etwas Puder nur in der T-Zone. Die Deckkraft reicht von der leichten getönten Tagescreme bis zur stark deckenden Foundation – im Alltag wirkt eine leichte bis mittlere, aufbaubare Formel am natürlichsten.',
      ),
      h2('Unterton bestimmen und Farbtöne richtig testen'),
      p(
        'Ihr Unterton bleibt gleich, auch wenn die Haut bräunt: Bläulich wirkende Adern deuten meist auf einen kühlen Unterton hin, grünliche auf einen warmen und eine Mischung aus beiden auf einen neutralen. Tragen Sie zwei oder drei Farbtöne als Streifen entlang der Kieferlinie auf statt auf dem Handrücken, lassen Sie sie einige Minuten trocknen und prüfen Sie sie bei Tageslicht. Der richtige Ton ist der, der scheinbar mit Ihrer Haut verschmilzt und zum Gesicht ebenso passt wie zum Hals.',
      ),
      ul(
        'Kaufen Sie dort, wo es Proben oder unkomplizierte Rückgaben gibt, denn Foundation oxidiert häufig und dunkelt nach dem Auftragen leicht nach.',
        'Verwenden Sie je nach Jahreszeit zwei Farbtöne oder mischen Sie sie, wenn die Bräune nachlässt.',
        'Wählen Sie für tagsüber eine Formel mit Lichtschutzfaktor, verwenden Sie aber weiterhin separaten Sonnenschutz.',
        'Achten Sie auf das Symbol für die Haltbarkeit nach dem Öffnen, bei Foundation meist 6 bis 12 Monate.',
      ),
      h2('Auftragen und Hygiene'),
      p(
        'Tragen Sie Foundation auf, wenn die Feuchtigkeitscreme eingezogen ist, und arbeiten Sie mit einem feuchten Schwamm, einem dichten Pinsel oder sauberen Fingern von der Gesichtsmitte nach außen. Nehmen Sie weniger, als Sie denken, ergänzen Sie nur dort, wo es nötig ist, und verblenden Sie gut zum Haaransatz und unter dem Kiefer. Waschen Sie Schwämme und Pinsel jede Woche mit milder Seife, denn alte Produktreste und Bakterien fördern Unreinheiten und sorgen für ein streifiges Ergebnis.',
      ),
    ],
    fr: [
      h2('Connaître son type de peau et le fini recherché'),
      p(
        'Les peaux grasses sont généralement sublimées par des formules sans huile, mates ou longue tenue, tandis que les peaux sèches ont besoin de textures hydratantes au fini lumineux ou satiné qui ne s’accrochent pas aux zones qui desquament. Les peaux mixtes s’accommodent souvent d’un fini naturel ou satiné, avec un peu de poudre uniquement sur la zone T. La couvrance va de la crème teintée légère au fond de teint très couvrant, et au quotidien, une formule légère à moyenne que l’on peut superposer là où c’est nécessaire reste la plus naturelle.',
      ),
      h2('Trouver son sous-ton et tester les teintes'),
      p(
        'Votre sous-ton ne change pas, même quand votre peau bronze : des veines bleutées indiquent généralement un sous-ton froid, des veines verdâtres un sous-ton chaud et un mélange des deux un sous-ton neutre. Appliquez deux ou trois teintes en bandes le long de la mâchoire plutôt que sur la main, laissez sécher quelques minutes et vérifiez à la lumière du jour. La bonne teinte est celle qui semble disparaître sur la peau et s’accorde aussi bien au cou qu’au visage.',
      ),
      ul(
        'Achetez là où l’on propose des échantillons ou des retours faciles, car le fond de teint s’oxyde souvent et fonce légèrement après application.',
        'Utilisez deux teintes selon la saison, ou mélangez-les quand votre bronzage s’estompe.',
        'Choisissez une formule avec SPF pour la journée, mais continuez à appliquer une protection solaire à part.',
        'Vérifiez le pictogramme de durée après ouverture, généralement 6 à 12 mois pour un fond de teint.',
      ),
      h2('Application et hygiène'),
      p(
        'Appliquez le fond de teint une fois la crème hydratante absorbée, en partant du centre du visage vers l’extérieur avec une éponge humide, un pinceau dense ou des doigts propres. Mettez-en moins que vous ne le pensez, ajoutez-en seulement là où c’est nécessaire et estompez bien vers la racine des cheveux et sous la mâchoire. Lavez éponges et pinceaux chaque semaine au savon doux, car les résidus de produit et les bactéries favorisent les imperfections et les traces.',
      ),
    ],
    it: [
      h2('Conosci il tuo tipo di pelle e il finish che cerchi'),
      p(
        'La pelle grassa di solito sta meglio con formule oil-free, opache o a lunga tenuta, mentre la pelle secca ha bisogno di texture idratanti dal finish luminoso o satinato che non evidenzino le pellicine. La pelle mista spesso si trova bene con un finish naturale o satinato, con un velo di cipria solo sulla zona T. La coprenza va dalla crema colorata leggera al fondotinta ad alta coprenza, e per tutti i giorni la soluzione più naturale è una formula leggera o media da stratificare solo dove serve.',
      ),
      h2('Individua il sottotono e prova le tonalità'),
      p(
        'Il sottotono non cambia nemmeno quando ti abbronzi: vene che appaiono bluastre indicano di solito un sottotono freddo, vene verdastre uno caldo e una via di mezzo un sottotono neutro. Stendi due o tre tonalità a strisce lungo la mandibola invece che sul dorso della mano, lasciale asciugare qualche minuto e controllale alla luce del giorno. La tonalità giusta è quella che sembra sparire sulla pelle e si abbina sia al viso sia al collo.',
      ),
      ul(
        'Compra dove offrono campioncini o resi semplici, perché il fondotinta spesso si ossida e scurisce leggermente dopo l’applicazione.',
        'Usa due tonalità nelle diverse stagioni, oppure mescolale quando l’abbronzatura sbiadisce.',
        'Per il giorno scegli una formula con SPF, ma continua a usare una protezione solare a parte.',
        'Controlla il simbolo del periodo post-apertura, di solito da 6 a 12 mesi per il fondotinta.',
      ),
      h2('Applicazione e igiene'),
      p(
        'Applica il fondotinta quando la crema idratante si è assorbita, sfumando dal centro del viso verso l’esterno con una spugnetta umida, un pennello fitto o le dita pulite. Usane meno di quanto pensi, aggiungine solo dove serve e sfuma bene verso l’attaccatura dei capelli e sotto la mandibola. Lava spugnette e pennelli ogni settimana con un sapone delicato, perché residui di prodotto e batteri causano imperfezioni e un’applicazione a chiazze.',
      ),
    ],
    es: [
      h2('Conoce tu tipo de piel y el acabado que buscas'),
      p(
        'La piel grasa suele quedar mejor con fórmulas sin aceite, mates o de larga duración, mientras que la piel seca necesita texturas hidratantes con acabado luminoso o satinado que no se agarren a las zonas descamadas. La piel mixta suele ir bien con un acabado natural o satinado y un poco de polvo solo en la zona T. La cobertura va desde la crema hidratante con color hasta la base de alta cobertura, y para el día a día lo más natural es una fórmula ligera o media que puedas ir construyendo donde haga falta.',
      ),
      h2('Descubre tu subtono y prueba bien los tonos'),
      p(
        'El subtono no cambia aunque te broncees: las venas azuladas suelen indicar un subtono frío, las verdosas uno cálido y una mezcla de ambas uno neutro. Prueba dos o tres tonos en franjas a lo largo de la mandíbula, no en la mano, deja que se sequen unos minutos y míralos con luz natural. El tono correcto es el que parece desaparecer en la piel y encaja tanto con el rostro como con el cuello.',
      ),
      ul(
        'Compra donde ofrezcan muestras o devoluciones sencillas, porque la base a menudo se oxida y oscurece un poco tras aplicarla.',
        'Usa dos tonos según la estación o mézclalos cuando se vaya yendo el moreno.',
        'Para el día, elige una fórmula con SPF, pero sigue usando un protector solar aparte.',
        'Fíjate en el símbolo de periodo tras la apertura, que en las bases suele ser de 6 a 12 meses.',
      ),
      h2('Aplicación e higiene'),
      p(
        'Aplica la base cuando la crema hidratante se haya absorbido, del centro del rostro hacia fuera, con una esponja húmeda, una brocha densa o los dedos limpios. Usa menos de lo que crees, añade solo donde lo necesites y difumina bien hacia el nacimiento del pelo y bajo la mandíbula. Lava esponjas y brochas cada semana con jabón suave, porque los restos de producto y las bacterias provocan granitos y un acabado con marcas.',
      ),
    ],
    fi: [
      h2('Tunne ihotyyppisi ja haluamasi viimeistely'),
      p(
        'Rasvoittuva iho näyttää yleensä parhaalta öljyttömien, mattaisten tai pitkäkestoisten voiteiden kanssa, kun taas kuiva iho kaipaa kosteuttavaa, heleää tai satiinista viimeistelyä, joka ei tartu hilseileviin kohtiin. Sekaiholle sopii usein luonnollinen tai satiininen viimeistely ja hieman puuteria vain T-alueelle. Peittävyys vaihtelee kevyestä sävytetystä päivävoiteesta täysin peittävään meikkivoiteeseen, ja arjessa luonnollisimmalta näyttää kevyt tai keskipeittävä voide, jota voi kerrostaa tarvittaessa.',
      ),
      h2('Selvitä alasävysi ja testaa sävyt oikein'),
      p(
        'Alasävy pysyy samana, vaikka iho ruskettuisi: sinertävät suonet viittaavat yleensä viileään alasävyyn, vihertävät lämpimään ja molempien sekoitus neutraaliin. Levitä kaksi tai kolme sävyä raidoiksi leukalinjaan kämmenselän sijaan, anna niiden kuivua muutama minuutti ja tarkista ne päivänvalossa. Oikea sävy on se, joka tuntuu katoavan ihoon ja sopii sekä kasvoihin että kaulaan.',
      ),
      ul(
        'Osta sieltä, mistä saa näytteitä tai palautus on helppoa, sillä meikkivoide usein hapettuu ja tummuu hieman levityksen jälkeen.',
        'Käytä eri vuodenaikoina kahta sävyä tai sekoita niitä, kun rusketus haalistuu.',
        'Valitse päiväksi voide, jossa on aurinkosuojakerroin, mutta käytä silti erillistä aurinkosuojaa.',
        'Tarkista avaamisen jälkeisen säilyvyyden merkki – meikkivoiteilla se on yleensä 6–12 kuukautta.',
      ),
      h2('Levitys ja hygienia'),
      p(
        'Levitä meikkivoide, kun kosteusvoide on imeytynyt, ja työskentele kasvojen keskeltä ulospäin kostealla sienellä, tiheällä siveltimellä tai puhtailla sormilla. Käytä vähemmän kuin luulet, lisää vain sinne, missä tarvitset, ja häivytä huolellisesti hiusrajaan ja leuan alle. Pese sienet ja siveltimet viikoittain miedolla saippualla, sillä vanhat tuotejäämät ja bakteerit aiheuttavat näppylöitä ja raidallisen lopputuloksen.',
      ),
    ],
    nl: [
      h2('Ken je huidtype en de finish die je zoekt'),
      p(
        'Een vette huid ziet er meestal het best uit met olievrije, matte of langhoudende formules, terwijl een droge huid hydraterende texturen met een stralende of satijnen finish nodig heeft die niet blijven hangen op schilferige plekjes. Een gemengde huid gaat vaak goed samen met een natuurlijke of satijnen finish, met een beetje poeder alleen op de T-zone. De dekking varieert van een lichte getinte dagcrème tot een volledig dekkende foundation, en voor elke dag oogt een lichte tot middelmatige formule die je plaatselijk kunt opbouwen het natuurlijkst.',
      ),
      h2('Bepaal je ondertoon en test kleuren goed'),
      p(
        'Je ondertoon verandert niet, ook niet als je bruin wordt: blauwige aders wijzen meestal op een koele ondertoon, groenige op een warme en een mix van beide op een neutrale. Zet twee of drie kleuren als streepjes op je kaaklijn in plaats van op je hand, laat ze een paar minuten drogen en bekijk ze bij daglicht. De juiste kleur is de kleur die in je huid lijkt te verdwijnen en zowel bij je gezicht als bij je hals past.',
      ),
      ul(
        'Koop bij winkels met proefjes of makkelijk retourneren, want foundation oxideert vaak en wordt na het aanbrengen iets donkerder.',
        'Gebruik in verschillende seizoenen twee kleuren, of meng ze als je kleurtje vervaagt.',
        'Kies overdag een formule met SPF, maar blijf ook een aparte zonnebrandcrème gebruiken.',
        'Let op het symbool voor houdbaarheid na opening, voor foundation meestal 6 tot 12 maanden.',
      ),
      h2('Aanbrengen en hygiëne'),
      p(
        'Breng foundation aan als je dagcrème is ingetrokken en werk vanuit het midden van je gezicht naar buiten met een vochtig sponsje, een dichte kwast of schone vingers. Gebruik minder dan je denkt, voeg alleen toe waar het nodig is en werk de randen goed uit richting haarlijn en onder je kaak. Was sponsjes en kwasten elke week met milde zeep, want oude productresten en bacteriën zorgen voor puistjes en strepen.',
      ),
    ],
    no: [
      h2('Kjenn hudtypen din og finishen du ønsker'),
      p(
        'Fet hud ser som regel best ut med oljefrie, matte eller langvarige formler, mens tørr hud trenger fuktighetsgivende teksturer med glødende eller satengaktig finish som ikke legger seg i tørre flak. Kombinert hud passer ofte med naturlig eller satengaktig finish, med litt pudder bare i T-sonen. Dekkevnen går fra lett tonet dagkrem til full dekning, og til hverdags ser en lett til middels formel som kan bygges opp der det trengs, mest naturlig ut.',
      ),
      h2('Finn undertonen og test fargene riktig'),
      p(
        'Undertonen forblir den samme selv om huden blir brun: Blålige årer tyder som regel på kjølig undertone, grønnlige på varm og en blanding på nøytral. Smør to eller tre farger i striper langs kjevelinjen i stedet for på håndbaken, la dem tørke noen minutter og se på dem i dagslys. Riktig farge er den som ser ut til å forsvinne inn i huden og passer både til ansiktet og halsen.',
      ),
      ul(
        'Kjøp der du får prøver eller enkel retur, for foundation oksiderer ofte og blir litt mørkere etter påføring.',
        'Bruk to farger gjennom året, eller bland dem når brunfargen blekner.',
        'Velg en formel med solfaktor på dagtid, men fortsett å bruke egen solkrem.',
        'Sjekk symbolet for holdbarhet etter åpning, som for foundation som regel er 6 til 12 måneder.',
      ),
      h2('Påføring og hygiene'),
      p(
        'Påfør foundation når fuktighetskremen har trukket inn, og jobb fra midten av ansiktet og utover med en fuktig svamp, en tett børste eller rene fingre. Bruk mindre enn du tror, bygg bare opp der du trenger det, og blend godt ut mot hårfestet og under kjeven. Vask svamper og børster hver uke med mild såpe, for gamle produktrester og bakterier gir kviser og et stripete resultat.',
      ),
    ],
    pl: [
      h2('Poznaj swój typ cery i wybierz wykończenie'),
      p(
        'Cera tłusta zwykle najlepiej wygląda z beztłuszczowymi, matującymi lub długotrwałymi formułami, a cera sucha potrzebuje nawilżających konsystencji z rozświetlającym lub satynowym wykończeniem, które nie podkreślają suchych skórek. Cerze mieszanej często służy naturalne lub satynowe wykończenie i odrobina pudru tylko w strefie T. Krycie waha się od lekkiego kremu koloryzującego po mocno kryjący podkład, a na co dzień najnaturalniej wygląda lekka lub średnio kryjąca formuła, którą można stopniowo dokładać tam, gdzie trzeba.',
      ),
      h2('Określ podton i prawidłowo testuj odcienie'),
      p(
        'Podton nie zmienia się nawet wtedy, gdy skóra się opala: niebieskawe żyłki zwykle wskazują na chłodny podton, zielonkawe na ciepły, a mieszanka obu na neutralny. Nałóż dwa lub trzy odcienie paskami wzdłuż linii żuchwy, a nie na dłoń, poczekaj kilka minut, aż wyschną, i oceń je w świetle dziennym. Właściwy odcień to ten, który zdaje się znikać na skórze i pasuje zarówno do twarzy, jak i do szyi.',
      ),
      ul(
        'Kupuj tam, gdzie dostępne są próbki lub łatwy zwrot, bo podkład często oksyduje i po nałożeniu lekko ciemnieje.',
        'Używaj dwóch odcieni w zależności od pory roku albo mieszaj je, gdy opalenizna blednie.',
        'Na dzień wybierz formułę z filtrem SPF, ale nadal stosuj osobny krem przeciwsłoneczny.',
        'Sprawdź symbol okresu przydatności po otwarciu – w przypadku podkładu to zwykle 6–12 miesięcy.',
      ),
      h2('Aplikacja i higiena'),
      p(
        'Nakładaj podkład, gdy krem nawilżający się wchłonie, rozprowadzając go od środka twarzy na zewnątrz wilgotną gąbeczką, gęstym pędzlem lub czystymi palcami. Użyj mniej, niż ci się wydaje, dokładaj tylko tam, gdzie to potrzebne, i dobrze rozetrzyj przy linii włosów i pod żuchwą. Myj gąbki i pędzle co tydzień łagodnym mydłem, bo resztki kosmetyku i bakterie powodują wypryski i smugi.',
      ),
    ],
    pt: [
      h2('Conheça seu tipo de pele e o acabamento que você quer'),
      p(
        'A pele oleosa costuma ficar melhor com fórmulas oil free, matte ou de longa duração, enquanto a pele seca precisa de texturas hidratantes com acabamento luminoso ou acetinado, que não marquem as áreas descamadas. A pele mista geralmente combina com acabamento natural ou acetinado, com um pouco de pó só na zona T. A cobertura vai do hidratante com cor à base de alta cobertura, e no dia a dia o mais natural é uma fórmula leve a média que você possa construir onde precisar.',
      ),
      h2('Descubra seu subtom e teste os tons corretamente'),
      p(
        'O subtom não muda mesmo quando você se bronzeia: veias azuladas costumam indicar subtom frio, esverdeadas, subtom quente, e uma mistura das duas, neutro. Aplique dois ou três tons em faixas ao longo do maxilar, e não nas costas da mão, espere alguns minutos até secarem e confira à luz do dia. O tom certo é aquele que parece sumir na pele e combina tanto com o rosto quanto com o pescoço.',
      ),
      ul(
        'Compre onde houver amostras ou troca fácil, porque a base muitas vezes oxida e escurece um pouco depois de aplicada.',
        'Use dois tons em épocas diferentes do ano ou misture-os quando o bronzeado for sumindo.',
        'Para o dia, escolha uma fórmula com FPS, mas continue usando um protetor solar separado.',
        'Confira o símbolo de validade após aberto, que para bases costuma ser de 6 a 12 meses.',
      ),
      h2('Aplicação e higiene'),
      p(
        'Aplique a base depois que o hidratante for absorvido, espalhando do centro do rosto para fora com uma esponja úmida, um pincel denso ou os dedos limpos. Use menos do que acha que precisa, acrescente só onde for necessário e esfume bem na linha do cabelo e embaixo do maxilar. Lave esponjas e pincéis toda semana com sabonete neutro, porque restos de produto e bactérias causam espinhas e deixam a aplicação manchada.',
      ),
    ],
    sv: [
      h2('Känn din hudtyp och vilken finish du vill ha'),
      p(
        'Fet hud ser oftast bäst ut med oljefria, matta eller långvariga formulor, medan torr hud behöver återfuktande texturer med lyster eller satinfinish som inte fastnar i torra flagor. Kombinerad hud passar ofta en naturlig eller satinaktig finish, med lite puder bara i T-zonen. Täckningen sträcker sig från lätt tonad dagkräm till fullt täckande foundation, och till vardags ser en lätt till medeltäckande formula som går att bygga upp där det behövs mest naturlig ut.',
      ),
      h2('Hitta din underton och testa nyanser rätt'),
      p(
        'Undertonen förblir densamma även när huden blir solbränd: blåaktiga ådror tyder oftast på kall underton, grönaktiga på varm och en blandning på neutral. Stryk två eller tre nyanser i ränder längs käklinjen i stället för på handen, låt dem torka några minuter och titta på dem i dagsljus. Rätt nyans är den som verkar försvinna in i huden och passar både ansiktet och halsen.',
      ),
      ul(
        'Handla där du kan få prover eller enkelt lämna tillbaka, eftersom foundation ofta oxiderar och mörknar något efter applicering.',
        'Använd två nyanser under olika årstider, eller blanda dem när solbrännan bleknar.',
        'Välj en formula med solskyddsfaktor på dagen, men fortsätt använda ett separat solskydd.',
        'Kontrollera symbolen för hållbarhet efter öppning, som för foundation oftast är 6 till 12 månader.',
      ),
      h2('Applicering och hygien'),
      p(
        'Applicera foundation när fuktkrämen har sjunkit in och arbeta från mitten av ansiktet och utåt med en fuktig svamp, en tät borste eller rena fingrar. Använd mindre än du tror, bygg bara på där det behövs och blenda noga ut mot hårfästet och under käken. Tvätta svampar och borstar varje vecka med mild tvål, eftersom gamla produktrester och bakterier ger finnar och ett randigt resultat.',
      ),
    ],
  },
}

const hairCare: GuideSeed = {
  slug: 'how-to-choose-shampoo-for-your-hair-type',
  subcategory: 'hair-care',
  title: {
    en: 'How to choose shampoo and conditioner for your hair type',
    de: 'Shampoo und Spülung für Ihren Haartyp richtig wählen',
    fr: 'Comment choisir shampoing et après-shampoing selon son type de cheveux',
    it: 'Come scegliere shampoo e balsamo per il tuo tipo di capelli',
    es: 'Cómo elegir champú y acondicionador según tu tipo de cabello',
    fi: 'Näin valitset shampoon ja hoitoaineen hiustyypillesi',
    nl: 'Zo kies je shampoo en conditioner voor jouw haartype',
    no: 'Slik velger du sjampo og balsam til din hårtype',
    pl: 'Jak dobrać szampon i odżywkę do rodzaju włosów',
    pt: 'Como escolher xampu e condicionador para o seu tipo de cabelo',
    sv: 'Så väljer du schampo och balsam för din hårtyp',
  },
  excerpt: {
    en: 'The right shampoo depends on your scalp, while conditioner should suit the lengths of your hair. Here is how to read labels and build a simple routine that works.',
    de: 'Das richtige Shampoo richtet sich nach der Kopfhaut, die Spülung nach den Längen. So lesen Sie Etiketten richtig und stellen eine einfache, wirksame Pflegeroutine zusammen.',
    fr: 'Le bon shampoing dépend de votre cuir chevelu, l’après-shampoing de vos longueurs. Voici comment décrypter les étiquettes et adopter une routine simple et efficace.',
    it: 'Lo shampoo giusto dipende dal cuoio capelluto, il balsamo dalle lunghezze. Ecco come leggere le etichette e creare una routine semplice ed efficace.',
    es: 'El champú adecuado depende de tu cuero cabelludo, y el acondicionador, de tus medios y puntas. Te contamos cómo leer las etiquetas y crear una rutina sencilla que funcione.',
    fi: 'Oikea shampoo valitaan hiuspohjan mukaan, hoitoaine taas hiusten pituuksien mukaan. Näin luet tuoteselosteita ja kokoat yksinkertaisen, toimivan hoitorutiinin.',
    nl: 'De juiste shampoo hangt af van je hoofdhuid, de conditioner van je lengtes. Zo lees je etiketten en stel je een eenvoudige routine samen die werkt.',
    no: 'Riktig sjampo avhenger av hodebunnen, mens balsamen skal passe lengdene. Slik leser du etiketter og setter sammen en enkel rutine som fungerer.',
    pl: 'Właściwy szampon dobiera się do skóry głowy, a odżywkę do długości włosów. Podpowiadamy, jak czytać etykiety i stworzyć prostą, skuteczną pielęgnację.',
    pt: 'O xampu certo depende do couro cabeludo, e o condicionador, do comprimento dos fios. Veja como ler rótulos e montar uma rotina simples que funciona.',
    sv: 'Rätt schampo beror på hårbotten, medan balsamet ska passa längderna. Så läser du etiketter och sätter ihop en enkel rutin som fungerar.',
  },
  body: {
    en: [
      h2('Shampoo is for the scalp'),
      p(
        'Choose shampoo according to your scalp rather than your ends: an oily scalp needs a clarifying or balancing formula, while a dry or sensitive scalp does better with a mild, fragrance-free shampoo. Sulphate-free shampoos clean more gently and help colour last longer, but they lather less, so use a little extra water rather than extra product. If you use a lot of styling products or live in a hard-water area, a clarifying shampoo once a week removes build-up.',
      ),
      h2('Conditioner and treatments are for the lengths'),
      p(
        'Apply conditioner from mid-lengths to ends, leave it on for one to three minutes and rinse with lukewarm water. Fine hair needs a lightweight, volumising conditioner, while thick, curly or coily hair benefits from richer formulas with oils and butters. A hair mask once a week repairs dry or bleached hair, and protein treatments help strengthen hair that feels stretchy or mushy when wet.',
      ),
      ul(
        'Wash as often as your scalp needs, which for most people is every one to three days.',
        'Use a heat protectant before blow-drying, straightening or curling.',
        'Detangle wet hair with a wide-tooth comb, starting at the ends.',
        'Look for colour-safe or UV-protecting formulas if your hair is dyed.',
        'Give a new product two to three weeks before deciding whether it works.',
      ),
      h2('Small habits that make a big difference'),
      p(
        'Towel-dry by squeezing rather than rubbing, or use a microfibre towel or a cotton T-shirt to reduce frizz. Keep hot tools at 180 °C or lower for fine or damaged hair, and let your hair dry partly in the air before using a hairdryer. Finally, trim split ends every 8 to 12 weeks, because no product can truly repair a split once it has formed.',
      ),
    ],
    de: [
      h2('Shampoo ist für die Kopfhaut'),
      p(
        'Wählen Sie das Shampoo nach Ihrer Kopfhaut und nicht nach den Spitzen: Fettige Kopfhaut braucht eine klärende oder ausgleichende Formel, trockene oder empfindliche Kopfhaut kommt mit einem milden, parfümfreien Shampoo besser zurecht. Sulfatfreie Shampoos reinigen sanfter und lassen Haarfarbe länger halten, schäumen aber weniger – nehmen Sie dann lieber etwas mehr Wasser statt mehr Produkt. Wenn Sie viele Stylingprodukte verwenden oder in einer Region mit hartem Wasser leben, entfernt ein Tiefenreinigungsshampoo einmal pro Woche Rückstände.',
      ),
      h2('Spülung und Kuren sind für die Längen'),
      p(
        'Tragen Sie die Spülung von den Längen bis in die Spitzen auf, lassen Sie sie ein bis drei Minuten einwirken und spülen Sie mit lauwarmem Wasser aus. Feines Haar braucht eine leichte Spülung für mehr Volumen, während dickes, lockiges oder krauses Haar von reichhaltigeren Formeln mit Ölen und Buttern profitiert. Eine Haarmaske einmal pro Woche pflegt trockenes oder blondiertes Haar, und Proteinkuren stärken Haar, das sich im nassen Zustand gummiartig oder weich anfühlt.',
      ),
      ul(
        'Waschen Sie so oft, wie Ihre Kopfhaut es braucht – bei den meisten Menschen alle ein bis drei Tage.',
        'Verwenden Sie vor dem Föhnen, Glätten oder Locken einen Hitzeschutz.',
        'Entwirren Sie nasses Haar mit einem grobzinkigen Kamm und beginnen Sie an den Spitzen.',
        'Achten Sie bei gefärbtem Haar auf farbschützende Formeln oder UV-Schutz.',
        'Geben Sie einem neuen Produkt zwei bis drei Wochen Zeit, bevor Sie urteilen.',
      ),
      h2('Kleine Gewohnheiten mit großer Wirkung'),
      p(
        'Drücken Sie das Haar mit dem Handtuch aus, statt es zu rubbeln, oder verwenden Sie ein Mikrofaserhandtuch oder ein Baumwoll-T-Shirt, um Frizz zu vermeiden. Stellen Sie Glätteisen und Lockenstab bei feinem oder geschädigtem Haar auf höchstens 180 °C ein und lassen Sie das Haar vor dem Föhnen teilweise an der Luft trocknen. Lassen Sie außerdem alle 8 bis 12 Wochen die Spitzen schneiden, denn kein Produkt kann gespaltene Spitzen wirklich reparieren.',
      ),
    ],
    fr: [
      h2('Le shampoing, c’est pour le cuir chevelu'),
      p(
        'Choisissez votre shampoing en fonction de votre cuir chevelu et non de vos pointes : un cuir chevelu gras a besoin d’une formule purifiante ou équilibrante, tandis qu’un cuir chevelu sec ou sensible se porte mieux avec un shampoing doux et sans parfum. Les shampoings sans sulfates lavent plus en douceur et préservent mieux la couleur, mais ils moussent moins : ajoutez un peu plus d’eau plutôt que davantage de produit. Si vous utilisez beaucoup de produits coiffants ou si votre eau est calcaire, un shampoing clarifiant une fois par semaine élimine les résidus.',
      ),
      h2('L’après-shampoing et les soins, c’est pour les longueurs'),
      p(
        'Appliquez l’après-shampoing des longueurs aux pointes, laissez poser une à trois minutes et rincez à l’eau tiède. Les cheveux fins ont besoin d’un après-shampoing léger et volumateur, tandis que les cheveux épais, bouclés ou crépus profitent de formules plus riches en huiles et en beurres. Un masque une fois par semaine répare les cheveux secs ou décolorés, et les soins protéinés renforcent les cheveux qui semblent élastiques ou mous une fois mouillés.',
      ),
      ul(
        'Lavez-vous les cheveux aussi souvent que votre cuir chevelu l’exige, soit tous les un à trois jours pour la plupart des gens.',
        'Appliquez un protecteur thermique avant le brushing, le lissage ou le boucleur.',
        'Démêlez les cheveux mouillés avec un peigne à dents larges en commençant par les pointes.',
        'Si vos cheveux sont colorés, privilégiez les formules protectrices de la couleur ou anti-UV.',
        'Laissez deux à trois semaines à un nouveau produit avant de juger de son efficacité.',
      ),
      h2('De petits gestes qui changent tout'),
      p(
        'Essorez vos cheveux en les pressant dans la serviette plutôt qu’en frottant, ou utilisez une serviette en microfibre ou un tee-shirt en coton pour limiter les frisottis. Réglez fers à lisser et à boucler sur 180 °C maximum pour les cheveux fins ou abîmés, et laissez sécher les cheveux en partie à l’air libre avant de sortir le sèche-cheveux. Enfin, coupez les fourches toutes les 8 à 12 semaines, car aucun produit ne peut vraiment réparer une pointe fourchue.',
      ),
    ],
    it: [
      h2('Lo shampoo è per il cuoio capelluto'),
      p(
        'Scegli lo shampoo in base al cuoio capelluto e non alle punte: se è grasso serve una formula purificante o riequilibrante, se è secco o sensibile è meglio uno shampoo delicato e senza profumo. Gli shampoo senza solfati lavano in modo più delicato e fanno durare di più il colore, ma fanno meno schiuma, quindi usa un po’ più d’acqua anziché più prodotto. Se usi molti prodotti per lo styling o vivi in una zona con acqua dura, uno shampoo purificante una volta a settimana elimina i residui.',
      ),
      h2('Balsamo e trattamenti sono per le lunghezze'),
      p(
        'Applica il balsamo dalle lunghezze alle punte, lascialo in posa da uno a tre minuti e risciacqua con acqua tiepida. I capelli fini hanno bisogno di un balsamo leggero e volumizzante, mentre quelli spessi, ricci o crespi traggono beneficio da formule più ricche di oli e burri. Una maschera una volta a settimana ripara i capelli secchi o decolorati, e i trattamenti alle proteine rinforzano i capelli che da bagnati sembrano elastici o molli.',
      ),
      ul(
        'Lava i capelli tutte le volte che serve al cuoio capelluto, cioè ogni uno-tre giorni per la maggior parte delle persone.',
        'Usa un termoprotettore prima di phon, piastra o arricciacapelli.',
        'Districa i capelli bagnati con un pettine a denti larghi partendo dalle punte.',
        'Se hai i capelli colorati, scegli formule che proteggono il colore o con filtri UV.',
        'Concedi a un nuovo prodotto due o tre settimane prima di giudicarlo.',
      ),
      h2('Piccole abitudini che fanno la differenza'),
      p(
        'Tampona i capelli con l’asciugamano invece di strofinarli, oppure usa un asciugamano in microfibra o una maglietta di cotone per ridurre l’effetto crespo. Con capelli fini o danneggiati imposta piastra e ferro a 180 °C al massimo, e lascia asciugare i capelli in parte all’aria prima di usare il phon. Infine spunta le doppie punte ogni 8–12 settimane, perché nessun prodotto può davvero riparare una punta che si è già aperta.',
      ),
    ],
    es: [
      h2('El champú es para el cuero cabelludo'),
      p(
        'Elige el champú según tu cuero cabelludo y no según las puntas: un cuero cabelludo graso necesita una fórmula purificante o equilibrante, mientras que uno seco o sensible se lleva mejor con un champú suave y sin perfume. Los champús sin sulfatos limpian con más delicadeza y ayudan a que el color dure más, pero hacen menos espuma, así que añade un poco más de agua en lugar de más producto. Si usas muchos productos de peinado o vives en una zona de agua dura, un champú clarificante una vez por semana elimina los residuos.',
      ),
      h2('El acondicionador y los tratamientos, para medios y puntas'),
      p(
        'Aplica el acondicionador de medios a puntas, déjalo actuar de uno a tres minutos y aclara con agua tibia. El pelo fino necesita un acondicionador ligero que dé volumen, mientras que el pelo grueso, rizado o afro agradece fórmulas más ricas con aceites y mantecas. Una mascarilla semanal repara el pelo seco o decolorado, y los tratamientos con proteínas fortalecen el cabello que, mojado, se nota elástico o blando.',
      ),
      ul(
        'Lávate el pelo con la frecuencia que pida tu cuero cabelludo, que para la mayoría es cada uno a tres días.',
        'Usa un protector térmico antes del secador, la plancha o las tenacillas.',
        'Desenreda el pelo mojado con un peine de púas anchas, empezando por las puntas.',
        'Si llevas el pelo teñido, busca fórmulas que protejan el color o con filtro UV.',
        'Dale a un producto nuevo dos o tres semanas antes de decidir si funciona.',
      ),
      h2('Pequeños hábitos que marcan la diferencia'),
      p(
        'Sécate el pelo con la toalla presionando en lugar de frotar, o usa una toalla de microfibra o una camiseta de algodón para reducir el encrespamiento. Con pelo fino o dañado, no subas la plancha ni las tenacillas de 180 °C, y deja que el pelo se seque en parte al aire antes de usar el secador. Por último, corta las puntas abiertas cada 8 a 12 semanas, porque ningún producto puede reparar de verdad una punta que ya se ha abierto.',
      ),
    ],
    fi: [
      h2('Shampoo on hiuspohjalle'),
      p(
        'Valitse shampoo hiuspohjan eikä latvojen mukaan: rasvoittuva hiuspohja tarvitsee syväpuhdistavan tai tasapainottavan shampoon, kun taas kuiva tai herkkä hiuspohja voi paremmin miedon ja hajusteettoman shampoon kanssa. Sulfaatittomat shampoot pesevät hellävaraisemmin ja auttavat hiusväriä pysymään pidempään, mutta ne vaahtoavat vähemmän, joten lisää mieluummin vähän vettä kuin tuotetta. Jos käytät paljon muotoilutuotteita tai asut kovan veden alueella, syväpuhdistava shampoo kerran viikossa poistaa kertymät.',
      ),
      h2('Hoitoaine ja tehohoidot ovat pituuksille'),
      p(
        'Levitä hoitoaine pituuksista latvoihin, anna vaikuttaa 1–3 minuuttia ja huuhtele haalealla vedellä. Ohuet hiukset tarvitsevat kevyen, tuuheuttavan hoitoaineen, kun taas paksut, kiharat tai kierteiset hiukset hyötyvät täyteläisemmistä koostumuksista, joissa on öljyjä ja voita. Hiusnaamio kerran viikossa korjaa kuivia tai vaalennettuja hiuksia, ja proteiinihoidot vahvistavat hiuksia, jotka tuntuvat märkinä venyviltä tai velttoilta.',
      ),
      ul(
        'Pese hiukset niin usein kuin hiuspohjasi vaatii – useimmilla 1–3 päivän välein.',
        'Käytä lämpösuojaa ennen föönausta, suoristamista tai kihartamista.',
        'Selvitä märät hiukset harvapiikkisellä kammalla latvoista aloittaen.',
        'Jos hiuksesi on värjätty, valitse väriä suojaavia tai UV-suojattuja tuotteita.',
        'Anna uudelle tuotteelle kahdesta kolmeen viikkoa aikaa ennen kuin arvioit sitä.',
      ),
      h2('Pienet tavat, joilla on iso merkitys'),
      p(
        'Kuivaa hiukset painelemalla pyyhkeellä hankaamisen sijaan tai käytä mikrokuitupyyhettä tai puuvillaista T-paitaa, niin hiukset pörröttyvät vähemmän. Pidä suoristusraudan ja kihartimen lämpötila ohuille tai vaurioituneille hiuksille enintään 180 asteessa, ja anna hiusten kuivua osittain ilmassa ennen föönausta. Leikkauta lopuksi halkeilleet latvat 8–12 viikon välein, sillä mikään tuote ei oikeasti korjaa jo haljennutta latvaa.',
      ),
    ],
    nl: [
      h2('Shampoo is voor de hoofdhuid'),
      p(
        'Kies shampoo op basis van je hoofdhuid en niet van je punten: een vette hoofdhuid heeft een dieptereinigende of balancerende formule nodig, terwijl een droge of gevoelige hoofdhuid beter af is met een milde, parfumvrije shampoo. Sulfaatvrije shampoos reinigen zachter en laten haarkleur langer mooi blijven, maar schuimen minder, dus gebruik liever wat extra water dan extra product. Gebruik je veel stylingproducten of woon je in een gebied met hard water, dan verwijdert een dieptereinigende shampoo één keer per week opgehoopte resten.',
      ),
      h2('Conditioner en maskers zijn voor de lengtes'),
      p(
        'Breng conditioner aan van halverwege de lengtes tot in de punten, laat hem één tot drie minuten intrekken en spoel uit met lauw water. Fijn haar heeft een lichte, volumegevende conditioner nodig, terwijl dik, krullend of kroeshaar baat heeft bij rijkere formules met oliën en boters. Een haarmasker één keer per week herstelt droog of gebleekt haar, en proteïnebehandelingen versterken haar dat nat rekkerig of slap aanvoelt.',
      ),
      ul(
        'Was je haar zo vaak als je hoofdhuid nodig heeft, voor de meeste mensen om de één à drie dagen.',
        'Gebruik een hittebeschermer voordat je föhnt, stijlt of krult.',
        'Ontwar nat haar met een grove kam en begin bij de punten.',
        'Heb je gekleurd haar, kies dan kleurbeschermende formules of producten met uv-filter.',
        'Geef een nieuw product twee à drie weken de tijd voordat je oordeelt.',
      ),
      h2('Kleine gewoontes, groot verschil'),
      p(
        'Dep je haar droog met de handdoek in plaats van te wrijven, of gebruik een microvezelhanddoek of een katoenen T-shirt om pluis te beperken. Zet stijltang en krultang bij fijn of beschadigd haar op maximaal 180 °C, en laat je haar eerst deels aan de lucht drogen voordat je gaat föhnen. Laat tot slot elke 8 tot 12 weken je gespleten punten knippen, want geen enkel product kan een gespleten punt echt herstellen.',
      ),
    ],
    no: [
      h2('Sjampo er for hodebunnen'),
      p(
        'Velg sjampo etter hodebunnen og ikke etter tuppene: Fet hodebunn trenger en dyprensende eller balanserende formel, mens tørr eller sensitiv hodebunn har det bedre med en mild, parfymefri sjampo. Sulfatfrie sjampoer vasker skånsommere og hjelper hårfargen å vare lenger, men skummer mindre, så bruk heller litt mer vann enn mer produkt. Bruker du mye stylingprodukter eller bor et sted med hardt vann, fjerner en dyprensende sjampo én gang i uken rester som har bygget seg opp.',
      ),
      h2('Balsam og kurer er for lengdene'),
      p(
        'Påfør balsam fra midt på lengdene og ut i tuppene, la den virke i ett til tre minutter og skyll med lunkent vann. Fint hår trenger en lett balsam som gir volum, mens tykt, krøllete eller krusete hår har godt av fyldigere formler med oljer og smør. En hårkur én gang i uken reparerer tørt eller bleket hår, og proteinkurer styrker hår som føles strekkbart eller slapt når det er vått.',
      ),
      ul(
        'Vask håret så ofte som hodebunnen trenger, for de fleste med én til tre dagers mellomrom.',
        'Bruk varmebeskyttelse før føning, retting eller krølling.',
        'Gre ut vått hår med en grovtannet kam, og begynn i tuppene.',
        'Har du farget hår, bør du velge fargebevarende formler eller produkter med UV-filter.',
        'Gi et nytt produkt to til tre uker før du bestemmer deg for om det virker.',
      ),
      h2('Små vaner med stor effekt'),
      p(
        'Klem håret tørt med håndkleet i stedet for å gni, eller bruk et mikrofiberhåndkle eller en T-skjorte i bomull for å redusere krus. Still rettetang og krølltang på maks 180 °C hvis du har fint eller skadet hår, og la håret lufttørke delvis før du bruker hårføner. Klipp til slutt tuppene hver 8. til 12. uke, for ingen produkter kan egentlig reparere en splittet tupp.',
      ),
    ],
    pl: [
      h2('Szampon jest dla skóry głowy'),
      p(
        'Wybieraj szampon pod kątem skóry głowy, a nie końcówek: przetłuszczająca się skóra głowy potrzebuje formuły oczyszczającej lub normalizującej, a sucha lub wrażliwa lepiej czuje się z łagodnym, bezzapachowym szamponem. Szampony bez siarczanów myją delikatniej i pomagają dłużej utrzymać kolor, ale słabiej się pienią, więc dodaj raczej trochę więcej wody niż produktu. Jeśli używasz wielu kosmetyków do stylizacji lub mieszkasz w regionie z twardą wodą, raz w tygodniu sięgnij po szampon oczyszczający, który usunie osady.',
      ),
      h2('Odżywki i maski są dla długości'),
      p(
        'Nakładaj odżywkę od połowy długości po końce, zostaw na jedną do trzech minut i spłucz letnią wodą. Cienkie włosy potrzebują lekkiej odżywki dodającej objętości, a grube, kręcone lub afro korzystają z bogatszych formuł z olejami i masłami. Maska raz w tygodniu regeneruje suche lub rozjaśniane włosy, a kuracje proteinowe wzmacniają włosy, które na mokro wydają się rozciągliwe lub rozmiękłe.',
      ),
      ul(
        'Myj włosy tak często, jak potrzebuje tego skóra głowy – u większości osób co jeden do trzech dni.',
        'Przed suszeniem, prostowaniem czy kręceniem nakładaj ochronę termiczną.',
        'Rozczesuj mokre włosy grzebieniem o szerokich zębach, zaczynając od końcówek.',
        'Jeśli farbujesz włosy, wybieraj formuły chroniące kolor lub z filtrem UV.',
        'Daj nowemu kosmetykowi dwa, trzy tygodnie, zanim ocenisz jego działanie.',
      ),
      h2('Drobne nawyki, duża różnica'),
      p(
        'Osuszaj włosy, odciskając je ręcznikiem zamiast pocierać, albo używaj ręcznika z mikrofibry lub bawełnianej koszulki, aby ograniczyć puszenie. Przy cienkich lub zniszczonych włosach ustawiaj prostownicę i lokówkę na maksymalnie 180 °C i pozwól włosom częściowo wyschnąć na powietrzu, zanim sięgniesz po suszarkę. Na koniec podcinaj rozdwojone końcówki co 8–12 tygodni, bo żaden kosmetyk nie naprawi na stałe rozdwojonych włosów.',
      ),
    ],
    pt: [
      h2('Xampu é para o couro cabeludo'),
      p(
        'Escolha o xampu pensando no couro cabeludo, e não nas pontas: couro cabeludo oleoso pede uma fórmula de limpeza profunda ou equilibrante, enquanto o seco ou sensível se dá melhor com um xampu suave e sem perfume. Xampus sem sulfato limpam com mais delicadeza e ajudam a cor a durar mais, mas fazem menos espuma, então use um pouco mais de água em vez de mais produto. Se você usa muitos finalizadores ou mora em região de água dura, um xampu antirresíduo uma vez por semana remove o acúmulo.',
      ),
      h2('Condicionador e máscaras são para o comprimento'),
      p(
        'Aplique o condicionador do meio do comprimento até as pontas, deixe agir de um a três minutos e enxágue com água morna. Cabelos finos pedem um condicionador leve, que dê volume, enquanto cabelos grossos, cacheados ou crespos se beneficiam de fórmulas mais ricas, com óleos e manteigas. Se você segue um cronograma capilar, alterne hidratação, nutrição e reconstrução: a máscara semanal recupera fios secos ou descoloridos, e a reconstrução com proteínas fortalece o cabelo que fica elástico ou “emborrachado” quando molhado.',
      ),
      ul(
        'Lave o cabelo com a frequência de que o couro cabeludo precisa, o que para a maioria é a cada um a três dias.',
        'Use protetor térmico antes de secador, chapinha ou modelador de cachos.',
        'Desembarace o cabelo molhado com um pente de dentes largos, começando pelas pontas.',
        'Se o cabelo é tingido, prefira fórmulas que protegem a cor ou com filtro UV.',
        'Dê a um produto novo duas a três semanas antes de decidir se ele funciona.',
      ),
      h2('Pequenos hábitos que fazem diferença'),
      p(
        'Seque o cabelo apertando com a toalha em vez de esfregar, ou use uma toalha de microfibra ou uma camiseta de algodão para reduzir o frizz. Em cabelos finos ou danificados, mantenha a chapinha e o modelador em no máximo 180 °C, e deixe o cabelo secar parcialmente ao natural antes de usar o secador. Por fim, corte as pontas duplas a cada 8 a 12 semanas, porque nenhum produto consegue de fato reparar uma ponta que já se abriu.',
      ),
    ],
    sv: [
      h2('Schampo är till för hårbotten'),
      p(
        'Välj schampo efter hårbotten och inte efter topparna: fet hårbotten behöver en djuprengörande eller balanserande formula, medan torr eller känslig hårbotten mår bättre av ett milt, oparfymerat schampo. Sulfatfria schampon tvättar skonsammare och hjälper hårfärgen att hålla längre, men löddrar mindre, så använd hellre lite mer vatten än mer produkt. Om du använder mycket stylingprodukter eller bor i ett område med hårt vatten tar ett djuprengörande schampo en gång i veckan bort beläggningar.',
      ),
      h2('Balsam och inpackningar är till för längderna'),
      p(
        'Applicera balsam från mitten av längderna ut i topparna, låt verka i en till tre minuter och skölj med ljummet vatten. Tunt hår behöver ett lätt, volymgivande balsam, medan tjockt, lockigt eller krulligt hår mår bra av fylligare formulor med oljor och smör. En hårinpackning en gång i veckan reparerar torrt eller blekt hår, och proteinbehandlingar stärker hår som känns töjbart eller slappt när det är blött.',
      ),
      ul(
        'Tvätta håret så ofta som hårbotten behöver, för de flesta med en till tre dagars mellanrum.',
        'Använd värmeskydd innan du föner, plattar eller lockar håret.',
        'Reda ut blött hår med en gles kam och börja i topparna.',
        'Har du färgat hår bör du välja färgbevarande formulor eller produkter med UV-skydd.',
        'Ge en ny produkt två till tre veckor innan du avgör om den fungerar.',
      ),
      h2('Små vanor som gör stor skillnad'),
      p(
        'Krama ur håret med handduken i stället för att gnugga, eller använd en mikrofiberhandduk eller en t-shirt i bomull för att minska frissigheten. Ställ plattång och locktång på högst 180 °C om du har tunt eller skadat hår, och låt håret lufttorka delvis innan du använder hårfön. Klipp till sist topparna var 8:e till 12:e vecka, eftersom ingen produkt på riktigt kan laga en kluven topp.',
      ),
    ],
  },
}

/** Thirteen shopping guides, one per subcategory. */
export const guidesA: GuideSeed[] = [
  jewellery,
  bags,
  watches,
  tablets,
  gaming,
  wearables,
  smartHome,
  lighting,
  bedding,
  decor,
  tools,
  makeup,
  hairCare,
]
