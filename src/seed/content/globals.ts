import type { Localized, LocalizedBody } from './types'

import { h2, p, ul } from './blocks'

export const home: {
  headline: Localized
  aboutTitle: Localized
  aboutText: Localized
  sellingPoints: { title: Localized; text: Localized }[]
} = {
  headline: {
    en: 'Uncover the top deals and sellers!',
    de: 'Entdecken Sie die besten Angebote und Händler!',
    fr: 'Découvrez les meilleures offres et les meilleurs vendeurs !',
    it: 'Scopri le migliori offerte e i migliori venditori!',
    es: '¡Descubre las mejores ofertas y vendedores!',
    fi: 'Löydä parhaat tarjoukset ja myyjät!',
    nl: 'Ontdek de beste deals en verkopers!',
    no: 'Finn de beste tilbudene og forhandlerne!',
    pl: 'Odkryj najlepsze okazje i sprzedawców!',
    pt: 'Descubra as melhores ofertas e vendedores!',
    sv: 'Hitta de bästa erbjudandena och säljarna!',
  },
  aboutTitle: {
    en: 'About us',
    de: 'Über uns',
    fr: 'Qui sommes-nous ?',
    it: 'Chi siamo',
    es: 'Quiénes somos',
    fi: 'Tietoa meistä',
    nl: 'Over ons',
    no: 'Om oss',
    pl: 'O nas',
    pt: 'Quem somos',
    sv: 'Om oss',
  },
  aboutText: {
    en: 'Shopping Guide helps you find the right shop for whatever you are looking for. Our directory lists over 60 000 retailers and stores, from small specialist boutiques to large online marketplaces, and our editorial team writes independent buying guides to help you choose with confidence. Filter by category and country to see only the stores that deliver to you.',
    de: 'Shopping Guide hilft Ihnen, für jeden Wunsch den passenden Shop zu finden. Unser Verzeichnis umfasst über 60.000 Händler und Geschäfte – von kleinen Fachboutiquen bis zu großen Online-Marktplätzen –, und unsere Redaktion schreibt unabhängige Kaufberatungen, damit Sie sicher entscheiden können. Filtern Sie nach Kategorie und Land, um nur die Shops zu sehen, die zu Ihnen liefern.',
    fr: 'Shopping Guide vous aide à trouver la bonne boutique, quoi que vous cherchiez. Notre annuaire répertorie plus de 60 000 enseignes et magasins, des petites boutiques spécialisées aux grandes places de marché en ligne, et notre rédaction publie des guides d’achat indépendants pour vous aider à choisir en toute confiance. Filtrez par catégorie et par pays pour n’afficher que les boutiques qui livrent chez vous.',
    it: 'Shopping Guide ti aiuta a trovare il negozio giusto per qualsiasi cosa tu stia cercando. Il nostro elenco comprende oltre 60.000 rivenditori e negozi, dalle piccole boutique specializzate ai grandi marketplace online, e la nostra redazione scrive guide all’acquisto indipendenti per aiutarti a scegliere con sicurezza. Filtra per categoria e paese per vedere solo i negozi che spediscono da te.',
    es: 'Shopping Guide te ayuda a encontrar la tienda adecuada para lo que buscas. Nuestro directorio reúne más de 60.000 comercios y tiendas, desde pequeñas boutiques especializadas hasta grandes marketplaces online, y nuestro equipo editorial escribe guías de compra independientes para que elijas con seguridad. Filtra por categoría y país para ver solo las tiendas que envían a tu zona.',
    fi: 'Shopping Guide auttaa sinua löytämään oikean kaupan, etsitpä mitä tahansa. Hakemistossamme on yli 60 000 jälleenmyyjää ja kauppaa pienistä erikoisliikkeistä suuriin verkkokauppapaikkoihin, ja toimituksemme kirjoittaa riippumattomia ostajan oppaita, joiden avulla voit valita varmemmin. Suodata tuoteryhmän ja maan mukaan, niin näet vain kaupat, jotka toimittavat sinulle.',
    nl: 'Shopping Guide helpt je de juiste winkel te vinden, wat je ook zoekt. Onze gids bevat meer dan 60.000 retailers en winkels, van kleine speciaalzaken tot grote online marktplaatsen, en onze redactie schrijft onafhankelijke koopgidsen zodat je met vertrouwen kunt kiezen. Filter op categorie en land om alleen de winkels te zien die bij jou bezorgen.',
    no: 'Shopping Guide hjelper deg med å finne riktig butikk, uansett hva du leter etter. Katalogen vår har over 60 000 forhandlere og butikker, fra små faghandlere til store markedsplasser på nett, og redaksjonen vår skriver uavhengige kjøpeguider som hjelper deg å velge trygt. Filtrer på kategori og land for å se bare butikkene som leverer til deg.',
    pl: 'Shopping Guide pomaga znaleźć odpowiedni sklep, niezależnie od tego, czego szukasz. Nasz katalog obejmuje ponad 60 000 sprzedawców i sklepów – od małych butików specjalistycznych po duże platformy handlowe online – a nasza redakcja przygotowuje niezależne poradniki zakupowe, które pomagają dokonać świadomego wyboru. Filtruj według kategorii i kraju, aby zobaczyć tylko sklepy, które dostarczają do Ciebie.',
    pt: 'O Shopping Guide ajuda você a encontrar a loja certa para o que estiver procurando. Nosso diretório reúne mais de 60.000 varejistas e lojas, de pequenas butiques especializadas a grandes marketplaces on-line, e nossa equipe editorial escreve guias de compra independentes para você escolher com segurança. Filtre por categoria e país para ver apenas as lojas que entregam na sua região.',
    sv: 'Shopping Guide hjälper dig att hitta rätt butik, vad du än letar efter. Vår katalog listar över 60 000 återförsäljare och butiker, från små specialbutiker till stora marknadsplatser på nätet, och vår redaktion skriver oberoende köpguider som hjälper dig att välja rätt. Filtrera på kategori och land för att bara se butiker som levererar till dig.',
  },
  sellingPoints: [
    {
      title: {
        en: 'Over 60 000 retailers and stores',
        de: 'Über 60.000 Händler und Shops',
        fr: 'Plus de 60 000 enseignes et boutiques',
        it: 'Oltre 60.000 rivenditori e negozi',
        es: 'Más de 60.000 comercios y tiendas',
        fi: 'Yli 60 000 jälleenmyyjää ja kauppaa',
        nl: 'Meer dan 60.000 retailers en winkels',
        no: 'Over 60 000 forhandlere og butikker',
        pl: 'Ponad 60 000 sprzedawców i sklepów',
        pt: 'Mais de 60.000 varejistas e lojas',
        sv: 'Över 60 000 återförsäljare och butiker',
      },
      text: {
        en: 'From local specialists to international chains: discover stores from all over the world in one place.',
        de: 'Vom lokalen Fachhändler bis zur internationalen Kette: Entdecken Sie Geschäfte aus aller Welt an einem Ort.',
        fr: 'Des spécialistes locaux aux chaînes internationales : découvrez des boutiques du monde entier au même endroit.',
        it: 'Dagli specialisti locali alle catene internazionali: scopri negozi di tutto il mondo in un unico posto.',
        es: 'De especialistas locales a cadenas internacionales: descubre tiendas de todo el mundo en un solo lugar.',
        fi: 'Paikallisista erikoisliikkeistä kansainvälisiin ketjuihin: löydä kauppoja eri puolilta maailmaa yhdestä paikasta.',
        nl: 'Van lokale speciaalzaak tot internationale keten: ontdek winkels van over de hele wereld op één plek.',
        no: 'Fra lokale faghandlere til internasjonale kjeder: Oppdag butikker fra hele verden på ett sted.',
        pl: 'Od lokalnych specjalistów po międzynarodowe sieci: odkryj sklepy z całego świata w jednym miejscu.',
        pt: 'De especialistas locais a redes internacionais: descubra lojas do mundo inteiro em um só lugar.',
        sv: 'Från lokala specialister till internationella kedjor: upptäck butiker från hela världen på ett ställe.',
      },
    },
    {
      title: {
        en: 'Independent shopping guides',
        de: 'Unabhängige Kaufberatung',
        fr: 'Des guides d’achat indépendants',
        it: 'Guide all’acquisto indipendenti',
        es: 'Guías de compra independientes',
        fi: 'Riippumattomat ostajan oppaat',
        nl: 'Onafhankelijke koopgidsen',
        no: 'Uavhengige kjøpeguider',
        pl: 'Niezależne poradniki zakupowe',
        pt: 'Guias de compra independentes',
        sv: 'Oberoende köpguider',
      },
      text: {
        en: 'Our editors test, compare and explain, so you can buy with confidence. No paid rankings, just honest advice.',
        de: 'Unsere Redaktion testet, vergleicht und erklärt, damit Sie sicher einkaufen können. Keine gekauften Platzierungen, sondern ehrliche Empfehlungen.',
        fr: 'Notre rédaction teste, compare et explique pour que vous achetiez en toute confiance. Pas de classements payants, seulement des conseils honnêtes.',
        it: 'La nostra redazione prova, confronta e spiega, così puoi acquistare con fiducia. Nessuna classifica a pagamento, solo consigli onesti.',
        es: 'Nuestro equipo editorial prueba, compara y explica para que compres con confianza. Sin rankings pagados, solo consejos honestos.',
        fi: 'Toimituksemme testaa, vertailee ja selittää, jotta voit ostaa luottavaisin mielin. Ei maksettuja sijoituksia – vain rehellisiä neuvoja.',
        nl: 'Onze redactie test, vergelijkt en legt uit, zodat jij met vertrouwen koopt. Geen betaalde ranglijsten, alleen eerlijk advies.',
        no: 'Redaksjonen vår tester, sammenligner og forklarer, slik at du kan handle trygt. Ingen betalte rangeringer – bare ærlige råd.',
        pl: 'Nasza redakcja testuje, porównuje i wyjaśnia, dzięki czemu kupujesz bez obaw. Żadnych płatnych rankingów, tylko rzetelne porady.',
        pt: 'Nossa equipe editorial testa, compara e explica para você comprar com confiança. Nada de rankings pagos, só conselhos honestos.',
        sv: 'Vår redaktion testar, jämför och förklarar så att du kan handla tryggt. Inga betalda placeringar, bara ärliga råd.',
      },
    },
    {
      title: {
        en: 'Visibility without borders',
        de: 'Sichtbarkeit ohne Grenzen',
        fr: 'Une visibilité sans frontières',
        it: 'Visibilità senza confini',
        es: 'Visibilidad sin fronteras',
        fi: 'Näkyvyyttä ilman rajoja',
        nl: 'Zichtbaarheid zonder grenzen',
        no: 'Synlighet uten grenser',
        pl: 'Widoczność bez granic',
        pt: 'Visibilidade sem fronteiras',
        sv: 'Synlighet utan gränser',
      },
      text: {
        en: 'Retailers and stores get tailored advertising that reaches the right customers, regardless of where the shop is located.',
        de: 'Händler und Geschäfte erhalten maßgeschneiderte Werbung, die die richtigen Kunden erreicht – ganz gleich, wo sich der Shop befindet.',
        fr: 'Enseignes et boutiques bénéficient d’une publicité sur mesure qui touche les bons clients, où que se trouve le magasin.',
        it: 'Rivenditori e negozi ottengono una pubblicità su misura che raggiunge i clienti giusti, ovunque si trovi il punto vendita.',
        es: 'Comercios y tiendas disfrutan de publicidad a medida que llega a los clientes adecuados, independientemente de dónde se encuentre la tienda.',
        fi: 'Jälleenmyyjät ja kaupat saavat räätälöityä mainontaa, joka tavoittaa oikeat asiakkaat riippumatta siitä, missä kauppa sijaitsee.',
        nl: 'Retailers en winkels krijgen advertenties op maat die de juiste klanten bereiken, ongeacht waar de winkel gevestigd is.',
        no: 'Forhandlere og butikker får skreddersydd annonsering som når de rette kundene, uansett hvor butikken ligger.',
        pl: 'Sprzedawcy i sklepy otrzymują reklamę szytą na miarę, która dociera do właściwych klientów bez względu na to, gdzie znajduje się sklep.',
        pt: 'Varejistas e lojas recebem publicidade sob medida que alcança os clientes certos, independentemente de onde a loja esteja localizada.',
        sv: 'Återförsäljare och butiker får skräddarsydd annonsering som når rätt kunder, oavsett var butiken finns.',
      },
    },
  ],
}

const email = 'contact@shopping-guide.example'

export const imprint: { title: Localized; body: LocalizedBody } = {
  title: {
    en: 'Legal notice',
    de: 'Impressum',
    fr: 'Mentions légales',
    it: 'Note legali',
    es: 'Aviso legal',
    fi: 'Julkaisijan tiedot',
    nl: 'Colofon',
    no: 'Juridisk informasjon',
    pl: 'Nota prawna',
    pt: 'Informações legais',
    sv: 'Juridisk information',
  },
  body: {
    en: [
      h2('Information pursuant to § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Germany'),
      p(
        'Managing director: Erika Mustermann. Register court: Amtsgericht Charlottenburg (Berlin), HRB 000000 B. VAT ID: DE000000000.',
      ),
      h2('Contact'),
      p(`Email: ${email}`),
      p(
        'This website is a demonstration. The operator, the stores and the products shown are fictional; any resemblance to real companies is coincidental.',
      ),
    ],
    de: [
      h2('Angaben gemäß § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Deutschland'),
      p(
        'Geschäftsführerin: Erika Mustermann. Registergericht: Amtsgericht Charlottenburg (Berlin), HRB 000000 B. Umsatzsteuer-Identifikationsnummer: DE000000000.',
      ),
      h2('Kontakt'),
      p(`E-Mail: ${email}`),
      p(
        'Diese Website ist eine Demonstration. Betreiber, Shops und Produkte sind frei erfunden; Ähnlichkeiten mit realen Unternehmen sind rein zufällig.',
      ),
    ],
    fr: [
      h2('Informations légales (§ 5 DDG)'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Allemagne'),
      p(
        'Gérante : Erika Mustermann. Tribunal d’immatriculation : Amtsgericht Charlottenburg (Berlin), HRB 000000 B. Numéro de TVA intracommunautaire : DE000000000.',
      ),
      h2('Contact'),
      p(`E-mail : ${email}`),
      p(
        'Ce site est une démonstration. L’exploitant, les boutiques et les produits présentés sont fictifs ; toute ressemblance avec des entreprises existantes serait fortuite.',
      ),
    ],
    it: [
      h2('Informazioni ai sensi del § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlino, Germania'),
      p(
        'Amministratrice: Erika Mustermann. Tribunale del registro: Amtsgericht Charlottenburg (Berlino), HRB 000000 B. Partita IVA: DE000000000.',
      ),
      h2('Contatti'),
      p(`E-mail: ${email}`),
      p(
        'Questo sito è una demo. Il gestore, i negozi e i prodotti presentati sono fittizi; ogni somiglianza con aziende reali è puramente casuale.',
      ),
    ],
    es: [
      h2('Información conforme al § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlín, Alemania'),
      p(
        'Administradora: Erika Mustermann. Tribunal de registro: Amtsgericht Charlottenburg (Berlín), HRB 000000 B. NIF-IVA: DE000000000.',
      ),
      h2('Contacto'),
      p(`Correo electrónico: ${email}`),
      p(
        'Este sitio web es una demostración. El operador, las tiendas y los productos que aparecen son ficticios; cualquier parecido con empresas reales es pura coincidencia.',
      ),
    ],
    fi: [
      h2('Saksan DDG-lain 5 §:n mukaiset tiedot'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berliini, Saksa'),
      p(
        'Toimitusjohtaja: Erika Mustermann. Rekisterituomioistuin: Amtsgericht Charlottenburg (Berliini), HRB 000000 B. ALV-tunniste: DE000000000.',
      ),
      h2('Yhteystiedot'),
      p(`Sähköposti: ${email}`),
      p(
        'Tämä verkkosivusto on esittelyversio. Ylläpitäjä, kaupat ja tuotteet ovat kuvitteellisia; mahdolliset yhtäläisyydet todellisten yritysten kanssa ovat sattumaa.',
      ),
    ],
    nl: [
      h2('Gegevens conform § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlijn, Duitsland'),
      p(
        'Bestuurder: Erika Mustermann. Registerrechtbank: Amtsgericht Charlottenburg (Berlijn), HRB 000000 B. Btw-nummer: DE000000000.',
      ),
      h2('Contact'),
      p(`E-mail: ${email}`),
      p(
        'Deze website is een demonstratie. De exploitant, de winkels en de producten zijn fictief; elke gelijkenis met bestaande bedrijven berust op toeval.',
      ),
    ],
    no: [
      h2('Opplysninger i henhold til § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Tyskland'),
      p(
        'Daglig leder: Erika Mustermann. Registerdomstol: Amtsgericht Charlottenburg (Berlin), HRB 000000 B. MVA-nummer: DE000000000.',
      ),
      h2('Kontakt'),
      p(`E-post: ${email}`),
      p(
        'Dette nettstedet er en demo. Selskapet bak nettstedet, butikkene og produktene er oppdiktet; eventuelle likheter med virkelige selskaper er tilfeldige.',
      ),
    ],
    pl: [
      h2('Informacje zgodnie z § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Niemcy'),
      p(
        'Zarząd: Erika Mustermann. Sąd rejestrowy: Amtsgericht Charlottenburg (Berlin), HRB 000000 B. Numer VAT UE: DE000000000.',
      ),
      h2('Kontakt'),
      p(`E-mail: ${email}`),
      p(
        'Ta strona internetowa ma charakter demonstracyjny. Operator serwisu, sklepy i produkty są fikcyjne; wszelkie podobieństwo do rzeczywistych firm jest przypadkowe.',
      ),
    ],
    pt: [
      h2('Informações conforme o § 5 da DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlim, Alemanha'),
      p(
        'Diretora-geral: Erika Mustermann. Tribunal de registro: Amtsgericht Charlottenburg (Berlim), HRB 000000 B. Número de IVA: DE000000000.',
      ),
      h2('Contato'),
      p(`E-mail: ${email}`),
      p(
        'Este site é uma demonstração. O operador, as lojas e os produtos exibidos são fictícios; qualquer semelhança com empresas reais é mera coincidência.',
      ),
    ],
    sv: [
      h2('Uppgifter enligt § 5 DDG'),
      p('Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Tyskland'),
      p(
        'Verkställande direktör: Erika Mustermann. Registerdomstol: Amtsgericht Charlottenburg (Berlin), HRB 000000 B. Momsregistreringsnummer: DE000000000.',
      ),
      h2('Kontakt'),
      p(`E-post: ${email}`),
      p(
        'Den här webbplatsen är en demonstration. Företaget bakom webbplatsen, butikerna och produkterna är påhittade; eventuella likheter med verkliga företag är en slump.',
      ),
    ],
  },
}

export const privacy: { title: Localized; body: LocalizedBody } = {
  title: {
    en: 'Privacy policy',
    de: 'Datenschutzerklärung',
    fr: 'Politique de confidentialité',
    it: 'Informativa sulla privacy',
    es: 'Política de privacidad',
    fi: 'Tietosuojaseloste',
    nl: 'Privacyverklaring',
    no: 'Personvernerklæring',
    pl: 'Polityka prywatności',
    pt: 'Política de privacidade',
    sv: 'Integritetspolicy',
  },
  body: {
    en: [
      p(
        'We take the protection of your personal data seriously. This policy explains what data we process when you use Shopping Guide, why we do so and what rights you have under the General Data Protection Regulation (GDPR).',
      ),
      h2('1. Controller'),
      p(
        `The controller responsible for data processing on this website is Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Germany, email: ${email}.`,
      ),
      h2('2. Data we process'),
      p(
        'When you visit our pages, our server automatically records technical data such as your IP address, the date and time of access, the page requested and your browser type. We use this data only to deliver the website securely and to detect misuse, on the basis of our legitimate interest (Art. 6(1)(f) GDPR). Server logs are deleted after 14 days.',
      ),
      h2('3. Cookies'),
      p(
        'We only use technically necessary cookies and do not use any tracking or advertising cookies. Cookies are not used to create user profiles.',
      ),
      ul(
        'selectedCountry: stores the country you have chosen so that we only show stores that deliver there. Stored for 12 months.',
        'Language cookie: remembers your preferred language so that the site opens in that language on your next visit. Stored for 12 months.',
      ),
      h2('4. Your rights'),
      ul(
        'Access to the data we hold about you (Art. 15 GDPR)',
        'Rectification of inaccurate data (Art. 16 GDPR)',
        'Erasure or restriction of processing (Art. 17 and 18 GDPR)',
        'Objection to processing based on legitimate interests (Art. 21 GDPR)',
        'Complaint to a data protection supervisory authority (Art. 77 GDPR)',
      ),
      h2('5. Contact'),
      p(
        `If you have any questions about data protection, please write to ${email}. We will reply as quickly as possible and within one month at the latest.`,
      ),
    ],
    de: [
      p(
        'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. In dieser Erklärung erfahren Sie, welche Daten wir bei der Nutzung von Shopping Guide verarbeiten, zu welchem Zweck und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
      ),
      h2('1. Verantwortlicher'),
      p(
        `Verantwortlich für die Datenverarbeitung auf dieser Website ist die Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Deutschland, E-Mail: ${email}.`,
      ),
      h2('2. Welche Daten wir verarbeiten'),
      p(
        'Beim Aufruf unserer Seiten speichert unser Server automatisch technische Daten wie Ihre IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Seite und Ihren Browsertyp. Wir nutzen diese Daten ausschließlich, um die Website sicher bereitzustellen und Missbrauch zu erkennen; Rechtsgrundlage ist unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO). Die Server-Logs werden nach 14 Tagen gelöscht.',
      ),
      h2('3. Cookies'),
      p(
        'Wir verwenden ausschließlich technisch notwendige Cookies und setzen keine Tracking- oder Werbe-Cookies ein. Cookies werden nicht zur Erstellung von Nutzerprofilen verwendet.',
      ),
      ul(
        'selectedCountry: speichert das von Ihnen gewählte Land, damit wir nur Shops anzeigen, die dorthin liefern. Speicherdauer: 12 Monate.',
        'Sprach-Cookie: merkt sich Ihre bevorzugte Sprache, damit die Website beim nächsten Besuch in dieser Sprache geöffnet wird. Speicherdauer: 12 Monate.',
      ),
      h2('4. Ihre Rechte'),
      ul(
        'Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung oder Einschränkung der Verarbeitung (Art. 17 und 18 DSGVO)',
        'Widerspruch gegen Verarbeitungen, die auf berechtigten Interessen beruhen (Art. 21 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ),
      h2('5. Kontakt'),
      p(
        `Bei Fragen zum Datenschutz schreiben Sie uns an ${email}. Wir antworten so schnell wie möglich, spätestens innerhalb eines Monats.`,
      ),
    ],
    fr: [
      p(
        'La protection de vos données personnelles nous tient à cœur. Cette politique explique quelles données nous traitons lorsque vous utilisez Shopping Guide, dans quel but, et quels sont vos droits au titre du Règlement général sur la protection des données (RGPD).',
      ),
      h2('1. Responsable du traitement'),
      p(
        `Le responsable du traitement des données sur ce site est Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Allemagne, e-mail : ${email}.`,
      ),
      h2('2. Données traitées'),
      p(
        'Lorsque vous consultez nos pages, notre serveur enregistre automatiquement des données techniques telles que votre adresse IP, la date et l’heure d’accès, la page demandée et le type de navigateur. Nous utilisons ces données uniquement pour fournir le site de manière sécurisée et détecter les abus, sur la base de notre intérêt légitime (art. 6, par. 1, point f, du RGPD). Les journaux du serveur sont supprimés au bout de 14 jours.',
      ),
      h2('3. Cookies'),
      p(
        'Nous utilisons uniquement des cookies strictement nécessaires et aucun cookie de suivi ou publicitaire. Les cookies ne servent pas à créer des profils d’utilisateurs.',
      ),
      ul(
        'selectedCountry : enregistre le pays que vous avez choisi afin de n’afficher que les boutiques qui y livrent. Durée de conservation : 12 mois.',
        'Cookie de langue : mémorise votre langue préférée pour que le site s’ouvre dans cette langue lors de votre prochaine visite. Durée de conservation : 12 mois.',
      ),
      h2('4. Vos droits'),
      ul(
        'Accès aux données vous concernant (art. 15 du RGPD)',
        'Rectification des données inexactes (art. 16 du RGPD)',
        'Effacement ou limitation du traitement (art. 17 et 18 du RGPD)',
        'Opposition aux traitements fondés sur l’intérêt légitime (art. 21 du RGPD)',
        'Réclamation auprès d’une autorité de contrôle, comme la CNIL (art. 77 du RGPD)',
      ),
      h2('5. Contact'),
      p(
        `Pour toute question relative à la protection des données, écrivez-nous à ${email}. Nous vous répondrons dans les meilleurs délais, au plus tard sous un mois.`,
      ),
    ],
    it: [
      p(
        'La protezione dei tuoi dati personali è importante per noi. Questa informativa spiega quali dati trattiamo quando utilizzi Shopping Guide, per quali finalità e quali diritti ti spettano ai sensi del Regolamento generale sulla protezione dei dati (GDPR).',
      ),
      h2('1. Titolare del trattamento'),
      p(
        `Il titolare del trattamento dei dati su questo sito è Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlino, Germania, e-mail: ${email}.`,
      ),
      h2('2. Dati trattati'),
      p(
        'Quando visiti le nostre pagine, il nostro server registra automaticamente dati tecnici come il tuo indirizzo IP, la data e l’ora di accesso, la pagina richiesta e il tipo di browser. Utilizziamo questi dati esclusivamente per fornire il sito in modo sicuro e individuare eventuali abusi, sulla base del nostro legittimo interesse (art. 6, par. 1, lett. f, GDPR). I log del server vengono cancellati dopo 14 giorni.',
      ),
      h2('3. Cookie'),
      p(
        'Utilizziamo esclusivamente cookie tecnici necessari e nessun cookie di tracciamento o pubblicitario. I cookie non vengono utilizzati per creare profili degli utenti.',
      ),
      ul(
        'selectedCountry: memorizza il paese che hai scelto, così ti mostriamo solo i negozi che spediscono lì. Durata: 12 mesi.',
        'Cookie della lingua: ricorda la lingua che preferisci, così alla visita successiva il sito si apre in quella lingua. Durata: 12 mesi.',
      ),
      h2('4. I tuoi diritti'),
      ul(
        'Accesso ai dati che ti riguardano (art. 15 GDPR)',
        'Rettifica dei dati inesatti (art. 16 GDPR)',
        'Cancellazione o limitazione del trattamento (artt. 17 e 18 GDPR)',
        'Opposizione ai trattamenti basati sul legittimo interesse (art. 21 GDPR)',
        'Reclamo a un’autorità di controllo, come il Garante per la protezione dei dati personali (art. 77 GDPR)',
      ),
      h2('5. Contatti'),
      p(
        `Per domande sulla protezione dei dati scrivici a ${email}. Ti risponderemo il prima possibile e comunque entro un mese.`,
      ),
    ],
    es: [
      p(
        'La protección de tus datos personales es importante para nosotros. Esta política explica qué datos tratamos cuando utilizas Shopping Guide, con qué finalidad y qué derechos te corresponden según el Reglamento General de Protección de Datos (RGPD).',
      ),
      h2('1. Responsable del tratamiento'),
      p(
        `El responsable del tratamiento de datos en este sitio web es Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlín, Alemania, correo electrónico: ${email}.`,
      ),
      h2('2. Datos que tratamos'),
      p(
        'Cuando visitas nuestras páginas, nuestro servidor registra automáticamente datos técnicos como tu dirección IP, la fecha y hora de acceso, la página solicitada y el tipo de navegador. Utilizamos estos datos únicamente para ofrecer el sitio de forma segura y detectar usos indebidos, sobre la base de nuestro interés legítimo (art. 6.1.f del RGPD). Los registros del servidor se eliminan a los 14 días.',
      ),
      h2('3. Cookies'),
      p(
        'Solo utilizamos cookies técnicamente necesarias y no empleamos cookies de seguimiento ni publicitarias. Las cookies no se utilizan para crear perfiles de usuario.',
      ),
      ul(
        'selectedCountry: guarda el país que has elegido para mostrarte solo las tiendas que envían allí. Duración: 12 meses.',
        'Cookie de idioma: recuerda tu idioma preferido para que el sitio se abra en ese idioma en tu próxima visita. Duración: 12 meses.',
      ),
      h2('4. Tus derechos'),
      ul(
        'Acceso a los datos que tenemos sobre ti (art. 15 RGPD)',
        'Rectificación de los datos inexactos (art. 16 RGPD)',
        'Supresión o limitación del tratamiento (arts. 17 y 18 RGPD)',
        'Oposición a los tratamientos basados en el interés legítimo (art. 21 RGPD)',
        'Reclamación ante una autoridad de control, como la AEPD (art. 77 RGPD)',
      ),
      h2('5. Contacto'),
      p(
        `Si tienes preguntas sobre protección de datos, escríbenos a ${email}. Te responderemos lo antes posible y, como máximo, en el plazo de un mes.`,
      ),
    ],
    fi: [
      p(
        'Henkilötietojesi suojaaminen on meille tärkeää. Tässä selosteessa kerrotaan, mitä tietoja käsittelemme, kun käytät Shopping Guidea, mihin tarkoitukseen ja mitä oikeuksia sinulla on EU:n yleisen tietosuoja-asetuksen (GDPR) nojalla.',
      ),
      h2('1. Rekisterinpitäjä'),
      p(
        `Tämän verkkosivuston henkilötietojen käsittelystä vastaa Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berliini, Saksa, sähköposti: ${email}.`,
      ),
      h2('2. Käsittelemämme tiedot'),
      p(
        'Kun vierailet sivuillamme, palvelimemme tallentaa automaattisesti teknisiä tietoja, kuten IP-osoitteesi, käynnin päivämäärän ja kellonajan, pyydetyn sivun ja selaimesi tyypin. Käytämme näitä tietoja ainoastaan sivuston turvalliseen tarjoamiseen ja väärinkäytösten havaitsemiseen oikeutetun etumme perusteella (tietosuoja-asetuksen 6 artiklan 1 kohdan f alakohta). Palvelinlokit poistetaan 14 päivän kuluttua.',
      ),
      h2('3. Evästeet'),
      p(
        'Käytämme vain teknisesti välttämättömiä evästeitä emmekä käytä seuranta- tai mainosevästeitä. Evästeiden avulla ei luoda käyttäjäprofiileja.',
      ),
      ul(
        'selectedCountry: tallentaa valitsemasi maan, jotta näytämme vain kaupat, jotka toimittavat sinne. Säilytysaika: 12 kuukautta.',
        'Kielivalintaeväste: muistaa valitsemasi kielen, jotta sivusto avautuu seuraavalla käynnillä samalla kielellä. Säilytysaika: 12 kuukautta.',
      ),
      h2('4. Oikeutesi'),
      ul(
        'Oikeus saada pääsy sinua koskeviin tietoihin (15 artikla)',
        'Oikeus virheellisten tietojen oikaisemiseen (16 artikla)',
        'Oikeus tietojen poistamiseen tai käsittelyn rajoittamiseen (17 ja 18 artikla)',
        'Oikeus vastustaa oikeutettuun etuun perustuvaa käsittelyä (21 artikla)',
        'Oikeus tehdä valitus valvontaviranomaiselle, kuten tietosuojavaltuutetulle (77 artikla)',
      ),
      h2('5. Yhteydenotot'),
      p(
        `Jos sinulla on kysyttävää tietosuojasta, kirjoita osoitteeseen ${email}. Vastaamme mahdollisimman pian, viimeistään kuukauden kuluessa.`,
      ),
    ],
    nl: [
      p(
        'De bescherming van je persoonsgegevens vinden we belangrijk. In deze verklaring lees je welke gegevens we verwerken wanneer je Shopping Guide gebruikt, met welk doel en welke rechten je hebt op grond van de Algemene verordening gegevensbescherming (AVG).',
      ),
      h2('1. Verwerkingsverantwoordelijke'),
      p(
        `Verantwoordelijk voor de gegevensverwerking op deze website is Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlijn, Duitsland, e-mail: ${email}.`,
      ),
      h2('2. Welke gegevens we verwerken'),
      p(
        'Wanneer je onze pagina’s bezoekt, legt onze server automatisch technische gegevens vast, zoals je IP-adres, de datum en tijd van het bezoek, de opgevraagde pagina en je browsertype. We gebruiken deze gegevens uitsluitend om de website veilig aan te bieden en misbruik op te sporen, op basis van ons gerechtvaardigd belang (art. 6 lid 1 sub f AVG). Serverlogs worden na 14 dagen verwijderd.',
      ),
      h2('3. Cookies'),
      p(
        'We gebruiken alleen technisch noodzakelijke cookies en plaatsen geen tracking- of advertentiecookies. Cookies worden niet gebruikt om gebruikersprofielen op te stellen.',
      ),
      ul(
        'selectedCountry: slaat het land op dat je hebt gekozen, zodat we alleen winkels tonen die daar bezorgen. Bewaartermijn: 12 maanden.',
        'Taalcookie: onthoudt je voorkeurstaal, zodat de website bij je volgende bezoek in die taal opent. Bewaartermijn: 12 maanden.',
      ),
      h2('4. Jouw rechten'),
      ul(
        'Inzage in de gegevens die we over je hebben (art. 15 AVG)',
        'Rectificatie van onjuiste gegevens (art. 16 AVG)',
        'Wissing of beperking van de verwerking (art. 17 en 18 AVG)',
        'Bezwaar tegen verwerking op basis van gerechtvaardigd belang (art. 21 AVG)',
        'Een klacht indienen bij een toezichthouder, zoals de Autoriteit Persoonsgegevens (art. 77 AVG)',
      ),
      h2('5. Contact'),
      p(
        `Heb je vragen over privacy? Mail ons via ${email}. We reageren zo snel mogelijk en uiterlijk binnen een maand.`,
      ),
    ],
    no: [
      p(
        'Vi tar vern av personopplysningene dine på alvor. Denne erklæringen forklarer hvilke opplysninger vi behandler når du bruker Shopping Guide, hvorfor vi gjør det og hvilke rettigheter du har etter personvernforordningen (GDPR).',
      ),
      h2('1. Behandlingsansvarlig'),
      p(
        `Behandlingsansvarlig for dette nettstedet er Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Tyskland, e-post: ${email}.`,
      ),
      h2('2. Hvilke opplysninger vi behandler'),
      p(
        'Når du besøker sidene våre, lagrer serveren vår automatisk tekniske data som IP-adressen din, dato og klokkeslett for besøket, siden du ba om, og nettlesertypen din. Vi bruker disse dataene bare for å levere nettstedet på en sikker måte og oppdage misbruk, med grunnlag i vår berettigede interesse (personvernforordningen art. 6 nr. 1 bokstav f). Serverlogger slettes etter 14 dager.',
      ),
      h2('3. Informasjonskapsler'),
      p(
        'Vi bruker bare informasjonskapsler som er teknisk nødvendige, og ingen sporings- eller reklamekapsler. Informasjonskapslene brukes ikke til å lage brukerprofiler.',
      ),
      ul(
        'selectedCountry: lagrer landet du har valgt, slik at vi bare viser butikker som leverer dit. Lagringstid: 12 måneder.',
        'Informasjonskapsel for språk: husker hvilket språk du foretrekker, slik at nettstedet åpnes på dette språket neste gang du besøker det. Lagringstid: 12 måneder.',
      ),
      h2('4. Dine rettigheter'),
      ul(
        'Innsyn i opplysningene vi har om deg (art. 15)',
        'Retting av uriktige opplysninger (art. 16)',
        'Sletting eller begrensning av behandlingen (art. 17 og 18)',
        'Protest mot behandling basert på berettiget interesse (art. 21)',
        'Klage til en tilsynsmyndighet, for eksempel Datatilsynet (art. 77)',
      ),
      h2('5. Kontakt'),
      p(
        `Har du spørsmål om personvern, kan du skrive til ${email}. Vi svarer så raskt som mulig, og senest innen én måned.`,
      ),
    ],
    pl: [
      p(
        'Ochrona Twoich danych osobowych jest dla nas ważna. W tej polityce wyjaśniamy, jakie dane przetwarzamy, gdy korzystasz z Shopping Guide, w jakim celu oraz jakie prawa przysługują Ci na mocy ogólnego rozporządzenia o ochronie danych (RODO).',
      ),
      h2('1. Administrator danych'),
      p(
        `Administratorem danych przetwarzanych w tym serwisie jest Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Niemcy, e-mail: ${email}.`,
      ),
      h2('2. Jakie dane przetwarzamy'),
      p(
        'Gdy odwiedzasz nasze strony, nasz serwer automatycznie zapisuje dane techniczne, takie jak adres IP, data i godzina wizyty, wyświetlona strona oraz typ przeglądarki. Wykorzystujemy je wyłącznie do bezpiecznego udostępniania serwisu i wykrywania nadużyć na podstawie naszego prawnie uzasadnionego interesu (art. 6 ust. 1 lit. f RODO). Logi serwera są usuwane po 14 dniach.',
      ),
      h2('3. Pliki cookie'),
      p(
        'Używamy wyłącznie niezbędnych plików cookie i nie stosujemy plików śledzących ani reklamowych. Pliki cookie nie służą do tworzenia profili użytkowników.',
      ),
      ul(
        'selectedCountry: zapisuje wybrany przez Ciebie kraj, abyśmy pokazywali tylko sklepy, które do niego wysyłają. Okres przechowywania: 12 miesięcy.',
        'Plik cookie języka: zapamiętuje preferowany język, aby przy kolejnej wizycie serwis otworzył się w tym języku. Okres przechowywania: 12 miesięcy.',
      ),
      h2('4. Twoje prawa'),
      ul(
        'Dostęp do danych, które o Tobie przechowujemy (art. 15 RODO)',
        'Sprostowanie nieprawidłowych danych (art. 16 RODO)',
        'Usunięcie danych lub ograniczenie przetwarzania (art. 17 i 18 RODO)',
        'Sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO)',
        'Skarga do organu nadzorczego, np. Prezesa UODO (art. 77 RODO)',
      ),
      h2('5. Kontakt'),
      p(
        `W sprawach dotyczących ochrony danych napisz do nas na adres ${email}. Odpowiemy najszybciej, jak to możliwe, nie później niż w ciągu miesiąca.`,
      ),
    ],
    pt: [
      p(
        'A proteção dos seus dados pessoais é importante para nós. Esta política explica quais dados tratamos quando você usa o Shopping Guide, com que finalidade e quais direitos você tem de acordo com o Regulamento Geral sobre a Proteção de Dados da União Europeia (GDPR).',
      ),
      h2('1. Controlador'),
      p(
        `O controlador responsável pelo tratamento de dados neste site é a Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlim, Alemanha, e-mail: ${email}.`,
      ),
      h2('2. Dados que tratamos'),
      p(
        'Quando você acessa nossas páginas, nosso servidor registra automaticamente dados técnicos como seu endereço IP, a data e o horário do acesso, a página solicitada e o tipo de navegador. Usamos esses dados apenas para disponibilizar o site com segurança e detectar abusos, com base em nosso legítimo interesse (art. 6(1)(f) do GDPR). Os registros do servidor são excluídos após 14 dias.',
      ),
      h2('3. Cookies'),
      p(
        'Usamos apenas cookies estritamente necessários e não utilizamos cookies de rastreamento nem de publicidade. Os cookies não são usados para criar perfis de usuários.',
      ),
      ul(
        'selectedCountry: armazena o país que você escolheu para mostrarmos apenas lojas que entregam nele. Prazo de armazenamento: 12 meses.',
        'Cookie de idioma: lembra o idioma de sua preferência para que o site abra nesse idioma na sua próxima visita. Prazo de armazenamento: 12 meses.',
      ),
      h2('4. Seus direitos'),
      ul(
        'Acesso aos dados que mantemos sobre você (art. 15 do GDPR)',
        'Correção de dados incorretos (art. 16 do GDPR)',
        'Exclusão ou limitação do tratamento (arts. 17 e 18 do GDPR)',
        'Oposição ao tratamento baseado em legítimo interesse (art. 21 do GDPR)',
        'Reclamação a uma autoridade de proteção de dados (art. 77 do GDPR)',
      ),
      h2('5. Contato'),
      p(
        `Em caso de dúvidas sobre proteção de dados, escreva para ${email}. Responderemos o mais rápido possível, no prazo máximo de um mês.`,
      ),
    ],
    sv: [
      p(
        'Vi värnar om dina personuppgifter. Den här policyn förklarar vilka uppgifter vi behandlar när du använder Shopping Guide, i vilket syfte och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).',
      ),
      h2('1. Personuppgiftsansvarig'),
      p(
        `Personuppgiftsansvarig för den här webbplatsen är Shopping Guide Demo GmbH, Musterstraße 1, 10115 Berlin, Tyskland, e-post: ${email}.`,
      ),
      h2('2. Vilka uppgifter vi behandlar'),
      p(
        'När du besöker våra sidor registrerar vår server automatiskt tekniska uppgifter som din IP-adress, datum och tid för besöket, den begärda sidan och din webbläsartyp. Vi använder uppgifterna enbart för att tillhandahålla webbplatsen på ett säkert sätt och upptäcka missbruk, med stöd av vårt berättigade intresse (artikel 6.1 f i dataskyddsförordningen). Serverloggar raderas efter 14 dagar.',
      ),
      h2('3. Kakor'),
      p(
        'Vi använder endast nödvändiga kakor och inga spårnings- eller reklamkakor. Kakorna används inte för att skapa användarprofiler.',
      ),
      ul(
        'selectedCountry: sparar det land du har valt så att vi bara visar butiker som levererar dit. Lagringstid: 12 månader.',
        'Språkkaka: kommer ihåg ditt föredragna språk så att webbplatsen öppnas på det språket nästa gång du besöker den. Lagringstid: 12 månader.',
      ),
      h2('4. Dina rättigheter'),
      ul(
        'Tillgång till de uppgifter vi har om dig (artikel 15)',
        'Rättelse av felaktiga uppgifter (artikel 16)',
        'Radering eller begränsning av behandlingen (artiklarna 17 och 18)',
        'Invändning mot behandling som grundar sig på berättigat intresse (artikel 21)',
        'Klagomål till en tillsynsmyndighet, till exempel Integritetsskyddsmyndigheten (artikel 77)',
      ),
      h2('5. Kontakt'),
      p(
        `Har du frågor om dataskydd kan du skriva till ${email}. Vi svarar så snabbt som möjligt, senast inom en månad.`,
      ),
    ],
  },
}

export const siteSettings: { siteName: Localized; footerText: Localized } = {
  siteName: {
    en: 'Shopping Guide',
    de: 'Shopping Guide',
    fr: 'Shopping Guide',
    it: 'Shopping Guide',
    es: 'Shopping Guide',
    fi: 'Shopping Guide',
    nl: 'Shopping Guide',
    no: 'Shopping Guide',
    pl: 'Shopping Guide',
    pt: 'Shopping Guide',
    sv: 'Shopping Guide',
  },
  footerText: {
    en: 'Independent shopping guides and stores from around the world.',
    de: 'Unabhängige Kaufberatung und Shops aus aller Welt.',
    fr: 'Guides d’achat indépendants et boutiques du monde entier.',
    it: 'Guide all’acquisto indipendenti e negozi da tutto il mondo.',
    es: 'Guías de compra independientes y tiendas de todo el mundo.',
    fi: 'Riippumattomia ostajan oppaita ja kauppoja kaikkialta maailmasta.',
    nl: 'Onafhankelijke koopgidsen en winkels van over de hele wereld.',
    no: 'Uavhengige kjøpeguider og butikker fra hele verden.',
    pl: 'Niezależne poradniki zakupowe i sklepy z całego świata.',
    pt: 'Guias de compra independentes e lojas do mundo todo.',
    sv: 'Oberoende köpguider och butiker från hela världen.',
  },
}
