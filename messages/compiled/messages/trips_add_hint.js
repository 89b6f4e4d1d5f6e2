/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Add_HintInputs */

const en_trips_add_hint = /** @type {(inputs: Trips_Add_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a folder or many photos, or drop them here. They are sent in the background; nothing is spent until you ask for identifications.`)
};

const es_trips_add_hint = /** @type {(inputs: Trips_Add_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una carpeta o muchas fotos, o suéltalas aquí. Se envían en segundo plano; no se gasta nada hasta que pidas las identificaciones.`)
};

const de_trips_add_hint = /** @type {(inputs: Trips_Add_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Ordner oder viele Fotos oder lege sie hier ab. Sie werden im Hintergrund gesendet; verbraucht wird nichts, bis du Bestimmungen anforderst.`)
};

const fr_trips_add_hint = /** @type {(inputs: Trips_Add_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un dossier ou plusieurs photos, ou déposez-les ici. Elles sont envoyées en arrière-plan ; rien n'est décompté avant que vous demandiez les identifications.`)
};

const zh_hans1_trips_add_hint = /** @type {(inputs: Trips_Add_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择一个文件夹或多张照片，或将其拖放到这里。照片在后台发送；在你请求识别之前不会消耗任何额度。`)
};

/**
* | output |
* | --- |
* | "Choose a folder or many photos, or drop them here. They are sent in the background; nothing is spent until you ask for identifications." |
*
* @param {Trips_Add_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_add_hint = /** @type {((inputs?: Trips_Add_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Add_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_add_hint(inputs)
	if (locale === "de") return de_trips_add_hint(inputs)
	if (locale === "fr") return fr_trips_add_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_add_hint(inputs)
	return en_trips_add_hint(inputs)
});