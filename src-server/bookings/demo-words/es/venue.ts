import type { TypeRemarks } from '../words.ts'

/** Reseñas de demostración en español (Barcelona, Madrid, Ciudad de México): by venue type. */
export const VENUE: TypeRemarks['venue'] = {
  club: {
    praise: [
      'El equipo de sonido del club es excepcional: potente, nítido y nada cansado.',
      'Una sala oscura como debe ser, un buen equipo de luces y una barra que aguanta la cola.',
      'El personal de la puerta era amable pero firme, y en la pista nos sentimos seguros toda la noche.',
      'El técnico del club montó y probó a nuestros DJ en un momento.',
      'Guardarropa, baños y zona de fumadores aguantaron sin problema una noche con todo vendido.',
      'Techo bajo, graves contundentes y el público pegado a la cabina: justo el ambiente de club que quería nuestro artista.',
    ],
    critique: [
      'En el club no se podía respirar, el aire acondicionado apenas funcionaba y la máquina de humo lo empeoraba.',
      'Veinte minutos de cola en la barra del club durante toda la noche.',
      'Los monitores de la cabina del club estaban rotos, y nadie vino a arreglarlos.',
    ],
  },
  bar: {
    praise: [
      'Un bar acogedor con un pequeño escenario perfecto para pases acústicos.',
      'El personal del bar era rapidísimo, y los cócteles tienen buen precio para la zona.',
      'Tuvimos la sala del fondo del bar para nosotros, con nuestra música y un ambiente estupendo.',
      'Ideal para presentar un disco: íntimo, cercano, y el equipo suena mejor de lo que parece.',
      'Para la noche, el bar creó un cóctel con el nombre de nuestro disco.',
      'Velas, mesas viejas de madera y un piano en un rincón: el bar perfecto para un concierto pequeño.',
    ],
    critique: [
      'El bar se nos quedó pequeño, y el escenario es solo una esquina del local.',
      'Algunos habituales de la barra hablaron a gritos durante todo el concierto.',
      'En la barra el servicio era lento, un cuarto de hora por una copa toda la noche.',
    ],
  },
  theatre: {
    praise: [
      'Desde cualquier butaca del teatro se ve bien, y el sonido llega hasta la última fila.',
      'El equipo técnico conocía la tramoya y la mesa de luces al dedillo.',
      'Un teatro antiguo precioso, con camerinos que incluso tienen espejos con luces.',
      'El personal de sala llevó un lleno total con calma, y el bar del entreacto iba rápido.',
      'La taquilla del teatro gestionó la venta de entradas y la lista de invitados sin un solo error.',
      'Butacas de terciopelo de verdad, un patio de butacas en pendiente y un escenario lo bastante grande para toda nuestra escenografía.',
    ],
    critique: [
      'Entre bastidores no hay espacio, y la descarga por la puerta lateral se hizo eterna.',
      'Las butacas del teatro están gastadas, y en el patio de butacas no funcionaba la calefacción.',
      'La iluminación del teatro es antigua, y la mitad de los focos parpadeó durante la función.',
    ],
  },
  'concert-hall': {
    praise: [
      'La acústica de la sala es soberbia, cada pianísimo llegaba hasta las últimas filas.',
      'Butacas cómodas, buena visibilidad desde todos los asientos y un vestíbulo amplio para el descanso.',
      'El regidor y los técnicos de la sala trabajaron con nuestra orquesta como viejos amigos.',
      'Una sala de conciertos con un sonido muy cálido y un órgano maravilloso.',
      'El Steinway de la sala estaba recién afinado, y nuestra pianista estaba encantada.',
      'Pasillos anchos, espacio para las piernas y asientos bien numerados: la sala llena estaba sentada en pocos minutos.',
    ],
    critique: [
      'En el patio de butacas la acústica es buena, pero desde el anfiteatro el sonido llega empastado.',
      'El vestíbulo se quedó pequeño en el descanso, y la cola del guardarropa era interminable.',
      'En el segundo anfiteatro de la sala se va apretado, y la vista del escenario queda en parte tapada.',
    ],
  },
  arena: {
    praise: [
      'Con los puntos de anclaje y la potencia eléctrica del pabellón, hasta una gran producción resultó sorprendentemente fácil.',
      'Miles de personas entrando y saliendo sin atascos, los accesos y el personal de sala fueron excelentes.',
      'Un espacio enorme y, aun así, el sonido se oía claro hasta lo alto de las gradas.',
      'La oficina de producción y el muelle de carga son de lo mejor que hemos visto en años.',
      'Con las pantallas gigantes del pabellón el espectáculo parecía enorme.',
      'Plazas para sillas de ruedas, ascensores y salas tranquilas estaban bien señalizados en todo el pabellón.',
    ],
    critique: [
      'El sonido rebotaba por todo el pabellón y en las gradas altas había eco.',
      'La comida y la bebida dentro del pabellón tenían precios abusivos y colas infinitas.',
      'Después del concierto, salir del aparcamiento del pabellón llevó más de una hora.',
    ],
  },
  'open-air': {
    praise: [
      'Un escenario al aire libre con esas vistas convierte cualquier concierto en algo especial.',
      'Había un plan para la lluvia, barras cubiertas y un suelo firme incluso después del chaparrón.',
      'La puesta de sol detrás del escenario, buen sonido en el césped y baños limpios: una noche de verano perfecta.',
      'Del suministro eléctrico, las vallas y la basura se encargó el equipo del recinto, sin que moviéramos un dedo.',
      'Mantas de pícnic en el césped, un escenario bajo los árboles y el sol poniéndose durante el bis.',
      'Suficientes baños, puntos de agua y sombra para una tarde de calor al aire libre.',
    ],
    critique: [
      'No había dónde resguardarse cuando llegó la tormenta y tuvimos que parar una hora.',
      'Con unos límites de ruido tan estrictos, en el césped la música apenas se oía.',
      'Nos vendieron el césped como llano, pero desde el fondo casi no se veía el escenario.',
    ],
  },
  'festival-site': {
    praise: [
      'El recinto lo tiene todo para un festival: tomas de agua y luz, buenos accesos y muchísimo espacio para escenarios.',
      'Acampada, aparcamiento y escenario principal están bien distribuidos, y el público se orientó enseguida.',
      'El equipo del recinto había segado, vallado y señalizado todo antes de que llegáramos.',
      'Incluso con varios miles de asistentes el terreno aguantó y los caminos se mantuvieron secos.',
      'Sitio de sobra para tres escenarios, food trucks y una zona infantil sin que los sonidos se mezclaran.',
      'Acceso fácil para camiones, zonas firmes para los escenarios y una buena oficina de obra en el recinto.',
    ],
    critique: [
      'Tras un solo día de lluvia el recinto era un barrizal y los accesos casi intransitables.',
      'Muy pocos puntos de agua en el recinto, y los baños se vaciaban muy de vez en cuando.',
      'El sábado el suministro eléctrico del recinto falló dos veces.',
    ],
  },
  church: {
    praise: [
      'La acústica de la iglesia es mágica para un coro o para cuerda.',
      'La luz de las velas y la piedra antigua hicieron de nuestro concierto algo inolvidable.',
      'El sacristán nos ayudó con las sillas y el montaje con una paciencia infinita.',
      'Bancos para doscientas personas, un órgano precioso y una reverberación natural que favorece cualquier voz.',
      'La parroquia abrió la capilla lateral como camerino y tenía té preparado para el coro.',
      'Las vidrieras con la luz de la tarde detrás del escenario: las fotos son preciosas.',
    ],
    critique: [
      'En la iglesia hacía un frío tremendo, y al cabo de una hora los bancos se hacían duros.',
      'La reverberación de la iglesia se comía cada palabra, y no hay equipo de sonido.',
      'En la iglesia solo se permitía música amplificada a muy poco volumen, y el pase de la banda se resintió.',
    ],
  },
  restaurant: {
    praise: [
      'El restaurante preparó un menú buenísimo y aun así hizo sitio para un pequeño escenario.',
      'El servicio en las mesas fue atento sin interrumpir nunca la música.',
      'Tuvimos el restaurante entero para nosotros, con pista de baile donde normalmente están las mesas.',
      'La cocina atendió a invitados vegetarianos, veganos y celíacos sin ningún problema.',
      'El chef cocinó un menú aparte para la banda y se lo sirvió antes de tocar.',
      'Bufé de postres, café y primer baile en la misma sala, sin que nadie tuviera que moverse.',
    ],
    critique: [
      'Los platos llegaron tibios y la cena en el restaurante se eternizó.',
      'En el restaurante nos pusieron en un rincón junto a la puerta de la cocina, y la banda no tenía sitio.',
      'La música ambiente del restaurante siguió sonando durante los descansos de nuestra banda.',
    ],
  },
  gallery: {
    praise: [
      'Las paredes blancas y los techos altos de la galería fueron un fondo precioso para nuestro lanzamiento.',
      'El equipo de la galería movió obras y hizo sitio para la barra sin poner pegas.',
      'Una luz preciosa que entra por los lucernarios y un espacio que se siente exclusivo.',
      'Un sitio poco habitual para un concierto, pero la acústica de la galería sorprendió a todos.',
      'La galería nos dejó proyectar visuales en la gran pared blanca, y con la música quedó espectacular.',
      'Hormigón pulido, una luz estupenda y un galerista al que le encanta tener música en el espacio.',
    ],
    critique: [
      'La galería no tiene una toma eléctrica decente para una banda, y el sonido quedó pobre.',
      'Las normas de la galería eran tan estrictas que los invitados apenas podían moverse con una copa.',
      'El eco de la galería hizo que los discursos fueran casi imposibles de seguir.',
    ],
  },
  'event-hall': {
    praise: [
      'En el salón cupieron todos nuestros invitados en mesas redondas y aún quedó una buena pista de baile.',
      'El salón tiene escenario, luces y equipo de sonido propios; nuestro grupo solo tuvo que traer sus instrumentos.',
      'El equipo pasó el salón de la cena al baile en veinte minutos mientras los invitados tomaban café en el vestíbulo.',
      'Lámparas de araña, ventanales y suelo de parqué: el salón lucía elegante sin ninguna decoración extra.',
      'Pantalla, atril y micrófono inalámbrico estaban listos en el salón para los discursos antes de que llegara el primer invitado.',
      'El guardarropa, la barra y la cocina están en la misma planta que el salón, así la noche fluyó sin parones.',
    ],
    critique: [
      'Había que dejar el salón libre a medianoche, justo cuando la pista empezaba a llenarse.',
      'Solo dos camareros en la barra para un salón lleno; la cola no bajó en toda la noche.',
      'El limitador de sonido del salón cortaba al grupo cada vez que la fiesta se animaba.',
    ],
  },
}
