import type { TypeRemarks } from '../words.ts'

/** Recensioni demo in italiano (Milano, Roma): by service category. */
export const SERVICE: TypeRemarks['service'] = {
  sound: {
    praise: [
      'L’impianto suonava pulito e potente su tutta l’area.',
      'Il fonico ha mixato cinque band di fila senza un solo cambio palco sbagliato.',
      'Spie perfette, e i discorsi si capivano fino in fondo.',
      'Durante il soundcheck hanno tarato l’impianto sulla sala, e si sentiva.',
      'I radiomicrofoni per la tavola rotonda hanno funzionato perfettamente tutto il giorno.',
      'Il tecnico ha tenuto il volume esattamente al limite consentito, e il suono restava pieno.',
    ],
    critique: [
      'Fischi di feedback durante i discorsi, e il fonico era raramente al mixer.',
      'L’impianto era sottodimensionato per la sala, in fondo non arrivava quasi niente.',
      'Il service audio aveva portato i cavi sbagliati, e il soundcheck è iniziato con due ore di ritardo.',
    ],
  },
  lighting: {
    praise: [
      'Il disegno luci ha trasformato una sala anonima in qualcosa di magico.',
      'Il tecnico luci ha seguito ogni momento dello spettacolo a orecchio.',
      'Teste mobili, nebbia e luce calda per i discorsi: esattamente l’atmosfera che volevamo.',
      'Uno show luci programmato per ogni artista, sembrava il palco principale di un festival.',
      'Grazie alle luci a terra, le pareti spoglie hanno preso i colori del nostro marchio.',
      'L’occhio di bue sui premiati è stato gestito alla perfezione.',
    ],
    critique: [
      'Metà delle teste mobili non ha mai funzionato, e i piazzati hanno sfarfallato tutta la sera.',
      'Le luci erano troppo forti durante la cena e troppo buie sul palco.',
      'La macchina della nebbia ha fatto scattare l’allarme antincendio, nessuno aveva controllato i sensori.',
    ],
  },
  staging: {
    praise: [
      'Il palco è stato montato in fretta, solidissimo ed esattamente come da progetto.',
      'Scale, parapetti e rampa per le sedie a rotelle erano inclusi nel montaggio.',
      'Ci hanno montato un palco coperto su un terreno irregolare, approvato al primo collaudo.',
      'La squadra di montaggio ha lavorato tutta la notte perché potessimo iniziare in orario.',
      'Le pedane per coro e orchestra erano stabili e montate in un’ora.',
      'Hanno portato persino il rivestimento frontale del palco e i gradini illuminati.',
    ],
    critique: [
      'Il palco traballava, e la rampa era troppo ripida per usarla.',
      'Il palco è stato pronto con un giorno di ritardo, e alla prima pioggia il tetto perdeva.',
      'Il palco era più piccolo di quello ordinato, e il batterista ha dovuto montare per terra.',
    ],
  },
  backline: {
    praise: [
      'Il backline era in condizioni perfette: pelli nuove, ottimi amplificatori, tastiere accordate.',
      'C’era tutto quello che chiedevano i rider di tre band, fino al rullante giusto.',
      'Il tecnico del backline ha sostituito un amplificatore del basso guasto in pieno concerto, in due minuti.',
      'Amplificatori e batterie di qualità a un prezzo onesto, consegnati e ritirati puntuali.',
      'C’era un ricambio per tutto, e il supporto del rullante di scorta ci è servito davvero.',
      'Un pianoforte a coda accordato, portato su per tre piani senza un graffio.',
    ],
    critique: [
      'La batteria aveva le pelli consumate e l’ampli della chitarra ha gracchiato tutta la sera.',
      'Il backline non corrispondeva ai rider, e le band si sono dovute arrangiare.',
      'La tastiera aveva tasti rotti e nessun pedale del sustain.',
    ],
  },
  catering: {
    praise: [
      'Il cibo era squisito, e il buffet è stato rifornito anche per chi arrivava tardi.',
      'I pasti per la crew e gli artisti erano freschi, caldi e puntuali ogni giorno.',
      'Piatti vegetariani e vegani che tutti volevano assaggiare, non un ripiego.',
      'Il personale di sala era gentilissimo, e le tartine sono sparite in pochi minuti.',
      'Lo street food di fine serata per chi ballava è stato un successo.',
      'Ogni allergia della nostra lista era segnalata sul buffet.',
    ],
    critique: [
      'Alle nove il buffet era già vuoto, e i piatti caldi sono arrivati freddi.',
      'Troppo poco personale al catering, quaranta minuti di fila per mangiare.',
      'Prima della sessione del pomeriggio il caffè era già finito.',
    ],
  },
  security: {
    praise: [
      'La squadra di sicurezza era calma, cortese e ferma all’ingresso.',
      'Sotto il palco, durante l’headliner, hanno gestito la folla alla perfezione.',
      'I controlli delle borse erano rapidi, e gli steward conoscevano la piantina dell’area a memoria.',
      'Il responsabile della sicurezza ha girato l’area con noi e ha migliorato le vie di fuga.',
      'Gli steward hanno aiutato un ospite che si era sentito male, con rapidità e discrezione.',
      'Il backstage è rimasto tranquillo e chiuso a chiunque non avesse il pass.',
    ],
    critique: [
      'Alcuni addetti erano sgarbati con gli ospiti, altri stavano al telefono.',
      'La sicurezza ha fatto entrare troppa gente, la sala era oltre la capienza.',
      'Quando l’abbiamo chiesto, la squadra di sicurezza non conosceva il piano di evacuazione.',
    ],
  },
  'photo-video': {
    praise: [
      'Le foto sono splendide: spontanee, nitide e piene di atmosfera.',
      'L’aftermovie era pronto in una settimana, e il nostro cliente ne è stato entusiasta.',
      'Il fotografo era ovunque senza mai dare fastidio.',
      'Ripresa multicamera di tutto il concerto, con l’audio pulito preso dal mixer.',
      'La diretta streaming del concerto è andata senza una sola interruzione.',
      'Foto di gruppo con tutti i duecento ospiti, organizzata in dieci minuti.',
    ],
    critique: [
      'Abbiamo aspettato le foto per due mesi, e molte sono sfocate.',
      'L’operatore di ripresa copriva la vista del palco alle prime file.',
      'Il montaggio video usava musica senza diritti, e non abbiamo potuto pubblicarlo.',
    ],
  },
  transport: {
    praise: [
      'I furgoni sono arrivati puntualissimi, e gli autisti conoscevano ogni zona di carico della città.',
      'Band e backline completo portati da una città all’altra durante la notte, senza un graffio.',
      'Le navette tra la stazione e l’area funzionavano come un orologio.',
      'Autisti simpatici, mezzi puliti e un coordinatore raggiungibile anche alle tre di notte.',
      'Il tour bus era pulito e comodo, e l’autista sapeva dove parcheggiare in ogni locale.',
      'Si sono occupati anche del traghetto e delle pratiche doganali per l’attrezzatura.',
    ],
    critique: [
      'Il camion è arrivato con due ore di ritardo, e abbiamo perso il soundcheck.',
      'L’attrezzatura è stata caricata senza cura, e un supporto per tastiera è arrivato rotto.',
      'L’autista si è perso due volte, e la band è arrivata senza il tempo di cenare.',
    ],
  },
  'booking-agency': {
    praise: [
      'L’agenzia ci ha trovato tre artisti fantastici nel nostro budget in una settimana.',
      'Contratti e rider chiari, e l’agenzia ha tenuto ogni artista nei tempi.',
      'Quando un artista ha disdetto all’ultimo momento, la nostra referente in agenzia ha trovato un sostituto ancora migliore.',
      'Conoscono bene la scena e ci hanno proposto artisti perfetti per il nostro pubblico.',
      'L’agenzia ha negoziato un cachet onesto e ha organizzato hotel e viaggi degli artisti.',
      'Il programma della serata preparato dall’agenzia era chiaro al minuto.',
    ],
    critique: [
      'L’agenzia ha mandato una formazione diversa da quella del contratto.',
      'La provvigione dell’agenzia era alta per un lavoro che si è ridotto a inoltrare email.',
      'L’agenzia non ha mai mandato i rider degli artisti, e abbiamo dovuto chiederli noi.',
    ],
  },
  merchandise: {
    praise: [
      'Il merch era stampato alla perfezione, e le magliette sono morbide e ben tagliate.',
      'Il banco del merch è stato presidiato tutta la notte, e il POS non ha mai dato problemi.',
      'Ottimi consigli su taglie e quantità, le felpe sono andate esaurite.',
      'Shopper, poster e magliette consegnati in tempo e identici alle bozze.',
      'Il team grafico ha trasformato il nostro logo abbozzato in una maglietta bellissima.',
      'Hanno gestito il banco in conto vendita, e il conteggio finale tornava al pezzo.',
    ],
    critique: [
      'Le stampe sono sbiadite al primo lavaggio, e le taglie vestono piccole.',
      'Metà del merch è arrivata dopo il concerto, e il banco è rimasto vuoto.',
      'I colori dei poster non avevano niente a che vedere con le bozze.',
    ],
  },
}
