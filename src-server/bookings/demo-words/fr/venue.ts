import type { TypeRemarks } from '../words.ts'

/** Avis de démonstration en français (Paris, Lyon, Lille, Bruxelles): by venue type. */
export const VENUE: TypeRemarks['venue'] = {
  club: {
    praise: [
      'Le système son du club est exceptionnel : puissant, clair, jamais agressif.',
      'Une vraie salle sombre, un beau kit lumière et un bar qui suit le rythme de la file.',
      'L’équipe à l’entrée était aimable mais ferme, on s’est senti en sécurité toute la nuit.',
      'Le régisseur du club a installé et balancé nos DJ en un rien de temps.',
      'Vestiaire, toilettes et fumoir ont tenu le choc d’une soirée complète.',
      'Plafond bas, basses qui cognent et le public collé à la cabine : exactement l’ambiance club que voulait notre artiste.',
    ],
    critique: [
      'Il faisait étouffant dans le club, la clim tournait à peine et la machine à fumée n’arrangeait rien.',
      'Vingt minutes d’attente au bar du club toute la nuit.',
      'Les retours de la cabine DJ du club étaient en panne, et personne n’est venu les réparer.',
    ],
  },
  bar: {
    praise: [
      'Un bar chaleureux avec une petite scène idéale pour les sets acoustiques.',
      'Le personnel du bar était rapide, et les cocktails sont abordables pour le quartier.',
      'Nous avions l’arrière-salle du bar pour nous, avec notre playlist et une super ambiance.',
      'Parfait pour une sortie d’album : intime, convivial, et la sono vaut mieux que ce qu’elle paraît.',
      'Le bar a créé pour la soirée un cocktail au nom de notre album.',
      'Des bougies, de vieilles tables en bois et un piano dans un coin : le bar parfait pour un petit concert.',
    ],
    critique: [
      'Le bar était trop petit pour notre groupe, et la scène n’est qu’un coin de la salle.',
      'Des habitués au comptoir ont parlé fort pendant tout le concert.',
      'Le service au bar était lent, un quart d’heure d’attente pour un verre toute la soirée.',
    ],
  },
  theatre: {
    praise: [
      'On voit bien depuis chaque fauteuil du théâtre, et le son porte jusqu’au dernier rang.',
      'L’équipe technique maîtrisait les cintres et la console lumière sur le bout des doigts.',
      'Un magnifique vieux théâtre, avec des loges qui ont même de vrais miroirs éclairés.',
      'L’accueil a géré une salle comble avec calme, et le bar de l’entracte était rapide.',
      'La billetterie du théâtre a géré les ventes et la liste d’invités sans une seule erreur.',
      'De vrais fauteuils en velours, un parterre en pente et une scène assez grande pour tout notre décor.',
    ],
    critique: [
      'Les coulisses sont exiguës, et le déchargement par la porte latérale a pris une éternité.',
      'Les fauteuils du théâtre sont usés, et le chauffage ne marchait pas à l’orchestre.',
      'Le parc lumière du théâtre est vieillot, la moitié des projecteurs a clignoté pendant le spectacle.',
    ],
  },
  'concert-hall': {
    praise: [
      'L’acoustique de la salle est superbe, chaque pianissimo arrivait jusqu’aux derniers rangs.',
      'Des fauteuils confortables, une vue dégagée de partout et un grand foyer pour l’entracte.',
      'Le régisseur et les techniciens de la salle ont travaillé avec notre orchestre comme de vieux amis.',
      'Une salle de concert au son vraiment chaleureux, avec un orgue splendide.',
      'Le Steinway de la salle venait d’être accordé, notre pianiste était ravie.',
      'Des allées larges, de la place pour les jambes et des sièges bien numérotés : une salle pleine installée en quelques minutes.',
    ],
    critique: [
      'L’acoustique est bonne au parterre, mais au balcon le son devient brouillon.',
      'Le foyer était bien trop petit pour l’entracte, et l’attente au vestiaire interminable.',
      'Au deuxième balcon de la salle, on est serré et la vue sur la scène est en partie masquée.',
    ],
  },
  arena: {
    praise: [
      'Les points d’accroche et la puissance électrique de l’aréna ont rendu une grosse production étonnamment simple.',
      'Des milliers de spectateurs entrés et sortis sans bouchon, l’accueil et les agents étaient excellents.',
      'Un espace immense, et pourtant le son restait clair jusqu’en haut des gradins.',
      'Le bureau de production et le quai de déchargement sont les meilleurs que nous ayons vus depuis des années.',
      'Avec les écrans géants de l’aréna, le spectacle avait une allure folle.',
      'Places pour fauteuils roulants, ascenseurs et salles calmes étaient bien indiqués dans toute l’aréna.',
    ],
    critique: [
      'Le son rebondissait dans toute l’aréna, avec de l’écho dans les gradins du haut.',
      'Les prix de la restauration dans l’aréna étaient scandaleux, et les files sans fin.',
      'Après le concert, sortir du parking de l’aréna a pris plus d’une heure.',
    ],
  },
  'open-air': {
    praise: [
      'Une scène en plein air avec une vue pareille rend chaque concert spécial.',
      'Un plan pluie, des bars couverts et un sol stable même après l’averse.',
      'Le coucher de soleil derrière la scène, un bon son sur la pelouse et des toilettes propres : une soirée d’été parfaite.',
      'L’équipe sur place s’est occupée de l’électricité, des barrières et des déchets sans que nous levions le petit doigt.',
      'Des plaids sur l’herbe, une scène sous les arbres et le soleil qui se couche pendant le rappel.',
      'Assez de toilettes, de points d’eau et d’ombre pour un après-midi de canicule en plein air.',
    ],
    critique: [
      'Aucun abri sur le site quand l’orage est arrivé, nous avons dû interrompre une heure.',
      'Avec des limites de bruit très strictes, le son était bien trop faible sur la pelouse.',
      'La pelouse était annoncée plate, mais du fond on ne voyait presque pas la scène.',
    ],
  },
  'festival-site': {
    praise: [
      'Le terrain a tout pour un festival : eau et électricité, bons accès et beaucoup de place pour les scènes.',
      'Camping, parkings et grande scène sont bien agencés, le public s’est repéré sans peine.',
      'L’équipe du site avait tondu, clôturé et fléché avant notre arrivée.',
      'Même avec plusieurs milliers de festivaliers, le sol a tenu et les allées sont restées sèches.',
      'Assez de place pour trois scènes, des food trucks et un espace enfants, sans que les sons se mélangent.',
      'Un accès facile pour les camions, des zones stabilisées pour les scènes et un vrai bureau de chantier sur le site.',
    ],
    critique: [
      'Après une seule journée de pluie, le terrain était un champ de boue et les accès presque impraticables.',
      'Trop peu de points d’eau sur le site, et des toilettes vidées trop rarement.',
      'Le samedi, l’alimentation électrique du site a lâché deux fois.',
    ],
  },
  church: {
    praise: [
      'L’acoustique de l’église est magique pour un chœur ou des cordes.',
      'Les bougies et les vieilles pierres ont rendu notre concert inoubliable.',
      'Le sacristain nous a aidés pour les chaises et l’installation avec une patience infinie.',
      'Deux cents places sur les bancs, un bel orgue et une réverbération naturelle qui flatte chaque voix.',
      'La paroisse a ouvert la chapelle latérale comme loge et préparé du thé pour le chœur.',
      'Les vitraux dans la lumière du soir derrière la scène : les photos sont superbes.',
    ],
    critique: [
      'Il faisait glacial dans l’église, et au bout d’une heure les bancs devenaient durs.',
      'La réverbération de l’église avalait chaque parole, et il n’y a aucune sono.',
      'Dans l’église, la musique amplifiée n’était autorisée qu’à très faible volume, ce qui a gâché le set du groupe.',
    ],
  },
  restaurant: {
    praise: [
      'Le restaurant a servi un menu délicieux tout en faisant de la place pour une petite scène.',
      'Le service à table était attentionné sans jamais couper la musique.',
      'Nous avions tout le restaurant pour nous, avec une piste de danse à la place des tables.',
      'La cuisine a géré les invités végétariens, végans et sans gluten sans la moindre histoire.',
      'Le chef a cuisiné un menu à part pour le groupe et l’a servi avant le concert.',
      'Buffet de desserts, café et ouverture du bal dans la même salle, sans que personne ait à se déplacer.',
    ],
    critique: [
      'Les plats sont arrivés tièdes, et le repas au restaurant s’est éternisé.',
      'Le restaurant nous a placés dans un coin près de la porte des cuisines, le groupe n’avait aucune place.',
      'La musique d’ambiance du restaurant continuait pendant les pauses de notre groupe.',
    ],
  },
  gallery: {
    praise: [
      'Les murs blancs et les hauts plafonds de la galerie ont offert un décor superbe pour notre lancement.',
      'L’équipe de la galerie a déplacé des œuvres et fait de la place pour le bar sans rechigner.',
      'Une belle lumière par les verrières et un lieu qui donne un vrai sentiment d’exclusivité.',
      'Un cadre inattendu pour un concert, mais l’acoustique de la galerie a surpris tout le monde.',
      'La galerie nous a laissés projeter des visuels sur le grand mur blanc, et avec la musique c’était magnifique.',
      'Béton ciré, belle lumière et un galeriste qui adore accueillir de la musique.',
    ],
    critique: [
      'La galerie n’a pas d’alimentation électrique digne de ce nom pour un groupe, le son était maigre.',
      'Les règles de la galerie étaient si strictes que les invités pouvaient à peine circuler avec un verre.',
      'L’écho dans la galerie rendait les discours presque incompréhensibles.',
    ],
  },
  'event-hall': {
    praise: [
      'Tous nos invités ont trouvé place dans la salle autour de tables rondes, et il restait encore une vraie piste de danse.',
      'Scène, lumières et sonorisation sont fournies par la salle : notre groupe n’a eu qu’à apporter ses instruments.',
      'L’équipe a transformé la salle du dîner à la soirée dansante en vingt minutes, pendant que les invités prenaient le café dans le hall.',
      'Lustres, grandes fenêtres et parquet : la salle était élégante sans aucune décoration en plus.',
      'Écran, pupitre et micro sans fil étaient prêts dans la salle pour les discours avant l’arrivée du premier invité.',
      'Vestiaire, bar et cuisine sont au même niveau que la salle, et la soirée s’est enchaînée sans temps mort.',
    ],
    critique: [
      'Il fallait libérer la salle à minuit, juste au moment où la piste se remplissait.',
      'Deux personnes seulement au bar pour une salle pleine : la file d’attente n’a jamais diminué.',
      'Le limiteur de son de la salle coupait le groupe dès que l’ambiance montait.',
    ],
  },
}
