import type { GuideSeed, TextBlock } from './types'

const h2 = (text: string): TextBlock => ({ type: 'h2', text })
const p = (text: string): TextBlock => ({ type: 'p', text })
const ul = (...items: string[]): TextBlock => ({ type: 'ul', items })

const runningShoes: GuideSeed = {
  slug: 'how-to-choose-running-shoes',
  subcategory: 'running',
  title: {
    en: 'How to choose running shoes',
    de: 'Laufschuhe richtig auswählen',
    fr: 'Comment choisir ses chaussures de running',
    it: 'Come scegliere le scarpe da corsa',
    es: 'Cómo elegir zapatillas de running',
    fi: 'Näin valitset juoksukengät',
    nl: 'Zo kies je de juiste hardloopschoenen',
    no: 'Slik velger du løpesko',
    pl: 'Jak wybrać buty do biegania',
    pt: 'Como escolher tênis de corrida',
    sv: 'Så väljer du löparskor',
  },
  excerpt: {
    en: 'The right running shoe depends on your stride, your terrain and how far you run. Here is what to look for before you buy.',
    de: 'Der richtige Laufschuh hängt von Ihrem Laufstil, dem Untergrund und Ihren Distanzen ab. Darauf sollten Sie vor dem Kauf achten.',
    fr: 'La bonne chaussure de running dépend de votre foulée, du terrain et des distances parcourues. Voici les points à vérifier avant d’acheter.',
    it: 'La scarpa da corsa giusta dipende dalla tua falcata, dal terreno e dalle distanze che percorri. Ecco cosa valutare prima dell’acquisto.',
    es: 'La zapatilla adecuada depende de tu pisada, del terreno y de las distancias que recorres. Esto es lo que debes tener en cuenta antes de comprar.',
    fi: 'Oikea juoksukenkä riippuu askeleestasi, alustasta ja juoksemistasi matkoista. Tässä asiat, joihin kannattaa kiinnittää huomiota ennen ostoa.',
    nl: 'De juiste hardloopschoen hangt af van je loopstijl, de ondergrond en de afstanden die je loopt. Hier lees je waar je op moet letten voordat je koopt.',
    no: 'Hvilken løpesko som passer deg, avhenger av løpssteget ditt, underlaget og hvor langt du løper. Her er det du bør se etter før du kjøper.',
    pl: 'Odpowiednie buty do biegania zależą od Twojego kroku, nawierzchni i dystansów, które pokonujesz. Oto na co zwrócić uwagę przed zakupem.',
    pt: 'O tênis de corrida ideal depende da sua pisada, do terreno e das distâncias que você percorre. Veja o que observar antes de comprar.',
    sv: 'Vilken löparsko som passar dig beror på ditt löpsteg, underlaget och hur långt du springer. Här är det du ska tänka på innan du köper.',
  },
  body: {
    en: [
      h2('Start with where and how far you run'),
      p(
        'Road shoes are light and cushioned for asphalt, while trail shoes have a grippier outsole and a tougher upper for mud and rocks. If you mostly run a few kilometres on pavement, a neutral road shoe with moderate cushioning is the safest choice. Runners training for a half or full marathon benefit from more cushioning, which reduces fatigue over long distances.',
      ),
      h2('Fit matters more than the brand'),
      p(
        'Try shoes on in the afternoon, when your feet are slightly swollen, and wear the socks you run in. Leave about a thumb’s width between your longest toe and the front of the shoe. The heel should sit snugly without slipping, and the forefoot should have room to spread.',
      ),
      ul(
        'Check the heel-to-toe drop: a lower drop encourages a midfoot strike.',
        'Look for a breathable upper if you run in warm weather.',
        'Replace your shoes every 600 to 800 kilometres.',
        'Buy from shops with free returns so you can test the shoes at home.',
      ),
      h2('When to consider stability shoes'),
      p(
        'If your feet roll strongly inwards when you land, a stability shoe with a firmer medial post can add support. Many specialist shops offer a free gait analysis on a treadmill. Treat it as a starting point, though: comfort on a test run is still the most reliable guide.',
      ),
    ],
    de: [
      h2('Wo und wie weit laufen Sie?'),
      p(
        'Straßenlaufschuhe sind leicht und gut gedämpft für Asphalt, Trailschuhe haben dagegen eine griffigere Sohle und ein robusteres Obermaterial für Matsch und Steine. Wer vor allem ein paar Kilometer auf befestigten Wegen läuft, ist mit einem neutralen Straßenschuh mit mittlerer Dämpfung am besten beraten. Wer für einen Halbmarathon oder Marathon trainiert, profitiert von mehr Dämpfung, die auf langen Strecken die Ermüdung verringert.',
      ),
      h2('Die Passform zählt mehr als die Marke'),
      p(
        'Probieren Sie Schuhe am Nachmittag an, wenn die Füße leicht angeschwollen sind, und tragen Sie dabei Ihre Laufsocken. Zwischen dem längsten Zeh und der Schuhspitze sollte etwa eine Daumenbreite Platz bleiben. Die Ferse sollte fest sitzen, ohne zu rutschen, und im Vorfußbereich brauchen die Zehen genug Raum.',
      ),
      ul(
        'Achten Sie auf die Sprengung: Eine geringere Sprengung fördert den Mittelfußlauf.',
        'Wählen Sie ein atmungsaktives Obermaterial, wenn Sie bei warmem Wetter laufen.',
        'Ersetzen Sie Ihre Laufschuhe alle 600 bis 800 Kilometer.',
        'Kaufen Sie bei Shops mit kostenloser Rücksendung, damit Sie die Schuhe zu Hause testen können.',
      ),
      h2('Wann ein Stabilitätsschuh sinnvoll ist'),
      p(
        'Wenn Ihr Fuß beim Aufsetzen stark nach innen knickt, kann ein Stabilitätsschuh mit festerer Innenseitenstütze Halt geben. Viele Fachgeschäfte bieten eine kostenlose Laufanalyse auf dem Laufband an. Sehen Sie diese aber nur als Ausgangspunkt: Der Tragekomfort beim Probelauf ist nach wie vor der verlässlichste Maßstab.',
      ),
    ],
    fr: [
      h2('Commencez par le terrain et la distance'),
      p(
        'Les chaussures de route sont légères et amorties pour le bitume, tandis que les chaussures de trail ont une semelle plus accrocheuse et une tige plus robuste pour la boue et les rochers. Si vous courez surtout quelques kilomètres sur le goudron, une chaussure de route neutre avec un amorti modéré est le choix le plus sûr. Si vous préparez un semi-marathon ou un marathon, un amorti plus généreux limitera la fatigue sur les longues distances.',
      ),
      h2('L’ajustement compte plus que la marque'),
      p(
        'Essayez les chaussures l’après-midi, quand vos pieds sont légèrement gonflés, et portez vos chaussettes de course. Laissez environ la largeur d’un pouce entre votre orteil le plus long et l’avant de la chaussure. Le talon doit être bien maintenu sans glisser, et l’avant-pied doit avoir assez de place pour s’étaler.',
      ),
      ul(
        'Vérifiez le drop : un drop faible favorise une attaque médio-pied.',
        'Choisissez une tige respirante si vous courez par temps chaud.',
        'Remplacez vos chaussures tous les 600 à 800 kilomètres.',
        'Achetez chez des marchands qui offrent les retours gratuits pour pouvoir les tester chez vous.',
      ),
      h2('Quand opter pour une chaussure stable'),
      p(
        'Si votre pied s’affaisse fortement vers l’intérieur à la réception, une chaussure stable dotée d’un renfort médial plus ferme peut vous apporter du soutien. De nombreux magasins spécialisés proposent une analyse de foulée gratuite sur tapis de course. Considérez-la toutefois comme un point de départ : le confort ressenti lors d’un essai reste le meilleur indicateur.',
      ),
    ],
    it: [
      h2('Parti da dove e quanto corri'),
      p(
        'Le scarpe da strada sono leggere e ammortizzate per l’asfalto, mentre quelle da trail hanno una suola più aggrappante e una tomaia più robusta per fango e rocce. Se corri soprattutto pochi chilometri su asfalto, una scarpa da strada neutra con ammortizzazione media è la scelta più sicura. Chi si allena per una mezza maratona o una maratona trae vantaggio da un’ammortizzazione maggiore, che riduce l’affaticamento sulle lunghe distanze.',
      ),
      h2('La calzata conta più del marchio'),
      p(
        'Prova le scarpe nel pomeriggio, quando i piedi sono leggermente gonfi, e indossa le calze che usi per correre. Lascia circa un pollice di spazio tra il dito più lungo e la punta della scarpa. Il tallone deve essere ben fermo senza scivolare, e l’avampiede deve avere spazio per allargarsi.',
      ),
      ul(
        'Controlla il drop: un drop basso favorisce l’appoggio di mesopiede.',
        'Scegli una tomaia traspirante se corri quando fa caldo.',
        'Sostituisci le scarpe ogni 600-800 chilometri.',
        'Acquista da negozi con reso gratuito, così puoi provarle a casa.',
      ),
      h2('Quando scegliere una scarpa stabile'),
      p(
        'Se al momento dell’appoggio il piede ruota molto verso l’interno, una scarpa stabile con un supporto mediale più rigido può offrire sostegno. Molti negozi specializzati propongono un’analisi gratuita della corsa sul tapis roulant. Considerala però solo un punto di partenza: il comfort durante una corsa di prova resta il criterio più affidabile.',
      ),
    ],
    es: [
      h2('Empieza por dónde y cuánto corres'),
      p(
        'Las zapatillas de asfalto son ligeras y amortiguadas, mientras que las de trail tienen una suela con más agarre y un upper más resistente para el barro y las piedras. Si sueles correr unos pocos kilómetros por asfalto, una zapatilla neutra con amortiguación moderada es la opción más segura. Si preparas una media maratón o un maratón, te conviene más amortiguación para reducir la fatiga en las tiradas largas.',
      ),
      h2('El ajuste importa más que la marca'),
      p(
        'Pruébate las zapatillas por la tarde, cuando los pies están algo hinchados, y lleva los calcetines con los que corres. Deja aproximadamente el ancho de un pulgar entre tu dedo más largo y la puntera. El talón debe quedar bien sujeto sin deslizarse, y la parte delantera debe dejar espacio para que los dedos se expandan.',
      ),
      ul(
        'Fíjate en el drop: un drop bajo favorece la pisada de mediopié.',
        'Elige un upper transpirable si corres con calor.',
        'Cambia de zapatillas cada 600 a 800 kilómetros.',
        'Compra en tiendas con devoluciones gratuitas para poder probarlas en casa.',
      ),
      h2('Cuándo elegir una zapatilla de estabilidad'),
      p(
        'Si tu pie se hunde mucho hacia dentro al apoyar, una zapatilla de estabilidad con un refuerzo interior más firme puede darte soporte. Muchas tiendas especializadas ofrecen un estudio de la pisada gratuito en cinta. Tómalo como punto de partida: la comodidad durante una carrera de prueba sigue siendo la mejor referencia.',
      ),
    ],
    fi: [
      h2('Aloita siitä, missä ja kuinka pitkiä lenkkejä juokset'),
      p(
        'Maantiekengät ovat kevyitä ja hyvin vaimennettuja asfaltille, kun taas polkujuoksukengissä on pitävämpi pohja ja kestävämpi päällinen mutaan ja kivikkoon. Jos juokset enimmäkseen muutaman kilometrin lenkkejä asfaltilla, neutraali maantiekenkä kohtuullisella vaimennuksella on varmin valinta. Puolimaratoniin tai maratoniin harjoittelevat hyötyvät runsaammasta vaimennuksesta, joka vähentää väsymistä pitkillä matkoilla.',
      ),
      h2('Istuvuus on tärkeämpää kuin merkki'),
      p(
        'Sovita kenkiä iltapäivällä, kun jalat ovat hieman turvonneet, ja käytä samoja sukkia kuin juostessa. Jätä pisimmän varpaan ja kengän kärjen väliin noin peukalon leveyden verran tilaa. Kantapään pitää pysyä tukevasti paikallaan luistamatta, ja päkiän kohdalla varpailla on oltava tilaa levitä.',
      ),
      ul(
        'Tarkista kantakorotus eli drop: matala drop ohjaa kohti keskiaskellusta.',
        'Valitse hengittävä päällinen, jos juokset lämpimällä säällä.',
        'Vaihda kengät 600–800 kilometrin välein.',
        'Osta kaupasta, jossa palautus on maksuton, jotta voit kokeilla kenkiä kotona.',
      ),
      h2('Milloin tukikenkä kannattaa'),
      p(
        'Jos jalkasi kiertyy alastulossa voimakkaasti sisäänpäin, tukikenkä, jossa on jämäkämpi sisäreunan tuki, voi auttaa. Monet urheiluliikkeet tarjoavat maksuttoman askelanalyysin juoksumatolla. Pidä sitä kuitenkin vain lähtökohtana: koejuoksussa tuntuva mukavuus on edelleen luotettavin mittari.',
      ),
    ],
    nl: [
      h2('Begin bij waar en hoe ver je loopt'),
      p(
        'Wegschoenen zijn licht en goed gedempt voor asfalt, terwijl trailschoenen een zool met meer grip en een stevigere bovenkant hebben voor modder en rotsen. Loop je vooral een paar kilometer over verharde wegen, dan is een neutrale wegschoen met gemiddelde demping de veiligste keuze. Train je voor een halve of hele marathon, dan heb je baat bij extra demping die vermoeidheid op lange afstanden beperkt.',
      ),
      h2('Pasvorm is belangrijker dan het merk'),
      p(
        'Pas schoenen ’s middags, wanneer je voeten iets zijn opgezet, en draag de sokken waarin je loopt. Laat ongeveer een duimbreedte ruimte tussen je langste teen en de neus van de schoen. De hiel moet stevig zitten zonder weg te glijden en de voorvoet moet ruimte hebben om te spreiden.',
      ),
      ul(
        'Let op de drop: een lage drop stimuleert een middenvoetlanding.',
        'Kies een ademend bovenwerk als je bij warm weer loopt.',
        'Vervang je schoenen elke 600 tot 800 kilometer.',
        'Koop bij winkels met gratis retourneren, zodat je de schoenen thuis kunt uitproberen.',
      ),
      h2('Wanneer kies je een stabiliteitsschoen?'),
      p(
        'Als je voet bij het neerkomen sterk naar binnen kantelt, kan een stabiliteitsschoen met een stevigere binnenkant extra steun geven. Veel speciaalzaken bieden een gratis loopanalyse op de loopband aan. Zie die wel als startpunt: het comfort tijdens een proefloopje blijft de betrouwbaarste graadmeter.',
      ),
    ],
    no: [
      h2('Begynn med hvor og hvor langt du løper'),
      p(
        'Veisko er lette og godt dempet for asfalt, mens terrengsko har en såle med bedre grep og et kraftigere overlær for gjørme og stein. Løper du stort sett noen få kilometer på asfalt, er en nøytral veisko med moderat demping det tryggeste valget. Trener du mot halvmaraton eller maraton, har du nytte av mer demping som reduserer trøttheten på lange turer.',
      ),
      h2('Passformen betyr mer enn merket'),
      p(
        'Prøv sko på ettermiddagen, når føttene er litt hovne, og bruk sokkene du løper med. La det være omtrent en tommelbredde mellom den lengste tåen og tuppen av skoen. Hælen skal sitte godt uten å gli, og forfoten må ha plass til å spre seg.',
      ),
      ul(
        'Sjekk dropet: Lavt drop oppmuntrer til landing på midtfoten.',
        'Velg et pustende overlær hvis du løper i varmt vær.',
        'Bytt sko etter 600 til 800 kilometer.',
        'Kjøp fra butikker med gratis retur, slik at du kan teste skoene hjemme.',
      ),
      h2('Når bør du velge støttesko?'),
      p(
        'Hvis foten ruller kraftig innover når du lander, kan en støttesko med fastere støtte på innsiden gi bedre stabilitet. Mange sportsbutikker tilbyr gratis løpsanalyse på tredemølle. Se likevel på den som et utgangspunkt: Komforten på en prøvetur er fortsatt den mest pålitelige rettesnoren.',
      ),
    ],
    pl: [
      h2('Zacznij od tego, gdzie i ile biegasz'),
      p(
        'Buty szosowe są lekkie i dobrze amortyzowane na asfalt, a buty trailowe mają bardziej przyczepną podeszwę i wytrzymalszą cholewkę na błoto i kamienie. Jeśli biegasz głównie kilka kilometrów po asfalcie, najbezpieczniejszym wyborem będzie neutralny but szosowy z umiarkowaną amortyzacją. Osoby przygotowujące się do półmaratonu lub maratonu skorzystają na mocniejszej amortyzacji, która zmniejsza zmęczenie na długich dystansach.',
      ),
      h2('Dopasowanie jest ważniejsze niż marka'),
      p(
        'Przymierzaj buty po południu, gdy stopy są lekko opuchnięte, i załóż skarpetki, w których biegasz. Między najdłuższym palcem a czubkiem buta zostaw mniej więcej szerokość kciuka. Pięta powinna być stabilnie trzymana i nie może się zsuwać, a przodostopie potrzebuje miejsca, by swobodnie pracować.',
      ),
      ul(
        'Sprawdź drop: niski drop sprzyja lądowaniu na śródstopiu.',
        'Wybierz przewiewną cholewkę, jeśli biegasz w ciepłe dni.',
        'Wymieniaj buty co 600–800 kilometrów.',
        'Kupuj w sklepach z darmowym zwrotem, aby przetestować buty w domu.',
      ),
      h2('Kiedy wybrać buty stabilizujące'),
      p(
        'Jeśli przy lądowaniu stopa mocno zapada się do środka, buty stabilizujące z twardszym wsparciem po wewnętrznej stronie mogą zapewnić jej podparcie. Wiele sklepów specjalistycznych oferuje bezpłatną analizę biegu na bieżni. Traktuj ją jednak jako punkt wyjścia: komfort podczas biegu próbnego wciąż jest najpewniejszą wskazówką.',
      ),
    ],
    pt: [
      h2('Comece pelo terreno e pela distância'),
      p(
        'Os tênis para asfalto são leves e amortecidos, enquanto os de trail têm solado com mais aderência e cabedal mais resistente para lama e pedras. Se você corre principalmente alguns quilômetros no asfalto, um tênis neutro com amortecimento moderado é a escolha mais segura. Quem treina para meia maratona ou maratona se beneficia de mais amortecimento, que reduz o cansaço nas longas distâncias.',
      ),
      h2('O ajuste importa mais do que a marca'),
      p(
        'Experimente os tênis à tarde, quando os pés estão um pouco inchados, e use as meias com que você corre. Deixe uma folga equivalente à largura do polegar entre o dedo mais comprido e a ponta do tênis. O calcanhar deve ficar firme, sem escorregar, e a parte da frente do pé precisa de espaço para se acomodar.',
      ),
      ul(
        'Confira o drop: um drop baixo favorece a pisada com o médio-pé.',
        'Escolha um cabedal respirável se você corre no calor.',
        'Troque de tênis a cada 600 a 800 quilômetros.',
        'Compre em lojas com devolução grátis para poder testar em casa.',
      ),
      h2('Quando optar por um tênis de estabilidade'),
      p(
        'Se o seu pé gira muito para dentro ao tocar o chão, um tênis de estabilidade com suporte medial mais firme pode ajudar. Muitas lojas especializadas oferecem análise de pisada gratuita na esteira. Mas encare isso como ponto de partida: o conforto em uma corrida de teste continua sendo o critério mais confiável.',
      ),
    ],
    sv: [
      h2('Börja med var och hur långt du springer'),
      p(
        'Vägskor är lätta och väldämpade för asfalt, medan terrängskor har en sula med bättre grepp och ett tåligare ovanmaterial för lera och sten. Springer du mest några kilometer på asfalt är en neutral vägsko med måttlig dämpning det säkraste valet. Tränar du inför ett halvmaraton eller maraton har du nytta av mer dämpning som minskar tröttheten på långa distanser.',
      ),
      h2('Passformen är viktigare än märket'),
      p(
        'Prova skor på eftermiddagen, när fötterna är lite svullna, och ha på dig strumporna du springer i. Lämna ungefär en tumbredd mellan den längsta tån och skons tåhätta. Hälen ska sitta stadigt utan att glida, och framfoten behöver utrymme att breda ut sig.',
      ),
      ul(
        'Kolla droppet: ett lågt drop uppmuntrar till mellanfotslandning.',
        'Välj ett andningsbart ovanmaterial om du springer när det är varmt.',
        'Byt skor efter 600–800 kilometer.',
        'Handla hos butiker med fri retur så att du kan testa skorna hemma.',
      ),
      h2('När är en stabilitetssko rätt val?'),
      p(
        'Om foten rullar kraftigt inåt när du landar kan en stabilitetssko med fastare stöd på insidan ge extra stabilitet. Många specialbutiker erbjuder gratis löpanalys på löpband. Se den ändå som en utgångspunkt: komforten under en provlöpning är fortfarande den mest pålitliga vägledningen.',
      ),
    ],
  },
}

const laptops: GuideSeed = {
  slug: 'laptop-buying-guide-2026',
  subcategory: 'laptops',
  title: {
    en: 'Laptop buying guide 2026',
    de: 'Laptop-Kaufberatung 2026',
    fr: 'Guide d’achat des ordinateurs portables 2026',
    it: 'Guida all’acquisto del portatile 2026',
    es: 'Guía de compra de portátiles 2026',
    fi: 'Kannettavan tietokoneen ostajan opas 2026',
    nl: 'Koopgids laptops 2026',
    no: 'Kjøpeguide for bærbare PC-er 2026',
    pl: 'Poradnik zakupu laptopa 2026',
    pt: 'Guia de compra de notebooks 2026',
    sv: 'Köpguide för bärbara datorer 2026',
  },
  excerpt: {
    en: 'From processors to battery life: what really matters when you buy a new laptop this year, and where you can save money.',
    de: 'Vom Prozessor bis zur Akkulaufzeit: Worauf es beim Laptopkauf in diesem Jahr wirklich ankommt und wo Sie sparen können.',
    fr: 'Du processeur à l’autonomie : ce qui compte vraiment lors de l’achat d’un nouvel ordinateur portable cette année, et où faire des économies.',
    it: 'Dal processore all’autonomia: cosa conta davvero quando compri un nuovo portatile quest’anno e dove puoi risparmiare.',
    es: 'Del procesador a la autonomía: lo que de verdad importa al comprar un portátil nuevo este año y dónde puedes ahorrar.',
    fi: 'Prosessorista akunkestoon: tämä on oikeasti tärkeää, kun ostat uuden kannettavan tänä vuonna – ja näistä voit säästää.',
    nl: 'Van processor tot accuduur: dit telt echt als je dit jaar een nieuwe laptop koopt, en hier kun je op besparen.',
    no: 'Fra prosessor til batteritid: Dette betyr virkelig noe når du kjøper ny bærbar PC i år – og her kan du spare penger.',
    pl: 'Od procesora po czas pracy na baterii: co naprawdę się liczy przy zakupie nowego laptopa w tym roku i gdzie można zaoszczędzić.',
    pt: 'Do processador à duração da bateria: o que realmente importa na hora de comprar um notebook novo este ano e onde dá para economizar.',
    sv: 'Från processor till batteritid: det här spelar verkligen roll när du köper en ny bärbar dator i år, och här kan du spara pengar.',
  },
  body: {
    en: [
      h2('Decide what you need it for'),
      p(
        'For email, browsing and office work, almost any current laptop is fast enough, so focus on the screen, keyboard and battery. Photo and video editing call for a stronger processor, at least 16 GB of RAM and a colour-accurate display. Gamers need a dedicated graphics card, which adds weight and shortens battery life.',
      ),
      h2('The specifications that matter'),
      ul(
        'Memory: 16 GB is the sensible minimum in 2026.',
        'Storage: choose an SSD with at least 512 GB.',
        'Screen: a matte display with 400 nits or more is easier to use outdoors.',
        'Ports: check for USB-C charging and the connections you use every day.',
      ),
      p(
        'Many new models include a neural processing unit (NPU) for on-device AI features. It is useful for background blur in video calls and offline transcription, but rarely a reason to pay much more.',
      ),
      h2('How to get a good deal'),
      p(
        'Prices often drop shortly after a new generation launches, so last year’s model can be excellent value. Refurbished business laptops are another smart option: they are robust, easy to repair and usually come with a warranty. Always compare the total price, including shipping and any extended warranty.',
      ),
    ],
    de: [
      h2('Wofür brauchen Sie den Laptop?'),
      p(
        'Für E-Mails, Surfen und Büroarbeit ist fast jeder aktuelle Laptop schnell genug – achten Sie daher vor allem auf Display, Tastatur und Akku. Für Foto- und Videobearbeitung brauchen Sie einen stärkeren Prozessor, mindestens 16 GB Arbeitsspeicher und ein farbtreues Display. Gamer benötigen eine dedizierte Grafikkarte, die jedoch zusätzliches Gewicht bedeutet und die Akkulaufzeit verkürzt.',
      ),
      h2('Die wichtigsten technischen Daten'),
      ul(
        'Arbeitsspeicher: 16 GB sind 2026 das sinnvolle Minimum.',
        'Speicher: Wählen Sie eine SSD mit mindestens 512 GB.',
        'Display: Ein mattes Display mit 400 Nits oder mehr lässt sich auch im Freien gut ablesen.',
        'Anschlüsse: Achten Sie auf Laden per USB-C und auf die Anschlüsse, die Sie täglich nutzen.',
      ),
      p(
        'Viele neue Modelle haben eine NPU für KI-Funktionen direkt auf dem Gerät. Sie ist praktisch, etwa für einen unscharfen Hintergrund in Videocalls oder für Transkriptionen ohne Internet, aber selten ein Grund, deutlich mehr auszugeben.',
      ),
      h2('So finden Sie ein gutes Angebot'),
      p(
        'Die Preise fallen oft kurz nach dem Start einer neuen Generation, daher kann das Vorjahresmodell ein echtes Schnäppchen sein. Generalüberholte Business-Laptops sind eine weitere kluge Wahl: Sie sind robust, leicht zu reparieren und kommen meist mit Garantie. Vergleichen Sie immer den Gesamtpreis inklusive Versand und einer eventuellen Garantieverlängerung.',
      ),
    ],
    fr: [
      h2('Définissez vos besoins'),
      p(
        'Pour les e-mails, la navigation et la bureautique, presque tous les ordinateurs portables actuels sont assez rapides : concentrez-vous donc sur l’écran, le clavier et la batterie. La retouche photo et le montage vidéo exigent un processeur plus puissant, au moins 16 Go de mémoire vive et un écran fidèle aux couleurs. Les joueurs ont besoin d’une carte graphique dédiée, qui alourdit la machine et réduit l’autonomie.',
      ),
      h2('Les caractéristiques qui comptent'),
      ul(
        'Mémoire vive : 16 Go constituent le minimum raisonnable en 2026.',
        'Stockage : optez pour un SSD d’au moins 512 Go.',
        'Écran : une dalle mate d’au moins 400 nits reste lisible en extérieur.',
        'Connectique : vérifiez la recharge par USB-C et la présence des ports que vous utilisez au quotidien.',
      ),
      p(
        'De nombreux modèles récents intègrent une NPU pour les fonctions d’IA exécutées localement. Elle est utile pour flouter l’arrière-plan en visioconférence ou transcrire hors ligne, mais justifie rarement de payer beaucoup plus cher.',
      ),
      h2('Comment faire une bonne affaire'),
      p(
        'Les prix baissent souvent peu après la sortie d’une nouvelle génération : le modèle de l’an dernier peut alors offrir un excellent rapport qualité-prix. Les portables professionnels reconditionnés sont une autre option judicieuse : robustes et faciles à réparer, ils sont généralement garantis. Comparez toujours le prix total, livraison et éventuelle extension de garantie comprises.',
      ),
    ],
    it: [
      h2('Chiarisci a cosa ti serve'),
      p(
        'Per email, navigazione e lavoro d’ufficio quasi tutti i portatili attuali sono abbastanza veloci, quindi concentrati su schermo, tastiera e batteria. Per il fotoritocco e il montaggio video servono un processore più potente, almeno 16 GB di RAM e un display con colori fedeli. Chi gioca ha bisogno di una scheda grafica dedicata, che aggiunge peso e riduce l’autonomia.',
      ),
      h2('Le specifiche che contano'),
      ul(
        'Memoria: 16 GB sono il minimo ragionevole nel 2026.',
        'Archiviazione: scegli un SSD da almeno 512 GB.',
        'Schermo: un display opaco da 400 nit o più si legge meglio all’aperto.',
        'Porte: verifica la ricarica via USB-C e la presenza delle connessioni che usi ogni giorno.',
      ),
      p(
        'Molti nuovi modelli integrano una NPU per le funzioni di intelligenza artificiale eseguite sul dispositivo. È utile per sfocare lo sfondo nelle videochiamate o trascrivere offline, ma raramente giustifica una spesa molto più alta.',
      ),
      h2('Come fare un buon affare'),
      p(
        'I prezzi scendono spesso poco dopo il lancio di una nuova generazione, quindi il modello dell’anno scorso può essere un ottimo affare. I portatili aziendali ricondizionati sono un’altra scelta intelligente: sono robusti, facili da riparare e di solito coperti da garanzia. Confronta sempre il prezzo totale, spedizione ed eventuale estensione di garanzia incluse.',
      ),
    ],
    es: [
      h2('Piensa para qué lo necesitas'),
      p(
        'Para correo, navegación y ofimática, casi cualquier portátil actual es lo bastante rápido, así que fíjate sobre todo en la pantalla, el teclado y la batería. La edición de fotos y vídeo requiere un procesador más potente, al menos 16 GB de RAM y una pantalla con colores fieles. Los jugadores necesitan una tarjeta gráfica dedicada, que añade peso y reduce la autonomía.',
      ),
      h2('Las especificaciones que importan'),
      ul(
        'Memoria: 16 GB es el mínimo razonable en 2026.',
        'Almacenamiento: elige un SSD de al menos 512 GB.',
        'Pantalla: un panel mate de 400 nits o más se ve mejor al aire libre.',
        'Puertos: comprueba que carga por USB-C y que tiene las conexiones que usas a diario.',
      ),
      p(
        'Muchos modelos nuevos incluyen una NPU para funciones de IA en el propio dispositivo. Resulta útil para desenfocar el fondo en videollamadas o transcribir sin conexión, pero rara vez justifica pagar mucho más.',
      ),
      h2('Cómo conseguir una buena oferta'),
      p(
        'Los precios suelen bajar poco después del lanzamiento de una nueva generación, así que el modelo del año anterior puede ser una compra excelente. Los portátiles profesionales reacondicionados son otra opción inteligente: son robustos, fáciles de reparar y normalmente tienen garantía. Compara siempre el precio total, incluidos el envío y la posible ampliación de garantía.',
      ),
    ],
    fi: [
      h2('Mieti ensin, mihin konetta tarvitset'),
      p(
        'Sähköpostiin, selailuun ja toimistotöihin lähes mikä tahansa nykyinen kannettava on riittävän nopea, joten keskity näyttöön, näppäimistöön ja akkuun. Kuvan- ja videonkäsittely vaatii tehokkaamman prosessorin, vähintään 16 Gt muistia ja värintoistoltaan tarkan näytön. Pelaajat tarvitsevat erillisen näytönohjaimen, joka lisää painoa ja lyhentää akunkestoa.',
      ),
      h2('Tärkeimmät tekniset tiedot'),
      ul(
        'Muisti: 16 Gt on järkevä vähimmäismäärä vuonna 2026.',
        'Tallennustila: valitse vähintään 512 Gt:n SSD-levy.',
        'Näyttö: mattapintainen, vähintään 400 nitin näyttö on helpompi lukea ulkona.',
        'Liitännät: varmista USB-C-lataus ja ne liitännät, joita käytät päivittäin.',
      ),
      p(
        'Monissa uusissa malleissa on NPU-piiri laitteessa toimivia tekoälyominaisuuksia varten. Siitä on hyötyä esimerkiksi taustan sumentamisessa videopuheluissa ja puheen litteroinnissa ilman verkkoyhteyttä, mutta harvoin se on syy maksaa paljon enemmän.',
      ),
      h2('Näin teet hyvät kaupat'),
      p(
        'Hinnat laskevat usein pian uuden sukupolven julkaisun jälkeen, joten edellisvuoden malli voi olla erinomainen ostos. Kunnostetut yrityskannettavat ovat toinen fiksu vaihtoehto: ne ovat kestäviä, helppoja korjata ja niillä on yleensä takuu. Vertaa aina kokonaishintaa, johon sisältyvät toimituskulut ja mahdollinen lisätakuu.',
      ),
    ],
    nl: [
      h2('Bepaal waarvoor je hem gebruikt'),
      p(
        'Voor e-mail, surfen en kantoorwerk is bijna elke huidige laptop snel genoeg, dus let vooral op het scherm, het toetsenbord en de accu. Voor foto- en videobewerking heb je een krachtigere processor nodig, minstens 16 GB werkgeheugen en een kleurecht scherm. Gamers hebben een aparte videokaart nodig, wat extra gewicht betekent en de accuduur verkort.',
      ),
      h2('De specificaties die ertoe doen'),
      ul(
        'Werkgeheugen: 16 GB is in 2026 het verstandige minimum.',
        'Opslag: kies een SSD van minstens 512 GB.',
        'Scherm: een mat scherm van 400 nits of meer is buiten beter leesbaar.',
        'Aansluitingen: controleer of hij via USB-C laadt en of de poorten die je dagelijks gebruikt aanwezig zijn.',
      ),
      p(
        'Veel nieuwe modellen hebben een NPU voor AI-functies op het apparaat zelf. Handig voor een wazige achtergrond tijdens videogesprekken of offline transcriptie, maar zelden een reden om veel meer te betalen.',
      ),
      h2('Zo vind je een goede deal'),
      p(
        'Prijzen dalen vaak kort na de lancering van een nieuwe generatie, waardoor het model van vorig jaar een uitstekende koop kan zijn. Refurbished zakelijke laptops zijn een andere slimme optie: ze zijn robuust, makkelijk te repareren en meestal voorzien van garantie. Vergelijk altijd de totaalprijs, inclusief verzendkosten en eventuele garantieverlenging.',
      ),
    ],
    no: [
      h2('Finn ut hva du trenger den til'),
      p(
        'Til e-post, nettsurfing og kontorarbeid er nesten alle dagens bærbare PC-er raske nok, så konsentrer deg om skjermen, tastaturet og batteriet. Foto- og videoredigering krever en kraftigere prosessor, minst 16 GB RAM og en skjerm med nøyaktig fargegjengivelse. Gamere trenger et dedikert skjermkort, som gir mer vekt og kortere batteritid.',
      ),
      h2('Spesifikasjonene som teller'),
      ul(
        'Minne: 16 GB er et fornuftig minimum i 2026.',
        'Lagring: Velg en SSD på minst 512 GB.',
        'Skjerm: En matt skjerm på 400 nits eller mer er lettere å lese utendørs.',
        'Porter: Sjekk at den lader via USB-C og har tilkoblingene du bruker hver dag.',
      ),
      p(
        'Mange nye modeller har en NPU for KI-funksjoner som kjører lokalt på maskinen. Den er nyttig til uskarp bakgrunn i videosamtaler og transkribering uten nett, men sjelden en grunn til å betale mye mer.',
      ),
      h2('Slik gjør du et godt kjøp'),
      p(
        'Prisene faller ofte kort tid etter at en ny generasjon lanseres, så fjorårets modell kan være et svært godt kjøp. Brukte, overhalte bedrifts-PC-er er et annet smart valg: De er robuste, enkle å reparere og har som regel garanti. Sammenlign alltid totalprisen, inkludert frakt og eventuell utvidet garanti.',
      ),
    ],
    pl: [
      h2('Zastanów się, do czego go potrzebujesz'),
      p(
        'Do poczty, przeglądania internetu i pracy biurowej niemal każdy współczesny laptop jest wystarczająco szybki, więc skup się na ekranie, klawiaturze i baterii. Obróbka zdjęć i montaż wideo wymagają mocniejszego procesora, co najmniej 16 GB RAM i ekranu o wiernych kolorach. Gracze potrzebują dedykowanej karty graficznej, która zwiększa wagę i skraca czas pracy na baterii.',
      ),
      h2('Parametry, które mają znaczenie'),
      ul(
        'Pamięć: 16 GB to rozsądne minimum w 2026 roku.',
        'Dysk: wybierz SSD o pojemności co najmniej 512 GB.',
        'Ekran: matowa matryca o jasności 400 nitów lub więcej sprawdzi się na zewnątrz.',
        'Złącza: sprawdź ładowanie przez USB-C i porty, z których korzystasz na co dzień.',
      ),
      p(
        'Wiele nowych modeli ma układ NPU do obsługi funkcji AI bezpośrednio na urządzeniu. Przydaje się do rozmywania tła podczas wideorozmów czy transkrypcji offline, ale rzadko jest powodem, by zapłacić znacznie więcej.',
      ),
      h2('Jak znaleźć dobrą ofertę'),
      p(
        'Ceny często spadają krótko po premierze nowej generacji, więc zeszłoroczny model może być świetną okazją. Odnowione laptopy biznesowe to kolejna rozsądna opcja: są wytrzymałe, łatwe w naprawie i zwykle objęte gwarancją. Zawsze porównuj łączną cenę z dostawą i ewentualnym przedłużeniem gwarancji.',
      ),
    ],
    pt: [
      h2('Defina para que você vai usá-lo'),
      p(
        'Para e-mail, navegação e tarefas de escritório, praticamente qualquer notebook atual é rápido o suficiente, então foque na tela, no teclado e na bateria. Edição de fotos e vídeos exige um processador mais potente, pelo menos 16 GB de RAM e uma tela com cores fiéis. Quem joga precisa de uma placa de vídeo dedicada, que aumenta o peso e reduz a autonomia.',
      ),
      h2('As especificações que importam'),
      ul(
        'Memória: 16 GB é o mínimo sensato em 2026.',
        'Armazenamento: escolha um SSD de pelo menos 512 GB.',
        'Tela: um painel fosco com 400 nits ou mais é mais fácil de ler ao ar livre.',
        'Conexões: verifique se ele carrega via USB-C e se tem as portas que você usa no dia a dia.',
      ),
      p(
        'Muitos modelos novos trazem uma NPU para recursos de IA executados no próprio aparelho. Ela é útil para desfocar o fundo em videochamadas ou transcrever sem internet, mas raramente justifica pagar muito mais.',
      ),
      h2('Como fazer um bom negócio'),
      p(
        'Os preços costumam cair pouco depois do lançamento de uma nova geração, então o modelo do ano passado pode ser uma ótima compra. Notebooks corporativos recondicionados são outra opção inteligente: são robustos, fáceis de consertar e geralmente vêm com garantia. Compare sempre o preço total, incluindo frete e eventual garantia estendida.',
      ),
    ],
    sv: [
      h2('Bestäm vad du ska använda den till'),
      p(
        'För mejl, surfande och kontorsarbete räcker nästan alla dagens bärbara datorer gott och väl, så fokusera på skärmen, tangentbordet och batteriet. Bild- och videoredigering kräver en kraftfullare processor, minst 16 GB RAM och en färgtrogen skärm. Gamers behöver ett separat grafikkort, vilket ger mer vikt och kortare batteritid.',
      ),
      h2('Specifikationerna som spelar roll'),
      ul(
        'Minne: 16 GB är ett rimligt minimum 2026.',
        'Lagring: välj en SSD på minst 512 GB.',
        'Skärm: en matt skärm på 400 nits eller mer är lättare att läsa utomhus.',
        'Anslutningar: kontrollera att den laddas via USB-C och har de portar du använder varje dag.',
      ),
      p(
        'Många nya modeller har en NPU för AI-funktioner som körs direkt på datorn. Den är användbar för bakgrundsoskärpa i videosamtal och transkribering utan uppkoppling, men sällan ett skäl att betala mycket mer.',
      ),
      h2('Så gör du ett bra köp'),
      p(
        'Priserna sjunker ofta strax efter att en ny generation har lanserats, så fjolårets modell kan vara ett riktigt fynd. Renoverade företagsdatorer är ett annat smart val: de är robusta, lätta att reparera och har oftast garanti. Jämför alltid totalpriset inklusive frakt och eventuell förlängd garanti.',
      ),
    ],
  },
}

const skincare: GuideSeed = {
  slug: 'skincare-routine-basics',
  subcategory: 'skincare',
  title: {
    en: 'Skincare routine basics',
    de: 'Hautpflege-Routine: die Grundlagen',
    fr: 'Les bases d’une routine de soin',
    it: 'Le basi della skincare quotidiana',
    es: 'Rutina básica de cuidado de la piel',
    fi: 'Ihonhoitorutiinin perusteet',
    nl: 'De basis van een huidverzorgingsroutine',
    no: 'Grunnleggende hudpleierutine',
    pl: 'Podstawy codziennej pielęgnacji skóry',
    pt: 'O básico de uma rotina de skincare',
    sv: 'Grunderna i en hudvårdsrutin',
  },
  excerpt: {
    en: 'You don’t need ten products for healthy skin. A simple routine of cleansing, moisturising and sun protection covers most needs.',
    de: 'Für gesunde Haut brauchen Sie keine zehn Produkte. Eine einfache Routine aus Reinigung, Feuchtigkeitspflege und Sonnenschutz deckt das meiste ab.',
    fr: 'Pas besoin de dix produits pour avoir une belle peau. Une routine simple – nettoyer, hydrater et protéger du soleil – répond à l’essentiel des besoins.',
    it: 'Per una pelle sana non servono dieci prodotti. Una routine semplice fatta di detersione, idratazione e protezione solare copre la maggior parte delle esigenze.',
    es: 'No necesitas diez productos para tener una piel sana. Una rutina sencilla de limpieza, hidratación y protección solar cubre la mayoría de las necesidades.',
    fi: 'Terve iho ei vaadi kymmentä tuotetta. Yksinkertainen rutiini – puhdistus, kosteutus ja aurinkosuoja – riittää useimmille.',
    nl: 'Voor een gezonde huid heb je geen tien producten nodig. Een eenvoudige routine van reinigen, hydrateren en beschermen tegen de zon dekt de meeste behoeften.',
    no: 'Du trenger ikke ti produkter for å få sunn hud. En enkel rutine med rens, fukt og solbeskyttelse dekker de fleste behov.',
    pl: 'Do zdrowej skóry nie potrzebujesz dziesięciu kosmetyków. Prosta rutyna – oczyszczanie, nawilżanie i ochrona przed słońcem – zaspokaja większość potrzeb.',
    pt: 'Você não precisa de dez produtos para ter uma pele saudável. Uma rotina simples de limpeza, hidratação e proteção solar atende à maioria das necessidades.',
    sv: 'Du behöver inte tio produkter för en frisk hud. En enkel rutin med rengöring, återfuktning och solskydd täcker de flesta behov.',
  },
  body: {
    en: [
      h2('The three essential steps'),
      p(
        'A good routine rests on three steps: cleanse, moisturise and protect. Use a gentle cleanser morning and evening to remove dirt and sunscreen without stripping your skin. Follow with a moisturiser that suits your skin type, and finish in the morning with a broad-spectrum sunscreen of at least SPF 30.',
      ),
      ul(
        'Dry skin: creamy cleansers and richer moisturisers with ceramides.',
        'Oily skin: gel cleansers and light, non-comedogenic fluids.',
        'Sensitive skin: fragrance-free products with few ingredients.',
        'Combination skin: a light lotion, with extra care for dry areas.',
      ),
      h2('Adding active ingredients'),
      p(
        'Once the basics are in place, you can add one active ingredient at a time. Vitamin C serums brighten the skin in the morning, while retinoids work overnight to smooth fine lines. Introduce new products slowly and patch-test them on a small area first.',
      ),
      h2('Buying skincare online'),
      p(
        'Check the full ingredient list and the period-after-opening symbol on the packaging. Trusted retailers show batch information and store their products away from heat. If a price looks too good to be true, the product may be counterfeit or past its best.',
      ),
    ],
    de: [
      h2('Die drei wichtigsten Schritte'),
      p(
        'Eine gute Routine beruht auf drei Schritten: reinigen, pflegen und schützen. Verwenden Sie morgens und abends einen milden Reiniger, der Schmutz und Sonnenschutz entfernt, ohne die Haut auszutrocknen. Danach folgt eine Feuchtigkeitspflege, die zu Ihrem Hauttyp passt, und morgens zum Abschluss ein Breitband-Sonnenschutz mit mindestens LSF 30.',
      ),
      ul(
        'Trockene Haut: cremige Reiniger und reichhaltigere Pflege mit Ceramiden.',
        'Fettige Haut: Reinigungsgele und leichte, nicht komedogene Fluids.',
        'Empfindliche Haut: parfümfreie Produkte mit wenigen Inhaltsstoffen.',
        'Mischhaut: eine leichte Lotion und gezielte Extrapflege für trockene Stellen.',
      ),
      h2('Wirkstoffe ergänzen'),
      p(
        'Sitzen die Grundlagen, können Sie nach und nach jeweils einen Wirkstoff hinzufügen. Vitamin-C-Seren sorgen morgens für einen frischen Teint, während Retinoide über Nacht feine Linien glätten. Führen Sie neue Produkte langsam ein und testen Sie sie zuerst an einer kleinen Hautstelle.',
      ),
      h2('Hautpflege online kaufen'),
      p(
        'Prüfen Sie die vollständige Liste der Inhaltsstoffe und das Symbol für die Haltbarkeit nach dem Öffnen auf der Verpackung. Seriöse Händler geben Chargeninformationen an und lagern ihre Produkte vor Hitze geschützt. Wirkt ein Preis zu gut, um wahr zu sein, ist das Produkt womöglich gefälscht oder nicht mehr frisch.',
      ),
    ],
    fr: [
      h2('Les trois étapes essentielles'),
      p(
        'Une bonne routine repose sur trois étapes : nettoyer, hydrater et protéger. Utilisez matin et soir un nettoyant doux qui élimine les impuretés et la crème solaire sans agresser la peau. Appliquez ensuite une crème hydratante adaptée à votre type de peau et terminez le matin par une protection solaire à large spectre, au minimum SPF 30.',
      ),
      ul(
        'Peau sèche : nettoyants crémeux et crèmes plus riches aux céramides.',
        'Peau grasse : gels nettoyants et fluides légers non comédogènes.',
        'Peau sensible : produits sans parfum à la formule courte.',
        'Peau mixte : une lotion légère, avec un soin supplémentaire sur les zones sèches.',
      ),
      h2('Ajouter des actifs'),
      p(
        'Une fois les bases en place, vous pouvez ajouter un actif à la fois. Les sérums à la vitamine C donnent de l’éclat le matin, tandis que les rétinoïdes agissent la nuit pour lisser les ridules. Introduisez les nouveaux produits progressivement et testez-les d’abord sur une petite zone.',
      ),
      h2('Acheter ses soins en ligne'),
      p(
        'Vérifiez la liste complète des ingrédients et le symbole indiquant la durée d’utilisation après ouverture. Les revendeurs fiables indiquent les numéros de lot et stockent leurs produits à l’abri de la chaleur. Si un prix semble trop beau pour être vrai, le produit est peut-être contrefait ou périmé.',
      ),
    ],
    it: [
      h2('I tre passaggi essenziali'),
      p(
        'Una buona routine si basa su tre passaggi: detergere, idratare e proteggere. Usa mattina e sera un detergente delicato che rimuova impurità e crema solare senza seccare la pelle. Prosegui con una crema idratante adatta al tuo tipo di pelle e, al mattino, concludi con una protezione solare ad ampio spettro di almeno SPF 30.',
      ),
      ul(
        'Pelle secca: detergenti cremosi e creme più ricche con ceramidi.',
        'Pelle grassa: detergenti in gel e fluidi leggeri non comedogenici.',
        'Pelle sensibile: prodotti senza profumo e con pochi ingredienti.',
        'Pelle mista: una lozione leggera, con cure extra per le zone secche.',
      ),
      h2('Aggiungere i principi attivi'),
      p(
        'Quando le basi sono consolidate, puoi introdurre un principio attivo alla volta. I sieri alla vitamina C illuminano la pelle al mattino, mentre i retinoidi agiscono di notte per levigare le rughe sottili. Inserisci i nuovi prodotti gradualmente e provali prima su una piccola area.',
      ),
      h2('Acquistare skincare online'),
      p(
        'Controlla l’elenco completo degli ingredienti e il simbolo del periodo di validità dopo l’apertura sulla confezione. I rivenditori affidabili indicano il numero di lotto e conservano i prodotti lontano dal calore. Se un prezzo sembra troppo bello per essere vero, il prodotto potrebbe essere contraffatto o vicino alla scadenza.',
      ),
    ],
    es: [
      h2('Los tres pasos esenciales'),
      p(
        'Una buena rutina se basa en tres pasos: limpiar, hidratar y proteger. Usa por la mañana y por la noche un limpiador suave que elimine la suciedad y el protector solar sin resecar la piel. Después aplica una crema hidratante adecuada a tu tipo de piel y, por la mañana, termina con un protector solar de amplio espectro de al menos SPF 30.',
      ),
      ul(
        'Piel seca: limpiadores cremosos e hidratantes más nutritivos con ceramidas.',
        'Piel grasa: limpiadores en gel y fluidos ligeros no comedogénicos.',
        'Piel sensible: productos sin perfume y con pocos ingredientes.',
        'Piel mixta: una loción ligera y cuidados extra en las zonas secas.',
      ),
      h2('Cómo añadir activos'),
      p(
        'Cuando tengas la base, puedes incorporar un activo cada vez. Los sérums de vitamina C aportan luminosidad por la mañana, mientras que los retinoides actúan por la noche para suavizar las líneas finas. Introduce los productos nuevos poco a poco y pruébalos primero en una zona pequeña.',
      ),
      h2('Comprar cosmética online'),
      p(
        'Revisa la lista completa de ingredientes y el símbolo del periodo después de la apertura en el envase. Las tiendas de confianza indican el número de lote y guardan los productos lejos del calor. Si un precio parece demasiado bueno para ser verdad, puede que el producto sea falso o esté a punto de caducar.',
      ),
    ],
    fi: [
      h2('Kolme tärkeintä vaihetta'),
      p(
        'Hyvä rutiini perustuu kolmeen vaiheeseen: puhdista, kosteuta ja suojaa. Käytä aamuin illoin mietoa puhdistusainetta, joka poistaa lian ja aurinkosuojan kuivattamatta ihoa. Levitä sen jälkeen ihotyypillesi sopiva kosteusvoide ja viimeistele aamulla laajakirjoisella aurinkosuojalla, jonka suojakerroin on vähintään 30.',
      ),
      ul(
        'Kuiva iho: voidemaiset puhdistusaineet ja täyteläisemmät, keramideja sisältävät voiteet.',
        'Rasvainen iho: geelimäiset puhdistusaineet ja kevyet, ihohuokosia tukkimattomat voiteet.',
        'Herkkä iho: hajusteettomat tuotteet, joissa on vähän ainesosia.',
        'Sekaiho: kevyt emulsio ja lisähoitoa kuiville alueille.',
      ),
      h2('Tehoaineiden lisääminen'),
      p(
        'Kun perusrutiini on kunnossa, voit ottaa käyttöön yhden tehoaineen kerrallaan. C-vitamiiniseerumit kirkastavat ihoa aamulla, ja retinoidit silottavat juonteita yön aikana. Ota uudet tuotteet käyttöön vähitellen ja testaa ne ensin pienelle ihoalueelle.',
      ),
      h2('Ihonhoitotuotteiden ostaminen verkosta'),
      p(
        'Tarkista pakkauksesta koko ainesosaluettelo ja avaamisen jälkeisen käyttöajan symboli. Luotettavat kauppiaat kertovat eränumerot ja säilyttävät tuotteet suojassa kuumuudelta. Jos hinta tuntuu liian hyvältä ollakseen totta, tuote voi olla väärennös tai jo vanha.',
      ),
    ],
    nl: [
      h2('De drie essentiële stappen'),
      p(
        'Een goede routine bestaat uit drie stappen: reinigen, hydrateren en beschermen. Gebruik ’s ochtends en ’s avonds een milde reiniger die vuil en zonnebrandcrème verwijdert zonder je huid uit te drogen. Breng daarna een dagcrème aan die bij je huidtype past en sluit ’s ochtends af met een breedspectrum zonnebrandcrème van minimaal SPF 30.',
      ),
      ul(
        'Droge huid: romige reinigers en rijkere crèmes met ceramiden.',
        'Vette huid: reinigingsgels en lichte, niet-comedogene fluids.',
        'Gevoelige huid: parfumvrije producten met weinig ingrediënten.',
        'Gecombineerde huid: een lichte lotion, met extra verzorging voor droge plekken.',
      ),
      h2('Werkzame stoffen toevoegen'),
      p(
        'Als de basis staat, kun je één werkzame stof tegelijk toevoegen. Serums met vitamine C geven ’s ochtends een stralende huid, terwijl retinoïden ’s nachts fijne lijntjes verzachten. Introduceer nieuwe producten geleidelijk en test ze eerst op een klein stukje huid.',
      ),
      h2('Huidverzorging online kopen'),
      p(
        'Controleer de volledige ingrediëntenlijst en het symbool voor de houdbaarheid na opening op de verpakking. Betrouwbare winkels vermelden batchgegevens en bewaren hun producten uit de buurt van warmte. Lijkt een prijs te mooi om waar te zijn, dan is het product misschien nep of niet meer vers.',
      ),
    ],
    no: [
      h2('De tre viktigste stegene'),
      p(
        'En god rutine bygger på tre steg: rens, fukt og beskytt. Bruk en mild rens morgen og kveld som fjerner smuss og solkrem uten å tørke ut huden. Følg opp med en fuktighetskrem som passer hudtypen din, og avslutt om morgenen med en bredspektret solkrem med minst SPF 30.',
      ),
      ul(
        'Tørr hud: kremete rens og rikere fuktighetskremer med ceramider.',
        'Fet hud: rensegel og lette, ikke-komedogene fluider.',
        'Sensitiv hud: parfymefrie produkter med få ingredienser.',
        'Kombinert hud: en lett lotion, med ekstra pleie på tørre partier.',
      ),
      h2('Slik legger du til aktive ingredienser'),
      p(
        'Når grunnrutinen er på plass, kan du legge til én aktiv ingrediens om gangen. Serum med C-vitamin gir glød om morgenen, mens retinoider jobber om natten og glatter ut fine linjer. Introduser nye produkter gradvis, og test dem først på et lite område.',
      ),
      h2('Kjøpe hudpleie på nett'),
      p(
        'Sjekk hele ingredienslisten og symbolet for holdbarhet etter åpning på emballasjen. Seriøse forhandlere oppgir batchnummer og oppbevarer produktene unna varme. Virker prisen for god til å være sann, kan produktet være forfalsket eller gammelt.',
      ),
    ],
    pl: [
      h2('Trzy podstawowe kroki'),
      p(
        'Dobra pielęgnacja opiera się na trzech krokach: oczyszczaniu, nawilżaniu i ochronie. Rano i wieczorem używaj łagodnego środka myjącego, który usunie zanieczyszczenia i filtr przeciwsłoneczny, nie wysuszając skóry. Następnie nałóż krem nawilżający dopasowany do typu skóry, a rano zakończ pielęgnację kremem z filtrem o szerokim spektrum ochrony, co najmniej SPF 30.',
      ),
      ul(
        'Skóra sucha: kremowe środki myjące i bogatsze kremy z ceramidami.',
        'Skóra tłusta: żele myjące i lekkie, niekomedogenne emulsje.',
        'Skóra wrażliwa: kosmetyki bezzapachowe o krótkim składzie.',
        'Skóra mieszana: lekka emulsja i dodatkowa pielęgnacja suchych partii.',
      ),
      h2('Wprowadzanie składników aktywnych'),
      p(
        'Gdy podstawy są już opanowane, możesz dodawać po jednym składniku aktywnym. Sera z witaminą C rozświetlają skórę rano, a retinoidy działają w nocy, wygładzając drobne zmarszczki. Wprowadzaj nowe kosmetyki stopniowo i najpierw przetestuj je na niewielkim fragmencie skóry.',
      ),
      h2('Kupowanie kosmetyków przez internet'),
      p(
        'Sprawdź pełny skład i symbol okresu przydatności po otwarciu na opakowaniu. Rzetelni sprzedawcy podają numery partii i przechowują produkty z dala od ciepła. Jeśli cena wydaje się zbyt piękna, aby była prawdziwa, produkt może być podrobiony lub przeterminowany.',
      ),
    ],
    pt: [
      h2('Os três passos essenciais'),
      p(
        'Uma boa rotina se apoia em três passos: limpar, hidratar e proteger. Use de manhã e à noite um sabonete suave que remova a sujeira e o protetor solar sem ressecar a pele. Em seguida, aplique um hidratante adequado ao seu tipo de pele e, pela manhã, finalize com um protetor solar de amplo espectro com FPS 30 ou mais.',
      ),
      ul(
        'Pele seca: limpadores cremosos e hidratantes mais nutritivos com ceramidas.',
        'Pele oleosa: sabonetes em gel e fluidos leves não comedogênicos.',
        'Pele sensível: produtos sem fragrância e com poucos ingredientes.',
        'Pele mista: uma loção leve, com cuidado extra nas áreas secas.',
      ),
      h2('Incluindo ativos'),
      p(
        'Depois que a base estiver estabelecida, você pode incluir um ativo de cada vez. Séruns de vitamina C dão luminosidade pela manhã, enquanto os retinoides agem durante a noite para suavizar linhas finas. Introduza produtos novos aos poucos e teste-os primeiro em uma pequena área.',
      ),
      h2('Comprando skincare on-line'),
      p(
        'Confira a lista completa de ingredientes e o símbolo de validade após aberto na embalagem. Lojas confiáveis informam o número do lote e armazenam os produtos longe do calor. Se o preço parece bom demais para ser verdade, o produto pode ser falsificado ou estar perto do vencimento.',
      ),
    ],
    sv: [
      h2('De tre viktigaste stegen'),
      p(
        'En bra rutin bygger på tre steg: rengör, återfukta och skydda. Använd en mild rengöring morgon och kväll som tar bort smuts och solskydd utan att torka ut huden. Fortsätt med en fuktkräm som passar din hudtyp och avsluta på morgonen med ett bredspektrumsolskydd med minst SPF 30.',
      ),
      ul(
        'Torr hud: krämiga rengöringar och rikare fuktkrämer med ceramider.',
        'Fet hud: rengöringsgeler och lätta, icke-komedogena fluider.',
        'Känslig hud: oparfymerade produkter med få ingredienser.',
        'Kombinerad hud: en lätt lotion, med extra omsorg om torra partier.',
      ),
      h2('Lägg till aktiva ingredienser'),
      p(
        'När grunden är på plats kan du lägga till en aktiv ingrediens i taget. Serum med C-vitamin ger lyster på morgonen, medan retinoider verkar över natten och jämnar ut fina linjer. Introducera nya produkter gradvis och testa dem först på ett litet hudområde.',
      ),
      h2('Köpa hudvård på nätet'),
      p(
        'Kontrollera hela ingredienslistan och symbolen för hållbarhet efter öppning på förpackningen. Seriösa återförsäljare anger batchnummer och förvarar produkterna skyddade från värme. Om ett pris verkar för bra för att vara sant kan produkten vara förfalskad eller gammal.',
      ),
    ],
  },
}
