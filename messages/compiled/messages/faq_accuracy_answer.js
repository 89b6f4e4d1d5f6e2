/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Accuracy_AnswerInputs */

const en_faq_accuracy_answer = /** @type {(inputs: Faq_Accuracy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every answer's name is checked against the World Register of Marine Species (WoRMS), and an outdated name is replaced by the accepted one. When the photo does not settle the species, the app says it is unsure and stops at the genus or family it is confident of. We measure accuracy with an evaluation on labelled photos. Each result also lists other possible species and a link to compare photos, so you can confirm what you saw.`)
};

const es_faq_accuracy_answer = /** @type {(inputs: Faq_Accuracy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de cada respuesta se contrasta con el Registro Mundial de Especies Marinas (WoRMS), y un nombre obsoleto se sustituye por el aceptado. Si la foto no basta para decidir la especie, la aplicación indica que no está segura y se queda en el género o la familia de los que sí lo está. Medimos la precisión con una evaluación sobre fotos etiquetadas. Cada resultado muestra además otras especies posibles y un enlace para comparar fotos, para que confirmes lo que viste.`)
};

const de_faq_accuracy_answer = /** @type {(inputs: Faq_Accuracy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name jeder Antwort wird mit dem Weltregister der Meeresarten (WoRMS) abgeglichen, und ein veralteter Name wird durch den gültigen ersetzt. Reicht das Foto für die Art nicht aus, sagt die App, dass sie unsicher ist, und bleibt bei der Gattung oder Familie, bei der sie sicher ist. Die Genauigkeit messen wir mit einer Auswertung an beschrifteten Fotos. Jedes Ergebnis nennt außerdem weitere mögliche Arten und einen Link zum Vergleichen von Fotos, damit du prüfen kannst, was du gesehen hast.`)
};

const fr_faq_accuracy_answer = /** @type {(inputs: Faq_Accuracy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de chaque réponse est vérifié dans le Registre mondial des espèces marines (WoRMS), et un nom obsolète est remplacé par le nom accepté. Quand la photo ne suffit pas à trancher, l’application indique qu’elle n’est pas sûre et s’arrête au genre ou à la famille dont elle est certaine. Nous mesurons la fiabilité par une évaluation sur des photos annotées. Chaque résultat propose aussi d’autres espèces possibles et un lien pour comparer les photos, afin de confirmer ce que vous avez vu.`)
};

const zh_hans1_faq_accuracy_answer = /** @type {(inputs: Faq_Accuracy_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个答案的名字都会与世界海洋物种名录（WoRMS）核对，过时的名字会替换为现行的有效名。照片不足以确定物种时，应用会说明没有把握，只给出它有把握的属或科。我们用带标注的照片评估准确率。每个结果还会列出其他可能的物种，并附上比较照片的链接，方便你确认所见。`)
};

/**
* | output |
* | --- |
* | "Every answer's name is checked against the World Register of Marine Species (WoRMS), and an outdated name is replaced by the accepted one. When the photo doe..." |
*
* @param {Faq_Accuracy_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_accuracy_answer = /** @type {((inputs?: Faq_Accuracy_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Accuracy_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_accuracy_answer(inputs)
	if (locale === "de") return de_faq_accuracy_answer(inputs)
	if (locale === "fr") return fr_faq_accuracy_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_accuracy_answer(inputs)
	return en_faq_accuracy_answer(inputs)
});