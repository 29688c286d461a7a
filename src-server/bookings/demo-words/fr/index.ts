import type { ReviewWords } from '../words.ts'
import { ARTIST } from './artist.ts'
import { SERVICE } from './service.ts'
import { VENUE } from './venue.ts'

/** Avis de démonstration en français (Paris, Lyon, Lille, Bruxelles). */
export const FR: ReviewWords = {
  types: { artist: ARTIST, venue: VENUE, service: SERVICE },
  events: {
    wedding: 'Mariage',
    'company-party': 'Soirée d’entreprise',
    birthday: 'Anniversaire',
    'club-night': 'Soirée club',
    festival: 'Festival',
    'street-fair': 'Fête de quartier',
    concert: 'Concert',
    'album-release': 'Sortie d’album',
    'theatre-show': 'Spectacle',
    conference: 'Conférence',
    'product-launch': 'Lancement de produit',
    gala: 'Dîner de gala',
    'exhibition-opening': 'Vernissage',
  },
  enquiry: 'Bonjour ! Type d’événement : {event}, environ {guests} invités. Êtes-vous disponibles ce jour-là ?',
  openings: {
    great: [
      'Tout simplement parfait.',
      'On ne pouvait pas rêver mieux.',
      'Cinq étoiles sans hésiter.',
      'Quelle soirée !',
      'Franchement, l’une de nos meilleures réservations.',
      'Nous sommes ravis, du début à la fin.',
      'Au-delà de nos attentes.',
    ],
    good: [
      'Très bien dans l’ensemble.',
      'Un bon choix.',
      'Nous sommes satisfaits.',
      'Bon rapport qualité-prix.',
      'Presque parfait, à quelques détails près.',
      'Une belle prestation.',
    ],
    mixed: [
      'Un avis mitigé.',
      'Correct, sans plus.',
      'Du bon et du moins bon.',
      'Difficile à noter.',
      'Honnête, mais rien d’exceptionnel.',
    ],
    poor: [
      'Décevant.',
      'Pas du tout ce qui était promis.',
      'Dommage, vraiment.',
      'J’aurais aimé écrire un meilleur avis.',
      'Nous attendions beaucoup mieux.',
    ],
  },
  dealings: {
    artist: {
      praise: [
        'Des réponses rapides avant l’événement, et tout a été confirmé par écrit.',
        'Arrivée en avance, balance rapide et prêts bien avant l’entrée des invités.',
        'Très simple à organiser, et une fiche technique courte et raisonnable.',
        'Le timing a été respecté à la minute.',
        'Adorables avec nos invités et avec le personnel toute la soirée.',
      ],
      critique: [
        'Difficile à joindre dans les semaines précédentes.',
        'Arrivée en retard, et tout le planning a glissé ensuite.',
        'Les frais supplémentaires sur la facture nous ont surpris.',
      ],
    },
    venue: {
      praise: [
        'La responsable du lieu a répondu à chaque question dans l’heure.',
        'Le déchargement était facile, et la loge impeccable.',
        'Facile d’accès en transports en commun, et la camionnette pouvait se garer juste derrière.',
        'Le devis était clair, rien d’imprévu sur la facture.',
        'L’équipe est restée jusqu’au départ du dernier invité et a tout rangé sans un mot.',
      ],
      critique: [
        'Il fallait des jours pour obtenir une réponse avant l’événement.',
        'La fin de soirée a été imposée vingt minutes plus tôt, sans prévenir.',
        'La caution a mis des semaines à revenir.',
      ],
    },
    service: {
      praise: [
        'L’équipe était sur place tôt, soigneuse et discrète pendant les discours.',
        'Le devis était clair, aucune surprise sur la facture.',
        'Un changement de dernière minute géré sans histoire.',
        'Montage et démontage terminés tous les deux en avance.',
        'Un seul interlocuteur, du premier appel à la facture finale.',
      ],
      critique: [
        'Très lents à répondre aux mails avant l’événement.',
        'La facture finale dépassait largement le devis.',
        'L’équipe est arrivée en retard et repartie avant la fin.',
      ],
    },
  },
  closings: {
    great: [
      'Nous recommencerions les yeux fermés.',
      'Je recommande vivement !',
      'Merci pour cette soirée merveilleuse !',
      'Nos invités en parlent encore.',
      'C’est déjà réservé pour l’an prochain.',
    ],
    good: [
      'Nous réserverions à nouveau.',
      'À quelques détails près, un bon choix.',
      'Le prix était juste pour la prestation.',
      'Recommandé, avec de petites réserves.',
      'Nous le recommandons volontiers à nos amis.',
    ],
    mixed: [
      'Correct pour le prix, mais la prochaine fois nous comparerons.',
      'Ça pourrait être très bien avec une meilleure organisation.',
      'Pas sûrs de réserver à nouveau.',
    ],
    poor: ['Plus jamais.', 'Ça ne vaut pas le prix.', 'Nous avons demandé un remboursement partiel.'],
  },
  answers: {
    thanks: [
      'Merci pour ce gentil message, ce fut un plaisir !',
      'Merci beaucoup, nous serions ravis de retravailler avec vous.',
      'Tant mieux si tout s’est bien passé. À la prochaine !',
      'Merci ! Nous avons transmis votre avis à toute l’équipe.',
    ],
    sorry: [
      'Merci pour ce retour honnête, nous sommes désolés que la soirée n’ait pas été à la hauteur.',
      'Toutes nos excuses. Nous avons depuis revu notre organisation.',
      'Nous vous présentons nos excuses et vous avons contacté directement pour trouver une solution.',
    ],
  },
  quote: {
    included: {
      artist: 'Le set convenu, la balance, le déplacement dans un rayon de 100 km',
      venue: 'La salle pour la soirée, sono et lumières de la salle, un technicien, le ménage',
      service: 'Matériel, livraison, montage et démontage, un membre de l’équipe sur place le soir',
    },
    terms: 'Acompte remboursé en cas d’annulation jusqu’à 30 jours avant l’événement.',
    depositMethod: 'Virement sur le compte indiqué sur la facture',
  },
}
