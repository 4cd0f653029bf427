import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

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

const tent: GuideSeed = {
  slug: 'choosing-a-tent',
  subcategory: 'camping',
  title: {
    en: 'Choosing a tent',
    de: 'Das richtige Zelt finden',
    fr: 'Bien choisir sa tente',
    it: 'Come scegliere una tenda',
    es: 'Cómo elegir una tienda de campaña',
    fi: 'Näin valitset teltan',
    nl: 'Een tent kiezen',
    no: 'Slik velger du telt',
    pl: 'Jak wybrać namiot',
    pt: 'Como escolher uma barraca',
    sv: 'Så väljer du tält',
  },
  excerpt: {
    en: 'Capacity, weight and weather resistance decide whether a tent suits your trips. Our guide helps you find the right one.',
    de: 'Größe, Gewicht und Wetterfestigkeit entscheiden, ob ein Zelt zu Ihren Touren passt. Unser Ratgeber hilft bei der Auswahl.',
    fr: 'Capacité, poids et résistance aux intempéries déterminent si une tente convient à vos sorties. Notre guide vous aide à trouver la bonne.',
    it: 'Capienza, peso e resistenza alle intemperie decidono se una tenda è adatta alle tue uscite. La nostra guida ti aiuta a trovare quella giusta.',
    es: 'La capacidad, el peso y la resistencia al mal tiempo deciden si una tienda se adapta a tus salidas. Nuestra guía te ayuda a encontrar la adecuada.',
    fi: 'Koko, paino ja sääsuojaus ratkaisevat, sopiiko teltta retkillesi. Oppaamme auttaa löytämään oikean.',
    nl: 'Capaciteit, gewicht en weerbestendigheid bepalen of een tent bij jouw tochten past. Onze gids helpt je de juiste te vinden.',
    no: 'Størrelse, vekt og værbeskyttelse avgjør om et telt passer til turene dine. Guiden vår hjelper deg å finne det rette.',
    pl: 'Pojemność, waga i odporność na warunki pogodowe decydują o tym, czy namiot sprawdzi się na Twoich wyprawach. Nasz poradnik pomoże wybrać właściwy.',
    pt: 'Capacidade, peso e resistência ao mau tempo definem se uma barraca combina com as suas viagens. Nosso guia ajuda você a encontrar a ideal.',
    sv: 'Storlek, vikt och väderskydd avgör om ett tält passar dina turer. Vår guide hjälper dig att hitta rätt.',
  },
  body: {
    en: [
      h2('Capacity and weight'),
      p(
        'Tent capacity is measured in sleeping places, and those places are tight. Many campers choose a tent rated for one person more than they need, to leave space for bags and boots. Backpackers should keep the weight under two kilograms per person, while car campers can favour comfort and headroom.',
      ),
      h2('Seasons and weather protection'),
      p(
        'Three-season tents handle spring, summer and autumn with good ventilation. Four-season models have stronger poles and less mesh to withstand snow and strong wind. Look at the hydrostatic head of the flysheet: 3,000 mm or more keeps you dry in heavy rain.',
      ),
      ul(
        'Two doors make it easier to get in and out without climbing over each other.',
        'Vestibules keep wet gear out of the sleeping area.',
        'Colour-coded poles speed up pitching in the dark.',
        'A footprint protects the groundsheet and extends the tent’s life.',
      ),
      h2('Test it before your first trip'),
      p(
        'Pitch the tent once in your garden or a park before you head out. This way you can check that all parts are included and learn the setup in daylight. Dry the tent thoroughly after every trip to prevent mould.',
      ),
    ],
    de: [
      h2('Größe und Gewicht'),
      p(
        'Die Zeltgröße wird in Schlafplätzen angegeben, und die sind knapp bemessen. Viele Camper wählen deshalb ein Zelt für eine Person mehr als nötig, damit Taschen und Schuhe Platz finden. Wer mit dem Rucksack unterwegs ist, sollte unter zwei Kilogramm pro Person bleiben, beim Autocamping dürfen dagegen Komfort und Stehhöhe im Vordergrund stehen.',
      ),
      h2('Jahreszeiten und Wetterschutz'),
      p(
        'Drei-Jahreszeiten-Zelte eignen sich dank guter Belüftung für Frühling, Sommer und Herbst. Vier-Jahreszeiten-Modelle haben stabilere Gestänge und weniger Moskitonetz, damit sie Schnee und starkem Wind standhalten. Achten Sie auf die Wassersäule des Außenzelts: Ab 3000 mm bleiben Sie auch bei Starkregen trocken.',
      ),
      ul(
        'Zwei Eingänge erleichtern das Ein- und Aussteigen, ohne übereinander klettern zu müssen.',
        'Apsiden halten nasse Ausrüstung aus dem Schlafbereich fern.',
        'Farbcodierte Gestänge beschleunigen den Aufbau im Dunkeln.',
        'Eine Zeltunterlage schützt den Zeltboden und verlängert die Lebensdauer.',
      ),
      h2('Vor der ersten Tour testen'),
      p(
        'Bauen Sie das Zelt vor dem ersten Ausflug einmal im Garten oder im Park auf. So sehen Sie, ob alle Teile vollständig sind, und üben den Aufbau bei Tageslicht. Trocknen Sie das Zelt nach jeder Tour gründlich, damit sich kein Schimmel bildet.',
      ),
    ],
    fr: [
      h2('Capacité et poids'),
      p(
        'La capacité d’une tente s’exprime en nombre de places, et ces places sont étroites. Beaucoup de campeurs choisissent donc une tente prévue pour une personne de plus, afin de ranger sacs et chaussures. En randonnée itinérante, visez moins de deux kilos par personne ; en camping en voiture, vous pouvez privilégier le confort et la hauteur sous toit.',
      ),
      h2('Saisons et protection contre les intempéries'),
      p(
        'Les tentes trois saisons conviennent au printemps, à l’été et à l’automne grâce à une bonne ventilation. Les modèles quatre saisons ont des arceaux plus solides et moins de moustiquaire pour résister à la neige et au vent fort. Regardez l’indice d’imperméabilité du double toit : à partir de 3 000 mm, vous restez au sec même sous une forte pluie.',
      ),
      ul(
        'Deux portes permettent d’entrer et de sortir sans enjamber son voisin.',
        'Les absides gardent le matériel mouillé hors de l’espace de couchage.',
        'Des arceaux à code couleur accélèrent le montage dans le noir.',
        'Un tapis de sol protège le fond de la tente et prolonge sa durée de vie.',
      ),
      h2('Testez-la avant le premier départ'),
      p(
        'Montez la tente une fois dans votre jardin ou dans un parc avant de partir. Vous vérifierez ainsi que toutes les pièces sont présentes et apprendrez le montage à la lumière du jour. Faites bien sécher la tente après chaque sortie pour éviter les moisissures.',
      ),
    ],
    it: [
      h2('Capienza e peso'),
      p(
        'La capienza di una tenda si misura in posti letto, e quei posti sono stretti. Molti campeggiatori scelgono quindi una tenda con un posto in più del necessario, per avere spazio per zaini e scarponi. Chi fa trekking dovrebbe restare sotto i due chili a persona, mentre chi campeggia in auto può privilegiare comfort e altezza interna.',
      ),
      h2('Stagioni e protezione dalle intemperie'),
      p(
        'Le tende tre stagioni sono adatte a primavera, estate e autunno grazie a una buona ventilazione. I modelli quattro stagioni hanno paleria più robusta e meno zanzariera per resistere a neve e vento forte. Controlla la colonna d’acqua del telo esterno: da 3000 mm in su resti all’asciutto anche sotto un acquazzone.',
      ),
      ul(
        'Due ingressi permettono di entrare e uscire senza scavalcare gli altri.',
        'Le absidi tengono l’attrezzatura bagnata fuori dalla zona notte.',
        'La paleria con codice colore velocizza il montaggio al buio.',
        'Un telo di base protegge il pavimento e allunga la vita della tenda.',
      ),
      h2('Provala prima della prima uscita'),
      p(
        'Monta la tenda una volta in giardino o in un parco prima di partire. Così verifichi che non manchi nessun pezzo e impari il montaggio alla luce del giorno. Fai asciugare bene la tenda dopo ogni uscita per evitare la muffa.',
      ),
    ],
    es: [
      h2('Capacidad y peso'),
      p(
        'La capacidad de una tienda se mide en plazas, y esas plazas son justas. Por eso muchos campistas eligen una tienda con una plaza más de la que necesitan, para dejar sitio a mochilas y botas. Si vas de travesía, intenta no superar los dos kilos por persona; si acampas con el coche, puedes priorizar la comodidad y la altura interior.',
      ),
      h2('Estaciones y protección frente al mal tiempo'),
      p(
        'Las tiendas de tres estaciones sirven para primavera, verano y otoño gracias a su buena ventilación. Los modelos de cuatro estaciones tienen varillas más resistentes y menos malla para soportar la nieve y el viento fuerte. Fíjate en la columna de agua del doble techo: a partir de 3000 mm te mantendrás seco incluso con lluvia intensa.',
      ),
      ul(
        'Dos puertas facilitan entrar y salir sin pasar por encima de nadie.',
        'Los ábsides mantienen el equipo mojado fuera de la zona de dormir.',
        'Las varillas con código de colores agilizan el montaje a oscuras.',
        'Una lona base protege el suelo de la tienda y alarga su vida útil.',
      ),
      h2('Pruébala antes de la primera salida'),
      p(
        'Monta la tienda una vez en el jardín o en un parque antes de salir. Así comprobarás que no falta ninguna pieza y aprenderás a montarla con luz de día. Sécala bien después de cada salida para evitar el moho.',
      ),
    ],
    fi: [
      h2('Koko ja paino'),
      p(
        'Teltan koko ilmoitetaan makuupaikkoina, ja ne ovat ahtaita. Moni retkeilijä valitseekin teltan, jossa on yksi paikka enemmän kuin tarvitaan, jotta repuille ja kengille jää tilaa. Vaeltajan kannattaa pysyä alle kahden kilon henkeä kohden, kun taas autolla leireilevä voi painottaa mukavuutta ja korkeutta.',
      ),
      h2('Vuodenajat ja sääsuojaus'),
      p(
        'Kolmen vuodenajan teltat sopivat hyvän tuuletuksensa ansiosta keväälle, kesälle ja syksylle. Neljän vuodenajan malleissa on vahvemmat kaaret ja vähemmän hyttysverkkoa, jotta ne kestävät lunta ja kovaa tuulta. Tarkista ulkoteltan vesipilari: vähintään 3 000 mm pitää sinut kuivana rankkasateessakin.',
      ),
      ul(
        'Kahden oven ansiosta sisään ja ulos pääsee kiipeämättä toisten yli.',
        'Eteistilat pitävät märät varusteet poissa makuutilasta.',
        'Värikoodatut kaaret nopeuttavat pystytystä pimeässä.',
        'Pohjasuoja suojaa teltan pohjaa ja pidentää teltan ikää.',
      ),
      h2('Testaa ennen ensimmäistä retkeä'),
      p(
        'Pystytä teltta kerran pihalla tai puistossa ennen lähtöä. Näin varmistat, että kaikki osat ovat mukana, ja opettelet pystytyksen päivänvalossa. Kuivaa teltta huolellisesti jokaisen retken jälkeen, jotta se ei homehdu.',
      ),
    ],
    nl: [
      h2('Capaciteit en gewicht'),
      p(
        'De capaciteit van een tent wordt uitgedrukt in slaapplaatsen, en die zijn krap bemeten. Veel kampeerders kiezen daarom een tent voor één persoon meer dan nodig, zodat er ruimte is voor tassen en schoenen. Trekkers houden het gewicht het liefst onder de twee kilo per persoon, terwijl autokampeerders voor comfort en stahoogte kunnen gaan.',
      ),
      h2('Seizoenen en bescherming tegen het weer'),
      p(
        'Drieseizoenententen zijn dankzij goede ventilatie geschikt voor lente, zomer en herfst. Vierseizoenenmodellen hebben sterkere stokken en minder muggengaas om sneeuw en harde wind te weerstaan. Let op de waterkolom van het buitendoek: vanaf 3000 mm blijf je ook bij flinke regen droog.',
      ),
      ul(
        'Twee ingangen maken in- en uitstappen makkelijk zonder over elkaar heen te klimmen.',
        'Een apsis houdt natte spullen buiten de slaapruimte.',
        'Stokken met kleurcodes maken het opzetten in het donker sneller.',
        'Een footprint beschermt het grondzeil en verlengt de levensduur van de tent.',
      ),
      h2('Test vóór je eerste tocht'),
      p(
        'Zet de tent één keer op in je tuin of in een park voordat je vertrekt. Zo controleer je of alle onderdelen aanwezig zijn en leer je het opzetten bij daglicht. Laat de tent na elke tocht goed drogen om schimmel te voorkomen.',
      ),
    ],
    no: [
      h2('Størrelse og vekt'),
      p(
        'Teltstørrelse oppgis i antall soveplasser, og plassene er trange. Mange velger derfor et telt for én person mer enn de trenger, slik at det blir plass til sekker og støvler. Skal du gå lange turer med sekk, bør vekten holde seg under to kilo per person, mens bilcampere kan prioritere komfort og takhøyde.',
      ),
      h2('Sesonger og værbeskyttelse'),
      p(
        'Tresesongstelt passer til vår, sommer og høst og har god ventilasjon. Firesesongstelt har kraftigere stenger og mindre myggnetting, slik at de tåler snø og sterk vind. Sjekk vannsøylen på yterteltet: Fra 3000 mm holder du deg tørr selv i kraftig regn.',
      ),
      ul(
        'To innganger gjør det lettere å komme inn og ut uten å klatre over hverandre.',
        'Apsider holder vått utstyr unna soveområdet.',
        'Fargekodede stenger gjør det raskere å slå opp teltet i mørket.',
        'Et underlag beskytter teltgulvet og forlenger teltets levetid.',
      ),
      h2('Test teltet før første tur'),
      p(
        'Slå opp teltet én gang i hagen eller i en park før du drar. Da ser du at alle deler er med, og du lærer oppsettet i dagslys. Tørk teltet grundig etter hver tur for å unngå mugg.',
      ),
    ],
    pl: [
      h2('Pojemność i waga'),
      p(
        'Pojemność namiotu podaje się w liczbie miejsc do spania, a te są dość ciasne. Dlatego wielu turystów wybiera namiot o jedno miejsce większy, niż potrzebuje, by zmieścić plecaki i buty. Na pieszych wyprawach warto nie przekraczać dwóch kilogramów na osobę, natomiast przy biwakowaniu z samochodem można postawić na wygodę i wysokość wnętrza.',
      ),
      h2('Pory roku i ochrona przed pogodą'),
      p(
        'Namioty trzysezonowe sprawdzają się wiosną, latem i jesienią dzięki dobrej wentylacji. Modele czterosezonowe mają mocniejsze stelaże i mniej moskitiery, by wytrzymać śnieg i silny wiatr. Sprawdź wodoodporność tropiku: od 3000 mm słupa wody pozostaniesz suchy nawet podczas ulewy.',
      ),
      ul(
        'Dwa wejścia ułatwiają wchodzenie i wychodzenie bez przechodzenia nad innymi.',
        'Przedsionki pozwalają trzymać mokry sprzęt poza sypialnią.',
        'Kolorowe oznaczenia stelaża przyspieszają rozbijanie po zmroku.',
        'Podłoga ochronna chroni dno namiotu i wydłuża jego żywotność.',
      ),
      h2('Przetestuj go przed pierwszym wyjazdem'),
      p(
        'Przed wyjazdem rozbij namiot raz w ogrodzie lub w parku. Sprawdzisz wtedy, czy niczego nie brakuje, i nauczysz się go rozstawiać za dnia. Po każdej wyprawie dokładnie go wysusz, aby zapobiec pleśni.',
      ),
    ],
    pt: [
      h2('Capacidade e peso'),
      p(
        'A capacidade de uma barraca é indicada em número de pessoas, e o espaço é apertado. Por isso, muitos campistas escolhem uma barraca para uma pessoa a mais do que precisam, para caber mochilas e botas. Em travessias a pé, tente ficar abaixo de dois quilos por pessoa; no camping de carro, dá para priorizar conforto e altura interna.',
      ),
      h2('Estações e proteção contra o mau tempo'),
      p(
        'Barracas três estações atendem bem à primavera, ao verão e ao outono, com boa ventilação. Modelos quatro estações têm varetas mais resistentes e menos tela para aguentar neve e ventos fortes. Observe a coluna d’água do sobreteto: a partir de 3.000 mm você fica seco mesmo em chuva forte.',
      ),
      ul(
        'Duas portas facilitam entrar e sair sem passar por cima de ninguém.',
        'Avancês mantêm o equipamento molhado fora da área de dormir.',
        'Varetas com código de cores agilizam a montagem no escuro.',
        'Uma lona de proteção preserva o piso e aumenta a vida útil da barraca.',
      ),
      h2('Teste antes da primeira viagem'),
      p(
        'Monte a barraca uma vez no quintal ou em um parque antes de viajar. Assim você confere se todas as peças estão lá e aprende a montagem com a luz do dia. Seque bem a barraca depois de cada viagem para evitar mofo.',
      ),
    ],
    sv: [
      h2('Storlek och vikt'),
      p(
        'Tältets storlek anges i antal sovplatser, och de platserna är trånga. Många väljer därför ett tält för en person mer än de behöver, så att det finns plats för väskor och kängor. Vandrar du med packning bör vikten hålla sig under två kilo per person, medan den som campar med bil kan prioritera komfort och takhöjd.',
      ),
      h2('Säsonger och väderskydd'),
      p(
        'Tresäsongstält fungerar under vår, sommar och höst tack vare god ventilation. Fyrsäsongstält har kraftigare bågar och mindre myggnät för att klara snö och hård vind. Titta på yttertältets vattenpelare: från 3 000 mm håller du dig torr även i kraftigt regn.',
      ),
      ul(
        'Två ingångar gör det lättare att ta sig in och ut utan att klättra över varandra.',
        'Absider håller blöt utrustning borta från sovutrymmet.',
        'Färgkodade bågar gör det snabbare att resa tältet i mörker.',
        'Ett footprint skyddar tältgolvet och förlänger tältets livslängd.',
      ),
      h2('Testa före första turen'),
      p(
        'Res tältet en gång i trädgården eller i en park innan du ger dig av. Då ser du att alla delar finns med och lär dig uppsättningen i dagsljus. Torka tältet ordentligt efter varje tur för att undvika mögel.',
      ),
    ],
  },
}

const smartphoneCameras: GuideSeed = {
  slug: 'smartphone-cameras-compared',
  subcategory: 'smartphones',
  title: {
    en: 'Smartphone cameras compared',
    de: 'Smartphone-Kameras im Vergleich',
    fr: 'Les appareils photo des smartphones comparés',
    it: 'Fotocamere degli smartphone a confronto',
    es: 'Comparativa de cámaras de móviles',
    fi: 'Älypuhelinten kamerat vertailussa',
    nl: 'Smartphonecamera’s vergeleken',
    no: 'Mobilkameraer sammenlignet',
    pl: 'Porównanie aparatów w smartfonach',
    pt: 'Câmeras de celular comparadas',
    sv: 'Mobilkameror i jämförelse',
  },
  excerpt: {
    en: 'More megapixels don’t automatically mean better photos. We explain sensors, lenses and processing so you can compare phone cameras with confidence.',
    de: 'Mehr Megapixel bedeuten nicht automatisch bessere Fotos. Wir erklären Sensoren, Objektive und Bildverarbeitung, damit Sie Handykameras sicher vergleichen können.',
    fr: 'Plus de mégapixels ne signifie pas forcément de meilleures photos. Nous vous expliquons capteurs, objectifs et traitement d’image pour comparer les smartphones en toute confiance.',
    it: 'Più megapixel non significano automaticamente foto migliori. Ti spieghiamo sensori, obiettivi ed elaborazione delle immagini per confrontare le fotocamere degli smartphone con sicurezza.',
    es: 'Más megapíxeles no significan automáticamente mejores fotos. Te explicamos sensores, objetivos y procesado para que compares las cámaras de los móviles con criterio.',
    fi: 'Lisää megapikseleitä ei automaattisesti tarkoita parempia kuvia. Kerromme kennoista, objektiiveista ja kuvankäsittelystä, jotta voit vertailla puhelinten kameroita luottavaisin mielin.',
    nl: 'Meer megapixels betekent niet automatisch betere foto’s. We leggen sensoren, lenzen en beeldverwerking uit, zodat je telefooncamera’s goed kunt vergelijken.',
    no: 'Flere megapiksler betyr ikke automatisk bedre bilder. Vi forklarer sensorer, objektiver og bildebehandling, slik at du trygt kan sammenligne mobilkameraer.',
    pl: 'Więcej megapikseli nie oznacza automatycznie lepszych zdjęć. Wyjaśniamy, jak działają matryce, obiektywy i przetwarzanie obrazu, by ułatwić Ci porównanie aparatów w telefonach.',
    pt: 'Mais megapixels não significam automaticamente fotos melhores. Explicamos sensores, lentes e processamento de imagem para você comparar as câmeras dos celulares com segurança.',
    sv: 'Fler megapixlar betyder inte automatiskt bättre bilder. Vi förklarar sensorer, objektiv och bildbehandling så att du tryggt kan jämföra mobilkameror.',
  },
  body: {
    en: [
      h2('Why megapixels are not everything'),
      p(
        'A 200-megapixel sensor sounds impressive, but the size of the sensor and its pixels matters more for image quality. Larger sensors capture more light, which means less noise in dim restaurants and at night. Most phones combine neighbouring pixels and save 12- or 50-megapixel images anyway.',
      ),
      h2('Lenses and zoom'),
      p(
        'Flagship phones usually have a main camera, an ultra-wide lens and a telephoto lens. An optical telephoto with 3x or 5x zoom gives much sharper portraits and distant shots than digital zoom. Mid-range phones often skip the telephoto, so check the specifications if you like photographing people or wildlife.',
      ),
      ul(
        'Main camera: look for a large sensor and optical image stabilisation.',
        'Ultra-wide: useful for architecture, landscapes and group photos.',
        'Telephoto: essential for portraits and zoom shots.',
        'Video: 4K at 60 frames per second with good stabilisation.',
      ),
      h2('Software makes the difference'),
      p(
        'Modern phones merge several exposures into a single photo within a fraction of a second. That is why two phones with the same sensor can produce very different images. Before buying, compare sample photos taken in similar conditions instead of relying on spec sheets.',
      ),
    ],
    de: [
      h2('Warum Megapixel nicht alles sind'),
      p(
        'Ein Sensor mit 200 Megapixeln klingt beeindruckend, doch für die Bildqualität zählen die Größe des Sensors und seiner Pixel mehr. Größere Sensoren fangen mehr Licht ein und liefern dadurch weniger Bildrauschen im schummrigen Restaurant oder bei Nacht. Die meisten Handys fassen ohnehin benachbarte Pixel zusammen und speichern Fotos mit 12 oder 50 Megapixeln.',
      ),
      h2('Objektive und Zoom'),
      p(
        'Flaggschiff-Handys haben meist eine Hauptkamera, ein Ultraweitwinkel- und ein Teleobjektiv. Ein optisches Tele mit 3- oder 5-fachem Zoom liefert deutlich schärfere Porträts und Fernaufnahmen als der Digitalzoom. Mittelklassegeräte verzichten oft auf das Tele – prüfen Sie also die technischen Daten, wenn Sie gern Menschen oder Tiere fotografieren.',
      ),
      ul(
        'Hauptkamera: Achten Sie auf einen großen Sensor und optische Bildstabilisierung.',
        'Ultraweitwinkel: praktisch für Architektur, Landschaften und Gruppenfotos.',
        'Teleobjektiv: unverzichtbar für Porträts und Zoomaufnahmen.',
        'Video: 4K mit 60 Bildern pro Sekunde und guter Stabilisierung.',
      ),
      h2('Die Software macht den Unterschied'),
      p(
        'Moderne Smartphones kombinieren in Sekundenbruchteilen mehrere Belichtungen zu einem einzigen Foto. Deshalb können zwei Handys mit demselben Sensor sehr unterschiedliche Bilder liefern. Vergleichen Sie vor dem Kauf lieber Beispielfotos unter ähnlichen Bedingungen, statt sich auf Datenblätter zu verlassen.',
      ),
    ],
    fr: [
      h2('Pourquoi les mégapixels ne font pas tout'),
      p(
        'Un capteur de 200 mégapixels impressionne, mais la taille du capteur et de ses pixels compte davantage pour la qualité d’image. Les grands capteurs captent plus de lumière, ce qui réduit le bruit dans un restaurant tamisé ou la nuit. La plupart des téléphones regroupent d’ailleurs les pixels voisins et enregistrent des images de 12 ou 50 mégapixels.',
      ),
      h2('Objectifs et zoom'),
      p(
        'Les smartphones haut de gamme disposent généralement d’un capteur principal, d’un ultra grand-angle et d’un téléobjectif. Un téléobjectif optique x3 ou x5 donne des portraits et des prises de vue lointaines bien plus nets que le zoom numérique. Les modèles de milieu de gamme s’en passent souvent : vérifiez la fiche technique si vous aimez photographier des personnes ou des animaux.',
      ),
      ul(
        'Capteur principal : privilégiez un grand capteur et la stabilisation optique.',
        'Ultra grand-angle : pratique pour l’architecture, les paysages et les photos de groupe.',
        'Téléobjectif : indispensable pour les portraits et les photos zoomées.',
        'Vidéo : 4K à 60 images par seconde avec une bonne stabilisation.',
      ),
      h2('Le logiciel fait la différence'),
      p(
        'Les smartphones modernes fusionnent plusieurs expositions en une seule photo en une fraction de seconde. C’est pourquoi deux téléphones équipés du même capteur peuvent produire des images très différentes. Avant d’acheter, comparez des photos prises dans des conditions similaires plutôt que de vous fier aux fiches techniques.',
      ),
    ],
    it: [
      h2('Perché i megapixel non sono tutto'),
      p(
        'Un sensore da 200 megapixel fa colpo, ma per la qualità dell’immagine contano di più le dimensioni del sensore e dei suoi pixel. I sensori più grandi catturano più luce e quindi producono meno rumore in un ristorante poco illuminato o di notte. La maggior parte degli smartphone, comunque, unisce i pixel vicini e salva foto da 12 o 50 megapixel.',
      ),
      h2('Obiettivi e zoom'),
      p(
        'Gli smartphone top di gamma hanno di solito una fotocamera principale, un ultragrandangolo e un teleobiettivo. Un teleobiettivo ottico 3x o 5x offre ritratti e scatti a distanza molto più nitidi dello zoom digitale. I modelli di fascia media spesso ne sono privi, quindi controlla le specifiche se ami fotografare persone o animali.',
      ),
      ul(
        'Fotocamera principale: cerca un sensore grande e la stabilizzazione ottica.',
        'Ultragrandangolo: utile per architettura, paesaggi e foto di gruppo.',
        'Teleobiettivo: indispensabile per ritratti e scatti con zoom.',
        'Video: 4K a 60 fotogrammi al secondo con una buona stabilizzazione.',
      ),
      h2('È il software a fare la differenza'),
      p(
        'Gli smartphone moderni combinano più esposizioni in un’unica foto in una frazione di secondo. Per questo due telefoni con lo stesso sensore possono produrre immagini molto diverse. Prima di acquistare, confronta foto di esempio scattate in condizioni simili invece di affidarti alle schede tecniche.',
      ),
    ],
    es: [
      h2('Por qué los megapíxeles no lo son todo'),
      p(
        'Un sensor de 200 megapíxeles suena impresionante, pero para la calidad de imagen importa más el tamaño del sensor y de sus píxeles. Los sensores grandes captan más luz, lo que se traduce en menos ruido en un restaurante con poca luz o de noche. De todos modos, la mayoría de los móviles combinan píxeles vecinos y guardan fotos de 12 o 50 megapíxeles.',
      ),
      h2('Objetivos y zoom'),
      p(
        'Los móviles de gama alta suelen tener una cámara principal, un gran angular y un teleobjetivo. Un teleobjetivo óptico de 3x o 5x ofrece retratos y tomas lejanas mucho más nítidos que el zoom digital. Los modelos de gama media a menudo prescinden del teleobjetivo, así que revisa las especificaciones si te gusta fotografiar personas o animales.',
      ),
      ul(
        'Cámara principal: busca un sensor grande y estabilización óptica.',
        'Gran angular: útil para arquitectura, paisajes y fotos de grupo.',
        'Teleobjetivo: imprescindible para retratos y fotos con zoom.',
        'Vídeo: 4K a 60 fotogramas por segundo con buena estabilización.',
      ),
      h2('El software marca la diferencia'),
      p(
        'Los móviles actuales combinan varias exposiciones en una sola foto en una fracción de segundo. Por eso dos teléfonos con el mismo sensor pueden dar imágenes muy distintas. Antes de comprar, compara fotos de ejemplo tomadas en condiciones similares en lugar de fiarte de las fichas técnicas.',
      ),
    ],
    fi: [
      h2('Miksi megapikselit eivät ole kaikki kaikessa'),
      p(
        '200 megapikselin kenno kuulostaa vaikuttavalta, mutta kuvanlaadulle kennon ja sen pikselien koko on tärkeämpää. Suuremmat kennot keräävät enemmän valoa, joten hämärässä ravintolassa ja yöllä kuvissa on vähemmän kohinaa. Useimmat puhelimet yhdistävät joka tapauksessa vierekkäisiä pikseleitä ja tallentavat 12 tai 50 megapikselin kuvia.',
      ),
      h2('Objektiivit ja zoom'),
      p(
        'Huippupuhelimissa on yleensä pääkamera, ultralaajakulma ja teleobjektiivi. Optinen 3- tai 5-kertainen tele tuottaa paljon terävämpiä muotokuvia ja kaukokuvia kuin digitaalinen zoom. Keskihintaisista puhelimista tele usein puuttuu, joten tarkista tekniset tiedot, jos kuvaat mielelläsi ihmisiä tai eläimiä.',
      ),
      ul(
        'Pääkamera: etsi suurta kennoa ja optista kuvanvakainta.',
        'Ultralaajakulma: kätevä arkkitehtuuriin, maisemiin ja ryhmäkuviin.',
        'Teleobjektiivi: välttämätön muotokuviin ja zoomattuihin kuviin.',
        'Video: 4K-tarkkuus 60 kuvaa sekunnissa ja hyvä vakautus.',
      ),
      h2('Ohjelmisto ratkaisee'),
      p(
        'Nykyaikaiset puhelimet yhdistävät useita valotuksia yhdeksi kuvaksi sekunnin murto-osassa. Siksi kaksi puhelinta, joissa on sama kenno, voivat tuottaa hyvin erilaisia kuvia. Vertaa ennen ostoa samankaltaisissa oloissa otettuja esimerkkikuvia äläkä luota pelkkiin teknisiin tietoihin.',
      ),
    ],
    nl: [
      h2('Waarom megapixels niet alles zeggen'),
      p(
        'Een sensor van 200 megapixel klinkt indrukwekkend, maar voor de beeldkwaliteit zijn de grootte van de sensor en de pixels belangrijker. Grotere sensoren vangen meer licht op, wat minder ruis oplevert in een schemerig restaurant of ’s nachts. De meeste telefoons voegen bovendien naburige pixels samen en slaan foto’s van 12 of 50 megapixel op.',
      ),
      h2('Lenzen en zoom'),
      p(
        'Topmodellen hebben meestal een hoofdcamera, een ultragroothoeklens en een telelens. Een optische telelens met 3x of 5x zoom levert veel scherpere portretten en verre opnamen dan digitale zoom. Middenklassers laten de telelens vaak weg, dus bekijk de specificaties als je graag mensen of dieren fotografeert.',
      ),
      ul(
        'Hoofdcamera: kies een grote sensor en optische beeldstabilisatie.',
        'Ultragroothoek: handig voor architectuur, landschappen en groepsfoto’s.',
        'Telelens: onmisbaar voor portretten en zoomopnamen.',
        'Video: 4K met 60 beelden per seconde en goede stabilisatie.',
      ),
      h2('Software maakt het verschil'),
      p(
        'Moderne telefoons combineren in een fractie van een seconde meerdere belichtingen tot één foto. Daarom kunnen twee telefoons met dezelfde sensor heel verschillende beelden opleveren. Vergelijk vóór je koopt liever voorbeeldfoto’s die onder vergelijkbare omstandigheden zijn gemaakt, in plaats van op specificatiebladen te vertrouwen.',
      ),
    ],
    no: [
      h2('Derfor er ikke megapiksler alt'),
      p(
        'En sensor på 200 megapiksler høres imponerende ut, men for bildekvaliteten betyr størrelsen på sensoren og pikslene mer. Større sensorer fanger mer lys, noe som gir mindre støy på en dunkel restaurant og om natten. De fleste mobiler slår uansett sammen nabopiksler og lagrer bilder på 12 eller 50 megapiksler.',
      ),
      h2('Objektiver og zoom'),
      p(
        'Toppmodellene har som regel et hovedkamera, et ultravidvinkelobjektiv og et teleobjektiv. En optisk tele med 3x eller 5x zoom gir langt skarpere portretter og bilder på avstand enn digital zoom. Mellomklassemobiler mangler ofte tele, så sjekk spesifikasjonene hvis du liker å fotografere folk eller dyr.',
      ),
      ul(
        'Hovedkamera: Se etter en stor sensor og optisk bildestabilisering.',
        'Ultravidvinkel: Nyttig for arkitektur, landskap og gruppebilder.',
        'Teleobjektiv: Avgjørende for portretter og zoombilder.',
        'Video: 4K i 60 bilder per sekund med god stabilisering.',
      ),
      h2('Programvaren utgjør forskjellen'),
      p(
        'Moderne mobiler setter sammen flere eksponeringer til ett bilde på en brøkdel av et sekund. Derfor kan to telefoner med samme sensor gi svært ulike bilder. Før du kjøper, bør du sammenligne eksempelbilder tatt under like forhold i stedet for å stole på databladene.',
      ),
    ],
    pl: [
      h2('Dlaczego megapiksele to nie wszystko'),
      p(
        'Matryca 200 Mpx robi wrażenie, ale dla jakości zdjęć ważniejsza jest wielkość matrycy i jej pikseli. Większe matryce zbierają więcej światła, dzięki czemu zdjęcia w przyciemnionej restauracji czy nocą mają mniej szumów. Większość telefonów i tak łączy sąsiednie piksele i zapisuje zdjęcia w rozdzielczości 12 lub 50 Mpx.',
      ),
      h2('Obiektywy i zoom'),
      p(
        'Flagowe smartfony mają zwykle aparat główny, obiektyw ultraszerokokątny i teleobiektyw. Optyczny teleobiektyw 3x lub 5x daje znacznie ostrzejsze portrety i ujęcia z daleka niż zoom cyfrowy. Telefony ze średniej półki często go nie mają, więc sprawdź specyfikację, jeśli lubisz fotografować ludzi lub zwierzęta.',
      ),
      ul(
        'Aparat główny: szukaj dużej matrycy i optycznej stabilizacji obrazu.',
        'Obiektyw ultraszerokokątny: przydatny do zdjęć architektury, krajobrazów i grupowych.',
        'Teleobiektyw: niezbędny do portretów i zdjęć z zoomem.',
        'Wideo: 4K w 60 klatkach na sekundę z dobrą stabilizacją.',
      ),
      h2('Oprogramowanie robi różnicę'),
      p(
        'Nowoczesne smartfony w ułamku sekundy łączą kilka ekspozycji w jedno zdjęcie. Dlatego dwa telefony z tą samą matrycą mogą dawać zupełnie różne efekty. Przed zakupem porównaj przykładowe zdjęcia zrobione w podobnych warunkach, zamiast polegać na kartach katalogowych.',
      ),
    ],
    pt: [
      h2('Por que megapixels não são tudo'),
      p(
        'Um sensor de 200 megapixels impressiona, mas o tamanho do sensor e dos pixels pesa mais na qualidade da imagem. Sensores maiores captam mais luz, o que resulta em menos ruído em um restaurante com pouca luz ou à noite. Além disso, a maioria dos celulares combina pixels vizinhos e salva fotos de 12 ou 50 megapixels.',
      ),
      h2('Lentes e zoom'),
      p(
        'Os celulares topo de linha costumam ter câmera principal, ultrawide e teleobjetiva. Uma teleobjetiva óptica de 3x ou 5x gera retratos e fotos à distância muito mais nítidos que o zoom digital. Modelos intermediários muitas vezes não têm teleobjetiva, então confira a ficha técnica se você gosta de fotografar pessoas ou animais.',
      ),
      ul(
        'Câmera principal: procure um sensor grande e estabilização óptica.',
        'Ultrawide: útil para arquitetura, paisagens e fotos em grupo.',
        'Teleobjetiva: essencial para retratos e fotos com zoom.',
        'Vídeo: 4K a 60 quadros por segundo com boa estabilização.',
      ),
      h2('O software faz a diferença'),
      p(
        'Os celulares modernos combinam várias exposições em uma única foto em uma fração de segundo. É por isso que dois aparelhos com o mesmo sensor podem produzir imagens muito diferentes. Antes de comprar, compare fotos de exemplo feitas em condições parecidas em vez de confiar apenas na ficha técnica.',
      ),
    ],
    sv: [
      h2('Därför är megapixlar inte allt'),
      p(
        'En sensor på 200 megapixlar låter imponerande, men för bildkvaliteten spelar storleken på sensorn och dess pixlar större roll. Större sensorer fångar mer ljus, vilket ger mindre brus på en dunkel restaurang eller på natten. De flesta mobiler slår dessutom ihop intilliggande pixlar och sparar bilder på 12 eller 50 megapixlar.',
      ),
      h2('Objektiv och zoom'),
      p(
        'Toppmodeller har oftast en huvudkamera, ett ultravidvinkelobjektiv och ett teleobjektiv. Ett optiskt tele med 3x eller 5x zoom ger betydligt skarpare porträtt och bilder på avstånd än digital zoom. Mellanklassmobiler saknar ofta tele, så kolla specifikationerna om du gärna fotograferar människor eller djur.',
      ),
      ul(
        'Huvudkamera: leta efter en stor sensor och optisk bildstabilisering.',
        'Ultravidvinkel: praktiskt för arkitektur, landskap och gruppbilder.',
        'Teleobjektiv: oumbärligt för porträtt och zoombilder.',
        'Video: 4K i 60 bilder per sekund med bra stabilisering.',
      ),
      h2('Mjukvaran gör skillnaden'),
      p(
        'Moderna mobiler slår ihop flera exponeringar till en enda bild på en bråkdel av en sekund. Därför kan två telefoner med samma sensor ge mycket olika bilder. Jämför hellre exempelbilder tagna under liknande förhållanden innan du köper, i stället för att lita på databladen.',
      ),
    ],
  },
}

const sofa: GuideSeed = {
  slug: 'buying-a-sofa',
  subcategory: 'furniture',
  title: {
    en: 'Buying a sofa',
    de: 'Worauf Sie beim Sofakauf achten sollten',
    fr: 'Bien acheter son canapé',
    it: 'Come comprare un divano',
    es: 'Cómo comprar un sofá',
    fi: 'Näin ostat sohvan',
    nl: 'Een bank kopen',
    no: 'Slik kjøper du sofa',
    pl: 'Jak kupić sofę',
    pt: 'Como comprar um sofá',
    sv: 'Så köper du rätt soffa',
  },
  excerpt: {
    en: 'A sofa is an investment you’ll use every day. Measure carefully, choose the right fabric and test the comfort before you order.',
    de: 'Ein Sofa ist eine Anschaffung, die Sie jeden Tag nutzen. Messen Sie sorgfältig, wählen Sie den richtigen Bezug und testen Sie den Sitzkomfort, bevor Sie bestellen.',
    fr: 'Un canapé est un investissement dont vous profitez tous les jours. Mesurez soigneusement, choisissez le bon revêtement et testez le confort avant de commander.',
    it: 'Il divano è un investimento che usi ogni giorno. Prendi bene le misure, scegli il rivestimento giusto e prova la comodità prima di ordinare.',
    es: 'Un sofá es una inversión que usarás a diario. Mide con cuidado, elige la tapicería adecuada y prueba la comodidad antes de hacer el pedido.',
    fi: 'Sohva on hankinta, jota käytät joka päivä. Mittaa huolellisesti, valitse oikea verhoilu ja testaa istumamukavuus ennen tilaamista.',
    nl: 'Een bank is een aankoop die je elke dag gebruikt. Meet zorgvuldig, kies de juiste bekleding en test het zitcomfort voordat je bestelt.',
    no: 'En sofa er en investering du bruker hver dag. Mål nøye, velg riktig trekk og test komforten før du bestiller.',
    pl: 'Sofa to inwestycja, z której korzystasz każdego dnia. Dokładnie wszystko zmierz, wybierz odpowiednie obicie i sprawdź wygodę przed złożeniem zamówienia.',
    pt: 'O sofá é um investimento que você vai usar todos os dias. Meça com cuidado, escolha o revestimento certo e teste o conforto antes de fazer o pedido.',
    sv: 'En soffa är en investering som du använder varje dag. Mät noggrant, välj rätt klädsel och testa komforten innan du beställer.',
  },
  body: {
    en: [
      h2('Measure twice, order once'),
      p(
        'Measure the room, but also the doors, stairwells and lifts the sofa has to pass through. Mark its footprint on the floor with masking tape to see how much space remains for walking. Allow at least 80 centimetres of free space in front of the sofa.',
      ),
      h2('Frame, filling and fabric'),
      p(
        'A kiln-dried hardwood frame lasts far longer than one made of chipboard. Cushions with pocket springs or high-density foam keep their shape, while feather fillings feel softer but need regular plumping. For homes with children or pets, choose a hard-wearing performance fabric or a removable, washable cover.',
      ),
      ul(
        'Seat depth: 55 to 60 cm suits most people.',
        'Seat height: around 45 cm makes it easy to stand up.',
        'Fabric: check the Martindale rub test, ideally over 25,000 cycles.',
        'Delivery: ask whether your old furniture will be taken away.',
      ),
      h2('Buying online with confidence'),
      p(
        'Order fabric samples before committing, as colours look different on screen. Read the returns policy closely, since large items often come with special conditions. Many retailers offer a trial period or showrooms where you can sit on the model first.',
      ),
    ],
    de: [
      h2('Zweimal messen, einmal bestellen'),
      p(
        'Messen Sie nicht nur das Zimmer, sondern auch Türen, Treppenhäuser und Aufzüge, durch die das Sofa passen muss. Markieren Sie die Stellfläche mit Malerkrepp auf dem Boden, um zu sehen, wie viel Platz zum Gehen bleibt. Vor dem Sofa sollten mindestens 80 Zentimeter frei bleiben.',
      ),
      h2('Gestell, Polsterung und Bezug'),
      p(
        'Ein Gestell aus kammergetrocknetem Hartholz hält deutlich länger als eines aus Spanplatte. Kissen mit Taschenfederkern oder hochdichtem Schaum behalten ihre Form, Federfüllungen sind weicher, müssen aber regelmäßig aufgeschüttelt werden. In Haushalten mit Kindern oder Haustieren empfiehlt sich ein strapazierfähiger Funktionsstoff oder ein abnehmbarer, waschbarer Bezug.',
      ),
      ul(
        'Sitztiefe: 55 bis 60 cm passen für die meisten Menschen.',
        'Sitzhöhe: Rund 45 cm erleichtern das Aufstehen.',
        'Bezugsstoff: Achten Sie auf den Martindale-Scheuertest, idealerweise über 25.000 Touren.',
        'Lieferung: Fragen Sie, ob Altmöbel mitgenommen werden.',
      ),
      h2('Sicher online kaufen'),
      p(
        'Bestellen Sie vorab Stoffmuster, denn Farben wirken am Bildschirm anders. Lesen Sie die Rückgabebedingungen genau, da für große Artikel oft besondere Regeln gelten. Viele Händler bieten eine Testphase oder Showrooms, in denen Sie das Modell vorher probesitzen können.',
      ),
    ],
    fr: [
      h2('Mesurer deux fois, commander une fois'),
      p(
        'Mesurez la pièce, mais aussi les portes, les cages d’escalier et les ascenseurs par lesquels le canapé devra passer. Délimitez son emprise au sol avec du ruban de masquage pour voir l’espace qui restera pour circuler. Prévoyez au moins 80 centimètres de passage devant le canapé.',
      ),
      h2('Structure, garnissage et revêtement'),
      p(
        'Une structure en bois massif séché au four dure bien plus longtemps qu’une structure en aggloméré. Les coussins à ressorts ensachés ou en mousse haute densité gardent leur forme, tandis que les garnissages en plumes sont plus moelleux mais doivent être regonflés régulièrement. Dans un foyer avec enfants ou animaux, optez pour un tissu technique résistant ou une housse amovible et lavable.',
      ),
      ul(
        'Profondeur d’assise : 55 à 60 cm conviennent à la plupart des gens.',
        'Hauteur d’assise : environ 45 cm permettent de se relever facilement.',
        'Tissu : vérifiez le test Martindale, idéalement plus de 25 000 cycles.',
        'Livraison : demandez si l’ancien mobilier est repris.',
      ),
      h2('Acheter en ligne en toute confiance'),
      p(
        'Commandez des échantillons de tissu avant de vous décider, car les couleurs rendent différemment à l’écran. Lisez attentivement les conditions de retour, souvent particulières pour les articles volumineux. De nombreux vendeurs proposent une période d’essai ou des showrooms où vous pouvez d’abord vous asseoir sur le modèle.',
      ),
    ],
    it: [
      h2('Misura due volte, ordina una volta'),
      p(
        'Misura la stanza, ma anche porte, vani scala e ascensori da cui il divano dovrà passare. Segna l’ingombro sul pavimento con del nastro di carta per capire quanto spazio resta per muoverti. Lascia almeno 80 centimetri liberi davanti al divano.',
      ),
      h2('Struttura, imbottitura e rivestimento'),
      p(
        'Una struttura in legno massello essiccato in forno dura molto più a lungo di una in truciolare. I cuscini a molle insacchettate o in espanso ad alta densità mantengono la forma, mentre le imbottiture in piuma sono più morbide ma vanno sprimacciate spesso. Se in casa ci sono bambini o animali, scegli un tessuto tecnico resistente o un rivestimento sfoderabile e lavabile.',
      ),
      ul(
        'Profondità della seduta: 55-60 cm vanno bene per la maggior parte delle persone.',
        'Altezza della seduta: circa 45 cm rendono facile alzarsi.',
        'Tessuto: controlla il test Martindale, idealmente oltre 25.000 cicli.',
        'Consegna: chiedi se viene ritirato il vecchio divano.',
      ),
      h2('Acquistare online in tutta sicurezza'),
      p(
        'Ordina i campioni di tessuto prima di decidere, perché sullo schermo i colori appaiono diversi. Leggi con attenzione le condizioni di reso, dato che per gli articoli ingombranti valgono spesso regole particolari. Molti rivenditori offrono un periodo di prova o showroom dove puoi sederti sul modello prima di acquistarlo.',
      ),
    ],
    es: [
      h2('Mide dos veces, pide una'),
      p(
        'Mide la habitación, pero también las puertas, las escaleras y el ascensor por los que tendrá que pasar el sofá. Marca su superficie en el suelo con cinta de carrocero para ver cuánto espacio queda para moverte. Deja al menos 80 centímetros libres delante del sofá.',
      ),
      h2('Estructura, relleno y tapicería'),
      p(
        'Una estructura de madera maciza secada en horno dura mucho más que una de aglomerado. Los cojines con muelles ensacados o espuma de alta densidad mantienen la forma, mientras que los rellenos de pluma son más mullidos pero hay que ahuecarlos a menudo. Si en casa hay niños o mascotas, elige una tela técnica resistente o una funda desenfundable y lavable.',
      ),
      ul(
        'Profundidad del asiento: entre 55 y 60 cm es adecuada para la mayoría.',
        'Altura del asiento: unos 45 cm facilitan levantarse.',
        'Tela: consulta la prueba Martindale, idealmente más de 25.000 ciclos.',
        'Entrega: pregunta si se llevan el mueble viejo.',
      ),
      h2('Comprar online con confianza'),
      p(
        'Pide muestras de tela antes de decidirte, porque los colores se ven distintos en pantalla. Lee con atención la política de devoluciones, ya que los artículos voluminosos suelen tener condiciones especiales. Muchas tiendas ofrecen un periodo de prueba o exposiciones donde puedes sentarte en el modelo antes de comprarlo.',
      ),
    ],
    fi: [
      h2('Mittaa kahdesti, tilaa kerran'),
      p(
        'Mittaa huoneen lisäksi ovet, porraskäytävät ja hissit, joiden kautta sohva on kuljetettava. Merkitse sohvan paikka lattiaan maalarinteipillä, niin näet, kuinka paljon kulkutilaa jää. Jätä sohvan eteen vähintään 80 senttimetriä vapaata tilaa.',
      ),
      h2('Runko, täyte ja verhoilu'),
      p(
        'Uunikuivatusta lehtipuusta tehty runko kestää paljon pidempään kuin lastulevyrunko. Taskujousilla tai korkeatiheyksisellä vaahtomuovilla täytetyt tyynyt säilyttävät muotonsa, kun taas untuvatäytteiset ovat pehmeämpiä mutta vaativat säännöllistä pöyhimistä. Lapsiperheissä ja lemmikkitalouksissa kannattaa valita kestävä tekninen kangas tai irrotettava, pestävä päällinen.',
      ),
      ul(
        'Istuinsyvyys: 55–60 cm sopii useimmille.',
        'Istuinkorkeus: noin 45 cm helpottaa ylös nousemista.',
        'Kangas: tarkista Martindale-hankauskesto, mieluiten yli 25 000 kierrosta.',
        'Toimitus: kysy, viedäänkö vanha sohva pois.',
      ),
      h2('Turvallisesti verkosta'),
      p(
        'Tilaa kangasnäytteet ennen päätöstä, sillä värit näyttävät ruudulla erilaisilta. Lue palautusehdot tarkasti, koska isoille tuotteille on usein omat sääntönsä. Monet kauppiaat tarjoavat kokeilujakson tai myymälän, jossa voit kokeilla mallia istumalla ennen ostoa.',
      ),
    ],
    nl: [
      h2('Twee keer meten, één keer bestellen'),
      p(
        'Meet niet alleen de kamer, maar ook de deuren, trappenhuizen en liften waar de bank doorheen moet. Markeer het vloeroppervlak met afplaktape om te zien hoeveel loopruimte er overblijft. Houd minstens 80 centimeter vrije ruimte voor de bank aan.',
      ),
      h2('Frame, vulling en bekleding'),
      p(
        'Een frame van ovengedroogd hardhout gaat veel langer mee dan een frame van spaanplaat. Kussens met pocketvering of koudschuim met een hoge dichtheid houden hun vorm, terwijl donsvullingen zachter zitten maar regelmatig opgeschud moeten worden. Heb je kinderen of huisdieren, kies dan een sterke, vlekbestendige stof of een afneembare, wasbare hoes.',
      ),
      ul(
        'Zitdiepte: 55 tot 60 cm past bij de meeste mensen.',
        'Zithoogte: ongeveer 45 cm maakt opstaan makkelijk.',
        'Stof: kijk naar de Martindale-schuurtest, bij voorkeur meer dan 25.000 toeren.',
        'Levering: vraag of je oude meubels worden meegenomen.',
      ),
      h2('Met vertrouwen online kopen'),
      p(
        'Bestel eerst stofstalen, want kleuren zien er op een scherm anders uit. Lees de retourvoorwaarden goed door, omdat voor grote artikelen vaak speciale regels gelden. Veel winkels bieden een proefperiode of showrooms waar je het model eerst kunt uitproberen.',
      ),
    ],
    no: [
      h2('Mål to ganger, bestill én gang'),
      p(
        'Mål rommet, men også dører, trappeoppganger og heiser som sofaen må gjennom. Marker plassen på gulvet med maskeringstape for å se hvor mye gangareal som blir igjen. Sørg for minst 80 centimeter fri plass foran sofaen.',
      ),
      h2('Ramme, stopping og trekk'),
      p(
        'En ramme av ovnstørket hardtre varer mye lenger enn en av sponplate. Puter med pocketfjærer eller høyelastisk skum holder formen, mens dunfyll er mykere, men må ristes opp jevnlig. I hjem med barn eller kjæledyr bør du velge et slitesterkt funksjonsstoff eller et avtakbart, vaskbart trekk.',
      ),
      ul(
        'Setedybde: 55 til 60 cm passer de fleste.',
        'Setehøyde: Rundt 45 cm gjør det lett å reise seg.',
        'Stoff: Sjekk Martindale-testen, helst over 25 000 runder.',
        'Levering: Spør om gamle møbler blir hentet.',
      ),
      h2('Trygg netthandel'),
      p(
        'Bestill stoffprøver før du bestemmer deg, for farger ser annerledes ut på skjermen. Les returvilkårene nøye, siden store varer ofte har egne betingelser. Mange forhandlere tilbyr en prøveperiode eller utstillingslokaler der du kan prøvesitte modellen først.',
      ),
    ],
    pl: [
      h2('Dwa razy zmierz, raz zamów'),
      p(
        'Zmierz pokój, ale także drzwi, klatkę schodową i windę, przez które sofa musi przejść. Zaznacz jej obrys na podłodze taśmą malarską, aby zobaczyć, ile miejsca zostanie na swobodne przejście. Przed sofą zostaw co najmniej 80 centymetrów wolnej przestrzeni.',
      ),
      h2('Stelaż, wypełnienie i obicie'),
      p(
        'Stelaż z suszonego komorowo twardego drewna wytrzyma znacznie dłużej niż konstrukcja z płyty wiórowej. Poduszki ze sprężynami kieszeniowymi lub pianką wysokoelastyczną trzymają kształt, a wypełnienie z pierza jest miększe, ale wymaga regularnego wzruszania. W domu z dziećmi lub zwierzętami wybierz wytrzymałą, łatwą w czyszczeniu tkaninę lub zdejmowany pokrowiec, który można prać.',
      ),
      ul(
        'Głębokość siedziska: 55–60 cm pasuje większości osób.',
        'Wysokość siedziska: około 45 cm ułatwia wstawanie.',
        'Tkanina: sprawdź wynik testu Martindale’a, najlepiej powyżej 25 000 cykli.',
        'Dostawa: zapytaj, czy sprzedawca odbiera stare meble.',
      ),
      h2('Bezpieczne zakupy online'),
      p(
        'Przed podjęciem decyzji zamów próbki tkanin, bo na ekranie kolory wyglądają inaczej. Dokładnie przeczytaj zasady zwrotów, ponieważ przy dużych produktach często obowiązują szczególne warunki. Wielu sprzedawców oferuje okres próbny lub salony, w których możesz najpierw usiąść na wybranym modelu.',
      ),
    ],
    pt: [
      h2('Meça duas vezes, compre uma'),
      p(
        'Meça o ambiente, mas também as portas, escadas e elevadores por onde o sofá vai passar. Marque a área no chão com fita crepe para ver quanto espaço sobra para circular. Deixe pelo menos 80 centímetros livres na frente do sofá.',
      ),
      h2('Estrutura, enchimento e revestimento'),
      p(
        'Uma estrutura de madeira maciça seca em estufa dura muito mais do que uma de aglomerado. Almofadas com molas ensacadas ou espuma de alta densidade mantêm o formato, enquanto os enchimentos de pluma são mais macios, mas precisam ser afofados com frequência. Em casas com crianças ou pets, escolha um tecido técnico resistente ou uma capa removível e lavável.',
      ),
      ul(
        'Profundidade do assento: de 55 a 60 cm atende à maioria das pessoas.',
        'Altura do assento: cerca de 45 cm facilita na hora de levantar.',
        'Tecido: confira o teste Martindale, de preferência acima de 25.000 ciclos.',
        'Entrega: pergunte se a loja recolhe o móvel antigo.',
      ),
      h2('Comprando on-line com segurança'),
      p(
        'Peça amostras de tecido antes de decidir, pois as cores parecem diferentes na tela. Leia com atenção a política de trocas e devoluções, já que itens grandes costumam ter condições especiais. Muitas lojas oferecem período de teste ou showrooms onde você pode sentar no modelo antes.',
      ),
    ],
    sv: [
      h2('Mät två gånger, beställ en gång'),
      p(
        'Mät rummet, men också dörrar, trapphus och hissar som soffan ska passera. Markera soffans yta på golvet med maskeringstejp för att se hur mycket gångutrymme som blir kvar. Lämna minst 80 centimeter fritt framför soffan.',
      ),
      h2('Stomme, stoppning och klädsel'),
      p(
        'En stomme av ugnstorkat lövträ håller betydligt längre än en av spånskiva. Dynor med pocketfjädrar eller högelastiskt skum behåller formen, medan dunfyllning är mjukare men behöver skakas upp regelbundet. I hem med barn eller husdjur är ett slitstarkt funktionstyg eller en avtagbar, tvättbar klädsel ett bra val.',
      ),
      ul(
        'Sittdjup: 55–60 cm passar de flesta.',
        'Sitthöjd: runt 45 cm gör det lätt att resa sig.',
        'Tyg: kolla Martindale-testet, helst över 25 000 varv.',
        'Leverans: fråga om gamla möbler hämtas.',
      ),
      h2('Handla tryggt på nätet'),
      p(
        'Beställ tygprover innan du bestämmer dig, eftersom färger ser annorlunda ut på skärmen. Läs returvillkoren noga, eftersom det ofta gäller särskilda regler för stora varor. Många butiker erbjuder en provperiod eller utställningar där du kan provsitta modellen först.',
      ),
    ],
  },
}

const toddlerToys: GuideSeed = {
  slug: 'best-toys-for-toddlers',
  subcategory: 'toys',
  draft: true,
  title: {
    en: 'Best toys for toddlers',
    de: 'Das beste Spielzeug für Kleinkinder',
    fr: 'Les meilleurs jouets pour les tout-petits',
    it: 'I migliori giocattoli per i più piccoli',
    es: 'Los mejores juguetes para niños pequeños',
    fi: 'Parhaat lelut taaperoille',
    nl: 'Het beste speelgoed voor peuters',
    no: 'De beste lekene for småbarn',
    pl: 'Najlepsze zabawki dla maluchów',
    pt: 'Os melhores brinquedos para crianças pequenas',
    sv: 'De bästa leksakerna för småbarn',
  },
  excerpt: {
    en: 'Toddlers learn through play. These toy ideas support movement, language and creativity between the ages of one and three.',
    de: 'Kleinkinder lernen beim Spielen. Diese Spielzeugideen fördern Bewegung, Sprache und Kreativität im Alter von ein bis drei Jahren.',
    fr: 'Les tout-petits apprennent en jouant. Ces idées de jouets favorisent la motricité, le langage et la créativité entre un et trois ans.',
    it: 'I più piccoli imparano giocando. Questi giocattoli stimolano movimento, linguaggio e creatività tra uno e tre anni.',
    es: 'Los niños pequeños aprenden jugando. Estas ideas de juguetes favorecen el movimiento, el lenguaje y la creatividad entre uno y tres años.',
    fi: 'Taaperot oppivat leikkimällä. Nämä leluideat tukevat liikkumista, kielen kehitystä ja luovuutta 1–3-vuotiailla.',
    nl: 'Peuters leren door te spelen. Deze speelgoedideeën stimuleren beweging, taal en creativiteit tussen één en drie jaar.',
    no: 'Småbarn lærer gjennom lek. Disse lekeideene stimulerer bevegelse, språk og kreativitet hos barn mellom ett og tre år.',
    pl: 'Maluchy uczą się przez zabawę. Te pomysły na zabawki wspierają rozwój ruchowy, mowę i kreatywność dzieci w wieku od roku do trzech lat.',
    pt: 'Crianças pequenas aprendem brincando. Estas ideias de brinquedos estimulam o movimento, a linguagem e a criatividade entre um e três anos.',
    sv: 'Småbarn lär sig genom lek. De här leksaksidéerna främjar rörelse, språk och kreativitet hos barn mellan ett och tre år.',
  },
  body: {
    en: [
      h2('What toddlers need from a toy'),
      p(
        'Between one and three, children discover how things work by stacking, pushing, filling and emptying. The best toys are simple, sturdy and open-ended, so they can be used in many ways. A set of wooden blocks will keep a child busy far longer than a toy that only does one thing at the push of a button.',
      ),
      ul(
        'Stacking cups and wooden blocks',
        'Push-along walkers and ride-on toys',
        'Chunky puzzles with knobs',
        'Picture books with thick board pages',
        'Crayons and washable paints',
      ),
      p(
        'You do not need a full toy box. Offer a small selection and swap it every week or two so that familiar toys feel new again. Join in the play and put words to what your child is doing – it is one of the best ways to build vocabulary.',
      ),
      h2('Safety first'),
      p(
        'Check the age recommendation and the CE mark on every toy. Avoid small parts that fit through a toilet roll tube, as they are a choking hazard. Regularly inspect older toys for loose parts and splinters.',
      ),
    ],
    de: [
      h2('Was Kleinkinder von Spielzeug brauchen'),
      p(
        'Zwischen einem und drei Jahren entdecken Kinder durch Stapeln, Schieben, Ein- und Ausräumen, wie die Dinge funktionieren. Das beste Spielzeug ist einfach, robust und vielseitig, sodass es sich auf viele Arten nutzen lässt. Ein Satz Holzbausteine beschäftigt ein Kind viel länger als ein Spielzeug, das auf Knopfdruck nur eine Sache kann.',
      ),
      ul(
        'Stapelbecher und Holzbausteine',
        'Lauflernwagen und Rutschfahrzeuge',
        'Steckpuzzles mit Griffknöpfen',
        'Bilderbücher mit dicken Pappseiten',
        'Wachsmalstifte und abwaschbare Farben',
      ),
      p(
        'Es braucht keine volle Spielzeugkiste. Bieten Sie eine kleine Auswahl an und tauschen Sie diese alle ein bis zwei Wochen aus, damit bekannte Spielsachen wieder spannend werden. Spielen Sie mit und benennen Sie, was Ihr Kind gerade tut – so wächst sein Wortschatz ganz nebenbei.',
      ),
      h2('Sicherheit geht vor'),
      p(
        'Achten Sie bei jedem Spielzeug auf die Altersempfehlung und das CE-Zeichen. Meiden Sie Kleinteile, die durch eine Toilettenpapierrolle passen – sie können verschluckt werden. Kontrollieren Sie ältere Spielsachen regelmäßig auf lose Teile und Splitter.',
      ),
    ],
    fr: [
      h2('Ce qu’un jouet doit apporter aux tout-petits'),
      p(
        'Entre un et trois ans, les enfants découvrent comment fonctionnent les choses en empilant, en poussant, en remplissant et en vidant. Les meilleurs jouets sont simples, solides et ouverts, pour pouvoir être utilisés de mille façons. Une boîte de cubes en bois occupera un enfant bien plus longtemps qu’un jouet qui ne fait qu’une seule chose quand on appuie sur un bouton.',
      ),
      ul(
        'Gobelets à empiler et cubes en bois',
        'Chariots de marche et porteurs',
        'Puzzles à boutons',
        'Imagiers aux pages cartonnées épaisses',
        'Crayons de cire et peintures lavables',
      ),
      p(
        'Inutile de remplir un coffre à jouets. Proposez une petite sélection et renouvelez-la tous les dix à quinze jours pour que les jouets familiers redeviennent intéressants. Jouez avec votre enfant et mettez des mots sur ce qu’il fait : c’est l’un des meilleurs moyens d’enrichir son vocabulaire.',
      ),
      h2('La sécurité avant tout'),
      p(
        'Vérifiez l’âge recommandé et le marquage CE de chaque jouet. Évitez les petites pièces qui passent dans un rouleau de papier toilette, car elles présentent un risque d’étouffement. Inspectez régulièrement les jouets plus anciens pour repérer les pièces desserrées et les échardes.',
      ),
    ],
    it: [
      h2('Che cosa serve ai più piccoli'),
      p(
        'Tra uno e tre anni i bambini scoprono come funzionano le cose impilando, spingendo, riempiendo e svuotando. I giocattoli migliori sono semplici, robusti e aperti, così da poter essere usati in tanti modi. Un set di cubi di legno terrà occupato un bambino molto più a lungo di un gioco che fa una sola cosa premendo un pulsante.',
      ),
      ul(
        'Bicchieri impilabili e cubi di legno',
        'Carrelli primi passi e cavalcabili',
        'Puzzle a incastro con pomelli',
        'Libri illustrati con pagine cartonate',
        'Pastelli a cera e colori lavabili',
      ),
      p(
        'Non serve una cesta piena di giochi. Proponi una piccola selezione e cambiala ogni dieci-quindici giorni, così i giochi già noti tornano a sembrare nuovi. Gioca insieme al bambino e dai un nome a ciò che sta facendo: è uno dei modi migliori per arricchire il suo vocabolario.',
      ),
      h2('Prima di tutto la sicurezza'),
      p(
        'Controlla l’età consigliata e la marcatura CE di ogni giocattolo. Evita le parti piccole che passano attraverso un rotolo di carta igienica, perché possono essere ingerite. Ispeziona regolarmente i giochi più vecchi per individuare parti allentate e schegge.',
      ),
    ],
    es: [
      h2('Qué necesita un niño pequeño de un juguete'),
      p(
        'Entre uno y tres años, los niños descubren cómo funcionan las cosas apilando, empujando, llenando y vaciando. Los mejores juguetes son sencillos, resistentes y abiertos, para que puedan usarse de muchas maneras. Un juego de bloques de madera entretendrá a un niño mucho más tiempo que un juguete que solo hace una cosa al pulsar un botón.',
      ),
      ul(
        'Vasos apilables y bloques de madera',
        'Andadores de arrastre y correpasillos',
        'Puzles de encaje con pivotes',
        'Libros ilustrados de cartón grueso',
        'Ceras de colores y pinturas lavables',
      ),
      p(
        'No hace falta un baúl lleno de juguetes. Ofrece una pequeña selección y renuévala cada semana o cada dos semanas para que los juguetes conocidos vuelvan a parecer nuevos. Juega con tu hijo y pon nombre a lo que hace: es una de las mejores formas de ampliar su vocabulario.',
      ),
      h2('La seguridad, lo primero'),
      p(
        'Comprueba la edad recomendada y el marcado CE de cada juguete. Evita las piezas pequeñas que quepan por un tubo de papel higiénico, porque suponen riesgo de asfixia. Revisa con regularidad los juguetes más antiguos en busca de piezas sueltas y astillas.',
      ),
    ],
    fi: [
      h2('Mitä taapero lelulta tarvitsee'),
      p(
        'Yhden ja kolmen ikävuoden välillä lapset oppivat pinoamalla, työntämällä, täyttämällä ja tyhjentämällä, miten asiat toimivat. Parhaat lelut ovat yksinkertaisia, kestäviä ja monikäyttöisiä, joten niillä voi leikkiä monella tavalla. Puupalikat pitävät lapsen kiinnostuneena paljon pidempään kuin lelu, joka tekee napin painalluksesta vain yhden asian.',
      ),
      ul(
        'Pinottavat kupit ja puupalikat',
        'Kävelyvaunut ja potkuautot',
        'Nuppipalapelit',
        'Kuvakirjat, joissa on paksut pahvisivut',
        'Vahaliidut ja pestävät värit',
      ),
      p(
        'Täyttä lelulaatikkoa ei tarvita. Pidä esillä pientä valikoimaa ja vaihda leluja viikon tai kahden välein, jolloin tutut lelut tuntuvat taas uusilta. Leiki mukana ja sanoita, mitä lapsi tekee – se on yksi parhaista tavoista kartuttaa sanavarastoa.',
      ),
      h2('Turvallisuus ensin'),
      p(
        'Tarkista jokaisen lelun ikäsuositus ja CE-merkintä. Vältä pieniä osia, jotka mahtuvat vessapaperirullan läpi, sillä ne aiheuttavat tukehtumisvaaran. Tarkista vanhemmat lelut säännöllisesti irtonaisten osien ja tikkujen varalta.',
      ),
    ],
    nl: [
      h2('Wat peuters nodig hebben van speelgoed'),
      p(
        'Tussen één en drie jaar ontdekken kinderen hoe dingen werken door te stapelen, te duwen, te vullen en te legen. Het beste speelgoed is eenvoudig, stevig en veelzijdig, zodat het op allerlei manieren te gebruiken is. Een doos houten blokken houdt een kind veel langer bezig dan speelgoed dat met één druk op de knop maar één ding doet.',
      ),
      ul(
        'Stapelbekers en houten blokken',
        'Loopwagens en loopautootjes',
        'Knoppuzzels',
        'Prentenboeken met dikke kartonnen bladzijden',
        'Waskrijtjes en afwasbare verf',
      ),
      p(
        'Je hebt geen volle speelgoedkist nodig. Bied een kleine selectie aan en wissel die elke week of om de twee weken, zodat bekend speelgoed weer nieuw voelt. Speel mee en benoem wat je kind doet: dat is een van de beste manieren om de woordenschat te vergroten.',
      ),
      h2('Veiligheid voorop'),
      p(
        'Controleer bij elk stuk speelgoed de leeftijdsaanduiding en de CE-markering. Vermijd kleine onderdelen die door een wc-rolletje passen, want die vormen een verstikkingsgevaar. Controleer ouder speelgoed regelmatig op losse onderdelen en splinters.',
      ),
    ],
    no: [
      h2('Hva småbarn trenger av en leke'),
      p(
        'Mellom ett og tre år oppdager barn hvordan ting fungerer ved å stable, dytte, fylle og tømme. De beste lekene er enkle, solide og allsidige, slik at de kan brukes på mange måter. Et sett med treklosser holder et barn opptatt mye lenger enn en leke som bare gjør én ting når man trykker på en knapp.',
      ),
      ul(
        'Stablebegre og treklosser',
        'Gåvogner og sparkebiler',
        'Knottpuslespill',
        'Bildebøker med tykke pappsider',
        'Fargestifter og vaskbar maling',
      ),
      p(
        'Du trenger ikke en full lekekasse. Ha fremme et lite utvalg og bytt det ut hver eller annenhver uke, slik at kjente leker føles nye igjen. Lek sammen med barnet og sett ord på det det gjør – det er en av de beste måtene å bygge ordforråd på.',
      ),
      h2('Sikkerhet først'),
      p(
        'Sjekk aldersanbefalingen og CE-merkingen på alle leker. Unngå smådeler som går gjennom en dopapirrull, fordi de utgjør kvelningsfare. Sjekk eldre leker jevnlig for løse deler og fliser.',
      ),
    ],
    pl: [
      h2('Czego maluch potrzebuje od zabawki'),
      p(
        'Między pierwszym a trzecim rokiem życia dzieci odkrywają, jak działa świat, układając wieże, pchając, napełniając i opróżniając. Najlepsze zabawki są proste, solidne i wszechstronne, dzięki czemu można się nimi bawić na wiele sposobów. Zestaw drewnianych klocków zajmie dziecko na znacznie dłużej niż zabawka, która po naciśnięciu przycisku robi tylko jedną rzecz.',
      ),
      ul(
        'Kubeczki do układania i drewniane klocki',
        'Pchacze i jeździki',
        'Układanki z uchwytami',
        'Książeczki z grubymi kartonowymi stronami',
        'Kredki świecowe i zmywalne farby',
      ),
      p(
        'Nie potrzebujesz pełnej skrzyni zabawek. Udostępniaj dziecku niewielki wybór i wymieniaj go co tydzień lub dwa, aby znane zabawki znów wydawały się nowe. Baw się razem z dzieckiem i nazywaj to, co robi – to jeden z najlepszych sposobów na rozwijanie słownictwa.',
      ),
      h2('Bezpieczeństwo przede wszystkim'),
      p(
        'Sprawdzaj zalecany wiek i oznaczenie CE na każdej zabawce. Unikaj drobnych elementów, które mieszczą się w rolce po papierze toaletowym, bo grożą zadławieniem. Regularnie sprawdzaj starsze zabawki pod kątem luźnych części i drzazg.',
      ),
    ],
    pt: [
      h2('O que uma criança pequena precisa em um brinquedo'),
      p(
        'Entre um e três anos, as crianças descobrem como as coisas funcionam empilhando, empurrando, enchendo e esvaziando. Os melhores brinquedos são simples, resistentes e versáteis, para que possam ser usados de várias formas. Um conjunto de blocos de madeira entretém uma criança por muito mais tempo do que um brinquedo que faz uma única coisa ao apertar um botão.',
      ),
      ul(
        'Copinhos de empilhar e blocos de madeira',
        'Andadores de empurrar e motocas',
        'Quebra-cabeças de encaixe com pinos',
        'Livros ilustrados com páginas de papelão grosso',
        'Giz de cera e tintas laváveis',
      ),
      p(
        'Não é preciso ter uma caixa cheia de brinquedos. Ofereça uma pequena seleção e faça um rodízio a cada uma ou duas semanas, para que os brinquedos conhecidos voltem a parecer novidade. Brinque junto e dê nome ao que a criança está fazendo: é uma das melhores formas de ampliar o vocabulário.',
      ),
      h2('Segurança em primeiro lugar'),
      p(
        'Verifique a faixa etária indicada e o selo do Inmetro em cada brinquedo. Evite peças pequenas que passem por dentro de um rolo de papel higiênico, pois há risco de engasgo. Revise com frequência os brinquedos mais antigos em busca de peças soltas e farpas.',
      ),
    ],
    sv: [
      h2('Vad småbarn behöver av en leksak'),
      p(
        'Mellan ett och tre års ålder upptäcker barn hur saker fungerar genom att stapla, knuffa, fylla och tömma. De bästa leksakerna är enkla, stadiga och mångsidiga, så att de kan användas på många sätt. En låda träklossar håller ett barn sysselsatt mycket längre än en leksak som bara gör en sak när man trycker på en knapp.',
      ),
      ul(
        'Staplingsmuggar och träklossar',
        'Gåvagnar och sparkbilar',
        'Knoppussel',
        'Pekböcker med tjocka kartongsidor',
        'Kritor och tvättbar färg',
      ),
      p(
        'Du behöver ingen full leksakslåda. Ta fram ett litet urval och byt ut det varje eller varannan vecka, så att välbekanta leksaker känns nya igen. Lek med och sätt ord på det barnet gör – det är ett av de bästa sätten att bygga ordförråd.',
      ),
      h2('Säkerheten först'),
      p(
        'Kontrollera åldersrekommendationen och CE-märkningen på varje leksak. Undvik smådelar som får plats i en toalettrulle, eftersom de innebär kvävningsrisk. Gå regelbundet igenom äldre leksaker och leta efter lösa delar och stickor.',
      ),
    ],
  },
}

/** Seven shopping guides, one per subcategory; the last one is a draft. */
export const guides: GuideSeed[] = [
  runningShoes,
  laptops,
  skincare,
  tent,
  smartphoneCameras,
  sofa,
  toddlerToys,
]
