/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Error_Too_Many_In_LogInputs */

const en_dives_error_too_many_in_log = /** @type {(inputs: Dives_Error_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This dive log has more than ${i?.count} dives. Please import it in parts of at most ${i?.count} dives.`)
};

const es_dives_error_too_many_in_log = /** @type {(inputs: Dives_Error_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este registro tiene más de ${i?.count} inmersiones. Impórtalo en partes de ${i?.count} inmersiones como máximo.`)
};

const de_dives_error_too_many_in_log = /** @type {(inputs: Dives_Error_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Logbuch hat mehr als ${i?.count} Tauchgänge. Bitte importiere es in Teilen von höchstens ${i?.count} Tauchgängen.`)
};

const fr_dives_error_too_many_in_log = /** @type {(inputs: Dives_Error_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce carnet contient plus de ${i?.count} plongées. Veuillez l’importer en parties de ${i?.count} plongées au plus.`)
};

const zh_hans1_dives_error_too_many_in_log = /** @type {(inputs: Dives_Error_Too_Many_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此潜水日志超过 ${i?.count} 次潜水，请分批导入，每批最多 ${i?.count} 次。`)
};

/**
* | output |
* | --- |
* | "This dive log has more than {count} dives. Please import it in parts of at most {count} dives." |
*
* @param {Dives_Error_Too_Many_In_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_too_many_in_log = /** @type {((inputs: Dives_Error_Too_Many_In_LogInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Too_Many_In_LogInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_too_many_in_log(inputs)
	if (locale === "de") return de_dives_error_too_many_in_log(inputs)
	if (locale === "fr") return fr_dives_error_too_many_in_log(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_too_many_in_log(inputs)
	return en_dives_error_too_many_in_log(inputs)
});