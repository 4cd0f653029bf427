import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

const tyres: GuideSeed = {
  slug: 'how-to-choose-car-tyres',
  subcategory: 'tyres',
  title: {
    en: 'How to choose the right tyres for your car',
    de: 'So finden Sie die richtigen Reifen für Ihr Auto',
    fr: 'Comment choisir les bons pneus pour votre voiture',
    it: 'Come scegliere gli pneumatici giusti per la tua auto',
    es: 'Cómo elegir los neumáticos adecuados para tu coche',
    fi: 'Näin valitset autoosi oikeat renkaat',
    nl: 'Zo kies je de juiste banden voor je auto',
    no: 'Slik velger du riktige dekk til bilen',
    pl: 'Jak wybrać odpowiednie opony do samochodu',
    pt: 'Como escolher os pneus certos para o seu carro',
    sv: 'Så väljer du rätt däck till bilen',
  },
  excerpt: {
    en: 'Size, season and the EU label all matter when you buy new tyres. Here is how to read the sidewall and compare models with confidence.',
    de: 'Beim Reifenkauf zählen Größe, Saison und das EU-Reifenlabel. So lesen Sie die Reifenflanke richtig und vergleichen Modelle mit Sicherheit.',
    fr: 'Dimensions, saison et étiquette européenne : tout compte au moment d’acheter des pneus. Voici comment lire le flanc et comparer les modèles en toute confiance.',
    it: 'Misura, stagione ed etichetta UE contano tutte quando si acquistano pneumatici nuovi. Ecco come leggere il fianco e confrontare i modelli con sicurezza.',
    es: 'La medida, la temporada y la etiqueta europea son clave al comprar neumáticos. Te explicamos cómo leer el flanco y comparar modelos con criterio.',
    fi: 'Uusia renkaita ostaessa ratkaisevat koko, vuodenaika ja EU-rengasmerkintä. Näin luet renkaan kyljen merkinnät ja vertailet malleja luotettavasti.',
    nl: 'Maat, seizoen en het EU-bandenlabel bepalen samen welke band bij je past. Zo lees je de codes op de zijwand en vergelijk je modellen met vertrouwen.',
    no: 'Størrelse, sesong og EU-dekkmerket betyr mye når du kjøper nye dekk. Her ser du hvordan du leser sideveggen og sammenligner modeller på en trygg måte.',
    pl: 'Przy zakupie nowych opon liczą się rozmiar, sezon i unijna etykieta. Podpowiadamy, jak odczytać oznaczenia na boku opony i świadomie porównać modele.',
    pt: 'Medida, estação e etiqueta de eficiência fazem diferença na hora de comprar pneus novos. Veja como ler a lateral do pneu e comparar modelos com segurança.',
    sv: 'Storlek, säsong och EU-däckmärkningen spelar roll när du köper nya däck. Så läser du däcksidan och jämför modeller på rätt sätt.',
  },
  body: {
    en: [
      h2('Read the sidewall first'),
      p(
        'The code on the sidewall, such as 205/55 R16 91V, tells you the width in millimetres, the height as a percentage of the width, the rim diameter in inches, the load index and the speed rating. Always buy the size listed in your vehicle handbook or on the sticker inside the driver’s door frame. Choosing a lower load index or speed rating than specified can affect your insurance and your safety.',
      ),
      h2('Summer, winter or all-season?'),
      p(
        'Summer tyres give the best grip and the shortest braking distances above about 7 °C. Winter tyres use a softer compound and deeper sipes that stay effective on cold, wet and snowy roads. All-season tyres are a sensible compromise if your winters are mild and you drive mostly in town. Where winter tyres are mandatory, check that the tyre carries the three-peak mountain snowflake symbol.',
      ),
      ul(
        'Compare the EU label: fuel efficiency, wet grip and external noise are graded for every tyre.',
        'Check the DOT code for the production date and avoid tyres older than about three years.',
        'Replace tyres in pairs on the same axle and fit the newer pair on the rear.',
        'Keep at least 3 mm of tread in summer and 4 mm in winter, even if the legal minimum is often 1.6 mm.',
      ),
      h2('Budget for fitting and maintenance'),
      p(
        'The online price rarely includes fitting, balancing, new valves and disposal of your old tyres, so ask for the total before you order. Many shops can deliver the tyres directly to a partner garage. After fitting, check the pressure once a month while the tyres are cold, as under-inflation increases wear and fuel consumption.',
      ),
    ],
    de: [
      h2('Zuerst die Reifenflanke lesen'),
      p(
        'Der Code auf der Reifenflanke, etwa 205/55 R16 91V, gibt die Breite in Millimetern, die Höhe in Prozent der Breite, den Felgendurchmesser in Zoll sowie Last- und Geschwindigkeitsindex an. Kaufen Sie immer die Größe, die in der Betriebsanleitung oder auf dem Aufkleber im Rahmen der Fahrertür steht. Ein niedrigerer Last- oder Geschwindigkeitsindex als vorgeschrieben kann den Versicherungsschutz und Ihre Sicherheit gefährden.',
      ),
      h2('Sommer-, Winter- oder Ganzjahresreifen?'),
      p(
        'Sommerreifen bieten ab etwa 7 °C den besten Grip und die kürzesten Bremswege. Winterreifen haben eine weichere Gummimischung und tiefere Lamellen, die auf kalten, nassen und verschneiten Straßen wirksam bleiben. Ganzjahresreifen sind ein vernünftiger Kompromiss, wenn die Winter bei Ihnen mild sind und Sie überwiegend in der Stadt fahren. Achten Sie bei Winter- und Ganzjahresreifen auf das Alpine-Symbol mit Bergpiktogramm und Schneeflocke.',
      ),
      ul(
        'Vergleichen Sie das EU-Reifenlabel: Kraftstoffeffizienz, Nasshaftung und Abrollgeräusch werden für jeden Reifen bewertet.',
        'Lesen Sie das Herstellungsdatum an der DOT-Nummer ab und meiden Sie Reifen, die älter als etwa drei Jahre sind.',
        'Wechseln Sie Reifen paarweise pro Achse und montieren Sie das neuere Paar hinten.',
        'Fahren Sie mit mindestens 3 mm Profil im Sommer und 4 mm im Winter, auch wenn gesetzlich oft nur 1,6 mm vorgeschrieben sind.',
      ),
      h2('Montage und Pflege einplanen'),
      p(
        'Der Onlinepreis enthält selten Montage, Auswuchten, neue Ventile und die Entsorgung der Altreifen – fragen Sie daher vor der Bestellung nach dem Gesamtpreis. Viele Shops liefern die Reifen auf Wunsch direkt an eine Partnerwerkstatt. Prüfen Sie nach der Montage einmal im Monat den Luftdruck bei kalten Reifen, denn zu niedriger Druck erhöht Verschleiß und Verbrauch.',
      ),
    ],
    fr: [
      h2('Commencez par lire le flanc'),
      p(
        'Le code inscrit sur le flanc, par exemple 205/55 R16 91V, indique la largeur en millimètres, la hauteur en pourcentage de la largeur, le diamètre de la jante en pouces, l’indice de charge et l’indice de vitesse. Achetez toujours la dimension indiquée dans le carnet d’entretien ou sur l’étiquette apposée dans l’encadrement de la portière conducteur. Un indice de charge ou de vitesse inférieur à celui prescrit peut compromettre votre assurance et votre sécurité.',
      ),
      h2('Été, hiver ou toutes saisons ?'),
      p(
        'Les pneus été offrent la meilleure adhérence et les distances de freinage les plus courtes au-dessus d’environ 7 °C. Les pneus hiver utilisent une gomme plus tendre et des lamelles plus profondes qui restent efficaces sur route froide, mouillée ou enneigée. Les pneus toutes saisons sont un bon compromis si vos hivers sont doux et que vous roulez surtout en ville. Dans les zones où l’équipement hiver est obligatoire, vérifiez la présence du symbole montagne à trois pics et flocon.',
      ),
      ul(
        'Comparez l’étiquette européenne : consommation, adhérence sur sol mouillé et bruit de roulement sont notés pour chaque pneu.',
        'Vérifiez la date de fabrication grâce au code DOT et évitez les pneus de plus de trois ans environ.',
        'Remplacez les pneus par paire sur un même essieu et montez les plus récents à l’arrière.',
        'Conservez au moins 3 mm de sculpture en été et 4 mm en hiver, même si le minimum légal est souvent de 1,6 mm.',
      ),
      h2('Prévoyez le montage et l’entretien'),
      p(
        'Le prix affiché en ligne comprend rarement le montage, l’équilibrage, les valves neuves et le recyclage des anciens pneus : demandez le coût total avant de commander. De nombreux sites proposent une livraison directe chez un garage partenaire. Après le montage, contrôlez la pression à froid une fois par mois, car un sous-gonflage accélère l’usure et augmente la consommation.',
      ),
    ],
    it: [
      h2('Per prima cosa, leggi il fianco'),
      p(
        'Il codice sul fianco, per esempio 205/55 R16 91V, indica la larghezza in millimetri, l’altezza in percentuale della larghezza, il diametro del cerchio in pollici, l’indice di carico e il codice di velocità. Acquista sempre la misura riportata sul libretto di circolazione o sull’etichetta nel montante della portiera del conducente. Scegliere un indice di carico o di velocità inferiore a quello previsto può compromettere l’assicurazione e la tua sicurezza.',
      ),
      h2('Estivi, invernali o quattro stagioni?'),
      p(
        'Gli pneumatici estivi garantiscono la migliore aderenza e gli spazi di frenata più brevi sopra i 7 °C circa. Quelli invernali hanno una mescola più morbida e lamelle più profonde, che restano efficaci su strade fredde, bagnate o innevate. I quattro stagioni sono un compromesso sensato se vivi dove gli inverni sono miti e guidi soprattutto in città. Dove vige l’obbligo invernale, verifica che lo pneumatico riporti il simbolo della montagna a tre picchi con il fiocco di neve.',
      ),
      ul(
        'Confronta l’etichetta europea: efficienza nei consumi, aderenza sul bagnato e rumorosità sono classificate per ogni pneumatico.',
        'Controlla la data di produzione nel codice DOT ed evita pneumatici con più di tre anni circa.',
        'Sostituisci gli pneumatici a coppie sullo stesso asse e monta quelli più nuovi al posteriore.',
        'Mantieni almeno 3 mm di battistrada d’estate e 4 mm d’inverno, anche se il minimo di legge è spesso di 1,6 mm.',
      ),
      h2('Considera montaggio e manutenzione'),
      p(
        'Il prezzo online include raramente montaggio, equilibratura, valvole nuove e smaltimento delle gomme vecchie, quindi chiedi il costo totale prima di ordinare. Molti negozi consegnano direttamente a un’officina convenzionata. Dopo il montaggio controlla la pressione una volta al mese a gomme fredde: una pressione troppo bassa aumenta l’usura e i consumi.',
      ),
    ],
    es: [
      h2('Empieza por leer el flanco'),
      p(
        'El código del flanco, por ejemplo 205/55 R16 91V, indica el ancho en milímetros, la altura como porcentaje del ancho, el diámetro de la llanta en pulgadas, el índice de carga y el código de velocidad. Compra siempre la medida que figura en el manual del vehículo o en la etiqueta del marco de la puerta del conductor. Elegir un índice de carga o de velocidad inferior al indicado puede afectar al seguro y a tu seguridad.',
      ),
      h2('¿Verano, invierno o todo tiempo?'),
      p(
        'Los neumáticos de verano ofrecen el mejor agarre y las distancias de frenado más cortas por encima de unos 7 °C. Los de invierno usan un compuesto más blando y laminillas más profundas que siguen siendo eficaces en carreteras frías, mojadas o nevadas. Los neumáticos todo tiempo son un compromiso razonable si los inviernos son suaves donde vives y conduces sobre todo por ciudad. Si circulas por zonas con restricciones invernales, comprueba que lleven el símbolo de la montaña de tres picos con copo de nieve.',
      ),
      ul(
        'Compara la etiqueta europea: eficiencia de combustible, adherencia en mojado y ruido exterior se clasifican para cada neumático.',
        'Consulta la fecha de fabricación en el código DOT y evita neumáticos de más de unos tres años.',
        'Cambia los neumáticos por parejas en el mismo eje y monta los más nuevos detrás.',
        'Mantén al menos 3 mm de dibujo en verano y 4 mm en invierno, aunque el mínimo legal suele ser de 1,6 mm.',
      ),
      h2('Ten en cuenta el montaje y el mantenimiento'),
      p(
        'El precio en línea rara vez incluye montaje, equilibrado, válvulas nuevas y la gestión de los neumáticos usados, así que pide el coste total antes de hacer el pedido. Muchas tiendas envían los neumáticos directamente a un taller asociado. Después del montaje, revisa la presión una vez al mes con los neumáticos en frío, ya que una presión baja aumenta el desgaste y el consumo.',
      ),
    ],
    fi: [
      h2('Lue ensin renkaan kylki'),
      p(
        'Renkaan kyljessä oleva koodi, esimerkiksi 205/55 R16 91V, kertoo leveyden millimetreinä, korkeuden prosentteina leveydestä, vanteen halkaisijan tuumina sekä kantavuus- ja nopeusluokan. Osta aina se koko, joka on merkitty auton käyttöohjekirjaan tai kuljettajan oven karmissa olevaan tarraan. Vaadittua alhaisempi kantavuus- tai nopeusluokka voi vaikuttaa vakuutukseen ja heikentää turvallisuutta.',
      ),
      h2('Kesä-, talvi- vai ympärivuotiset renkaat?'),
      p(
        'Kesärenkaat pitävät parhaiten ja jarrutusmatka on lyhyin, kun lämpötila on yli noin 7 °C. Talvirenkaissa on pehmeämpi kumiseos ja syvemmät lamellit, jotka toimivat kylmällä, märällä ja lumisella tiellä. Ympärivuotiset renkaat sopivat leutoihin talviin ja kaupunkiajoon, mutta Suomen oloissa kitka- tai nastarenkaat ovat yleensä turvallisempi valinta. Tarkista, että talvikäyttöön tarkoitetussa renkaassa on kolmihuippuisen vuoren ja lumihiutaleen symboli.',
      ),
      ul(
        'Vertaa EU-rengasmerkintää: polttoainetehokkuus, märkäpito ja ulkoinen melu on luokiteltu jokaiselle renkaalle.',
        'Tarkista valmistusajankohta DOT-koodista ja vältä yli noin kolme vuotta vanhoja renkaita.',
        'Vaihda renkaat pareittain samalle akselille ja asenna uudemmat taakse.',
        'Pidä urasyvyys vähintään 3 millimetrissä kesällä ja 4 millimetrissä talvella, vaikka lain vähimmäisvaatimus on pienempi.',
      ),
      h2('Varaa budjettia asennukseen ja huoltoon'),
      p(
        'Verkkokaupan hinta sisältää harvoin asennuksen, tasapainotuksen, uudet venttiilit ja vanhojen renkaiden kierrätyksen, joten kysy kokonaishinta ennen tilausta. Monet kaupat toimittavat renkaat suoraan yhteistyökorjaamolle. Tarkista asennuksen jälkeen rengaspaineet kerran kuukaudessa renkaiden ollessa kylmät, sillä liian matala paine lisää kulumista ja polttoaineenkulutusta.',
      ),
    ],
    nl: [
      h2('Lees eerst de zijwand'),
      p(
        'De code op de zijwand, bijvoorbeeld 205/55 R16 91V, geeft de breedte in millimeters, de hoogte als percentage van de breedte, de velgdiameter in inches, de loadindex en de snelheidsindex aan. Koop altijd de maat die in het instructieboekje of op de sticker in de deurstijl aan de bestuurderskant staat. Een lagere load- of snelheidsindex dan voorgeschreven kan gevolgen hebben voor je verzekering en je veiligheid.',
      ),
      h2('Zomer, winter of all-season?'),
      p(
        'Zomerbanden bieden boven ongeveer 7 °C de beste grip en de kortste remweg. Winterbanden hebben een zachtere rubbermenging en diepere lamellen die effectief blijven op koude, natte en besneeuwde wegen. All-seasonbanden zijn een verstandig compromis als de winters bij jou mild zijn en je vooral in de stad rijdt. Rijd je in landen met een winterbandenplicht, controleer dan of de band het symbool van een berg met drie toppen en een sneeuwvlok heeft.',
      ),
      ul(
        'Vergelijk het EU-bandenlabel: brandstofefficiëntie, grip op nat wegdek en rolgeluid worden voor elke band beoordeeld.',
        'Controleer de productiedatum in de DOT-code en vermijd banden die ouder zijn dan ongeveer drie jaar.',
        'Vervang banden per as in paren en monteer het nieuwste paar achter.',
        'Houd minimaal 3 mm profiel aan in de zomer en 4 mm in de winter, ook al is het wettelijke minimum vaak 1,6 mm.',
      ),
      h2('Reken montage en onderhoud mee'),
      p(
        'De prijs online is zelden inclusief montage, balanceren, nieuwe ventielen en het afvoeren van je oude banden, dus vraag vooraf naar de totaalprijs. Veel webshops leveren de banden rechtstreeks af bij een partnergarage. Controleer na de montage elke maand de bandenspanning als de banden koud zijn, want een te lage spanning verhoogt de slijtage en het brandstofverbruik.',
      ),
    ],
    no: [
      h2('Les sideveggen først'),
      p(
        'Koden på sideveggen, for eksempel 205/55 R16 91V, viser bredden i millimeter, høyden i prosent av bredden, felgdiameteren i tommer, belastningsindeksen og hastighetsindeksen. Kjøp alltid dimensjonen som står i instruksjonsboken eller på klistremerket i dørkarmen på førersiden. Velger du lavere belastnings- eller hastighetsindeks enn påkrevd, kan det gå ut over både forsikringen og sikkerheten.',
      ),
      h2('Sommer, vinter eller helår?'),
      p(
        'Sommerdekk gir best grep og kortest bremselengde når det er varmere enn rundt 7 °C. Vinterdekk har en mykere gummiblanding og dypere lameller som fungerer på kalde, våte og snødekte veier. Helårsdekk kan være et fornuftig kompromiss der vintrene er milde, men i store deler av Norge er piggfrie dekk eller piggdekk det tryggeste valget. Sjekk at vinterdekket er merket med symbolet med tre fjelltopper og et snøfnugg.',
      ),
      ul(
        'Sammenlign EU-dekkmerket: drivstoffeffektivitet, våtgrep og støy er klassifisert for hvert dekk.',
        'Finn produksjonsdatoen i DOT-koden og unngå dekk som er eldre enn omtrent tre år.',
        'Bytt dekk parvis på samme aksel, og monter det nyeste paret bak.',
        'Ha minst 3 mm mønster om sommeren og 4 mm om vinteren, selv om lovkravet er lavere.',
      ),
      h2('Regn med montering og vedlikehold'),
      p(
        'Nettprisen inkluderer sjelden montering, avbalansering, nye ventiler og levering av gamle dekk til gjenvinning, så spør om totalprisen før du bestiller. Mange nettbutikker sender dekkene rett til et samarbeidende verksted. Etter monteringen bør du sjekke lufttrykket én gang i måneden mens dekkene er kalde, for for lavt trykk øker slitasjen og drivstofforbruket.',
      ),
    ],
    pl: [
      h2('Zacznij od oznaczeń na boku opony'),
      p(
        'Kod na boku opony, na przykład 205/55 R16 91V, określa szerokość w milimetrach, wysokość profilu jako procent szerokości, średnicę felgi w calach, indeks nośności i indeks prędkości. Zawsze kupuj rozmiar podany w instrukcji obsługi samochodu lub na naklejce w słupku drzwi kierowcy. Wybór niższego indeksu nośności lub prędkości niż zalecany może mieć wpływ na ubezpieczenie i Twoje bezpieczeństwo.',
      ),
      h2('Letnie, zimowe czy całoroczne?'),
      p(
        'Opony letnie zapewniają najlepszą przyczepność i najkrótszą drogę hamowania w temperaturze powyżej około 7 °C. Zimowe mają bardziej miękką mieszankę gumy i głębsze lamele, które dobrze sprawdzają się na zimnej, mokrej i zaśnieżonej drodze. Opony całoroczne to rozsądny kompromis, jeśli zimy są łagodne, a Ty jeździsz głównie po mieście. Kupując opony na zimę, sprawdź, czy mają symbol górskiego szczytu z płatkiem śniegu.',
      ),
      ul(
        'Porównaj unijną etykietę: efektywność paliwowa, przyczepność na mokrej nawierzchni i hałas są oceniane dla każdej opony.',
        'Sprawdź datę produkcji w kodzie DOT i unikaj opon starszych niż około trzy lata.',
        'Wymieniaj opony parami na jednej osi, a nowszą parę montuj z tyłu.',
        'Utrzymuj co najmniej 3 mm bieżnika latem i 4 mm zimą, nawet jeśli prawne minimum wynosi często 1,6 mm.',
      ),
      h2('Uwzględnij montaż i konserwację'),
      p(
        'Cena w sklepie internetowym rzadko obejmuje montaż, wyważanie, nowe wentyle i utylizację starych opon, dlatego przed zamówieniem zapytaj o łączny koszt. Wiele sklepów wysyła opony bezpośrednio do warsztatu partnerskiego. Po montażu raz w miesiącu sprawdzaj ciśnienie w zimnych oponach, bo zbyt niskie ciśnienie zwiększa zużycie bieżnika i paliwa.',
      ),
    ],
    pt: [
      h2('Comece pela lateral do pneu'),
      p(
        'O código na lateral, como 205/55 R16 91V, indica a largura em milímetros, a altura como porcentagem da largura, o diâmetro do aro em polegadas, o índice de carga e o índice de velocidade. Compre sempre a medida indicada no manual do proprietário ou na etiqueta da coluna da porta do motorista. Escolher um índice de carga ou de velocidade menor do que o recomendado pode comprometer o seguro e a sua segurança.',
      ),
      h2('Verão, inverno ou para todas as estações?'),
      p(
        'Pneus de verão oferecem a melhor aderência e as menores distâncias de frenagem acima de cerca de 7 °C. Os de inverno têm composto mais macio e lamelas mais profundas, que continuam eficientes em pistas frias, molhadas ou com neve. Os pneus para todas as estações são um meio-termo sensato para climas amenos e uso principalmente urbano, e são a escolha mais comum no Brasil. Se for dirigir em regiões com neve, confira se o pneu traz o símbolo da montanha de três picos com floco de neve.',
      ),
      ul(
        'Compare a etiqueta de eficiência: consumo de combustível, aderência em piso molhado e ruído externo são classificados para cada pneu.',
        'Confira a data de fabricação no código DOT e evite pneus com mais de uns três anos.',
        'Troque os pneus aos pares no mesmo eixo e monte o par mais novo na traseira.',
        'Mantenha pelo menos 3 mm de sulco, mesmo que o mínimo legal seja de 1,6 mm.',
      ),
      h2('Inclua montagem e manutenção no orçamento'),
      p(
        'O preço on-line raramente inclui montagem, balanceamento, válvulas novas e descarte dos pneus velhos, então peça o valor total antes de fechar a compra. Muitas lojas entregam os pneus direto em uma oficina parceira. Depois da montagem, verifique a calibragem uma vez por mês com os pneus frios, porque a pressão baixa aumenta o desgaste e o consumo.',
      ),
    ],
    sv: [
      h2('Börja med att läsa däcksidan'),
      p(
        'Koden på däcksidan, till exempel 205/55 R16 91V, anger bredden i millimeter, höjden i procent av bredden, fälgdiametern i tum samt belastnings- och hastighetsindex. Köp alltid den dimension som står i instruktionsboken eller på dekalen i förardörrens karm. Att välja ett lägre belastnings- eller hastighetsindex än föreskrivet kan påverka både försäkringen och säkerheten.',
      ),
      h2('Sommar-, vinter- eller helårsdäck?'),
      p(
        'Sommardäck ger bäst grepp och kortast bromssträcka när det är varmare än cirka 7 °C. Vinterdäck har en mjukare gummiblandning och djupare lameller som fungerar på kalla, våta och snöiga vägar. Helårsdäck kan vara en rimlig kompromiss där vintrarna är milda, men i större delen av Sverige är dubbade eller odubbade vinterdäck det säkraste valet. Kontrollera att vinterdäcket är märkt med symbolen med tre bergstoppar och en snöflinga.',
      ),
      ul(
        'Jämför EU-däckmärkningen: bränsleeffektivitet, väggrepp på vått underlag och buller klassas för varje däck.',
        'Se efter tillverkningsdatumet i DOT-koden och undvik däck som är äldre än ungefär tre år.',
        'Byt däck parvis på samma axel och montera det nyaste paret bak.',
        'Ha minst 3 mm mönsterdjup på sommaren och 4 mm på vintern, även om lagkravet är lägre.',
      ),
      h2('Räkna med montering och skötsel'),
      p(
        'Priset på nätet inkluderar sällan montering, balansering, nya ventiler och omhändertagande av gamla däck, så fråga efter totalpriset innan du beställer. Många butiker kan skicka däcken direkt till en samarbetsverkstad. Efter monteringen bör du kontrollera lufttrycket en gång i månaden när däcken är kalla, eftersom för lågt tryck ökar slitaget och bränsleförbrukningen.',
      ),
    ],
  },
}

const carCare: GuideSeed = {
  slug: 'car-care-essentials-wash-and-protect',
  subcategory: 'car-care',
  title: {
    en: 'Car care essentials: washing, polishing and protecting your paint',
    de: 'Autopflege-Grundausstattung: Waschen, Polieren und Lackschutz',
    fr: 'L’essentiel de l’entretien auto : laver, lustrer et protéger la carrosserie',
    it: 'Cura dell’auto: come lavare, lucidare e proteggere la vernice',
    es: 'Lo básico para cuidar tu coche: lavar, pulir y proteger la pintura',
    fi: 'Auton hoidon perusteet: pesu, kiillotus ja maalipinnan suojaus',
    nl: 'Autopoetsen voor beginners: wassen, polijsten en de lak beschermen',
    no: 'Bilpleie for nybegynnere: vask, polering og beskyttelse av lakken',
    pl: 'Pielęgnacja samochodu: mycie, polerowanie i ochrona lakieru',
    pt: 'Cuidados com o carro: como lavar, polir e proteger a pintura',
    sv: 'Bilvård för nybörjare: tvätta, polera och skydda lacken',
  },
  excerpt: {
    en: 'A few well-chosen products and the right technique keep your car looking new for years. Learn what to buy and which mistakes to avoid.',
    de: 'Mit wenigen gut gewählten Produkten und der richtigen Technik sieht Ihr Auto jahrelang aus wie neu. Hier erfahren Sie, was Sie brauchen und welche Fehler Sie vermeiden sollten.',
    fr: 'Quelques produits bien choisis et la bonne technique suffisent à garder votre voiture comme neuve pendant des années. Voici quoi acheter et quelles erreurs éviter.',
    it: 'Pochi prodotti ben scelti e la tecnica giusta mantengono l’auto come nuova per anni. Scopri cosa comprare e quali errori evitare.',
    es: 'Con unos pocos productos bien elegidos y la técnica adecuada, tu coche lucirá como nuevo durante años. Descubre qué comprar y qué errores evitar.',
    fi: 'Muutamalla hyvin valitulla tuotteella ja oikealla tekniikalla auto pysyy uudenveroisena vuosia. Lue, mitä kannattaa hankkia ja mitä virheitä välttää.',
    nl: 'Met een paar goed gekozen producten en de juiste techniek blijft je auto jarenlang als nieuw. Ontdek wat je nodig hebt en welke fouten je beter kunt vermijden.',
    no: 'Noen få, velvalgte produkter og riktig teknikk holder bilen som ny i mange år. Her er det du trenger, og feilene du bør unngå.',
    pl: 'Kilka dobrze dobranych kosmetyków i właściwa technika sprawią, że samochód latami będzie wyglądał jak nowy. Sprawdź, co kupić i jakich błędów unikać.',
    pt: 'Alguns produtos bem escolhidos e a técnica certa mantêm o carro com cara de novo por anos. Saiba o que comprar e quais erros evitar.',
    sv: 'Några väl valda produkter och rätt teknik håller bilen som ny i många år. Här är vad du behöver och vilka misstag du bör undvika.',
  },
  body: {
    en: [
      h2('Wash safely to avoid scratches'),
      p(
        'Most swirl marks in the paint are caused by washing, not by driving. Use the two-bucket method – one bucket with car shampoo and one with clean water for rinsing the mitt – and a microfibre wash mitt instead of a sponge. Always choose a pH-neutral car shampoo, because washing-up liquid strips wax and dries out rubber seals.',
      ),
      h2('Choose the right protection'),
      p(
        'Carnauba wax gives a deep shine but usually lasts only a few weeks. Synthetic sealants hold up for several months, and ceramic coatings can protect the paint for a year or more if they are applied to a thoroughly cleaned and decontaminated surface. For beginners, a spray sealant used after every second wash is the easiest way to keep the paint protected.',
      ),
      ul(
        'Two buckets, ideally with grit guards at the bottom',
        'A microfibre wash mitt and a large, soft drying towel',
        'A pH-neutral shampoo and a separate wheel cleaner',
        'A spray sealant or wax for regular protection',
      ),
      h2('Don’t forget the interior and the glass'),
      p(
        'Pick an interior cleaner that is safe on plastic, fabric and leather, and avoid glossy dashboard sprays that cause reflections in the windscreen. Use an ammonia-free glass cleaner, especially if your car has tinted windows. Work in the shade on cool surfaces, because products dry too fast in direct sunlight and leave streaks.',
      ),
    ],
    de: [
      h2('Kratzerfrei waschen'),
      p(
        'Die meisten Swirls im Lack entstehen beim Waschen, nicht beim Fahren. Nutzen Sie die Zwei-Eimer-Methode – ein Eimer mit Autoshampoo, einer mit klarem Wasser zum Ausspülen des Handschuhs – und einen Mikrofaser-Waschhandschuh statt eines Schwamms. Greifen Sie immer zu pH-neutralem Autoshampoo, denn Spülmittel entfernt das Wachs und trocknet Gummidichtungen aus.',
      ),
      h2('Den passenden Lackschutz wählen'),
      p(
        'Carnaubawachs sorgt für tiefen Glanz, hält aber meist nur wenige Wochen. Synthetische Versiegelungen halten mehrere Monate, und eine Keramikversiegelung kann den Lack ein Jahr oder länger schützen, wenn sie auf eine gründlich gereinigte und dekontaminierte Oberfläche aufgetragen wird. Für Einsteiger ist eine Sprühversiegelung nach jeder zweiten Wäsche der einfachste Weg zu dauerhaftem Schutz.',
      ),
      ul(
        'Zwei Eimer, am besten mit Schmutzeinsatz am Boden',
        'Ein Mikrofaser-Waschhandschuh und ein großes, weiches Trockentuch',
        'Ein pH-neutrales Shampoo und ein separater Felgenreiniger',
        'Eine Sprühversiegelung oder ein Wachs für den regelmäßigen Schutz',
      ),
      h2('Innenraum und Scheiben nicht vergessen'),
      p(
        'Wählen Sie einen Innenraumreiniger, der für Kunststoff, Stoff und Leder geeignet ist, und verzichten Sie auf glänzende Cockpitsprays, die sich in der Windschutzscheibe spiegeln. Verwenden Sie einen ammoniakfreien Glasreiniger, vor allem bei getönten Scheiben. Arbeiten Sie im Schatten auf kühlen Flächen, denn in der prallen Sonne trocknen die Mittel zu schnell und hinterlassen Schlieren.',
      ),
    ],
    fr: [
      h2('Laver sans rayer'),
      p(
        'La plupart des micro-rayures sur la peinture viennent du lavage, pas de la route. Adoptez la méthode des deux seaux – l’un avec le shampooing, l’autre avec de l’eau claire pour rincer le gant – et utilisez un gant en microfibre plutôt qu’une éponge. Choisissez toujours un shampooing auto au pH neutre : le liquide vaisselle retire la cire et dessèche les joints en caoutchouc.',
      ),
      h2('Choisir la bonne protection'),
      p(
        'La cire de carnauba donne une brillance profonde, mais ne tient généralement que quelques semaines. Les scellants synthétiques durent plusieurs mois, et un traitement céramique peut protéger la peinture un an ou plus s’il est appliqué sur une surface parfaitement nettoyée et décontaminée. Pour débuter, un scellant en spray appliqué un lavage sur deux est la solution la plus simple.',
      ),
      ul(
        'Deux seaux, idéalement équipés d’une grille anti-saletés au fond',
        'Un gant de lavage en microfibre et une grande serviette de séchage douce',
        'Un shampooing au pH neutre et un nettoyant jantes spécifique',
        'Un scellant en spray ou une cire pour une protection régulière',
      ),
      h2('Pensez à l’habitacle et aux vitres'),
      p(
        'Optez pour un nettoyant intérieur compatible avec le plastique, le tissu et le cuir, et évitez les rénovateurs brillants pour tableau de bord qui créent des reflets dans le pare-brise. Utilisez un nettoyant vitres sans ammoniaque, surtout si vos vitres sont teintées. Travaillez à l’ombre sur des surfaces froides, car en plein soleil les produits sèchent trop vite et laissent des traces.',
      ),
    ],
    it: [
      h2('Lavare senza graffiare'),
      p(
        'La maggior parte dei micrograffi sulla vernice nasce dal lavaggio, non dalla guida. Usa il metodo dei due secchi – uno con lo shampoo per auto e uno con acqua pulita per sciacquare il guanto – e un guanto in microfibra al posto della spugna. Scegli sempre uno shampoo a pH neutro, perché il detersivo per piatti rimuove la cera e secca le guarnizioni in gomma.',
      ),
      h2('Scegli la protezione giusta'),
      p(
        'La cera carnauba regala una lucentezza profonda, ma di solito dura solo qualche settimana. I sigillanti sintetici resistono diversi mesi e i trattamenti ceramici possono proteggere la vernice per un anno o più, se applicati su una superficie ben pulita e decontaminata. Per chi inizia, un sigillante spray da usare ogni due lavaggi è il modo più semplice per mantenere la carrozzeria protetta.',
      ),
      ul(
        'Due secchi, meglio se con griglia separa-sporco sul fondo',
        'Un guanto in microfibra e un panno da asciugatura grande e morbido',
        'Uno shampoo a pH neutro e un detergente specifico per cerchi',
        'Un sigillante spray o una cera per la protezione periodica',
      ),
      h2('Non dimenticare interni e vetri'),
      p(
        'Scegli un detergente per interni adatto a plastica, tessuto e pelle, ed evita i prodotti lucidanti per cruscotto che creano riflessi sul parabrezza. Usa un detergente per vetri senza ammoniaca, soprattutto se i finestrini sono oscurati. Lavora all’ombra e su superfici fredde, perché sotto il sole i prodotti asciugano troppo in fretta e lasciano aloni.',
      ),
    ],
    es: [
      h2('Lava sin rayar la pintura'),
      p(
        'La mayoría de los micro-arañazos de la pintura se producen al lavar el coche, no al conducir. Usa el método de los dos cubos –uno con champú para coches y otro con agua limpia para aclarar la manopla– y una manopla de microfibra en lugar de una esponja. Elige siempre un champú de pH neutro, porque el lavavajillas elimina la cera y reseca las gomas.',
      ),
      h2('Elige la protección adecuada'),
      p(
        'La cera de carnauba aporta un brillo profundo, pero suele durar solo unas semanas. Los selladores sintéticos aguantan varios meses, y los recubrimientos cerámicos pueden proteger la pintura un año o más si se aplican sobre una superficie bien limpia y descontaminada. Si estás empezando, un sellador en espray después de cada dos lavados es la forma más sencilla de mantener la pintura protegida.',
      ),
      ul(
        'Dos cubos, a ser posible con rejilla antisuciedad en el fondo',
        'Una manopla de microfibra y una toalla de secado grande y suave',
        'Un champú de pH neutro y un limpiador de llantas específico',
        'Un sellador en espray o una cera para la protección habitual',
      ),
      h2('No te olvides del interior ni de los cristales'),
      p(
        'Escoge un limpiador de interiores apto para plástico, tela y cuero, y evita los abrillantadores de salpicadero que provocan reflejos en el parabrisas. Usa un limpiacristales sin amoníaco, sobre todo si las lunas están tintadas. Trabaja a la sombra y con las superficies frías, porque al sol los productos se secan demasiado rápido y dejan marcas.',
      ),
    ],
    fi: [
      h2('Pese naarmuttamatta'),
      p(
        'Suurin osa maalipinnan hiusnaarmuista syntyy pesussa, ei ajossa. Käytä kahden ämpärin menetelmää – toisessa autoshampoota, toisessa puhdasta vettä pesukintaan huuhteluun – ja mikrokuitukinnasta sienen sijaan. Valitse aina pH-neutraali autoshampoo, sillä astianpesuaine poistaa vahan ja kuivattaa kumitiivisteitä.',
      ),
      h2('Valitse oikea suojaus'),
      p(
        'Karnaubavaha antaa syvän kiillon, mutta kestää yleensä vain muutaman viikon. Synteettiset pinnoitteet kestävät useita kuukausia, ja keraaminen pinnoite voi suojata maalia vuoden tai pidempään, jos se levitetään huolellisesti puhdistetulle pinnalle. Aloittelijalle helpoin tapa pitää maalipinta suojattuna on suihkutettava pinnoite joka toisen pesun jälkeen.',
      ),
      ul(
        'Kaksi ämpäriä, mieluiten pohjalle asetettavilla likasihdeillä',
        'Mikrokuituinen pesukinnas ja suuri, pehmeä kuivauspyyhe',
        'pH-neutraali shampoo ja erillinen vanteenpesuaine',
        'Suihkutettava pinnoite tai vaha säännölliseen suojaukseen',
      ),
      h2('Muista myös sisätilat ja ikkunat'),
      p(
        'Valitse sisäpuhdistusaine, joka sopii muoville, kankaalle ja nahalle, ja vältä kiiltäviä kojelautasuihkeita, jotka heijastuvat tuulilasiin. Käytä ammoniakitonta lasinpuhdistusainetta etenkin, jos autossa on tummennetut ikkunat. Työskentele varjossa ja viileillä pinnoilla, koska suorassa auringonpaisteessa aineet kuivuvat liian nopeasti ja jättävät raitoja.',
      ),
    ],
    nl: [
      h2('Was zonder krassen'),
      p(
        'De meeste swirls in de lak ontstaan tijdens het wassen, niet tijdens het rijden. Gebruik de tweeëmmermethode – één emmer met autoshampoo en één met schoon water om de washandschoen uit te spoelen – en een microvezel washandschoen in plaats van een spons. Kies altijd een pH-neutrale autoshampoo, want afwasmiddel haalt de wax weg en droogt rubberen afdichtingen uit.',
      ),
      h2('Kies de juiste bescherming'),
      p(
        'Carnaubawax geeft een diepe glans, maar houdt meestal maar een paar weken. Synthetische sealants gaan enkele maanden mee en een keramische coating kan de lak een jaar of langer beschermen, mits je die aanbrengt op een grondig gereinigde en gedecontamineerde ondergrond. Voor beginners is een spraysealant na elke tweede wasbeurt de makkelijkste manier om de lak beschermd te houden.',
      ),
      ul(
        'Twee emmers, het liefst met een vuilrooster op de bodem',
        'Een microvezel washandschoen en een grote, zachte droogdoek',
        'Een pH-neutrale shampoo en een aparte velgenreiniger',
        'Een spraysealant of wax voor regelmatige bescherming',
      ),
      h2('Vergeet het interieur en de ruiten niet'),
      p(
        'Kies een interieurreiniger die geschikt is voor kunststof, stof en leer, en vermijd glanzende dashboardsprays die weerspiegelen in de voorruit. Gebruik een ammoniakvrije glasreiniger, zeker als je auto getinte ruiten heeft. Werk in de schaduw op koele oppervlakken, want in de volle zon drogen producten te snel op en blijven er strepen achter.',
      ),
    ],
    no: [
      h2('Vask uten å lage riper'),
      p(
        'De fleste virvelripene i lakken oppstår under vask, ikke under kjøring. Bruk tobøttemetoden – én bøtte med bilsjampo og én med rent vann til å skylle vaskehansken – og en vaskehanske i mikrofiber i stedet for svamp. Velg alltid en pH-nøytral bilsjampo, for oppvaskmiddel fjerner voksen og tørker ut gummilister.',
      ),
      h2('Velg riktig beskyttelse'),
      p(
        'Karnaubavoks gir dyp glans, men varer som regel bare noen uker. Syntetiske forseglinger holder i flere måneder, og en keramisk coating kan beskytte lakken i et år eller mer hvis den legges på en grundig rengjort og dekontaminert overflate. For nybegynnere er en sprayforsegling etter annenhver vask den enkleste måten å holde lakken beskyttet på.',
      ),
      ul(
        'To bøtter, helst med smussrist i bunnen',
        'En vaskehanske i mikrofiber og et stort, mykt tørkehåndkle',
        'En pH-nøytral sjampo og et eget felgrens',
        'En sprayforsegling eller voks til jevnlig beskyttelse',
      ),
      h2('Ikke glem interiøret og vinduene'),
      p(
        'Velg et interiørrens som tåler plast, stoff og skinn, og styr unna blanke dashbordsprayer som gir gjenskinn i frontruten. Bruk et ammoniakkfritt glassrens, særlig hvis bilen har tonede ruter. Jobb i skyggen på kjølige flater, for i direkte sollys tørker produktene for fort og etterlater striper.',
      ),
    ],
    pl: [
      h2('Myj bez rysowania'),
      p(
        'Większość zarysowań w postaci „hologramów” na lakierze powstaje podczas mycia, a nie jazdy. Stosuj metodę dwóch wiader – w jednym szampon samochodowy, w drugim czysta woda do płukania rękawicy – i myj rękawicą z mikrofibry zamiast gąbką. Zawsze wybieraj szampon o neutralnym pH, bo płyn do naczyń usuwa wosk i wysusza gumowe uszczelki.',
      ),
      h2('Wybierz odpowiednią ochronę'),
      p(
        'Wosk carnauba daje głęboki połysk, ale zwykle utrzymuje się tylko kilka tygodni. Syntetyczne sealanty wytrzymują kilka miesięcy, a powłoka ceramiczna może chronić lakier rok lub dłużej, jeśli zostanie nałożona na dokładnie oczyszczoną i zdekontaminowaną powierzchnię. Dla początkujących najprostszym sposobem ochrony jest sealant w sprayu nakładany co drugie mycie.',
      ),
      ul(
        'Dwa wiadra, najlepiej z separatorem brudu na dnie',
        'Rękawica z mikrofibry i duży, miękki ręcznik do osuszania',
        'Szampon o neutralnym pH i osobny środek do felg',
        'Sealant w sprayu lub wosk do regularnej ochrony',
      ),
      h2('Nie zapominaj o wnętrzu i szybach'),
      p(
        'Wybierz środek do wnętrza odpowiedni do plastiku, tkaniny i skóry, a unikaj błyszczących preparatów do kokpitu, które odbijają się w przedniej szybie. Używaj płynu do szyb bez amoniaku, zwłaszcza gdy szyby są przyciemniane. Pracuj w cieniu i na chłodnych powierzchniach, bo w pełnym słońcu kosmetyki schną zbyt szybko i zostawiają smugi.',
      ),
    ],
    pt: [
      h2('Lave sem riscar'),
      p(
        'A maioria dos microrriscos na pintura surge na lavagem, não no trânsito. Use o método dos dois baldes – um com xampu automotivo e outro com água limpa para enxaguar a luva – e uma luva de microfibra no lugar da esponja. Escolha sempre um xampu de pH neutro, porque detergente de cozinha remove a cera e resseca as borrachas.',
      ),
      h2('Escolha a proteção certa'),
      p(
        'A cera de carnaúba dá um brilho intenso, mas costuma durar poucas semanas. Os selantes sintéticos resistem por vários meses, e o vitrificador cerâmico pode proteger a pintura por um ano ou mais se for aplicado sobre uma superfície bem limpa e descontaminada. Para quem está começando, um selante em spray aplicado a cada duas lavagens é o jeito mais fácil de manter a pintura protegida.',
      ),
      ul(
        'Dois baldes, de preferência com separador de sujeira no fundo',
        'Uma luva de microfibra e uma toalha de secagem grande e macia',
        'Um xampu de pH neutro e um limpador de rodas específico',
        'Um selante em spray ou uma cera para a proteção regular',
      ),
      h2('Não se esqueça do interior e dos vidros'),
      p(
        'Prefira um limpador interno indicado para plástico, tecido e couro, e evite os produtos brilhantes para painel que causam reflexo no para-brisa. Use um limpa-vidros sem amônia, principalmente se o carro tiver película. Trabalhe na sombra e com as superfícies frias, porque no sol forte os produtos secam rápido demais e deixam manchas.',
      ),
    ],
    sv: [
      h2('Tvätta utan att repa'),
      p(
        'De flesta virvelrepor i lacken uppstår vid tvätt, inte vid körning. Använd tvåhinksmetoden – en hink med bilschampo och en med rent vatten för att skölja tvättvanten – och en tvättvante i mikrofiber i stället för en svamp. Välj alltid ett pH-neutralt bilschampo, eftersom diskmedel tar bort vaxet och torkar ut gummilister.',
      ),
      h2('Välj rätt skydd'),
      p(
        'Karnaubavax ger en djup glans men håller oftast bara några veckor. Syntetiska lackförseglingar håller i flera månader, och en keramisk beläggning kan skydda lacken i ett år eller mer om den läggs på en noggrant rengjord och avfettad yta. För nybörjare är en sprayförsegling efter varannan tvätt det enklaste sättet att hålla lacken skyddad.',
      ),
      ul(
        'Två hinkar, helst med smutsgaller i botten',
        'En tvättvante i mikrofiber och en stor, mjuk torkhandduk',
        'Ett pH-neutralt schampo och ett separat fälgrengöringsmedel',
        'En sprayförsegling eller ett vax för regelbundet skydd',
      ),
      h2('Glöm inte kupén och rutorna'),
      p(
        'Välj ett interiörrengöringsmedel som passar plast, tyg och läder, och undvik blanka instrumentbrädessprayer som ger reflexer i vindrutan. Använd ett ammoniakfritt fönsterputsmedel, särskilt om bilen har tonade rutor. Arbeta i skuggan på svala ytor, eftersom produkterna torkar för snabbt i direkt solljus och lämnar ränder.',
      ),
    ],
  },
}

const motorcycleGear: GuideSeed = {
  slug: 'motorcycle-gear-buying-guide',
  subcategory: 'motorcycle-gear',
  title: {
    en: 'Motorcycle gear: what to buy first and how it should fit',
    de: 'Motorradbekleidung: Was Sie zuerst kaufen sollten und wie sie sitzen muss',
    fr: 'Équipement moto : par quoi commencer et comment bien le choisir',
    it: 'Abbigliamento da moto: cosa comprare per primo e come deve calzare',
    es: 'Equipación de moto: qué comprar primero y cómo debe quedarte',
    fi: 'Moottoripyöräilyvarusteet: mitä hankkia ensin ja miten niiden pitää istua',
    nl: 'Motorkleding: wat je eerst koopt en hoe het moet zitten',
    no: 'MC-utstyr: hva du bør kjøpe først, og hvordan det skal sitte',
    pl: 'Odzież motocyklowa: co kupić najpierw i jak powinna leżeć',
    pt: 'Equipamentos para motociclistas: o que comprar primeiro e como deve vestir',
    sv: 'MC-utrustning: vad du ska köpa först och hur den ska sitta',
  },
  excerpt: {
    en: 'Good protective gear can make the difference in a fall. Here is how to prioritise your budget and check safety ratings and fit.',
    de: 'Gute Schutzkleidung kann bei einem Sturz den entscheidenden Unterschied machen. So setzen Sie Ihr Budget sinnvoll ein und prüfen Schutzklassen und Passform.',
    fr: 'Un bon équipement de protection peut tout changer en cas de chute. Voici comment répartir votre budget et vérifier homologations et ajustement.',
    it: 'Un buon abbigliamento protettivo può fare la differenza in caso di caduta. Ecco come distribuire il budget e verificare omologazioni e vestibilità.',
    es: 'Un buen equipo de protección puede marcar la diferencia en una caída. Te contamos cómo repartir el presupuesto y comprobar homologaciones y ajuste.',
    fi: 'Hyvät suojavarusteet voivat ratkaista kaatumisen seuraukset. Näin jaat budjettisi järkevästi ja tarkistat suojausluokat ja istuvuuden.',
    nl: 'Goede beschermende kleding kan bij een val het verschil maken. Zo verdeel je je budget slim en controleer je beschermingsklassen en pasvorm.',
    no: 'Godt beskyttelsesutstyr kan utgjøre forskjellen ved et fall. Slik prioriterer du budsjettet og sjekker beskyttelsesnivå og passform.',
    pl: 'Dobra odzież ochronna może przesądzić o skutkach upadku. Podpowiadamy, jak rozłożyć budżet i sprawdzić homologacje oraz dopasowanie.',
    pt: 'Um bom equipamento de proteção pode fazer toda a diferença em uma queda. Veja como priorizar o orçamento e conferir certificações e caimento.',
    sv: 'Bra skyddsutrustning kan göra skillnaden vid en vurpa. Så prioriterar du budgeten och kontrollerar skyddsklasser och passform.',
  },
  body: {
    en: [
      h2('Start with the helmet'),
      p(
        'The helmet is the most important piece of gear, so set aside the biggest share of your budget for it. Look for the current ECE 22.06 approval and choose a full-face or modular model for the best protection. It should feel snug all round without pressure points and must not shift when you try to rotate it while holding the chin bar.',
      ),
      h2('Jacket, trousers, gloves and boots'),
      p(
        'Textile gear is versatile and often waterproof, while leather offers the best abrasion resistance for sporty riding. Check the CE label: garments rated AA or AAA protect more than class A, and the armour at shoulders, elbows, knees and hips should ideally be level 2. Gloves and boots are easy to overlook, yet hands and ankles are among the most frequently injured body parts in a fall.',
      ),
      ul(
        'Check the fit while sitting on the bike, not only while standing.',
        'Choose bright colours or reflective panels to be seen in traffic.',
        'Add a back protector if your jacket only has a foam pad.',
        'Replace your helmet after any impact or after about five years.',
      ),
      h2('Think about the season'),
      p(
        'Mesh jackets keep you cool in summer but offer little protection from rain. For most riders in northern and central Europe, a three-season jacket with a removable thermal liner and a waterproof membrane is the best all-rounder. Try everything on together, because the boots must fit under the trousers and the gloves must go over or under the jacket sleeves.',
      ),
    ],
    de: [
      h2('Zuerst der Helm'),
      p(
        'Der Helm ist das wichtigste Ausrüstungsteil, planen Sie daher den größten Teil Ihres Budgets dafür ein. Achten Sie auf die aktuelle Prüfnorm ECE 22.06 und wählen Sie für den besten Schutz einen Integral- oder Klapphelm. Er sollte rundum fest sitzen, ohne zu drücken, und darf sich nicht verdrehen, wenn Sie ihn am Kinnteil festhalten und zu drehen versuchen.',
      ),
      h2('Jacke, Hose, Handschuhe und Stiefel'),
      p(
        'Textilbekleidung ist vielseitig und oft wasserdicht, Leder bietet dagegen die beste Abriebfestigkeit für sportliches Fahren. Prüfen Sie das CE-Etikett: Kleidung der Klasse AA oder AAA schützt besser als Klasse A, und die Protektoren an Schultern, Ellbogen, Knien und Hüften sollten möglichst Level 2 erfüllen. Handschuhe und Stiefel werden gern vergessen, dabei gehören Hände und Knöchel bei Stürzen zu den am häufigsten verletzten Körperteilen.',
      ),
      ul(
        'Prüfen Sie die Passform auch in Sitzposition auf dem Motorrad, nicht nur im Stehen.',
        'Wählen Sie helle Farben oder Reflexstreifen, um im Verkehr gesehen zu werden.',
        'Ergänzen Sie einen Rückenprotektor, wenn die Jacke nur ein Schaumstoffpolster hat.',
        'Ersetzen Sie den Helm nach jedem Aufprall oder spätestens nach etwa fünf Jahren.',
      ),
      h2('An die Jahreszeit denken'),
      p(
        'Mesh-Jacken halten im Sommer kühl, schützen aber kaum vor Regen. Für die meisten Fahrer in Mittel- und Nordeuropa ist eine Dreisaisonjacke mit herausnehmbarem Thermofutter und wasserdichter Membran der beste Allrounder. Probieren Sie alles zusammen an, denn die Stiefel müssen unter die Hose passen und die Handschuhe über oder unter die Jackenärmel.',
      ),
    ],
    fr: [
      h2('Commencez par le casque'),
      p(
        'Le casque est l’élément le plus important : réservez-lui la plus grande part de votre budget. Vérifiez l’homologation ECE 22.06 en vigueur et privilégiez un casque intégral ou modulable pour une protection maximale. Il doit serrer uniformément sans points de pression et ne pas tourner lorsque vous essayez de le faire pivoter en tenant la mentonnière.',
      ),
      h2('Blouson, pantalon, gants et bottes'),
      p(
        'Le textile est polyvalent et souvent imperméable, tandis que le cuir offre la meilleure résistance à l’abrasion pour une conduite sportive. Consultez l’étiquette CE : les vêtements classés AA ou AAA protègent mieux que ceux de classe A, et les protections aux épaules, coudes, genoux et hanches devraient idéalement être de niveau 2. On néglige souvent les gants et les bottes, alors que les mains et les chevilles font partie des zones les plus souvent blessées lors d’une chute.',
      ),
      ul(
        'Vérifiez l’ajustement en position assise sur la moto, pas seulement debout.',
        'Choisissez des couleurs vives ou des bandes réfléchissantes pour être vu dans la circulation.',
        'Ajoutez une dorsale si votre blouson n’a qu’une simple mousse.',
        'Remplacez votre casque après tout choc ou au bout de cinq ans environ.',
      ),
      h2('Pensez à la saison'),
      p(
        'Les blousons en mesh gardent au frais l’été mais protègent peu de la pluie. Pour la plupart des motards d’Europe du Nord et centrale, un blouson trois saisons avec doublure thermique amovible et membrane imperméable reste le choix le plus polyvalent. Essayez tout l’équipement ensemble : les bottes doivent passer sous le pantalon et les gants par-dessus ou sous les manches du blouson.',
      ),
    ],
    it: [
      h2('Si parte dal casco'),
      p(
        'Il casco è l’elemento più importante dell’equipaggiamento, quindi destinagli la fetta più grande del budget. Verifica l’omologazione ECE 22.06 e scegli un integrale o un modulare per la massima protezione. Deve aderire bene su tutta la testa senza punti di pressione e non deve ruotare quando provi a girarlo tenendo la mentoniera.',
      ),
      h2('Giacca, pantaloni, guanti e stivali'),
      p(
        'Il tessuto tecnico è versatile e spesso impermeabile, mentre la pelle offre la migliore resistenza all’abrasione per la guida sportiva. Controlla l’etichetta CE: i capi in classe AA o AAA proteggono più di quelli in classe A, e le protezioni su spalle, gomiti, ginocchia e fianchi dovrebbero essere preferibilmente di livello 2. Guanti e stivali vengono spesso trascurati, eppure mani e caviglie sono tra le parti del corpo che si feriscono più spesso in una caduta.',
      ),
      ul(
        'Prova la vestibilità anche seduto sulla moto, non solo in piedi.',
        'Scegli colori vivaci o inserti riflettenti per farti vedere nel traffico.',
        'Aggiungi un paraschiena se la giacca ha solo un’imbottitura in schiuma.',
        'Sostituisci il casco dopo qualsiasi urto o dopo circa cinque anni.',
      ),
      h2('Pensa alla stagione'),
      p(
        'Le giacche in rete tengono freschi d’estate, ma proteggono poco dalla pioggia. Per la maggior parte dei motociclisti nell’Europa centrale e settentrionale, una giacca tre stagioni con imbottitura termica removibile e membrana impermeabile è la scelta più versatile. Prova tutto insieme, perché gli stivali devono entrare sotto i pantaloni e i guanti devono andare sopra o sotto le maniche della giacca.',
      ),
    ],
    es: [
      h2('Empieza por el casco'),
      p(
        'El casco es la pieza más importante del equipo, así que resérvale la mayor parte del presupuesto. Busca la homologación ECE 22.06 vigente y elige un modelo integral o modular para obtener la máxima protección. Debe ajustar bien por todo el contorno sin puntos de presión y no debe girar cuando intentas moverlo sujetándolo por la mentonera.',
      ),
      h2('Chaqueta, pantalón, guantes y botas'),
      p(
        'El textil es versátil y a menudo impermeable, mientras que el cuero ofrece la mejor resistencia a la abrasión para una conducción deportiva. Revisa la etiqueta CE: las prendas de clase AA o AAA protegen más que las de clase A, y las protecciones de hombros, codos, rodillas y caderas deberían ser, a ser posible, de nivel 2. Los guantes y las botas suelen quedar en segundo plano, pero las manos y los tobillos están entre las zonas que más se lesionan en una caída.',
      ),
      ul(
        'Comprueba el ajuste sentado en la moto, no solo de pie.',
        'Elige colores llamativos o paneles reflectantes para que te vean en el tráfico.',
        'Añade un protector de espalda si la chaqueta solo lleva una almohadilla de espuma.',
        'Cambia el casco después de cualquier golpe o pasados unos cinco años.',
      ),
      h2('Piensa en la temporada'),
      p(
        'Las chaquetas de rejilla te mantienen fresco en verano, pero apenas protegen de la lluvia. Para la mayoría de los motoristas que ruedan en climas templados o fríos, una chaqueta de tres temporadas con forro térmico extraíble y membrana impermeable es la opción más completa. Pruébate todo junto, porque las botas deben caber bajo el pantalón y los guantes deben ir por encima o por debajo de las mangas.',
      ),
    ],
    fi: [
      h2('Aloita kypärästä'),
      p(
        'Kypärä on tärkein varuste, joten varaa sille suurin osa budjetista. Tarkista, että kypärällä on voimassa oleva ECE 22.06 -hyväksyntä, ja valitse parhaan suojan saamiseksi umpikypärä tai leukaosaltaan avattava malli. Kypärän pitää istua tiiviisti joka puolelta ilman painekohtia, eikä se saa kääntyä, kun yrität kiertää sitä leukasuojasta pitäen.',
      ),
      h2('Takki, housut, hanskat ja saappaat'),
      p(
        'Tekstiiliasu on monipuolinen ja usein vedenpitävä, kun taas nahka kestää hankausta parhaiten urheilullisessa ajossa. Katso CE-merkintä: AA- tai AAA-luokan vaatteet suojaavat paremmin kuin A-luokan, ja hartioiden, kyynärpäiden, polvien ja lantion suojien olisi hyvä olla tasoa 2. Hanskat ja saappaat unohtuvat helposti, vaikka kädet ja nilkat ovat kaatumisissa useimmin loukkaantuvia kehonosia.',
      ),
      ul(
        'Kokeile istuvuutta myös pyörän päällä istuen, ei vain seisten.',
        'Valitse kirkkaat värit tai heijastavat paneelit, jotta erotut liikenteessä.',
        'Hanki erillinen selkäpanssari, jos takissa on vain vaahtomuovipehmuste.',
        'Vaihda kypärä jokaisen iskun jälkeen tai noin viiden vuoden välein.',
      ),
      h2('Ota vuodenaika huomioon'),
      p(
        'Verkkokankaiset takit pitävät viileänä kesällä, mutta suojaavat huonosti sateelta. Useimmille Pohjois- ja Keski-Euroopan motoristeille paras yleisvaruste on kolmen vuodenajan takki, jossa on irrotettava lämpövuori ja vedenpitävä kalvo. Sovita kaikki varusteet yhdessä, sillä saappaiden on mahduttava housujen alle ja hanskojen takin hihojen päälle tai alle.',
      ),
    ],
    nl: [
      h2('Begin bij de helm'),
      p(
        'De helm is het belangrijkste onderdeel van je uitrusting, dus reserveer daar het grootste deel van je budget voor. Let op de actuele ECE 22.06-keuring en kies voor de beste bescherming een integraal- of systeemhelm. Hij moet rondom strak zitten zonder drukpunten en mag niet verdraaien als je hem aan de kinbeschermer probeert te draaien.',
      ),
      h2('Jas, broek, handschoenen en laarzen'),
      p(
        'Textiel is veelzijdig en vaak waterdicht, terwijl leer de beste slijtvastheid biedt voor sportief rijden. Bekijk het CE-label: kleding met klasse AA of AAA beschermt beter dan klasse A, en de protectoren op schouders, ellebogen, knieën en heupen zijn bij voorkeur level 2. Handschoenen en laarzen schieten er vaak bij in, terwijl handen en enkels bij een val juist vaak gewond raken.',
      ),
      ul(
        'Controleer de pasvorm ook zittend op de motor, niet alleen staand.',
        'Kies felle kleuren of reflecterende panelen zodat je opvalt in het verkeer.',
        'Voeg een rugprotector toe als je jas alleen een schuimpad heeft.',
        'Vervang je helm na elke klap of na ongeveer vijf jaar.',
      ),
      h2('Denk aan het seizoen'),
      p(
        'Meshjassen houden je koel in de zomer, maar beschermen nauwelijks tegen regen. Voor de meeste motorrijders in Noord- en Midden-Europa is een driesezoenenjas met uitneembare thermovoering en waterdicht membraan de beste allrounder. Pas alles samen, want de laarzen moeten onder de broek passen en de handschoenen over of onder de mouwen van de jas.',
      ),
    ],
    no: [
      h2('Begynn med hjelmen'),
      p(
        'Hjelmen er det viktigste utstyret, så sett av den største delen av budsjettet til den. Se etter den gjeldende ECE 22.06-godkjenningen, og velg en integral- eller flipphjelm for best beskyttelse. Den skal sitte tett rundt hele hodet uten trykkpunkter og må ikke vri seg når du prøver å dreie den mens du holder i hakebøylen.',
      ),
      h2('Jakke, bukse, hansker og støvler'),
      p(
        'Tekstilutstyr er allsidig og ofte vanntett, mens skinn gir best slitestyrke ved sporty kjøring. Sjekk CE-merket: klær i klasse AA eller AAA beskytter bedre enn klasse A, og beskytterne på skuldre, albuer, knær og hofter bør helst være nivå 2. Hansker og støvler blir lett nedprioritert, men hender og ankler er blant kroppsdelene som oftest skades ved fall.',
      ),
      ul(
        'Sjekk passformen mens du sitter på sykkelen, ikke bare stående.',
        'Velg sterke farger eller refleksfelt så du blir sett i trafikken.',
        'Kjøp en ryggbeskytter hvis jakken bare har en skumpute.',
        'Bytt hjelm etter ethvert slag eller etter omtrent fem år.',
      ),
      h2('Tenk på sesongen'),
      p(
        'Meshjakker holder deg kjølig om sommeren, men beskytter lite mot regn. For de fleste motorsyklister i Nord- og Mellom-Europa er en tresesongsjakke med avtakbart termofôr og vanntett membran det beste allroundvalget. Prøv alt sammen, for støvlene må passe under buksen og hanskene over eller under jakkeermene.',
      ),
    ],
    pl: [
      h2('Zacznij od kasku'),
      p(
        'Kask to najważniejszy element wyposażenia, więc przeznacz na niego największą część budżetu. Sprawdź, czy ma aktualną homologację ECE 22.06, i dla najlepszej ochrony wybierz kask integralny lub szczękowy. Powinien ściśle przylegać do głowy bez punktów ucisku i nie może się obracać, gdy próbujesz nim poruszyć, trzymając za szczękę.',
      ),
      h2('Kurtka, spodnie, rękawice i buty'),
      p(
        'Odzież tekstylna jest uniwersalna i często wodoodporna, a skóra zapewnia najlepszą odporność na ścieranie przy sportowej jeździe. Sprawdź metkę CE: odzież klasy AA lub AAA chroni lepiej niż klasy A, a ochraniacze barków, łokci, kolan i bioder powinny mieć najlepiej poziom 2. O rękawicach i butach łatwo zapomnieć, a przecież dłonie i kostki należą do najczęściej urażanych części ciała podczas upadku.',
      ),
      ul(
        'Sprawdzaj dopasowanie, siedząc na motocyklu, a nie tylko na stojąco.',
        'Wybieraj jaskrawe kolory lub elementy odblaskowe, by być widocznym w ruchu.',
        'Dokup ochraniacz pleców, jeśli kurtka ma tylko piankową wkładkę.',
        'Wymień kask po każdym uderzeniu lub mniej więcej co pięć lat.',
      ),
      h2('Pomyśl o sezonie'),
      p(
        'Kurtki siatkowe dają przewiew latem, ale słabo chronią przed deszczem. Dla większości motocyklistów w Europie Środkowej i Północnej najlepszym wyborem jest kurtka trzysezonowa z odpinaną podpinką termiczną i wodoodporną membraną. Przymierz wszystko razem, bo buty muszą mieścić się pod spodniami, a rękawice zachodzić na rękawy kurtki lub chować się pod nimi.',
      ),
    ],
    pt: [
      h2('Comece pelo capacete'),
      p(
        'O capacete é o item mais importante do equipamento, por isso reserve a maior parte do orçamento para ele. Verifique a certificação obrigatória do seu país e prefira um modelo fechado ou escamoteável para ter a melhor proteção. Ele deve ficar justo em toda a cabeça, sem pontos de pressão, e não pode girar quando você tenta movê-lo segurando a queixeira.',
      ),
      h2('Jaqueta, calça, luvas e botas'),
      p(
        'As roupas de tecido técnico são versáteis e muitas vezes impermeáveis, enquanto o couro oferece a maior resistência à abrasão para quem pilota de forma esportiva. Veja a etiqueta de certificação: peças de classe AA ou AAA protegem mais do que as de classe A, e as proteções de ombros, cotovelos, joelhos e quadril devem ser, de preferência, de nível 2. Luvas e botas costumam ficar em segundo plano, mas mãos e tornozelos estão entre as partes do corpo que mais se machucam em quedas.',
      ),
      ul(
        'Confira o caimento sentado na moto, não só em pé.',
        'Escolha cores vivas ou faixas refletivas para ser visto no trânsito.',
        'Acrescente um protetor de coluna se a jaqueta tiver apenas espuma.',
        'Troque o capacete depois de qualquer impacto ou a cada cinco anos, mais ou menos.',
      ),
      h2('Pense no clima'),
      p(
        'Jaquetas de tela mantêm o corpo fresco no calor, mas protegem pouco da chuva. Para quem roda o ano todo, uma jaqueta com forro térmico removível e membrana impermeável costuma ser a opção mais versátil. Experimente tudo junto, porque as botas precisam caber sob a calça e as luvas devem ficar por cima ou por baixo das mangas da jaqueta.',
      ),
    ],
    sv: [
      h2('Börja med hjälmen'),
      p(
        'Hjälmen är den viktigaste delen av utrustningen, så lägg den största delen av budgeten på den. Leta efter det aktuella ECE 22.06-godkännandet och välj en integral- eller fällbar hjälm för bäst skydd. Den ska sitta tätt runt hela huvudet utan tryckpunkter och får inte vrida sig när du försöker vrida den medan du håller i hakskyddet.',
      ),
      h2('Jacka, byxor, handskar och stövlar'),
      p(
        'Textilställ är mångsidiga och ofta vattentäta, medan skinn ger bäst nötningsskydd vid sportig körning. Titta på CE-märkningen: plagg i klass AA eller AAA skyddar mer än klass A, och skydden vid axlar, armbågar, knän och höfter bör helst vara nivå 2. Handskar och stövlar glöms lätt bort, men händer och fotleder hör till de kroppsdelar som oftast skadas vid en vurpa.',
      ),
      ul(
        'Prova passformen när du sitter på motorcykeln, inte bara stående.',
        'Välj klara färger eller reflexpaneler så att du syns i trafiken.',
        'Komplettera med ett ryggskydd om jackan bara har en skumplastdyna.',
        'Byt hjälm efter varje smäll eller efter ungefär fem år.',
      ),
      h2('Tänk på säsongen'),
      p(
        'Meshjackor håller dig sval på sommaren men skyddar dåligt mot regn. För de flesta motorcyklister i norra och mellersta Europa är en tresäsongsjacka med löstagbart termofoder och vattentätt membran det bästa allroundvalet. Prova allt tillsammans, eftersom stövlarna måste passa under byxorna och handskarna över eller under jackärmarna.',
      ),
    ],
  },
}

const officeSupplies: GuideSeed = {
  slug: 'stocking-office-supplies-guide',
  subcategory: 'office-supplies',
  title: {
    en: 'Office supplies: how to stock a practical workspace',
    de: 'Büromaterial: So statten Sie Ihren Arbeitsplatz sinnvoll aus',
    fr: 'Fournitures de bureau : bien équiper son espace de travail',
    it: 'Cancelleria per l’ufficio: come rifornire uno spazio di lavoro pratico',
    es: 'Material de oficina: cómo equipar un espacio de trabajo práctico',
    fi: 'Toimistotarvikkeet: näin varustat toimivan työpisteen',
    nl: 'Kantoorartikelen: zo richt je een praktische werkplek in',
    no: 'Kontorrekvisita: slik utstyrer du en praktisk arbeidsplass',
    pl: 'Artykuły biurowe: jak praktycznie wyposażyć miejsce pracy',
    pt: 'Material de escritório: como abastecer um espaço de trabalho prático',
    sv: 'Kontorsmaterial: så utrustar du en praktisk arbetsplats',
  },
  excerpt: {
    en: 'Buying office supplies is easy, buying the right amount of the right things is not. These tips help you save money and keep your desk organised.',
    de: 'Büromaterial zu kaufen ist leicht – die richtigen Dinge in der richtigen Menge zu kaufen, weniger. Mit diesen Tipps sparen Sie Geld und halten Ordnung am Schreibtisch.',
    fr: 'Acheter des fournitures est facile, acheter les bons articles en bonne quantité l’est moins. Ces conseils vous aident à économiser et à garder un bureau bien rangé.',
    it: 'Comprare cancelleria è facile, comprare le cose giuste nella quantità giusta lo è meno. Questi consigli ti aiutano a risparmiare e a tenere in ordine la scrivania.',
    es: 'Comprar material de oficina es fácil; acertar con qué y cuánto comprar, no tanto. Estos consejos te ayudan a ahorrar y a mantener el escritorio ordenado.',
    fi: 'Toimistotarvikkeiden ostaminen on helppoa, oikeiden tuotteiden ostaminen oikea määrä ei niinkään. Näillä vinkeillä säästät rahaa ja pidät työpöydän järjestyksessä.',
    nl: 'Kantoorartikelen kopen is makkelijk, de juiste spullen in de juiste hoeveelheid kopen minder. Met deze tips bespaar je geld en houd je je bureau overzichtelijk.',
    no: 'Det er lett å kjøpe kontorrekvisita, men vanskeligere å kjøpe riktige ting i riktig mengde. Disse tipsene hjelper deg å spare penger og holde orden på pulten.',
    pl: 'Kupowanie artykułów biurowych jest proste, ale trafne dobranie asortymentu i ilości już mniej. Te wskazówki pomogą Ci oszczędzać i utrzymać porządek na biurku.',
    pt: 'Comprar material de escritório é fácil; difícil é comprar as coisas certas na quantidade certa. Estas dicas ajudam você a economizar e manter a mesa organizada.',
    sv: 'Det är lätt att köpa kontorsmaterial, men svårare att köpa rätt saker i rätt mängd. De här tipsen hjälper dig att spara pengar och hålla ordning på skrivbordet.',
  },
  body: {
    en: [
      h2('Start with what you use every day'),
      p(
        'Before placing a large order, list the supplies you actually reach for in a normal week. Pens, notebooks, sticky notes and printer paper are used constantly, while specialist items such as laminating pouches can be bought when you need them. Buying everyday items in bulk usually lowers the unit price, but only makes sense if you have space to store them.',
      ),
      h2('Spend on quality where it counts'),
      p(
        'Paper weight is given in grams per square metre: 80 g/m² is standard for everyday printing, while 100–120 g/m² feels more substantial for presentations and letters. Gel pens write smoothly but can smudge for left-handers, so a quick-drying ink may be a better choice. If you take structured notes, look for notebooks with numbered pages or a dot grid.',
      ),
      ul(
        'Recycled or FSC-certified paper for everyday printing',
        'Refillable pens and markers to reduce waste',
        'A labelled filing system with binders or folders',
        'Cable ties and a desk organiser to keep the workspace tidy',
      ),
      h2('Organise and reorder smartly'),
      p(
        'Keep a small reserve of the essentials and note when you open the last pack, so you never run out in the middle of a deadline. Many online office shops offer free delivery above a minimum order value, so it pays to combine purchases. In a shared office, make one person responsible for stock to avoid duplicate orders.',
      ),
    ],
    de: [
      h2('Mit dem Alltagsbedarf beginnen'),
      p(
        'Notieren Sie vor einer großen Bestellung, welches Material Sie in einer normalen Woche tatsächlich benutzen. Stifte, Notizbücher, Haftnotizen und Druckerpapier sind ständig im Einsatz, Spezielles wie Laminierfolien kaufen Sie besser erst bei Bedarf. Großpackungen senken meist den Stückpreis, lohnen sich aber nur, wenn Sie auch Platz zum Lagern haben.',
      ),
      h2('Qualität dort, wo sie zählt'),
      p(
        'Das Papiergewicht wird in Gramm pro Quadratmeter angegeben: 80 g/m² ist Standard für den Alltagsdruck, 100–120 g/m² wirken bei Präsentationen und Briefen hochwertiger. Gelschreiber schreiben weich, können bei Linkshändern aber verschmieren – hier ist schnell trocknende Tinte die bessere Wahl. Wer strukturiert mitschreibt, greift zu Notizbüchern mit nummerierten Seiten oder Punktraster.',
      ),
      ul(
        'Recycling- oder FSC-zertifiziertes Papier für den Alltagsdruck',
        'Nachfüllbare Stifte und Marker, um Abfall zu vermeiden',
        'Ein beschriftetes Ablagesystem mit Ordnern oder Mappen',
        'Kabelbinder und ein Schreibtisch-Organizer für einen aufgeräumten Arbeitsplatz',
      ),
      h2('Clever organisieren und nachbestellen'),
      p(
        'Halten Sie einen kleinen Vorrat der wichtigsten Dinge bereit und notieren Sie, wann Sie die letzte Packung anbrechen – so geht Ihnen nichts mitten in einer Deadline aus. Viele Online-Bürohändler liefern ab einem Mindestbestellwert versandkostenfrei, daher lohnt es sich, Einkäufe zu bündeln. Im Gemeinschaftsbüro sollte eine Person für den Bestand zuständig sein, damit nichts doppelt bestellt wird.',
      ),
    ],
    fr: [
      h2('Partez de ce que vous utilisez chaque jour'),
      p(
        'Avant de passer une grosse commande, listez les fournitures que vous utilisez réellement au cours d’une semaine normale. Stylos, cahiers, notes adhésives et papier d’impression servent en permanence, alors que les articles spécifiques comme les pochettes de plastification peuvent s’acheter au besoin. Acheter en gros fait généralement baisser le prix unitaire, mais seulement si vous avez la place de stocker.',
      ),
      h2('Misez sur la qualité là où elle compte'),
      p(
        'Le grammage du papier s’exprime en grammes par mètre carré : 80 g/m² est la norme pour l’impression courante, tandis que 100 à 120 g/m² donnent un rendu plus qualitatif aux présentations et aux courriers. Les stylos gel glissent bien mais peuvent baver chez les gauchers, à qui une encre à séchage rapide conviendra mieux. Si vous prenez des notes structurées, choisissez des carnets à pages numérotées ou à grille de points.',
      ),
      ul(
        'Du papier recyclé ou certifié FSC pour les impressions courantes',
        'Des stylos et marqueurs rechargeables pour limiter les déchets',
        'Un système de classement étiqueté avec classeurs ou chemises',
        'Des serre-câbles et un organiseur de bureau pour garder un espace net',
      ),
      h2('Organisez-vous et réapprovisionnez malin'),
      p(
        'Gardez une petite réserve de l’essentiel et notez le moment où vous entamez le dernier paquet, pour ne jamais tomber à court en pleine échéance. Beaucoup de boutiques en ligne offrent la livraison au-delà d’un montant minimum : regroupez donc vos achats. Dans un bureau partagé, confiez la gestion du stock à une seule personne pour éviter les commandes en double.',
      ),
    ],
    it: [
      h2('Parti da ciò che usi ogni giorno'),
      p(
        'Prima di fare un ordine consistente, annota gli articoli che usi davvero in una settimana normale. Penne, quaderni, foglietti adesivi e carta per stampante servono di continuo, mentre articoli specifici come le buste per plastificatrice si possono comprare al bisogno. Acquistare all’ingrosso abbassa di solito il prezzo unitario, ma conviene solo se hai spazio per conservare tutto.',
      ),
      h2('Punta sulla qualità dove conta'),
      p(
        'La grammatura della carta si misura in grammi per metro quadrato: 80 g/m² è lo standard per la stampa quotidiana, mentre 100–120 g/m² danno un aspetto più curato a presentazioni e lettere. Le penne gel scrivono in modo fluido ma possono sbavare se sei mancino, quindi un inchiostro ad asciugatura rapida può essere la scelta migliore. Se prendi appunti in modo strutturato, cerca quaderni con pagine numerate o a puntini.',
      ),
      ul(
        'Carta riciclata o certificata FSC per le stampe di tutti i giorni',
        'Penne e pennarelli ricaricabili per ridurre i rifiuti',
        'Un sistema di archiviazione etichettato con raccoglitori o cartelline',
        'Fascette per cavi e un organizer da scrivania per tenere in ordine',
      ),
      h2('Organizzati e riordina con criterio'),
      p(
        'Tieni una piccola scorta dell’essenziale e annota quando apri l’ultima confezione, così non resterai mai senza nel mezzo di una scadenza. Molti negozi online di articoli per ufficio offrono la spedizione gratuita sopra un importo minimo, quindi conviene raggruppare gli acquisti. In un ufficio condiviso, affida le scorte a una sola persona per evitare ordini doppi.',
      ),
    ],
    es: [
      h2('Empieza por lo que usas a diario'),
      p(
        'Antes de hacer un pedido grande, apunta el material que realmente utilizas en una semana normal. Bolígrafos, libretas, notas adhesivas y papel de impresora se gastan sin parar, mientras que artículos específicos como las fundas de plastificar pueden comprarse cuando hagan falta. Comprar al por mayor suele abaratar el precio por unidad, pero solo compensa si tienes espacio para guardarlo.',
      ),
      h2('Invierte en calidad donde importa'),
      p(
        'El gramaje del papel se expresa en gramos por metro cuadrado: 80 g/m² es el estándar para imprimir a diario, mientras que 100–120 g/m² da un acabado más cuidado a presentaciones y cartas. Los bolígrafos de gel escriben con suavidad, pero pueden mancharse si eres zurdo, así que una tinta de secado rápido puede ser mejor opción. Si tomas apuntes de forma estructurada, busca cuadernos con páginas numeradas o cuadrícula de puntos.',
      ),
      ul(
        'Papel reciclado o con certificación FSC para la impresión diaria',
        'Bolígrafos y rotuladores recargables para generar menos residuos',
        'Un sistema de archivo etiquetado con archivadores o carpetas',
        'Bridas para cables y un organizador de escritorio para mantener el orden',
      ),
      h2('Organízate y repón con cabeza'),
      p(
        'Ten una pequeña reserva de lo imprescindible y anota cuándo abres el último paquete, para no quedarte sin nada en plena entrega. Muchas papelerías en línea ofrecen envío gratuito a partir de un importe mínimo, así que merece la pena agrupar las compras. En una oficina compartida, encarga a una sola persona el control del material para evitar pedidos duplicados.',
      ),
    ],
    fi: [
      h2('Aloita päivittäin käytetyistä tarvikkeista'),
      p(
        'Kirjaa ennen isoa tilausta ylös, mitä tarvikkeita oikeasti käytät tavallisella viikolla. Kyniä, muistikirjoja, tarralappuja ja tulostuspaperia kuluu jatkuvasti, kun taas erikoistuotteet, kuten laminointitaskut, voi ostaa tarpeen mukaan. Isot pakkaukset laskevat yleensä yksikköhintaa, mutta ne kannattavat vain, jos sinulla on tilaa säilyttää ne.',
      ),
      h2('Panosta laatuun siellä, missä sillä on väliä'),
      p(
        'Paperin paino ilmoitetaan grammoina neliömetriä kohden: 80 g/m² on tavallisen tulostuksen standardi, kun taas 100–120 g/m² tuntuu laadukkaammalta esityksissä ja kirjeissä. Geelikynät kirjoittavat pehmeästi, mutta vasenkätisellä jälki voi tahriintua, joten nopeasti kuivuva muste voi olla parempi valinta. Jos teet jäsenneltyjä muistiinpanoja, valitse muistikirja, jossa on numeroidut sivut tai pisteruudukko.',
      ),
      ul(
        'Uusiopaperia tai FSC-sertifioitua paperia arkitulostukseen',
        'Täytettäviä kyniä ja tusseja jätteen vähentämiseksi',
        'Nimetty arkistointijärjestelmä mappeineen tai kansioineen',
        'Nippusiteitä ja pöytäjärjestäjä siistiin työpisteeseen',
      ),
      h2('Järjestä ja tilaa fiksusti'),
      p(
        'Pidä pieni varasto tärkeimmistä tarvikkeista ja merkitse muistiin, kun avaat viimeisen pakkauksen, jotta mikään ei lopu kesken kiireisimmän hetken. Monet toimistotarvikkeiden verkkokaupat toimittavat ilmaiseksi tietyn summan ylittäviä tilauksia, joten ostokset kannattaa yhdistää. Yhteisessä toimistossa yhden henkilön kannattaa vastata varastosta, ettei samoja tuotteita tilata kahteen kertaan.',
      ),
    ],
    nl: [
      h2('Begin bij wat je dagelijks gebruikt'),
      p(
        'Maak voor een grote bestelling eerst een lijstje van de spullen die je in een gewone week echt gebruikt. Pennen, notitieboeken, memobriefjes en printpapier gaan continu op, terwijl specifieke artikelen zoals lamineerhoezen pas gekocht hoeven te worden als je ze nodig hebt. In grote hoeveelheden kopen verlaagt meestal de prijs per stuk, maar alleen als je ook ruimte hebt om alles op te bergen.',
      ),
      h2('Investeer in kwaliteit waar het telt'),
      p(
        'Het papiergewicht wordt uitgedrukt in grammen per vierkante meter: 80 g/m² is standaard voor dagelijks printwerk, terwijl 100–120 g/m² steviger aanvoelt voor presentaties en brieven. Gelpennen schrijven soepel, maar kunnen bij linkshandigen vlekken, dus sneldrogende inkt is dan een betere keuze. Maak je gestructureerde aantekeningen, kies dan notitieboeken met genummerde pagina’s of een dotgrid.',
      ),
      ul(
        'Gerecycled of FSC-gecertificeerd papier voor dagelijks printwerk',
        'Navulbare pennen en markers om afval te beperken',
        'Een gelabeld archiefsysteem met ordners of mappen',
        'Kabelbinders en een bureau-organizer voor een opgeruimde werkplek',
      ),
      h2('Slim organiseren en bijbestellen'),
      p(
        'Houd een kleine voorraad van de basisspullen aan en noteer wanneer je het laatste pak aanbreekt, zodat je nooit zonder zit vlak voor een deadline. Veel online kantoorwinkels bezorgen gratis boven een minimaal bestelbedrag, dus combineer je aankopen. Maak op een gedeeld kantoor één persoon verantwoordelijk voor de voorraad om dubbele bestellingen te voorkomen.',
      ),
    ],
    no: [
      h2('Start med det du bruker hver dag'),
      p(
        'Før du legger inn en stor bestilling, bør du skrive ned hva du faktisk bruker i løpet av en vanlig uke. Penner, notatbøker, gule lapper og skriverpapir går med hele tiden, mens spesialartikler som lamineringslommer kan kjøpes når du trenger dem. Storpakninger gir som regel lavere stykkpris, men lønner seg bare hvis du har plass til å oppbevare dem.',
      ),
      h2('Sats på kvalitet der det teller'),
      p(
        'Papirvekt oppgis i gram per kvadratmeter: 80 g/m² er standard for vanlig utskrift, mens 100–120 g/m² gir et mer eksklusivt inntrykk på presentasjoner og brev. Gelpenner skriver mykt, men kan smøre for venstrehendte, så raskt tørkende blekk kan være et bedre valg. Tar du strukturerte notater, bør du se etter notatbøker med nummererte sider eller prikkrutenett.',
      ),
      ul(
        'Resirkulert eller FSC-sertifisert papir til daglige utskrifter',
        'Etterfyllbare penner og tusjer for mindre avfall',
        'Et merket arkivsystem med permer eller mapper',
        'Strips og en skrivebordsorganisator for en ryddig arbeidsplass',
      ),
      h2('Organiser og etterbestill smart'),
      p(
        'Ha et lite lager av det viktigste, og noter når du åpner den siste pakken, så går du aldri tom midt i en frist. Mange nettbutikker for kontorrekvisita har gratis frakt over et visst beløp, så det lønner seg å samle innkjøpene. På et felles kontor bør én person ha ansvar for lageret, slik at dere unngår dobbeltbestillinger.',
      ),
    ],
    pl: [
      h2('Zacznij od tego, czego używasz codziennie'),
      p(
        'Zanim złożysz duże zamówienie, spisz artykuły, po które faktycznie sięgasz w zwykłym tygodniu. Długopisy, notesy, karteczki samoprzylepne i papier do drukarki zużywają się stale, a rzeczy specjalistyczne, takie jak folie do laminowania, można kupić w razie potrzeby. Zakupy hurtowe zwykle obniżają cenę jednostkową, ale mają sens tylko wtedy, gdy masz gdzie je przechowywać.',
      ),
      h2('Inwestuj w jakość tam, gdzie ma znaczenie'),
      p(
        'Gramaturę papieru podaje się w gramach na metr kwadratowy: 80 g/m² to standard do codziennego drukowania, a 100–120 g/m² sprawia lepsze wrażenie w prezentacjach i listach. Długopisy żelowe piszą płynnie, ale u osób leworęcznych mogą się rozmazywać, dlatego lepszym wyborem bywa szybkoschnący tusz. Jeśli robisz uporządkowane notatki, wybieraj notesy z numerowanymi stronami lub w kropki.',
      ),
      ul(
        'Papier z recyklingu lub z certyfikatem FSC do codziennego drukowania',
        'Długopisy i markery z wymiennymi wkładami, by ograniczyć odpady',
        'Opisany system archiwizacji z segregatorami lub teczkami',
        'Opaski kablowe i organizer na biurko dla porządku w miejscu pracy',
      ),
      h2('Organizuj i zamawiaj z głową'),
      p(
        'Trzymaj niewielki zapas najważniejszych rzeczy i zapisuj, kiedy otwierasz ostatnie opakowanie, żeby niczego nie zabrakło w środku pilnego projektu. Wiele sklepów internetowych z artykułami biurowymi oferuje darmową dostawę od określonej kwoty, więc warto łączyć zakupy. We wspólnym biurze za zapasy powinna odpowiadać jedna osoba, co pozwala uniknąć podwójnych zamówień.',
      ),
    ],
    pt: [
      h2('Comece pelo que você usa todo dia'),
      p(
        'Antes de fazer um pedido grande, anote os materiais que você realmente usa em uma semana normal. Canetas, cadernos, bloquinhos adesivos e papel para impressora acabam o tempo todo, enquanto itens específicos, como plásticos para plastificação, podem ser comprados quando surgir a necessidade. Comprar no atacado costuma reduzir o preço por unidade, mas só vale a pena se você tiver espaço para guardar.',
      ),
      h2('Invista em qualidade onde faz diferença'),
      p(
        'A gramatura do papel é indicada em gramas por metro quadrado: 75 a 80 g/m² é o padrão para impressões do dia a dia, enquanto 100–120 g/m² dão um acabamento melhor a apresentações e cartas. Canetas de gel deslizam bem, mas podem borrar nas mãos de canhotos, então uma tinta de secagem rápida pode ser a melhor escolha. Se você faz anotações organizadas, procure cadernos com páginas numeradas ou pontilhados.',
      ),
      ul(
        'Papel reciclado ou com certificação FSC para as impressões do dia a dia',
        'Canetas e marcadores recarregáveis para gerar menos lixo',
        'Um sistema de arquivo etiquetado, com fichários ou pastas',
        'Abraçadeiras para cabos e um organizador de mesa para manter tudo em ordem',
      ),
      h2('Organize-se e faça reposição com inteligência'),
      p(
        'Mantenha uma pequena reserva do essencial e anote quando abrir o último pacote, para não ficar sem nada no meio de um prazo. Muitas papelarias on-line oferecem frete grátis acima de um valor mínimo, então vale a pena juntar as compras. Em um escritório compartilhado, deixe uma única pessoa responsável pelo estoque para evitar pedidos duplicados.',
      ),
    ],
    sv: [
      h2('Börja med det du använder varje dag'),
      p(
        'Skriv ner vilket material du faktiskt använder under en vanlig vecka innan du gör en stor beställning. Pennor, anteckningsböcker, självhäftande lappar och skrivarpapper går åt hela tiden, medan specialartiklar som lamineringsfickor kan köpas när du behöver dem. Storpack ger oftast lägre styckpris, men lönar sig bara om du har plats att förvara dem.',
      ),
      h2('Satsa på kvalitet där det spelar roll'),
      p(
        'Papperets vikt anges i gram per kvadratmeter: 80 g/m² är standard för vardagsutskrifter, medan 100–120 g/m² känns mer påkostat för presentationer och brev. Gelpennor skriver mjukt men kan kladda för vänsterhänta, så snabbtorkande bläck kan vara ett bättre val. Om du för strukturerade anteckningar, välj anteckningsböcker med numrerade sidor eller punktrutor.',
      ),
      ul(
        'Returpapper eller FSC-märkt papper för vardagsutskrifter',
        'Påfyllningsbara pennor och märkpennor för mindre avfall',
        'Ett märkt arkivsystem med pärmar eller mappar',
        'Buntband och en skrivbordsorganisatör för en städad arbetsplats',
      ),
      h2('Organisera och beställ smart'),
      p(
        'Ha ett litet lager av det viktigaste och anteckna när du öppnar det sista paketet, så att du aldrig står utan mitt i en deadline. Många kontorsbutiker på nätet har fri frakt över ett visst ordervärde, så det lönar sig att samla ihop inköpen. På ett delat kontor bör en person ansvara för förrådet för att undvika dubbelbeställningar.',
      ),
    ],
  },
}

const printers: GuideSeed = {
  slug: 'inkjet-or-laser-printer-guide',
  subcategory: 'printers',
  title: {
    en: 'Inkjet or laser? How to choose a printer',
    de: 'Tintenstrahl oder Laser? So finden Sie den passenden Drucker',
    fr: 'Jet d’encre ou laser ? Comment choisir son imprimante',
    it: 'Inkjet o laser? Come scegliere la stampante giusta',
    es: '¿Inyección de tinta o láser? Cómo elegir impresora',
    fi: 'Mustesuihku vai laser? Näin valitset tulostimen',
    nl: 'Inkjet of laser? Zo kies je de juiste printer',
    no: 'Blekk eller laser? Slik velger du riktig skriver',
    pl: 'Atramentowa czy laserowa? Jak wybrać drukarkę',
    pt: 'Jato de tinta ou laser? Como escolher uma impressora',
    sv: 'Bläckstråle eller laser? Så väljer du rätt skrivare',
  },
  excerpt: {
    en: 'The cheapest printer to buy is rarely the cheapest to own. Compare technologies, running costs and features before you decide.',
    de: 'Der günstigste Drucker im Laden ist selten der günstigste im Betrieb. Vergleichen Sie Technik, Folgekosten und Funktionen, bevor Sie sich entscheiden.',
    fr: 'L’imprimante la moins chère à l’achat est rarement la moins chère à l’usage. Comparez technologies, coûts d’utilisation et fonctions avant de vous décider.',
    it: 'La stampante più economica da acquistare raramente è la più economica da usare. Confronta tecnologie, costi di esercizio e funzioni prima di decidere.',
    es: 'La impresora más barata de comprar rara vez es la más barata de mantener. Compara tecnologías, costes de uso y funciones antes de decidirte.',
    fi: 'Halvin ostettava tulostin on harvoin halvin käyttää. Vertaile tekniikoita, käyttökustannuksia ja ominaisuuksia ennen päätöstä.',
    nl: 'De goedkoopste printer in de winkel is zelden de goedkoopste in gebruik. Vergelijk technieken, gebruikskosten en functies voordat je kiest.',
    no: 'Den billigste skriveren i butikken er sjelden den billigste å bruke. Sammenlign teknologi, driftskostnader og funksjoner før du bestemmer deg.',
    pl: 'Najtańsza drukarka w sklepie rzadko okazuje się najtańsza w eksploatacji. Porównaj technologie, koszty użytkowania i funkcje, zanim zdecydujesz.',
    pt: 'A impressora mais barata na loja raramente é a mais barata no dia a dia. Compare tecnologias, custos de uso e recursos antes de decidir.',
    sv: 'Den billigaste skrivaren i butiken är sällan den billigaste att använda. Jämför teknik, driftskostnader och funktioner innan du bestämmer dig.',
  },
  body: {
    en: [
      h2('Match the technology to what you print'),
      p(
        'Laser printers are fast, reliable and cheap per page for text documents, which makes them ideal if you print a lot in black and white. Inkjet printers handle photos and colour graphics better and often cost less to buy. If you only print occasionally, bear in mind that inkjet cartridges can dry out when the printer sits unused for weeks.',
      ),
      h2('Look at running costs, not just the price'),
      p(
        'A cheap printer can become expensive once you start buying ink or toner. Compare the cost per page by dividing the cartridge price by its rated page yield. Ink-tank printers cost more up front but use refillable bottles, and they usually work out cheapest for families and home offices that print regularly.',
      ),
      ul(
        'Automatic duplex printing saves paper.',
        'Wi-Fi and mobile printing make it easy to print from phones and tablets.',
        'An automatic document feeder is handy for scanning multi-page documents.',
        'Check that replacement cartridges are widely available and reasonably priced.',
      ),
      h2('All-in-one or print only?'),
      p(
        'An all-in-one device that prints, scans and copies takes up little more space than a basic printer and is worth it for most homes. Small offices should also check the recommended monthly print volume and the paper tray capacity. If several people share the printer, choose a model with an Ethernet port or stable Wi-Fi and drivers for all the operating systems you use.',
      ),
    ],
    de: [
      h2('Die Technik an den Druckbedarf anpassen'),
      p(
        'Laserdrucker sind schnell, zuverlässig und bei Textdokumenten günstig pro Seite – ideal, wenn Sie viel in Schwarzweiß drucken. Tintenstrahldrucker kommen mit Fotos und farbigen Grafiken besser zurecht und sind in der Anschaffung oft billiger. Wer nur gelegentlich druckt, sollte bedenken, dass Tintenpatronen eintrocknen können, wenn der Drucker wochenlang nicht benutzt wird.',
      ),
      h2('Auf die Folgekosten achten, nicht nur auf den Preis'),
      p(
        'Ein billiger Drucker kann teuer werden, sobald Sie Tinte oder Toner nachkaufen. Vergleichen Sie die Seitenkosten, indem Sie den Patronenpreis durch die angegebene Reichweite teilen. Tintentankdrucker kosten in der Anschaffung mehr, werden aber aus Flaschen nachgefüllt und sind für Familien und Homeoffices, die regelmäßig drucken, meist die günstigste Lösung.',
      ),
      ul(
        'Automatischer Duplexdruck spart Papier.',
        'WLAN und mobiles Drucken erleichtern das Drucken vom Smartphone oder Tablet.',
        'Ein automatischer Vorlageneinzug ist praktisch zum Scannen mehrseitiger Dokumente.',
        'Prüfen Sie, ob Ersatzpatronen gut erhältlich und fair bepreist sind.',
      ),
      h2('Multifunktionsgerät oder reiner Drucker?'),
      p(
        'Ein Multifunktionsgerät, das druckt, scannt und kopiert, braucht kaum mehr Platz als ein einfacher Drucker und lohnt sich für die meisten Haushalte. Kleine Büros sollten zusätzlich das empfohlene monatliche Druckvolumen und die Kapazität der Papierkassette prüfen. Teilen sich mehrere Personen den Drucker, wählen Sie ein Modell mit LAN-Anschluss oder stabilem WLAN und Treibern für alle genutzten Betriebssysteme.',
      ),
    ],
    fr: [
      h2('Adaptez la technologie à vos impressions'),
      p(
        'Les imprimantes laser sont rapides, fiables et économiques à la page pour les documents texte, idéales si vous imprimez beaucoup en noir et blanc. Les jet d’encre rendent mieux les photos et les graphiques en couleur et coûtent souvent moins cher à l’achat. Si vous imprimez rarement, sachez que les cartouches d’encre peuvent sécher lorsque l’imprimante reste inutilisée pendant des semaines.',
      ),
      h2('Regardez le coût d’usage, pas seulement le prix'),
      p(
        'Une imprimante bon marché peut vite coûter cher une fois qu’il faut racheter de l’encre ou du toner. Calculez le coût par page en divisant le prix de la cartouche par son rendement annoncé. Les imprimantes à réservoirs coûtent plus cher au départ mais se remplissent avec des flacons, et reviennent généralement le moins cher pour les familles et le télétravail avec des impressions régulières.',
      ),
      ul(
        'L’impression recto verso automatique économise du papier.',
        'Le Wi-Fi et l’impression mobile facilitent l’impression depuis un smartphone ou une tablette.',
        'Un chargeur automatique de documents est pratique pour numériser plusieurs pages.',
        'Vérifiez que les cartouches de rechange sont faciles à trouver et à un prix raisonnable.',
      ),
      h2('Multifonction ou impression seule ?'),
      p(
        'Un appareil multifonction qui imprime, numérise et photocopie ne prend guère plus de place qu’une imprimante simple et se justifie dans la plupart des foyers. Les petites entreprises vérifieront aussi le volume mensuel recommandé et la capacité du bac papier. Si plusieurs personnes partagent l’imprimante, choisissez un modèle doté d’un port Ethernet ou d’un Wi-Fi stable, avec des pilotes pour tous vos systèmes d’exploitation.',
      ),
    ],
    it: [
      h2('Scegli la tecnologia in base a cosa stampi'),
      p(
        'Le stampanti laser sono veloci, affidabili ed economiche per pagina sui documenti di testo, perfette se stampi molto in bianco e nero. Le inkjet rendono meglio foto e grafica a colori e spesso costano meno all’acquisto. Se stampi solo di rado, tieni presente che le cartucce d’inchiostro possono seccarsi quando la stampante resta ferma per settimane.',
      ),
      h2('Guarda i costi di gestione, non solo il prezzo'),
      p(
        'Una stampante economica può diventare costosa quando inizi a ricomprare inchiostro o toner. Calcola il costo per pagina dividendo il prezzo della cartuccia per la resa dichiarata. Le stampanti a serbatoio costano di più all’inizio ma si ricaricano con flaconi, e di solito risultano le più convenienti per famiglie e piccoli uffici domestici che stampano con regolarità.',
      ),
      ul(
        'La stampa fronte-retro automatica fa risparmiare carta.',
        'Wi-Fi e stampa da mobile permettono di stampare facilmente da smartphone e tablet.',
        'Un alimentatore automatico di documenti è comodo per scansionare più pagine.',
        'Verifica che le cartucce di ricambio siano facili da trovare e a un prezzo ragionevole.',
      ),
      h2('Multifunzione o solo stampa?'),
      p(
        'Un multifunzione che stampa, scansiona e copia occupa poco più spazio di una stampante semplice e conviene alla maggior parte delle famiglie. I piccoli uffici dovrebbero controllare anche il volume di stampa mensile consigliato e la capacità del cassetto carta. Se la stampante è condivisa tra più persone, scegli un modello con porta Ethernet o Wi-Fi stabile e driver per tutti i sistemi operativi che usate.',
      ),
    ],
    es: [
      h2('Elige la tecnología según lo que imprimes'),
      p(
        'Las impresoras láser son rápidas, fiables y baratas por página en documentos de texto, ideales si imprimes mucho en blanco y negro. Las de inyección de tinta reproducen mejor fotos y gráficos en color y suelen ser más baratas de comprar. Si imprimes solo de vez en cuando, ten en cuenta que los cartuchos de tinta pueden secarse si la impresora pasa semanas sin usarse.',
      ),
      h2('Fíjate en el coste de uso, no solo en el precio'),
      p(
        'Una impresora barata puede salir cara cuando empiezas a comprar tinta o tóner. Calcula el coste por página dividiendo el precio del cartucho entre su rendimiento declarado. Las impresoras con depósito de tinta cuestan más al principio, pero se rellenan con botellas y suelen ser la opción más económica para familias y oficinas en casa que imprimen con regularidad.',
      ),
      ul(
        'La impresión a doble cara automática ahorra papel.',
        'El wifi y la impresión móvil facilitan imprimir desde el móvil o la tableta.',
        'Un alimentador automático de documentos es práctico para escanear varias páginas.',
        'Comprueba que los cartuchos de repuesto sean fáciles de encontrar y tengan un precio razonable.',
      ),
      h2('¿Multifunción o solo impresora?'),
      p(
        'Un equipo multifunción que imprime, escanea y copia apenas ocupa más que una impresora básica y compensa en la mayoría de los hogares. En una pequeña oficina conviene revisar también el volumen mensual de impresión recomendado y la capacidad de la bandeja de papel. Si varias personas comparten la impresora, elige un modelo con puerto Ethernet o wifi estable y controladores para todos los sistemas operativos que uséis.',
      ),
    ],
    fi: [
      h2('Valitse tekniikka tulostustarpeen mukaan'),
      p(
        'Lasertulostimet ovat nopeita, luotettavia ja sivukustannuksiltaan edullisia tekstidokumenteissa, joten ne sopivat hyvin, jos tulostat paljon mustavalkoisena. Mustesuihkutulostimet toistavat valokuvat ja värigrafiikan paremmin ja ovat usein halvempia ostaa. Jos tulostat vain satunnaisesti, muista, että mustekasetit voivat kuivua, kun tulostin on viikkoja käyttämättä.',
      ),
      h2('Katso käyttökustannuksia, älä pelkkää hintaa'),
      p(
        'Halpa tulostin voi tulla kalliiksi, kun alat ostaa mustetta tai väriainetta. Laske sivukohtainen hinta jakamalla kasetin hinta sen ilmoitetulla sivumäärällä. Mustesäiliötulostimet maksavat aluksi enemmän, mutta ne täytetään pulloista, ja ne ovat yleensä edullisin vaihtoehto perheille ja kotitoimistoille, joissa tulostetaan säännöllisesti.',
      ),
      ul(
        'Automaattinen kaksipuolinen tulostus säästää paperia.',
        'Wi-Fi ja mobiilitulostus helpottavat tulostamista puhelimesta ja tabletista.',
        'Automaattinen asiakirjansyöttö on kätevä monisivuisten asiakirjojen skannaamiseen.',
        'Varmista, että varakasetteja on helposti saatavilla kohtuuhintaan.',
      ),
      h2('Monitoimilaite vai pelkkä tulostin?'),
      p(
        'Tulostava, skannaava ja kopioiva monitoimilaite vie tuskin enempää tilaa kuin perustulostin, ja se kannattaa useimmissa kodeissa. Pienissä toimistoissa kannattaa tarkistaa myös suositeltu kuukausittainen tulostusmäärä ja paperikasetin koko. Jos tulostinta käyttää useampi henkilö, valitse malli, jossa on Ethernet-portti tai vakaa Wi-Fi sekä ajurit kaikille käyttämillenne käyttöjärjestelmille.',
      ),
    ],
    nl: [
      h2('Stem de techniek af op wat je print'),
      p(
        'Laserprinters zijn snel, betrouwbaar en goedkoop per pagina voor tekstdocumenten, ideaal als je veel in zwart-wit print. Inkjetprinters zijn beter in foto’s en kleurenafbeeldingen en zijn vaak goedkoper in aanschaf. Print je maar af en toe, houd er dan rekening mee dat inktcartridges kunnen indrogen als de printer weken stilstaat.',
      ),
      h2('Kijk naar de gebruikskosten, niet alleen naar de prijs'),
      p(
        'Een goedkope printer kan duur uitvallen zodra je inkt of toner moet bijkopen. Vergelijk de kosten per pagina door de cartridgeprijs te delen door het opgegeven aantal pagina’s. Printers met inkttanks zijn duurder in aanschaf maar worden bijgevuld uit flesjes, en zijn meestal het voordeligst voor gezinnen en thuiswerkers die regelmatig printen.',
      ),
      ul(
        'Automatisch dubbelzijdig printen bespaart papier.',
        'Wifi en mobiel printen maken printen vanaf je telefoon of tablet eenvoudig.',
        'Een automatische documentinvoer is handig om documenten van meerdere pagina’s te scannen.',
        'Controleer of vervangende cartridges overal verkrijgbaar en redelijk geprijsd zijn.',
      ),
      h2('Alles-in-één of alleen printen?'),
      p(
        'Een alles-in-éénprinter die print, scant en kopieert, neemt nauwelijks meer ruimte in dan een gewone printer en is voor de meeste huishoudens de moeite waard. Kleine kantoren letten daarnaast op het aanbevolen maandelijkse printvolume en de capaciteit van de papierlade. Delen meerdere mensen de printer, kies dan een model met een ethernetpoort of stabiele wifi en drivers voor alle besturingssystemen die jullie gebruiken.',
      ),
    ],
    no: [
      h2('Velg teknologi etter hva du skriver ut'),
      p(
        'Laserskrivere er raske, pålitelige og rimelige per side for tekstdokumenter, noe som gjør dem ideelle hvis du skriver ut mye i svart-hvitt. Blekkskrivere håndterer bilder og fargegrafikk bedre og er ofte billigere i innkjøp. Skriver du bare ut av og til, bør du vite at blekkpatroner kan tørke inn når skriveren står ubrukt i flere uker.',
      ),
      h2('Se på driftskostnadene, ikke bare prisen'),
      p(
        'En billig skriver kan bli dyr når du begynner å kjøpe blekk eller toner. Sammenlign kostnaden per side ved å dele patronprisen på oppgitt antall sider. Skrivere med blekktank koster mer i innkjøp, men fylles fra flasker og er som regel billigst for familier og hjemmekontorer som skriver ut jevnlig.',
      ),
      ul(
        'Automatisk tosidig utskrift sparer papir.',
        'Wi-Fi og mobilutskrift gjør det enkelt å skrive ut fra telefon og nettbrett.',
        'En automatisk dokumentmater er praktisk når du skal skanne flersidige dokumenter.',
        'Sjekk at reservepatroner er lette å få tak i og har en fornuftig pris.',
      ),
      h2('Multifunksjon eller bare utskrift?'),
      p(
        'En multifunksjonsskriver som skriver ut, skanner og kopierer, tar knapt mer plass enn en enkel skriver og lønner seg i de fleste hjem. Små kontorer bør også sjekke anbefalt månedlig utskriftsvolum og kapasiteten i papirskuffen. Skal flere dele skriveren, bør du velge en modell med Ethernet-port eller stabilt Wi-Fi og drivere for alle operativsystemene dere bruker.',
      ),
    ],
    pl: [
      h2('Dopasuj technologię do tego, co drukujesz'),
      p(
        'Drukarki laserowe są szybkie, niezawodne i tanie w przeliczeniu na stronę tekstu, więc świetnie sprawdzą się, jeśli dużo drukujesz w czerni. Drukarki atramentowe lepiej radzą sobie ze zdjęciami i kolorową grafiką, a przy tym często są tańsze w zakupie. Jeśli drukujesz sporadycznie, pamiętaj, że tusz w kartridżach może zaschnąć, gdy urządzenie stoi nieużywane przez kilka tygodni.',
      ),
      h2('Patrz na koszty eksploatacji, nie tylko na cenę'),
      p(
        'Tania drukarka może okazać się droga, gdy zaczniesz kupować tusz lub toner. Porównaj koszt wydruku strony, dzieląc cenę kartridża przez deklarowaną wydajność. Drukarki z systemem stałego zasilania atramentem są droższe na start, ale uzupełnia się je z butelek i zwykle wychodzą najtaniej w rodzinach oraz domowych biurach, w których regularnie się drukuje.',
      ),
      ul(
        'Automatyczny druk dwustronny oszczędza papier.',
        'Wi-Fi i druk mobilny ułatwiają drukowanie z telefonu i tabletu.',
        'Automatyczny podajnik dokumentów przydaje się przy skanowaniu wielostronicowych plików.',
        'Sprawdź, czy zamienne kartridże są łatwo dostępne i rozsądnie wycenione.',
      ),
      h2('Urządzenie wielofunkcyjne czy sama drukarka?'),
      p(
        'Urządzenie wielofunkcyjne, które drukuje, skanuje i kopiuje, zajmuje niewiele więcej miejsca niż zwykła drukarka i opłaca się w większości domów. W małym biurze warto też sprawdzić zalecane miesięczne obciążenie i pojemność podajnika papieru. Jeśli z drukarki korzysta kilka osób, wybierz model z portem Ethernet lub stabilnym Wi-Fi i sterownikami do wszystkich używanych systemów operacyjnych.',
      ),
    ],
    pt: [
      h2('Escolha a tecnologia de acordo com o que você imprime'),
      p(
        'As impressoras a laser são rápidas, confiáveis e baratas por página em documentos de texto, ideais para quem imprime muito em preto e branco. As jato de tinta reproduzem melhor fotos e gráficos coloridos e costumam custar menos na compra. Se você imprime só de vez em quando, lembre que os cartuchos podem secar quando a impressora passa semanas parada.',
      ),
      h2('Olhe o custo de uso, não só o preço'),
      p(
        'Uma impressora barata pode sair cara quando você começa a comprar tinta ou toner. Compare o custo por página dividindo o preço do cartucho pelo rendimento informado. As impressoras com tanque de tinta custam mais no início, mas são reabastecidas com refis em garrafa e geralmente saem mais em conta para famílias e home offices que imprimem com frequência.',
      ),
      ul(
        'A impressão frente e verso automática economiza papel.',
        'Wi-Fi e impressão pelo celular facilitam imprimir do smartphone ou tablet.',
        'Um alimentador automático de documentos ajuda a digitalizar várias páginas de uma vez.',
        'Verifique se os cartuchos de reposição são fáceis de encontrar e têm preço justo.',
      ),
      h2('Multifuncional ou só impressora?'),
      p(
        'Uma multifuncional que imprime, digitaliza e copia ocupa pouco mais espaço do que uma impressora simples e compensa na maioria das casas. Escritórios pequenos também devem conferir o volume mensal de impressão recomendado e a capacidade da bandeja de papel. Se várias pessoas forem usar a impressora, escolha um modelo com porta Ethernet ou Wi-Fi estável e drivers para todos os sistemas operacionais que vocês usam.',
      ),
    ],
    sv: [
      h2('Välj teknik efter vad du skriver ut'),
      p(
        'Laserskrivare är snabba, pålitliga och billiga per sida för textdokument, vilket gör dem perfekta om du skriver ut mycket i svartvitt. Bläckstråleskrivare klarar foton och färggrafik bättre och är ofta billigare i inköp. Om du bara skriver ut ibland, tänk på att bläckpatroner kan torka in när skrivaren står oanvänd i flera veckor.',
      ),
      h2('Titta på driftskostnaden, inte bara priset'),
      p(
        'En billig skrivare kan bli dyr när du börjar köpa bläck eller toner. Jämför kostnaden per sida genom att dela patronens pris med dess angivna sidkapacitet. Skrivare med bläcktankar kostar mer i inköp men fylls på från flaskor och blir oftast billigast för familjer och hemmakontor som skriver ut regelbundet.',
      ),
      ul(
        'Automatisk dubbelsidig utskrift sparar papper.',
        'Wi-Fi och mobilutskrift gör det enkelt att skriva ut från mobilen eller surfplattan.',
        'En automatisk dokumentmatare är praktisk när du skannar dokument med flera sidor.',
        'Kontrollera att ersättningspatroner är lätta att få tag på och rimligt prissatta.',
      ),
      h2('Allt-i-ett eller bara utskrift?'),
      p(
        'En allt-i-ett-skrivare som skriver ut, skannar och kopierar tar knappt mer plats än en enkel skrivare och är värd pengarna i de flesta hem. Små kontor bör även kontrollera rekommenderad utskriftsvolym per månad och pappersfackets kapacitet. Om flera personer delar skrivaren, välj en modell med Ethernet-port eller stabilt Wi-Fi och drivrutiner för alla operativsystem ni använder.',
      ),
    ],
  },
}

const officeFurniture: GuideSeed = {
  slug: 'ergonomic-office-chair-and-desk-guide',
  subcategory: 'office-furniture',
  title: {
    en: 'Ergonomic office furniture: how to choose a chair and desk',
    de: 'Ergonomische Büromöbel: So wählen Sie Stuhl und Schreibtisch',
    fr: 'Mobilier de bureau ergonomique : bien choisir son siège et son bureau',
    it: 'Arredo ufficio ergonomico: come scegliere sedia e scrivania',
    es: 'Muebles de oficina ergonómicos: cómo elegir silla y escritorio',
    fi: 'Ergonomiset toimistokalusteet: näin valitset tuolin ja työpöydän',
    nl: 'Ergonomisch kantoormeubilair: zo kies je een bureaustoel en bureau',
    no: 'Ergonomiske kontormøbler: slik velger du stol og skrivebord',
    pl: 'Ergonomiczne meble biurowe: jak wybrać krzesło i biurko',
    pt: 'Móveis de escritório ergonômicos: como escolher cadeira e mesa',
    sv: 'Ergonomiska kontorsmöbler: så väljer du stol och skrivbord',
  },
  excerpt: {
    en: 'You spend thousands of hours a year at your desk, so the right chair and desk are worth the effort. Here is what to adjust, measure and test.',
    de: 'Sie verbringen jedes Jahr Tausende Stunden am Schreibtisch – die richtigen Möbel lohnen sich also. Das sollten Sie einstellen, messen und testen.',
    fr: 'Vous passez des milliers d’heures par an à votre bureau : un bon siège et une table adaptée valent l’effort. Voici ce qu’il faut régler, mesurer et tester.',
    it: 'Passi migliaia di ore all’anno alla scrivania, quindi la sedia e il tavolo giusti valgono l’impegno. Ecco cosa regolare, misurare e provare.',
    es: 'Pasas miles de horas al año en tu escritorio, así que merece la pena acertar con la silla y la mesa. Esto es lo que debes ajustar, medir y probar.',
    fi: 'Vietät työpöydän ääressä tuhansia tunteja vuodessa, joten oikea tuoli ja pöytä kannattaa valita huolella. Tässä asiat, jotka kannattaa säätää, mitata ja testata.',
    nl: 'Je brengt jaarlijks duizenden uren aan je bureau door, dus een goede stoel en tafel zijn de moeite waard. Dit moet je instellen, opmeten en testen.',
    no: 'Du tilbringer tusenvis av timer i året ved skrivebordet, så riktig stol og bord er verdt innsatsen. Her er det du bør justere, måle og teste.',
    pl: 'Spędzasz przy biurku tysiące godzin rocznie, więc warto dobrze wybrać krzesło i blat. Oto co wyregulować, zmierzyć i przetestować.',
    pt: 'Você passa milhares de horas por ano na mesa de trabalho, então vale a pena acertar na cadeira e na mesa. Veja o que ajustar, medir e testar.',
    sv: 'Du tillbringar tusentals timmar om året vid skrivbordet, så rätt stol och bord är värda besväret. Här är vad du ska justera, mäta och testa.',
  },
  body: {
    en: [
      h2('Adjustability comes first'),
      p(
        'A good office chair lets you adjust the seat height, seat depth, backrest angle and armrests. When you sit, your feet should rest flat on the floor with your knees at roughly a right angle. Adjustable lumbar support helps you maintain the natural curve of your lower back during long working days.',
      ),
      h2('Sitting or standing desk?'),
      p(
        'A standard desk is around 72–75 cm high, which suits many people but not everyone. Height-adjustable desks let you switch between sitting and standing, which many users find reduces stiffness. Choose an electric model with memory presets if you plan to change position several times a day, and check the lifting capacity if you use several monitors.',
      ),
      ul(
        'Measure the room and leave at least one metre of space behind the chair.',
        'Check the warranty on the gas lift and the desk motors.',
        'Choose breathable mesh or fabric if your office gets warm.',
        'Test the chair for at least a few minutes, or buy with free returns.',
      ),
      h2('Set up the workspace'),
      p(
        'Position the top of the screen at or slightly below eye level, about an arm’s length away. Your elbows should rest at a right angle with the keyboard at forearm height. A monitor arm and a desk with cable management keep the surface clear and make it easier to adjust the setup later.',
      ),
    ],
    de: [
      h2('Verstellbarkeit geht vor'),
      p(
        'Bei einem guten Bürostuhl lassen sich Sitzhöhe, Sitztiefe, Rückenlehnenneigung und Armlehnen einstellen. Im Sitzen sollten Ihre Füße flach auf dem Boden stehen und die Knie etwa einen rechten Winkel bilden. Eine verstellbare Lordosenstütze hilft, die natürliche Krümmung der Lendenwirbelsäule auch an langen Arbeitstagen zu halten.',
      ),
      h2('Sitz- oder Stehschreibtisch?'),
      p(
        'Ein Standardschreibtisch ist etwa 72–75 cm hoch, was vielen, aber nicht allen Menschen passt. Höhenverstellbare Tische ermöglichen den Wechsel zwischen Sitzen und Stehen, was viele Nutzer als entlastend empfinden. Wählen Sie ein elektrisches Modell mit Memory-Funktion, wenn Sie mehrmals täglich die Position wechseln möchten, und prüfen Sie die Tragkraft, wenn mehrere Monitore daraufstehen sollen.',
      ),
      ul(
        'Messen Sie den Raum aus und lassen Sie hinter dem Stuhl mindestens einen Meter Platz.',
        'Achten Sie auf die Garantie für Gasdruckfeder und Tischmotoren.',
        'Wählen Sie atmungsaktives Netzgewebe oder Stoff, wenn es in Ihrem Büro warm wird.',
        'Testen Sie den Stuhl mindestens einige Minuten oder kaufen Sie mit kostenloser Rückgabe.',
      ),
      h2('Den Arbeitsplatz einrichten'),
      p(
        'Die Oberkante des Bildschirms sollte auf oder knapp unter Augenhöhe liegen, etwa eine Armlänge entfernt. Die Ellbogen ruhen im rechten Winkel, die Tastatur liegt auf Höhe der Unterarme. Ein Monitorarm und ein Schreibtisch mit Kabelmanagement halten die Fläche frei und erleichtern spätere Anpassungen.',
      ),
    ],
    fr: [
      h2('Les réglages avant tout'),
      p(
        'Un bon siège de bureau permet de régler la hauteur et la profondeur d’assise, l’inclinaison du dossier et les accoudoirs. En position assise, vos pieds doivent reposer à plat sur le sol et vos genoux former à peu près un angle droit. Un soutien lombaire réglable aide à conserver la courbure naturelle du bas du dos pendant les longues journées de travail.',
      ),
      h2('Bureau assis ou assis-debout ?'),
      p(
        'Un bureau standard mesure environ 72 à 75 cm de haut, ce qui convient à beaucoup de personnes, mais pas à toutes. Les bureaux réglables en hauteur permettent d’alterner entre position assise et debout, ce qui soulage de nombreux utilisateurs. Optez pour un modèle électrique à mémoires si vous comptez changer de position plusieurs fois par jour, et vérifiez la charge maximale si vous utilisez plusieurs écrans.',
      ),
      ul(
        'Mesurez la pièce et laissez au moins un mètre d’espace derrière le siège.',
        'Vérifiez la garantie du vérin à gaz et des moteurs du bureau.',
        'Choisissez un dossier en mesh respirant ou en tissu si votre bureau est chaud.',
        'Testez le siège au moins quelques minutes, ou achetez avec retour gratuit.',
      ),
      h2('Aménagez le poste de travail'),
      p(
        'Placez le haut de l’écran au niveau des yeux ou légèrement en dessous, à environ une longueur de bras. Vos coudes doivent former un angle droit, avec le clavier à hauteur des avant-bras. Un bras d’écran et un bureau avec passe-câbles libèrent le plateau et facilitent les ajustements ultérieurs.',
      ),
    ],
    it: [
      h2('Prima di tutto, la regolabilità'),
      p(
        'Una buona sedia da ufficio permette di regolare altezza e profondità della seduta, inclinazione dello schienale e braccioli. Da seduto, i piedi devono poggiare completamente a terra e le ginocchia formare più o meno un angolo retto. Un supporto lombare regolabile aiuta a mantenere la curva naturale della zona lombare durante le lunghe giornate di lavoro.',
      ),
      h2('Scrivania fissa o regolabile?'),
      p(
        'Una scrivania standard è alta circa 72–75 cm, misura adatta a molti ma non a tutti. Le scrivanie regolabili in altezza permettono di alternare posizione seduta e in piedi, cosa che molti trovano utile per ridurre la rigidità. Scegli un modello elettrico con memorie se pensi di cambiare posizione più volte al giorno e controlla la portata se usi più monitor.',
      ),
      ul(
        'Misura la stanza e lascia almeno un metro di spazio dietro la sedia.',
        'Controlla la garanzia del pistone a gas e dei motori della scrivania.',
        'Scegli rete traspirante o tessuto se in ufficio fa caldo.',
        'Prova la sedia per almeno qualche minuto, oppure acquista con reso gratuito.',
      ),
      h2('Organizza la postazione'),
      p(
        'Il bordo superiore dello schermo dovrebbe trovarsi all’altezza degli occhi o poco sotto, a circa un braccio di distanza. I gomiti vanno tenuti ad angolo retto, con la tastiera all’altezza degli avambracci. Un braccio per monitor e una scrivania con passacavi tengono libero il piano e rendono più semplici le modifiche future.',
      ),
    ],
    es: [
      h2('Lo primero, que sea regulable'),
      p(
        'Una buena silla de oficina permite ajustar la altura y la profundidad del asiento, la inclinación del respaldo y los reposabrazos. Al sentarte, los pies deben apoyarse por completo en el suelo y las rodillas formar más o menos un ángulo recto. Un soporte lumbar regulable ayuda a mantener la curva natural de la zona baja de la espalda durante las jornadas largas.',
      ),
      h2('¿Escritorio fijo o elevable?'),
      p(
        'Un escritorio estándar mide unos 72–75 cm de alto, algo que va bien a mucha gente, pero no a todo el mundo. Las mesas regulables en altura permiten alternar entre estar sentado y de pie, lo que a muchos usuarios les ayuda a reducir la rigidez. Elige un modelo eléctrico con memorias si piensas cambiar de postura varias veces al día y comprueba la capacidad de carga si usas varios monitores.',
      ),
      ul(
        'Mide la habitación y deja al menos un metro libre detrás de la silla.',
        'Revisa la garantía del pistón de gas y de los motores de la mesa.',
        'Elige malla transpirable o tela si en tu despacho hace calor.',
        'Prueba la silla al menos unos minutos o cómprala con devolución gratuita.',
      ),
      h2('Organiza el puesto de trabajo'),
      p(
        'Coloca el borde superior de la pantalla a la altura de los ojos o un poco por debajo, a un brazo de distancia. Los codos deben formar un ángulo recto con el teclado a la altura de los antebrazos. Un brazo para monitor y una mesa con pasacables mantienen la superficie despejada y facilitan los ajustes posteriores.',
      ),
    ],
    fi: [
      h2('Säädettävyys ensin'),
      p(
        'Hyvässä työtuolissa voi säätää istuimen korkeutta ja syvyyttä, selkänojan kallistusta sekä käsinojia. Istuessa jalkojen pitää olla tukevasti lattialla ja polvien suunnilleen suorassa kulmassa. Säädettävä ristiselän tuki auttaa säilyttämään alaselän luonnollisen notkon pitkinäkin työpäivinä.',
      ),
      h2('Istuma- vai sähköpöytä?'),
      p(
        'Tavallinen työpöytä on noin 72–75 cm korkea, mikä sopii monelle mutta ei kaikille. Korkeussäädettävällä pöydällä voit vaihdella istumisen ja seisomisen välillä, mikä vähentää monen käyttäjän mielestä jäykkyyttä. Valitse muistipaikoilla varustettu sähköpöytä, jos aiot vaihtaa asentoa useita kertoja päivässä, ja tarkista nostokyky, jos pöydällä on useampi näyttö.',
      ),
      ul(
        'Mittaa huone ja jätä tuolin taakse vähintään metri tilaa.',
        'Tarkista kaasujousen ja pöydän moottoreiden takuu.',
        'Valitse hengittävä verkko- tai kangaspinta, jos työhuone lämpenee.',
        'Testaa tuolia vähintään muutaman minuutin ajan tai osta maksuttomalla palautusoikeudella.',
      ),
      h2('Järjestä työpiste'),
      p(
        'Aseta näytön yläreuna silmien korkeudelle tai hieman alemmas, noin käsivarren mitan päähän. Kyynärpäiden pitää olla suorassa kulmassa ja näppäimistön kyynärvarsien korkeudella. Näyttövarsi ja kaapelinhallinnalla varustettu pöytä pitävät pinnan vapaana ja helpottavat myöhempiä muutoksia.',
      ),
    ],
    nl: [
      h2('Verstelbaarheid eerst'),
      p(
        'Bij een goede bureaustoel kun je de zithoogte, zitdiepte, rugleuninghoek en armleuningen instellen. Als je zit, moeten je voeten plat op de vloer staan en je knieën ongeveer een rechte hoek maken. Verstelbare lendensteun helpt om de natuurlijke kromming van je onderrug te behouden tijdens lange werkdagen.',
      ),
      h2('Zit- of zit-stabureau?'),
      p(
        'Een standaardbureau is ongeveer 72–75 cm hoog, wat voor veel mensen past, maar niet voor iedereen. Met een in hoogte verstelbaar bureau wissel je af tussen zitten en staan, wat veel gebruikers als prettig ervaren tegen stijfheid. Kies een elektrisch model met geheugenstanden als je meerdere keren per dag van houding wilt wisselen, en controleer het draagvermogen als je meerdere monitoren gebruikt.',
      ),
      ul(
        'Meet de ruimte op en houd minstens een meter vrij achter de stoel.',
        'Let op de garantie op de gasveer en de motoren van het bureau.',
        'Kies ademende mesh of stof als het warm kan worden op je werkplek.',
        'Test de stoel minstens een paar minuten, of koop met gratis retour.',
      ),
      h2('Richt je werkplek goed in'),
      p(
        'Zet de bovenrand van het scherm op of net onder ooghoogte, ongeveer een armlengte van je af. Je ellebogen rusten in een rechte hoek met het toetsenbord op onderarmhoogte. Een monitorarm en een bureau met kabelgoot houden het werkblad vrij en maken het makkelijker om later iets aan te passen.',
      ),
    ],
    no: [
      h2('Justerbarhet kommer først'),
      p(
        'En god kontorstol lar deg justere setehøyde, setedybde, ryggvinkel og armlener. Når du sitter, skal føttene hvile flatt mot gulvet og knærne danne omtrent en rett vinkel. Justerbar korsryggstøtte hjelper deg å bevare den naturlige svaien i korsryggen gjennom lange arbeidsdager.',
      ),
      h2('Vanlig pult eller hev-senk?'),
      p(
        'En standard pult er rundt 72–75 cm høy, noe som passer mange, men ikke alle. Med et hev-senk-bord kan du veksle mellom å sitte og stå, og mange opplever at det gir mindre stivhet. Velg en elektrisk modell med minnefunksjon hvis du vil bytte stilling flere ganger om dagen, og sjekk løftekapasiteten hvis du har flere skjermer.',
      ),
      ul(
        'Mål rommet og sett av minst én meter bak stolen.',
        'Sjekk garantien på gassfjæren og bordmotorene.',
        'Velg pustende nett eller stoff hvis det blir varmt på kontoret.',
        'Test stolen i minst noen minutter, eller kjøp med gratis retur.',
      ),
      h2('Innred arbeidsplassen'),
      p(
        'Plasser toppen av skjermen i eller litt under øyehøyde, omtrent en armlengde unna. Albuene skal hvile i rett vinkel med tastaturet i underarmshøyde. En skjermarm og et skrivebord med kabelhåndtering holder bordplaten ryddig og gjør det lettere å justere oppsettet senere.',
      ),
    ],
    pl: [
      h2('Najważniejsza jest regulacja'),
      p(
        'Dobre krzesło biurowe pozwala regulować wysokość i głębokość siedziska, kąt oparcia oraz podłokietniki. Gdy siedzisz, stopy powinny płasko opierać się o podłogę, a kolana tworzyć mniej więcej kąt prosty. Regulowane podparcie lędźwiowe pomaga zachować naturalną krzywiznę dolnego odcinka kręgosłupa podczas długiego dnia pracy.',
      ),
      h2('Biurko stałe czy z regulacją wysokości?'),
      p(
        'Standardowe biurko ma około 72–75 cm wysokości, co pasuje wielu osobom, ale nie wszystkim. Biurka z regulacją wysokości pozwalają zmieniać pozycję z siedzącej na stojącą, co według wielu użytkowników zmniejsza uczucie sztywności. Jeśli planujesz zmieniać pozycję kilka razy dziennie, wybierz model elektryczny z pamięcią ustawień, a przy kilku monitorach sprawdź maksymalne obciążenie.',
      ),
      ul(
        'Zmierz pokój i zostaw co najmniej metr wolnego miejsca za krzesłem.',
        'Sprawdź gwarancję na podnośnik gazowy i silniki biurka.',
        'Wybierz przewiewną siatkę lub tkaninę, jeśli w biurze bywa ciepło.',
        'Przetestuj krzesło przez co najmniej kilka minut albo kupuj z darmowym zwrotem.',
      ),
      h2('Urządź stanowisko pracy'),
      p(
        'Ustaw górną krawędź ekranu na wysokości oczu lub nieco poniżej, w odległości mniej więcej długości ramienia. Łokcie powinny być zgięte pod kątem prostym, a klawiatura znajdować się na wysokości przedramion. Ramię do monitora i biurko z systemem prowadzenia kabli pozwalają utrzymać porządek na blacie i ułatwiają późniejsze zmiany.',
      ),
    ],
    pt: [
      h2('Ajustes em primeiro lugar'),
      p(
        'Uma boa cadeira de escritório permite regular a altura e a profundidade do assento, a inclinação do encosto e os apoios de braço. Sentado, você deve apoiar os pés inteiros no chão, com os joelhos formando mais ou menos um ângulo reto. O apoio lombar regulável ajuda a manter a curvatura natural da lombar durante longas jornadas de trabalho.',
      ),
      h2('Mesa fixa ou com regulagem de altura?'),
      p(
        'Uma mesa padrão tem cerca de 72–75 cm de altura, o que serve para muita gente, mas não para todos. As mesas com regulagem de altura permitem alternar entre sentar e ficar em pé, algo que muitos usuários sentem que reduz a rigidez. Escolha um modelo elétrico com memória se pretende mudar de posição várias vezes ao dia e confira a capacidade de carga se usar mais de um monitor.',
      ),
      ul(
        'Meça o ambiente e deixe pelo menos um metro livre atrás da cadeira.',
        'Verifique a garantia do pistão a gás e dos motores da mesa.',
        'Prefira tela respirável ou tecido se o seu escritório costuma esquentar.',
        'Teste a cadeira por pelo menos alguns minutos ou compre com devolução grátis.',
      ),
      h2('Monte o posto de trabalho'),
      p(
        'Posicione a borda superior da tela na altura dos olhos ou um pouco abaixo, a cerca de um braço de distância. Os cotovelos devem ficar em ângulo reto, com o teclado na altura dos antebraços. Um braço articulado para monitor e uma mesa com passa-cabos deixam o tampo livre e facilitam ajustes futuros.',
      ),
    ],
    sv: [
      h2('Justerbarhet går först'),
      p(
        'En bra kontorsstol låter dig justera sitthöjd, sittdjup, ryggstödets lutning och armstöd. När du sitter ska fötterna vila plant mot golvet och knäna bilda ungefär en rät vinkel. Ett justerbart svankstöd hjälper dig att behålla ländryggens naturliga kurva under långa arbetsdagar.',
      ),
      h2('Vanligt skrivbord eller höj- och sänkbart?'),
      p(
        'Ett standardskrivbord är ungefär 72–75 cm högt, vilket passar många men inte alla. Med ett höj- och sänkbart skrivbord kan du växla mellan att sitta och stå, något som många upplever minskar stelheten. Välj en elektrisk modell med minnesfunktion om du vill byta ställning flera gånger om dagen, och kontrollera lyftkapaciteten om du använder flera skärmar.',
      ),
      ul(
        'Mät rummet och lämna minst en meter fritt bakom stolen.',
        'Kontrollera garantin på gaskolven och skrivbordets motorer.',
        'Välj andningsbar mesh eller tyg om det blir varmt på kontoret.',
        'Provsitt stolen i åtminstone några minuter, eller köp med fri retur.',
      ),
      h2('Ställ i ordning arbetsplatsen'),
      p(
        'Placera skärmens överkant i eller strax under ögonhöjd, ungefär en armlängd bort. Armbågarna ska vila i rät vinkel med tangentbordet i underarmshöjd. En skärmarm och ett skrivbord med kabelhantering håller bordsskivan fri och gör det lättare att justera uppställningen senare.',
      ),
    ],
  },
}

const software: GuideSeed = {
  slug: 'buying-software-subscriptions-and-licences',
  subcategory: 'software',
  title: {
    en: 'Buying software: subscriptions, licences and what to check',
    de: 'Software kaufen: Abos, Lizenzen und worauf Sie achten sollten',
    fr: 'Acheter un logiciel : abonnements, licences et points à vérifier',
    it: 'Acquistare software: abbonamenti, licenze e cosa controllare',
    es: 'Comprar software: suscripciones, licencias y qué comprobar',
    fi: 'Ohjelmiston ostaminen: tilaukset, lisenssit ja mitä tarkistaa',
    nl: 'Software kopen: abonnementen, licenties en waar je op let',
    no: 'Kjøpe programvare: abonnement, lisenser og hva du bør sjekke',
    pl: 'Zakup oprogramowania: subskrypcje, licencje i co sprawdzić',
    pt: 'Comprar software: assinaturas, licenças e o que verificar',
    sv: 'Köpa programvara: prenumerationer, licenser och vad du ska kontrollera',
  },
  excerpt: {
    en: 'Software pricing has become complicated, and the cheapest offer is not always the best deal. Learn how to compare licence models and avoid unpleasant surprises.',
    de: 'Softwarepreise sind kompliziert geworden, und das billigste Angebot ist nicht immer das beste. So vergleichen Sie Lizenzmodelle und vermeiden böse Überraschungen.',
    fr: 'Les tarifs des logiciels sont devenus complexes et l’offre la moins chère n’est pas toujours la meilleure. Voici comment comparer les modèles de licence et éviter les mauvaises surprises.',
    it: 'I prezzi del software sono diventati complicati e l’offerta più economica non è sempre la migliore. Ecco come confrontare i modelli di licenza ed evitare brutte sorprese.',
    es: 'Los precios del software se han vuelto complicados y la oferta más barata no siempre es la mejor. Aprende a comparar modelos de licencia y a evitar sorpresas desagradables.',
    fi: 'Ohjelmistojen hinnoittelusta on tullut monimutkaista, eikä halvin tarjous ole aina paras. Näin vertailet lisenssimalleja ja vältät ikävät yllätykset.',
    nl: 'Softwareprijzen zijn ingewikkeld geworden en het goedkoopste aanbod is niet altijd het beste. Zo vergelijk je licentiemodellen en voorkom je vervelende verrassingen.',
    no: 'Prisene på programvare har blitt kompliserte, og det billigste tilbudet er ikke alltid det beste. Slik sammenligner du lisensmodeller og unngår ubehagelige overraskelser.',
    pl: 'Ceny oprogramowania stały się skomplikowane, a najtańsza oferta nie zawsze jest najlepsza. Dowiedz się, jak porównywać modele licencji i unikać przykrych niespodzianek.',
    pt: 'Os preços de software ficaram complicados, e a oferta mais barata nem sempre é o melhor negócio. Saiba como comparar modelos de licença e evitar surpresas desagradáveis.',
    sv: 'Prissättningen på programvara har blivit krånglig, och det billigaste erbjudandet är inte alltid det bästa. Så jämför du licensmodeller och undviker obehagliga överraskningar.',
  },
  body: {
    en: [
      h2('Subscription or one-time purchase?'),
      p(
        'Many programs are now sold as subscriptions that include updates and cloud storage for a monthly or yearly fee. A one-time licence can be cheaper in the long run if you only need the basic features and rarely upgrade. Work out the total cost over three years before you choose, and check whether you lose access to your files if you stop paying.',
      ),
      h2('Check compatibility and licence terms'),
      p(
        'Make sure the software supports your operating system and version, and compare the hardware requirements with your computer. Read how many devices the licence covers and whether commercial use is allowed, because home and student editions often exclude business use. Buy only from the developer or authorised resellers, as very cheap keys from unofficial sellers can be revoked.',
      ),
      ul(
        'Use the free trial before you buy.',
        'Look for education, family or volume discounts.',
        'Check whether a free open-source alternative covers your needs.',
        'Turn off automatic renewal if you only need the software for a short project.',
      ),
      h2('Security and support'),
      p(
        'Keep your software up to date, since updates often fix security vulnerabilities. Find out how long the developer promises updates for your version and what kind of support is included. For business-critical tools, choose software that lets you export your data in open formats so you are not locked in.',
      ),
    ],
    de: [
      h2('Abo oder Einmalkauf?'),
      p(
        'Viele Programme werden heute als Abo verkauft, das gegen eine monatliche oder jährliche Gebühr Updates und Cloudspeicher enthält. Eine Einmallizenz kann auf Dauer günstiger sein, wenn Sie nur Grundfunktionen brauchen und selten auf neue Versionen umsteigen. Rechnen Sie vor der Entscheidung die Gesamtkosten über drei Jahre durch und prüfen Sie, ob Sie nach Ende des Abos noch auf Ihre Dateien zugreifen können.',
      ),
      h2('Kompatibilität und Lizenzbedingungen prüfen'),
      p(
        'Stellen Sie sicher, dass die Software Ihr Betriebssystem in der installierten Version unterstützt, und vergleichen Sie die Systemanforderungen mit Ihrem Rechner. Lesen Sie nach, auf wie vielen Geräten die Lizenz genutzt werden darf und ob die kommerzielle Nutzung erlaubt ist – Home- und Studentenversionen schließen diese oft aus. Kaufen Sie nur beim Hersteller oder bei autorisierten Händlern, denn extrem günstige Schlüssel aus inoffiziellen Quellen können gesperrt werden.',
      ),
      ul(
        'Nutzen Sie vor dem Kauf die kostenlose Testversion.',
        'Suchen Sie nach Bildungs-, Familien- oder Mengenrabatten.',
        'Prüfen Sie, ob eine kostenlose Open-Source-Alternative Ihren Bedarf abdeckt.',
        'Schalten Sie die automatische Verlängerung ab, wenn Sie die Software nur für ein kurzes Projekt brauchen.',
      ),
      h2('Sicherheit und Support'),
      p(
        'Halten Sie Ihre Software aktuell, denn Updates schließen oft Sicherheitslücken. Informieren Sie sich, wie lange der Hersteller Ihre Version mit Updates versorgt und welcher Support inbegriffen ist. Bei geschäftskritischen Anwendungen sollten Sie Software wählen, mit der sich Daten in offenen Formaten exportieren lassen, damit Sie nicht an einen Anbieter gebunden sind.',
      ),
    ],
    fr: [
      h2('Abonnement ou achat unique ?'),
      p(
        'De nombreux logiciels sont désormais vendus sous forme d’abonnement mensuel ou annuel, mises à jour et stockage en ligne compris. Une licence perpétuelle peut revenir moins cher à long terme si vous n’avez besoin que des fonctions de base et changez rarement de version. Calculez le coût total sur trois ans avant de choisir, et vérifiez si vous perdez l’accès à vos fichiers en cas de résiliation.',
      ),
      h2('Vérifiez la compatibilité et les conditions de licence'),
      p(
        'Assurez-vous que le logiciel prend en charge votre système d’exploitation et sa version, et comparez la configuration requise avec celle de votre ordinateur. Regardez sur combien d’appareils la licence peut être installée et si l’usage commercial est autorisé, car les éditions famille et étudiant l’excluent souvent. N’achetez qu’auprès de l’éditeur ou de revendeurs agréés : les clés très bon marché vendues par des sites non officiels peuvent être révoquées.',
      ),
      ul(
        'Profitez de la version d’essai gratuite avant d’acheter.',
        'Renseignez-vous sur les remises éducation, famille ou multipostes.',
        'Vérifiez si une alternative libre et gratuite répond à vos besoins.',
        'Désactivez le renouvellement automatique si vous n’avez besoin du logiciel que pour un projet ponctuel.',
      ),
      h2('Sécurité et assistance'),
      p(
        'Maintenez vos logiciels à jour, car les mises à jour corrigent souvent des failles de sécurité. Renseignez-vous sur la durée pendant laquelle l’éditeur s’engage à mettre à jour votre version et sur l’assistance incluse. Pour les outils critiques, privilégiez un logiciel qui permet d’exporter vos données dans des formats ouverts afin de ne pas rester captif.',
      ),
    ],
    it: [
      h2('Abbonamento o acquisto una tantum?'),
      p(
        'Molti programmi oggi si vendono in abbonamento, con aggiornamenti e spazio cloud inclusi a fronte di un canone mensile o annuale. Una licenza perpetua può costare meno nel lungo periodo se ti servono solo le funzioni di base e aggiorni raramente. Calcola il costo totale su tre anni prima di scegliere e verifica se perdi l’accesso ai tuoi file quando smetti di pagare.',
      ),
      h2('Controlla compatibilità e termini di licenza'),
      p(
        'Assicurati che il software supporti il tuo sistema operativo e la relativa versione, e confronta i requisiti hardware con il tuo computer. Leggi su quanti dispositivi si può usare la licenza e se è consentito l’uso commerciale, perché le edizioni home e studenti spesso lo escludono. Acquista solo dallo sviluppatore o da rivenditori autorizzati: i codici molto economici venduti da canali non ufficiali possono essere revocati.',
      ),
      ul(
        'Usa la prova gratuita prima di acquistare.',
        'Cerca sconti per studenti, famiglie o licenze multiple.',
        'Verifica se un’alternativa open source gratuita soddisfa le tue esigenze.',
        'Disattiva il rinnovo automatico se il software ti serve solo per un progetto breve.',
      ),
      h2('Sicurezza e assistenza'),
      p(
        'Tieni il software aggiornato, perché gli aggiornamenti spesso correggono vulnerabilità di sicurezza. Informati su per quanto tempo lo sviluppatore garantisce aggiornamenti per la tua versione e che tipo di assistenza è incluso. Per gli strumenti critici per il lavoro, scegli un software che consenta di esportare i dati in formati aperti, così da non restare vincolato.',
      ),
    ],
    es: [
      h2('¿Suscripción o pago único?'),
      p(
        'Muchos programas se venden ahora por suscripción, con actualizaciones y almacenamiento en la nube incluidos a cambio de una cuota mensual o anual. Una licencia perpetua puede salir más barata a largo plazo si solo necesitas las funciones básicas y actualizas poco. Calcula el coste total a tres años antes de decidir y comprueba si pierdes el acceso a tus archivos al dejar de pagar.',
      ),
      h2('Comprueba la compatibilidad y las condiciones de la licencia'),
      p(
        'Asegúrate de que el software es compatible con tu sistema operativo y su versión, y compara los requisitos de hardware con tu ordenador. Lee en cuántos dispositivos puedes usar la licencia y si permite el uso comercial, porque las ediciones domésticas y para estudiantes suelen excluirlo. Compra solo al desarrollador o a distribuidores autorizados, ya que las claves muy baratas de vendedores no oficiales pueden ser revocadas.',
      ),
      ul(
        'Usa la prueba gratuita antes de comprar.',
        'Busca descuentos para estudiantes, familias o por volumen.',
        'Comprueba si una alternativa gratuita de código abierto cubre tus necesidades.',
        'Desactiva la renovación automática si solo necesitas el programa para un proyecto corto.',
      ),
      h2('Seguridad y soporte'),
      p(
        'Mantén el software actualizado, porque las actualizaciones suelen corregir vulnerabilidades de seguridad. Infórmate de cuánto tiempo garantiza el desarrollador actualizaciones para tu versión y qué tipo de soporte incluye. Para herramientas críticas en tu trabajo, elige programas que permitan exportar los datos en formatos abiertos para no quedarte atado a un proveedor.',
      ),
    ],
    fi: [
      h2('Tilaus vai kertaosto?'),
      p(
        'Monia ohjelmia myydään nykyään tilauksina, joihin sisältyvät päivitykset ja pilvitallennustila kuukausi- tai vuosimaksua vastaan. Kertaostettu lisenssi voi tulla pitkällä aikavälillä edullisemmaksi, jos tarvitset vain perusominaisuuksia etkä päivitä usein. Laske kokonaiskustannus kolmen vuoden ajalta ennen valintaa ja tarkista, menetätkö pääsyn tiedostoihisi, jos lopetat maksamisen.',
      ),
      h2('Tarkista yhteensopivuus ja lisenssiehdot'),
      p(
        'Varmista, että ohjelma tukee käyttöjärjestelmääsi ja sen versiota, ja vertaa laitteistovaatimuksia omaan tietokoneeseesi. Lue, kuinka monella laitteella lisenssiä saa käyttää ja onko kaupallinen käyttö sallittu, sillä koti- ja opiskelijaversiot usein kieltävät sen. Osta vain kehittäjältä tai valtuutetuilta jälleenmyyjiltä, koska epävirallisten myyjien hyvin halvat avaimet voidaan mitätöidä.',
      ),
      ul(
        'Kokeile ilmaista koeversiota ennen ostoa.',
        'Etsi opiskelija-, perhe- tai määräalennuksia.',
        'Selvitä, riittääkö ilmainen avoimen lähdekoodin vaihtoehto tarpeisiisi.',
        'Poista automaattinen uusiminen käytöstä, jos tarvitset ohjelmaa vain lyhyeen projektiin.',
      ),
      h2('Tietoturva ja tuki'),
      p(
        'Pidä ohjelmat ajan tasalla, sillä päivitykset korjaavat usein tietoturva-aukkoja. Selvitä, kuinka pitkään kehittäjä lupaa päivittää käyttämääsi versiota ja millaista tukea hintaan sisältyy. Valitse liiketoiminnalle tärkeisiin työkaluihin ohjelmisto, josta tiedot saa vietyä avoimissa tiedostomuodoissa, jotta et jää yhden toimittajan varaan.',
      ),
    ],
    nl: [
      h2('Abonnement of eenmalige aankoop?'),
      p(
        'Veel programma’s worden tegenwoordig als abonnement verkocht, met updates en cloudopslag inbegrepen voor een maand- of jaarbedrag. Een eenmalige licentie kan op de lange termijn goedkoper zijn als je alleen de basisfuncties nodig hebt en zelden upgradet. Reken vóór je kiest de totale kosten over drie jaar uit en controleer of je de toegang tot je bestanden verliest als je stopt met betalen.',
      ),
      h2('Controleer compatibiliteit en licentievoorwaarden'),
      p(
        'Zorg dat de software je besturingssysteem en de versie daarvan ondersteunt, en vergelijk de systeemeisen met je computer. Lees op hoeveel apparaten je de licentie mag gebruiken en of commercieel gebruik is toegestaan, want thuis- en studentenversies sluiten dat vaak uit. Koop alleen bij de ontwikkelaar of bij erkende wederverkopers, want spotgoedkope licentiecodes van onofficiële verkopers kunnen worden ingetrokken.',
      ),
      ul(
        'Probeer de gratis proefversie voordat je koopt.',
        'Kijk of er korting is voor onderwijs, gezinnen of meerdere licenties.',
        'Ga na of een gratis opensourcealternatief aan je wensen voldoet.',
        'Zet automatische verlenging uit als je de software maar voor een kort project nodig hebt.',
      ),
      h2('Veiligheid en ondersteuning'),
      p(
        'Houd je software up-to-date, want updates dichten vaak beveiligingslekken. Zoek uit hoelang de ontwikkelaar updates belooft voor jouw versie en welke ondersteuning is inbegrepen. Kies voor bedrijfskritische toepassingen software waarmee je je gegevens in open formaten kunt exporteren, zodat je niet vastzit aan één leverancier.',
      ),
    ],
    no: [
      h2('Abonnement eller engangskjøp?'),
      p(
        'Mange programmer selges nå som abonnement, der oppdateringer og skylagring er inkludert mot en månedlig eller årlig avgift. En engangslisens kan bli billigere i lengden hvis du bare trenger grunnfunksjonene og sjelden oppgraderer. Regn ut totalkostnaden over tre år før du velger, og sjekk om du mister tilgangen til filene dine når du slutter å betale.',
      ),
      h2('Sjekk kompatibilitet og lisensvilkår'),
      p(
        'Forsikre deg om at programvaren støtter operativsystemet ditt og versjonen du har, og sammenlign maskinvarekravene med datamaskinen din. Les hvor mange enheter lisensen gjelder for og om kommersiell bruk er tillatt, siden hjemme- og studentutgaver ofte utelukker det. Kjøp bare fra utvikleren eller autoriserte forhandlere, for svært billige lisensnøkler fra uoffisielle selgere kan bli sperret.',
      ),
      ul(
        'Bruk gratis prøveversjon før du kjøper.',
        'Se etter rabatter for studenter, familier eller flere lisenser.',
        'Undersøk om et gratis alternativ med åpen kildekode dekker behovene dine.',
        'Slå av automatisk fornyelse hvis du bare trenger programmet til et kort prosjekt.',
      ),
      h2('Sikkerhet og støtte'),
      p(
        'Hold programvaren oppdatert, for oppdateringer tetter ofte sikkerhetshull. Finn ut hvor lenge utvikleren lover oppdateringer for versjonen din, og hva slags støtte som er inkludert. For forretningskritiske verktøy bør du velge programvare som lar deg eksportere data i åpne formater, så du ikke blir låst til én leverandør.',
      ),
    ],
    pl: [
      h2('Subskrypcja czy jednorazowy zakup?'),
      p(
        'Wiele programów sprzedaje się dziś w formie subskrypcji, w której za miesięczną lub roczną opłatą dostajesz aktualizacje i miejsce w chmurze. Licencja wieczysta może wyjść taniej w dłuższej perspektywie, jeśli potrzebujesz tylko podstawowych funkcji i rzadko aktualizujesz wersję. Przed wyborem policz łączny koszt w ciągu trzech lat i sprawdź, czy po rezygnacji stracisz dostęp do swoich plików.',
      ),
      h2('Sprawdź zgodność i warunki licencji'),
      p(
        'Upewnij się, że program obsługuje Twój system operacyjny i jego wersję, a wymagania sprzętowe porównaj z parametrami komputera. Przeczytaj, na ilu urządzeniach można używać licencji i czy dopuszcza ona użytek komercyjny, bo wersje domowe i studenckie często tego zabraniają. Kupuj wyłącznie u producenta lub autoryzowanych sprzedawców, ponieważ bardzo tanie klucze z nieoficjalnych źródeł mogą zostać zablokowane.',
      ),
      ul(
        'Przed zakupem skorzystaj z darmowej wersji próbnej.',
        'Szukaj zniżek edukacyjnych, rodzinnych lub za większą liczbę licencji.',
        'Sprawdź, czy darmowa alternatywa open source nie wystarczy do Twoich potrzeb.',
        'Wyłącz automatyczne odnawianie, jeśli program jest Ci potrzebny tylko do krótkiego projektu.',
      ),
      h2('Bezpieczeństwo i wsparcie'),
      p(
        'Regularnie aktualizuj oprogramowanie, bo aktualizacje często łatają luki w zabezpieczeniach. Dowiedz się, jak długo producent obiecuje aktualizacje dla Twojej wersji i jakie wsparcie jest w cenie. W przypadku narzędzi kluczowych dla firmy wybieraj programy, które pozwalają eksportować dane w otwartych formatach, aby nie uzależnić się od jednego dostawcy.',
      ),
    ],
    pt: [
      h2('Assinatura ou compra única?'),
      p(
        'Muitos programas hoje são vendidos por assinatura, com atualizações e armazenamento em nuvem incluídos em uma mensalidade ou anuidade. Uma licença vitalícia pode sair mais barata no longo prazo se você só precisa dos recursos básicos e raramente atualiza. Calcule o custo total em três anos antes de escolher e verifique se você perde o acesso aos seus arquivos quando parar de pagar.',
      ),
      h2('Confira a compatibilidade e os termos da licença'),
      p(
        'Certifique-se de que o software é compatível com o seu sistema operacional e a versão instalada, e compare os requisitos de hardware com o seu computador. Leia em quantos dispositivos a licença pode ser usada e se o uso comercial é permitido, já que as edições doméstica e para estudantes costumam proibi-lo. Compre apenas do desenvolvedor ou de revendedores autorizados, porque chaves muito baratas de vendedores não oficiais podem ser bloqueadas.',
      ),
      ul(
        'Use a versão de teste gratuita antes de comprar.',
        'Procure descontos para estudantes, famílias ou por volume.',
        'Veja se uma alternativa gratuita de código aberto atende às suas necessidades.',
        'Desative a renovação automática se precisar do programa só para um projeto curto.',
      ),
      h2('Segurança e suporte'),
      p(
        'Mantenha o software atualizado, porque as atualizações costumam corrigir falhas de segurança. Descubra por quanto tempo o desenvolvedor promete atualizar a sua versão e que tipo de suporte está incluído. Para ferramentas essenciais ao trabalho, escolha programas que permitam exportar os dados em formatos abertos, para não ficar preso a um único fornecedor.',
      ),
    ],
    sv: [
      h2('Prenumeration eller engångsköp?'),
      p(
        'Många program säljs i dag som prenumerationer där uppdateringar och molnlagring ingår mot en månads- eller årsavgift. En engångslicens kan bli billigare i längden om du bara behöver grundfunktionerna och sällan uppgraderar. Räkna ut den totala kostnaden över tre år innan du väljer, och kontrollera om du förlorar åtkomsten till dina filer när du slutar betala.',
      ),
      h2('Kontrollera kompatibilitet och licensvillkor'),
      p(
        'Se till att programmet stöder ditt operativsystem och den version du har, och jämför hårdvarukraven med din dator. Läs hur många enheter licensen gäller för och om kommersiell användning är tillåten, eftersom hem- och studentversioner ofta utesluter det. Köp bara från utvecklaren eller auktoriserade återförsäljare, eftersom väldigt billiga licensnycklar från inofficiella säljare kan spärras.',
      ),
      ul(
        'Använd den kostnadsfria provversionen innan du köper.',
        'Leta efter student-, familje- eller volymrabatter.',
        'Undersök om ett gratis alternativ med öppen källkod räcker för dina behov.',
        'Stäng av automatisk förnyelse om du bara behöver programmet för ett kort projekt.',
      ),
      h2('Säkerhet och support'),
      p(
        'Håll programvaran uppdaterad, eftersom uppdateringar ofta täpper till säkerhetshål. Ta reda på hur länge utvecklaren lovar uppdateringar för din version och vilken support som ingår. För affärskritiska verktyg bör du välja programvara som låter dig exportera data i öppna format, så att du inte blir inlåst hos en leverantör.',
      ),
    ],
  },
}

const clothing: GuideSeed = {
  slug: 'building-a-capsule-wardrobe',
  subcategory: 'clothing',
  title: {
    en: 'How to build a capsule wardrobe that lasts',
    de: 'So stellen Sie eine langlebige Capsule Wardrobe zusammen',
    fr: 'Comment construire une garde-robe capsule durable',
    it: 'Come creare un guardaroba capsula che dura nel tempo',
    es: 'Cómo crear un armario cápsula que dure años',
    fi: 'Näin kokoat kestävän kapselivaatekaapin',
    nl: 'Zo stel je een capsulegarderobe samen die lang meegaat',
    no: 'Slik bygger du en kapselgarderobe som varer',
    pl: 'Jak zbudować trwałą garderobę kapsułową',
    pt: 'Como montar um guarda-roupa cápsula que dure',
    sv: 'Så bygger du en hållbar kapselgarderob',
  },
  excerpt: {
    en: 'Fewer, better clothes that all work together save time every morning and money every season. Here is how to plan, choose and care for them.',
    de: 'Weniger, aber bessere Kleidung, die sich gut kombinieren lässt, spart jeden Morgen Zeit und jede Saison Geld. So planen, wählen und pflegen Sie Ihre Garderobe.',
    fr: 'Moins de vêtements, mais de meilleure qualité et faciles à associer : un gain de temps chaque matin et d’argent chaque saison. Voici comment les choisir et les entretenir.',
    it: 'Meno capi, ma migliori e tutti abbinabili, fanno risparmiare tempo ogni mattina e denaro ogni stagione. Ecco come pianificarli, sceglierli e prendersene cura.',
    es: 'Menos prendas, pero mejores y fáciles de combinar, te ahorran tiempo cada mañana y dinero cada temporada. Así puedes planificarlas, elegirlas y cuidarlas.',
    fi: 'Vähemmän mutta parempia, keskenään yhdisteltäviä vaatteita säästää aikaa joka aamu ja rahaa joka kausi. Näin suunnittelet, valitset ja hoidat niitä.',
    nl: 'Minder maar betere kleding die onderling goed te combineren is, scheelt elke ochtend tijd en elk seizoen geld. Zo plan, kies en verzorg je je garderobe.',
    no: 'Færre, men bedre klær som passer sammen, sparer deg for tid hver morgen og penger hver sesong. Slik planlegger, velger og tar du vare på dem.',
    pl: 'Mniej ubrań, ale lepszych i pasujących do siebie, to oszczędność czasu każdego ranka i pieniędzy w każdym sezonie. Podpowiadamy, jak je zaplanować, wybrać i o nie dbać.',
    pt: 'Menos roupas, porém melhores e fáceis de combinar, economizam tempo toda manhã e dinheiro a cada estação. Veja como planejar, escolher e cuidar delas.',
    sv: 'Färre men bättre plagg som går att kombinera sparar tid varje morgon och pengar varje säsong. Så planerar, väljer och sköter du dem.',
  },
  body: {
    en: [
      h2('Start with what you already wear'),
      p(
        'Before buying anything, go through your wardrobe and note the pieces you actually wear every week. They reveal which colours, cuts and fabrics suit your everyday life. A capsule wardrobe usually consists of 25 to 40 items that can all be combined with each other.',
      ),
      h2('Focus on materials and fit'),
      p(
        'Natural fibres such as wool, cotton and linen breathe well and often age better than synthetic blends. Check seams, buttons and lining: tight, even stitching is a sign of good quality. Fit matters more than trends, so buy garments that fit your shoulders and have the length adjusted by a tailor if needed.',
      ),
      ul(
        'Choose a base palette of two or three neutral colours.',
        'Add one or two accent colours that go with the base.',
        'Read the care labels: dry-clean-only items add running costs.',
        'Check the return policy before ordering online.',
      ),
      h2('Buy less, but better'),
      p(
        'Think in cost per wear: a coat that costs twice as much but lasts five winters is cheaper than buying a new one every season. Use the sales to buy classic pieces, but don’t buy something just because it is discounted. Washing at low temperatures and air-drying makes your clothes last considerably longer.',
      ),
    ],
    de: [
      h2('Mit dem beginnen, was Sie schon tragen'),
      p(
        'Gehen Sie vor jedem Kauf Ihren Kleiderschrank durch und notieren Sie, welche Teile Sie tatsächlich jede Woche tragen. Daran erkennen Sie, welche Farben, Schnitte und Stoffe zu Ihrem Alltag passen. Eine Capsule Wardrobe besteht meist aus 25 bis 40 Teilen, die sich alle miteinander kombinieren lassen.',
      ),
      h2('Auf Material und Passform achten'),
      p(
        'Naturfasern wie Wolle, Baumwolle und Leinen sind atmungsaktiv und altern oft schöner als synthetische Mischgewebe. Prüfen Sie Nähte, Knöpfe und Futter: Eine dichte, gleichmäßige Naht ist ein Zeichen guter Verarbeitung. Die Passform ist wichtiger als jeder Trend – kaufen Sie Kleidung, die an den Schultern sitzt, und lassen Sie die Länge bei Bedarf vom Schneider anpassen.',
      ),
      ul(
        'Wählen Sie eine Basispalette aus zwei bis drei neutralen Farben.',
        'Ergänzen Sie ein oder zwei Akzentfarben, die zur Basis passen.',
        'Lesen Sie die Pflegeetiketten: Teile, die nur chemisch gereinigt werden dürfen, verursachen Folgekosten.',
        'Prüfen Sie vor der Online-Bestellung die Rückgabebedingungen.',
      ),
      h2('Weniger, aber besser kaufen'),
      p(
        'Rechnen Sie in Kosten pro Tragen: Ein Mantel, der doppelt so viel kostet, aber fünf Winter hält, ist günstiger als jede Saison ein neuer. Nutzen Sie den Schlussverkauf für Klassiker, kaufen Sie aber nichts nur deshalb, weil es reduziert ist. Wer bei niedrigen Temperaturen wäscht und an der Luft trocknet, hat deutlich länger Freude an seiner Kleidung.',
      ),
    ],
    fr: [
      h2('Partez de ce que vous portez déjà'),
      p(
        'Avant d’acheter quoi que ce soit, passez votre penderie en revue et notez les pièces que vous portez vraiment chaque semaine. Elles révèlent les couleurs, les coupes et les matières adaptées à votre quotidien. Une garde-robe capsule compte généralement entre 25 et 40 pièces qui s’associent toutes entre elles.',
      ),
      h2('Misez sur les matières et la coupe'),
      p(
        'Les fibres naturelles comme la laine, le coton et le lin respirent bien et vieillissent souvent mieux que les mélanges synthétiques. Examinez les coutures, les boutons et la doublure : des points serrés et réguliers sont un gage de qualité. La coupe compte plus que la tendance, alors choisissez des vêtements ajustés aux épaules et faites reprendre la longueur par une retoucheuse si nécessaire.',
      ),
      ul(
        'Choisissez une palette de base de deux ou trois couleurs neutres.',
        'Ajoutez une ou deux couleurs d’accent assorties à cette base.',
        'Lisez les étiquettes d’entretien : les pièces à nettoyer à sec ont un coût.',
        'Consultez la politique de retour avant de commander en ligne.',
      ),
      h2('Acheter moins, mais mieux'),
      p(
        'Raisonnez en coût par port : un manteau deux fois plus cher qui dure cinq hivers revient moins cher qu’un nouveau chaque saison. Profitez des soldes pour les basiques intemporels, mais n’achetez rien uniquement parce que c’est en promotion. Laver à basse température et sécher à l’air libre prolonge nettement la vie de vos vêtements.',
      ),
    ],
    it: [
      h2('Parti da ciò che indossi già'),
      p(
        'Prima di comprare qualsiasi cosa, passa in rassegna l’armadio e annota i capi che indossi davvero ogni settimana. Ti diranno quali colori, tagli e tessuti si adattano alla tua vita quotidiana. Un guardaroba capsula comprende di solito dai 25 ai 40 capi, tutti abbinabili tra loro.',
      ),
      h2('Punta su materiali e vestibilità'),
      p(
        'Le fibre naturali come lana, cotone e lino sono traspiranti e spesso invecchiano meglio dei tessuti sintetici misti. Controlla cuciture, bottoni e fodera: punti fitti e regolari sono segno di buona fattura. La vestibilità conta più delle tendenze, quindi scegli capi che cadano bene sulle spalle e, se serve, fai sistemare la lunghezza da una sarta.',
      ),
      ul(
        'Scegli una palette di base di due o tre colori neutri.',
        'Aggiungi uno o due colori d’accento che si sposino con la base.',
        'Leggi le etichette di lavaggio: i capi da lavare solo a secco fanno salire i costi.',
        'Controlla le condizioni di reso prima di ordinare online.',
      ),
      h2('Compra meno, ma meglio'),
      p(
        'Ragiona in termini di costo per utilizzo: un cappotto che costa il doppio ma dura cinque inverni conviene più di uno nuovo ogni stagione. Approfitta dei saldi per i classici, ma non comprare qualcosa solo perché è scontato. Lavare a basse temperature e asciugare all’aria allunga notevolmente la vita dei capi.',
      ),
    ],
    es: [
      h2('Parte de lo que ya te pones'),
      p(
        'Antes de comprar nada, repasa tu armario y anota las prendas que realmente usas cada semana. Te dirán qué colores, cortes y tejidos encajan con tu día a día. Un armario cápsula suele tener entre 25 y 40 prendas que combinan todas entre sí.',
      ),
      h2('Fíjate en los materiales y el corte'),
      p(
        'Las fibras naturales como la lana, el algodón y el lino transpiran bien y suelen envejecer mejor que las mezclas sintéticas. Revisa costuras, botones y forro: unas puntadas apretadas y regulares son señal de buena confección. El ajuste importa más que las tendencias, así que compra prendas que te queden bien de hombros y, si hace falta, lleva el bajo a arreglar.',
      ),
      ul(
        'Elige una paleta base de dos o tres colores neutros.',
        'Añade uno o dos colores de acento que combinen con la base.',
        'Lee las etiquetas de cuidado: las prendas de limpieza en seco encarecen el mantenimiento.',
        'Revisa la política de devoluciones antes de comprar en línea.',
      ),
      h2('Compra menos, pero mejor'),
      p(
        'Piensa en el coste por uso: un abrigo que cuesta el doble pero dura cinco inviernos sale más barato que uno nuevo cada temporada. Aprovecha las rebajas para los básicos atemporales, pero no compres algo solo porque esté rebajado. Lavar a baja temperatura y secar al aire alarga mucho la vida de la ropa.',
      ),
    ],
    fi: [
      h2('Aloita vaatteista, joita jo käytät'),
      p(
        'Käy vaatekaappisi läpi ennen ostoksia ja kirjaa ylös, mitä vaatteita oikeasti käytät viikoittain. Niistä näet, mitkä värit, leikkaukset ja materiaalit sopivat arkeesi. Kapselivaatekaappi koostuu yleensä 25–40 vaatteesta, joita kaikkia voi yhdistellä keskenään.',
      ),
      h2('Keskity materiaaleihin ja istuvuuteen'),
      p(
        'Luonnonkuidut, kuten villa, puuvilla ja pellava, hengittävät hyvin ja kestävät aikaa usein paremmin kuin synteettiset sekoitteet. Tarkista saumat, napit ja vuori: tiheä ja tasainen ommel kertoo hyvästä laadusta. Istuvuus on trendejä tärkeämpi, joten osta vaatteita, jotka istuvat hartioista, ja lyhennytä tarvittaessa lahkeet tai hihat ompelijalla.',
      ),
      ul(
        'Valitse perusväreiksi kaksi tai kolme neutraalia sävyä.',
        'Lisää yksi tai kaksi korostusväriä, jotka sopivat perusväreihin.',
        'Lue hoito-ohjeet: vain kemiallisesti pestävät vaatteet lisäävät kuluja.',
        'Tarkista palautusehdot ennen verkkotilausta.',
      ),
      h2('Osta vähemmän mutta parempaa'),
      p(
        'Laske hinta käyttökertaa kohden: kaksi kertaa kalliimpi takki, joka kestää viisi talvea, on edullisempi kuin uusi joka kausi. Hyödynnä alennusmyynnit klassikoiden hankintaan, mutta älä osta mitään pelkästään siksi, että se on alennuksessa. Matalissa lämpötiloissa peseminen ja ilmakuivaus pidentävät vaatteiden ikää huomattavasti.',
      ),
    ],
    nl: [
      h2('Begin bij wat je al draagt'),
      p(
        'Ga voordat je iets koopt je kledingkast door en noteer welke stukken je echt elke week draagt. Daaruit blijkt welke kleuren, snits en stoffen bij je dagelijks leven passen. Een capsulegarderobe bestaat meestal uit 25 tot 40 items die allemaal met elkaar te combineren zijn.',
      ),
      h2('Let op materiaal en pasvorm'),
      p(
        'Natuurlijke vezels zoals wol, katoen en linnen ademen goed en verouderen vaak mooier dan synthetische mengsels. Controleer naden, knopen en voering: strakke, gelijkmatige steken wijzen op goede kwaliteit. Pasvorm is belangrijker dan trends, dus koop kleding die goed zit rond de schouders en laat de lengte zo nodig aanpassen door een kleermaker.',
      ),
      ul(
        'Kies een basispalet van twee of drie neutrale kleuren.',
        'Voeg een of twee accentkleuren toe die bij die basis passen.',
        'Lees de wasvoorschriften: kleding die alleen chemisch gereinigd mag worden, kost extra.',
        'Bekijk het retourbeleid voordat je online bestelt.',
      ),
      h2('Koop minder, maar beter'),
      p(
        'Denk in kosten per keer dragen: een jas die twee keer zo duur is maar vijf winters meegaat, is goedkoper dan elk seizoen een nieuwe. Gebruik de uitverkoop voor tijdloze basisstukken, maar koop niets alleen omdat het afgeprijsd is. Wassen op lage temperatuur en aan de lucht laten drogen zorgt ervoor dat je kleding aanzienlijk langer meegaat.',
      ),
    ],
    no: [
      h2('Start med det du allerede bruker'),
      p(
        'Før du kjøper noe, bør du gå gjennom garderoben og notere hvilke plagg du faktisk bruker hver uke. De viser hvilke farger, snitt og stoffer som passer hverdagen din. En kapselgarderobe består vanligvis av 25 til 40 plagg som alle kan kombineres med hverandre.',
      ),
      h2('Legg vekt på materialer og passform'),
      p(
        'Naturfibre som ull, bomull og lin puster godt og eldes ofte bedre enn syntetiske blandinger. Sjekk sømmer, knapper og fôr: tette, jevne sting er et tegn på god kvalitet. Passformen er viktigere enn trender, så kjøp plagg som sitter godt over skuldrene, og få en skredder til å justere lengden ved behov.',
      ),
      ul(
        'Velg en grunnpalett med to eller tre nøytrale farger.',
        'Legg til én eller to aksentfarger som passer til grunnfargene.',
        'Les vaskeanvisningen: plagg som bare tåler rens, gir ekstra kostnader.',
        'Sjekk returvilkårene før du bestiller på nett.',
      ),
      h2('Kjøp mindre, men bedre'),
      p(
        'Tenk pris per bruk: en frakk som koster dobbelt så mye, men holder i fem vintre, er billigere enn en ny hver sesong. Bruk salget til å kjøpe klassiske plagg, men ikke kjøp noe bare fordi det er på tilbud. Vask på lav temperatur og lufttørking gjør at klærne varer betydelig lenger.',
      ),
    ],
    pl: [
      h2('Zacznij od tego, co już nosisz'),
      p(
        'Zanim cokolwiek kupisz, przejrzyj szafę i zanotuj, które rzeczy faktycznie nosisz co tydzień. Pokażą Ci, jakie kolory, kroje i materiały pasują do Twojej codzienności. Garderoba kapsułowa składa się zwykle z 25–40 elementów, które można ze sobą dowolnie łączyć.',
      ),
      h2('Zwracaj uwagę na materiały i krój'),
      p(
        'Włókna naturalne, takie jak wełna, bawełna i len, dobrze oddychają i często starzeją się ładniej niż syntetyczne mieszanki. Obejrzyj szwy, guziki i podszewkę: gęste, równe ściegi świadczą o dobrej jakości. Dopasowanie jest ważniejsze niż moda, więc kupuj ubrania dobrze leżące w ramionach, a w razie potrzeby oddaj je do krawcowej do skrócenia.',
      ),
      ul(
        'Wybierz bazową paletę dwóch lub trzech neutralnych kolorów.',
        'Dodaj jeden lub dwa kolory akcentowe pasujące do bazy.',
        'Czytaj metki: ubrania wymagające czyszczenia chemicznego podnoszą koszty.',
        'Przed zamówieniem online sprawdź zasady zwrotów.',
      ),
      h2('Kupuj mniej, ale lepiej'),
      p(
        'Licz koszt jednego założenia: płaszcz dwa razy droższy, który posłuży pięć zim, wyjdzie taniej niż nowy co sezon. Wyprzedaże wykorzystuj na ponadczasowe klasyki, ale nie kupuj niczego tylko dlatego, że jest przecenione. Pranie w niskiej temperaturze i suszenie na powietrzu znacznie wydłużają życie ubrań.',
      ),
    ],
    pt: [
      h2('Comece pelo que você já usa'),
      p(
        'Antes de comprar qualquer coisa, revise o guarda-roupa e anote as peças que você realmente usa toda semana. Elas mostram quais cores, modelagens e tecidos combinam com a sua rotina. Um guarda-roupa cápsula costuma ter de 25 a 40 peças que combinam entre si.',
      ),
      h2('Priorize tecido e caimento'),
      p(
        'Fibras naturais como lã, algodão e linho respiram bem e costumam envelhecer melhor do que misturas sintéticas. Confira costuras, botões e forro: pontos firmes e regulares indicam boa qualidade. O caimento importa mais do que a tendência, então compre peças que vistam bem nos ombros e, se precisar, leve à costureira para ajustar o comprimento.',
      ),
      ul(
        'Escolha uma paleta básica de duas ou três cores neutras.',
        'Acrescente uma ou duas cores de destaque que combinem com a base.',
        'Leia as etiquetas de lavagem: peças que só podem ir à lavanderia aumentam o custo.',
        'Confira a política de trocas antes de comprar on-line.',
      ),
      h2('Compre menos, mas melhor'),
      p(
        'Pense no custo por uso: um casaco que custa o dobro, mas dura cinco invernos, sai mais barato do que comprar um novo a cada estação. Aproveite as liquidações para comprar clássicos, mas não leve nada só porque está em promoção. Lavar em temperatura baixa e secar à sombra faz as roupas durarem bem mais.',
      ),
    ],
    sv: [
      h2('Börja med det du redan använder'),
      p(
        'Gå igenom garderoben innan du köper något och anteckna vilka plagg du faktiskt använder varje vecka. De visar vilka färger, modeller och material som passar din vardag. En kapselgarderob består oftast av 25 till 40 plagg som alla går att kombinera med varandra.',
      ),
      h2('Fokusera på material och passform'),
      p(
        'Naturfibrer som ull, bomull och linne andas bra och åldras ofta vackrare än syntetblandningar. Kontrollera sömmar, knappar och foder: täta, jämna stygn är ett tecken på god kvalitet. Passformen är viktigare än trender, så köp plagg som sitter bra över axlarna och låt en skräddare justera längden vid behov.',
      ),
      ul(
        'Välj en baspalett med två eller tre neutrala färger.',
        'Lägg till en eller två accentfärger som passar ihop med basen.',
        'Läs tvättrådslappen: plagg som bara tål kemtvätt drar upp kostnaden.',
        'Kontrollera returvillkoren innan du beställer på nätet.',
      ),
      h2('Köp mindre, men bättre'),
      p(
        'Räkna i kostnad per användning: en kappa som kostar dubbelt så mycket men håller i fem vintrar är billigare än en ny varje säsong. Passa på att köpa klassiska plagg på rea, men köp inget bara för att det är nedsatt. Tvätt på låg temperatur och lufttorkning gör att kläderna håller betydligt längre.',
      ),
    ],
  },
}

const accessories: GuideSeed = {
  slug: 'choosing-leather-bags-belts-and-wallets',
  subcategory: 'accessories',
  title: {
    en: 'Leather accessories: how to choose a bag, belt and wallet',
    de: 'Lederaccessoires: So wählen Sie Tasche, Gürtel und Geldbörse',
    fr: 'Accessoires en cuir : bien choisir son sac, sa ceinture et son portefeuille',
    it: 'Accessori in pelle: come scegliere borsa, cintura e portafoglio',
    es: 'Accesorios de piel: cómo elegir bolso, cinturón y cartera',
    fi: 'Nahka-asusteet: näin valitset laukun, vyön ja lompakon',
    nl: 'Leren accessoires: zo kies je een tas, riem en portemonnee',
    no: 'Skinntilbehør: slik velger du veske, belte og lommebok',
    pl: 'Skórzane dodatki: jak wybrać torbę, pasek i portfel',
    pt: 'Acessórios de couro: como escolher bolsa, cinto e carteira',
    sv: 'Läderaccessoarer: så väljer du väska, bälte och plånbok',
  },
  excerpt: {
    en: 'A well-made leather accessory can last for decades if you know what to look for. Learn how to judge leather quality, details and care.',
    de: 'Ein gut verarbeitetes Lederaccessoire kann Jahrzehnte halten, wenn Sie wissen, worauf es ankommt. So beurteilen Sie Lederqualität, Verarbeitung und Pflege.',
    fr: 'Un accessoire en cuir bien fabriqué peut durer des décennies si l’on sait quoi regarder. Apprenez à juger la qualité du cuir, les finitions et l’entretien.',
    it: 'Un accessorio in pelle ben fatto può durare decenni, se sai cosa guardare. Scopri come valutare la qualità della pelle, le finiture e la manutenzione.',
    es: 'Un accesorio de piel bien hecho puede durar décadas si sabes en qué fijarte. Aprende a valorar la calidad del cuero, los acabados y su cuidado.',
    fi: 'Hyvin tehty nahka-asuste voi kestää vuosikymmeniä, kun tiedät, mihin kiinnittää huomiota. Näin arvioit nahan laadun, yksityiskohdat ja hoidon.',
    nl: 'Een goed gemaakt leren accessoire kan tientallen jaren meegaan als je weet waar je op moet letten. Zo beoordeel je leerkwaliteit, afwerking en onderhoud.',
    no: 'Et godt laget skinntilbehør kan vare i flere tiår hvis du vet hva du skal se etter. Slik vurderer du skinnkvalitet, detaljer og stell.',
    pl: 'Dobrze wykonany skórzany dodatek może służyć przez dziesięciolecia, jeśli wiesz, na co zwrócić uwagę. Dowiedz się, jak ocenić jakość skóry, wykończenie i pielęgnację.',
    pt: 'Um acessório de couro bem-feito pode durar décadas se você souber o que observar. Aprenda a avaliar a qualidade do couro, o acabamento e os cuidados.',
    sv: 'En välgjord läderaccessoar kan hålla i decennier om du vet vad du ska titta efter. Så bedömer du läderkvalitet, detaljer och skötsel.',
  },
  body: {
    en: [
      h2('Full-grain, top-grain or synthetic?'),
      p(
        'Full-grain leather is the strongest and develops a beautiful patina over time, while top-grain leather has been sanded for a more uniform look. Cheaper products are often made from bonded leather, which tends to peel after a while. There are good vegan alternatives, but check what they are made of and how durable they are.',
      ),
      h2('Practical details to check'),
      p(
        'Look closely at the stitching, the edges and the metal parts: zips and buckles should run smoothly and feel solid. For an everyday bag, make sure your laptop or tablet fits and that the strap is wide enough to carry weight comfortably. A belt for suits should be about 3 cm wide, while slightly wider belts suit jeans.',
      ),
      ul(
        'Measure your current belt from the buckle to the hole you use most.',
        'Choose a wallet with RFID blocking if you carry contactless cards.',
        'Pick a neutral colour such as black, brown or cognac for versatility.',
        'Store leather goods in a dust bag away from direct sunlight.',
      ),
      h2('Care extends their life'),
      p(
        'Treat leather with a conditioner a few times a year to keep it supple and prevent cracking. Wipe off rain and dirt promptly, and let wet leather dry at room temperature, never on a radiator. With proper care, a quality leather bag or belt can last for decades.',
      ),
    ],
    de: [
      h2('Vollnarben-, Narben- oder Kunstleder?'),
      p(
        'Vollnarbenleder ist am strapazierfähigsten und entwickelt mit der Zeit eine schöne Patina, während bei korrigiertem Narbenleder die Oberfläche für ein gleichmäßigeres Bild angeschliffen wurde. Günstige Produkte bestehen oft aus Lederfaserstoff, der sich nach einer Weile ablöst. Es gibt gute vegane Alternativen, prüfen Sie aber, woraus sie bestehen und wie haltbar sie sind.',
      ),
      h2('Praktische Details prüfen'),
      p(
        'Sehen Sie sich Nähte, Kanten und Metallteile genau an: Reißverschlüsse und Schnallen sollten leichtgängig laufen und sich solide anfühlen. Bei einer Alltagstasche sollten Laptop oder Tablet hineinpassen, und der Riemen sollte breit genug sein, um Gewicht bequem zu tragen. Ein Anzuggürtel ist etwa 3 cm breit, zur Jeans passen etwas breitere Modelle.',
      ),
      ul(
        'Messen Sie Ihren aktuellen Gürtel von der Schnalle bis zum meistgenutzten Loch.',
        'Wählen Sie eine Geldbörse mit RFID-Schutz, wenn Sie kontaktlose Karten dabeihaben.',
        'Setzen Sie auf neutrale Farben wie Schwarz, Braun oder Cognac, die zu vielem passen.',
        'Bewahren Sie Lederwaren in einem Staubbeutel und geschützt vor direkter Sonne auf.',
      ),
      h2('Pflege verlängert die Lebensdauer'),
      p(
        'Behandeln Sie Leder einige Male im Jahr mit einer Pflegelotion, damit es geschmeidig bleibt und nicht rissig wird. Wischen Sie Regen und Schmutz rasch ab und lassen Sie nasses Leder bei Zimmertemperatur trocknen, niemals auf der Heizung. Gut gepflegt hält eine hochwertige Ledertasche oder ein Gürtel jahrzehntelang.',
      ),
    ],
    fr: [
      h2('Pleine fleur, fleur corrigée ou synthétique ?'),
      p(
        'Le cuir pleine fleur est le plus résistant et se patine joliment avec le temps, tandis que le cuir fleur corrigée a été poncé pour un aspect plus uniforme. Les produits bon marché sont souvent en cuir reconstitué, qui a tendance à s’écailler au bout d’un moment. Il existe de bonnes alternatives véganes, mais renseignez-vous sur leur composition et leur durabilité.',
      ),
      h2('Les détails pratiques à vérifier'),
      p(
        'Examinez les coutures, les tranches et les pièces métalliques : fermetures éclair et boucles doivent coulisser facilement et paraître solides. Pour un sac du quotidien, vérifiez que votre ordinateur portable ou votre tablette y entre et que la bandoulière est assez large pour porter du poids confortablement. Une ceinture de costume mesure environ 3 cm de large, tandis qu’un jean accepte un modèle un peu plus large.',
      ),
      ul(
        'Mesurez votre ceinture actuelle de la boucle jusqu’au trou le plus utilisé.',
        'Choisissez un portefeuille avec protection RFID si vous avez des cartes sans contact.',
        'Privilégiez une couleur neutre comme le noir, le marron ou le cognac pour varier les tenues.',
        'Rangez vos articles en cuir dans un sac à poussière, à l’abri du soleil.',
      ),
      h2('L’entretien prolonge leur vie'),
      p(
        'Nourrissez le cuir avec un baume quelques fois par an pour qu’il reste souple et ne craquelle pas. Essuyez rapidement la pluie et la saleté, et laissez sécher le cuir mouillé à température ambiante, jamais sur un radiateur. Bien entretenu, un sac ou une ceinture en cuir de qualité peut durer des décennies.',
      ),
    ],
    it: [
      h2('Pieno fiore, fiore corretto o sintetico?'),
      p(
        'La pelle pieno fiore è la più resistente e con il tempo sviluppa una bella patina, mentre quella a fiore corretto viene levigata per un aspetto più uniforme. I prodotti economici sono spesso in cuoio rigenerato, che dopo un po’ tende a sfaldarsi. Esistono buone alternative vegane, ma verifica di che materiale sono fatte e quanto durano.',
      ),
      h2('I dettagli pratici da controllare'),
      p(
        'Osserva con attenzione cuciture, bordi e parti metalliche: cerniere e fibbie devono scorrere bene e sembrare robuste. Per una borsa da tutti i giorni, controlla che ci stiano il portatile o il tablet e che la tracolla sia abbastanza larga da portare peso comodamente. Una cintura da abito è larga circa 3 cm, mentre con i jeans si può scegliere un modello un po’ più largo.',
      ),
      ul(
        'Misura la tua cintura attuale dalla fibbia al foro che usi di più.',
        'Scegli un portafoglio con schermatura RFID se porti carte contactless.',
        'Punta su un colore neutro come nero, marrone o cuoio per abbinarlo a tutto.',
        'Conserva gli articoli in pelle in un sacchetto antipolvere, lontano dalla luce diretta del sole.',
      ),
      h2('La cura ne allunga la vita'),
      p(
        'Tratta la pelle con un balsamo nutriente qualche volta all’anno per mantenerla morbida ed evitare screpolature. Asciuga subito pioggia e sporco e lascia asciugare la pelle bagnata a temperatura ambiente, mai sul termosifone. Con la giusta cura, una borsa o una cintura di qualità può durare decenni.',
      ),
    ],
    es: [
      h2('¿Plena flor, flor corregida o sintético?'),
      p(
        'La piel plena flor es la más resistente y con el tiempo desarrolla una bonita pátina, mientras que la flor corregida se lija para lograr un aspecto más uniforme. Los productos baratos suelen ser de cuero regenerado, que acaba pelándose con el uso. Hay buenas alternativas veganas, pero comprueba de qué están hechas y cuánto aguantan.',
      ),
      h2('Detalles prácticos que debes revisar'),
      p(
        'Fíjate bien en las costuras, los cantos y las piezas metálicas: cremalleras y hebillas deben deslizarse con suavidad y parecer sólidas. En un bolso para el día a día, asegúrate de que quepan el portátil o la tableta y de que el asa sea lo bastante ancha para llevar peso con comodidad. Un cinturón de traje mide unos 3 cm de ancho, mientras que con vaqueros queda mejor uno algo más ancho.',
      ),
      ul(
        'Mide tu cinturón actual desde la hebilla hasta el agujero que más usas.',
        'Elige una cartera con bloqueo RFID si llevas tarjetas sin contacto.',
        'Apuesta por un color neutro como negro, marrón o coñac para combinarlo con todo.',
        'Guarda los artículos de piel en una funda antipolvo, lejos de la luz directa del sol.',
      ),
      h2('El cuidado alarga su vida'),
      p(
        'Hidrata la piel con un acondicionador varias veces al año para que se mantenga flexible y no se agriete. Limpia enseguida la lluvia y la suciedad, y deja secar la piel mojada a temperatura ambiente, nunca sobre un radiador. Con los cuidados adecuados, un bolso o un cinturón de buena piel puede durar décadas.',
      ),
    ],
    fi: [
      h2('Täysnarva, korjattu narva vai tekonahka?'),
      p(
        'Täysnarvanahka on kestävintä ja saa ajan myötä kauniin patinan, kun taas korjattu narvanahka on hiottu tasaisemman ulkonäön saamiseksi. Halvemmat tuotteet on usein tehty kuitunahasta, joka alkaa ajan mittaan kuoriutua. Hyviä vegaanisia vaihtoehtoja on olemassa, mutta tarkista, mistä ne on valmistettu ja miten ne kestävät.',
      ),
      h2('Tarkista käytännön yksityiskohdat'),
      p(
        'Katso tarkasti saumoja, reunoja ja metalliosia: vetoketjujen ja solkien pitää toimia sujuvasti ja tuntua tukevilta. Arkilaukkuun pitää mahtua kannettava tietokone tai tabletti, ja hihnan on oltava tarpeeksi leveä, jotta painoa on mukava kantaa. Pukuvyö on noin 3 cm leveä, kun taas farkkujen kanssa sopii hieman leveämpi malli.',
      ),
      ul(
        'Mittaa nykyinen vyösi soljesta eniten käyttämääsi reikään.',
        'Valitse RFID-suojattu lompakko, jos kuljetat lähimaksukortteja.',
        'Valitse neutraali väri, kuten musta, ruskea tai konjakki, niin asuste sopii moneen.',
        'Säilytä nahkatuotteita pölypussissa suoralta auringonvalolta suojassa.',
      ),
      h2('Hoito pidentää käyttöikää'),
      p(
        'Käsittele nahkaa hoitoaineella muutaman kerran vuodessa, jotta se pysyy notkeana eikä halkeile. Pyyhi sadevesi ja lika pois heti ja anna märän nahan kuivua huoneenlämmössä, ei koskaan patterin päällä. Oikein hoidettuna laadukas nahkalaukku tai -vyö kestää vuosikymmeniä.',
      ),
    ],
    nl: [
      h2('Volnerf, gecorrigeerde nerf of synthetisch?'),
      p(
        'Volnerfleer is het sterkst en krijgt na verloop van tijd een mooi patina, terwijl leer met gecorrigeerde nerf is geschuurd voor een egaler uiterlijk. Goedkopere producten zijn vaak gemaakt van gerecycled leer, dat na een tijdje gaat afbladderen. Er zijn goede vegan alternatieven, maar kijk goed waarvan ze gemaakt zijn en hoe duurzaam ze zijn.',
      ),
      h2('Praktische details om te controleren'),
      p(
        'Bekijk de stiksels, de randen en de metalen onderdelen goed: ritsen en gespen moeten soepel lopen en stevig aanvoelen. Controleer bij een tas voor dagelijks gebruik of je laptop of tablet erin past en of de schouderband breed genoeg is om gewicht comfortabel te dragen. Een riem voor een pak is ongeveer 3 cm breed, bij een spijkerbroek past een iets bredere riem.',
      ),
      ul(
        'Meet je huidige riem op van de gesp tot het gaatje dat je het meest gebruikt.',
        'Kies een portemonnee met RFID-bescherming als je contactloze passen bij je hebt.',
        'Ga voor een neutrale kleur zoals zwart, bruin of cognac, die overal bij past.',
        'Bewaar leren spullen in een stofzak, uit direct zonlicht.',
      ),
      h2('Onderhoud verlengt de levensduur'),
      p(
        'Behandel leer een paar keer per jaar met een verzorgingsmiddel, zodat het soepel blijft en niet uitdroogt of scheurt. Veeg regen en vuil meteen af en laat nat leer op kamertemperatuur drogen, nooit op de verwarming. Met goed onderhoud gaat een kwalitatieve leren tas of riem tientallen jaren mee.',
      ),
    ],
    no: [
      h2('Fullnarv, korrigert narv eller syntetisk?'),
      p(
        'Fullnarvet skinn er det sterkeste og får en vakker patina over tid, mens skinn med korrigert narv er slipt for et jevnere utseende. Billigere produkter er ofte laget av bondet lær, som begynner å flasse etter en stund. Det finnes gode veganske alternativer, men sjekk hva de er laget av og hvor slitesterke de er.',
      ),
      h2('Praktiske detaljer du bør sjekke'),
      p(
        'Se nøye på sømmer, kanter og metalldeler: glidelåser og spenner skal gå lett og føles solide. Til en hverdagsveske bør du sjekke at PC-en eller nettbrettet får plass, og at remmen er bred nok til å bære vekt komfortabelt. Et dressbelte er omtrent 3 cm bredt, mens litt bredere belter passer til jeans.',
      ),
      ul(
        'Mål beltet du har fra spennen til hullet du bruker mest.',
        'Velg en lommebok med RFID-beskyttelse hvis du har kontaktløse kort.',
        'Velg en nøytral farge som svart, brun eller konjakk, så passer den til det meste.',
        'Oppbevar skinnvarer i en støvpose, beskyttet mot direkte sollys.',
      ),
      h2('Stell gir lengre levetid'),
      p(
        'Behandle skinnet med skinnbalsam noen ganger i året, så holder det seg mykt og sprekker ikke. Tørk av regn og smuss med en gang, og la vått skinn tørke i romtemperatur, aldri på en radiator. Med riktig stell kan en kvalitetsveske eller et belte i skinn vare i flere tiår.',
      ),
    ],
    pl: [
      h2('Skóra licowa, szlifowana czy syntetyk?'),
      p(
        'Pełnoziarnista skóra licowa jest najmocniejsza i z czasem nabiera pięknej patyny, a skóra z licem szlifowanym ma bardziej jednolity wygląd dzięki przeszlifowaniu powierzchni. Tańsze produkty często powstają ze skóry wtórnej, która po pewnym czasie zaczyna się łuszczyć. Istnieją dobre wegańskie alternatywy, ale sprawdź, z czego są wykonane i jak długo wytrzymują.',
      ),
      h2('Praktyczne szczegóły do sprawdzenia'),
      p(
        'Przyjrzyj się szwom, krawędziom i elementom metalowym: zamki i sprzączki powinny działać płynnie i sprawiać solidne wrażenie. W torbie na co dzień sprawdź, czy zmieści się laptop lub tablet i czy pasek jest na tyle szeroki, by wygodnie nosić ciężar. Pasek do garnituru ma zwykle około 3 cm szerokości, do dżinsów pasuje nieco szerszy.',
      ),
      ul(
        'Zmierz obecny pasek od sprzączki do najczęściej używanej dziurki.',
        'Wybierz portfel z ochroną RFID, jeśli nosisz karty zbliżeniowe.',
        'Postaw na neutralny kolor, np. czarny, brązowy lub koniakowy, który pasuje do wielu stylizacji.',
        'Przechowuj wyroby skórzane w worku przeciwkurzowym, z dala od bezpośredniego słońca.',
      ),
      h2('Pielęgnacja wydłuża życie'),
      p(
        'Kilka razy w roku nawilż skórę odżywką, aby pozostała elastyczna i nie pękała. Od razu wycieraj deszcz i brud, a mokrą skórę susz w temperaturze pokojowej, nigdy na kaloryferze. Przy odpowiedniej pielęgnacji dobra skórzana torba czy pasek posłużą przez dziesięciolecia.',
      ),
    ],
    pt: [
      h2('Couro integral, corrigido ou sintético?'),
      p(
        'O couro integral (flor integral) é o mais resistente e ganha uma bela pátina com o tempo, enquanto o couro corrigido é lixado para ter aparência mais uniforme. Produtos mais baratos costumam ser de couro reconstituído, que descasca depois de algum tempo. Existem boas alternativas veganas, mas verifique do que são feitas e quanto duram.',
      ),
      h2('Detalhes práticos para conferir'),
      p(
        'Observe com atenção as costuras, as bordas e as partes metálicas: zíperes e fivelas devem correr bem e parecer firmes. Em uma bolsa para o dia a dia, confira se o notebook ou o tablet cabem e se a alça é larga o bastante para carregar peso com conforto. Um cinto social tem cerca de 3 cm de largura, enquanto com jeans fica melhor um modelo um pouco mais largo.',
      ),
      ul(
        'Meça o cinto que você usa da fivela até o furo mais usado.',
        'Escolha uma carteira com proteção RFID se você carrega cartões por aproximação.',
        'Prefira uma cor neutra, como preto, marrom ou caramelo, que combina com tudo.',
        'Guarde os itens de couro em um saco protetor, longe da luz direta do sol.',
      ),
      h2('O cuidado prolonga a vida útil'),
      p(
        'Hidrate o couro com um produto próprio algumas vezes por ano para mantê-lo macio e evitar rachaduras. Limpe chuva e sujeira logo e deixe o couro molhado secar em temperatura ambiente, nunca perto de aquecedor ou ao sol. Com os cuidados certos, uma bolsa ou um cinto de couro de qualidade pode durar décadas.',
      ),
    ],
    sv: [
      h2('Fullnarv, korrigerad narv eller syntet?'),
      p(
        'Fullnarvigt läder är starkast och får en vacker patina med tiden, medan läder med korrigerad narv har slipats för ett jämnare utseende. Billigare produkter är ofta gjorda av fiberläder, som börjar flagna efter ett tag. Det finns bra veganska alternativ, men kontrollera vad de är gjorda av och hur hållbara de är.',
      ),
      h2('Praktiska detaljer att kontrollera'),
      p(
        'Titta noga på sömmar, kanter och metalldelar: blixtlås och spännen ska gå lätt och kännas stabila. För en vardagsväska bör du kontrollera att datorn eller surfplattan får plats och att axelremmen är tillräckligt bred för att bära vikt bekvämt. Ett kostymbälte är ungefär 3 cm brett, medan lite bredare bälten passar till jeans.',
      ),
      ul(
        'Mät ditt nuvarande bälte från spännet till det hål du använder mest.',
        'Välj en plånbok med RFID-skydd om du har kontaktlösa kort.',
        'Välj en neutral färg som svart, brun eller konjak för att kunna kombinera fritt.',
        'Förvara lädervaror i en dammpåse, skyddade från direkt solljus.',
      ),
      h2('Skötsel förlänger livslängden'),
      p(
        'Behandla lädret med läderbalsam några gånger om året så att det håller sig mjukt och inte spricker. Torka av regn och smuts direkt och låt vått läder torka i rumstemperatur, aldrig på ett element. Med rätt skötsel kan en läderväska eller ett bälte av hög kvalitet hålla i årtionden.',
      ),
    ],
  },
}

const sportswear: GuideSeed = {
  slug: 'sportswear-fabrics-and-fit-guide',
  subcategory: 'sportswear',
  title: {
    en: 'Sportswear guide: fabrics, fit and what you really need',
    de: 'Sportbekleidung: Materialien, Passform und was Sie wirklich brauchen',
    fr: 'Vêtements de sport : matières, coupe et l’essentiel à avoir',
    it: 'Abbigliamento sportivo: tessuti, vestibilità e cosa serve davvero',
    es: 'Ropa deportiva: tejidos, ajuste y lo que de verdad necesitas',
    fi: 'Urheiluvaatteet: materiaalit, istuvuus ja mitä oikeasti tarvitset',
    nl: 'Sportkleding: materialen, pasvorm en wat je echt nodig hebt',
    no: 'Treningsklær: materialer, passform og hva du egentlig trenger',
    pl: 'Odzież sportowa: materiały, krój i to, czego naprawdę potrzebujesz',
    pt: 'Roupas esportivas: tecidos, caimento e o que você realmente precisa',
    sv: 'Träningskläder: material, passform och vad du verkligen behöver',
  },
  excerpt: {
    en: 'The right training clothes keep you dry, comfortable and motivated. Here is how to choose fabrics and fit, and build a basic kit without overspending.',
    de: 'Die richtige Sportkleidung hält Sie trocken, bequem und motiviert. So wählen Sie Material und Passform und stellen eine Grundausstattung zusammen, ohne zu viel auszugeben.',
    fr: 'De bons vêtements de sport vous gardent au sec, à l’aise et motivé. Voici comment choisir matières et coupe, et constituer une tenue de base sans trop dépenser.',
    it: 'L’abbigliamento giusto ti mantiene asciutto, comodo e motivato. Ecco come scegliere tessuti e vestibilità e creare un kit di base senza spendere troppo.',
    es: 'La ropa de entrenamiento adecuada te mantiene seco, cómodo y motivado. Así eliges tejidos y ajuste, y te haces con un equipo básico sin gastar de más.',
    fi: 'Oikeat treenivaatteet pitävät kuivana, mukavana ja motivoituneena. Näin valitset materiaalit ja istuvuuden ja kokoat perusvarustuksen ylittämättä budjettia.',
    nl: 'Goede sportkleding houdt je droog, comfortabel en gemotiveerd. Zo kies je materiaal en pasvorm en stel je een basisuitrusting samen zonder te veel uit te geven.',
    no: 'Riktige treningsklær holder deg tørr, komfortabel og motivert. Slik velger du materialer og passform, og setter sammen en grunnpakke uten å bruke for mye.',
    pl: 'Odpowiednia odzież treningowa zapewnia suchość, wygodę i motywację. Podpowiadamy, jak wybrać materiały i krój oraz skompletować podstawowy zestaw bez przepłacania.',
    pt: 'A roupa de treino certa mantém você seco, confortável e motivado. Veja como escolher tecido e caimento e montar um kit básico sem gastar demais.',
    sv: 'Rätt träningskläder håller dig torr, bekväm och motiverad. Så väljer du material och passform och bygger en basgarderob utan att det blir för dyrt.',
  },
  body: {
    en: [
      h2('Choose fabrics for your activity'),
      p(
        'Synthetic fabrics such as polyester and polyamide wick sweat away from the skin and dry quickly, which makes them ideal for intense training. Merino wool regulates temperature and resists odour, so it is a good choice for outdoor activities and multi-day trips. Avoid cotton for sweaty workouts, because it absorbs moisture and stays wet and heavy.',
      ),
      h2('Fit and support'),
      p(
        'Training clothes should allow full freedom of movement without chafing or riding up. For running and high-intensity workouts, flatlock seams reduce friction against the skin. A well-fitting sports bra is one of the most important purchases: choose the support level to match the activity, and replace it when the elastic starts to slacken.',
      ),
      ul(
        'Dress in layers when it is cold: base layer, insulating layer and a windproof shell.',
        'Reflective details make you more visible when training in the dark.',
        'Compression garments can feel supportive but are not essential.',
        'Wash technical fabrics without fabric softener, which clogs the fibres.',
      ),
      h2('Build a basic kit'),
      p(
        'Most people can start with two sets of tops and bottoms, so one set can be in the wash. Add a lightweight jacket for outdoor sessions and invest in good socks, as they prevent blisters. Sport-specific clothing can wait until you know you will stick with the activity.',
      ),
    ],
    de: [
      h2('Das Material passend zur Sportart wählen'),
      p(
        'Synthetische Stoffe wie Polyester und Polyamid leiten Schweiß von der Haut weg und trocknen schnell – ideal für intensives Training. Merinowolle reguliert die Temperatur und nimmt kaum Gerüche an, deshalb eignet sie sich gut für Outdoor-Aktivitäten und mehrtägige Touren. Verzichten Sie bei schweißtreibenden Einheiten auf Baumwolle, denn sie saugt Feuchtigkeit auf und bleibt nass und schwer.',
      ),
      h2('Passform und Halt'),
      p(
        'Sportkleidung sollte volle Bewegungsfreiheit bieten, ohne zu scheuern oder hochzurutschen. Beim Laufen und bei hochintensivem Training reduzieren Flachnähte die Reibung auf der Haut. Ein gut sitzender Sport-BH gehört zu den wichtigsten Anschaffungen: Wählen Sie die Stützstufe passend zur Sportart und ersetzen Sie ihn, sobald das Gummi nachlässt.',
      ),
      ul(
        'Kleiden Sie sich bei Kälte im Zwiebelprinzip: Funktionsunterwäsche, wärmende Schicht und winddichte Außenschicht.',
        'Reflektierende Details machen Sie beim Training im Dunkeln besser sichtbar.',
        'Kompressionskleidung kann sich stützend anfühlen, ist aber kein Muss.',
        'Waschen Sie Funktionsstoffe ohne Weichspüler, denn er verstopft die Fasern.',
      ),
      h2('Eine Grundausstattung zusammenstellen'),
      p(
        'Für den Anfang reichen den meisten zwei Sets aus Oberteil und Hose, damit immer eines in der Wäsche sein kann. Ergänzen Sie eine leichte Jacke für das Training draußen und investieren Sie in gute Socken, die Blasen vorbeugen. Spezielle Kleidung für eine bestimmte Sportart können Sie kaufen, sobald Sie wissen, dass Sie dabeibleiben.',
      ),
    ],
    fr: [
      h2('Choisissez la matière selon l’activité'),
      p(
        'Les fibres synthétiques comme le polyester et le polyamide évacuent la transpiration et sèchent vite, ce qui les rend idéales pour les entraînements intenses. La laine mérinos régule la température et limite les odeurs : c’est un bon choix pour les activités de plein air et les sorties de plusieurs jours. Évitez le coton pour les séances où l’on transpire, car il absorbe l’humidité et reste mouillé et lourd.',
      ),
      h2('Coupe et maintien'),
      p(
        'Une tenue de sport doit laisser une totale liberté de mouvement, sans frotter ni remonter. Pour la course et les entraînements intensifs, les coutures plates réduisent les frottements sur la peau. Une brassière bien ajustée fait partie des achats les plus importants : choisissez le niveau de maintien selon l’activité et remplacez-la dès que l’élastique se détend.',
      ),
      ul(
        'Superposez les couches par temps froid : première couche, couche isolante et veste coupe-vent.',
        'Les détails réfléchissants vous rendent plus visible quand vous vous entraînez dans l’obscurité.',
        'Les vêtements de compression peuvent procurer une sensation de maintien, mais ne sont pas indispensables.',
        'Lavez les textiles techniques sans adoucissant, qui encrasse les fibres.',
      ),
      h2('Constituez une tenue de base'),
      p(
        'Pour commencer, deux ensembles haut et bas suffisent à la plupart des gens, afin d’en avoir toujours un pendant que l’autre est au lavage. Ajoutez une veste légère pour les séances en extérieur et investissez dans de bonnes chaussettes, qui évitent les ampoules. Les vêtements spécifiques à un sport peuvent attendre que vous soyez sûr de persévérer.',
      ),
    ],
    it: [
      h2('Scegli il tessuto in base all’attività'),
      p(
        'I tessuti sintetici come poliestere e poliammide allontanano il sudore dalla pelle e asciugano in fretta, perfetti per gli allenamenti intensi. La lana merino regola la temperatura e trattiene poco gli odori, quindi è ideale per le attività all’aperto e le uscite di più giorni. Evita il cotone quando sudi molto, perché assorbe l’umidità e resta bagnato e pesante.',
      ),
      h2('Vestibilità e sostegno'),
      p(
        'L’abbigliamento da allenamento deve garantire piena libertà di movimento, senza sfregare né salire. Per la corsa e gli allenamenti ad alta intensità, le cuciture piatte riducono l’attrito sulla pelle. Un reggiseno sportivo ben calzante è uno degli acquisti più importanti: scegli il livello di sostegno in base all’attività e sostituiscilo quando l’elastico inizia a cedere.',
      ),
      ul(
        'Con il freddo vestiti a strati: strato base, strato isolante e guscio antivento.',
        'I dettagli riflettenti ti rendono più visibile quando ti alleni al buio.',
        'I capi a compressione possono dare una sensazione di sostegno, ma non sono indispensabili.',
        'Lava i tessuti tecnici senza ammorbidente, che ostruisce le fibre.',
      ),
      h2('Crea un kit di base'),
      p(
        'Per iniziare, alla maggior parte delle persone bastano due completi tra maglie e pantaloni, così uno può essere in lavatrice. Aggiungi una giacca leggera per gli allenamenti all’aperto e investi in buone calze, che prevengono le vesciche. L’abbigliamento specifico per uno sport può aspettare finché non sei sicuro di continuare.',
      ),
    ],
    es: [
      h2('Elige el tejido según la actividad'),
      p(
        'Los tejidos sintéticos como el poliéster y la poliamida alejan el sudor de la piel y se secan rápido, por lo que son ideales para entrenamientos intensos. La lana merino regula la temperatura y apenas retiene olores, así que es una buena opción para actividades al aire libre y salidas de varios días. Evita el algodón cuando vayas a sudar, porque absorbe la humedad y se queda mojado y pesado.',
      ),
      h2('Ajuste y sujeción'),
      p(
        'La ropa de entrenamiento debe permitir total libertad de movimiento sin rozar ni subirse. Para correr y para entrenamientos de alta intensidad, las costuras planas reducen el roce con la piel. Un sujetador deportivo que ajuste bien es una de las compras más importantes: elige el nivel de sujeción según la actividad y cámbialo cuando el elástico empiece a ceder.',
      ),
      ul(
        'Vístete por capas cuando haga frío: capa base, capa térmica y chaqueta cortavientos.',
        'Los detalles reflectantes te hacen más visible si entrenas cuando está oscuro.',
        'Las prendas de compresión pueden dar sensación de sujeción, pero no son imprescindibles.',
        'Lava los tejidos técnicos sin suavizante, porque obstruye las fibras.',
      ),
      h2('Arma un equipo básico'),
      p(
        'Para empezar, a la mayoría le bastan dos conjuntos de camiseta y pantalón, para tener siempre uno mientras el otro se lava. Añade una chaqueta ligera para entrenar al aire libre e invierte en buenos calcetines, que previenen las ampollas. La ropa específica de cada deporte puede esperar hasta que sepas que vas a seguir practicándolo.',
      ),
    ],
    fi: [
      h2('Valitse materiaali lajin mukaan'),
      p(
        'Synteettiset materiaalit, kuten polyesteri ja polyamidi, siirtävät hien pois iholta ja kuivuvat nopeasti, joten ne sopivat erinomaisesti rankkaan treeniin. Merinovilla tasaa lämpötilaa eikä ala helposti haista, mikä tekee siitä hyvän valinnan ulkoiluun ja usean päivän retkille. Vältä puuvillaa hikisissä treeneissä, koska se imee kosteutta ja pysyy märkänä ja raskaana.',
      ),
      h2('Istuvuus ja tuki'),
      p(
        'Treenivaatteiden pitää antaa liikkua vapaasti ilman hiertämistä tai nousemista. Juoksussa ja kovatehoisessa treenissä litteät saumat vähentävät ihoa vasten syntyvää hankausta. Hyvin istuvat urheiluliivit ovat yksi tärkeimmistä hankinnoista: valitse tukitaso lajin mukaan ja vaihda liivit uusiin, kun resori alkaa löystyä.',
      ),
      ul(
        'Pukeudu kylmällä kerroksittain: aluskerros, lämmittävä välikerros ja tuulenpitävä kuori.',
        'Heijastavat yksityiskohdat parantavat näkyvyyttä, kun treenaat pimeällä.',
        'Kompressiovaatteet voivat tuntua tukevilta, mutta ne eivät ole välttämättömiä.',
        'Pese tekniset materiaalit ilman huuhteluainetta, sillä se tukkii kuidut.',
      ),
      h2('Kokoa perusvarustus'),
      p(
        'Useimmille riittää aluksi kaksi paita- ja housuparia, jolloin toinen voi olla pesussa. Lisää kevyt takki ulkotreenejä varten ja panosta hyviin sukkiin, sillä ne ehkäisevät rakkoja. Lajikohtaiset vaatteet voi hankkia myöhemmin, kun tiedät jatkavasi harrastusta.',
      ),
    ],
    nl: [
      h2('Kies het materiaal op basis van je sport'),
      p(
        'Synthetische stoffen zoals polyester en polyamide voeren zweet af van de huid en drogen snel, ideaal voor intensieve trainingen. Merinowol reguleert de temperatuur en gaat niet snel ruiken, waardoor het een goede keuze is voor buitenactiviteiten en meerdaagse tochten. Vermijd katoen bij zweterige trainingen, want het neemt vocht op en blijft nat en zwaar.',
      ),
      h2('Pasvorm en ondersteuning'),
      p(
        'Sportkleding moet volledige bewegingsvrijheid geven zonder te schuren of op te kruipen. Bij hardlopen en intensieve workouts verminderen platte naden de wrijving op de huid. Een goed passende sportbeha is een van de belangrijkste aankopen: kies het steunniveau dat bij je sport past en vervang hem zodra het elastiek slapper wordt.',
      ),
      ul(
        'Kleed je bij kou in laagjes: een baselayer, een isolerende laag en een winddichte jas.',
        'Reflecterende details maken je beter zichtbaar als je in het donker traint.',
        'Compressiekleding kan ondersteunend aanvoelen, maar is niet noodzakelijk.',
        'Was technische stoffen zonder wasverzachter, want die verstopt de vezels.',
      ),
      h2('Stel een basisuitrusting samen'),
      p(
        'De meeste mensen kunnen beginnen met twee sets shirts en broeken, zodat er altijd één in de was kan. Voeg een lichte jas toe voor buitentrainingen en investeer in goede sokken, want die voorkomen blaren. Kleding die specifiek voor één sport bedoeld is, kan wachten tot je zeker weet dat je het volhoudt.',
      ),
    ],
    no: [
      h2('Velg materiale etter aktivitet'),
      p(
        'Syntetiske stoffer som polyester og polyamid transporterer svette bort fra huden og tørker raskt, noe som gjør dem ideelle til hard trening. Merinoull regulerer temperaturen og holder lukt unna, så den passer godt til friluftsliv og turer over flere dager. Unngå bomull når du skal svette mye, for den suger opp fuktighet og forblir våt og tung.',
      ),
      h2('Passform og støtte'),
      p(
        'Treningsklær skal gi full bevegelsesfrihet uten å gnage eller skli opp. Til løping og høyintensiv trening reduserer flate sømmer friksjonen mot huden. En godt tilpasset sports-BH er et av de viktigste kjøpene: velg støttenivå etter aktiviteten, og bytt den ut når strikken begynner å bli slapp.',
      ),
      ul(
        'Kle deg i lag når det er kaldt: ullundertøy, isolerende mellomlag og et vindtett ytterlag.',
        'Refleksdetaljer gjør deg mer synlig når du trener i mørket.',
        'Kompresjonsklær kan føles støttende, men er ikke nødvendige.',
        'Vask tekniske stoffer uten tøymykner, som tetter fibrene.',
      ),
      h2('Sett sammen en grunnpakke'),
      p(
        'De fleste klarer seg med to sett med overdeler og underdeler i starten, slik at ett sett kan ligge i vasken. Legg til en lett jakke for utetrening, og invester i gode sokker, for de forebygger gnagsår. Klær som er spesielt laget for én idrett kan vente til du vet at du kommer til å fortsette.',
      ),
    ],
    pl: [
      h2('Dobierz materiał do aktywności'),
      p(
        'Tkaniny syntetyczne, takie jak poliester i poliamid, odprowadzają pot od skóry i szybko schną, dlatego idealnie sprawdzają się podczas intensywnych treningów. Wełna merino reguluje temperaturę i nie chłonie zapachów, więc to dobry wybór na aktywność na świeżym powietrzu i kilkudniowe wyprawy. Unikaj bawełny, gdy mocno się pocisz, bo chłonie wilgoć i pozostaje mokra i ciężka.',
      ),
      h2('Krój i podtrzymanie'),
      p(
        'Odzież treningowa powinna zapewniać pełną swobodę ruchów, nie ocierać się i nie podjeżdżać. Przy bieganiu i treningach o wysokiej intensywności płaskie szwy ograniczają tarcie o skórę. Dobrze dopasowany biustonosz sportowy to jeden z najważniejszych zakupów: wybierz poziom podtrzymania odpowiedni do aktywności i wymień go, gdy gumka zacznie się rozciągać.',
      ),
      ul(
        'W chłodne dni ubieraj się na cebulkę: warstwa bazowa, ocieplająca i wiatroszczelna kurtka.',
        'Elementy odblaskowe zwiększają widoczność podczas treningu po zmroku.',
        'Odzież kompresyjna może dawać poczucie wsparcia, ale nie jest niezbędna.',
        'Pierz tkaniny techniczne bez płynu do płukania, który zatyka włókna.',
      ),
      h2('Skompletuj podstawowy zestaw'),
      p(
        'Na początek większości osób wystarczą dwa komplety koszulek i spodni, aby jeden mógł być w praniu. Dokup lekką kurtkę na treningi na zewnątrz i zainwestuj w dobre skarpety, które chronią przed pęcherzami. Odzież przeznaczoną do konkretnej dyscypliny możesz kupić, gdy będziesz mieć pewność, że zostaniesz przy niej na dłużej.',
      ),
    ],
    pt: [
      h2('Escolha o tecido de acordo com a atividade'),
      p(
        'Tecidos sintéticos como poliéster e poliamida afastam o suor da pele e secam rápido, o que os torna ideais para treinos intensos. A lã merino regula a temperatura e segura pouco o cheiro, então é uma boa escolha para atividades ao ar livre e viagens de vários dias. Evite algodão em treinos em que você transpira muito, porque ele absorve a umidade e fica molhado e pesado.',
      ),
      h2('Caimento e sustentação'),
      p(
        'A roupa de treino deve permitir total liberdade de movimento, sem assar nem subir. Para corrida e treinos de alta intensidade, as costuras planas reduzem o atrito com a pele. Um top esportivo bem ajustado é uma das compras mais importantes: escolha o nível de sustentação de acordo com a atividade e troque-o quando o elástico começar a ceder.',
      ),
      ul(
        'No frio, vista-se em camadas: primeira pele, camada térmica e jaqueta corta-vento.',
        'Detalhes refletivos deixam você mais visível ao treinar no escuro.',
        'Roupas de compressão podem dar sensação de apoio, mas não são indispensáveis.',
        'Lave tecidos técnicos sem amaciante, que entope as fibras.',
      ),
      h2('Monte um kit básico'),
      p(
        'Para começar, a maioria das pessoas precisa só de dois conjuntos de blusa e calça ou bermuda, para que um possa estar lavando. Acrescente uma jaqueta leve para treinar ao ar livre e invista em boas meias, que evitam bolhas. Roupas específicas de uma modalidade podem esperar até você ter certeza de que vai continuar praticando.',
      ),
    ],
    sv: [
      h2('Välj material efter aktivitet'),
      p(
        'Syntetmaterial som polyester och polyamid transporterar bort svett från huden och torkar snabbt, vilket gör dem perfekta för intensiv träning. Merinoull reglerar temperaturen och motstår lukt, så den passar bra för friluftsliv och turer över flera dagar. Undvik bomull när du svettas mycket, eftersom den suger upp fukt och förblir blöt och tung.',
      ),
      h2('Passform och stöd'),
      p(
        'Träningskläder ska ge full rörelsefrihet utan att skava eller glida upp. Vid löpning och högintensiv träning minskar platta sömmar friktionen mot huden. En välsittande sport-bh är ett av de viktigaste köpen: välj stödnivå efter aktivitet och byt ut den när resåren börjar bli slapp.',
      ),
      ul(
        'Klä dig i lager när det är kallt: baslager, isolerande mellanlager och ett vindtätt skal.',
        'Reflexdetaljer gör dig mer synlig när du tränar i mörker.',
        'Kompressionskläder kan kännas stödjande men är inte nödvändiga.',
        'Tvätta funktionsmaterial utan sköljmedel, som täpper till fibrerna.',
      ),
      h2('Bygg en basutrustning'),
      p(
        'De flesta klarar sig med två uppsättningar tröjor och byxor till att börja med, så att en kan ligga i tvätten. Komplettera med en lätt jacka för utomhusträning och satsa på bra strumpor, som förebygger skavsår. Kläder för en specifik sport kan vänta tills du vet att du kommer att fortsätta.',
      ),
    ],
  },
}

const kitchen: GuideSeed = {
  slug: 'choosing-pots-and-pans',
  subcategory: 'kitchen',
  title: {
    en: 'Choosing pots and pans: a practical cookware guide',
    de: 'Töpfe und Pfannen richtig auswählen: ein praktischer Kochgeschirr-Ratgeber',
    fr: 'Bien choisir ses casseroles et poêles : le guide pratique',
    it: 'Come scegliere pentole e padelle: guida pratica',
    es: 'Cómo elegir ollas y sartenes: guía práctica de menaje',
    fi: 'Kattilat ja pannut: käytännön opas keittoastioiden valintaan',
    nl: 'Pannen kiezen: een praktische gids voor kookgerei',
    no: 'Slik velger du gryter og panner: en praktisk guide',
    pl: 'Jak wybrać garnki i patelnie: praktyczny poradnik',
    pt: 'Como escolher panelas e frigideiras: um guia prático',
    sv: 'Så väljer du kastruller och stekpannor: en praktisk guide',
  },
  excerpt: {
    en: 'Good cookware makes cooking easier and can last for decades. Learn which materials suit which dishes and which pieces you really need.',
    de: 'Gutes Kochgeschirr erleichtert das Kochen und kann Jahrzehnte halten. Erfahren Sie, welches Material zu welchem Gericht passt und welche Teile Sie wirklich brauchen.',
    fr: 'De bons ustensiles de cuisson facilitent la vie en cuisine et peuvent durer des décennies. Découvrez quelle matière convient à quels plats et quelles pièces sont vraiment utiles.',
    it: 'Pentole di qualità rendono più facile cucinare e possono durare decenni. Scopri quali materiali sono adatti a quali piatti e quali pezzi ti servono davvero.',
    es: 'Un buen menaje facilita la cocina y puede durar décadas. Descubre qué material conviene para cada plato y qué piezas necesitas de verdad.',
    fi: 'Hyvät keittoastiat helpottavat ruoanlaittoa ja voivat kestää vuosikymmeniä. Lue, mikä materiaali sopii mihinkin ruokaan ja mitä astioita oikeasti tarvitset.',
    nl: 'Goede pannen maken koken makkelijker en gaan tientallen jaren mee. Ontdek welk materiaal bij welk gerecht past en welke pannen je echt nodig hebt.',
    no: 'Godt kokekar gjør matlagingen enklere og kan vare i flere tiår. Her ser du hvilke materialer som passer til hvilke retter, og hva du faktisk trenger.',
    pl: 'Dobre naczynia ułatwiają gotowanie i mogą służyć przez dziesięciolecia. Sprawdź, który materiał pasuje do jakich potraw i czego naprawdę potrzebujesz.',
    pt: 'Boas panelas facilitam a vida na cozinha e podem durar décadas. Saiba qual material combina com cada preparo e quais peças você realmente precisa.',
    sv: 'Bra kokkärl gör matlagningen enklare och kan hålla i decennier. Lär dig vilka material som passar till vilka rätter och vilka delar du verkligen behöver.',
  },
  body: {
    en: [
      h2('Know the materials'),
      p(
        'Stainless steel is durable, dishwasher-safe and ideal for browning, but food can stick if you don’t use enough fat. Cast iron holds heat extremely well and lasts a lifetime, although it is heavy and needs occasional seasoning. Non-stick pans are perfect for eggs and fish, but the coating wears over time and should never be overheated.',
      ),
      h2('Check your hob'),
      p(
        'If you cook on induction, the cookware needs a magnetic base; a simple test is to see whether a magnet sticks to the bottom. A thick, multi-layer base spreads heat evenly and prevents hot spots. Choose pan diameters that match your cooking zones for the best efficiency.',
      ),
      ul(
        'A 24–28 cm frying pan for everyday use',
        'A medium saucepan of about 2 litres',
        'A large pot for pasta, stock and soup',
        'An ovenproof casserole with a tight-fitting lid',
      ),
      h2('Quality over quantity'),
      p(
        'Large sets often include pieces you will rarely use, so it is usually better to buy a few good pans individually. Check that handles are securely riveted or welded and stay cool, and that the lids fit snugly. Wash non-stick pans by hand with a soft sponge to make the coating last longer.',
      ),
    ],
    de: [
      h2('Die Materialien kennen'),
      p(
        'Edelstahl ist robust, spülmaschinenfest und ideal zum scharfen Anbraten, allerdings haftet das Essen, wenn Sie zu wenig Fett verwenden. Gusseisen speichert Wärme hervorragend und hält ein Leben lang, ist aber schwer und muss gelegentlich eingebrannt werden. Antihaftpfannen eignen sich perfekt für Eier und Fisch, doch die Beschichtung nutzt sich mit der Zeit ab und sollte nie überhitzt werden.',
      ),
      h2('Auf das Kochfeld achten'),
      p(
        'Wenn Sie mit Induktion kochen, braucht das Kochgeschirr einen magnetischen Boden – ein einfacher Test ist, ob ein Magnet am Boden haften bleibt. Ein dicker, mehrschichtiger Boden verteilt die Wärme gleichmäßig und verhindert Hotspots. Wählen Sie Durchmesser, die zu Ihren Kochzonen passen, damit keine Energie verloren geht.',
      ),
      ul(
        'Eine Bratpfanne mit 24–28 cm Durchmesser für jeden Tag',
        'Ein mittelgroßer Topf mit etwa 2 Litern Inhalt',
        'Ein großer Topf für Nudeln, Fond und Suppen',
        'Ein ofenfester Bräter mit gut schließendem Deckel',
      ),
      h2('Qualität statt Menge'),
      p(
        'Große Sets enthalten oft Teile, die Sie kaum benutzen, daher ist es meist besser, einige gute Töpfe und Pfannen einzeln zu kaufen. Achten Sie darauf, dass die Griffe fest vernietet oder verschweißt sind und kühl bleiben und dass die Deckel gut schließen. Spülen Sie Antihaftpfannen von Hand mit einem weichen Schwamm, damit die Beschichtung länger hält.',
      ),
    ],
    fr: [
      h2('Connaître les matériaux'),
      p(
        'L’inox est robuste, passe au lave-vaisselle et saisit parfaitement les aliments, mais ceux-ci attachent si vous ne mettez pas assez de matière grasse. La fonte conserve remarquablement la chaleur et dure toute une vie, même si elle est lourde et doit être culottée de temps en temps. Les poêles antiadhésives sont parfaites pour les œufs et le poisson, mais leur revêtement s’use avec le temps et ne doit jamais surchauffer.',
      ),
      h2('Vérifiez votre plaque de cuisson'),
      p(
        'Si vous cuisinez à l’induction, il vous faut des ustensiles à fond magnétique : un aimant qui colle sous la casserole est un test simple. Un fond épais multicouche répartit la chaleur uniformément et évite les points chauds. Choisissez des diamètres adaptés à vos foyers pour une efficacité optimale.',
      ),
      ul(
        'Une poêle de 24 à 28 cm pour le quotidien',
        'Une casserole moyenne d’environ 2 litres',
        'Un grand faitout pour les pâtes, les bouillons et les soupes',
        'Une cocotte allant au four avec un couvercle bien ajusté',
      ),
      h2('La qualité plutôt que la quantité'),
      p(
        'Les grands lots contiennent souvent des pièces que vous utiliserez rarement : mieux vaut acheter séparément quelques bons ustensiles. Vérifiez que les poignées sont solidement rivetées ou soudées et restent froides, et que les couvercles ferment bien. Lavez les poêles antiadhésives à la main avec une éponge douce pour préserver leur revêtement.',
      ),
    ],
    it: [
      h2('Conosci i materiali'),
      p(
        'L’acciaio inox è resistente, va in lavastoviglie ed è ideale per rosolare, ma il cibo si attacca se non usi abbastanza grasso. La ghisa trattiene benissimo il calore e dura una vita, anche se è pesante e va curata di tanto in tanto. Le padelle antiaderenti sono perfette per uova e pesce, ma il rivestimento si consuma col tempo e non va mai surriscaldato.',
      ),
      h2('Controlla il piano cottura'),
      p(
        'Se cucini a induzione, le pentole devono avere il fondo magnetico: basta verificare che una calamita resti attaccata sotto. Un fondo spesso e multistrato distribuisce il calore in modo uniforme ed evita i punti caldi. Scegli diametri adatti alle zone di cottura per la massima efficienza.',
      ),
      ul(
        'Una padella da 24–28 cm per l’uso quotidiano',
        'Una casseruola media da circa 2 litri',
        'Una pentola capiente per pasta, brodo e minestre',
        'Una casseruola adatta al forno con coperchio ben aderente',
      ),
      h2('Qualità più che quantità'),
      p(
        'I set numerosi includono spesso pezzi che userai di rado, quindi di solito conviene comprare singolarmente poche pentole buone. Controlla che i manici siano ben rivettati o saldati e restino freddi, e che i coperchi chiudano bene. Lava a mano le padelle antiaderenti con una spugna morbida per far durare più a lungo il rivestimento.',
      ),
    ],
    es: [
      h2('Conoce los materiales'),
      p(
        'El acero inoxidable es resistente, apto para lavavajillas e ideal para dorar, pero la comida se pega si no usas suficiente grasa. El hierro fundido retiene muy bien el calor y dura toda la vida, aunque pesa y necesita curarse de vez en cuando. Las sartenes antiadherentes son perfectas para huevos y pescado, pero el recubrimiento se desgasta con el tiempo y nunca debe sobrecalentarse.',
      ),
      h2('Comprueba tu placa'),
      p(
        'Si cocinas con inducción, el menaje necesita una base magnética: una prueba sencilla es ver si un imán se pega al fondo. Una base gruesa y multicapa reparte el calor de forma uniforme y evita los puntos calientes. Elige diámetros que se ajusten a tus zonas de cocción para aprovechar mejor la energía.',
      ),
      ul(
        'Una sartén de 24–28 cm para el día a día',
        'Un cazo mediano de unos 2 litros',
        'Una olla grande para pasta, caldos y sopas',
        'Una cacerola apta para horno con una tapa que ajuste bien',
      ),
      h2('Calidad mejor que cantidad'),
      p(
        'Las baterías grandes suelen incluir piezas que apenas usarás, así que normalmente es mejor comprar por separado unas pocas piezas buenas. Comprueba que las asas estén bien remachadas o soldadas y no se calienten, y que las tapas cierren bien. Lava las sartenes antiadherentes a mano con una esponja suave para que el recubrimiento dure más.',
      ),
    ],
    fi: [
      h2('Tunne materiaalit'),
      p(
        'Ruostumaton teräs on kestävä, konepesunkestävä ja erinomainen ruskistamiseen, mutta ruoka tarttuu pohjaan, jos rasvaa on liian vähän. Valurauta varaa lämpöä erinomaisesti ja kestää koko eliniän, vaikka se on painava ja vaatii aika ajoin öljykarkaisun. Tarttumattomat pannut sopivat täydellisesti kananmunille ja kalalle, mutta pinnoite kuluu ajan myötä, eikä pannua saa koskaan ylikuumentaa.',
      ),
      h2('Tarkista liesi'),
      p(
        'Jos sinulla on induktioliesi, astioissa pitää olla magneettinen pohja – helppo testi on katsoa, tarttuuko magneetti pohjaan. Paksu, monikerroksinen pohja jakaa lämmön tasaisesti ja estää kuumat kohdat. Valitse halkaisijat, jotka vastaavat keittoalueitasi, niin energiaa ei mene hukkaan.',
      ),
      ul(
        'Paistinpannu, halkaisija 24–28 cm, päivittäiseen käyttöön',
        'Keskikokoinen kasari, noin 2 litraa',
        'Iso kattila pastalle, liemille ja keitoille',
        'Uuninkestävä pata tiiviisti istuvalla kannella',
      ),
      h2('Laatu ennen määrää'),
      p(
        'Isoissa sarjoissa on usein astioita, joita tulet käyttämään harvoin, joten yleensä kannattaa ostaa muutama hyvä astia erikseen. Tarkista, että kahvat on niitattu tai hitsattu tukevasti kiinni ja pysyvät viileinä ja että kannet istuvat tiiviisti. Pese tarttumattomat pannut käsin pehmeällä sienellä, niin pinnoite kestää pidempään.',
      ),
    ],
    nl: [
      h2('Ken de materialen'),
      p(
        'Rvs is duurzaam, vaatwasserbestendig en ideaal om aan te braden, maar eten kleeft vast als je te weinig vet gebruikt. Gietijzer houdt de warmte uitstekend vast en gaat een leven lang mee, al is het zwaar en moet het af en toe worden ingebrand. Pannen met antiaanbaklaag zijn perfect voor eieren en vis, maar de coating slijt na verloop van tijd en mag nooit oververhit raken.',
      ),
      h2('Kijk naar je kookplaat'),
      p(
        'Kook je op inductie, dan heeft je kookgerei een magnetische bodem nodig; een simpele test is kijken of een magneet aan de onderkant blijft plakken. Een dikke bodem met meerdere lagen verdeelt de warmte gelijkmatig en voorkomt hete plekken. Kies diameters die passen bij je kookzones voor het beste rendement.',
      ),
      ul(
        'Een koekenpan van 24–28 cm voor dagelijks gebruik',
        'Een middelgrote steelpan van ongeveer 2 liter',
        'Een grote kookpan voor pasta, bouillon en soep',
        'Een ovenvaste braadpan met een goed sluitend deksel',
      ),
      h2('Kwaliteit boven kwantiteit'),
      p(
        'Grote pannensets bevatten vaak pannen die je zelden gebruikt, dus het is meestal beter om een paar goede pannen los te kopen. Controleer of de handgrepen stevig zijn vastgeklonken of gelast en koel blijven, en of de deksels goed aansluiten. Was pannen met antiaanbaklaag met de hand en een zachte spons, dan gaat de coating langer mee.',
      ),
    ],
    no: [
      h2('Kjenn materialene'),
      p(
        'Rustfritt stål er slitesterkt, tåler oppvaskmaskin og er ideelt til bruning, men maten setter seg fast hvis du bruker for lite fett. Støpejern holder svært godt på varmen og varer livet ut, selv om det er tungt og må innbrennes av og til. Stekepanner med slippbelegg er perfekte til egg og fisk, men belegget slites over tid og må aldri overopphetes.',
      ),
      h2('Sjekk komfyren'),
      p(
        'Lager du mat på induksjon, må kokekaret ha magnetisk bunn – en enkel test er å se om en magnet fester seg til bunnen. En tykk bunn med flere lag fordeler varmen jevnt og hindrer varme punkter. Velg diametere som passer til kokesonene dine for best mulig effekt.',
      ),
      ul(
        'En stekepanne på 24–28 cm til hverdagsbruk',
        'En mellomstor kasserolle på rundt 2 liter',
        'En stor gryte til pasta, kraft og supper',
        'En ildfast gryte med tettsittende lokk',
      ),
      h2('Kvalitet fremfor kvantitet'),
      p(
        'Store sett inneholder ofte deler du sjelden bruker, så det lønner seg som regel å kjøpe noen få gode gryter og panner enkeltvis. Sjekk at håndtakene er solid naglet eller sveiset og holder seg kalde, og at lokkene sitter godt. Vask panner med slippbelegg for hånd med en myk svamp, så varer belegget lenger.',
      ),
    ],
    pl: [
      h2('Poznaj materiały'),
      p(
        'Stal nierdzewna jest trwała, można ją myć w zmywarce i świetnie nadaje się do obsmażania, ale jedzenie przywiera, jeśli użyjesz za mało tłuszczu. Żeliwo znakomicie trzyma ciepło i służy przez całe życie, choć jest ciężkie i od czasu do czasu wymaga wypalenia. Patelnie z powłoką nieprzywierającą są idealne do jajek i ryb, ale powłoka z czasem się zużywa i nie wolno jej przegrzewać.',
      ),
      h2('Sprawdź swoją płytę'),
      p(
        'Jeśli gotujesz na indukcji, naczynia muszą mieć dno magnetyczne – wystarczy sprawdzić, czy magnes przyczepia się do spodu. Grube, wielowarstwowe dno równomiernie rozprowadza ciepło i zapobiega przypalaniu w jednym miejscu. Wybieraj średnice dopasowane do pól grzejnych, aby jak najlepiej wykorzystać energię.',
      ),
      ul(
        'Patelnia 24–28 cm do codziennego użytku',
        'Średni rondel o pojemności około 2 litrów',
        'Duży garnek do makaronu, wywarów i zup',
        'Naczynie żaroodporne do piekarnika ze szczelną pokrywką',
      ),
      h2('Jakość zamiast ilości'),
      p(
        'Duże zestawy często zawierają naczynia, których rzadko używasz, dlatego zwykle lepiej kupić osobno kilka dobrych garnków i patelni. Sprawdź, czy uchwyty są solidnie nitowane lub zgrzewane i się nie nagrzewają, a pokrywki dobrze przylegają. Patelnie z powłoką nieprzywierającą myj ręcznie miękką gąbką, aby powłoka dłużej wytrzymała.',
      ),
    ],
    pt: [
      h2('Conheça os materiais'),
      p(
        'O aço inox é resistente, pode ir à lava-louças e é ótimo para dourar, mas a comida gruda se você usar pouca gordura. O ferro fundido retém muito bem o calor e dura a vida toda, embora seja pesado e precise ser curado de vez em quando. As frigideiras antiaderentes são perfeitas para ovos e peixe, mas o revestimento se desgasta com o tempo e nunca deve ser superaquecido.',
      ),
      h2('Confira o seu fogão'),
      p(
        'Se você cozinha em cooktop de indução, as panelas precisam ter fundo magnético; um teste simples é ver se um ímã gruda no fundo. Um fundo grosso, de várias camadas, distribui o calor de forma uniforme e evita pontos de queima. Escolha diâmetros compatíveis com as bocas ou zonas de cocção para aproveitar melhor a energia.',
      ),
      ul(
        'Uma frigideira de 24–28 cm para o dia a dia',
        'Uma panela média de cerca de 2 litros',
        'Um caldeirão grande para massas, caldos e sopas',
        'Uma caçarola que vá ao forno, com tampa bem ajustada',
      ),
      h2('Qualidade em vez de quantidade'),
      p(
        'Jogos grandes costumam trazer peças que você quase não vai usar, então geralmente vale mais a pena comprar algumas boas panelas avulsas. Verifique se os cabos estão bem rebitados ou soldados e não esquentam, e se as tampas se encaixam bem. Lave as frigideiras antiaderentes à mão, com esponja macia, para o revestimento durar mais.',
      ),
    ],
    sv: [
      h2('Känn till materialen'),
      p(
        'Rostfritt stål är slitstarkt, tål diskmaskin och är perfekt för att bryna, men maten fastnar om du använder för lite fett. Gjutjärn håller värmen utmärkt och räcker livet ut, även om det är tungt och behöver brännas in då och då. Stekpannor med non-stick-beläggning är perfekta för ägg och fisk, men beläggningen slits med tiden och får aldrig överhettas.',
      ),
      h2('Kontrollera din spishäll'),
      p(
        'Lagar du mat på induktion behöver kokkärlen en magnetisk botten – ett enkelt test är att se om en magnet fastnar på undersidan. En tjock botten i flera lager fördelar värmen jämnt och förhindrar heta punkter. Välj diametrar som passar dina kokzoner för bästa effektivitet.',
      ),
      ul(
        'En stekpanna på 24–28 cm för vardagsbruk',
        'En mellanstor kastrull på cirka 2 liter',
        'En stor gryta för pasta, fond och soppor',
        'En ugnssäker gryta med tättslutande lock',
      ),
      h2('Kvalitet före kvantitet'),
      p(
        'Stora set innehåller ofta delar du sällan använder, så det är oftast bättre att köpa några få bra kokkärl styckvis. Kontrollera att handtagen är ordentligt nitade eller svetsade och håller sig svala, och att locken sluter tätt. Diska non-stick-pannor för hand med en mjuk svamp så håller beläggningen längre.',
      ),
    ],
  },
}

const garden: GuideSeed = {
  slug: 'how-to-choose-a-lawn-mower',
  subcategory: 'garden',
  title: {
    en: 'How to choose a lawn mower for your garden',
    de: 'So finden Sie den richtigen Rasenmäher für Ihren Garten',
    fr: 'Comment choisir une tondeuse adaptée à votre jardin',
    it: 'Come scegliere il tosaerba giusto per il tuo giardino',
    es: 'Cómo elegir un cortacésped para tu jardín',
    fi: 'Näin valitset ruohonleikkurin puutarhaasi',
    nl: 'Zo kies je de juiste grasmaaier voor je tuin',
    no: 'Slik velger du gressklipper til hagen',
    pl: 'Jak wybrać kosiarkę do ogrodu',
    pt: 'Como escolher um cortador de grama para o seu jardim',
    sv: 'Så väljer du gräsklippare till trädgården',
  },
  excerpt: {
    en: 'Lawn size, terrain and how much time you want to spend mowing decide which mower suits you. Compare corded, battery, petrol and robotic models.',
    de: 'Rasenfläche, Gelände und die Zeit, die Sie mit Mähen verbringen möchten, bestimmen den passenden Mäher. Ein Vergleich von Elektro-, Akku-, Benzin- und Mähroboter-Modellen.',
    fr: 'La surface de pelouse, le terrain et le temps que vous voulez consacrer à la tonte déterminent la tondeuse idéale. Comparatif des modèles électriques, sur batterie, thermiques et robots.',
    it: 'Dimensioni del prato, tipo di terreno e tempo che vuoi dedicare al taglio decidono quale tosaerba fa per te. Confronto tra modelli elettrici, a batteria, a scoppio e robot.',
    es: 'El tamaño del césped, el terreno y el tiempo que quieras dedicar a cortarlo deciden qué cortacésped te conviene. Comparamos modelos eléctricos, de batería, de gasolina y robots.',
    fi: 'Nurmikon koko, maasto ja se, kuinka paljon aikaa haluat käyttää leikkaamiseen, ratkaisevat sopivan leikkurin. Vertailussa sähkö-, akku-, bensiini- ja robottileikkurit.',
    nl: 'De grootte van je gazon, het terrein en hoeveel tijd je aan maaien wilt besteden, bepalen welke maaier bij je past. We vergelijken elektrische, accu-, benzine- en robotmaaiers.',
    no: 'Plenens størrelse, terrenget og hvor mye tid du vil bruke på klipping avgjør hvilken gressklipper som passer. Vi sammenligner elektriske, batteridrevne, bensindrevne og robotklippere.',
    pl: 'Wielkość trawnika, ukształtowanie terenu i czas, jaki chcesz poświęcać na koszenie, decydują o wyborze kosiarki. Porównujemy modele elektryczne, akumulatorowe, spalinowe i automatyczne.',
    pt: 'O tamanho do gramado, o terreno e o tempo que você quer gastar cortando a grama definem o cortador ideal. Compare modelos elétricos, a bateria, a gasolina e robôs.',
    sv: 'Gräsmattans storlek, terrängen och hur mycket tid du vill lägga på att klippa avgör vilken gräsklippare som passar. Vi jämför elektriska, batteridrivna, bensindrivna och robotgräsklippare.',
  },
  body: {
    en: [
      h2('The size of your lawn decides'),
      p(
        'For small lawns of up to about 300 m², a corded electric mower or a manual cylinder mower is usually enough. Battery mowers suit medium-sized gardens of up to roughly 500–800 m² and are quiet and easy to start. Large lawns are better served by a petrol mower or a robotic mower that works to a schedule.',
      ),
      h2('Features that matter'),
      p(
        'The cutting width affects how quickly you finish: 32–37 cm is fine for small gardens, while 42–46 cm saves time on larger areas. Check how many cutting heights there are and how easy they are to adjust. A large grass box means less emptying, and a mulching function returns finely cut clippings to the lawn as fertiliser.',
      ),
      ul(
        'Check the weight if you need to carry the mower up steps.',
        'Choose a battery that also fits your other garden tools.',
        'Look at the noise level if your neighbours live close by.',
        'Compare the price and availability of replacement blades.',
      ),
      h2('Considering a robotic mower?'),
      p(
        'A robotic mower keeps the grass short by cutting a little every day, and the fine clippings act as natural fertiliser. Most models need a boundary wire, although newer ones navigate by satellite positioning or cameras. Check the maximum slope the mower can handle and whether it has theft protection such as a PIN code and alarm.',
      ),
    ],
    de: [
      h2('Die Rasenfläche entscheidet'),
      p(
        'Für kleine Rasenflächen bis etwa 300 m² reicht meist ein Elektromäher mit Kabel oder ein Handspindelmäher. Akkumäher eignen sich für mittelgroße Gärten bis ungefähr 500–800 m², sind leise und starten problemlos. Große Flächen bewältigen Sie besser mit einem Benzinmäher oder einem Mähroboter, der nach Zeitplan arbeitet.',
      ),
      h2('Ausstattung, die zählt'),
      p(
        'Die Schnittbreite bestimmt, wie schnell Sie fertig sind: 32–37 cm genügen für kleine Gärten, 42–46 cm sparen auf größeren Flächen Zeit. Prüfen Sie, wie viele Schnitthöhen es gibt und wie leicht sie sich verstellen lassen. Ein großer Grasfangkorb muss seltener geleert werden, und eine Mulchfunktion gibt fein zerkleinerten Schnitt als Dünger an den Rasen zurück.',
      ),
      ul(
        'Achten Sie auf das Gewicht, wenn Sie den Mäher Treppen hinauftragen müssen.',
        'Wählen Sie einen Akku, der auch in Ihre anderen Gartengeräte passt.',
        'Beachten Sie den Geräuschpegel, wenn Ihre Nachbarn nah wohnen.',
        'Vergleichen Sie Preis und Verfügbarkeit von Ersatzmessern.',
      ),
      h2('Ein Mähroboter?'),
      p(
        'Ein Mähroboter hält den Rasen kurz, indem er täglich ein wenig mäht, und der feine Schnitt wirkt als natürlicher Dünger. Die meisten Modelle benötigen einen Begrenzungsdraht, neuere navigieren jedoch per Satellitenortung oder Kamera. Prüfen Sie, welche maximale Steigung der Roboter bewältigt und ob er einen Diebstahlschutz wie PIN-Code und Alarm besitzt.',
      ),
    ],
    fr: [
      h2('La surface de la pelouse décide'),
      p(
        'Pour une petite pelouse jusqu’à environ 300 m², une tondeuse électrique filaire ou une tondeuse hélicoïdale manuelle suffit généralement. Les tondeuses sur batterie conviennent aux jardins moyens jusqu’à 500–800 m² environ, sont silencieuses et démarrent facilement. Les grandes surfaces sont mieux servies par une tondeuse thermique ou un robot tondeuse qui travaille selon un programme.',
      ),
      h2('Les caractéristiques qui comptent'),
      p(
        'La largeur de coupe détermine la rapidité de la tonte : 32 à 37 cm suffisent pour un petit jardin, tandis que 42 à 46 cm font gagner du temps sur les grandes surfaces. Vérifiez le nombre de hauteurs de coupe et la facilité de réglage. Un grand bac de ramassage limite les vidages, et la fonction mulching renvoie l’herbe finement broyée sur la pelouse comme engrais.',
      ),
      ul(
        'Vérifiez le poids si vous devez porter la tondeuse dans des escaliers.',
        'Choisissez une batterie compatible avec vos autres outils de jardin.',
        'Regardez le niveau sonore si vos voisins sont proches.',
        'Comparez le prix et la disponibilité des lames de rechange.',
      ),
      h2('Et un robot tondeuse ?'),
      p(
        'Un robot tondeuse garde l’herbe courte en coupant un peu chaque jour, et les fines brindilles servent d’engrais naturel. La plupart des modèles nécessitent un câble périmétrique, mais les plus récents se repèrent par positionnement satellite ou caméra. Vérifiez la pente maximale acceptée et la présence d’une protection antivol comme un code PIN et une alarme.',
      ),
    ],
    it: [
      h2('Decide la superficie del prato'),
      p(
        'Per i prati piccoli, fino a circa 300 m², di solito basta un tosaerba elettrico a filo o un tosaerba manuale elicoidale. I modelli a batteria sono adatti a giardini medi fino a circa 500–800 m², sono silenziosi e si avviano facilmente. Per i prati grandi è meglio un tosaerba a scoppio o un robot rasaerba che lavora secondo una programmazione.',
      ),
      h2('Le caratteristiche che contano'),
      p(
        'La larghezza di taglio incide sui tempi: 32–37 cm vanno bene per i giardini piccoli, mentre 42–46 cm fanno risparmiare tempo sulle superfici più ampie. Controlla quante altezze di taglio ci sono e quanto è facile regolarle. Un cesto di raccolta capiente va svuotato meno spesso, e la funzione mulching restituisce al prato l’erba finemente sminuzzata come fertilizzante.',
      ),
      ul(
        'Controlla il peso se devi trasportare il tosaerba su per le scale.',
        'Scegli una batteria compatibile anche con gli altri attrezzi da giardino.',
        'Valuta la rumorosità se i vicini abitano a poca distanza.',
        'Confronta prezzo e reperibilità delle lame di ricambio.',
      ),
      h2('Stai pensando a un robot?'),
      p(
        'Un robot rasaerba mantiene l’erba corta tagliandone un po’ ogni giorno, e i residui finissimi fanno da fertilizzante naturale. La maggior parte dei modelli richiede un filo perimetrale, anche se i più recenti si orientano con il posizionamento satellitare o con telecamere. Verifica la pendenza massima che il robot può affrontare e se dispone di un sistema antifurto con codice PIN e allarme.',
      ),
    ],
    es: [
      h2('El tamaño del césped manda'),
      p(
        'Para céspedes pequeños, de hasta unos 300 m², suele bastar con un cortacésped eléctrico con cable o uno manual helicoidal. Los de batería son adecuados para jardines medianos de hasta unos 500–800 m², son silenciosos y arrancan sin esfuerzo. En superficies grandes funciona mejor un cortacésped de gasolina o un robot que trabaje según una programación.',
      ),
      h2('Las características que importan'),
      p(
        'El ancho de corte determina cuánto tardas: 32–37 cm es suficiente en jardines pequeños, mientras que 42–46 cm ahorra tiempo en zonas más amplias. Comprueba cuántas alturas de corte ofrece y lo fácil que es ajustarlas. Un recogedor grande obliga a vaciar menos veces, y la función de mulching devuelve la hierba muy picada al césped como abono.',
      ),
      ul(
        'Fíjate en el peso si tienes que subir el cortacésped por escaleras.',
        'Elige una batería compatible con tus otras herramientas de jardín.',
        'Consulta el nivel de ruido si tus vecinos viven cerca.',
        'Compara el precio y la disponibilidad de las cuchillas de repuesto.',
      ),
      h2('¿Y un robot cortacésped?'),
      p(
        'Un robot cortacésped mantiene la hierba corta cortando un poco cada día, y los restos finos actúan como abono natural. La mayoría de los modelos necesita un cable perimetral, aunque los más nuevos se orientan por posicionamiento satelital o cámaras. Comprueba la pendiente máxima que puede superar y si incluye protección antirrobo, como código PIN y alarma.',
      ),
    ],
    fi: [
      h2('Nurmikon koko ratkaisee'),
      p(
        'Pienelle, enintään noin 300 m²:n nurmikolle riittää yleensä verkkovirtaleikkuri tai käsikäyttöinen kelaleikkuri. Akkuleikkurit sopivat keskikokoisiin, noin 500–800 m²:n puutarhoihin, ja ne ovat hiljaisia ja helppoja käynnistää. Suurille nurmialueille sopii paremmin bensiinikäyttöinen leikkuri tai ajastettu robottiruohonleikkuri.',
      ),
      h2('Tärkeät ominaisuudet'),
      p(
        'Leikkuuleveys vaikuttaa siihen, kuinka nopeasti työ valmistuu: 32–37 cm riittää pieneen pihaan, kun taas 42–46 cm säästää aikaa isommilla alueilla. Tarkista, montako leikkuukorkeutta leikkurissa on ja kuinka helposti niitä säädetään. Iso keruusäiliö tarvitsee tyhjentää harvemmin, ja silppuava leikkuu palauttaa hienoksi pilkotun ruohon nurmikolle lannoitteeksi.',
      ),
      ul(
        'Tarkista paino, jos joudut kantamaan leikkuria portaita ylös.',
        'Valitse akku, joka sopii myös muihin puutarhatyökaluihisi.',
        'Katso melutaso, jos naapurit asuvat lähellä.',
        'Vertaa varateriöiden hintaa ja saatavuutta.',
      ),
      h2('Harkitsetko robottileikkuria?'),
      p(
        'Robottiruohonleikkuri pitää nurmikon lyhyenä leikkaamalla vähän joka päivä, ja hieno silppu toimii luonnollisena lannoitteena. Useimmat mallit tarvitsevat rajauslangan, mutta uudemmat suunnistavat satelliittipaikannuksen tai kameroiden avulla. Tarkista, kuinka jyrkkää rinnettä leikkuri jaksaa ja onko siinä varkaussuojaus, kuten PIN-koodi ja hälytin.',
      ),
    ],
    nl: [
      h2('De grootte van je gazon is bepalend'),
      p(
        'Voor kleine gazons tot ongeveer 300 m² volstaat meestal een elektrische maaier met snoer of een handmatige cilindermaaier. Accumaaiers zijn geschikt voor middelgrote tuinen tot zo’n 500–800 m², zijn stil en starten eenvoudig. Grote gazons zijn beter af met een benzinemaaier of een robotmaaier die volgens een schema werkt.',
      ),
      h2('Functies die ertoe doen'),
      p(
        'De maaibreedte bepaalt hoe snel je klaar bent: 32–37 cm is prima voor kleine tuinen, terwijl 42–46 cm tijd bespaart op grotere oppervlakken. Controleer hoeveel maaihoogtes er zijn en hoe makkelijk je die instelt. Een grote grasopvangbak hoef je minder vaak te legen, en een mulchfunctie laat fijngehakt gras als mest op het gazon achter.',
      ),
      ul(
        'Let op het gewicht als je de maaier trappen op moet tillen.',
        'Kies een accu die ook in je andere tuingereedschap past.',
        'Bekijk het geluidsniveau als je buren dichtbij wonen.',
        'Vergelijk de prijs en beschikbaarheid van vervangende messen.',
      ),
      h2('Denk je aan een robotmaaier?'),
      p(
        'Een robotmaaier houdt het gras kort door elke dag een beetje te maaien, en de fijne snippers werken als natuurlijke mest. De meeste modellen hebben een begrenzingsdraad nodig, al navigeren nieuwere modellen via satellietplaatsbepaling of camera’s. Controleer de maximale helling die de maaier aankan en of hij diefstalbeveiliging heeft, zoals een pincode en alarm.',
      ),
    ],
    no: [
      h2('Plenens størrelse avgjør'),
      p(
        'Til små plener på opptil rundt 300 m² holder det som regel med en elektrisk gressklipper med ledning eller en manuell sylinderklipper. Batteriklippere passer til mellomstore hager på opptil omtrent 500–800 m², og de er stillegående og enkle å starte. Store plener klarer seg best med en bensinklipper eller en robotklipper som jobber etter en tidsplan.',
      ),
      h2('Egenskaper som betyr noe'),
      p(
        'Klippebredden avgjør hvor fort du blir ferdig: 32–37 cm holder i små hager, mens 42–46 cm sparer tid på større arealer. Sjekk hvor mange klippehøyder det er, og hvor lett de er å justere. En stor oppsamler må tømmes sjeldnere, og en mulchefunksjon legger finklippet gress tilbake på plenen som gjødsel.',
      ),
      ul(
        'Sjekk vekten hvis du må bære klipperen opp trapper.',
        'Velg et batteri som også passer til de andre hageredskapene dine.',
        'Se på støynivået hvis naboene bor tett på.',
        'Sammenlign pris og tilgjengelighet på reservekniver.',
      ),
      h2('Vurderer du robotklipper?'),
      p(
        'En robotklipper holder gresset kort ved å klippe litt hver dag, og det fine gresset fungerer som naturlig gjødsel. De fleste modeller trenger en avgrensningskabel, men nyere modeller navigerer med satellittposisjonering eller kameraer. Sjekk hvor bratt helning klipperen takler, og om den har tyverisikring som PIN-kode og alarm.',
      ),
    ],
    pl: [
      h2('O wyborze decyduje wielkość trawnika'),
      p(
        'Do małych trawników, do około 300 m², zwykle wystarczy kosiarka elektryczna z kablem lub ręczna kosiarka bębnowa. Kosiarki akumulatorowe sprawdzą się w średnich ogrodach do mniej więcej 500–800 m², są ciche i łatwo je uruchomić. Przy dużych trawnikach lepiej postawić na kosiarkę spalinową lub robota koszącego, który pracuje według harmonogramu.',
      ),
      h2('Funkcje, które mają znaczenie'),
      p(
        'Szerokość koszenia wpływa na to, jak szybko skończysz: 32–37 cm wystarczy w małym ogrodzie, a 42–46 cm oszczędza czas na większych powierzchniach. Sprawdź, ile jest poziomów wysokości koszenia i jak łatwo je regulować. Duży kosz na trawę rzadziej trzeba opróżniać, a funkcja mulczowania zostawia drobno pociętą trawę na trawniku jako nawóz.',
      ),
      ul(
        'Zwróć uwagę na wagę, jeśli musisz wnosić kosiarkę po schodach.',
        'Wybierz akumulator pasujący także do innych narzędzi ogrodowych.',
        'Sprawdź poziom hałasu, jeśli sąsiedzi mieszkają blisko.',
        'Porównaj cenę i dostępność zapasowych noży.',
      ),
      h2('A może robot koszący?'),
      p(
        'Robot koszący utrzymuje krótką trawę, przycinając ją po trochu każdego dnia, a drobne ścinki działają jak naturalny nawóz. Większość modeli wymaga przewodu ograniczającego, choć nowsze nawigują za pomocą pozycjonowania satelitarnego lub kamer. Sprawdź, z jakim maksymalnym nachyleniem poradzi sobie robot i czy ma zabezpieczenie przed kradzieżą, np. kod PIN i alarm.',
      ),
    ],
    pt: [
      h2('O tamanho do gramado define a escolha'),
      p(
        'Para gramados pequenos, de até cerca de 300 m², um cortador elétrico com fio ou um cortador manual de cilindro costuma ser suficiente. Os modelos a bateria servem para jardins médios, de até uns 500–800 m², e são silenciosos e fáceis de ligar. Gramados grandes ficam mais bem atendidos por um cortador a gasolina ou por um robô que trabalha com horários programados.',
      ),
      h2('Recursos que fazem diferença'),
      p(
        'A largura de corte define a rapidez do trabalho: 32–37 cm bastam para jardins pequenos, enquanto 42–46 cm economizam tempo em áreas maiores. Veja quantas alturas de corte existem e como é fácil ajustá-las. Um recolhedor grande precisa ser esvaziado menos vezes, e a função mulching devolve a grama bem picada ao gramado como adubo.',
      ),
      ul(
        'Confira o peso se precisar carregar o cortador por escadas.',
        'Escolha uma bateria que sirva também nas suas outras ferramentas de jardim.',
        'Observe o nível de ruído se os vizinhos morarem perto.',
        'Compare o preço e a disponibilidade de lâminas de reposição.',
      ),
      h2('Pensando em um robô cortador?'),
      p(
        'Um robô cortador mantém a grama baixa cortando um pouco todos os dias, e os resíduos finos funcionam como adubo natural. A maioria dos modelos precisa de um fio delimitador, mas os mais novos se orientam por posicionamento via satélite ou câmeras. Verifique a inclinação máxima que o robô consegue vencer e se ele tem proteção antifurto, como senha PIN e alarme.',
      ),
    ],
    sv: [
      h2('Gräsmattans storlek avgör'),
      p(
        'För små gräsmattor upp till ungefär 300 m² räcker oftast en eldriven gräsklippare med sladd eller en manuell cylinderklippare. Batteridrivna klippare passar medelstora trädgårdar upp till cirka 500–800 m² och är tysta och lätta att starta. Stora gräsmattor klaras bäst med en bensindriven klippare eller en robotgräsklippare som arbetar enligt schema.',
      ),
      h2('Funktioner som spelar roll'),
      p(
        'Klippbredden påverkar hur snabbt du blir klar: 32–37 cm räcker för små trädgårdar, medan 42–46 cm sparar tid på större ytor. Kontrollera hur många klipphöjder som finns och hur lätta de är att ställa in. En stor uppsamlare behöver tömmas mer sällan, och en mulchfunktion lämnar finfördelat gräs kvar på gräsmattan som gödning.',
      ),
      ul(
        'Kontrollera vikten om du måste bära klipparen uppför trappor.',
        'Välj ett batteri som även passar dina andra trädgårdsverktyg.',
        'Titta på ljudnivån om grannarna bor nära.',
        'Jämför pris och tillgång på reservknivar.',
      ),
      h2('Funderar du på en robotgräsklippare?'),
      p(
        'En robotgräsklippare håller gräset kort genom att klippa lite varje dag, och det fina klippet fungerar som naturlig gödning. De flesta modeller behöver en begränsningskabel, men nyare modeller navigerar med satellitpositionering eller kameror. Kontrollera hur brant lutning klipparen klarar och om den har stöldskydd som PIN-kod och larm.',
      ),
    ],
  },
}

const fragrances: GuideSeed = {
  slug: 'how-to-choose-a-perfume',
  subcategory: 'fragrances',
  title: {
    en: 'How to choose a perfume you will love for years',
    de: 'So finden Sie ein Parfum, das Sie jahrelang lieben',
    fr: 'Comment choisir un parfum que vous aimerez longtemps',
    it: 'Come scegliere un profumo che amerai per anni',
    es: 'Cómo elegir un perfume que te enamore durante años',
    fi: 'Näin löydät hajuveden, johon et kyllästy',
    nl: 'Zo kies je een parfum waar je jarenlang van geniet',
    no: 'Slik finner du en parfyme du vil elske i mange år',
    pl: 'Jak wybrać perfumy, które pokochasz na lata',
    pt: 'Como escolher um perfume para amar por anos',
    sv: 'Så hittar du en parfym du kommer att älska i många år',
  },
  excerpt: {
    en: 'A fragrance that smells great on a paper strip can be very different on your skin. Learn about concentrations, scent families and how to test before you buy.',
    de: 'Ein Duft, der auf dem Teststreifen wunderbar riecht, kann auf der Haut ganz anders wirken. Alles über Konzentrationen, Duftfamilien und das richtige Testen vor dem Kauf.',
    fr: 'Un parfum qui sent divinement bon sur une mouillette peut être très différent sur votre peau. Tout savoir sur les concentrations, les familles olfactives et la bonne façon de tester avant d’acheter.',
    it: 'Un profumo che sembra perfetto sulla mouillette può cambiare molto sulla pelle. Scopri concentrazioni, famiglie olfattive e come provarlo prima di acquistarlo.',
    es: 'Una fragancia que huele de maravilla en una tira de papel puede ser muy distinta en tu piel. Conoce las concentraciones, las familias olfativas y cómo probar antes de comprar.',
    fi: 'Tuoksu, joka tuoksuu testiliuskalla upealta, voi olla iholla aivan erilainen. Lue pitoisuuksista, tuoksuperheistä ja siitä, miten tuoksua kannattaa testata ennen ostoa.',
    nl: 'Een geur die op een papieren strookje heerlijk ruikt, kan op je huid heel anders uitpakken. Lees alles over concentraties, geurfamilies en hoe je test voordat je koopt.',
    no: 'En duft som lukter nydelig på en teststrimmel, kan bli helt annerledes på huden. Her lærer du om konsentrasjoner, duftfamilier og hvordan du tester før du kjøper.',
    pl: 'Zapach, który pięknie pachnie na blotterze, na skórze może być zupełnie inny. Poznaj stężenia, rodziny zapachowe i sposoby testowania przed zakupem.',
    pt: 'Uma fragrância que cheira maravilhosamente na fita de papel pode ficar bem diferente na pele. Entenda as concentrações, as famílias olfativas e como testar antes de comprar.',
    sv: 'En doft som luktar underbart på en testremsa kan bli helt annorlunda på huden. Lär dig om koncentrationer, doftfamiljer och hur du testar innan du köper.',
  },
  body: {
    en: [
      h2('Understand the concentrations'),
      p(
        'Eau de parfum contains more fragrance oil than eau de toilette and usually lasts longer on the skin. Eau de cologne is lighter still and ideal for a quick refresh on hot days. A higher concentration often costs more, but you need fewer sprays, so the bottle may last longer.',
      ),
      h2('Get to know the scent families'),
      p(
        'Fragrances are usually grouped into families such as fresh, floral, amber (often called oriental) and woody. If you already own a scent you like, look up its family and main notes to find similar options. A perfume develops over time: the top notes fade after about 15 minutes, while the heart and base notes decide how it smells through the day.',
      ),
      ul(
        'Test on your skin, not just on a paper strip.',
        'Wait at least an hour before making up your mind.',
        'Try no more than three fragrances in one session.',
        'Order sample vials online before buying a full bottle.',
      ),
      h2('Wear and store it correctly'),
      p(
        'Heat, light and air break down perfume, so keep bottles in a cool, dark place rather than in the bathroom. Apply to pulse points such as the wrists and neck, but don’t rub, as this can alter the scent. A smaller bottle is a good choice if you like to change fragrance with the seasons.',
      ),
    ],
    de: [
      h2('Die Konzentrationen verstehen'),
      p(
        'Ein Eau de Parfum enthält mehr Duftöl als ein Eau de Toilette und hält meist länger auf der Haut. Ein Eau de Cologne ist noch leichter und ideal für eine schnelle Erfrischung an heißen Tagen. Eine höhere Konzentration kostet oft mehr, doch Sie brauchen weniger Sprühstöße, sodass der Flakon womöglich länger reicht.',
      ),
      h2('Die Duftfamilien kennenlernen'),
      p(
        'Düfte werden meist in Familien wie frisch, blumig, ambriert (oft auch orientalisch genannt) und holzig eingeteilt. Besitzen Sie bereits einen Duft, den Sie mögen, schlagen Sie seine Familie und Hauptnoten nach, um ähnliche Alternativen zu finden. Ein Parfum entwickelt sich: Die Kopfnoten verfliegen nach etwa 15 Minuten, während Herz- und Basisnoten bestimmen, wie es über den Tag riecht.',
      ),
      ul(
        'Testen Sie auf der Haut, nicht nur auf dem Papierstreifen.',
        'Warten Sie mindestens eine Stunde, bevor Sie sich entscheiden.',
        'Probieren Sie nicht mehr als drei Düfte auf einmal.',
        'Bestellen Sie online Proben, bevor Sie einen ganzen Flakon kaufen.',
      ),
      h2('Richtig auftragen und aufbewahren'),
      p(
        'Wärme, Licht und Luft zersetzen Parfum, bewahren Sie Flakons deshalb kühl und dunkel auf statt im Badezimmer. Tragen Sie den Duft auf Pulspunkte wie Handgelenke und Hals auf, aber verreiben Sie ihn nicht, denn das kann ihn verändern. Ein kleinerer Flakon ist sinnvoll, wenn Sie Ihren Duft gern je nach Jahreszeit wechseln.',
      ),
    ],
    fr: [
      h2('Comprendre les concentrations'),
      p(
        'L’eau de parfum contient davantage d’essences que l’eau de toilette et tient généralement plus longtemps sur la peau. L’eau de Cologne est encore plus légère, idéale pour se rafraîchir les jours de chaleur. Une concentration plus élevée coûte souvent plus cher, mais il faut moins de pulvérisations, si bien que le flacon peut durer plus longtemps.',
      ),
      h2('Découvrir les familles olfactives'),
      p(
        'Les parfums se classent généralement en familles : hespéridés ou frais, floraux, ambrés (souvent appelés orientaux) et boisés. Si vous possédez déjà un parfum que vous aimez, renseignez-vous sur sa famille et ses notes principales pour trouver des alternatives proches. Un parfum évolue : les notes de tête s’estompent au bout d’environ 15 minutes, tandis que les notes de cœur et de fond déterminent son sillage au fil de la journée.',
      ),
      ul(
        'Testez sur la peau, pas seulement sur une mouillette.',
        'Attendez au moins une heure avant de vous décider.',
        'N’essayez pas plus de trois parfums à la fois.',
        'Commandez des échantillons en ligne avant d’acheter un grand flacon.',
      ),
      h2('Bien le porter et le conserver'),
      p(
        'La chaleur, la lumière et l’air altèrent le parfum : rangez vos flacons dans un endroit frais et sombre plutôt que dans la salle de bains. Vaporisez-le sur les points de pulsation comme les poignets et le cou, sans frotter, car cela peut modifier la fragrance. Un petit flacon est un bon choix si vous aimez changer de parfum au gré des saisons.',
      ),
    ],
    it: [
      h2('Capire le concentrazioni'),
      p(
        'L’eau de parfum contiene più essenza dell’eau de toilette e di solito dura più a lungo sulla pelle. L’eau de cologne è ancora più leggera, ideale per rinfrescarsi nelle giornate calde. Una concentrazione più alta costa spesso di più, ma servono meno spruzzi, quindi il flacone può durare più a lungo.',
      ),
      h2('Conoscere le famiglie olfattive'),
      p(
        'Le fragranze si dividono di solito in famiglie come fresche, floreali, ambrate (spesso chiamate orientali) e legnose. Se hai già un profumo che ti piace, cerca la sua famiglia e le note principali per trovare alternative simili. Un profumo si evolve nel tempo: le note di testa svaniscono dopo circa 15 minuti, mentre le note di cuore e di fondo determinano come profumerai durante la giornata.',
      ),
      ul(
        'Provalo sulla pelle, non solo sulla mouillette.',
        'Aspetta almeno un’ora prima di decidere.',
        'Non provare più di tre profumi nella stessa sessione.',
        'Ordina dei campioncini online prima di comprare il flacone intero.',
      ),
      h2('Come indossarlo e conservarlo'),
      p(
        'Calore, luce e aria alterano il profumo, quindi conserva i flaconi in un luogo fresco e buio invece che in bagno. Applicalo sui punti di pulsazione come polsi e collo, ma senza strofinare, perché può alterarne la fragranza. Un flacone più piccolo è una buona scelta se ami cambiare profumo a seconda della stagione.',
      ),
    ],
    es: [
      h2('Entiende las concentraciones'),
      p(
        'El eau de parfum contiene más esencia que el eau de toilette y suele durar más en la piel. El agua de colonia es aún más ligera e ideal para refrescarse en los días de calor. Una concentración más alta suele costar más, pero necesitas menos pulverizaciones, así que el frasco puede durarte más.',
      ),
      h2('Conoce las familias olfativas'),
      p(
        'Las fragancias suelen agruparse en familias como frescas, florales, ámbar (a menudo llamadas orientales) y amaderadas. Si ya tienes un perfume que te gusta, busca su familia y sus notas principales para encontrar opciones parecidas. Un perfume evoluciona: las notas de salida se desvanecen a los 15 minutos aproximadamente, mientras que las notas de corazón y de fondo deciden cómo olerás durante el día.',
      ),
      ul(
        'Pruébalo en la piel, no solo en una tira de papel.',
        'Espera al menos una hora antes de decidirte.',
        'No pruebes más de tres fragancias en una misma sesión.',
        'Pide muestras en línea antes de comprar el frasco completo.',
      ),
      h2('Cómo llevarlo y conservarlo'),
      p(
        'El calor, la luz y el aire degradan el perfume, así que guarda los frascos en un lugar fresco y oscuro en vez de en el baño. Aplícalo en los puntos de pulso, como las muñecas y el cuello, pero sin frotar, porque puede alterar el aroma. Un frasco pequeño es buena idea si te gusta cambiar de fragancia según la estación.',
      ),
    ],
    fi: [
      h2('Ymmärrä pitoisuudet'),
      p(
        'Eau de parfum sisältää enemmän tuoksuöljyä kuin eau de toilette, ja se yleensä pysyy iholla pidempään. Eau de cologne on vielä kevyempi ja sopii hyvin nopeaan virkistäytymiseen kuumina päivinä. Vahvempi pitoisuus maksaa usein enemmän, mutta suihkauksia tarvitaan vähemmän, joten pullo voi riittää pidempään.',
      ),
      h2('Tutustu tuoksuperheisiin'),
      p(
        'Tuoksut jaetaan yleensä perheisiin, kuten raikkaisiin, kukkaisiin, ambraisiin (usein myös orientaalisiksi kutsuttuihin) ja puisiin. Jos sinulla on jo tuoksu, josta pidät, selvitä sen tuoksuperhe ja päänuotit, niin löydät samankaltaisia vaihtoehtoja. Tuoksu kehittyy ajan myötä: lähtönuotit haihtuvat noin 15 minuutissa, kun taas sydän- ja pohjanuotit ratkaisevat, miltä tuoksu tuoksuu päivän mittaan.',
      ),
      ul(
        'Testaa iholla, älä pelkällä testiliuskalla.',
        'Odota vähintään tunti ennen kuin teet päätöksen.',
        'Kokeile korkeintaan kolmea tuoksua kerralla.',
        'Tilaa näytepulloja verkosta ennen täysikokoisen pullon ostoa.',
      ),
      h2('Käytä ja säilytä oikein'),
      p(
        'Lämpö, valo ja ilma heikentävät hajuvettä, joten säilytä pullot viileässä ja pimeässä paikassa äläkä kylpyhuoneessa. Suihkuta tuoksu pulssikohtiin, kuten ranteisiin ja kaulaan, mutta älä hiero, sillä se voi muuttaa tuoksua. Pienempi pullo on hyvä valinta, jos vaihdat mielelläsi tuoksua vuodenaikojen mukaan.',
      ),
    ],
    nl: [
      h2('Begrijp de concentraties'),
      p(
        'Eau de parfum bevat meer geurolie dan eau de toilette en blijft meestal langer op de huid. Eau de cologne is nog lichter en ideaal voor een snelle opfrisser op warme dagen. Een hogere concentratie kost vaak meer, maar je hebt minder verstuivingen nodig, waardoor het flesje langer mee kan gaan.',
      ),
      h2('Leer de geurfamilies kennen'),
      p(
        'Geuren worden meestal ingedeeld in families zoals fris, bloemig, amber (vaak oriëntaals genoemd) en houtig. Heb je al een parfum waar je van houdt, zoek dan de geurfamilie en de belangrijkste noten op om vergelijkbare geuren te vinden. Een parfum ontwikkelt zich: de topnoten vervliegen na zo’n 15 minuten, terwijl de hart- en basisnoten bepalen hoe je de rest van de dag ruikt.',
      ),
      ul(
        'Test op je huid, niet alleen op een papieren strookje.',
        'Wacht minstens een uur voordat je een beslissing neemt.',
        'Probeer niet meer dan drie geuren per keer.',
        'Bestel online proefflesjes voordat je een grote fles koopt.',
      ),
      h2('Goed dragen en bewaren'),
      p(
        'Warmte, licht en lucht breken parfum af, dus bewaar flesjes op een koele, donkere plek in plaats van in de badkamer. Breng het aan op de polsslagpunten, zoals je polsen en hals, maar wrijf niet, want dat kan de geur veranderen. Een kleiner flesje is een goede keuze als je graag per seizoen van geur wisselt.',
      ),
    ],
    no: [
      h2('Forstå konsentrasjonene'),
      p(
        'Eau de parfum inneholder mer parfymeolje enn eau de toilette og varer som regel lenger på huden. Eau de cologne er enda lettere og ideell for en rask oppfriskning på varme dager. En høyere konsentrasjon koster ofte mer, men du trenger færre spray, så flasken kan vare lenger.',
      ),
      h2('Bli kjent med duftfamiliene'),
      p(
        'Dufter deles vanligvis inn i familier som friske, blomstrende, ambra (ofte kalt orientalske) og treaktige. Har du allerede en duft du liker, kan du slå opp familien og hovednotene for å finne lignende alternativer. En parfyme utvikler seg over tid: toppnotene forsvinner etter rundt 15 minutter, mens hjerte- og basenotene avgjør hvordan den dufter gjennom dagen.',
      ),
      ul(
        'Test på huden, ikke bare på en papirstrimmel.',
        'Vent minst en time før du bestemmer deg.',
        'Prøv ikke mer enn tre dufter om gangen.',
        'Bestill prøveflasker på nett før du kjøper en hel flaske.',
      ),
      h2('Bruk og oppbevar den riktig'),
      p(
        'Varme, lys og luft bryter ned parfyme, så oppbevar flaskene kjølig og mørkt i stedet for på badet. Påfør den på pulspunkter som håndledd og hals, men ikke gni, for det kan endre duften. En mindre flaske er et godt valg hvis du liker å bytte duft etter årstiden.',
      ),
    ],
    pl: [
      h2('Poznaj stężenia'),
      p(
        'Woda perfumowana zawiera więcej olejków zapachowych niż woda toaletowa i zwykle dłużej utrzymuje się na skórze. Woda kolońska jest jeszcze lżejsza i idealnie nadaje się do szybkiego odświeżenia w upalne dni. Wyższe stężenie często kosztuje więcej, ale potrzebujesz mniej psiknięć, więc flakon może wystarczyć na dłużej.',
      ),
      h2('Poznaj rodziny zapachowe'),
      p(
        'Zapachy zwykle dzieli się na rodziny: świeże, kwiatowe, ambrowe (często nazywane orientalnymi) i drzewne. Jeśli masz już perfumy, które lubisz, sprawdź ich rodzinę i główne nuty, aby znaleźć podobne propozycje. Zapach rozwija się z czasem: nuty głowy ulatniają się po około 15 minutach, a nuty serca i bazy decydują o tym, jak pachniesz przez resztę dnia.',
      ),
      ul(
        'Testuj na skórze, nie tylko na pasku papieru.',
        'Odczekaj co najmniej godzinę, zanim podejmiesz decyzję.',
        'Nie testuj więcej niż trzech zapachów naraz.',
        'Zamów próbki przez internet, zanim kupisz pełny flakon.',
      ),
      h2('Używaj i przechowuj prawidłowo'),
      p(
        'Ciepło, światło i powietrze rozkładają perfumy, dlatego przechowuj flakony w chłodnym, ciemnym miejscu, a nie w łazience. Nakładaj zapach na punkty pulsu, takie jak nadgarstki i szyja, ale nie rozcieraj, bo to może zmienić jego charakter. Mniejszy flakon to dobry wybór, jeśli lubisz zmieniać perfumy w zależności od pory roku.',
      ),
    ],
    pt: [
      h2('Entenda as concentrações'),
      p(
        'O eau de parfum tem mais essência do que o eau de toilette e costuma durar mais na pele. A água de colônia é ainda mais leve e ideal para se refrescar nos dias quentes. Uma concentração maior geralmente custa mais, mas você precisa de menos borrifadas, então o frasco pode render mais.',
      ),
      h2('Conheça as famílias olfativas'),
      p(
        'As fragrâncias costumam ser agrupadas em famílias como frescas, florais, ambaradas (muitas vezes chamadas de orientais) e amadeiradas. Se você já tem um perfume de que gosta, pesquise a família e as notas principais dele para encontrar opções parecidas. Um perfume evolui com o tempo: as notas de saída somem depois de uns 15 minutos, enquanto as notas de corpo e de fundo definem como ele vai cheirar ao longo do dia.',
      ),
      ul(
        'Teste na pele, e não só na fita de papel.',
        'Espere pelo menos uma hora antes de decidir.',
        'Não experimente mais de três fragrâncias de uma vez.',
        'Peça amostras on-line antes de comprar o frasco inteiro.',
      ),
      h2('Use e guarde do jeito certo'),
      p(
        'Calor, luz e ar degradam o perfume, então guarde os frascos em um lugar fresco e escuro, e não no banheiro. Aplique nos pontos de pulsação, como pulsos e pescoço, mas não esfregue, porque isso pode alterar o aroma. Um frasco menor é uma boa escolha se você gosta de trocar de perfume conforme a estação.',
      ),
    ],
    sv: [
      h2('Förstå koncentrationerna'),
      p(
        'Eau de parfum innehåller mer doftolja än eau de toilette och sitter oftast kvar längre på huden. Eau de cologne är ännu lättare och perfekt för en snabb uppfräschning varma dagar. En högre koncentration kostar ofta mer, men du behöver färre sprayningar, så flaskan kan räcka längre.',
      ),
      h2('Lär känna doftfamiljerna'),
      p(
        'Dofter delas oftast in i familjer som fräscha, blommiga, ambrade (ofta kallade orientaliska) och träiga. Om du redan har en doft du tycker om kan du ta reda på dess familj och huvudnoter för att hitta liknande alternativ. En parfym utvecklas över tid: toppnoterna försvinner efter ungefär 15 minuter, medan hjärt- och basnoterna avgör hur den doftar under dagen.',
      ),
      ul(
        'Testa på huden, inte bara på en pappersremsa.',
        'Vänta minst en timme innan du bestämmer dig.',
        'Prova inte fler än tre dofter vid samma tillfälle.',
        'Beställ provflaskor på nätet innan du köper en hel flaska.',
      ),
      h2('Använd och förvara den rätt'),
      p(
        'Värme, ljus och luft bryter ner parfym, så förvara flaskorna svalt och mörkt i stället för i badrummet. Applicera på pulspunkter som handleder och hals, men gnid inte, eftersom det kan förändra doften. En mindre flaska är ett bra val om du gärna byter doft efter årstid.',
      ),
    ],
  },
}

const cycling: GuideSeed = {
  slug: 'choosing-a-commuter-bike',
  subcategory: 'cycling',
  title: {
    en: 'How to choose a bike for commuting',
    de: 'So finden Sie das richtige Fahrrad für den Arbeitsweg',
    fr: 'Comment choisir un vélo pour vos trajets quotidiens',
    it: 'Come scegliere la bici per andare al lavoro',
    es: 'Cómo elegir una bicicleta para ir al trabajo',
    fi: 'Näin valitset pyörän työmatkoille',
    nl: 'Zo kies je een fiets voor woon-werkverkeer',
    no: 'Slik velger du sykkel til jobbpendling',
    pl: 'Jak wybrać rower do dojazdów do pracy',
    pt: 'Como escolher uma bicicleta para ir ao trabalho',
    sv: 'Så väljer du cykel för pendling',
  },
  excerpt: {
    en: 'The right commuter bike makes every trip to work easier, in any weather. Here is how to pick the type, size and equipment that fit your route.',
    de: 'Mit dem richtigen Fahrrad wird jede Fahrt zur Arbeit leichter – bei jedem Wetter. So wählen Sie Typ, Rahmengröße und Ausstattung passend zu Ihrer Strecke.',
    fr: 'Le bon vélo rend chaque trajet vers le travail plus agréable, quel que soit le temps. Voici comment choisir le type, la taille et l’équipement adaptés à votre parcours.',
    it: 'La bici giusta rende più facile ogni tragitto verso il lavoro, con qualsiasi tempo. Ecco come scegliere tipo, taglia e accessori in base al tuo percorso.',
    es: 'La bicicleta adecuada hace más fácil cada trayecto al trabajo, haga el tiempo que haga. Te explicamos cómo elegir el tipo, la talla y el equipamiento según tu recorrido.',
    fi: 'Oikea työmatkapyörä helpottaa jokaista matkaa säällä kuin säällä. Näin valitset reitillesi sopivan pyörätyypin, koon ja varusteet.',
    nl: 'Met de juiste fiets wordt elke rit naar je werk makkelijker, weer of geen weer. Zo kies je het type, de maat en de uitrusting die bij je route passen.',
    no: 'Riktig pendlersykkel gjør hver tur til jobben enklere, uansett vær. Slik velger du type, størrelse og utstyr som passer ruten din.',
    pl: 'Odpowiedni rower sprawia, że każdy dojazd do pracy jest łatwiejszy, bez względu na pogodę. Podpowiadamy, jak dobrać typ, rozmiar i wyposażenie do swojej trasy.',
    pt: 'A bicicleta certa deixa cada ida ao trabalho mais fácil, faça chuva ou faça sol. Veja como escolher o tipo, o tamanho e os equipamentos ideais para o seu trajeto.',
    sv: 'Rätt pendlingscykel gör varje resa till jobbet enklare, oavsett väder. Så väljer du typ, storlek och utrustning som passar din sträcka.',
  },
  body: {
    en: [
      h2('Pick the right type of bike'),
      p(
        'City bikes with an upright riding position, mudguards and a chain guard are comfortable for short, flat commutes in everyday clothes. Hybrid bikes are lighter and faster, which suits longer distances. If your route has steep hills or is longer than about 10 km each way, an e-bike can make daily cycling realistic without arriving at work sweaty.',
      ),
      h2('Get the size right'),
      p(
        'Frame size depends on your height and inside leg length, and most manufacturers publish size charts. With the pedal at its lowest point, your leg should be almost straight when you sit on the saddle. Always take a test ride, because two bikes in the same size can feel very different.',
      ),
      ul(
        'Hub gears need little maintenance and work well in all weathers.',
        'Hydraulic disc brakes give reliable stopping power in the rain.',
        'Built-in dynamo lights are always ready when you need them.',
        'A rear rack lets you use panniers instead of a sweaty backpack.',
      ),
      h2('Budget for accessories'),
      p(
        'Set aside money for a good lock, ideally a D-lock or folding lock, and register the frame number. A helmet, lights if they are not built in, and a pump are also essentials. Have the bike serviced after the first few hundred kilometres, when cables and spokes have settled.',
      ),
    ],
    de: [
      h2('Den passenden Fahrradtyp wählen'),
      p(
        'Citybikes mit aufrechter Sitzposition, Schutzblechen und Kettenschutz sind bequem für kurze, flache Wege in Alltagskleidung. Trekkingräder sind leichter und schneller und eignen sich daher für längere Strecken. Ist Ihr Weg hügelig oder länger als etwa 10 km pro Richtung, macht ein E-Bike das tägliche Pendeln realistisch, ohne dass Sie verschwitzt im Büro ankommen.',
      ),
      h2('Die richtige Rahmengröße finden'),
      p(
        'Die Rahmengröße richtet sich nach Ihrer Körpergröße und Schrittlänge, und die meisten Hersteller veröffentlichen Größentabellen. Steht das Pedal ganz unten, sollte Ihr Bein im Sitzen fast gestreckt sein. Machen Sie immer eine Probefahrt, denn zwei Räder in derselben Größe können sich sehr unterschiedlich anfühlen.',
      ),
      ul(
        'Nabenschaltungen sind wartungsarm und funktionieren bei jedem Wetter.',
        'Hydraulische Scheibenbremsen bremsen auch bei Regen zuverlässig.',
        'Fest verbaute Nabendynamo-Beleuchtung ist immer einsatzbereit.',
        'Mit einem Gepäckträger nutzen Sie Packtaschen statt eines verschwitzten Rucksacks.',
      ),
      h2('Budget für Zubehör einplanen'),
      p(
        'Legen Sie Geld für ein gutes Schloss zurück, am besten ein Bügel- oder Faltschloss, und lassen Sie die Rahmennummer registrieren. Ein Helm, Licht, falls nicht fest verbaut, und eine Pumpe gehören ebenfalls zur Grundausstattung. Lassen Sie das Rad nach den ersten paar hundert Kilometern durchsehen, wenn sich Züge und Speichen gesetzt haben.',
      ),
    ],
    fr: [
      h2('Choisissez le bon type de vélo'),
      p(
        'Les vélos de ville, avec leur position droite, leurs garde-boue et leur carter de chaîne, sont confortables pour de courts trajets plats en tenue de tous les jours. Les vélos hybrides sont plus légers et plus rapides, donc adaptés aux distances plus longues. Si votre parcours comporte des côtes raides ou dépasse une dizaine de kilomètres par trajet, un vélo électrique rend le vélotaf réaliste sans arriver en sueur au bureau.',
      ),
      h2('Trouvez la bonne taille'),
      p(
        'La taille du cadre dépend de votre taille et de votre longueur d’entrejambe, et la plupart des fabricants publient des guides des tailles. Une fois assis sur la selle, la pédale au point le plus bas, votre jambe doit être presque tendue. Faites toujours un essai, car deux vélos de même taille peuvent donner des sensations très différentes.',
      ),
      ul(
        'Un moyeu à vitesses intégrées demande peu d’entretien et fonctionne par tous les temps.',
        'Les freins à disque hydrauliques freinent efficacement même sous la pluie.',
        'Un éclairage intégré alimenté par dynamo est toujours prêt.',
        'Un porte-bagages permet d’utiliser des sacoches plutôt qu’un sac à dos qui fait transpirer.',
      ),
      h2('Prévoyez un budget pour les accessoires'),
      p(
        'Réservez une partie du budget à un bon antivol, idéalement en U ou pliant, et faites graver ou enregistrer le numéro de cadre. Un casque, un éclairage s’il n’est pas intégré et une pompe font aussi partie de l’essentiel. Faites réviser le vélo après les premières centaines de kilomètres, quand les câbles et les rayons se sont tassés.',
      ),
    ],
    it: [
      h2('Scegli il tipo di bici giusto'),
      p(
        'Le city bike, con posizione eretta, parafanghi e copricatena, sono comode per tragitti brevi e pianeggianti con i vestiti di tutti i giorni. Le bici ibride sono più leggere e veloci, quindi adatte a distanze più lunghe. Se il percorso ha salite ripide o supera i 10 km circa per tratta, una e-bike rende realistico pedalare ogni giorno senza arrivare sudati al lavoro.',
      ),
      h2('Trova la taglia giusta'),
      p(
        'La taglia del telaio dipende dalla tua altezza e dalla lunghezza del cavallo, e la maggior parte dei produttori pubblica tabelle delle taglie. Da seduto in sella, con il pedale nel punto più basso, la gamba deve essere quasi distesa. Fai sempre un giro di prova, perché due bici della stessa taglia possono dare sensazioni molto diverse.',
      ),
      ul(
        'I cambi al mozzo richiedono poca manutenzione e funzionano con ogni tempo.',
        'I freni a disco idraulici garantiscono una frenata affidabile anche sotto la pioggia.',
        'Le luci integrate alimentate da dinamo sono sempre pronte all’uso.',
        'Un portapacchi posteriore ti permette di usare borse laterali al posto di uno zaino che fa sudare.',
      ),
      h2('Metti in conto gli accessori'),
      p(
        'Tieni da parte una somma per un buon lucchetto, meglio se ad arco o pieghevole, e registra il numero di telaio. Casco, luci se non sono integrate e una pompa sono altrettanto indispensabili. Fai fare un controllo dopo le prime centinaia di chilometri, quando cavi e raggi si sono assestati.',
      ),
    ],
    es: [
      h2('Elige el tipo de bicicleta adecuado'),
      p(
        'Las bicicletas urbanas, con postura erguida, guardabarros y cubrecadena, resultan cómodas para trayectos cortos y llanos con ropa de calle. Las híbridas son más ligeras y rápidas, por lo que van mejor en distancias largas. Si tu ruta tiene cuestas pronunciadas o supera unos 10 km por trayecto, una bicicleta eléctrica hace viable pedalear a diario sin llegar sudado al trabajo.',
      ),
      h2('Acierta con la talla'),
      p(
        'La talla del cuadro depende de tu estatura y de la longitud de tu entrepierna, y la mayoría de los fabricantes publican tablas de tallas. Sentado en el sillín, con el pedal en el punto más bajo, la pierna debe quedar casi estirada. Haz siempre una prueba, porque dos bicicletas de la misma talla pueden sentirse muy distintas.',
      ),
      ul(
        'Los cambios internos en el buje necesitan poco mantenimiento y funcionan con cualquier tiempo.',
        'Los frenos de disco hidráulicos frenan con seguridad también bajo la lluvia.',
        'Las luces integradas con dinamo están siempre listas.',
        'Un portabultos trasero te permite usar alforjas en lugar de una mochila que hace sudar.',
      ),
      h2('Reserva presupuesto para accesorios'),
      p(
        'Guarda dinero para un buen candado, a ser posible en U o plegable, y registra el número de cuadro. El casco, las luces si no vienen integradas y una bomba también son imprescindibles. Lleva la bici a revisión después de los primeros cientos de kilómetros, cuando los cables y los radios se hayan asentado.',
      ),
    ],
    fi: [
      h2('Valitse oikea pyörätyyppi'),
      p(
        'Kaupunkipyörät, joissa on pysty ajoasento, lokasuojat ja ketjusuoja, ovat mukavia lyhyille ja tasaisille työmatkoille arkivaatteissa. Hybridipyörät ovat kevyempiä ja nopeampia, joten ne sopivat pidemmille matkoille. Jos reitilläsi on jyrkkiä mäkiä tai yhdensuuntainen matka on yli noin 10 km, sähköpyörä tekee päivittäisestä pyöräilystä realistista ilman, että saavut töihin hikisenä.',
      ),
      h2('Valitse oikea koko'),
      p(
        'Rungon koko määräytyy pituutesi ja jalan sisämitan mukaan, ja useimmat valmistajat julkaisevat kokotaulukoita. Kun istut satulassa ja poljin on alimmassa asennossa, jalan pitäisi olla lähes suorana. Tee aina koeajo, sillä kaksi samankokoista pyörää voi tuntua hyvin erilaisilta.',
      ),
      ul(
        'Napavaihteet vaativat vähän huoltoa ja toimivat kaikissa sääoloissa.',
        'Hydrauliset levyjarrut jarruttavat varmasti myös sateella.',
        'Kiinteät napadynamovalot ovat aina käyttövalmiina.',
        'Takatarakan ansiosta voit käyttää pyörälaukkuja hikisen repun sijaan.',
      ),
      h2('Varaa rahaa varusteisiin'),
      p(
        'Varaa budjetista osa hyvään lukkoon, mieluiten U- tai taittolukkoon, ja rekisteröi rungon numero. Kypärä, valot, jos niitä ei ole valmiina, ja pumppu ovat myös välttämättömiä. Vie pyörä huoltoon ensimmäisten parin sadan kilometrin jälkeen, kun vaijerit ja pinnat ovat asettuneet.',
      ),
    ],
    nl: [
      h2('Kies het juiste type fiets'),
      p(
        'Stadsfietsen met een rechtopzittende houding, spatborden en een kettingkast zijn comfortabel voor korte, vlakke ritten in gewone kleding. Hybride fietsen zijn lichter en sneller en daardoor geschikt voor langere afstanden. Heeft je route steile hellingen of is hij langer dan zo’n 10 km enkele reis, dan maakt een e-bike dagelijks fietsen haalbaar zonder dat je bezweet op je werk aankomt.',
      ),
      h2('Kies de juiste maat'),
      p(
        'De framemaat hangt af van je lengte en binnenbeenlengte, en de meeste fabrikanten publiceren maattabellen. Als je op het zadel zit en het pedaal in het laagste punt staat, moet je been bijna gestrekt zijn. Maak altijd een proefrit, want twee fietsen in dezelfde maat kunnen heel verschillend aanvoelen.',
      ),
      ul(
        'Naafversnellingen vragen weinig onderhoud en werken in elk weer.',
        'Hydraulische schijfremmen remmen ook in de regen betrouwbaar.',
        'Ingebouwde verlichting met naafdynamo is altijd klaar voor gebruik.',
        'Met een bagagedrager gebruik je fietstassen in plaats van een rugzak waar je van gaat zweten.',
      ),
      h2('Reken op budget voor accessoires'),
      p(
        'Houd geld apart voor een goed slot, bij voorkeur een beugel- of vouwslot, en registreer het framenummer. Een helm, verlichting als die niet is ingebouwd en een pomp horen er ook bij. Laat de fiets na de eerste paar honderd kilometer nakijken, als kabels en spaken zich hebben gezet.',
      ),
    ],
    no: [
      h2('Velg riktig sykkeltype'),
      p(
        'Bysykler med oppreist sittestilling, skjermer og kjedebeskytter er komfortable på korte, flate turer i vanlige klær. Hybridsykler er lettere og raskere og passer derfor bedre til lengre avstander. Har ruten bratte bakker eller er den lengre enn rundt 10 km hver vei, kan en elsykkel gjøre daglig sykling realistisk uten at du kommer svett på jobb.',
      ),
      h2('Finn riktig størrelse'),
      p(
        'Rammestørrelsen avhenger av høyden og innvendig benlengde, og de fleste produsenter publiserer størrelsestabeller. Når du sitter på setet og pedalen står i bunnen, skal beinet være nesten strakt. Ta alltid en prøvetur, for to sykler i samme størrelse kan føles svært forskjellige.',
      ),
      ul(
        'Navgir krever lite vedlikehold og fungerer i all slags vær.',
        'Hydrauliske skivebremser gir pålitelig bremsing også i regnvær.',
        'Innebygd lys med navdynamo er alltid klart til bruk.',
        'Med bagasjebrett kan du bruke sykkelvesker i stedet for en svett ryggsekk.',
      ),
      h2('Sett av penger til tilbehør'),
      p(
        'Sett av penger til en god lås, helst en bøylelås eller foldelås, og registrer rammenummeret. Hjelm, lys hvis det ikke er innebygd, og en pumpe hører også med. Få sykkelen på service etter de første par hundre kilometerne, når vaiere og eiker har satt seg.',
      ),
    ],
    pl: [
      h2('Wybierz odpowiedni typ roweru'),
      p(
        'Rowery miejskie z wyprostowaną pozycją, błotnikami i osłoną łańcucha są wygodne na krótkich, płaskich trasach w codziennym ubraniu. Rowery crossowe są lżejsze i szybsze, więc lepiej sprawdzają się na dłuższych dystansach. Jeśli na trasie są strome podjazdy albo w jedną stronę masz ponad 10 km, rower elektryczny sprawi, że codzienne dojazdy staną się realne, a do pracy nie dotrzesz spocony.',
      ),
      h2('Dobierz właściwy rozmiar'),
      p(
        'Rozmiar ramy zależy od wzrostu i długości nogawki wewnętrznej, a większość producentów publikuje tabele rozmiarów. Gdy siedzisz na siodełku, a pedał jest w najniższym położeniu, noga powinna być prawie wyprostowana. Zawsze zrób jazdę próbną, bo dwa rowery w tym samym rozmiarze mogą prowadzić się zupełnie inaczej.',
      ),
      ul(
        'Przerzutki w piaście wymagają niewiele obsługi i działają w każdą pogodę.',
        'Hydrauliczne hamulce tarczowe zapewniają pewne hamowanie także w deszczu.',
        'Wbudowane oświetlenie zasilane dynamem w piaście jest zawsze gotowe do jazdy.',
        'Bagażnik pozwala wozić sakwy zamiast spoconego plecaka.',
      ),
      h2('Zaplanuj budżet na akcesoria'),
      p(
        'Odłóż pieniądze na dobre zabezpieczenie, najlepiej U-lock lub zapięcie składane, i zarejestruj numer ramy. Kask, oświetlenie, jeśli nie jest wbudowane, oraz pompka to również podstawa. Oddaj rower do przeglądu po pierwszych kilkuset kilometrach, gdy linki i szprychy się ułożą.',
      ),
    ],
    pt: [
      h2('Escolha o tipo certo de bicicleta'),
      p(
        'Bicicletas urbanas, com posição ereta, para-lamas e protetor de corrente, são confortáveis para trajetos curtos e planos com roupa do dia a dia. As híbridas são mais leves e rápidas, por isso combinam com distâncias maiores. Se o seu caminho tem subidas íngremes ou passa de uns 10 km por trecho, uma bicicleta elétrica torna o pedal diário viável sem você chegar suado ao trabalho.',
      ),
      h2('Acerte no tamanho'),
      p(
        'O tamanho do quadro depende da sua altura e do comprimento do cavalo, e a maioria dos fabricantes publica tabelas de medidas. Sentado no selim, com o pedal no ponto mais baixo, a perna deve ficar quase esticada. Faça sempre um passeio de teste, porque duas bicicletas do mesmo tamanho podem passar sensações bem diferentes.',
      ),
      ul(
        'Câmbios internos no cubo exigem pouca manutenção e funcionam em qualquer clima.',
        'Freios a disco hidráulicos garantem frenagem confiável também na chuva.',
        'Luzes integradas com dínamo estão sempre prontas para uso.',
        'Um bagageiro traseiro permite usar alforjes no lugar de uma mochila que faz suar.',
      ),
      h2('Reserve verba para os acessórios'),
      p(
        'Separe dinheiro para um bom cadeado, de preferência em U ou dobrável, e registre o número do quadro. Capacete, luzes, se não forem integradas, e uma bomba de ar também são indispensáveis. Leve a bicicleta para revisão depois das primeiras centenas de quilômetros, quando cabos e raios já se acomodaram.',
      ),
    ],
    sv: [
      h2('Välj rätt typ av cykel'),
      p(
        'Stadscyklar med upprätt sittställning, stänkskärmar och kedjeskydd är bekväma för korta, platta sträckor i vanliga kläder. Hybridcyklar är lättare och snabbare och passar därför för längre avstånd. Om din sträcka har branta backar eller är längre än ungefär 10 km enkel väg kan en elcykel göra daglig cykling realistisk utan att du kommer svettig till jobbet.',
      ),
      h2('Välj rätt storlek'),
      p(
        'Ramstorleken beror på din längd och innerbenslängd, och de flesta tillverkare publicerar storlekstabeller. När du sitter på sadeln och pedalen är i sitt nedersta läge ska benet vara nästan rakt. Provcykla alltid, eftersom två cyklar i samma storlek kan kännas väldigt olika.',
      ),
      ul(
        'Navväxlar kräver lite underhåll och fungerar i alla väder.',
        'Hydrauliska skivbromsar ger pålitlig bromsverkan även i regn.',
        'Inbyggd belysning med navdynamo är alltid redo att användas.',
        'Med en pakethållare kan du använda cykelväskor i stället för en svettig ryggsäck.',
      ),
      h2('Budgetera för tillbehör'),
      p(
        'Avsätt pengar till ett bra lås, helst ett bygellås eller vikbart lås, och registrera ramnumret. Hjälm, belysning om den inte är inbyggd och en pump är också nödvändigheter. Lämna in cykeln på service efter de första hundratals kilometrarna, när vajrar och ekrar har satt sig.',
      ),
    ],
  },
}

/** Fourteen shopping guides for the remaining subcategories, one guide each. */
export const guidesD: GuideSeed[] = [
  tyres,
  carCare,
  motorcycleGear,
  officeSupplies,
  printers,
  officeFurniture,
  software,
  clothing,
  accessories,
  sportswear,
  kitchen,
  garden,
  fragrances,
  cycling,
]
