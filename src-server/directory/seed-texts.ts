/**
 * Descriptions of the demo entries: one sentence per type and language, then one about booking. Placeholders:
 * `{city}`, `{q}` (quarter), `{cap}` (capacity), `{size}` (line-up), `{genres}`, `{radius}`. Every word of a
 * generated description comes from these templates, the genre labels of the catalogs, or the entry's own name
 * and place (seed.test.ts checks it).
 */
import type { DemoLang } from './seed-places.ts'

type Texts = Record<DemoLang, Record<string, string>>

export const VENUE_TEXTS: Texts = {
  de: {
    club: 'Club in {q} für {cap} Gäste, mit eigener Anlage, Lichttechnik und DJ-Pult für lange Nächte.',
    bar: 'Kleine Bar in {q} mit Bühnenecke für {cap} Gäste, ideal für akustische Konzerte und Lesungen.',
    theatre: 'Theater in {q} mit {cap} Sitzplätzen, Guckkastenbühne, Zugstangen und eigener Tonregie.',
    'concert-hall': 'Konzertsaal in {q} mit {cap} Plätzen und einer Akustik für Orchester, Kammermusik und Chöre.',
    arena: 'Große Halle in {q} für bis zu {cap} Besucher, mit Riggingpunkten und Laderampe für Tourproduktionen.',
    'open-air': 'Freilichtbühne in {q} für {cap} Besucher, mit Überdachung der Bühne und Strom für Tourproduktionen.',
    'festival-site':
      'Festivalgelände in {q} für bis zu {cap} Besucher, mit Wasser, Strom und Flächen für mehrere Bühnen.',
    church: 'Kirche in {q} mit {cap} Plätzen und langem Nachhall, gefragt für Chöre, Orgel und Kammermusik.',
    restaurant: 'Restaurant in {q} mit {cap} Plätzen und kleiner Bühne für Dinnerkonzerte und private Feiern.',
    gallery: 'Galerie in {q} mit hellen Räumen für {cap} Gäste, für Vernissagen, Lesungen und leise Konzerte.',
    'event-hall':
      'Festsaal in {q} für bis zu {cap} Gäste, mit Tanzfläche, Bühne und Licht für Hochzeiten, Galas und Firmenfeiern.',
  },
  fr: {
    club: 'Club à {q} pour {cap} personnes, avec sa propre sonorisation, ses lumières et une cabine DJ pour les longues nuits.',
    bar: 'Petit bar à {q} avec un coin scène pour {cap} personnes, idéal pour les concerts acoustiques et les lectures.',
    theatre: 'Théâtre à {q} avec {cap} places assises, scène à l’italienne, cintres et régie son.',
    'concert-hall':
      'Salle de concert à {q} avec {cap} places et une acoustique pour orchestres, musique de chambre et chœurs.',
    arena: 'Grande salle à {q} pour {cap} spectateurs, avec points d’accroche et quai de chargement pour les tournées.',
    'open-air':
      'Scène en plein air à {q} pour {cap} spectateurs, avec une scène couverte et du courant pour les tournées.',
    'festival-site':
      'Site de festival à {q} pour {cap} festivaliers, avec eau, électricité et place pour plusieurs scènes.',
    church:
      'Église à {q} avec {cap} places et une longue réverbération, prisée pour les chœurs, l’orgue et la musique de chambre.',
    restaurant:
      'Restaurant à {q} avec {cap} couverts et une petite scène pour les dîners concerts et les fêtes privées.',
    gallery:
      'Galerie à {q} avec des salles claires pour {cap} personnes, pour vernissages, lectures et concerts intimes.',
    'event-hall':
      'Salle de réception à {q} pour {cap} invités, avec piste de danse, scène et lumières pour mariages, galas et soirées d’entreprise.',
  },
  en: {
    club: 'Club in {q} for {cap} guests, with its own sound system, lighting rig and DJ booth for long nights.',
    bar: 'Small bar in {q} with a corner stage for {cap} guests, ideal for acoustic sets and readings.',
    theatre: 'Theatre in {q} with {cap} seats, a proscenium stage, fly bars and its own sound desk.',
    'concert-hall': 'Concert hall in {q} with {cap} seats and acoustics made for orchestras, chamber music and choirs.',
    arena: 'Large hall in {q} for up to {cap} visitors, with rigging points and a loading dock for touring shows.',
    'open-air': 'Open air stage in {q} for {cap} visitors, with a covered stage and power for touring shows.',
    'festival-site': 'Festival site in {q} for up to {cap} visitors, with water, power and room for several stages.',
    church: 'Church in {q} with {cap} seats and a long reverb, popular for choirs, organ and chamber music.',
    restaurant: 'Restaurant in {q} with {cap} covers and a small stage for dinner concerts and private parties.',
    gallery: 'Gallery in {q} with bright rooms for {cap} guests, for openings, readings and quiet concerts.',
    'event-hall':
      'Event hall in {q} for up to {cap} guests, with a dance floor, a stage and lighting for weddings, galas and company parties.',
  },
  es: {
    club: 'Club en {q} para {cap} personas, con equipo de sonido propio, luces y cabina de DJ para noches largas.',
    bar: 'Bar pequeño en {q} con un rincón escénico para {cap} personas, ideal para conciertos acústicos y lecturas.',
    theatre: 'Teatro en {q} con {cap} butacas, escenario a la italiana, varas y control de sonido propio.',
    'concert-hall':
      'Sala de conciertos en {q} con {cap} localidades y una acústica pensada para orquestas, música de cámara y coros.',
    arena: 'Gran pabellón en {q} para {cap} espectadores, con puntos de colgado y muelle de carga para giras.',
    'open-air':
      'Escenario al aire libre en {q} para {cap} espectadores, con escenario cubierto y corriente para giras.',
    'festival-site':
      'Recinto de festival en {q} para {cap} asistentes, con agua, electricidad y espacio para varios escenarios.',
    church:
      'Iglesia en {q} con {cap} plazas y una larga reverberación, muy buscada para coros, órgano y música de cámara.',
    restaurant:
      'Restaurante en {q} con {cap} cubiertos y un pequeño escenario para cenas con concierto y fiestas privadas.',
    gallery:
      'Galería en {q} con salas luminosas para {cap} personas, para inauguraciones, lecturas y conciertos íntimos.',
    'event-hall':
      'Salón de eventos en {q} para {cap} invitados, con pista de baile, escenario y luces para bodas, galas y cenas de empresa.',
  },
  it: {
    club: 'Club a {q} per {cap} persone, con impianto audio proprio, luci e consolle DJ per lunghe notti.',
    bar: 'Piccolo bar a {q} con un angolo palco per {cap} persone, ideale per concerti acustici e letture.',
    theatre: 'Teatro a {q} con {cap} posti a sedere, palcoscenico all’italiana, graticcio e regia audio propria.',
    'concert-hall': 'Sala concerti a {q} con {cap} posti e un’acustica pensata per orchestre, musica da camera e cori.',
    arena: 'Grande palazzetto a {q} per {cap} spettatori, con punti di appendimento e baia di carico per le tournée.',
    'open-air': 'Palco all’aperto a {q} per {cap} spettatori, con palco coperto e corrente per le tournée.',
    'festival-site': 'Area festival a {q} per {cap} persone, con acqua, corrente e spazio per più palchi.',
    church: 'Chiesa a {q} con {cap} posti e un lungo riverbero, richiesta per cori, organo e musica da camera.',
    restaurant: 'Ristorante a {q} con {cap} coperti e un piccolo palco per cene con concerto e feste private.',
    gallery: 'Galleria a {q} con sale luminose per {cap} persone, per inaugurazioni, letture e concerti intimi.',
    'event-hall':
      'Sala eventi a {q} per {cap} ospiti, con pista da ballo, palco e luci per matrimoni, gala e feste aziendali.',
  },
}

export const ARTIST_TEXTS: Texts = {
  de: {
    band: 'Band aus {city} mit {size} Musikern: {genres}, eigene Songs und ein Set für Clubs und Festivals.',
    dj: 'DJ aus {city}: {genres} in langen Sets, mit eigenem Controller oder an den Plattenspielern des Clubs.',
    solo: 'Solokünstler aus {city}: {genres}, Stimme und Gitarre oder Klavier, vom Wohnzimmer bis zur Bühne.',
    duo: 'Duo aus {city}: {genres} zu zweit, zwei Stimmen und Instrumente für kleine Bühnen und Feiern.',
    trio: 'Trio aus {city}: {genres} mit drei Musikern, für Clubs, Bars und Empfänge.',
    orchestra: 'Orchester aus {city} mit {size} Musikern: {genres}, Sinfonien, Filmmusik und Galakonzerte.',
    choir: 'Chor aus {city} mit {size} Stimmen: {genres}, in Kirchen, Konzertsälen und auf Hochzeiten.',
    comedian:
      'Komiker aus {city}: {genres}, Stand-up mit Geschichten aus dem Alltag, Abendprogramm oder kurze Auftritte.',
    magician: 'Zauberer aus {city}: {genres}, Zauberei am Tisch und auf der Bühne für Feiern und Firmenabende.',
    dancer: 'Tanz aus {city} mit {size} Tänzern: {genres}, Choreografien für Bühnen, Festivals und Galas.',
  },
  fr: {
    band: 'Groupe de {city} avec {size} musiciens : {genres}, des morceaux originaux et un set pour clubs et festivals.',
    dj: 'DJ de {city} : {genres} en longs sets, avec son propre contrôleur ou sur les platines du club.',
    solo: 'Artiste solo de {city} : {genres}, voix et guitare ou piano, du salon à la grande scène.',
    duo: 'Duo de {city} : {genres} à deux, deux voix et des instruments pour petites scènes et fêtes.',
    trio: 'Trio de {city} : {genres} avec trois musiciens, pour clubs, bars et réceptions.',
    orchestra:
      'Orchestre de {city} avec {size} musiciens : {genres}, symphonies, musiques de film et concerts de gala.',
    choir: 'Chœur de {city} avec {size} voix : {genres}, dans les églises, les salles de concert et aux mariages.',
    comedian:
      'Humoriste de {city} : {genres}, du stand-up sur la vie de tous les jours, en spectacle complet ou en passages courts.',
    magician: 'Magicien de {city} : {genres}, magie de près et sur scène pour fêtes et soirées d’entreprise.',
    dancer: 'Danse de {city} avec {size} danseurs : {genres}, des chorégraphies pour scènes, festivals et galas.',
  },
  en: {
    band: 'Band from {city} with {size} players: {genres}, original songs and a set for clubs and festivals.',
    dj: 'DJ from {city}: {genres} in long sets, on their own controller or the club’s turntables.',
    solo: 'Solo artist from {city}: {genres}, voice and guitar or piano, from living rooms to big stages.',
    duo: 'Duo from {city}: {genres} for two, two voices and instruments for small stages and parties.',
    trio: 'Trio from {city}: {genres} with three players, for clubs, bars and receptions.',
    orchestra: 'Orchestra from {city} with {size} players: {genres}, symphonies, film music and gala concerts.',
    choir: 'Choir from {city} with {size} voices: {genres}, in churches, concert halls and at weddings.',
    comedian: 'Comedian from {city}: {genres}, stand-up about everyday life, as a full evening or short spots.',
    magician: 'Magician from {city}: {genres}, close-up and stage magic for parties and company evenings.',
    dancer: 'Dance from {city} with {size} dancers: {genres}, choreographies for stages, festivals and galas.',
  },
  es: {
    band: 'Banda de {city} con {size} músicos: {genres}, canciones propias y un repertorio para clubes y festivales.',
    dj: 'DJ de {city}: {genres} en sesiones largas, con su propio controlador o con los platos del club.',
    solo: 'Artista solista de {city}: {genres}, voz y guitarra o piano, del salón de casa al gran escenario.',
    duo: 'Dúo de {city}: {genres} a dos, dos voces e instrumentos para escenarios pequeños y fiestas.',
    trio: 'Trío de {city}: {genres} con tres músicos, para clubes, bares y recepciones.',
    orchestra: 'Orquesta de {city} con {size} músicos: {genres}, sinfonías, bandas sonoras y conciertos de gala.',
    choir: 'Coro de {city} con {size} voces: {genres}, en iglesias, salas de conciertos y bodas.',
    comedian: 'Cómico de {city}: {genres}, monólogos sobre la vida diaria, en espectáculo completo o en pases cortos.',
    magician: 'Mago de {city}: {genres}, magia de cerca y de escenario para fiestas y cenas de empresa.',
    dancer: 'Danza de {city} con {size} bailarines: {genres}, coreografías para escenarios, festivales y galas.',
  },
  it: {
    band: 'Band di {city} con {size} musicisti: {genres}, brani originali e un set per club e festival.',
    dj: 'DJ di {city}: {genres} in set lunghi, con il proprio controller o sui giradischi del club.',
    solo: 'Artista solista di {city}: {genres}, voce e chitarra o pianoforte, dal salotto al grande palco.',
    duo: 'Duo di {city}: {genres} in due, due voci e strumenti per piccoli palchi e feste.',
    trio: 'Trio di {city}: {genres} con tre musicisti, per club, bar e ricevimenti.',
    orchestra: 'Orchestra di {city} con {size} musicisti: {genres}, sinfonie, colonne sonore e concerti di gala.',
    choir: 'Coro di {city} con {size} voci: {genres}, in chiese, sale concerti e ai matrimoni.',
    comedian:
      'Comico di {city}: {genres}, stand-up sulla vita di tutti i giorni, in spettacolo intero o in brevi passaggi.',
    magician: 'Mago di {city}: {genres}, magia ravvicinata e da palco per feste e serate aziendali.',
    dancer: 'Danza di {city} con {size} ballerini: {genres}, coreografie per palchi, festival e gala.',
  },
}

export const SERVICE_TEXTS: Texts = {
  de: {
    sound: 'Beschallung aus {q}: Lautsprecher, Mischpulte, Monitore und Tontechniker für Clubs und Open Airs.',
    lighting: 'Lichttechnik aus {q}: Moving Heads, Scheinwerfer, Nebel und Lichtpulte mit Operator.',
    staging: 'Bühnenbau aus {q}: Podeste, Traversen, Dächer und Rigging, mit Aufbau und Abnahme.',
    backline: 'Backline aus {q}: Verstärker, Schlagzeuge, Keyboards und Ständer, geliefert und aufgebaut.',
    catering: 'Catering aus {q}: warme Küche für Künstler und Crew, Garderobenverpflegung und Buffets.',
    security: 'Sicherheitsdienst aus {q}: Einlass, Bühnengraben, Backstage und Sanitätsdienst für Veranstaltungen.',
    'photo-video': 'Foto und Video aus {q}: Konzertfotos, Mitschnitte mit mehreren Kameras und Livestreams.',
    transport: 'Transporte aus {q}: Sprinter, Lastwagen und Nightliner mit Fahrern für Tourneen.',
    'booking-agency': 'Agentur aus {q}: Booking, Tourplanung und Verträge für Künstler und Veranstalter.',
    merchandise: 'Merchandise aus {q}: Siebdruck auf Shirts, Taschen und Plakaten, mit Standbetreuung.',
  },
  fr: {
    sound: 'Sonorisation depuis {q} : enceintes, consoles, retours et techniciens son pour clubs et plein air.',
    lighting: 'Éclairage depuis {q} : lyres, projecteurs, machines à brouillard et consoles avec opérateur.',
    staging: 'Structures scéniques depuis {q} : praticables, ponts, toits et accroches, avec montage et contrôle.',
    backline: 'Backline depuis {q} : amplis, batteries, claviers et pieds, livrés et installés.',
    catering: 'Traiteur depuis {q} : repas chauds pour artistes et équipes, loges garnies et buffets.',
    security: 'Sécurité depuis {q} : accueil, crash barrières, accès aux coulisses et secours pour les événements.',
    'photo-video': 'Photo et vidéo depuis {q} : photos de concert, captations multicaméras et diffusions en direct.',
    transport: 'Transports depuis {q} : utilitaires, camions et tourbus avec chauffeurs pour les tournées.',
    'booking-agency':
      'Agence depuis {q} : booking, organisation de tournées et contrats pour artistes et organisateurs.',
    merchandise: 'Merchandising depuis {q} : sérigraphie sur t-shirts, sacs et affiches, avec tenue de stand.',
  },
  en: {
    sound: 'Sound hire from {q}: speakers, mixing desks, monitors and engineers for clubs and open air shows.',
    lighting: 'Lighting from {q}: moving heads, spots, haze and lighting desks with an operator.',
    staging: 'Staging from {q}: risers, truss, roofs and rigging, built and signed off.',
    backline: 'Backline from {q}: amps, drum kits, keyboards and stands, delivered and set up.',
    catering: 'Catering from {q}: hot meals for artists and crew, dressing room riders and buffets.',
    security: 'Security from {q}: door, pit barrier, backstage and first aid for events.',
    'photo-video': 'Photo and video from {q}: concert photos, multi camera recordings and live streams.',
    transport: 'Transport from {q}: vans, trucks and sleeper buses with drivers for tours.',
    'booking-agency': 'Agency from {q}: booking, tour planning and contracts for artists and promoters.',
    merchandise: 'Merchandise from {q}: screen printed shirts, bags and posters, with stand staff.',
  },
  es: {
    sound:
      'Sonido desde {q}: altavoces, mesas de mezclas, monitores y técnicos para clubes y conciertos al aire libre.',
    lighting: 'Iluminación desde {q}: cabezas móviles, focos, humo y mesas de luces con operador.',
    staging: 'Escenarios desde {q}: tarimas, truss, techos y colgados, con montaje y revisión.',
    backline: 'Backline desde {q}: amplificadores, baterías, teclados y soportes, entregados y montados.',
    catering: 'Catering desde {q}: comida caliente para artistas y equipo, camerinos y bufés.',
    security: 'Seguridad desde {q}: control de accesos, foso, camerinos y primeros auxilios para eventos.',
    'photo-video':
      'Foto y vídeo desde {q}: fotos de conciertos, grabaciones con varias cámaras y emisiones en directo.',
    transport: 'Transportes desde {q}: furgonetas, camiones y autobuses de gira con conductores.',
    'booking-agency': 'Agencia desde {q}: contratación, planificación de giras y contratos para artistas y promotores.',
    merchandise: 'Merchandising desde {q}: serigrafía en camisetas, bolsas y carteles, con atención del puesto.',
  },
  it: {
    sound: 'Service audio da {q}: casse, mixer, monitor e fonici per club e concerti all’aperto.',
    lighting: 'Luci da {q}: teste mobili, proiettori, macchine del fumo e console luci con operatore.',
    staging: 'Palchi da {q}: pedane, americane, coperture e appendimenti, con montaggio e collaudo.',
    backline: 'Backline da {q}: amplificatori, batterie, tastiere e supporti, consegnati e montati.',
    catering: 'Catering da {q}: pasti caldi per artisti e tecnici, camerini e buffet.',
    security: 'Sicurezza da {q}: ingressi, transenne sotto il palco, backstage e primo soccorso per eventi.',
    'photo-video': 'Foto e video da {q}: foto di concerti, riprese con più telecamere e dirette streaming.',
    transport: 'Trasporti da {q}: furgoni, camion e tour bus con autisti per le tournée.',
    'booking-agency': 'Agenzia da {q}: booking, pianificazione dei tour e contratti per artisti e organizzatori.',
    merchandise: 'Merchandising da {q}: serigrafia su magliette, borse e poster, con personale allo stand.',
  },
}

/** The closing sentence, by kind (two variants each). */
export const CLOSING: Record<DemoLang, Record<'artist' | 'venue' | 'service', string[]>> = {
  de: {
    venue: ['Technische Daten und Kalender auf Anfrage.', 'Mietanfragen bitte mit Datum und Programm.'],
    artist: ['Technical Rider und Kalender auf Anfrage.', 'Buchungsanfragen bitte mit Datum, Ort und Budget.'],
    service: ['Einsätze im Umkreis von {radius} km.', 'Angebote auf Anfrage, im Umkreis von {radius} km.'],
  },
  fr: {
    venue: ['Fiche technique et calendrier sur demande.', 'Demandes de location avec date et programme.'],
    artist: ['Fiche technique et calendrier sur demande.', 'Demandes de booking avec date, lieu et budget.'],
    service: ['Interventions dans un rayon de {radius} km.', 'Devis sur demande, dans un rayon de {radius} km.'],
  },
  en: {
    venue: ['Tech specs and calendar on request.', 'Hire enquiries please with date and programme.'],
    artist: ['Tech rider and calendar on request.', 'Booking enquiries please with date, place and budget.'],
    service: ['Works within {radius} km.', 'Quotes on request, within {radius} km.'],
  },
  es: {
    venue: ['Ficha técnica y calendario bajo petición.', 'Solicitudes de alquiler con fecha y programa.'],
    artist: [
      'Rider técnico y calendario bajo petición.',
      'Solicitudes de contratación con fecha, lugar y presupuesto.',
    ],
    service: ['Trabaja en un radio de {radius} km.', 'Presupuestos bajo petición, en un radio de {radius} km.'],
  },
  it: {
    venue: ['Scheda tecnica e calendario su richiesta.', 'Richieste di affitto con data e programma.'],
    artist: ['Rider tecnico e calendario su richiesta.', 'Richieste di booking con data, luogo e budget.'],
    service: ['Lavora entro {radius} km.', 'Preventivi su richiesta, entro {radius} km.'],
  },
}

/** "{and}" between the last two genres. */
export const AND: Record<DemoLang, string> = { de: 'und', fr: 'et', en: 'and', es: 'y', it: 'e' }

/** Service price lines: `{price}` and `{currency}`. */
export const PRICE_TEXTS: Record<DemoLang, string> = {
  de: 'Ab {price} {currency} pro Tag',
  fr: 'À partir de {price} {currency} par jour',
  en: 'From {price} {currency} per day',
  es: 'Desde {price} {currency} por día',
  it: 'Da {price} {currency} al giorno',
}
