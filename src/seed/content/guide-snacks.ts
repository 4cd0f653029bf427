import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

export const snacksGuide: GuideSeed = {
  slug: 'healthier-snacks-guide',
  subcategory: 'snacks',
  title: {
    en: 'How to choose healthier snacks',
    de: 'So wählen Sie gesündere Snacks',
    fr: 'Comment choisir des en-cas plus sains',
    it: 'Come scegliere snack più sani',
    es: 'Cómo elegir tentempiés más saludables',
    fi: 'Näin valitset terveellisempiä välipaloja',
    nl: 'Zo kies je gezondere snacks',
    no: 'Slik velger du sunnere snacks',
    pl: 'Jak wybierać zdrowsze przekąski',
    pt: 'Como escolher lanches mais saudáveis',
    sv: 'Så väljer du nyttigare snacks',
  },
  excerpt: {
    en: 'Front-of-pack claims rarely tell the whole story. Learn to read the nutrition table, watch portion sizes and build snacks that actually keep you full.',
    de: 'Werbeaussagen auf der Verpackung verraten selten alles. So lesen Sie die Nährwerttabelle, behalten die Portionsgröße im Blick und stellen Snacks zusammen, die wirklich satt machen.',
    fr: 'Les allégations sur l’emballage ne disent pas tout. Apprenez à lire le tableau nutritionnel, à surveiller les portions et à composer des en-cas qui rassasient vraiment.',
    it: 'Le scritte sul fronte della confezione raramente dicono tutto. Impara a leggere la tabella nutrizionale, a fare attenzione alle porzioni e a scegliere snack che saziano davvero.',
    es: 'Los reclamos del envase rara vez cuentan toda la historia. Aprende a leer la tabla nutricional, a vigilar las raciones y a elegir tentempiés que de verdad sacien.',
    fi: 'Pakkauksen etupuolen mainoslauseet eivät kerro kaikkea. Opettele lukemaan ravintoarvotaulukkoa, seuraamaan annoskokoa ja kokoamaan välipaloja, jotka oikeasti pitävät nälän loitolla.',
    nl: 'Claims op de voorkant van de verpakking vertellen zelden het hele verhaal. Leer de voedingswaardetabel lezen, let op de portiegrootte en kies snacks die je echt verzadigen.',
    no: 'Påstandene på forsiden av pakken forteller sjelden hele historien. Lær deg å lese næringsinnholdet, følge med på porsjonsstørrelsen og velge snacks som faktisk metter.',
    pl: 'Hasła na froncie opakowania rzadko mówią wszystko. Dowiedz się, jak czytać tabelę wartości odżywczych, pilnować wielkości porcji i wybierać przekąski, które naprawdę sycą.',
    pt: 'As promessas na frente da embalagem raramente contam a história toda. Aprenda a ler a tabela nutricional, a prestar atenção às porções e a montar lanches que realmente matam a fome.',
    sv: 'Påståendena på förpackningens framsida berättar sällan hela historien. Lär dig läsa näringsdeklarationen, hålla koll på portionsstorleken och välja snacks som faktiskt mättar.',
  },
  body: {
    en: [
      h2('Look past the front of the pack'),
      p(
        'Words like “natural”, “light” or “high in protein” are marketing first and nutrition second. Turn the pack over and compare the nutrition table per 100 g, which lets you compare products of different sizes fairly. Check sugar, salt and saturated fat, and see where sugar appears in the ingredient list, since ingredients are listed by weight. A short ingredient list you recognise is usually a good sign.',
      ),
      h2('Protein and fibre keep you full'),
      p(
        'A snack that combines protein or fibre with a little healthy fat keeps hunger away far longer than one based on refined starch or sugar. Nuts, seeds, plain yoghurt, roasted chickpeas and wholegrain crackers are good building blocks. Fruit and vegetables add volume and fibre for very few calories. Pairing two foods, such as an apple with a handful of nuts, is often more satisfying than a single bar.',
      ),
      ul(
        'Aim for at least 3 g of fibre per 100 g in crackers, bars and crisps.',
        'Choose products with less than 5 g of sugar per 100 g where you can.',
        'Keep salt below about 1.5 g per 100 g, especially in savoury snacks.',
        'Prefer unsalted or lightly salted nuts and plain seeds over coated ones.',
      ),
      h2('Mind the portion and the price'),
      p(
        'Even healthy snacks add up quickly, and a bag of nuts can easily hold four or five portions. Check the portion size printed on the pack and consider dividing larger bags into small containers at home. Multipacks of single portions cost more per kilo but make it easier to stop. Compare the unit price per kilo rather than the price per pack, because “snack size” products are often the most expensive way to buy the same food.',
      ),
    ],
    de: [
      h2('Hinter die Verpackungsfront schauen'),
      p(
        'Begriffe wie „natürlich“, „light“ oder „proteinreich“ sind in erster Linie Werbung und erst in zweiter Linie eine Nährwertangabe. Drehen Sie die Packung um und vergleichen Sie die Nährwerttabelle pro 100 g, denn so lassen sich unterschiedlich große Produkte fair vergleichen. Achten Sie auf Zucker, Salz und gesättigte Fettsäuren und prüfen Sie, an welcher Stelle Zucker in der Zutatenliste steht, da die Zutaten nach Gewicht geordnet sind. Eine kurze Zutatenliste mit bekannten Zutaten ist meist ein gutes Zeichen.',
      ),
      h2('Eiweiß und Ballaststoffe machen satt'),
      p(
        'Ein Snack, der Eiweiß oder Ballaststoffe mit etwas gesundem Fett kombiniert, hält den Hunger deutlich länger fern als einer aus Weißmehl oder Zucker. Nüsse, Saaten, Naturjoghurt, geröstete Kichererbsen und Vollkorncracker sind gute Grundlagen. Obst und Gemüse bringen Volumen und Ballaststoffe bei sehr wenigen Kalorien. Zwei Lebensmittel zu kombinieren, etwa einen Apfel mit einer Handvoll Nüssen, sättigt oft besser als ein einzelner Riegel.',
      ),
      ul(
        'Achten Sie bei Crackern, Riegeln und Chips auf mindestens 3 g Ballaststoffe pro 100 g.',
        'Wählen Sie nach Möglichkeit Produkte mit weniger als 5 g Zucker pro 100 g.',
        'Halten Sie den Salzgehalt vor allem bei herzhaften Snacks unter etwa 1,5 g pro 100 g.',
        'Greifen Sie lieber zu ungesalzenen oder leicht gesalzenen Nüssen und naturbelassenen Saaten als zu ummantelten Varianten.',
      ),
      h2('Portion und Preis im Blick behalten'),
      p(
        'Auch gesunde Snacks summieren sich schnell, und eine Tüte Nüsse enthält leicht vier oder fünf Portionen. Prüfen Sie die auf der Packung angegebene Portionsgröße und füllen Sie große Beutel zu Hause in kleine Dosen um. Mehrfachpackungen mit Einzelportionen kosten pro Kilo mehr, erleichtern aber das Aufhören. Vergleichen Sie den Grundpreis pro Kilo statt des Packungspreises, denn Snackgrößen sind oft die teuerste Art, dasselbe Lebensmittel zu kaufen.',
      ),
    ],
    fr: [
      h2('Regardez au-delà du devant de l’emballage'),
      p(
        'Des mentions comme « naturel », « allégé » ou « riche en protéines » relèvent d’abord du marketing, et seulement ensuite de la nutrition. Retournez le paquet et comparez le tableau nutritionnel pour 100 g, qui permet de mettre en regard des produits de tailles différentes. Surveillez les sucres, le sel et les acides gras saturés, et regardez à quelle place le sucre figure dans la liste des ingrédients, classés par ordre décroissant de poids. Une liste courte d’ingrédients que vous connaissez est généralement bon signe.',
      ),
      h2('Protéines et fibres rassasient'),
      p(
        'Un en-cas qui associe des protéines ou des fibres à un peu de bonnes graisses tient la faim à distance bien plus longtemps qu’un produit à base d’amidon raffiné ou de sucre. Les oléagineux, les graines, le yaourt nature, les pois chiches grillés et les crackers complets sont de bonnes bases. Les fruits et légumes apportent du volume et des fibres pour très peu de calories. Associer deux aliments, comme une pomme et une poignée d’amandes, rassasie souvent mieux qu’une simple barre.',
      ),
      ul(
        'Visez au moins 3 g de fibres pour 100 g dans les crackers, barres et chips.',
        'Choisissez si possible des produits contenant moins de 5 g de sucres pour 100 g.',
        'Limitez le sel à environ 1,5 g pour 100 g, surtout pour les en-cas salés.',
        'Préférez les noix non salées ou légèrement salées et les graines nature aux versions enrobées.',
      ),
      h2('Surveillez la portion et le prix'),
      p(
        'Même les en-cas sains s’additionnent vite, et un sachet de noix peut facilement contenir quatre ou cinq portions. Vérifiez la portion indiquée sur l’emballage et pensez à répartir les grands sachets dans de petites boîtes à la maison. Les lots de portions individuelles coûtent plus cher au kilo, mais aident à s’arrêter. Comparez le prix au kilo plutôt que le prix du paquet, car les formats « snacking » sont souvent la façon la plus chère d’acheter le même aliment.',
      ),
    ],
    it: [
      h2('Guarda oltre il fronte della confezione'),
      p(
        'Diciture come “naturale”, “light” o “ricco di proteine” sono prima di tutto marketing e solo dopo informazione nutrizionale. Gira la confezione e confronta la tabella nutrizionale per 100 g, che permette di paragonare in modo corretto prodotti di formato diverso. Controlla zuccheri, sale e grassi saturi e guarda in che posizione compare lo zucchero nell’elenco degli ingredienti, ordinati per peso decrescente. Un elenco breve di ingredienti che conosci è di solito un buon segno.',
      ),
      h2('Proteine e fibre saziano'),
      p(
        'Uno snack che unisce proteine o fibre a un po’ di grassi buoni tiene lontana la fame molto più a lungo di uno a base di amidi raffinati o zucchero. Frutta secca, semi, yogurt bianco, ceci tostati e cracker integrali sono ottime basi. Frutta e verdura aggiungono volume e fibre con pochissime calorie. Abbinare due alimenti, come una mela e una manciata di mandorle, spesso sazia più di una singola barretta.',
      ),
      ul(
        'Punta ad almeno 3 g di fibre per 100 g in cracker, barrette e patatine.',
        'Quando possibile, scegli prodotti con meno di 5 g di zuccheri per 100 g.',
        'Mantieni il sale sotto circa 1,5 g per 100 g, soprattutto negli snack salati.',
        'Preferisci frutta secca non salata o poco salata e semi al naturale rispetto alle versioni ricoperte.',
      ),
      h2('Attenzione a porzioni e prezzo'),
      p(
        'Anche gli snack sani si sommano in fretta, e un sacchetto di frutta secca può contenere facilmente quattro o cinque porzioni. Controlla la porzione indicata sulla confezione e valuta di suddividere i sacchetti grandi in piccoli contenitori a casa. Le confezioni multiple in monoporzioni costano di più al chilo, ma aiutano a fermarsi. Confronta il prezzo al chilo invece del prezzo della confezione, perché i formati “snack” sono spesso il modo più caro di comprare lo stesso alimento.',
      ),
    ],
    es: [
      h2('Mira más allá de la parte delantera del envase'),
      p(
        'Palabras como «natural», «light» o «alto en proteínas» son ante todo marketing y solo después información nutricional. Dale la vuelta al paquete y compara la tabla nutricional por 100 g, que permite comparar con justicia productos de distinto tamaño. Fíjate en el azúcar, la sal y las grasas saturadas, y comprueba en qué lugar aparece el azúcar en la lista de ingredientes, que se ordenan por peso. Una lista corta de ingredientes que reconoces suele ser buena señal.',
      ),
      h2('La proteína y la fibra sacian'),
      p(
        'Un tentempié que combina proteína o fibra con un poco de grasa saludable mantiene a raya el hambre mucho más tiempo que uno basado en harinas refinadas o azúcar. Los frutos secos, las semillas, el yogur natural, los garbanzos tostados y las tostadas integrales son buenas bases. La fruta y la verdura aportan volumen y fibra con muy pocas calorías. Combinar dos alimentos, como una manzana con un puñado de almendras, suele saciar más que una sola barrita.',
      ),
      ul(
        'Busca al menos 3 g de fibra por 100 g en galletas saladas, barritas y patatas fritas.',
        'Siempre que puedas, elige productos con menos de 5 g de azúcar por 100 g.',
        'Mantén la sal por debajo de unos 1,5 g por 100 g, sobre todo en los aperitivos salados.',
        'Prefiere frutos secos sin sal o con poca sal y semillas naturales antes que las versiones recubiertas.',
      ),
      h2('Vigila la ración y el precio'),
      p(
        'Incluso los tentempiés saludables suman rápido, y una bolsa de frutos secos puede contener fácilmente cuatro o cinco raciones. Revisa la ración indicada en el envase y plantéate repartir las bolsas grandes en recipientes pequeños en casa. Los paquetes de raciones individuales cuestan más por kilo, pero ayudan a saber cuándo parar. Compara el precio por kilo en lugar del precio por paquete, porque los formatos de tamaño snack suelen ser la forma más cara de comprar el mismo alimento.',
      ),
    ],
    fi: [
      h2('Katso pakkauksen etupuolta pidemmälle'),
      p(
        'Sanat kuten ”luonnollinen”, ”kevyt” tai ”runsasproteiininen” ovat ennen kaikkea markkinointia ja vasta sitten ravitsemustietoa. Käännä pakkaus ja vertaa ravintoarvoja 100 grammaa kohden, jolloin erikokoisia tuotteita voi verrata reilusti. Tarkista sokeri, suola ja tyydyttynyt rasva sekä se, missä kohtaa ainesosaluetteloa sokeri mainitaan, sillä ainesosat luetellaan painon mukaan suurimmasta pienimpään. Lyhyt ainesosaluettelo, jonka kaikki kohdat tunnistat, on yleensä hyvä merkki.',
      ),
      h2('Proteiini ja kuitu pitävät kylläisenä'),
      p(
        'Välipala, jossa on proteiinia tai kuitua sekä hieman hyvää rasvaa, pitää nälän loitolla paljon pidempään kuin valkoiseen jauhoon tai sokeriin perustuva. Pähkinät, siemenet, maustamaton jogurtti, paahdetut kikherneet ja täysjyväkeksit ovat hyviä rakennuspalikoita. Hedelmät ja kasvikset tuovat määrää ja kuitua hyvin pienellä energiamäärällä. Kahden ruoan yhdistäminen, esimerkiksi omena ja kourallinen pähkinöitä, vie nälän usein paremmin kuin yksittäinen patukka.',
      ),
      ul(
        'Valitse keksejä, patukoita ja sipsejä, joissa on vähintään 3 g kuitua 100 grammassa.',
        'Suosi mahdollisuuksien mukaan tuotteita, joissa on alle 5 g sokeria 100 grammassa.',
        'Pidä suolan määrä alle noin 1,5 gramman 100 grammassa etenkin suolaisissa naposteltavissa.',
        'Suosi suolaamattomia tai kevyesti suolattuja pähkinöitä ja maustamattomia siemeniä kuorrutettujen sijaan.',
      ),
      h2('Pidä silmällä annoskokoa ja hintaa'),
      p(
        'Terveellisetkin välipalat kertyvät nopeasti, ja yhdessä pähkinäpussissa voi helposti olla neljä tai viisi annosta. Tarkista pakkaukseen merkitty annoskoko ja jaa isot pussit kotona pieniin rasioihin. Yksittäispakatut annokset maksavat kilolta enemmän, mutta niiden avulla on helpompi lopettaa ajoissa. Vertaa kilohintaa pakkaushinnan sijaan, sillä pienet välipalakoot ovat usein kallein tapa ostaa sama tuote.',
      ),
    ],
    nl: [
      h2('Kijk verder dan de voorkant van de verpakking'),
      p(
        'Woorden als ‘natuurlijk’, ‘light’ of ‘rijk aan eiwitten’ zijn in de eerste plaats marketing en pas daarna voedingsinformatie. Draai de verpakking om en vergelijk de voedingswaardetabel per 100 gram, zodat je producten van verschillende grootte eerlijk naast elkaar kunt leggen. Let op suiker, zout en verzadigd vet, en kijk op welke plek suiker in de ingrediëntenlijst staat, want ingrediënten worden op gewicht gerangschikt. Een korte ingrediëntenlijst met dingen die je herkent, is meestal een goed teken.',
      ),
      h2('Eiwitten en vezels geven een vol gevoel'),
      p(
        'Een snack die eiwitten of vezels combineert met wat gezond vet, houdt de honger veel langer weg dan een snack op basis van geraffineerd zetmeel of suiker. Noten, zaden, naturel yoghurt, geroosterde kikkererwten en volkorencrackers zijn goede bouwstenen. Groente en fruit zorgen voor volume en vezels met heel weinig calorieën. Twee producten combineren, zoals een appel met een handje noten, verzadigt vaak beter dan één reep.',
      ),
      ul(
        'Ga bij crackers, repen en chips voor minstens 3 g vezels per 100 g.',
        'Kies waar mogelijk producten met minder dan 5 g suiker per 100 g.',
        'Houd zout onder ongeveer 1,5 g per 100 g, vooral bij hartige snacks.',
        'Kies liever ongezouten of licht gezouten noten en naturel zaden dan varianten met een laagje.',
      ),
      h2('Let op portie en prijs'),
      p(
        'Ook gezonde snacks tellen snel op, en een zak noten bevat al gauw vier of vijf porties. Bekijk de portiegrootte op de verpakking en verdeel grote zakken thuis over kleine bakjes. Multipacks met losse porties zijn per kilo duurder, maar maken het makkelijker om op tijd te stoppen. Vergelijk de kiloprijs in plaats van de prijs per verpakking, want snackformaten zijn vaak de duurste manier om hetzelfde product te kopen.',
      ),
    ],
    no: [
      h2('Se forbi forsiden av pakken'),
      p(
        'Ord som «naturlig», «lett» eller «høyt proteininnhold» er først og fremst markedsføring og først deretter ernæringsinformasjon. Snu pakken og sammenlign næringsinnholdet per 100 gram, slik at du kan sammenligne produkter i ulike størrelser på en rettferdig måte. Sjekk sukker, salt og mettet fett, og se hvor sukker står i ingredienslisten, siden ingrediensene er oppført etter vekt. En kort ingrediensliste med ting du kjenner igjen, er som regel et godt tegn.',
      ),
      h2('Protein og fiber metter'),
      p(
        'Et mellommåltid som kombinerer protein eller fiber med litt sunt fett, holder sulten borte mye lenger enn et som er basert på raffinert stivelse eller sukker. Nøtter, frø, naturell yoghurt, ristede kikerter og grove knekkebrød er gode byggesteiner. Frukt og grønnsaker gir volum og fiber med svært få kalorier. Å kombinere to matvarer, for eksempel et eple og en håndfull nøtter, metter ofte bedre enn én enkelt bar.',
      ),
      ul(
        'Se etter minst 3 g fiber per 100 g i kjeks, barer og chips.',
        'Velg helst produkter med under 5 g sukker per 100 g.',
        'Hold saltet under omtrent 1,5 g per 100 g, særlig i salte snacks.',
        'Velg usaltede eller lettsaltede nøtter og naturelle frø fremfor varianter med overtrekk.',
      ),
      h2('Følg med på porsjon og pris'),
      p(
        'Selv sunne snacks blir fort mye, og en pose nøtter kan fint inneholde fire eller fem porsjoner. Sjekk porsjonsstørrelsen som står på pakken, og fordel gjerne store poser i små bokser hjemme. Flerpakninger med enkeltporsjoner koster mer per kilo, men gjør det lettere å stoppe i tide. Sammenlign kiloprisen i stedet for prisen per pakke, for små snackstørrelser er ofte den dyreste måten å kjøpe den samme maten på.',
      ),
    ],
    pl: [
      h2('Nie poprzestawaj na froncie opakowania'),
      p(
        'Określenia takie jak „naturalny”, „light” czy „wysokobiałkowy” to przede wszystkim marketing, a dopiero potem informacja o wartościach odżywczych. Odwróć opakowanie i porównaj tabelę wartości odżywczych w przeliczeniu na 100 g, dzięki czemu uczciwie zestawisz produkty o różnej gramaturze. Sprawdź zawartość cukru, soli i tłuszczów nasyconych oraz zobacz, na którym miejscu w składzie pojawia się cukier, bo składniki wymienia się według malejącej masy. Krótki skład, w którym rozpoznajesz wszystkie pozycje, to zwykle dobry znak.',
      ),
      h2('Białko i błonnik dają sytość'),
      p(
        'Przekąska łącząca białko lub błonnik z odrobiną zdrowego tłuszczu znacznie dłużej trzyma głód na dystans niż ta oparta na rafinowanej skrobi lub cukrze. Orzechy, pestki, jogurt naturalny, prażona ciecierzyca i pełnoziarniste krakersy to dobre podstawy. Owoce i warzywa dodają objętości i błonnika przy bardzo niewielkiej liczbie kalorii. Połączenie dwóch produktów, na przykład jabłka z garścią orzechów, często syci lepiej niż pojedynczy baton.',
      ),
      ul(
        'W krakersach, batonach i chipsach szukaj co najmniej 3 g błonnika na 100 g.',
        'W miarę możliwości wybieraj produkty zawierające mniej niż 5 g cukru na 100 g.',
        'Pilnuj, by sól nie przekraczała ok. 1,5 g na 100 g, zwłaszcza w słonych przekąskach.',
        'Wybieraj niesolone lub lekko solone orzechy i naturalne pestki zamiast wersji w panierce lub polewie.',
      ),
      h2('Zwracaj uwagę na porcję i cenę'),
      p(
        'Nawet zdrowe przekąski szybko się sumują, a jedna paczka orzechów może z łatwością zawierać cztery lub pięć porcji. Sprawdź wielkość porcji podaną na opakowaniu i rozważ przesypanie zawartości dużych opakowań do małych pojemników w domu. Zestawy pojedynczych porcji są droższe w przeliczeniu na kilogram, ale ułatwiają zatrzymanie się w porę. Porównuj cenę za kilogram zamiast ceny za opakowanie, bo małe opakowania „na przekąskę” to często najdroższy sposób na zakup tego samego produktu.',
      ),
    ],
    pt: [
      h2('Vá além da frente da embalagem'),
      p(
        'Termos como “natural”, “light” ou “rico em proteínas” são antes de tudo marketing e só depois informação nutricional. Vire a embalagem e compare a tabela nutricional por 100 g, o que permite comparar de forma justa produtos de tamanhos diferentes. Confira açúcares, sódio e gorduras saturadas, e veja em que posição o açúcar aparece na lista de ingredientes, que segue a ordem decrescente de quantidade. Uma lista curta de ingredientes que você reconhece costuma ser um bom sinal.',
      ),
      h2('Proteína e fibra dão saciedade'),
      p(
        'Um lanche que combina proteína ou fibra com um pouco de gordura boa segura a fome por muito mais tempo do que um feito à base de farinha refinada ou açúcar. Castanhas, sementes, iogurte natural, grão-de-bico torrado e biscoitos integrais são boas bases. Frutas e verduras trazem volume e fibras com pouquíssimas calorias. Combinar dois alimentos, como uma maçã com um punhado de castanhas, costuma saciar mais do que uma barrinha sozinha.',
      ),
      ul(
        'Procure pelo menos 3 g de fibras por 100 g em biscoitos, barrinhas e salgadinhos.',
        'Sempre que possível, escolha produtos com menos de 5 g de açúcares por 100 g.',
        'Mantenha o sódio abaixo de cerca de 600 mg por 100 g, principalmente nos lanches salgados.',
        'Prefira castanhas sem sal ou com pouco sal e sementes ao natural às versões com cobertura.',
      ),
      h2('Fique de olho na porção e no preço'),
      p(
        'Mesmo os lanches saudáveis somam rápido, e um pacote de castanhas pode ter facilmente quatro ou cinco porções. Confira a porção indicada na embalagem e considere dividir os pacotes grandes em potinhos em casa. Os kits com porções individuais custam mais por quilo, mas ajudam a parar na hora certa. Compare o preço por quilo em vez do preço do pacote, porque as embalagens pequenas costumam ser a forma mais cara de comprar o mesmo alimento.',
      ),
    ],
    sv: [
      h2('Titta förbi förpackningens framsida'),
      p(
        'Ord som ”naturlig”, ”light” eller ”proteinrik” är i första hand marknadsföring och först därefter näringsinformation. Vänd på förpackningen och jämför näringsdeklarationen per 100 gram, så kan du jämföra produkter i olika storlekar på ett rättvist sätt. Kontrollera socker, salt och mättat fett, och se var sockret står i ingrediensförteckningen, eftersom ingredienserna anges i fallande viktordning. En kort ingredienslista med sådant du känner igen är oftast ett gott tecken.',
      ),
      h2('Protein och fibrer mättar'),
      p(
        'Ett mellanmål som kombinerar protein eller fibrer med lite nyttigt fett håller hungern borta betydligt längre än ett som bygger på raffinerad stärkelse eller socker. Nötter, fröer, naturell yoghurt, rostade kikärtor och fullkornsknäcke är bra byggstenar. Frukt och grönsaker ger volym och fibrer för väldigt få kalorier. Att kombinera två livsmedel, till exempel ett äpple och en näve nötter, mättar ofta bättre än en ensam bar.',
      ),
      ul(
        'Sikta på minst 3 g fibrer per 100 g i kex, bars och chips.',
        'Välj om möjligt produkter med mindre än 5 g socker per 100 g.',
        'Håll saltet under ungefär 1,5 g per 100 g, särskilt i salta snacks.',
        'Välj hellre osaltade eller lätt saltade nötter och naturella fröer än varianter med överdrag.',
      ),
      h2('Håll koll på portion och pris'),
      p(
        'Även nyttiga snacks blir snabbt mycket, och en påse nötter kan lätt innehålla fyra eller fem portioner. Kontrollera portionsstorleken på förpackningen och fördela gärna stora påsar i små burkar hemma. Flerpack med enskilda portioner kostar mer per kilo men gör det lättare att sluta i tid. Jämför priset per kilo i stället för priset per förpackning, eftersom små snackförpackningar ofta är det dyraste sättet att köpa samma vara.',
      ),
    ],
  },
}
