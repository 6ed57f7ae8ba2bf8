/**
 * The mind's concept classes in Spanish (docs/clinical-safety.md, "The mind: recall first"): the same classes
 * as triage-lexicon-mind-en.ts, in the Spanish of Mexico, Spain, the River Plate, Chile and US Latinas, so the
 * same rules hear them. Accents are folded before matching ("ojala", "a proposito"); words are matched by
 * spelling only (a Spanish stem is too short: "matarme" and "matar" share "mat"), phrases word by word by stem;
 * none is a typo target.
 */
import type { MIND_EN } from './triage-lexicon-mind-en.ts';

export const MIND_ES: Partial<Record<keyof typeof MIND_EN, string>> = {
  endStrong:
    'suicidio|suicidarme|suicidarse|=suicida|matarme|me quiero matar|me voy a matar|quiero morir|quiero morirme|me quiero morir|quitarme la vida|quitarse la vida|no quiero vivir|no quiero seguir viviendo|no quiero seguir|no quiero estar aqui|no quiero existir|no quiero despertar|no quiere vivir|acabar con todo|acabar con mi vida|terminar con todo|desaparecer para siempre|irme para siempre|dejar de existir|mejor muerta|estaria mejor muerta|prefiero estar muerta|ojala estuviera muerta|=ahorcarme|=colgarme|me mato|ir para siempre|irme para siempre|como matarme|formas de morir|formas de matarme|maneras de morir|=matarse|se quiere matar|quiere matarse|se quiere morir|quiere morirse|llevarse a la bebe|llevarse al bebe|=llevarsela|=llevarselo|intente matarme|intento de suicidio',
  end: 'no despertar de la anestesia|no salir de la cesarea|=morir|=morirme|=morirse|=muera|=muerta|=muerto|=muerte|=desaparecer|=desaparezca|=desaparecerme|no despertar|no despertarme|no despertara|no me despertara|no despierte|no me despierte|no despertaria|no me despertaria|no amanecer|no amaneciera|no volver a despertarme|no volver a despertar|no salga viva|no salir viva|no sobrevivir|no sobreviva|no estar aqui|ya no estar|no estar mas|dormir para siempre|que todo se acabe|que se acabe todo|que todo termine|todo se acabe|descansar para siempre|=tumba|=ataud|los dos juntos|las dos juntas|llevarmela|llevarmelo',
  burdenStrong:
    'mejor sin mi|estarian mejor sin mi|estaria mejor sin mi|nadie me extranaria|soy una carga para|no tengo por que vivir|no puedo seguir|que alguien mejor|una mejor madre|estarian mejor|estaria mejor sin ella|estarian mejor sin ella|estariamos mejor sin ella|estarias mejor sin ella|estaran mejor sin ella',
  burden:
    '=carga|no tiene sentido|no vale la pena|ya no puedo mas|no puedo mas|no doy mas|sin salida|no hay salida|me rindo|estoy harta de todo|ya no aguanto|no aguanto mas',
  wish: '=ojala|=quiero|=quisiera|=deseo|desearia|=ganas|tengo ganas|=prefiero|seria mas facil|mejor si|=espero|pienso en|pensando en|he pensado|sueno con|me encantaria|=pensamientos|=pensamiento|me vienen|=pensando|=pensado|=pienso',
  serious:
    'lo digo en serio|=en =serio|no es broma|no estoy bromeando|=de =verdad|no bromeo|no es chiste|no exagero',
  meansStrong:
    '=cuerda|=soga|=navaja|=cuchilla|=cuchillas|=puente|=azotea|=balcon|=terraza|=edificio|=vias|via del tren|=precipicio|=barranco|=acantilado|=pistola|=cloro',
  means:
    '=pastillas|=pastilla|=medicamentos|=medicinas|=medicacion|=insulina|sertralina|antidepresivos|=cuchillo|=cuchillos|=tijeras|=tren|=rio|=mar|=playa|=lago|=tina|=banera|=gas|=veneno|=escaleras|=auto|=coche|=carro|=plancha|=botiquin|=techo|=embalse|=presa',
  deathAct:
    '=tirarme|=aventarme|=lanzarme|=saltar|chocar el|=estrellarme|estrellar el coche|meterme al mar|meterme al rio|meter la cabeza|bajo el agua|=ahorcarme|=colgarme|dejarme caer|=aventarse|=tirarse|=lanzarse|=ahorcarse|=colgarse|aventarme del|tirarme del|tirarse del|aventarse del',
  gaze: '=mirando|=mire|=miro|me quede mirando|me asomo|asomarme|=buscando|=busque|=busco|investigando|como hacerlo|formas de|maneras de',
  linger: 'mucho rato|horas|cada noche|todas las noches|me llama|me llaman',
  lethal:
    'cuantas harian falta|cuantas hacen falta|cuantas pastillas|hacen falta para|harian falta para|hace falta para|cuantas necesito|cuantas tendria que|caja entera|todas las pastillas|toda la caja|es rapido|sin dolor|=mortal|=letal|que tan alto|mas alto|=calculando|cuantas harian|sin que duela|sin dolor',
  acquire:
    'tengo las pastillas|tengo pastillas|tengo el cuchillo|tengo la cuerda|=compre|=comprar|las tengo|=tome|me tome',
  hoard:
    '=juntando|=guardando|=guarde|=guardadas|=escondi|=escondidas|tengo guardadas|=conte|=contando|en la mano|en mis manos|aqui conmigo|al lado mio|las tengo aqui',
  unreachable: 'no contesta|no responde|tiene el telefono apagado|no la encuentro|no aparece|no ha vuelto',
  onPurpose: 'a proposito|=adrede|=aposta|=intencionalmente|=queriendo',
  stopMeds:
    'deje de tomar|deje las pastillas|deje la medicacion|deje los medicamentos|dejo de tomar|no me tomo|ya no tomo|no me estoy tomando|deje el tratamiento',
  resign:
    'me da igual|que pase lo que pase|lo que tenga que pasar|no me importa lo que pase|no me importa si|me da lo mismo',
  decide:
    '=decidi|ya decidi|lo decidi|tengo un plan|tengo el plan|lo tengo planeado|todo planeado|=planeado|=planeando|todo listo|esta todo listo|ya esta todo listo|ya esta todo ordenado|llego la hora|ya tengo la maleta|la maleta hecha|=decidido|lo tengo decidido|como hacerlo|como lo haria|como lo va a hacer|tiene pensado como|ha pensado como|ya penso como|ya pense como',
  when: 'esta noche|=manana|el viernes|el lunes|el sabado|el domingo|este fin de semana',
  farewell:
    '=cartas|=carta|despedida|despedirme|me despedi|=contrasenas|=claves|=regale|regalando|regalar mis cosas|=perdon|=perdoname|=perdonenme|gracias por todo|todo ordenado|=ordenado|en orden|=testamento|para mis hijos|para mi hija|para mi hijo|a todos|para todos',
  farewellStrong:
    'para despues|para cuando ya no este|cuando ya no este|cuando me vaya|cuando yo no este|=cuiden|cuidala|cuidalo|cuiden de|alguien mejor la cuide|alguien mejor lo cuide|alguien mejor|criala|crialo',
  calm: 'en paz|tranquila ahora|me siento tranquila|me siento en paz',
  conceal: 'no le digas|no le he dicho|nadie sabe|no preguntes|=mangas',
  distress:
    'no estoy bien|me odio|odio a mi bebe|la odio|lo odio|=monstruo|=ayuda|=ayudame|=miedo|=terror|me da terror|no se que me pasa',
  harmViolent:
    'cuchillo en la panza|cuchillo en la barriga|cuchillo en el vientre|cuchillo a la panza|sacudir|sacudirla|sacudirlo|=sacudi|=mordi|morderla|morderlo|=mordia|zarandear|=zarandee|ahogarla|ahogarlo|asfixiar|asfixiarla|asfixiarlo|tirarla|tirarlo|tirandola|tirandolo|aventarla|aventarlo|lanzarla|lanzarlo|arrojarla|arrojarlo|golpearla|golpearlo|pegarle|=pegue|le pegue|=cachetada|lastimarla|lastimarlo|hacerle dano|matarla|matarlo|contra la pared|=lastimar|=aventar|=golpear',
  harmHandling:
    'apretarla|apretarlo|=apreté|=aprete|=apretaba|taparle|=tape|le tape|=tapaba|cubrirle|pellizcar|=pellizque|empujarla|empujarlo|soltarla|soltarlo|=soltar|=solte|dejarla caer|dejarlo caer|dejar caer|dejarla rodar|dejarlo rodar|dejar rodar|=brusca|=brusco',
  abandon:
    'dejar al bebe|dejar a mi bebe|dejar a la bebe|=dejarla|=dejarlo|=abandonar|=abandonarla|=abandonarlo|regalar al bebe|=regalarla|=regalarlo|=dejar|=deje|=dejo|=darla|=darlo',
  abandonPlace:
    'en la puerta|puerta de la iglesia|=iglesia|el bosque|la basura|=desconocidos|alguien la encuentre|alguien lo encuentre|en la calle',
  urge: 'ganas de|me dan ganas|me imagino|=imagino|pienso en|pense en|pensaba en|he pensado en|pensando en|se me pasa por la cabeza|me viene a la cabeza|no se me sale de la cabeza|=imagenes|me veo|me da miedo hacerle',
  distrust:
    'no confio en mi|no me fio de mi|miedo de lo que pueda hacer|miedo de quedarme sola con|no puedo quedarme sola con|me da miedo quedarme sola|miedo de hacerle|no me fio',
  marks: '=marcas|=moretones|=moreton|tan fuerte|demasiado fuerte',
  selfInjure:
    'me corto|=cortarme|me cortaba|me corte|=cortes|me quemo|=quemarme|me queme|me golpeo|=golpearme|me pego|=pegarme|me rasguno|me rasco hasta|=lastimarme|hacerme dano|=autolesion|=autolesionarme|me lastimo',
  injuryIntent:
    'otra vez|de nuevo|a proposito|cuando no puedo mas|hasta sangrar|hasta que sangre|me lo merezco|me ayuda|=alivio|para que nadie vea',
  voicesStrong:
    'dios le habla|dios me habla|dios le dice|dios me dice|oigo voces|oye voces|escucha voces|oia voces|las voces|me llaman por mi nombre|dice mi nombre|le dicen que se|me dicen que me',
  voices: '=voces|una voz|me hablan|le hablan|me llaman|me dicen que|le dicen que|oigo que|escucho que',
  visionsStrong:
    'veo cosas|ve cosas|veo gente|ve gente|que no estan|que no existen|alguien que no esta|alguien que no existe|alguien que no hay',
  visions:
    'habla sola|hablando sola|hablaba sola|=sombras|=sombra|=figuras|=bichos|=insectos|=aranas|por las paredes|no hay nada',
  referenceStrong:
    'son para mi|es para mi|mensajes para mi|todo esta conectado|la tele me habla|la television me habla|la radio me habla|me lee la mente',
  reference: '=mensajes|=mensaje|=senales|=senal|=codigo|la tele|la radio|=tele',
  grandioseStrong:
    'arreglar el mundo|salvar el mundo|sanar el mundo|la elegida|elegida por dios|salvar al mundo|madre de todos|=profeta',
  grandiose:
    '=dios|=poderes|=mision|=angel|=bendecida|=bendecido|=sanar|=curar|el diablo|=iglesia|=rezando|=elegida',
  babyBeliefStrong:
    'bebe equivocado|bebe equivocada|nino equivocado|le dieron otro bebe|le dieron otra bebe|me dieron otro bebe|le cambiaron al bebe|le cambiaron a la bebe|cambiaron al bebe|cambiaron a la bebe|cambiaron a mi bebe|cambiaron a su bebe|no es mio|no es mia|no es nuestro|no es nuestra|no es suyo|no es suya|no es de ella|lo cambiaron|la cambiaron|me lo cambiaron|me la cambiaron|=poseido|=poseida|=endemoniado|=endemoniada|el diablo|=demonio|no es humano|no es de nosotros',
  babyBelief: '=cambiado|=cambiada|=malvado|=malvada|=maldito|=maldita',
  persecutionStrong:
    '=envenenar|=envenenando|=envenenaron|la graban por|me graban por|la estan grabando por|me estan grabando por|la filman por|me filman por|la estan filmando por|me estan filmando por|me vigilan|nos vigilan|la vigilan|me siguen|nos siguen|nos espian|me espian|me quieren quitar|quitarme al bebe|robar al bebe|robarme al bebe|se la quieren llevar|se lo quieren llevar',
  persecution: '=veneno|=vigilando|=camaras|no deja que nadie|no deja que nadie la toque',
  noSleep:
    'no ha dormido|no he dormido|sin dormir|no duerme|no duermo|noches sin|dias sin dormir|no ha pegado ojo|no haber dormido',
  mania:
    'no necesita dormir|no he necesitado dormir|no ha necesitado dormir|sin necesidad de dormir|mil ideas|cien ideas|tantas ideas|montones de ideas|no necesito dormir|no esta cansada|no estoy cansada|mas viva que nunca|=euforica|llena de energia|mucha energia|=acelerada|habla muy rapido|habla sin parar|no para de hablar|comprando cosas|compra cosas|=gastando|=energia',
  confusionStrong:
    'no recuerda los ultimos|no me acuerdo de los ultimos|no sabe donde esta|no sabe quien soy|no me reconoce|no tiene sentido|dice cosas raras|dice cosas sin sentido|habla cosas sin sentido',
  confusion: '=desorientada|=confundida|=perdida|en el congelador|descalza|sin zapatos',
  barricade: 'se encerro|=encerrada|me encerre|contra la puerta|no abre la puerta',
  changed: 'no es ella|=rara|=rarisima|=extrana|no es la misma|esta rara',
  clarify: 'quiero decir|me refiero a',
};
