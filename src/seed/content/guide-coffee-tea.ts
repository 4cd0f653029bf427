import type { GuideSeed } from './types'
import { h2, p, ul } from './blocks'

export const coffeeTeaGuide: GuideSeed = {
  slug: 'choosing-coffee-and-tea',
  subcategory: 'coffee-tea',
  title: {
    en: 'Choosing coffee and tea: a practical buying guide',
    de: 'Kaffee und Tee auswählen: ein praktischer Kaufratgeber',
    fr: 'Bien choisir son café et son thé : le guide pratique',
    it: 'Come scegliere caffè e tè: guida pratica all’acquisto',
    es: 'Cómo elegir café y té: guía práctica de compra',
    fi: 'Kahvin ja teen valinta: käytännön ostajan opas',
    nl: 'Koffie en thee kiezen: een praktische koopgids',
    no: 'Slik velger du kaffe og te: en praktisk kjøpeguide',
    pl: 'Jak wybrać kawę i herbatę: praktyczny poradnik zakupowy',
    pt: 'Como escolher café e chá: guia prático de compra',
    sv: 'Välj rätt kaffe och te: en praktisk köpguide',
  },
  excerpt: {
    en: 'Whole beans or capsules, light or dark roast, loose leaf or tea bags? Here is how to match coffee and tea to the way you brew, and how to keep them fresh at home.',
    de: 'Ganze Bohnen oder Kapseln, helle oder dunkle Röstung, loser Tee oder Teebeutel? So finden Sie Kaffee und Tee, die zu Ihrer Zubereitung passen, und halten sie zu Hause frisch.',
    fr: 'Grains ou capsules, torréfaction claire ou foncée, thé en vrac ou en sachets ? Voici comment choisir un café et un thé adaptés à votre mode de préparation, et les garder frais à la maison.',
    it: 'Chicchi o capsule, tostatura chiara o scura, tè sfuso o in bustine? Ecco come scegliere caffè e tè adatti al tuo modo di prepararli e come conservarli freschi a casa.',
    es: '¿Café en grano o en cápsulas, tueste claro u oscuro, té a granel o en bolsitas? Te explicamos cómo elegir café y té según tu forma de prepararlos y cómo mantenerlos frescos en casa.',
    fi: 'Kokonaiset pavut vai kapselit, vaalea vai tumma paahto, irtotee vai teepussit? Näin valitset kahvin ja teen oman valmistustapasi mukaan ja pidät ne kotona tuoreina.',
    nl: 'Hele bonen of cups, lichte of donkere branding, losse thee of theezakjes? Zo kies je koffie en thee die passen bij hoe je zet, en houd je ze thuis vers.',
    no: 'Hele bønner eller kapsler, lys eller mørk brenning, løs te eller teposer? Her ser du hvordan du velger kaffe og te som passer til måten du brygger på, og holder dem ferske hjemme.',
    pl: 'Kawa ziarnista czy kapsułki, jasne czy ciemne palenie, herbata liściasta czy w torebkach? Podpowiadamy, jak dobrać kawę i herbatę do sposobu parzenia i jak zachować ich świeżość w domu.',
    pt: 'Café em grãos ou em cápsulas, torra clara ou escura, chá a granel ou em sachês? Veja como escolher café e chá de acordo com o seu jeito de preparar e como mantê-los frescos em casa.',
    sv: 'Hela bönor eller kapslar, ljus eller mörk rostning, löst te eller tepåsar? Så väljer du kaffe och te som passar ditt sätt att brygga, och så håller du dem fräscha hemma.',
  },
  body: {
    en: [
      h2('Start with how you brew'),
      p(
        'The right coffee depends first on your equipment, so think about whether you use an espresso machine, a filter brewer, a French press or capsules. Whole beans stay fresh longest, but you will need a grinder, ideally a burr grinder that gives an even grind. Pre-ground coffee is convenient, as long as the grind size on the pack matches your brewing method. Capsules are the easiest option, but they cost more per cup and create more packaging waste.',
      ),
      h2('Roast, origin and tea grades'),
      p(
        'Light roasts keep more of the fruity and floral character of the bean, while dark roasts taste more bitter, chocolatey and smoky. Single-origin coffees show the flavour of one region, whereas blends are designed to taste the same from bag to bag. For tea, loose-leaf tea usually has more aroma than tea bags filled with small broken pieces known as fannings. Green and white teas are delicate and need cooler water, while black teas and herbal infusions can handle water just off the boil.',
      ),
      ul(
        'Look for a roast date on coffee and buy what you can finish within a month or so.',
        'Compare the price per kilo, as small bags and capsules can hide a high unit price.',
        'Check the tea’s harvest year or best-before date, especially for green tea.',
        'Start with a small bag or a sampler before committing to a large pack of something new.',
      ),
      h2('Keep it fresh at home'),
      p(
        'Coffee and tea lose flavour when exposed to air, light, heat and moisture. Store them in an airtight, opaque container in a cool cupboard, away from the stove and strong-smelling spices. Avoid keeping opened coffee in the fridge, where it can absorb odours and condensation. If you buy in bulk, divide the supply into smaller portions and open only one at a time.',
      ),
    ],
    de: [
      h2('Von der Zubereitung ausgehen'),
      p(
        'Welcher Kaffee der richtige ist, hängt zuerst von Ihrer Ausstattung ab – nutzen Sie eine Espressomaschine, eine Filterkaffeemaschine, eine French Press oder Kapseln? Ganze Bohnen bleiben am längsten frisch, Sie brauchen dafür aber eine Mühle, am besten eine Kegel- oder Scheibenmühle für einen gleichmäßigen Mahlgrad. Gemahlener Kaffee ist bequem, sofern der Mahlgrad auf der Packung zu Ihrer Zubereitungsart passt. Kapseln sind am einfachsten, kosten pro Tasse aber mehr und verursachen mehr Verpackungsmüll.',
      ),
      h2('Röstung, Herkunft und Teequalitäten'),
      p(
        'Helle Röstungen bewahren mehr von den fruchtigen und blumigen Noten der Bohne, dunkle Röstungen schmecken bitterer, schokoladiger und rauchiger. Kaffees aus einem einzigen Anbaugebiet zeigen den Geschmack dieser Region, während Mischungen so komponiert sind, dass sie immer gleich schmecken. Bei Tee hat loser Blatttee meist mehr Aroma als Teebeutel, die oft mit fein gebrochenen Blattstückchen, den sogenannten Fannings, gefüllt sind. Grüner und weißer Tee sind empfindlich und brauchen kühleres Wasser, schwarzer Tee und Kräutertees vertragen dagegen fast kochendes Wasser.',
      ),
      ul(
        'Achten Sie beim Kaffee auf das Röstdatum und kaufen Sie nur so viel, wie Sie in etwa einem Monat verbrauchen.',
        'Vergleichen Sie den Kilopreis, denn kleine Packungen und Kapseln verbergen oft einen hohen Grundpreis.',
        'Prüfen Sie beim Tee das Erntejahr oder das Mindesthaltbarkeitsdatum, vor allem bei Grüntee.',
        'Beginnen Sie bei einer neuen Sorte mit einer kleinen Packung oder einem Probierset statt mit einer Großpackung.',
      ),
      h2('Zu Hause frisch halten'),
      p(
        'Kaffee und Tee verlieren an Aroma, wenn sie Luft, Licht, Wärme und Feuchtigkeit ausgesetzt sind. Bewahren Sie beides in einer luftdichten, lichtundurchlässigen Dose in einem kühlen Schrank auf, fern vom Herd und von stark riechenden Gewürzen. Geöffneten Kaffee sollten Sie nicht im Kühlschrank lagern, weil er dort Gerüche und Kondenswasser aufnehmen kann. Wer größere Mengen kauft, teilt den Vorrat am besten in kleinere Portionen auf und öffnet immer nur eine davon.',
      ),
    ],
    fr: [
      h2('Partez de votre mode de préparation'),
      p(
        'Le bon café dépend d’abord de votre matériel : machine à espresso, cafetière filtre, cafetière à piston ou capsules. Le café en grains reste frais le plus longtemps, mais il vous faut un moulin, idéalement à meules, pour obtenir une mouture régulière. Le café moulu est pratique, à condition que la mouture indiquée sur le paquet corresponde à votre méthode. Les capsules sont l’option la plus simple, mais elles coûtent plus cher par tasse et génèrent davantage de déchets d’emballage.',
      ),
      h2('Torréfaction, origine et qualités de thé'),
      p(
        'Une torréfaction claire préserve davantage les notes fruitées et florales du grain, tandis qu’une torréfaction foncée donne un goût plus amer, chocolaté et fumé. Les cafés d’origine unique reflètent le caractère d’une région, alors que les assemblages sont conçus pour offrir un goût constant d’un paquet à l’autre. Côté thé, le thé en vrac a généralement plus d’arôme que les sachets, souvent remplis de petits fragments de feuilles appelés fannings. Les thés verts et blancs sont délicats et demandent une eau moins chaude, alors que les thés noirs et les infusions supportent une eau tout juste frémissante.',
      ),
      ul(
        'Cherchez la date de torréfaction sur le café et n’achetez que ce que vous finirez en un mois environ.',
        'Comparez le prix au kilo, car les petits paquets et les capsules cachent souvent un prix unitaire élevé.',
        'Vérifiez l’année de récolte ou la date de consommation recommandée du thé, surtout pour le thé vert.',
        'Commencez par un petit paquet ou un coffret découverte avant d’acheter un grand format d’un produit inconnu.',
      ),
      h2('Préserver la fraîcheur à la maison'),
      p(
        'Le café et le thé perdent leurs arômes au contact de l’air, de la lumière, de la chaleur et de l’humidité. Conservez-les dans une boîte hermétique et opaque, dans un placard frais, loin de la cuisinière et des épices odorantes. Évitez de garder le café ouvert au réfrigérateur, où il risque d’absorber les odeurs et la condensation. Si vous achetez en grande quantité, répartissez la réserve en petites portions et n’en ouvrez qu’une à la fois.',
      ),
    ],
    it: [
      h2('Parti da come lo prepari'),
      p(
        'Il caffè giusto dipende prima di tutto dalla tua attrezzatura: macchina espresso, moka, macchina a filtro, caffettiera a stantuffo o capsule. Il caffè in grani resta fresco più a lungo, ma serve un macinino, meglio se a macine, per ottenere una macinatura uniforme. Il caffè macinato è comodo, purché la macinatura indicata sulla confezione sia adatta al tuo metodo di preparazione. Le capsule sono la soluzione più semplice, ma costano di più a tazza e producono più rifiuti di imballaggio.',
      ),
      h2('Tostatura, origine e qualità del tè'),
      p(
        'Le tostature chiare conservano di più le note fruttate e floreali del chicco, mentre quelle scure hanno un gusto più amaro, cioccolatoso e affumicato. I caffè monorigine esprimono il carattere di una sola zona, mentre le miscele sono pensate per avere lo stesso sapore da una confezione all’altra. Per il tè, quello sfuso ha di solito più aroma delle bustine, spesso riempite di piccoli frammenti di foglia chiamati fannings. Tè verdi e bianchi sono delicati e richiedono acqua meno calda, mentre tè neri e tisane sopportano acqua appena tolta dal bollore.',
      ),
      ul(
        'Cerca la data di tostatura sul caffè e compra solo quanto riesci a consumare in circa un mese.',
        'Confronta il prezzo al chilo, perché confezioni piccole e capsule possono nascondere un costo unitario alto.',
        'Controlla l’anno di raccolta o la data di scadenza del tè, soprattutto per il tè verde.',
        'Prima di acquistare una confezione grande di un prodotto nuovo, inizia con un formato piccolo o un assortimento di prova.',
      ),
      h2('Mantenerli freschi a casa'),
      p(
        'Caffè e tè perdono aroma quando sono esposti ad aria, luce, calore e umidità. Conservali in un barattolo ermetico e opaco, in una dispensa fresca, lontano dai fornelli e dalle spezie dall’odore intenso. Evita di tenere il caffè aperto in frigorifero, dove può assorbire odori e condensa. Se compri grandi quantità, dividi la scorta in porzioni più piccole e aprine una alla volta.',
      ),
    ],
    es: [
      h2('Empieza por cómo lo preparas'),
      p(
        'El café adecuado depende ante todo de tu equipo: cafetera espresso, cafetera de filtro, prensa francesa, cafetera italiana o cápsulas. El café en grano se mantiene fresco más tiempo, pero necesitarás un molinillo, a ser posible de muelas, para lograr una molienda uniforme. El café molido es cómodo, siempre que la molienda que indica el paquete encaje con tu método de preparación. Las cápsulas son la opción más sencilla, aunque cuestan más por taza y generan más residuos de envase.',
      ),
      h2('Tueste, origen y calidades de té'),
      p(
        'Los tuestes claros conservan mejor las notas afrutadas y florales del grano, mientras que los oscuros resultan más amargos, achocolatados y ahumados. Los cafés de origen único muestran el carácter de una sola región, y las mezclas están pensadas para saber igual de un paquete a otro. En el caso del té, el de hoja suelta suele tener más aroma que las bolsitas, que a menudo llevan pequeños fragmentos de hoja llamados fannings. Los tés verdes y blancos son delicados y piden agua menos caliente, mientras que los negros y las infusiones de hierbas admiten agua recién hervida.',
      ),
      ul(
        'Busca la fecha de tueste en el café y compra solo lo que vayas a terminar en un mes aproximadamente.',
        'Compara el precio por kilo, porque los paquetes pequeños y las cápsulas pueden ocultar un precio unitario alto.',
        'Revisa el año de cosecha o la fecha de consumo preferente del té, sobre todo si es verde.',
        'Empieza con un paquete pequeño o un surtido de prueba antes de comprar un formato grande de algo nuevo.',
      ),
      h2('Mantenerlos frescos en casa'),
      p(
        'El café y el té pierden sabor cuando están expuestos al aire, la luz, el calor y la humedad. Guárdalos en un recipiente hermético y opaco dentro de un armario fresco, lejos de los fogones y de especias de olor intenso. No conviene guardar el café abierto en la nevera, donde puede absorber olores y humedad por condensación. Si compras en grandes cantidades, reparte la reserva en porciones pequeñas y abre solo una cada vez.',
      ),
    ],
    fi: [
      h2('Lähde liikkeelle valmistustavasta'),
      p(
        'Sopiva kahvi riippuu ennen kaikkea välineistäsi: käytätkö espressokeitintä, suodatinkahvinkeitintä, pressopannua vai kapseleita? Kokonaiset pavut säilyvät tuoreina pisimpään, mutta tarvitset myllyn, mieluiten kartio- tai tasoterillä varustetun myllyn, joka jauhaa tasaisesti. Valmiiksi jauhettu kahvi on kätevää, kunhan pakkauksen jauhatusaste sopii valmistustapaasi. Kapselit ovat helpoin vaihtoehto, mutta kuppihinta on korkeampi ja pakkausjätettä syntyy enemmän.',
      ),
      h2('Paahtoaste, alkuperä ja teelaadut'),
      p(
        'Vaalea paahto säilyttää enemmän pavun hedelmäisiä ja kukkaisia sävyjä, kun taas tumma paahto maistuu kitkerämmältä, suklaiselta ja savuiselta. Yhden alkuperän kahvit tuovat esiin tietyn alueen maun, kun taas sekoitukset on koottu maistumaan samalta pakkauksesta toiseen. Irtoteessä on yleensä enemmän aromia kuin teepusseissa, jotka sisältävät usein pieniä lehtien murusia eli niin sanottua fanningsia. Vihreä ja valkoinen tee ovat herkkiä ja vaativat viileämpää vettä, mutta musta tee ja yrttiteet kestävät juuri kiehuneen veden.',
      ),
      ul(
        'Katso kahvipakkauksesta paahtopäivä ja osta vain sen verran kuin ehdit käyttää noin kuukaudessa.',
        'Vertaa kilohintaa, sillä pienet pakkaukset ja kapselit voivat kätkeä korkean yksikköhinnan.',
        'Tarkista teen satovuosi tai parasta ennen -päiväys, etenkin vihreän teen kohdalla.',
        'Aloita uusi tuote pienellä pakkauksella tai maistelusarjalla ennen kuin ostat ison pakkauksen.',
      ),
      h2('Pidä ne tuoreina kotona'),
      p(
        'Kahvi ja tee menettävät makuaan, kun ne altistuvat ilmalle, valolle, lämmölle ja kosteudelle. Säilytä niitä ilmatiiviissä ja valoa läpäisemättömässä purkissa viileässä kaapissa, kaukana liedestä ja voimakkaan tuoksuisista mausteista. Avattua kahvia ei kannata säilyttää jääkaapissa, koska se voi imeä itseensä hajuja ja tiivistyvää kosteutta. Jos ostat suuria määriä, jaa varasto pienempiin eriin ja avaa niistä vain yksi kerrallaan.',
      ),
    ],
    nl: [
      h2('Begin bij hoe je zet'),
      p(
        'Welke koffie het best past, hangt vooral af van je apparatuur: een espressomachine, een filterkoffiezetapparaat, een cafetière of een cupmachine. Hele bonen blijven het langst vers, maar dan heb je wel een molen nodig, bij voorkeur een maalschijfmolen die gelijkmatig maalt. Gemalen koffie is handig, zolang de maalgraad op de verpakking past bij je zetmethode. Cups zijn het gemakkelijkst, maar ze kosten meer per kopje en leveren meer verpakkingsafval op.',
      ),
      h2('Branding, herkomst en theekwaliteiten'),
      p(
        'Een lichte branding bewaart meer van de fruitige en bloemige tonen van de boon, terwijl een donkere branding bitterder, chocoladeachtiger en rokeriger smaakt. Koffie van één herkomst laat de smaak van een bepaalde streek zien, terwijl melanges zo zijn samengesteld dat ze elke keer hetzelfde smaken. Losse thee heeft meestal meer aroma dan theezakjes, die vaak gevuld zijn met kleine stukjes gebroken blad, zogeheten fannings. Groene en witte thee zijn delicaat en vragen om minder heet water, terwijl zwarte thee en kruidenthee goed tegen net gekookt water kunnen.',
      ),
      ul(
        'Kijk naar de branddatum op de koffie en koop niet meer dan je in ongeveer een maand opmaakt.',
        'Vergelijk de kiloprijs, want kleine zakken en cups kunnen een hoge prijs per eenheid verbergen.',
        'Controleer het oogstjaar of de houdbaarheidsdatum van thee, zeker bij groene thee.',
        'Begin met een klein zakje of een proefpakket voordat je een grote verpakking van iets nieuws koopt.',
      ),
      h2('Thuis vers houden'),
      p(
        'Koffie en thee verliezen hun smaak door lucht, licht, warmte en vocht. Bewaar ze in een luchtdichte, ondoorzichtige bus in een koele kast, uit de buurt van het fornuis en sterk geurende kruiden. Bewaar geopende koffie liever niet in de koelkast, omdat hij daar geuren en condens kan opnemen. Koop je grote hoeveelheden, verdeel de voorraad dan in kleinere porties en open er telkens maar één.',
      ),
    ],
    no: [
      h2('Ta utgangspunkt i hvordan du brygger'),
      p(
        'Hvilken kaffe som passer best, avhenger først og fremst av utstyret ditt: espressomaskin, traktemaskin, stempelkanne eller kapsler. Hele bønner holder seg ferske lengst, men da trenger du en kvern, helst en kvern med skiver eller konisk kvernverk som maler jevnt. Ferdigmalt kaffe er praktisk, så lenge malingsgraden på pakken passer til bryggemetoden din. Kapsler er det enkleste alternativet, men de koster mer per kopp og gir mer emballasjeavfall.',
      ),
      h2('Brenning, opprinnelse og tekvaliteter'),
      p(
        'Lys brenning tar vare på mer av de fruktige og blomstrete tonene i bønnen, mens mørk brenning gir en mer bitter smak med preg av sjokolade og røyk. Kaffe fra én opprinnelse viser smaken fra et bestemt område, mens blandinger er satt sammen for å smake likt fra pose til pose. Løs te har som regel mer aroma enn teposer, som ofte er fylt med små, knuste bladbiter kalt fannings. Grønn og hvit te er delikat og trenger kjøligere vann, mens svart te og urtete tåler vann som nettopp har kokt.',
      ),
      ul(
        'Se etter brennedatoen på kaffen og kjøp bare det du rekker å bruke opp på omtrent en måned.',
        'Sammenlign kiloprisen, for små poser og kapsler kan skjule en høy enhetspris.',
        'Sjekk innhøstingsåret eller best før-datoen på teen, særlig når det gjelder grønn te.',
        'Begynn med en liten pose eller en smakspakke før du kjøper en stor pakke av noe nytt.',
      ),
      h2('Hold dem ferske hjemme'),
      p(
        'Kaffe og te mister smak når de utsettes for luft, lys, varme og fuktighet. Oppbevar dem i en lufttett, lystett boks i et kjølig skap, unna komfyren og sterkt luktende krydder. Unngå å ha åpnet kaffe i kjøleskapet, der den kan trekke til seg lukt og kondens. Kjøper du store mengder, kan du dele lageret i mindre porsjoner og åpne bare én om gangen.',
      ),
    ],
    pl: [
      h2('Zacznij od sposobu parzenia'),
      p(
        'Wybór kawy zależy przede wszystkim od sprzętu, którego używasz: ekspresu ciśnieniowego, ekspresu przelewowego, french pressu czy kapsułek. Kawa ziarnista najdłużej zachowuje świeżość, ale potrzebny jest do niej młynek, najlepiej żarnowy, który mieli równomiernie. Kawa mielona jest wygodna, o ile stopień zmielenia podany na opakowaniu pasuje do twojej metody parzenia. Kapsułki to najprostsze rozwiązanie, ale koszt jednej filiżanki jest wyższy, a odpadów z opakowań powstaje więcej.',
      ),
      h2('Stopień palenia, pochodzenie i gatunki herbaty'),
      p(
        'Jasne palenie zachowuje więcej owocowych i kwiatowych nut ziarna, a ciemne daje smak bardziej gorzki, czekoladowy i dymny. Kawy jednorodne pokazują charakter jednego regionu, natomiast mieszanki komponuje się tak, by każde opakowanie smakowało tak samo. Herbata liściasta ma zwykle więcej aromatu niż herbata w torebkach, które często zawierają drobne okruchy liści określane jako fannings. Herbaty zielone i białe są delikatne i wymagają chłodniejszej wody, a czarne herbaty i napary ziołowe znoszą wodę tuż po zagotowaniu.',
      ),
      ul(
        'Szukaj na opakowaniu kawy daty palenia i kupuj tyle, ile zużyjesz w ciągu mniej więcej miesiąca.',
        'Porównuj cenę za kilogram, bo małe opakowania i kapsułki mogą ukrywać wysoką cenę jednostkową.',
        'Sprawdzaj rok zbioru lub datę minimalnej trwałości herbaty, zwłaszcza zielonej.',
        'Zanim kupisz duże opakowanie nowego produktu, zacznij od małej paczki lub zestawu degustacyjnego.',
      ),
      h2('Jak zachować świeżość w domu'),
      p(
        'Kawa i herbata tracą smak pod wpływem powietrza, światła, ciepła i wilgoci. Przechowuj je w szczelnym, nieprzezroczystym pojemniku w chłodnej szafce, z dala od kuchenki i intensywnie pachnących przypraw. Nie trzymaj otwartej kawy w lodówce, bo może wchłaniać zapachy i wilgoć ze skraplającej się pary. Jeśli kupujesz większe ilości, podziel zapas na mniejsze porcje i otwieraj je pojedynczo.',
      ),
    ],
    pt: [
      h2('Comece pelo seu jeito de preparar'),
      p(
        'O café certo depende antes de tudo do seu equipamento: máquina de espresso, cafeteira elétrica de filtro, prensa francesa ou cápsulas. O café em grãos se mantém fresco por mais tempo, mas você vai precisar de um moedor, de preferência de mós, que garante uma moagem uniforme. O café moído é prático, desde que a moagem indicada na embalagem combine com o seu método de preparo. As cápsulas são a opção mais simples, mas custam mais por xícara e geram mais lixo de embalagem.',
      ),
      h2('Torra, origem e tipos de chá'),
      p(
        'As torras claras preservam mais as notas frutadas e florais do grão, enquanto as escuras deixam o café mais amargo, achocolatado e defumado. Cafés de origem única mostram o caráter de uma região específica, e os blends são pensados para ter o mesmo sabor de um pacote para outro. No caso do chá, as folhas soltas costumam ter mais aroma do que os sachês, que muitas vezes trazem pequenos fragmentos de folha chamados fannings. Chás verdes e brancos são delicados e pedem água menos quente, já os chás pretos e as infusões de ervas aguentam água recém-fervida.',
      ),
      ul(
        'Procure a data de torra no pacote de café e compre só o que vai consumir em cerca de um mês.',
        'Compare o preço por quilo, porque pacotes pequenos e cápsulas podem esconder um preço unitário alto.',
        'Confira o ano da colheita ou a data de validade do chá, principalmente do chá verde.',
        'Comece com um pacote pequeno ou um kit de degustação antes de comprar uma embalagem grande de algo novo.',
      ),
      h2('Como manter o frescor em casa'),
      p(
        'Café e chá perdem sabor quando ficam expostos ao ar, à luz, ao calor e à umidade. Guarde-os em um pote hermético e opaco, dentro de um armário fresco, longe do fogão e de temperos de cheiro forte. Evite guardar o café aberto na geladeira, onde ele pode absorver odores e umidade. Se comprar em grande quantidade, divida o estoque em porções menores e abra uma de cada vez.',
      ),
    ],
    sv: [
      h2('Utgå från hur du brygger'),
      p(
        'Vilket kaffe som passar bäst beror främst på vilken utrustning du har: espressomaskin, bryggare, presskanna eller kapslar. Hela bönor håller sig färska längst, men då behöver du en kvarn, helst en med malskivor eller koniskt malverk som ger en jämn malning. Färdigmalet kaffe är bekvämt, så länge malningsgraden på paketet passar din bryggmetod. Kapslar är enklast, men de kostar mer per kopp och ger mer förpackningsavfall.',
      ),
      h2('Rostning, ursprung och tekvaliteter'),
      p(
        'Ljus rostning bevarar mer av bönans fruktiga och blommiga toner, medan mörk rostning ger en mer bitter smak med inslag av choklad och rök. Kaffe från ett enda ursprung visar smaken från ett visst område, medan blandningar är komponerade för att smaka likadant från paket till paket. Löst te har oftast mer arom än tepåsar, som ofta är fyllda med små krossade bladbitar som kallas fannings. Grönt och vitt te är känsligt och behöver svalare vatten, medan svart te och örtte klarar vatten som precis har kokat upp.',
      ),
      ul(
        'Leta efter rostdatumet på kaffet och köp bara så mycket som du hinner göra slut på inom ungefär en månad.',
        'Jämför kilopriset, eftersom små paket och kapslar kan dölja ett högt jämförpris.',
        'Kontrollera teets skördeår eller bäst före-datum, särskilt för grönt te.',
        'Börja med ett litet paket eller en provsmakningsförpackning innan du köper en stor förpackning av något nytt.',
      ),
      h2('Håll det fräscht hemma'),
      p(
        'Kaffe och te förlorar smak när de utsätts för luft, ljus, värme och fukt. Förvara dem i en lufttät, ogenomskinlig burk i ett svalt skåp, en bit från spisen och starkt doftande kryddor. Undvik att ställa öppnat kaffe i kylskåpet, där det kan ta upp lukter och kondens. Köper du stora mängder kan du dela upp förrådet i mindre portioner och bara öppna en i taget.',
      ),
    ],
  },
}
