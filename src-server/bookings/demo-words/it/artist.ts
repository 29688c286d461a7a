import type { TypeRemarks } from '../words.ts'

/** Recensioni demo in italiano (Milano, Roma): by act type. */
export const ARTIST: TypeRemarks['artist'] = {
  band: {
    praise: [
      'La band ha riempito la pista dal primo accordo all’ultimo bis.',
      'Una sezione ritmica compatta, un cantante con vera presenza scenica e una scaletta per tutte le età.',
      'Hanno imparato la canzone del nostro primo ballo in una settimana, e sembrava scritta da loro.',
      'Due set lunghi, e durante il secondo nessun ospite si è più seduto.',
      'Partendo dalla nostra lista di canzoni un po’ confusa, la band ha costruito tre set che crescevano fino a mezzanotte.',
      'Fiati, cori e un batterista che non ha mai perso il groove: dal vivo la band è ancora meglio che nei video.',
    ],
    critique: [
      'La band suonava troppo forte per una sala così e non ha abbassato nonostante le nostre richieste.',
      'Le solite cover da matrimonio, con pause infinite tra un set e l’altro.',
      'La band ci ha messo un’ora e mezza a montare e ha bloccato l’uscita di sicurezza con i flight case.',
    ],
  },
  dj: {
    praise: [
      'Il DJ ha letto alla perfezione il pubblico, la pista non si è mai svuotata.',
      'Mixaggi impeccabili per tutta la notte, dalla disco durante la cena alla house dopo mezzanotte.',
      'Ha preso sul serio la nostra lista di richieste e ci ha aggiunto pezzi sconosciuti su cui hanno ballato tutti.',
      'Console e luci proprie, e in dieci minuti la pista era piena.',
      'Durante la cena il volume permetteva di chiacchierare, poi la sala si è trasformata in un club.',
      'Il DJ ha messo i nostri vecchi pezzi preferiti al momento giusto, e tutto l’ufficio era in pista.',
    ],
    critique: [
      'I passaggi tra i brani erano goffi e la pista si svuotava di continuo.',
      'Il DJ ha messo soprattutto la sua playlist e ha ignorato ogni richiesta.',
      'Il mixaggio era discreto, ma le luci della consolle accecavano e la musica si è interrotta due volte.',
    ],
  },
  solo: {
    praise: [
      'Solo una voce e una chitarra, e tutta la sala si è zittita ad ascoltare.',
      'Un bellissimo set acustico durante l’aperitivo, gli ospiti continuavano a chiedere chi fosse.',
      'Durante la cerimonia ha suonato la nostra canzone con tanta emozione che metà sala piangeva.',
      'Voce calda, battute simpatiche tra un pezzo e l’altro e un volume sempre giusto.',
      'Gli ospiti hanno potuto chiedere le loro canzoni, e c’è stata persino una strofa scritta per gli sposi.',
      'Una sola persona sul palco ha conquistato una sala di duecento persone, non ce lo aspettavamo.',
    ],
    critique: [
      'Il set era piacevole ma talmente sommesso che in fondo alla sala non si sentiva quasi nulla.',
      'Ha dimenticato il testo due volte, e la chitarra è rimasta scordata per quasi tutto il primo set.',
      'Tra una canzone e l’altra si guardava più il telefono che il pubblico.',
    ],
  },
  duo: {
    praise: [
      'I due si intendono a meraviglia, con certe armonie mi è venuta la pelle d’oca.',
      'Un duo che suona come una band intera e sta nell’angolo più piccolo.',
      'Cover acustiche per l’aperitivo, poi una seconda parte molto più movimentata dopo cena.',
      'Pianoforte e voce perfetti, e organizzare tutto con loro è stato facilissimo.',
      'Violino e chitarra per la cerimonia, con la musica d’ingresso a tempo al secondo.',
      'Si scambiavano gli strumenti tra un brano e l’altro, così le tre ore sono volate.',
    ],
    critique: [
      'Il duo sembrava poco provato e la seconda voce era spesso stonata.',
      'Carini, ma due ore sullo stesso tempo lento hanno spento la sala.',
      'Le casse del duo erano troppo piccole, e metà del giardino non sentiva niente.',
    ],
  },
  trio: {
    praise: [
      'Il trio jazz era esattamente il sottofondo che volevamo: elegante, mai invadente.',
      'Contrabbasso, batteria e pianoforte, con uno swing che ha fatto ballare persino i nonni.',
      'Il repertorio è stato adattato all’atmosfera man mano che la serata andava avanti.',
      'Tre musicisti eccellenti, e si sente quanto amano suonare insieme.',
      'Il trio ha suonato tutte le richieste scritte sui tovaglioli, nessuna esclusa.',
      'Volume perfetto durante la cena, poi un ultimo set con uno swing irresistibile.',
    ],
    critique: [
      'Il trio ha ripetuto sempre gli stessi quattro standard.',
      'La batteria copriva il pianoforte, ai tavoli non si riusciva a parlare.',
      'Il contrabbasso promesso non è mai arrivato, e il trio ha suonato con un basso alla tastiera.',
    ],
  },
  orchestra: {
    praise: [
      'Un’orchestra intera nella nostra sala è stata un’emozione indimenticabile, soprattutto gli archi.',
      'Il direttore ha costruito il programma con noi e ha persino aggiunto un brano che desideravamo.',
      'Sessanta musicisti sul palco e tutto è filato liscio, dalla prova all’ultimo inchino.',
      'Nel finale, con tutti gli ottoni, l’intero pubblico si è alzato in piedi.',
      'Dalle colonne sonore a Brahms, il programma dell’orchestra ha conquistato tutto il pubblico.',
      'L’ispettore d’orchestra ci ha mandato la pianta del palco settimane prima, e sedie e leggii erano pronti in tempo.',
    ],
    critique: [
      'L’orchestra aveva bisogno di molto più spazio del previsto, e l’allestimento è stato un caos.',
      'Gli archi erano spesso poco intonati, e la prova è durata un’ora in più.',
      'L’orchestra ha suonato bene, ma il programma era troppo lungo per una cena di gala.',
    ],
  },
  choir: {
    praise: [
      'Il coro ha riempito la chiesa di suono, il brano a cappella era da togliere il fiato.',
      'Attacchi precisi, un bell’impasto di voci e un programma adatto ai nostri ospiti.',
      'Hanno cantato nel foyer all’arrivo del pubblico, e questo ha dato subito il tono giusto.',
      'Con la direttrice del coro è stato un piacere organizzare, e la sera ogni nota era al suo posto.',
      'Il coro ha cantato gli inni di tutti i paesi dei nostri ospiti, con una preparazione impeccabile.',
      'Quaranta voci gospel nel cortile, e all’ultimo ritornello cantavano anche gli ospiti.',
    ],
    critique: [
      'Si è presentata solo metà del coro, e in una sala grande il suono era povero.',
      'I soprani calavano nei passaggi piano, e il pubblico se n’è accorto.',
      'Il coro aveva bisogno di pedane di cui nessuno ci aveva parlato, e l’ultima fila non si vedeva.',
    ],
  },
  comedian: {
    praise: [
      'Davvero divertente, e le battute sul nostro settore hanno fatto ridere ogni tavolo.',
      'Ha adattato il repertorio a un pubblico aziendale senza diventare banale.',
      'L’interazione con il pubblico è stata geniale, il nostro capo ancora ne parla.',
      'Quaranta minuti di risate continue e tempi comici perfetti.',
      'Dieci minuti sul nostro lancio di prodotto, più divertenti di qualsiasi cosa abbia mai scritto il nostro marketing.',
      'Ha gestito il disturbatore del tavolo sei con tanta ironia che alla fine era lui a ridere più forte.',
    ],
    critique: [
      'Alcune battute erano troppo spinte per un pubblico aziendale, e la sala si è gelata.',
      'Il monologo sembrava riciclato, e metà non c’entrava niente con il pubblico.',
      'Lo spettacolo è sforato di mezz’ora, e il servizio della cena ha dovuto aspettare.',
    ],
  },
  magician: {
    praise: [
      'La magia ravvicinata tra i tavoli è stata l’argomento di conversazione di tutta la serata.',
      'Nemmeno i nostri ragazzi più scettici hanno capito i giochi con le carte.',
      'Lo spettacolo dopo cena era brillante e pieno di fascino, i bambini erano incantati.',
      'Si è mescolato agli ospiti durante l’aperitivo, e il ghiaccio si è rotto in pochi minuti.',
      'Il numero di mentalismo finale ha lasciato senza parole il nostro amministratore delegato.',
      'Palloncini modellati e giochi con le monete hanno tenuto occupati i bambini per un pomeriggio intero.',
    ],
    critique: [
      'Diversi giochi sono falliti davanti a tutti, e lo spettacolo si trascinava.',
      'La magia era discreta, ma il numero è durato la metà di quanto pagato.',
      'Le chiacchiere tra un gioco e l’altro erano così lunghe che i bambini si sono stufati prima della magia.',
    ],
  },
  dancer: {
    praise: [
      'L’esibizione di danza era splendida, con costumi bellissimi e ogni movimento a tempo con la musica.',
      'La coreografia era studiata al centimetro per il nostro palco, gli ospiti erano incantati.',
      'Dopo lo spettacolo una piccola lezione per gli ospiti, e alla fine erano tutti in pista.',
      'Eleganza, energia e una professionalità totale, dalla prova alla posa finale.',
      'La danza del fuoco al tramonto è stata la foto della serata.',
      'Quattro cambi di costume, e ogni numero raccontava una storia nuova.',
    ],
    critique: [
      'Serviva un pavimento da danza di cui nessuno ci aveva parlato, così una parte del numero è saltata.',
      'La coreografia sembrava poco provata, e gli attacchi sulla musica erano sfasati.',
      'La compagnia è arrivata senza la propria musica, e il nostro fonico ha dovuto improvvisare.',
    ],
  },
}
