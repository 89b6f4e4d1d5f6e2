/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Dives_Too_Many_In_LogInputs */

const en_error_dives_too_many_in_log = /** @type {(inputs: Error_Dives_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This dive log has more than ${i?.max} dives. Please import it in parts of at most ${i?.max} dives.`)
};

const es_error_dives_too_many_in_log = /** @type {(inputs: Error_Dives_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este registro tiene más de ${i?.max} inmersiones. Impórtalo en partes de ${i?.max} inmersiones como máximo.`)
};

const de_error_dives_too_many_in_log = /** @type {(inputs: Error_Dives_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Tauchlogbuch hat mehr als ${i?.max} Tauchgänge. Bitte importiere es in Teilen von höchstens ${i?.max} Tauchgängen.`)
};

const fr_error_dives_too_many_in_log = /** @type {(inputs: Error_Dives_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce carnet compte plus de ${i?.max} plongées. Importez-le en parties de ${i?.max} plongées au plus.`)
};

const zh_hans1_error_dives_too_many_in_log = /** @type {(inputs: Error_Dives_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此潜水日志超过 ${i?.max} 次潜水，请分成每份最多 ${i?.max} 次潜水导入。`)
};

/**
* | output |
* | --- |
* | "This dive log has more than {max} dives. Please import it in parts of at most {max} dives." |
*
* @param {Error_Dives_Too_Many_In_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_too_many_in_log = /** @type {((inputs: Error_Dives_Too_Many_In_LogInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Too_Many_In_LogInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_too_many_in_log(inputs)
	if (locale === "de") return de_error_dives_too_many_in_log(inputs)
	if (locale === "fr") return fr_error_dives_too_many_in_log(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_too_many_in_log(inputs)
	return en_error_dives_too_many_in_log(inputs)
});