import type { GuideSeed } from './types'
import { h2, p, ul } from './blocks'

export const luggageGuide: GuideSeed = {
  slug: 'choosing-a-suitcase',
  subcategory: 'luggage',
  title: {
    en: 'How to choose a suitcase that lasts',
    de: 'So finden Sie einen Koffer, der lange hält',
    fr: 'Comment choisir une valise qui dure',
    it: 'Come scegliere una valigia che duri nel tempo',
    es: 'Cómo elegir una maleta que dure',
    fi: 'Näin valitset kestävän matkalaukun',
    nl: 'Zo kies je een koffer die lang meegaat',
    no: 'Slik velger du en koffert som varer',
    pl: 'Jak wybrać walizkę, która posłuży latami',
    pt: 'Como escolher uma mala que dure',
    sv: 'Så väljer du en resväska som håller',
  },
  excerpt: {
    en: 'Hard or soft shell, wheels, weight and size limits all decide whether a suitcase makes travelling easier. Here is what to check before you buy.',
    de: 'Hart- oder Weichschale, Rollen, Gewicht und Größenvorgaben entscheiden darüber, ob ein Koffer das Reisen leichter macht. Darauf sollten Sie vor dem Kauf achten.',
    fr: 'Coque rigide ou souple, roues, poids et dimensions autorisées : tout compte pour qu’une valise vous facilite le voyage. Voici ce qu’il faut vérifier avant d’acheter.',
    it: 'Guscio rigido o morbido, ruote, peso e limiti di misura decidono se una valigia ti semplifica il viaggio. Ecco cosa controllare prima di acquistarla.',
    es: 'Rígida o blanda, las ruedas, el peso y las medidas permitidas determinan si una maleta te hará el viaje más fácil. Esto es lo que conviene revisar antes de comprar.',
    fi: 'Kova vai pehmeä kuori, pyörät, paino ja kokorajoitukset ratkaisevat, helpottaako matkalaukku matkustamista. Tässä asiat, jotka kannattaa tarkistaa ennen ostoa.',
    nl: 'Harde of zachte koffer, wielen, gewicht en maximale afmetingen bepalen of een koffer je reis makkelijker maakt. Hierop let je voordat je koopt.',
    no: 'Hardt eller mykt skall, hjul, vekt og størrelsesgrenser avgjør om kofferten gjør reisen enklere. Her er det du bør sjekke før du kjøper.',
    pl: 'Twarda czy miękka skorupa, kółka, waga i limity wymiarów decydują o tym, czy walizka ułatwi ci podróż. Oto, co warto sprawdzić przed zakupem.',
    pt: 'Casco rígido ou flexível, rodinhas, peso e limites de tamanho definem se uma mala vai facilitar a sua viagem. Veja o que conferir antes de comprar.',
    sv: 'Hårt eller mjukt skal, hjul, vikt och storleksgränser avgör om resväskan gör resandet enklare. Här är vad du ska kontrollera innan du köper.',
  },
  body: {
    en: [
      h2('Match the size to how you travel'),
      p(
        'Start with the trips you actually take rather than the longest holiday you can imagine. A cabin case of around 35–40 litres covers a long weekend, while a week away usually needs 60–75 litres and a longer trip 90 litres or more. Airlines set their own limits for cabin bags, so measure the case including wheels and handles and compare it with the rules of the carriers you fly most often. An expandable zip gives useful extra room on the way home, but the case may then no longer fit in the overhead locker.',
      ),
      h2('Hard shell or soft sides?'),
      p(
        'Hard-shell cases made of polycarbonate or polypropylene protect fragile contents well and shrug off rain, and good polycarbonate flexes rather than cracks on impact. Cheaper ABS shells are kinder to your wallet but scratch and split more easily. Soft-sided cases made of tough nylon or polyester are usually a little lighter, often have handy outer pockets and squeeze into tight spaces. Think about what you pack: electronics and bottles favour a shell, while bulky outdoor clothing fits more easily in a fabric case.',
      ),
      ul(
        'Four spinner wheels glide easily on smooth floors, while two larger inline wheels cope better with cobbles and kerbs.',
        'Check the empty weight: every kilo the case weighs counts against your baggage allowance.',
        'Look for a telescopic handle that locks firmly at several heights and does not wobble.',
        'A built-in TSA-approved lock lets security staff open the case without damaging it on trips to the United States.',
      ),
      h2('Check the parts that wear out first'),
      p(
        'Wheels, handles and zips are what usually fail, so inspect them closely in the shop or in the product photos. Replaceable wheels and a warranty of several years are a good sign that the manufacturer expects the case to last. Inside, compression straps and a divider keep clothes in place and make it easier to repack at the end of a trip. Finally, choose a distinctive colour or add a luggage tag so you can spot your case on the carousel at a glance.',
      ),
    ],
    de: [
      h2('Die Größe passend zu Ihren Reisen wählen'),
      p(
        'Orientieren Sie sich an den Reisen, die Sie tatsächlich unternehmen, und nicht am längsten denkbaren Urlaub. Ein Handgepäckkoffer mit etwa 35–40 Litern reicht für ein verlängertes Wochenende, für eine Woche braucht man meist 60–75 Liter und für längere Reisen 90 Liter oder mehr. Jede Fluggesellschaft legt eigene Maße für das Handgepäck fest, messen Sie den Koffer also einschließlich Rollen und Griffen und vergleichen Sie ihn mit den Regeln der Airlines, mit denen Sie am häufigsten fliegen. Eine Dehnfalte schafft auf der Rückreise nützlichen Zusatzplatz, doch dann passt der Koffer unter Umständen nicht mehr ins Gepäckfach.',
      ),
      h2('Hartschale oder Weichgepäck?'),
      p(
        'Hartschalenkoffer aus Polycarbonat oder Polypropylen schützen zerbrechlichen Inhalt gut und halten Regen ab, und hochwertiges Polycarbonat gibt bei einem Stoß nach, statt zu brechen. Günstigere ABS-Schalen schonen zwar den Geldbeutel, verkratzen und reißen aber schneller. Weichgepäck aus robustem Nylon oder Polyester ist meist etwas leichter, hat oft praktische Außentaschen und lässt sich in enge Staufächer drücken. Überlegen Sie, was Sie einpacken: Elektronik und Flaschen sind in einer Hartschale besser aufgehoben, sperrige Outdoorkleidung passt leichter in einen Stoffkoffer.',
      ),
      ul(
        'Vier Spinner-Rollen gleiten mühelos über glatte Böden, zwei größere Rollen kommen dagegen besser mit Kopfsteinpflaster und Bordsteinen zurecht.',
        'Achten Sie auf das Leergewicht: Jedes Kilo des Koffers geht von Ihrer Freigepäckmenge ab.',
        'Wählen Sie einen Teleskopgriff, der in mehreren Höhen fest einrastet und nicht wackelt.',
        'Ein integriertes TSA-Schloss erlaubt es dem Sicherheitspersonal bei Reisen in die USA, den Koffer zu öffnen, ohne ihn zu beschädigen.',
      ),
      h2('Verschleißteile genau prüfen'),
      p(
        'Rollen, Griffe und Reißverschlüsse gehen am häufigsten kaputt, sehen Sie sie sich deshalb im Geschäft oder auf den Produktfotos genau an. Austauschbare Rollen und eine mehrjährige Garantie zeigen, dass der Hersteller mit einer langen Lebensdauer rechnet. Innen halten Kompressionsgurte und ein Trennfach die Kleidung an ihrem Platz und erleichtern das Packen am Ende der Reise. Wählen Sie schließlich eine auffällige Farbe oder bringen Sie einen Kofferanhänger an, damit Sie Ihren Koffer auf dem Gepäckband sofort erkennen.',
      ),
    ],
    fr: [
      h2('Adaptez la taille à vos voyages'),
      p(
        'Partez des voyages que vous faites réellement plutôt que des plus longues vacances imaginables. Une valise cabine d’environ 35 à 40 litres suffit pour un long week-end, une semaine demande en général 60 à 75 litres et un séjour plus long 90 litres ou davantage. Chaque compagnie aérienne fixe ses propres dimensions pour le bagage cabine : mesurez donc la valise roues et poignées comprises et comparez avec les règles des compagnies que vous utilisez le plus souvent. Un soufflet d’extension offre un précieux volume supplémentaire au retour, mais la valise risque alors de ne plus rentrer dans le compartiment à bagages.',
      ),
      h2('Coque rigide ou valise souple ?'),
      p(
        'Les valises rigides en polycarbonate ou en polypropylène protègent bien les objets fragiles et résistent à la pluie, et un bon polycarbonate se déforme sous le choc au lieu de se fendre. Les coques en ABS, moins chères, se rayent et se fissurent plus facilement. Les valises souples en nylon ou en polyester résistant sont souvent un peu plus légères, disposent de poches extérieures pratiques et se glissent dans les espaces étroits. Pensez à ce que vous emportez : l’électronique et les bouteilles voyagent mieux dans une coque, tandis que les vêtements d’extérieur volumineux se rangent plus facilement dans une valise en tissu.',
      ),
      ul(
        'Quatre roues multidirectionnelles glissent facilement sur sol lisse, tandis que deux grandes roues fixes supportent mieux les pavés et les trottoirs.',
        'Vérifiez le poids à vide : chaque kilo de la valise est décompté de votre franchise bagages.',
        'Choisissez une poignée télescopique qui se verrouille fermement à plusieurs hauteurs et qui ne bouge pas.',
        'Un cadenas TSA intégré permet aux agents de sécurité d’ouvrir la valise sans l’abîmer lors d’un voyage aux États-Unis.',
      ),
      h2('Examinez les pièces qui s’usent en premier'),
      p(
        'Ce sont généralement les roues, les poignées et les fermetures éclair qui lâchent : examinez-les de près en magasin ou sur les photos du produit. Des roues remplaçables et une garantie de plusieurs années montrent que le fabricant mise sur la durabilité. À l’intérieur, des sangles de compression et une séparation maintiennent les vêtements en place et facilitent le rangement en fin de séjour. Enfin, optez pour une couleur voyante ou ajoutez une étiquette pour repérer votre valise d’un coup d’œil sur le tapis à bagages.',
      ),
    ],
    it: [
      h2('Scegli la misura in base a come viaggi'),
      p(
        'Parti dai viaggi che fai davvero, non dalla vacanza più lunga che riesci a immaginare. Un trolley da cabina di circa 35–40 litri basta per un weekend lungo, mentre per una settimana servono di solito 60–75 litri e per un viaggio più lungo 90 litri o più. Ogni compagnia aerea stabilisce i propri limiti per il bagaglio a mano, quindi misura la valigia comprese ruote e maniglie e confrontala con le regole dei vettori che usi più spesso. La zip di espansione offre spazio extra al ritorno, ma a quel punto la valigia potrebbe non entrare più nella cappelliera.',
      ),
      h2('Guscio rigido o valigia morbida?'),
      p(
        'Le valigie rigide in policarbonato o polipropilene proteggono bene gli oggetti fragili e resistono alla pioggia, e un buon policarbonato si flette invece di rompersi negli urti. I gusci in ABS costano meno, ma si graffiano e si crepano più facilmente. Le valigie morbide in nylon o poliestere resistente sono in genere un po’ più leggere, hanno spesso comode tasche esterne e si adattano agli spazi stretti. Pensa a cosa metti in valigia: elettronica e bottiglie stanno meglio in un guscio rigido, mentre i capi sportivi ingombranti entrano più facilmente in una valigia in tessuto.',
      ),
      ul(
        'Quattro ruote piroettanti scorrono facilmente sui pavimenti lisci, mentre due ruote più grandi affrontano meglio ciottolato e marciapiedi.',
        'Controlla il peso a vuoto: ogni chilo della valigia viene sottratto alla franchigia bagaglio.',
        'Scegli un manico telescopico che si blocchi saldamente a più altezze e non traballi.',
        'Un lucchetto TSA integrato permette ai controlli di sicurezza di aprire la valigia senza danneggiarla nei viaggi verso gli Stati Uniti.',
      ),
      h2('Controlla le parti che si consumano prima'),
      p(
        'Ruote, maniglie e cerniere sono i punti che cedono più spesso, quindi esaminali con attenzione in negozio o nelle foto del prodotto. Ruote sostituibili e una garanzia di diversi anni indicano che il produttore punta sulla durata. All’interno, cinghie di compressione e un divisorio tengono fermi i vestiti e rendono più semplice rifare la valigia a fine viaggio. Infine, scegli un colore vivace o aggiungi un’etichetta per riconoscere la tua valigia al primo sguardo sul nastro bagagli.',
      ),
    ],
    es: [
      h2('Elige el tamaño según cómo viajas'),
      p(
        'Piensa en los viajes que haces de verdad y no en las vacaciones más largas que puedas imaginar. Una maleta de cabina de unos 35–40 litros basta para un fin de semana largo, mientras que una semana suele requerir 60–75 litros y un viaje más largo, 90 litros o más. Cada aerolínea fija sus propios límites para el equipaje de mano, así que mide la maleta con ruedas y asas incluidas y compárala con las normas de las compañías con las que vuelas más a menudo. La cremallera extensible da un espacio extra muy útil a la vuelta, pero entonces puede que la maleta ya no quepa en el compartimento superior.',
      ),
      h2('¿Rígida o blanda?'),
      p(
        'Las maletas rígidas de policarbonato o polipropileno protegen bien el contenido frágil y resisten la lluvia, y un buen policarbonato se flexiona en lugar de agrietarse con los golpes. Las carcasas de ABS, más baratas, se rayan y se rompen con más facilidad. Las maletas blandas de nailon o poliéster resistente suelen pesar algo menos, a menudo tienen bolsillos exteriores prácticos y se adaptan a espacios estrechos. Piensa en lo que llevas: la electrónica y las botellas viajan mejor en una carcasa rígida, mientras que la ropa de montaña voluminosa cabe más fácilmente en una maleta de tela.',
      ),
      ul(
        'Cuatro ruedas giratorias se deslizan sin esfuerzo sobre suelos lisos, mientras que dos ruedas más grandes se defienden mejor en adoquines y bordillos.',
        'Fíjate en el peso en vacío: cada kilo de la maleta se descuenta de tu franquicia de equipaje.',
        'Busca un asa telescópica que se bloquee con firmeza a varias alturas y no baile.',
        'Un candado TSA integrado permite que el personal de seguridad abra la maleta sin dañarla en los viajes a Estados Unidos.',
      ),
      h2('Revisa las piezas que se desgastan antes'),
      p(
        'Las ruedas, las asas y las cremalleras son lo que suele fallar, así que revísalas con atención en la tienda o en las fotos del producto. Unas ruedas reemplazables y una garantía de varios años indican que el fabricante confía en la durabilidad de la maleta. Por dentro, las correas de compresión y un separador mantienen la ropa en su sitio y facilitan volver a hacer la maleta al final del viaje. Por último, elige un color llamativo o añade una etiqueta para reconocer tu maleta de un vistazo en la cinta de equipajes.',
      ),
    ],
    fi: [
      h2('Valitse koko matkustustapasi mukaan'),
      p(
        'Lähde liikkeelle matkoista, joita oikeasti teet, äläkä pisimmästä kuviteltavissa olevasta lomasta. Noin 35–40 litran käsimatkatavaralaukku riittää pitkään viikonloppuun, kun taas viikon matkalle tarvitaan yleensä 60–75 litraa ja pidemmälle matkalle vähintään 90 litraa. Lentoyhtiöt päättävät käsimatkatavaroiden enimmäismitoista itse, joten mittaa laukku pyörineen ja kahvoineen ja vertaa mittoja niiden yhtiöiden sääntöihin, joilla lennät useimmin. Laajennusvetoketju antaa kotimatkalla kätevästi lisätilaa, mutta silloin laukku ei välttämättä enää mahdu matkustamon yläsäilytyslokeroon.',
      ),
      h2('Kova kuori vai pehmeä laukku?'),
      p(
        'Polykarbonaatista tai polypropeenista valmistetut kovakuoriset laukut suojaavat hauraita tavaroita hyvin ja kestävät sadetta, ja laadukas polykarbonaatti joustaa iskussa halkeamisen sijaan. Edullisemmat ABS-kuoret säästävät lompakkoa, mutta ne naarmuuntuvat ja halkeavat helpommin. Kestävästä nailonista tai polyesteristä tehdyt pehmeät laukut ovat yleensä hieman kevyempiä, niissä on usein käteviä ulkotaskuja ja ne mahtuvat ahtaisiinkin paikkoihin. Mieti, mitä pakkaat: elektroniikka ja pullot kulkevat turvallisemmin kovassa kuoressa, kun taas tilaa vievät ulkoiluvaatteet mahtuvat helpommin kangaslaukkuun.',
      ),
      ul(
        'Neljä kääntyvää pyörää liukuu vaivatta tasaisella lattialla, kun taas kaksi suurempaa pyörää selviää paremmin mukulakivistä ja reunakivistä.',
        'Tarkista laukun oma paino: jokainen laukun kilo vähennetään sallitusta matkatavarapainosta.',
        'Valitse teleskooppikahva, joka lukittuu tukevasti useaan korkeuteen eikä heilu.',
        'Sisäänrakennetun TSA-lukon ansiosta turvatarkastajat voivat Yhdysvaltain-matkoilla avata laukun rikkomatta sitä.',
      ),
      h2('Tarkista ensimmäisenä kuluvat osat'),
      p(
        'Pyörät, kahvat ja vetoketjut pettävät yleensä ensimmäisinä, joten tutki ne huolellisesti kaupassa tai tuotekuvista. Vaihdettavat pyörät ja usean vuoden takuu kertovat, että valmistaja luottaa laukun kestävyyteen. Sisäpuolen puristushihnat ja väliseinä pitävät vaatteet paikoillaan ja helpottavat pakkaamista matkan lopussa. Valitse lopuksi erottuva väri tai kiinnitä laukkuun nimilappu, niin tunnistat sen matkatavarahihnalta yhdellä silmäyksellä.',
      ),
    ],
    nl: [
      h2('Kies de maat die bij je reizen past'),
      p(
        'Ga uit van de reizen die je echt maakt en niet van de langste vakantie die je je kunt voorstellen. Een handbagagekoffer van zo’n 35–40 liter is genoeg voor een lang weekend, voor een week heb je meestal 60–75 liter nodig en voor een langere reis 90 liter of meer. Elke luchtvaartmaatschappij hanteert eigen afmetingen voor handbagage, dus meet de koffer inclusief wielen en handgrepen en vergelijk die met de regels van de maatschappijen waarmee je het vaakst vliegt. Met een uitbreidbare rits heb je op de terugweg handig extra ruimte, maar dan past de koffer misschien niet meer in het bagagevak boven je stoel.',
      ),
      h2('Harde schaal of zachte koffer?'),
      p(
        'Harde koffers van polycarbonaat of polypropyleen beschermen breekbare spullen goed en kunnen tegen regen, en goed polycarbonaat buigt mee bij een klap in plaats van te barsten. Goedkopere schalen van ABS sparen je portemonnee, maar krassen en scheuren sneller. Zachte koffers van stevig nylon of polyester zijn meestal iets lichter, hebben vaak handige buitenvakken en passen ook in krappe ruimtes. Denk na over wat je inpakt: elektronica en flessen zitten beter in een harde schaal, terwijl dikke outdoorkleding makkelijker in een stoffen koffer past.',
      ),
      ul(
        'Vier zwenkwielen rollen soepel over gladde vloeren, terwijl twee grotere wielen beter overweg kunnen met kinderkopjes en stoepranden.',
        'Let op het leeggewicht: elke kilo die de koffer zelf weegt, gaat af van je bagagetoelage.',
        'Kies een telescoophandvat dat op meerdere hoogtes stevig vastklikt en niet wiebelt.',
        'Met een ingebouwd TSA-slot kan de beveiliging je koffer bij reizen naar de Verenigde Staten openen zonder hem te beschadigen.',
      ),
      h2('Controleer de onderdelen die het eerst slijten'),
      p(
        'Wielen, handgrepen en ritsen gaan meestal als eerste kapot, dus bekijk ze goed in de winkel of op de productfoto’s. Vervangbare wielen en een garantie van meerdere jaren zijn een goed teken dat de fabrikant op een lange levensduur rekent. Binnenin houden compressiebanden en een scheidingswand je kleding op zijn plek, zodat opnieuw inpakken aan het eind van de reis makkelijker gaat. Kies tot slot een opvallende kleur of hang er een bagagelabel aan, zodat je je koffer op de bagageband meteen herkent.',
      ),
    ],
    no: [
      h2('Velg størrelse etter hvordan du reiser'),
      p(
        'Ta utgangspunkt i reisene du faktisk tar, ikke den lengste ferien du kan tenke deg. En kabinkoffert på rundt 35–40 liter holder til en langhelg, mens en uke borte som regel krever 60–75 liter og en lengre reise 90 liter eller mer. Flyselskapene fastsetter egne grenser for håndbagasje, så mål kofferten med hjul og håndtak og sammenlign med reglene til selskapene du oftest flyr med. En utvidelsesglidelås gir nyttig ekstra plass på hjemveien, men da får du kanskje ikke lenger plass til kofferten i bagasjehyllen over setet.',
      ),
      h2('Hardt skall eller myk koffert?'),
      p(
        'Harde kofferter i polykarbonat eller polypropylen beskytter skjøre ting godt og tåler regn, og godt polykarbonat gir etter ved støt i stedet for å sprekke. Rimeligere ABS-skall er snillere mot lommeboken, men får lettere riper og sprekker. Myke kofferter i slitesterk nylon eller polyester er som regel litt lettere, har ofte praktiske ytterlommer og kan presses inn på trange steder. Tenk på hva du pakker: Elektronikk og flasker reiser tryggere i et hardt skall, mens voluminøse friluftsklær lettere får plass i en koffert av stoff.',
      ),
      ul(
        'Fire svingbare hjul glir lett på glatte gulv, mens to større hjul takler brostein og fortauskanter bedre.',
        'Sjekk egenvekten: Hver kilo kofferten veier, går fra bagasjekvoten din.',
        'Se etter et teleskophåndtak som låses stødig i flere høyder og ikke slingrer.',
        'En innebygd TSA-lås gjør at sikkerhetspersonalet kan åpne kofferten uten å ødelegge den på reiser til USA.',
      ),
      h2('Sjekk delene som slites først'),
      p(
        'Det er som regel hjul, håndtak og glidelåser som svikter, så undersøk dem nøye i butikken eller på produktbildene. Utskiftbare hjul og flere års garanti er et godt tegn på at produsenten regner med at kofferten skal vare. Innvendig holder kompresjonsstropper og en skillevegg klærne på plass og gjør det lettere å pakke om mot slutten av turen. Velg til slutt en iøynefallende farge eller fest en bagasjelapp, så kjenner du igjen kofferten på bagasjebåndet med én gang.',
      ),
    ],
    pl: [
      h2('Dopasuj rozmiar do sposobu podróżowania'),
      p(
        'Zacznij od podróży, które naprawdę odbywasz, a nie od najdłuższych wakacji, jakie możesz sobie wyobrazić. Walizka kabinowa o pojemności około 35–40 litrów wystarczy na długi weekend, na tydzień zwykle potrzeba 60–75 litrów, a na dłuższy wyjazd 90 litrów lub więcej. Każda linia lotnicza ustala własne limity dla bagażu podręcznego, dlatego zmierz walizkę razem z kółkami i uchwytami i porównaj wymiary z zasadami przewoźników, z których korzystasz najczęściej. Zamek poszerzający daje przydatne dodatkowe miejsce w drodze powrotnej, ale wtedy walizka może już nie zmieścić się w schowku nad fotelem.',
      ),
      h2('Twarda skorupa czy miękka walizka?'),
      p(
        'Twarde walizki z poliwęglanu lub polipropylenu dobrze chronią delikatną zawartość i są odporne na deszcz, a dobry poliwęglan przy uderzeniu ugina się, zamiast pękać. Tańsze skorupy z ABS oszczędzają portfel, ale łatwiej się rysują i pękają. Miękkie walizki z wytrzymałego nylonu lub poliestru są zwykle nieco lżejsze, często mają wygodne kieszenie zewnętrzne i mieszczą się w ciasnych miejscach. Zastanów się, co pakujesz: elektronika i butelki bezpieczniej podróżują w twardej skorupie, a obszerna odzież outdoorowa łatwiej zmieści się w walizce materiałowej.',
      ),
      ul(
        'Cztery obrotowe kółka łatwo suną po gładkiej podłodze, a dwa większe kółka lepiej radzą sobie z kocimi łbami i krawężnikami.',
        'Sprawdź wagę pustej walizki: każdy jej kilogram pomniejsza twój limit bagażu.',
        'Wybierz rączkę teleskopową, która pewnie blokuje się na kilku wysokościach i się nie chwieje.',
        'Wbudowany zamek TSA pozwala służbom bezpieczeństwa otworzyć walizkę bez jej uszkodzenia podczas podróży do Stanów Zjednoczonych.',
      ),
      h2('Sprawdź elementy, które zużywają się najszybciej'),
      p(
        'Najczęściej psują się kółka, uchwyty i zamki błyskawiczne, więc obejrzyj je dokładnie w sklepie lub na zdjęciach produktu. Wymienne kółka i kilkuletnia gwarancja to dobry znak, że producent liczy na długą żywotność walizki. W środku pasy kompresyjne i przegroda utrzymują ubrania na miejscu i ułatwiają ponowne pakowanie pod koniec wyjazdu. Na koniec wybierz wyrazisty kolor lub przypnij zawieszkę, aby od razu rozpoznać swoją walizkę na taśmie bagażowej.',
      ),
    ],
    pt: [
      h2('Escolha o tamanho de acordo com suas viagens'),
      p(
        'Pense nas viagens que você realmente faz, e não nas férias mais longas que consegue imaginar. Uma mala de bordo de uns 35–40 litros dá conta de um feriado prolongado, enquanto uma semana fora costuma exigir 60–75 litros e uma viagem mais longa, 90 litros ou mais. Cada companhia aérea define os próprios limites para a bagagem de mão, então meça a mala incluindo rodinhas e alças e compare com as regras das empresas com que você voa com mais frequência. O zíper expansor dá um espaço extra bem-vindo na volta, mas aí a mala pode deixar de caber no compartimento acima do assento.',
      ),
      h2('Casco rígido ou mala de tecido?'),
      p(
        'Malas rígidas de policarbonato ou polipropileno protegem bem itens frágeis e resistem à chuva, e um bom policarbonato se flexiona com o impacto em vez de rachar. Os cascos de ABS, mais baratos, pesam menos no bolso, mas riscam e trincam com mais facilidade. Malas de tecido feitas de náilon ou poliéster resistente costumam ser um pouco mais leves, muitas vezes têm bolsos externos práticos e se encaixam em espaços apertados. Pense no que você leva: eletrônicos e garrafas viajam melhor em um casco rígido, enquanto roupas volumosas de frio cabem com mais facilidade em uma mala de tecido.',
      ),
      ul(
        'Quatro rodinhas giratórias deslizam com facilidade em pisos lisos, enquanto duas rodas maiores lidam melhor com paralelepípedos e meios-fios.',
        'Confira o peso da mala vazia: cada quilo dela é descontado da sua franquia de bagagem.',
        'Procure uma alça telescópica que trave com firmeza em várias alturas e não fique balançando.',
        'Um cadeado TSA embutido permite que a equipe de segurança abra a mala sem danificá-la em viagens aos Estados Unidos.',
      ),
      h2('Confira as peças que se desgastam primeiro'),
      p(
        'Rodinhas, alças e zíperes são o que costuma quebrar, então examine tudo com atenção na loja ou nas fotos do produto. Rodinhas substituíveis e uma garantia de vários anos são um bom sinal de que o fabricante aposta na durabilidade. Por dentro, tiras de compressão e uma divisória mantêm as roupas no lugar e facilitam refazer a mala no fim da viagem. Por fim, escolha uma cor chamativa ou coloque uma etiqueta para reconhecer sua mala na esteira de bagagens num piscar de olhos.',
      ),
    ],
    sv: [
      h2('Välj storlek efter hur du reser'),
      p(
        'Utgå från de resor du faktiskt gör i stället för den längsta semester du kan tänka dig. En kabinväska på runt 35–40 liter räcker för en långhelg, medan en vecka bort oftast kräver 60–75 liter och en längre resa 90 liter eller mer. Flygbolagen sätter egna gränser för handbagage, så mät väskan inklusive hjul och handtag och jämför med reglerna hos de bolag du oftast flyger med. En expanderbar dragkedja ger välkommet extrautrymme på hemvägen, men då kanske väskan inte längre får plats i bagagefacket ovanför sätet.',
      ),
      h2('Hårt skal eller mjuk väska?'),
      p(
        'Hårda väskor av polykarbonat eller polypropen skyddar ömtåligt innehåll väl och klarar regn, och bra polykarbonat böjer sig vid stötar i stället för att spricka. Billigare ABS-skal är snällare mot plånboken men repas och spricker lättare. Mjuka väskor av slitstark nylon eller polyester är oftast något lättare, har ofta praktiska ytterfickor och går att klämma in på trånga ställen. Tänk på vad du packar: elektronik och flaskor färdas säkrare i ett hårt skal, medan skrymmande friluftskläder lättare får plats i en tygväska.',
      ),
      ul(
        'Fyra snurrhjul glider lätt på släta golv, medan två större hjul klarar kullersten och trottoarkanter bättre.',
        'Kontrollera egenvikten: varje kilo som väskan väger räknas av från din bagagegräns.',
        'Välj ett teleskophandtag som låser stadigt i flera höjder och inte vickar.',
        'Ett inbyggt TSA-lås gör att säkerhetspersonalen kan öppna väskan utan att skada den vid resor till USA.',
      ),
      h2('Kontrollera delarna som slits först'),
      p(
        'Det är oftast hjul, handtag och dragkedjor som går sönder, så granska dem noga i butiken eller på produktbilderna. Utbytbara hjul och flera års garanti är ett gott tecken på att tillverkaren räknar med att väskan ska hålla länge. Invändigt håller kompressionsremmar och en skiljevägg kläderna på plats och gör det lättare att packa om i slutet av resan. Välj till sist en iögonfallande färg eller sätt på en bagagetagg så att du direkt känner igen din väska på bagagebandet.',
      ),
    ],
  },
}
