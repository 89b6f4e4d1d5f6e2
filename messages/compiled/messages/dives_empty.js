/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_EmptyInputs */

const en_dives_empty = /** @type {(inputs: Dives_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No dives yet. Import the log from your dive computer's program, and the photos you took on those dives get their place and depth.`)
};

const es_dives_empty = /** @type {(inputs: Dives_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay inmersiones. Importa el registro desde el programa de tu ordenador de buceo y las fotos que hiciste en esas inmersiones tendrán su lugar y su profundidad.`)
};

const de_dives_empty = /** @type {(inputs: Dives_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Tauchgänge. Importiere das Logbuch aus dem Programm deines Tauchcomputers, dann bekommen die Fotos dieser Tauchgänge ihren Ort und ihre Tiefe.`)
};

const fr_dives_empty = /** @type {(inputs: Dives_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de plongée. Importez le carnet depuis le logiciel de votre ordinateur de plongée : les photos prises pendant ces plongées recevront leur lieu et leur profondeur.`)
};

const zh_hans1_dives_empty = /** @type {(inputs: Dives_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有潜水记录。从潜水电脑的软件中导入潜水日志，你在这些潜水中拍的照片就会获得地点和深度。`)
};

/**
* | output |
* | --- |
* | "No dives yet. Import the log from your dive computer's program, and the photos you took on those dives get their place and depth." |
*
* @param {Dives_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_empty = /** @type {((inputs?: Dives_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_empty(inputs)
	if (locale === "de") return de_dives_empty(inputs)
	if (locale === "fr") return fr_dives_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_empty(inputs)
	return en_dives_empty(inputs)
});