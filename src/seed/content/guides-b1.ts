import type { GuideSeed, TextBlock } from './types'

const h2 = (text: string): TextBlock => ({ type: 'h2', text })
const p = (text: string): TextBlock => ({ type: 'p', text })
const ul = (...items: string[]): TextBlock => ({ type: 'ul', items })

const oralCare: GuideSeed = {
  slug: 'choosing-an-electric-toothbrush',
  subcategory: 'oral-care',
  title: {
    en: 'How to choose an electric toothbrush and oral care essentials',
    de: 'So wählen Sie die richtige elektrische Zahnbürste und Zahnpflege',
    fr: 'Comment choisir une brosse à dents électrique et les bons produits d’hygiène bucco-dentaire',
    it: 'Come scegliere lo spazzolino elettrico e i prodotti per l’igiene orale',
    es: 'Cómo elegir un cepillo de dientes eléctrico y productos de higiene bucal',
    fi: 'Näin valitset sähköhammasharjan ja suunhoitotuotteet',
    nl: 'Zo kies je een elektrische tandenborstel en de juiste mondverzorging',
    no: 'Slik velger du elektrisk tannbørste og riktig tannpleie',
    pl: 'Jak wybrać szczoteczkę elektryczną i akcesoria do higieny jamy ustnej',
    pt: 'Como escolher uma escova de dentes elétrica e os itens certos de higiene bucal',
    sv: 'Så väljer du eltandborste och rätt tandvårdsprodukter',
  },
  excerpt: {
    en: 'Oscillating or sonic, timer or app? Here is what really matters when you buy an electric toothbrush, and how to keep the running costs down.',
    de: 'Oszillierend oder Schall, Timer oder App? Das zählt beim Kauf einer elektrischen Zahnbürste wirklich – und so halten Sie die Folgekosten niedrig.',
    fr: 'Oscillo-rotative ou sonique, minuteur ou application ? Voici ce qui compte vraiment à l’achat d’une brosse à dents électrique, et comment limiter les frais d’entretien.',
    it: 'Oscillante-rotante o sonico, timer o app? Ecco cosa conta davvero quando si acquista uno spazzolino elettrico e come contenere i costi nel tempo.',
    es: '¿Oscilante-rotatorio o sónico, temporizador o app? Te contamos qué importa de verdad al comprar un cepillo eléctrico y cómo reducir el gasto a largo plazo.',
    fi: 'Pyörivä vai ääniaaltoharja, ajastin vai sovellus? Kerromme, mikä sähköhammasharjan valinnassa oikeasti ratkaisee ja miten pidät käyttökulut kurissa.',
    nl: 'Oscillerend of sonisch, timer of app? Dit is wat echt telt bij het kopen van een elektrische tandenborstel, en zo houd je de vaste kosten laag.',
    no: 'Roterende eller sonisk, timer eller app? Her er det som virkelig teller når du kjøper elektrisk tannbørste, og slik holder du driftskostnadene nede.',
    pl: 'Rotacyjna czy soniczna, timer czy aplikacja? Podpowiadamy, co naprawdę liczy się przy zakupie szczoteczki elektrycznej i jak ograniczyć koszty jej użytkowania.',
    pt: 'Rotativa ou sônica, timer ou aplicativo? Veja o que realmente importa na hora de comprar uma escova elétrica e como gastar menos com a manutenção.',
    sv: 'Roterande eller sonisk, timer eller app? Här är det som verkligen spelar roll när du köper eltandborste, och så håller du nere kostnaderna över tid.',
  },
  body: {
    en: [
      h2('Oscillating or sonic?'),
      p(
        'Oscillating-rotating brushes have a small round head that turns back and forth, which makes it easy to clean each tooth one at a time. Sonic brushes have a conventionally shaped head that vibrates at high speed and suit people who prefer a familiar feel. Both types remove plaque far better than a manual brush when used for the full two minutes, so choose the one you will enjoy using every day.',
      ),
      h2('Features that are worth paying for'),
      p(
        'A two-minute timer with a 30-second pulse and a pressure sensor are the two features dentists value most, because most people brush too briefly and too hard. Extra cleaning modes, app connectivity and travel cases add to the price but rarely to the result. Check battery life as well: a good model lasts at least two weeks on one charge.',
      ),
      ul(
        'Check the price and availability of replacement heads before you buy the handle.',
        'Replace the brush head every three months, or sooner if the bristles splay.',
        'Choose a toothpaste with 1,000–1,450 ppm fluoride for adults.',
        'Add interdental brushes or floss to clean the gaps a toothbrush cannot reach.',
      ),
      h2('Think about the running costs'),
      p(
        'The handle is a one-off purchase, but replacement heads are what you pay for year after year. Multipacks of heads are usually much cheaper per unit, and compatible heads can save even more if they fit well. If several family members share one charger, you can buy extra handles without a base to cut costs.',
      ),
    ],
    de: [
      h2('Oszillierend-rotierend oder Schall?'),
      p(
        'Oszillierend-rotierende Zahnbürsten haben einen kleinen runden Kopf, der sich hin und her dreht und so jeden Zahn einzeln reinigt. Schallzahnbürsten haben einen klassisch geformten Kopf, der mit hoher Frequenz schwingt, und eignen sich für alle, die ein vertrautes Putzgefühl bevorzugen. Beide Typen entfernen Plaque deutlich besser als eine Handzahnbürste, wenn Sie die vollen zwei Minuten putzen. Wählen Sie also das Modell, das Sie gern jeden Tag benutzen.',
      ),
      h2('Funktionen, die ihr Geld wert sind'),
      p(
        'Ein Zwei-Minuten-Timer mit 30-Sekunden-Intervall und ein Andrucksensor sind die beiden Funktionen, die Zahnärzte am meisten schätzen, denn die meisten Menschen putzen zu kurz und zu fest. Zusätzliche Putzmodi, App-Anbindung und Reiseetuis erhöhen den Preis, aber selten das Ergebnis. Achten Sie auch auf die Akkulaufzeit: Ein gutes Modell hält mit einer Ladung mindestens zwei Wochen durch.',
      ),
      ul(
        'Prüfen Sie Preis und Verfügbarkeit der Ersatzbürsten, bevor Sie das Handstück kaufen.',
        'Wechseln Sie den Bürstenkopf alle drei Monate oder früher, wenn die Borsten abstehen.',
        'Wählen Sie für Erwachsene eine Zahnpasta mit 1.000–1.450 ppm Fluorid.',
        'Ergänzen Sie Interdentalbürsten oder Zahnseide für die Zwischenräume, die keine Zahnbürste erreicht.',
      ),
      h2('Die Folgekosten im Blick behalten'),
      p(
        'Das Handstück kaufen Sie einmal, die Ersatzbürsten dagegen Jahr für Jahr. Großpackungen sind pro Stück meist deutlich günstiger, und kompatible Aufsteckbürsten sparen noch mehr, sofern sie gut sitzen. Teilen sich mehrere Familienmitglieder ein Ladegerät, können Sie zusätzliche Handstücke ohne Ladestation kaufen und so Geld sparen.',
      ),
    ],
    fr: [
      h2('Oscillo-rotative ou sonique ?'),
      p(
        'Les brosses oscillo-rotatives ont une petite tête ronde qui pivote dans les deux sens, ce qui permet de nettoyer les dents une à une. Les brosses soniques ont une tête de forme classique qui vibre à haute fréquence et conviennent à ceux qui préfèrent une sensation familière. Les deux types éliminent bien mieux la plaque qu’une brosse manuelle, à condition de se brosser les dents pendant deux minutes complètes. Choisissez donc celle que vous aurez plaisir à utiliser chaque jour.',
      ),
      h2('Les fonctions qui valent leur prix'),
      p(
        'Un minuteur de deux minutes avec signal toutes les 30 secondes et un capteur de pression sont les deux fonctions les plus appréciées des dentistes, car la plupart des gens se brossent les dents trop vite et trop fort. Les modes supplémentaires, la connexion à une application et les étuis de voyage font grimper le prix, mais rarement l’efficacité. Vérifiez aussi l’autonomie : un bon modèle tient au moins deux semaines par charge.',
      ),
      ul(
        'Vérifiez le prix et la disponibilité des brossettes de rechange avant d’acheter le manche.',
        'Changez de brossette tous les trois mois, ou plus tôt si les poils s’écartent.',
        'Choisissez un dentifrice dosé entre 1 000 et 1 450 ppm de fluor pour les adultes.',
        'Complétez avec des brossettes interdentaires ou du fil dentaire pour les espaces que la brosse n’atteint pas.',
      ),
      h2('Pensez au coût d’usage'),
      p(
        'Le manche s’achète une fois, mais les brossettes de rechange se paient année après année. Les lots de plusieurs brossettes reviennent généralement bien moins cher à l’unité, et les brossettes compatibles permettent d’économiser encore davantage si elles s’emboîtent correctement. Si plusieurs membres de la famille partagent un même chargeur, vous pouvez acheter des manches supplémentaires sans socle pour réduire la facture.',
      ),
    ],
    it: [
      h2('Oscillante-rotante o sonico?'),
      p(
        'Gli spazzolini oscillanti-rotanti hanno una piccola testina rotonda che ruota avanti e indietro, così è facile pulire un dente alla volta. Quelli sonici hanno una testina di forma tradizionale che vibra ad alta frequenza e sono adatti a chi preferisce una sensazione familiare. Entrambi rimuovono la placca molto meglio di uno spazzolino manuale, purché si spazzoli per tutti i due minuti. Scegli quindi quello che userai volentieri ogni giorno.',
      ),
      h2('Le funzioni che valgono la spesa'),
      p(
        'Un timer di due minuti con segnale ogni 30 secondi e un sensore di pressione sono le due funzioni più apprezzate dai dentisti, perché la maggior parte delle persone spazzola troppo poco e con troppa forza. Modalità extra, app e custodie da viaggio fanno salire il prezzo, ma raramente migliorano il risultato. Controlla anche l’autonomia: un buon modello dura almeno due settimane con una ricarica.',
      ),
      ul(
        'Verifica prezzo e reperibilità delle testine di ricambio prima di acquistare il manico.',
        'Sostituisci la testina ogni tre mesi, o prima se le setole si aprono.',
        'Per gli adulti scegli un dentifricio con 1.000–1.450 ppm di fluoro.',
        'Aggiungi scovolini o filo interdentale per gli spazi che lo spazzolino non raggiunge.',
      ),
      h2('Considera i costi di gestione'),
      p(
        'Il manico si compra una volta sola, ma le testine di ricambio si pagano anno dopo anno. Le confezioni multiple costano di solito molto meno a pezzo e le testine compatibili permettono di risparmiare ancora di più, se si adattano bene. Se più persone in famiglia condividono un caricatore, puoi acquistare manici aggiuntivi senza base di ricarica per ridurre la spesa.',
      ),
    ],
    es: [
      h2('¿Oscilante-rotatorio o sónico?'),
      p(
        'Los cepillos oscilantes-rotatorios tienen un cabezal pequeño y redondo que gira en ambos sentidos, lo que facilita limpiar los dientes uno a uno. Los sónicos tienen un cabezal de forma convencional que vibra a alta frecuencia y son ideales si prefieres una sensación parecida a la de un cepillo normal. Ambos eliminan la placa mucho mejor que un cepillo manual si te cepillas durante los dos minutos completos. Elige el que te resulte más agradable para usarlo a diario.',
      ),
      h2('Funciones que merecen la pena'),
      p(
        'Un temporizador de dos minutos con aviso cada 30 segundos y un sensor de presión son las dos funciones que más valoran los dentistas, porque la mayoría de la gente se cepilla demasiado poco y con demasiada fuerza. Los modos adicionales, la conexión con una app y los estuches de viaje encarecen el cepillo, pero rara vez mejoran el resultado. Fíjate también en la batería: un buen modelo aguanta al menos dos semanas con una carga.',
      ),
      ul(
        'Comprueba el precio y la disponibilidad de los cabezales de recambio antes de comprar el mango.',
        'Cambia el cabezal cada tres meses, o antes si las cerdas se abren.',
        'Elige una pasta de dientes con 1000–1450 ppm de flúor para adultos.',
        'Añade cepillos interdentales o hilo dental para limpiar los espacios a los que no llega el cepillo.',
      ),
      h2('Ten en cuenta el gasto de mantenimiento'),
      p(
        'El mango se compra una sola vez, pero los cabezales de recambio se pagan año tras año. Los packs de varios cabezales suelen salir mucho más baratos por unidad, y los compatibles permiten ahorrar aún más si encajan bien. Si varios miembros de la familia comparten un cargador, puedes comprar mangos adicionales sin base para ahorrar.',
      ),
    ],
    fi: [
      h2('Pyörivä vai ääniaaltoharja?'),
      p(
        'Värähtelevä-pyörivässä harjassa on pieni pyöreä pää, joka kääntyy edestakaisin, joten hampaat on helppo puhdistaa yksi kerrallaan. Ääniaaltoharjassa on tavallisen hammasharjan muotoinen pää, joka värähtelee suurella taajuudella, ja se sopii niille, jotka haluavat tutun harjaustuntuman. Molemmat poistavat plakkia paljon paremmin kuin käsiharja, kun harjaat koko kaksi minuuttia. Valitse siis se, jota käytät mielelläsi joka päivä.',
      ),
      h2('Ominaisuudet, joista kannattaa maksaa'),
      p(
        'Kahden minuutin ajastin 30 sekunnin merkkeineen ja painetunnistin ovat hammaslääkärien mielestä tärkeimmät ominaisuudet, koska useimmat harjaavat liian lyhyesti ja liian kovaa. Lisätilat, sovellusyhteys ja matkakotelot nostavat hintaa mutta harvoin parantavat lopputulosta. Tarkista myös akunkesto: hyvä malli kestää yhdellä latauksella vähintään kaksi viikkoa.',
      ),
      ul(
        'Selvitä vaihtoharjojen hinta ja saatavuus ennen kuin ostat varren.',
        'Vaihda harjaspää kolmen kuukauden välein tai aiemmin, jos harjakset harittavat.',
        'Valitse aikuisille hammastahna, jossa on 1 000–1 450 ppm fluoria.',
        'Käytä lisäksi hammasväliharjoja tai hammaslankaa väleihin, joihin harja ei ylety.',
      ),
      h2('Huomioi käyttökustannukset'),
      p(
        'Varren ostat kerran, mutta vaihtoharjoista maksat vuodesta toiseen. Monipakkauksissa harjaspäät ovat kappalehinnaltaan yleensä selvästi edullisempia, ja yhteensopivilla vaihtoharjoilla säästät vielä enemmän, jos ne istuvat hyvin. Jos useampi perheenjäsen jakaa saman laturin, voit ostaa lisävarsia ilman latausalustaa ja säästää.',
      ),
    ],
    nl: [
      h2('Oscillerend-roterend of sonisch?'),
      p(
        'Oscillerend-roterende tandenborstels hebben een klein rond borsteltje dat heen en weer draait, waardoor je elke tand afzonderlijk schoonmaakt. Sonische tandenborstels hebben een klassiek gevormde kop die met hoge frequentie trilt en passen bij wie een vertrouwd poetsgevoel wil. Beide verwijderen tandplak veel beter dan een handtandenborstel, als je de volle twee minuten poetst. Kies dus de borstel die je elke dag met plezier gebruikt.',
      ),
      h2('Functies die het geld waard zijn'),
      p(
        'Een timer van twee minuten met een signaal elke 30 seconden en een druksensor zijn de twee functies die tandartsen het belangrijkst vinden, omdat de meeste mensen te kort en te hard poetsen. Extra poetsstanden, een app-koppeling en reisetuis maken de borstel duurder, maar zelden beter. Let ook op de accuduur: een goed model gaat op één lading minstens twee weken mee.',
      ),
      ul(
        'Controleer de prijs en verkrijgbaarheid van opzetborstels voordat je het handvat koopt.',
        'Vervang de opzetborstel elke drie maanden, of eerder als de haren uitwaaieren.',
        'Kies voor volwassenen een tandpasta met 1000–1450 ppm fluoride.',
        'Gebruik ook ragers of floss voor de ruimtes waar een tandenborstel niet bij kan.',
      ),
      h2('Denk aan de gebruikskosten'),
      p(
        'Het handvat koop je één keer, maar opzetborstels betaal je jaar na jaar. Multipacks zijn per stuk meestal flink goedkoper, en compatibele opzetborstels besparen nog meer als ze goed passen. Delen meerdere gezinsleden één lader, dan kun je extra handvatten zonder oplaadstation kopen om kosten te besparen.',
      ),
    ],
    no: [
      h2('Roterende eller sonisk?'),
      p(
        'Oscillerende-roterende tannbørster har et lite, rundt børstehode som dreier fram og tilbake, slik at det er lett å rengjøre én tann om gangen. Soniske tannbørster har et vanlig formet hode som vibrerer med høy frekvens, og passer for deg som foretrekker en kjent følelse. Begge fjerner plakk langt bedre enn en manuell tannbørste så lenge du pusser i hele to minutter. Velg derfor den du faktisk liker å bruke hver dag.',
      ),
      h2('Funksjoner som er verdt pengene'),
      p(
        'En timer på to minutter med signal hvert 30. sekund og en trykksensor er de to funksjonene tannleger setter mest pris på, fordi de fleste pusser for kort og for hardt. Ekstra pussemoduser, app-tilkobling og reiseetuier øker prisen, men sjelden resultatet. Sjekk også batteritiden: En god modell varer minst to uker på én lading.',
      ),
      ul(
        'Sjekk pris og tilgjengelighet på reservebørstehoder før du kjøper håndtaket.',
        'Bytt børstehode hver tredje måned, eller før hvis bustene spriker.',
        'Velg tannkrem med 1000–1450 ppm fluor for voksne.',
        'Bruk i tillegg mellomromsbørster eller tanntråd der tannbørsten ikke når.',
      ),
      h2('Tenk på driftskostnadene'),
      p(
        'Håndtaket kjøper du én gang, men børstehodene betaler du for år etter år. Storpakninger er som regel mye billigere per stykk, og kompatible børstehoder kan spare deg for enda mer hvis de passer godt. Deler flere i familien én lader, kan du kjøpe ekstra håndtak uten ladestasjon og spare penger.',
      ),
    ],
    pl: [
      h2('Rotacyjna czy soniczna?'),
      p(
        'Szczoteczki oscylacyjno-rotacyjne mają małą, okrągłą końcówkę, która obraca się w obie strony, dzięki czemu łatwo wyczyścić każdy ząb z osobna. Szczoteczki soniczne mają końcówkę o klasycznym kształcie, która drga z dużą częstotliwością, i sprawdzą się u osób ceniących znajome odczucia. Oba typy usuwają płytkę nazębną znacznie skuteczniej niż szczoteczka manualna, jeśli myjesz zęby przez pełne dwie minuty. Wybierz więc tę, której będziesz chętnie używać codziennie.',
      ),
      h2('Funkcje, za które warto zapłacić'),
      p(
        'Dwuminutowy timer z sygnałem co 30 sekund i czujnik nacisku to dwie funkcje najbardziej cenione przez dentystów, bo większość z nas myje zęby zbyt krótko i zbyt mocno. Dodatkowe tryby, połączenie z aplikacją i etui podróżne podnoszą cenę, ale rzadko poprawiają efekt. Sprawdź też czas pracy baterii: dobry model wytrzymuje na jednym ładowaniu co najmniej dwa tygodnie.',
      ),
      ul(
        'Przed zakupem rączki sprawdź cenę i dostępność końcówek zamiennych.',
        'Wymieniaj końcówkę co trzy miesiące lub wcześniej, jeśli włosie się rozchyla.',
        'Dorośli powinni wybierać pastę zawierającą 1000–1450 ppm fluoru.',
        'Uzupełnij higienę o szczoteczki międzyzębowe lub nić dentystyczną, które dotrą tam, gdzie nie sięga szczoteczka.',
      ),
      h2('Uwzględnij koszty eksploatacji'),
      p(
        'Rączkę kupujesz raz, ale za końcówki płacisz rok po roku. Zestawy kilku końcówek są zwykle znacznie tańsze w przeliczeniu na sztukę, a zamienniki pozwalają zaoszczędzić jeszcze więcej, o ile dobrze pasują. Jeśli kilku domowników korzysta z jednej ładowarki, możesz dokupić same rączki bez stacji ładującej.',
      ),
    ],
    pt: [
      h2('Rotativa ou sônica?'),
      p(
        'As escovas oscilatório-rotativas têm uma cabeça pequena e redonda que gira nos dois sentidos, o que facilita limpar um dente de cada vez. As sônicas têm uma cabeça de formato tradicional que vibra em alta frequência e agradam a quem prefere uma sensação parecida com a da escova comum. As duas removem a placa bacteriana muito melhor do que uma escova manual, desde que você escove durante os dois minutos completos. Escolha, portanto, a que você vai gostar de usar todos os dias.',
      ),
      h2('Recursos que valem o investimento'),
      p(
        'Um timer de dois minutos com aviso a cada 30 segundos e um sensor de pressão são os dois recursos mais valorizados pelos dentistas, porque a maioria das pessoas escova por pouco tempo e com força demais. Modos extras, conexão com aplicativo e estojos de viagem encarecem a escova, mas raramente melhoram o resultado. Confira também a autonomia da bateria: um bom modelo dura pelo menos duas semanas com uma carga.',
      ),
      ul(
        'Confira o preço e a disponibilidade dos refis antes de comprar o cabo.',
        'Troque a cabeça da escova a cada três meses, ou antes se as cerdas abrirem.',
        'Para adultos, escolha um creme dental com 1.000 a 1.450 ppm de flúor.',
        'Use também escovas interdentais ou fio dental para limpar os espaços que a escova não alcança.',
      ),
      h2('Pense no custo de manutenção'),
      p(
        'O cabo você compra uma vez só, mas os refis são um gasto de todo ano. Kits com várias cabeças costumam sair bem mais baratos por unidade, e os refis compatíveis ajudam a economizar ainda mais, desde que se encaixem bem. Se várias pessoas da família usam o mesmo carregador, dá para comprar cabos extras sem base e economizar.',
      ),
    ],
    sv: [
      h2('Roterande eller sonisk?'),
      p(
        'Oscillerande-roterande tandborstar har ett litet runt borsthuvud som vrider sig fram och tillbaka, vilket gör det lätt att rengöra en tand i taget. Soniska tandborstar har ett vanligt format huvud som vibrerar med hög frekvens och passar dig som föredrar en välbekant känsla. Båda tar bort plack mycket bättre än en manuell tandborste, så länge du borstar i hela två minuter. Välj därför den du tycker om att använda varje dag.',
      ),
      h2('Funktioner som är värda pengarna'),
      p(
        'En tvåminuterstimer med signal var 30:e sekund och en trycksensor är de två funktioner som tandläkare värdesätter mest, eftersom de flesta borstar för kort och för hårt. Extra borstlägen, appkoppling och reseetuier höjer priset men sällan resultatet. Kontrollera också batteritiden: en bra modell räcker minst två veckor på en laddning.',
      ),
      ul(
        'Kolla pris och tillgång på borsthuvuden innan du köper handtaget.',
        'Byt borsthuvud var tredje månad, eller tidigare om borststråna spretar.',
        'Välj tandkräm med 1 000–1 450 ppm fluor för vuxna.',
        'Komplettera med mellanrumsborstar eller tandtråd där tandborsten inte når.',
      ),
      h2('Tänk på driftskostnaden'),
      p(
        'Handtaget köper du en gång, men borsthuvudena betalar du för år efter år. Storpack är oftast mycket billigare per styck, och kompatibla borsthuvuden kan spara ännu mer om de passar bra. Om flera i familjen delar på en laddare kan du köpa extra handtag utan laddstation och spara pengar.',
      ),
    ],
  },
}

const fitness: GuideSeed = {
  slug: 'setting-up-a-home-gym',
  subcategory: 'fitness',
  title: {
    en: 'How to set up a home gym you will actually use',
    de: 'So richten Sie ein Heim-Fitnessstudio ein, das Sie wirklich nutzen',
    fr: 'Comment aménager une salle de sport à la maison que vous utiliserez vraiment',
    it: 'Come allestire una palestra in casa che userai davvero',
    es: 'Cómo montar un gimnasio en casa que de verdad vayas a usar',
    fi: 'Näin rakennat kotikuntosalin, jota oikeasti käytät',
    nl: 'Zo richt je een thuisgym in die je echt gaat gebruiken',
    no: 'Slik setter du opp et treningsrom hjemme som du faktisk bruker',
    pl: 'Jak urządzić domową siłownię, z której naprawdę będziesz korzystać',
    pt: 'Como montar uma academia em casa que você vai usar de verdade',
    sv: 'Så bygger du ett hemmagym som du faktiskt använder',
  },
  excerpt: {
    en: 'You don’t need much space or money to train at home. Start with a few versatile pieces, check the specs that matter and add equipment as your routine grows.',
    de: 'Für das Training zu Hause brauchen Sie weder viel Platz noch viel Geld. Beginnen Sie mit wenigen vielseitigen Geräten, achten Sie auf die wichtigen technischen Daten und ergänzen Sie die Ausstattung nach und nach.',
    fr: 'Pas besoin de beaucoup de place ni d’un gros budget pour s’entraîner chez soi. Commencez par quelques équipements polyvalents, vérifiez les caractéristiques essentielles et complétez au fil de vos progrès.',
    it: 'Per allenarsi a casa non servono molto spazio né un grande budget. Parti da pochi attrezzi versatili, controlla le caratteristiche che contano e amplia la dotazione man mano.',
    es: 'Para entrenar en casa no necesitas mucho espacio ni mucho dinero. Empieza con unos pocos accesorios versátiles, revisa las especificaciones clave y amplía el equipo a medida que avance tu rutina.',
    fi: 'Kotona treenaamiseen ei tarvita paljon tilaa eikä rahaa. Aloita muutamalla monipuolisella välineellä, tarkista tärkeimmät tekniset tiedot ja täydennä varustusta treenien mukaan.',
    nl: 'Om thuis te trainen heb je niet veel ruimte of geld nodig. Begin met een paar veelzijdige spullen, let op de specificaties die ertoe doen en breid je uitrusting uit naarmate je schema groeit.',
    no: 'Du trenger verken mye plass eller mye penger for å trene hjemme. Start med noen få allsidige redskaper, sjekk spesifikasjonene som betyr noe, og bygg ut etter hvert som treningen utvikler seg.',
    pl: 'Do treningu w domu nie potrzebujesz dużo miejsca ani pieniędzy. Zacznij od kilku uniwersalnych sprzętów, sprawdź najważniejsze parametry i rozbudowuj wyposażenie w miarę postępów.',
    pt: 'Você não precisa de muito espaço nem de muito dinheiro para treinar em casa. Comece com poucos equipamentos versáteis, confira as especificações que importam e vá ampliando conforme sua rotina evolui.',
    sv: 'Du behöver varken mycket plats eller mycket pengar för att träna hemma. Börja med några mångsidiga redskap, kolla de specifikationer som spelar roll och bygg på i takt med att träningen utvecklas.',
  },
  body: {
    en: [
      h2('Start with versatile basics'),
      p(
        'A pair of adjustable dumbbells, a set of resistance bands and a good exercise mat cover most strength exercises for the whole body. Adjustable dumbbells save a lot of floor space compared with a full rack, but check how quickly the weight can be changed. Add a sturdy bench with an adjustable backrest once you know you will train regularly.',
      ),
      h2('Cardio machines: measure before you buy'),
      p(
        'Treadmills, rowing machines and exercise bikes differ greatly in footprint, noise and maximum user weight. Measure the room, including the space behind and beside the machine, and check whether it folds or can be stored upright. If you live in a flat, a bike or rower with magnetic resistance is quieter than a treadmill and kinder to your neighbours.',
      ),
      ul(
        'Check the maximum user weight and choose a model rated at least 20 kg above your own.',
        'Look for a warranty of at least two years on the frame and motor.',
        'Put thick rubber mats under heavy equipment to protect the floor and reduce noise.',
        'Choose dumbbells with 2–2.5 kg increments so that you can progress gradually.',
      ),
      h2('Buy for the training you will really do'),
      p(
        'It is tempting to buy a machine with dozens of programmes, but simple, solid equipment usually lasts longer. Think about how you like to train and which exercises you already enjoy. Second-hand weights are often a bargain because iron does not wear out, while used machines with motors and electronics are riskier.',
      ),
    ],
    de: [
      h2('Mit vielseitigen Grundgeräten starten'),
      p(
        'Ein Paar verstellbare Kurzhanteln, ein Set Widerstandsbänder und eine gute Trainingsmatte decken die meisten Kraftübungen für den ganzen Körper ab. Verstellbare Hanteln sparen im Vergleich zu einem kompletten Hantelständer viel Platz, prüfen Sie aber, wie schnell sich das Gewicht ändern lässt. Eine stabile Hantelbank mit verstellbarer Rückenlehne lohnt sich, sobald Sie sicher sind, dass Sie regelmäßig trainieren.',
      ),
      h2('Cardiogeräte: erst messen, dann kaufen'),
      p(
        'Laufbänder, Rudergeräte und Heimtrainer unterscheiden sich stark in Stellfläche, Lautstärke und maximalem Benutzergewicht. Messen Sie den Raum aus, einschließlich des Platzes hinter und neben dem Gerät, und prüfen Sie, ob es sich zusammenklappen oder hochkant abstellen lässt. In einer Wohnung sind Heimtrainer oder Rudergeräte mit Magnetbremse leiser als ein Laufband und schonen die Nerven der Nachbarn.',
      ),
      ul(
        'Prüfen Sie das maximale Benutzergewicht und wählen Sie ein Gerät, das mindestens 20 kg über Ihrem eigenen Gewicht liegt.',
        'Achten Sie auf mindestens zwei Jahre Garantie auf Rahmen und Motor.',
        'Legen Sie dicke Gummimatten unter schwere Geräte, um den Boden zu schützen und Geräusche zu dämpfen.',
        'Wählen Sie Hanteln mit Gewichtsabstufungen von 2–2,5 kg, damit Sie sich schrittweise steigern können.',
      ),
      h2('Kaufen Sie für Ihr tatsächliches Training'),
      p(
        'Ein Gerät mit Dutzenden Programmen ist verlockend, doch einfache, solide Ausrüstung hält meist länger. Überlegen Sie, wie Sie am liebsten trainieren und welche Übungen Ihnen schon jetzt Spaß machen. Gebrauchte Hanteln sind oft ein Schnäppchen, weil Eisen nicht verschleißt, während gebrauchte Geräte mit Motor und Elektronik ein größeres Risiko darstellen.',
      ),
    ],
    fr: [
      h2('Commencer par des basiques polyvalents'),
      p(
        'Une paire d’haltères réglables, un jeu de bandes élastiques et un bon tapis d’exercice suffisent pour la plupart des exercices de renforcement du corps entier. Les haltères réglables prennent bien moins de place qu’un rack complet, mais vérifiez la rapidité avec laquelle on change la charge. Ajoutez un banc robuste à dossier inclinable une fois que vous êtes sûr de vous entraîner régulièrement.',
      ),
      h2('Appareils de cardio : mesurez avant d’acheter'),
      p(
        'Tapis de course, rameurs et vélos d’appartement varient énormément en encombrement, en bruit et en poids maximal de l’utilisateur. Mesurez la pièce, y compris l’espace derrière et sur les côtés de l’appareil, et vérifiez s’il se plie ou se range à la verticale. En appartement, un vélo ou un rameur à résistance magnétique est plus silencieux qu’un tapis de course et plus respectueux des voisins.',
      ),
      ul(
        'Vérifiez le poids maximal de l’utilisateur et choisissez un modèle qui dépasse le vôtre d’au moins 20 kg.',
        'Privilégiez une garantie d’au moins deux ans sur le cadre et le moteur.',
        'Posez d’épais tapis en caoutchouc sous les appareils lourds pour protéger le sol et atténuer le bruit.',
        'Choisissez des haltères avec des paliers de 2 à 2,5 kg pour progresser en douceur.',
      ),
      h2('Achetez pour l’entraînement que vous ferez vraiment'),
      p(
        'Il est tentant d’acheter un appareil doté de dizaines de programmes, mais un équipement simple et solide dure généralement plus longtemps. Réfléchissez à votre façon de vous entraîner et aux exercices que vous aimez déjà. Les poids d’occasion sont souvent une bonne affaire, car la fonte ne s’use pas, alors que les appareils d’occasion avec moteur et électronique sont plus risqués.',
      ),
    ],
    it: [
      h2('Parti da attrezzi base versatili'),
      p(
        'Un paio di manubri regolabili, un set di elastici e un buon tappetino coprono la maggior parte degli esercizi di forza per tutto il corpo. I manubri regolabili occupano molto meno spazio di una rastrelliera completa, ma verifica quanto velocemente si cambia il peso. Aggiungi una panca robusta con schienale regolabile quando sei sicuro di allenarti con costanza.',
      ),
      h2('Attrezzi cardio: misura prima di comprare'),
      p(
        'Tapis roulant, vogatori e cyclette differiscono molto per ingombro, rumorosità e peso massimo dell’utente. Misura la stanza, compreso lo spazio dietro e ai lati dell’attrezzo, e verifica se si può richiudere o riporre in verticale. In appartamento una cyclette o un vogatore a resistenza magnetica è più silenzioso di un tapis roulant e disturba meno i vicini.',
      ),
      ul(
        'Controlla il peso massimo supportato e scegli un modello che superi il tuo di almeno 20 kg.',
        'Cerca una garanzia di almeno due anni su telaio e motore.',
        'Metti spessi tappeti in gomma sotto gli attrezzi pesanti per proteggere il pavimento e ridurre il rumore.',
        'Scegli manubri con incrementi di 2–2,5 kg per progredire gradualmente.',
      ),
      h2('Compra in base a come ti alleni davvero'),
      p(
        'È allettante acquistare un attrezzo con decine di programmi, ma un’attrezzatura semplice e solida di solito dura di più. Pensa a come ti piace allenarti e a quali esercizi ti divertono già. I pesi usati sono spesso un affare perché la ghisa non si consuma, mentre gli attrezzi usati con motore ed elettronica sono più rischiosi.',
      ),
    ],
    es: [
      h2('Empieza por lo básico y versátil'),
      p(
        'Un par de mancuernas ajustables, un juego de bandas elásticas y una buena esterilla cubren la mayoría de los ejercicios de fuerza para todo el cuerpo. Las mancuernas ajustables ocupan mucho menos que un soporte completo, pero comprueba lo rápido que se cambia el peso. Añade un banco resistente con respaldo regulable cuando tengas claro que vas a entrenar con regularidad.',
      ),
      h2('Máquinas de cardio: mide antes de comprar'),
      p(
        'Las cintas de correr, las máquinas de remo y las bicicletas estáticas varían mucho en tamaño, ruido y peso máximo de usuario. Mide la habitación, incluido el espacio detrás y a los lados de la máquina, y comprueba si se pliega o puede guardarse en vertical. Si vives en un piso, una bicicleta o un remo con resistencia magnética es más silencioso que una cinta y molestará menos a los vecinos.',
      ),
      ul(
        'Revisa el peso máximo de usuario y elige un modelo que supere el tuyo en al menos 20 kg.',
        'Busca una garantía mínima de dos años para el bastidor y el motor.',
        'Coloca esterillas gruesas de goma bajo el equipo pesado para proteger el suelo y reducir el ruido.',
        'Elige mancuernas con incrementos de 2–2,5 kg para progresar poco a poco.',
      ),
      h2('Compra según cómo entrenas de verdad'),
      p(
        'Es tentador comprar una máquina con decenas de programas, pero un equipo sencillo y robusto suele durar más. Piensa en cómo te gusta entrenar y qué ejercicios ya disfrutas. Las pesas de segunda mano suelen ser una ganga porque el hierro no se desgasta, mientras que las máquinas usadas con motor y electrónica son más arriesgadas.',
      ),
    ],
    fi: [
      h2('Aloita monipuolisilla perusvälineillä'),
      p(
        'Pari säädettävää käsipainoa, vastuskuminauhasarja ja hyvä jumppamatto riittävät useimpiin koko kehon lihaskuntoliikkeisiin. Säädettävät käsipainot vievät paljon vähemmän tilaa kuin kokonainen painoteline, mutta tarkista, kuinka nopeasti painoa voi vaihtaa. Hanki tukeva penkki säädettävällä selkänojalla vasta, kun tiedät treenaavasi säännöllisesti.',
      ),
      h2('Kuntolaitteet: mittaa ennen kuin ostat'),
      p(
        'Juoksumatot, soutulaitteet ja kuntopyörät eroavat paljon koon, äänitason ja suurimman käyttäjäpainon osalta. Mittaa huone, myös tila laitteen takana ja sivuilla, ja tarkista, voiko laitteen taittaa kasaan tai nostaa pystyyn säilytykseen. Kerrostalossa magneettivastuksellinen kuntopyörä tai soutulaite on hiljaisempi kuin juoksumatto ja säästää naapurien hermoja.',
      ),
      ul(
        'Tarkista suurin sallittu käyttäjäpaino ja valitse malli, jonka raja on vähintään 20 kg omaa painoasi suurempi.',
        'Valitse laite, jonka rungolla ja moottorilla on vähintään kahden vuoden takuu.',
        'Laita raskaiden laitteiden alle paksut kumimatot suojaamaan lattiaa ja vaimentamaan ääntä.',
        'Valitse käsipainot, joiden painoa voi lisätä 2–2,5 kg kerrallaan, jotta voit edetä asteittain.',
      ),
      h2('Osta sen mukaan, miten oikeasti treenaat'),
      p(
        'Kymmenillä ohjelmilla varustettu laite houkuttelee, mutta yksinkertainen ja tukeva väline kestää yleensä pidempään. Mieti, miten haluat treenata ja mistä liikkeistä jo nyt pidät. Käytetyt painot ovat usein edullinen löytö, koska rauta ei kulu, kun taas käytetyt moottorilla ja elektroniikalla varustetut laitteet ovat riskialttiimpia.',
      ),
    ],
    nl: [
      h2('Begin met veelzijdige basisspullen'),
      p(
        'Een paar verstelbare dumbbells, een set weerstandsbanden en een goede trainingsmat zijn genoeg voor de meeste krachtoefeningen voor het hele lichaam. Verstelbare dumbbells nemen veel minder ruimte in dan een volledig rek, maar controleer hoe snel je het gewicht kunt aanpassen. Koop een stevige bank met verstelbare rugleuning zodra je zeker weet dat je regelmatig traint.',
      ),
      h2('Cardioapparaten: eerst meten, dan kopen'),
      p(
        'Loopbanden, roeitrainers en hometrainers verschillen sterk in afmetingen, geluid en maximaal gebruikersgewicht. Meet de ruimte op, inclusief de vrije ruimte achter en naast het apparaat, en kijk of het inklapbaar is of rechtop kan worden opgeborgen. In een appartement is een hometrainer of roeitrainer met magnetische weerstand stiller dan een loopband en vriendelijker voor de buren.',
      ),
      ul(
        'Controleer het maximale gebruikersgewicht en kies een model dat minstens 20 kg boven je eigen gewicht ligt.',
        'Let op minimaal twee jaar garantie op frame en motor.',
        'Leg dikke rubberen matten onder zware apparaten om de vloer te beschermen en geluid te dempen.',
        'Kies dumbbells met stappen van 2–2,5 kg, zodat je geleidelijk zwaarder kunt trainen.',
      ),
      h2('Koop voor de training die je echt doet'),
      p(
        'Een apparaat met tientallen programma’s is verleidelijk, maar eenvoudige, stevige spullen gaan meestal langer mee. Denk na over hoe je graag traint en welke oefeningen je nu al leuk vindt. Tweedehands gewichten zijn vaak een koopje omdat ijzer niet slijt, terwijl gebruikte apparaten met motor en elektronica meer risico met zich meebrengen.',
      ),
    ],
    no: [
      h2('Start med allsidige basisredskaper'),
      p(
        'Et par justerbare manualer, et sett treningsstrikker og en god treningsmatte dekker de fleste styrkeøvelser for hele kroppen. Justerbare manualer tar mye mindre plass enn et komplett manualstativ, men sjekk hvor raskt du kan endre vekten. Kjøp en solid benk med justerbar ryggstøtte når du vet at du kommer til å trene regelmessig.',
      ),
      h2('Kondisjonsapparater: mål før du kjøper'),
      p(
        'Tredemøller, romaskiner og treningssykler varierer mye i størrelse, støynivå og maksimal brukervekt. Mål opp rommet, også plassen bak og ved siden av apparatet, og sjekk om det kan felles sammen eller settes på høykant. Bor du i leilighet, er en sykkel eller romaskin med magnetmotstand stillere enn en tredemølle og skåner naboene.',
      ),
      ul(
        'Sjekk maksimal brukervekt og velg en modell som tåler minst 20 kg mer enn du veier.',
        'Se etter minst to års garanti på ramme og motor.',
        'Legg tykke gummimatter under tungt utstyr for å beskytte gulvet og dempe støy.',
        'Velg manualer med trinn på 2–2,5 kg, slik at du kan øke belastningen gradvis.',
      ),
      h2('Kjøp for treningen du faktisk gjør'),
      p(
        'Det er fristende å kjøpe et apparat med dusinvis av programmer, men enkelt og solid utstyr varer som regel lenger. Tenk over hvordan du liker å trene og hvilke øvelser du allerede trives med. Brukte vekter er ofte et kupp fordi jern ikke slites, mens brukte apparater med motor og elektronikk er mer risikable.',
      ),
    ],
    pl: [
      h2('Zacznij od uniwersalnych podstaw'),
      p(
        'Para regulowanych hantli, zestaw gum oporowych i dobra mata wystarczą do większości ćwiczeń siłowych na całe ciało. Regulowane hantle zajmują znacznie mniej miejsca niż pełny stojak, ale sprawdź, jak szybko można zmienić obciążenie. Solidną ławkę z regulowanym oparciem dokup wtedy, gdy trening wejdzie ci w nawyk.',
      ),
      h2('Sprzęt cardio: najpierw zmierz, potem kupuj'),
      p(
        'Bieżnie, wioślarze i rowerki stacjonarne bardzo różnią się wymiarami, poziomem hałasu i maksymalną wagą użytkownika. Zmierz pomieszczenie, łącznie z wolną przestrzenią za urządzeniem i po jego bokach, i sprawdź, czy da się je złożyć lub przechowywać w pionie. W bloku rowerek lub wioślarz z oporem magnetycznym będzie cichszy od bieżni i mniej uciążliwy dla sąsiadów.',
      ),
      ul(
        'Sprawdź maksymalną wagę użytkownika i wybierz model, który przewyższa twoją o co najmniej 20 kg.',
        'Szukaj co najmniej dwuletniej gwarancji na ramę i silnik.',
        'Pod ciężki sprzęt połóż grube gumowe maty, które chronią podłogę i tłumią hałas.',
        'Wybieraj hantle z przyrostem obciążenia 2–2,5 kg, aby stopniowo robić postępy.',
      ),
      h2('Kupuj pod trening, który faktycznie wykonujesz'),
      p(
        'Kusi zakup urządzenia z dziesiątkami programów, ale prosty, solidny sprzęt zwykle służy dłużej. Zastanów się, jak lubisz trenować i które ćwiczenia już sprawiają ci przyjemność. Używane obciążenia to często okazja, bo żeliwo się nie zużywa, natomiast używane urządzenia z silnikiem i elektroniką są bardziej ryzykowne.',
      ),
    ],
    pt: [
      h2('Comece pelo básico versátil'),
      p(
        'Um par de halteres ajustáveis, um kit de elásticos de resistência e um bom colchonete cobrem a maioria dos exercícios de força para o corpo todo. Os halteres ajustáveis ocupam bem menos espaço do que um suporte completo, mas veja com que rapidez dá para trocar a carga. Compre um banco firme com encosto regulável quando tiver certeza de que vai treinar com regularidade.',
      ),
      h2('Aparelhos de cardio: meça antes de comprar'),
      p(
        'Esteiras, remos e bicicletas ergométricas variam muito em tamanho, ruído e peso máximo suportado. Meça o cômodo, incluindo o espaço atrás e nas laterais do aparelho, e verifique se ele é dobrável ou pode ser guardado na vertical. Em apartamento, uma bicicleta ou um remo com resistência magnética é mais silencioso do que uma esteira e incomoda menos os vizinhos.',
      ),
      ul(
        'Confira o peso máximo suportado e escolha um modelo que aguente pelo menos 20 kg a mais do que o seu peso.',
        'Procure garantia de pelo menos dois anos para a estrutura e o motor.',
        'Coloque tapetes grossos de borracha sob os equipamentos pesados para proteger o piso e reduzir o barulho.',
        'Escolha halteres com incrementos de 2 a 2,5 kg para evoluir aos poucos.',
      ),
      h2('Compre para o treino que você realmente faz'),
      p(
        'É tentador comprar um aparelho com dezenas de programas, mas equipamentos simples e robustos costumam durar mais. Pense em como você gosta de treinar e em quais exercícios já curte fazer. Pesos usados costumam ser uma pechincha porque o ferro não se desgasta, enquanto aparelhos usados com motor e eletrônica são mais arriscados.',
      ),
    ],
    sv: [
      h2('Börja med mångsidiga grundredskap'),
      p(
        'Ett par justerbara hantlar, ett set gummiband och en bra träningsmatta räcker till de flesta styrkeövningar för hela kroppen. Justerbara hantlar tar mycket mindre plats än ett helt hantelställ, men kontrollera hur snabbt vikten går att ändra. Skaffa en stabil bänk med justerbart ryggstöd när du vet att du kommer att träna regelbundet.',
      ),
      h2('Konditionsmaskiner: mät innan du köper'),
      p(
        'Löpband, roddmaskiner och motionscyklar skiljer sig mycket åt i storlek, ljudnivå och maximal användarvikt. Mät rummet, inklusive utrymmet bakom och bredvid maskinen, och kontrollera om den går att fälla ihop eller ställa på högkant. Bor du i lägenhet är en motionscykel eller roddmaskin med magnetmotstånd tystare än ett löpband och skonsammare mot grannarna.',
      ),
      ul(
        'Kontrollera maximal användarvikt och välj en modell som klarar minst 20 kg mer än du väger.',
        'Se efter minst två års garanti på ram och motor.',
        'Lägg tjocka gummimattor under tung utrustning för att skydda golvet och dämpa ljudet.',
        'Välj hantlar med viktsteg på 2–2,5 kg så att du kan öka gradvis.',
      ),
      h2('Köp för den träning du faktiskt gör'),
      p(
        'Det är frestande att köpa en maskin med dussintals program, men enkel och stabil utrustning håller oftast längre. Fundera på hur du gillar att träna och vilka övningar du redan tycker om. Begagnade vikter är ofta fynd eftersom järn inte slits, medan begagnade maskiner med motor och elektronik är mer riskabla.',
      ),
    ],
  },
}
