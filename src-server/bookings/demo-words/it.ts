import type { ReviewWords } from './words.ts'

/** Recensioni demo in italiano (Milano, Roma). */
export const IT: ReviewWords = {
  events: {
    wedding: 'Matrimonio',
    'company-party': 'Festa aziendale',
    birthday: 'Festa di compleanno',
    'club-night': 'Serata in club',
    festival: 'Festival',
    'street-fair': 'Festa di quartiere',
    concert: 'Concerto',
    'album-release': 'Presentazione dell’album',
    'theatre-show': 'Spettacolo teatrale',
    conference: 'Convegno',
    'product-launch': 'Lancio di prodotto',
    gala: 'Cena di gala',
    'exhibition-opening': 'Inaugurazione di una mostra',
  },
  enquiry: 'Buongiorno! Evento: {event}, circa {guests} ospiti. Siete liberi quel giorno?',
  openings: {
    great: [
      'Semplicemente fantastico.',
      'Non potevamo chiedere di meglio.',
      'Cinque stelle, senza dubbio.',
      'Che serata!',
      'Sinceramente una delle migliori prenotazioni che abbiamo mai fatto.',
      'Siamo entusiasti, dall’inizio alla fine.',
      'Ha superato ogni aspettativa.',
    ],
    good: [
      'Molto bene nel complesso.',
      'Una buona scelta.',
      'Siamo rimasti soddisfatti.',
      'Ottimo rapporto qualità-prezzo.',
      'Quasi perfetto, solo qualche dettaglio.',
      'Un bel servizio.',
    ],
    mixed: [
      'Esperienza a metà.',
      'Discreto, niente di più.',
      'Luci e ombre.',
      'Difficile da valutare.',
      'Onesto, ma niente di speciale.',
    ],
    poor: [
      'Deludente.',
      'Non è quello che ci era stato promesso.',
      'Peccato, davvero.',
      'Avrei voluto scrivere una recensione migliore.',
      'Ci aspettavamo molto di più.',
    ],
  },
  types: {
    artist: {
      band: {
        praise: [
          'La band ha riempito la pista dal primo accordo all’ultimo bis.',
          'Una sezione ritmica compatta, un cantante con vera presenza scenica e una scaletta per tutte le età.',
          'Hanno imparato la canzone del nostro primo ballo in una settimana, e sembrava scritta da loro.',
          'Due set lunghi, e durante il secondo nessun ospite si è più seduto.',
        ],
        critique: [
          'La band suonava troppo forte per una sala così e non ha abbassato nonostante le nostre richieste.',
          'Le solite cover da matrimonio, con pause infinite tra un set e l’altro.',
        ],
      },
      dj: {
        praise: [
          'Il DJ ha letto alla perfezione il pubblico, la pista non si è mai svuotata.',
          'Mixaggi impeccabili per tutta la notte, dalla disco durante la cena alla house dopo mezzanotte.',
          'Ha preso sul serio la nostra lista di richieste e ci ha aggiunto pezzi sconosciuti su cui hanno ballato tutti.',
          'Console e luci proprie, e in dieci minuti la pista era piena.',
        ],
        critique: [
          'I passaggi tra i brani erano goffi e la pista si svuotava di continuo.',
          'Il DJ ha messo soprattutto la sua playlist e ha ignorato ogni richiesta.',
        ],
      },
      solo: {
        praise: [
          'Solo una voce e una chitarra, e tutta la sala si è zittita ad ascoltare.',
          'Un bellissimo set acustico durante l’aperitivo, gli ospiti continuavano a chiedere chi fosse.',
          'Durante la cerimonia ha suonato la nostra canzone con tanta emozione che metà sala piangeva.',
          'Voce calda, battute simpatiche tra un pezzo e l’altro e un volume sempre giusto.',
        ],
        critique: [
          'Il set era piacevole ma talmente sommesso che in fondo alla sala non si sentiva quasi nulla.',
          'Ha dimenticato il testo due volte, e la chitarra è rimasta scordata per quasi tutto il primo set.',
        ],
      },
      duo: {
        praise: [
          'I due si intendono a meraviglia, con certe armonie mi è venuta la pelle d’oca.',
          'Un duo che suona come una band intera e sta nell’angolo più piccolo.',
          'Cover acustiche per l’aperitivo, poi una seconda parte molto più movimentata dopo cena.',
          'Pianoforte e voce perfetti, e organizzare tutto con loro è stato facilissimo.',
        ],
        critique: [
          'Il duo sembrava poco provato e la seconda voce era spesso stonata.',
          'Carini, ma due ore sullo stesso tempo lento hanno spento la sala.',
        ],
      },
      trio: {
        praise: [
          'Il trio jazz era esattamente il sottofondo che volevamo: elegante, mai invadente.',
          'Contrabbasso, batteria e pianoforte, con uno swing che ha fatto ballare persino i nonni.',
          'Il repertorio è stato adattato all’atmosfera man mano che la serata andava avanti.',
          'Tre musicisti eccellenti, e si sente quanto amano suonare insieme.',
        ],
        critique: [
          'Il trio ha ripetuto sempre gli stessi quattro standard.',
          'La batteria copriva il pianoforte, ai tavoli non si riusciva a parlare.',
        ],
      },
      orchestra: {
        praise: [
          'Un’orchestra intera nella nostra sala è stata un’emozione indimenticabile, soprattutto gli archi.',
          'Il direttore ha costruito il programma con noi e ha persino aggiunto un brano che desideravamo.',
          'Sessanta musicisti sul palco e tutto è filato liscio, dalla prova all’ultimo inchino.',
          'Nel finale, con tutti gli ottoni, l’intero pubblico si è alzato in piedi.',
        ],
        critique: [
          'L’orchestra aveva bisogno di molto più spazio del previsto, e l’allestimento è stato un caos.',
          'Gli archi erano spesso poco intonati, e la prova è durata un’ora in più.',
        ],
      },
      choir: {
        praise: [
          'Il coro ha riempito la chiesa di suono, il brano a cappella era da togliere il fiato.',
          'Attacchi precisi, un bell’impasto di voci e un programma adatto ai nostri ospiti.',
          'Hanno cantato nel foyer all’arrivo del pubblico, e questo ha dato subito il tono giusto.',
          'Con la direttrice del coro è stato un piacere organizzare, e la sera ogni nota era al suo posto.',
        ],
        critique: [
          'Si è presentata solo metà del coro, e in una sala grande il suono era povero.',
          'I soprani calavano nei passaggi piano, e il pubblico se n’è accorto.',
        ],
      },
      comedian: {
        praise: [
          'Davvero divertente, e le battute sul nostro settore hanno fatto ridere ogni tavolo.',
          'Ha adattato il repertorio a un pubblico aziendale senza diventare banale.',
          'L’interazione con il pubblico è stata geniale, il nostro capo ancora ne parla.',
          'Quaranta minuti di risate continue e tempi comici perfetti.',
        ],
        critique: [
          'Alcune battute erano troppo spinte per un pubblico aziendale, e la sala si è gelata.',
          'Il monologo sembrava riciclato, e metà non c’entrava niente con il pubblico.',
        ],
      },
      magician: {
        praise: [
          'La magia ravvicinata tra i tavoli è stata l’argomento di conversazione di tutta la serata.',
          'Nemmeno i nostri ragazzi più scettici hanno capito i giochi con le carte.',
          'Lo spettacolo dopo cena era brillante e pieno di fascino, i bambini erano incantati.',
          'Si è mescolato agli ospiti durante l’aperitivo, e il ghiaccio si è rotto in pochi minuti.',
        ],
        critique: [
          'Diversi giochi sono falliti davanti a tutti, e lo spettacolo si trascinava.',
          'La magia era discreta, ma il numero è durato la metà di quanto pagato.',
        ],
      },
      dancer: {
        praise: [
          'L’esibizione di danza era splendida, con costumi bellissimi e ogni movimento a tempo con la musica.',
          'La coreografia era studiata al centimetro per il nostro palco, gli ospiti erano incantati.',
          'Dopo lo spettacolo una piccola lezione per gli ospiti, e alla fine erano tutti in pista.',
          'Eleganza, energia e una professionalità totale, dalla prova alla posa finale.',
        ],
        critique: [
          'Serviva un pavimento da danza di cui nessuno ci aveva parlato, così una parte del numero è saltata.',
          'La coreografia sembrava poco provata, e gli attacchi sulla musica erano sfasati.',
        ],
      },
    },
    venue: {
      club: {
        praise: [
          'L’impianto audio del club è eccezionale: potente, nitido e mai fastidioso.',
          'Una sala buia come si deve, un bel parco luci e un bar che regge la fila.',
          'Il personale all’ingresso era gentile ma deciso, in pista ci si sentiva al sicuro tutta la notte.',
          'Il tecnico del club ha montato e provato i nostri DJ in un attimo.',
        ],
        critique: [
          'Nel club si soffocava, l’aria condizionata andava a malapena e la macchina del fumo peggiorava tutto.',
          'Venti minuti di fila al bar del club per tutta la notte.',
        ],
      },
      bar: {
        praise: [
          'Un bar accogliente con un piccolo palco perfetto per i set acustici.',
          'Il personale del bar era velocissimo, e i cocktail hanno prezzi onesti per la zona.',
          'Avevamo la saletta sul retro del bar tutta per noi, con la nostra playlist e un’atmosfera bellissima.',
          'Ottimo per una presentazione: intimo, cordiale, e l’impianto è meglio di quanto sembri.',
        ],
        critique: [
          'Il bar era troppo piccolo per il nostro gruppo, e il palco è solo un angolo del locale.',
          'Alcuni clienti abituali al bancone hanno parlato ad alta voce per tutto il concerto.',
        ],
      },
      theatre: {
        praise: [
          'Da ogni poltrona del teatro si vede bene, e il suono arriva fino all’ultima fila.',
          'I tecnici di palco conoscevano a menadito la graticcia e la consolle luci.',
          'Un teatro storico bellissimo, con camerini che hanno persino gli specchi illuminati.',
          'Il personale di sala ha gestito il tutto esaurito con calma, e il bar dell’intervallo era rapido.',
        ],
        critique: [
          'Il retropalco è angusto, e lo scarico dalla porta laterale ha richiesto un’eternità.',
          'Le poltrone del teatro sono consumate, e in platea il riscaldamento non funzionava.',
        ],
      },
      'concert-hall': {
        praise: [
          'L’acustica della sala è superba, ogni pianissimo arrivava fino alle ultime file.',
          'Poltrone comode, ottima visibilità da ogni posto e un foyer spazioso per l’intervallo.',
          'Il direttore di palco e i tecnici della sala hanno lavorato con la nostra orchestra come vecchi amici.',
          'Una sala da concerto dal suono davvero caldo, con un organo meraviglioso.',
        ],
        critique: [
          'In platea l’acustica è buona, ma dalla galleria il suono è impastato.',
          'Il foyer era troppo piccolo per l’intervallo, e la coda al guardaroba infinita.',
        ],
      },
      arena: {
        praise: [
          'Con i punti di appendimento e la potenza elettrica del palazzetto, anche una grande produzione è stata sorprendentemente semplice.',
          'Migliaia di persone dentro e fuori senza ingorghi, ingressi e steward erano ottimi.',
          'Uno spazio enorme, eppure il suono era chiaro fino in cima alle tribune.',
          'L’ufficio di produzione e la zona di carico sono i migliori che abbiamo trovato da anni.',
        ],
        critique: [
          'Il suono rimbombava in tutto il palazzetto, con l’eco nelle tribune alte.',
          'Bar e ristorazione dentro il palazzetto avevano prezzi assurdi e file senza fine.',
        ],
      },
      'open-air': {
        praise: [
          'Un palco all’aperto con una vista così rende speciale qualsiasi concerto.',
          'C’era un piano per la pioggia, bar coperti e un terreno solido anche dopo l’acquazzone.',
          'Il tramonto dietro il palco, un buon suono sul prato e bagni puliti: una serata d’estate perfetta.',
          'Allacci elettrici, recinzioni e rifiuti li ha gestiti lo staff del posto, senza che muovessimo un dito.',
        ],
        critique: [
          'Nessun riparo quando è arrivato il temporale, e abbiamo dovuto interrompere per un’ora.',
          'Con limiti di rumore così rigidi, sul prato la musica si sentiva appena.',
        ],
      },
      'festival-site': {
        praise: [
          'L’area festival ha tutto: acqua e corrente, buoni accessi e tantissimo spazio per i palchi.',
          'Campeggio, parcheggi e palco principale sono ben distribuiti, il pubblico si è orientato subito.',
          'Lo staff dell’area aveva tagliato l’erba, recintato e segnalato tutto prima del nostro arrivo.',
          'Anche con diverse migliaia di persone il terreno ha retto e i vialetti sono rimasti asciutti.',
        ],
        critique: [
          'Dopo un solo giorno di pioggia l’area era un pantano e gli accessi quasi impraticabili.',
          'Troppo pochi punti acqua nell’area, e i bagni venivano svuotati troppo di rado.',
        ],
      },
      church: {
        praise: [
          'L’acustica della chiesa è magica per un coro o per gli archi.',
          'La luce delle candele e le antiche pietre hanno reso il nostro concerto indimenticabile.',
          'Il sacrestano ci ha aiutato con le sedie e l’allestimento con una pazienza infinita.',
          'Duecento posti sulle panche, un bell’organo e un riverbero naturale che valorizza ogni voce.',
        ],
        critique: [
          'In chiesa faceva un freddo tremendo, e dopo un’ora le panche diventavano dure.',
          'Il riverbero della chiesa si mangiava ogni parola, e non c’è nessun impianto.',
        ],
      },
      restaurant: {
        praise: [
          'Il ristorante ha preparato un menù squisito e ha trovato comunque spazio per un piccolo palco.',
          'Il servizio ai tavoli era attento senza mai disturbare la musica.',
          'Avevamo tutto il ristorante per noi, con una pista da ballo al posto dei tavoli.',
          'La cucina ha gestito ospiti vegetariani, vegani e celiaci senza il minimo problema.',
        ],
        critique: [
          'Le portate sono arrivate tiepide, e la cena al ristorante non finiva più.',
          'Il ristorante ci ha messi in un angolo vicino alla porta della cucina, la band non aveva spazio.',
        ],
      },
      gallery: {
        praise: [
          'Le pareti bianche e i soffitti alti della galleria sono stati uno sfondo splendido per il nostro lancio.',
          'Lo staff della galleria ha spostato le opere e fatto spazio al bar senza batter ciglio.',
          'Una luce bellissima dai lucernari e un ambiente che sa di esclusivo.',
          'Una cornice insolita per un concerto, ma l’acustica della galleria ha sorpreso tutti.',
        ],
        critique: [
          'La galleria non ha un allaccio elettrico adeguato per una band, e il suono era povero.',
          'Le regole della galleria erano così rigide che gli ospiti non potevano quasi muoversi con un bicchiere.',
        ],
      },
    },
    service: {
      sound: {
        praise: [
          'L’impianto suonava pulito e potente su tutta l’area.',
          'Il fonico ha mixato cinque band di fila senza un solo cambio palco sbagliato.',
          'Spie perfette, e i discorsi si capivano fino in fondo.',
          'Durante il soundcheck hanno tarato l’impianto sulla sala, e si sentiva.',
        ],
        critique: [
          'Fischi di feedback durante i discorsi, e il fonico era raramente al mixer.',
          'L’impianto era sottodimensionato per la sala, in fondo non arrivava quasi niente.',
        ],
      },
      lighting: {
        praise: [
          'Il disegno luci ha trasformato una sala anonima in qualcosa di magico.',
          'Il tecnico luci ha seguito ogni momento dello spettacolo a orecchio.',
          'Teste mobili, nebbia e luce calda per i discorsi: esattamente l’atmosfera che volevamo.',
          'Uno show luci programmato per ogni artista, sembrava il palco principale di un festival.',
        ],
        critique: [
          'Metà delle teste mobili non ha mai funzionato, e i piazzati hanno sfarfallato tutta la sera.',
          'Le luci erano troppo forti durante la cena e troppo buie sul palco.',
        ],
      },
      staging: {
        praise: [
          'Il palco è stato montato in fretta, solidissimo ed esattamente come da progetto.',
          'Scale, parapetti e rampa per le sedie a rotelle erano inclusi nel montaggio.',
          'Ci hanno montato un palco coperto su un terreno irregolare, approvato al primo collaudo.',
          'La squadra di montaggio ha lavorato tutta la notte perché potessimo iniziare in orario.',
        ],
        critique: [
          'Il palco traballava, e la rampa era troppo ripida per usarla.',
          'Il palco è stato pronto con un giorno di ritardo, e alla prima pioggia il tetto perdeva.',
        ],
      },
      backline: {
        praise: [
          'Il backline era in condizioni perfette: pelli nuove, ottimi amplificatori, tastiere accordate.',
          'C’era tutto quello che chiedevano i rider di tre band, fino al rullante giusto.',
          'Il tecnico del backline ha sostituito un amplificatore del basso guasto in pieno concerto, in due minuti.',
          'Amplificatori e batterie di qualità a un prezzo onesto, consegnati e ritirati puntuali.',
        ],
        critique: [
          'La batteria aveva le pelli consumate e l’ampli della chitarra ha gracchiato tutta la sera.',
          'Il backline non corrispondeva ai rider, e le band si sono dovute arrangiare.',
        ],
      },
      catering: {
        praise: [
          'Il cibo era squisito, e il buffet è stato rifornito anche per chi arrivava tardi.',
          'I pasti per la crew e gli artisti erano freschi, caldi e puntuali ogni giorno.',
          'Piatti vegetariani e vegani che tutti volevano assaggiare, non un ripiego.',
          'Il personale di sala era gentilissimo, e le tartine sono sparite in pochi minuti.',
        ],
        critique: [
          'Alle nove il buffet era già vuoto, e i piatti caldi sono arrivati freddi.',
          'Troppo poco personale al catering, quaranta minuti di fila per mangiare.',
        ],
      },
      security: {
        praise: [
          'La squadra di sicurezza era calma, cortese e ferma all’ingresso.',
          'Sotto il palco, durante l’headliner, hanno gestito la folla alla perfezione.',
          'I controlli delle borse erano rapidi, e gli steward conoscevano la piantina dell’area a memoria.',
          'Il responsabile della sicurezza ha girato l’area con noi e ha migliorato le vie di fuga.',
        ],
        critique: [
          'Alcuni addetti erano sgarbati con gli ospiti, altri stavano al telefono.',
          'La sicurezza ha fatto entrare troppa gente, la sala era oltre la capienza.',
        ],
      },
      'photo-video': {
        praise: [
          'Le foto sono splendide: spontanee, nitide e piene di atmosfera.',
          'L’aftermovie era pronto in una settimana, e il nostro cliente ne è stato entusiasta.',
          'Il fotografo era ovunque senza mai dare fastidio.',
          'Ripresa multicamera di tutto il concerto, con l’audio pulito preso dal mixer.',
        ],
        critique: [
          'Abbiamo aspettato le foto per due mesi, e molte sono sfocate.',
          'L’operatore di ripresa copriva la vista del palco alle prime file.',
        ],
      },
      transport: {
        praise: [
          'I furgoni sono arrivati puntualissimi, e gli autisti conoscevano ogni zona di carico della città.',
          'Band e backline completo portati da una città all’altra durante la notte, senza un graffio.',
          'Le navette tra la stazione e l’area funzionavano come un orologio.',
          'Autisti simpatici, mezzi puliti e un coordinatore raggiungibile anche alle tre di notte.',
        ],
        critique: [
          'Il camion è arrivato con due ore di ritardo, e abbiamo perso il soundcheck.',
          'L’attrezzatura è stata caricata senza cura, e un supporto per tastiera è arrivato rotto.',
        ],
      },
      'booking-agency': {
        praise: [
          'L’agenzia ci ha trovato tre artisti fantastici nel nostro budget in una settimana.',
          'Contratti e rider chiari, e l’agenzia ha tenuto ogni artista nei tempi.',
          'Quando un artista ha disdetto all’ultimo momento, la nostra referente in agenzia ha trovato un sostituto ancora migliore.',
          'Conoscono bene la scena e ci hanno proposto artisti perfetti per il nostro pubblico.',
        ],
        critique: [
          'L’agenzia ha mandato una formazione diversa da quella del contratto.',
          'La provvigione dell’agenzia era alta per un lavoro che si è ridotto a inoltrare email.',
        ],
      },
      merchandise: {
        praise: [
          'Il merch era stampato alla perfezione, e le magliette sono morbide e ben tagliate.',
          'Il banco del merch è stato presidiato tutta la notte, e il POS non ha mai dato problemi.',
          'Ottimi consigli su taglie e quantità, le felpe sono andate esaurite.',
          'Shopper, poster e magliette consegnati in tempo e identici alle bozze.',
        ],
        critique: [
          'Le stampe sono sbiadite al primo lavaggio, e le taglie vestono piccole.',
          'Metà del merch è arrivata dopo il concerto, e il banco è rimasto vuoto.',
        ],
      },
    },
  },
  dealings: {
    artist: {
      praise: [
        'Risposte rapide prima dell’evento, e tutto confermato per iscritto.',
        'Arrivo in anticipo, soundcheck veloce e pronti molto prima degli ospiti.',
        'Collaborazione semplicissima, con un rider breve e ragionevole.',
        'Tabella di marcia rispettata al minuto.',
        'Gentilissimi con i nostri ospiti e con il personale per tutta la sera.',
      ],
      critique: [
        'Difficili da raggiungere nelle settimane prima.',
        'Arrivo in ritardo, e tutta la scaletta della serata è slittata.',
        'I costi extra in fattura sono stati una sorpresa.',
      ],
    },
    venue: {
      praise: [
        'La responsabile del locale ha risposto a ogni domanda entro un’ora.',
        'Lo scarico è stato facile, e il camerino era pulitissimo.',
        'Comodo con i mezzi pubblici, e il furgone poteva parcheggiare proprio dietro.',
        'Il preventivo era chiaro, nessuna sorpresa in fattura.',
        'Lo staff è rimasto fino all’ultimo ospite e ha riordinato tutto senza una parola.',
      ],
      critique: [
        'Per avere una risposta prima dell’evento servivano giorni.',
        'Il coprifuoco è stato anticipato di venti minuti senza preavviso.',
        'La caparra è tornata dopo settimane.',
      ],
    },
    service: {
      praise: [
        'La squadra era sul posto presto, ordinata e silenziosa durante i discorsi.',
        'Il preventivo era chiaro, e in fattura non c’erano sorprese.',
        'Un cambio di programma all’ultimo minuto gestito senza storie.',
        'Montaggio e smontaggio finiti entrambi in anticipo.',
        'Un unico referente dalla prima telefonata alla fattura finale.',
      ],
      critique: [
        'Lentissimi a rispondere alle email prima dell’evento.',
        'La fattura finale era molto più alta del preventivo.',
        'La squadra è arrivata tardi e se n’è andata prima della fine.',
      ],
    },
  },
  closings: {
    great: [
      'Li richiameremmo a occhi chiusi.',
      'Consigliatissimo!',
      'Grazie per una serata meravigliosa!',
      'I nostri ospiti ne parlano ancora.',
      'Abbiamo già prenotato per l’anno prossimo.',
    ],
    good: [
      'Prenoteremmo di nuovo.',
      'A parte qualche dettaglio, una buona scelta.',
      'Il prezzo era giusto per quello che abbiamo avuto.',
      'Consigliato, con qualche piccola riserva.',
      'Non perfetto, ma ci siamo quasi.',
    ],
    mixed: [
      'Accettabile per il prezzo, ma la prossima volta ci guarderemo intorno.',
      'Con un’organizzazione migliore potrebbe essere ottimo.',
      'Non siamo sicuri di prenotare ancora.',
    ],
    poor: ['Mai più.', 'Non vale i soldi spesi.', 'Abbiamo chiesto un rimborso parziale.'],
  },
  answers: {
    thanks: [
      'Grazie per le belle parole, è stato un piacere!',
      'Grazie mille, saremmo felici di lavorare ancora con voi.',
      'Che bello che sia andato tutto bene. Alla prossima!',
      'Grazie! Abbiamo girato la vostra recensione a tutto il team.',
    ],
    sorry: [
      'Grazie per il riscontro sincero, ci dispiace che la serata non sia stata all’altezza.',
      'Ci scusiamo. Da allora abbiamo cambiato il nostro modo di organizzarci.',
      'Vi chiediamo scusa e vi abbiamo contattato direttamente per rimediare.',
    ],
  },
}
