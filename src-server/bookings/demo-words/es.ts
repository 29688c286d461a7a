import type { ReviewWords } from './words.ts'

/** Reseñas de demostración en español (Barcelona, Madrid, Ciudad de México). */
export const ES: ReviewWords = {
  events: {
    wedding: 'Boda',
    'company-party': 'Fiesta de empresa',
    birthday: 'Fiesta de cumpleaños',
    'club-night': 'Noche de club',
    festival: 'Festival',
    'street-fair': 'Fiesta de barrio',
    concert: 'Concierto',
    'album-release': 'Presentación de disco',
    'theatre-show': 'Función de teatro',
    conference: 'Congreso',
    'product-launch': 'Lanzamiento de producto',
    gala: 'Cena de gala',
    'exhibition-opening': 'Inauguración de exposición',
  },
  enquiry: '¡Hola! Evento: {event}, unos {guests} invitados. ¿Están disponibles ese día?',
  openings: {
    great: [
      'Sencillamente genial.',
      'No se podía pedir más.',
      'Cinco estrellas, sin duda.',
      '¡Qué noche!',
      'De verdad, una de las mejores contrataciones que hemos hecho.',
      'Estamos encantados, de principio a fin.',
      'Superó todas nuestras expectativas.',
    ],
    good: [
      'Muy bien en general.',
      'Una buena elección.',
      'Quedamos contentos.',
      'Buena relación calidad-precio.',
      'Casi perfecto, salvo algún detalle.',
      'Un buen trabajo.',
    ],
    mixed: [
      'Experiencia regular.',
      'Correcto, sin más.',
      'Luces y sombras.',
      'Difícil de valorar.',
      'Aceptable, pero nada especial.',
    ],
    poor: [
      'Decepcionante.',
      'Nada que ver con lo prometido.',
      'Una pena, la verdad.',
      'Ojalá pudiera escribir una reseña mejor.',
      'Esperábamos mucho más.',
    ],
  },
  types: {
    artist: {
      band: {
        praise: [
          'La banda llenó la pista desde el primer acorde hasta el último bis.',
          'Una base rítmica muy sólida, un cantante con muchísima presencia y un repertorio para todas las edades.',
          'Se aprendieron la canción de nuestro primer baile en una semana y sonó como si fuera suya.',
          'Dos pases largos, y en el segundo no se sentó ni un solo invitado.',
        ],
        critique: [
          'La banda tocaba demasiado alto para la sala y no bajó el volumen aunque se lo pedimos.',
          'Las versiones de siempre en cualquier boda, y descansos eternos entre pases.',
        ],
      },
      dj: {
        praise: [
          'El DJ supo leer a la gente a la perfección, la pista no se vació en ningún momento.',
          'Mezclas impecables toda la noche, de la música disco durante la cena al house pasada la medianoche.',
          'Se tomó en serio nuestra lista de peticiones y además metió temas que nadie conocía y que bailó todo el mundo.',
          'Trajo sus propios platos y luces, y en diez minutos la pista estaba llena.',
        ],
        critique: [
          'Las transiciones eran torpes y la pista se vaciaba entre tema y tema.',
          'El DJ puso sobre todo su propia lista y pasó de todas las peticiones.',
        ],
      },
      solo: {
        praise: [
          'Solo una voz y una guitarra, y toda la sala se quedó en silencio escuchando.',
          'Un pase en solitario precioso durante el cóctel, los invitados no paraban de preguntar quién era.',
          'En la ceremonia tocó nuestra canción con tanta emoción que media sala acabó llorando.',
          'Voz cálida, comentarios simpáticos entre canciones y el volumen siempre justo.',
        ],
        critique: [
          'El pase era agradable pero tan flojo que desde el fondo apenas se oía.',
          'Se olvidó la letra dos veces y la guitarra estuvo desafinada casi todo el primer pase.',
        ],
      },
      duo: {
        praise: [
          'Los dos se compenetran de maravilla, con algunas armonías se me puso la piel de gallina.',
          'Un dúo que suena como una banda entera y cabe en cualquier rincón.',
          'Versiones acústicas para el aperitivo y, después de la cena, una segunda parte mucho más animada.',
          'Piano y voz perfectos, y organizarlo todo con ellos fue facilísimo.',
        ],
        critique: [
          'El dúo parecía poco ensayado y la segunda voz desafinaba a menudo.',
          'Agradable, pero dos horas con el mismo tempo lento acabaron apagando la sala.',
        ],
      },
      trio: {
        praise: [
          'El trío de jazz era justo la música de fondo que queríamos: elegante y nunca invasiva.',
          'Contrabajo, batería y piano, con un swing que hizo bailar hasta a los abuelos.',
          'Adaptaron el repertorio al ambiente según avanzaba la noche.',
          'Tres músicos excelentes, y se nota lo mucho que disfrutan tocando juntos.',
        ],
        critique: [
          'El trío repitió una y otra vez los mismos cuatro estándares.',
          'La batería tapaba el piano y en las mesas no había quien hablara.',
        ],
      },
      orchestra: {
        praise: [
          'Una orquesta completa en nuestra sala fue algo inolvidable, sobre todo la cuerda.',
          'El director preparó el programa con nosotros e incluso añadió una pieza que le pedimos.',
          'Sesenta músicos en el escenario y todo funcionó como un reloj, del ensayo al último saludo.',
          'En el final, con todos los metales, el público entero se puso en pie.',
        ],
        critique: [
          'La orquesta necesitaba mucho más espacio del acordado y el montaje fue un caos.',
          'La afinación de la cuerda dejó que desear y el ensayo se alargó una hora.',
        ],
      },
      choir: {
        praise: [
          'El coro llenó la iglesia de sonido, la pieza a capela fue impresionante.',
          'Entradas limpias, un empaste precioso y un programa pensado para nuestros invitados.',
          'Cantaron en el vestíbulo mientras llegaba el público, y eso marcó el tono perfecto.',
          'Con la directora del coro fue un gusto organizarlo todo, y esa noche cada nota estuvo en su sitio.',
        ],
        critique: [
          'Solo vino la mitad del coro, y en una sala grande sonaba muy pobre.',
          'Las sopranos se calaban en los pasajes suaves, y el público lo notó.',
        ],
      },
      comedian: {
        praise: [
          'Muy gracioso, y los chistes sobre nuestro sector funcionaron en todas las mesas.',
          'Adaptó el monólogo a un público de empresa sin volverse soso.',
          'La interacción con el público fue brillante, nuestro jefe todavía no se ha recuperado.',
          'Cuarenta minutos de risas sin parar y un sentido del ritmo perfecto.',
        ],
        critique: [
          'Algunos chistes se pasaron de la raya para un público de empresa y la sala se enfrió.',
          'El monólogo sonaba a refrito, y la mitad no encajaba para nada con el público.',
        ],
      },
      magician: {
        praise: [
          'La magia de cerca entre las mesas dio conversación toda la noche.',
          'Ni nuestros adolescentes más escépticos pillaron los trucos de cartas.',
          'El espectáculo después de la cena fue ingenioso y encantador, los niños alucinaron.',
          'Se mezcló con los invitados durante el cóctel y rompió el hielo en cuestión de minutos.',
        ],
        critique: [
          'Varios trucos salieron mal delante de todos y el espectáculo se hizo largo.',
          'La magia estuvo bien, pero el número duró la mitad de lo que pagamos.',
        ],
      },
      dancer: {
        praise: [
          'La actuación de baile fue espectacular, con un vestuario precioso y cada movimiento clavado con la música.',
          'La coreografía estaba pensada al centímetro para nuestro escenario, los invitados se quedaron embobados.',
          'Después del espectáculo hubo una pequeña clase para los invitados, y al final estaban todos en la pista.',
          'Elegancia, fuerza y una profesionalidad total, del ensayo a la pose final.',
        ],
        critique: [
          'Hacía falta un suelo de danza que nadie nos había mencionado, así que se cortó parte del número.',
          'La coreografía parecía poco ensayada y las entradas con la música iban desfasadas.',
        ],
      },
    },
    venue: {
      club: {
        praise: [
          'El equipo de sonido del club es excepcional: potente, nítido y nada cansado.',
          'Una sala oscura como debe ser, un buen equipo de luces y una barra que aguanta la cola.',
          'El personal de la puerta era amable pero firme, y en la pista nos sentimos seguros toda la noche.',
          'El técnico del club montó y probó a nuestros DJ en un momento.',
        ],
        critique: [
          'En el club no se podía respirar, el aire acondicionado apenas funcionaba y la máquina de humo lo empeoraba.',
          'Veinte minutos de cola en la barra del club durante toda la noche.',
        ],
      },
      bar: {
        praise: [
          'Un bar acogedor con un pequeño escenario perfecto para pases acústicos.',
          'El personal del bar era rapidísimo, y los cócteles tienen buen precio para la zona.',
          'Tuvimos la sala del fondo del bar para nosotros, con nuestra música y un ambiente estupendo.',
          'Ideal para presentar un disco: íntimo, cercano, y el equipo suena mejor de lo que parece.',
        ],
        critique: [
          'El bar se nos quedó pequeño, y el escenario es solo una esquina del local.',
          'Algunos habituales de la barra hablaron a gritos durante todo el concierto.',
        ],
      },
      theatre: {
        praise: [
          'Desde cualquier butaca del teatro se ve bien, y el sonido llega hasta la última fila.',
          'El equipo técnico conocía la tramoya y la mesa de luces al dedillo.',
          'Un teatro antiguo precioso, con camerinos que incluso tienen espejos con luces.',
          'El personal de sala llevó un lleno total con calma, y el bar del entreacto iba rápido.',
        ],
        critique: [
          'Entre bastidores no hay espacio, y la descarga por la puerta lateral se hizo eterna.',
          'Las butacas del teatro están gastadas, y en el patio de butacas no funcionaba la calefacción.',
        ],
      },
      'concert-hall': {
        praise: [
          'La acústica de la sala es soberbia, cada pianísimo llegaba hasta las últimas filas.',
          'Butacas cómodas, buena visibilidad desde todos los asientos y un vestíbulo amplio para el descanso.',
          'El regidor y los técnicos de la sala trabajaron con nuestra orquesta como viejos amigos.',
          'Una sala de conciertos con un sonido muy cálido y un órgano maravilloso.',
        ],
        critique: [
          'En el patio de butacas la acústica es buena, pero desde el anfiteatro el sonido llega empastado.',
          'El vestíbulo se quedó pequeño en el descanso, y la cola del guardarropa era interminable.',
        ],
      },
      arena: {
        praise: [
          'Con los puntos de anclaje y la potencia eléctrica del pabellón, hasta una gran producción resultó sorprendentemente fácil.',
          'Miles de personas entrando y saliendo sin atascos, los accesos y el personal de sala fueron excelentes.',
          'Un espacio enorme y, aun así, el sonido se oía claro hasta lo alto de las gradas.',
          'La oficina de producción y el muelle de carga son de lo mejor que hemos visto en años.',
        ],
        critique: [
          'El sonido rebotaba por todo el pabellón y en las gradas altas había eco.',
          'La comida y la bebida dentro del pabellón tenían precios abusivos y colas infinitas.',
        ],
      },
      'open-air': {
        praise: [
          'Un escenario al aire libre con esas vistas convierte cualquier concierto en algo especial.',
          'Había un plan para la lluvia, barras cubiertas y un suelo firme incluso después del chaparrón.',
          'La puesta de sol detrás del escenario, buen sonido en el césped y baños limpios: una noche de verano perfecta.',
          'Del suministro eléctrico, las vallas y la basura se encargó el equipo del recinto, sin que moviéramos un dedo.',
        ],
        critique: [
          'No había dónde resguardarse cuando llegó la tormenta y tuvimos que parar una hora.',
          'Con unos límites de ruido tan estrictos, en el césped la música apenas se oía.',
        ],
      },
      'festival-site': {
        praise: [
          'El recinto lo tiene todo para un festival: tomas de agua y luz, buenos accesos y muchísimo espacio para escenarios.',
          'Acampada, aparcamiento y escenario principal están bien distribuidos, y el público se orientó enseguida.',
          'El equipo del recinto había segado, vallado y señalizado todo antes de que llegáramos.',
          'Incluso con varios miles de asistentes el terreno aguantó y los caminos se mantuvieron secos.',
        ],
        critique: [
          'Tras un solo día de lluvia el recinto era un barrizal y los accesos casi intransitables.',
          'Muy pocos puntos de agua en el recinto, y los baños se vaciaban muy de vez en cuando.',
        ],
      },
      church: {
        praise: [
          'La acústica de la iglesia es mágica para un coro o para cuerda.',
          'La luz de las velas y la piedra antigua hicieron de nuestro concierto algo inolvidable.',
          'El sacristán nos ayudó con las sillas y el montaje con una paciencia infinita.',
          'Bancos para doscientas personas, un órgano precioso y una reverberación natural que favorece cualquier voz.',
        ],
        critique: [
          'En la iglesia hacía un frío tremendo, y al cabo de una hora los bancos se hacían duros.',
          'La reverberación de la iglesia se comía cada palabra, y no hay equipo de sonido.',
        ],
      },
      restaurant: {
        praise: [
          'El restaurante preparó un menú buenísimo y aun así hizo sitio para un pequeño escenario.',
          'El servicio en las mesas fue atento sin interrumpir nunca la música.',
          'Tuvimos el restaurante entero para nosotros, con pista de baile donde normalmente están las mesas.',
          'La cocina atendió a invitados vegetarianos, veganos y celíacos sin ningún problema.',
        ],
        critique: [
          'Los platos llegaron tibios y la cena en el restaurante se eternizó.',
          'En el restaurante nos pusieron en un rincón junto a la puerta de la cocina, y la banda no tenía sitio.',
        ],
      },
      gallery: {
        praise: [
          'Las paredes blancas y los techos altos de la galería fueron un fondo precioso para nuestro lanzamiento.',
          'El equipo de la galería movió obras y hizo sitio para la barra sin poner pegas.',
          'Una luz preciosa que entra por los lucernarios y un espacio que se siente exclusivo.',
          'Un sitio poco habitual para un concierto, pero la acústica de la galería sorprendió a todos.',
        ],
        critique: [
          'La galería no tiene una toma eléctrica decente para una banda, y el sonido quedó pobre.',
          'Las normas de la galería eran tan estrictas que los invitados apenas podían moverse con una copa.',
        ],
      },
    },
    service: {
      sound: {
        praise: [
          'El equipo de sonido sonó limpio y contundente en todo el recinto.',
          'El técnico de sonido mezcló cinco bandas seguidas sin un solo cambio de escenario fallido.',
          'Monitores perfectos, y los discursos se entendían hasta el fondo.',
          'En la prueba de sonido ajustaron el equipo a la sala, y se notó muchísimo.',
        ],
        critique: [
          'Acoples durante los discursos, y el técnico de sonido casi nunca estaba en la mesa.',
          'El equipo se quedaba corto para la sala, al fondo no llegaba casi nada.',
        ],
      },
      lighting: {
        praise: [
          'El diseño de iluminación convirtió una nave sin gracia en algo mágico.',
          'El técnico de luces siguió cada momento del espectáculo de oído.',
          'Cabezas móviles, humo y luz cálida para los discursos: justo el ambiente que buscábamos.',
          'Un show de luces programado para cada artista, parecía el escenario principal de un festival.',
        ],
        critique: [
          'La mitad de las cabezas móviles no funcionó nunca, y los frontales parpadearon toda la noche.',
          'La luz era demasiado fuerte durante la cena y demasiado oscura en el escenario.',
        ],
      },
      staging: {
        praise: [
          'El escenario se montó rápido, firme como una roca y exactamente según el plano.',
          'Escaleras, barandillas y rampa para sillas de ruedas venían incluidas en el montaje.',
          'Un escenario cubierto sobre un terreno irregular que pasó la inspección a la primera.',
          'El equipo de montaje trabajó toda la noche para que pudiéramos empezar a la hora.',
        ],
        critique: [
          'El escenario se movía, y la rampa era demasiado empinada para usarla.',
          'El escenario estuvo listo con un día de retraso, y con el primer chaparrón el techo tenía goteras.',
        ],
      },
      backline: {
        praise: [
          'El backline estaba impecable: parches nuevos, buenos amplis y teclados afinados.',
          'Estaba todo lo que pedían los riders de tres bandas, hasta la caja correcta.',
          'El técnico de backline cambió un ampli de bajo averiado en pleno concierto en dos minutos.',
          'Amplis y baterías de calidad a buen precio, entregados y recogidos puntualmente.',
        ],
        critique: [
          'La batería tenía los parches gastados y el ampli de guitarra estuvo chisporroteando toda la noche.',
          'El backline no se correspondía con los riders, y las bandas tuvieron que apañarse.',
        ],
      },
      catering: {
        praise: [
          'La comida estaba buenísima, y el bufé se repuso incluso para los que llegaron tarde.',
          'Las comidas para el equipo y los artistas fueron frescas, calientes y puntuales cada día.',
          'Platos vegetarianos y veganos que todos querían probar, no una solución de compromiso.',
          'Los camareros fueron encantadores, y los canapés volaron en minutos.',
        ],
        critique: [
          'A las nueve el bufé ya estaba vacío, y los platos calientes llegaron fríos.',
          'Poco personal en el catering, cuarenta minutos de cola para comer.',
        ],
      },
      security: {
        praise: [
          'El equipo de seguridad fue tranquilo, amable y firme en la puerta.',
          'En el foso, durante el cabeza de cartel, controlaron al público a la perfección.',
          'Los registros de bolsos fueron rápidos, y los vigilantes se sabían el plano del recinto de memoria.',
          'El jefe de seguridad recorrió el recinto con nosotros y mejoró las vías de evacuación.',
        ],
        critique: [
          'Algunos vigilantes fueron bordes con los invitados, y otros estaban con el móvil.',
          'Seguridad dejó entrar a demasiada gente, y la sala superó el aforo.',
        ],
      },
      'photo-video': {
        praise: [
          'Las fotos son preciosas: naturales, nítidas y llenas de ambiente.',
          'El aftermovie estuvo listo en una semana, y a nuestro cliente le encantó.',
          'El fotógrafo estaba en todas partes sin molestar nunca.',
          'Grabación multicámara de todo el concierto, con audio limpio sacado de la mesa.',
        ],
        critique: [
          'Esperamos las fotos dos meses, y muchas están desenfocadas.',
          'El cámara tapaba la vista del escenario a las primeras filas.',
        ],
      },
      transport: {
        praise: [
          'Las furgonetas llegaron puntualísimas, y los conductores conocían cada zona de carga de la ciudad.',
          'Llevaron la banda y todo el backline de una ciudad a otra durante la noche, sin un rasguño.',
          'Los autobuses lanzadera entre la estación y el recinto funcionaron como un reloj.',
          'Conductores simpáticos, vehículos limpios y un coordinador localizable incluso a las tres de la mañana.',
        ],
        critique: [
          'El camión llegó con dos horas de retraso y nos quedamos sin prueba de sonido.',
          'Cargaron el material sin ningún cuidado, y un soporte de teclado llegó roto.',
        ],
      },
      'booking-agency': {
        praise: [
          'La agencia nos encontró tres artistas estupendos dentro de nuestro presupuesto en una semana.',
          'Contratos y riders claros, y la agencia mantuvo a cada artista dentro del horario.',
          'Cuando un artista canceló a última hora, nuestra persona de contacto en la agencia encontró un sustituto todavía mejor.',
          'Conocen bien la escena y nos propusieron artistas perfectos para nuestro público.',
        ],
        critique: [
          'La agencia mandó un cartel distinto del que figuraba en el contrato.',
          'La comisión de la agencia era alta para un trabajo que se limitó a reenviar correos.',
        ],
      },
      merchandise: {
        praise: [
          'El merch venía perfectamente estampado, y las camisetas son suaves y de buen corte.',
          'El puesto de merch estuvo atendido toda la noche, y el datáfono no falló ni una vez.',
          'Buenos consejos sobre tallas y cantidades, las sudaderas se agotaron.',
          'Bolsas de tela, pósters y camisetas entregados a tiempo e idénticos a las pruebas.',
        ],
        critique: [
          'Los estampados se desteñían con el primer lavado, y las tallas son pequeñas.',
          'La mitad del merch llegó después del concierto, y el puesto se quedó vacío.',
        ],
      },
    },
  },
  dealings: {
    artist: {
      praise: [
        'Respuestas rápidas antes del evento, y todo confirmado por escrito.',
        'Llegaron pronto, prueba de sonido rápida y listos mucho antes que los invitados.',
        'Trato sencillísimo, con un rider corto y razonable.',
        'Cumplieron el horario al minuto.',
        'Encantadores con nuestros invitados y con el personal toda la noche.',
      ],
      critique: [
        'Difíciles de localizar en las semanas previas.',
        'Llegaron tarde, y todo el horario de la noche se retrasó.',
        'Los gastos extra de la factura nos pillaron por sorpresa.',
      ],
    },
    venue: {
      praise: [
        'La responsable del local contestó cada pregunta en menos de una hora.',
        'La descarga fue fácil, y el camerino estaba impecable.',
        'Bien comunicado en transporte público, y la furgoneta podía aparcar justo detrás.',
        'El presupuesto era claro y en la factura no apareció nada inesperado.',
        'El equipo del local se quedó hasta que se fue el último invitado y lo recogió todo sin decir nada.',
      ],
      critique: [
        'Tardaban días en contestar antes del evento.',
        'Nos hicieron cerrar veinte minutos antes sin avisar.',
        'La fianza tardó semanas en volver.',
      ],
    },
    service: {
      praise: [
        'El equipo llegó pronto, fue ordenado y no hizo ruido durante los discursos.',
        'El presupuesto era claro, y la factura no tuvo sorpresas.',
        'Un cambio de planes de última hora resuelto sin dramas.',
        'Montaje y desmontaje terminados antes de tiempo.',
        'Una sola persona de contacto desde la primera llamada hasta la factura final.',
      ],
      critique: [
        'Muy lentos para contestar correos antes del evento.',
        'La factura final fue bastante más alta que el presupuesto.',
        'El equipo llegó tarde y se marchó antes del final.',
      ],
    },
  },
  closings: {
    great: [
      'Repetiríamos sin dudarlo.',
      '¡Totalmente recomendable!',
      '¡Gracias por una noche maravillosa!',
      'Nuestros invitados todavía hablan de ello.',
      'Ya hemos reservado para el año que viene.',
    ],
    good: [
      'Volveríamos a contratar.',
      'Salvo detalles, una buena elección.',
      'El precio fue justo para lo que recibimos.',
      'Recomendable, con pequeños peros.',
      'No es perfecto, pero casi.',
    ],
    mixed: [
      'Correcto para el precio, pero la próxima vez compararemos.',
      'Con mejor organización podría estar muy bien.',
      'No tenemos claro si repetiríamos.',
    ],
    poor: ['Para no repetir.', 'No vale lo que cuesta.', 'Hemos pedido un reembolso parcial.'],
  },
  answers: {
    thanks: [
      '¡Gracias por sus palabras, fue un placer!',
      'Muchísimas gracias, nos encantaría volver a trabajar con ustedes.',
      'Qué bien que todo saliera tan bien. ¡Hasta la próxima!',
      '¡Gracias! Hemos compartido su reseña con todo el equipo.',
    ],
    sorry: [
      'Gracias por la sinceridad, sentimos que la noche no estuviera a la altura.',
      'Lo sentimos. Desde entonces hemos cambiado nuestra forma de organizarnos.',
      'Les pedimos disculpas y ya nos hemos puesto en contacto con ustedes para solucionarlo.',
    ],
  },
}
