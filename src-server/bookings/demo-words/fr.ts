import type { ReviewWords } from './words.ts'

/** Avis de démonstration en français (Paris, Lyon, Lille, Bruxelles). */
export const FR: ReviewWords = {
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
  types: {
    artist: {
      band: {
        praise: [
          'Le groupe a rempli la piste de danse du premier accord au dernier rappel.',
          'Une section rythmique carrée, un chanteur qui a du charisme et un répertoire pour tous les âges.',
          'Ils ont appris notre chanson d’ouverture de bal en une semaine, et on aurait dit la leur.',
          'Deux longs sets, et pendant le second plus personne ne s’est assis.',
        ],
        critique: [
          'Le groupe jouait bien trop fort pour la salle et n’a pas baissé malgré nos demandes.',
          'Les reprises habituelles de tous les mariages, et des pauses interminables entre les sets.',
        ],
      },
      dj: {
        praise: [
          'Le DJ a parfaitement senti le public, la piste n’a jamais désempli.',
          'Des enchaînements impeccables toute la nuit, du disco pendant le dîner à la house après minuit.',
          'Notre liste de demandes a été prise au sérieux, avec en plus des morceaux inconnus sur lesquels tout le monde a dansé.',
          'Platines et lumières fournies, et la piste était pleine en dix minutes.',
        ],
        critique: [
          'Les transitions étaient maladroites et la piste se vidait entre les morceaux.',
          'Le DJ a surtout passé sa propre playlist et ignoré toutes les demandes.',
        ],
      },
      solo: {
        praise: [
          'Une voix, une guitare, et toute la salle s’est tue pour écouter.',
          'Un très joli set solo pendant le cocktail, les invités demandaient sans cesse le nom de l’artiste.',
          'Notre chanson jouée pendant la cérémonie avec tant d’émotion que la moitié de la salle a pleuré.',
          'Une voix chaleureuse, des petits mots drôles entre les chansons et un volume parfaitement dosé.',
        ],
        critique: [
          'Le set solo était agréable mais si discret qu’on n’entendait presque rien au fond.',
          'Des paroles oubliées deux fois et une guitare désaccordée pendant presque tout le premier set.',
        ],
      },
      duo: {
        praise: [
          'Ces deux-là se répondent à merveille, les harmonies m’ont donné des frissons.',
          'Un duo qui sonne comme un groupe entier et qui tient dans le moindre recoin.',
          'Des reprises acoustiques pour le vin d’honneur, puis une seconde partie bien plus rythmée après le repas.',
          'Piano et voix au top, et une organisation d’une simplicité rare.',
        ],
        critique: [
          'Le duo manquait de répétition et la seconde voix était souvent à côté.',
          'Sympathique, mais deux heures sur le même tempo lent ont fini par endormir la salle.',
        ],
      },
      trio: {
        praise: [
          'Le trio de jazz était exactement le fond musical souhaité : élégant, jamais envahissant.',
          'Contrebasse, batterie et piano, avec un swing qui a fait danser même les grands-parents.',
          'Le répertoire a été adapté au fil de la soirée selon l’ambiance.',
          'Trois excellents musiciens, et on sent le plaisir qu’ils ont à jouer ensemble.',
        ],
        critique: [
          'Le trio a tourné en boucle sur les mêmes quelques standards.',
          'La batterie couvrait le piano, impossible de discuter aux tables.',
        ],
      },
      orchestra: {
        praise: [
          'Un orchestre complet dans notre salle, c’était inoubliable, surtout les cordes.',
          'Le chef a construit le programme avec nous et a même ajouté une pièce que nous souhaitions.',
          'Soixante musiciens sur scène et tout a roulé comme une horloge, de la répétition au dernier salut.',
          'Au final, avec tous les cuivres, la salle entière s’est levée.',
        ],
        critique: [
          'L’orchestre avait besoin de bien plus de place que prévu, l’installation a viré au chaos.',
          'Justesse approximative chez les cordes, et la répétition a débordé d’une heure.',
        ],
      },
      choir: {
        praise: [
          'Le chœur a rempli l’église, le morceau a cappella était à couper le souffle.',
          'Des attaques nettes, un bel équilibre des voix et un programme adapté à nos invités.',
          'Ils ont chanté dans le hall à l’arrivée du public, ce qui a tout de suite donné le ton.',
          'La cheffe de chœur a été un plaisir à chaque étape, et le soir même tout était juste.',
        ],
        critique: [
          'La moitié du chœur seulement est venue, et dans une grande salle le son était bien maigre.',
          'Les sopranos baissaient dans les passages doux, et le public l’a remarqué.',
        ],
      },
      comedian: {
        praise: [
          'Vraiment drôle, et les blagues sur notre métier ont fait mouche à chaque table.',
          'Un spectacle adapté à un public d’entreprise sans devenir fade.',
          'Les improvisations avec la salle étaient géniales, notre patron ne s’en est pas remis.',
          'Quarante minutes de rires non-stop et un sens du rythme parfait.',
        ],
        critique: [
          'Certaines blagues allaient trop loin pour un public d’entreprise, et la salle s’est refroidie.',
          'Un spectacle réchauffé, dont la moitié ne collait pas du tout au public.',
        ],
      },
      magician: {
        praise: [
          'La magie de proximité entre les tables a alimenté les conversations toute la soirée.',
          'Même nos ados les plus sceptiques n’ont pas percé les tours de cartes.',
          'Le spectacle après le dîner était malin et plein de charme, les enfants ont adoré.',
          'Il est passé parmi les invités au cocktail et la glace était brisée en quelques minutes.',
        ],
        critique: [
          'Plusieurs tours ont raté devant tout le monde, et le spectacle traînait.',
          'La magie était correcte, mais le numéro a duré moitié moins longtemps que prévu.',
        ],
      },
      dancer: {
        praise: [
          'Le spectacle de danse était superbe, avec de beaux costumes et chaque mouvement calé sur la musique.',
          'La chorégraphie était pensée au centimètre près pour notre scène, les invités étaient captivés.',
          'Après le spectacle, une petite initiation pour les invités, et tout le monde s’est retrouvé sur la piste.',
          'Gracieux, puissant et d’un professionnalisme total, de la répétition à la pose finale.',
        ],
        critique: [
          'Il fallait un plancher de danse dont personne ne nous avait parlé, une partie du numéro a sauté.',
          'La chorégraphie manquait de répétition et les entrées sur la musique étaient décalées.',
        ],
      },
    },
    venue: {
      club: {
        praise: [
          'Le système son du club est exceptionnel : puissant, clair, jamais agressif.',
          'Une vraie salle sombre, un beau kit lumière et un bar qui suit le rythme de la file.',
          'L’équipe à l’entrée était aimable mais ferme, on s’est senti en sécurité toute la nuit.',
          'Le régisseur du club a installé et balancé nos DJ en un rien de temps.',
        ],
        critique: [
          'Il faisait étouffant dans le club, la clim tournait à peine et la machine à fumée n’arrangeait rien.',
          'Vingt minutes d’attente au bar du club toute la nuit.',
        ],
      },
      bar: {
        praise: [
          'Un bar chaleureux avec une petite scène idéale pour les sets acoustiques.',
          'Le personnel du bar était rapide, et les cocktails sont abordables pour le quartier.',
          'Nous avions l’arrière-salle du bar pour nous, avec notre playlist et une super ambiance.',
          'Parfait pour une sortie d’album : intime, convivial, et la sono vaut mieux que ce qu’elle paraît.',
        ],
        critique: [
          'Le bar était trop petit pour notre groupe, et la scène n’est qu’un coin de la salle.',
          'Des habitués au comptoir ont parlé fort pendant tout le concert.',
        ],
      },
      theatre: {
        praise: [
          'On voit bien depuis chaque fauteuil du théâtre, et le son porte jusqu’au dernier rang.',
          'L’équipe technique maîtrisait les cintres et la console lumière sur le bout des doigts.',
          'Un magnifique vieux théâtre, avec des loges qui ont même de vrais miroirs éclairés.',
          'L’accueil a géré une salle comble avec calme, et le bar de l’entracte était rapide.',
        ],
        critique: [
          'Les coulisses sont exiguës, et le déchargement par la porte latérale a pris une éternité.',
          'Les fauteuils du théâtre sont usés, et le chauffage ne marchait pas à l’orchestre.',
        ],
      },
      'concert-hall': {
        praise: [
          'L’acoustique de la salle est superbe, chaque pianissimo arrivait jusqu’aux derniers rangs.',
          'Des fauteuils confortables, une vue dégagée de partout et un grand foyer pour l’entracte.',
          'Le régisseur et les techniciens de la salle ont travaillé avec notre orchestre comme de vieux amis.',
          'Une salle de concert au son vraiment chaleureux, avec un orgue splendide.',
        ],
        critique: [
          'L’acoustique est bonne au parterre, mais au balcon le son devient brouillon.',
          'Le foyer était bien trop petit pour l’entracte, et l’attente au vestiaire interminable.',
        ],
      },
      arena: {
        praise: [
          'Les points d’accroche et la puissance électrique de l’aréna ont rendu une grosse production étonnamment simple.',
          'Des milliers de spectateurs entrés et sortis sans bouchon, l’accueil et les agents étaient excellents.',
          'Un espace immense, et pourtant le son restait clair jusqu’en haut des gradins.',
          'Le bureau de production et le quai de déchargement sont les meilleurs que nous ayons vus depuis des années.',
        ],
        critique: [
          'Le son rebondissait dans toute l’aréna, avec de l’écho dans les gradins du haut.',
          'Les prix de la restauration dans l’aréna étaient scandaleux, et les files sans fin.',
        ],
      },
      'open-air': {
        praise: [
          'Une scène en plein air avec une vue pareille rend chaque concert spécial.',
          'Un plan pluie, des bars couverts et un sol stable même après l’averse.',
          'Le coucher de soleil derrière la scène, un bon son sur la pelouse et des toilettes propres : une soirée d’été parfaite.',
          'L’équipe sur place s’est occupée de l’électricité, des barrières et des déchets sans que nous levions le petit doigt.',
        ],
        critique: [
          'Aucun abri sur le site quand l’orage est arrivé, nous avons dû interrompre une heure.',
          'Avec des limites de bruit très strictes, le son était bien trop faible sur la pelouse.',
        ],
      },
      'festival-site': {
        praise: [
          'Le terrain a tout pour un festival : eau et électricité, bons accès et beaucoup de place pour les scènes.',
          'Camping, parkings et grande scène sont bien agencés, le public s’est repéré sans peine.',
          'L’équipe du site avait tondu, clôturé et fléché avant notre arrivée.',
          'Même avec plusieurs milliers de festivaliers, le sol a tenu et les allées sont restées sèches.',
        ],
        critique: [
          'Après une seule journée de pluie, le terrain était un champ de boue et les accès presque impraticables.',
          'Trop peu de points d’eau sur le site, et des toilettes vidées trop rarement.',
        ],
      },
      church: {
        praise: [
          'L’acoustique de l’église est magique pour un chœur ou des cordes.',
          'Les bougies et les vieilles pierres ont rendu notre concert inoubliable.',
          'Le sacristain nous a aidés pour les chaises et l’installation avec une patience infinie.',
          'Deux cents places sur les bancs, un bel orgue et une réverbération naturelle qui flatte chaque voix.',
        ],
        critique: [
          'Il faisait glacial dans l’église, et au bout d’une heure les bancs devenaient durs.',
          'La réverbération de l’église avalait chaque parole, et il n’y a aucune sono.',
        ],
      },
      restaurant: {
        praise: [
          'Le restaurant a servi un menu délicieux tout en faisant de la place pour une petite scène.',
          'Le service à table était attentionné sans jamais couper la musique.',
          'Nous avions tout le restaurant pour nous, avec une piste de danse à la place des tables.',
          'La cuisine a géré les invités végétariens, végans et sans gluten sans la moindre histoire.',
        ],
        critique: [
          'Les plats sont arrivés tièdes, et le repas au restaurant s’est éternisé.',
          'Le restaurant nous a placés dans un coin près de la porte des cuisines, le groupe n’avait aucune place.',
        ],
      },
      gallery: {
        praise: [
          'Les murs blancs et les hauts plafonds de la galerie ont offert un décor superbe pour notre lancement.',
          'L’équipe de la galerie a déplacé des œuvres et fait de la place pour le bar sans rechigner.',
          'Une belle lumière par les verrières et un lieu qui donne un vrai sentiment d’exclusivité.',
          'Un cadre inattendu pour un concert, mais l’acoustique de la galerie a surpris tout le monde.',
        ],
        critique: [
          'La galerie n’a pas d’alimentation électrique digne de ce nom pour un groupe, le son était maigre.',
          'Les règles de la galerie étaient si strictes que les invités pouvaient à peine circuler avec un verre.',
        ],
      },
    },
    service: {
      sound: {
        praise: [
          'La sono sonnait propre et puissante sur tout le site.',
          'L’ingé son a mixé cinq groupes d’affilée sans un seul changement de plateau raté.',
          'Retours impeccables, et les discours étaient compréhensibles jusqu’au fond.',
          'Le système a été calé sur la salle pendant la balance, et ça s’entendait.',
        ],
        critique: [
          'Du larsen pendant les discours, et l’ingé son était rarement à la console.',
          'La sono était sous-dimensionnée pour la salle, au fond on n’entendait presque rien.',
        ],
      },
      lighting: {
        praise: [
          'La création lumière a transformé une salle banale en lieu magique.',
          'Le pupitreur lumière a suivi chaque moment du spectacle à l’oreille.',
          'Des lyres, de la brume et une lumière chaude pour les discours : exactement l’ambiance voulue.',
          'Un show lumière programmé pour chaque artiste, on se serait cru sur la grande scène d’un festival.',
        ],
        critique: [
          'La moitié des lyres n’a jamais fonctionné, et les faces ont clignoté toute la soirée.',
          'La lumière était bien trop forte pendant le dîner et trop sombre sur scène.',
        ],
      },
      staging: {
        praise: [
          'La scène a été montée vite, solide comme un roc et exactement selon le plan.',
          'Escaliers, garde-corps et rampe d’accès pour fauteuils roulants étaient compris dans le montage.',
          'Une scène couverte montée sur un terrain inégal, validée dès le premier contrôle.',
          'L’équipe de montage a travaillé toute la nuit pour que nous puissions commencer à l’heure.',
        ],
        critique: [
          'La scène bougeait, et la rampe était trop raide pour servir.',
          'La scène a été livrée avec un jour de retard, et le toit fuyait à la première averse.',
        ],
      },
      backline: {
        praise: [
          'Le backline était en parfait état : peaux neuves, bons amplis, claviers accordés.',
          'Tout ce que demandaient les fiches techniques de trois groupes était là, jusqu’à la bonne caisse claire.',
          'Le technicien backline a remplacé un ampli basse en panne en plein concert, en deux minutes.',
          'Des amplis et des batteries de qualité à prix honnête, livrés et repris à l’heure.',
        ],
        critique: [
          'La batterie avait des peaux usées, et l’ampli guitare a grésillé toute la soirée.',
          'Le backline ne correspondait pas aux fiches techniques, les groupes ont dû se débrouiller.',
        ],
      },
      catering: {
        praise: [
          'Le repas était délicieux, et le buffet a été réapprovisionné même pour les retardataires.',
          'Les repas pour l’équipe et les artistes étaient frais, chauds et à l’heure chaque jour.',
          'Des plats végétariens et végans que tout le monde voulait goûter, pas une solution de secours.',
          'Le personnel de service était adorable, et les petits fours ont disparu en quelques minutes.',
        ],
        critique: [
          'Le buffet était vide à neuf heures, et les plats chauds sont arrivés froids.',
          'Trop peu de personnel au traiteur, quarante minutes de queue pour manger.',
        ],
      },
      security: {
        praise: [
          'L’équipe de sécurité était calme, aimable et ferme à l’entrée.',
          'Devant la scène, pendant la tête d’affiche, les agents ont parfaitement géré la foule.',
          'Les fouilles de sacs étaient rapides, et les agents connaissaient le plan du site par cœur.',
          'Le chef de poste a fait le tour du site avec nous et amélioré nos issues de secours.',
        ],
        critique: [
          'Certains agents étaient désagréables avec les invités, d’autres restaient sur leur téléphone.',
          'La sécurité a laissé entrer bien trop de monde, la salle était en surcapacité.',
        ],
      },
      'photo-video': {
        praise: [
          'Les photos sont magnifiques : naturelles, nettes et pleines d’ambiance.',
          'L’aftermovie était prêt en une semaine, et notre client l’a adoré.',
          'Le photographe était partout sans jamais gêner.',
          'Une captation multicaméra de tout le concert, avec un son propre pris à la console.',
        ],
        critique: [
          'Nous avons attendu les photos deux mois, et beaucoup sont floues.',
          'Le cadreur bouchait la vue de la scène aux premiers rangs.',
        ],
      },
      transport: {
        praise: [
          'Les camionnettes sont arrivées à la minute près, et les chauffeurs connaissaient chaque quai de livraison de la ville.',
          'Le groupe et tout le backline ont été transportés d’une ville à l’autre pendant la nuit, sans une rayure.',
          'Les navettes entre la gare et le site tournaient comme une horloge.',
          'Des chauffeurs sympathiques, des véhicules propres et un dispatcheur joignable à trois heures du matin.',
        ],
        critique: [
          'Le camion est arrivé avec deux heures de retard, adieu la balance.',
          'Le matériel a été chargé sans soin, un pied de clavier est arrivé cassé.',
        ],
      },
      'booking-agency': {
        praise: [
          'L’agence nous a trouvé trois super artistes dans notre budget en une semaine.',
          'Contrats et fiches techniques clairs, et l’agence a tenu chaque artiste dans les temps.',
          'Lors d’une annulation de dernière minute, notre contact à l’agence a trouvé un remplaçant encore meilleur.',
          'Ils connaissent la scène et ont proposé des artistes parfaitement adaptés à notre public.',
        ],
        critique: [
          'L’agence a envoyé une autre programmation que celle du contrat.',
          'La commission de l’agence était élevée pour ce qui se résumait à transférer des mails.',
        ],
      },
      merchandise: {
        praise: [
          'Le merch était parfaitement imprimé, et les t-shirts sont doux et bien coupés.',
          'Le stand de merch a été tenu toute la nuit, et le terminal de paiement n’a jamais flanché.',
          'De bons conseils sur les tailles et les quantités, les sweats sont partis en rupture.',
          'Tote bags, affiches et t-shirts livrés à temps et identiques aux épreuves.',
        ],
        critique: [
          'Les impressions ont pâli dès le premier lavage, et les tailles taillent petit.',
          'La moitié du merch est arrivée après le concert, le stand est resté vide.',
        ],
      },
    },
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
      'Nous referions appel à eux les yeux fermés.',
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
      'Pas parfait, mais pas loin.',
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
}
