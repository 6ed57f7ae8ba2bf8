/**
 * The Spanish lexicon: the same concepts as triage-lexicon-en.ts, in the Spanish of Mexico, Spain, Colombia,
 * Argentina and US Latinas (regional words such as "chones", "panza", "cuajarones", "parida", "boluda"), so
 * every sign in the catalogue is heard in Spanish through the same rules. Accents are folded before matching
 * (write "bebe", not "bebé"); words are matched by Snowball stem, diminutives and superlatives are taken off
 * ("sangrecita", "muchisimo"), so one form of a word is enough. "=word" is matched only exactly.
 */
import type { Concept } from './triage-lexicon-en.ts';
import { MIND_ES } from './triage-lexicon-mind-es.ts';

export const ES: Partial<Record<Concept, string>> = {
  ...MIND_ES,
  // ----- quien
  self: '=yo|=me|conmigo',
  my: '=mi|=mis|=nuestro|=nuestra',
  her: 'esposa|=mujer|pareja|novia|prometida',
  she: '=ella',
  baby: 'bebe|bebes|=bebito|=bebita|=beba|=bebas|=bebo|=crio|=cria|=criatura|=chamaco|=chamaca|=nene|=nena|=nino|=nina|recien nacido|recien nacida|=nieto|=nieta|=gemelos|=hijito|=hijita|=baby|guagua|=guagüita|=guaguita|=bebote|=chiquito|=chiquita',
  daughter: '=hija',
  other:
    'hermana|hermano|prima|primo|amiga|amigo|=tia|vecina|companera|alguien|=mama|=madre|abuela|suegra|cunada|marido|esposo|=papa|=senora|=mujeres|=gente',
  child: 'hijo mayor|hija mayor|=anos|sobrino|sobrina|mi otro hijo',
  pro: 'medico|medica|doctor|doctora|=gine|ginecologo|ginecologa|matrona|partera|enfermera|hospital|urgencias|pediatra|=eco|ecografia|monitores|=clinica|=farmacia|me revisaron|me revisaron|me checaron|me vio|=guardia|=pediatra|=pedi|la pediatra',
  // ----- sangrado
  bleed:
    'sangre|sangrar|sangrando|sangrado|=sangro|=sangra|hemorragia|=manchado|manchando|=manche|=sangrecita',
  spotting: 'manchado|manchita|manchitas|=rosita|=rosa|=cafe|=marron|hilito',
  red: 'rojo vivo|=roja|=rojo|rojo oscuro',
  clot: 'coagulo|coagulos|cuajaron|cuajarones|=cuajo|=grumos|=gelatina|=higado',
  heavy:
    'como una llave|como llave abierta|como grifo|como un grifo|como regadera|a mares|=borbotones|=mucha|=mucho|=muchisima|=muchisimo|chorro|chorros|empapada|empapado|empape|=empapa|empapando|=empapadas|=empapados|por todos lados|no para|=charco|a chorros|=montones|=llena|=lleno|un monton|=monton|se me llenaron|se llenaron|=llenaron|=llene|empape',
  pad: 'compresa|compresas|=toalla|=toallas|=toallita|protector|=kotex',
  wipe: 'papel|=calzon|=chones|=bragas|=calzones|pantalon|pantalones|=sabanas|=bano|inodoro|=regadera|=ducha|=piso|=sillon|=sofa',
  notBleed:
    'prueba de sangre|analisis de sangre|poner sangre|de sangre y|chupando la sangre|sacando la sangre',
  benignSite:
    '=pelo|=cabello|nariz|encias|=encia|pezon|pezones|=dedo|=almorranas|hemorroides|=dientes|=cepillar',
  // ----- dolor
  pain: 'dolor|dolores|=duele|=duelen|=duela|=duelan|=dolia|doliendo|adolorida|punzada|punzadas|=colico|=colicos|retortijon|calambre|=calambres|=molestia|=molestias|=dolorcito',
  severe:
    '=fuerte|muy fuerte|bien fuerte|horrible|insoportable|=muchisimo|terrible|no aguanto|no me puedo enderezar|=punzada|cuchillo|=punalada|=brutal|=fatal|=revienta|me revienta|no me hace nada|no se me quita con|no me quita|ni con paracetamol|ni con ibuprofeno|no me ayuda|no me calma|no se calma con',
  constant:
    'no se me quita|no se quita|no se pasa|no se me pasa|no se me va|no se va|no me deja|no afloja|no cede|=fijo|constante|todo el tiempo|cada vez peor|=no para|con nada|sin parar',
  belly: '=panza|=barriga|vientre|abdomen|estomago|=tripa|=pancita|vientre bajo|=abajo|=bajo vientre|=utero',
  chest: '=pecho|esternon',
  chestFeel: 'aprieta|=apretado|opresion|=presion|=peso|como si me apretaran',
  radiate: 'mandibula|=brazo|=hombro|=cuello|=quijada',
  ribs: 'costillas|=costilla',
  tip: '=punta|=puntita',
  shoulder: '=hombro|=hombros',
  oneSide: 'de un lado|=lado|=derecha|=izquierda|=derecho|=izquierdo',
  heartburn: 'acidez|agruras|reflujo|=quema|=garganta',
  pelvicPressure:
    'presion abajo|presion en la pelvis|presion en la vagina|mucha presion abajo|ganas de pujar|como que se me va a salir|como si se fuera a salir|se me va a salir el bebe',
  braxton: 'braxton|hicks',
  // ----- cabeza, vista, hinchazon, presion
  headache: 'dolor de cabeza|jaqueca|migrana|=cefalea',
  head: '=cabeza|=frente',
  throb: '=revienta|=palpita|=martillazos|=punzante',
  persist:
    'desde ayer|=ni con|no se me quita|no se quita|no me hace nada|nada me lo quita|cada vez peor|=sigue|no se va',
  medicine: 'paracetamol|ibuprofeno|=pastilla|=tylenol|=advil|=aspirina',
  vision: '=vista|=ojos|=ojo|=veo|=ver|vision|=pantalla|=letras',
  visionBad:
    'borroso|borrosa|lucecitas|=luces|=manchas|destellos|chispitas|=doble|nublada|nublado|no veo bien|=puntitos|=estrellitas|=chispas',
  swell: 'hinchado|hinchada|hinchazon|=hinchar|=hincha|=hinchan|inflamado|inflamada|=inflamada',
  faceHands: '=cara|=carita|=manos|=mano|=dedos|=anillo|=anillos|=parpados|=ojos',
  feet: '=pies|=pie|tobillos|tobillo|=zapatos|=piernas',
  sudden: 'de repente|de golpe|amaneci|=amaneci|de un dia para otro|desde la manana',
  bp: 'presion|=tension|presion arterial|tensiometro|=monitor|=baumanometro',
  // ----- movimientos, fuente, contracciones, picazon
  move: 'mueve|moverse|=mover|movimiento|movimientos|=patada|=patadas|pataditas|patea|siento al|siento a la|lo siento moverse|lo sentia|la sentia|sentir al|sentir a la|golpecitos|=notado|=noto|la noto|lo noto|=notarla|=notarlo|volteretas|temblorcitos|=cositas',
  less: 'no siento|no lo siento|no la siento|casi no siento|no lo sentia|no la sentia|no se ha movido|casi no se mueve|=menos|casi no|=quieto|=quieta|flojitos|=flojos|=poquitos|=poco|=raro|=nada|=apenas|distinto|distinta|diferente|=suaves|=suavecito|flojitas|flojito|=apenas|no lo he sentido|no la he sentido|no lo he notado|no la he notado',
  kickTry: 'agua fria|algo dulce|jugo|me acoste del lado izquierdo|del lado izquierdo|linterna',
  lots: 'como loco|como loca|=mucho|=bastante|como siempre|=normal|no para de moverse|no para de patear|se mueve tanto|se mueve mucho|jugando al futbol',
  usual: 'normalmente|=siempre|como siempre|=antes|a esta hora',
  waters: '=fuente|=liquido|=agua|=aguita|amniotico',
  leak: '=sale|=salio|=saliendo|escurre|escurriendo|=chorrito|gotea|goteando|=chorro|perdiendo un liquido|perdiendo liquido|perdiendo agua|pierdo liquido|pierdo agua|perdi liquido',
  wet: '=mojado|=mojada|=mojados|=mojadas|=mojando|=mojandome|=moja|=mojan|=mojaba|=empapando|=mojo|=moje|=humedo|=humeda|empapado|empapada',
  wee: '=pipi|=pis|orina|=orinar|=orine',
  discharge: 'flujo|=tapon|mucoso|=moco',
  contraction: 'contraccion|contracciones|=endurece|=dolores',
  regular: '=cada|=regulares|=seguidas',
  itch: '=pica|=picazon|=comezon|=rasco|=rascar|=picor|=pican|me pica|me pican|=picor|=picores|comezon',
  palmsSoles: '=palmas|=plantas|=manos|=pies|planta de los pies',
  rash: '=ronchas|sarpullido|=salpullido|=puntitos|=manchitas|=granitos|=manchas|=erupcion',
  // ----- sintomas generales
  vomit:
    '=vomito|=vomita|=vomitar|=vomitando|=vomitado|=vomite|=vomitó|devuelve|=devolver|=arrojar|=guacareo|=vomitos',
  keep: 'no retengo|no me para|no aguanto ni|no me queda',
  faint:
    'desmaye|desmayo|desmayada|=desmayar|me desmaye|me fui de lado|casi me caigo|me cai|=inconsciente|perdi el conocimiento',
  dizzy:
    'mareada|mareado|=mareo|=mareos|me da vueltas|todo negro|se me puso todo negro|=vueltas|se me nublo|se me nublo todo|nublado todo|se me fue la vista|me desmaye|casi me desmayo|se me fue todo|me iba a desmayar',
  heartRace:
    'a mil|palpitaciones|me late|=acelerado|muy rapido|=rapidisimo|corazon a mil|late muy rapido|se me sale el corazon',
  heart: '=corazon',
  breath: 'respirar|respiracion|=respira|=respiro|=aire|=ahogo|jadeando',
  struggle: 'me falta|le falta|no puedo|no puede|=cuesta|me ahogo|se ahoga|=dificil|no le entra|no me entra',
  fever: 'fiebre|calentura|=caliente|=calientito|escalofrios|=destemplada',
  temperature: 'temperatura|termometro|=grados|axila',
  shiver: 'escalofrios|tiembla|temblando|=temblor|=tiritando|castanean',
  confused:
    'confundida|confundido|=confusion|no sabe ni|no sabe que dia|=ida|desorientada|no tiene sentido|como ida',
  slurred: 'arrastrando las palabras|habla raro|habla rara|balbucea',
  mottled:
    '=marmol|manchas moradas|=amoratada|=moteada|jaspeada|jaspeado|marmoleada|marmoleado|=moteado|=manchada|=manchado',
  doom: 'me voy a morir|siento que me muero|algo esta muy mal|algo anda mal|nunca me habia sentido|se va a morir|que se va a morir|siente que se muere|me voy a morir|algo anda muy mal|no la veo nada bien|nunca la habia visto asi',
  exhaust: 'cansancio|agotada|=cansada|=cansadisima|rendida|=reventada|no puedo ni',
  notNormal: 'no es normal|nunca me habia pasado|no es como',
  // ----- despues del parto
  wound: 'herida|cicatriz|=puntos|=cesarea|=costura|=episiotomia',
  infected:
    '=roja|=rojo|rojiza|=caliente|=pus|supura|=abierta|=abierto|=abrieron|se abrieron|=separado|=sale|=infectada|=hinchada',
  smell: '=huele|=olor|=apesta|=podrido|=feo|=fatal|mal olor',
  leg: '=pierna|=piernas|pantorrilla|=muslo|=corva|gemelo derecho|gemelo izquierdo|=chamorro|gemelo de la pierna',
  legSign:
    'hinchada|hinchado|=roja|=rojo|=caliente|=calientita|=duele|=duelen|=dura|=duro|=grande|inflamada|inflamado',
  breast: '=seno|=senos|=teta|=tetas|=pezon|un pecho',
  // ----- el recien nacido
  blue: '=azul|=azules|=azulado|=azulados|=morado|=morados|=morada|=moradas|=amoratada|=gris|=palida|=palido|=blanco|=blanca|azulosa|azulosas|azuloso|azulada|azulosa|moradita|moradito|=amoratado',
  mouth: '=labios|=boca|=carita|=lengua',
  grunt: 'quejido|quejidito|=pujido|=pujidos|=gime|=quejarse',
  recession:
    'se le hunden|hunden|=aleteo|=tiraje|se le hunde el pecho|se le hunde la panza|se le sumen las costillas|se le mete el pecho|aletea la nariz|aletean las narices',
  apnoea:
    'se le va la respiracion|se le fue la respiracion|se le corta la respiracion|se le corto la respiracion|se le para la respiracion|se queda sin aire|se quedo sin aire|deja de respirar ratitos|deja de respirar|dejo de respirar|=pausas|no respira|se queda sin respirar|se quedo sin respirar|se quedaba sin respirar|para de respirar|paro de respirar|deja de respirar por',
  // Floppy as Mexico and Spain say it: de trapo, aguadito, guango, desguanzado, se le caen los brazos.
  floppy:
    'blandito|trapito|=flojito|=flojita|=flojo|=floja|=aguado|=aguada|=aguadito|=aguadita|sin fuerza|como un trapo|como de trapo|de trapo|=trapo|munequito de trapo|muneca de trapo|munequita de trapo|=guango|=guanga|=guanguito|=guanguita|=desguanzado|=desguanzada|=desguanzadito|=desguanzadita|=desmadejado|=desmadejada|se le caen los brazos|se le cae la cabeza|se le caen las manos|sin tono|no se mueve|=lacio|=lacia|=blandengue',
  hardWake:
    'no se despierta|cuesta despertarlo|cuesta despertarla|no responde|no reacciona|no me responde|no despierta|no abre los ojos|no abre ojos|no abre los ojitos|no quiere abrir los ojos|no lo puedo despertar|no la puedo despertar|no lo podemos despertar|no la podemos despertar|no logro despertarlo|no logro despertarla|no hay forma de despertarlo|no hay forma de despertarla|no hay manera de despertarlo|no hay manera de despertarla|no se deja despertar|=desmayado|=desmayada|=desvanecido|=inconsciente|no reacciona a nada|abre los ojos un segundo|abrio los ojos un segundo|abre los ojitos un segundo|abrio los ojitos un segundo',
  cry: 'llanto|=llora|=llorar|llorando|=chillido|=grito',
  cryOdd:
    'diferente a lo normal|distinto a lo normal|diferente de lo normal|diferente a lo de siempre|no es su llanto|no es como llora|nunca habia llorado asi|nunca lloro asi',
  soothless:
    'no lo calma nada|no la calma nada|nada lo calma|nada la calma|no se calma|no hay quien lo calme|no hay quien la calme|lo cargo y nada|la cargo y nada|=desconsolado|=desconsolada',
  cryLong: 'sin parar|=no para|lleva horas|por horas|horas y horas|todo el dia',
  cryBad:
    'como chillido|como un chillido|=chillando|chillidos agudos|=estridente|chillido agudo|=agudo|no es su llanto|llanto debil|no hay manera de calmarlo|no hay manera de calmarla',
  seizure:
    'convulsion|convulsiones|convulsiono|=rigida|=rigido|sacudirse|=sacudia|=temblaba|ojos en blanco|=tiesa|=tieso|se puso tiesa|se puso tieso|temblar toda|temblaba toda|se mordio la lengua|mordio la lengua|ojitos se le van|ojos se le van|ojos que se le van|ojitos que se le van|se le van los ojos|se le van los ojitos|ojos se le desvian|ojitos se le desvian|=pedaleando',
  glass: '=vaso|=apreto|=aprete|=presiono',
  notFade:
    'se siguen viendo|se ven igual|se siguen notando|no se fueron|no se borraron|no se quitaron|no desaparecieron|siguen igual|siguen rojas|siguen moradas|no se borran|no se quitan|no desaparecen|siguen ahi|no se van',
  fade: '=borran|desaparecen|=quitan|se borran|desaparece|se quitan al presionar|se van',
  green: '=verde|=bilis',
  jaundice:
    '=amarillo|=amarilla|=amarillito|=amarillita|=ictericia|=anaranjado|=amarillez|=amarillo|=amarillos|=amarillas|=amarillento|=amarillenta|=amarilloso|=amarillosa|=bilirrubina alta|=ictericico|=icterico|=icterica',
  sleepy:
    '=dormido|=dormida|somnoliento|somnolienta|duerme todo el dia|=dormilon|=dormilona|=decaido|=decaida|=aletargado|=aletargada|duerme y duerme|duerme muchisimo|se la pasa dormido|se la pasa dormida|se la pasa durmiendo|solo duerme|nomas duerme|no mas duerme|duerme todo el tiempo|se queda dormido|se queda dormida|se duerme en el pecho|se duerme comiendo|se duerme mamando|no despierta para comer|no se despierta para comer|no despierta pa comer|durmiendo desde|dormido desde|dormida desde|lleva horas dormido|lleva horas dormida',
  poorFeed:
    'no chupa bien|no chupa|casi no chupa|no succiona|casi no succiona|succiona debil|no mama bien|casi no mama|no come bien|casi no come|come muy poco|come poquito|no tiene ganas de comer|sin ganas de comer|no quiere comer|no quiere mamar|no quiere el pecho|no quiere la teta|no quiere el biberon|no quiere la mamila|no toma bien|casi no toma|no se prende bien|no agarra bien|no se engancha',
  feed: '=comer|=come|=comio|=toma|=tomas|=pecho|=teta|biberon|=mamila|=onzas|=ml|formula|=leche',
  refuse:
    'no quiere|voltea la cara|=rechaza|no agarra|escupe la tetina|empuja la tetina|empuja el biberon|aparta el biberon|escupe el biberon',
  nappy: 'panal|panales',
  dry: '=seco|=seca|=secos',
  stool: '=popo|=caca|=heces|=evacuaciones',
  paleStool:
    '=blanca|=blanco|=blancas|=blancos|=masilla|=palida|=palidas|=gris|=tiza|=arcilla|blanquecina|blancuzca|grisacea',
  cord: '=ombligo|=cordon|=munon|=pupo|=pupito',
  // ----- el animo (las clases de la mente estan en triage-lexicon-mind-es.ts)
  lowMood:
    '=triste|deprimida|nudo en el pecho|nudo en el estomago|nudo en la garganta|=angustiada|=vacia|=lloro|=llorando|=ansiedad|=ansiosa|=ansioso|muy nerviosa|=deprimido|=deprimida|=angustia|=tristeza|no siento nada|=llora|llora todo el dia|mala madre|pesima madre|no sale de la casa|=apagada|=apagado|sin ganas|no tengo ganas de nada|no disfruto|=desanimada|llora mucho|=irritable|ataques de panico|=agotada de preocuparme|no siento nada de nada|no siento casi nada|todo me da igual|como un robot|piloto automatico|todo es gris|todo se ve gris|sin color',
  joke: '=jaja|=jajaja|=jajajaja|=jeje|=lol|en broma|de broma|=bromeando|=broma',
  brief: '=segundos|va y viene|se quita si|se me quitan|se quitan estirando',
  brk: '=rompi|=rompio|se rompio|se me rompio|=rompí|=rompe|=fuente',
  cantKeep:
    'no retengo|no me para nada|no aguanto ni|no me queda nada|todo lo vomito|vomito todo|ni el agua|ni agua|no paro de vomitar|vomito todo lo que|no me queda ni el agua',
  big: '=huevo|=puno|=limon|mas grande|=grande|=enorme',
  spread:
    'bajo a|bajo hasta|le bajo|ya le llega|le llega a|hasta la panza|hasta la barriga|hasta el pecho|=piernas|=pies|todo el cuerpo|hasta las piernas|=panza|=pecho|mas amarillo',
  fast: 'rapidisimo|=rapido|muy rapido|=agitado',
  preeclampsia: 'preeclampsia|eclampsia|pre eclampsia',
  cholestasis: 'colestasis',
  ectopic: 'ectopico|ectopica',
  sepsis: 'sepsis',
  psychosis: 'psicosis',
  dvt: 'trombosis|coagulo en la pierna',
  miscarriage: 'aborto|perdida',
  meningitis: 'meningitis',
  preterm: 'parto prematuro|prematuro',
  // ----- modificadores
  neg: '=no|=ni|=sin|=nunca|=nada|=tampoco|=ningun|=ninguna',
  resolve:
    'todo bien|todo perfecto|todo normal|todo salio bien|salio todo bien|ya paro|ya se paro|ya se detuvo|es de esperar|era de esperar|ya se me quito|se me quito|ya no me duele|ya no duele|ya no sangro|ya no tengo|ya no hay|ya no sale|=revisaron|=reviso|=checaron|salio normal|ya estoy bien|me hicieron|le hicieron|=alta|ya nada|se le quito|se quitan|ya me siento|se me pasa|se pasa|esta bajando|va bajando|ya bajo|estoy normal|ya estoy normal|ya se me paso|ya paso|va mejorando|mejorando|va mejor|cada vez mejor|mejor cada dia',
  fine: '=bien|=normal|=perfecto|=perfecta|=igual|=rosado|=rosadito',
  strong:
    '=revisaron|=reviso|=checaron|salio normal|me hicieron|le hicieron|le hizo|=alta|=monitores|me mando|lo vio|la vio|le midio|le midieron|lo revisaron|la revisaron|me dijeron q|me dijeron que',
  again:
    'otra vez|=ahora|=ahorita|todavia|=sigue|sigo con|sigo mareada|sigo igual|sigo sangrando|de nuevo|ya volvio|=volvio',
  escalate:
    'vete al hospital|ir al hospital|ir a urgencias|que fuera|que vaya|me mandaron a|me mando a|ambulancia|me internaron|me dejaron internada',
  history:
    'en el hospital perdi|perdi mucha sangre en|me pusieron una transfusion|me pusieron sangre|me hicieron una transfusion|embarazo anterior|embarazo pasado|otro embarazo|primer embarazo|el anterior embarazo|hace dos semanas|con el primero|con la primera|con mi primer|con mi primera|con nuestro primer|con nuestra primera|con el mayor|con la mayor|cuando naci|cuando me tuvo|despues de tenerme|cuando nacio mi hijo|cuando nacio mi hija|mi primer bebe tuvo|mi primera bebe tuvo|mi primer hijo tuvo|mi primera hija tuvo|el mayor tuvo|la mayor tuvo|desde nina|desde chica|hace semanas|la semana pasada|hace un mes|en el parto|en mi primer|en su embarazo|hace anos|el ano pasado|hace mucho|cuando era|la vez pasada|mi primer parto|mi primer embarazo',
  // Exclamations that name a person or a sign but speak of no one ("madre mía", "ay mamá", "Dios mío").
  notSign:
    'boca arriba|boca abajo|panza arriba|panza abajo|madre mia|mama mia|ay madre|ay mama|madre de dios|dios mio|ay dios|por dios|virgen santa|regla floja|regla flojita|periodo flojo|periodo flojito|menstruacion floja|a lo mejor',
};
