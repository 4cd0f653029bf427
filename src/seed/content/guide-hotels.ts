import type { GuideSeed } from './types'
import { h2, p, ul } from './blocks'

export const hotelsGuide: GuideSeed = {
  slug: 'booking-hotels-smartly',
  subcategory: 'hotels',
  title: {
    en: 'How to book hotels smartly',
    de: 'So buchen Sie Hotels clever',
    fr: 'Comment bien réserver son hôtel',
    it: 'Come prenotare un hotel in modo intelligente',
    es: 'Cómo reservar hotel de forma inteligente',
    fi: 'Näin varaat hotellin fiksusti',
    nl: 'Zo boek je slim een hotel',
    no: 'Slik bestiller du hotell på en smart måte',
    pl: 'Jak mądrze rezerwować hotele',
    pt: 'Como reservar hotéis de forma inteligente',
    sv: 'Så bokar du hotell smart',
  },
  excerpt: {
    en: 'Location, cancellation terms and the final price matter more than the headline rate. Here is how to compare hotels and avoid unpleasant surprises.',
    de: 'Lage, Stornobedingungen und Endpreis sind wichtiger als der beworbene Zimmerpreis. So vergleichen Sie Hotels und vermeiden böse Überraschungen.',
    fr: 'L’emplacement, les conditions d’annulation et le prix final comptent plus que le tarif affiché. Voici comment comparer les hôtels et éviter les mauvaises surprises.',
    it: 'Posizione, condizioni di cancellazione e prezzo finale contano più della tariffa in evidenza. Ecco come confrontare gli hotel ed evitare brutte sorprese.',
    es: 'La ubicación, las condiciones de cancelación y el precio final importan más que la tarifa anunciada. Te explicamos cómo comparar hoteles y evitar sorpresas desagradables.',
    fi: 'Sijainti, peruutusehdot ja lopullinen hinta ovat tärkeämpiä kuin mainostettu huonehinta. Näin vertailet hotelleja ja vältät ikävät yllätykset.',
    nl: 'Ligging, annuleringsvoorwaarden en de uiteindelijke prijs zijn belangrijker dan het tarief dat je als eerste ziet. Zo vergelijk je hotels en voorkom je vervelende verrassingen.',
    no: 'Beliggenhet, avbestillingsvilkår og totalpris betyr mer enn prisen som står øverst i annonsen. Slik sammenligner du hoteller og unngår ubehagelige overraskelser.',
    pl: 'Lokalizacja, warunki anulowania i cena końcowa są ważniejsze niż stawka z reklamy. Podpowiadamy, jak porównywać hotele i unikać przykrych niespodzianek.',
    pt: 'Localização, regras de cancelamento e preço final importam mais do que a diária anunciada. Veja como comparar hotéis e evitar surpresas desagradáveis.',
    sv: 'Läge, avbokningsvillkor och slutpris betyder mer än priset som lyser i annonsen. Så jämför du hotell och slipper obehagliga överraskningar.',
  },
  body: {
    en: [
      h2('Start with the location, not the price'),
      p(
        'A cheap room far from where you need to be can end up costing more in time and transport fares. Decide first which area suits your plans, then compare hotels within walking distance or close to a good public transport stop. Use the map view on booking sites and check the real distance instead of relying on phrases such as “close to the centre”. Street-level imagery and recent guest photos also show whether the neighbourhood is pleasant and quiet at night.',
      ),
      h2('Compare the total price and the conditions'),
      p(
        'The headline rate often leaves out local tourist taxes, resort or service fees and breakfast, so look at the total for your whole stay before you decide. Non-refundable rates are usually cheaper, but they only make sense when your plans are firm. A flexible rate with free cancellation up to a day or two before arrival lets you change plans or rebook if prices drop. It is also worth checking the hotel’s own website, which sometimes offers a better rate or extras such as breakfast or a late check-out.',
      ),
      ul(
        'Read reviews from the last few months, as renovations or a change of management can quickly alter a hotel.',
        'Check the room size in square metres and the bed type rather than relying on labels such as “superior” or “deluxe”.',
        'Note the check-in and check-out times and ask about luggage storage if you arrive early.',
        'Save the booking confirmation and the cancellation deadline in your calendar.',
      ),
      h2('After you have booked'),
      p(
        'Contact the hotel a few days before you arrive if you have special requests, such as a quiet room, a cot or a late arrival. Keep an eye on prices if you booked a flexible rate, because you can sometimes cancel and rebook for less. At check-out, make sure the bill matches your confirmation and ask for any discrepancies to be corrected straight away. If something is wrong with the room, report it to reception immediately, as problems are far easier to resolve on the spot than after you get home.',
      ),
    ],
    de: [
      h2('Erst die Lage, dann der Preis'),
      p(
        'Ein günstiges Zimmer weit entfernt von Ihren Zielen kann Sie am Ende mehr Zeit und Fahrgeld kosten. Legen Sie zuerst fest, welches Viertel zu Ihren Plänen passt, und vergleichen Sie dann Hotels in Gehweite oder in der Nähe einer gut angebundenen Haltestelle. Nutzen Sie die Kartenansicht der Buchungsportale und prüfen Sie die tatsächliche Entfernung, statt sich auf Formulierungen wie „zentrumsnah“ zu verlassen. Straßenansichten und aktuelle Fotos von Gästen zeigen außerdem, ob die Umgebung angenehm und nachts ruhig ist.',
      ),
      h2('Gesamtpreis und Bedingungen vergleichen'),
      p(
        'Im beworbenen Preis fehlen oft Kurtaxe oder City-Tax, Service- oder Resortgebühren und das Frühstück – sehen Sie sich daher vor der Entscheidung den Gesamtbetrag für den ganzen Aufenthalt an. Nicht erstattbare Tarife sind meist günstiger, lohnen sich aber nur, wenn Ihre Pläne feststehen. Ein flexibler Tarif mit kostenloser Stornierung bis ein oder zwei Tage vor der Anreise lässt Ihnen Spielraum, Pläne zu ändern oder bei sinkenden Preisen neu zu buchen. Auch ein Blick auf die Website des Hotels lohnt sich, denn dort gibt es manchmal einen besseren Preis oder Extras wie Frühstück oder einen späten Check-out.',
      ),
      ul(
        'Lesen Sie Bewertungen aus den letzten Monaten, denn Renovierungen oder ein Betreiberwechsel können ein Hotel schnell verändern.',
        'Achten Sie auf die Zimmergröße in Quadratmetern und die Bettenart, statt sich auf Bezeichnungen wie „Superior“ oder „Deluxe“ zu verlassen.',
        'Notieren Sie sich die Check-in- und Check-out-Zeiten und fragen Sie nach einer Gepäckaufbewahrung, wenn Sie früh ankommen.',
        'Speichern Sie die Buchungsbestätigung und die Stornierungsfrist in Ihrem Kalender.',
      ),
      h2('Nach der Buchung'),
      p(
        'Melden Sie sich einige Tage vor der Anreise beim Hotel, wenn Sie besondere Wünsche haben, etwa ein ruhiges Zimmer, ein Kinderbett oder eine späte Ankunft. Behalten Sie bei einem flexiblen Tarif die Preise im Auge, denn manchmal können Sie stornieren und günstiger neu buchen. Prüfen Sie beim Check-out, ob die Rechnung mit Ihrer Bestätigung übereinstimmt, und lassen Sie Abweichungen sofort korrigieren. Wenn mit dem Zimmer etwas nicht stimmt, melden Sie es umgehend an der Rezeption, denn vor Ort lassen sich Probleme viel leichter lösen als nach der Rückkehr.',
      ),
    ],
    fr: [
      h2('Commencez par l’emplacement, pas par le prix'),
      p(
        'Une chambre bon marché loin de l’endroit où vous devez être peut finir par vous coûter davantage en temps et en transports. Choisissez d’abord le quartier qui correspond à votre programme, puis comparez les hôtels situés à distance de marche ou près d’un arrêt bien desservi. Utilisez la vue carte des sites de réservation et vérifiez la distance réelle au lieu de vous fier à des formules comme « proche du centre ». Les vues au niveau de la rue et les photos récentes des clients montrent aussi si le quartier est agréable et calme la nuit.',
      ),
      h2('Comparez le prix total et les conditions'),
      p(
        'Le tarif affiché exclut souvent la taxe de séjour, les frais de service et le petit-déjeuner : regardez donc le montant total pour l’ensemble du séjour avant de vous décider. Les tarifs non remboursables sont généralement moins chers, mais ils n’ont de sens que si vos projets sont arrêtés. Un tarif flexible avec annulation gratuite jusqu’à un ou deux jours avant l’arrivée vous laisse la liberté de changer vos plans ou de réserver à nouveau si les prix baissent. Pensez aussi à consulter le site de l’hôtel, qui propose parfois un meilleur prix ou des avantages comme le petit-déjeuner ou un départ tardif.',
      ),
      ul(
        'Lisez les avis des derniers mois, car une rénovation ou un changement de direction peut vite transformer un hôtel.',
        'Vérifiez la surface de la chambre en mètres carrés et le type de lit plutôt que de vous fier à des appellations comme « supérieure » ou « deluxe ».',
        'Notez les horaires d’arrivée et de départ et renseignez-vous sur la bagagerie si vous arrivez tôt.',
        'Enregistrez la confirmation de réservation et la date limite d’annulation dans votre agenda.',
      ),
      h2('Une fois la réservation faite'),
      p(
        'Contactez l’hôtel quelques jours avant votre arrivée si vous avez des demandes particulières, comme une chambre calme, un lit bébé ou une arrivée tardive. Surveillez les prix si vous avez choisi un tarif flexible, car il est parfois possible d’annuler et de réserver à nouveau moins cher. Au moment de régler, vérifiez que la facture correspond à votre confirmation et faites corriger immédiatement tout écart. Si quelque chose ne va pas dans la chambre, signalez-le tout de suite à la réception : un problème se règle bien plus facilement sur place qu’une fois rentré chez soi.',
      ),
    ],
    it: [
      h2('Parti dalla posizione, non dal prezzo'),
      p(
        'Una camera economica lontana dai luoghi che devi raggiungere può finire per costarti di più in tempo e biglietti dei mezzi. Decidi prima quale zona si adatta ai tuoi programmi, poi confronta gli hotel raggiungibili a piedi o vicini a una fermata ben servita. Usa la vista mappa dei siti di prenotazione e verifica la distanza reale invece di fidarti di formule come «vicino al centro». Le immagini a livello stradale e le foto recenti degli ospiti mostrano anche se il quartiere è piacevole e tranquillo di notte.',
      ),
      h2('Confronta il prezzo totale e le condizioni'),
      p(
        'La tariffa in evidenza spesso non include la tassa di soggiorno, eventuali costi di servizio e la colazione, quindi guarda il totale per l’intero soggiorno prima di decidere. Le tariffe non rimborsabili di solito costano meno, ma convengono solo se i tuoi piani sono certi. Una tariffa flessibile con cancellazione gratuita fino a uno o due giorni prima dell’arrivo ti permette di cambiare programma o di prenotare di nuovo se i prezzi scendono. Vale la pena controllare anche il sito dell’hotel, che a volte offre un prezzo migliore o extra come la colazione o il check-out posticipato.',
      ),
      ul(
        'Leggi le recensioni degli ultimi mesi, perché una ristrutturazione o un cambio di gestione possono trasformare rapidamente un hotel.',
        'Controlla la metratura della camera e il tipo di letto invece di fidarti di etichette come «superior» o «deluxe».',
        'Annota gli orari di check-in e check-out e chiedi se c’è un deposito bagagli nel caso in cui arrivi presto.',
        'Salva la conferma di prenotazione e la scadenza per la cancellazione gratuita nel tuo calendario.',
      ),
      h2('Dopo la prenotazione'),
      p(
        'Contatta l’hotel qualche giorno prima dell’arrivo se hai richieste particolari, come una camera silenziosa, una culla o un arrivo a tarda sera. Tieni d’occhio i prezzi se hai scelto una tariffa flessibile, perché a volte puoi cancellare e prenotare di nuovo spendendo meno. Al check-out verifica che il conto corrisponda alla conferma e fai correggere subito eventuali differenze. Se qualcosa non va nella camera, segnalalo immediatamente alla reception: i problemi si risolvono molto più facilmente sul posto che una volta tornati a casa.',
      ),
    ],
    es: [
      h2('Empieza por la ubicación, no por el precio'),
      p(
        'Una habitación barata lejos de donde necesitas estar puede acabar saliéndote más cara en tiempo y transporte. Decide primero qué zona encaja con tus planes y después compara hoteles a los que puedas llegar a pie o cercanos a una parada de transporte público bien comunicada. Usa la vista de mapa de las webs de reservas y comprueba la distancia real en lugar de fiarte de frases como «cerca del centro». Las imágenes a pie de calle y las fotos recientes de otros huéspedes también muestran si el barrio es agradable y tranquilo por la noche.',
      ),
      h2('Compara el precio total y las condiciones'),
      p(
        'La tarifa anunciada a menudo no incluye la tasa turística, los cargos por servicio ni el desayuno, así que fíjate en el total de toda la estancia antes de decidirte. Las tarifas no reembolsables suelen ser más baratas, pero solo compensan si tus planes son firmes. Una tarifa flexible con cancelación gratuita hasta uno o dos días antes de la llegada te permite cambiar de planes o volver a reservar si bajan los precios. También merece la pena mirar la web del propio hotel, que a veces ofrece un precio mejor o extras como el desayuno o la salida tardía.',
      ),
      ul(
        'Lee opiniones de los últimos meses, porque una reforma o un cambio de gestión pueden transformar un hotel rápidamente.',
        'Comprueba los metros cuadrados de la habitación y el tipo de cama en lugar de fiarte de etiquetas como «superior» o «deluxe».',
        'Apunta los horarios de entrada y salida y pregunta si hay consigna de equipaje por si llegas temprano.',
        'Guarda la confirmación de la reserva y el plazo de cancelación en tu calendario.',
      ),
      h2('Después de reservar'),
      p(
        'Ponte en contacto con el hotel unos días antes de llegar si tienes peticiones especiales, como una habitación tranquila, una cuna o una llegada a última hora. Vigila los precios si has reservado una tarifa flexible, porque a veces puedes cancelar y volver a reservar por menos. Al dejar el hotel, comprueba que la factura coincide con tu confirmación y pide que corrijan en el momento cualquier diferencia. Si algo no está bien en la habitación, avisa enseguida en recepción, porque los problemas se resuelven mucho más fácilmente allí mismo que una vez de vuelta en casa.',
      ),
    ],
    fi: [
      h2('Aloita sijainnista, älä hinnasta'),
      p(
        'Edullinen huone kaukana kohteistasi voi lopulta tulla kalliimmaksi, kun aikaa ja rahaa kuluu liikkumiseen. Päätä ensin, mikä alue sopii suunnitelmiisi, ja vertaile sitten hotelleja, jotka ovat kävelymatkan päässä tai hyvien joukkoliikenneyhteyksien varrella. Käytä varaussivustojen karttanäkymää ja tarkista todellinen etäisyys sen sijaan, että luottaisit ilmauksiin kuten ”lähellä keskustaa”. Katunäkymät ja vieraiden tuoreet valokuvat kertovat myös, onko ympäristö viihtyisä ja öisin rauhallinen.',
      ),
      h2('Vertaa kokonaishintaa ja ehtoja'),
      p(
        'Mainostetusta hinnasta puuttuvat usein paikalliset turistiverot, palvelumaksut ja aamiainen, joten katso koko oleskelun loppusumma ennen päätöstä. Hinnat ilman peruutusoikeutta ovat yleensä edullisempia, mutta ne kannattavat vain, jos suunnitelmasi ovat varmat. Joustava hinta, jonka voi perua maksutta päivää tai kahta ennen saapumista, antaa mahdollisuuden muuttaa suunnitelmia tai varata uudelleen, jos hinnat laskevat. Kannattaa myös vilkaista hotellin omia verkkosivuja, sillä niillä on joskus tarjolla parempi hinta tai etuja, kuten aamiainen tai myöhäinen uloskirjautuminen.',
      ),
      ul(
        'Lue viime kuukausien arvosteluja, sillä remontti tai omistajanvaihdos voi muuttaa hotellia nopeasti.',
        'Tarkista huoneen koko neliömetreinä ja sängyn tyyppi sen sijaan, että luottaisit nimityksiin kuten ”superior” tai ”deluxe”.',
        'Merkitse muistiin sisään- ja uloskirjautumisajat ja kysy matkatavarasäilytyksestä, jos saavut aikaisin.',
        'Tallenna varausvahvistus ja maksuttoman peruutuksen määräaika kalenteriisi.',
      ),
      h2('Varauksen jälkeen'),
      p(
        'Ota yhteyttä hotelliin muutamaa päivää ennen saapumista, jos sinulla on erityistoiveita, kuten hiljainen huone, lastensänky tai myöhäinen saapuminen. Seuraa hintoja, jos varasit joustavan hinnan, sillä joskus voit perua varauksen ja varata saman huoneen edullisemmin. Tarkista uloskirjautuessasi, että lasku vastaa varausvahvistusta, ja pyydä korjaamaan mahdolliset erot heti. Jos huoneessa on jotain vikaa, ilmoita siitä heti vastaanottoon, sillä ongelmat on paljon helpompi ratkaista paikan päällä kuin kotiin palattua.',
      ),
    ],
    nl: [
      h2('Begin bij de ligging, niet bij de prijs'),
      p(
        'Een goedkope kamer ver van de plekken waar je moet zijn, kost je uiteindelijk vaak meer aan tijd en vervoer. Bepaal eerst welke buurt bij je plannen past en vergelijk daarna hotels op loopafstand of dicht bij een goede ov-halte. Gebruik de kaartweergave van boekingssites en controleer de werkelijke afstand in plaats van te vertrouwen op kreten als ‘dicht bij het centrum’. Straatbeelden en recente foto’s van gasten laten ook zien of de buurt prettig en ’s nachts rustig is.',
      ),
      h2('Vergelijk de totaalprijs en de voorwaarden'),
      p(
        'In het tarief dat je als eerste ziet, ontbreken vaak toeristenbelasting, servicekosten en ontbijt, dus kijk voordat je beslist naar het totaalbedrag voor je hele verblijf. Niet-restitueerbare tarieven zijn meestal goedkoper, maar alleen verstandig als je plannen vaststaan. Met een flexibel tarief dat je tot een of twee dagen voor aankomst gratis kunt annuleren, kun je je plannen nog wijzigen of opnieuw boeken als de prijzen dalen. Kijk ook even op de website van het hotel zelf, want daar vind je soms een lagere prijs of extra’s zoals ontbijt of laat uitchecken.',
      ),
      ul(
        'Lees recensies van de afgelopen maanden, want een renovatie of een nieuwe eigenaar kan een hotel snel veranderen.',
        'Controleer de kameroppervlakte in vierkante meters en het type bed in plaats van te vertrouwen op namen als ‘superior’ of ‘deluxe’.',
        'Noteer de in- en uitchecktijden en vraag naar bagageopslag als je vroeg aankomt.',
        'Zet de boekingsbevestiging en de annuleringstermijn in je agenda.',
      ),
      h2('Nadat je hebt geboekt'),
      p(
        'Neem een paar dagen voor aankomst contact op met het hotel als je speciale wensen hebt, zoals een rustige kamer, een kinderbedje of een late aankomst. Houd de prijzen in de gaten als je een flexibel tarief hebt geboekt, want soms kun je annuleren en goedkoper opnieuw boeken. Controleer bij het uitchecken of de rekening overeenkomt met je bevestiging en laat eventuele verschillen meteen corrigeren. Is er iets mis met de kamer, meld het dan direct bij de receptie, want problemen zijn ter plekke veel makkelijker op te lossen dan achteraf.',
      ),
    ],
    no: [
      h2('Begynn med beliggenheten, ikke prisen'),
      p(
        'Et billig rom langt unna der du skal være, kan ende opp med å koste mer i tid og reiseutgifter. Bestem først hvilket område som passer planene dine, og sammenlign deretter hoteller i gangavstand eller nær en god kollektivholdeplass. Bruk kartvisningen på bookingnettstedene og sjekk den faktiske avstanden i stedet for å stole på formuleringer som «nær sentrum». Gatebilder og ferske bilder fra gjester viser også om nabolaget er trivelig og rolig om natten.',
      ),
      h2('Sammenlign totalprisen og vilkårene'),
      p(
        'Den annonserte prisen utelater ofte lokale turistskatter, serviceavgifter og frokost, så se på totalbeløpet for hele oppholdet før du bestemmer deg. Priser uten refusjon er som regel billigere, men lønner seg bare når planene dine er helt sikre. En fleksibel pris med gratis avbestilling frem til en eller to dager før ankomst gir deg rom til å endre planer eller bestille på nytt hvis prisene faller. Det lønner seg også å sjekke hotellets egen nettside, som noen ganger har bedre pris eller ekstra fordeler som frokost eller sen utsjekking.',
      ),
      ul(
        'Les anmeldelser fra de siste månedene, fordi oppussing eller nye eiere raskt kan endre et hotell.',
        'Sjekk romstørrelsen i kvadratmeter og sengetypen i stedet for å stole på betegnelser som «superior» eller «deluxe».',
        'Merk deg tidene for innsjekking og utsjekking, og spør om bagasjeoppbevaring hvis du kommer tidlig.',
        'Lagre bestillingsbekreftelsen og avbestillingsfristen i kalenderen din.',
      ),
      h2('Etter at du har bestilt'),
      p(
        'Ta kontakt med hotellet noen dager før ankomst hvis du har spesielle ønsker, for eksempel et stille rom, en barneseng eller sen ankomst. Følg med på prisene hvis du har bestilt en fleksibel pris, for noen ganger kan du avbestille og bestille på nytt til en lavere pris. Kontroller ved utsjekking at regningen stemmer med bekreftelsen, og be om at eventuelle avvik rettes med en gang. Hvis noe er galt med rommet, si fra i resepsjonen umiddelbart, for problemer er mye lettere å løse på stedet enn etter at du har kommet hjem.',
      ),
    ],
    pl: [
      h2('Zacznij od lokalizacji, nie od ceny'),
      p(
        'Tani pokój daleko od miejsc, do których musisz dotrzeć, może ostatecznie kosztować więcej czasu i pieniędzy na dojazdy. Najpierw zdecyduj, która okolica pasuje do twoich planów, a potem porównuj hotele w zasięgu spaceru lub blisko dobrze skomunikowanego przystanku. Korzystaj z widoku mapy w serwisach rezerwacyjnych i sprawdzaj rzeczywistą odległość, zamiast ufać sformułowaniom w rodzaju „blisko centrum”. Zdjęcia z poziomu ulicy i aktualne fotografie gości pokażą też, czy okolica jest przyjemna i spokojna w nocy.',
      ),
      h2('Porównuj cenę całkowitą i warunki'),
      p(
        'Reklamowana stawka często nie obejmuje opłaty miejscowej, opłat serwisowych ani śniadania, dlatego przed podjęciem decyzji sprawdź łączną kwotę za cały pobyt. Taryfy bezzwrotne są zwykle tańsze, ale opłacają się tylko wtedy, gdy twoje plany są pewne. Elastyczna taryfa z bezpłatnym anulowaniem do dnia lub dwóch przed przyjazdem pozwala zmienić plany albo zarezerwować ponownie, jeśli ceny spadną. Warto też zajrzeć na stronę samego hotelu, która czasem oferuje lepszą cenę lub dodatki, takie jak śniadanie czy późne wymeldowanie.',
      ),
      ul(
        'Czytaj opinie z ostatnich kilku miesięcy, bo remont lub zmiana zarządcy mogą szybko odmienić hotel.',
        'Sprawdzaj powierzchnię pokoju w metrach kwadratowych i rodzaj łóżka, zamiast polegać na nazwach takich jak „superior” czy „deluxe”.',
        'Zanotuj godziny zameldowania i wymeldowania, a jeśli przyjeżdżasz wcześnie, zapytaj o przechowalnię bagażu.',
        'Zapisz potwierdzenie rezerwacji i termin bezpłatnego anulowania w kalendarzu.',
      ),
      h2('Po dokonaniu rezerwacji'),
      p(
        'Jeśli masz szczególne życzenia, na przykład cichy pokój, łóżeczko dla dziecka lub późne przybycie, skontaktuj się z hotelem kilka dni przed przyjazdem. Przy taryfie elastycznej śledź ceny, bo czasem można anulować rezerwację i zarezerwować ponownie taniej. Przy wymeldowaniu sprawdź, czy rachunek zgadza się z potwierdzeniem, i poproś o natychmiastową korektę ewentualnych rozbieżności. Jeśli coś jest nie tak z pokojem, od razu zgłoś to w recepcji, bo problemy znacznie łatwiej rozwiązać na miejscu niż po powrocie do domu.',
      ),
    ],
    pt: [
      h2('Comece pela localização, não pelo preço'),
      p(
        'Um quarto barato longe de onde você precisa estar pode acabar saindo mais caro em tempo e em gastos com transporte. Decida primeiro qual região combina com a sua programação e depois compare hotéis a uma distância que dê para fazer a pé ou perto de uma boa estação de transporte público. Use a visualização de mapa dos sites de reserva e confira a distância real em vez de confiar em frases como “perto do centro”. Imagens no nível da rua e fotos recentes de hóspedes também mostram se o bairro é agradável e tranquilo à noite.',
      ),
      h2('Compare o preço total e as condições'),
      p(
        'A diária anunciada muitas vezes não inclui taxas de turismo, taxas de serviço nem o café da manhã, então olhe o valor total da estadia inteira antes de decidir. Tarifas não reembolsáveis costumam ser mais baratas, mas só valem a pena quando seus planos estão bem definidos. Uma tarifa flexível com cancelamento grátis até um ou dois dias antes da chegada permite mudar de planos ou reservar de novo se os preços caírem. Também vale a pena conferir o site do próprio hotel, que às vezes oferece um preço melhor ou vantagens como café da manhã ou check-out tardio.',
      ),
      ul(
        'Leia avaliações dos últimos meses, porque uma reforma ou uma troca de administração pode mudar um hotel rapidamente.',
        'Confira o tamanho do quarto em metros quadrados e o tipo de cama em vez de confiar em nomes como “superior” ou “luxo”.',
        'Anote os horários de check-in e check-out e pergunte se há guarda-volumes caso você chegue cedo.',
        'Salve a confirmação da reserva e o prazo de cancelamento na sua agenda.',
      ),
      h2('Depois de reservar'),
      p(
        'Entre em contato com o hotel alguns dias antes da chegada se tiver pedidos especiais, como um quarto silencioso, um berço ou uma chegada tarde da noite. Fique de olho nos preços se você reservou uma tarifa flexível, porque às vezes dá para cancelar e reservar de novo pagando menos. No check-out, confira se a conta bate com a confirmação e peça que qualquer diferença seja corrigida na hora. Se houver algum problema no quarto, avise a recepção imediatamente, pois é muito mais fácil resolver no local do que depois de voltar para casa.',
      ),
    ],
    sv: [
      h2('Börja med läget, inte priset'),
      p(
        'Ett billigt rum långt från de platser du ska till kan i slutändan kosta mer i tid och resor. Bestäm först vilket område som passar dina planer och jämför sedan hotell på gångavstånd eller nära en bra hållplats för kollektivtrafik. Använd kartvyn på bokningssajterna och kontrollera det verkliga avståndet i stället för att lita på formuleringar som ”nära centrum”. Gatuvyer och färska bilder från gäster visar också om området är trevligt och lugnt på natten.',
      ),
      h2('Jämför totalpriset och villkoren'),
      p(
        'Priset i annonsen utesluter ofta lokala turistskatter, serviceavgifter och frukost, så titta på totalbeloppet för hela vistelsen innan du bestämmer dig. Priser utan återbetalning är oftast billigare men lönar sig bara när dina planer är helt säkra. Ett flexibelt pris med fri avbokning fram till en eller två dagar före ankomst ger dig utrymme att ändra planer eller boka om ifall priserna sjunker. Det är också värt att kolla hotellets egen webbplats, som ibland har ett bättre pris eller extra förmåner som frukost eller sen utcheckning.',
      ),
      ul(
        'Läs recensioner från de senaste månaderna, eftersom en renovering eller nya ägare snabbt kan förändra ett hotell.',
        'Kontrollera rummets storlek i kvadratmeter och sängtypen i stället för att lita på benämningar som ”superior” eller ”deluxe”.',
        'Anteckna tiderna för incheckning och utcheckning och fråga om bagageförvaring om du kommer tidigt.',
        'Spara bokningsbekräftelsen och sista dag för avbokning i din kalender.',
      ),
      h2('När du har bokat'),
      p(
        'Kontakta hotellet några dagar före ankomst om du har särskilda önskemål, till exempel ett tyst rum, en barnsäng eller sen ankomst. Håll koll på priserna om du har bokat ett flexibelt pris, eftersom du ibland kan avboka och boka om billigare. Kontrollera vid utcheckningen att räkningen stämmer med bekräftelsen och be att eventuella avvikelser rättas direkt. Om något är fel med rummet ska du genast säga till i receptionen, eftersom problem är mycket lättare att lösa på plats än när du väl kommit hem.',
      ),
    ],
  },
}
