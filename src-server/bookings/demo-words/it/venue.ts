import type { TypeRemarks } from '../words.ts'

/** Recensioni demo in italiano (Milano, Roma): by venue type. */
export const VENUE: TypeRemarks['venue'] = {
  club: {
    praise: [
      'L’impianto audio del club è eccezionale: potente, nitido e mai fastidioso.',
      'Una sala buia come si deve, un bel parco luci e un bar che regge la fila.',
      'Il personale all’ingresso era gentile ma deciso, in pista ci si sentiva al sicuro tutta la notte.',
      'Il tecnico del club ha montato e provato i nostri DJ in un attimo.',
      'Guardaroba, bagni e area fumatori hanno retto senza problemi una serata sold out.',
      'Soffitto basso, bassi potenti e il pubblico attaccato alla consolle: esattamente l’atmosfera da club che voleva il nostro artista.',
    ],
    critique: [
      'Nel club si soffocava, l’aria condizionata andava a malapena e la macchina del fumo peggiorava tutto.',
      'Venti minuti di fila al bar del club per tutta la notte.',
      'Le spie nella consolle del club erano guaste, e nessuno è venuto a sistemarle.',
    ],
  },
  bar: {
    praise: [
      'Un bar accogliente con un piccolo palco perfetto per i set acustici.',
      'Il personale del bar era velocissimo, e i cocktail hanno prezzi onesti per la zona.',
      'Avevamo la saletta sul retro del bar tutta per noi, con la nostra playlist e un’atmosfera bellissima.',
      'Ottimo per una presentazione: intimo, cordiale, e l’impianto è meglio di quanto sembri.',
      'Per la serata il bar ha creato un cocktail con il nome del nostro album.',
      'Candele, vecchi tavoli di legno e un pianoforte in un angolo: il bar perfetto per un piccolo concerto.',
    ],
    critique: [
      'Il bar era troppo piccolo per il nostro gruppo, e il palco è solo un angolo del locale.',
      'Alcuni clienti abituali al bancone hanno parlato ad alta voce per tutto il concerto.',
      'Al bancone il servizio era lento, un quarto d’ora per un drink per tutta la sera.',
    ],
  },
  theatre: {
    praise: [
      'Da ogni poltrona del teatro si vede bene, e il suono arriva fino all’ultima fila.',
      'I tecnici di palco conoscevano a menadito la graticcia e la consolle luci.',
      'Un teatro storico bellissimo, con camerini che hanno persino gli specchi illuminati.',
      'Il personale di sala ha gestito il tutto esaurito con calma, e il bar dell’intervallo era rapido.',
      'La biglietteria del teatro ha gestito vendite e lista ospiti senza un solo errore.',
      'Vere poltrone di velluto, una platea in pendenza e un palco grande abbastanza per tutta la nostra scenografia.',
    ],
    critique: [
      'Il retropalco è angusto, e lo scarico dalla porta laterale ha richiesto un’eternità.',
      'Le poltrone del teatro sono consumate, e in platea il riscaldamento non funzionava.',
      'L’impianto luci del teatro è vecchio, e metà dei proiettori ha sfarfallato durante lo spettacolo.',
    ],
  },
  'concert-hall': {
    praise: [
      'L’acustica della sala è superba, ogni pianissimo arrivava fino alle ultime file.',
      'Poltrone comode, ottima visibilità da ogni posto e un foyer spazioso per l’intervallo.',
      'Il direttore di palco e i tecnici della sala hanno lavorato con la nostra orchestra come vecchi amici.',
      'Una sala da concerto dal suono davvero caldo, con un organo meraviglioso.',
      'Lo Steinway della sala era appena stato accordato, e la nostra pianista era felicissima.',
      'Corridoi ampi, spazio per le gambe e posti ben numerati: la sala piena si è seduta in pochi minuti.',
    ],
    critique: [
      'In platea l’acustica è buona, ma dalla galleria il suono è impastato.',
      'Il foyer era troppo piccolo per l’intervallo, e la coda al guardaroba infinita.',
      'In seconda galleria si sta stretti, e la vista sul palco è in parte coperta.',
    ],
  },
  arena: {
    praise: [
      'Con i punti di appendimento e la potenza elettrica del palazzetto, anche una grande produzione è stata sorprendentemente semplice.',
      'Migliaia di persone dentro e fuori senza ingorghi, ingressi e steward erano ottimi.',
      'Uno spazio enorme, eppure il suono era chiaro fino in cima alle tribune.',
      'L’ufficio di produzione e la zona di carico sono i migliori che abbiamo trovato da anni.',
      'Con i maxischermi del palazzetto lo spettacolo sembrava ancora più grande.',
      'Posti per sedie a rotelle, ascensori e sale tranquille erano ben segnalati in tutto il palazzetto.',
    ],
    critique: [
      'Il suono rimbombava in tutto il palazzetto, con l’eco nelle tribune alte.',
      'Bar e ristorazione dentro il palazzetto avevano prezzi assurdi e file senza fine.',
      'Dopo il concerto per uscire dal parcheggio del palazzetto ci è voluta più di un’ora.',
    ],
  },
  'open-air': {
    praise: [
      'Un palco all’aperto con una vista così rende speciale qualsiasi concerto.',
      'C’era un piano per la pioggia, bar coperti e un terreno solido anche dopo l’acquazzone.',
      'Il tramonto dietro il palco, un buon suono sul prato e bagni puliti: una serata d’estate perfetta.',
      'Allacci elettrici, recinzioni e rifiuti li ha gestiti lo staff del posto, senza che muovessimo un dito.',
      'Coperte da picnic sul prato, un palco sotto gli alberi e il sole che tramontava durante il bis.',
      'Abbastanza bagni, punti acqua e ombra per un pomeriggio afoso all’aperto.',
    ],
    critique: [
      'Nessun riparo quando è arrivato il temporale, e abbiamo dovuto interrompere per un’ora.',
      'Con limiti di rumore così rigidi, sul prato la musica si sentiva appena.',
      'Il prato ci era stato descritto come pianeggiante, ma dal fondo il palco quasi non si vedeva.',
    ],
  },
  'festival-site': {
    praise: [
      'L’area festival ha tutto: acqua e corrente, buoni accessi e tantissimo spazio per i palchi.',
      'Campeggio, parcheggi e palco principale sono ben distribuiti, il pubblico si è orientato subito.',
      'Lo staff dell’area aveva tagliato l’erba, recintato e segnalato tutto prima del nostro arrivo.',
      'Anche con diverse migliaia di persone il terreno ha retto e i vialetti sono rimasti asciutti.',
      'Spazio sufficiente per tre palchi, food truck e un’area bambini, senza che i suoni si sovrapponessero.',
      'Accesso facile per i camion, piazzole stabili per i palchi e un vero ufficio di cantiere nell’area.',
    ],
    critique: [
      'Dopo un solo giorno di pioggia l’area era un pantano e gli accessi quasi impraticabili.',
      'Troppo pochi punti acqua nell’area, e i bagni venivano svuotati troppo di rado.',
      'Sabato la corrente nell’area festival è saltata due volte.',
    ],
  },
  church: {
    praise: [
      'L’acustica della chiesa è magica per un coro o per gli archi.',
      'La luce delle candele e le antiche pietre hanno reso il nostro concerto indimenticabile.',
      'Il sacrestano ci ha aiutato con le sedie e l’allestimento con una pazienza infinita.',
      'Duecento posti sulle panche, un bell’organo e un riverbero naturale che valorizza ogni voce.',
      'La parrocchia ha aperto la cappella laterale come camerino e ha preparato il tè per il coro.',
      'Le vetrate nella luce della sera dietro il palco: le foto sono stupende.',
    ],
    critique: [
      'In chiesa faceva un freddo tremendo, e dopo un’ora le panche diventavano dure.',
      'Il riverbero della chiesa si mangiava ogni parola, e non c’è nessun impianto.',
      'In chiesa la musica amplificata era permessa solo a volume bassissimo, e il set della band ne ha sofferto.',
    ],
  },
  restaurant: {
    praise: [
      'Il ristorante ha preparato un menù squisito e ha trovato comunque spazio per un piccolo palco.',
      'Il servizio ai tavoli era attento senza mai disturbare la musica.',
      'Avevamo tutto il ristorante per noi, con una pista da ballo al posto dei tavoli.',
      'La cucina ha gestito ospiti vegetariani, vegani e celiaci senza il minimo problema.',
      'Lo chef ha cucinato un menù a parte per la band e l’ha servito prima del concerto.',
      'Buffet di dolci, caffè e primo ballo nella stessa sala, senza che nessuno dovesse spostarsi.',
    ],
    critique: [
      'Le portate sono arrivate tiepide, e la cena al ristorante non finiva più.',
      'Il ristorante ci ha messi in un angolo vicino alla porta della cucina, la band non aveva spazio.',
      'La musica di sottofondo del ristorante continuava durante le pause della nostra band.',
    ],
  },
  gallery: {
    praise: [
      'Le pareti bianche e i soffitti alti della galleria sono stati uno sfondo splendido per il nostro lancio.',
      'Lo staff della galleria ha spostato le opere e fatto spazio al bar senza batter ciglio.',
      'Una luce bellissima dai lucernari e un ambiente che sa di esclusivo.',
      'Una cornice insolita per un concerto, ma l’acustica della galleria ha sorpreso tutti.',
      'La galleria ci ha permesso di proiettare visual sulla grande parete bianca, e con la musica l’effetto era splendido.',
      'Cemento lucidato, luce bellissima e un gallerista che adora ospitare musica.',
    ],
    critique: [
      'La galleria non ha un allaccio elettrico adeguato per una band, e il suono era povero.',
      'Le regole della galleria erano così rigide che gli ospiti non potevano quasi muoversi con un bicchiere.',
      'L’eco nella galleria rendeva i discorsi quasi incomprensibili.',
    ],
  },
  'event-hall': {
    praise: [
      'Nella sala tutti i nostri ospiti stavano ai tavoli rotondi e restava ancora una vera pista da ballo.',
      'Palco, luci e impianto audio sono della sala: il nostro gruppo ha dovuto portare solo gli strumenti.',
      'Lo staff ha trasformato la sala dalla cena alla festa in venti minuti, mentre gli ospiti prendevano il caffè nel foyer.',
      'Lampadari di cristallo, finestre alte e parquet: la sala era elegante anche senza addobbi.',
      'Schermo, leggio e radiomicrofono per i discorsi erano pronti in sala prima dell’arrivo del primo ospite.',
      'Guardaroba, bar e cucina sono sullo stesso piano della sala, e la serata è filata via senza intoppi.',
    ],
    critique: [
      'La sala andava liberata a mezzanotte, proprio quando la pista cominciava a riempirsi.',
      'Solo due persone al bar per una sala piena: la fila non è mai diminuita.',
      'Il limitatore della sala tagliava l’audio al gruppo ogni volta che la festa si scaldava.',
    ],
  },
}
