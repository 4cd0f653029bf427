import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

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

const swimming: GuideSeed = {
  slug: 'choosing-swimwear-and-goggles',
  subcategory: 'swimming',
  title: {
    en: 'How to choose swimwear, goggles and swim gear',
    de: 'So wählen Sie Badebekleidung, Schwimmbrille und Schwimmzubehör',
    fr: 'Comment choisir maillot de bain, lunettes et accessoires de natation',
    it: 'Come scegliere costume, occhialini e accessori per il nuoto',
    es: 'Cómo elegir bañador, gafas y accesorios de natación',
    fi: 'Näin valitset uima-asun, uimalasit ja uintivälineet',
    nl: 'Zo kies je badkleding, een zwembril en zwemaccessoires',
    no: 'Slik velger du badetøy, svømmebriller og svømmeutstyr',
    pl: 'Jak wybrać strój kąpielowy, okulary pływackie i akcesoria do pływania',
    pt: 'Como escolher roupa de banho, óculos e acessórios de natação',
    sv: 'Så väljer du badkläder, simglasögon och simutrustning',
  },
  excerpt: {
    en: 'The right swimsuit and goggles make every session in the pool more comfortable. Here is what to look for in fabric, fit and lenses, and which training aids are worth having.',
    de: 'Mit der richtigen Badebekleidung und Schwimmbrille wird jede Einheit im Becken angenehmer. Darauf sollten Sie bei Material, Passform und Gläsern achten – und diese Trainingshilfen lohnen sich.',
    fr: 'Un bon maillot et des lunettes adaptées rendent chaque séance à la piscine plus agréable. Voici ce qu’il faut regarder côté tissu, coupe et verres, et quels accessoires d’entraînement valent la peine.',
    it: 'Il costume e gli occhialini giusti rendono più piacevole ogni allenamento in piscina. Ecco cosa valutare in tessuto, vestibilità e lenti, e quali attrezzi da allenamento vale la pena avere.',
    es: 'Un buen bañador y unas gafas adecuadas hacen más cómoda cada sesión en la piscina. Te explicamos qué mirar en el tejido, el ajuste y las lentes, y qué accesorios de entrenamiento merecen la pena.',
    fi: 'Sopiva uima-asu ja hyvät uimalasit tekevät jokaisesta allaskerrasta mukavamman. Kerromme, mihin kannattaa kiinnittää huomiota materiaalissa, istuvuudessa ja linsseissä ja mitkä harjoitusvälineet ovat hankkimisen arvoisia.',
    nl: 'Met de juiste badkleding en zwembril wordt elke training in het zwembad prettiger. Hier lees je waar je op let bij stof, pasvorm en glazen, en welke trainingshulpmiddelen de moeite waard zijn.',
    no: 'Riktig badetøy og gode svømmebriller gjør hver økt i bassenget mer behagelig. Her er det du bør se etter når det gjelder stoff, passform og glass, og hvilke treningshjelpemidler som er verdt å ha.',
    pl: 'Dobry strój i dopasowane okulary sprawiają, że każdy trening na basenie jest przyjemniejszy. Podpowiadamy, na co zwrócić uwagę w materiale, kroju i soczewkach oraz które akcesoria treningowe warto mieć.',
    pt: 'A roupa de banho certa e um bom par de óculos deixam cada treino na piscina mais confortável. Veja o que observar no tecido, no caimento e nas lentes, e quais acessórios de treino valem a pena.',
    sv: 'Rätt badkläder och simglasögon gör varje pass i bassängen skönare. Här är vad du ska titta efter när det gäller material, passform och glas, och vilka träningshjälpmedel som är värda att skaffa.',
  },
  body: {
    en: [
      h2('Pick a chlorine-resistant fabric'),
      p(
        'Chlorine breaks down elastane quickly, so a cheap swimsuit can lose its shape after a few weeks of regular pool use. If you swim more than once a week, choose a suit made of polyester or a PBT blend, often labelled chlorine-resistant. Rinse it in cold fresh water after every swim and let it dry flat, away from direct sunlight.',
      ),
      h2('Goggles that fit your face'),
      p(
        'Good goggles seal around the eye sockets without needing a tight strap. Test the fit by pressing them gently to your face without the strap: if they stay in place for a few seconds, the seal is right. Choose tinted or mirrored lenses for open water, clear lenses for indoor pools and prescription lenses if you are short-sighted.',
      ),
      ul(
        'Choose a silicone cap if you have long hair; it lasts longer than a latex one.',
        'A kickboard and a pull buoy let you train your legs and arms separately.',
        'Short training fins improve technique without overloading your ankles.',
        'Never rub the inside of anti-fog lenses, as this removes the coating.',
      ),
      h2('Fit and size'),
      p(
        'Swimwear should feel snug when dry, because the fabric relaxes slightly in the water. Check that the straps do not dig into your shoulders and that the suit stays in place when you push off the wall. For children, a bright colour makes them easier to spot in a crowded pool or on the beach.',
      ),
    ],
    de: [
      h2('Chlorbeständiges Material wählen'),
      p(
        'Chlor zersetzt Elasthan schnell, sodass ein günstiger Badeanzug schon nach wenigen Wochen regelmäßigen Schwimmens ausleiern kann. Wenn Sie mehr als einmal pro Woche schwimmen, wählen Sie ein Modell aus Polyester oder PBT-Mischgewebe, das oft als chlorbeständig gekennzeichnet ist. Spülen Sie es nach jedem Schwimmen mit kaltem Leitungswasser aus und lassen Sie es liegend und ohne direkte Sonne trocknen.',
      ),
      h2('Eine Schwimmbrille, die zum Gesicht passt'),
      p(
        'Eine gute Schwimmbrille dichtet um die Augenhöhlen ab, ohne dass das Band stramm sitzen muss. Testen Sie den Sitz, indem Sie die Brille ohne Band sanft ans Gesicht drücken: Bleibt sie einige Sekunden haften, sitzt sie richtig. Wählen Sie getönte oder verspiegelte Gläser für das Freiwasser, klare Gläser für das Hallenbad und optische Gläser, wenn Sie kurzsichtig sind.',
      ),
      ul(
        'Bei langen Haaren ist eine Badekappe aus Silikon ideal, denn sie hält länger als eine aus Latex.',
        'Mit Schwimmbrett und Pull-Buoy trainieren Sie Beine und Arme getrennt.',
        'Kurze Trainingsflossen verbessern die Technik, ohne die Sprunggelenke zu überlasten.',
        'Reiben Sie Antibeschlag-Gläser nie von innen ab, sonst lösen Sie die Beschichtung.',
      ),
      h2('Passform und Größe'),
      p(
        'Badebekleidung sollte im trockenen Zustand eng anliegen, da sich der Stoff im Wasser leicht dehnt. Achten Sie darauf, dass die Träger nicht in die Schultern einschneiden und der Anzug beim Abstoßen vom Beckenrand an Ort und Stelle bleibt. Bei Kindern sind leuchtende Farben sinnvoll, weil man sie damit in einem vollen Schwimmbad oder am Strand leichter erkennt.',
      ),
    ],
    fr: [
      h2('Choisir un tissu résistant au chlore'),
      p(
        'Le chlore dégrade rapidement l’élasthanne : un maillot bon marché peut se déformer après quelques semaines de piscine régulière. Si vous nagez plus d’une fois par semaine, optez pour un modèle en polyester ou en mélange PBT, souvent étiqueté « résistant au chlore ». Rincez-le à l’eau froide après chaque baignade et faites-le sécher à plat, à l’abri du soleil direct.',
      ),
      h2('Des lunettes adaptées à votre visage'),
      p(
        'De bonnes lunettes assurent l’étanchéité autour des orbites sans que la sangle soit serrée. Pour vérifier, appuyez-les doucement sur votre visage sans la sangle : si elles restent en place quelques secondes, elles vous vont. Choisissez des verres teintés ou miroir pour la nage en eau libre, des verres clairs pour la piscine couverte et des verres correcteurs si vous êtes myope.',
      ),
      ul(
        'Avec des cheveux longs, préférez un bonnet en silicone, plus durable qu’un bonnet en latex.',
        'Une planche et un pull-buoy permettent de travailler séparément les jambes et les bras.',
        'Des palmes courtes améliorent la technique sans surcharger les chevilles.',
        'Ne frottez jamais l’intérieur des verres antibuée, sous peine d’enlever le traitement.',
      ),
      h2('Coupe et taille'),
      p(
        'Un maillot doit être bien ajusté à sec, car le tissu se détend légèrement dans l’eau. Vérifiez que les bretelles ne cisaillent pas les épaules et que le maillot reste en place lors de la poussée contre le mur. Pour les enfants, une couleur vive permet de les repérer plus facilement dans une piscine bondée ou à la plage.',
      ),
    ],
    it: [
      h2('Scegli un tessuto resistente al cloro'),
      p(
        'Il cloro degrada rapidamente l’elastan, quindi un costume economico può sformarsi dopo poche settimane di piscina regolare. Se nuoti più di una volta a settimana, scegli un modello in poliestere o in misto PBT, spesso indicato come resistente al cloro. Sciacqualo in acqua dolce fredda dopo ogni nuotata e lascialo asciugare in piano, lontano dalla luce diretta del sole.',
      ),
      h2('Occhialini adatti al tuo viso'),
      p(
        'Dei buoni occhialini aderiscono attorno alle orbite senza bisogno di stringere troppo il cinturino. Per provarli, premili delicatamente sul viso senza cinturino: se restano attaccati per qualche secondo, la tenuta è giusta. Scegli lenti fumé o a specchio per le acque libere, lenti trasparenti per la piscina coperta e lenti graduate se sei miope.',
      ),
      ul(
        'Con i capelli lunghi scegli una cuffia in silicone, più resistente di una in lattice.',
        'Tavoletta e pull buoy ti permettono di allenare gambe e braccia separatamente.',
        'Le pinne corte da allenamento migliorano la tecnica senza sovraccaricare le caviglie.',
        'Non strofinare mai l’interno delle lenti antiappannamento, altrimenti rimuovi il trattamento.',
      ),
      h2('Vestibilità e taglia'),
      p(
        'Da asciutto il costume deve essere ben aderente, perché in acqua il tessuto si allenta leggermente. Controlla che le spalline non segnino le spalle e che il costume resti al suo posto quando ti dai la spinta dal bordo. Per i bambini, un colore vivace li rende più facili da individuare in una piscina affollata o in spiaggia.',
      ),
    ],
    es: [
      h2('Elige un tejido resistente al cloro'),
      p(
        'El cloro degrada rápidamente el elastano, así que un bañador barato puede deformarse tras unas pocas semanas de piscina habitual. Si nadas más de una vez por semana, elige uno de poliéster o mezcla de PBT, que suele indicarse como resistente al cloro. Acláralo con agua dulce fría después de cada baño y déjalo secar en horizontal, lejos del sol directo.',
      ),
      h2('Gafas que se adapten a tu cara'),
      p(
        'Unas buenas gafas sellan alrededor de las cuencas de los ojos sin necesidad de apretar la goma. Para comprobar el ajuste, presiónalas suavemente contra la cara sin la goma: si se quedan pegadas unos segundos, sellan bien. Elige lentes tintadas o espejadas para aguas abiertas, transparentes para piscina cubierta y graduadas si tienes miopía.',
      ),
      ul(
        'Si tienes el pelo largo, elige un gorro de silicona, más duradero que uno de látex.',
        'Una tabla y un pull buoy te permiten entrenar piernas y brazos por separado.',
        'Las aletas cortas de entrenamiento mejoran la técnica sin sobrecargar los tobillos.',
        'No frotes nunca el interior de las lentes antivaho, porque eliminarías el tratamiento.',
      ),
      h2('Ajuste y talla'),
      p(
        'El bañador debe quedar ceñido en seco, ya que el tejido cede ligeramente en el agua. Comprueba que los tirantes no se claven en los hombros y que el bañador no se mueva al impulsarte en la pared. En el caso de los niños, un color llamativo ayuda a localizarlos en una piscina llena de gente o en la playa.',
      ),
    ],
    fi: [
      h2('Valitse klooria kestävä materiaali'),
      p(
        'Kloori haurastuttaa elastaania nopeasti, joten halpa uima-asu voi venyä muodottomaksi jo muutamassa viikossa säännöllisessä allaskäytössä. Jos uit useammin kuin kerran viikossa, valitse polyesteristä tai PBT-sekoitteesta valmistettu asu, joka on usein merkitty klooria kestäväksi. Huuhtele se kylmällä vedellä jokaisen uintikerran jälkeen ja kuivata tasaisella alustalla suoralta auringonvalolta suojassa.',
      ),
      h2('Kasvoillesi sopivat uimalasit'),
      p(
        'Hyvät uimalasit tiivistyvät silmäkuoppien ympärille ilman, että hihnaa tarvitsee kiristää. Kokeile istuvuutta painamalla laseja kevyesti kasvoja vasten ilman hihnaa: jos ne pysyvät paikallaan muutaman sekunnin, tiiviys on kunnossa. Valitse sävytetyt tai peilipintaiset linssit avovesiuintiin, kirkkaat linssit sisäaltaaseen ja vahvuuksilla varustetut linssit, jos olet likinäköinen.',
      ),
      ul(
        'Pitkätukkaiselle sopii silikoninen uimalakki, joka kestää pidempään kuin lateksinen.',
        'Potkulaudalla ja pullbuoylla voit harjoitella jalkoja ja käsiä erikseen.',
        'Lyhyet harjoitusräpylät parantavat tekniikkaa kuormittamatta nilkkoja liikaa.',
        'Älä koskaan hankaa huurtumattomien linssien sisäpintaa, sillä pinnoite irtoaa.',
      ),
      h2('Istuvuus ja koko'),
      p(
        'Uima-asun pitää tuntua kuivana napakalta, koska kangas löystyy vedessä hieman. Varmista, etteivät olkaimet painu olkapäihin ja että asu pysyy paikallaan, kun ponnistat altaan seinästä. Lapsille kannattaa valita kirkas väri, jotta heidät on helpompi erottaa täydessä uimahallissa tai rannalla.',
      ),
    ],
    nl: [
      h2('Kies chloorbestendige stof'),
      p(
        'Chloor breekt elastaan snel af, waardoor een goedkoop badpak na een paar weken regelmatig zwemmen al kan uitlubberen. Zwem je vaker dan eens per week, kies dan een model van polyester of een PBT-mix, vaak aangeduid als chloorbestendig. Spoel het na elke zwembeurt uit in koud kraanwater en laat het plat drogen, uit de directe zon.',
      ),
      h2('Een zwembril die bij je gezicht past'),
      p(
        'Een goede zwembril sluit rondom de oogkassen af zonder dat het bandje strak hoeft te zitten. Test de pasvorm door de bril zonder bandje zachtjes tegen je gezicht te drukken: blijft hij een paar seconden zitten, dan sluit hij goed af. Kies getinte of spiegelende glazen voor buitenwater, heldere glazen voor binnenbaden en glazen op sterkte als je bijziend bent.',
      ),
      ul(
        'Heb je lang haar, kies dan een siliconen badmuts; die gaat langer mee dan een exemplaar van latex.',
        'Met een zwemplankje en een pull buoy train je benen en armen apart.',
        'Korte trainingsvinnen verbeteren je techniek zonder je enkels te overbelasten.',
        'Wrijf nooit over de binnenkant van anti-condensglazen, want dan verdwijnt de coating.',
      ),
      h2('Pasvorm en maat'),
      p(
        'Badkleding moet droog strak zitten, omdat de stof in het water iets uitrekt. Controleer of de bandjes niet in je schouders snijden en of het badpak op zijn plaats blijft als je je afzet tegen de kant. Voor kinderen is een felle kleur handig, zodat je ze in een druk zwembad of op het strand snel terugziet.',
      ),
    ],
    no: [
      h2('Velg klorbestandig stoff'),
      p(
        'Klor bryter ned elastan raskt, så en billig badedrakt kan miste fasongen etter bare noen uker med jevnlig bassengbruk. Svømmer du oftere enn én gang i uken, bør du velge en drakt i polyester eller PBT-blanding, ofte merket som klorbestandig. Skyll den i kaldt ferskvann etter hver svømmetur og la den tørke liggende, unna direkte sollys.',
      ),
      h2('Svømmebriller som passer ansiktet'),
      p(
        'Gode svømmebriller tetter rundt øyehulene uten at stroppen må strammes hardt. Test passformen ved å trykke brillene lett mot ansiktet uten stropp: Blir de sittende i noen sekunder, tetter de godt. Velg tonede eller speilbelagte glass til utendørs svømming, klare glass til innendørsbasseng og glass med styrke hvis du er nærsynt.',
      ),
      ul(
        'Har du langt hår, er en badehette i silikon mer slitesterk enn en i lateks.',
        'Med svømmebrett og pullbuoy kan du trene bein og armer hver for seg.',
        'Korte svømmeføtter forbedrer teknikken uten å overbelaste anklene.',
        'Gni aldri på innsiden av glass med antiduggbelegg, for da forsvinner belegget.',
      ),
      h2('Passform og størrelse'),
      p(
        'Badetøy skal sitte tett når det er tørt, fordi stoffet gir seg litt i vann. Sjekk at stroppene ikke skjærer inn i skuldrene, og at drakten sitter på plass når du skyver fra bassengkanten. Til barn er en klar farge lurt, slik at de er lettere å få øye på i et fullt basseng eller på stranden.',
      ),
    ],
    pl: [
      h2('Wybierz materiał odporny na chlor'),
      p(
        'Chlor szybko niszczy elastan, dlatego tani strój może się rozciągnąć już po kilku tygodniach regularnego pływania. Jeśli bywasz na basenie częściej niż raz w tygodniu, wybierz model z poliestru lub mieszanki PBT, często oznaczony jako odporny na chlor. Po każdym pływaniu płucz go w zimnej, czystej wodzie i susz na płasko, z dala od bezpośredniego słońca.',
      ),
      h2('Okulary dopasowane do twarzy'),
      p(
        'Dobre okulary pływackie przylegają szczelnie wokół oczodołów bez mocnego zaciskania paska. Sprawdź dopasowanie, delikatnie przyciskając je do twarzy bez paska: jeśli utrzymają się kilka sekund, są szczelne. Na otwarte akweny wybierz soczewki przyciemniane lub lustrzane, na kryty basen przezroczyste, a jeśli masz krótkowzroczność – korekcyjne.',
      ),
      ul(
        'Przy długich włosach wybierz czepek silikonowy, który jest trwalszy od lateksowego.',
        'Deska i ósemka (pull buoy) pozwalają osobno trenować nogi i ręce.',
        'Krótkie płetwy treningowe poprawiają technikę bez przeciążania kostek.',
        'Nigdy nie przecieraj wnętrza soczewek z powłoką przeciwparową, bo ją usuniesz.',
      ),
      h2('Krój i rozmiar'),
      p(
        'Na sucho strój powinien ściśle przylegać, bo w wodzie materiał lekko się rozciąga. Sprawdź, czy ramiączka nie wrzynają się w ramiona i czy strój nie przesuwa się przy odbiciu od ściany basenu. Dzieciom warto kupić strój w jaskrawym kolorze, aby łatwiej było je wypatrzyć na zatłoczonym basenie lub plaży.',
      ),
    ],
    pt: [
      h2('Escolha um tecido resistente ao cloro'),
      p(
        'O cloro degrada o elastano rapidamente, então um maiô barato pode perder a forma depois de poucas semanas de piscina frequente. Se você nada mais de uma vez por semana, prefira peças de poliéster ou mistura com PBT, muitas vezes identificadas como resistentes ao cloro. Enxágue em água doce e fria depois de cada treino e deixe secar na horizontal, longe do sol direto.',
      ),
      h2('Óculos que se ajustam ao seu rosto'),
      p(
        'Bons óculos de natação vedam ao redor dos olhos sem que seja preciso apertar muito o elástico. Para testar, pressione-os levemente contra o rosto sem o elástico: se ficarem presos por alguns segundos, a vedação está boa. Escolha lentes fumê ou espelhadas para águas abertas, lentes transparentes para piscina coberta e lentes com grau se você tiver miopia.',
      ),
      ul(
        'Se você tem cabelo comprido, prefira uma touca de silicone, mais durável do que a de látex.',
        'Uma prancha e um pull buoy permitem treinar pernas e braços separadamente.',
        'Nadadeiras curtas de treino melhoram a técnica sem sobrecarregar os tornozelos.',
        'Nunca esfregue a parte interna das lentes antiembaçantes, pois isso remove o revestimento.',
      ),
      h2('Caimento e tamanho'),
      p(
        'A roupa de banho deve ficar justa quando seca, porque o tecido cede um pouco na água. Verifique se as alças não apertam os ombros e se a peça continua no lugar quando você dá impulso na borda. Para crianças, uma cor viva ajuda a localizá-las com mais facilidade em uma piscina cheia ou na praia.',
      ),
    ],
    sv: [
      h2('Välj klortåligt material'),
      p(
        'Klor bryter ner elastan snabbt, så en billig baddräkt kan bli sladdrig efter bara några veckors regelbundet simmande. Simmar du oftare än en gång i veckan bör du välja en modell i polyester eller PBT-blandning, ofta märkt som klortålig. Skölj den i kallt sötvatten efter varje simpass och låt den torka plant, skyddad från direkt solljus.',
      ),
      h2('Simglasögon som passar ditt ansikte'),
      p(
        'Bra simglasögon tätar runt ögonhålorna utan att remmen behöver sitta hårt. Testa passformen genom att trycka glasögonen lätt mot ansiktet utan rem: sitter de kvar några sekunder tätar de som de ska. Välj tonade eller spegelbelagda glas för utomhussim, klara glas för inomhusbassäng och glas med styrka om du är närsynt.',
      ),
      ul(
        'Har du långt hår är en badmössa i silikon mer hållbar än en i latex.',
        'Med simbräda och dolme kan du träna ben och armar var för sig.',
        'Korta träningsfenor förbättrar tekniken utan att överbelasta vristerna.',
        'Gnid aldrig på insidan av imfria glas, eftersom beläggningen då försvinner.',
      ),
      h2('Passform och storlek'),
      p(
        'Badkläder ska sitta tight när de är torra, eftersom materialet ger efter lite i vattnet. Kontrollera att axelbanden inte skär in i axlarna och att dräkten sitter kvar när du tar fart från kanten. För barn är en klar färg smart, eftersom de då syns lättare i en full simhall eller på stranden.',
      ),
    ],
  },
}

const winterSports: GuideSeed = {
  slug: 'choosing-ski-gear',
  subcategory: 'winter-sports',
  title: {
    en: 'How to choose skis, boots and winter sports gear',
    de: 'So wählen Sie Ski, Skischuhe und Wintersportausrüstung',
    fr: 'Comment choisir skis, chaussures et équipement de sports d’hiver',
    it: 'Come scegliere sci, scarponi e attrezzatura per gli sport invernali',
    es: 'Cómo elegir esquís, botas y equipo para deportes de invierno',
    fi: 'Näin valitset sukset, monot ja talviurheiluvarusteet',
    nl: 'Zo kies je ski’s, skischoenen en wintersportuitrusting',
    no: 'Slik velger du ski, skistøvler og vintersportsutstyr',
    pl: 'Jak wybrać narty, buty i sprzęt do sportów zimowych',
    pt: 'Como escolher esquis, botas e equipamentos para esportes de inverno',
    sv: 'Så väljer du skidor, pjäxor och vintersportutrustning',
  },
  excerpt: {
    en: 'Boots first, then skis, then the layers and safety gear that keep you warm and protected. Here is how to buy winter sports equipment that matches your level.',
    de: 'Erst die Schuhe, dann die Ski, dann Kleidung und Schutzausrüstung, die Sie warm und sicher halten. So kaufen Sie Wintersportausrüstung, die zu Ihrem Können passt.',
    fr: 'D’abord les chaussures, ensuite les skis, puis les vêtements et l’équipement de sécurité qui vous gardent au chaud et protégé. Voici comment acheter un matériel de sports d’hiver adapté à votre niveau.',
    it: 'Prima gli scarponi, poi gli sci, infine l’abbigliamento e le protezioni che ti tengono al caldo e al sicuro. Ecco come acquistare attrezzatura per gli sport invernali adatta al tuo livello.',
    es: 'Primero las botas, luego los esquís y después la ropa y el equipo de seguridad que te mantienen abrigado y protegido. Así se compra material de deportes de invierno adecuado a tu nivel.',
    fi: 'Ensin monot, sitten sukset ja lopuksi vaatteet ja suojavarusteet, jotka pitävät sinut lämpimänä ja turvassa. Näin ostat taitotasollesi sopivat talviurheiluvarusteet.',
    nl: 'Eerst de schoenen, dan de ski’s en daarna de kleding en beschermingsmiddelen die je warm en veilig houden. Zo koop je wintersportuitrusting die past bij je niveau.',
    no: 'Først støvlene, så skiene og til slutt klærne og sikkerhetsutstyret som holder deg varm og beskyttet. Slik kjøper du vintersportsutstyr som passer ditt nivå.',
    pl: 'Najpierw buty, potem narty, a na końcu odzież i sprzęt ochronny, które zapewnią ciepło i bezpieczeństwo. Podpowiadamy, jak kupić sprzęt do sportów zimowych dopasowany do twojego poziomu.',
    pt: 'Primeiro as botas, depois os esquis e, por fim, as roupas e os equipamentos de segurança que mantêm você aquecido e protegido. Veja como comprar equipamentos de esportes de inverno adequados ao seu nível.',
    sv: 'Först pjäxorna, sedan skidorna och sist kläderna och skyddsutrustningen som håller dig varm och skyddad. Så köper du vintersportutrustning som passar din nivå.',
  },
  body: {
    en: [
      h2('Start with the boots'),
      p(
        'Boots are the most important part of your ski kit, because a poor fit ruins every day on the slopes. Have your feet measured in the shop and try boots on with thin ski socks, ideally in the afternoon when your feet are slightly swollen. The flex rating tells you how stiff the boot is: beginners are usually happier in a softer boot, while experienced skiers want more support.',
      ),
      h2('Skis to match your level and terrain'),
      p(
        'Shorter, softer skis are easier to turn and forgive mistakes, which makes them ideal for beginners and intermediates. All-mountain skis with a waist width of about 80–90 mm handle groomed runs and a bit of fresh snow. If you only ski one week a year, renting skis at the resort and buying your own boots is often the best value.',
      ),
      ul(
        'Always wear a helmet that meets the EN 1077 standard and replace it after a hard impact.',
        'Choose goggles with interchangeable lenses for sunny and flat-light days.',
        'Dress in layers: a merino or synthetic base layer, a fleece and a waterproof shell.',
        'Have your bindings adjusted by a specialist according to your weight, height and ability.',
      ),
      h2('Look after your equipment'),
      p(
        'Have your skis serviced at least once a season, with the edges sharpened and a fresh coat of wax. After every day on the slopes, dry your boots with the liners removed to prevent odour and mould. Buying at the end of the season or choosing last year’s models can save you a third of the price or more.',
      ),
    ],
    de: [
      h2('Mit den Skischuhen beginnen'),
      p(
        'Skischuhe sind der wichtigste Teil Ihrer Ausrüstung, denn eine schlechte Passform verdirbt jeden Tag auf der Piste. Lassen Sie Ihre Füße im Fachgeschäft vermessen und probieren Sie die Schuhe mit dünnen Skisocken an, am besten nachmittags, wenn die Füße leicht geschwollen sind. Der Flex-Wert gibt an, wie steif der Schuh ist: Anfänger kommen mit einem weicheren Schuh meist besser zurecht, während erfahrene Skifahrer mehr Halt wollen.',
      ),
      h2('Ski passend zu Können und Gelände'),
      p(
        'Kürzere, weichere Ski lassen sich leichter drehen und verzeihen Fehler, weshalb sie sich ideal für Anfänger und Fortgeschrittene eignen. All-Mountain-Ski mit einer Mittelbreite von etwa 80–90 mm meistern präparierte Pisten und auch etwas Neuschnee. Wenn Sie nur eine Woche im Jahr Ski fahren, ist es oft am günstigsten, die Ski vor Ort zu leihen und eigene Skischuhe zu kaufen.',
      ),
      ul(
        'Tragen Sie immer einen Helm nach EN 1077 und ersetzen Sie ihn nach einem heftigen Aufprall.',
        'Wählen Sie eine Skibrille mit Wechselscheiben für Sonnentage und diffuses Licht.',
        'Kleiden Sie sich nach dem Zwiebelprinzip: Funktionsunterwäsche aus Merino oder Kunstfaser, eine Fleecejacke und eine wasserdichte Außenjacke.',
        'Lassen Sie die Bindung im Fachhandel nach Gewicht, Größe und Fahrkönnen einstellen.',
      ),
      h2('Die Ausrüstung pflegen'),
      p(
        'Lassen Sie Ihre Ski mindestens einmal pro Saison warten, also die Kanten schleifen und den Belag frisch wachsen. Trocknen Sie die Skischuhe nach jedem Skitag mit herausgenommenen Innenschuhen, um Geruch und Schimmel zu vermeiden. Wer am Saisonende kauft oder Vorjahresmodelle wählt, spart oft ein Drittel des Preises oder mehr.',
      ),
    ],
    fr: [
      h2('Commencer par les chaussures'),
      p(
        'Les chaussures sont l’élément le plus important de votre équipement, car un mauvais chaussant gâche chaque journée sur les pistes. Faites mesurer vos pieds en magasin et essayez les chaussures avec de fines chaussettes de ski, idéalement l’après-midi, lorsque les pieds sont légèrement gonflés. L’indice de flex indique la rigidité de la chaussure : les débutants sont généralement plus à l’aise avec une chaussure souple, tandis que les skieurs confirmés recherchent davantage de maintien.',
      ),
      h2('Des skis adaptés à votre niveau et au terrain'),
      p(
        'Des skis plus courts et plus souples tournent plus facilement et pardonnent les erreurs, ce qui les rend idéaux pour les débutants et les skieurs intermédiaires. Les skis polyvalents (all-mountain) avec une largeur au patin d’environ 80 à 90 mm s’en sortent bien sur piste damée comme dans un peu de neige fraîche. Si vous ne skiez qu’une semaine par an, louer les skis en station et acheter vos propres chaussures est souvent la solution la plus économique.',
      ),
      ul(
        'Portez toujours un casque conforme à la norme EN 1077 et remplacez-le après un choc violent.',
        'Choisissez un masque à écrans interchangeables pour les journées ensoleillées et par jour blanc.',
        'Habillez-vous en couches : une première couche en mérinos ou en synthétique, une polaire et une veste imperméable.',
        'Faites régler vos fixations par un spécialiste selon votre poids, votre taille et votre niveau.',
      ),
      h2('Entretenir son matériel'),
      p(
        'Faites entretenir vos skis au moins une fois par saison, avec affûtage des carres et fartage. Après chaque journée de ski, faites sécher vos chaussures en retirant les chaussons pour éviter les odeurs et les moisissures. En achetant en fin de saison ou en choisissant les modèles de l’année précédente, vous pouvez économiser un tiers du prix, voire davantage.',
      ),
    ],
    it: [
      h2('Parti dagli scarponi'),
      p(
        'Gli scarponi sono la parte più importante dell’attrezzatura, perché una calzata sbagliata rovina ogni giornata sulle piste. Fatti misurare il piede in negozio e prova gli scarponi con calze da sci sottili, meglio se nel pomeriggio, quando il piede è leggermente gonfio. L’indice di flex indica la rigidità dello scarpone: i principianti si trovano di solito meglio con uno scarpone morbido, mentre gli sciatori esperti cercano più sostegno.',
      ),
      h2('Sci adatti al tuo livello e al terreno'),
      p(
        'Sci più corti e morbidi curvano con meno fatica e perdonano gli errori, per questo sono ideali per principianti e sciatori di livello intermedio. Gli sci all-mountain con una larghezza al centro di circa 80–90 mm se la cavano bene sia sulle piste battute sia con un po’ di neve fresca. Se scii solo una settimana all’anno, noleggiare gli sci sul posto e comprare i propri scarponi è spesso la scelta più conveniente.',
      ),
      ul(
        'Indossa sempre un casco conforme alla norma EN 1077 e sostituiscilo dopo un urto violento.',
        'Scegli una maschera con lenti intercambiabili per le giornate di sole e di luce piatta.',
        'Vestiti a strati: uno strato base in merino o sintetico, un pile e una giacca impermeabile.',
        'Fai regolare gli attacchi da un tecnico in base a peso, altezza e livello.',
      ),
      h2('Prenditi cura dell’attrezzatura'),
      p(
        'Porta gli sci in manutenzione almeno una volta a stagione per affilare le lamine e applicare la sciolina. Dopo ogni giornata sulle piste fai asciugare gli scarponi togliendo le scarpette interne, per evitare odori e muffa. Acquistare a fine stagione o scegliere i modelli dell’anno precedente può farti risparmiare un terzo del prezzo o anche di più.',
      ),
    ],
    es: [
      h2('Empieza por las botas'),
      p(
        'Las botas son la parte más importante del equipo, porque un mal ajuste arruina cualquier día en las pistas. Pide que te midan el pie en la tienda y pruébate las botas con calcetines de esquí finos, a ser posible por la tarde, cuando el pie está algo hinchado. El índice de flexión indica la rigidez de la bota: los principiantes suelen ir más cómodos con una bota blanda, mientras que los esquiadores expertos buscan más sujeción.',
      ),
      h2('Esquís según tu nivel y el terreno'),
      p(
        'Los esquís más cortos y blandos giran con más facilidad y perdonan los errores, por lo que son ideales para principiantes y esquiadores de nivel medio. Los esquís polivalentes (all-mountain) con una anchura bajo patín de unos 80–90 mm funcionan bien en pistas pisadas y con algo de nieve polvo. Si solo esquías una semana al año, alquilar los esquís en la estación y comprarte tus propias botas suele ser lo más rentable.',
      ),
      ul(
        'Lleva siempre un casco homologado según la norma EN 1077 y cámbialo tras un golpe fuerte.',
        'Elige una máscara de esquí con lentes intercambiables para días de sol y de luz plana.',
        'Vístete por capas: una primera capa de merino o tejido sintético, un forro polar y una chaqueta impermeable.',
        'Pide a un especialista que ajuste las fijaciones según tu peso, altura y nivel.',
      ),
      h2('Cuida tu equipo'),
      p(
        'Lleva los esquís a puesta a punto al menos una vez por temporada para afilar los cantos y encerarlos. Después de cada día de esquí, seca las botas sacando los botines interiores para evitar olores y moho. Comprar al final de la temporada o elegir modelos del año anterior puede ahorrarte un tercio del precio o más.',
      ),
    ],
    fi: [
      h2('Aloita monoista'),
      p(
        'Monot ovat varusteistasi tärkeimmät, sillä huonosti istuva mono pilaa jokaisen rinnepäivän. Mittauta jalkasi liikkeessä ja sovita monoja ohuiden laskettelusukkien kanssa, mieluiten iltapäivällä, kun jalat ovat hieman turvonneet. Flex-luku kertoo monon jäykkyydestä: aloittelijat viihtyvät yleensä pehmeämmässä monossa, kun taas kokeneet laskijat haluavat enemmän tukea.',
      ),
      h2('Sukset taitotason ja maaston mukaan'),
      p(
        'Lyhyemmät ja pehmeämmät sukset kääntyvät helpommin ja antavat virheet anteeksi, joten ne sopivat hyvin aloittelijoille ja keskitason laskijoille. All mountain -sukset, joiden keskileveys on noin 80–90 mm, toimivat sekä hoidetuilla rinteillä että pienessä irtolumessa. Jos lasket vain viikon vuodessa, suksien vuokraaminen keskuksesta ja omien monojen ostaminen on usein edullisin ratkaisu.',
      ),
      ul(
        'Käytä aina EN 1077 -standardin mukaista kypärää ja vaihda se kovan iskun jälkeen.',
        'Valitse laskettelulasit, joissa on vaihdettavat linssit aurinkoisille ja tasaisen valon päiville.',
        'Pukeudu kerroksittain: merinovillainen tai tekninen aluskerrasto, fleece ja vedenpitävä kuoritakki.',
        'Säädätä siteet ammattilaisella painosi, pituutesi ja taitotasosi mukaan.',
      ),
      h2('Pidä varusteista huolta'),
      p(
        'Huollata sukset vähintään kerran kaudessa, jolloin kantit teroitetaan ja pohjat voidellaan. Kuivaa monot jokaisen rinnepäivän jälkeen sisäkengät irrotettuina, jotta ne eivät ala haista tai homehtua. Ostamalla kauden lopussa tai valitsemalla edellisvuoden malleja voit säästää kolmanneksen hinnasta tai enemmänkin.',
      ),
    ],
    nl: [
      h2('Begin met de skischoenen'),
      p(
        'Skischoenen zijn het belangrijkste onderdeel van je uitrusting, want een slechte pasvorm verpest elke dag op de piste. Laat je voeten in de winkel opmeten en pas schoenen met dunne skisokken, het liefst ’s middags als je voeten iets zijn opgezet. De flexwaarde geeft aan hoe stijf de schoen is: beginners voelen zich meestal prettiger in een zachtere schoen, terwijl ervaren skiërs meer steun willen.',
      ),
      h2('Ski’s die passen bij je niveau en terrein'),
      p(
        'Kortere, zachtere ski’s draaien makkelijker en vergeven fouten, waardoor ze ideaal zijn voor beginners en gevorderden. Allmountain-ski’s met een taillebreedte van ongeveer 80–90 mm kunnen overweg met geprepareerde pistes en een beetje verse sneeuw. Ga je maar één week per jaar skiën, dan is het vaak het voordeligst om ski’s ter plaatse te huren en zelf skischoenen te kopen.',
      ),
      ul(
        'Draag altijd een helm volgens de norm EN 1077 en vervang hem na een harde klap.',
        'Kies een skibril met verwisselbare lenzen voor zonnige dagen en diffuus licht.',
        'Kleed je in laagjes: thermo-ondergoed van merinowol of synthetisch materiaal, een fleece en een waterdichte jas.',
        'Laat je bindingen door een specialist afstellen op je gewicht, lengte en niveau.',
      ),
      h2('Zorg goed voor je spullen'),
      p(
        'Laat je ski’s minstens één keer per seizoen onderhouden, zodat de kanten worden geslepen en de belopen opnieuw worden gewaxt. Droog je skischoenen na elke skidag met de binnenschoenen eruit, om geurtjes en schimmel te voorkomen. Wie aan het eind van het seizoen koopt of voor modellen van vorig jaar kiest, bespaart vaak een derde van de prijs of meer.',
      ),
    ],
    no: [
      h2('Start med støvlene'),
      p(
        'Støvlene er den viktigste delen av alpinutstyret, fordi dårlig passform ødelegger hver eneste dag i bakken. Få målt føttene i butikken og prøv støvlene med tynne skisokker, helst på ettermiddagen når føttene er litt hovne. Flex-tallet forteller hvor stiv støvelen er: Nybegynnere trives som regel best med en mykere støvel, mens erfarne skikjørere vil ha mer støtte.',
      ),
      h2('Ski som passer nivå og terreng'),
      p(
        'Kortere og mykere ski er lettere å svinge og tilgir feil, noe som gjør dem ideelle for nybegynnere og middels øvede. Allroundski med en midjebredde på rundt 80–90 mm fungerer godt i preparerte bakker og litt nysnø. Kjører du bare én uke i året, lønner det seg ofte å leie ski på stedet og kjøpe egne støvler.',
      ),
      ul(
        'Bruk alltid hjelm som oppfyller standarden EN 1077, og bytt den etter et kraftig slag.',
        'Velg alpinbriller med utskiftbare glass for solfylte dager og flatt lys.',
        'Kle deg i lag: et innerlag av merinoull eller syntetisk stoff, en fleece og et vanntett skall.',
        'La en fagperson stille inn bindingene etter vekt, høyde og ferdighetsnivå.',
      ),
      h2('Ta vare på utstyret'),
      p(
        'Lever skiene til service minst én gang i sesongen, så stålkantene blir slipt og sålene får ny glider. Tørk støvlene med innerstøvlene tatt ut etter hver dag i bakken for å unngå lukt og mugg. Kjøper du på slutten av sesongen eller velger fjorårets modeller, kan du spare en tredjedel av prisen eller mer.',
      ),
    ],
    pl: [
      h2('Zacznij od butów'),
      p(
        'Buty to najważniejsza część narciarskiego ekwipunku, bo źle dopasowane zepsują każdy dzień na stoku. Poproś w sklepie o zmierzenie stóp i przymierzaj buty w cienkich skarpetach narciarskich, najlepiej po południu, gdy stopy są lekko opuchnięte. Współczynnik flex mówi, jak sztywny jest but: początkującym zwykle lepiej jeździ się w bardziej miękkich butach, a zaawansowani narciarze potrzebują mocniejszego podparcia.',
      ),
      h2('Narty dopasowane do umiejętności i terenu'),
      p(
        'Krótsze i bardziej miękkie narty łatwiej skręcają i wybaczają błędy, dlatego świetnie sprawdzają się u początkujących i średniozaawansowanych. Narty typu all-mountain o szerokości pod butem około 80–90 mm radzą sobie na ratrakowanych trasach i w niewielkiej warstwie świeżego śniegu. Jeśli jeździsz tylko tydzień w roku, zwykle najbardziej opłaca się wypożyczyć narty na miejscu i kupić własne buty.',
      ),
      ul(
        'Zawsze zakładaj kask zgodny z normą EN 1077 i wymień go po mocnym uderzeniu.',
        'Wybierz gogle z wymiennymi szybami na słoneczne dni i przy słabej widoczności.',
        'Ubieraj się na cebulkę: bielizna termoaktywna z wełny merynosów lub włókien syntetycznych, polar i nieprzemakalna kurtka.',
        'Zleć specjaliście ustawienie wiązań zgodnie z twoją wagą, wzrostem i umiejętnościami.',
      ),
      h2('Dbaj o sprzęt'),
      p(
        'Oddawaj narty do serwisu co najmniej raz w sezonie, aby naostrzyć krawędzie i nasmarować ślizgi. Po każdym dniu na stoku susz buty z wyjętymi botkami wewnętrznymi, żeby zapobiec nieprzyjemnemu zapachowi i pleśni. Kupując pod koniec sezonu lub wybierając zeszłoroczne modele, możesz zaoszczędzić jedną trzecią ceny, a nawet więcej.',
      ),
    ],
    pt: [
      h2('Comece pelas botas'),
      p(
        'As botas são a parte mais importante do equipamento, porque um ajuste ruim estraga qualquer dia na pista. Peça para medir os pés na loja e experimente as botas com meias de esqui finas, de preferência à tarde, quando os pés estão um pouco inchados. O índice de flex indica a rigidez da bota: iniciantes costumam se sentir melhor com uma bota mais macia, enquanto esquiadores experientes querem mais firmeza.',
      ),
      h2('Esquis de acordo com seu nível e terreno'),
      p(
        'Esquis mais curtos e flexíveis fazem curvas com mais facilidade e perdoam erros, por isso são ideais para iniciantes e esquiadores intermediários. Esquis all-mountain com largura central de cerca de 80 a 90 mm se saem bem em pistas preparadas e em um pouco de neve fresca. Se você esquia só uma semana por ano, alugar os esquis na estação e comprar suas próprias botas costuma ser a opção mais econômica.',
      ),
      ul(
        'Use sempre um capacete que atenda à norma EN 1077 e troque-o depois de um impacto forte.',
        'Escolha óculos de esqui com lentes intercambiáveis para dias de sol e de pouca visibilidade.',
        'Vista-se em camadas: uma primeira camada de lã merino ou tecido sintético, uma blusa de fleece e uma jaqueta impermeável.',
        'Peça a um especialista para regular as fixações de acordo com seu peso, altura e nível.',
      ),
      h2('Cuide do seu equipamento'),
      p(
        'Faça a manutenção dos esquis pelo menos uma vez por temporada, com afiação das bordas e uma nova camada de cera. Depois de cada dia na neve, seque as botas com os forros internos retirados para evitar mau cheiro e mofo. Comprar no fim da temporada ou escolher modelos do ano anterior pode render uma economia de um terço do preço ou mais.',
      ),
    ],
    sv: [
      h2('Börja med pjäxorna'),
      p(
        'Pjäxorna är den viktigaste delen av utrustningen, eftersom dålig passform förstör varje dag i backen. Låt mäta dina fötter i butiken och prova pjäxor med tunna skidstrumpor, helst på eftermiddagen när fötterna är lite svullna. Flexvärdet anger hur styv pjäxan är: nybörjare trivs oftast bäst med en mjukare pjäxa, medan erfarna åkare vill ha mer stöd.',
      ),
      h2('Skidor efter nivå och terräng'),
      p(
        'Kortare och mjukare skidor är lättare att svänga och förlåter misstag, vilket gör dem idealiska för nybörjare och medelgoda åkare. Allmountainskidor med en midjebredd på cirka 80–90 mm klarar både preparerade backar och lite nysnö. Åker du bara en vecka om året lönar det sig ofta att hyra skidor på plats och köpa egna pjäxor.',
      ),
      ul(
        'Använd alltid en hjälm som uppfyller standarden EN 1077 och byt ut den efter en kraftig smäll.',
        'Välj skidglasögon med utbytbara linser för soliga dagar och flatljus.',
        'Klä dig i lager: ett underställ i merinoull eller syntet, en fleece och ett vattentätt skal.',
        'Låt en fackman ställa in bindningarna efter din vikt, längd och åkskicklighet.',
      ),
      h2('Ta hand om utrustningen'),
      p(
        'Lämna in skidorna på service minst en gång per säsong, så att stålkanterna slipas och belagen vallas. Torka pjäxorna med innerskorna uttagna efter varje dag i backen för att undvika lukt och mögel. Köper du i slutet av säsongen eller väljer förra årets modeller kan du spara en tredjedel av priset eller mer.',
      ),
    ],
  },
}

const kidsClothing: GuideSeed = {
  slug: 'buying-kids-clothes-that-last',
  subcategory: 'kids-clothing',
  title: {
    en: 'How to buy children’s clothes that fit, last and feel comfortable',
    de: 'So kaufen Sie Kinderkleidung, die passt, hält und bequem ist',
    fr: 'Comment acheter des vêtements pour enfants confortables, bien taillés et durables',
    it: 'Come comprare vestiti per bambini comodi, della taglia giusta e resistenti',
    es: 'Cómo comprar ropa infantil cómoda, de la talla adecuada y duradera',
    fi: 'Näin ostat lastenvaatteita, jotka istuvat, kestävät ja tuntuvat mukavilta',
    nl: 'Zo koop je kinderkleding die goed past, lang meegaat en lekker zit',
    no: 'Slik kjøper du barneklær som passer, varer og er behagelige',
    pl: 'Jak kupować ubrania dla dzieci, które pasują, są wygodne i wytrzymałe',
    pt: 'Como comprar roupas infantis confortáveis, no tamanho certo e que duram',
    sv: 'Så köper du barnkläder som passar, håller och känns sköna',
  },
  excerpt: {
    en: 'Children grow fast and play hard, so their clothes need to be durable, comfortable and easy to care for. Here is how to get the size right and spend wisely.',
    de: 'Kinder wachsen schnell und toben viel – ihre Kleidung muss also robust, bequem und pflegeleicht sein. So treffen Sie die richtige Größe und kaufen klug ein.',
    fr: 'Les enfants grandissent vite et jouent sans ménagement : leurs vêtements doivent être solides, confortables et faciles à entretenir. Voici comment choisir la bonne taille et dépenser à bon escient.',
    it: 'I bambini crescono in fretta e giocano senza risparmiarsi, quindi i loro vestiti devono essere resistenti, comodi e facili da lavare. Ecco come scegliere la taglia giusta e spendere bene.',
    es: 'Los niños crecen rápido y juegan sin parar, así que su ropa tiene que ser resistente, cómoda y fácil de lavar. Te contamos cómo acertar con la talla y gastar bien.',
    fi: 'Lapset kasvavat nopeasti ja leikkivät kovaa, joten vaatteiden on oltava kestäviä, mukavia ja helppohoitoisia. Näin osut oikeaan kokoon ja käytät rahasi viisaasti.',
    nl: 'Kinderen groeien snel en spelen stevig, dus hun kleding moet sterk, comfortabel en makkelijk te wassen zijn. Zo kies je de juiste maat en besteed je je geld slim.',
    no: 'Barn vokser fort og leker hardt, så klærne må være slitesterke, behagelige og enkle å vaske. Slik treffer du riktig størrelse og bruker pengene klokt.',
    pl: 'Dzieci szybko rosną i intensywnie się bawią, dlatego ich ubrania muszą być wytrzymałe, wygodne i łatwe w praniu. Podpowiadamy, jak dobrać rozmiar i mądrze wydawać pieniądze.',
    pt: 'As crianças crescem rápido e brincam muito, então as roupas precisam ser resistentes, confortáveis e fáceis de lavar. Veja como acertar no tamanho e gastar bem.',
    sv: 'Barn växer fort och leker hårt, så kläderna behöver vara slitstarka, bekväma och lätta att tvätta. Så väljer du rätt storlek och handlar klokt.',
  },
  body: {
    en: [
      h2('Get the size right'),
      p(
        'Children’s sizes are usually based on height in centimetres, so measure your child without shoes rather than relying on their age. Buying one size up works for outerwear and pyjamas, but clothes that are far too big hinder movement and can be a tripping hazard. Trousers with adjustable waistbands and hems that can be turned up will last longer as your child grows.',
      ),
      h2('Choose comfortable, durable fabrics'),
      p(
        'Cotton and cotton blends are soft, breathable and easy to wash, and reinforced knees help trousers survive the playground. Look for flat seams, printed labels and soft waistbands, especially for children with sensitive skin. Independent textile certifications confirm that the fabric has been tested for harmful substances.',
      ),
      ul(
        'Avoid drawstrings around the hood and neck, as they can get caught on play equipment.',
        'Check that buttons are firmly sewn on, and choose press studs instead of small buttons for babies.',
        'Pick clothes that small children can put on by themselves, with elastic waists and wide necklines.',
        'Reflective details on jackets make children more visible on dark mornings.',
      ),
      h2('Spend smartly'),
      p(
        'Invest in good outerwear and shoes, which take the most wear, and buy basics such as T-shirts and leggings in multipacks. Second-hand children’s clothes are often almost new, because children outgrow them before they wear out. Wash new clothes before the first use and follow the care label to keep their colour and shape.',
      ),
    ],
    de: [
      h2('Die richtige Größe finden'),
      p(
        'Kindergrößen richten sich meist nach der Körpergröße in Zentimetern, messen Sie Ihr Kind also ohne Schuhe, statt sich auf das Alter zu verlassen. Eine Nummer größer zu kaufen funktioniert bei Jacken und Schlafanzügen, doch viel zu große Kleidung schränkt die Bewegung ein und kann zur Stolperfalle werden. Hosen mit verstellbarem Bund und Säumen zum Umkrempeln wachsen länger mit.',
      ),
      h2('Bequeme, strapazierfähige Materialien wählen'),
      p(
        'Baumwolle und Baumwollmischungen sind weich, atmungsaktiv und leicht zu waschen, und verstärkte Knie helfen Hosen, den Spielplatz zu überstehen. Achten Sie auf flache Nähte, aufgedruckte statt eingenähte Etiketten und weiche Bündchen, besonders bei Kindern mit empfindlicher Haut. Unabhängige Textilsiegel bestätigen, dass der Stoff auf Schadstoffe geprüft wurde.',
      ),
      ul(
        'Verzichten Sie auf Kordeln an Kapuze und Hals, da sie sich an Spielgeräten verfangen können.',
        'Prüfen Sie, ob Knöpfe fest angenäht sind, und wählen Sie für Babys Druckknöpfe statt kleiner Knöpfe.',
        'Wählen Sie Kleidung, die kleine Kinder allein anziehen können, etwa mit Gummibund und weitem Halsausschnitt.',
        'Reflektierende Details an Jacken machen Kinder an dunklen Morgen besser sichtbar.',
      ),
      h2('Klug einkaufen'),
      p(
        'Investieren Sie in gute Jacken und Schuhe, die am stärksten beansprucht werden, und kaufen Sie Basics wie T-Shirts und Leggings im Mehrfachpack. Gebrauchte Kinderkleidung ist oft fast neu, weil Kinder schneller herauswachsen, als sie die Sachen abnutzen. Waschen Sie neue Kleidung vor dem ersten Tragen und beachten Sie das Pflegeetikett, damit Farbe und Form erhalten bleiben.',
      ),
    ],
    fr: [
      h2('Choisir la bonne taille'),
      p(
        'Les tailles enfant correspondent généralement à la stature en centimètres : mesurez donc votre enfant sans chaussures plutôt que de vous fier à son âge. Prendre une taille au-dessus fonctionne pour les manteaux et les pyjamas, mais des vêtements beaucoup trop grands gênent les mouvements et peuvent faire trébucher. Les pantalons à taille réglable et à ourlets retroussables suivront plus longtemps la croissance de votre enfant.',
      ),
      h2('Miser sur des matières confortables et résistantes'),
      p(
        'Le coton et les mélanges de coton sont doux, respirants et faciles à laver, et des genoux renforcés aident les pantalons à résister à la cour de récréation. Privilégiez les coutures plates, les étiquettes imprimées et les ceintures souples, surtout pour les enfants à la peau sensible. Les labels textiles indépendants garantissent que le tissu a été testé pour les substances nocives.',
      ),
      ul(
        'Évitez les cordons autour de la capuche et du cou, qui peuvent se coincer dans les jeux.',
        'Vérifiez que les boutons sont solidement cousus et préférez les boutons-pression aux petits boutons pour les bébés.',
        'Choisissez des vêtements que les petits peuvent enfiler seuls, avec taille élastique et encolure large.',
        'Les bandes réfléchissantes sur les vestes rendent les enfants plus visibles les matins sombres.',
      ),
      h2('Dépenser malin'),
      p(
        'Investissez dans de bons manteaux et de bonnes chaussures, qui s’usent le plus, et achetez les basiques comme les t-shirts et les leggings par lots. Les vêtements d’enfant d’occasion sont souvent presque neufs, car ils deviennent trop petits avant d’être usés. Lavez les vêtements neufs avant de les porter et suivez l’étiquette d’entretien pour préserver les couleurs et la forme.',
      ),
    ],
    it: [
      h2('Scegli la taglia giusta'),
      p(
        'Le taglie per bambini si basano di solito sull’altezza in centimetri, quindi misura tuo figlio senza scarpe invece di affidarti all’età. Prendere una taglia in più va bene per giacche e pigiami, ma i capi troppo grandi ostacolano i movimenti e possono far inciampare. I pantaloni con elastico regolabile in vita e orli da risvoltare durano più a lungo mentre il bambino cresce.',
      ),
      h2('Punta su tessuti comodi e resistenti'),
      p(
        'Il cotone e i misti cotone sono morbidi, traspiranti e facili da lavare, mentre le ginocchia rinforzate aiutano i pantaloni a sopravvivere al parco giochi. Cerca cuciture piatte, etichette stampate ed elastici morbidi in vita, soprattutto per i bambini con la pelle sensibile. Le certificazioni tessili indipendenti confermano che il tessuto è stato testato per le sostanze nocive.',
      ),
      ul(
        'Evita i cordini su cappuccio e collo, perché possono impigliarsi nelle attrezzature del parco giochi.',
        'Controlla che i bottoni siano cuciti saldamente e, per i neonati, preferisci i bottoni automatici a quelli piccoli.',
        'Scegli capi che i più piccoli possano indossare da soli, con vita elastica e scollo ampio.',
        'I dettagli riflettenti sulle giacche rendono i bambini più visibili nelle mattine buie.',
      ),
      h2('Spendi con intelligenza'),
      p(
        'Investi in buone giacche e scarpe, che si consumano di più, e compra i capi base come magliette e leggings in confezioni multiple. I vestiti per bambini usati sono spesso quasi nuovi, perché diventano piccoli prima di consumarsi. Lava i capi nuovi prima di indossarli e segui l’etichetta di lavaggio per preservarne colori e forma.',
      ),
    ],
    es: [
      h2('Acierta con la talla'),
      p(
        'Las tallas infantiles suelen basarse en la estatura en centímetros, así que mide a tu hijo sin zapatos en lugar de fiarte de su edad. Comprar una talla más funciona con abrigos y pijamas, pero la ropa demasiado grande dificulta el movimiento y puede provocar tropiezos. Los pantalones con cintura ajustable y bajos que se pueden remangar duran más mientras el niño crece.',
      ),
      h2('Elige tejidos cómodos y resistentes'),
      p(
        'El algodón y sus mezclas son suaves, transpirables y fáciles de lavar, y las rodillas reforzadas ayudan a que los pantalones aguanten el parque. Busca costuras planas, etiquetas impresas y cinturillas suaves, sobre todo si tu hijo tiene la piel sensible. Las certificaciones textiles independientes confirman que el tejido se ha analizado para detectar sustancias nocivas.',
      ),
      ul(
        'Evita los cordones en la capucha y el cuello, porque pueden engancharse en los columpios.',
        'Comprueba que los botones estén bien cosidos y elige automáticos en lugar de botones pequeños para los bebés.',
        'Elige prendas que los más pequeños puedan ponerse solos, con cintura elástica y cuello amplio.',
        'Los detalles reflectantes en las chaquetas hacen que los niños se vean mejor en las mañanas oscuras.',
      ),
      h2('Compra con cabeza'),
      p(
        'Invierte en buenos abrigos y zapatos, que son lo que más se desgasta, y compra básicos como camisetas y mallas en packs. La ropa infantil de segunda mano suele estar casi nueva, porque se queda pequeña antes de gastarse. Lava la ropa nueva antes del primer uso y sigue la etiqueta de lavado para conservar los colores y la forma.',
      ),
    ],
    fi: [
      h2('Valitse oikea koko'),
      p(
        'Lastenvaatteiden koot perustuvat yleensä pituuteen senttimetreinä, joten mittaa lapsi ilman kenkiä äläkä luota pelkkään ikään. Kokoa isomman ostaminen toimii ulkovaatteissa ja pyjamissa, mutta aivan liian suuret vaatteet haittaavat liikkumista ja voivat saada lapsen kompastumaan. Housut, joissa on säädettävä vyötärö ja käännettävät lahkeet, kasvavat lapsen mukana pidempään.',
      ),
      h2('Suosi mukavia ja kestäviä materiaaleja'),
      p(
        'Puuvilla ja puuvillasekoitteet ovat pehmeitä, hengittäviä ja helppoja pestä, ja vahvistetut polvet auttavat housuja kestämään leikkipuiston. Etsi litteitä saumoja, painettuja merkintöjä ja pehmeitä vyötärönauhoja, etenkin jos lapsella on herkkä iho. Riippumattomat tekstiilisertifikaatit kertovat, että kangas on testattu haitallisten aineiden varalta.',
      ),
      ul(
        'Vältä hupun ja kaulan kiristysnauhoja, sillä ne voivat tarttua leikkivälineisiin.',
        'Tarkista, että napit on ommeltu tukevasti, ja valitse vauvoille painonapit pienten nappien sijaan.',
        'Valitse vaatteita, jotka pienet lapset voivat pukea itse, kuten joustovyötäröisiä ja leveäaukkoisia malleja.',
        'Takkien heijastavat yksityiskohdat tekevät lapsista näkyvämpiä pimeinä aamuina.',
      ),
      h2('Osta fiksusti'),
      p(
        'Panosta hyviin ulkovaatteisiin ja kenkiin, jotka kuluvat eniten, ja osta perusvaatteet kuten T-paidat ja leggingsit monipakkauksina. Käytetyt lastenvaatteet ovat usein lähes uusia, koska lapsi kasvaa niistä ulos ennen kuin ne ehtivät kulua. Pese uudet vaatteet ennen ensimmäistä käyttöä ja noudata hoito-ohjetta, niin värit ja muoto säilyvät.',
      ),
    ],
    nl: [
      h2('Kies de juiste maat'),
      p(
        'Kindermaten zijn meestal gebaseerd op de lengte in centimeters, dus meet je kind zonder schoenen in plaats van uit te gaan van de leeftijd. Een maat groter kopen werkt prima voor jassen en pyjama’s, maar veel te grote kleding belemmert het bewegen en kan struikelen veroorzaken. Broeken met een verstelbare tailleband en pijpen die je kunt omslaan, groeien langer mee.',
      ),
      h2('Kies comfortabele, sterke stoffen'),
      p(
        'Katoen en katoenmengsels zijn zacht, ademend en makkelijk te wassen, en verstevigde knieën helpen broeken de speeltuin te overleven. Let op platte naden, bedrukte labels en zachte boorden, vooral bij kinderen met een gevoelige huid. Onafhankelijke textielkeurmerken bevestigen dat de stof op schadelijke stoffen is getest.',
      ),
      ul(
        'Vermijd koordjes rond de capuchon en hals, want die kunnen vast komen te zitten aan speeltoestellen.',
        'Controleer of knopen stevig vastzitten en kies voor baby’s drukknopen in plaats van kleine knoopjes.',
        'Kies kleding die kleine kinderen zelf kunnen aantrekken, met een elastische taille en een ruime halsopening.',
        'Reflecterende details op jassen maken kinderen beter zichtbaar op donkere ochtenden.',
      ),
      h2('Slim besteden'),
      p(
        'Investeer in goede jassen en schoenen, die het zwaarst te verduren krijgen, en koop basics zoals T-shirts en leggings in multipacks. Tweedehands kinderkleding is vaak bijna nieuw, omdat kinderen eruit groeien voordat het versleten is. Was nieuwe kleding voor het eerste gebruik en volg het wasetiket, zodat kleur en vorm behouden blijven.',
      ),
    ],
    no: [
      h2('Finn riktig størrelse'),
      p(
        'Barnestørrelser er som regel basert på høyde i centimeter, så mål barnet uten sko i stedet for å gå etter alderen. Å kjøpe én størrelse større fungerer for yttertøy og pysjamaser, men altfor store klær hindrer bevegelse og kan få barnet til å snuble. Bukser med justerbar linning og bein som kan brettes opp, varer lenger mens barnet vokser.',
      ),
      h2('Velg behagelige og slitesterke materialer'),
      p(
        'Bomull og bomullsblandinger er myke, puster godt og er lette å vaske, og forsterkede knær hjelper buksene å overleve lekeplassen. Se etter flate sømmer, påtrykte merkelapper og myke linninger, særlig til barn med sensitiv hud. Uavhengige tekstilmerkinger bekrefter at stoffet er testet for skadelige stoffer.',
      ),
      ul(
        'Unngå snorer rundt hette og hals, fordi de kan sette seg fast i lekeapparater.',
        'Sjekk at knappene er godt festet, og velg trykknapper i stedet for små knapper til babyer.',
        'Velg klær som små barn kan ta på seg selv, med strikk i livet og vid halsåpning.',
        'Refleksdetaljer på jakker gjør barna mer synlige på mørke morgener.',
      ),
      h2('Handle smart'),
      p(
        'Invester i godt yttertøy og gode sko, som slites mest, og kjøp basisplagg som T-skjorter og leggings i flerpakninger. Brukte barneklær er ofte nesten som nye, fordi barna vokser ut av dem før de blir slitt. Vask nye klær før første gangs bruk og følg vaskeanvisningen, så beholder de farge og fasong.',
      ),
    ],
    pl: [
      h2('Dobierz właściwy rozmiar'),
      p(
        'Rozmiary dziecięce zwykle opierają się na wzroście w centymetrach, więc zmierz dziecko bez butów, zamiast kierować się jego wiekiem. Kupowanie ubrań o rozmiar większych sprawdza się w przypadku kurtek i piżam, ale zbyt duże ubrania krępują ruchy i mogą sprawić, że dziecko się potknie. Spodnie z regulowanym pasem i nogawkami do podwinięcia dłużej nadążą za rosnącym dzieckiem.',
      ),
      h2('Wybieraj wygodne i wytrzymałe tkaniny'),
      p(
        'Bawełna i jej mieszanki są miękkie, przewiewne i łatwe w praniu, a wzmocnione kolana pomagają spodniom przetrwać plac zabaw. Szukaj płaskich szwów, nadrukowanych metek i miękkich ściągaczy, zwłaszcza jeśli dziecko ma wrażliwą skórę. Niezależne certyfikaty tekstylne potwierdzają, że tkanina została przebadana pod kątem szkodliwych substancji.',
      ),
      ul(
        'Unikaj sznurków przy kapturze i szyi, bo mogą zaczepić się o urządzenia na placu zabaw.',
        'Sprawdź, czy guziki są mocno przyszyte, a dla niemowląt wybieraj napy zamiast małych guzików.',
        'Wybieraj ubrania, które maluchy założą samodzielnie, z gumką w pasie i szerokim wycięciem przy szyi.',
        'Elementy odblaskowe na kurtkach sprawiają, że dzieci są lepiej widoczne w ciemne poranki.',
      ),
      h2('Kupuj z głową'),
      p(
        'Zainwestuj w dobre kurtki i buty, które zużywają się najszybciej, a podstawowe rzeczy, takie jak koszulki i legginsy, kupuj w wielopakach. Używane ubrania dziecięce są często prawie nowe, bo dzieci wyrastają z nich, zanim zdążą je zniszczyć. Przed pierwszym założeniem wypierz nowe ubrania i postępuj zgodnie z metką, aby zachowały kolor i kształt.',
      ),
    ],
    pt: [
      h2('Acerte no tamanho'),
      p(
        'Os tamanhos infantis costumam se basear na altura em centímetros, por isso meça a criança sem sapatos em vez de se guiar pela idade. Comprar um número acima funciona para casacos e pijamas, mas roupas grandes demais atrapalham os movimentos e podem fazer a criança tropeçar. Calças com cós ajustável e barras que podem ser dobradas acompanham o crescimento por mais tempo.',
      ),
      h2('Prefira tecidos confortáveis e resistentes'),
      p(
        'O algodão e as misturas com algodão são macios, respiráveis e fáceis de lavar, e joelhos reforçados ajudam as calças a sobreviver ao parquinho. Procure costuras planas, etiquetas estampadas e cós macios, principalmente para crianças com pele sensível. Certificações têxteis independentes confirmam que o tecido foi testado quanto a substâncias nocivas.',
      ),
      ul(
        'Evite cordões no capuz e no pescoço, pois eles podem ficar presos nos brinquedos do parquinho.',
        'Verifique se os botões estão bem costurados e prefira botões de pressão em vez de botões pequenos para bebês.',
        'Escolha roupas que as crianças pequenas consigam vestir sozinhas, com cós de elástico e gola larga.',
        'Detalhes refletivos nas jaquetas deixam as crianças mais visíveis nas manhãs escuras.',
      ),
      h2('Gaste com inteligência'),
      p(
        'Invista em bons casacos e calçados, que são os itens que mais se desgastam, e compre peças básicas como camisetas e leggings em kits. Roupas infantis usadas muitas vezes estão quase novas, porque a criança perde a roupa antes de ela se desgastar. Lave as roupas novas antes do primeiro uso e siga a etiqueta de lavagem para preservar as cores e o formato.',
      ),
    ],
    sv: [
      h2('Välj rätt storlek'),
      p(
        'Barnstorlekar utgår oftast från längden i centimeter, så mät barnet utan skor i stället för att gå efter åldern. Att köpa en storlek större fungerar för ytterkläder och pyjamasar, men alldeles för stora kläder hindrar rörelserna och kan få barnet att snubbla. Byxor med justerbar midja och ben som går att vika upp växer med längre.',
      ),
      h2('Välj sköna och slitstarka material'),
      p(
        'Bomull och bomullsblandningar är mjuka, andas och är lätta att tvätta, och förstärkta knän hjälper byxorna att överleva lekplatsen. Titta efter platta sömmar, tryckta etiketter och mjuka resårband, särskilt till barn med känslig hud. Oberoende textilmärkningar bekräftar att tyget har testats för skadliga ämnen.',
      ),
      ul(
        'Undvik dragsnören runt luva och hals, eftersom de kan fastna i lekredskap.',
        'Kontrollera att knapparna sitter fast ordentligt och välj tryckknappar i stället för små knappar till bebisar.',
        'Välj kläder som små barn kan ta på sig själva, med resår i midjan och vid halsöppning.',
        'Reflexdetaljer på jackor gör barnen mer synliga under mörka morgnar.',
      ),
      h2('Handla smart'),
      p(
        'Satsa på bra ytterkläder och skor, som slits mest, och köp baskläder som t-shirts och leggings i flerpack. Begagnade barnkläder är ofta nästan nya, eftersom barnen växer ur dem innan de hinner slitas ut. Tvätta nya kläder före första användningen och följ tvättrådslappen så behåller de färg och form.',
      ),
    ],
  },
}

const outdoorPlay: GuideSeed = {
  slug: 'choosing-garden-play-equipment',
  subcategory: 'outdoor-play',
  title: {
    en: 'How to choose safe outdoor play equipment for the garden',
    de: 'So wählen Sie sichere Spielgeräte für den Garten',
    fr: 'Comment choisir des jeux d’extérieur sûrs pour le jardin',
    it: 'Come scegliere giochi da giardino sicuri per i bambini',
    es: 'Cómo elegir juegos de exterior seguros para el jardín',
    fi: 'Näin valitset turvalliset pihaleikkivälineet',
    nl: 'Zo kies je veilige speeltoestellen voor de tuin',
    no: 'Slik velger du trygge lekeapparater til hagen',
    pl: 'Jak wybrać bezpieczne wyposażenie placu zabaw do ogrodu',
    pt: 'Como escolher brinquedos de quintal seguros para as crianças',
    sv: 'Så väljer du säkra lekredskap till trädgården',
  },
  excerpt: {
    en: 'Swings, slides, sandpits and trampolines can keep children active for years. Here is how to choose equipment that suits your garden, your children’s ages and the safety standards.',
    de: 'Schaukeln, Rutschen, Sandkästen und Trampoline halten Kinder jahrelang in Bewegung. So finden Sie Spielgeräte, die zu Ihrem Garten, zum Alter Ihrer Kinder und zu den Sicherheitsnormen passen.',
    fr: 'Balançoires, toboggans, bacs à sable et trampolines peuvent occuper les enfants pendant des années. Voici comment choisir un équipement adapté à votre jardin, à l’âge de vos enfants et aux normes de sécurité.',
    it: 'Altalene, scivoli, sabbiere e trampolini possono tenere i bambini attivi per anni. Ecco come scegliere attrezzature adatte al tuo giardino, all’età dei bambini e alle norme di sicurezza.',
    es: 'Columpios, toboganes, areneros y camas elásticas pueden mantener activos a los niños durante años. Te explicamos cómo elegir un equipo adecuado a tu jardín, a la edad de tus hijos y a las normas de seguridad.',
    fi: 'Keinut, liukumäet, hiekkalaatikot ja trampoliinit pitävät lapset liikkeessä vuosien ajan. Näin valitset välineet, jotka sopivat pihaasi, lasten ikään ja turvallisuusstandardeihin.',
    nl: 'Schommels, glijbanen, zandbakken en trampolines houden kinderen jarenlang in beweging. Zo kies je toestellen die passen bij je tuin, de leeftijd van je kinderen en de veiligheidsnormen.',
    no: 'Husker, sklier, sandkasser og trampoliner kan holde barna aktive i mange år. Slik velger du utstyr som passer hagen, barnas alder og sikkerhetsstandardene.',
    pl: 'Huśtawki, zjeżdżalnie, piaskownice i trampoliny mogą zapewniać dzieciom ruch przez lata. Podpowiadamy, jak wybrać sprzęt dopasowany do ogrodu, wieku dzieci i norm bezpieczeństwa.',
    pt: 'Balanços, escorregadores, caixas de areia e camas elásticas podem manter as crianças ativas por anos. Veja como escolher equipamentos adequados ao seu quintal, à idade das crianças e às normas de segurança.',
    sv: 'Gungor, rutschkanor, sandlådor och studsmattor kan hålla barnen aktiva i många år. Så väljer du utrustning som passar din trädgård, barnens ålder och säkerhetsstandarderna.',
  },
  body: {
    en: [
      h2('Measure the garden and the safety zone'),
      p(
        'Every piece of play equipment needs a free safety zone around it, typically at least 2 metres on each side and more in the direction a swing moves. Measure the space, look out for washing lines, fences and trees, and place the equipment where you can see it from the house. Avoid hard surfaces such as paving underneath: grass, bark chips or rubber safety mats cushion falls much better.',
      ),
      h2('Choose for your children’s ages'),
      p(
        'Toddlers are best served by a low slide, a sandpit with a lid and a baby swing seat with a harness. Older children enjoy climbing frames, rope ladders and a full-size trampoline with a safety net. Modular play sets are a good investment, because you can add and swap elements as your children grow.',
      ),
      ul(
        'Check that the product conforms to EN 71-8, the European standard for swings, slides and similar activity toys for home use.',
        'Anchor swings and climbing frames firmly in the ground with the supplied ground anchors or concrete footings.',
        'For wooden play sets, choose pressure-treated or naturally durable timber such as larch or Douglas fir.',
        'Check the maximum user weight and the recommended age for every piece.',
      ),
      h2('Maintain it every season'),
      p(
        'Check bolts, ropes and swing chains at the start of every season, and tighten or replace anything loose or worn. Sand down splinters on wooden equipment and treat the wood with a preservative every year or two. Covering the sandpit when it is not in use keeps the sand clean and stops cats from using it as a litter tray.',
      ),
    ],
    de: [
      h2('Garten und Sicherheitsbereich ausmessen'),
      p(
        'Jedes Spielgerät braucht einen freien Sicherheitsbereich, in der Regel mindestens 2 Meter zu jeder Seite und mehr in Schwingrichtung einer Schaukel. Messen Sie die Fläche aus, achten Sie auf Wäscheleinen, Zäune und Bäume und stellen Sie das Gerät so auf, dass Sie es vom Haus aus sehen können. Meiden Sie harte Untergründe wie Pflaster: Rasen, Rindenmulch oder Fallschutzmatten aus Gummi federn Stürze viel besser ab.',
      ),
      h2('Nach dem Alter der Kinder auswählen'),
      p(
        'Für Kleinkinder eignen sich eine niedrige Rutsche, ein Sandkasten mit Deckel und ein Babyschaukelsitz mit Sicherheitsgurt am besten. Ältere Kinder haben Spaß an Klettergerüsten, Strickleitern und einem großen Trampolin mit Sicherheitsnetz. Modulare Spielanlagen sind eine gute Investition, weil Sie Elemente ergänzen und austauschen können, wenn die Kinder wachsen.',
      ),
      ul(
        'Achten Sie auf die EN 71-8, die europäische Sicherheitsnorm für Schaukeln, Rutschen und ähnliches Aktivitätsspielzeug für den Hausgebrauch.',
        'Verankern Sie Schaukeln und Klettergerüste mit den mitgelieferten Bodenankern oder Betonfundamenten fest im Boden.',
        'Wählen Sie für Spielanlagen aus Holz kesseldruckimprägniertes oder von Natur aus widerstandsfähiges Holz wie Lärche oder Douglasie.',
        'Beachten Sie bei jedem Gerät das maximale Nutzergewicht und die Altersempfehlung.',
      ),
      h2('Jede Saison warten'),
      p(
        'Prüfen Sie zu Beginn jeder Saison Schrauben, Seile und Schaukelketten, ziehen Sie Lockeres nach und ersetzen Sie Abgenutztes. Schleifen Sie Splitter an Holzgeräten ab und behandeln Sie das Holz alle ein bis zwei Jahre mit einer Holzschutzlasur. Ein abgedeckter Sandkasten bleibt sauber und wird nicht von Katzen als Toilette benutzt.',
      ),
    ],
    fr: [
      h2('Mesurer le jardin et la zone de sécurité'),
      p(
        'Chaque équipement de jeu nécessite une zone de sécurité dégagée tout autour, généralement d’au moins 2 mètres de chaque côté, et davantage dans l’axe de balancement d’une balançoire. Mesurez l’espace, repérez les étendoirs, clôtures et arbres, et installez l’équipement là où vous pouvez le voir depuis la maison. Évitez les sols durs comme les pavés : la pelouse, les copeaux d’écorce ou les dalles amortissantes en caoutchouc amortissent bien mieux les chutes.',
      ),
      h2('Choisir selon l’âge des enfants'),
      p(
        'Pour les tout-petits, mieux vaut un toboggan bas, un bac à sable avec couvercle et un siège bébé de balançoire avec harnais. Les plus grands apprécient les structures d’escalade, les échelles de corde et un grand trampoline avec filet de protection. Les aires de jeux modulables sont un bon investissement, car on peut ajouter ou remplacer des éléments à mesure que les enfants grandissent.',
      ),
      ul(
        'Vérifiez la conformité à la norme EN 71-8, la norme européenne pour les balançoires, toboggans et jouets d’activité similaires à usage familial.',
        'Ancrez solidement balançoires et structures d’escalade dans le sol avec les ancrages fournis ou des plots en béton.',
        'Pour les portiques en bois, choisissez un bois traité autoclave ou naturellement durable, comme le mélèze ou le douglas.',
        'Vérifiez le poids maximal et l’âge recommandé pour chaque élément.',
      ),
      h2('Entretenir à chaque saison'),
      p(
        'Contrôlez boulons, cordes et chaînes de balançoire au début de chaque saison, et resserrez ou remplacez tout ce qui a du jeu ou est usé. Poncez les échardes sur les équipements en bois et appliquez un produit de protection du bois tous les un ou deux ans. Couvrir le bac à sable quand il ne sert pas le garde propre et évite que les chats en fassent leur litière.',
      ),
    ],
    it: [
      h2('Misura il giardino e l’area di sicurezza'),
      p(
        'Ogni gioco da esterno richiede un’area di sicurezza libera tutt’intorno, di solito almeno 2 metri per lato e di più nella direzione in cui oscilla l’altalena. Misura lo spazio, fai attenzione a stendibiancheria, recinzioni e alberi e posiziona il gioco dove puoi vederlo da casa. Evita le superfici dure come la pavimentazione: prato, corteccia sminuzzata o tappeti antitrauma in gomma attutiscono molto meglio le cadute.',
      ),
      h2('Scegli in base all’età dei bambini'),
      p(
        'Per i più piccoli sono ideali uno scivolo basso, una sabbiera con coperchio e un seggiolino per altalena con cintura di sicurezza. I bambini più grandi si divertono con strutture da arrampicata, scale di corda e un trampolino grande con rete di protezione. I set modulari sono un buon investimento, perché puoi aggiungere o sostituire elementi man mano che i bambini crescono.',
      ),
      ul(
        'Verifica la conformità alla norma EN 71-8, lo standard europeo per altalene, scivoli e giochi di movimento simili per uso domestico.',
        'Fissa saldamente altalene e strutture da arrampicata al terreno con gli ancoraggi forniti o con plinti di cemento.',
        'Per i giochi in legno scegli legno impregnato in autoclave o naturalmente resistente, come larice o douglas.',
        'Controlla il peso massimo e l’età consigliata per ogni elemento.',
      ),
      h2('Fai manutenzione ogni stagione'),
      p(
        'All’inizio di ogni stagione controlla bulloni, corde e catene dell’altalena e stringi o sostituisci ciò che è allentato o usurato. Carteggia le schegge sulle strutture in legno e trattale con un impregnante ogni uno o due anni. Coprire la sabbiera quando non si usa la mantiene pulita ed evita che i gatti la usino come lettiera.',
      ),
    ],
    es: [
      h2('Mide el jardín y la zona de seguridad'),
      p(
        'Cada juego necesita una zona de seguridad despejada a su alrededor, normalmente de al menos 2 metros por cada lado y más en la dirección en la que se balancea el columpio. Mide el espacio, ten en cuenta tendederos, vallas y árboles, y coloca el juego donde puedas verlo desde casa. Evita las superficies duras como el pavimento: el césped, la corteza triturada o las losetas de caucho amortiguan mucho mejor las caídas.',
      ),
      h2('Elige según la edad de los niños'),
      p(
        'Para los más pequeños lo mejor es un tobogán bajo, un arenero con tapa y un asiento de columpio para bebé con arnés. Los mayores disfrutan con estructuras para trepar, escaleras de cuerda y una cama elástica grande con red de seguridad. Los parques infantiles modulares son una buena inversión, porque puedes añadir y cambiar elementos a medida que crecen los niños.',
      ),
      ul(
        'Comprueba que cumpla la norma EN 71-8, el estándar europeo para columpios, toboganes y juguetes de actividad similares de uso doméstico.',
        'Ancla bien al suelo los columpios y las estructuras para trepar con los anclajes incluidos o con zapatas de hormigón.',
        'En los parques de madera, elige madera tratada en autoclave o naturalmente resistente, como el alerce o el abeto Douglas.',
        'Revisa el peso máximo de usuario y la edad recomendada de cada elemento.',
      ),
      h2('Haz mantenimiento cada temporada'),
      p(
        'Revisa tornillos, cuerdas y cadenas del columpio al principio de cada temporada y aprieta o sustituye lo que esté flojo o gastado. Lija las astillas de los juegos de madera y trátalos con un protector para madera cada uno o dos años. Tapar el arenero cuando no se usa lo mantiene limpio y evita que los gatos lo utilicen como caja de arena.',
      ),
    ],
    fi: [
      h2('Mittaa piha ja turva-alue'),
      p(
        'Jokainen leikkiväline tarvitsee ympärilleen vapaan turva-alueen, tavallisesti vähintään 2 metriä joka suuntaan ja enemmän keinun heilahdussuunnassa. Mittaa tila, huomioi pyykkinarut, aidat ja puut ja sijoita väline niin, että näet sen talosta. Vältä kovia alustoja kuten kiveystä, sillä nurmikko, kuorikate ja kumiset turvamatot vaimentavat putoamisia paljon paremmin.',
      ),
      h2('Valitse lasten iän mukaan'),
      p(
        'Taaperoille sopivat parhaiten matala liukumäki, kannellinen hiekkalaatikko ja turvavaljailla varustettu vauvakeinu. Isommat lapset innostuvat kiipeilytelineistä, köysitikkaista ja täysikokoisesta trampoliinista, jossa on turvaverkko. Moduulileikkitelineet ovat hyvä sijoitus, koska osia voi lisätä ja vaihtaa lasten kasvaessa.',
      ),
      ul(
        'Tarkista, että tuote täyttää EN 71-8 -standardin, joka koskee kotikäyttöön tarkoitettuja keinuja, liukumäkiä ja vastaavia liikuntaleluja.',
        'Ankkuroi keinut ja kiipeilytelineet tukevasti maahan mukana tulevilla maa-ankkureilla tai betonianturoilla.',
        'Valitse puisiin leikkitelineisiin painekyllästettyä tai luonnostaan kestävää puuta, kuten lehtikuusta tai douglaskuusta.',
        'Tarkista jokaisen välineen suurin sallittu käyttäjäpaino ja suositusikä.',
      ),
      h2('Huolla joka kausi'),
      p(
        'Tarkista pultit, köydet ja keinujen ketjut jokaisen kauden alussa ja kiristä löysät tai vaihda kuluneet osat. Hio puuvälineistä tikut pois ja käsittele puu puunsuoja-aineella vuoden tai kahden välein. Kun hiekkalaatikko peitetään käytön jälkeen, hiekka pysyy puhtaana eivätkä kissat käytä sitä vessanaan.',
      ),
    ],
    nl: [
      h2('Meet de tuin en de veiligheidszone op'),
      p(
        'Elk speeltoestel heeft rondom een vrije veiligheidszone nodig, meestal minstens 2 meter aan elke kant en meer in de zwaairichting van een schommel. Meet de ruimte op, let op waslijnen, schuttingen en bomen, en zet het toestel op een plek die je vanuit huis kunt zien. Vermijd harde ondergronden zoals bestrating: gras, boomschors of rubberen valtegels vangen een val veel beter op.',
      ),
      h2('Kies op basis van de leeftijd van je kinderen'),
      p(
        'Voor peuters zijn een lage glijbaan, een zandbak met deksel en een babyschommelzitje met gordel het meest geschikt. Oudere kinderen vermaken zich met klimrekken, touwladders en een grote trampoline met veiligheidsnet. Modulaire speeltoestellen zijn een goede investering, omdat je onderdelen kunt toevoegen en vervangen naarmate je kinderen groeien.',
      ),
      ul(
        'Controleer of het product voldoet aan EN 71-8, de Europese norm voor schommels, glijbanen en vergelijkbaar speelgoed voor thuisgebruik.',
        'Veranker schommels en klimrekken stevig in de grond met de meegeleverde grondankers of betonpoeren.',
        'Kies voor houten speeltoestellen geïmpregneerd of van nature duurzaam hout, zoals lariks of douglas.',
        'Let bij elk onderdeel op het maximale gebruikersgewicht en de aanbevolen leeftijd.',
      ),
      h2('Onderhoud elk seizoen'),
      p(
        'Controleer aan het begin van elk seizoen bouten, touwen en schommelkettingen en draai vast of vervang wat los zit of versleten is. Schuur splinters van houten toestellen weg en behandel het hout om de één à twee jaar met een beschermend middel. Een afgedekte zandbak blijft schoon en wordt niet door katten als kattenbak gebruikt.',
      ),
    ],
    no: [
      h2('Mål opp hagen og sikkerhetssonen'),
      p(
        'Alle lekeapparater trenger en fri sikkerhetssone rundt seg, vanligvis minst 2 meter på hver side og mer i den retningen husken svinger. Mål opp plassen, se etter klessnorer, gjerder og trær, og plasser apparatet der du kan se det fra huset. Unngå harde underlag som belegningsstein: Gress, bark eller fallunderlag av gummi demper fall mye bedre.',
      ),
      h2('Velg etter barnas alder'),
      p(
        'For de minste passer en lav sklie, en sandkasse med lokk og et babyhuskesete med sele best. Større barn liker klatrestativer, taustiger og en stor trampoline med sikkerhetsnett. Modulære lekestativer er en god investering, fordi du kan legge til og bytte ut deler etter hvert som barna vokser.',
      ),
      ul(
        'Sjekk at produktet oppfyller EN 71-8, den europeiske standarden for husker, sklier og lignende aktivitetsleker til hjemmebruk.',
        'Forankre husker og klatrestativer godt i bakken med de medfølgende bakkeankrene eller betongfundamenter.',
        'Velg trykkimpregnert eller naturlig holdbart treverk, som lerk eller douglasgran, til lekestativer i tre.',
        'Sjekk maksimal brukervekt og anbefalt alder for hvert apparat.',
      ),
      h2('Vedlikehold hver sesong'),
      p(
        'Sjekk bolter, tau og huskekjettinger ved starten av hver sesong, og stram eller bytt ut det som er løst eller slitt. Puss bort flis på treapparater og behandle treverket med beskyttende olje eller beis hvert eller annethvert år. En tildekket sandkasse holder seg ren og hindrer at katter bruker den som toalett.',
      ),
    ],
    pl: [
      h2('Zmierz ogród i strefę bezpieczeństwa'),
      p(
        'Każde urządzenie do zabawy potrzebuje wokół siebie wolnej strefy bezpieczeństwa, zwykle co najmniej 2 metrów z każdej strony i więcej w kierunku, w którym buja się huśtawka. Zmierz teren, zwróć uwagę na sznury do bielizny, ogrodzenia i drzewa, a urządzenie ustaw tam, gdzie widać je z domu. Unikaj twardych nawierzchni, takich jak kostka brukowa: trawa, zrębki kory lub gumowe maty bezpieczeństwa znacznie lepiej amortyzują upadki.',
      ),
      h2('Dopasuj sprzęt do wieku dzieci'),
      p(
        'Dla maluchów najlepsze są niska zjeżdżalnia, piaskownica z pokrywą i siedzisko huśtawki dla niemowląt z szelkami. Starsze dzieci chętnie korzystają z konstrukcji do wspinaczki, drabinek sznurowych i dużej trampoliny z siatką zabezpieczającą. Modułowe zestawy do zabawy to dobra inwestycja, bo w miarę jak dzieci rosną, można dodawać i wymieniać elementy.',
      ),
      ul(
        'Sprawdź zgodność z normą EN 71-8, czyli europejską normą dotyczącą huśtawek, zjeżdżalni i podobnych zabawek do użytku domowego.',
        'Solidnie zakotwicz huśtawki i konstrukcje do wspinaczki w gruncie za pomocą dołączonych kotew lub betonowych fundamentów.',
        'Do drewnianych zestawów wybieraj drewno impregnowane ciśnieniowo lub naturalnie trwałe, np. modrzew lub daglezję.',
        'Sprawdzaj maksymalne obciążenie i zalecany wiek dla każdego elementu.',
      ),
      h2('Dbaj o sprzęt co sezon'),
      p(
        'Na początku każdego sezonu sprawdzaj śruby, liny i łańcuchy huśtawek, a poluzowane elementy dokręcaj, zużyte zaś wymieniaj. Zeszlifuj drzazgi z drewnianych elementów i co rok lub dwa zabezpieczaj drewno impregnatem. Przykrywanie piaskownicy, gdy nikt się nie bawi, utrzymuje piasek w czystości i sprawia, że koty nie używają jej jako kuwety.',
      ),
    ],
    pt: [
      h2('Meça o quintal e a área de segurança'),
      p(
        'Todo brinquedo de área externa precisa de uma área de segurança livre ao redor, geralmente de pelo menos 2 metros de cada lado e mais na direção em que o balanço se movimenta. Meça o espaço, observe varais, cercas e árvores e instale o brinquedo onde você consiga vê-lo de dentro de casa. Evite pisos duros, como cimento ou pedra: grama, casca de pinus ou placas de borracha amortecem as quedas muito melhor.',
      ),
      h2('Escolha de acordo com a idade das crianças'),
      p(
        'Para os pequenos, o ideal é um escorregador baixo, uma caixa de areia com tampa e uma cadeirinha de balanço para bebê com cinto. As crianças maiores adoram estruturas para escalar, escadas de corda e uma cama elástica grande com rede de proteção. Os playgrounds modulares são um bom investimento, porque você pode acrescentar e trocar peças conforme as crianças crescem.',
      ),
      ul(
        'Verifique se o produto atende à norma europeia EN 71-8, para balanços, escorregadores e brinquedos de atividade semelhantes de uso doméstico, ou tem a certificação equivalente do Inmetro.',
        'Fixe bem os balanços e as estruturas de escalada no chão com as estacas fornecidas ou com sapatas de concreto.',
        'Em playgrounds de madeira, prefira madeira autoclavada ou naturalmente durável, como o lariço ou o pinheiro-de-douglas.',
        'Confira o peso máximo e a idade recomendada de cada brinquedo.',
      ),
      h2('Faça manutenção a cada temporada'),
      p(
        'No começo de cada temporada, verifique parafusos, cordas e correntes do balanço e aperte ou troque o que estiver solto ou gasto. Lixe as farpas dos brinquedos de madeira e aplique um protetor para madeira a cada um ou dois anos. Cobrir a caixa de areia quando ninguém estiver brincando mantém a areia limpa e impede que os gatos a usem como banheiro.',
      ),
    ],
    sv: [
      h2('Mät trädgården och säkerhetszonen'),
      p(
        'Varje lekredskap behöver en fri säkerhetszon runt omkring, oftast minst 2 meter åt varje håll och mer i gungans svängriktning. Mät ytan, håll utkik efter klädstreck, staket och träd och placera redskapet där du kan se det från huset. Undvik hårda underlag som marksten: gräs, barkflis eller fallskyddsmattor av gummi dämpar fall mycket bättre.',
      ),
      h2('Välj efter barnens ålder'),
      p(
        'För de minsta passar en låg rutschkana, en sandlåda med lock och en babygunga med sele bäst. Större barn gillar klätterställningar, repstegar och en stor studsmatta med skyddsnät. Modulära lekställningar är en bra investering eftersom du kan lägga till och byta delar när barnen växer.',
      ),
      ul(
        'Kontrollera att produkten uppfyller EN 71-8, den europeiska standarden för gungor, rutschkanor och liknande aktivitetsleksaker för hemmabruk.',
        'Förankra gungor och klätterställningar ordentligt i marken med de medföljande markankarna eller betongplintar.',
        'Välj tryckimpregnerat eller naturligt beständigt virke, till exempel lärk eller douglasgran, till lekställningar i trä.',
        'Kontrollera maximal användarvikt och rekommenderad ålder för varje redskap.',
      ),
      h2('Underhåll varje säsong'),
      p(
        'Kontrollera bultar, rep och gungkedjor i början av varje säsong och dra åt eller byt ut det som är löst eller slitet. Slipa bort stickor på lekredskap i trä och behandla träet med träskyddsolja vart eller vartannat år. En täckt sandlåda håller sig ren och hindrar att katter använder den som kattlåda.',
      ),
    ],
  },
}

const groceries: GuideSeed = {
  slug: 'smart-online-grocery-shopping',
  subcategory: 'groceries',
  title: {
    en: 'How to shop for groceries online and save money',
    de: 'So kaufen Sie Lebensmittel online ein und sparen dabei',
    fr: 'Comment faire ses courses en ligne et économiser',
    it: 'Come fare la spesa online e risparmiare',
    es: 'Cómo hacer la compra online y ahorrar dinero',
    fi: 'Näin teet ruokaostokset verkossa ja säästät rahaa',
    nl: 'Zo doe je online boodschappen en bespaar je geld',
    no: 'Slik handler du dagligvarer på nett og sparer penger',
    pl: 'Jak robić zakupy spożywcze przez internet i oszczędzać',
    pt: 'Como fazer compras de supermercado online e economizar',
    sv: 'Så handlar du mat på nätet och sparar pengar',
  },
  excerpt: {
    en: 'Online grocery shopping saves time, but delivery fees and substitutions can eat into the savings. Here is how to plan, compare prices and get fresh products at their best.',
    de: 'Lebensmittel online zu bestellen spart Zeit, doch Liefergebühren und Ersatzartikel können die Ersparnis schmälern. So planen und vergleichen Sie richtig und bekommen frische Produkte in bester Qualität.',
    fr: 'Faire ses courses en ligne fait gagner du temps, mais les frais de livraison et les produits de remplacement peuvent réduire les économies. Voici comment planifier, comparer les prix et recevoir des produits frais au meilleur de leur qualité.',
    it: 'Fare la spesa online fa risparmiare tempo, ma costi di consegna e prodotti sostitutivi possono ridurre il risparmio. Ecco come pianificare, confrontare i prezzi e ricevere prodotti freschi al meglio.',
    es: 'Hacer la compra online ahorra tiempo, pero los gastos de envío y las sustituciones pueden reducir el ahorro. Te explicamos cómo planificar, comparar precios y recibir los productos frescos en su mejor momento.',
    fi: 'Ruokaostosten tekeminen verkossa säästää aikaa, mutta toimitusmaksut ja korvaavat tuotteet voivat syödä säästöjä. Näin suunnittelet, vertailet hintoja ja saat tuoretuotteet parhaimmillaan.',
    nl: 'Online boodschappen doen scheelt tijd, maar bezorgkosten en vervangende producten kunnen de besparing opeten. Zo plan en vergelijk je slim en krijg je verse producten op hun best.',
    no: 'Dagligvarehandel på nett sparer tid, men leveringsgebyrer og erstatningsvarer kan spise opp besparelsen. Slik planlegger du, sammenligner priser og får ferske varer på sitt beste.',
    pl: 'Zakupy spożywcze online oszczędzają czas, ale opłaty za dostawę i zamienniki mogą zjeść oszczędności. Podpowiadamy, jak planować, porównywać ceny i dostawać świeże produkty w najlepszym stanie.',
    pt: 'Fazer as compras do mercado pela internet economiza tempo, mas taxas de entrega e substituições podem reduzir a economia. Veja como planejar, comparar preços e receber produtos frescos no ponto certo.',
    sv: 'Att handla mat på nätet sparar tid, men leveransavgifter och ersättningsvaror kan äta upp besparingen. Så planerar du, jämför priser och får färskvaror när de är som bäst.',
  },
  body: {
    en: [
      h2('Plan before you fill the basket'),
      p(
        'Plan your meals for the week, check what you already have in the fridge and cupboards, and write your list before you open the shop. Most online supermarkets let you save favourites and reorder previous baskets, which makes the weekly shop much faster. Shopping with a list is the simplest way to avoid impulse buys and food waste.',
      ),
      h2('Compare the real price'),
      p(
        'Always compare the unit price per kilo or litre rather than the pack price, as larger packs are not always cheaper. Factor in delivery fees, minimum order values and any bag charges, and check whether a delivery subscription pays off for your household. Own-label products are often made to the same standards as well-known brands and can cut your bill noticeably.',
      ),
      ul(
        'Choose a delivery slot when you are sure to be home, so that chilled and frozen food goes straight into the fridge and freezer.',
        'Set your substitution preferences, or turn substitutions off for items you do not want swapped.',
        'Check best-before and use-by dates when you unpack and report any problems the same day.',
        'Stock up on long-life staples such as pasta, rice and tinned tomatoes when they are on offer.',
      ),
      h2('Get the freshest products'),
      p(
        'Fresh produce is picked in the store on the day of delivery, so a morning slot often gives the best selection. If the shop allows notes, say whether you want your fruit ripe or still to ripen at home. Inspect fresh goods at the door and refuse or report anything that is damaged or too close to its date.',
      ),
    ],
    de: [
      h2('Planen, bevor Sie den Warenkorb füllen'),
      p(
        'Planen Sie die Mahlzeiten für die Woche, schauen Sie nach, was noch in Kühlschrank und Vorratsschrank ist, und schreiben Sie Ihre Liste, bevor Sie den Shop öffnen. Die meisten Online-Supermärkte speichern Favoriten und frühere Bestellungen, was den Wocheneinkauf deutlich beschleunigt. Mit Einkaufsliste zu bestellen ist der einfachste Weg, Spontankäufe und Lebensmittelverschwendung zu vermeiden.',
      ),
      h2('Den tatsächlichen Preis vergleichen'),
      p(
        'Vergleichen Sie immer den Grundpreis pro Kilo oder Liter statt des Packungspreises, denn Großpackungen sind nicht immer günstiger. Rechnen Sie Liefergebühren, Mindestbestellwerte und eventuelle Tütengebühren mit ein und prüfen Sie, ob sich ein Lieferabo für Ihren Haushalt lohnt. Handelsmarken werden oft nach denselben Standards hergestellt wie bekannte Markenprodukte und senken die Rechnung spürbar.',
      ),
      ul(
        'Wählen Sie ein Lieferfenster, in dem Sie sicher zu Hause sind, damit Kühl- und Tiefkühlware direkt in Kühlschrank und Gefrierfach kommt.',
        'Legen Sie Ihre Wünsche für Ersatzartikel fest oder schließen Sie Ersatz für bestimmte Produkte aus.',
        'Prüfen Sie beim Auspacken Mindesthaltbarkeits- und Verbrauchsdatum und melden Sie Probleme noch am selben Tag.',
        'Decken Sie sich mit haltbaren Grundnahrungsmitteln wie Nudeln, Reis und Dosentomaten ein, wenn sie im Angebot sind.',
      ),
      h2('Möglichst frische Ware bekommen'),
      p(
        'Frische Produkte werden am Liefertag im Markt zusammengestellt, daher bietet ein Lieferfenster am Vormittag oft die beste Auswahl. Wenn der Shop es erlaubt, geben Sie bei Obst an, ob es reif sein oder zu Hause nachreifen soll. Kontrollieren Sie frische Ware direkt an der Tür und lehnen Sie Beschädigtes oder Ware kurz vor Ablauf ab oder reklamieren Sie sie.',
      ),
    ],
    fr: [
      h2('Planifier avant de remplir le panier'),
      p(
        'Prévoyez les repas de la semaine, vérifiez ce qu’il reste dans le réfrigérateur et les placards, et faites votre liste avant d’ouvrir le site. La plupart des supermarchés en ligne permettent d’enregistrer des favoris et de recommander un panier précédent, ce qui accélère nettement les courses de la semaine. Faire ses courses avec une liste est le moyen le plus simple d’éviter les achats impulsifs et le gaspillage alimentaire.',
      ),
      h2('Comparer le vrai prix'),
      p(
        'Comparez toujours le prix au kilo ou au litre plutôt que le prix du paquet, car les grands formats ne sont pas toujours moins chers. Tenez compte des frais de livraison, du montant minimum de commande et des éventuels frais de sacs, et vérifiez si un abonnement livraison est rentable pour votre foyer. Les marques de distributeur sont souvent fabriquées selon les mêmes normes que les grandes marques et peuvent alléger sensiblement la note.',
      ),
      ul(
        'Choisissez un créneau de livraison où vous êtes sûr d’être chez vous, pour que les produits frais et surgelés aillent directement au réfrigérateur et au congélateur.',
        'Définissez vos préférences de remplacement, ou désactivez-les pour les articles que vous ne voulez pas voir substitués.',
        'Vérifiez les dates de durabilité minimale et les dates limites de consommation au déballage, et signalez tout problème le jour même.',
        'Faites le plein de produits de base à longue conservation comme les pâtes, le riz et les tomates en conserve quand ils sont en promotion.',
      ),
      h2('Recevoir les produits les plus frais'),
      p(
        'Les produits frais sont préparés en magasin le jour de la livraison, donc un créneau le matin offre souvent le meilleur choix. Si le site le permet, indiquez pour les fruits si vous les voulez mûrs ou à laisser mûrir. Contrôlez les produits frais à la livraison et refusez ou signalez tout article abîmé ou trop proche de sa date.',
      ),
    ],
    it: [
      h2('Pianifica prima di riempire il carrello'),
      p(
        'Pianifica i pasti della settimana, controlla cosa hai già in frigo e in dispensa e scrivi la lista prima di aprire il sito. La maggior parte dei supermercati online permette di salvare i preferiti e di ripetere gli ordini precedenti, rendendo la spesa settimanale molto più veloce. Fare la spesa con una lista è il modo più semplice per evitare acquisti d’impulso e sprechi alimentari.',
      ),
      h2('Confronta il prezzo reale'),
      p(
        'Confronta sempre il prezzo al chilo o al litro invece del prezzo della confezione, perché i formati grandi non sono sempre più convenienti. Considera costi di consegna, importo minimo d’ordine ed eventuali costi per i sacchetti, e valuta se un abbonamento alle consegne conviene alla tua famiglia. I prodotti a marchio del distributore sono spesso realizzati con gli stessi standard dei marchi noti e possono ridurre sensibilmente il conto.',
      ),
      ul(
        'Scegli una fascia oraria di consegna in cui sei sicuro di essere a casa, così i prodotti freschi e surgelati finiscono subito in frigo e in freezer.',
        'Imposta le preferenze per le sostituzioni o disattivale per i prodotti che non vuoi vengano cambiati.',
        'Controlla le date di scadenza e il termine minimo di conservazione quando sistemi la spesa e segnala i problemi il giorno stesso.',
        'Fai scorta di prodotti base a lunga conservazione come pasta, riso e pomodori pelati quando sono in offerta.',
      ),
      h2('Ricevi i prodotti più freschi'),
      p(
        'I prodotti freschi vengono preparati in negozio il giorno della consegna, quindi una fascia oraria al mattino offre spesso la scelta migliore. Se il sito lo consente, indica per la frutta se la vuoi matura o da far maturare. Controlla i prodotti freschi alla consegna e rifiuta o segnala tutto ciò che è danneggiato o troppo vicino alla scadenza.',
      ),
    ],
    es: [
      h2('Planifica antes de llenar la cesta'),
      p(
        'Planifica las comidas de la semana, revisa lo que ya tienes en la nevera y la despensa y haz la lista antes de entrar en la tienda online. La mayoría de los supermercados online permiten guardar favoritos y repetir pedidos anteriores, lo que agiliza mucho la compra semanal. Comprar con lista es la forma más sencilla de evitar compras impulsivas y desperdicio de alimentos.',
      ),
      h2('Compara el precio real'),
      p(
        'Compara siempre el precio por kilo o por litro y no el del envase, porque los formatos grandes no siempre salen más baratos. Ten en cuenta los gastos de envío, el pedido mínimo y el posible coste de las bolsas, y comprueba si te compensa una suscripción de envíos. Las marcas blancas suelen fabricarse con los mismos estándares que las marcas conocidas y pueden rebajar bastante el total de la compra.',
      ),
      ul(
        'Elige una franja de entrega en la que seguro estés en casa, para que los productos refrigerados y congelados vayan directos a la nevera y al congelador.',
        'Configura tus preferencias de sustitución o desactívalas para los productos que no quieras que te cambien.',
        'Revisa las fechas de consumo preferente y de caducidad al desempaquetar y comunica cualquier problema el mismo día.',
        'Aprovecha las ofertas para abastecerte de básicos de larga duración como pasta, arroz y tomate en conserva.',
      ),
      h2('Consigue los productos más frescos'),
      p(
        'Los productos frescos se preparan en la tienda el mismo día del reparto, así que una franja de mañana suele ofrecer la mejor selección. Si la tienda lo permite, indica si quieres la fruta madura o para madurar en casa. Revisa los frescos en la puerta y rechaza o comunica cualquier producto dañado o demasiado cerca de su fecha.',
      ),
    ],
    fi: [
      h2('Suunnittele ennen kuin täytät ostoskorin'),
      p(
        'Suunnittele viikon ateriat, tarkista, mitä jääkaapissa ja kaapeissa jo on, ja kirjoita ostoslista ennen kuin avaat verkkokaupan. Useimmissa verkkoruokakaupoissa voit tallentaa suosikkeja ja tilata aiemman ostoskorin uudelleen, mikä nopeuttaa viikko-ostoksia huomattavasti. Ostoslistan kanssa tilaaminen on helpoin tapa välttää heräteostoksia ja ruokahävikkiä.',
      ),
      h2('Vertaa todellista hintaa'),
      p(
        'Vertaa aina kilo- tai litrahintaa pakkaushinnan sijaan, sillä isot pakkaukset eivät ole aina edullisempia. Ota huomioon toimitusmaksut, vähimmäistilaussummat ja mahdolliset kassimaksut, ja tarkista, kannattaako kotitaloutesi ottaa toimitusten kuukausitilaus. Kaupan omat merkit valmistetaan usein samojen laatuvaatimusten mukaan kuin tunnetut merkkituotteet, ja niillä voi pienentää laskua selvästi.',
      ),
      ul(
        'Valitse toimitusaika, jolloin olet varmasti kotona, jotta kylmätuotteet ja pakasteet pääsevät suoraan jääkaappiin ja pakastimeen.',
        'Määritä korvaavia tuotteita koskevat toiveesi tai estä korvaaminen tuotteilta, joita et halua vaihdettavan.',
        'Tarkista parasta ennen -päiväykset ja viimeiset käyttöpäivät, kun purat ostoksia, ja ilmoita ongelmista saman päivän aikana.',
        'Täydennä kuivakaappia säilyvillä perustuotteilla, kuten pastalla, riisillä ja tomaattisäilykkeillä, kun ne ovat tarjouksessa.',
      ),
      h2('Näin saat tuoreimmat tuotteet'),
      p(
        'Tuoretuotteet kerätään kaupassa toimituspäivänä, joten aamupäivän toimitusaika tarjoaa usein parhaan valikoiman. Jos kauppa sallii, kerro hedelmien kohdalla, haluatko ne kypsinä vai kotona kypsyviksi. Tarkista tuoretuotteet heti ovella ja hylkää tai reklamoi vahingoittuneet tai liian lähellä päiväystään olevat tuotteet.',
      ),
    ],
    nl: [
      h2('Plan voordat je je mandje vult'),
      p(
        'Plan de maaltijden voor de week, kijk wat je nog in de koelkast en voorraadkast hebt en maak je lijstje voordat je de webwinkel opent. De meeste online supermarkten bewaren favorieten en eerdere bestellingen, waardoor de weekboodschappen veel sneller gaan. Met een boodschappenlijst bestellen is de makkelijkste manier om impulsaankopen en voedselverspilling te voorkomen.',
      ),
      h2('Vergelijk de echte prijs'),
      p(
        'Vergelijk altijd de prijs per kilo of liter in plaats van de verpakkingsprijs, want grote verpakkingen zijn niet altijd goedkoper. Reken bezorgkosten, minimale bestelbedragen en eventuele tasjeskosten mee, en bekijk of een bezorgabonnement voor jouw huishouden loont. Huismerken worden vaak volgens dezelfde normen gemaakt als bekende merken en schelen flink op de rekening.',
      ),
      ul(
        'Kies een bezorgmoment waarop je zeker thuis bent, zodat gekoelde en diepgevroren producten meteen in de koelkast en vriezer kunnen.',
        'Stel je voorkeuren voor vervangende producten in of zet vervanging uit voor artikelen die je niet geruild wilt hebben.',
        'Controleer bij het uitpakken de houdbaarheidsdata en meld problemen nog dezelfde dag.',
        'Sla houdbare basisproducten zoals pasta, rijst en tomaten uit blik in als ze in de aanbieding zijn.',
      ),
      h2('Zo krijg je de versste producten'),
      p(
        'Verse producten worden op de bezorgdag in de winkel verzameld, dus een bezorgmoment in de ochtend geeft vaak de beste keuze. Geef bij fruit aan of je het rijp wilt of nog thuis wilt laten rijpen, als de winkel dat toestaat. Controleer verse producten direct aan de deur en weiger of meld alles wat beschadigd is of te dicht bij de datum zit.',
      ),
    ],
    no: [
      h2('Planlegg før du fyller handlekurven'),
      p(
        'Planlegg ukens middager, sjekk hva du allerede har i kjøleskapet og skapene, og skriv handlelisten før du åpner nettbutikken. De fleste nettbutikker for dagligvarer lar deg lagre favoritter og bestille tidligere handlekurver på nytt, noe som gjør ukehandelen mye raskere. Å handle etter liste er den enkleste måten å unngå impulskjøp og matsvinn på.',
      ),
      h2('Sammenlign den reelle prisen'),
      p(
        'Sammenlign alltid kilo- eller literprisen i stedet for pakningsprisen, for store pakninger er ikke alltid billigst. Regn med leveringsgebyr, minstebeløp for bestilling og eventuelle posegebyrer, og sjekk om et leveringsabonnement lønner seg for husstanden din. Butikkenes egne merkevarer lages ofte etter samme standarder som kjente merker og kan redusere regningen merkbart.',
      ),
      ul(
        'Velg et leveringsvindu der du helt sikkert er hjemme, slik at kjøle- og frysevarer havner rett i kjøleskapet og fryseren.',
        'Angi hva du ønsker ved erstatningsvarer, eller slå av erstatning for varer du ikke vil ha byttet ut.',
        'Sjekk best før-dato og siste forbruksdag når du pakker ut, og meld fra om problemer samme dag.',
        'Fyll opp med holdbare basisvarer som pasta, ris og hermetiske tomater når de er på tilbud.',
      ),
      h2('Få de ferskeste varene'),
      p(
        'Ferskvarer plukkes i butikken samme dag som de leveres, så et leveringsvindu om morgenen gir ofte best utvalg. Hvis butikken tillater det, kan du oppgi om du vil ha frukten moden eller til modning hjemme. Sjekk ferskvarene i døren, og avvis eller reklamer på alt som er skadet eller for nær datoen.',
      ),
    ],
    pl: [
      h2('Zaplanuj, zanim napełnisz koszyk'),
      p(
        'Zaplanuj posiłki na cały tydzień, sprawdź, co masz już w lodówce i szafkach, i zrób listę, zanim otworzysz sklep internetowy. Większość internetowych supermarketów pozwala zapisywać ulubione produkty i ponawiać wcześniejsze zamówienia, co znacznie przyspiesza cotygodniowe zakupy. Kupowanie z listą to najprostszy sposób, by uniknąć zakupów pod wpływem impulsu i marnowania żywności.',
      ),
      h2('Porównuj rzeczywistą cenę'),
      p(
        'Zawsze porównuj cenę za kilogram lub litr, a nie za opakowanie, bo duże opakowania nie zawsze są tańsze. Uwzględnij koszty dostawy, minimalną wartość zamówienia i ewentualne opłaty za torby, a także sprawdź, czy abonament na dostawy opłaca się w twoim gospodarstwie domowym. Marki własne sieci są często produkowane według tych samych standardów co znane marki i mogą wyraźnie obniżyć rachunek.',
      ),
      ul(
        'Wybierz okno dostawy, w którym na pewno będziesz w domu, aby produkty chłodzone i mrożone trafiły od razu do lodówki i zamrażarki.',
        'Ustaw preferencje dotyczące zamienników lub wyłącz je dla produktów, których nie chcesz zamieniać.',
        'Podczas rozpakowywania sprawdzaj daty minimalnej trwałości i terminy przydatności do spożycia, a problemy zgłaszaj tego samego dnia.',
        'Rób zapasy trwałych produktów podstawowych, takich jak makaron, ryż i pomidory w puszce, gdy są w promocji.',
      ),
      h2('Jak dostać najświeższe produkty'),
      p(
        'Świeże produkty są kompletowane w sklepie w dniu dostawy, dlatego poranne okno dostawy często daje najlepszy wybór. Jeśli sklep na to pozwala, zaznacz, czy owoce mają być dojrzałe, czy do dojrzewania w domu. Sprawdź świeże produkty przy odbiorze i odmów przyjęcia lub zgłoś reklamację wszystkiego, co jest uszkodzone lub ma zbyt krótki termin.',
      ),
    ],
    pt: [
      h2('Planeje antes de encher o carrinho'),
      p(
        'Planeje as refeições da semana, veja o que já tem na geladeira e no armário e faça a lista antes de abrir o aplicativo ou o site do mercado. A maioria dos supermercados online permite salvar favoritos e repetir pedidos anteriores, o que deixa a compra da semana muito mais rápida. Comprar com lista é a forma mais simples de evitar compras por impulso e desperdício de comida.',
      ),
      h2('Compare o preço real'),
      p(
        'Compare sempre o preço por quilo ou por litro, e não o preço da embalagem, porque as embalagens maiores nem sempre saem mais baratas. Considere a taxa de entrega, o valor mínimo do pedido e eventuais cobranças por sacolas, e veja se um plano de entregas compensa para a sua casa. As marcas próprias dos supermercados costumam seguir os mesmos padrões das marcas conhecidas e podem reduzir bastante a conta.',
      ),
      ul(
        'Escolha um horário de entrega em que você com certeza estará em casa, para que os refrigerados e congelados vão direto para a geladeira e o freezer.',
        'Defina suas preferências de substituição ou desative-as para os itens que você não quer que sejam trocados.',
        'Confira as datas de validade ao desembalar e informe qualquer problema no mesmo dia.',
        'Aproveite as promoções para estocar itens básicos de longa duração, como macarrão, arroz e molho de tomate.',
      ),
      h2('Receba os produtos mais frescos'),
      p(
        'Os produtos frescos são separados na loja no dia da entrega, por isso um horário de manhã costuma oferecer a melhor seleção. Se o mercado permitir, indique se quer as frutas maduras ou para amadurecer em casa. Confira os produtos frescos na porta e recuse ou registre uma reclamação sobre qualquer item danificado ou muito perto do vencimento.',
      ),
    ],
    sv: [
      h2('Planera innan du fyller varukorgen'),
      p(
        'Planera veckans måltider, kolla vad du redan har i kylskåpet och skafferiet och skriv inköpslistan innan du öppnar butiken. De flesta nätbutiker för mat låter dig spara favoriter och beställa tidigare varukorgar igen, vilket gör veckohandlingen mycket snabbare. Att handla efter lista är det enklaste sättet att undvika impulsköp och matsvinn.',
      ),
      h2('Jämför det verkliga priset'),
      p(
        'Titta alltid på jämförpriset per kilo eller liter i stället för förpackningspriset, eftersom storpack inte alltid är billigast. Räkna med leveransavgifter, minsta ordervärde och eventuella påsavgifter, och kontrollera om ett leveransabonnemang lönar sig för ditt hushåll. Butikernas egna märkesvaror tillverkas ofta enligt samma standarder som kända märken och kan sänka notan märkbart.',
      ),
      ul(
        'Välj en leveranstid då du säkert är hemma, så att kyl- och frysvaror hamnar direkt i kylen och frysen.',
        'Ange dina önskemål om ersättningsvaror eller stäng av ersättning för varor du inte vill få utbytta.',
        'Kontrollera bäst före-datum och sista förbrukningsdag när du packar upp och anmäl problem samma dag.',
        'Bunkra hållbara basvaror som pasta, ris och krossade tomater när de är på extrapris.',
      ),
      h2('Få de färskaste varorna'),
      p(
        'Färskvaror plockas i butiken samma dag som de levereras, så en leveranstid på förmiddagen ger ofta bäst urval. Om butiken tillåter det kan du ange om du vill ha frukten mogen eller för eftermognad hemma. Kontrollera färskvarorna vid dörren och neka eller reklamera allt som är skadat eller för nära datum.',
      ),
    ],
  },
}

/** Seven shopping guides for oral care, sports, kids and groceries subcategories, one guide each. */
export const guidesB1: GuideSeed[] = [
  oralCare,
  fitness,
  swimming,
  winterSports,
  kidsClothing,
  outdoorPlay,
  groceries,
]
