import type { GuideSeed } from './types'

import { h2, p, ul } from './blocks'

export const organicGuide: GuideSeed = {
  slug: 'understanding-organic-labels',
  subcategory: 'organic',
  title: {
    en: 'Understanding organic labels: what they really mean',
    de: 'Bio-Siegel verstehen: Was sie wirklich bedeuten',
    fr: 'Comprendre les labels bio : ce qu’ils garantissent vraiment',
    it: 'Capire le etichette biologiche: cosa significano davvero',
    es: 'Entender las etiquetas ecológicas: qué significan de verdad',
    fi: 'Luomumerkinnät tutuiksi: mitä ne oikeasti tarkoittavat',
    nl: 'Biologische keurmerken begrijpen: wat ze echt betekenen',
    no: 'Slik forstår du økologiske merker: hva de egentlig betyr',
    pl: 'Jak czytać oznaczenia żywności ekologicznej i co naprawdę znaczą',
    pt: 'Entenda os selos de orgânicos: o que eles realmente significam',
    sv: 'Förstå ekologiska märkningar: vad de egentligen betyder',
  },
  excerpt: {
    en: 'Organic logos promise rules on pesticides, fertilisers and animal welfare. Here is what the official label guarantees, what it does not, and how to buy organic on a budget.',
    de: 'Bio-Siegel versprechen Regeln für Pflanzenschutz, Düngung und Tierhaltung. Hier erfahren Sie, was das offizielle Siegel garantiert, was nicht und wie Sie auch mit kleinem Budget bio einkaufen.',
    fr: 'Les logos bio promettent des règles sur les pesticides, les engrais et le bien-être animal. Voici ce que garantit le label officiel, ce qu’il ne garantit pas et comment acheter bio sans exploser son budget.',
    it: 'I loghi biologici promettono regole su pesticidi, fertilizzanti e benessere animale. Ecco cosa garantisce l’etichetta ufficiale, cosa invece no e come comprare bio senza spendere troppo.',
    es: 'Los logotipos ecológicos prometen normas sobre pesticidas, fertilizantes y bienestar animal. Te contamos qué garantiza el sello oficial, qué no, y cómo comprar ecológico sin disparar el presupuesto.',
    fi: 'Luomumerkit lupaavat sääntöjä torjunta-aineista, lannoitteista ja eläinten hyvinvoinnista. Kerromme, mitä virallinen merkki takaa, mitä se ei takaa ja miten luomua voi ostaa pienelläkin budjetilla.',
    nl: 'Biologische logo’s beloven regels voor bestrijdingsmiddelen, kunstmest en dierenwelzijn. Lees wat het officiële keurmerk garandeert, wat niet, en hoe je biologisch koopt zonder dat het de pan uit rijst.',
    no: 'Økologiske merker lover regler for sprøytemidler, gjødsel og dyrevelferd. Her ser du hva det offisielle merket garanterer, hva det ikke garanterer, og hvordan du kan handle økologisk uten å sprenge budsjettet.',
    pl: 'Logo rolnictwa ekologicznego obiecuje zasady dotyczące pestycydów, nawozów i dobrostanu zwierząt. Wyjaśniamy, co gwarantuje oficjalne oznaczenie, czego nie gwarantuje i jak kupować ekologicznie bez nadwyrężania budżetu.',
    pt: 'Os selos de orgânicos prometem regras sobre agrotóxicos, adubos e bem-estar animal. Veja o que o selo oficial garante, o que ele não garante e como comprar orgânicos sem estourar o orçamento.',
    sv: 'Ekologiska märken utlovar regler för bekämpningsmedel, gödsel och djurvälfärd. Här är vad den officiella märkningen garanterar, vad den inte garanterar och hur du handlar ekologiskt med en begränsad budget.',
  },
  body: {
    en: [
      h2('What the official organic logo guarantees'),
      p(
        'In the EU, packaged food sold as organic must carry the green leaf logo made of stars, together with the code of the control body and the place where the ingredients were farmed. The logo means that at least 95 % of the agricultural ingredients are organic and that farms and processors are inspected at least once a year. Synthetic pesticides, artificial fertilisers and genetically modified organisms are not allowed, and additives are strictly limited. Words such as “natural”, “farm fresh” or “eco-friendly” without the official logo have no legal organic meaning.',
      ),
      h2('Read the small print'),
      p(
        'Next to the logo you will find a code such as DE-ÖKO-001, which identifies the country and the body that carried out the inspection. The line below it states whether the ingredients come from EU agriculture, non-EU agriculture or both. Private and national labels can appear alongside the official logo and sometimes add stricter rules on animal welfare, soil or climate. A product that is only partly organic may name organic ingredients in the ingredient list, but it may not use the logo on the front.',
      ),
      ul(
        'Look for the official logo rather than trusting green packaging or vague eco claims.',
        'Check the origin line if buying local or regional food matters to you.',
        'Remember that organic biscuits and crisps are still treats, not health food.',
        'Products marked “in conversion” come from farms switching to organic methods and may not carry the logo.',
      ),
      h2('Where organic is worth the money'),
      p(
        'Organic food usually costs more, so it makes sense to set priorities. Many shoppers choose organic for fruit and vegetables they eat with the skin, and for dairy, eggs and meat, where the rules also cover space, outdoor access and feed for the animals. For dry goods such as pasta, rice and oats the price gap is often small, especially in own-brand ranges. Buying seasonal produce, frozen organic vegetables or larger packs is an easy way to keep the extra cost down.',
      ),
    ],
    de: [
      h2('Was das offizielle Bio-Logo garantiert'),
      p(
        'In der EU müssen verpackte Lebensmittel, die als bio verkauft werden, das grüne Blatt aus Sternen tragen, zusammen mit der Codenummer der Kontrollstelle und der Herkunft der landwirtschaftlichen Zutaten. Das Logo bedeutet, dass mindestens 95 % der landwirtschaftlichen Zutaten aus ökologischem Anbau stammen und Betriebe wie Verarbeiter mindestens einmal im Jahr kontrolliert werden. Chemisch-synthetische Pflanzenschutzmittel, Mineraldünger und gentechnisch veränderte Organismen sind verboten, Zusatzstoffe stark eingeschränkt. Begriffe wie „natürlich“, „vom Hof“ oder „umweltfreundlich“ ohne das offizielle Logo haben rechtlich nichts mit bio zu tun.',
      ),
      h2('Auf das Kleingedruckte achten'),
      p(
        'Neben dem Logo steht ein Code wie DE-ÖKO-001, der das Land und die zuständige Kontrollstelle angibt. Die Zeile darunter verrät, ob die Zutaten aus EU-Landwirtschaft, Nicht-EU-Landwirtschaft oder beidem stammen. Private und nationale Siegel können zusätzlich zum offiziellen Logo erscheinen und stellen teils strengere Anforderungen an Tierwohl, Boden oder Klima. Ein nur teilweise biologisches Produkt darf Bio-Zutaten im Zutatenverzeichnis nennen, das Logo aber nicht auf der Vorderseite tragen.',
      ),
      ul(
        'Verlassen Sie sich auf das offizielle Logo statt auf grüne Verpackungen oder vage Öko-Versprechen.',
        'Prüfen Sie die Herkunftsangabe, wenn Ihnen regionale Lebensmittel wichtig sind.',
        'Denken Sie daran, dass Bio-Kekse und Bio-Chips trotzdem Süßigkeiten und Knabbereien bleiben.',
        'Produkte mit dem Hinweis „Umstellungserzeugnis“ stammen von Höfen auf dem Weg zu bio und dürfen das Logo nicht tragen.',
      ),
      h2('Wo sich bio besonders lohnt'),
      p(
        'Bio-Lebensmittel kosten meist mehr, deshalb lohnt es sich, Prioritäten zu setzen. Viele Kundinnen und Kunden greifen bei Obst und Gemüse, das mit Schale gegessen wird, zu bio, ebenso bei Milchprodukten, Eiern und Fleisch, wo die Regeln auch Platz, Auslauf und Futter der Tiere betreffen. Bei Trockenware wie Nudeln, Reis und Haferflocken ist der Preisunterschied oft gering, besonders bei Eigenmarken. Saisonale Ware, tiefgekühltes Bio-Gemüse oder größere Packungen halten die Mehrkosten niedrig.',
      ),
    ],
    fr: [
      h2('Ce que garantit le logo bio officiel'),
      p(
        'Dans l’UE, les denrées préemballées vendues comme biologiques doivent porter l’Eurofeuille, la feuille verte formée d’étoiles, accompagnée du code de l’organisme certificateur et de l’origine des matières premières agricoles. Ce logo signifie qu’au moins 95 % des ingrédients agricoles sont biologiques et que les exploitations comme les transformateurs sont contrôlés au moins une fois par an. Les pesticides de synthèse, les engrais chimiques et les OGM sont interdits, et les additifs sont strictement limités. Des mentions comme « naturel », « de la ferme » ou « écologique » sans le logo officiel n’ont aucune valeur légale en matière de bio.',
      ),
      h2('Lisez les petits caractères'),
      p(
        'À côté du logo figure un code du type FR-BIO-01, qui indique le pays et l’organisme ayant effectué le contrôle. La ligne située en dessous précise si les ingrédients proviennent de l’agriculture UE, de l’agriculture non UE ou des deux. Des labels privés ou nationaux peuvent accompagner le logo officiel et imposent parfois des règles plus strictes sur le bien-être animal, les sols ou le climat. Un produit seulement en partie bio peut signaler ses ingrédients bio dans la liste des ingrédients, mais il ne peut pas afficher le logo sur la face avant.',
      ),
      ul(
        'Fiez-vous au logo officiel plutôt qu’à un emballage vert ou à de vagues promesses écologiques.',
        'Vérifiez la mention d’origine si acheter local ou régional compte pour vous.',
        'N’oubliez pas que les biscuits et les chips bio restent des produits plaisir, pas des aliments santé.',
        'Les produits portant la mention « en conversion vers l’agriculture biologique » viennent de fermes en transition et ne peuvent pas afficher le logo.',
      ),
      h2('Quand le bio vaut la dépense'),
      p(
        'Le bio coûte généralement plus cher, il est donc judicieux de fixer des priorités. Beaucoup de consommateurs privilégient le bio pour les fruits et légumes consommés avec la peau, ainsi que pour les produits laitiers, les œufs et la viande, où les règles encadrent aussi l’espace, l’accès au plein air et l’alimentation des animaux. Pour l’épicerie sèche comme les pâtes, le riz ou les flocons d’avoine, l’écart de prix est souvent faible, surtout pour les marques de distributeur. Acheter de saison, choisir des légumes bio surgelés ou de plus grands conditionnements permet de limiter le surcoût.',
      ),
    ],
    it: [
      h2('Cosa garantisce il logo biologico ufficiale'),
      p(
        'Nell’UE gli alimenti confezionati venduti come biologici devono riportare la foglia verde formata da stelle, insieme al codice dell’organismo di controllo e all’origine delle materie prime agricole. Il logo indica che almeno il 95 % degli ingredienti agricoli è biologico e che aziende agricole e trasformatori vengono controllati almeno una volta l’anno. Pesticidi di sintesi, concimi chimici e organismi geneticamente modificati sono vietati, mentre gli additivi sono fortemente limitati. Diciture come “naturale”, “della fattoria” o “ecologico” senza il logo ufficiale non hanno alcun valore legale in materia di biologico.',
      ),
      h2('Leggi le scritte in piccolo'),
      p(
        'Accanto al logo trovi un codice come IT-BIO-006, che indica il Paese e l’organismo che ha effettuato il controllo. La riga sottostante specifica se gli ingredienti provengono da agricoltura UE, agricoltura non UE o da entrambe. Marchi privati e nazionali possono affiancare il logo ufficiale e a volte aggiungono regole più severe su benessere animale, suolo o clima. Un prodotto solo in parte biologico può indicare gli ingredienti bio nell’elenco degli ingredienti, ma non può usare il logo sul fronte della confezione.',
      ),
      ul(
        'Affidati al logo ufficiale invece che a confezioni verdi o a vaghe promesse ecologiche.',
        'Controlla l’indicazione di origine se per te conta comprare prodotti locali o regionali.',
        'Ricorda che biscotti e patatine biologici restano uno sfizio, non un alimento salutare.',
        'I prodotti con la dicitura “in conversione all’agricoltura biologica” provengono da aziende in transizione e non possono riportare il logo.',
      ),
      h2('Quando il biologico vale la spesa'),
      p(
        'Il biologico di solito costa di più, quindi conviene stabilire delle priorità. Molti scelgono il bio per la frutta e la verdura che si mangiano con la buccia e per latticini, uova e carne, dove le regole riguardano anche spazio, accesso all’aperto e alimentazione degli animali. Per i prodotti secchi come pasta, riso e fiocchi d’avena la differenza di prezzo è spesso ridotta, soprattutto nelle linee a marchio del distributore. Comprare prodotti di stagione, verdure bio surgelate o confezioni più grandi è un modo semplice per contenere la spesa in più.',
      ),
    ],
    es: [
      h2('Qué garantiza el logotipo ecológico oficial'),
      p(
        'En la UE, los alimentos envasados que se venden como ecológicos deben llevar la hoja verde formada por estrellas, junto con el código del organismo de control y el origen de las materias primas agrícolas. El logotipo significa que al menos el 95 % de los ingredientes agrícolas son ecológicos y que explotaciones y elaboradores se inspeccionan como mínimo una vez al año. Los pesticidas de síntesis, los fertilizantes químicos y los organismos modificados genéticamente están prohibidos, y los aditivos están muy limitados. Expresiones como «natural», «de la granja» o «respetuoso con el medio ambiente» sin el logotipo oficial no tienen ningún valor legal como ecológico.',
      ),
      h2('Lee la letra pequeña'),
      p(
        'Junto al logotipo aparece un código como ES-ECO-001, que identifica el país y el organismo que realizó el control. La línea de debajo indica si los ingredientes proceden de agricultura UE, agricultura no UE o de ambas. Los sellos privados y autonómicos pueden acompañar al logotipo oficial y a veces añaden normas más estrictas sobre bienestar animal, suelo o clima. Un producto solo parcialmente ecológico puede mencionar sus ingredientes ecológicos en la lista de ingredientes, pero no puede usar el logotipo en la parte frontal.',
      ),
      ul(
        'Fíate del logotipo oficial y no de los envases verdes ni de las promesas ecológicas vagas.',
        'Revisa la indicación de origen si te importa comprar producto local o de proximidad.',
        'Recuerda que las galletas y las patatas fritas ecológicas siguen siendo un capricho, no un alimento saludable.',
        'Los productos con la mención «en conversión a la agricultura ecológica» proceden de fincas en transición y no pueden llevar el logotipo.',
      ),
      h2('Dónde compensa pagar más por lo ecológico'),
      p(
        'Los productos ecológicos suelen costar más, así que conviene marcar prioridades. Mucha gente elige ecológico para la fruta y la verdura que se come con piel, y para los lácteos, los huevos y la carne, donde las normas también regulan el espacio, el acceso al aire libre y la alimentación de los animales. En productos secos como la pasta, el arroz o los copos de avena la diferencia de precio suele ser pequeña, sobre todo en las marcas blancas. Comprar producto de temporada, verdura ecológica congelada o envases más grandes es una forma sencilla de contener el sobrecoste.',
      ),
    ],
    fi: [
      h2('Mitä virallinen luomumerkki takaa'),
      p(
        'EU:ssa luomuna myytävissä pakatuissa elintarvikkeissa on oltava tähdistä muodostuva vihreä lehtimerkki, valvontaviranomaisen tai -laitoksen tunnuskoodi sekä tieto maatalousraaka-aineiden alkuperästä. Merkki tarkoittaa, että vähintään 95 % maatalousperäisistä ainesosista on luomua ja että tilat ja jalostajat tarkastetaan vähintään kerran vuodessa. Synteettiset torjunta-aineet, keinolannoitteet ja geenimuunnellut organismit ovat kiellettyjä, ja lisäaineiden käyttö on tiukasti rajattua. Sanoilla kuten ”luonnollinen”, ”suoraan tilalta” tai ”ympäristöystävällinen” ei ilman virallista merkkiä ole mitään juridista luomumerkitystä.',
      ),
      h2('Lue pikkupräntti'),
      p(
        'Merkin vieressä on koodi, esimerkiksi FI-EKO-101, joka kertoo maan ja tarkastuksen tehneen tahon. Sen alla oleva rivi kertoo, ovatko ainesosat peräisin EU-maataloudesta, EU:n ulkopuolisesta maataloudesta vai molemmista. Virallisen merkin rinnalla voi olla yksityisiä tai kansallisia merkkejä, joissa on joskus tiukempia vaatimuksia eläinten hyvinvoinnin, maaperän tai ilmaston osalta. Vain osittain luomua oleva tuote saa mainita luomuainesosat ainesosaluettelossa, mutta se ei saa käyttää merkkiä pakkauksen etupuolella.',
      ),
      ul(
        'Luota viralliseen merkkiin äläkä vihreään pakkaukseen tai epämääräisiin ympäristölupauksiin.',
        'Tarkista alkuperärivi, jos lähiruoka tai kotimaisuus on sinulle tärkeää.',
        'Muista, että luomukeksit ja -sipsit ovat edelleen herkkuja eivätkä terveysruokaa.',
        'Siirtymävaiheen tuotteiksi merkityt elintarvikkeet tulevat tiloilta, jotka ovat vasta siirtymässä luomuun, eikä niissä saa käyttää merkkiä.',
      ),
      h2('Milloin luomu kannattaa'),
      p(
        'Luomu on yleensä kalliimpaa, joten kannattaa asettaa tärkeysjärjestys. Moni valitsee luomuna erityisesti kuorineen syötävät hedelmät ja vihannekset sekä maitotuotteet, munat ja lihan, joiden kohdalla säännöt koskevat myös eläinten tilaa, ulkoilua ja rehua. Kuivatuotteissa, kuten pastassa, riisissä ja kaurahiutaleissa, hintaero on usein pieni, etenkin kauppojen omissa merkeissä. Sesongin tuotteet, pakastetut luomuvihannekset ja isommat pakkaukset ovat helppo tapa pitää lisäkustannukset kurissa.',
      ),
    ],
    nl: [
      h2('Wat het officiële biologische logo garandeert'),
      p(
        'In de EU moeten verpakte levensmiddelen die als biologisch worden verkocht het groene blad van sterretjes dragen, samen met de code van de controleorganisatie en de herkomst van de agrarische grondstoffen. Het logo betekent dat minstens 95 % van de agrarische ingrediënten biologisch is en dat boerenbedrijven en verwerkers minstens één keer per jaar worden gecontroleerd. Chemisch-synthetische bestrijdingsmiddelen, kunstmest en genetisch gemodificeerde organismen zijn verboden, en het gebruik van additieven is sterk beperkt. Woorden als ‘natuurlijk’, ‘van de boerderij’ of ‘milieuvriendelijk’ zonder het officiële logo hebben juridisch niets met biologisch te maken.',
      ),
      h2('Lees de kleine lettertjes'),
      p(
        'Naast het logo staat een code zoals NL-BIO-01, die het land en de controlerende instantie aangeeft. De regel eronder vermeldt of de ingrediënten afkomstig zijn uit EU-landbouw, niet-EU-landbouw of allebei. Particuliere en nationale keurmerken kunnen naast het officiële logo staan en stellen soms strengere eisen aan dierenwelzijn, bodem of klimaat. Een product dat maar gedeeltelijk biologisch is, mag de biologische ingrediënten in de ingrediëntenlijst noemen, maar mag het logo niet op de voorkant gebruiken.',
      ),
      ul(
        'Vertrouw op het officiële logo en niet op een groene verpakking of vage milieuclaims.',
        'Controleer de herkomstregel als lokaal of regionaal eten belangrijk voor je is.',
        'Bedenk dat biologische koekjes en chips een traktatie blijven en geen gezonde voeding zijn.',
        'Producten met de vermelding ‘in omschakeling naar biologische landbouw’ komen van bedrijven die overstappen op biologisch en mogen het logo niet dragen.',
      ),
      h2('Waar biologisch het geld waard is'),
      p(
        'Biologisch eten is meestal duurder, dus het loont om keuzes te maken. Veel mensen kiezen biologisch voor groente en fruit die ze met schil eten, en voor zuivel, eieren en vlees, waar de regels ook gaan over ruimte, uitloop en voer voor de dieren. Bij droge producten zoals pasta, rijst en havermout is het prijsverschil vaak klein, zeker bij huismerken. Seizoensproducten, biologische diepvriesgroente of grotere verpakkingen houden de meerprijs binnen de perken.',
      ),
    ],
    no: [
      h2('Hva det offisielle økologimerket garanterer'),
      p(
        'I EU og EØS skal ferdigpakket mat som selges som økologisk, være merket med det grønne bladet av stjerner, sammen med koden til kontrollorganet og opprinnelsen til landbruksråvarene. Merket betyr at minst 95 % av landbruksingrediensene er økologiske, og at gårder og produsenter kontrolleres minst én gang i året. Kjemisk-syntetiske sprøytemidler, kunstgjødsel og genmodifiserte organismer er ikke tillatt, og tilsetningsstoffer er sterkt begrenset. Ord som «naturlig», «fra gården» eller «miljøvennlig» uten det offisielle merket har ingen juridisk betydning når det gjelder økologi.',
      ),
      h2('Les det som står med liten skrift'),
      p(
        'Ved siden av merket står en kode som NO-ØKO-01, som viser landet og kontrollorganet som har utført kontrollen. Linjen under forteller om ingrediensene kommer fra EU-landbruk, ikke-EU-landbruk eller begge deler. Private og nasjonale merker kan stå ved siden av det offisielle merket og stiller noen ganger strengere krav til dyrevelferd, jord eller klima. Et produkt som bare er delvis økologisk, kan nevne de økologiske ingrediensene i ingredienslisten, men får ikke bruke merket på forsiden.',
      ),
      ul(
        'Stol på det offisielle merket heller enn på grønn emballasje eller vage miljøløfter.',
        'Sjekk opprinnelseslinjen hvis det er viktig for deg å handle lokalt eller norsk.',
        'Husk at økologiske kjeks og chips fortsatt er kos, ikke helsekost.',
        'Produkter merket «under omlegging» kommer fra gårder som er i ferd med å legge om til økologisk drift, og får ikke bruke merket.',
      ),
      h2('Der økologisk er verdt pengene'),
      p(
        'Økologisk mat koster som regel mer, så det lønner seg å prioritere. Mange velger økologisk for frukt og grønnsaker de spiser med skallet på, og for meieriprodukter, egg og kjøtt, der reglene også gjelder plass, tilgang til uteareal og fôr for dyrene. For tørrvarer som pasta, ris og havregryn er prisforskjellen ofte liten, særlig for butikkjedenes egne merkevarer. Å kjøpe sesongvarer, frosne økologiske grønnsaker eller større pakninger er en enkel måte å holde merkostnaden nede på.',
      ),
    ],
    pl: [
      h2('Co gwarantuje oficjalne logo ekologiczne'),
      p(
        'W UE pakowana żywność sprzedawana jako ekologiczna musi mieć zielony liść z gwiazdek, a obok niego numer jednostki certyfikującej i informację o pochodzeniu surowców rolnych. Logo oznacza, że co najmniej 95 % składników pochodzenia rolniczego jest ekologicznych, a gospodarstwa i przetwórcy są kontrolowani co najmniej raz w roku. Syntetyczne środki ochrony roślin, nawozy sztuczne i organizmy genetycznie modyfikowane są zakazane, a stosowanie dodatków jest mocno ograniczone. Określenia takie jak „naturalny”, „prosto z gospodarstwa” czy „przyjazny dla środowiska” bez oficjalnego logo nie mają żadnego prawnego znaczenia w kontekście rolnictwa ekologicznego.',
      ),
      h2('Czytaj drobny druk'),
      p(
        'Obok logo znajduje się kod, np. PL-EKO-01, który wskazuje kraj i jednostkę przeprowadzającą kontrolę. Wiersz poniżej informuje, czy składniki pochodzą z rolnictwa UE, rolnictwa spoza UE, czy z obu tych źródeł. Obok oficjalnego logo mogą pojawiać się znaki prywatne i krajowe, które czasem narzucają surowsze wymagania dotyczące dobrostanu zwierząt, gleby lub klimatu. Produkt tylko częściowo ekologiczny może wskazać składniki ekologiczne w wykazie składników, ale nie może umieszczać logo na przodzie opakowania.',
      ),
      ul(
        'Kieruj się oficjalnym logo, a nie zielonym opakowaniem czy ogólnikowymi hasłami ekologicznymi.',
        'Sprawdź informację o pochodzeniu, jeśli zależy ci na lokalnej lub regionalnej żywności.',
        'Pamiętaj, że ekologiczne ciastka i chipsy to nadal przyjemność, a nie zdrowa żywność.',
        'Produkty z oznaczeniem „w okresie konwersji” pochodzą z gospodarstw przestawiających się na metody ekologiczne i nie mogą nosić logo.',
      ),
      h2('Kiedy warto dopłacić do eko'),
      p(
        'Żywność ekologiczna zwykle kosztuje więcej, więc warto ustalić priorytety. Wiele osób wybiera wersje eko owoców i warzyw jedzonych ze skórką oraz nabiału, jaj i mięsa, w przypadku których przepisy obejmują także przestrzeń, dostęp do wybiegu i paszę dla zwierząt. Przy produktach suchych, takich jak makaron, ryż czy płatki owsiane, różnica w cenie jest często niewielka, zwłaszcza w markach własnych sklepów. Kupowanie produktów sezonowych, mrożonych warzyw ekologicznych lub większych opakowań to prosty sposób na ograniczenie dodatkowych kosztów.',
      ),
    ],
    pt: [
      h2('O que o selo oficial de orgânicos garante'),
      p(
        'No Brasil, os alimentos vendidos como orgânicos devem trazer o selo oficial do Sistema Brasileiro de Avaliação da Conformidade Orgânica (SisOrg), com a identificação de quem avaliou a produção. O selo indica que o produto segue as normas da produção orgânica e que a propriedade e a indústria passam por fiscalização periódica. Agrotóxicos sintéticos, adubos químicos solúveis e transgênicos não são permitidos, e o uso de aditivos é bastante restrito. Expressões como “natural”, “da roça” ou “ecológico” sem o selo oficial não garantem que o produto seja orgânico.',
      ),
      h2('Leia as letras miúdas'),
      p(
        'O selo informa o tipo de avaliação, por auditoria ou por sistema participativo, e perto dele aparece o nome da certificadora ou do organismo responsável. Em feiras, agricultores familiares podem vender orgânicos sem selo quando fazem parte de uma organização de controle social cadastrada no Ministério da Agricultura. Selos privados podem aparecer ao lado do oficial e às vezes acrescentam regras mais rígidas sobre bem-estar animal, solo ou clima. Um produto apenas parcialmente orgânico precisa deixar isso claro no rótulo e não pode se apresentar como totalmente orgânico na frente da embalagem.',
      ),
      ul(
        'Confie no selo oficial, e não em embalagens verdes ou promessas ecológicas vagas.',
        'Na feira, peça ao produtor que vende sem selo a declaração de cadastro como orgânico.',
        'Lembre-se de que biscoitos e salgadinhos orgânicos continuam sendo guloseimas, não alimentos saudáveis.',
        'Desconfie de produtos anunciados como orgânicos que não trazem selo nem informam quem fez a avaliação.',
      ),
      h2('Quando vale a pena pagar mais pelo orgânico'),
      p(
        'Os orgânicos costumam ser mais caros, então vale a pena definir prioridades. Muita gente prefere orgânicos para frutas, legumes e verduras consumidos com casca e para laticínios, ovos e carnes, em que as regras também tratam de espaço, acesso a áreas externas e alimentação dos animais. Em itens secos como macarrão, arroz e aveia, a diferença de preço costuma ser pequena, principalmente nas marcas próprias dos supermercados. Comprar produtos da estação, legumes orgânicos congelados ou embalagens maiores e frequentar feiras orgânicas são formas simples de reduzir o custo extra.',
      ),
    ],
    sv: [
      h2('Vad den officiella ekologiska märkningen garanterar'),
      p(
        'I EU måste färdigförpackade livsmedel som säljs som ekologiska vara märkta med det gröna lövet av stjärnor, tillsammans med kontrollorganets kod och uppgift om var de jordbruksbaserade råvarorna kommer ifrån. Märket betyder att minst 95 % av jordbruksingredienserna är ekologiska och att gårdar och förädlare kontrolleras minst en gång om året. Kemiska bekämpningsmedel, konstgödsel och genetiskt modifierade organismer är förbjudna, och tillsatser är starkt begränsade. Ord som ”naturlig”, ”från gården” eller ”miljövänlig” utan den officiella märkningen har ingen juridisk betydelse när det gäller ekologiskt.',
      ),
      h2('Läs det finstilta'),
      p(
        'Bredvid märket står en kod som SE-EKO-01, som visar landet och det kontrollorgan som utfört kontrollen. Raden under anger om ingredienserna kommer från EU-jordbruk, icke-EU-jordbruk eller både och. Privata och nationella märkningar kan finnas bredvid det officiella märket och ställer ibland strängare krav på djurvälfärd, mark eller klimat. En produkt som bara delvis är ekologisk får ange de ekologiska ingredienserna i ingrediensförteckningen, men den får inte använda märket på framsidan.',
      ),
      ul(
        'Lita på den officiella märkningen i stället för grön förpackning eller vaga miljölöften.',
        'Kontrollera ursprungsraden om det är viktigt för dig att handla lokalt eller svenskt.',
        'Kom ihåg att ekologiska kakor och chips fortfarande är godsaker, inte hälsokost.',
        'Produkter märkta ”under omställning” kommer från gårdar som håller på att ställa om till ekologisk produktion och får inte bära märket.',
      ),
      h2('När ekologiskt är värt pengarna'),
      p(
        'Ekologisk mat kostar oftast mer, så det lönar sig att prioritera. Många väljer ekologiskt för frukt och grönsaker som äts med skalet och för mejeriprodukter, ägg och kött, där reglerna även gäller utrymme, utevistelse och foder för djuren. För torrvaror som pasta, ris och havregryn är prisskillnaden ofta liten, särskilt hos butikernas egna märken. Att köpa säsongens råvaror, frysta ekologiska grönsaker eller större förpackningar är ett enkelt sätt att hålla nere merkostnaden.',
      ),
    ],
  },
}
