import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

const flights: GuideSeed = {
  slug: 'booking-cheap-flights',
  subcategory: 'flights',
  title: {
    en: 'How to book cheap flights without surprises',
    de: 'Günstige Flüge buchen ohne böse Überraschungen',
    fr: 'Réserver un vol pas cher sans mauvaises surprises',
    it: 'Come prenotare voli economici senza sorprese',
    es: 'Cómo reservar vuelos baratos sin sorpresas',
    fi: 'Näin varaat halvat lennot ilman yllätyksiä',
    nl: 'Goedkope vliegtickets boeken zonder verrassingen',
    no: 'Slik bestiller du billige flybilletter uten overraskelser',
    pl: 'Jak kupić tanie bilety lotnicze bez niespodzianek',
    pt: 'Como comprar passagens aéreas baratas sem surpresas',
    sv: 'Så bokar du billiga flyg utan obehagliga överraskningar',
  },
  excerpt: {
    en: 'Cheap fares are easy to find, but the final price depends on timing, baggage rules and flexibility. Here is how to compare flights properly and avoid expensive add-ons.',
    de: 'Billige Tarife findet man schnell, doch der Endpreis hängt von Buchungszeitpunkt, Gepäckregeln und Flexibilität ab. So vergleichen Sie Flüge richtig und vermeiden teure Zusatzkosten.',
    fr: 'Les billets à petit prix ne manquent pas, mais le tarif final dépend de la date de réservation, des règles bagages et de votre flexibilité. Voici comment bien comparer les vols et éviter les suppléments coûteux.',
    it: 'Trovare tariffe basse è facile, ma il prezzo finale dipende dal momento della prenotazione, dalle regole sul bagaglio e dalla flessibilità. Ecco come confrontare i voli nel modo giusto ed evitare supplementi costosi.',
    es: 'Encontrar tarifas bajas es fácil, pero el precio final depende de cuándo reservas, de las normas de equipaje y de tu flexibilidad. Así puedes comparar vuelos correctamente y evitar suplementos caros.',
    fi: 'Edullisia lentoja löytää helposti, mutta lopullinen hinta riippuu varausajankohdasta, matkatavarasäännöistä ja joustavuudesta. Näin vertailet lentoja oikein ja vältät kalliit lisämaksut.',
    nl: 'Goedkope tickets zijn makkelijk te vinden, maar de uiteindelijke prijs hangt af van het moment van boeken, de bagageregels en je flexibiliteit. Zo vergelijk je vluchten goed en voorkom je dure extra kosten.',
    no: 'Det er lett å finne billige billetter, men sluttprisen avhenger av når du bestiller, bagasjereglene og hvor fleksibel du er. Slik sammenligner du flyreiser riktig og unngår dyre tillegg.',
    pl: 'Tanie bilety łatwo znaleźć, ale ostateczna cena zależy od terminu rezerwacji, zasad bagażowych i Twojej elastyczności. Oto jak prawidłowo porównywać loty i unikać kosztownych dopłat.',
    pt: 'Achar passagens baratas é fácil, mas o preço final depende da antecedência, das regras de bagagem e da sua flexibilidade. Veja como comparar voos do jeito certo e evitar taxas extras caras.',
    sv: 'Billiga biljetter är lätta att hitta, men slutpriset beror på när du bokar, bagagereglerna och hur flexibel du är. Så jämför du flyg rätt och slipper dyra tillägg.',
  },
  body: {
    en: [
      h2('When to book and when to fly'),
      p(
        'For short European routes, fares are usually lowest one to three months before departure, while long-haul trips are often cheapest three to six months ahead. Flying midweek, especially on Tuesdays and Wednesdays, is typically cheaper than on Fridays or Sundays. If your dates are flexible, use the calendar or month view of a flight search engine to spot the cheapest days at a glance.',
      ),
      h2('Compare the total price, not the headline fare'),
      p(
        'A low base fare can double once you add a cabin bag, checked luggage and seat selection. Before you compare offers, decide what you actually need to bring and add those extras to every option. Also check which airport you are flying from: a distant secondary airport may cost you more in transfers than you save on the ticket.',
      ),
      ul(
        'Measure your cabin bag against the airline’s size limits before you travel.',
        'Set up price alerts for your route instead of checking every day.',
        'Check whether the fare allows changes or refunds, and at what cost.',
        'Book directly with the airline if you want easier rebooking when plans change.',
      ),
      h2('Protect yourself if something goes wrong'),
      p(
        'Pay by credit card where possible, since it often gives you extra protection if the airline goes bankrupt. In the EU, passengers are entitled to compensation for long delays and cancellations in many cases, so keep your boarding pass and receipts. For expensive or complex trips, travel insurance that covers cancellation is worth considering.',
      ),
    ],
    de: [
      h2('Wann buchen, wann fliegen?'),
      p(
        'Auf kurzen Strecken innerhalb Europas sind die Preise meist ein bis drei Monate vor Abflug am niedrigsten, bei Langstreckenflügen oft drei bis sechs Monate vorher. Flüge unter der Woche, vor allem dienstags und mittwochs, sind in der Regel günstiger als freitags oder sonntags. Wenn Sie zeitlich flexibel sind, nutzen Sie die Kalender- oder Monatsansicht einer Flugsuchmaschine, um die günstigsten Tage auf einen Blick zu erkennen.',
      ),
      h2('Gesamtpreis statt Lockangebot vergleichen'),
      p(
        'Ein niedriger Grundpreis kann sich schnell verdoppeln, wenn Handgepäck, Aufgabegepäck und Sitzplatzreservierung hinzukommen. Überlegen Sie vor dem Vergleich, was Sie wirklich mitnehmen müssen, und rechnen Sie diese Extras bei jedem Angebot ein. Prüfen Sie auch den Abflughafen: Ein abgelegener Regionalflughafen kann Sie bei der Anreise mehr kosten, als Sie beim Ticket sparen.',
      ),
      ul(
        'Messen Sie Ihr Handgepäck vor der Reise anhand der Größenvorgaben der Airline nach.',
        'Richten Sie Preisalarme für Ihre Strecke ein, statt täglich selbst nachzusehen.',
        'Prüfen Sie, ob und zu welchen Kosten der Tarif Umbuchungen oder Erstattungen erlaubt.',
        'Buchen Sie direkt bei der Airline, wenn Ihnen eine unkomplizierte Umbuchung wichtig ist.',
      ),
      h2('Abgesichert, wenn etwas schiefgeht'),
      p(
        'Zahlen Sie nach Möglichkeit mit Kreditkarte, denn das bietet oft zusätzlichen Schutz, falls die Airline insolvent wird. In der EU haben Fluggäste bei großen Verspätungen und Annullierungen in vielen Fällen Anspruch auf Entschädigung, bewahren Sie also Bordkarte und Belege auf. Bei teuren oder aufwendigen Reisen lohnt sich eine Reiseversicherung mit Rücktrittsschutz.',
      ),
    ],
    fr: [
      h2('Quand réserver et quand partir'),
      p(
        'Sur les trajets courts en Europe, les prix sont généralement au plus bas un à trois mois avant le départ, tandis que les vols long-courriers sont souvent moins chers trois à six mois à l’avance. Voyager en semaine, surtout le mardi et le mercredi, revient en général moins cher que le vendredi ou le dimanche. Si vos dates sont souples, utilisez la vue calendrier ou mensuelle d’un comparateur de vols pour repérer d’un coup d’œil les jours les moins chers.',
      ),
      h2('Comparez le prix total, pas le prix d’appel'),
      p(
        'Un tarif de base très bas peut doubler dès qu’on ajoute un bagage cabine, un bagage en soute et le choix du siège. Avant de comparer, déterminez ce que vous devez vraiment emporter et ajoutez ces options à chaque offre. Vérifiez aussi l’aéroport de départ : un aéroport secondaire éloigné peut vous coûter plus cher en transport que ce que vous économisez sur le billet.',
      ),
      ul(
        'Mesurez votre bagage cabine avant le départ et comparez-le aux dimensions autorisées par la compagnie.',
        'Créez des alertes de prix pour votre trajet au lieu de vérifier tous les jours.',
        'Vérifiez si le tarif permet des modifications ou un remboursement, et à quel prix.',
        'Réservez directement auprès de la compagnie si vous voulez pouvoir changer facilement de vol.',
      ),
      h2('Protégez-vous en cas de problème'),
      p(
        'Payez si possible par carte de crédit, car elle offre souvent une protection supplémentaire en cas de faillite de la compagnie. Dans l’UE, les passagers ont droit dans de nombreux cas à une indemnisation pour les retards importants et les annulations : conservez donc votre carte d’embarquement et vos justificatifs. Pour un voyage coûteux ou complexe, une assurance annulation mérite réflexion.',
      ),
    ],
    it: [
      h2('Quando prenotare e quando partire'),
      p(
        'Sulle tratte brevi in Europa i prezzi sono di solito più bassi da uno a tre mesi prima della partenza, mentre per i voli intercontinentali conviene spesso prenotare da tre a sei mesi prima. Volare nei giorni feriali, soprattutto il martedì e il mercoledì, costa in genere meno che il venerdì o la domenica. Se hai date flessibili, usa la vista calendario o mensile di un motore di ricerca voli per individuare subito i giorni più convenienti.',
      ),
      h2('Confronta il prezzo totale, non la tariffa civetta'),
      p(
        'Una tariffa base bassissima può raddoppiare quando aggiungi bagaglio a mano, bagaglio da stiva e scelta del posto. Prima di confrontare le offerte, decidi cosa ti serve davvero e aggiungi questi extra a ogni opzione. Controlla anche l’aeroporto di partenza: uno scalo secondario lontano dalla città può costarti in trasferimenti più di quanto risparmi sul biglietto.',
      ),
      ul(
        'Misura il bagaglio a mano e confrontalo con i limiti della compagnia prima di partire.',
        'Imposta avvisi di prezzo per la tua tratta invece di controllare ogni giorno.',
        'Verifica se la tariffa consente modifiche o rimborsi e a quale costo.',
        'Prenota direttamente con la compagnia aerea se vuoi cambiare volo più facilmente in caso di imprevisti.',
      ),
      h2('Tutelati se qualcosa va storto'),
      p(
        'Quando possibile paga con carta di credito, che spesso offre una protezione aggiuntiva se la compagnia fallisce. Nell’UE i passeggeri hanno diritto in molti casi a una compensazione per lunghi ritardi e cancellazioni, quindi conserva la carta d’imbarco e le ricevute. Per viaggi costosi o complessi vale la pena valutare un’assicurazione che copra l’annullamento.',
      ),
    ],
    es: [
      h2('Cuándo reservar y cuándo volar'),
      p(
        'En trayectos cortos dentro de Europa, los precios suelen ser más bajos entre uno y tres meses antes de la salida, mientras que los vuelos de largo radio salen más baratos si se reservan con tres a seis meses de antelación. Volar entre semana, sobre todo martes y miércoles, suele costar menos que hacerlo en viernes o domingo. Si tus fechas son flexibles, usa la vista de calendario o de mes de un buscador de vuelos para ver de un vistazo los días más baratos.',
      ),
      h2('Compara el precio total, no la tarifa gancho'),
      p(
        'Una tarifa base muy baja puede duplicarse al añadir equipaje de mano, maleta facturada y selección de asiento. Antes de comparar, decide qué necesitas llevar de verdad y suma esos extras a cada opción. Fíjate también en el aeropuerto: uno secundario y alejado puede costarte más en traslados de lo que ahorras en el billete.',
      ),
      ul(
        'Mide tu equipaje de mano y compáralo con los límites de la aerolínea antes de viajar.',
        'Activa alertas de precio para tu ruta en lugar de consultarla cada día.',
        'Comprueba si la tarifa permite cambios o reembolsos y cuánto cuestan.',
        'Reserva directamente con la aerolínea si quieres cambiar el vuelo con facilidad.',
      ),
      h2('Protégete por si algo sale mal'),
      p(
        'Siempre que puedas, paga con tarjeta de crédito, ya que suele ofrecer protección adicional si la aerolínea quiebra. En la UE, los pasajeros tienen derecho en muchos casos a una compensación por retrasos largos y cancelaciones, así que guarda la tarjeta de embarque y los recibos. Para viajes caros o complejos, merece la pena plantearse un seguro de viaje con cobertura de cancelación.',
      ),
    ],
    fi: [
      h2('Milloin varata ja milloin lentää'),
      p(
        'Lyhyillä Euroopan-reiteillä hinnat ovat yleensä edullisimmillaan yhdestä kolmeen kuukautta ennen lähtöä, kun taas kaukolennot kannattaa usein varata kolmesta kuuteen kuukautta etukäteen. Arkipäivinä, etenkin tiistaisin ja keskiviikkoisin, lentäminen on tavallisesti halvempaa kuin perjantaisin tai sunnuntaisin. Jos päivämäärät joustavat, käytä lentohakukoneen kalenteri- tai kuukausinäkymää, niin näet halvimmat päivät yhdellä silmäyksellä.',
      ),
      h2('Vertaa kokonaishintaa, älä mainoshintaa'),
      p(
        'Edullinen perushinta voi kaksinkertaistua, kun siihen lisätään käsimatkatavara, ruumaan menevä laukku ja istumapaikan valinta. Päätä ennen vertailua, mitä oikeasti tarvitset mukaan, ja lisää samat lisäpalvelut jokaiseen vaihtoehtoon. Tarkista myös lähtökenttä: kaukana sijaitseva pienempi lentoasema voi tulla siirtoineen kalliimmaksi kuin mitä lipussa säästät.',
      ),
      ul(
        'Mittaa käsimatkatavarasi ja vertaa sitä lentoyhtiön kokorajoihin ennen matkaa.',
        'Tee reitillesi hintahälytys sen sijaan, että tarkistaisit hinnat joka päivä.',
        'Selvitä, salliiko lippu muutokset tai peruutuksen ja mitä ne maksavat.',
        'Varaa suoraan lentoyhtiöltä, jos haluat muuttaa lentoa vaivattomasti suunnitelmien muuttuessa.',
      ),
      h2('Varaudu siihen, että jokin menee pieleen'),
      p(
        'Maksa mahdollisuuksien mukaan luottokortilla, sillä se tarjoaa usein lisäsuojaa, jos lentoyhtiö menee konkurssiin. EU:ssa matkustajilla on monissa tapauksissa oikeus korvaukseen pitkistä viivästyksistä ja peruutuksista, joten säilytä tarkastuskortti ja kuitit. Kalliille tai monimutkaisille matkoille kannattaa harkita matkavakuutusta, joka kattaa myös peruutuksen.',
      ),
    ],
    nl: [
      h2('Wanneer boeken en wanneer vliegen'),
      p(
        'Voor korte vluchten binnen Europa zijn de prijzen meestal het laagst een tot drie maanden voor vertrek, terwijl intercontinentale vluchten vaak het goedkoopst zijn als je drie tot zes maanden van tevoren boekt. Doordeweeks vliegen, vooral op dinsdag en woensdag, is doorgaans goedkoper dan op vrijdag of zondag. Ben je flexibel met je data, gebruik dan de kalender- of maandweergave van een vluchtzoekmachine om in één oogopslag de goedkoopste dagen te zien.',
      ),
      h2('Vergelijk de totaalprijs, niet de lokprijs'),
      p(
        'Een lage basisprijs kan verdubbelen zodra je handbagage, ruimbagage en een stoelreservering toevoegt. Bepaal vóór het vergelijken wat je echt mee moet nemen en tel die extra’s bij elke optie op. Kijk ook goed naar de luchthaven: een afgelegen regionaal vliegveld kan je aan vervoer meer kosten dan je op het ticket bespaart.',
      ),
      ul(
        'Meet je handbagage na en vergelijk die met de maximale afmetingen van de luchtvaartmaatschappij.',
        'Stel prijsalerts in voor je route in plaats van elke dag zelf te kijken.',
        'Controleer of het tarief omboeken of terugbetaling toestaat en wat dat kost.',
        'Boek rechtstreeks bij de maatschappij als je bij gewijzigde plannen makkelijk wilt omboeken.',
      ),
      h2('Zorg dat je beschermd bent als er iets misgaat'),
      p(
        'Betaal waar mogelijk met een creditcard, want die biedt vaak extra bescherming als de luchtvaartmaatschappij failliet gaat. In de EU hebben passagiers bij lange vertragingen en annuleringen in veel gevallen recht op compensatie, dus bewaar je instapkaart en bonnetjes. Voor dure of ingewikkelde reizen is een reisverzekering met annuleringsdekking het overwegen waard.',
      ),
    ],
    no: [
      h2('Når du bør bestille, og når du bør fly'),
      p(
        'På korte ruter i Europa er prisene som regel lavest én til tre måneder før avreise, mens langdistanseflyvninger ofte er billigst tre til seks måneder i forveien. Å fly midt i uken, særlig tirsdag og onsdag, er vanligvis billigere enn fredag eller søndag. Har du fleksible datoer, kan du bruke kalender- eller månedsvisningen i en flysøkemotor for å se de billigste dagene med én gang.',
      ),
      h2('Sammenlign totalprisen, ikke lokkeprisen'),
      p(
        'En lav grunnpris kan fort doble seg når du legger til håndbagasje, innsjekket bagasje og setevalg. Bestem deg for hva du faktisk må ha med før du sammenligner, og legg de samme tilleggene til på hvert alternativ. Sjekk også flyplassen: En avsidesliggende regional flyplass kan koste deg mer i transport enn du sparer på billetten.',
      ),
      ul(
        'Mål håndbagasjen og sammenlign med flyselskapets størrelseskrav før du reiser.',
        'Sett opp prisvarsler for ruten din i stedet for å sjekke hver dag.',
        'Undersøk om billetten kan endres eller refunderes, og hva det koster.',
        'Bestill direkte hos flyselskapet hvis du vil kunne endre reisen enkelt.',
      ),
      h2('Sikre deg i tilfelle noe går galt'),
      p(
        'Betal med kredittkort når det er mulig, siden det ofte gir ekstra beskyttelse hvis flyselskapet går konkurs. I EU og EØS har passasjerer i mange tilfeller krav på kompensasjon ved store forsinkelser og kanselleringer, så ta vare på boardingkortet og kvitteringene. Ved dyre eller kompliserte reiser er det lurt å vurdere en reiseforsikring som dekker avbestilling.',
      ),
    ],
    pl: [
      h2('Kiedy rezerwować, a kiedy latać'),
      p(
        'Na krótkich trasach po Europie ceny są zwykle najniższe od jednego do trzech miesięcy przed wylotem, a loty dalekodystansowe najczęściej opłaca się rezerwować z trzy- do sześciomiesięcznym wyprzedzeniem. Loty w środku tygodnia, zwłaszcza we wtorki i środy, są zazwyczaj tańsze niż w piątki czy niedziele. Jeśli masz elastyczne terminy, skorzystaj z widoku kalendarza lub całego miesiąca w wyszukiwarce lotów, aby od razu zobaczyć najtańsze dni.',
      ),
      h2('Porównuj cenę całkowitą, a nie cenę z reklamy'),
      p(
        'Niska cena bazowa może się podwoić po doliczeniu bagażu podręcznego, bagażu rejestrowanego i wyboru miejsca. Zanim zaczniesz porównywać, zdecyduj, co naprawdę musisz zabrać, i dolicz te same dodatki do każdej oferty. Sprawdź też lotnisko wylotu: oddalony port regionalny może kosztować Cię więcej w dojazdach, niż zaoszczędzisz na bilecie.',
      ),
      ul(
        'Przed podróżą zmierz bagaż podręczny i porównaj go z limitami wymiarów przewoźnika.',
        'Ustaw alerty cenowe dla swojej trasy zamiast sprawdzać ceny codziennie.',
        'Sprawdź, czy taryfa pozwala na zmianę lub zwrot biletu i ile to kosztuje.',
        'Rezerwuj bezpośrednio u przewoźnika, jeśli zależy Ci na łatwej zmianie lotu.',
      ),
      h2('Zabezpiecz się na wypadek problemów'),
      p(
        'Jeśli to możliwe, płać kartą kredytową, ponieważ często zapewnia ona dodatkową ochronę w razie upadłości linii lotniczej. W UE pasażerom w wielu przypadkach przysługuje odszkodowanie za duże opóźnienia i odwołane loty, więc zachowaj kartę pokładową i potwierdzenia płatności. Przy drogich lub skomplikowanych podróżach warto rozważyć ubezpieczenie od kosztów rezygnacji z wyjazdu.',
      ),
    ],
    pt: [
      h2('Quando comprar e quando viajar'),
      p(
        'Em trechos curtos, os preços costumam ser mais baixos de um a três meses antes do embarque, enquanto voos internacionais de longa distância geralmente saem mais em conta com três a seis meses de antecedência. Voar no meio da semana, principalmente às terças e quartas, costuma ser mais barato do que às sextas ou aos domingos. Se as suas datas forem flexíveis, use a visualização de calendário ou de mês de um buscador de passagens para enxergar de relance os dias mais baratos.',
      ),
      h2('Compare o preço total, não a tarifa chamariz'),
      p(
        'Uma tarifa básica baixa pode dobrar quando você acrescenta bagagem de mão, bagagem despachada e marcação de assento. Antes de comparar, decida o que você realmente precisa levar e some esses extras em todas as opções. Confira também o aeroporto: um aeroporto secundário e distante pode custar mais em deslocamento do que você economiza na passagem.',
      ),
      ul(
        'Meça a sua bagagem de mão e compare com os limites da companhia antes de viajar.',
        'Crie alertas de preço para o seu trecho em vez de pesquisar todos os dias.',
        'Verifique se a tarifa permite remarcação ou reembolso e quanto isso custa.',
        'Compre direto com a companhia aérea se quiser remarcar com mais facilidade.',
      ),
      h2('Proteja-se caso algo dê errado'),
      p(
        'Sempre que possível, pague com cartão de crédito, que muitas vezes oferece proteção extra se a companhia aérea falir. Na União Europeia, os passageiros têm direito a indenização em muitos casos de grandes atrasos e cancelamentos, então guarde o cartão de embarque e os comprovantes. Para viagens caras ou complexas, vale a pena considerar um seguro-viagem com cobertura de cancelamento.',
      ),
    ],
    sv: [
      h2('När du ska boka och när du ska flyga'),
      p(
        'På korta sträckor inom Europa är priserna oftast lägst en till tre månader före avresan, medan långdistansflyg ofta är billigast tre till sex månader i förväg. Att flyga mitt i veckan, särskilt tisdagar och onsdagar, är i regel billigare än fredagar eller söndagar. Om dina datum är flexibla kan du använda kalender- eller månadsvyn i en flygsökmotor för att direkt se vilka dagar som är billigast.',
      ),
      h2('Jämför totalpriset, inte lockpriset'),
      p(
        'Ett lågt grundpris kan snabbt fördubblas när du lägger till handbagage, incheckat bagage och platsval. Bestäm innan du jämför vad du faktiskt behöver ta med dig och lägg till samma tillval för varje alternativ. Kontrollera också flygplatsen: en avlägsen regional flygplats kan kosta mer i transfer än du sparar på biljetten.',
      ),
      ul(
        'Mät ditt handbagage och jämför med flygbolagets storleksgränser innan du reser.',
        'Ställ in prisbevakning för din sträcka i stället för att kolla varje dag.',
        'Kontrollera om biljetten går att ändra eller återbetala och vad det kostar.',
        'Boka direkt hos flygbolaget om du vill kunna boka om smidigt när planerna ändras.',
      ),
      h2('Skydda dig om något går fel'),
      p(
        'Betala med kreditkort när det går, eftersom det ofta ger extra skydd om flygbolaget går i konkurs. Inom EU har passagerare i många fall rätt till ersättning vid långa förseningar och inställda flyg, så spara boardingkortet och kvittona. För dyra eller komplicerade resor är en reseförsäkring med avbeställningsskydd värd att överväga.',
      ),
    ],
  },
}

const carRental: GuideSeed = {
  slug: 'renting-a-car-without-hidden-costs',
  subcategory: 'car-rental',
  title: {
    en: 'Renting a car: how to avoid hidden costs',
    de: 'Mietwagen buchen: So vermeiden Sie versteckte Kosten',
    fr: 'Louer une voiture sans frais cachés',
    it: 'Noleggiare un’auto senza costi nascosti',
    es: 'Cómo alquilar un coche sin costes ocultos',
    fi: 'Auton vuokraus ilman piilokuluja',
    nl: 'Een auto huren zonder verborgen kosten',
    no: 'Slik leier du bil uten skjulte kostnader',
    pl: 'Wynajem samochodu bez ukrytych kosztów',
    pt: 'Como alugar um carro sem custos escondidos',
    sv: 'Så hyr du bil utan dolda kostnader',
  },
  excerpt: {
    en: 'A cheap daily rate can turn expensive at the rental desk. Learn how insurance, fuel policies and vehicle inspections work so you pay only what you expected.',
    de: 'Ein günstiger Tagespreis kann am Schalter schnell teuer werden. So funktionieren Versicherung, Tankregelung und Fahrzeugübergabe, damit Sie nur zahlen, womit Sie gerechnet haben.',
    fr: 'Un tarif journalier attractif peut vite grimper au comptoir de location. Comprenez l’assurance, la politique carburant et l’état des lieux pour ne payer que ce qui était prévu.',
    it: 'Una tariffa giornaliera conveniente può diventare cara al banco del noleggio. Scopri come funzionano assicurazione, carburante e controllo del veicolo per pagare solo quello che ti aspettavi.',
    es: 'Una tarifa diaria barata puede encarecerse mucho en el mostrador. Descubre cómo funcionan el seguro, la política de combustible y la revisión del vehículo para pagar solo lo que esperabas.',
    fi: 'Edullinen päivähinta voi muuttua kalliiksi vuokraamon tiskillä. Näin vakuutukset, polttoainekäytännöt ja auton tarkastus toimivat, jotta maksat vain sen, mitä odotit.',
    nl: 'Een lage dagprijs kan aan de balie flink duurder uitvallen. Zo werken verzekering, brandstofregeling en de inspectie van de auto, zodat je alleen betaalt wat je had verwacht.',
    no: 'En lav døgnpris kan bli dyr ved utleieskranken. Slik fungerer forsikring, drivstoffregler og kontroll av bilen, så du bare betaler det du regnet med.',
    pl: 'Niska stawka dzienna może mocno wzrosnąć przy okienku wypożyczalni. Dowiedz się, jak działają ubezpieczenie, zasady tankowania i odbiór auta, aby nie zapłacić więcej, niż zakładano.',
    pt: 'Uma diária barata pode ficar cara no balcão da locadora. Entenda como funcionam o seguro, a política de combustível e a vistoria para pagar só o que você esperava.',
    sv: 'Ett lågt dagspris kan bli dyrt vid uthyrningsdisken. Så fungerar försäkring, bränsleregler och kontroll av bilen, så att du bara betalar det du räknat med.',
  },
  body: {
    en: [
      h2('Understand the insurance before you book'),
      p(
        'Most rentals include basic damage cover with a high excess, often between 1,000 and 3,000 euros, which you pay if the car is damaged. At the desk you will be offered to reduce this to zero for a daily fee that can exceed the rental price itself. A separate excess insurance bought in advance, or the cover included with some credit cards, is often much cheaper – just check that it applies in the country you are visiting.',
      ),
      h2('Read the small print on fuel and mileage'),
      p(
        'Choose a full-to-full fuel policy: you pick the car up with a full tank and return it full. Prepaid fuel options charge you for a whole tank at a premium price, with no refund for what is left. Also check whether mileage is unlimited, whether there is a young-driver surcharge and what a one-way rental or an additional driver costs.',
      ),
      ul(
        'Bring a credit card in the main driver’s name, as many companies refuse debit cards for the deposit.',
        'Check whether you need an International Driving Permit at your destination.',
        'Book child seats in advance or bring your own, because renting them is expensive.',
        'Compare airport and city-centre pick-up, since airport surcharges can be high.',
      ),
      h2('Inspect the car at pick-up and drop-off'),
      p(
        'Walk around the car before you leave and film or photograph every scratch, dent and the wheels, then make sure all damage is noted on the rental form. When you return the car, take photos of the fuel gauge and the odometer as well. If you drop the car off outside opening hours, these photos are your best evidence against unfair damage claims.',
      ),
    ],
    de: [
      h2('Die Versicherung vor der Buchung verstehen'),
      p(
        'Die meisten Mietwagen haben eine Vollkaskoversicherung mit hoher Selbstbeteiligung, oft zwischen 1.000 und 3.000 Euro, die Sie bei einem Schaden selbst tragen. Am Schalter wird Ihnen angeboten, sie gegen eine Tagesgebühr auf null zu senken, die sogar den Mietpreis übersteigen kann. Eine vorab abgeschlossene Selbstbeteiligungsversicherung oder der Schutz mancher Kreditkarten ist oft deutlich günstiger – prüfen Sie aber, ob er im Reiseland gilt.',
      ),
      h2('Das Kleingedruckte zu Tank und Kilometern lesen'),
      p(
        'Wählen Sie die Tankregelung „voll/voll“: Sie übernehmen den Wagen vollgetankt und geben ihn vollgetankt zurück. Bei Vorauszahlungsoptionen bezahlen Sie eine ganze Tankfüllung zu einem überhöhten Preis und bekommen für den Rest nichts erstattet. Achten Sie außerdem darauf, ob die Kilometer unbegrenzt sind, ob ein Zuschlag für junge Fahrer anfällt und was eine Einwegmiete oder ein Zusatzfahrer kostet.',
      ),
      ul(
        'Nehmen Sie eine Kreditkarte auf den Namen des Hauptfahrers mit, denn viele Anbieter akzeptieren für die Kaution keine Debitkarten.',
        'Klären Sie, ob Sie im Reiseland einen internationalen Führerschein brauchen.',
        'Reservieren Sie Kindersitze rechtzeitig oder bringen Sie eigene mit, denn die Miete ist teuer.',
        'Vergleichen Sie die Abholung am Flughafen und in der Stadt, da Flughafenzuschläge hoch sein können.',
      ),
      h2('Das Auto bei Abholung und Rückgabe prüfen'),
      p(
        'Gehen Sie vor der Abfahrt einmal um das Auto herum, filmen oder fotografieren Sie jeden Kratzer, jede Delle und die Felgen und achten Sie darauf, dass alle Schäden im Übergabeprotokoll vermerkt sind. Fotografieren Sie bei der Rückgabe auch Tankanzeige und Kilometerstand. Wenn Sie das Auto außerhalb der Öffnungszeiten abgeben, sind diese Fotos Ihr bester Beweis gegen unberechtigte Schadensforderungen.',
      ),
    ],
    fr: [
      h2('Comprendre l’assurance avant de réserver'),
      p(
        'La plupart des locations incluent une assurance dommages de base avec une franchise élevée, souvent entre 1 000 et 3 000 euros, que vous payez si la voiture est endommagée. Au comptoir, on vous proposera de la ramener à zéro moyennant un supplément journalier qui peut dépasser le prix de la location. Une assurance rachat de franchise souscrite à l’avance, ou la couverture incluse avec certaines cartes bancaires, revient souvent bien moins cher – vérifiez simplement qu’elle s’applique dans le pays visité.',
      ),
      h2('Lire les petites lignes sur le carburant et le kilométrage'),
      p(
        'Choisissez la formule « plein/plein » : vous prenez la voiture avec le réservoir plein et vous la rendez pleine. Les options de carburant prépayé vous facturent un plein entier au prix fort, sans remboursement de ce qui reste. Vérifiez aussi si le kilométrage est illimité, s’il existe un supplément jeune conducteur et combien coûtent un aller simple ou un conducteur supplémentaire.',
      ),
      ul(
        'Prévoyez une carte de crédit au nom du conducteur principal, car beaucoup de loueurs refusent les cartes de débit pour la caution.',
        'Vérifiez si un permis de conduire international est exigé à destination.',
        'Réservez les sièges enfant à l’avance ou apportez les vôtres, car leur location coûte cher.',
        'Comparez la prise en charge à l’aéroport et en centre-ville, les suppléments aéroport pouvant être élevés.',
      ),
      h2('Inspecter la voiture au départ et au retour'),
      p(
        'Faites le tour du véhicule avant de partir, filmez ou photographiez chaque rayure, chaque bosse ainsi que les jantes, puis assurez-vous que tous les dégâts figurent sur l’état des lieux. Au retour, prenez aussi en photo la jauge de carburant et le compteur kilométrique. Si vous rendez la voiture en dehors des heures d’ouverture, ces photos seront votre meilleure preuve face à une réclamation injustifiée.',
      ),
    ],
    it: [
      h2('Capire l’assicurazione prima di prenotare'),
      p(
        'La maggior parte dei noleggi include una copertura danni di base con una franchigia elevata, spesso tra 1.000 e 3.000 euro, che paghi tu se l’auto viene danneggiata. Al banco ti proporranno di azzerarla con un supplemento giornaliero che può superare il costo del noleggio stesso. Un’assicurazione sulla franchigia acquistata in anticipo, o la copertura inclusa in alcune carte di credito, è spesso molto più economica: verifica solo che sia valida nel Paese in cui viaggi.',
      ),
      h2('Leggere le clausole su carburante e chilometraggio'),
      p(
        'Scegli la formula «pieno/pieno»: ritiri l’auto con il serbatoio pieno e la restituisci piena. Le opzioni con carburante prepagato ti fanno pagare un pieno intero a prezzo maggiorato, senza rimborso per quello che avanza. Controlla anche se i chilometri sono illimitati, se è previsto un supplemento per i conducenti giovani e quanto costano la riconsegna in un’altra sede o un guidatore aggiuntivo.',
      ),
      ul(
        'Porta una carta di credito intestata al conducente principale: molte società non accettano carte di debito per il deposito cauzionale.',
        'Verifica se nel Paese di destinazione serve la patente internazionale.',
        'Prenota in anticipo i seggiolini per bambini o porta i tuoi, perché noleggiarli costa caro.',
        'Confronta il ritiro in aeroporto e in centro città, dato che i supplementi aeroportuali possono essere alti.',
      ),
      h2('Controllare l’auto al ritiro e alla riconsegna'),
      p(
        'Prima di partire fai il giro dell’auto, filma o fotografa ogni graffio, ogni ammaccatura e i cerchi, poi assicurati che tutti i danni siano annotati sul verbale di consegna. Alla riconsegna fotografa anche l’indicatore del carburante e il contachilometri. Se lasci l’auto fuori dall’orario di apertura, queste foto sono la tua prova migliore contro contestazioni ingiuste.',
      ),
    ],
    es: [
      h2('Entiende el seguro antes de reservar'),
      p(
        'La mayoría de los alquileres incluyen una cobertura básica de daños con una franquicia alta, a menudo de entre 1.000 y 3.000 euros, que pagas tú si el coche sufre algún daño. En el mostrador te ofrecerán reducirla a cero con un cargo diario que puede superar el propio precio del alquiler. Un seguro de franquicia contratado por adelantado, o la cobertura incluida en algunas tarjetas de crédito, suele ser mucho más barato; eso sí, comprueba que sea válido en el país al que viajas.',
      ),
      h2('Lee la letra pequeña sobre combustible y kilometraje'),
      p(
        'Elige la política «lleno/lleno»: recoges el coche con el depósito lleno y lo devuelves igual. Las opciones de combustible prepagado te cobran un depósito completo a precio inflado y no te devuelven lo que sobra. Comprueba también si el kilometraje es ilimitado, si hay recargo por conductor joven y cuánto cuestan la devolución en otra oficina o un conductor adicional.',
      ),
      ul(
        'Lleva una tarjeta de crédito a nombre del conductor principal, porque muchas empresas no aceptan tarjetas de débito para la fianza.',
        'Comprueba si necesitas el permiso internacional de conducir en tu destino.',
        'Reserva con antelación las sillas infantiles o lleva las tuyas, porque alquilarlas sale caro.',
        'Compara la recogida en el aeropuerto y en el centro, ya que los recargos de aeropuerto pueden ser elevados.',
      ),
      h2('Revisa el coche al recogerlo y al devolverlo'),
      p(
        'Antes de salir, da una vuelta alrededor del coche, graba o fotografía cada arañazo, cada abolladura y las llantas, y asegúrate de que todos los daños consten en el contrato. Al devolverlo, haz también una foto del indicador de combustible y del cuentakilómetros. Si lo dejas fuera del horario de apertura, esas fotos serán tu mejor prueba frente a reclamaciones injustas.',
      ),
    ],
    fi: [
      h2('Ymmärrä vakuutus ennen varausta'),
      p(
        'Useimpiin vuokrauksiin sisältyy perustason vahinkoturva, jossa on korkea omavastuu, usein 1 000–3 000 euroa, ja sen maksat itse, jos autoon tulee vaurioita. Tiskillä sinulle tarjotaan omavastuun poistoa päivämaksua vastaan, joka voi olla jopa suurempi kuin itse vuokra. Etukäteen hankittu erillinen omavastuuvakuutus tai joidenkin luottokorttien sisältämä turva on usein selvästi edullisempi – tarkista vain, että se on voimassa kohdemaassa.',
      ),
      h2('Lue polttoaine- ja kilometriehdot tarkasti'),
      p(
        'Valitse täydestä täyteen -käytäntö: saat auton täydellä tankilla ja palautat sen täytenä. Ennakkoon maksetussa polttoaineessa maksat koko tankillisen ylihintaan, eikä käyttämättä jäänyttä hyvitetä. Tarkista myös, ovatko kilometrit rajattomat, peritäänkö nuorilta kuljettajilta lisämaksua ja paljonko maksavat palautus toiseen toimipisteeseen tai lisäkuljettaja.',
      ),
      ul(
        'Ota mukaan päävuokraajan nimissä oleva luottokortti, sillä moni yritys ei hyväksy debit-korttia vakuudeksi.',
        'Selvitä, tarvitsetko kohdemaassa kansainvälisen ajokortin.',
        'Varaa lasten turvaistuimet etukäteen tai ota omat mukaan, koska niiden vuokraaminen on kallista.',
        'Vertaa noutoa lentokentältä ja keskustasta, sillä lentokenttälisät voivat olla suuria.',
      ),
      h2('Tarkasta auto noudettaessa ja palautettaessa'),
      p(
        'Kierrä auto ennen lähtöä, kuvaa tai videoi jokainen naarmu, lommo ja vanteet ja varmista, että kaikki vauriot on merkitty vuokrasopimukseen. Ota palautuksen yhteydessä kuva myös polttoainemittarista ja matkamittarista. Jos palautat auton aukioloaikojen ulkopuolella, nämä kuvat ovat paras todisteesi perusteettomia vahinkovaatimuksia vastaan.',
      ),
    ],
    nl: [
      h2('Begrijp de verzekering voordat je boekt'),
      p(
        'De meeste huurauto’s hebben een basisverzekering tegen schade met een hoog eigen risico, vaak tussen de 1.000 en 3.000 euro, dat je zelf betaalt als de auto beschadigd raakt. Aan de balie krijg je het aanbod om dat eigen risico tegen een dagtarief af te kopen, wat soms meer kost dan de huurprijs zelf. Een vooraf afgesloten eigenrisicoverzekering of de dekking van sommige creditcards is vaak veel goedkoper – controleer wel of die geldt in het land waar je naartoe gaat.',
      ),
      h2('Lees de kleine lettertjes over brandstof en kilometers'),
      p(
        'Kies voor de regeling vol-vol: je haalt de auto op met een volle tank en levert hem vol weer in. Bij vooraf betaalde brandstof betaal je voor een volle tank tegen een hoge prijs en krijg je niets terug voor wat overblijft. Kijk ook of het aantal kilometers onbeperkt is, of er een toeslag voor jonge bestuurders geldt en wat inleveren op een andere locatie of een extra bestuurder kost.',
      ),
      ul(
        'Neem een creditcard mee op naam van de hoofdbestuurder, want veel verhuurders accepteren geen debitcard voor de borg.',
        'Zoek uit of je op je bestemming een internationaal rijbewijs nodig hebt.',
        'Reserveer kinderzitjes op tijd of neem je eigen mee, want huren is duur.',
        'Vergelijk ophalen op de luchthaven en in de stad, want luchthaventoeslagen kunnen hoog zijn.',
      ),
      h2('Controleer de auto bij ophalen en inleveren'),
      p(
        'Loop voor vertrek rondom de auto, film of fotografeer elke kras, elke deuk en de velgen, en zorg dat alle schade op het huurformulier staat. Maak bij het inleveren ook een foto van de brandstofmeter en de kilometerteller. Lever je de auto buiten openingstijden in, dan zijn die foto’s je beste bewijs tegen onterechte schadeclaims.',
      ),
    ],
    no: [
      h2('Forstå forsikringen før du bestiller'),
      p(
        'De fleste leiebiler har en grunnleggende skadeforsikring med høy egenandel, ofte mellom 1000 og 3000 euro, som du må betale hvis bilen blir skadet. Ved skranken får du tilbud om å redusere den til null mot et døgntillegg som kan bli høyere enn selve leieprisen. En egenandelsforsikring kjøpt på forhånd, eller dekningen som følger med enkelte kredittkort, er ofte mye billigere – men sjekk at den gjelder i landet du reiser til.',
      ),
      h2('Les det med liten skrift om drivstoff og kjørelengde'),
      p(
        'Velg fullt-til-fullt: Du henter bilen med full tank og leverer den full. Med forhåndsbetalt drivstoff betaler du for en hel tank til overpris og får ikke refundert det du ikke bruker. Sjekk også om det er fri kjørelengde, om det kommer et tillegg for unge sjåfører, og hva enveisleie eller en ekstra sjåfør koster.',
      ),
      ul(
        'Ta med et kredittkort i hovedsjåførens navn, for mange utleiere godtar ikke debetkort til depositumet.',
        'Finn ut om du trenger internasjonalt førerkort der du skal.',
        'Bestill barneseter i god tid eller ta med dine egne, for det er dyrt å leie dem.',
        'Sammenlign henting på flyplassen og i sentrum, siden flyplasstillegg kan være høye.',
      ),
      h2('Sjekk bilen ved henting og levering'),
      p(
        'Gå rundt bilen før du kjører, film eller fotografer alle riper, bulker og felgene, og sørg for at alle skader blir ført opp i leieavtalen. Ta også bilde av drivstoffmåleren og kilometertelleren når du leverer bilen. Leverer du utenom åpningstiden, er disse bildene det beste beviset ditt mot urimelige skadekrav.',
      ),
    ],
    pl: [
      h2('Zrozum ubezpieczenie przed rezerwacją'),
      p(
        'Większość wynajmów obejmuje podstawowe ubezpieczenie od uszkodzeń z wysokim udziałem własnym, często od 1000 do 3000 euro, który pokrywasz sam, jeśli auto zostanie uszkodzone. Przy odbiorze zaproponują Ci jego zniesienie za dzienną opłatą, która może przewyższyć samą cenę wynajmu. Osobne ubezpieczenie udziału własnego kupione z wyprzedzeniem albo ochrona dołączona do niektórych kart kredytowych jest zwykle znacznie tańsza – sprawdź tylko, czy obowiązuje w kraju, do którego jedziesz.',
      ),
      h2('Czytaj drobny druk o paliwie i kilometrach'),
      p(
        'Wybieraj zasadę „pełny–pełny”: odbierasz samochód z pełnym bakiem i oddajesz go zatankowanego do pełna. Przy opcjach z przedpłaconym paliwem płacisz za cały bak po zawyżonej cenie i nie dostajesz zwrotu za to, co zostanie. Sprawdź też, czy limit kilometrów jest nieograniczony, czy obowiązuje dopłata dla młodego kierowcy i ile kosztuje zwrot w innym miejscu lub dodatkowy kierowca.',
      ),
      ul(
        'Zabierz kartę kredytową na nazwisko głównego kierowcy, bo wiele firm nie przyjmuje kart debetowych do blokady kaucji.',
        'Sprawdź, czy w kraju docelowym potrzebujesz międzynarodowego prawa jazdy.',
        'Zarezerwuj foteliki dziecięce z wyprzedzeniem lub zabierz własne, bo ich wynajem jest drogi.',
        'Porównaj odbiór na lotnisku i w centrum miasta, ponieważ opłaty lotniskowe bywają wysokie.',
      ),
      h2('Sprawdź auto przy odbiorze i zwrocie'),
      p(
        'Przed odjazdem obejdź samochód dookoła, nagraj lub sfotografuj każdą rysę, każde wgniecenie i felgi, a potem upewnij się, że wszystkie uszkodzenia są wpisane do protokołu. Przy zwrocie zrób też zdjęcie wskaźnika paliwa i licznika kilometrów. Jeśli oddajesz auto poza godzinami otwarcia, te zdjęcia będą najlepszym dowodem w razie nieuzasadnionych roszczeń.',
      ),
    ],
    pt: [
      h2('Entenda o seguro antes de reservar'),
      p(
        'A maioria das locações inclui uma proteção básica contra danos com franquia alta, que no exterior costuma ficar entre 1.000 e 3.000 euros e é paga por você se o carro for danificado. No balcão, vão oferecer zerar essa franquia por uma taxa diária que pode superar o próprio valor do aluguel. Um seguro de franquia contratado com antecedência, ou a cobertura incluída em alguns cartões de crédito, costuma sair bem mais barato – só confira se ele vale no país de destino.',
      ),
      h2('Leia as letras miúdas sobre combustível e quilometragem'),
      p(
        'Escolha a política “tanque cheio/tanque cheio”: você retira o carro com o tanque cheio e devolve cheio. As opções de combustível pré-pago cobram um tanque inteiro a um preço salgado, sem reembolso do que sobrar. Verifique também se a quilometragem é livre, se há taxa para motorista jovem e quanto custam a devolução em outra loja ou um condutor adicional.',
      ),
      ul(
        'Leve um cartão de crédito no nome do motorista principal, pois muitas locadoras não aceitam cartão de débito para a caução.',
        'Verifique se você precisa da Permissão Internacional para Dirigir no destino.',
        'Reserve cadeirinhas infantis com antecedência ou leve as suas, porque o aluguel delas é caro.',
        'Compare a retirada no aeroporto e no centro da cidade, já que as taxas aeroportuárias podem ser altas.',
      ),
      h2('Faça a vistoria na retirada e na devolução'),
      p(
        'Antes de sair, dê uma volta ao redor do carro, filme ou fotografe cada arranhão, cada amassado e as rodas, e confirme que todos os danos estão registrados no contrato. Na devolução, fotografe também o marcador de combustível e o hodômetro. Se você devolver o carro fora do horário de funcionamento, essas fotos serão a sua melhor prova contra cobranças indevidas.',
      ),
    ],
    sv: [
      h2('Förstå försäkringen innan du bokar'),
      p(
        'De flesta hyrbilar har en grundläggande skadeförsäkring med hög självrisk, ofta mellan 1 000 och 3 000 euro, som du betalar om bilen skadas. Vid disken erbjuds du att sänka självrisken till noll mot en daglig avgift som kan bli högre än själva hyran. En separat självriskförsäkring som du köper i förväg, eller skyddet som ingår i vissa kreditkort, är ofta mycket billigare – kontrollera bara att den gäller i landet du reser till.',
      ),
      h2('Läs det finstilta om bränsle och körsträcka'),
      p(
        'Välj fullt-till-fullt: du hämtar bilen med full tank och lämnar tillbaka den full. Med förbetalt bränsle betalar du för en hel tank till överpris och får inget tillbaka för det som blir över. Kontrollera också om körsträckan är obegränsad, om det finns en avgift för unga förare och vad envägshyra eller en extra förare kostar.',
      ),
      ul(
        'Ta med ett kreditkort i huvudförarens namn, eftersom många uthyrare inte godtar betalkort för depositionen.',
        'Ta reda på om du behöver internationellt körkort på resmålet.',
        'Boka barnstolar i god tid eller ta med egna, eftersom de är dyra att hyra.',
        'Jämför upphämtning på flygplatsen och i stan, eftersom flygplatstillägg kan vara höga.',
      ),
      h2('Granska bilen vid hämtning och återlämning'),
      p(
        'Gå runt bilen innan du åker, filma eller fotografera varje repa, varje buckla och fälgarna, och se till att alla skador förs in i hyresavtalet. Fotografera också bränslemätaren och vägmätaren när du lämnar tillbaka bilen. Lämnar du bilen utanför öppettiderna är bilderna ditt bästa bevis mot orimliga skadekrav.',
      ),
    ],
  },
}

const travelAccessories: GuideSeed = {
  slug: 'travel-accessories-worth-packing',
  subcategory: 'travel-accessories',
  title: {
    en: 'Travel accessories that are actually worth packing',
    de: 'Reisezubehör, das sich wirklich lohnt',
    fr: 'Les accessoires de voyage qui valent vraiment le coup',
    it: 'Accessori da viaggio che valgono davvero la pena',
    es: 'Accesorios de viaje que de verdad merecen la pena',
    fi: 'Matkatarvikkeet, jotka todella kannattaa pakata',
    nl: 'Reisaccessoires die echt de moeite waard zijn',
    no: 'Reisetilbehør som faktisk er verdt å pakke',
    pl: 'Akcesoria podróżne, które naprawdę warto spakować',
    pt: 'Acessórios de viagem que realmente valem a pena',
    sv: 'Reseprylar som verkligen är värda att packa',
  },
  excerpt: {
    en: 'The right accessories make a trip more comfortable without filling your bag. These are the essentials worth buying and what to check before you do.',
    de: 'Das richtige Zubehör macht eine Reise bequemer, ohne das Gepäck zu füllen. Diese Dinge sind ihr Geld wert – und darauf sollten Sie vor dem Kauf achten.',
    fr: 'Les bons accessoires rendent un voyage plus confortable sans encombrer vos bagages. Voici l’essentiel à acheter et les points à vérifier avant de le faire.',
    it: 'Gli accessori giusti rendono il viaggio più comodo senza riempire la valigia. Ecco gli essenziali da comprare e cosa controllare prima di farlo.',
    es: 'Los accesorios adecuados hacen el viaje más cómodo sin llenar la maleta. Estos son los imprescindibles y lo que conviene comprobar antes de comprarlos.',
    fi: 'Oikeat tarvikkeet tekevät matkasta mukavamman täyttämättä laukkua. Tässä hankinnat, jotka ovat rahan arvoisia, ja asiat, jotka kannattaa tarkistaa ennen ostoa.',
    nl: 'Met de juiste accessoires reis je comfortabeler zonder dat je tas vol raakt. Dit zijn de essentials die hun geld waard zijn, en hier let je op voordat je koopt.',
    no: 'Riktig tilbehør gjør reisen mer behagelig uten å fylle bagasjen. Her er det som er verdt pengene, og hva du bør sjekke før du kjøper.',
    pl: 'Dobre akcesoria sprawiają, że podróż jest wygodniejsza, a bagaż nie pęka w szwach. Oto rzeczy warte swojej ceny i to, na co zwrócić uwagę przed zakupem.',
    pt: 'Os acessórios certos deixam a viagem mais confortável sem lotar a mala. Veja o que vale a pena comprar e o que conferir antes.',
    sv: 'Rätt tillbehör gör resan bekvämare utan att fylla väskan. Här är sakerna som är värda pengarna och vad du ska kontrollera innan du köper.',
  },
  body: {
    en: [
      h2('Start with the problems you actually have'),
      p(
        'Think about your last few trips: did your phone run out of battery, did you sleep badly on the plane or did your suitcase turn into chaos? Buy accessories that solve those specific problems instead of a full kit you will never use. A handful of well-made items will serve you better than a bag full of gadgets.',
      ),
      h2('Essentials worth considering'),
      ul(
        'A universal travel adapter with USB-C ports, so one plug charges several devices.',
        'A power bank of around 10,000 mAh, which most airlines allow in cabin baggage.',
        'Packing cubes that keep clothes sorted and compress them slightly.',
        'A memory-foam neck pillow that packs down small.',
        'Clear, resealable bags of up to one litre for liquids at security.',
      ),
      p(
        'Keep in mind that power banks must always travel in your hand luggage, never in checked bags. Above 100 Wh (about 27,000 mAh) you usually need the airline’s approval, so check the capacity printed on the device.',
      ),
      h2('Check quality and weight'),
      p(
        'Every gram counts when airlines weigh cabin bags, so compare item weights before you buy. Look for sturdy zips, reinforced seams and water-resistant fabrics on bags and organisers. For electronics, choose certified products with overcharge protection, as cheap chargers can overheat.',
      ),
    ],
    de: [
      h2('Gehen Sie von Ihren echten Problemen aus'),
      p(
        'Denken Sie an Ihre letzten Reisen: War der Handyakku leer, haben Sie im Flugzeug schlecht geschlafen oder herrschte im Koffer Chaos? Kaufen Sie Zubehör, das genau diese Probleme löst, statt eines kompletten Sets, das Sie nie benutzen. Wenige, gut verarbeitete Teile leisten mehr als eine Tasche voller Gadgets.',
      ),
      h2('Sinnvolle Grundausstattung'),
      ul(
        'Ein Universal-Reiseadapter mit USB-C-Anschlüssen, damit ein Stecker mehrere Geräte lädt.',
        'Eine Powerbank mit rund 10.000 mAh, die bei den meisten Airlines im Handgepäck erlaubt ist.',
        'Packwürfel, die Kleidung ordnen und leicht komprimieren.',
        'Ein Nackenkissen aus Memory-Schaum, das sich klein verstauen lässt.',
        'Durchsichtige, wiederverschließbare Beutel bis zu einem Liter für Flüssigkeiten bei der Sicherheitskontrolle.',
      ),
      p(
        'Wichtig: Powerbanks gehören immer ins Handgepäck, nie in den aufgegebenen Koffer. Ab 100 Wh (etwa 27.000 mAh) brauchen Sie meist die Zustimmung der Airline, prüfen Sie also die auf dem Gerät angegebene Kapazität.',
      ),
      h2('Auf Qualität und Gewicht achten'),
      p(
        'Wenn Airlines das Handgepäck wiegen, zählt jedes Gramm – vergleichen Sie also vor dem Kauf das Gewicht. Achten Sie bei Taschen und Organizern auf robuste Reißverschlüsse, verstärkte Nähte und wasserabweisende Stoffe. Wählen Sie bei Elektronik geprüfte Produkte mit Überladeschutz, denn billige Ladegeräte können überhitzen.',
      ),
    ],
    fr: [
      h2('Partez des problèmes que vous rencontrez vraiment'),
      p(
        'Repensez à vos derniers voyages : téléphone à plat, mauvaise nuit dans l’avion, valise en désordre ? Achetez des accessoires qui règlent ces problèmes précis plutôt qu’un kit complet dont vous ne vous servirez jamais. Quelques articles bien conçus vous rendront plus de services qu’un sac rempli de gadgets.',
      ),
      h2('Les indispensables à envisager'),
      ul(
        'Un adaptateur de voyage universel avec ports USB-C, pour recharger plusieurs appareils avec une seule prise.',
        'Une batterie externe d’environ 10 000 mAh, acceptée en cabine par la plupart des compagnies.',
        'Des cubes de rangement qui trient les vêtements et les compriment légèrement.',
        'Un coussin de voyage en mousse à mémoire de forme qui se range dans un petit volume.',
        'Des sachets transparents refermables d’un litre maximum pour les liquides au contrôle de sécurité.',
      ),
      p(
        'Attention : les batteries externes voyagent toujours en cabine, jamais en soute. Au-delà de 100 Wh (environ 27 000 mAh), l’accord de la compagnie est généralement nécessaire, alors vérifiez la capacité indiquée sur l’appareil.',
      ),
      h2('Vérifiez la qualité et le poids'),
      p(
        'Chaque gramme compte quand les compagnies pèsent les bagages cabine, comparez donc le poids des articles avant d’acheter. Sur les sacs et les organiseurs, privilégiez des fermetures éclair solides, des coutures renforcées et des tissus déperlants. Pour l’électronique, choisissez des produits certifiés et protégés contre la surcharge, car les chargeurs bas de gamme peuvent surchauffer.',
      ),
    ],
    it: [
      h2('Parti dai problemi che hai davvero'),
      p(
        'Ripensa agli ultimi viaggi: il telefono si è scaricato, hai dormito male in aereo o la valigia era nel caos? Compra accessori che risolvono proprio quei problemi invece di un kit completo che non userai mai. Pochi oggetti ben fatti ti saranno più utili di una borsa piena di gadget.',
      ),
      h2('Gli essenziali da considerare'),
      ul(
        'Un adattatore da viaggio universale con porte USB-C, per caricare più dispositivi con una sola presa.',
        'Un power bank da circa 10.000 mAh, ammesso nel bagaglio a mano dalla maggior parte delle compagnie.',
        'Dei cubi organizzatori che tengono in ordine i vestiti e li comprimono un po’.',
        'Un cuscino da viaggio in memory foam che occupa poco spazio.',
        'Sacchetti trasparenti richiudibili fino a un litro per i liquidi ai controlli di sicurezza.',
      ),
      p(
        'Attenzione: i power bank vanno sempre nel bagaglio a mano, mai in stiva. Oltre i 100 Wh (circa 27.000 mAh) di solito serve l’autorizzazione della compagnia, quindi controlla la capacità indicata sul dispositivo.',
      ),
      h2('Controlla qualità e peso'),
      p(
        'Quando le compagnie pesano il bagaglio a mano ogni grammo conta, quindi confronta il peso degli articoli prima di comprarli. Per borse e organizer scegli cerniere robuste, cuciture rinforzate e tessuti idrorepellenti. Per l’elettronica preferisci prodotti certificati e con protezione dal sovraccarico, perché i caricabatterie economici possono surriscaldarsi.',
      ),
    ],
    es: [
      h2('Parte de los problemas que realmente tienes'),
      p(
        'Piensa en tus últimos viajes: ¿se te acabó la batería del móvil, dormiste mal en el avión o la maleta era un caos? Compra accesorios que resuelvan esos problemas concretos en lugar de un kit completo que nunca usarás. Unos pocos artículos bien hechos te servirán más que una bolsa llena de cachivaches.',
      ),
      h2('Imprescindibles que conviene valorar'),
      ul(
        'Un adaptador de viaje universal con puertos USB-C, para cargar varios dispositivos con un solo enchufe.',
        'Una batería externa de unos 10.000 mAh, permitida en cabina por la mayoría de las aerolíneas.',
        'Cubos organizadores que mantienen la ropa ordenada y la comprimen un poco.',
        'Una almohada cervical de espuma viscoelástica que ocupe poco al guardarla.',
        'Bolsas transparentes con cierre de hasta un litro para los líquidos en el control de seguridad.',
      ),
      p(
        'Ojo: las baterías externas siempre deben ir en el equipaje de mano, nunca en la maleta facturada. Por encima de 100 Wh (unos 27.000 mAh) normalmente necesitas la autorización de la aerolínea, así que revisa la capacidad que figura en el aparato.',
      ),
      h2('Fíjate en la calidad y el peso'),
      p(
        'Cuando las aerolíneas pesan el equipaje de mano, cada gramo cuenta, así que compara el peso de los artículos antes de comprar. En bolsas y organizadores, busca cremalleras resistentes, costuras reforzadas y tejidos repelentes al agua. En electrónica, elige productos certificados y con protección contra sobrecarga, porque los cargadores baratos pueden sobrecalentarse.',
      ),
    ],
    fi: [
      h2('Lähde liikkeelle todellisista ongelmista'),
      p(
        'Mieti viimeisimpiä matkojasi: loppuiko puhelimesta akku, nukuitko huonosti lentokoneessa tai oliko matkalaukku yhtä sekasotkua? Osta tarvikkeita, jotka ratkaisevat juuri nämä ongelmat, äläkä kokonaista pakkausta, jota et koskaan käytä. Muutama laadukas tuote palvelee paremmin kuin laukullinen vempaimia.',
      ),
      h2('Harkitsemisen arvoiset perusvarusteet'),
      ul(
        'Yleismatkasovitin USB-C-porteilla, jolloin lataat yhdellä pistokkeella useita laitteita.',
        'Noin 10 000 mAh:n varavirtalähde, jonka useimmat lentoyhtiöt sallivat käsimatkatavaroissa.',
        'Pakkauspussit, jotka pitävät vaatteet järjestyksessä ja tiivistävät niitä hieman.',
        'Muistivaahtoinen niskatyyny, joka pakkautuu pieneen tilaan.',
        'Läpinäkyvät, suljettavat enintään litran pussit nesteille turvatarkastusta varten.',
      ),
      p(
        'Huomaa, että varavirtalähteet kuljetetaan aina käsimatkatavaroissa, ei koskaan ruumassa. Yli 100 Wh:n (noin 27 000 mAh) laitteisiin tarvitaan yleensä lentoyhtiön lupa, joten tarkista laitteeseen merkitty kapasiteetti.',
      ),
      h2('Kiinnitä huomiota laatuun ja painoon'),
      p(
        'Kun lentoyhtiöt punnitsevat käsimatkatavarat, jokainen gramma on tärkeä, joten vertaa tuotteiden painoa ennen ostoa. Valitse laukkuihin ja säilytyspusseihin tukevat vetoketjut, vahvistetut saumat ja vettähylkivät materiaalit. Suosi elektroniikassa sertifioituja tuotteita, joissa on ylilatautumissuoja, sillä halvat laturit voivat ylikuumentua.',
      ),
    ],
    nl: [
      h2('Ga uit van de problemen die je echt hebt'),
      p(
        'Denk terug aan je laatste reizen: was je telefoon leeg, sliep je slecht in het vliegtuig of was je koffer één grote chaos? Koop accessoires die precies die problemen oplossen in plaats van een complete set die je nooit gebruikt. Een paar goed gemaakte spullen helpen je meer dan een tas vol gadgets.',
      ),
      h2('Essentials om te overwegen'),
      ul(
        'Een universele reisadapter met USB-C-poorten, zodat je met één stekker meerdere apparaten oplaadt.',
        'Een powerbank van ongeveer 10.000 mAh, die bij de meeste maatschappijen in de handbagage mag.',
        'Packing cubes die je kleding ordenen en een beetje samendrukken.',
        'Een nekkussen van traagschuim dat klein in te pakken is.',
        'Doorzichtige, hersluitbare zakjes van maximaal een liter voor vloeistoffen bij de beveiliging.',
      ),
      p(
        'Let op: powerbanks moeten altijd in de handbagage, nooit in de ruimbagage. Boven 100 Wh (ongeveer 27.000 mAh) heb je meestal toestemming van de luchtvaartmaatschappij nodig, dus controleer de capaciteit die op het apparaat staat.',
      ),
      h2('Let op kwaliteit en gewicht'),
      p(
        'Als luchtvaartmaatschappijen de handbagage wegen, telt elke gram, dus vergelijk het gewicht voordat je iets koopt. Kies bij tassen en organizers voor stevige ritsen, verstevigde naden en waterafstotende stof. Ga bij elektronica voor gecertificeerde producten met overlaadbeveiliging, want goedkope opladers kunnen oververhit raken.',
      ),
    ],
    no: [
      h2('Ta utgangspunkt i problemene du faktisk har'),
      p(
        'Tenk tilbake på de siste reisene dine: Gikk mobilen tom for strøm, sov du dårlig på flyet, eller var kofferten et eneste kaos? Kjøp tilbehør som løser akkurat de problemene, i stedet for et komplett sett du aldri bruker. Noen få gjennomtenkte ting gjør mer nytte enn en veske full av dingser.',
      ),
      h2('Grunnutstyr som er verdt å vurdere'),
      ul(
        'En universal reiseadapter med USB-C-porter, så én plugg lader flere enheter.',
        'En powerbank på rundt 10 000 mAh, som de fleste flyselskaper tillater i håndbagasjen.',
        'Pakkekuber som holder orden på klærne og komprimerer dem litt.',
        'En nakkepute i memoryskum som tar lite plass.',
        'Gjennomsiktige, gjenlukkbare poser på inntil én liter til væsker i sikkerhetskontrollen.',
      ),
      p(
        'Husk at powerbanker alltid skal i håndbagasjen, aldri i innsjekket bagasje. Over 100 Wh (omtrent 27 000 mAh) trenger du som regel godkjenning fra flyselskapet, så sjekk kapasiteten som står på enheten.',
      ),
      h2('Se etter kvalitet og lav vekt'),
      p(
        'Når flyselskapene veier håndbagasjen, teller hvert gram, så sammenlign vekten før du kjøper. Se etter solide glidelåser, forsterkede sømmer og vannavstøtende stoff på vesker og oppbevaringsposer. Velg sertifisert elektronikk med overladingsvern, for billige ladere kan bli overopphetet.',
      ),
    ],
    pl: [
      h2('Zacznij od problemów, które naprawdę masz'),
      p(
        'Przypomnij sobie ostatnie wyjazdy: czy telefon się rozładowywał, sen w samolocie był kiepski, a w walizce panował bałagan? Kupuj akcesoria, które rozwiązują właśnie te problemy, zamiast kompletnego zestawu, którego nigdy nie użyjesz. Kilka dobrze wykonanych rzeczy przyda się bardziej niż torba pełna gadżetów.',
      ),
      h2('Podstawowe wyposażenie, które warto rozważyć'),
      ul(
        'Uniwersalny adapter podróżny z portami USB-C, aby jedną wtyczką ładować kilka urządzeń.',
        'Powerbank o pojemności około 10 000 mAh, który większość linii dopuszcza w bagażu podręcznym.',
        'Organizery do walizki, które porządkują ubrania i lekko je kompresują.',
        'Poduszka podróżna z pianki z pamięcią kształtu, która zajmuje mało miejsca.',
        'Przezroczyste, zamykane woreczki o pojemności do litra na płyny do kontroli bezpieczeństwa.',
      ),
      p(
        'Pamiętaj, że powerbanki zawsze przewozi się w bagażu podręcznym, nigdy w rejestrowanym. Powyżej 100 Wh (ok. 27 000 mAh) zwykle potrzebna jest zgoda przewoźnika, więc sprawdź pojemność podaną na urządzeniu.',
      ),
      h2('Zwróć uwagę na jakość i wagę'),
      p(
        'Gdy linie lotnicze ważą bagaż podręczny, liczy się każdy gram, więc przed zakupem porównaj wagę produktów. W torbach i organizerach szukaj mocnych zamków, wzmocnionych szwów i materiałów odpornych na wodę. W elektronice wybieraj produkty z certyfikatami bezpieczeństwa i zabezpieczeniem przed przeładowaniem, bo tanie ładowarki mogą się przegrzewać.',
      ),
    ],
    pt: [
      h2('Comece pelos problemas que você realmente tem'),
      p(
        'Pense nas suas últimas viagens: a bateria do celular acabou, você dormiu mal no avião ou a mala virou uma bagunça? Compre acessórios que resolvam esses problemas específicos em vez de um kit completo que você nunca vai usar. Poucos itens bem feitos vão ser mais úteis do que uma bolsa cheia de bugigangas.',
      ),
      h2('Itens essenciais para considerar'),
      ul(
        'Um adaptador de tomada universal com portas USB-C, para carregar vários aparelhos com um só plugue.',
        'Um carregador portátil de cerca de 10.000 mAh, permitido na bagagem de mão pela maioria das companhias.',
        'Organizadores de mala que mantêm as roupas separadas e as compactam um pouco.',
        'Um travesseiro de pescoço de espuma viscoelástica que ocupe pouco espaço.',
        'Saquinhos transparentes com fecho de até um litro para os líquidos na inspeção de segurança.',
      ),
      p(
        'Atenção: carregadores portáteis devem ir sempre na bagagem de mão, nunca na despachada. Acima de 100 Wh (cerca de 27.000 mAh), normalmente é preciso autorização da companhia, então confira a capacidade impressa no aparelho.',
      ),
      h2('Observe a qualidade e o peso'),
      p(
        'Quando a companhia pesa a bagagem de mão, cada grama conta, então compare o peso dos itens antes de comprar. Em bolsas e organizadores, procure zíperes resistentes, costuras reforçadas e tecidos que repelem água. Em eletrônicos, prefira produtos certificados e com proteção contra sobrecarga, porque carregadores baratos podem superaquecer.',
      ),
    ],
    sv: [
      h2('Utgå från de problem du faktiskt har'),
      p(
        'Tänk på dina senaste resor: tog mobilbatteriet slut, sov du dåligt på planet eller var resväskan ett enda kaos? Köp tillbehör som löser just de problemen i stället för ett komplett kit som du aldrig använder. Några få välgjorda saker gör mer nytta än en väska full av prylar.',
      ),
      h2('Grundutrustning värd att överväga'),
      ul(
        'En universell reseadapter med USB-C-uttag, så att en kontakt laddar flera enheter.',
        'En powerbank på runt 10 000 mAh, som de flesta flygbolag tillåter i handbagaget.',
        'Packkuber som håller ordning på kläderna och komprimerar dem lite.',
        'En nackkudde i memoryskum som går att packa litet.',
        'Genomskinliga, återförslutningsbara påsar på högst en liter för vätskor i säkerhetskontrollen.',
      ),
      p(
        'Tänk på att powerbanks alltid ska ligga i handbagaget, aldrig i incheckat bagage. Över 100 Wh (ungefär 27 000 mAh) krävs oftast flygbolagets godkännande, så kontrollera kapaciteten som står på enheten.',
      ),
      h2('Titta på kvalitet och vikt'),
      p(
        'När flygbolagen väger handbagaget räknas varje gram, så jämför vikten innan du köper. Leta efter kraftiga dragkedjor, förstärkta sömmar och vattenavvisande tyg på väskor och förvaringspåsar. Välj certifierad elektronik med överladdningsskydd, eftersom billiga laddare kan bli överhettade.',
      ),
    ],
  },
}

const books: GuideSeed = {
  slug: 'buying-books-formats-and-editions',
  subcategory: 'books',
  title: {
    en: 'How to buy books: formats, editions and saving money',
    de: 'Bücher kaufen: Formate, Ausgaben und Spartipps',
    fr: 'Acheter des livres : formats, éditions et bons plans',
    it: 'Comprare libri: formati, edizioni e come risparmiare',
    es: 'Comprar libros: formatos, ediciones y cómo ahorrar',
    fi: 'Kirjojen ostaminen: formaatit, painokset ja säästövinkit',
    nl: 'Boeken kopen: formaten, edities en slim besparen',
    no: 'Slik kjøper du bøker: formater, utgaver og sparetips',
    pl: 'Jak kupować książki: formaty, wydania i oszczędzanie',
    pt: 'Como comprar livros: formatos, edições e economia',
    sv: 'Köpa böcker: format, utgåvor och smarta spartips',
  },
  excerpt: {
    en: 'Hardcover, paperback or second-hand? Here is how to pick the right format and edition for each book and build your library without overspending.',
    de: 'Gebunden, Taschenbuch oder gebraucht? So finden Sie für jedes Buch das passende Format und die richtige Ausgabe – und bauen Ihre Bibliothek auf, ohne zu viel auszugeben.',
    fr: 'Relié, poche ou d’occasion ? Voici comment choisir le bon format et la bonne édition pour chaque livre, et constituer votre bibliothèque sans trop dépenser.',
    it: 'Copertina rigida, tascabile o usato? Ecco come scegliere il formato e l’edizione giusti per ogni libro e costruire la tua biblioteca senza spendere troppo.',
    es: '¿Tapa dura, bolsillo o de segunda mano? Te contamos cómo elegir el formato y la edición adecuados para cada libro y ampliar tu biblioteca sin gastar de más.',
    fi: 'Kovakantinen, pokkari vai käytetty? Näin valitset jokaiselle kirjalle sopivan formaatin ja painoksen ja kartutat kirjastoasi ilman turhia kuluja.',
    nl: 'Gebonden, paperback of tweedehands? Zo kies je voor elk boek het juiste formaat en de juiste editie, en bouw je je boekenkast op zonder te veel uit te geven.',
    no: 'Innbundet, pocket eller brukt? Slik velger du riktig format og utgave for hver bok og bygger opp bokhylla uten å bruke for mye.',
    pl: 'Twarda oprawa, wydanie kieszonkowe czy używana książka? Oto jak dobrać format i wydanie do każdego tytułu i budować domową bibliotekę bez przepłacania.',
    pt: 'Capa dura, edição de bolso ou usado? Veja como escolher o formato e a edição certos para cada livro e montar a sua biblioteca sem gastar demais.',
    sv: 'Inbunden, pocket eller begagnad? Så väljer du rätt format och utgåva för varje bok och bygger upp din boksamling utan att lägga för mycket pengar.',
  },
  body: {
    en: [
      h2('Choose the right format'),
      p(
        'Hardcovers are durable and make good gifts, but they are heavier and often cost twice as much as the paperback. Mass-market paperbacks are the cheapest and easiest to carry, though the small print and thin paper are not for everyone. For a novel you will read once, a paperback is usually enough; reference books, cookbooks and titles you will reread last longer in hardcover.',
      ),
      h2('Pay attention to the edition'),
      p(
        'For classics and translated works, the edition matters as much as the title. Check who the translator is, whether the text is unabridged and whether there are notes or an introduction, which is especially useful for students. If a course requires a specific edition, compare the ISBN so that the page numbers match.',
      ),
      ul(
        'Search by ISBN to make sure you get exactly the same edition, especially when buying second-hand.',
        'Buy classics and older titles second-hand, as they are often in good condition.',
        'Learn the condition grades: “like new”, “very good” and “acceptable” differ a lot.',
        'Check your local library before buying a book you may only read once.',
      ),
      h2('Buying books as a gift'),
      p(
        'If you are not sure what someone has already read, choose a new release or a beautifully illustrated edition of a favourite. Ask for a gift receipt so the book can be exchanged. A short handwritten dedication on the first page makes even an inexpensive paperback feel personal.',
      ),
    ],
    de: [
      h2('Das passende Format wählen'),
      p(
        'Gebundene Bücher sind langlebig und eignen sich gut als Geschenk, sind aber schwerer und kosten oft doppelt so viel wie das Taschenbuch. Taschenbücher sind am günstigsten und lassen sich leicht mitnehmen, auch wenn die kleine Schrift und das dünne Papier nicht jedermanns Sache sind. Für einen Roman, den Sie einmal lesen, reicht meist das Taschenbuch; Sachbücher, Kochbücher und Lieblingstitel halten gebunden länger.',
      ),
      h2('Auf die Ausgabe achten'),
      p(
        'Bei Klassikern und übersetzten Werken ist die Ausgabe genauso wichtig wie der Titel. Prüfen Sie, wer übersetzt hat, ob der Text ungekürzt ist und ob es Anmerkungen oder ein Nachwort gibt – das ist besonders für Schüler und Studierende hilfreich. Wird im Unterricht eine bestimmte Ausgabe verlangt, vergleichen Sie die ISBN, damit die Seitenzahlen übereinstimmen.',
      ),
      ul(
        'Suchen Sie nach der ISBN, um sicher genau dieselbe Ausgabe zu bekommen, vor allem beim Gebrauchtkauf.',
        'Kaufen Sie Klassiker und ältere Titel gebraucht, denn sie sind oft gut erhalten.',
        'Lernen Sie die Zustandsangaben kennen: „wie neu“, „sehr gut“ und „akzeptabel“ unterscheiden sich deutlich.',
        'Schauen Sie in der Stadtbibliothek nach, bevor Sie ein Buch kaufen, das Sie nur einmal lesen.',
      ),
      h2('Bücher verschenken'),
      p(
        'Wenn Sie nicht wissen, was die beschenkte Person schon gelesen hat, wählen Sie eine Neuerscheinung oder eine schön illustrierte Ausgabe eines Lieblingsbuchs. Lassen Sie sich einen Geschenkbeleg geben, damit das Buch umgetauscht werden kann. Eine kurze handschriftliche Widmung auf der ersten Seite macht selbst ein günstiges Taschenbuch zu etwas Persönlichem.',
      ),
    ],
    fr: [
      h2('Choisir le bon format'),
      p(
        'Les livres reliés sont solides et font de beaux cadeaux, mais ils sont plus lourds et coûtent souvent deux fois plus cher que l’édition de poche. Le poche est le format le plus économique et le plus facile à emporter, même si les petits caractères et le papier fin ne conviennent pas à tout le monde. Pour un roman que vous lirez une fois, le poche suffit généralement ; les ouvrages de référence, les livres de cuisine et les titres que vous relirez dureront plus longtemps en grand format.',
      ),
      h2('Faire attention à l’édition'),
      p(
        'Pour les classiques et les œuvres traduites, l’édition compte autant que le titre. Vérifiez qui signe la traduction, si le texte est intégral et s’il comporte des notes ou une préface, ce qui est particulièrement utile aux élèves et aux étudiants. Si un enseignant exige une édition précise, comparez l’ISBN pour que la pagination corresponde.',
      ),
      ul(
        'Recherchez par ISBN pour être sûr d’obtenir exactement la même édition, surtout en occasion.',
        'Achetez d’occasion les classiques et les titres plus anciens, souvent en bon état.',
        'Apprenez à lire les états : « comme neuf », « très bon état » et « état correct » font une vraie différence.',
        'Passez par la bibliothèque municipale avant d’acheter un livre que vous ne lirez qu’une fois.',
      ),
      h2('Offrir un livre'),
      p(
        'Si vous ne savez pas ce que la personne a déjà lu, misez sur une nouveauté ou sur une belle édition illustrée d’un livre qu’elle aime. Demandez un ticket cadeau pour qu’elle puisse l’échanger. Un petit mot manuscrit sur la première page rend personnel même un livre de poche bon marché.',
      ),
    ],
    it: [
      h2('Scegliere il formato giusto'),
      p(
        'I libri con copertina rigida sono resistenti e perfetti da regalare, ma pesano di più e costano spesso il doppio dell’edizione tascabile. I tascabili sono i più economici e comodi da portare con sé, anche se i caratteri piccoli e la carta sottile non piacciono a tutti. Per un romanzo che leggerai una volta di solito basta il tascabile; manuali, libri di cucina e titoli che rileggerai durano di più in edizione rilegata.',
      ),
      h2('Fare attenzione all’edizione'),
      p(
        'Per i classici e le opere tradotte l’edizione conta quanto il titolo. Controlla chi firma la traduzione, se il testo è integrale e se ci sono note o un’introduzione, molto utili per gli studenti. Se l’insegnante richiede un’edizione precisa, confronta il codice ISBN in modo che i numeri di pagina corrispondano.',
      ),
      ul(
        'Cerca per ISBN per essere sicuro di trovare esattamente la stessa edizione, soprattutto nell’usato.',
        'Compra usati i classici e i titoli meno recenti, che spesso sono in buone condizioni.',
        'Impara a leggere le condizioni: «come nuovo», «ottimo» e «accettabile» sono molto diversi.',
        'Passa in biblioteca prima di comprare un libro che leggerai una volta sola.',
      ),
      h2('Regalare un libro'),
      p(
        'Se non sai cosa ha già letto la persona, punta su una novità o su una bella edizione illustrata di un libro che ama. Chiedi uno scontrino di cortesia, così potrà cambiarlo. Una breve dedica scritta a mano sulla prima pagina rende personale anche un tascabile economico.',
      ),
    ],
    es: [
      h2('Elige el formato adecuado'),
      p(
        'Los libros de tapa dura son resistentes y quedan muy bien como regalo, pero pesan más y suelen costar el doble que la edición de bolsillo. Los libros de bolsillo son los más baratos y fáciles de llevar, aunque la letra pequeña y el papel fino no convencen a todo el mundo. Para una novela que vas a leer una vez suele bastar con el bolsillo; las obras de consulta, los libros de cocina y los títulos que releerás aguantan mucho más en tapa dura.',
      ),
      h2('Presta atención a la edición'),
      p(
        'En los clásicos y las obras traducidas, la edición importa tanto como el título. Comprueba quién firma la traducción, si el texto es íntegro y si incluye notas o un prólogo, algo especialmente útil para estudiantes. Si en clase piden una edición concreta, compara el ISBN para que coincida la paginación.',
      ),
      ul(
        'Busca por ISBN para asegurarte de que compras exactamente la misma edición, sobre todo de segunda mano.',
        'Compra de segunda mano los clásicos y los títulos más antiguos, que suelen estar en buen estado.',
        'Aprende a interpretar el estado: «como nuevo», «muy bueno» y «aceptable» son muy distintos.',
        'Consulta la biblioteca pública antes de comprar un libro que quizá leas una sola vez.',
      ),
      h2('Regalar libros'),
      p(
        'Si no sabes qué ha leído ya la otra persona, apuesta por una novedad o por una bonita edición ilustrada de un libro que le guste. Pide un tique regalo para que pueda cambiarlo. Una breve dedicatoria escrita a mano en la primera página hace que hasta un libro de bolsillo barato resulte personal.',
      ),
    ],
    fi: [
      h2('Valitse oikea formaatti'),
      p(
        'Kovakantiset kirjat ovat kestäviä ja sopivat hyvin lahjaksi, mutta ne painavat enemmän ja maksavat usein kaksi kertaa niin paljon kuin pokkari. Pokkarit ovat edullisimpia ja helppoja kuljettaa, vaikka pieni fontti ja ohut paperi eivät miellytä kaikkia. Kerran luettavaksi romaaniksi pokkari riittää yleensä hyvin, mutta käsikirjat, keittokirjat ja kirjat, joihin palaat uudelleen, kestävät kovakantisina pidempään.',
      ),
      h2('Kiinnitä huomiota painokseen'),
      p(
        'Klassikoissa ja käännöskirjallisuudessa painos on yhtä tärkeä kuin itse teos. Tarkista, kuka on kääntänyt kirjan, onko teksti lyhentämätön ja onko mukana selityksiä tai johdanto, mikä on erityisen hyödyllistä opiskelijoille. Jos opettaja vaatii tietyn painoksen, vertaa ISBN-tunnusta, jotta sivunumerot täsmäävät.',
      ),
      ul(
        'Hae ISBN-tunnuksella, niin saat varmasti täsmälleen saman painoksen, etenkin käytettynä ostaessasi.',
        'Osta klassikot ja vanhemmat teokset käytettyinä, sillä ne ovat usein hyvässä kunnossa.',
        'Opettele kuntoluokitukset: ”kuin uusi”, ”erittäin hyvä” ja ”kohtalainen” eroavat paljon toisistaan.',
        'Tarkista kirjaston valikoima ennen kuin ostat kirjan, jonka luet vain kerran.',
      ),
      h2('Kirja lahjaksi'),
      p(
        'Jos et tiedä, mitä saaja on jo lukenut, valitse uutuus tai kauniisti kuvitettu painos hänen lempikirjastaan. Pyydä kaupasta lahjakuitti, jotta kirjan voi vaihtaa. Lyhyt käsin kirjoitettu omistuskirjoitus ensimmäisellä sivulla tekee edullisestakin pokkarista henkilökohtaisen.',
      ),
    ],
    nl: [
      h2('Kies het juiste formaat'),
      p(
        'Gebonden boeken zijn stevig en mooi als cadeau, maar ze zijn zwaarder en kosten vaak twee keer zoveel als de paperback. Pockets zijn het goedkoopst en makkelijk mee te nemen, al zijn de kleine letters en het dunne papier niet voor iedereen. Voor een roman die je één keer leest is een paperback of pocket meestal genoeg; naslagwerken, kookboeken en boeken die je vaker leest gaan gebonden langer mee.',
      ),
      h2('Let op de editie'),
      p(
        'Bij klassiekers en vertaalde boeken is de editie net zo belangrijk als de titel. Kijk wie de vertaler is, of de tekst onverkort is en of er aantekeningen of een inleiding bij zitten, wat vooral handig is voor scholieren en studenten. Vraagt een docent om een bepaalde editie, vergelijk dan het ISBN zodat de paginanummers kloppen.',
      ),
      ul(
        'Zoek op ISBN om zeker te weten dat je precies dezelfde editie koopt, vooral tweedehands.',
        'Koop klassiekers en oudere titels tweedehands, want die zijn vaak nog in goede staat.',
        'Leer de staatomschrijvingen kennen: ‘als nieuw’, ‘zeer goed’ en ‘redelijk’ verschillen flink.',
        'Kijk eerst in de bibliotheek voordat je een boek koopt dat je maar één keer leest.',
      ),
      h2('Boeken cadeau geven'),
      p(
        'Weet je niet wat iemand al gelezen heeft, kies dan een nieuwe titel of een mooi geïllustreerde uitgave van een lievelingsboek. Vraag om een ruilbonnetje, zodat het boek geruild kan worden. Een korte handgeschreven opdracht op de eerste pagina maakt zelfs een goedkope pocket persoonlijk.',
      ),
    ],
    no: [
      h2('Velg riktig format'),
      p(
        'Innbundne bøker er solide og fine som gave, men de er tyngre og koster ofte dobbelt så mye som pocketutgaven. Pocketbøker er billigst og lette å ta med seg, selv om liten skrift og tynt papir ikke passer for alle. Til en roman du leser én gang holder det som regel med pocket, mens oppslagsverk, kokebøker og bøker du vil lese flere ganger, varer lenger innbundet.',
      ),
      h2('Følg med på utgaven'),
      p(
        'For klassikere og oversatte verk er utgaven like viktig som tittelen. Sjekk hvem som har oversatt, om teksten er uforkortet og om den har kommentarer eller et forord, noe som er særlig nyttig for elever og studenter. Krever læreren en bestemt utgave, bør du sammenligne ISBN-nummeret slik at sidetallene stemmer.',
      ),
      ul(
        'Søk på ISBN for å være sikker på at du får nøyaktig samme utgave, særlig når du kjøper brukt.',
        'Kjøp klassikere og eldre titler brukt, for de er ofte i god stand.',
        'Lær deg tilstandsbeskrivelsene: «som ny», «meget god» og «akseptabel» er svært forskjellige.',
        'Sjekk biblioteket før du kjøper en bok du kanskje bare leser én gang.',
      ),
      h2('Bøker som gave'),
      p(
        'Hvis du ikke vet hva mottakeren allerede har lest, kan du velge en nyhet eller en vakkert illustrert utgave av en favorittbok. Be om gavekvittering, slik at boken kan byttes. En kort håndskrevet hilsen på første side gjør selv en billig pocketbok personlig.',
      ),
    ],
    pl: [
      h2('Wybierz odpowiedni format'),
      p(
        'Książki w twardej oprawie są trwałe i świetnie nadają się na prezent, ale są cięższe i często kosztują dwa razy więcej niż wydanie w miękkiej oprawie. Wydania kieszonkowe są najtańsze i najłatwiej je zabrać ze sobą, choć drobny druk i cienki papier nie każdemu odpowiadają. Do powieści czytanej raz zwykle wystarczy miękka oprawa, natomiast poradniki, książki kucharskie i tytuły, do których wracasz, dłużej wytrzymają w twardej.',
      ),
      h2('Zwróć uwagę na wydanie'),
      p(
        'W przypadku klasyki i literatury tłumaczonej wydanie jest równie ważne jak tytuł. Sprawdź, kto jest tłumaczem, czy tekst nie jest skrócony i czy zawiera przypisy lub wstęp, co szczególnie przydaje się uczniom i studentom. Jeśli nauczyciel wymaga konkretnego wydania, porównaj numer ISBN, aby zgadzała się numeracja stron.',
      ),
      ul(
        'Szukaj po numerze ISBN, aby mieć pewność, że kupujesz dokładnie to samo wydanie, zwłaszcza z drugiej ręki.',
        'Klasykę i starsze tytuły kupuj używane – często są w dobrym stanie.',
        'Naucz się rozróżniać opisy stanu: „jak nowa”, „bardzo dobry” i „dostateczny” to spora różnica.',
        'Zajrzyj do biblioteki, zanim kupisz książkę, którą przeczytasz tylko raz.',
      ),
      h2('Książka na prezent'),
      p(
        'Jeśli nie wiesz, co obdarowana osoba już przeczytała, postaw na nowość albo pięknie ilustrowane wydanie jej ulubionej książki. Poproś o paragon prezentowy, aby można było ją wymienić. Krótka odręczna dedykacja na pierwszej stronie sprawi, że nawet tanie wydanie kieszonkowe stanie się osobistym upominkiem.',
      ),
    ],
    pt: [
      h2('Escolha o formato certo'),
      p(
        'Livros de capa dura são resistentes e ótimos para presentear, mas pesam mais e costumam custar o dobro da edição em brochura. As edições de bolso são as mais baratas e fáceis de carregar, embora a letra pequena e o papel fino não agradem a todos. Para um romance que você vai ler uma vez, a brochura costuma bastar; já livros de consulta, de receitas e títulos que você vai reler duram mais em capa dura.',
      ),
      h2('Preste atenção à edição'),
      p(
        'Nos clássicos e nas obras traduzidas, a edição importa tanto quanto o título. Veja quem assina a tradução, se o texto é integral e se há notas ou um prefácio, algo especialmente útil para estudantes. Se o professor pedir uma edição específica, compare o ISBN para que a numeração das páginas seja a mesma.',
      ),
      ul(
        'Pesquise pelo ISBN para ter certeza de que está comprando exatamente a mesma edição, principalmente em sebos.',
        'Compre clássicos e títulos mais antigos usados, que muitas vezes estão em bom estado.',
        'Entenda as descrições de estado: “como novo”, “muito bom” e “aceitável” fazem muita diferença.',
        'Consulte a biblioteca pública antes de comprar um livro que você talvez leia só uma vez.',
      ),
      h2('Livros de presente'),
      p(
        'Se você não sabe o que a pessoa já leu, aposte em um lançamento ou em uma bela edição ilustrada de um livro de que ela gosta. Peça um cupom de troca para que o livro possa ser trocado. Uma dedicatória curta escrita à mão na primeira página dá um toque pessoal até a uma edição de bolso barata.',
      ),
    ],
    sv: [
      h2('Välj rätt format'),
      p(
        'Inbundna böcker är tåliga och passar bra som present, men de är tyngre och kostar ofta dubbelt så mycket som pocketutgåvan. Pocketböcker är billigast och lätta att ta med, även om den lilla stilen och det tunna pappret inte passar alla. Till en roman som du läser en gång räcker oftast en pocket, medan uppslagsverk, kokböcker och favoriter du läser om håller längre inbundna.',
      ),
      h2('Tänk på utgåvan'),
      p(
        'För klassiker och översatta verk är utgåvan lika viktig som titeln. Kontrollera vem som har översatt, om texten är oförkortad och om det finns kommentarer eller ett förord, vilket är särskilt användbart för elever och studenter. Kräver läraren en viss utgåva, jämför ISBN-numret så att sidnumren stämmer.',
      ),
      ul(
        'Sök på ISBN för att vara säker på att du får exakt samma utgåva, särskilt när du köper begagnat.',
        'Köp klassiker och äldre titlar begagnade – de är ofta i gott skick.',
        'Lär dig skickbeskrivningarna: ”nyskick”, ”mycket gott skick” och ”godtagbart skick” skiljer sig mycket åt.',
        'Kolla biblioteket innan du köper en bok som du kanske bara läser en gång.',
      ),
      h2('Böcker som present'),
      p(
        'Om du inte vet vad mottagaren redan har läst kan du välja en nyutkommen titel eller en vackert illustrerad utgåva av en favoritbok. Be om ett presentkvitto så att boken kan bytas. En kort handskriven hälsning på första sidan gör även en billig pocket personlig.',
      ),
    ],
  },
}

const ebooks: GuideSeed = {
  slug: 'ebooks-and-e-readers-buying-guide',
  subcategory: 'ebooks',
  title: {
    en: 'E-books and e-readers: what to know before you buy',
    de: 'E-Books und E-Reader: Das sollten Sie vor dem Kauf wissen',
    fr: 'Livres numériques et liseuses : ce qu’il faut savoir avant d’acheter',
    it: 'Ebook ed e-reader: cosa sapere prima di comprare',
    es: 'Libros electrónicos y lectores: lo que debes saber antes de comprar',
    fi: 'E-kirjat ja lukulaitteet: mitä tietää ennen ostoa',
    nl: 'E-books en e-readers: wat je moet weten voordat je koopt',
    no: 'E-bøker og lesebrett: dette bør du vite før du kjøper',
    pl: 'E-booki i czytniki: co warto wiedzieć przed zakupem',
    pt: 'E-books e leitores digitais: o que saber antes de comprar',
    sv: 'E-böcker och läsplattor: det här ska du veta innan du köper',
  },
  excerpt: {
    en: 'An e-reader can hold thousands of books, but the device and the shop you choose decide which titles you can read. Here is what to compare.',
    de: 'Ein E-Reader fasst Tausende Bücher, doch Gerät und Shop bestimmen, welche Titel Sie lesen können. Darauf kommt es beim Vergleich an.',
    fr: 'Une liseuse peut contenir des milliers de livres, mais l’appareil et la librairie choisis déterminent les titres que vous pourrez lire. Voici ce qu’il faut comparer.',
    it: 'Un e-reader può contenere migliaia di libri, ma il dispositivo e il negozio che scegli decidono quali titoli potrai leggere. Ecco cosa confrontare.',
    es: 'Un lector electrónico puede almacenar miles de libros, pero el dispositivo y la tienda que elijas determinan qué títulos podrás leer. Esto es lo que debes comparar.',
    fi: 'Lukulaitteeseen mahtuu tuhansia kirjoja, mutta valitsemasi laite ja kauppa ratkaisevat, mitä voit lukea. Tässä vertailun tärkeimmät kohdat.',
    nl: 'Op een e-reader passen duizenden boeken, maar het apparaat en de winkel die je kiest bepalen welke titels je kunt lezen. Dit zijn de punten om te vergelijken.',
    no: 'Et lesebrett kan romme tusenvis av bøker, men enheten og butikken du velger, avgjør hvilke titler du kan lese. Her er det du bør sammenligne.',
    pl: 'Czytnik pomieści tysiące książek, ale to urządzenie i księgarnia decydują o tym, jakie tytuły będą dla Ciebie dostępne. Oto co warto porównać.',
    pt: 'Um leitor digital guarda milhares de livros, mas o aparelho e a loja que você escolhe definem quais títulos poderá ler. Veja o que comparar.',
    sv: 'En läsplatta rymmer tusentals böcker, men enheten och butiken du väljer avgör vilka titlar du kan läsa. Här är det du ska jämföra.',
  },
  body: {
    en: [
      h2('E-reader or tablet?'),
      p(
        'A dedicated e-reader with an electronic ink screen is easy on the eyes, readable in direct sunlight and runs for weeks on one charge. A tablet handles colour comics, cookbooks and magazines better, but its bright backlit screen is more tiring during long reading sessions. If you mainly read novels, an e-reader is the better buy.',
      ),
      h2('Features that make a difference'),
      ul(
        'A sharp screen of around 300 pixels per inch, so text looks like print.',
        'An adjustable warm front light for comfortable reading in the evening.',
        'Waterproofing if you like to read in the bath or on the beach.',
        'Physical page-turn buttons, which are handy when reading with one hand.',
        'Enough storage for audiobooks if you want to listen as well.',
      ),
      p(
        'Screens of 6 to 7 inches suit most readers and fit in a jacket pocket. Larger 8- to 10-inch models are better for PDFs, sheet music and textbooks, but they are heavier and more expensive.',
      ),
      h2('Formats, shops and libraries'),
      p(
        'Many e-book shops tie their titles to their own devices through copy protection, so check which formats an e-reader supports before you commit. Devices that open the open EPUB format give you more freedom to buy from different shops. Many public libraries also lend e-books for free, so check whether your reader works with your library’s lending service.',
      ),
    ],
    de: [
      h2('E-Reader oder Tablet?'),
      p(
        'Ein E-Reader mit E-Ink-Display schont die Augen, ist auch in praller Sonne gut lesbar und hält mit einer Akkuladung wochenlang durch. Ein Tablet eignet sich besser für farbige Comics, Kochbücher und Zeitschriften, doch das helle, hintergrundbeleuchtete Display ermüdet bei langen Lesesitzungen stärker. Wer hauptsächlich Romane liest, ist mit einem E-Reader besser bedient.',
      ),
      h2('Ausstattung, die den Unterschied macht'),
      ul(
        'Ein scharfes Display mit rund 300 ppi, damit der Text wie gedruckt aussieht.',
        'Eine einstellbare, warmweiße Beleuchtung für angenehmes Lesen am Abend.',
        'Wasserschutz, wenn Sie gern in der Badewanne oder am Strand lesen.',
        'Physische Blättertasten, die beim einhändigen Lesen praktisch sind.',
        'Genug Speicherplatz für Hörbücher, falls Sie auch zuhören möchten.',
      ),
      p(
        'Displays mit 6 bis 7 Zoll passen für die meisten Leserinnen und Leser und finden in einer Jackentasche Platz. Größere Modelle mit 8 bis 10 Zoll eignen sich besser für PDFs, Noten und Fachbücher, sind aber schwerer und teurer.',
      ),
      h2('Formate, Shops und Bibliotheken'),
      p(
        'Viele E-Book-Shops binden ihre Titel per Kopierschutz an die eigenen Geräte, prüfen Sie also vor dem Kauf, welche Formate ein E-Reader unterstützt. Geräte, die das offene EPUB-Format öffnen, lassen Ihnen mehr Freiheit bei der Wahl des Shops. Viele öffentliche Bibliotheken verleihen E-Books außerdem kostenlos – klären Sie, ob Ihr Reader mit dem Ausleihdienst Ihrer Bibliothek funktioniert.',
      ),
    ],
    fr: [
      h2('Liseuse ou tablette ?'),
      p(
        'Une liseuse dotée d’un écran à encre électronique ménage les yeux, reste lisible en plein soleil et tient plusieurs semaines avec une seule charge. Une tablette convient mieux aux BD en couleur, aux livres de cuisine et aux magazines, mais son écran rétroéclairé fatigue davantage lors de longues séances de lecture. Si vous lisez surtout des romans, la liseuse est le meilleur choix.',
      ),
      h2('Les caractéristiques qui font la différence'),
      ul(
        'Un écran net d’environ 300 pixels par pouce, pour un texte aussi précis que sur papier.',
        'Un éclairage frontal réglable en teinte chaude pour lire confortablement le soir.',
        'L’étanchéité, si vous aimez lire dans le bain ou à la plage.',
        'Des boutons physiques pour tourner les pages, pratiques pour lire d’une main.',
        'Assez de stockage pour des livres audio si vous voulez aussi en écouter.',
      ),
      p(
        'Un écran de 6 à 7 pouces convient à la plupart des lecteurs et tient dans une poche de veste. Les modèles plus grands, de 8 à 10 pouces, sont plus adaptés aux PDF, aux partitions et aux manuels, mais ils sont plus lourds et plus chers.',
      ),
      h2('Formats, librairies et bibliothèques'),
      p(
        'Beaucoup de librairies numériques lient leurs livres à leurs propres appareils grâce à une protection anticopie : vérifiez donc les formats pris en charge avant de vous engager. Les liseuses compatibles avec le format ouvert EPUB vous laissent plus de liberté pour acheter dans différentes boutiques. De nombreuses bibliothèques publiques prêtent aussi des livres numériques gratuitement, alors vérifiez que votre liseuse fonctionne avec leur service de prêt.',
      ),
    ],
    it: [
      h2('E-reader o tablet?'),
      p(
        'Un e-reader con schermo a inchiostro elettronico affatica poco la vista, si legge bene anche sotto il sole e dura settimane con una sola carica. Il tablet è più adatto a fumetti a colori, libri di cucina e riviste, ma lo schermo retroilluminato stanca di più durante le lunghe sessioni di lettura. Se leggi soprattutto romanzi, l’e-reader è l’acquisto migliore.',
      ),
      h2('Le caratteristiche che fanno la differenza'),
      ul(
        'Uno schermo nitido da circa 300 pixel per pollice, perché il testo sembri stampato.',
        'Un’illuminazione frontale regolabile con luce calda per leggere comodamente la sera.',
        'L’impermeabilità, se ti piace leggere nella vasca o in spiaggia.',
        'Tasti fisici per girare pagina, comodi quando leggi con una mano sola.',
        'Memoria sufficiente per gli audiolibri, se vuoi anche ascoltare.',
      ),
      p(
        'Uno schermo da 6-7 pollici va bene per la maggior parte dei lettori e sta nella tasca di una giacca. I modelli più grandi, da 8 a 10 pollici, sono migliori per PDF, spartiti e testi universitari, ma pesano e costano di più.',
      ),
      h2('Formati, negozi e biblioteche'),
      p(
        'Molti negozi di ebook legano i propri libri ai propri dispositivi tramite protezioni anticopia, quindi controlla quali formati supporta un e-reader prima di sceglierlo. I dispositivi che leggono il formato aperto EPUB ti lasciano più libertà di acquistare in negozi diversi. Molte biblioteche pubbliche prestano ebook gratuitamente: verifica se il tuo lettore è compatibile con il servizio di prestito digitale della tua biblioteca.',
      ),
    ],
    es: [
      h2('¿Lector electrónico o tableta?'),
      p(
        'Un lector con pantalla de tinta electrónica cansa poco la vista, se lee bien a pleno sol y su batería dura semanas con una sola carga. La tableta funciona mejor con cómics en color, libros de cocina y revistas, pero su pantalla retroiluminada cansa más en sesiones de lectura largas. Si lees sobre todo novelas, un lector electrónico es la mejor compra.',
      ),
      h2('Características que marcan la diferencia'),
      ul(
        'Una pantalla nítida de unos 300 píxeles por pulgada, para que el texto parezca impreso.',
        'Una luz frontal regulable con tono cálido para leer cómodamente por la noche.',
        'Resistencia al agua si te gusta leer en la bañera o en la playa.',
        'Botones físicos para pasar página, prácticos para leer con una sola mano.',
        'Almacenamiento suficiente para audiolibros si también quieres escuchar.',
      ),
      p(
        'Las pantallas de 6 a 7 pulgadas le sirven a la mayoría de los lectores y caben en el bolsillo de una chaqueta. Los modelos más grandes, de 8 a 10 pulgadas, son mejores para PDF, partituras y libros de texto, pero pesan y cuestan más.',
      ),
      h2('Formatos, tiendas y bibliotecas'),
      p(
        'Muchas tiendas de libros electrónicos vinculan sus títulos a sus propios dispositivos mediante protección anticopia, así que comprueba qué formatos admite un lector antes de decidirte. Los dispositivos que abren el formato abierto EPUB te dan más libertad para comprar en distintas tiendas. Además, muchas bibliotecas públicas prestan libros electrónicos gratis, así que verifica si tu lector es compatible con su servicio de préstamo digital.',
      ),
    ],
    fi: [
      h2('Lukulaite vai tabletti?'),
      p(
        'E-mustenäytöllä varustettu lukulaite on silmäystävällinen, luettava kirkkaassakin auringonpaisteessa ja kestää yhdellä latauksella viikkoja. Tabletti sopii paremmin värillisiin sarjakuviin, keittokirjoihin ja aikakauslehtiin, mutta sen kirkas taustavalaistu näyttö väsyttää pitkissä lukusessioissa enemmän. Jos luet enimmäkseen romaaneja, lukulaite on parempi hankinta.',
      ),
      h2('Ominaisuudet, joilla on väliä'),
      ul(
        'Terävä, noin 300 ppi:n näyttö, jolla teksti näyttää painetulta.',
        'Säädettävä, lämpimän sävyinen etuvalo mukavaan iltalukemiseen.',
        'Vesitiiviys, jos luet mielelläsi kylvyssä tai rannalla.',
        'Fyysiset sivunkääntöpainikkeet, jotka ovat käteviä yhdellä kädellä luettaessa.',
        'Riittävästi tallennustilaa äänikirjoille, jos haluat myös kuunnella.',
      ),
      p(
        'Kuuden tai seitsemän tuuman näyttö sopii useimmille lukijoille ja mahtuu takin taskuun. Suuremmat 8–10 tuuman mallit sopivat paremmin PDF-tiedostoille, nuoteille ja oppikirjoille, mutta ne ovat painavampia ja kalliimpia.',
      ),
      h2('Tiedostomuodot, kaupat ja kirjastot'),
      p(
        'Monet e-kirjakaupat sitovat kirjansa omiin laitteisiinsa kopiosuojauksella, joten tarkista ennen ostopäätöstä, mitä tiedostomuotoja lukulaite tukee. Avointa EPUB-muotoa lukevat laitteet antavat enemmän vapautta ostaa eri kaupoista. Monet yleiset kirjastot lainaavat e-kirjoja maksutta, joten selvitä, toimiiko lukulaitteesi kirjastosi lainauspalvelun kanssa.',
      ),
    ],
    nl: [
      h2('E-reader of tablet?'),
      p(
        'Een e-reader met een e-inkscherm is prettig voor je ogen, goed leesbaar in de felle zon en gaat weken mee op één acculading. Een tablet is beter voor strips in kleur, kookboeken en tijdschriften, maar het felle, verlichte scherm is vermoeiender bij lange leessessies. Lees je vooral romans, dan is een e-reader de betere keus.',
      ),
      h2('Functies die het verschil maken'),
      ul(
        'Een scherp scherm van ongeveer 300 pixels per inch, zodat tekst eruitziet als drukwerk.',
        'Instelbare, warme frontverlichting om ’s avonds prettig te lezen.',
        'Waterdichtheid als je graag in bad of op het strand leest.',
        'Fysieke knoppen om te bladeren, handig als je met één hand leest.',
        'Genoeg opslag voor luisterboeken als je ook wilt luisteren.',
      ),
      p(
        'Een scherm van 6 tot 7 inch past bij de meeste lezers en gaat makkelijk in een jaszak. Grotere modellen van 8 tot 10 inch zijn beter voor pdf’s, bladmuziek en studieboeken, maar ze zijn zwaarder en duurder.',
      ),
      h2('Formaten, winkels en bibliotheken'),
      p(
        'Veel e-bookwinkels koppelen hun boeken via kopieerbeveiliging aan hun eigen apparaten, dus controleer welke formaten een e-reader ondersteunt voordat je kiest. Apparaten die het open EPUB-formaat lezen, geven je meer vrijheid om bij verschillende winkels te kopen. Veel openbare bibliotheken lenen e-books bovendien gratis uit, dus kijk of je e-reader werkt met de uitleendienst van je bibliotheek.',
      ),
    ],
    no: [
      h2('Lesebrett eller nettbrett?'),
      p(
        'Et lesebrett med skjerm av elektronisk blekk er skånsomt for øynene, kan leses i sterkt sollys og varer i ukevis på én lading. Et nettbrett egner seg bedre til tegneserier i farger, kokebøker og blader, men den lyssterke, bakbelyste skjermen er mer slitsom ved lange leseøkter. Leser du mest romaner, er et lesebrett det beste kjøpet.',
      ),
      h2('Funksjoner som gjør en forskjell'),
      ul(
        'En skarp skjerm på rundt 300 piksler per tomme, så teksten ser trykt ut.',
        'Justerbart, varmt frontlys for behagelig lesing om kvelden.',
        'Vanntetthet hvis du liker å lese i badekaret eller på stranden.',
        'Fysiske bla-knapper, som er praktiske når du leser med én hånd.',
        'Nok lagringsplass til lydbøker hvis du også vil lytte.',
      ),
      p(
        'Skjermer på 6 til 7 tommer passer for de fleste og får plass i en jakkelomme. Større modeller på 8 til 10 tommer er bedre for PDF-er, noter og fagbøker, men de er tyngre og dyrere.',
      ),
      h2('Formater, butikker og bibliotek'),
      p(
        'Mange e-bokbutikker låser bøkene sine til egne enheter med kopibeskyttelse, så sjekk hvilke formater et lesebrett støtter før du bestemmer deg. Enheter som åpner det åpne EPUB-formatet, gir deg større frihet til å handle i ulike butikker. Mange folkebibliotek låner også ut e-bøker gratis, så undersøk om lesebrettet ditt fungerer med bibliotekets utlånstjeneste.',
      ),
    ],
    pl: [
      h2('Czytnik czy tablet?'),
      p(
        'Czytnik z ekranem z elektronicznym atramentem nie męczy oczu, jest czytelny w pełnym słońcu i działa tygodniami na jednym ładowaniu. Tablet lepiej sprawdza się przy kolorowych komiksach, książkach kucharskich i magazynach, ale jego jasny, podświetlany ekran bardziej męczy podczas długiej lektury. Jeśli czytasz głównie powieści, lepszym wyborem będzie czytnik.',
      ),
      h2('Funkcje, które robią różnicę'),
      ul(
        'Ostry ekran o rozdzielczości około 300 pikseli na cal, dzięki któremu tekst wygląda jak wydrukowany.',
        'Regulowane, ciepłe podświetlenie do wygodnego czytania wieczorem.',
        'Wodoodporność, jeśli lubisz czytać w wannie albo na plaży.',
        'Fizyczne przyciski do zmiany stron, wygodne przy czytaniu jedną ręką.',
        'Wystarczająco dużo pamięci na audiobooki, jeśli chcesz też słuchać.',
      ),
      p(
        'Ekran 6–7 cali wystarczy większości czytelników i zmieści się w kieszeni kurtki. Większe modele, 8–10 cali, lepiej sprawdzają się przy plikach PDF, nutach i podręcznikach, ale są cięższe i droższe.',
      ),
      h2('Formaty, księgarnie i biblioteki'),
      p(
        'Wiele księgarni internetowych wiąże swoje e-booki z własnymi urządzeniami za pomocą zabezpieczeń przed kopiowaniem, dlatego przed zakupem sprawdź, jakie formaty obsługuje czytnik. Urządzenia otwierające otwarty format EPUB dają większą swobodę wyboru księgarni. Wiele bibliotek publicznych wypożycza też e-booki za darmo, więc upewnij się, że Twój czytnik współpracuje z ich systemem wypożyczeń.',
      ),
    ],
    pt: [
      h2('Leitor digital ou tablet?'),
      p(
        'Um leitor com tela de tinta eletrônica cansa menos a vista, pode ser lido sob sol forte e a bateria dura semanas com uma única carga. O tablet é melhor para quadrinhos coloridos, livros de receitas e revistas, mas a tela retroiluminada cansa mais em sessões longas de leitura. Se você lê principalmente romances, o leitor digital é a compra mais acertada.',
      ),
      h2('Recursos que fazem diferença'),
      ul(
        'Tela nítida de cerca de 300 pixels por polegada, para o texto parecer impresso.',
        'Luz frontal ajustável com tom quente para ler com conforto à noite.',
        'Resistência à água, se você gosta de ler na banheira ou na praia.',
        'Botões físicos para virar a página, práticos para ler com uma só mão.',
        'Armazenamento suficiente para audiolivros, se você também quiser ouvir.',
      ),
      p(
        'Telas de 6 a 7 polegadas atendem à maioria dos leitores e cabem no bolso de uma jaqueta. Modelos maiores, de 8 a 10 polegadas, são melhores para PDFs, partituras e livros didáticos, mas são mais pesados e caros.',
      ),
      h2('Formatos, lojas e bibliotecas'),
      p(
        'Muitas lojas de e-books vinculam os títulos aos próprios aparelhos por meio de proteção contra cópia, então confira quais formatos o leitor aceita antes de decidir. Aparelhos que abrem o formato aberto EPUB dão mais liberdade para comprar em lojas diferentes. Algumas bibliotecas públicas também emprestam e-books de graça, então veja se o seu leitor funciona com o serviço de empréstimo digital delas.',
      ),
    ],
    sv: [
      h2('Läsplatta eller surfplatta?'),
      p(
        'En läsplatta med skärm av elektroniskt bläck är skonsam för ögonen, går att läsa i starkt solljus och räcker i veckor på en laddning. En surfplatta passar bättre för serier i färg, kokböcker och tidningar, men den ljusstarka, bakgrundsbelysta skärmen är mer tröttande vid långa lässtunder. Läser du mest romaner är en läsplatta det bättre köpet.',
      ),
      h2('Funktioner som gör skillnad'),
      ul(
        'En skarp skärm med runt 300 pixlar per tum, så att texten ser tryckt ut.',
        'Justerbar, varm frontbelysning för behaglig läsning på kvällen.',
        'Vattentålighet om du gillar att läsa i badkaret eller på stranden.',
        'Fysiska bläddringsknappar, som är praktiska när du läser med en hand.',
        'Tillräckligt med lagring för ljudböcker om du också vill lyssna.',
      ),
      p(
        'Skärmar på 6 till 7 tum passar de flesta och får plats i en jackficka. Större modeller på 8 till 10 tum är bättre för PDF-filer, noter och kurslitteratur, men de är tyngre och dyrare.',
      ),
      h2('Format, butiker och bibliotek'),
      p(
        'Många e-boksbutiker låser sina böcker till de egna enheterna med kopieringsskydd, så kontrollera vilka format en läsplatta stöder innan du bestämmer dig. Enheter som läser det öppna EPUB-formatet ger dig större frihet att handla i olika butiker. Många folkbibliotek lånar också ut e-böcker gratis, så ta reda på om din läsplatta fungerar med bibliotekets utlåningstjänst.',
      ),
    ],
  },
}

const music: GuideSeed = {
  slug: 'vinyl-cd-or-download',
  subcategory: 'music',
  title: {
    en: 'Vinyl, CD or download: how to buy music you will keep',
    de: 'Vinyl, CD oder Download: So kaufen Sie Musik, die bleibt',
    fr: 'Vinyle, CD ou téléchargement : bien acheter sa musique',
    it: 'Vinile, CD o download: come comprare musica che resta',
    es: 'Vinilo, CD o descarga: cómo comprar música que dure',
    fi: 'Vinyyli, CD vai lataus: näin ostat musiikkia, joka jää',
    nl: 'Vinyl, cd of download: zo koop je muziek die blijft',
    no: 'Vinyl, CD eller nedlasting: slik kjøper du musikk som varer',
    pl: 'Winyl, CD czy plik: jak kupować muzykę na lata',
    pt: 'Vinil, CD ou download: como comprar música para guardar',
    sv: 'Vinyl, cd eller nedladdning: så köper du musik som håller',
  },
  excerpt: {
    en: 'Streaming is convenient, but owning music still has real advantages. Here is how to choose between vinyl, CDs and downloads and what to check before you buy.',
    de: 'Streaming ist bequem, doch eigene Musik hat nach wie vor echte Vorteile. So wählen Sie zwischen Vinyl, CD und Download – und darauf sollten Sie vor dem Kauf achten.',
    fr: 'Le streaming est pratique, mais posséder sa musique garde de vrais avantages. Voici comment choisir entre vinyle, CD et téléchargement, et quoi vérifier avant d’acheter.',
    it: 'Lo streaming è comodo, ma possedere la musica ha ancora vantaggi concreti. Ecco come scegliere tra vinile, CD e download e cosa controllare prima di comprare.',
    es: 'El streaming es cómodo, pero tener tu propia música sigue teniendo ventajas reales. Así puedes elegir entre vinilo, CD y descarga, y esto es lo que conviene revisar antes de comprar.',
    fi: 'Suoratoisto on kätevää, mutta omalla musiikilla on yhä todellisia etuja. Näin valitset vinyylin, CD:n ja latauksen välillä ja tiedät, mitä tarkistaa ennen ostoa.',
    nl: 'Streamen is makkelijk, maar muziek in bezit hebben heeft nog steeds echte voordelen. Zo kies je tussen vinyl, cd en download, en dit controleer je voordat je koopt.',
    no: 'Strømming er lettvint, men det har fortsatt klare fordeler å eie musikken selv. Slik velger du mellom vinyl, CD og nedlasting, og dette bør du sjekke før du kjøper.',
    pl: 'Streaming jest wygodny, ale posiadanie własnej muzyki wciąż ma realne zalety. Oto jak wybrać między winylem, płytą CD a plikami i co sprawdzić przed zakupem.',
    pt: 'O streaming é prático, mas ter a sua própria música ainda traz vantagens reais. Veja como escolher entre vinil, CD e download e o que conferir antes de comprar.',
    sv: 'Streaming är smidigt, men att äga sin musik har fortfarande tydliga fördelar. Så väljer du mellan vinyl, cd och nedladdning, och det här ska du kontrollera innan du köper.',
  },
  body: {
    en: [
      h2('Pick the format that fits how you listen'),
      p(
        'Vinyl is ideal if you enjoy large artwork and sitting down to listen to a whole album, but you need a turntable, an amplifier and speakers. CDs offer full sound quality at a lower price and work in many car stereos and older systems. Downloads in lossless formats such as FLAC give you CD quality without taking up any shelf space.',
      ),
      h2('What to check when buying vinyl'),
      ul(
        'Look for 180-gram pressings, which are less prone to warping, but remember that weight alone does not guarantee good sound.',
        'Check whether a download code is included so you can also listen on the go.',
        'When buying second-hand, ask for the grading of both the record and the sleeve.',
        'Store records upright and away from radiators and direct sunlight.',
      ),
      p(
        'A reissue is not always better than an original pressing. Read reviews of the specific pressing, because the quality of the mastering can vary a lot between editions of the same album.',
      ),
      h2('Downloads and special editions'),
      p(
        'When you buy downloads, choose shops that offer lossless files without copy protection, so you can back them up and play them on any device. Deluxe editions with bonus tracks and box sets can be good value for fans, but compare the track list with the standard edition first. Buying directly from artists or at concerts often means more of the money goes to the musicians.',
      ),
    ],
    de: [
      h2('Das Format passend zu Ihren Hörgewohnheiten wählen'),
      p(
        'Vinyl ist ideal, wenn Sie großformatige Cover lieben und sich Zeit für ein ganzes Album nehmen, allerdings brauchen Sie dafür Plattenspieler, Verstärker und Lautsprecher. CDs bieten volle Klangqualität zu einem niedrigeren Preis und laufen in vielen Autoradios und älteren Anlagen. Downloads in verlustfreien Formaten wie FLAC liefern CD-Qualität, ohne Platz im Regal zu beanspruchen.',
      ),
      h2('Worauf Sie beim Vinylkauf achten sollten'),
      ul(
        'Achten Sie auf 180-Gramm-Pressungen, die sich seltener verziehen – das Gewicht allein garantiert aber keinen guten Klang.',
        'Prüfen Sie, ob ein Download-Code beiliegt, damit Sie auch unterwegs hören können.',
        'Fragen Sie beim Gebrauchtkauf nach der Zustandsbewertung von Platte und Hülle.',
        'Lagern Sie Platten aufrecht und fern von Heizkörpern und direkter Sonne.',
      ),
      p(
        'Eine Neuauflage ist nicht automatisch besser als die Originalpressung. Lesen Sie Rezensionen zur konkreten Pressung, denn die Qualität des Masterings kann zwischen verschiedenen Ausgaben desselben Albums stark schwanken.',
      ),
      h2('Downloads und Sondereditionen'),
      p(
        'Kaufen Sie Downloads bei Shops, die verlustfreie Dateien ohne Kopierschutz anbieten, damit Sie Sicherungskopien anlegen und die Musik auf jedem Gerät abspielen können. Deluxe-Editionen mit Bonustracks oder Boxsets können sich für Fans lohnen, vergleichen Sie aber vorher die Titelliste mit der Standardausgabe. Wer direkt bei den Künstlern oder auf Konzerten kauft, sorgt oft dafür, dass mehr Geld bei den Musikern ankommt.',
      ),
    ],
    fr: [
      h2('Choisissez le format adapté à votre écoute'),
      p(
        'Le vinyle est idéal si vous aimez les grandes pochettes et prendre le temps d’écouter un album en entier, mais il faut une platine, un amplificateur et des enceintes. Le CD offre une qualité sonore complète à un prix plus bas et fonctionne sur de nombreux autoradios et anciennes chaînes hi-fi. Les téléchargements dans des formats sans perte comme le FLAC offrent la qualité d’un CD sans prendre de place sur les étagères.',
      ),
      h2('Ce qu’il faut vérifier en achetant un vinyle'),
      ul(
        'Privilégiez les pressages de 180 grammes, moins sujets au voilage, mais sachez que le poids seul ne garantit pas un bon son.',
        'Vérifiez si un code de téléchargement est inclus pour écouter aussi en déplacement.',
        'En occasion, demandez l’état du disque et celui de la pochette.',
        'Rangez vos disques à la verticale, loin des radiateurs et du soleil direct.',
      ),
      p(
        'Une réédition n’est pas toujours meilleure que le pressage d’origine. Lisez les avis sur le pressage précis, car la qualité du mastering peut beaucoup varier d’une édition à l’autre du même album.',
      ),
      h2('Téléchargements et éditions spéciales'),
      p(
        'Pour les téléchargements, choisissez des boutiques qui proposent des fichiers sans perte et sans protection anticopie, afin de pouvoir les sauvegarder et les lire sur n’importe quel appareil. Les éditions deluxe avec titres bonus et les coffrets peuvent valoir le coup pour les fans, mais comparez d’abord la liste des morceaux avec l’édition standard. Acheter directement aux artistes ou lors des concerts permet souvent qu’une plus grande part de l’argent leur revienne.',
      ),
    ],
    it: [
      h2('Scegli il formato in base a come ascolti'),
      p(
        'Il vinile è perfetto se ami le copertine grandi e ti piace ascoltare un album dall’inizio alla fine, ma servono un giradischi, un amplificatore e delle casse. Il CD offre la piena qualità audio a un prezzo più basso e funziona con molte autoradio e vecchi impianti. I download in formati lossless come il FLAC garantiscono la qualità del CD senza occupare spazio sugli scaffali.',
      ),
      h2('Cosa controllare quando compri un vinile'),
      ul(
        'Cerca stampe da 180 grammi, meno soggette a deformarsi, ma ricorda che il peso da solo non garantisce un buon suono.',
        'Verifica se è incluso un codice per il download, così puoi ascoltare anche fuori casa.',
        'Nell’usato chiedi la valutazione delle condizioni sia del disco sia della copertina.',
        'Conserva i dischi in verticale, lontano dai termosifoni e dalla luce diretta del sole.',
      ),
      p(
        'Una ristampa non è sempre migliore della stampa originale. Leggi le recensioni della stampa specifica, perché la qualità del mastering può variare molto tra le diverse edizioni dello stesso album.',
      ),
      h2('Download ed edizioni speciali'),
      p(
        'Per i download scegli negozi che offrono file lossless senza protezione anticopia, così puoi farne un backup e ascoltarli su qualsiasi dispositivo. Le edizioni deluxe con bonus track e i cofanetti possono valere la spesa per i fan, ma prima confronta la tracklist con l’edizione standard. Comprare direttamente dagli artisti o ai concerti spesso significa che una parte maggiore del prezzo va ai musicisti.',
      ),
    ],
    es: [
      h2('Elige el formato según cómo escuchas'),
      p(
        'El vinilo es ideal si te gustan las portadas grandes y sentarte a escuchar un álbum entero, pero necesitas un tocadiscos, un amplificador y altavoces. El CD ofrece calidad de sonido completa a un precio menor y funciona en muchos equipos de coche y minicadenas antiguas. Las descargas en formatos sin pérdida como FLAC te dan la calidad de un CD sin ocupar espacio en la estantería.',
      ),
      h2('Qué revisar al comprar vinilos'),
      ul(
        'Busca prensados de 180 gramos, que se alabean menos, aunque el peso por sí solo no garantiza un buen sonido.',
        'Comprueba si incluye un código de descarga para escuchar también fuera de casa.',
        'Si compras de segunda mano, pregunta por el estado tanto del disco como de la funda.',
        'Guarda los discos en vertical, lejos de radiadores y de la luz directa del sol.',
      ),
      p(
        'Una reedición no siempre es mejor que el prensado original. Lee reseñas del prensado concreto, porque la calidad de la masterización puede variar mucho entre ediciones del mismo álbum.',
      ),
      h2('Descargas y ediciones especiales'),
      p(
        'Si compras descargas, elige tiendas que ofrezcan archivos sin pérdida y sin protección anticopia, para poder hacer copias de seguridad y reproducirlos en cualquier dispositivo. Las ediciones de lujo con temas extra y las cajas recopilatorias pueden merecer la pena para los fans, pero compara antes la lista de canciones con la edición estándar. Comprar directamente a los artistas o en los conciertos suele hacer que una parte mayor del dinero llegue a los músicos.',
      ),
    ],
    fi: [
      h2('Valitse formaatti kuuntelutapasi mukaan'),
      p(
        'Vinyyli sopii sinulle, jos pidät isoista kansitaiteista ja kuuntelet mielelläsi kokonaisia albumeja, mutta tarvitset levysoittimen, vahvistimen ja kaiuttimet. CD tarjoaa täyden äänenlaadun edullisemmin ja toimii monissa autosoittimissa ja vanhemmissa laitteissa. Häviöttömät lataukset, kuten FLAC-tiedostot, tarjoavat CD-laadun viemättä lainkaan hyllytilaa.',
      ),
      h2('Mitä tarkistaa vinyyliä ostaessa'),
      ul(
        'Suosi 180 gramman prässäyksiä, jotka vääntyvät harvemmin, mutta muista, ettei paino yksin takaa hyvää ääntä.',
        'Tarkista, onko mukana latauskoodi, jotta voit kuunnella musiikkia myös liikkeellä.',
        'Kysy käytettyä ostaessasi sekä levyn että kansien kuntoluokitus.',
        'Säilytä levyt pystyasennossa, kaukana pattereista ja suorasta auringonvalosta.',
      ),
      p(
        'Uusintapainos ei aina ole alkuperäistä parempi. Lue arvosteluja juuri kyseisestä prässäyksestä, sillä masteroinnin laatu voi vaihdella paljon saman albumin eri julkaisujen välillä.',
      ),
      h2('Lataukset ja erikoispainokset'),
      p(
        'Kun ostat latauksia, valitse kauppoja, jotka myyvät häviöttömiä tiedostoja ilman kopiosuojausta, jotta voit varmuuskopioida ne ja soittaa niitä millä laitteella tahansa. Deluxe-painokset bonuskappaleineen ja kokoelmaboksit voivat olla faneille hintansa arvoisia, mutta vertaa kappalelistaa ensin tavalliseen painokseen. Kun ostat suoraan artisteilta tai keikoilta, suurempi osa rahasta päätyy usein muusikoille.',
      ),
    ],
    nl: [
      h2('Kies het formaat dat past bij hoe je luistert'),
      p(
        'Vinyl is ideaal als je van grote hoezen houdt en graag rustig een heel album luistert, maar je hebt wel een platenspeler, versterker en speakers nodig. Cd’s bieden volledige geluidskwaliteit voor minder geld en werken in veel autoradio’s en oudere installaties. Downloads in verliesvrije formaten zoals FLAC geven je cd-kwaliteit zonder dat ze ruimte in de kast innemen.',
      ),
      h2('Waar je op let bij het kopen van vinyl'),
      ul(
        'Kies voor persingen van 180 gram, die minder snel kromtrekken, al garandeert het gewicht alleen geen goed geluid.',
        'Kijk of er een downloadcode bij zit, zodat je ook onderweg kunt luisteren.',
        'Vraag bij tweedehands platen naar de staat van zowel de plaat als de hoes.',
        'Bewaar platen rechtop en uit de buurt van de verwarming en direct zonlicht.',
      ),
      p(
        'Een heruitgave is niet altijd beter dan de originele persing. Lees recensies van de specifieke persing, want de kwaliteit van de mastering kan flink verschillen tussen uitgaven van hetzelfde album.',
      ),
      h2('Downloads en speciale edities'),
      p(
        'Koop downloads bij winkels die verliesvrije bestanden zonder kopieerbeveiliging aanbieden, zodat je er back-ups van kunt maken en ze op elk apparaat kunt afspelen. Deluxe-edities met bonustracks en boxsets kunnen voor fans de moeite waard zijn, maar vergelijk eerst de tracklist met de standaardeditie. Koop je rechtstreeks bij artiesten of op concerten, dan komt er vaak meer geld bij de muzikanten terecht.',
      ),
    ],
    no: [
      h2('Velg formatet som passer måten du lytter på'),
      p(
        'Vinyl er perfekt hvis du liker store omslag og å sette deg ned med et helt album, men du trenger platespiller, forsterker og høyttalere. CD gir full lydkvalitet til en lavere pris og fungerer i mange bilstereoer og eldre anlegg. Nedlastinger i tapsfrie formater som FLAC gir deg CD-kvalitet uten å ta plass i hylla.',
      ),
      h2('Dette bør du sjekke når du kjøper vinyl'),
      ul(
        'Se etter 180-grams pressinger, som sjeldnere slår seg, men husk at vekten alene ikke garanterer god lyd.',
        'Sjekk om det følger med en nedlastingskode, så du også kan lytte når du er på farten.',
        'Spør etter tilstandsgraderingen av både plate og omslag når du kjøper brukt.',
        'Oppbevar platene stående og unna ovner og direkte sollys.',
      ),
      p(
        'En nyutgivelse er ikke alltid bedre enn originalpressingen. Les anmeldelser av den konkrete pressingen, for kvaliteten på masteringen kan variere mye mellom utgaver av det samme albumet.',
      ),
      h2('Nedlastinger og spesialutgaver'),
      p(
        'Kjøp nedlastinger i butikker som tilbyr tapsfrie filer uten kopibeskyttelse, slik at du kan ta sikkerhetskopi og spille dem av på hvilken som helst enhet. Deluxe-utgaver med bonusspor og bokssett kan være verdt pengene for fans, men sammenlign sporlisten med standardutgaven først. Kjøper du direkte fra artistene eller på konserter, går ofte en større del av pengene til musikerne.',
      ),
    ],
    pl: [
      h2('Wybierz format dopasowany do sposobu słuchania'),
      p(
        'Winyl jest idealny, jeśli lubisz duże okładki i słuchanie całych albumów w skupieniu, ale potrzebujesz do tego gramofonu, wzmacniacza i kolumn. Płyty CD dają pełną jakość dźwięku za niższą cenę i działają w wielu radiach samochodowych oraz starszych zestawach. Pliki w bezstratnych formatach, takich jak FLAC, zapewniają jakość CD i nie zajmują miejsca na półce.',
      ),
      h2('Na co zwrócić uwagę, kupując winyle'),
      ul(
        'Szukaj tłoczeń 180-gramowych, które rzadziej się wypaczają, ale pamiętaj, że sama waga nie gwarantuje dobrego brzmienia.',
        'Sprawdź, czy w zestawie jest kod do pobrania, aby słuchać także poza domem.',
        'Kupując z drugiej ręki, pytaj o ocenę stanu zarówno płyty, jak i okładki.',
        'Przechowuj płyty pionowo, z dala od kaloryferów i bezpośredniego słońca.',
      ),
      p(
        'Reedycja nie zawsze brzmi lepiej niż oryginalne tłoczenie. Czytaj recenzje konkretnego wydania, bo jakość masteringu potrafi się bardzo różnić między edycjami tego samego albumu.',
      ),
      h2('Pliki cyfrowe i wydania specjalne'),
      p(
        'Kupując pliki, wybieraj sklepy oferujące bezstratne formaty bez zabezpieczeń przed kopiowaniem, aby móc robić kopie zapasowe i odtwarzać muzykę na dowolnym urządzeniu. Wydania deluxe z dodatkowymi utworami i boxy mogą być opłacalne dla fanów, ale najpierw porównaj listę utworów z wersją standardową. Kupując bezpośrednio od artystów lub na koncertach, często sprawiasz, że większa część pieniędzy trafia do muzyków.',
      ),
    ],
    pt: [
      h2('Escolha o formato de acordo com o seu jeito de ouvir'),
      p(
        'O vinil é ideal se você gosta de capas grandes e de sentar para ouvir um álbum inteiro, mas exige toca-discos, amplificador e caixas de som. O CD oferece qualidade de som completa por um preço menor e funciona em muitos aparelhos de som de carro e equipamentos mais antigos. Downloads em formatos sem perdas, como FLAC, entregam a qualidade do CD sem ocupar espaço na estante.',
      ),
      h2('O que conferir ao comprar vinil'),
      ul(
        'Procure prensagens de 180 gramas, que empenam menos, mas lembre que o peso sozinho não garante um bom som.',
        'Veja se o disco vem com código de download para ouvir também fora de casa.',
        'Ao comprar usado, pergunte qual é o estado do disco e da capa.',
        'Guarde os discos na vertical, longe de fontes de calor e da luz direta do sol.',
      ),
      p(
        'Uma reedição nem sempre é melhor que a prensagem original. Leia resenhas da prensagem específica, porque a qualidade da masterização pode variar muito entre edições do mesmo álbum.',
      ),
      h2('Downloads e edições especiais'),
      p(
        'Ao comprar downloads, escolha lojas que oferecem arquivos sem perdas e sem proteção contra cópia, para poder fazer backup e tocar as músicas em qualquer aparelho. Edições de luxo com faixas bônus e box sets podem valer a pena para fãs, mas compare antes a lista de faixas com a edição padrão. Comprar direto dos artistas ou nos shows costuma fazer com que uma parte maior do dinheiro chegue aos músicos.',
      ),
    ],
    sv: [
      h2('Välj format efter hur du lyssnar'),
      p(
        'Vinyl är perfekt om du gillar stora omslag och att sätta dig ner med ett helt album, men du behöver skivspelare, förstärkare och högtalare. Cd ger full ljudkvalitet till ett lägre pris och fungerar i många bilstereor och äldre anläggningar. Nedladdningar i förlustfria format som FLAC ger dig cd-kvalitet utan att ta plats i hyllan.',
      ),
      h2('Det här ska du kolla när du köper vinyl'),
      ul(
        'Leta efter pressningar på 180 gram, som slår sig mer sällan, men kom ihåg att vikten ensam inte garanterar bra ljud.',
        'Kontrollera om en nedladdningskod ingår, så att du kan lyssna även när du är på språng.',
        'Fråga efter graderingen av både skiva och omslag när du köper begagnat.',
        'Förvara skivorna stående och långt från element och direkt solljus.',
      ),
      p(
        'En nyutgåva är inte alltid bättre än originalpressningen. Läs recensioner av just den pressningen, eftersom kvaliteten på masteringen kan variera mycket mellan olika utgåvor av samma album.',
      ),
      h2('Nedladdningar och specialutgåvor'),
      p(
        'Köp nedladdningar i butiker som erbjuder förlustfria filer utan kopieringsskydd, så att du kan säkerhetskopiera dem och spela upp dem på vilken enhet som helst. Deluxeutgåvor med bonusspår och samlingsboxar kan vara värda pengarna för fans, men jämför först låtlistan med standardutgåvan. Köper du direkt av artisterna eller på konserter går ofta en större del av pengarna till musikerna.',
      ),
    ],
  },
}

const movies: GuideSeed = {
  slug: 'blu-ray-4k-or-digital-movies',
  subcategory: 'movies',
  title: {
    en: 'Blu-ray, 4K or digital: how to build a film collection',
    de: 'Blu-ray, 4K oder digital: So bauen Sie Ihre Filmsammlung auf',
    fr: 'Blu-ray, 4K ou dématérialisé : bien constituer sa vidéothèque',
    it: 'Blu-ray, 4K o digitale: come costruire la tua collezione di film',
    es: 'Blu-ray, 4K o digital: cómo crear tu colección de películas',
    fi: 'Blu-ray, 4K vai digitaalinen: näin kokoat elokuvakokoelman',
    nl: 'Blu-ray, 4K of digitaal: zo bouw je een filmcollectie op',
    no: 'Blu-ray, 4K eller digitalt: slik bygger du opp en filmsamling',
    pl: 'Blu-ray, 4K czy cyfrowo: jak zbudować kolekcję filmów',
    pt: 'Blu-ray, 4K ou digital: como montar a sua coleção de filmes',
    sv: 'Blu-ray, 4K eller digitalt: så bygger du upp en filmsamling',
  },
  excerpt: {
    en: 'Physical discs still offer the best picture and sound, while digital copies are convenient. Here is how to choose the right format and avoid buying the same film twice.',
    de: 'Discs bieten nach wie vor das beste Bild und den besten Ton, digitale Kopien sind dagegen bequem. So wählen Sie das richtige Format und kaufen denselben Film nicht zweimal.',
    fr: 'Les disques offrent toujours la meilleure image et le meilleur son, tandis que les copies numériques sont pratiques. Voici comment choisir le bon format et éviter d’acheter deux fois le même film.',
    it: 'I dischi offrono ancora la migliore qualità di immagine e audio, mentre le copie digitali sono comode. Ecco come scegliere il formato giusto ed evitare di comprare due volte lo stesso film.',
    es: 'Los discos siguen ofreciendo la mejor imagen y el mejor sonido, mientras que las copias digitales son cómodas. Así eliges el formato adecuado y evitas comprar la misma película dos veces.',
    fi: 'Levyt tarjoavat yhä parhaan kuvan ja äänen, kun taas digitaaliset kopiot ovat käteviä. Näin valitset oikean formaatin etkä osta samaa elokuvaa kahdesti.',
    nl: 'Schijfjes bieden nog altijd het beste beeld en geluid, terwijl digitale kopieën handig zijn. Zo kies je het juiste formaat en koop je niet twee keer dezelfde film.',
    no: 'Plater gir fortsatt det beste bildet og den beste lyden, mens digitale kopier er praktiske. Slik velger du riktig format og unngår å kjøpe den samme filmen to ganger.',
    pl: 'Płyty wciąż zapewniają najlepszy obraz i dźwięk, a kopie cyfrowe są wygodne. Oto jak wybrać odpowiedni format i nie kupować tego samego filmu dwa razy.',
    pt: 'Os discos ainda oferecem a melhor imagem e o melhor som, enquanto as cópias digitais são práticas. Veja como escolher o formato certo e não comprar o mesmo filme duas vezes.',
    sv: 'Skivor ger fortfarande bäst bild och ljud, medan digitala kopior är smidiga. Så väljer du rätt format och slipper köpa samma film två gånger.',
  },
  body: {
    en: [
      h2('Understand the formats'),
      p(
        'DVDs are cheap but only offer standard definition, which looks soft on a large modern TV. Blu-ray delivers full HD with much better sound, and 4K Ultra HD Blu-ray adds higher resolution and HDR for richer colours and contrast. Only buy 4K discs if you have a 4K player and a TV that supports HDR; otherwise a regular Blu-ray gives you almost the same experience.',
      ),
      h2('Check compatibility before you buy'),
      ul(
        'Region codes: DVDs and Blu-rays from other regions may not play on your player, while 4K discs are usually region-free.',
        'Audio tracks and subtitles: check that your language is included, especially on imported editions.',
        'Age rating: make sure it suits everyone who will be watching.',
        'Digital copy: some discs include a code for streaming, but check when it expires.',
      ),
      p(
        'Steelbooks and collector’s editions look great on the shelf, but the film itself is usually identical to the standard release. Buy them only if the packaging or the bonus material really matters to you.',
      ),
      h2('Digital purchases and rentals'),
      p(
        'A film bought digitally is available instantly, but you usually get a licence rather than a file you own, and the title can disappear if the service removes it. For films you will only watch once, renting is often the better deal. For favourites you want to keep for years, a physical disc is the safest choice.',
      ),
    ],
    de: [
      h2('Die Formate verstehen'),
      p(
        'DVDs sind günstig, bieten aber nur Standardauflösung, die auf einem großen modernen Fernseher unscharf wirkt. Blu-rays liefern Full HD mit deutlich besserem Ton, und 4K-Ultra-HD-Blu-rays bieten zusätzlich höhere Auflösung und HDR für kräftigere Farben und mehr Kontrast. Kaufen Sie 4K-Discs nur, wenn Sie einen 4K-Player und einen HDR-fähigen Fernseher besitzen – sonst bietet eine normale Blu-ray fast dasselbe Erlebnis.',
      ),
      h2('Vor dem Kauf die Kompatibilität prüfen'),
      ul(
        'Regionalcodes: DVDs und Blu-rays aus anderen Regionen laufen eventuell nicht auf Ihrem Player, 4K-Discs sind dagegen meist regionalfrei.',
        'Tonspuren und Untertitel: Prüfen Sie vor allem bei Importen, ob Ihre Sprache enthalten ist.',
        'Altersfreigabe: Achten Sie darauf, dass sie für alle passt, die mitschauen.',
        'Digitale Kopie: Manche Discs enthalten einen Code zum Streamen – prüfen Sie, wann er abläuft.',
      ),
      p(
        'Steelbooks und Sammlereditionen machen im Regal viel her, der Film selbst ist aber meist identisch mit der Standardausgabe. Kaufen Sie sie nur, wenn Ihnen Verpackung oder Bonusmaterial wirklich wichtig sind.',
      ),
      h2('Digitale Käufe und Leihfilme'),
      p(
        'Ein digital gekaufter Film steht sofort bereit, doch meist erwerben Sie nur eine Lizenz und keine eigene Datei, und der Titel kann verschwinden, wenn der Dienst ihn entfernt. Für Filme, die Sie nur einmal sehen, ist Leihen oft das bessere Angebot. Für Lieblingsfilme, die Sie jahrelang behalten möchten, ist eine Disc die sicherere Wahl.',
      ),
    ],
    fr: [
      h2('Comprendre les formats'),
      p(
        'Les DVD sont bon marché mais n’offrent qu’une définition standard, qui paraît floue sur un grand téléviseur moderne. Le Blu-ray propose la Full HD avec un son bien meilleur, et le Blu-ray 4K Ultra HD ajoute une résolution supérieure et le HDR pour des couleurs et un contraste plus riches. N’achetez des disques 4K que si vous avez un lecteur 4K et un téléviseur compatible HDR ; sinon, un Blu-ray classique offre une expérience presque identique.',
      ),
      h2('Vérifier la compatibilité avant d’acheter'),
      ul(
        'Zones : les DVD et Blu-ray d’autres régions peuvent ne pas être lus par votre lecteur, alors que les disques 4K sont généralement multizones.',
        'Pistes audio et sous-titres : vérifiez que votre langue est présente, surtout pour les éditions importées.',
        'Classification par âge : assurez-vous qu’elle convient à tous les spectateurs.',
        'Copie numérique : certains disques contiennent un code de streaming, mais vérifiez sa date d’expiration.',
      ),
      p(
        'Les steelbooks et éditions collector font bel effet sur une étagère, mais le film lui-même est généralement identique à l’édition standard. Ne les achetez que si l’emballage ou les bonus comptent vraiment pour vous.',
      ),
      h2('Achats et locations numériques'),
      p(
        'Un film acheté en numérique est disponible immédiatement, mais vous obtenez généralement une licence plutôt qu’un fichier qui vous appartient, et il peut disparaître si le service le retire. Pour un film que vous ne verrez qu’une fois, la location est souvent plus avantageuse. Pour les films préférés que vous voulez garder des années, le disque reste le choix le plus sûr.',
      ),
    ],
    it: [
      h2('Capire i formati'),
      p(
        'I DVD costano poco ma offrono solo la definizione standard, che su un grande televisore moderno appare sfocata. Il Blu-ray garantisce il Full HD con un audio molto migliore, mentre il Blu-ray 4K Ultra HD aggiunge una risoluzione più alta e l’HDR per colori e contrasto più ricchi. Compra dischi 4K solo se hai un lettore 4K e un televisore compatibile con l’HDR; altrimenti un Blu-ray normale offre un’esperienza quasi identica.',
      ),
      h2('Verifica la compatibilità prima di comprare'),
      ul(
        'Codici regionali: DVD e Blu-ray di altre zone potrebbero non funzionare sul tuo lettore, mentre i dischi 4K di solito non hanno blocchi regionali.',
        'Tracce audio e sottotitoli: controlla che ci sia la tua lingua, soprattutto nelle edizioni d’importazione.',
        'Classificazione per età: assicurati che sia adatta a tutti quelli che guarderanno il film.',
        'Copia digitale: alcuni dischi includono un codice per lo streaming, ma verifica quando scade.',
      ),
      p(
        'Steelbook ed edizioni da collezione fanno la loro figura sullo scaffale, ma il film in sé è di solito identico a quello dell’edizione standard. Acquistale solo se la confezione o i contenuti speciali ti interessano davvero.',
      ),
      h2('Acquisti e noleggi digitali'),
      p(
        'Un film acquistato in digitale è subito disponibile, ma in genere ottieni una licenza e non un file di tua proprietà, e il titolo può sparire se il servizio lo rimuove. Per i film che guarderai una volta sola, il noleggio è spesso più conveniente. Per i preferiti che vuoi conservare per anni, il disco resta la scelta più sicura.',
      ),
    ],
    es: [
      h2('Entiende los formatos'),
      p(
        'Los DVD son baratos, pero solo ofrecen definición estándar, que se ve borrosa en un televisor grande actual. El Blu-ray ofrece Full HD con un sonido mucho mejor, y el Blu-ray 4K Ultra HD añade más resolución y HDR para unos colores y un contraste más ricos. Compra discos 4K solo si tienes un reproductor 4K y un televisor compatible con HDR; si no, un Blu-ray normal te dará una experiencia casi igual.',
      ),
      h2('Comprueba la compatibilidad antes de comprar'),
      ul(
        'Códigos de región: los DVD y Blu-ray de otras regiones pueden no funcionar en tu reproductor, mientras que los discos 4K suelen ser multirregión.',
        'Pistas de audio y subtítulos: comprueba que incluyan tu idioma, sobre todo en ediciones importadas.',
        'Calificación por edades: asegúrate de que sea adecuada para todos los que la vayan a ver.',
        'Copia digital: algunos discos traen un código para streaming, pero revisa cuándo caduca.',
      ),
      p(
        'Los steelbooks y las ediciones de coleccionista lucen mucho en la estantería, pero la película suele ser idéntica a la de la edición estándar. Cómpralas solo si el estuche o el material extra te importan de verdad.',
      ),
      h2('Compras y alquileres digitales'),
      p(
        'Una película comprada en digital está disponible al instante, pero normalmente adquieres una licencia y no un archivo propio, y puede desaparecer si el servicio la retira. Para películas que verás una sola vez, el alquiler suele salir más a cuenta. Para tus favoritas, las que quieres conservar durante años, el disco sigue siendo la opción más segura.',
      ),
    ],
    fi: [
      h2('Tunne formaatit'),
      p(
        'DVD-levyt ovat halpoja, mutta niiden vakiotarkkuus näyttää suurella nykyaikaisella televisiolla sumealta. Blu-ray tarjoaa Full HD -kuvan ja selvästi paremman äänen, ja 4K Ultra HD Blu-ray tuo lisäksi suuremman tarkkuuden sekä HDR:n, joka antaa täyteläisemmät värit ja kontrastin. Osta 4K-levyjä vain, jos sinulla on 4K-soitin ja HDR:ää tukeva televisio – muuten tavallinen Blu-ray tarjoaa lähes saman elämyksen.',
      ),
      h2('Tarkista yhteensopivuus ennen ostoa'),
      ul(
        'Aluekoodit: muiden alueiden DVD- ja Blu-ray-levyt eivät välttämättä toimi soittimessasi, mutta 4K-levyt ovat yleensä aluevapaita.',
        'Ääniraidat ja tekstitykset: tarkista, että oma kielesi on mukana, etenkin tuontijulkaisuissa.',
        'Ikäraja: varmista, että se sopii kaikille katsojille.',
        'Digitaalinen kopio: joidenkin levyjen mukana tulee suoratoistokoodi, mutta tarkista sen voimassaoloaika.',
      ),
      p(
        'Steelbook- ja keräilijäpainokset näyttävät hyllyssä upeilta, mutta itse elokuva on yleensä sama kuin perusjulkaisussa. Osta niitä vain, jos pakkaus tai lisämateriaali on sinulle todella tärkeä.',
      ),
      h2('Digitaaliset ostot ja vuokraus'),
      p(
        'Digitaalisesti ostettu elokuva on heti katsottavissa, mutta yleensä saat vain käyttöoikeuden etkä omaa tiedostoa, ja elokuva voi kadota, jos palvelu poistaa sen. Kerran katsottavat elokuvat kannattaa usein vuokrata. Suosikit, jotka haluat säilyttää vuosia, ovat turvallisimmin tallessa levyllä.',
      ),
    ],
    nl: [
      h2('Ken de formaten'),
      p(
        'Dvd’s zijn goedkoop, maar bieden alleen standaardresolutie, en dat ziet er op een grote moderne tv wazig uit. Blu-ray levert full HD met veel beter geluid, en 4K Ultra HD Blu-ray voegt daar een hogere resolutie en HDR aan toe voor rijkere kleuren en meer contrast. Koop alleen 4K-schijven als je een 4K-speler en een tv met HDR-ondersteuning hebt; anders biedt een gewone blu-ray bijna dezelfde ervaring.',
      ),
      h2('Controleer de compatibiliteit voordat je koopt'),
      ul(
        'Regiocodes: dvd’s en blu-rays uit andere regio’s werken misschien niet op je speler, terwijl 4K-schijven meestal regiovrij zijn.',
        'Audiosporen en ondertitels: controleer of jouw taal erbij zit, vooral bij importedities.',
        'Leeftijdsclassificatie: zorg dat die geschikt is voor iedereen die meekijkt.',
        'Digitale kopie: sommige schijven bevatten een code om te streamen, maar kijk tot wanneer die geldig is.',
      ),
      p(
        'Steelbooks en verzamelaarsedities staan mooi in de kast, maar de film zelf is meestal identiek aan de standaarduitgave. Koop ze alleen als de verpakking of het bonusmateriaal echt belangrijk voor je is.',
      ),
      h2('Digitaal kopen en huren'),
      p(
        'Een digitaal gekochte film kun je meteen kijken, maar meestal koop je een licentie en geen bestand dat van jou is, en de titel kan verdwijnen als de dienst hem verwijdert. Voor films die je één keer kijkt, is huren vaak voordeliger. Voor favorieten die je jarenlang wilt houden, is een schijf de veiligste keuze.',
      ),
    ],
    no: [
      h2('Forstå formatene'),
      p(
        'DVD-er er billige, men har bare standardoppløsning, som ser uskarp ut på en stor, moderne TV. Blu-ray gir full HD og mye bedre lyd, og 4K Ultra HD Blu-ray tilfører høyere oppløsning og HDR for fyldigere farger og mer kontrast. Kjøp bare 4K-plater hvis du har en 4K-spiller og en TV som støtter HDR – ellers gir en vanlig Blu-ray nesten den samme opplevelsen.',
      ),
      h2('Sjekk kompatibiliteten før du kjøper'),
      ul(
        'Regionkoder: DVD-er og Blu-ray-plater fra andre regioner kan ikke alltid spilles av på spilleren din, mens 4K-plater som regel er regionfrie.',
        'Lydspor og undertekster: Sjekk at språket ditt er med, særlig på importutgaver.',
        'Aldersgrense: Sørg for at den passer for alle som skal se.',
        'Digital kopi: Noen plater har en kode for strømming, men sjekk når den utløper.',
      ),
      p(
        'Steelbooks og samlerutgaver ser flotte ut i hylla, men selve filmen er som regel identisk med standardutgaven. Kjøp dem bare hvis emballasjen eller ekstramaterialet virkelig betyr noe for deg.',
      ),
      h2('Digitale kjøp og leie'),
      p(
        'En film du kjøper digitalt, er tilgjengelig med én gang, men du får som regel en lisens og ikke en fil du eier, og den kan forsvinne hvis tjenesten fjerner den. For filmer du bare skal se én gang, lønner det seg ofte å leie. For favoritter du vil beholde i mange år, er en fysisk plate det tryggeste valget.',
      ),
    ],
    pl: [
      h2('Poznaj formaty'),
      p(
        'Płyty DVD są tanie, ale oferują tylko standardową rozdzielczość, która na dużym nowoczesnym telewizorze wygląda nieostro. Blu-ray zapewnia Full HD i znacznie lepszy dźwięk, a 4K Ultra HD Blu-ray dodaje wyższą rozdzielczość i HDR, czyli bogatsze kolory i lepszy kontrast. Kupuj płyty 4K tylko wtedy, gdy masz odtwarzacz 4K i telewizor obsługujący HDR – w przeciwnym razie zwykły Blu-ray da niemal takie same wrażenia.',
      ),
      h2('Sprawdź zgodność przed zakupem'),
      ul(
        'Kody regionów: płyty DVD i Blu-ray z innych regionów mogą nie działać w Twoim odtwarzaczu, natomiast płyty 4K zwykle nie mają blokady regionalnej.',
        'Ścieżki dźwiękowe i napisy: upewnij się, że jest dostępny Twój język, zwłaszcza w wydaniach z importu.',
        'Kategoria wiekowa: sprawdź, czy odpowiada wszystkim widzom.',
        'Kopia cyfrowa: niektóre płyty zawierają kod do streamingu, ale sprawdź, do kiedy jest ważny.',
      ),
      p(
        'Steelbooki i edycje kolekcjonerskie świetnie prezentują się na półce, ale sam film jest zwykle identyczny jak w wydaniu standardowym. Kupuj je tylko wtedy, gdy opakowanie lub dodatki naprawdę mają dla Ciebie znaczenie.',
      ),
      h2('Zakup i wypożyczanie cyfrowe'),
      p(
        'Film kupiony cyfrowo jest dostępny od razu, ale zwykle nabywasz licencję, a nie plik na własność, i tytuł może zniknąć, jeśli serwis go usunie. Filmy, które obejrzysz raz, zazwyczaj bardziej opłaca się wypożyczyć. Ulubione tytuły, które chcesz mieć przez lata, najbezpieczniej kupić na płycie.',
      ),
    ],
    pt: [
      h2('Entenda os formatos'),
      p(
        'Os DVDs são baratos, mas têm apenas definição padrão, que fica borrada em uma TV grande moderna. O Blu-ray entrega Full HD com um som muito melhor, e o Blu-ray 4K Ultra HD acrescenta resolução maior e HDR, para cores e contraste mais ricos. Só compre discos 4K se você tiver um player 4K e uma TV compatível com HDR; caso contrário, um Blu-ray comum oferece uma experiência quase igual.',
      ),
      h2('Confira a compatibilidade antes de comprar'),
      ul(
        'Códigos de região: DVDs e Blu-rays de outras regiões podem não rodar no seu aparelho, enquanto os discos 4K geralmente não têm bloqueio regional.',
        'Faixas de áudio e legendas: veja se o seu idioma está incluído, principalmente em edições importadas.',
        'Classificação indicativa: confira se é adequada para todos que vão assistir.',
        'Cópia digital: alguns discos trazem um código para streaming, mas verifique a validade.',
      ),
      p(
        'Steelbooks e edições de colecionador ficam lindos na estante, mas o filme em si costuma ser idêntico ao da edição comum. Compre essas versões só se a embalagem ou os extras forem realmente importantes para você.',
      ),
      h2('Compra e aluguel digital'),
      p(
        'Um filme comprado no digital fica disponível na hora, mas em geral você adquire uma licença, e não um arquivo seu, e ele pode sumir se o serviço o retirar do catálogo. Para filmes que você vai ver uma vez só, alugar costuma compensar mais. Para os favoritos que você quer guardar por anos, o disco físico continua sendo a escolha mais segura.',
      ),
    ],
    sv: [
      h2('Förstå formaten'),
      p(
        'Dvd-skivor är billiga men har bara standardupplösning, vilket ser suddigt ut på en stor, modern tv. Blu-ray ger full hd och betydligt bättre ljud, och 4K Ultra HD Blu-ray lägger till högre upplösning och HDR för fylligare färger och mer kontrast. Köp bara 4K-skivor om du har en 4K-spelare och en tv som stöder HDR – annars ger en vanlig blu-ray nästan samma upplevelse.',
      ),
      h2('Kontrollera kompatibiliteten innan du köper'),
      ul(
        'Regionkoder: dvd- och blu-ray-skivor från andra regioner går kanske inte att spela i din spelare, medan 4K-skivor oftast är regionfria.',
        'Ljudspår och undertexter: kontrollera att ditt språk finns med, särskilt på importutgåvor.',
        'Åldersgräns: se till att den passar alla som ska titta.',
        'Digital kopia: vissa skivor har en kod för streaming, men kolla när den går ut.',
      ),
      p(
        'Steelbooks och samlarutgåvor ser snygga ut i hyllan, men själva filmen är oftast identisk med standardutgåvan. Köp dem bara om förpackningen eller extramaterialet verkligen betyder något för dig.',
      ),
      h2('Digitala köp och hyrfilm'),
      p(
        'En film som du köper digitalt finns tillgänglig direkt, men oftast får du en licens och inte en fil som du äger, och titeln kan försvinna om tjänsten tar bort den. För filmer som du bara ser en gång är det ofta billigare att hyra. För favoriter som du vill behålla i många år är en fysisk skiva det säkraste valet.',
      ),
    ],
  },
}

const magazines: GuideSeed = {
  slug: 'magazine-subscriptions-best-deal',
  subcategory: 'magazines',
  title: {
    en: 'Magazine subscriptions: how to get the best deal',
    de: 'Zeitschriften-Abos: So finden Sie das beste Angebot',
    fr: 'Abonnements magazines : comment obtenir la meilleure offre',
    it: 'Abbonamenti alle riviste: come trovare l’offerta migliore',
    es: 'Suscripciones a revistas: cómo conseguir la mejor oferta',
    fi: 'Aikakauslehtitilaukset: näin saat parhaan tarjouksen',
    nl: 'Tijdschriftabonnementen: zo krijg je de beste deal',
    no: 'Bladabonnement: slik får du det beste tilbudet',
    pl: 'Prenumerata czasopism: jak znaleźć najlepszą ofertę',
    pt: 'Assinatura de revistas: como conseguir a melhor oferta',
    sv: 'Tidningsprenumerationer: så hittar du det bästa erbjudandet',
  },
  excerpt: {
    en: 'A subscription can cost far less than buying each issue, but introductory offers often renew at a much higher price. Here is how to subscribe smartly.',
    de: 'Ein Abo kann deutlich günstiger sein als der Kauf einzelner Hefte, doch Einstiegsangebote verlängern sich oft zu einem viel höheren Preis. So abonnieren Sie clever.',
    fr: 'Un abonnement peut coûter bien moins cher que l’achat au numéro, mais les offres de bienvenue se renouvellent souvent à un prix nettement plus élevé. Voici comment s’abonner malin.',
    it: 'Un abbonamento può costare molto meno dell’acquisto in edicola, ma le offerte di benvenuto spesso si rinnovano a un prezzo molto più alto. Ecco come abbonarsi in modo furbo.',
    es: 'Una suscripción puede salir mucho más barata que comprar cada número, pero las ofertas de bienvenida suelen renovarse a un precio bastante más alto. Así puedes suscribirte con cabeza.',
    fi: 'Tilaus voi tulla paljon halvemmaksi kuin irtonumeroiden ostaminen, mutta tutustumistarjoukset jatkuvat usein selvästi kalliimpina. Näin tilaat fiksusti.',
    nl: 'Een abonnement kan veel goedkoper zijn dan losse nummers kopen, maar welkomstaanbiedingen worden vaak verlengd tegen een veel hogere prijs. Zo sluit je slim een abonnement af.',
    no: 'Et abonnement kan være mye billigere enn å kjøpe hvert nummer, men introduksjonstilbud fornyes ofte til en langt høyere pris. Slik abonnerer du smart.',
    pl: 'Prenumerata może być znacznie tańsza niż kupowanie pojedynczych numerów, ale oferty powitalne często odnawiają się po dużo wyższej cenie. Oto jak prenumerować z głową.',
    pt: 'Uma assinatura pode sair bem mais barata do que comprar cada edição, mas as ofertas de boas-vindas costumam ser renovadas por um preço muito maior. Veja como assinar de forma inteligente.',
    sv: 'En prenumeration kan kosta mycket mindre än att köpa lösnummer, men introduktionserbjudanden förnyas ofta till ett betydligt högre pris. Så prenumererar du smart.',
  },
  body: {
    en: [
      h2('Print, digital or both?'),
      p(
        'Print magazines are pleasant to read and easy to pass on, but they take up space and cost more to deliver. Digital editions arrive instantly, are often cheaper and let you search the archive of back issues. Many publishers offer a combined package for only a little more than print alone, which is good value if you read both at home and on the go.',
      ),
      h2('Read the terms before you subscribe'),
      p(
        'Introductory offers such as a few issues for a token price are tempting, but they often renew automatically at the full rate. Put the end date of the trial in your calendar and check how and by when you can cancel. Annual subscriptions paid upfront are usually cheaper per issue than monthly payments.',
      ),
      ul(
        'Work out the price per issue and compare it with the newsstand price.',
        'Check whether the subscription renews automatically and at what price.',
        'Look for student, senior or multi-year discounts.',
        'Make sure delivery to your country or region is included in the price.',
      ),
      h2('Magazines as a gift'),
      p(
        'A gift subscription is a thoughtful present that keeps arriving issue after issue. Choose a fixed-term subscription that ends automatically, so the recipient is not surprised by a bill later. Many publishers let you print or email a gift card to hand over on the day, even if the first issue only arrives a few weeks later.',
      ),
    ],
    de: [
      h2('Print, digital oder beides?'),
      p(
        'Gedruckte Zeitschriften lesen sich angenehm und lassen sich leicht weitergeben, brauchen aber Platz und verursachen höhere Versandkosten. Digitale Ausgaben sind sofort verfügbar, oft günstiger und ermöglichen die Suche im Archiv älterer Hefte. Viele Verlage bieten ein Kombi-Paket für nur wenig mehr als die Printausgabe an, was sich lohnt, wenn Sie zu Hause und unterwegs lesen.',
      ),
      h2('Vor dem Abschluss die Bedingungen lesen'),
      p(
        'Einstiegsangebote wie ein paar Ausgaben zum Sonderpreis sind verlockend, gehen aber oft automatisch in ein reguläres Abo zum vollen Preis über. Tragen Sie das Ende des Probeabos in Ihren Kalender ein und prüfen Sie, wie und bis wann Sie kündigen können. Jahresabos mit Vorauszahlung sind pro Ausgabe meist günstiger als eine monatliche Zahlung.',
      ),
      ul(
        'Rechnen Sie den Preis pro Ausgabe aus und vergleichen Sie ihn mit dem Kioskpreis.',
        'Prüfen Sie, ob sich das Abo automatisch verlängert und zu welchem Preis.',
        'Fragen Sie nach Rabatten für Studierende, Senioren oder mehrjährige Laufzeiten.',
        'Stellen Sie sicher, dass die Lieferung in Ihr Land oder Ihre Region im Preis enthalten ist.',
      ),
      h2('Zeitschriften verschenken'),
      p(
        'Ein Geschenkabo ist eine aufmerksame Geste, die mit jeder Ausgabe neu Freude macht. Wählen Sie ein befristetes Abo, das automatisch endet, damit die beschenkte Person später keine unerwartete Rechnung erhält. Viele Verlage bieten eine Geschenkkarte zum Ausdrucken oder per E-Mail an, die Sie am Tag selbst überreichen können, auch wenn die erste Ausgabe erst ein paar Wochen später kommt.',
      ),
    ],
    fr: [
      h2('Papier, numérique ou les deux ?'),
      p(
        'Les magazines papier sont agréables à lire et faciles à prêter, mais ils prennent de la place et coûtent plus cher à livrer. Les éditions numériques arrivent immédiatement, sont souvent moins chères et permettent de fouiller les archives des anciens numéros. Beaucoup d’éditeurs proposent une formule couplée pour à peine plus cher que le papier seul, intéressante si vous lisez à la fois chez vous et en déplacement.',
      ),
      h2('Lisez les conditions avant de vous abonner'),
      p(
        'Les offres découverte, comme quelques numéros pour un prix symbolique, sont tentantes, mais elles se renouvellent souvent automatiquement au plein tarif. Notez la date de fin de l’essai dans votre agenda et vérifiez comment et jusqu’à quand vous pouvez résilier. Les abonnements annuels payés d’avance reviennent généralement moins cher par numéro que les prélèvements mensuels.',
      ),
      ul(
        'Calculez le prix par numéro et comparez-le au prix en kiosque.',
        'Vérifiez si l’abonnement est reconduit automatiquement et à quel tarif.',
        'Renseignez-vous sur les réductions étudiants, seniors ou pour plusieurs années.',
        'Assurez-vous que la livraison dans votre pays ou votre région est comprise dans le prix.',
      ),
      h2('Offrir un abonnement'),
      p(
        'Un abonnement cadeau est une attention qui se renouvelle à chaque numéro. Choisissez une formule à durée déterminée qui s’arrête d’elle-même, pour que la personne ne reçoive pas de facture surprise plus tard. De nombreux éditeurs proposent une carte cadeau à imprimer ou à envoyer par e-mail le jour J, même si le premier numéro n’arrive que quelques semaines après.',
      ),
    ],
    it: [
      h2('Cartaceo, digitale o entrambi?'),
      p(
        'Le riviste cartacee sono piacevoli da leggere e facili da prestare, ma occupano spazio e costano di più da spedire. Le edizioni digitali arrivano subito, sono spesso più economiche e permettono di cercare nell’archivio dei numeri arretrati. Molti editori offrono un pacchetto combinato a poco più del solo cartaceo, conveniente se leggi sia a casa sia fuori.',
      ),
      h2('Leggi le condizioni prima di abbonarti'),
      p(
        'Le offerte di prova, come alcuni numeri a un prezzo simbolico, sono allettanti, ma spesso si rinnovano automaticamente a tariffa piena. Segna sul calendario la data di fine della prova e controlla come ed entro quando puoi disdire. Gli abbonamenti annuali pagati in anticipo costano di solito meno per numero rispetto ai pagamenti mensili.',
      ),
      ul(
        'Calcola il prezzo per numero e confrontalo con quello in edicola.',
        'Verifica se l’abbonamento si rinnova automaticamente e a quale prezzo.',
        'Cerca sconti per studenti, over 65 o abbonamenti pluriennali.',
        'Assicurati che la spedizione nel tuo Paese o nella tua zona sia inclusa nel prezzo.',
      ),
      h2('Regalare una rivista'),
      p(
        'Un abbonamento in regalo è un pensiero che si rinnova a ogni uscita. Scegli un abbonamento a durata fissa che termina da solo, così chi lo riceve non si troverà una fattura inattesa più avanti. Molti editori permettono di stampare o inviare via e-mail un biglietto regalo da consegnare il giorno stesso, anche se il primo numero arriverà qualche settimana dopo.',
      ),
    ],
    es: [
      h2('¿Papel, digital o ambas?'),
      p(
        'Las revistas en papel son agradables de leer y fáciles de prestar, pero ocupan espacio y su envío cuesta más. Las ediciones digitales llegan al instante, suelen ser más baratas y permiten buscar en el archivo de números anteriores. Muchas editoriales ofrecen un paquete combinado por poco más que el papel solo, algo que compensa si lees tanto en casa como fuera.',
      ),
      h2('Lee las condiciones antes de suscribirte'),
      p(
        'Las ofertas de prueba, como varios números a precio simbólico, son tentadoras, pero a menudo se renuevan automáticamente a la tarifa completa. Apunta en el calendario la fecha en que termina la prueba y comprueba cómo y hasta cuándo puedes darte de baja. Las suscripciones anuales pagadas por adelantado suelen salir más baratas por número que los pagos mensuales.',
      ),
      ul(
        'Calcula el precio por número y compáralo con el del quiosco.',
        'Comprueba si la suscripción se renueva automáticamente y a qué precio.',
        'Busca descuentos para estudiantes, jubilados o suscripciones de varios años.',
        'Asegúrate de que el envío a tu país o región esté incluido en el precio.',
      ),
      h2('Regalar una revista'),
      p(
        'Una suscripción de regalo es un detalle que se repite con cada número. Elige una suscripción de duración cerrada que termine sola, para que la otra persona no reciba después una factura inesperada. Muchas editoriales permiten imprimir o enviar por correo electrónico una tarjeta regalo para entregarla el mismo día, aunque el primer número llegue unas semanas más tarde.',
      ),
    ],
    fi: [
      h2('Painettu, digitaalinen vai molemmat?'),
      p(
        'Painettua lehteä on mukava lukea ja helppo antaa eteenpäin, mutta se vie tilaa ja sen jakelu maksaa enemmän. Digilehti on luettavissa heti, usein halvempi ja antaa hakea vanhojen numeroiden arkistosta. Monet kustantajat tarjoavat yhdistelmätilausta vain vähän painettua kalliimmalla, mikä kannattaa, jos luet sekä kotona että liikkeellä.',
      ),
      h2('Lue ehdot ennen tilaamista'),
      p(
        'Tutustumistarjoukset, kuten muutama numero nimellisellä hinnalla, ovat houkuttelevia, mutta ne jatkuvat usein automaattisesti täysihintaisena kestotilauksena. Merkitse kokeilujakson päättymispäivä kalenteriin ja tarkista, miten ja mihin mennessä tilauksen voi perua. Etukäteen maksettu vuositilaus on yleensä numeroa kohden halvempi kuin kuukausimaksu.',
      ),
      ul(
        'Laske numerokohtainen hinta ja vertaa sitä irtonumeron hintaan.',
        'Tarkista, jatkuuko tilaus automaattisesti ja millä hinnalla.',
        'Kysy opiskelija-, eläkeläis- ja monivuotisten tilausten alennuksista.',
        'Varmista, että toimitus omaan maahasi tai alueellesi sisältyy hintaan.',
      ),
      h2('Lehtitilaus lahjaksi'),
      p(
        'Lahjatilaus on huomaavainen lahja, joka ilahduttaa numero numerolta. Valitse määräaikainen tilaus, joka päättyy itsestään, jotta saaja ei myöhemmin yllättyisi laskusta. Monet kustantajat tarjoavat tulostettavan tai sähköpostilla lähetettävän lahjakortin, jonka voit antaa juhlapäivänä, vaikka ensimmäinen numero saapuisi vasta muutaman viikon päästä.',
      ),
    ],
    nl: [
      h2('Papier, digitaal of allebei?'),
      p(
        'Papieren tijdschriften lezen prettig en zijn makkelijk door te geven, maar ze nemen ruimte in en de bezorging kost meer. Digitale edities zijn direct beschikbaar, vaak goedkoper en je kunt er in het archief van oude nummers zoeken. Veel uitgevers bieden een combipakket voor net iets meer dan alleen papier, wat de moeite waard is als je zowel thuis als onderweg leest.',
      ),
      h2('Lees de voorwaarden voordat je je abonneert'),
      p(
        'Proefaanbiedingen, zoals een paar nummers voor een symbolisch bedrag, zijn verleidelijk, maar worden vaak automatisch verlengd tegen het volle tarief. Zet de einddatum van de proefperiode in je agenda en kijk hoe en tot wanneer je kunt opzeggen. Jaarabonnementen die je vooraf betaalt, zijn per nummer meestal goedkoper dan maandelijkse betaling.',
      ),
      ul(
        'Reken de prijs per nummer uit en vergelijk die met de losse verkoopprijs.',
        'Controleer of het abonnement automatisch wordt verlengd en tegen welke prijs.',
        'Vraag naar kortingen voor studenten, 65-plussers of meerjarige abonnementen.',
        'Zorg dat bezorging in jouw land of regio bij de prijs inbegrepen is.',
      ),
      h2('Een tijdschrift cadeau geven'),
      p(
        'Een cadeauabonnement is een attent geschenk dat met elk nummer opnieuw binnenvalt. Kies een abonnement met een vaste looptijd dat vanzelf stopt, zodat de ontvanger later niet voor een verrassende rekening komt te staan. Veel uitgevers laten je een cadeaukaart printen of mailen die je op de dag zelf kunt geven, ook al komt het eerste nummer pas een paar weken later.',
      ),
    ],
    no: [
      h2('Papir, digitalt eller begge deler?'),
      p(
        'Trykte blader er behagelige å lese og lette å gi videre, men de tar plass og koster mer å levere. Digitale utgaver kommer med en gang, er ofte billigere og lar deg søke i arkivet med eldre numre. Mange forlag tilbyr en kombinasjonspakke for litt mer enn bare papir, noe som lønner seg hvis du leser både hjemme og på farten.',
      ),
      h2('Les vilkårene før du abonnerer'),
      p(
        'Introduksjonstilbud som noen numre til en symbolsk pris er fristende, men de fornyes ofte automatisk til full pris. Skriv opp sluttdatoen for prøveperioden i kalenderen og sjekk hvordan og innen når du kan si opp. Årsabonnement som betales på forskudd, er som regel billigere per nummer enn månedlig betaling.',
      ),
      ul(
        'Regn ut prisen per nummer og sammenlign med løssalgsprisen.',
        'Sjekk om abonnementet fornyes automatisk og til hvilken pris.',
        'Se etter rabatter for studenter, pensjonister eller abonnement over flere år.',
        'Sørg for at levering til ditt land eller din region er inkludert i prisen.',
      ),
      h2('Blader som gave'),
      p(
        'Et gaveabonnement er en gjennomtenkt gave som gleder nummer etter nummer. Velg et tidsbegrenset abonnement som avsluttes av seg selv, så mottakeren ikke får en uventet regning senere. Mange forlag lar deg skrive ut eller sende et gavekort på e-post som du kan gi på selve dagen, selv om det første nummeret kommer noen uker senere.',
      ),
    ],
    pl: [
      h2('Papier, wersja cyfrowa czy obie?'),
      p(
        'Papierowe czasopisma przyjemnie się czyta i łatwo je komuś pożyczyć, ale zajmują miejsce, a ich dostawa kosztuje więcej. Wydania cyfrowe są dostępne od razu, często tańsze i pozwalają przeszukiwać archiwum starszych numerów. Wielu wydawców oferuje pakiet łączony za niewiele więcej niż sam papier, co się opłaca, jeśli czytasz zarówno w domu, jak i w podróży.',
      ),
      h2('Przeczytaj warunki przed zamówieniem'),
      p(
        'Oferty próbne, na przykład kilka numerów za symboliczną kwotę, są kuszące, ale często automatycznie przechodzą w prenumeratę w pełnej cenie. Zapisz w kalendarzu datę końca okresu próbnego i sprawdź, jak i do kiedy możesz zrezygnować. Roczna prenumerata opłacona z góry jest zwykle tańsza w przeliczeniu na numer niż płatności miesięczne.',
      ),
      ul(
        'Oblicz cenę jednego numeru i porównaj ją z ceną w kiosku.',
        'Sprawdź, czy prenumerata odnawia się automatycznie i po jakiej cenie.',
        'Szukaj zniżek dla studentów, seniorów lub za prenumeratę wieloletnią.',
        'Upewnij się, że wysyłka do Twojego kraju lub regionu jest wliczona w cenę.',
      ),
      h2('Prenumerata na prezent'),
      p(
        'Prenumerata w prezencie to przemyślany upominek, który cieszy z każdym kolejnym numerem. Wybierz prenumeratę na czas określony, która wygaśnie sama, aby obdarowana osoba nie dostała później niespodziewanego rachunku. Wielu wydawców pozwala wydrukować lub wysłać e-mailem kartę podarunkową, którą wręczysz w dniu okazji, nawet jeśli pierwszy numer dotrze kilka tygodni później.',
      ),
    ],
    pt: [
      h2('Impresso, digital ou os dois?'),
      p(
        'Revistas impressas são gostosas de ler e fáceis de emprestar, mas ocupam espaço e a entrega custa mais. As edições digitais chegam na hora, costumam ser mais baratas e permitem pesquisar no acervo de edições anteriores. Muitas editoras oferecem um pacote combinado por pouco mais que o impresso sozinho, o que compensa se você lê tanto em casa quanto fora.',
      ),
      h2('Leia as condições antes de assinar'),
      p(
        'Ofertas de teste, como algumas edições por um preço simbólico, são tentadoras, mas muitas vezes se renovam automaticamente pelo valor cheio. Anote na agenda a data em que o teste termina e confira como e até quando é possível cancelar. Assinaturas anuais pagas à vista costumam sair mais baratas por edição do que o pagamento mensal.',
      ),
      ul(
        'Calcule o preço por edição e compare com o preço nas bancas.',
        'Verifique se a assinatura é renovada automaticamente e por qual valor.',
        'Procure descontos para estudantes, idosos ou planos de vários anos.',
        'Confirme se a entrega na sua cidade ou região está incluída no preço.',
      ),
      h2('Revista de presente'),
      p(
        'Uma assinatura de presente é um mimo que se renova a cada edição. Escolha um plano com prazo determinado, que termina sozinho, para que a pessoa não seja surpreendida por uma cobrança depois. Muitas editoras permitem imprimir ou enviar por e-mail um cartão-presente para entregar no dia, mesmo que a primeira edição só chegue algumas semanas depois.',
      ),
    ],
    sv: [
      h2('Papper, digitalt eller både och?'),
      p(
        'Papperstidningar är sköna att läsa och lätta att låna ut, men de tar plats och kostar mer att leverera. Digitala utgåvor kommer direkt, är ofta billigare och låter dig söka i arkivet med äldre nummer. Många förlag erbjuder ett kombinationspaket för bara lite mer än papperstidningen, vilket lönar sig om du läser både hemma och på språng.',
      ),
      h2('Läs villkoren innan du prenumererar'),
      p(
        'Introduktionserbjudanden, som några nummer för en symbolisk summa, är lockande, men de förnyas ofta automatiskt till ordinarie pris. Skriv upp slutdatumet för provperioden i kalendern och kontrollera hur och senast när du kan säga upp prenumerationen. Helårsprenumerationer som betalas i förskott är oftast billigare per nummer än månadsbetalning.',
      ),
      ul(
        'Räkna ut priset per nummer och jämför med lösnummerpriset.',
        'Kontrollera om prenumerationen förnyas automatiskt och till vilket pris.',
        'Leta efter rabatter för studenter, pensionärer eller flerårsprenumerationer.',
        'Se till att leverans till ditt land eller din region ingår i priset.',
      ),
      h2('Tidningar som present'),
      p(
        'En presentprenumeration är en omtänksam gåva som glädjer nummer efter nummer. Välj en tidsbegränsad prenumeration som upphör av sig själv, så att mottagaren inte får en oväntad faktura senare. Många förlag låter dig skriva ut eller mejla ett presentkort som du kan ge bort på dagen, även om första numret kommer några veckor senare.',
      ),
    ],
  },
}

const dogSupplies: GuideSeed = {
  slug: 'essential-dog-supplies-checklist',
  subcategory: 'dog-supplies',
  title: {
    en: 'Essential dog supplies: a practical checklist',
    de: 'Hundezubehör: die wichtigste Grundausstattung',
    fr: 'Accessoires pour chien : l’équipement indispensable',
    it: 'Accessori per cani: l’attrezzatura indispensabile',
    es: 'Accesorios para perros: el equipo básico imprescindible',
    fi: 'Koiratarvikkeet: tärkein perusvarustus',
    nl: 'Hondenspullen: de onmisbare basisuitrusting',
    no: 'Hundeutstyr: det viktigste grunnutstyret',
    pl: 'Akcesoria dla psa: niezbędna wyprawka',
    pt: 'Acessórios para cachorro: o enxoval essencial',
    sv: 'Hundtillbehör: den viktigaste grundutrustningen',
  },
  excerpt: {
    en: 'From the right lead to a bed that fits, good basics make daily life with a dog easier. Here is what to buy first and how to choose the right size and material.',
    de: 'Von der passenden Leine bis zum richtig großen Hundebett: Eine gute Grundausstattung erleichtert den Alltag mit Hund. Das sollten Sie zuerst kaufen – und so wählen Sie Größe und Material.',
    fr: 'De la bonne laisse au panier à la bonne taille, un équipement de base bien choisi facilite la vie avec un chien. Voici quoi acheter en premier et comment choisir la taille et la matière.',
    it: 'Dal guinzaglio giusto a una cuccia della misura adatta, le basi rendono più semplice la vita con un cane. Ecco cosa comprare per primo e come scegliere misura e materiale.',
    es: 'De la correa adecuada a una cama del tamaño correcto, lo básico hace más fácil la vida con un perro. Esto es lo que debes comprar primero y cómo elegir talla y material.',
    fi: 'Sopivasta talutushihnasta oikean kokoiseen petiin – hyvät perustarvikkeet helpottavat arkea koiran kanssa. Näin tiedät, mitä hankkia ensin ja miten valita koko ja materiaali.',
    nl: 'Van de juiste riem tot een mand van de goede maat: met een goede basis wordt het leven met een hond een stuk makkelijker. Dit koop je eerst, en zo kies je maat en materiaal.',
    no: 'Fra riktig bånd til en seng i passe størrelse – godt grunnutstyr gjør hverdagen med hund enklere. Her er det du bør kjøpe først, og slik velger du størrelse og materiale.',
    pl: 'Od odpowiedniej smyczy po legowisko we właściwym rozmiarze – dobra wyprawka ułatwia codzienne życie z psem. Oto co kupić najpierw i jak dobrać rozmiar oraz materiał.',
    pt: 'Da guia certa a uma caminha do tamanho ideal, o básico bem escolhido deixa a vida com um cachorro mais fácil. Veja o que comprar primeiro e como escolher tamanho e material.',
    sv: 'Från rätt koppel till en bädd i lagom storlek – bra grundutrustning gör vardagen med hund enklare. Här är det du ska köpa först och hur du väljer storlek och material.',
  },
  body: {
    en: [
      h2('Collar, harness and lead'),
      p(
        'A well-fitted harness spreads pressure across the chest and is kinder than a collar for dogs that pull or have breathing problems. You should be able to slide two fingers under any strap, but no more. A fixed lead of 1.5 to 2 metres gives you good control in town, while retractable leads are best kept for open spaces.',
      ),
      h2('The first things to buy'),
      ul(
        'Stainless steel or ceramic bowls, which are hygienic and easy to clean.',
        'A bed your dog can fully stretch out in, with a washable cover.',
        'An ID tag with your phone number, even if your dog is microchipped.',
        'Sturdy chew toys that are too large to be swallowed.',
        'Poop bags and a brush that suits your dog’s coat.',
      ),
      p(
        'Measure your dog lying in its favourite position and add about 20 centimetres to find the right bed size. Older dogs and large breeds benefit from orthopaedic memory-foam beds that support their joints.',
      ),
      h2('Toys and safety'),
      p(
        'Choose toys according to how your dog plays: powerful chewers need solid rubber, while gentle players can enjoy soft toys. Check toys regularly and throw them away as soon as pieces start to come off. Avoid cooked bones and small balls that could get stuck in the throat.',
      ),
    ],
    de: [
      h2('Halsband, Geschirr und Leine'),
      p(
        'Ein gut sitzendes Geschirr verteilt den Druck über die Brust und ist für Hunde, die ziehen oder Atemprobleme haben, schonender als ein Halsband. Unter jeden Gurt sollten zwei Finger passen, aber nicht mehr. Eine feste Leine mit 1,5 bis 2 Metern gibt Ihnen in der Stadt gute Kontrolle, Rollleinen sind eher etwas für offenes Gelände.',
      ),
      h2('Was Sie zuerst brauchen'),
      ul(
        'Näpfe aus Edelstahl oder Keramik, die hygienisch und leicht zu reinigen sind.',
        'Ein Hundebett, in dem sich Ihr Hund ganz ausstrecken kann, mit waschbarem Bezug.',
        'Eine Hundemarke mit Ihrer Telefonnummer, auch wenn Ihr Hund gechippt ist.',
        'Robustes Kauspielzeug, das zu groß ist, um verschluckt zu werden.',
        'Kotbeutel und eine Bürste, die zum Fell Ihres Hundes passt.',
      ),
      p(
        'Messen Sie Ihren Hund in seiner liebsten Liegeposition und rechnen Sie etwa 20 Zentimeter hinzu, um die richtige Bettgröße zu finden. Ältere Hunde und große Rassen profitieren von orthopädischen Betten aus Memory-Schaum, die die Gelenke entlasten.',
      ),
      h2('Spielzeug und Sicherheit'),
      p(
        'Wählen Sie Spielzeug danach, wie Ihr Hund spielt: Kräftige Kauer brauchen massiven Gummi, sanftere Spieler haben auch an Plüschtieren Freude. Kontrollieren Sie das Spielzeug regelmäßig und werfen Sie es weg, sobald sich Teile lösen. Verzichten Sie auf gekochte Knochen und kleine Bälle, die im Hals stecken bleiben könnten.',
      ),
    ],
    fr: [
      h2('Collier, harnais et laisse'),
      p(
        'Un harnais bien ajusté répartit la pression sur le poitrail et ménage davantage les chiens qui tirent ou ont des problèmes respiratoires. Vous devez pouvoir glisser deux doigts sous chaque sangle, pas plus. Une laisse fixe de 1,5 à 2 mètres offre un bon contrôle en ville ; gardez les laisses à enrouleur pour les grands espaces.',
      ),
      h2('Les premiers achats'),
      ul(
        'Des gamelles en inox ou en céramique, hygiéniques et faciles à nettoyer.',
        'Un panier où votre chien peut s’allonger de tout son long, avec une housse lavable.',
        'Une médaille avec votre numéro de téléphone, même si votre chien est pucé.',
        'Des jouets à mâcher solides, trop gros pour être avalés.',
        'Des sacs à déjections et une brosse adaptée au pelage de votre chien.',
      ),
      p(
        'Mesurez votre chien couché dans sa position préférée et ajoutez environ 20 centimètres pour trouver la bonne taille de panier. Les chiens âgés et les grandes races apprécient les couchages orthopédiques en mousse à mémoire de forme, qui soulagent les articulations.',
      ),
      h2('Jouets et sécurité'),
      p(
        'Choisissez les jouets selon la façon de jouer de votre chien : les grands mâchouilleurs ont besoin de caoutchouc plein, tandis que les joueurs plus délicats peuvent profiter de peluches. Inspectez les jouets régulièrement et jetez-les dès que des morceaux se détachent. Évitez les os cuits et les petites balles qui pourraient se coincer dans la gorge.',
      ),
    ],
    it: [
      h2('Collare, pettorina e guinzaglio'),
      p(
        'Una pettorina ben regolata distribuisce la pressione sul torace ed è più delicata del collare per i cani che tirano o hanno problemi respiratori. Sotto ogni cinghia devono passare due dita, non di più. Un guinzaglio fisso da 1,5-2 metri offre un buon controllo in città, mentre i guinzagli allungabili sono più adatti agli spazi aperti.',
      ),
      h2('I primi acquisti'),
      ul(
        'Ciotole in acciaio inox o ceramica, igieniche e facili da lavare.',
        'Una cuccia in cui il cane possa distendersi completamente, con fodera lavabile.',
        'Una medaglietta con il tuo numero di telefono, anche se il cane ha il microchip.',
        'Giochi da masticare resistenti, troppo grandi per essere ingoiati.',
        'Sacchetti igienici e una spazzola adatta al tipo di pelo.',
      ),
      p(
        'Misura il cane sdraiato nella sua posizione preferita e aggiungi circa 20 centimetri per trovare la misura giusta della cuccia. I cani anziani e di taglia grande traggono beneficio dai materassini ortopedici in memory foam, che sostengono le articolazioni.',
      ),
      h2('Giochi e sicurezza'),
      p(
        'Scegli i giochi in base a come gioca il tuo cane: i grandi masticatori hanno bisogno di gomma piena, mentre quelli più delicati possono divertirsi con i peluche. Controlla i giochi regolarmente e buttali appena iniziano a staccarsi dei pezzi. Evita le ossa cotte e le palline piccole che potrebbero bloccarsi in gola.',
      ),
    ],
    es: [
      h2('Collar, arnés y correa'),
      p(
        'Un arnés bien ajustado reparte la presión por el pecho y es más amable que el collar para los perros que tiran o tienen problemas respiratorios. Deben caber dos dedos bajo cada cinta, pero no más. Una correa fija de 1,5 a 2 metros te da buen control en la ciudad; las extensibles es mejor reservarlas para espacios abiertos.',
      ),
      h2('Lo primero que debes comprar'),
      ul(
        'Comederos de acero inoxidable o cerámica, higiénicos y fáciles de limpiar.',
        'Una cama en la que tu perro pueda estirarse por completo, con funda lavable.',
        'Una placa identificativa con tu teléfono, aunque tu perro lleve microchip.',
        'Mordedores resistentes y demasiado grandes para que pueda tragárselos.',
        'Bolsas para excrementos y un cepillo adecuado a su tipo de pelo.',
      ),
      p(
        'Mide a tu perro tumbado en su postura favorita y añade unos 20 centímetros para dar con el tamaño de cama adecuado. Los perros mayores y las razas grandes agradecen las camas ortopédicas de espuma viscoelástica, que cuidan las articulaciones.',
      ),
      h2('Juguetes y seguridad'),
      p(
        'Elige los juguetes según cómo juega tu perro: los que muerden con fuerza necesitan caucho macizo, mientras que los más delicados pueden disfrutar de peluches. Revisa los juguetes con regularidad y tíralos en cuanto empiecen a soltarse trozos. Evita los huesos cocidos y las pelotas pequeñas que podrían quedarse atascadas en la garganta.',
      ),
    ],
    fi: [
      h2('Kaulapanta, valjaat ja talutushihna'),
      p(
        'Hyvin istuvat valjaat jakavat painetta rintakehälle ja ovat kaulapantaa hellävaraisemmat koirille, jotka vetävät tai joilla on hengitysvaikeuksia. Jokaisen remmin alle pitää mahtua kaksi sormea, mutta ei enempää. Kiinteä 1,5–2 metrin talutushihna antaa hyvän hallinnan kaupungissa, kun taas rullahihnat sopivat paremmin avoimiin paikkoihin.',
      ),
      h2('Ensimmäiset hankinnat'),
      ul(
        'Ruostumattomasta teräksestä tai keramiikasta tehdyt kupit, jotka ovat hygieenisiä ja helppoja puhdistaa.',
        'Peti, jossa koira mahtuu oikaisemaan itsensä kokonaan ja jossa on pestävä päällinen.',
        'Nimilaatta puhelinnumerollasi, vaikka koira olisi mikrosirutettu.',
        'Kestävät purulelut, jotka ovat liian suuria nieltäviksi.',
        'Kakkapusseja ja koiran turkille sopiva harja.',
      ),
      p(
        'Mittaa koira sen lempiasennossa makuulla ja lisää noin 20 senttiä, niin löydät sopivan petin koon. Iäkkäät koirat ja suuret rodut hyötyvät ortopedisista muistivaahtopedeistä, jotka tukevat niveliä.',
      ),
      h2('Lelut ja turvallisuus'),
      p(
        'Valitse lelut koiran leikkityylin mukaan: kovat pureskelijat tarvitsevat umpikumia, kun taas hellävaraisemmat leikkijät voivat nauttia pehmoleluista. Tarkista lelut säännöllisesti ja heitä ne pois heti, kun niistä alkaa irrota paloja. Vältä keitettyjä luita ja pieniä palloja, jotka voivat juuttua kurkkuun.',
      ),
    ],
    nl: [
      h2('Halsband, tuigje en riem'),
      p(
        'Een goed passend tuigje verdeelt de druk over de borst en is vriendelijker dan een halsband voor honden die trekken of ademhalingsproblemen hebben. Onder elke band moeten twee vingers passen, maar niet meer. Een vaste riem van 1,5 tot 2 meter geeft je in de stad goede controle; rolriemen kun je beter bewaren voor open terrein.',
      ),
      h2('Wat je als eerste koopt'),
      ul(
        'Voer- en drinkbakken van rvs of keramiek, die hygiënisch en makkelijk schoon te maken zijn.',
        'Een mand waarin je hond zich helemaal kan uitstrekken, met een wasbare hoes.',
        'Een penning met je telefoonnummer, ook als je hond gechipt is.',
        'Stevig kauwspeelgoed dat te groot is om in te slikken.',
        'Poepzakjes en een borstel die past bij de vacht van je hond.',
      ),
      p(
        'Meet je hond liggend in zijn favoriete houding en tel er ongeveer 20 centimeter bij op om de juiste maat mand te vinden. Oudere honden en grote rassen hebben baat bij orthopedische kussens van traagschuim die de gewrichten ondersteunen.',
      ),
      h2('Speelgoed en veiligheid'),
      p(
        'Kies speelgoed op basis van hoe je hond speelt: fanatieke kauwers hebben massief rubber nodig, terwijl rustige spelers ook plezier hebben van knuffels. Controleer het speelgoed regelmatig en gooi het weg zodra er stukjes loskomen. Vermijd gekookte botten en kleine ballen die in de keel vast kunnen komen te zitten.',
      ),
    ],
    no: [
      h2('Halsbånd, sele og bånd'),
      p(
        'En godt tilpasset sele fordeler trykket over brystet og er skånsommere enn halsbånd for hunder som drar eller har pustevansker. Du skal få plass til to fingre under hver stropp, men ikke mer. Et fast bånd på 1,5 til 2 meter gir god kontroll i byen, mens flexibånd passer bedre i åpent terreng.',
      ),
      h2('Det første du bør kjøpe'),
      ul(
        'Skåler i rustfritt stål eller keramikk, som er hygieniske og lette å rengjøre.',
        'En seng der hunden kan strekke seg helt ut, med vaskbart trekk.',
        'Et navneskilt med telefonnummeret ditt, selv om hunden er ID-merket.',
        'Solide tyggeleker som er for store til å bli svelget.',
        'Bæsjeposer og en børste som passer til hundens pels.',
      ),
      p(
        'Mål hunden mens den ligger i favorittstillingen sin, og legg til omtrent 20 centimeter for å finne riktig sengestørrelse. Eldre hunder og store raser har godt av ortopediske senger i memoryskum som avlaster leddene.',
      ),
      h2('Leker og sikkerhet'),
      p(
        'Velg leker etter hvordan hunden din leker: Ivrige tyggere trenger massiv gummi, mens de mer forsiktige kan kose seg med tøyleker. Sjekk lekene jevnlig og kast dem så snart det begynner å løsne biter. Unngå kokte bein og små baller som kan sette seg fast i halsen.',
      ),
    ],
    pl: [
      h2('Obroża, szelki i smycz'),
      p(
        'Dobrze dopasowane szelki rozkładają nacisk na klatkę piersiową i są łagodniejsze od obroży dla psów, które ciągną lub mają problemy z oddychaniem. Pod każdy pasek powinny wejść dwa palce, ale nie więcej. Stała smycz o długości 1,5–2 m zapewnia dobrą kontrolę w mieście, a smycze automatyczne lepiej zostawić na otwarte tereny.',
      ),
      h2('Pierwsze zakupy'),
      ul(
        'Miski ze stali nierdzewnej lub ceramiki, higieniczne i łatwe do mycia.',
        'Legowisko, na którym pies może się swobodnie wyciągnąć, z pokrowcem nadającym się do prania.',
        'Adresatka z Twoim numerem telefonu, nawet jeśli pies jest zaczipowany.',
        'Wytrzymałe gryzaki na tyle duże, by nie dało się ich połknąć.',
        'Woreczki na odchody i szczotka dopasowana do rodzaju sierści.',
      ),
      p(
        'Zmierz psa leżącego w ulubionej pozycji i dodaj około 20 centymetrów, aby dobrać właściwy rozmiar legowiska. Starsze psy i duże rasy skorzystają na ortopedycznych legowiskach z pianki z pamięcią kształtu, które odciążają stawy.',
      ),
      h2('Zabawki i bezpieczeństwo'),
      p(
        'Dobieraj zabawki do stylu zabawy psa: psy, które mocno gryzą, potrzebują zabawek z litej gumy, a te delikatniejsze ucieszą się z pluszaków. Regularnie sprawdzaj zabawki i wyrzucaj je, gdy tylko zaczną odpadać kawałki. Unikaj gotowanych kości i małych piłek, które mogą utknąć w gardle.',
      ),
    ],
    pt: [
      h2('Coleira, peitoral e guia'),
      p(
        'Um peitoral bem ajustado distribui a pressão pelo peito e é mais gentil que a coleira para cães que puxam ou têm problemas respiratórios. Devem caber dois dedos sob cada tira, mas não mais que isso. Uma guia fixa de 1,5 a 2 metros dá bom controle na cidade, enquanto as guias retráteis são melhores para espaços abertos.',
      ),
      h2('As primeiras compras'),
      ul(
        'Comedouros de inox ou cerâmica, que são higiênicos e fáceis de lavar.',
        'Uma caminha em que o cachorro consiga se esticar por inteiro, com capa lavável.',
        'Uma plaquinha de identificação com o seu telefone, mesmo que ele tenha microchip.',
        'Brinquedos de morder resistentes e grandes demais para serem engolidos.',
        'Saquinhos para recolher as fezes e uma escova adequada ao tipo de pelo.',
      ),
      p(
        'Meça o seu cachorro deitado na posição preferida e acrescente cerca de 20 centímetros para achar o tamanho certo da caminha. Cães idosos e de raças grandes se beneficiam de camas ortopédicas de espuma viscoelástica, que aliviam as articulações.',
      ),
      h2('Brinquedos e segurança'),
      p(
        'Escolha os brinquedos de acordo com o jeito de brincar do seu cachorro: os que mordem com força precisam de borracha maciça, enquanto os mais delicados podem curtir bichinhos de pelúcia. Confira os brinquedos com frequência e jogue fora assim que começarem a soltar pedaços. Evite ossos cozidos e bolinhas pequenas que possam ficar presas na garganta.',
      ),
    ],
    sv: [
      h2('Halsband, sele och koppel'),
      p(
        'En väl avpassad sele fördelar trycket över bröstet och är skonsammare än ett halsband för hundar som drar eller har andningsproblem. Du ska kunna sticka in två fingrar under varje rem, men inte fler. Ett fast koppel på 1,5 till 2 meter ger bra kontroll i stan, medan flexikoppel passar bättre i öppen terräng.',
      ),
      h2('Det första du ska köpa'),
      ul(
        'Skålar i rostfritt stål eller keramik, som är hygieniska och lätta att diska.',
        'En bädd där hunden kan sträcka ut sig helt, med tvättbart överdrag.',
        'En namnbricka med ditt telefonnummer, även om hunden är chipmärkt.',
        'Tåliga tuggleksaker som är för stora för att sväljas.',
        'Bajspåsar och en borste som passar hundens päls.',
      ),
      p(
        'Mät hunden när den ligger i sin favoritställning och lägg till ungefär 20 centimeter för att hitta rätt storlek på bädden. Äldre hundar och stora raser mår bra av ortopediska bäddar i memoryskum som avlastar lederna.',
      ),
      h2('Leksaker och säkerhet'),
      p(
        'Välj leksaker efter hur din hund leker: ivriga tuggare behöver massivt gummi, medan försiktigare lekare kan ha glädje av mjukisdjur. Kontrollera leksakerna regelbundet och släng dem så fort bitar börjar lossna. Undvik kokta ben och små bollar som kan fastna i halsen.',
      ),
    ],
  },
}

const catSupplies: GuideSeed = {
  slug: 'cat-supplies-your-cat-will-use',
  subcategory: 'cat-supplies',
  title: {
    en: 'Cat supplies: setting up a home your cat will love',
    de: 'Katzenzubehör: So richten Sie ein Zuhause ein, das Ihre Katze liebt',
    fr: 'Accessoires pour chat : aménager un intérieur qu’il adorera',
    it: 'Accessori per gatti: come creare una casa che il tuo gatto adorerà',
    es: 'Accesorios para gatos: cómo preparar un hogar que le encante',
    fi: 'Kissatarvikkeet: näin luot kodin, jossa kissasi viihtyy',
    nl: 'Kattenspullen: zo richt je een huis in waar je kat blij van wordt',
    no: 'Katteutstyr: slik innreder du et hjem katten din trives i',
    pl: 'Akcesoria dla kota: jak urządzić dom, który pokocha Twój kot',
    pt: 'Acessórios para gatos: como montar uma casa que o seu gato vai amar',
    sv: 'Kattillbehör: så inreder du ett hem som din katt trivs i',
  },
  excerpt: {
    en: 'Cats are picky about their litter, scratching posts and sleeping spots. Here is how to choose supplies that your cat will actually use.',
    de: 'Katzen sind wählerisch bei Streu, Kratzbaum und Schlafplatz. So wählen Sie Zubehör, das Ihre Katze auch wirklich nutzt.',
    fr: 'Les chats sont exigeants sur leur litière, leur griffoir et leurs coins de sieste. Voici comment choisir des accessoires que votre chat utilisera vraiment.',
    it: 'I gatti sono esigenti con lettiera, tiragraffi e posti per dormire. Ecco come scegliere accessori che il tuo gatto userà davvero.',
    es: 'Los gatos son exigentes con su arena, su rascador y sus rincones para dormir. Así puedes elegir accesorios que tu gato use de verdad.',
    fi: 'Kissat ovat tarkkoja hiekastaan, raapimapuustaan ja nukkumapaikoistaan. Näin valitset tarvikkeita, joita kissasi todella käyttää.',
    nl: 'Katten zijn kieskeurig als het gaat om kattenbakvulling, krabpalen en slaapplekken. Zo kies je spullen die je kat ook echt gebruikt.',
    no: 'Katter er kresne når det gjelder sand, klorestativ og soveplasser. Slik velger du utstyr som katten din faktisk bruker.',
    pl: 'Koty są wybredne, jeśli chodzi o żwirek, drapaki i miejsca do spania. Oto jak wybrać akcesoria, z których Twój kot naprawdę będzie korzystał.',
    pt: 'Gatos são exigentes com a areia, o arranhador e os cantinhos para dormir. Veja como escolher acessórios que o seu gato realmente vai usar.',
    sv: 'Katter är kräsna när det gäller kattsand, klösträd och sovplatser. Så väljer du tillbehör som din katt faktiskt använder.',
  },
  body: {
    en: [
      h2('Getting the litter tray right'),
      p(
        'The tray should be about one and a half times the length of your cat, and the usual rule is one tray per cat plus one extra. Many cats prefer fine, unscented clumping litter, and some refuse covered trays because they trap odours. Place the tray in a quiet spot, well away from food and water bowls.',
      ),
      h2('Scratching, climbing and resting'),
      p(
        'Scratching is natural behaviour that keeps claws healthy and marks territory, so give your cat a better option than your sofa. A good scratching post is tall enough for your cat to stretch out fully and heavy enough not to wobble. Cats also love high lookout points, so a cat tree near a window provides both exercise and entertainment.',
      ),
      ul(
        'Choose sisal-covered posts, which most cats prefer to carpet.',
        'Offer both vertical and horizontal scratching surfaces.',
        'Try a water fountain if your cat drinks too little, as many cats prefer running water.',
        'Pick wide, shallow bowls so that whiskers do not touch the edges.',
      ),
      h2('Toys and carriers'),
      p(
        'Wand toys with feathers let you play together and imitate hunting, which is especially important for indoor cats. A sturdy carrier with a top opening makes vet visits less stressful, because you can lift your cat in and out gently. Leave the carrier open at home so your cat gets used to it as a safe place.',
      ),
    ],
    de: [
      h2('Die richtige Katzentoilette'),
      p(
        'Die Toilette sollte etwa anderthalbmal so lang sein wie Ihre Katze, und als Faustregel gilt: eine Toilette pro Katze plus eine zusätzliche. Viele Katzen bevorzugen feinkörnige, unparfümierte Klumpstreu, und manche meiden Haubentoiletten, weil sich darin Gerüche stauen. Stellen Sie die Toilette an einen ruhigen Ort, weit weg von Futter- und Wassernäpfen.',
      ),
      h2('Kratzen, klettern und ruhen'),
      p(
        'Kratzen ist ein natürliches Verhalten, das die Krallen pflegt und das Revier markiert – bieten Sie Ihrer Katze also eine bessere Alternative als das Sofa. Ein guter Kratzbaum ist hoch genug, damit sich die Katze ganz strecken kann, und so schwer, dass er nicht wackelt. Katzen lieben außerdem erhöhte Aussichtspunkte, daher sorgt ein Kratzbaum am Fenster zugleich für Bewegung und Unterhaltung.',
      ),
      ul(
        'Wählen Sie mit Sisal umwickelte Stämme, die die meisten Katzen Teppichbezügen vorziehen.',
        'Bieten Sie sowohl senkrechte als auch waagerechte Kratzflächen an.',
        'Probieren Sie einen Trinkbrunnen, wenn Ihre Katze zu wenig trinkt, denn viele Katzen mögen fließendes Wasser lieber.',
        'Wählen Sie breite, flache Näpfe, damit die Schnurrhaare nicht an den Rand stoßen.',
      ),
      h2('Spielzeug und Transportboxen'),
      p(
        'Mit Federangeln können Sie gemeinsam spielen und die Jagd nachahmen, was besonders für Wohnungskatzen wichtig ist. Eine stabile Transportbox mit Öffnung oben macht Tierarztbesuche stressfreier, weil Sie die Katze behutsam hinein- und herausheben können. Lassen Sie die Box zu Hause offen stehen, damit Ihre Katze sie als sicheren Rückzugsort kennenlernt.',
      ),
    ],
    fr: [
      h2('Bien choisir le bac à litière'),
      p(
        'Le bac doit mesurer environ une fois et demie la longueur de votre chat, et la règle habituelle est d’avoir un bac par chat, plus un. Beaucoup de chats préfèrent une litière agglomérante fine et sans parfum, et certains boudent les maisons de toilette fermées, qui retiennent les odeurs. Placez le bac dans un endroit calme, loin des gamelles de nourriture et d’eau.',
      ),
      h2('Griffer, grimper et se reposer'),
      p(
        'Se faire les griffes est un comportement naturel qui les entretient et marque le territoire : offrez donc à votre chat une meilleure option que votre canapé. Un bon griffoir est assez haut pour que le chat puisse s’étirer entièrement et assez lourd pour ne pas vaciller. Les chats adorent aussi les postes d’observation en hauteur, alors un arbre à chat près d’une fenêtre leur apporte à la fois exercice et distraction.',
      ),
      ul(
        'Choisissez des griffoirs en sisal, que la plupart des chats préfèrent à la moquette.',
        'Proposez des surfaces à griffer verticales et horizontales.',
        'Essayez une fontaine à eau si votre chat boit trop peu, car beaucoup de chats préfèrent l’eau qui coule.',
        'Optez pour des gamelles larges et peu profondes, pour que les moustaches ne touchent pas les bords.',
      ),
      h2('Jouets et caisses de transport'),
      p(
        'Les cannes à plumes vous permettent de jouer ensemble en imitant la chasse, ce qui est particulièrement important pour les chats d’intérieur. Une caisse de transport solide avec ouverture sur le dessus rend les visites chez le vétérinaire moins stressantes, car vous pouvez y déposer votre chat et l’en sortir en douceur. Laissez-la ouverte à la maison pour qu’il s’y habitue comme à un refuge.',
      ),
    ],
    it: [
      h2('La lettiera giusta'),
      p(
        'La cassetta dovrebbe essere lunga circa una volta e mezza il gatto, e la regola più diffusa è una lettiera per gatto più una in più. Molti gatti preferiscono una sabbia agglomerante fine e non profumata, e alcuni rifiutano le lettiere chiuse perché trattengono gli odori. Metti la cassetta in un angolo tranquillo, lontano dalle ciotole di cibo e acqua.',
      ),
      h2('Graffiare, arrampicarsi e riposare'),
      p(
        'Farsi le unghie è un comportamento naturale che mantiene sani gli artigli e marca il territorio, quindi offri al tuo gatto un’alternativa migliore del divano. Un buon tiragraffi è abbastanza alto da permettere al gatto di allungarsi del tutto e abbastanza pesante da non traballare. I gatti amano anche i punti di osservazione in alto, per cui un albero tiragraffi vicino a una finestra offre movimento e svago allo stesso tempo.',
      ),
      ul(
        'Scegli tiragraffi rivestiti in sisal, che la maggior parte dei gatti preferisce alla moquette.',
        'Offri superfici da graffiare sia verticali sia orizzontali.',
        'Prova una fontanella se il gatto beve poco, perché molti gatti preferiscono l’acqua corrente.',
        'Scegli ciotole larghe e basse, così le vibrisse non toccano i bordi.',
      ),
      h2('Giochi e trasportini'),
      p(
        'Le canne con piume ti permettono di giocare insieme imitando la caccia, cosa particolarmente importante per i gatti che vivono in casa. Un trasportino robusto con apertura dall’alto rende meno stressanti le visite dal veterinario, perché puoi far entrare e uscire il gatto con delicatezza. Lascialo aperto in casa, così il gatto si abituerà a considerarlo un rifugio sicuro.',
      ),
    ],
    es: [
      h2('Acierta con el arenero'),
      p(
        'El arenero debe medir aproximadamente vez y media la longitud de tu gato, y la regla habitual es tener uno por gato más uno adicional. Muchos gatos prefieren una arena aglomerante fina y sin perfume, y algunos rechazan los areneros cerrados porque concentran los olores. Colócalo en un lugar tranquilo, bien lejos de los comederos y el agua.',
      ),
      h2('Rascar, trepar y descansar'),
      p(
        'Rascar es un comportamiento natural que mantiene sanas las uñas y marca el territorio, así que ofrécele a tu gato una alternativa mejor que el sofá. Un buen rascador es lo bastante alto para que el gato se estire por completo y lo bastante pesado para que no se tambalee. A los gatos también les encantan los puntos altos desde donde vigilar, por lo que un árbol rascador junto a una ventana les da ejercicio y entretenimiento a la vez.',
      ),
      ul(
        'Elige rascadores de sisal, que la mayoría de los gatos prefiere a la moqueta.',
        'Ofrece superficies para rascar tanto verticales como horizontales.',
        'Prueba una fuente de agua si tu gato bebe poco, ya que muchos gatos prefieren el agua en movimiento.',
        'Escoge cuencos anchos y poco profundos para que los bigotes no rocen los bordes.',
      ),
      h2('Juguetes y transportines'),
      p(
        'Las cañas con plumas te permiten jugar juntos imitando la caza, algo especialmente importante para los gatos que viven en interior. Un transportín resistente con apertura superior hace que las visitas al veterinario sean menos estresantes, porque puedes meter y sacar al gato con suavidad. Déjalo abierto en casa para que tu gato se acostumbre a verlo como un refugio.',
      ),
    ],
    fi: [
      h2('Oikeanlainen hiekkalaatikko'),
      p(
        'Hiekkalaatikon pitäisi olla noin puolitoista kertaa kissan pituinen, ja yleinen nyrkkisääntö on yksi laatikko kissaa kohden ja yksi ylimääräinen. Monet kissat pitävät hienojakoisesta, hajusteettomasta paakkuuntuvasta hiekasta, ja osa karttaa katettuja laatikoita, koska niihin jää hajuja. Sijoita laatikko rauhalliseen paikkaan, kauas ruoka- ja vesikupeista.',
      ),
      h2('Raapiminen, kiipeily ja lepo'),
      p(
        'Raapiminen on luontaista käyttäytymistä, joka pitää kynnet kunnossa ja merkitsee reviiriä, joten tarjoa kissallesi parempi vaihtoehto kuin sohva. Hyvä raapimapuu on niin korkea, että kissa voi venytellä täyteen mittaansa, ja niin painava, ettei se huoju. Kissat rakastavat myös korkeita tähystyspaikkoja, joten ikkunan viereen sijoitettu kiipeilypuu tarjoaa sekä liikuntaa että viihdettä.',
      ),
      ul(
        'Valitse sisalköydellä päällystetyt raapimapuut, joita useimmat kissat pitävät mattopintaa parempina.',
        'Tarjoa sekä pystysuoria että vaakasuoria raapimispintoja.',
        'Kokeile juomalähdettä, jos kissasi juo liian vähän, sillä monet kissat suosivat virtaavaa vettä.',
        'Valitse leveät ja matalat kupit, jotta viikset eivät osu reunoihin.',
      ),
      h2('Lelut ja kuljetuskopat'),
      p(
        'Höyhenongilla voitte leikkiä yhdessä ja jäljitellä saalistusta, mikä on erityisen tärkeää sisäkissoille. Tukeva kuljetuskoppa, joka avautuu ylhäältä, tekee eläinlääkärikäynneistä vähemmän stressaavia, koska voit nostaa kissan sisään ja ulos rauhallisesti. Pidä koppa kotona auki, jotta kissa tottuu siihen turvallisena paikkana.',
      ),
    ],
    nl: [
      h2('De juiste kattenbak'),
      p(
        'De kattenbak moet ongeveer anderhalf keer zo lang zijn als je kat, en de vuistregel is één bak per kat plus één extra. Veel katten hebben een voorkeur voor fijne, ongeparfumeerde klonterende korrels, en sommige mijden overdekte bakken omdat de geur daarin blijft hangen. Zet de bak op een rustige plek, ver weg van de voer- en waterbakjes.',
      ),
      h2('Krabben, klimmen en rusten'),
      p(
        'Krabben is natuurlijk gedrag dat de nagels gezond houdt en het territorium markeert, dus geef je kat een beter alternatief dan je bank. Een goede krabpaal is hoog genoeg om je kat zich helemaal te laten uitrekken en zwaar genoeg om niet te wiebelen. Katten houden ook van hoge uitkijkposten, dus een krabpaal bij het raam zorgt tegelijk voor beweging en vermaak.',
      ),
      ul(
        'Kies krabpalen met sisal, want die hebben de meeste katten liever dan tapijt.',
        'Bied zowel verticale als horizontale krabvlakken aan.',
        'Probeer een drinkfontein als je kat te weinig drinkt, want veel katten drinken liever stromend water.',
        'Kies brede, ondiepe bakjes zodat de snorharen de rand niet raken.',
      ),
      h2('Speelgoed en reismanden'),
      p(
        'Met een hengel met veren kun je samen spelen en de jacht nabootsen, wat vooral belangrijk is voor binnenkatten. Een stevige reismand met een opening aan de bovenkant maakt een bezoek aan de dierenarts minder stressvol, omdat je je kat er rustig in en uit kunt tillen. Laat de mand thuis openstaan, zodat je kat hem leert kennen als een veilige plek.',
      ),
    ],
    no: [
      h2('Riktig kattedo'),
      p(
        'Kattedoen bør være omtrent halvannen gang så lang som katten, og tommelfingerregelen er én do per katt pluss én ekstra. Mange katter foretrekker finkornet, uparfymert klumpsand, og noen vil ikke bruke do med tak fordi lukten blir hengende. Plasser doen et rolig sted, godt unna mat- og vannskålene.',
      ),
      h2('Klore, klatre og hvile'),
      p(
        'Kloring er naturlig atferd som holder klørne i god stand og markerer revir, så gi katten et bedre alternativ enn sofaen. Et godt klorestativ er høyt nok til at katten kan strekke seg helt ut, og tungt nok til at det ikke vakler. Katter elsker også høye utkikkspunkter, så et kattetre ved vinduet gir både mosjon og underholdning.',
      ),
      ul(
        'Velg klorestativer med sisal, som de fleste katter foretrekker fremfor teppe.',
        'Tilby både loddrette og vannrette kloreflater.',
        'Prøv en drikkefontene hvis katten drikker for lite, for mange katter foretrekker rennende vann.',
        'Velg brede, grunne skåler så værhårene ikke kommer borti kantene.',
      ),
      h2('Leker og transportbur'),
      p(
        'Med en fjærstang kan dere leke sammen og etterligne jakt, noe som er særlig viktig for innekatter. Et solid transportbur med åpning på toppen gjør veterinærbesøk mindre stressende, fordi du kan løfte katten forsiktig inn og ut. La buret stå åpent hjemme, så katten venner seg til det som et trygt sted.',
      ),
    ],
    pl: [
      h2('Odpowiednia kuweta'),
      p(
        'Kuweta powinna mieć mniej więcej półtorej długości kota, a ogólna zasada mówi: jedna kuweta na kota plus jedna dodatkowa. Wiele kotów woli drobny, bezzapachowy żwirek zbrylający, a niektóre unikają kuwet krytych, bo zatrzymują one zapachy. Postaw kuwetę w spokojnym miejscu, z dala od misek z jedzeniem i wodą.',
      ),
      h2('Drapanie, wspinanie i odpoczynek'),
      p(
        'Drapanie to naturalne zachowanie, które dba o pazury i oznacza terytorium, dlatego daj kotu lepszą alternatywę niż kanapa. Dobry drapak jest na tyle wysoki, by kot mógł się w pełni wyciągnąć, i na tyle ciężki, by się nie chwiał. Koty uwielbiają też wysokie punkty obserwacyjne, więc drapak przy oknie zapewni im jednocześnie ruch i rozrywkę.',
      ),
      ul(
        'Wybieraj drapaki oplecione sizalem, który większość kotów woli od wykładziny.',
        'Zapewnij zarówno pionowe, jak i poziome powierzchnie do drapania.',
        'Wypróbuj fontannę, jeśli kot pije za mało – wiele kotów woli bieżącą wodę.',
        'Wybieraj szerokie, płytkie miski, aby wąsy nie dotykały krawędzi.',
      ),
      h2('Zabawki i transportery'),
      p(
        'Wędki z piórkami pozwalają bawić się razem i naśladować polowanie, co jest szczególnie ważne dla kotów niewychodzących. Solidny transporter otwierany od góry sprawia, że wizyty u weterynarza są mniej stresujące, bo możesz delikatnie włożyć i wyjąć kota. Zostaw transporter otwarty w domu, aby kot przyzwyczaił się do niego jak do bezpiecznej kryjówki.',
      ),
    ],
    pt: [
      h2('Acerte na caixa de areia'),
      p(
        'A caixa deve ter cerca de uma vez e meia o comprimento do gato, e a regra mais comum é ter uma caixa por gato, mais uma extra. Muitos gatos preferem areia aglomerante fina e sem perfume, e alguns rejeitam caixas fechadas porque elas concentram o cheiro. Coloque a caixa em um lugar tranquilo, bem longe dos potes de comida e água.',
      ),
      h2('Arranhar, escalar e descansar'),
      p(
        'Arranhar é um comportamento natural que mantém as unhas saudáveis e marca território, então ofereça ao seu gato uma opção melhor que o sofá. Um bom arranhador é alto o suficiente para o gato se esticar por completo e pesado o bastante para não balançar. Gatos também adoram lugares altos para observar, por isso um arranhador com plataformas perto da janela garante exercício e diversão ao mesmo tempo.',
      ),
      ul(
        'Escolha arranhadores revestidos de sisal, que a maioria dos gatos prefere ao carpete.',
        'Ofereça superfícies para arranhar tanto na vertical quanto na horizontal.',
        'Experimente uma fonte de água se o gato bebe pouco, já que muitos gatos preferem água corrente.',
        'Prefira potes largos e rasos, para que os bigodes não encostem nas bordas.',
      ),
      h2('Brinquedos e caixas de transporte'),
      p(
        'Varinhas com penas permitem brincar junto e imitar a caça, o que é especialmente importante para gatos que vivem dentro de casa. Uma caixa de transporte resistente com abertura em cima deixa as idas ao veterinário menos estressantes, porque você consegue colocar e tirar o gato com cuidado. Deixe a caixa aberta em casa para que o gato se acostume a vê-la como um lugar seguro.',
      ),
    ],
    sv: [
      h2('Rätt kattlåda'),
      p(
        'Kattlådan bör vara ungefär en och en halv gång så lång som katten, och tumregeln är en låda per katt plus en extra. Många katter föredrar finkornig, oparfymerad klumpande sand, och vissa undviker lådor med tak eftersom lukten stannar kvar. Ställ lådan på en lugn plats, långt från mat- och vattenskålarna.',
      ),
      h2('Klösa, klättra och vila'),
      p(
        'Att klösa är ett naturligt beteende som håller klorna i form och markerar revir, så ge katten ett bättre alternativ än soffan. En bra klösstolpe är tillräckligt hög för att katten ska kunna sträcka ut sig helt och så tung att den inte vickar. Katter älskar också höga utsiktsplatser, så ett klösträd vid fönstret ger både motion och underhållning.',
      ),
      ul(
        'Välj klösstolpar med sisal, som de flesta katter föredrar framför matta.',
        'Erbjud både lodräta och vågräta klösytor.',
        'Prova en vattenfontän om katten dricker för lite, eftersom många katter föredrar rinnande vatten.',
        'Välj breda, grunda skålar så att morrhåren inte nuddar kanterna.',
      ),
      h2('Leksaker och transportburar'),
      p(
        'Med ett fjäderspö kan ni leka tillsammans och efterlikna jakt, vilket är särskilt viktigt för innekatter. En stabil transportbur med öppning upptill gör veterinärbesöken mindre stressiga, eftersom du kan lyfta i och ur katten varsamt. Låt buren stå öppen hemma så att katten vänjer sig vid den som en trygg plats.',
      ),
    ],
  },
}

const aquarium: GuideSeed = {
  slug: 'setting-up-your-first-aquarium',
  subcategory: 'aquarium',
  title: {
    en: 'Setting up your first aquarium: equipment and tips',
    de: 'Das erste Aquarium einrichten: Ausstattung und Tipps',
    fr: 'Installer son premier aquarium : équipement et conseils',
    it: 'Allestire il primo acquario: attrezzatura e consigli',
    es: 'Cómo montar tu primer acuario: equipo y consejos',
    fi: 'Ensimmäisen akvaarion perustaminen: varusteet ja vinkit',
    nl: 'Je eerste aquarium inrichten: uitrusting en tips',
    no: 'Ditt første akvarium: utstyr og tips',
    pl: 'Pierwsze akwarium: sprzęt i porady na start',
    pt: 'Como montar o seu primeiro aquário: equipamentos e dicas',
    sv: 'Ditt första akvarium: utrustning och tips',
  },
  excerpt: {
    en: 'A healthy aquarium depends more on good equipment and patience than on the fish you choose. Here is what to buy and how to get started the right way.',
    de: 'Ein gesundes Aquarium hängt mehr von guter Technik und Geduld ab als von den Fischen, die Sie auswählen. Das sollten Sie kaufen – und so gelingt der Start.',
    fr: 'Un aquarium sain dépend davantage d’un bon équipement et de la patience que des poissons choisis. Voici quoi acheter et comment bien démarrer.',
    it: 'Un acquario sano dipende più da una buona attrezzatura e dalla pazienza che dai pesci che scegli. Ecco cosa comprare e come partire col piede giusto.',
    es: 'Un acuario sano depende más de un buen equipo y de la paciencia que de los peces que elijas. Esto es lo que debes comprar y cómo empezar con buen pie.',
    fi: 'Terve akvaario riippuu enemmän hyvistä varusteista ja kärsivällisyydestä kuin valitsemistasi kaloista. Näin tiedät, mitä ostaa ja miten aloittaa oikein.',
    nl: 'Een gezond aquarium hangt meer af van goede apparatuur en geduld dan van de vissen die je kiest. Dit moet je kopen, en zo begin je op de juiste manier.',
    no: 'Et sunt akvarium avhenger mer av godt utstyr og tålmodighet enn av fiskene du velger. Her er hva du bør kjøpe, og hvordan du kommer riktig i gang.',
    pl: 'Zdrowe akwarium zależy bardziej od dobrego sprzętu i cierpliwości niż od wybranych ryb. Oto co kupić i jak prawidłowo zacząć.',
    pt: 'Um aquário saudável depende mais de bons equipamentos e de paciência do que dos peixes escolhidos. Veja o que comprar e como começar do jeito certo.',
    sv: 'Ett friskt akvarium beror mer på bra utrustning och tålamod än på vilka fiskar du väljer. Här är vad du ska köpa och hur du kommer igång på rätt sätt.',
  },
  body: {
    en: [
      h2('Bigger is easier'),
      p(
        'It sounds counterintuitive, but a tank of 60 litres or more is easier for beginners than a small bowl, because the water quality stays more stable. Check that your furniture can carry the weight: a filled 100-litre tank weighs well over 100 kilograms. Place it away from windows and radiators to avoid algae and temperature swings.',
      ),
      h2('The equipment you need'),
      ul(
        'A filter that circulates at least three to four times the tank volume per hour.',
        'A heater with a thermostat for tropical fish, usually set to 24–26 °C.',
        'LED lighting on a timer for about eight hours a day.',
        'A water conditioner that neutralises the chlorine in tap water.',
        'A test kit for ammonia, nitrite, nitrate and pH.',
      ),
      p(
        'Starter kits that include the tank, filter, heater and lighting are often cheaper than buying each item separately. Check that the filter and heater suit the size of the tank, though, because some kits come with underpowered equipment.',
      ),
      h2('Be patient before adding fish'),
      p(
        'A new aquarium needs four to six weeks to build up the beneficial bacteria that break down fish waste; this process is called cycling. Use your test kit and only add fish once ammonia and nitrite have dropped to zero. Then introduce a few hardy fish at a time and change about 20 percent of the water every week.',
      ),
    ],
    de: [
      h2('Größer ist einfacher'),
      p(
        'Es klingt widersprüchlich, aber ein Becken ab 60 Litern ist für Einsteiger leichter zu pflegen als ein kleines Glas, weil die Wasserwerte stabiler bleiben. Prüfen Sie, ob das Möbelstück das Gewicht tragen kann: Ein gefülltes 100-Liter-Becken wiegt deutlich über 100 Kilogramm. Stellen Sie es nicht ans Fenster oder neben die Heizung, um Algen und Temperaturschwankungen zu vermeiden.',
      ),
      h2('Die nötige Ausstattung'),
      ul(
        'Ein Filter, der pro Stunde mindestens das Drei- bis Vierfache des Beckenvolumens umwälzt.',
        'Ein Regelheizer für tropische Fische, meist auf 24–26 °C eingestellt.',
        'LED-Beleuchtung mit Zeitschaltuhr für etwa acht Stunden am Tag.',
        'Ein Wasseraufbereiter, der das Chlor im Leitungswasser neutralisiert.',
        'Ein Testset für Ammonium, Nitrit, Nitrat und pH-Wert.',
      ),
      p(
        'Komplettsets mit Becken, Filter, Heizer und Beleuchtung sind oft günstiger als der Einzelkauf. Prüfen Sie aber, ob Filter und Heizer zur Beckengröße passen, denn in manchen Sets ist die Technik zu schwach dimensioniert.',
      ),
      h2('Geduld, bevor die Fische einziehen'),
      p(
        'Ein neues Aquarium braucht vier bis sechs Wochen, bis sich die nützlichen Bakterien angesiedelt haben, die die Ausscheidungen der Fische abbauen – man nennt das Einfahren. Nutzen Sie Ihr Testset und setzen Sie erst Fische ein, wenn Ammonium und Nitrit auf null gesunken sind. Setzen Sie dann nach und nach einige robuste Arten ein und wechseln Sie wöchentlich etwa 20 Prozent des Wassers.',
      ),
    ],
    fr: [
      h2('Plus grand, c’est plus simple'),
      p(
        'Cela peut sembler paradoxal, mais un bac de 60 litres ou plus est plus facile à gérer pour un débutant qu’un petit bocal, car la qualité de l’eau reste plus stable. Vérifiez que le meuble supporte le poids : un aquarium de 100 litres rempli pèse bien plus de 100 kilos. Installez-le loin des fenêtres et des radiateurs pour éviter les algues et les variations de température.',
      ),
      h2('L’équipement indispensable'),
      ul(
        'Un filtre qui brasse au moins trois à quatre fois le volume du bac par heure.',
        'Un chauffage avec thermostat pour les poissons tropicaux, généralement réglé entre 24 et 26 °C.',
        'Un éclairage LED programmé pour environ huit heures par jour.',
        'Un conditionneur d’eau qui neutralise le chlore de l’eau du robinet.',
        'Des tests pour l’ammoniaque, les nitrites, les nitrates et le pH.',
      ),
      p(
        'Les kits complets avec bac, filtre, chauffage et éclairage sont souvent moins chers que l’achat séparé de chaque élément. Vérifiez toutefois que le filtre et le chauffage sont adaptés au volume, car certains kits sont livrés avec du matériel sous-dimensionné.',
      ),
      h2('Patience avant d’ajouter les poissons'),
      p(
        'Un nouvel aquarium a besoin de quatre à six semaines pour développer les bactéries utiles qui décomposent les déchets des poissons : c’est ce qu’on appelle le cyclage. Utilisez vos tests et n’introduisez des poissons que lorsque l’ammoniaque et les nitrites sont tombés à zéro. Ajoutez ensuite quelques espèces robustes à la fois et changez environ 20 % de l’eau chaque semaine.',
      ),
    ],
    it: [
      h2('Più grande è più facile'),
      p(
        'Sembra un controsenso, ma per un principiante una vasca da 60 litri o più è più semplice da gestire di una piccola boccia, perché la qualità dell’acqua rimane più stabile. Controlla che il mobile regga il peso: un acquario da 100 litri pieno pesa ben più di 100 chili. Posizionalo lontano da finestre e termosifoni per evitare alghe e sbalzi di temperatura.',
      ),
      h2('L’attrezzatura necessaria'),
      ul(
        'Un filtro che faccia circolare ogni ora almeno tre o quattro volte il volume della vasca.',
        'Un riscaldatore con termostato per i pesci tropicali, di solito impostato tra 24 e 26 °C.',
        'Un’illuminazione LED con timer per circa otto ore al giorno.',
        'Un biocondizionatore che neutralizzi il cloro dell’acqua del rubinetto.',
        'Un kit di test per ammoniaca, nitriti, nitrati e pH.',
      ),
      p(
        'I kit completi con vasca, filtro, riscaldatore e luci costano spesso meno che acquistare ogni pezzo separatamente. Verifica però che filtro e riscaldatore siano adatti alla capienza della vasca, perché a volte i kit includono apparecchi sottodimensionati.',
      ),
      h2('Pazienza prima di inserire i pesci'),
      p(
        'Un nuovo acquario ha bisogno di quattro-sei settimane per sviluppare i batteri utili che smaltiscono i rifiuti dei pesci: questa fase si chiama maturazione. Usa il kit di test e inserisci i pesci solo quando ammoniaca e nitriti sono scesi a zero. Poi introduci pochi pesci robusti alla volta e cambia circa il 20 per cento dell’acqua ogni settimana.',
      ),
    ],
    es: [
      h2('Cuanto más grande, más fácil'),
      p(
        'Parece contradictorio, pero un acuario de 60 litros o más es más fácil de mantener para un principiante que una pecera pequeña, porque la calidad del agua se mantiene más estable. Comprueba que el mueble aguanta el peso: un acuario de 100 litros lleno pesa bastante más de 100 kilos. Colócalo lejos de ventanas y radiadores para evitar algas y cambios bruscos de temperatura.',
      ),
      h2('El equipo que necesitas'),
      ul(
        'Un filtro que mueva al menos tres o cuatro veces el volumen del acuario por hora.',
        'Un calentador con termostato para peces tropicales, normalmente a 24–26 °C.',
        'Iluminación LED con temporizador para unas ocho horas al día.',
        'Un acondicionador que neutralice el cloro del agua del grifo.',
        'Un kit de pruebas de amoníaco, nitritos, nitratos y pH.',
      ),
      p(
        'Los kits completos con acuario, filtro, calentador e iluminación suelen ser más baratos que comprar cada elemento por separado. Comprueba, eso sí, que el filtro y el calentador sean adecuados para el volumen, porque algunos kits traen equipos que se quedan cortos.',
      ),
      h2('Paciencia antes de añadir peces'),
      p(
        'Un acuario nuevo necesita de cuatro a seis semanas para desarrollar las bacterias beneficiosas que descomponen los desechos de los peces; este proceso se llama ciclado. Usa el kit de pruebas y no añadas peces hasta que el amoníaco y los nitritos hayan bajado a cero. Después introduce unos pocos peces resistentes cada vez y cambia alrededor del 20 % del agua cada semana.',
      ),
    ],
    fi: [
      h2('Isompi on helpompi'),
      p(
        'Se kuulostaa ristiriitaiselta, mutta vähintään 60 litran akvaario on aloittelijalle helpompi kuin pieni kulho, koska veden laatu pysyy vakaampana. Tarkista, että kaluste kestää painon: täytetty 100 litran akvaario painaa selvästi yli 100 kiloa. Sijoita se kauas ikkunoista ja pattereista, jotta vältät levät ja lämpötilan vaihtelut.',
      ),
      h2('Tarvittavat varusteet'),
      ul(
        'Suodatin, joka kierrättää tunnissa vähintään kolme–neljä kertaa akvaarion tilavuuden.',
        'Termostaatilla varustettu lämmitin trooppisille kaloille, yleensä 24–26 asteeseen säädettynä.',
        'Ajastimella ohjattu LED-valaistus noin kahdeksaksi tunniksi päivässä.',
        'Vedenparannusaine, joka neutraloi vesijohtoveden kloorin.',
        'Testisarja ammoniakille, nitriitille, nitraatille ja pH:lle.',
      ),
      p(
        'Valmiit akvaariopaketit, joissa on allas, suodatin, lämmitin ja valaistus, ovat usein edullisempia kuin osien ostaminen erikseen. Tarkista kuitenkin, että suodatin ja lämmitin sopivat altaan kokoon, sillä joissakin paketeissa tekniikka on alimitoitettu.',
      ),
      h2('Ole kärsivällinen ennen kalojen lisäämistä'),
      p(
        'Uusi akvaario tarvitsee neljästä kuuteen viikkoa, jotta siihen kehittyy hyödyllisiä bakteereja, jotka hajottavat kalojen jätöksiä – tätä kutsutaan sisäänajoksi. Käytä testisarjaa ja lisää kaloja vasta, kun ammoniakki- ja nitriittiarvot ovat laskeneet nollaan. Lisää sen jälkeen muutama kestävä kala kerrallaan ja vaihda noin 20 prosenttia vedestä joka viikko.',
      ),
    ],
    nl: [
      h2('Groter is makkelijker'),
      p(
        'Het klinkt tegenstrijdig, maar een bak van 60 liter of meer is voor beginners makkelijker dan een kleine kom, omdat de waterkwaliteit stabieler blijft. Controleer of het meubel het gewicht kan dragen: een gevuld aquarium van 100 liter weegt ruim meer dan 100 kilo. Zet het niet bij een raam of de verwarming, om algen en temperatuurschommelingen te voorkomen.',
      ),
      h2('De uitrusting die je nodig hebt'),
      ul(
        'Een filter dat per uur minstens drie tot vier keer de inhoud van de bak rondpompt.',
        'Een verwarming met thermostaat voor tropische vissen, meestal ingesteld op 24–26 °C.',
        'Ledverlichting met een tijdschakelaar voor ongeveer acht uur per dag.',
        'Een waterverbeteraar die het chloor in kraanwater neutraliseert.',
        'Een testset voor ammoniak, nitriet, nitraat en pH.',
      ),
      p(
        'Complete aquariumsets met bak, filter, verwarming en verlichting zijn vaak goedkoper dan alles los kopen. Controleer wel of filter en verwarming geschikt zijn voor de inhoud, want sommige sets bevatten te zwakke apparatuur.',
      ),
      h2('Geduld voordat de vissen erin gaan'),
      p(
        'Een nieuw aquarium heeft vier tot zes weken nodig om de nuttige bacteriën op te bouwen die het afval van vissen afbreken; dit heet het inlopen van de bak. Gebruik je testset en zet pas vissen uit als ammoniak en nitriet tot nul zijn gedaald. Voeg daarna telkens een paar sterke vissen toe en ververs elke week ongeveer 20 procent van het water.',
      ),
    ],
    no: [
      h2('Større er enklere'),
      p(
        'Det høres motsatt ut, men et akvarium på 60 liter eller mer er lettere for nybegynnere enn en liten bolle, fordi vannkvaliteten holder seg mer stabil. Sjekk at møbelet tåler vekten: Et fylt akvarium på 100 liter veier godt over 100 kilo. Plasser det unna vinduer og ovner for å unngå alger og temperatursvingninger.',
      ),
      h2('Utstyret du trenger'),
      ul(
        'Et filter som sirkulerer minst tre til fire ganger akvariets volum i timen.',
        'En varmekolbe med termostat for tropiske fisker, vanligvis innstilt på 24–26 °C.',
        'LED-lys med tidsbryter i omtrent åtte timer om dagen.',
        'Et vannbehandlingsmiddel som nøytraliserer klor i vann fra springen.',
        'Et testsett for ammoniakk, nitritt, nitrat og pH.',
      ),
      p(
        'Startsett med akvarium, filter, varmekolbe og lys er ofte billigere enn å kjøpe alt hver for seg. Sjekk likevel at filteret og varmekolben passer til størrelsen, for enkelte sett har for svakt utstyr.',
      ),
      h2('Vær tålmodig før du setter inn fisk'),
      p(
        'Et nytt akvarium trenger fire til seks uker på å bygge opp de nyttige bakteriene som bryter ned avfallet fra fiskene; dette kalles innkjøring. Bruk testsettet og sett bare inn fisk når ammoniakk og nitritt har sunket til null. Sett deretter inn noen få hardføre fisker om gangen, og bytt omtrent 20 prosent av vannet hver uke.',
      ),
    ],
    pl: [
      h2('Większe znaczy łatwiejsze'),
      p(
        'Brzmi to paradoksalnie, ale zbiornik o pojemności co najmniej 60 litrów jest dla początkujących łatwiejszy w utrzymaniu niż małe akwarium kuliste, bo parametry wody są stabilniejsze. Sprawdź, czy mebel wytrzyma ciężar: napełnione akwarium 100-litrowe waży znacznie ponad 100 kilogramów. Ustaw je z dala od okien i kaloryferów, aby uniknąć glonów i wahań temperatury.',
      ),
      h2('Niezbędny sprzęt'),
      ul(
        'Filtr, który w ciągu godziny przepompowuje co najmniej trzy- lub czterokrotność objętości zbiornika.',
        'Grzałka z termostatem dla ryb tropikalnych, zwykle ustawiona na 24–26 °C.',
        'Oświetlenie LED z programatorem czasowym na około osiem godzin dziennie.',
        'Uzdatniacz, który neutralizuje chlor w wodzie z kranu.',
        'Testy na amoniak, azotyny, azotany i pH.',
      ),
      p(
        'Zestawy startowe ze zbiornikiem, filtrem, grzałką i oświetleniem są często tańsze niż kupowanie każdego elementu osobno. Sprawdź jednak, czy filtr i grzałka pasują do pojemności akwarium, bo niektóre zestawy mają zbyt słaby sprzęt.',
      ),
      h2('Cierpliwość przed wpuszczeniem ryb'),
      p(
        'Nowe akwarium potrzebuje od czterech do sześciu tygodni, aby rozwinęły się w nim pożyteczne bakterie rozkładające odchody ryb – ten proces nazywa się dojrzewaniem zbiornika. Korzystaj z testów i wpuszczaj ryby dopiero wtedy, gdy poziom amoniaku i azotynów spadnie do zera. Potem dodawaj po kilka odpornych ryb naraz i co tydzień podmieniaj około 20 procent wody.',
      ),
    ],
    pt: [
      h2('Maior é mais fácil'),
      p(
        'Parece contraditório, mas um aquário de 60 litros ou mais é mais fácil para iniciantes do que um aquário pequeno, porque a qualidade da água fica mais estável. Confira se o móvel aguenta o peso: um aquário de 100 litros cheio pesa bem mais de 100 quilos. Coloque-o longe de janelas e fontes de calor para evitar algas e variações de temperatura.',
      ),
      h2('Os equipamentos necessários'),
      ul(
        'Um filtro que circule pelo menos três a quatro vezes o volume do aquário por hora.',
        'Um aquecedor com termostato para peixes tropicais, geralmente regulado entre 24 e 26 °C.',
        'Iluminação de LED com timer para cerca de oito horas por dia.',
        'Um condicionador que neutralize o cloro da água da torneira.',
        'Um kit de testes de amônia, nitrito, nitrato e pH.',
      ),
      p(
        'Kits completos com aquário, filtro, aquecedor e iluminação costumam sair mais baratos do que comprar cada item separadamente. Mas confira se o filtro e o aquecedor são adequados para a litragem, porque alguns kits vêm com equipamentos subdimensionados.',
      ),
      h2('Paciência antes de colocar os peixes'),
      p(
        'Um aquário novo precisa de quatro a seis semanas para desenvolver as bactérias benéficas que decompõem os resíduos dos peixes; esse processo se chama ciclagem. Use o kit de testes e só coloque peixes quando a amônia e o nitrito tiverem caído a zero. Depois, introduza poucos peixes resistentes de cada vez e troque cerca de 20% da água toda semana.',
      ),
    ],
    sv: [
      h2('Större är enklare'),
      p(
        'Det låter bakvänt, men ett akvarium på 60 liter eller mer är lättare för nybörjare än en liten skål, eftersom vattenkvaliteten håller sig stabilare. Kontrollera att möbeln klarar vikten: ett fyllt akvarium på 100 liter väger en bra bit över 100 kilo. Placera det långt från fönster och element för att undvika alger och temperatursvängningar.',
      ),
      h2('Utrustningen du behöver'),
      ul(
        'Ett filter som cirkulerar minst tre till fyra gånger akvariets volym per timme.',
        'En värmare med termostat för tropiska fiskar, oftast inställd på 24–26 °C.',
        'Ledbelysning med timer i ungefär åtta timmar om dagen.',
        'Ett vattenberedningsmedel som neutraliserar klor i kranvattnet.',
        'Ett testkit för ammoniak, nitrit, nitrat och pH.',
      ),
      p(
        'Kompletta akvariepaket med akvarium, filter, värmare och belysning är ofta billigare än att köpa allt för sig. Kontrollera ändå att filtret och värmaren passar volymen, eftersom vissa paket innehåller underdimensionerad utrustning.',
      ),
      h2('Ha tålamod innan fiskarna flyttar in'),
      p(
        'Ett nytt akvarium behöver fyra till sex veckor för att bygga upp de nyttiga bakterier som bryter ner fiskarnas avfall – det kallas att köra in akvariet. Använd testkitet och sätt bara i fiskar när ammoniak och nitrit har sjunkit till noll. Lägg sedan till några tåliga fiskar i taget och byt ungefär 20 procent av vattnet varje vecka.',
      ),
    ],
  },
}

const petFood: GuideSeed = {
  slug: 'choosing-the-right-pet-food',
  subcategory: 'pet-food',
  title: {
    en: 'How to choose the right food for your dog or cat',
    de: 'So finden Sie das richtige Futter für Hund und Katze',
    fr: 'Bien choisir l’alimentation de son chien ou de son chat',
    it: 'Come scegliere il cibo giusto per cane e gatto',
    es: 'Cómo elegir la comida adecuada para tu perro o tu gato',
    fi: 'Näin valitset oikean ruoan koiralle tai kissalle',
    nl: 'Zo kies je het juiste voer voor je hond of kat',
    no: 'Slik velger du riktig fôr til hund og katt',
    pl: 'Jak wybrać odpowiednią karmę dla psa lub kota',
    pt: 'Como escolher a ração certa para o seu cachorro ou gato',
    sv: 'Så väljer du rätt foder till hund eller katt',
  },
  excerpt: {
    en: 'The pet food aisle is full of bold claims. Here is how to read the label, compare prices fairly and switch food without upsetting your pet’s stomach.',
    de: 'Im Tierfutterregal wimmelt es von großen Versprechen. So lesen Sie das Etikett, vergleichen Preise fair und stellen das Futter um, ohne dass der Magen rebelliert.',
    fr: 'Le rayon animalerie regorge de promesses alléchantes. Voici comment lire l’étiquette, comparer les prix honnêtement et changer d’aliment sans perturber l’estomac de votre animal.',
    it: 'Lo scaffale del cibo per animali è pieno di promesse altisonanti. Ecco come leggere l’etichetta, confrontare i prezzi in modo corretto e cambiare alimento senza disturbare lo stomaco del tuo animale.',
    es: 'El pasillo de comida para mascotas está lleno de promesas llamativas. Así puedes leer la etiqueta, comparar precios de forma justa y cambiar de alimento sin que a tu mascota le siente mal.',
    fi: 'Lemmikkiruokahylly on täynnä suuria lupauksia. Näin luet pakkausmerkintöjä, vertailet hintoja reilusti ja vaihdat ruokaa ilman vatsavaivoja.',
    nl: 'Het schap met dierenvoer staat vol grote beloftes. Zo lees je het etiket, vergelijk je prijzen eerlijk en stap je over op ander voer zonder dat je dier er last van krijgt.',
    no: 'Dyrefôrhylla er full av store løfter. Slik leser du etiketten, sammenligner priser på en rettferdig måte og bytter fôr uten at dyret får vondt i magen.',
    pl: 'Półki z karmą dla zwierząt pełne są chwytliwych obietnic. Oto jak czytać etykietę, uczciwie porównywać ceny i zmieniać karmę bez problemów żołądkowych u pupila.',
    pt: 'O corredor de ração está cheio de promessas chamativas. Veja como ler o rótulo, comparar preços de forma justa e trocar de ração sem causar problemas de estômago no seu pet.',
    sv: 'Djurfoderhyllan är full av stora löften. Så läser du etiketten, jämför priser på ett rättvist sätt och byter foder utan att djuret får magbesvär.',
  },
  body: {
    en: [
      h2('Look for a complete food'),
      p(
        'The most important word on the label is “complete”: it means the food contains all the nutrients your pet needs on its own. Products labelled “complementary” are treats or toppers and should not make up the main diet. Also choose food for the right life stage, because puppies and kittens need more energy and protein than adults, while seniors need fewer calories.',
      ),
      h2('How to read the ingredient list'),
      p(
        'Ingredients are listed by weight, so the first few tell you the most about the food. Look for a named animal protein such as chicken or salmon near the top rather than vague terms like “meat and animal derivatives”. Grain-free is not automatically better: unless your vet has diagnosed an allergy, whole grains are a perfectly good source of energy.',
      ),
      ul(
        'Compare the price per day, not per bag, using the feeding guide on the pack.',
        'Cats need more protein than dogs and should never be fed dog food long term.',
        'Wet food helps cats that drink too little to get enough fluid.',
        'Only buy large bags if you can use them up within about six weeks of opening.',
      ),
      h2('Switching food safely'),
      p(
        'Change food gradually over seven to ten days, mixing an increasing share of the new food into the old. A sudden switch often leads to diarrhoea or a refusal to eat. Weigh your pet every few weeks and adjust the portion, since the amounts on the pack are only a starting point.',
      ),
    ],
    de: [
      h2('Auf Alleinfutter achten'),
      p(
        'Das wichtigste Wort auf der Verpackung ist „Alleinfuttermittel“: Es bedeutet, dass das Futter alle Nährstoffe enthält, die Ihr Tier braucht. Produkte mit der Bezeichnung „Ergänzungsfuttermittel“ sind Snacks oder Beigaben und sollten nicht die Hauptmahlzeit bilden. Wählen Sie außerdem Futter für die passende Lebensphase, denn Welpen und Kitten brauchen mehr Energie und Eiweiß als erwachsene Tiere, Senioren dagegen weniger Kalorien.',
      ),
      h2('So lesen Sie die Zutatenliste'),
      p(
        'Die Zutaten sind nach Gewichtsanteil sortiert, die ersten verraten also am meisten über das Futter. Achten Sie auf eine konkret benannte tierische Proteinquelle wie Huhn oder Lachs weit oben statt vager Angaben wie „Fleisch und tierische Nebenerzeugnisse“. Getreidefrei ist nicht automatisch besser: Solange Ihr Tierarzt keine Allergie festgestellt hat, ist Vollkorngetreide eine gute Energiequelle.',
      ),
      ul(
        'Vergleichen Sie anhand der Fütterungsempfehlung den Preis pro Tag, nicht pro Packung.',
        'Katzen brauchen mehr Eiweiß als Hunde und sollten nie dauerhaft Hundefutter bekommen.',
        'Nassfutter hilft Katzen, die wenig trinken, genug Flüssigkeit aufzunehmen.',
        'Kaufen Sie große Säcke nur, wenn Sie sie innerhalb von etwa sechs Wochen nach dem Öffnen aufbrauchen.',
      ),
      h2('Das Futter schonend umstellen'),
      p(
        'Stellen Sie das Futter schrittweise über sieben bis zehn Tage um und mischen Sie dabei einen wachsenden Anteil des neuen Futters unter das alte. Ein abrupter Wechsel führt häufig zu Durchfall oder Futterverweigerung. Wiegen Sie Ihr Tier alle paar Wochen und passen Sie die Portion an, denn die Mengenangaben auf der Packung sind nur ein Richtwert.',
      ),
    ],
    fr: [
      h2('Privilégiez un aliment complet'),
      p(
        'Le mot le plus important sur l’emballage est « complet » : il signifie que l’aliment apporte à lui seul tous les nutriments dont votre animal a besoin. Les produits dits « complémentaires » sont des friandises ou des compléments et ne doivent pas constituer la base de l’alimentation. Choisissez aussi un aliment adapté à l’âge, car chiots et chatons ont besoin de plus d’énergie et de protéines que les adultes, tandis que les seniors ont besoin de moins de calories.',
      ),
      h2('Savoir lire la liste des ingrédients'),
      p(
        'Les ingrédients sont classés par ordre de poids, donc les premiers en disent le plus sur l’aliment. Recherchez en tête de liste une protéine animale précise, comme le poulet ou le saumon, plutôt que des termes vagues comme « viandes et sous-produits animaux ». Sans céréales ne veut pas forcément dire meilleur : sauf allergie diagnostiquée par votre vétérinaire, les céréales complètes sont une bonne source d’énergie.',
      ),
      ul(
        'Comparez le prix par jour et non par sac, à l’aide des rations recommandées sur l’emballage.',
        'Les chats ont besoin de plus de protéines que les chiens et ne doivent jamais manger durablement de la nourriture pour chien.',
        'La pâtée aide les chats qui boivent peu à s’hydrater suffisamment.',
        'N’achetez de grands sacs que si vous pouvez les finir dans les six semaines environ après ouverture.',
      ),
      h2('Changer d’aliment en douceur'),
      p(
        'Faites la transition progressivement sur sept à dix jours, en mélangeant une part croissante du nouvel aliment à l’ancien. Un changement brutal provoque souvent des diarrhées ou un refus de manger. Pesez votre animal toutes les quelques semaines et ajustez la ration, car les quantités indiquées sur le paquet ne sont qu’un point de départ.',
      ),
    ],
    it: [
      h2('Scegli un alimento completo'),
      p(
        'La parola più importante sull’etichetta è «completo»: significa che l’alimento da solo fornisce tutti i nutrienti di cui il tuo animale ha bisogno. I prodotti indicati come «complementari» sono snack o integrazioni e non devono costituire la base della dieta. Scegli anche un cibo adatto alla fase di vita, perché cuccioli e gattini hanno bisogno di più energia e proteine degli adulti, mentre gli anziani richiedono meno calorie.',
      ),
      h2('Come leggere la lista degli ingredienti'),
      p(
        'Gli ingredienti sono elencati in ordine di peso, quindi i primi dicono di più sull’alimento. Cerca in cima alla lista una proteina animale ben definita, come pollo o salmone, invece di diciture vaghe come «carni e derivati». Senza cereali non significa automaticamente migliore: se il veterinario non ha diagnosticato un’allergia, i cereali integrali sono un’ottima fonte di energia.',
      ),
      ul(
        'Confronta il costo giornaliero, non quello del sacco, in base alle dosi consigliate sulla confezione.',
        'I gatti hanno bisogno di più proteine dei cani e non devono mai mangiare a lungo cibo per cani.',
        'Il cibo umido aiuta i gatti che bevono poco ad assumere abbastanza liquidi.',
        'Compra i sacchi grandi solo se riesci a finirli entro circa sei settimane dall’apertura.',
      ),
      h2('Cambiare alimento senza problemi'),
      p(
        'Passa al nuovo cibo gradualmente nell’arco di sette-dieci giorni, mescolandone una quota crescente a quello vecchio. Un cambio improvviso causa spesso diarrea o il rifiuto del cibo. Pesa il tuo animale ogni qualche settimana e regola la porzione, perché le dosi indicate sulla confezione sono solo un punto di partenza.',
      ),
    ],
    es: [
      h2('Busca un alimento completo'),
      p(
        'La palabra más importante de la etiqueta es «completo»: significa que el alimento aporta por sí solo todos los nutrientes que tu mascota necesita. Los productos «complementarios» son premios o complementos y no deben ser la base de la dieta. Elige también un alimento para la etapa de vida adecuada, porque cachorros y gatitos necesitan más energía y proteínas que los adultos, mientras que los animales mayores necesitan menos calorías.',
      ),
      h2('Cómo leer la lista de ingredientes'),
      p(
        'Los ingredientes aparecen ordenados por peso, así que los primeros son los que más dicen del alimento. Busca al principio de la lista una proteína animal concreta, como pollo o salmón, en lugar de términos vagos como «carne y subproductos animales». Sin cereales no significa automáticamente mejor: salvo que el veterinario haya diagnosticado una alergia, los cereales integrales son una buena fuente de energía.',
      ),
      ul(
        'Compara el precio por día, no por saco, con la tabla de raciones del envase.',
        'Los gatos necesitan más proteínas que los perros y nunca deben comer pienso para perros de forma habitual.',
        'La comida húmeda ayuda a los gatos que beben poco a hidratarse lo suficiente.',
        'Compra sacos grandes solo si puedes gastarlos en unas seis semanas desde que los abres.',
      ),
      h2('Cambiar de alimento sin problemas'),
      p(
        'Haz el cambio poco a poco durante siete a diez días, mezclando una proporción cada vez mayor del nuevo alimento con el antiguo. Un cambio brusco suele provocar diarrea o que el animal deje de comer. Pesa a tu mascota cada pocas semanas y ajusta la ración, porque las cantidades del envase son solo orientativas.',
      ),
    ],
    fi: [
      h2('Valitse täysravinto'),
      p(
        'Pakkauksen tärkein sana on ”täysravinto”: se tarkoittaa, että ruoka sisältää yksinään kaikki lemmikkisi tarvitsemat ravintoaineet. ”Täydennysrehuksi” merkityt tuotteet ovat herkkuja tai lisukkeita, eikä niiden pidä muodostaa ruokavalion perustaa. Valitse myös elämänvaiheeseen sopiva ruoka, sillä pennut tarvitsevat enemmän energiaa ja proteiinia kuin aikuiset, kun taas seniorit tarvitsevat vähemmän kaloreita.',
      ),
      h2('Näin luet ainesosaluettelon'),
      p(
        'Ainesosat luetellaan painon mukaan suurimmasta pienimpään, joten ensimmäiset kertovat ruoasta eniten. Etsi listan kärjestä nimetty eläinproteiini, kuten kana tai lohi, epämääräisten ilmausten kuten ”liha ja eläinperäiset sivutuotteet” sijaan. Viljaton ei automaattisesti ole parempi: ellei eläinlääkäri ole todennut allergiaa, täysjyvävilja on hyvä energianlähde.',
      ),
      ul(
        'Vertaa pakkauksen ruokintasuosituksen avulla hintaa päivää kohden, älä säkin hintaa.',
        'Kissat tarvitsevat enemmän proteiinia kuin koirat, eikä niille pidä syöttää koiranruokaa pitkään.',
        'Märkäruoka auttaa vähän juovia kissoja saamaan riittävästi nestettä.',
        'Osta isoja säkkejä vain, jos ehdit käyttää ne noin kuudessa viikossa avaamisesta.',
      ),
      h2('Ruoan vaihtaminen turvallisesti'),
      p(
        'Vaihda ruoka vähitellen 7–10 päivän aikana sekoittamalla vanhaan ruokaan kasvava osuus uutta. Äkillinen vaihdos aiheuttaa usein ripulia tai syömättömyyttä. Punnitse lemmikkisi muutaman viikon välein ja säädä annosta, sillä pakkauksen määrät ovat vain lähtökohta.',
      ),
    ],
    nl: [
      h2('Kies voor volledig voer'),
      p(
        'Het belangrijkste woord op het etiket is ‘volledig diervoeder’: dat betekent dat het voer op zichzelf alle voedingsstoffen bevat die je dier nodig heeft. Producten met de aanduiding ‘aanvullend diervoeder’ zijn snacks of toevoegingen en horen niet de basis van het menu te vormen. Kies ook voer voor de juiste levensfase, want pups en kittens hebben meer energie en eiwit nodig dan volwassen dieren, terwijl senioren juist minder calorieën nodig hebben.',
      ),
      h2('Zo lees je de ingrediëntenlijst'),
      p(
        'Ingrediënten staan op volgorde van gewicht, dus de eerste paar zeggen het meest over het voer. Zoek bovenaan naar een benoemde dierlijke eiwitbron zoals kip of zalm in plaats van vage termen als ‘vlees en dierlijke bijproducten’. Graanvrij is niet automatisch beter: zolang de dierenarts geen allergie heeft vastgesteld, zijn volkoren granen een prima energiebron.',
      ),
      ul(
        'Vergelijk de prijs per dag in plaats van per zak, aan de hand van de voedingsrichtlijn op de verpakking.',
        'Katten hebben meer eiwit nodig dan honden en mogen nooit langdurig hondenvoer krijgen.',
        'Natvoer helpt katten die weinig drinken om genoeg vocht binnen te krijgen.',
        'Koop grote zakken alleen als je ze binnen ongeveer zes weken na openen opmaakt.',
      ),
      h2('Veilig overstappen op ander voer'),
      p(
        'Stap geleidelijk over in zeven tot tien dagen door een steeds groter deel nieuw voer door het oude te mengen. Een plotselinge overstap leidt vaak tot diarree of tot weigeren te eten. Weeg je dier om de paar weken en pas de portie aan, want de hoeveelheden op de verpakking zijn slechts een richtlijn.',
      ),
    ],
    no: [
      h2('Velg et fullfôr'),
      p(
        'Det viktigste ordet på pakken er «fullfôr»: Det betyr at fôret alene inneholder alle næringsstoffene dyret ditt trenger. Produkter merket «tilskuddsfôr» er godbiter eller tillegg og bør ikke utgjøre hoveddelen av kostholdet. Velg også fôr for riktig livsfase, for valper og kattunger trenger mer energi og protein enn voksne dyr, mens seniorer trenger færre kalorier.',
      ),
      h2('Slik leser du ingredienslisten'),
      p(
        'Ingrediensene står oppført etter vekt, så de første sier mest om fôret. Se etter en navngitt animalsk proteinkilde som kylling eller laks øverst, i stedet for vage betegnelser som «kjøtt og animalske biprodukter». Kornfritt er ikke automatisk bedre: Med mindre veterinæren har påvist en allergi, er fullkorn en god energikilde.',
      ),
      ul(
        'Sammenlign prisen per dag, ikke per sekk, ut fra fôringsanbefalingen på pakken.',
        'Katter trenger mer protein enn hunder og bør aldri få hundefôr over tid.',
        'Våtfôr hjelper katter som drikker lite, med å få i seg nok væske.',
        'Kjøp store sekker bare hvis du bruker dem opp innen rundt seks uker etter åpning.',
      ),
      h2('Bytt fôr på en skånsom måte'),
      p(
        'Bytt gradvis over sju til ti dager ved å blande en stadig større andel nytt fôr inn i det gamle. Et brått bytte fører ofte til diaré eller at dyret nekter å spise. Vei dyret med noen ukers mellomrom og juster porsjonen, for mengdene på pakken er bare et utgangspunkt.',
      ),
    ],
    pl: [
      h2('Szukaj karmy pełnoporcjowej'),
      p(
        'Najważniejsze słowo na opakowaniu to „pełnoporcjowa”: oznacza, że karma sama w sobie dostarcza wszystkich składników odżywczych, których potrzebuje Twoje zwierzę. Produkty oznaczone jako „uzupełniające” to przysmaki lub dodatki i nie powinny stanowić podstawy diety. Wybieraj też karmę dopasowaną do etapu życia, bo szczenięta i kocięta potrzebują więcej energii i białka niż dorosłe zwierzęta, a seniorzy mniej kalorii.',
      ),
      h2('Jak czytać skład'),
      p(
        'Składniki są wymienione według masy, więc te pierwsze mówią najwięcej o karmie. Szukaj na początku listy konkretnie nazwanego białka zwierzęcego, na przykład kurczaka lub łososia, zamiast ogólników w rodzaju „mięso i produkty pochodzenia zwierzęcego”. Karma bezzbożowa nie jest automatycznie lepsza: jeśli weterynarz nie stwierdził alergii, pełnoziarniste zboża są dobrym źródłem energii.',
      ),
      ul(
        'Porównuj koszt dzienny, a nie cenę worka, korzystając z tabeli dawkowania na opakowaniu.',
        'Koty potrzebują więcej białka niż psy i nie powinny długo jeść karmy dla psów.',
        'Mokra karma pomaga kotom, które mało piją, przyjmować wystarczająco dużo płynów.',
        'Kupuj duże worki tylko wtedy, gdy zużyjesz je w ciągu około sześciu tygodni od otwarcia.',
      ),
      h2('Bezpieczna zmiana karmy'),
      p(
        'Zmieniaj karmę stopniowo przez siedem do dziesięciu dni, dodając do starej coraz większą porcję nowej. Nagła zmiana często kończy się biegunką lub odmową jedzenia. Co kilka tygodni waż zwierzę i dostosowuj porcję, bo ilości podane na opakowaniu to tylko punkt wyjścia.',
      ),
    ],
    pt: [
      h2('Procure um alimento completo'),
      p(
        'A palavra mais importante no rótulo é “completo”: significa que o alimento sozinho fornece todos os nutrientes de que o seu pet precisa. Produtos indicados como “complementares” são petiscos ou complementos e não devem ser a base da dieta. Escolha também uma ração adequada à fase de vida, porque filhotes precisam de mais energia e proteína do que adultos, enquanto os idosos precisam de menos calorias.',
      ),
      h2('Como ler a lista de ingredientes'),
      p(
        'Os ingredientes aparecem em ordem de peso, então os primeiros dizem mais sobre a ração. Procure no topo da lista uma proteína animal específica, como frango ou salmão, em vez de termos vagos como “carne e subprodutos de origem animal”. Sem grãos não significa automaticamente melhor: a menos que o veterinário tenha diagnosticado uma alergia, os cereais integrais são uma boa fonte de energia.',
      ),
      ul(
        'Compare o preço por dia, e não por pacote, usando a tabela de consumo da embalagem.',
        'Gatos precisam de mais proteína do que cães e nunca devem comer ração de cachorro por longos períodos.',
        'A ração úmida ajuda gatos que bebem pouca água a se manterem hidratados.',
        'Só compre pacotes grandes se conseguir usá-los em cerca de seis semanas depois de abertos.',
      ),
      h2('Como trocar de ração com segurança'),
      p(
        'Faça a transição aos poucos, ao longo de sete a dez dias, misturando uma proporção cada vez maior da ração nova à antiga. Uma troca brusca costuma causar diarreia ou recusa em comer. Pese o seu pet a cada poucas semanas e ajuste a porção, porque as quantidades da embalagem são só um ponto de partida.',
      ),
    ],
    sv: [
      h2('Välj ett helfoder'),
      p(
        'Det viktigaste ordet på förpackningen är ”helfoder”: det betyder att fodret ensamt innehåller alla näringsämnen som ditt djur behöver. Produkter märkta ”kompletteringsfoder” är godis eller tillskott och ska inte utgöra basen i kosten. Välj också foder för rätt livsfas, eftersom valpar och kattungar behöver mer energi och protein än vuxna djur, medan seniorer behöver färre kalorier.',
      ),
      h2('Så läser du ingredienslistan'),
      p(
        'Ingredienserna anges efter vikt, så de första säger mest om fodret. Leta efter en namngiven animalisk proteinkälla som kyckling eller lax högst upp i stället för vaga uttryck som ”kött och animaliska biprodukter”. Spannmålsfritt är inte automatiskt bättre: om inte veterinären har konstaterat en allergi är fullkorn en bra energikälla.',
      ),
      ul(
        'Jämför priset per dag, inte per säck, med hjälp av utfodringsrekommendationen på förpackningen.',
        'Katter behöver mer protein än hundar och ska aldrig äta hundfoder under längre tid.',
        'Våtfoder hjälper katter som dricker lite att få i sig tillräckligt med vätska.',
        'Köp stora säckar bara om du hinner använda dem inom ungefär sex veckor efter öppning.',
      ),
      h2('Byt foder på ett skonsamt sätt'),
      p(
        'Byt gradvis under sju till tio dagar genom att blanda i en allt större andel nytt foder i det gamla. Ett plötsligt byte leder ofta till diarré eller att djuret vägrar äta. Väg djuret med några veckors mellanrum och justera portionen, eftersom mängderna på förpackningen bara är en utgångspunkt.',
      ),
    ],
  },
}

const carParts: GuideSeed = {
  slug: 'buying-car-parts-online',
  subcategory: 'car-parts',
  title: {
    en: 'Buying car parts online: how to get the right part first time',
    de: 'Autoteile online kaufen: So bestellen Sie gleich das richtige Teil',
    fr: 'Acheter des pièces auto en ligne : la bonne pièce du premier coup',
    it: 'Comprare ricambi auto online: come trovare subito il pezzo giusto',
    es: 'Comprar recambios de coche por internet: cómo acertar a la primera',
    fi: 'Autonvaraosat verkosta: näin saat oikean osan kerralla',
    nl: 'Auto-onderdelen online kopen: in één keer het juiste onderdeel',
    no: 'Kjøpe bildeler på nett: slik får du riktig del første gang',
    pl: 'Części samochodowe przez internet: jak od razu trafić w dobrą część',
    pt: 'Como comprar autopeças pela internet e acertar de primeira',
    sv: 'Köpa bildelar på nätet: så får du rätt del direkt',
  },
  excerpt: {
    en: 'Ordering car parts online can save a lot of money, as long as the part actually fits. Here is how to identify the right part, judge its quality and know what to leave to a garage.',
    de: 'Wer Autoteile online bestellt, kann viel Geld sparen – vorausgesetzt, das Teil passt. So finden Sie das richtige Teil, beurteilen die Qualität und wissen, was Sie besser der Werkstatt überlassen.',
    fr: 'Commander des pièces auto en ligne permet de faire de belles économies, à condition que la pièce soit compatible. Voici comment identifier la bonne référence, juger la qualité et savoir quoi confier à un garage.',
    it: 'Ordinare ricambi auto online può far risparmiare molto, a patto che il pezzo sia compatibile. Ecco come identificare il ricambio giusto, valutarne la qualità e capire cosa lasciare all’officina.',
    es: 'Pedir recambios por internet permite ahorrar mucho dinero, siempre que la pieza encaje. Así puedes identificar la pieza correcta, valorar su calidad y saber qué dejar en manos del taller.',
    fi: 'Varaosien tilaaminen verkosta voi säästää paljon rahaa, kunhan osa todella sopii autoosi. Näin tunnistat oikean osan, arvioit laatua ja tiedät, mitkä työt kannattaa jättää korjaamolle.',
    nl: 'Auto-onderdelen online bestellen kan veel geld besparen, zolang het onderdeel ook echt past. Zo vind je het juiste onderdeel, beoordeel je de kwaliteit en weet je wat je beter aan de garage overlaat.',
    no: 'Du kan spare mye penger på å bestille bildeler på nett, så lenge delen faktisk passer. Slik finner du riktig del, vurderer kvaliteten og vet hva du bør overlate til verkstedet.',
    pl: 'Zamawianie części samochodowych w internecie pozwala sporo zaoszczędzić, pod warunkiem że część naprawdę pasuje. Oto jak zidentyfikować właściwą część, ocenić jakość i wiedzieć, co zostawić warsztatowi.',
    pt: 'Comprar autopeças pela internet pode gerar uma boa economia, desde que a peça sirva no seu carro. Veja como identificar a peça certa, avaliar a qualidade e saber o que deixar para a oficina.',
    sv: 'Att beställa bildelar på nätet kan spara mycket pengar, så länge delen faktiskt passar. Så hittar du rätt del, bedömer kvaliteten och vet vad du ska överlåta till verkstaden.',
  },
  body: {
    en: [
      h2('Identify your car precisely'),
      p(
        'Model name and year are not enough, because the same model can use different brakes or filters depending on the engine and equipment. Search by your vehicle identification number (VIN) or the type details in your registration document for an exact match. If possible, compare the part number printed on the old part with the one in the listing before you order.',
      ),
      h2('Original, OE quality or budget?'),
      p(
        'Original parts from the carmaker are the most expensive, while parts made by the same suppliers to the same specification are often sold for much less under their own name. Budget parts can be fine for simple items such as wiper blades or bulbs, but for brakes, steering and suspension it is worth paying for proven quality. Look for the relevant approval marks, such as the E-mark on lights and brake pads.',
      ),
      ul(
        'Always replace brake discs and pads in pairs on the same axle.',
        'Check whether the price includes a deposit on the old part, which is common for batteries and starter motors.',
        'Keep the packaging until the part is fitted, so you can return it if it does not fit.',
        'Order wear parts such as filters and oil together to save on shipping.',
      ),
      h2('Know your limits'),
      p(
        'Changing wiper blades, bulbs, an air filter or a battery is manageable for most people with basic tools. Work on brakes, timing belts or airbags affects your safety and is best left to a garage unless you have the right training. Many garages will fit parts you bring yourself, but ask in advance, as some charge more or will not give a warranty on the part.',
      ),
    ],
    de: [
      h2('Das Fahrzeug genau bestimmen'),
      p(
        'Modellname und Baujahr reichen nicht aus, denn dasselbe Modell kann je nach Motor und Ausstattung andere Bremsen oder Filter haben. Suchen Sie anhand der Fahrzeug-Identifizierungsnummer (FIN) oder der Schlüsselnummern aus der Zulassungsbescheinigung, um ein exakt passendes Teil zu finden. Vergleichen Sie nach Möglichkeit die Teilenummer auf dem alten Teil mit der im Angebot, bevor Sie bestellen.',
      ),
      h2('Original, Erstausrüsterqualität oder günstig?'),
      p(
        'Originalteile vom Autohersteller sind am teuersten, während Teile derselben Zulieferer nach gleicher Spezifikation unter deren eigenem Namen oft deutlich günstiger verkauft werden. Günstige Teile können bei einfachen Dingen wie Wischerblättern oder Glühlampen in Ordnung sein, bei Bremsen, Lenkung und Fahrwerk lohnt es sich aber, für bewährte Qualität zu zahlen. Achten Sie auf die passenden Prüfzeichen, etwa die E-Kennzeichnung bei Leuchten und Bremsbelägen.',
      ),
      ul(
        'Tauschen Sie Bremsscheiben und -beläge immer paarweise an einer Achse.',
        'Prüfen Sie, ob im Preis ein Altteilpfand enthalten ist, wie es bei Batterien und Anlassern üblich ist.',
        'Heben Sie die Verpackung auf, bis das Teil eingebaut ist, damit Sie es zurückschicken können, falls es nicht passt.',
        'Bestellen Sie Verschleißteile wie Filter und Öl zusammen, um Versandkosten zu sparen.',
      ),
      h2('Die eigenen Grenzen kennen'),
      p(
        'Wischerblätter, Glühlampen, Luftfilter oder eine Batterie zu wechseln, schaffen die meisten mit einfachem Werkzeug. Arbeiten an Bremsen, Zahnriemen oder Airbags betreffen Ihre Sicherheit und gehören ohne entsprechende Ausbildung in die Werkstatt. Viele Werkstätten bauen auch mitgebrachte Teile ein – fragen Sie aber vorher nach, denn manche verlangen dafür mehr oder geben keine Garantie auf das Teil.',
      ),
    ],
    fr: [
      h2('Identifiez précisément votre véhicule'),
      p(
        'Le modèle et l’année ne suffisent pas, car un même modèle peut utiliser des freins ou des filtres différents selon la motorisation et l’équipement. Recherchez avec le numéro d’identification du véhicule (VIN) ou les codes de type figurant sur la carte grise pour obtenir une correspondance exacte. Si possible, comparez la référence inscrite sur l’ancienne pièce avec celle de l’annonce avant de commander.',
      ),
      h2('Origine, qualité équivalente ou premier prix ?'),
      p(
        'Les pièces d’origine du constructeur sont les plus chères, tandis que les pièces fabriquées par les mêmes équipementiers selon le même cahier des charges sont souvent vendues bien moins cher sous leur propre nom. Les pièces premier prix peuvent convenir pour des éléments simples comme les balais d’essuie-glace ou les ampoules, mais pour les freins, la direction et les suspensions, mieux vaut payer pour une qualité éprouvée. Vérifiez la présence des homologations, comme le marquage E sur les feux et les plaquettes de frein.',
      ),
      ul(
        'Remplacez toujours les disques et les plaquettes de frein par paire sur un même essieu.',
        'Vérifiez si le prix inclut une consigne pour l’ancienne pièce, ce qui est courant pour les batteries et les démarreurs.',
        'Conservez l’emballage jusqu’au montage pour pouvoir renvoyer la pièce si elle ne convient pas.',
        'Commandez ensemble les pièces d’usure comme les filtres et l’huile pour économiser sur les frais de port.',
      ),
      h2('Connaître ses limites'),
      p(
        'Remplacer des balais d’essuie-glace, des ampoules, un filtre à air ou une batterie est à la portée de la plupart des gens avec un outillage de base. Les interventions sur les freins, la courroie de distribution ou les airbags touchent à votre sécurité et doivent être confiées à un garage si vous n’avez pas la formation nécessaire. Beaucoup de garages acceptent de monter des pièces fournies par le client, mais renseignez-vous à l’avance, car certains facturent plus cher ou ne garantissent pas la pièce.',
      ),
    ],
    it: [
      h2('Identifica con precisione la tua auto'),
      p(
        'Modello e anno non bastano, perché lo stesso modello può montare freni o filtri diversi a seconda del motore e dell’allestimento. Cerca tramite il numero di telaio (VIN) o i dati riportati sul libretto di circolazione per ottenere una corrispondenza esatta. Se puoi, confronta il codice stampato sul pezzo vecchio con quello dell’annuncio prima di ordinare.',
      ),
      h2('Originale, equivalente o economico?'),
      p(
        'I ricambi originali della casa automobilistica sono i più cari, mentre i pezzi prodotti dagli stessi fornitori secondo le stesse specifiche vengono spesso venduti a molto meno con il loro marchio. I ricambi economici possono andare bene per componenti semplici come spazzole tergicristallo o lampadine, ma per freni, sterzo e sospensioni conviene pagare per una qualità collaudata. Controlla le omologazioni, come il marchio E su fari e pastiglie dei freni.',
      ),
      ul(
        'Sostituisci sempre dischi e pastiglie dei freni in coppia sullo stesso asse.',
        'Verifica se il prezzo include una cauzione per il pezzo usato, cosa comune per batterie e motorini di avviamento.',
        'Conserva l’imballo finché il pezzo non è montato, così potrai restituirlo se non è compatibile.',
        'Ordina insieme i ricambi soggetti a usura, come filtri e olio, per risparmiare sulla spedizione.',
      ),
      h2('Conosci i tuoi limiti'),
      p(
        'Cambiare spazzole tergicristallo, lampadine, filtro dell’aria o batteria è alla portata di quasi tutti con qualche attrezzo di base. Gli interventi su freni, cinghia di distribuzione o airbag riguardano la tua sicurezza e vanno affidati a un’officina, a meno che tu non abbia la preparazione necessaria. Molte officine montano anche ricambi portati dal cliente, ma chiedi prima, perché alcune applicano tariffe più alte o non danno garanzia sul pezzo.',
      ),
    ],
    es: [
      h2('Identifica tu coche con precisión'),
      p(
        'El modelo y el año no bastan, porque un mismo modelo puede llevar frenos o filtros distintos según el motor y el equipamiento. Busca por el número de bastidor (VIN) o por los datos de la ficha técnica para encontrar una coincidencia exacta. Si puedes, compara la referencia grabada en la pieza vieja con la del anuncio antes de hacer el pedido.',
      ),
      h2('¿Original, calidad equivalente o económica?'),
      p(
        'Las piezas originales del fabricante son las más caras, mientras que las que fabrican los mismos proveedores con las mismas especificaciones suelen venderse mucho más baratas con su propia marca. Las piezas económicas pueden servir para elementos sencillos como escobillas o bombillas, pero en frenos, dirección y suspensión compensa pagar por una calidad contrastada. Busca las homologaciones correspondientes, como el marcado E en faros y pastillas de freno.',
      ),
      ul(
        'Cambia siempre los discos y las pastillas de freno por parejas en el mismo eje.',
        'Comprueba si el precio incluye un depósito por la pieza usada, algo habitual en baterías y motores de arranque.',
        'Guarda el embalaje hasta montar la pieza, para poder devolverla si no encaja.',
        'Pide juntas las piezas de desgaste, como filtros y aceite, para ahorrar en gastos de envío.',
      ),
      h2('Conoce tus límites'),
      p(
        'Cambiar escobillas, bombillas, el filtro de aire o la batería está al alcance de casi cualquiera con herramientas básicas. Los trabajos en frenos, correa de distribución o airbags afectan a tu seguridad y conviene dejarlos en manos de un taller si no tienes la formación adecuada. Muchos talleres montan piezas que lleva el cliente, pero pregunta antes, porque algunos cobran más o no dan garantía sobre la pieza.',
      ),
    ],
    fi: [
      h2('Tunnista autosi tarkasti'),
      p(
        'Malli ja vuosimalli eivät riitä, sillä samassa mallissa voi olla eri jarrut tai suodattimet moottorin ja varustelun mukaan. Hae osia valmistenumerolla (VIN) tai rekisteriotteen tyyppitiedoilla, niin löydät täsmälleen sopivan osan. Vertaa mahdollisuuksien mukaan vanhaan osaan merkittyä osanumeroa ilmoituksen numeroon ennen tilaamista.',
      ),
      h2('Alkuperäinen, vastaava laatu vai edullinen?'),
      p(
        'Autonvalmistajan alkuperäisosat ovat kalleimpia, kun taas samojen alihankkijoiden samoilla vaatimuksilla valmistamia osia myydään usein paljon halvemmalla niiden omalla nimellä. Edulliset osat voivat riittää yksinkertaisiin tarvikkeisiin, kuten pyyhkijänsulkiin tai polttimoihin, mutta jarruihin, ohjaukseen ja jousitukseen kannattaa hankkia hyväksi todettua laatua. Tarkista asianmukaiset hyväksyntämerkinnät, kuten E-merkintä valoissa ja jarrupaloissa.',
      ),
      ul(
        'Vaihda jarrulevyt ja -palat aina pareittain saman akselin molemmille puolille.',
        'Tarkista, sisältyykö hintaan vanhan osan panttimaksu, mikä on yleistä akuissa ja käynnistinmoottoreissa.',
        'Säilytä pakkaus, kunnes osa on asennettu, jotta voit palauttaa sen, jos se ei sovi.',
        'Tilaa kuluvat osat, kuten suodattimet ja öljy, samalla kertaa, niin säästät toimituskuluissa.',
      ),
      h2('Tunne omat rajasi'),
      p(
        'Pyyhkijänsulkien, polttimoiden, ilmansuodattimen tai akun vaihtaminen onnistuu useimmilta perustyökaluilla. Jarruihin, hammashihnaan tai turvatyynyihin liittyvät työt vaikuttavat turvallisuuteesi, ja ne kannattaa jättää korjaamolle, ellei sinulla ole niihin koulutusta. Moni korjaamo asentaa myös asiakkaan tuomia osia, mutta kysy etukäteen, sillä osa veloittaa enemmän tai ei anna osalle takuuta.',
      ),
    ],
    nl: [
      h2('Bepaal precies welke auto je hebt'),
      p(
        'Model en bouwjaar zijn niet genoeg, want hetzelfde model kan afhankelijk van motor en uitvoering andere remmen of filters hebben. Zoek op het chassisnummer (VIN) of de typegegevens op je kentekenbewijs voor een exacte match. Vergelijk zo mogelijk het onderdeelnummer op het oude onderdeel met dat in de advertentie voordat je bestelt.',
      ),
      h2('Origineel, gelijkwaardige kwaliteit of budget?'),
      p(
        'Originele onderdelen van de autofabrikant zijn het duurst, terwijl onderdelen van dezelfde toeleveranciers volgens dezelfde specificaties vaak veel goedkoper onder hun eigen naam worden verkocht. Budgetonderdelen kunnen prima zijn voor eenvoudige dingen als ruitenwisserbladen of lampjes, maar voor remmen, stuurinrichting en ophanging loont het om te betalen voor bewezen kwaliteit. Let op de juiste keurmerken, zoals de E-markering op verlichting en remblokken.',
      ),
      ul(
        'Vervang remschijven en remblokken altijd per paar op dezelfde as.',
        'Controleer of de prijs statiegeld voor het oude onderdeel bevat, wat gebruikelijk is bij accu’s en startmotoren.',
        'Bewaar de verpakking tot het onderdeel gemonteerd is, zodat je het kunt retourneren als het niet past.',
        'Bestel slijtdelen zoals filters en olie tegelijk om op verzendkosten te besparen.',
      ),
      h2('Ken je grenzen'),
      p(
        'Ruitenwisserbladen, lampjes, een luchtfilter of een accu vervangen lukt de meeste mensen met eenvoudig gereedschap. Werk aan remmen, distributieriem of airbags raakt je veiligheid en laat je zonder de juiste opleiding beter over aan een garage. Veel garages monteren ook onderdelen die je zelf meebrengt, maar vraag het vooraf, want sommige rekenen meer of geven geen garantie op het onderdeel.',
      ),
    ],
    no: [
      h2('Identifiser bilen nøyaktig'),
      p(
        'Modellnavn og årsmodell er ikke nok, for samme modell kan ha ulike bremser eller filtre avhengig av motor og utstyr. Søk med understellsnummeret (VIN) eller typeopplysningene i vognkortet for å få et nøyaktig treff. Sammenlign om mulig delenummeret på den gamle delen med nummeret i annonsen før du bestiller.',
      ),
      h2('Original, tilsvarende kvalitet eller budsjett?'),
      p(
        'Originaldeler fra bilprodusenten er dyrest, mens deler laget av de samme underleverandørene etter samme spesifikasjoner ofte selges langt billigere under deres eget navn. Budsjettdeler kan være greie for enkle ting som vindusviskerblader og lyspærer, men for bremser, styring og understell lønner det seg å betale for velprøvd kvalitet. Se etter riktige godkjenningsmerker, som E-merking på lykter og bremseklosser.',
      ),
      ul(
        'Bytt alltid bremseskiver og bremseklosser parvis på samme aksel.',
        'Sjekk om prisen inkluderer pant for den gamle delen, noe som er vanlig for batterier og startmotorer.',
        'Ta vare på emballasjen til delen er montert, så du kan returnere den hvis den ikke passer.',
        'Bestill slitedeler som filtre og olje samtidig for å spare frakt.',
      ),
      h2('Kjenn dine begrensninger'),
      p(
        'De fleste klarer å bytte vindusviskerblader, lyspærer, luftfilter eller batteri med enkelt verktøy. Arbeid på bremser, registerreim eller kollisjonsputer påvirker sikkerheten din og bør overlates til et verksted med mindre du har riktig opplæring. Mange verksteder monterer deler du tar med selv, men spør på forhånd, for noen tar mer betalt eller gir ikke garanti på delen.',
      ),
    ],
    pl: [
      h2('Dokładnie zidentyfikuj swój samochód'),
      p(
        'Sam model i rocznik nie wystarczą, bo ten sam model może mieć różne hamulce czy filtry w zależności od silnika i wyposażenia. Szukaj po numerze VIN lub danych z dowodu rejestracyjnego, aby znaleźć dokładnie pasującą część. Jeśli to możliwe, przed zamówieniem porównaj numer wybity na starej części z numerem w ofercie.',
      ),
      h2('Oryginał, dobry zamiennik czy najtańsza opcja?'),
      p(
        'Oryginalne części od producenta samochodu są najdroższe, a części wytwarzane przez tych samych dostawców według tej samej specyfikacji często sprzedaje się znacznie taniej pod ich własną marką. Tanie części mogą wystarczyć przy prostych elementach, takich jak pióra wycieraczek czy żarówki, ale przy hamulcach, układzie kierowniczym i zawieszeniu warto zapłacić za sprawdzoną jakość. Zwracaj uwagę na odpowiednie homologacje, na przykład oznaczenie E na lampach i klockach hamulcowych.',
      ),
      ul(
        'Tarcze i klocki hamulcowe wymieniaj zawsze parami na jednej osi.',
        'Sprawdź, czy cena obejmuje kaucję za zużytą część, co jest częste w przypadku akumulatorów i rozruszników.',
        'Zachowaj opakowanie do czasu montażu, aby móc zwrócić część, jeśli nie pasuje.',
        'Zamawiaj razem części eksploatacyjne, takie jak filtry i olej, aby zaoszczędzić na wysyłce.',
      ),
      h2('Znaj swoje ograniczenia'),
      p(
        'Wymianę piór wycieraczek, żarówek, filtra powietrza czy akumulatora większość osób wykona prostymi narzędziami. Prace przy hamulcach, pasku rozrządu czy poduszkach powietrznych wpływają na Twoje bezpieczeństwo i bez odpowiedniego przygotowania lepiej zlecić je warsztatowi. Wiele warsztatów zamontuje części przyniesione przez klienta, ale zapytaj wcześniej, bo niektóre liczą sobie więcej lub nie dają gwarancji na część.',
      ),
    ],
    pt: [
      h2('Identifique o seu carro com precisão'),
      p(
        'Modelo e ano não bastam, porque o mesmo modelo pode usar freios ou filtros diferentes conforme o motor e a versão. Pesquise pelo número do chassi ou pelos dados do documento do veículo para encontrar uma correspondência exata. Se possível, compare o código gravado na peça antiga com o do anúncio antes de fazer o pedido.',
      ),
      h2('Original, de qualidade equivalente ou mais barata?'),
      p(
        'As peças originais da montadora são as mais caras, enquanto peças feitas pelos mesmos fornecedores com a mesma especificação costumam ser vendidas bem mais baratas com a marca própria deles. Peças mais baratas podem servir para itens simples, como palhetas e lâmpadas, mas em freios, direção e suspensão vale a pena pagar por qualidade comprovada. Verifique as certificações exigidas, como o selo do Inmetro nos itens em que ele é obrigatório.',
      ),
      ul(
        'Troque sempre discos e pastilhas de freio em pares, no mesmo eixo.',
        'Confira se o preço depende da entrega da peça usada, como é comum em baterias e motores de arranque.',
        'Guarde a embalagem até a instalação, para poder devolver a peça se ela não servir.',
        'Compre itens de desgaste, como filtros e óleo, de uma vez só para economizar no frete.',
      ),
      h2('Conheça os seus limites'),
      p(
        'Trocar palhetas, lâmpadas, filtro de ar ou bateria está ao alcance da maioria das pessoas com ferramentas básicas. Serviços em freios, correia dentada ou airbags afetam a sua segurança e devem ficar com uma oficina, a menos que você tenha o preparo adequado. Muitas oficinas instalam peças levadas pelo cliente, mas pergunte antes, porque algumas cobram mais ou não dão garantia sobre a peça.',
      ),
    ],
    sv: [
      h2('Identifiera bilen exakt'),
      p(
        'Modell och årsmodell räcker inte, eftersom samma modell kan ha olika bromsar eller filter beroende på motor och utrustning. Sök på chassinumret (VIN) eller typuppgifterna i registreringsbeviset för att få en exakt träff. Jämför om möjligt artikelnumret på den gamla delen med det i annonsen innan du beställer.',
      ),
      h2('Original, motsvarande kvalitet eller budget?'),
      p(
        'Originaldelar från biltillverkaren är dyrast, medan delar som tillverkas av samma underleverantörer enligt samma specifikationer ofta säljs betydligt billigare under eget namn. Budgetdelar kan fungera för enkla saker som torkarblad och glödlampor, men för bromsar, styrning och hjulupphängning lönar det sig att betala för beprövad kvalitet. Leta efter rätt godkännandemärkning, till exempel E-märkning på lampor och bromsbelägg.',
      ),
      ul(
        'Byt alltid bromsskivor och bromsbelägg parvis på samma axel.',
        'Kontrollera om priset innehåller pant för den gamla delen, vilket är vanligt för batterier och startmotorer.',
        'Spara förpackningen tills delen är monterad, så att du kan returnera den om den inte passar.',
        'Beställ slitdelar som filter och olja samtidigt för att spara på frakten.',
      ),
      h2('Känn dina begränsningar'),
      p(
        'De flesta klarar att byta torkarblad, glödlampor, luftfilter eller batteri med enkla verktyg. Arbete med bromsar, kamrem eller krockkuddar påverkar din säkerhet och bör överlåtas till en verkstad om du inte har rätt utbildning. Många verkstäder monterar delar som du tar med själv, men fråga i förväg, eftersom vissa tar mer betalt eller inte lämnar garanti på delen.',
      ),
    ],
  },
}

/** Thirteen shopping guides for the travel, media, pets and automotive subcategories. */
export const guidesC: GuideSeed[] = [
  flights,
  carRental,
  travelAccessories,
  books,
  ebooks,
  music,
  movies,
  magazines,
  dogSupplies,
  catSupplies,
  aquarium,
  petFood,
  carParts,
]
