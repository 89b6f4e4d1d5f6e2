/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_SavedInputs */

const en_dives_clock_saved = /** @type {(inputs: Dives_Clock_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera's clock is set; this dive's photos are matched again.`)
};

const es_dives_clock_saved = /** @type {(inputs: Dives_Clock_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El reloj de la cámara está ajustado; las fotos de esta inmersión se han vuelto a asociar.`)
};

const de_dives_clock_saved = /** @type {(inputs: Dives_Clock_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kamerauhr ist gestellt; die Fotos dieses Tauchgangs werden neu zugeordnet.`)
};

const fr_dives_clock_saved = /** @type {(inputs: Dives_Clock_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'horloge de l'appareil photo est réglée ; les photos de cette plongée sont de nouveau associées.`)
};

const zh_hans1_dives_clock_saved = /** @type {(inputs: Dives_Clock_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`相机时钟已设置；这次潜水的照片已重新匹配。`)
};

/**
* | output |
* | --- |
* | "The camera's clock is set; this dive's photos are matched again." |
*
* @param {Dives_Clock_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_saved = /** @type {((inputs?: Dives_Clock_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_saved(inputs)
	if (locale === "de") return de_dives_clock_saved(inputs)
	if (locale === "fr") return fr_dives_clock_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_saved(inputs)
	return en_dives_clock_saved(inputs)
});