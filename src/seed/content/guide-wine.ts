import type { GuideSeed } from './types'
import { h2, p, ul } from './blocks'

export const wineGuide: GuideSeed = {
  slug: 'how-to-buy-wine-online',
  subcategory: 'wine',
  title: {
    en: 'How to buy wine online without guesswork',
    de: 'Wein online kaufen – so gelingt die Auswahl',
    fr: 'Comment bien acheter son vin en ligne',
    it: 'Come comprare vino online senza sorprese',
    es: 'Cómo comprar vino por internet sin equivocarte',
    fi: 'Näin ostat viiniä verkosta ilman arvailua',
    nl: 'Zo koop je online wijn zonder te gokken',
    no: 'Slik kjøper du vin på nett uten å gjette',
    pl: 'Jak kupować wino przez internet bez zgadywania',
    pt: 'Como comprar vinho pela internet sem erro',
    sv: 'Så köper du vin på nätet utan att chansa',
  },
  excerpt: {
    en: 'Labels, grape varieties and shipping rules can make buying wine online confusing. Here is how to read a product page, pick bottles you will enjoy and get them home in good shape.',
    de: 'Etiketten, Rebsorten und Versandregeln machen den Weinkauf im Netz oft unübersichtlich. So lesen Sie eine Produktseite richtig, finden Flaschen nach Ihrem Geschmack und erhalten sie in gutem Zustand.',
    fr: 'Étiquettes, cépages et règles de livraison rendent parfois l’achat de vin en ligne déroutant. Voici comment lire une fiche produit, choisir des bouteilles qui vous plairont et les recevoir en bon état.',
    it: 'Etichette, vitigni e regole di spedizione possono rendere confuso l’acquisto di vino online. Ecco come leggere una scheda prodotto, scegliere bottiglie che ti piaceranno e riceverle in perfette condizioni.',
    es: 'Etiquetas, variedades de uva y normas de envío pueden complicar la compra de vino por internet. Te contamos cómo leer una ficha de producto, elegir botellas a tu gusto y recibirlas en buen estado.',
    fi: 'Etiketit, rypälelajikkeet ja toimitussäännöt voivat tehdä viinin verkko-ostoksista hämmentäviä. Näin luet tuotesivua, valitset mieleisiäsi pulloja ja saat ne kotiin hyväkuntoisina.',
    nl: 'Etiketten, druivenrassen en verzendregels maken online wijn kopen soms verwarrend. Zo lees je een productpagina, kies je flessen die je lekker vindt en komen ze heelhuids bij je aan.',
    no: 'Etiketter, druesorter og regler for frakt kan gjøre det forvirrende å kjøpe vin på nett. Her ser du hvordan du leser en produktside, velger flasker du liker og får dem trygt hjem.',
    pl: 'Etykiety, szczepy winogron i zasady wysyłki potrafią utrudnić zakup wina w sieci. Podpowiadamy, jak czytać kartę produktu, wybierać butelki w swoim guście i odebrać je w dobrym stanie.',
    pt: 'Rótulos, uvas e regras de entrega podem deixar confusa a compra de vinho pela internet. Veja como ler a página do produto, escolher garrafas do seu gosto e recebê-las em perfeito estado.',
    sv: 'Etiketter, druvsorter och regler för leverans kan göra det krångligt att köpa vin på nätet. Så läser du en produktsida, väljer flaskor du gillar och får hem dem i gott skick.',
  },
  body: {
    en: [
      h2('Learn to read the product page'),
      p(
        'A good product page lists the grape variety, the region, the vintage and the alcohol content, and each of these tells you something about the style. Wines from cooler regions tend to be lighter and fresher, while those from warm regions are usually riper and fuller-bodied. Tasting notes and food-pairing suggestions are helpful, but treat scores and medals as a rough guide rather than a guarantee. If you find a bottle you love, note the producer and grape so you can look for similar wines next time.',
      ),
      h2('Shipping, age checks and local rules'),
      p(
        'Alcohol sales are regulated differently from country to country, so check what is allowed where you live before you order. In some countries wine may only be sold by a state retailer or collected from a pickup point, and almost everywhere the recipient must show ID proving they are of legal age. Wine is heavy and fragile, so compare delivery costs and look for padded packaging designed for bottles. Avoid deliveries during heatwaves or hard frost, as extreme temperatures can spoil the wine in transit.',
      ),
      ul(
        'Compare the price per bottle including shipping, not just the list price.',
        'Mixed cases are a good way to try several styles without committing to six of the same bottle.',
        'Check the return policy for corked or damaged bottles before you pay.',
        'Make sure someone of legal age can be at home to receive and sign for the parcel.',
      ),
      h2('Storing and serving your wine'),
      p(
        'When the parcel arrives, let the bottles rest for a few days, as travel can temporarily dull the flavours. Store wine in a dark, cool place with a steady temperature, and lay bottles with natural corks on their side. Most everyday wines are made to be enjoyed within a year or two, so there is no need to age them. Serve white and rosé wines chilled and reds slightly below room temperature to bring out their best.',
      ),
    ],
    de: [
      h2('Die Produktseite richtig lesen'),
      p(
        'Eine gute Produktseite nennt Rebsorte, Anbaugebiet, Jahrgang und Alkoholgehalt – und jede dieser Angaben verrät etwas über den Stil des Weins. Weine aus kühleren Regionen sind meist leichter und frischer, während Weine aus warmen Gegenden reifer und körperreicher ausfallen. Verkostungsnotizen und Empfehlungen zu passenden Speisen sind hilfreich, Punkte und Medaillen sollten Sie aber eher als grobe Orientierung sehen. Wenn Ihnen eine Flasche besonders schmeckt, notieren Sie Weingut und Rebsorte, um beim nächsten Mal ähnliche Weine zu finden.',
      ),
      h2('Versand, Alterskontrolle und lokale Vorschriften'),
      p(
        'Der Verkauf von Alkohol ist von Land zu Land unterschiedlich geregelt, prüfen Sie daher vor der Bestellung, was bei Ihnen erlaubt ist. In manchen Ländern darf Wein nur von staatlichen Geschäften verkauft oder an einer Abholstelle ausgegeben werden, und fast überall muss der Empfänger mit einem Ausweis sein Alter nachweisen. Wein ist schwer und zerbrechlich, vergleichen Sie also die Versandkosten und achten Sie auf eine gepolsterte Verpackung für Flaschen. Verzichten Sie bei Hitzewellen oder starkem Frost auf eine Lieferung, denn extreme Temperaturen können dem Wein unterwegs schaden.',
      ),
      ul(
        'Vergleichen Sie den Preis pro Flasche inklusive Versand, nicht nur den Listenpreis.',
        'Gemischte Kartons eignen sich gut, um mehrere Stile zu probieren, ohne gleich sechs gleiche Flaschen zu kaufen.',
        'Prüfen Sie vor dem Bezahlen die Rückgaberegeln für Flaschen mit Korkschmecker oder Transportschäden.',
        'Sorgen Sie dafür, dass eine volljährige Person zu Hause ist, um das Paket entgegenzunehmen.',
      ),
      h2('Wein richtig lagern und servieren'),
      p(
        'Gönnen Sie den Flaschen nach der Lieferung ein paar Tage Ruhe, denn der Transport kann die Aromen vorübergehend dämpfen. Lagern Sie Wein dunkel, kühl und bei möglichst gleichbleibender Temperatur, Flaschen mit Naturkorken am besten liegend. Die meisten Alltagsweine sind dafür gemacht, innerhalb von ein bis zwei Jahren getrunken zu werden, eine lange Reifung ist also nicht nötig. Servieren Sie Weiß- und Roséweine gekühlt und Rotweine etwas unter Zimmertemperatur, damit sie sich von ihrer besten Seite zeigen.',
      ),
    ],
    fr: [
      h2('Savoir lire la fiche produit'),
      p(
        'Une bonne fiche produit indique le cépage, la région, le millésime et le degré d’alcool, et chacune de ces informations renseigne sur le style du vin. Les vins des régions fraîches sont généralement plus légers et plus vifs, tandis que ceux des régions chaudes sont souvent plus mûrs et plus charpentés. Les notes de dégustation et les accords mets-vins sont utiles, mais considérez les notes et les médailles comme de simples repères plutôt que comme une garantie. Si une bouteille vous plaît particulièrement, notez le domaine et le cépage pour retrouver des vins similaires la prochaine fois.',
      ),
      h2('Livraison, contrôle de l’âge et réglementation'),
      p(
        'La vente d’alcool est encadrée différemment d’un pays à l’autre : vérifiez ce qui est autorisé chez vous avant de commander. Dans certains pays, le vin ne peut être vendu que par un détaillant public ou retiré dans un point relais, et presque partout le destinataire doit présenter une pièce d’identité prouvant qu’il est majeur. Le vin est lourd et fragile, alors comparez les frais de port et privilégiez un emballage rembourré conçu pour les bouteilles. Évitez les livraisons pendant les canicules ou les fortes gelées, car les températures extrêmes peuvent abîmer le vin pendant le transport.',
      ),
      ul(
        'Comparez le prix par bouteille frais de port compris, et pas seulement le prix affiché.',
        'Les caisses panachées permettent de découvrir plusieurs styles sans acheter six fois la même bouteille.',
        'Consultez les conditions de retour pour les bouteilles bouchonnées ou abîmées avant de payer.',
        'Assurez-vous qu’une personne majeure sera présente pour réceptionner et signer le colis.',
      ),
      h2('Conserver et servir son vin'),
      p(
        'À la réception du colis, laissez reposer les bouteilles quelques jours, car le transport peut temporairement atténuer les arômes. Conservez le vin dans un endroit frais, sombre et à température stable, et couchez les bouteilles fermées par un bouchon en liège. La plupart des vins de tous les jours sont faits pour être bus dans l’année ou les deux ans, inutile donc de les faire vieillir. Servez les blancs et les rosés frais, et les rouges légèrement en dessous de la température ambiante pour qu’ils donnent le meilleur d’eux-mêmes.',
      ),
    ],
    it: [
      h2('Impara a leggere la scheda prodotto'),
      p(
        'Una buona scheda prodotto riporta vitigno, zona di produzione, annata e gradazione alcolica, e ognuno di questi dati dice qualcosa sullo stile del vino. I vini delle zone più fresche tendono a essere più leggeri e vivaci, mentre quelli delle regioni calde sono di solito più maturi e strutturati. Le note di degustazione e gli abbinamenti consigliati sono utili, ma considera punteggi e medaglie solo come un’indicazione di massima. Se trovi una bottiglia che ti piace molto, annota cantina e vitigno per cercare vini simili la prossima volta.',
      ),
      h2('Spedizione, verifica dell’età e regole locali'),
      p(
        'La vendita di alcolici è regolata in modo diverso da paese a paese, quindi verifica cosa è consentito dove vivi prima di ordinare. In alcuni paesi il vino può essere venduto solo da rivenditori statali o ritirato presso un punto di raccolta, e quasi ovunque il destinatario deve mostrare un documento che ne attesti la maggiore età. Il vino è pesante e fragile: confronta i costi di spedizione e preferisci imballaggi imbottiti pensati per le bottiglie. Evita le consegne durante le ondate di calore o le gelate intense, perché le temperature estreme possono rovinare il vino durante il viaggio.',
      ),
      ul(
        'Confronta il prezzo a bottiglia comprensivo di spedizione, non solo il prezzo di listino.',
        'Le casse miste sono un ottimo modo per provare stili diversi senza comprare sei bottiglie uguali.',
        'Prima di pagare, controlla le condizioni di reso per bottiglie che sanno di tappo o arrivano danneggiate.',
        'Assicurati che una persona maggiorenne sia in casa per ricevere e firmare il pacco.',
      ),
      h2('Conservare e servire il vino'),
      p(
        'Quando arriva il pacco, lascia riposare le bottiglie per qualche giorno, perché il viaggio può attenuare temporaneamente i profumi. Conserva il vino in un luogo fresco, buio e a temperatura costante, e tieni coricate le bottiglie con tappo di sughero. La maggior parte dei vini quotidiani è fatta per essere bevuta entro un anno o due, quindi non serve farli invecchiare. Servi bianchi e rosati freschi e i rossi leggermente sotto la temperatura ambiente per esaltarne le qualità.',
      ),
    ],
    es: [
      h2('Aprende a leer la ficha del producto'),
      p(
        'Una buena ficha de producto indica la variedad de uva, la región, la añada y la graduación alcohólica, y cada uno de estos datos dice algo sobre el estilo del vino. Los vinos de zonas frescas suelen ser más ligeros y vivos, mientras que los de regiones cálidas tienden a ser más maduros y con más cuerpo. Las notas de cata y las sugerencias de maridaje son útiles, pero toma las puntuaciones y medallas como una orientación y no como una garantía. Si una botella te encanta, apunta la bodega y la uva para buscar vinos parecidos la próxima vez.',
      ),
      h2('Envío, verificación de edad y normativa local'),
      p(
        'La venta de alcohol está regulada de forma distinta en cada país, así que comprueba qué está permitido donde vives antes de hacer el pedido. En algunos países el vino solo puede venderlo un comercio estatal o recogerse en un punto de entrega, y casi en todas partes quien lo recibe debe mostrar un documento que acredite su mayoría de edad. El vino pesa y es frágil, por lo que conviene comparar los gastos de envío y buscar embalajes acolchados pensados para botellas. Evita las entregas en plena ola de calor o con heladas fuertes, porque las temperaturas extremas pueden estropear el vino durante el transporte.',
      ),
      ul(
        'Compara el precio por botella con el envío incluido, no solo el precio de catálogo.',
        'Las cajas variadas son una buena forma de probar varios estilos sin comprar seis botellas iguales.',
        'Antes de pagar, revisa la política de devoluciones para botellas con olor a corcho o dañadas.',
        'Asegúrate de que haya en casa una persona mayor de edad para recibir y firmar el paquete.',
      ),
      h2('Cómo guardar y servir el vino'),
      p(
        'Cuando llegue el paquete, deja reposar las botellas unos días, porque el viaje puede apagar los aromas de forma pasajera. Guarda el vino en un lugar fresco, oscuro y con temperatura estable, y coloca en horizontal las botellas con tapón de corcho. La mayoría de los vinos del día a día están pensados para beberse en uno o dos años, así que no hace falta envejecerlos. Sirve los blancos y rosados fríos y los tintos un poco por debajo de la temperatura ambiente para disfrutarlos al máximo.',
      ),
    ],
    fi: [
      h2('Opi lukemaan tuotesivua'),
      p(
        'Hyvällä tuotesivulla kerrotaan rypälelajike, tuotantoalue, vuosikerta ja alkoholipitoisuus, ja jokainen näistä kertoo jotain viinin tyylistä. Viileiden alueiden viinit ovat yleensä kevyempiä ja raikkaampia, kun taas lämpimien alueiden viinit ovat usein kypsempiä ja täyteläisempiä. Maistelumuistiinpanot ja ruokasuositukset ovat hyödyllisiä, mutta pisteitä ja mitaleja kannattaa pitää vain suuntaa antavina. Jos löydät pullon, josta pidät erityisesti, kirjaa ylös tuottaja ja rypäle, niin löydät seuraavalla kerralla helpommin samankaltaisia viinejä.',
      ),
      h2('Toimitus, ikätarkistus ja paikalliset säännöt'),
      p(
        'Alkoholin myyntiä säädellään eri maissa eri tavoin, joten tarkista ennen tilaamista, mikä on sallittua omassa maassasi. Joissakin maissa viiniä saa myydä vain valtion vähittäismyyjä tai sen voi noutaa ainoastaan noutopisteestä, ja lähes kaikkialla vastaanottajan on todistettava täysi-ikäisyytensä henkilöllisyystodistuksella. Viini on painavaa ja särkyvää, joten vertaile toimituskuluja ja suosi pulloille suunniteltuja pehmustettuja pakkauksia. Vältä toimituksia helteellä tai kovilla pakkasilla, sillä äärimmäiset lämpötilat voivat pilata viinin matkalla.',
      ),
      ul(
        'Vertaa pullohintaa toimituskuluineen, älä pelkkää listahintaa.',
        'Sekalaatikot ovat hyvä tapa kokeilla useita tyylejä ilman, että ostat kuutta samanlaista pulloa.',
        'Tarkista ennen maksamista, miten korkkivikaiset tai vaurioituneet pullot voi palauttaa.',
        'Varmista, että täysi-ikäinen henkilö on kotona vastaanottamassa ja kuittaamassa lähetyksen.',
      ),
      h2('Viinin säilytys ja tarjoilu'),
      p(
        'Kun paketti saapuu, anna pullojen levätä muutama päivä, sillä kuljetus voi tilapäisesti vaimentaa aromeja. Säilytä viiniä pimeässä ja viileässä paikassa, jossa lämpötila pysyy tasaisena, ja aseta luonnonkorkilla suljetut pullot kyljelleen. Useimmat arkiviinit on tarkoitettu juotaviksi vuoden tai kahden sisällä, joten niitä ei tarvitse kypsyttää. Tarjoile valko- ja roseeviinit viileinä ja punaviinit hieman huoneenlämpöä viileämpinä, niin ne pääsevät parhaiten oikeuksiinsa.',
      ),
    ],
    nl: [
      h2('Leer de productpagina lezen'),
      p(
        'Een goede productpagina vermeldt de druivensoort, de streek, het oogstjaar en het alcoholpercentage, en elk van die gegevens zegt iets over de stijl van de wijn. Wijnen uit koelere streken zijn meestal lichter en frisser, terwijl wijnen uit warme gebieden vaak rijper en voller zijn. Proefnotities en spijssuggesties zijn handig, maar zie scores en medailles eerder als een ruwe indicatie dan als een garantie. Vind je een fles echt lekker, noteer dan de producent en de druif, zodat je de volgende keer gericht naar vergelijkbare wijnen kunt zoeken.',
      ),
      h2('Verzending, leeftijdscontrole en lokale regels'),
      p(
        'De verkoop van alcohol is per land anders geregeld, dus controleer vóór je bestelling wat er bij jou is toegestaan. In sommige landen mag wijn alleen door een staatswinkel worden verkocht of bij een afhaalpunt worden opgehaald, en vrijwel overal moet de ontvanger met een identiteitsbewijs aantonen dat hij of zij oud genoeg is. Wijn is zwaar en breekbaar, dus vergelijk de verzendkosten en let op stevige verpakking die speciaal voor flessen is gemaakt. Laat liever niet bezorgen tijdens een hittegolf of strenge vorst, want extreme temperaturen kunnen de wijn onderweg bederven.',
      ),
      ul(
        'Vergelijk de prijs per fles inclusief verzendkosten, niet alleen de catalogusprijs.',
        'Gemengde dozen zijn een goede manier om verschillende stijlen te proberen zonder zes dezelfde flessen te kopen.',
        'Bekijk vóór het betalen de retourvoorwaarden voor flessen met kurksmaak of transportschade.',
        'Zorg dat er iemand van de wettelijke leeftijd thuis is om het pakket in ontvangst te nemen en te tekenen.',
      ),
      h2('Wijn bewaren en schenken'),
      p(
        'Laat de flessen na aankomst een paar dagen rusten, want het transport kan de aroma’s tijdelijk dempen. Bewaar wijn op een donkere, koele plek met een constante temperatuur en leg flessen met een natuurkurk op hun kant. De meeste alledaagse wijnen zijn bedoeld om binnen een à twee jaar te drinken, dus laten rijpen is niet nodig. Schenk witte wijn en rosé gekoeld en rode wijn iets onder kamertemperatuur, zodat ze op hun best zijn.',
      ),
    ],
    no: [
      h2('Lær deg å lese produktsiden'),
      p(
        'En god produktside oppgir druesort, distrikt, årgang og alkoholinnhold, og hver av disse opplysningene sier noe om vinens stil. Viner fra kjøligere områder er gjerne lettere og friskere, mens viner fra varme strøk som regel er modnere og fylligere. Smaksnotater og forslag til mat er nyttige, men se på poeng og medaljer som en pekepinn heller enn en garanti. Finner du en flaske du virkelig liker, noter produsent og druesort, så blir det lettere å finne lignende viner neste gang.',
      ),
      h2('Levering, alderskontroll og lokale regler'),
      p(
        'Salg av alkohol er regulert ulikt fra land til land, så sjekk hva som er lov der du bor før du bestiller. I noen land kan vin bare selges av et statlig utsalg eller hentes på et utleveringssted, og nesten overalt må mottakeren vise legitimasjon som bekrefter at hun eller han er gammel nok. Vin er tung og skjør, så sammenlign fraktkostnader og se etter polstret emballasje laget for flasker. Unngå levering i hetebølger eller streng kulde, fordi ekstreme temperaturer kan ødelegge vinen underveis.',
      ),
      ul(
        'Sammenlign prisen per flaske inkludert frakt, ikke bare listeprisen.',
        'Blandede kasser er en fin måte å prøve flere stiler på uten å kjøpe seks like flasker.',
        'Sjekk returvilkårene for flasker med korkskade eller transportskader før du betaler.',
        'Sørg for at en person over aldersgrensen er hjemme for å ta imot og kvittere for pakken.',
      ),
      h2('Oppbevaring og servering'),
      p(
        'La flaskene hvile noen dager etter at pakken har kommet, siden transporten kan dempe aromaene en stund. Oppbevar vin mørkt og kjølig med jevn temperatur, og legg flasker med naturkork ned. De fleste hverdagsviner er laget for å drikkes innen et par år, så det er ikke nødvendig å lagre dem lenge. Server hvitvin og rosé avkjølt og rødvin litt under romtemperatur, så kommer de best til sin rett.',
      ),
    ],
    pl: [
      h2('Naucz się czytać kartę produktu'),
      p(
        'Dobra karta produktu podaje szczep, region, rocznik i zawartość alkoholu, a każda z tych informacji mówi coś o stylu wina. Wina z chłodniejszych regionów są zwykle lżejsze i bardziej rześkie, natomiast te z ciepłych stron bywają dojrzalsze i pełniejsze. Opisy smaku i podpowiedzi kulinarne są pomocne, ale punkty i medale traktuj raczej jako ogólną wskazówkę niż gwarancję. Jeśli jakaś butelka szczególnie ci smakuje, zapisz producenta i szczep, aby następnym razem łatwiej znaleźć podobne wina.',
      ),
      h2('Wysyłka, weryfikacja wieku i lokalne przepisy'),
      p(
        'Sprzedaż alkoholu jest w każdym kraju uregulowana inaczej, dlatego przed złożeniem zamówienia sprawdź, co jest dozwolone tam, gdzie mieszkasz. W niektórych krajach wino może sprzedawać tylko sklep państwowy albo można je odebrać wyłącznie w punkcie odbioru, a niemal wszędzie odbiorca musi okazać dokument potwierdzający pełnoletność. Wino jest ciężkie i delikatne, więc porównaj koszty dostawy i wybieraj sprzedawców, którzy stosują wyściełane opakowania przeznaczone do butelek. Unikaj dostaw podczas upałów lub silnych mrozów, ponieważ skrajne temperatury mogą zepsuć wino w transporcie.',
      ),
      ul(
        'Porównuj cenę za butelkę razem z dostawą, a nie tylko cenę katalogową.',
        'Zestawy mieszane to dobry sposób, by poznać kilka stylów bez kupowania sześciu takich samych butelek.',
        'Przed zapłatą sprawdź zasady zwrotu butelek z wadą korkową lub uszkodzonych w transporcie.',
        'Upewnij się, że w domu będzie pełnoletnia osoba, która odbierze i pokwituje przesyłkę.',
      ),
      h2('Przechowywanie i podawanie wina'),
      p(
        'Po odebraniu paczki pozwól butelkom odpocząć kilka dni, bo transport może chwilowo przytłumić aromaty. Przechowuj wino w ciemnym, chłodnym miejscu o stałej temperaturze, a butelki zamknięte naturalnym korkiem układaj poziomo. Większość win na co dzień jest przeznaczona do wypicia w ciągu roku lub dwóch, więc nie trzeba ich leżakować. Wina białe i różowe podawaj schłodzone, a czerwone nieco poniżej temperatury pokojowej, aby w pełni pokazały swoje zalety.',
      ),
    ],
    pt: [
      h2('Aprenda a ler a página do produto'),
      p(
        'Uma boa página de produto informa a uva, a região, a safra e o teor alcoólico, e cada um desses dados diz algo sobre o estilo do vinho. Vinhos de regiões mais frias costumam ser mais leves e frescos, enquanto os de regiões quentes tendem a ser mais maduros e encorpados. Notas de degustação e sugestões de harmonização ajudam, mas encare pontuações e medalhas como uma referência, e não como garantia. Se encontrar uma garrafa de que gostou muito, anote o produtor e a uva para procurar vinhos parecidos na próxima compra.',
      ),
      h2('Entrega, comprovação de idade e regras locais'),
      p(
        'A venda de bebidas alcoólicas é regulada de forma diferente em cada país, então confira o que é permitido onde você mora antes de fazer o pedido. Em alguns países o vinho só pode ser vendido por lojas estatais ou retirado em um ponto de coleta, e em quase todo lugar quem recebe precisa apresentar um documento que comprove a maioridade. Vinho é pesado e frágil, por isso compare o valor do frete e prefira embalagens acolchoadas próprias para garrafas. Evite entregas em dias de calor intenso ou de geada forte, pois temperaturas extremas podem estragar o vinho no transporte.',
      ),
      ul(
        'Compare o preço por garrafa já com o frete, e não apenas o preço de tabela.',
        'Kits mistos são uma boa forma de provar vários estilos sem levar seis garrafas iguais.',
        'Antes de pagar, confira a política de troca para garrafas com defeito de rolha ou danificadas.',
        'Garanta que uma pessoa maior de idade esteja em casa para receber e assinar a entrega.',
      ),
      h2('Como guardar e servir o vinho'),
      p(
        'Quando a encomenda chegar, deixe as garrafas descansarem alguns dias, porque o transporte pode deixar os aromas mais apagados por um tempo. Guarde o vinho em local escuro, fresco e com temperatura estável, e deixe deitadas as garrafas com rolha de cortiça. A maioria dos vinhos do dia a dia é feita para ser consumida em um ou dois anos, então não é preciso envelhecê-los. Sirva brancos e rosés gelados e tintos um pouco abaixo da temperatura ambiente para aproveitar o melhor de cada um.',
      ),
    ],
    sv: [
      h2('Lär dig läsa produktsidan'),
      p(
        'En bra produktsida anger druvsort, region, årgång och alkoholhalt, och var och en av uppgifterna säger något om vinets stil. Viner från svalare områden är ofta lättare och friskare, medan viner från varma trakter brukar vara mognare och fylligare. Smaknoteringar och matförslag är till hjälp, men se poäng och medaljer som en fingervisning snarare än en garanti. Hittar du en flaska du verkligen gillar, anteckna producent och druva så blir det lättare att hitta liknande viner nästa gång.',
      ),
      h2('Leverans, ålderskontroll och lokala regler'),
      p(
        'Försäljning av alkohol regleras olika i olika länder, så kontrollera vad som gäller där du bor innan du beställer. I vissa länder får vin bara säljas av ett statligt detaljhandelsbolag eller hämtas ut på ett utlämningsställe, och nästan överallt måste mottagaren visa legitimation som styrker att hen har fyllt den lagstadgade åldern. Vin är tungt och ömtåligt, så jämför fraktkostnaderna och välj gärna vadderade förpackningar som är gjorda för flaskor. Undvik leveranser under värmeböljor eller sträng kyla, eftersom extrema temperaturer kan förstöra vinet under transporten.',
      ),
      ul(
        'Jämför priset per flaska inklusive frakt, inte bara listpriset.',
        'Blandade lådor är ett bra sätt att prova flera stilar utan att köpa sex likadana flaskor.',
        'Läs returvillkoren för korkade eller skadade flaskor innan du betalar.',
        'Se till att någon som har fyllt den lagstadgade åldern är hemma och kan ta emot och kvittera paketet.',
      ),
      h2('Förvara och servera vinet'),
      p(
        'Låt flaskorna vila några dagar när paketet har kommit, eftersom transporten tillfälligt kan dämpa aromerna. Förvara vin mörkt och svalt med jämn temperatur, och lägg flaskor med naturkork ner. De flesta vardagsviner är gjorda för att drickas inom ett par år, så de behöver inte lagras. Servera vita viner och rosé kylda och röda viner strax under rumstemperatur, så kommer de till sin rätt.',
      ),
    ],
  },
}
