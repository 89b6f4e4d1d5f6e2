/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Non_MarineInputs */

const en_result_non_marine = /** @type {(inputs: Result_Non_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS lists this taxon in fresh water or on land only: it may not be sea life.`)
};

const es_result_non_marine = /** @type {(inputs: Result_Non_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS solo registra este taxón en agua dulce o en tierra: puede que no sea un ser marino.`)
};

const de_result_non_marine = /** @type {(inputs: Result_Non_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS führt dieses Taxon nur im Süßwasser oder an Land: Es ist vielleicht kein Meereslebewesen.`)
};

const fr_result_non_marine = /** @type {(inputs: Result_Non_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS ne signale ce taxon qu’en eau douce ou sur terre : ce n’est peut-être pas une espèce marine.`)
};

const zh_hans1_result_non_marine = /** @type {(inputs: Result_Non_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 仅记录该分类单元生活在淡水或陆地：它可能不是海洋生物。`)
};

/**
* | output |
* | --- |
* | "WoRMS lists this taxon in fresh water or on land only: it may not be sea life." |
*
* @param {Result_Non_MarineInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_non_marine = /** @type {((inputs?: Result_Non_MarineInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Non_MarineInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_non_marine(inputs)
	if (locale === "de") return de_result_non_marine(inputs)
	if (locale === "fr") return fr_result_non_marine(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_non_marine(inputs)
	return en_result_non_marine(inputs)
});