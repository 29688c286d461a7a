import type { ReviewWords } from '../words.ts'
import { ARTIST } from './artist.ts'
import { SERVICE } from './service.ts'
import { VENUE } from './venue.ts'

/** Recensioni demo in italiano (Milano, Roma). */
export const IT: ReviewWords = {
  types: { artist: ARTIST, venue: VENUE, service: SERVICE },
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
      'Rifaremmo tutto a occhi chiusi.',
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
      'Lo consiglieremmo volentieri anche agli amici.',
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
  quote: {
    included: {
      artist: 'Il set concordato, soundcheck, trasferta entro 100 km',
      venue: 'La sala per la serata, impianto audio e luci della sala, un tecnico, pulizie',
      service: 'Attrezzatura, consegna, montaggio e smontaggio, una persona dello staff durante la serata',
    },
    terms: 'Acconto rimborsato in caso di disdetta fino a 30 giorni prima dell’evento.',
    depositMethod: 'Bonifico sul conto indicato in fattura',
  },
}
